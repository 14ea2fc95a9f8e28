"""Helpers for the tests of memories that stay true (conflicts, supersession, pins,
feedback, working memory): run any click command in-process, open the store directly."""

from __future__ import annotations

import os
from pathlib import Path

import orjson
from click.testing import CliRunner
from hippocampus import cli, commands
from hippocampus.context import parse_instant


def run(command, *args: str, now: str | None = None, input: str | None = None):
    env = {"HIPPOCAMPUS_NOW": now} if now else None
    return CliRunner().invoke(command, list(args), env=env, input=input, catch_exceptions=True)


def ok(command, *args: str, **kwargs):
    result = run(command, *args, **kwargs)
    assert result.exit_code == 0, (result.output, result.exception)
    return result


def ok_json(command, *args: str, **kwargs):
    return orjson.loads(ok(command, *args, "--json", **kwargs).stdout)


def refused(command, *args: str, **kwargs) -> str:
    """A command that must fail with one clear line; that line."""
    result = run(command, *args, **kwargs)
    assert result.exit_code != 0, result.output
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    errors = [line for line in result.output.splitlines() if line.startswith("Error")]
    assert len(errors) == 1, result.output
    return errors[0]


def store(workspace: Path, now: str | None = None):
    return commands.open_store(workspace, parse_instant(now or os.environ["HIPPOCAMPUS_NOW"]))


def capture(text: str, *options: str, now: str | None = None) -> str:
    return ok_json(cli.capture, text, *options, now=now)["id"]


def recall(query: str, *options: str, now: str | None = None) -> list[dict]:
    return ok_json(cli.recall, query, *options, now=now)


def core(*options: str, now: str | None = None) -> dict:
    return ok_json(cli.load_core, *options, now=now)


def core_ids(*options: str, now: str | None = None) -> list[str]:
    return [m["id"] for domain, items in core(*options, now=now).items() if domain != "working" for m in items]
