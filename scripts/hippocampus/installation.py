"""What one install run acts on and what it reports, shared by every target.

``Setup`` is resolved once at the CLI boundary (HOME, PATH, the options); every step
receives it. Each step first looks at what is there and only then acts, reporting one
``Action`` per thing it did or would do (``--dry-run`` walks the same steps and writes
nothing). Files are written through the store's ``atomic_write``.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippocampus.errors import HippocampusError
from hippocampus.files import atomic_write

SKILL_NAME = "hippocampus"
COMMAND_TIMEOUT = 60

_PAST = {
    "create": "created",
    "update": "updated",
    "keep": "kept",
    "copy": "copied",
    "register": "registered",
    "remove": "removed",
    "back up": "backed up",
    "write": "wrote",
}


class InstallFailed(HippocampusError):
    """An external command failed, or the skill source is incomplete."""


@dataclass(frozen=True)
class Tools:
    """Absolute paths of the external commands the installer can use, or None."""

    openclaw: str | None = None
    crontab: str | None = None
    claude: str | None = None
    codex: str | None = None
    cursor: str | None = None


def find_tools(search_path: str | None) -> Tools:
    """Look the commands up on ``search_path`` (the caller's PATH)."""

    def which(*names: str) -> str | None:
        return next((found for name in names if (found := shutil.which(name, path=search_path))), None)

    return Tools(
        openclaw=which("openclaw"),
        crontab=which("crontab"),
        claude=which("claude"),
        codex=which("codex"),
        cursor=which("cursor", "cursor-agent"),
    )


@dataclass(frozen=True)
class Setup:
    """Everything the installer acts on; resolved once at the CLI boundary."""

    workspace: Path
    home: Path
    source: Path  # the skill folder install.py runs from (a clone, or an installed copy)
    tools: Tools
    project: Path | None = None  # --project: Claude Code and Cursor install into this repo
    dry_run: bool = False
    gateway_wait: float = 60.0

    @property
    def memory_dir(self) -> Path:
        return self.workspace / "memory"

    @property
    def core_path(self) -> Path:
        return self.workspace / "HIPPOCAMPUS_CORE.md"


@dataclass(frozen=True)
class Action:
    kind: str  # create, update, keep, copy, register, remove, skip, manual, note, wait, error
    target: str
    text: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "target": self.target, "text": self.text}


@dataclass
class Report:
    """Collects one Action per step; ``echo`` shows each line as it happens."""

    dry_run: bool = False
    echo: Callable[[str], None] | None = None
    actions: list[Action] = field(default_factory=list)

    def verb(self, base: str) -> str:
        return f"would {base}" if self.dry_run else _PAST[base]

    def add(self, kind: str, target: Path | str, text: str) -> None:
        action = Action(kind, str(target), text)
        self.actions.append(action)
        if self.echo is not None:
            self.echo(text)


# ---------------------------------------------------------------------------------------
# Files


def write(setup: Setup, path: Path, data: bytes, mode: int | None = None) -> None:
    """Write ``path`` atomically (nothing in a dry run), keeping an existing file's mode."""
    if setup.dry_run:
        return
    if mode is None and path.is_file():
        mode = path.stat().st_mode & 0o777
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)
    if mode is not None:  # atomic_write's temp file is 0600; scripts and configs keep theirs
        os.chmod(path, mode)


def remove_file(setup: Setup, path: Path) -> None:
    if not setup.dry_run:
        path.unlink(missing_ok=True)


def save_record(setup: Setup, record: dict[str, Any]) -> None:
    """Write ``<W>/memory/install.json`` without empty entries; delete it once nothing is left."""
    from hippocampus.core_mirrors import RECORD

    path = setup.memory_dir / RECORD
    kept = {key: value for key, value in record.items() if value not in (None, [], {})}
    if not kept:
        if path.exists():
            remove_file(setup, path)
        return
    data = dumps_json(kept)
    if not (path.is_file() and path.read_bytes() == data):
        write(setup, path, data)


def dumps_json(value: Any) -> bytes:
    """Two-space JSON as the clients write their settings, key order kept, newline at the end."""
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def read_json(path: Path) -> tuple[Any, str | None]:
    """(parsed value, None), or (None, why) when the file is absent ('missing') or not JSON."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, "missing"
    except OSError as exc:
        return None, f"{path}: {exc.strerror}"
    try:
        return json.loads(raw), None
    except json.JSONDecodeError as exc:
        return None, f"{path} is not strict JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
    except ValueError as exc:  # bytes that are not UTF-8
        return None, f"{path} is not strict JSON ({exc.args[0].split(':')[0]})"


# ---------------------------------------------------------------------------------------
# External commands


def run(
    argv: list[str],
    *,
    timeout: float = COMMAND_TIMEOUT,
    stdin: str | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess:
    """Run a command without a shell; a missing binary or a timeout is an InstallFailed."""
    try:
        return subprocess.run(
            argv,
            input=stdin,
            stdin=None if stdin is not None else subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            cwd=cwd,
        )
    except subprocess.TimeoutExpired:
        raise InstallFailed(f"`{show(argv)}` did not finish within {timeout:g} s") from None
    except OSError as exc:
        raise InstallFailed(f"`{show(argv)}` could not run: {exc.strerror}") from None


def show(argv: list[str]) -> str:
    """The command as a user would type it: program name, not its absolute path."""
    return shlex.join([Path(argv[0]).name, *argv[1:]])


def check(result: subprocess.CompletedProcess, argv: list[str]) -> str:
    if result.returncode != 0:
        why = (result.stderr or result.stdout).strip().splitlines()
        raise InstallFailed(f"`{show(argv)}` failed (exit {result.returncode}): {why[-1] if why else 'no output'}")
    return result.stdout


def command_line(parts: list[str | Path]) -> str:
    """A shell command line with each part quoted (what hooks and cron run)."""
    return " ".join(shlex.quote(str(p)) for p in parts)


_JSON_KINDS = {list: "an array", str: "a string", int: "a number", float: "a number", bool: "a boolean"}
_JSON_KINDS[type(None)] = "null"


def planned_json(path: Path, change: Callable[[dict], dict]) -> tuple[dict | None, dict | None, str | None]:
    """(what ``path`` holds, what ``change`` makes of it, None), or (None, None, why) when it
    cannot be read as a JSON object of the shape ``change`` edits. A missing file is
    (None, change({}), None). Reads only: the check before a target changes anything."""
    from hippocampus.client_config import NotOurShape

    data, why = read_json(path)
    if why == "missing":
        data = None
    elif why:
        return None, None, why
    elif not isinstance(data, dict):
        return None, None, f"{path} does not hold a JSON object (it holds {_JSON_KINDS.get(type(data), 'a value')})"
    try:
        return data, change({} if data is None else data), None
    except NotOurShape as exc:
        return None, None, f"{path}: {exc}"


def edit_json(setup: Setup, path: Path, change: Callable[[dict], dict], *, delete_if_empty: bool = False) -> str:
    """Apply ``change`` to the JSON object in ``path``; returns what happened:
    "unchanged", "created", "changed", "deleted", or why it could not ("... is not strict JSON").

    A missing file is an empty object; a result of {} deletes the file when
    ``delete_if_empty`` (install.py created it), so an uninstall leaves nothing behind.
    """
    data, new, why = planned_json(path, change)
    if why:
        return why
    if new == data or (data is None and not new):
        return "unchanged"
    if not new and delete_if_empty:
        remove_file(setup, path)
        return "deleted"
    write(setup, path.resolve() if path.exists() else path, dumps_json(new))
    return "created" if data is None else "changed"
