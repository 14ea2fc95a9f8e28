"""Shared helpers for the core's tests: run commands in-process, read the store, snapshot it."""

from __future__ import annotations

import io
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
from click.testing import CliRunner
from hippocampus import archives, cli
from workload import read_index  # noqa: F401 (the tests' way to read the index)

COMMANDS = {
    "capture": cli.capture,
    "recall": cli.recall,
    "reinforce": cli.reinforce,
    "decay": cli.decay,
    "load-core": cli.load_core,
    "sync-core": cli.sync_core,
    "forget": cli.forget,
    "doctor": cli.doctor,
    "handoff": cli.handoff,
    "learn": cli.learn,
    "context": cli.context_command,
}

# Machinery, not store content: the lock file and the derived stat/hash cache.
NOT_STATE = (".lock", ".cache")


def let_seconds_pass(path: Path) -> None:
    """As if a person took a few seconds (search_cache.SWEEP_SECONDS) before the next
    command: forget when readers last checked every file's stat, so the next one does.
    ``path``: the workspace, or any path inside its memory folder."""
    path = Path(path)
    roots = [path, *path.parents] if path.name == "memory" or path.is_file() else [path / "memory"]
    for root in roots:
        swept = root / ".cache" / "swept"
        if root.name == "memory" and swept.is_file():
            parts = swept.read_text().split()  # "<when> <where the next turn starts>": keep where
            swept.write_text(f"0 {parts[1] if len(parts) > 1 else 0}")


def invoke(name: str, *args: str, input: str | bytes | None = None, now: str | None = None):
    """Run one command in-process, as its entry script would."""
    env = {"HIPPOCAMPUS_NOW": now} if now else None
    return CliRunner().invoke(COMMANDS[name], list(args), input=input, env=env, catch_exceptions=True)


def ok(name: str, *args: str, **kwargs):
    """Run a command that must succeed; its result."""
    result = invoke(name, *args, **kwargs)
    assert result.exit_code == 0, (result.output, result.exception)
    return result


def ok_json(name: str, *args: str, **kwargs):
    """Run a command with --json that must succeed; its parsed stdout."""
    return orjson.loads(ok(name, *args, "--json", **kwargs).stdout)


def capture(content: str, *options: str, now: str | None = None) -> str:
    """Capture one memory; its id."""
    return ok_json("capture", content, *options, now=now)["id"]


def seed(*items: str | dict) -> list[str]:
    """Capture memories said on different days of the last weeks (one batch), so none is
    another's same-day neighbour (search lends neighbours context); their ids, in order.
    Each decays from the day it was said (SEED_DAYS[n] days before the pinned now)."""
    lines = []
    for n, item in enumerate(items):
        fields = {"content": item} if isinstance(item, str) else dict(item)
        fields.setdefault("created", seed_created(n))
        lines.append(orjson.dumps(fields).decode())
    outcomes = ok_json("capture", "--batch", "-", input="\n".join(lines) + "\n")
    assert all(o["action"] == "created" for o in outcomes), outcomes
    return [o["id"] for o in outcomes]


def memories(workspace: Path) -> dict[str, dict]:
    """The index's memories by id."""
    return {m["id"]: m for m in read_index(workspace)["memories"]}


def memory_files(workspace: Path, folder: str | None = None) -> list[Path]:
    """Markdown files in the domain folders (or in one folder under memory/)."""
    root = workspace / "memory"
    if folder is not None:
        return sorted((root / folder).rglob("*.md"))
    return sorted(p for d in ("user", "self", "relationship", "world") for p in (root / d).glob("*.md"))


def snapshot(workspace: Path) -> dict[str, bytes]:
    """Every file's bytes under the workspace, except the lock file and the derived cache."""
    out = {}
    for path in sorted(Path(workspace).rglob("*")):
        rel = path.relative_to(workspace)
        if rel.parts[:1] == ("memory",) and len(rel.parts) > 1 and rel.parts[1] in NOT_STATE:
            continue
        if path.is_file():
            out[str(rel)] = path.read_bytes()
    return out


def seed_created(n: int) -> str:
    """When seed()'s n-th memory was said: n + 1 days before the pinned now."""
    return day(-(n + 1), hour=9)


def seed_age(n: int, offset: int = 0) -> int:
    """Whole days seed()'s n-th memory has decayed by ``offset`` days after the pinned now."""
    return n + 1 + offset


def day(offset: int, hour: int = 10) -> str:
    """HIPPOCAMPUS_NOW for ``offset`` days after the pinned 2026-11-29."""
    base = datetime(2026, 11, 29, hour, 0, 0, tzinfo=UTC)
    return (base + timedelta(days=offset)).strftime("%Y-%m-%dT%H:%M:%SZ")


def at(offset: int, hour: int = 10) -> datetime:
    return datetime(2026, 11, 29, hour, 0, 0, tzinfo=UTC) + timedelta(days=offset)


def sealed_zip(entries) -> bytes:
    """A zip of (ZipInfo or name, bytes), sealed as packs and snapshots are, so that only
    their entry checks can refuse it (archives.write_sealed refuses such names itself)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for info, data in entries:
            archive.writestr(info, data)
    return archives.seal(buffer.getvalue())
