"""A temp machine for the install tests: a HOME, a bin folder that is the whole PATH, the
fake tools of tests/fakes/ on it, and a login shell whose ``python3`` lacks the dependencies.

Building a real venv costs seconds, so ``Machine`` replaces ``environment.build`` with one
that writes ``.venv/bin/python`` as a wrapper around the test's own interpreter plus the
stamp a real build writes; ``test_install.py`` builds one real venv end to end.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from hippocampus import environment
from hippocampus.install import install_command
from hippocampus.targets import openclaw

FAKES = Path(__file__).resolve().parent / "fakes"
REPO = Path(__file__).resolve().parent.parent


def executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def fake_build(folder: Path, wanted: list[str], pip=None, donors=()) -> Path:
    python = environment.python_in(folder)
    executable(python, f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    stamp = {"requirements": sorted(wanted), "python": "3.11.test"}
    (environment.venv_dir(folder) / environment.STAMP).write_text(json.dumps(stamp))
    return python


class Machine:
    def __init__(self, root: Path, monkeypatch):
        self.root = root
        self.home = root / "home"
        self.bin = root / "bin"
        self.state = root / "state"
        self.shell_bin = root / "shell-bin"
        for folder in (self.home, self.bin, self.state):
            folder.mkdir()
        self.ws = self.home / ".hippocampus"  # the default workspace
        monkeypatch.setenv("HOME", str(self.home))
        monkeypatch.setenv("PATH", str(self.bin))  # only the fakes: a real tool is never touched
        monkeypatch.setenv("FAKE_STATE", str(self.state))
        monkeypatch.setenv("FAKE_OPENCLAW_RESTART", "0.3")
        monkeypatch.delenv("WORKSPACE", raising=False)
        monkeypatch.delenv("HIPPOCAMPUS_WORKSPACE", raising=False)
        monkeypatch.setattr(environment, "build", fake_build)
        monkeypatch.setattr(openclaw, "POLL_EVERY", 0.1)
        monkeypatch.setattr(openclaw, "RESTART_SEEN_WITHIN", 1.0)  # the fake restarts at once
        self.builds: list[Path] = []
        # A login shell's python3: this interpreter without site-packages (no click, no orjson).
        executable(self.shell_bin / "python3", f'#!/bin/sh\nexec "{sys.executable}" -S "$@"\n')

    # -- tools ---------------------------------------------------------------------------
    def tool(self, *names: str) -> None:
        for name in names:
            executable(self.bin / name, f'#!/bin/sh\nexec "{sys.executable}" "{FAKES / name}.py" "$@"\n')

    def folder(self, *parts: str) -> Path:
        path = self.home.joinpath(*parts)
        path.mkdir(parents=True, exist_ok=True)
        return path

    # -- running -------------------------------------------------------------------------
    def install(self, *args: str, code: int = 0):
        result = CliRunner().invoke(install_command, list(args), catch_exceptions=False)
        assert result.exit_code == code, result.output
        return result

    def run_tool(self, *argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(self.bin / argv[0]), *argv[1:]], capture_output=True, text=True, check=False, cwd=cwd, timeout=60
        )

    def login_shell(self, command: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        """``sh -lc`` as an agent's exec tool runs it: PATH reset, a python3 without our dependencies."""
        env = {"HOME": str(self.home), "PATH": f"{self.shell_bin}:/usr/bin:/bin", "FAKE_STATE": str(self.state)}
        env["HIPPOCAMPUS_NOW"] = os.environ.get("HIPPOCAMPUS_NOW", "")
        return subprocess.run(
            ["/bin/sh", "-c", command], capture_output=True, text=True, env=env, cwd=cwd or self.root, timeout=120
        )

    # -- looking -------------------------------------------------------------------------
    def log(self) -> list[list[str]]:
        path = self.state / "argv.log"
        return [json.loads(line)["argv"] for line in path.read_text().splitlines()] if path.exists() else []

    def calls(self, *prefix: str) -> list[list[str]]:
        return [argv for argv in self.log() if argv[: len(prefix)] == list(prefix)]

    def changing_calls(self) -> list[list[str]]:
        changing = (("openclaw", "cron", "add"), ("openclaw", "cron", "rm"), ("openclaw", "config", "set"))
        changing += (("openclaw", "config", "unset"), ("crontab", "-"), ("claude", "mcp", "add"))
        changing += (("claude", "mcp", "remove"), ("codex", "mcp", "add"), ("codex", "mcp", "remove"))
        return [argv for argv in self.log() if any(tuple(argv[: len(c)]) == c for c in changing)]

    def snapshot(self) -> dict[str, bytes | None]:
        """Every path under the machine with its content (None for folders), except logs and
        the store's derived caches (memory/.cache: a read may refresh its sweep time)."""
        return {
            str(p.relative_to(self.root)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(self.root.rglob("*"))
            if p.name not in ("argv.log", "openclaw-gateway.log") and not {"__pycache__", ".cache"} & set(p.parts)
        }

    def jobs(self) -> list[dict]:
        path = self.state / "openclaw-jobs.json"
        return json.loads(path.read_text()) if path.exists() else []

    def openclaw_config(self) -> dict:
        path = self.home / ".openclaw" / "openclaw.json"
        return json.loads(path.read_text()) if path.exists() else {}

    def crontab(self) -> str:
        path = self.state / "crontab"
        return path.read_text() if path.exists() else ""

    def capture(self, text: str, workspace: Path | None = None) -> str:
        """A real capture through the package; returns the new memory's id."""
        from hippocampus import capture as capturing
        from hippocampus import commands
        from hippocampus.context import resolve_now
        from hippocampus.store import Store

        store = Store(workspace or self.ws, resolve_now())
        return commands.capture(store, [capturing.make_item({"content": text, "importance": 0.9}, "test")]).json["id"]
