"""Install hippocampus into an OpenClaw workspace, and uninstall it again.

Every step first looks at what is already there and only then acts, so running the
installer twice changes nothing, and ``--dry-run`` walks the same steps reporting what it
would do. Steps, in order: lay out the memory store (never touching existing files), place
the skill under ``<W>/skills/hippocampus``, write ``memory/schedule.json``, register
``<W>/HIPPOCAMPUS_CORE.md`` with OpenClaw memory search, and with ``--with-cron`` register
the decay and capture jobs (OpenClaw cron, else the user's crontab, else printed lines).

Uninstall removes what install added and keeps ``<W>/memory/``: memories are the user's.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click
import orjson
from croniter import croniter

from hippocampus.cli import json_option, workspace_option
from hippocampus.context import resolve_workspace
from hippocampus.errors import HippocampusError, InvalidInput
from hippocampus.files import atomic_write
from hippocampus.layout import ARCHIVE
from hippocampus.memory_file import DOMAINS

SKILL_NAME = "hippocampus"
# What an installed skill needs. Never tests/, bench/, .git or .ci: those serve development.
SKILL_ITEMS = (
    "SKILL.md",
    "README.md",
    "ARCHITECTURE.md",
    "install.py",
    "pyproject.toml",
    "scripts",
    "agents",
    "prompts",
)
STORE_FOLDERS = (*DOMAINS, ARCHIVE)
# The store skeleton is an explicit list rather than "whatever is in memory/": if someone
# ever points a workspace at the repo itself, its memory/ fills with real memories, and
# those must not be copied into every new store or installed skill.
TEMPLATE_FILES = ("index.json", "README.md", *(f"{folder}/.gitkeep" for folder in STORE_FOLDERS))
SKIP_DIRS = {"__pycache__"}
SKIP_SUFFIXES = (".pyc", ".pyo")
# Written into a copied skill folder: it marks the folder as ours (uninstall removes only a
# folder that has it) and lists the files we placed, so an update can drop files that are
# gone from the source and an uninstall removes nothing it did not put there.
MANIFEST = ".hippocampus-install.json"

CORE_FILE = "HIPPOCAMPUS_CORE.md"
EXTRA_PATHS_KEY = "memory.search.extraPaths"
BACKUP_SUFFIX = ".bak-hippocampus"

SCHEDULE_FILE = "schedule.json"
CRON_LOG = "cron.log"
DEFAULT_DECAY_CRON = "0 3 * * *"
DEFAULT_CAPTURE_CRON = "0 */3 * * *"
DECAY_JOB = "hippocampus-decay"
CAPTURE_JOB = "hippocampus-capture"

GATEWAY_TIMEOUT = 10  # seconds for `openclaw cron list`: a gateway that is up answers at once
COMMAND_TIMEOUT = 60

_PAST = {
    "create": "created",
    "update": "updated",
    "keep": "kept",
    "copy": "copied",
    "register": "registered",
    "remove": "removed",
    "back up": "backed up",
}


class InstallFailed(HippocampusError):
    """An external command (openclaw, crontab) failed, or the skill source is incomplete."""


# ---------------------------------------------------------------------------------------
# Inputs and the report


@dataclass(frozen=True)
class Tools:
    """Absolute paths of the external commands the installer can use, or None."""

    openclaw: str | None = None
    crontab: str | None = None


def find_tools(search_path: str | None) -> Tools:
    """Look the commands up on ``search_path`` (the caller's PATH)."""
    return Tools(
        openclaw=shutil.which("openclaw", path=search_path),
        crontab=shutil.which("crontab", path=search_path),
    )


@dataclass(frozen=True)
class Setup:
    """Everything the installer acts on; resolved once at the CLI boundary."""

    workspace: Path
    home: Path
    source: Path  # the skill folder install.py runs from (the repo root)
    python: str
    tools: Tools
    dry_run: bool = False

    @property
    def memory_dir(self) -> Path:
        return self.workspace / "memory"

    @property
    def skill_dir(self) -> Path:
        return self.workspace / "skills" / SKILL_NAME

    @property
    def core_path(self) -> Path:
        return self.workspace / CORE_FILE

    @property
    def openclaw_config(self) -> Path:
        return self.home / ".openclaw" / "openclaw.json"


@dataclass(frozen=True)
class Schedule:
    decay: str
    capture: str | None
    agent_command: str | None = None  # the capture job's --agent-command (an LLM call), if any


@dataclass(frozen=True)
class Action:
    kind: str  # create, update, keep, copy, register, remove, skip, manual
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


def is_valid_cron(expr: str) -> bool:
    """Five fields that croniter accepts: crontab takes no seconds or year field."""
    return len(expr.split()) == 5 and croniter.is_valid(expr)


# ---------------------------------------------------------------------------------------
# Entry points


def run_install(
    setup: Setup,
    report: Report,
    *,
    decay_cron: str | None = None,
    capture_cron: str | None = None,
    with_cron: bool = False,
    agent_command: str | None = None,
) -> None:
    """Run every install step; the cron expressions must already be valid."""
    _check_workspace(setup)
    lay_out_store(setup, report)
    place_skill(setup, report)
    schedule = write_schedule(setup, report, decay_cron, capture_cron, with_cron, agent_command)
    edit_extra_paths(setup, report, add=True)
    if with_cron:
        register_cron(setup, report, schedule)


def run_uninstall(setup: Setup, report: Report) -> None:
    """Remove the cron jobs, the extraPaths entry and a copied skill; keep the memory store."""
    _check_workspace(setup)
    unregister_cron(setup, report)
    edit_extra_paths(setup, report, add=False)
    remove_skill(setup, report)
    if setup.memory_dir.exists():
        report.add(
            "keep",
            setup.memory_dir,
            f"{report.verb('keep')} {setup.memory_dir}/ (your memories; delete it yourself to remove them)",
        )


def _check_workspace(setup: Setup) -> None:
    if setup.workspace.exists() and not setup.workspace.is_dir():
        raise InvalidInput(f"workspace {setup.workspace} exists and is not a folder")


# ---------------------------------------------------------------------------------------
# Files


def _write(setup: Setup, path: Path, data: bytes, mode: int | None = None) -> None:
    if setup.dry_run:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)
    if mode is not None:  # atomic_write's temp file is 0600; scripts and configs keep theirs
        os.chmod(path, mode)


