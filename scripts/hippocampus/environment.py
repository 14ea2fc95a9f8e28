"""The skill's own Python: ``<skill>/.venv`` with the runtime dependencies from pyproject.

Everything install.py registers (cron lines, hooks, MCP servers) runs
``<skill>/.venv/bin/python``, and every entry script re-executes itself with it when the
``python3`` that started it lacks the dependencies (scripts/_launch.py). The venv's
interpreter links to a base Python outside the clone, so moving or deleting the clone
install.py ran from breaks nothing.

Standard library only: the launcher imports this module to build the installer's own
environment before any dependency exists.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

from hippocampus.errors import HippocampusError

VENV = ".venv"
# Written into the venv after a successful pip install: which requirements it holds.
STAMP = "hippocampus-env.json"
PIP_TIMEOUT = 900


class EnvironmentFailed(HippocampusError):
    """A venv could not be created or its dependencies not installed."""


def venv_dir(folder: Path) -> Path:
    return Path(folder) / VENV


def python_in(folder: Path) -> Path:
    """The interpreter every registration uses: ``<folder>/.venv/bin/python``."""
    return venv_dir(folder) / "bin" / "python"


def requirements(source: Path, extras: tuple[str, ...] = ()) -> list[str]:
    """pyproject's runtime dependencies plus those of the named extras that it defines."""
    path = Path(source) / "pyproject.toml"
    try:
        project = tomllib.loads(path.read_text(encoding="utf-8"))["project"]
    except (OSError, tomllib.TOMLDecodeError, KeyError) as exc:
        raise EnvironmentFailed(f"{path}: cannot read the dependencies ({exc})") from None
    wanted = list(project.get("dependencies", []))
    optional = project.get("optional-dependencies", {})
    for extra in extras:
        wanted.extend(optional.get(extra, []))
    return wanted


def has_extra(source: Path, extra: str) -> bool:
    try:
        project = tomllib.loads((Path(source) / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    except (OSError, tomllib.TOMLDecodeError, KeyError):
        return False
    return extra in project.get("optional-dependencies", {})


def _stamp(folder: Path) -> dict:
    try:
        value = json.loads((venv_dir(folder) / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def problem(folder: Path, wanted: list[str]) -> str | None:
    """Why ``<folder>/.venv`` cannot serve ``wanted`` as it is (None: it can)."""
    python = python_in(folder)
    if not venv_dir(folder).exists():
        return "missing"
    if not python.exists():  # also a link whose base interpreter is gone
        return f"{python} is missing or its base Python is gone"
    held = _stamp(folder).get("requirements")
    if not isinstance(held, list):
        return f"no {STAMP} (not built by install.py)"
    if not set(wanted) <= set(held):
        return "lacks " + ", ".join(sorted(set(wanted) - set(held)))
    try:
        result = subprocess.run([str(python), "-c", "pass"], capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{python} does not run ({exc})"
    return None if result.returncode == 0 else f"{python} does not run"


@functools.cache
def find_pip() -> tuple[str, ...] | None:
    """A pip that can install into another venv (``--python``, pip >= 22.3): this
    interpreter's, else its base interpreter's (a venv made without pip has none).

    A venv made without pip and filled from outside takes ~2 s; ensurepip alone is ~3-9 s,
    which counts when the installer and several targets each need a venv.
    """
    base = getattr(sys, "_base_executable", None) or sys.executable
    for python in dict.fromkeys([sys.executable, base]):
        try:
            result = subprocess.run([python, "-m", "pip", "--version"], capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            continue
        parts = result.stdout.split()
        if result.returncode == 0 and len(parts) > 1 and _at_least(parts[1], (22, 3)):
            return (python, "-m", "pip")
    return None


def _at_least(version: str, wanted: tuple[int, int]) -> bool:
    try:
        return tuple(int(p) for p in version.split(".")[:2]) >= wanted
    except ValueError:
        return False


def build(folder: Path, wanted: list[str], pip: tuple[str, ...] | None = None, donors: tuple[Path, ...] = ()) -> Path:
    """Create (or complete) ``<folder>/.venv`` holding ``wanted``; returns its python.

    ``pip``: an outer pip to install with (``find_pip()``); without it the venv gets its
    own pip (ensurepip). ``donors``: skill folders whose venv holds exactly ``wanted`` for
    this Python; a new venv takes their site-packages as hard links instead of installing
    (~0.1 s instead of 2-10 s; pip replaces files rather than editing them, so the copies
    stay independent). A venv whose interpreter no longer runs is rebuilt from scratch.
    """
    folder = Path(folder)
    target = venv_dir(folder)
    python = python_in(folder)
    broken = target.exists() and not python.exists()
    fresh = broken or not python.exists()
    donor = next((d for d in donors if fresh and _holds_exactly(d, wanted)), None)
    own_pip = pip is None and donor is None
    try:
        if fresh:
            venv.EnvBuilder(with_pip=own_pip, symlinks=True, clear=broken).create(target)
        elif own_pip and subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True).returncode:
            venv.EnvBuilder(with_pip=True, symlinks=True).create(target)
    except (OSError, subprocess.CalledProcessError) as exc:
        hint = " (Debian/Ubuntu: apt install python3-venv)" if own_pip else ""
        raise EnvironmentFailed(f"could not create {target}: {exc}{hint}") from None
    if donor is None or not _link_packages(venv_dir(donor), target):
        _pip_install(target, python, wanted, pip)
    held = set(wanted) | set(_stamp(folder).get("requirements") or [])
    stamp = {"requirements": sorted(held), "python": _version()}
    (target / STAMP).write_text(json.dumps(stamp, indent=2) + "\n", encoding="utf-8")
    return python


def _version() -> str:
    return ".".join(map(str, sys.version_info[:3]))


def _holds_exactly(folder: Path, wanted: list[str]) -> bool:
    stamp = _stamp(folder)
    return (
        python_in(folder).exists()
        and stamp.get("python") == _version()
        and stamp.get("requirements") == sorted(set(wanted))
    )


def _site_packages(venv_root: Path) -> Path | None:
    found = sorted(venv_root.glob("lib/python*/site-packages"))
    return found[0] if found else None


def _link_packages(donor: Path, target: Path) -> bool:
    """Hard-link (else copy) the donor venv's site-packages into the target's; False on failure."""
    import shutil

    source, dest = _site_packages(donor), _site_packages(target)
    if source is None or dest is None:
        return False

    def link(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    try:
        shutil.copytree(
            source, dest, copy_function=link, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__")
        )
    except (OSError, shutil.Error):
        return False
    return True


def _pip_install(target: Path, python: Path, wanted: list[str], pip: tuple[str, ...] | None) -> None:
    argv = [*pip, "--python", str(python)] if pip else [str(python), "-m", "pip"]
    argv += ["install", "--disable-pip-version-check", "--no-input", "-q", *wanted]
    try:
        result = subprocess.run(argv, capture_output=True, text=True, timeout=PIP_TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise EnvironmentFailed(f"pip install into {target} failed: {exc}") from None
    if result.returncode != 0:
        lines = [line for line in (result.stderr or result.stdout).splitlines() if line.strip()]
        errors = [line for line in lines if line.startswith("ERROR")] or lines
        raise EnvironmentFailed(
            f"pip install into {target} failed (exit {result.returncode}): {errors[-1] if errors else 'no output'}"
        )


def describe(folder: Path) -> str:
    """The venv's Python version, as its stamp recorded it (for the report)."""
    return str(_stamp(folder).get("python") or "?")


def remove(folder: Path) -> bool:
    """Delete ``<folder>/.venv`` (always ours: install.py made it); True if there was one."""
    import shutil

    target = venv_dir(folder)
    if not target.exists() and not target.is_symlink():
        return False
    if target.is_symlink():
        target.unlink()
    else:
        shutil.rmtree(target)
    return True