def _memory_count(index_path: Path) -> str:
    try:
        memories = orjson.loads(index_path.read_bytes()).get("memories")
    except (OSError, orjson.JSONDecodeError, AttributeError):
        return "unreadable, left as it is"
    if not isinstance(memories, list):
        return "unreadable, left as it is"
    return "1 memory" if len(memories) == 1 else f"{len(memories)} memories"


def lay_out_store(setup: Setup, report: Report) -> None:
    """Copy the store skeleton into ``<W>/memory/``, creating only files that are missing."""
    template = setup.source / "memory"
    if not (template / "index.json").is_file():
        raise InstallFailed(f"{template / 'index.json'} is missing: the skill folder is incomplete")
    for rel in TEMPLATE_FILES:
        source, dest = template / rel, setup.memory_dir / rel
        if not source.is_file():
            continue  # README.md is optional
        if dest.exists():
            if rel == "index.json":
                report.add("keep", dest, f"{report.verb('keep')} existing {dest} ({_memory_count(dest)})")
            continue
        _write(setup, dest, source.read_bytes())
        report.add("create", dest, f"{report.verb('create')} {dest}")


def _skill_files(source: Path) -> list[str]:
    """Relative paths (POSIX) of the files that make up an installed skill, sorted."""
    found: list[str] = []
    for item in SKILL_ITEMS:
        path = source / item
        if path.is_file():
            found.append(item)
        elif path.is_dir():
            found.extend(_walk(source, path))
    found.extend(f"memory/{rel}" for rel in TEMPLATE_FILES if (source / "memory" / rel).is_file())
    return sorted(found)


def _walk(root: Path, folder: Path) -> Iterator[str]:
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if name.endswith(SKIP_SUFFIXES) or name == ".DS_Store":
                continue
            yield (Path(dirpath) / name).relative_to(root).as_posix()


def _same_folder(a: Path, b: Path) -> bool:
    return a.resolve() == b.resolve()


def _read_manifest(skill_dir: Path) -> list[str] | None:
    """The files a previous install placed, or None if the folder was not placed by copying."""
    try:
        data = orjson.loads((skill_dir / MANIFEST).read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return None
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return []
    # A hand-edited manifest must not steer a delete outside the skill folder.
    root = skill_dir.resolve()
    return [f for f in files if isinstance(f, str) and (root / f).resolve().is_relative_to(root)]


def place_skill(setup: Setup, report: Report) -> None:
    """Copy the skill to ``<W>/skills/hippocampus``, updating files that changed."""
    dest = setup.skill_dir
    if _same_folder(setup.source, dest):
        report.add("skip", dest, f"skill already runs from {dest}: nothing to copy")
        return
    existed = dest.exists()
    files = _skill_files(setup.source)
    counts = {"new": 0, "updated": 0, "unchanged": 0, "removed": 0}
    for rel in files:
        source, target = setup.source / rel, dest / rel
        data = source.read_bytes()
        if target.is_file() and target.read_bytes() == data:
            counts["unchanged"] += 1
            continue
        counts["updated" if target.exists() else "new"] += 1
        _write(setup, target, data, mode=source.stat().st_mode & 0o777)
    # Files an earlier install placed that the source no longer has (a renamed module, say).
    for rel in sorted(set(_read_manifest(dest) or []) - set(files)):
        stale = dest / rel
        if stale.is_file():
            counts["removed"] += 1
            if not setup.dry_run:
                stale.unlink()
    manifest = orjson.dumps({"source": str(setup.source), "files": files}, option=orjson.OPT_INDENT_2) + b"\n"
    manifest_path = dest / MANIFEST
    if not (manifest_path.is_file() and manifest_path.read_bytes() == manifest):
        _write(setup, manifest_path, manifest)
    missing = [item for item in ("SKILL.md", "scripts") if not (setup.source / item).exists()]
    note = f"; not in {setup.source}: {', '.join(missing)}" if missing else ""
    if counts["new"] == counts["updated"] == counts["removed"] == 0:
        report.add("keep", dest, f"skill at {dest} is up to date ({counts['unchanged']} files{note})")
        return
    summary = ", ".join(f"{n} {label}" for label, n in counts.items() if n)
    kind = "update" if existed else "copy"
    verb = report.verb(kind)
    report.add(kind, dest, f"{verb} skill {'at' if kind == 'update' else 'to'} {dest} ({summary}{note})")


def remove_skill(setup: Setup, report: Report) -> None:
    """Remove the files install placed in ``<W>/skills/hippocampus``, and the folder if then empty."""
    dest = setup.skill_dir
    placed = _read_manifest(dest)
    if placed is None:
        if dest.exists():
            report.add("keep", dest, f"{report.verb('keep')} {dest} (not placed by install.py: no {MANIFEST})")
        return
    if setup.dry_run:
        report.add("remove", dest, f"{report.verb('remove')} {dest} ({len(placed)} files placed by install.py)")
        return
    for rel in [*placed, MANIFEST]:
        (dest / rel).unlink(missing_ok=True)
    for cache in list(dest.rglob("__pycache__")):
        shutil.rmtree(cache, ignore_errors=True)  # written by running the copied scripts
    for folder in sorted((p for p in dest.rglob("*") if p.is_dir()), key=lambda p: len(p.parts), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
    if any(dest.iterdir()):
        left = sum(1 for p in dest.rglob("*") if p.is_file())
        report.add("remove", dest, f"removed the skill files from {dest}; kept {left} files not placed by install.py")
        return
    dest.rmdir()
    report.add("remove", dest, f"{report.verb('remove')} {dest}")


# ---------------------------------------------------------------------------------------
# Schedule


def _read_schedule(path: Path) -> dict[str, Any]:
    try:
        data = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def resolve_schedule(
    existing: dict[str, Any],
    decay: str | None,
    capture: str | None,
    with_cron: bool,
    agent_command: str | None = None,
) -> Schedule:
    """Options given win, then valid values already in schedule.json, then the defaults.

    So a plain re-run keeps a schedule chosen earlier; the capture default appears only
    with ``--with-cron`` (without cron, nothing would run it).
    """

    def kept(key: str) -> str | None:
        value = existing.get(key)
        return value if isinstance(value, str) and is_valid_cron(value) else None

    return Schedule(
        decay=decay or kept("decay") or DEFAULT_DECAY_CRON,
        capture=capture or kept("capture") or (DEFAULT_CAPTURE_CRON if with_cron else None),
        agent_command=agent_command
        or (existing.get("agentCommand") if isinstance(existing.get("agentCommand"), str) else None),
    )


def write_schedule(
    setup: Setup,
    report: Report,
    decay: str | None,
    capture: str | None,
    with_cron: bool,
    agent_command: str | None = None,
) -> Schedule:
    """Write ``<W>/memory/schedule.json`` (read by ``decay.py --if-due`` and the run loop)."""
    path = setup.memory_dir / SCHEDULE_FILE
    schedule = resolve_schedule(_read_schedule(path), decay, capture, with_cron, agent_command)
    document = {"decay": schedule.decay, "capture": schedule.capture}
    if schedule.agent_command:
        document["agentCommand"] = schedule.agent_command
    data = orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n"
    if path.is_file() and path.read_bytes() == data:
        return schedule
    kind = "update" if path.exists() else "create"
    _write(setup, path, data)
    report.add(kind, path, f"{report.verb(kind)} {path} (decay {schedule.decay!r}, capture {schedule.capture!r})")
    return schedule


# ---------------------------------------------------------------------------------------
# External commands


def _run(argv: list[str], *, timeout: float = COMMAND_TIMEOUT, stdin: str | None = None) -> subprocess.CompletedProcess:
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
        )
    except subprocess.TimeoutExpired:
        raise InstallFailed(f"`{_show(argv)}` did not finish within {timeout:g} s") from None
    except OSError as exc:
        raise InstallFailed(f"`{_show(argv)}` could not run: {exc.strerror}") from None


def _show(argv: list[str]) -> str:
    """The command as a user would type it: program name, not its absolute path."""
    return shlex.join([Path(argv[0]).name, *argv[1:]])


def _check(result: subprocess.CompletedProcess, argv: list[str]) -> str:
    if result.returncode != 0:
        why = (result.stderr or result.stdout).strip().splitlines()
        raise InstallFailed(f"`{_show(argv)}` failed (exit {result.returncode}): {why[-1] if why else 'no output'}")
    return result.stdout


# ---------------------------------------------------------------------------------------
# OpenClaw memory search: memory.search.extraPaths


def _expand(entry: str, home: Path) -> str:
    if entry == "~" or entry.startswith("~/"):
        entry = str(home) + entry[1:]
    return os.path.normpath(entry)


def _is_ours(entry: Any, core: Path, home: Path) -> bool:
    text = entry.get("path") if isinstance(entry, dict) else entry
    return isinstance(text, str) and _expand(text, home) == os.path.normpath(str(core))


def merged_extra_paths(current: list[Any], core: Path, home: Path, *, add: bool) -> list[Any]:
    """The list with our entry added once (add) or our plain-string entries removed."""
    if add:
        return current if any(_is_ours(e, core, home) for e in current) else [*current, str(core)]
    return [e for e in current if not (isinstance(e, str) and _is_ours(e, core, home))]


def _config_set_argv(value: list[Any]) -> list[str]:
    return ["openclaw", "config", "set", EXTRA_PATHS_KEY, orjson.dumps(value).decode(), "--strict-json"]


def _extra_paths_in(data: Any) -> list[Any] | None:
    """memory.search.extraPaths of a parsed config ([] if absent), None if the shape is wrong."""
    node = data
    for key in ("memory", "search"):
        if not isinstance(node, dict):
            return None
        node = node.get(key, {})
    if not isinstance(node, dict):
        return None
    value = node.get("extraPaths", [])
    return value if isinstance(value, list) else None


def edit_extra_paths(setup: Setup, report: Report, *, add: bool) -> None:
    """Add (install) or remove (uninstall) ``<W>/HIPPOCAMPUS_CORE.md`` in memory.search.extraPaths.

    The old key ``agents.defaults.memorySearch`` is never written or removed: current
    OpenClaw rejects it, and ``openclaw doctor --fix`` is the tool that migrates it.
    """
    config = setup.openclaw_config
    if setup.tools.openclaw is None and not config.is_file():
        if add:
            report.add(
                "skip",
                setup.core_path,
                f"OpenClaw not found (no {config}, no openclaw command): "
                f"did not register {setup.core_path} with memory search",
            )
        return
    if setup.tools.openclaw is not None:
        _edit_with_command(setup, report, add=add)
    else:
        _edit_config_file(setup, report, add=add)


def _report_unchanged(setup: Setup, report: Report, add: bool, where: str) -> None:
    if add:
        report.add("keep", setup.core_path, f"{setup.core_path} already in {EXTRA_PATHS_KEY} ({where})")
    else:
        report.add(
            "skip",
            setup.core_path,
            f"{setup.core_path} not in {EXTRA_PATHS_KEY} ({where}): nothing to remove",
        )


def _report_changed(setup: Setup, report: Report, add: bool, where: str) -> None:
    kind = "register" if add else "remove"
    prep = "in" if add else "from"
    report.add(kind, setup.core_path, f"{report.verb(kind)} {setup.core_path} {prep} {EXTRA_PATHS_KEY} ({where})")


def _manual_config(setup: Setup, report: Report, why: str, *, add: bool) -> None:
    """Tell the user the exact step to take when we cannot edit the list safely ourselves."""
    if add:
        command = shlex.join(_config_set_argv([str(setup.core_path)]))
        step = f"run (keeping any entries already in the list): {command}"
    else:
        step = f"remove {setup.core_path} from {EXTRA_PATHS_KEY} in {setup.openclaw_config} by hand"
    report.add("manual", setup.openclaw_config, f"did not change {EXTRA_PATHS_KEY}: {why}; {step}")


def _edit_with_command(setup: Setup, report: Report, *, add: bool) -> None:
    openclaw = setup.tools.openclaw
    assert openclaw is not None
    argv = [openclaw, "config", "get", EXTRA_PATHS_KEY, "--json"]
    current: list[Any] | None = None
    result = _run(argv)
    if result.returncode == 0:
        try:
            value = orjson.loads(result.stdout)
            current = value if isinstance(value, list) else [] if value is None else None
        except orjson.JSONDecodeError:
            current = None
    if current is None:
        # `config get` fails when the key is unset; then the file tells us what is there.
        # Only when the file cannot be read strictly AND mentions extraPaths is the current
        # list unknown: setting ours then could drop the user's entries, so ask instead.
        config = setup.openclaw_config
        raw = config.read_bytes() if config.is_file() else b""
        try:
            current = _extra_paths_in(orjson.loads(raw)) if raw else []
        except orjson.JSONDecodeError:
            current = None if b"extraPaths" in raw else []
        if current is None:
            _manual_config(setup, report, f"`{_show(argv)}` failed and {config} is not strict JSON", add=add)
            return
    wanted = merged_extra_paths(current, setup.core_path, setup.home, add=add)
    if wanted == current:
        _report_unchanged(setup, report, add, "openclaw config")
        return
    set_argv = [openclaw, *_config_set_argv(wanted)[1:]]
    if not setup.dry_run:
        _check(_run(set_argv), set_argv)
    _report_changed(setup, report, add, "openclaw config set")


def _edit_config_file(setup: Setup, report: Report, *, add: bool) -> None:
    config = setup.openclaw_config
    raw = config.read_bytes()
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        why = f"{config} is JSON5 (comments or unquoted keys), which this installer does not rewrite"
        _manual_config(setup, report, why, add=add)
        return
    current = _extra_paths_in(data)
    if current is None:
        why = f"in {config}, memory.search.extraPaths (or a parent) is not the expected object/list"
        _manual_config(setup, report, why, add=add)
        return
    wanted = merged_extra_paths(current, setup.core_path, setup.home, add=add)
    if wanted == current:
        _report_unchanged(setup, report, add, str(config))
        return
    data.setdefault("memory", {}).setdefault("search", {})["extraPaths"] = wanted
    target = config.resolve()  # a symlinked config (dotfiles) keeps its link
    mode = target.stat().st_mode & 0o777
    backup = target.with_name(target.name + BACKUP_SUFFIX)
    _write(setup, backup, raw, mode=mode)
    report.add("back up", backup, f"{report.verb('back up')} {config} to {backup}")
    _write(setup, target, orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n", mode=mode)
    _report_changed(setup, report, add, str(config))


# ---------------------------------------------------------------------------------------
# Cron


@dataclass(frozen=True)
class CronJob:
    name: str
    expr: str
    command: str


def cron_jobs(setup: Setup, schedule: Schedule) -> list[CronJob]:
    """The decay job, and the capture job when a capture schedule is set."""

    def command(script: str, *extra: str) -> str:
        parts = [setup.python, str(setup.skill_dir / "scripts" / script), "--workspace", str(setup.workspace), *extra]
        return " ".join(shlex.quote(p) for p in parts)

    jobs = [CronJob(DECAY_JOB, schedule.decay, command("decay.py"))]
    if schedule.capture:
        extra = ("--agent-command", schedule.agent_command) if schedule.agent_command else ()
        jobs.append(CronJob(CAPTURE_JOB, schedule.capture, command("run-hippocampus.py", *extra)))
    return jobs


def crontab_line(job: CronJob, log: Path) -> str:
    # In a crontab line an unescaped % ends the command (cron feeds the rest as stdin).
    command = job.command.replace("%", "\\%")
    log_arg = shlex.quote(str(log)).replace("%", "\\%")
    return f"{job.expr} {command} >> {log_arg} 2>&1 # {job.name}"


def _has_marker(line: str, name: str) -> bool:
    return line.rstrip().endswith(f"# {name}")


def merge_crontab(table: str, lines: dict[str, str]) -> str:
    """``table`` with each marked line replaced in place (first one kept) or appended."""
    out: list[str] = []
    placed: set[str] = set()
    for line in table.splitlines():
        name = next((n for n in lines if _has_marker(line, n)), None)
        if name is None:
            out.append(line)
        elif name not in placed:
            out.append(lines[name])
            placed.add(name)
    out.extend(line for name, line in lines.items() if name not in placed)
    return "\n".join(out) + "\n" if out else ""


def strip_crontab(table: str, names: list[str]) -> str:
    kept = [line for line in table.splitlines() if not any(_has_marker(line, n) for n in names)]
    return "\n".join(kept) + "\n" if kept else ""


def _crontab_read(crontab: str) -> str:
    argv = [crontab, "-l"]
    result = _run(argv, timeout=GATEWAY_TIMEOUT)
    if result.returncode != 0 and "no crontab" in (result.stderr + result.stdout).lower():
        return ""
    return _check(result, argv)


def _crontab_write(crontab: str, table: str) -> None:
    argv = [crontab, "-"]
    _check(_run(argv, timeout=GATEWAY_TIMEOUT, stdin=table), argv)


def _openclaw_jobs(openclaw: str) -> list[dict[str, Any]] | None:
    """The gateway's cron jobs, or None when it does not answer (not running, too slow)."""
    try:
        result = _run([openclaw, "cron", "list", "--json"], timeout=GATEWAY_TIMEOUT)
    except InstallFailed:
        return None
    if result.returncode != 0:
        return None
    try:
        jobs = orjson.loads(result.stdout).get("jobs", [])
    except (orjson.JSONDecodeError, AttributeError):
        return None
    return [j for j in jobs if isinstance(j, dict)] if isinstance(jobs, list) else None


def _job_expr(job: dict[str, Any]) -> str | None:
    schedule = job.get("schedule")
    return schedule.get("expr") if isinstance(schedule, dict) else None


def register_cron(setup: Setup, report: Report, schedule: Schedule) -> None:
    """Register the jobs with OpenClaw cron, else crontab, else print the lines to add."""
    jobs = cron_jobs(setup, schedule)
    openclaw = setup.tools.openclaw
    existing = _openclaw_jobs(openclaw) if openclaw else None
    if openclaw and existing is not None:
        for job in jobs:
            _register_openclaw_job(setup, report, openclaw, job, existing)
        if setup.tools.crontab:
            # A job moved from crontab to OpenClaw must not run twice.
            _remove_crontab_jobs(setup, report, setup.tools.crontab, [j.name for j in jobs], "now in OpenClaw cron")
        return
    why = "the OpenClaw gateway did not answer `openclaw cron list --json`" if openclaw else "no openclaw command"
    log = setup.memory_dir / CRON_LOG
    lines = {job.name: crontab_line(job, log) for job in jobs}
    if setup.tools.crontab:
        table = _crontab_read(setup.tools.crontab)
        new_table = merge_crontab(table, lines)
        before = table.splitlines()
        for name, line in lines.items():
            if line in before:
                report.add("keep", name, f"cron job {name} already in crontab")
            else:
                report.add("register", name, f"{report.verb('register')} cron job {name} in crontab ({why})")
        if new_table != table and not setup.dry_run:
            _crontab_write(setup.tools.crontab, new_table)
        return
    for name, line in lines.items():
        report.add("manual", name, f"add this line to your crontab (no crontab command; {why}): {line}")


def _register_openclaw_job(
    setup: Setup, report: Report, openclaw: str, job: CronJob, existing: list[dict[str, Any]]
) -> None:
    same_name = [j for j in existing if j.get("name") == job.name]
    if same_name and all(_job_expr(j) == job.expr for j in same_name):
        report.add("keep", job.name, f"cron job {job.name} already registered in OpenClaw")
        return
    for old in same_name:  # a new schedule: replace the job rather than add a second one
        if not setup.dry_run and isinstance(old.get("id"), str):
            argv = [openclaw, "cron", "rm", old["id"]]
            _check(_run(argv), argv)
    argv = [
        openclaw,
        "cron",
        "add",
        "--name",
        job.name,
        "--cron",
        job.expr,
        "--command",
        job.command,
        "--no-deliver",
    ]
    if not setup.dry_run:
        _check(_run(argv), argv)
    kind = "update" if same_name else "register"
    report.add(kind, job.name, f"{report.verb(kind)} cron job {job.name} in OpenClaw ({job.expr})")


def _remove_crontab_jobs(setup: Setup, report: Report, crontab: str, names: list[str], why: str) -> int:
    table = _crontab_read(crontab)
    lines = table.splitlines()
    found = [n for n in names if any(_has_marker(line, n) for line in lines)]
    if found and not setup.dry_run:
        _crontab_write(crontab, strip_crontab(table, names))
    for name in found:
        report.add("remove", name, f"{report.verb('remove')} cron job {name} from crontab ({why})")
    return len(found)


def unregister_cron(setup: Setup, report: Report) -> None:
    """Remove our jobs from OpenClaw cron (by id) and our marked lines from crontab."""
    names = [DECAY_JOB, CAPTURE_JOB]
    removed = 0
    openclaw = setup.tools.openclaw
    if openclaw:
        existing = _openclaw_jobs(openclaw)
        if existing is None:
            report.add(
                "manual",
                "openclaw cron",
                "could not check OpenClaw cron (the gateway did not answer `openclaw cron list --json`): "
                f"if {' or '.join(names)} are listed there, remove each with `openclaw cron rm <id>`",
            )
        else:
            for job in existing:
                if job.get("name") in names and isinstance(job.get("id"), str):
                    if not setup.dry_run:
                        argv = [openclaw, "cron", "rm", job["id"]]
                        _check(_run(argv), argv)
                    report.add("remove", job["name"], f"{report.verb('remove')} cron job {job['name']} from OpenClaw")
                    removed += 1
    if setup.tools.crontab:
        removed += _remove_crontab_jobs(setup, report, setup.tools.crontab, names, "marked # hippocampus-*")
    if removed == 0 and (openclaw or setup.tools.crontab):
        report.add("skip", "cron", "no hippocampus cron jobs found")


# ---------------------------------------------------------------------------------------
# Command


def _cron_option(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not is_valid_cron(value):
        raise click.BadParameter(f'{value!r} is not a five-field cron expression (e.g. "0 3 * * *")')
    return value


@click.command(name="install")
@workspace_option
@click.option("--with-cron", is_flag=True, help="Also register the decay and capture cron jobs.")
@click.option(
    "--cron",
    "decay_cron",
    metavar="EXPR",
    callback=_cron_option,
    help=f'Decay schedule (default: the one in schedule.json, else "{DEFAULT_DECAY_CRON}").',
)
@click.option(
    "--capture-cron",
    metavar="EXPR",
    callback=_cron_option,
    help=f'Capture schedule (default with --with-cron: schedule.json, else "{DEFAULT_CAPTURE_CRON}").',
)
@click.option(
    "--agent-command",
    metavar="CMD",
    help="LLM command the capture job pipes candidates to (run-hippocampus.py --agent-command); "
    "kept in schedule.json for later re-installs. Default: the built-in heuristic.",
)
@click.option("--dry-run", is_flag=True, help="Print every action it would take; change nothing.")
@click.option(
    "--uninstall",
    is_flag=True,
    help="Remove cron jobs, the extraPaths entry and a copied skill; keep memory/.",
)
@json_option
@click.option(
    "--demo",
    is_flag=True,
    help="Lay out a store in ./demo-workspace (or --workspace), capture a few memories and recall one. "
    "Registers nothing.",
)
def install_command(
    workspace: str | None,
    with_cron: bool,
    decay_cron: str | None,
    capture_cron: str | None,
    agent_command: str | None,
    dry_run: bool,
    uninstall: bool,
    as_json: bool,
    demo: bool,
) -> None:
    """Install hippocampus into an agent workspace: store, skill, schedule, memory search, cron.

    Safe to run again: existing memories are never touched. --uninstall keeps memory/.

    \b
    Examples:
      python install.py
      python install.py --workspace ~/.openclaw/workspace --with-cron
      python install.py --with-cron --cron "30 4 * * *" --dry-run
      python install.py --uninstall --json
      python install.py --demo
    """
    if uninstall and (with_cron or decay_cron or capture_cron or agent_command):
        raise click.UsageError("--uninstall takes no cron options")
    if demo and (uninstall or with_cron or dry_run):
        raise click.UsageError("--demo takes only --workspace and --json")
    if demo and not workspace:
        workspace = "demo-workspace"
    # HOME and PATH are read here, once; everything below receives them.
    setup = Setup(
        workspace=resolve_workspace(workspace),
        home=Path.home(),
        source=Path(__file__).resolve().parents[2],
        python=sys.executable,
        tools=find_tools(os.environ.get("PATH")),
        dry_run=dry_run,
    )
    report = Report(dry_run=dry_run, echo=None if as_json else click.echo)
    demo_lines: list[str] = []
    try:
        if demo:
            from hippocampus.context import resolve_now
            from hippocampus.demo import run_demo

            _check_workspace(setup)
            lay_out_store(setup, report)
            demo_lines = run_demo(setup.workspace, resolve_now())
        elif uninstall:
            run_uninstall(setup, report)
        else:
            run_install(
                setup,
                report,
                decay_cron=decay_cron,
                capture_cron=capture_cron,
                with_cron=with_cron,
                agent_command=agent_command,
            )
    except HippocampusError as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(f"{exc.filename or 'install'}: {exc.strerror}") from None
    if as_json:
        payload = {
            "actions": [a.as_json() for a in report.actions],
            "workspace": str(setup.workspace),
            "dryRun": dry_run,
        }
        if demo:
            payload["demo"] = demo_lines
        click.echo(orjson.dumps(payload, option=orjson.OPT_INDENT_2).decode())
    else:
        for line in demo_lines:
            click.echo(line)
