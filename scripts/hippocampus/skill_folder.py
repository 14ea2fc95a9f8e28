"""An installed copy of the skill: its files, its own Python (``.venv``) and its manifest.

Each target gets a self-contained copy in the folder its tool reads skills from, so
uninstalling one tool never breaks another. The manifest (``.hippocampus-install.json``)
marks the folder as ours (uninstall removes only a folder that has it), lists each file we
placed with its hash (an update drops files gone from the source; an uninstall keeps a
file a person changed), names the workspace (``context.resolve_workspace`` reads it, so
``python3 <skill>/scripts/recall.py`` uses the installed store) and the targets that use
the folder, and keeps what a target must know to undo its registrations.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hippocampus import environment, layout
from hippocampus.context import MANIFEST
from hippocampus.installation import InstallFailed, Report, Setup, dumps_json, read_json, remove_file, write
from hippocampus.layout import ARCHIVE
from hippocampus.memory_file import DOMAINS

# What an installed skill needs. Never tests/, bench/, .git or .venv: those serve development.
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
# SKILL.md says {baseDir} for "this skill's folder" (OpenClaw fills it in; Codex and Claude
# Code do not), so each copy gets its own absolute path written in.
BASE_DIR = "{baseDir}"


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def skill_files(source: Path) -> list[str]:
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
        dirnames[:] = sorted(
            d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".") and not d.endswith(".egg-info")
        )
        for name in sorted(filenames):
            if name.endswith(SKIP_SUFFIXES) or name == ".DS_Store":
                continue
            yield (Path(dirpath) / name).relative_to(root).as_posix()


def placed_bytes(source: Path, rel: str, dest: Path) -> bytes:
    data = (source / rel).read_bytes()
    if rel == "SKILL.md":
        data = data.replace(BASE_DIR.encode(), str(dest).encode())
        if (source / MANIFEST).is_file():  # copied from an installed copy: its own path is written in
            data = data.replace(f"{source}/".encode(), f"{dest}/".encode())
    return data


def read_manifest(folder: Path) -> dict[str, Any] | None:
    """The manifest of a folder install.py placed, or None (not ours, or unreadable)."""
    data, why = read_json(folder / MANIFEST)
    if why or not isinstance(data, dict):
        return None
    files = data.get("files")
    if isinstance(files, list):  # round 1 listed names without hashes
        files = dict.fromkeys(files, "")
    if not isinstance(files, dict):
        files = {}
    # A hand-edited manifest must not steer a delete outside the skill folder.
    root = folder.resolve()
    data["files"] = {f: h for f, h in files.items() if isinstance(f, str) and (root / f).resolve().is_relative_to(root)}
    targets = data.get("targets")
    data["targets"] = [t for t in targets if isinstance(t, str)] if isinstance(targets, list) else []
    if not isinstance(data.get("state"), dict):
        data["state"] = {}
    if not isinstance(data.get("created"), list):
        data["created"] = []
    if not isinstance(data.get("workspace"), str) and folder.parent.name == "skills":
        data["workspace"] = str(folder.parent.parent)  # round 1 placed the copy in <W>/skills/
    return data


def save_manifest(setup: Setup, folder: Path, manifest: dict[str, Any]) -> None:
    data = dumps_json(manifest)
    path = folder / MANIFEST
    if not (path.is_file() and path.read_bytes() == data):
        write(setup, path, data)


def _missing_ancestors(folder: Path, stop: Path) -> list[Path]:
    """Folders between ``stop`` and ``folder`` (exclusive) that do not exist yet, deepest first."""
    missing = [p for p in folder.parents if stop in p.parents and not p.exists()]
    return sorted(missing, key=lambda p: len(p.parts), reverse=True)


def place(setup: Setup, report: Report, dest: Path, target: str, stop: Path) -> dict[str, Any]:
    """Copy the skill to ``dest`` for ``target``, updating what changed; returns its manifest.

    ``stop``: the folder above which nothing is created or pruned (HOME, or the project).
    """
    if not (setup.source / "SKILL.md").is_file() or not (setup.source / "scripts").is_dir():
        raise InstallFailed(f"{setup.source} is not a hippocampus skill folder (no SKILL.md or scripts/)")
    old = read_manifest(dest)
    same = dest.exists() and setup.source.resolve() == dest.resolve()
    if old is None and not same and dest.exists() and any(dest.iterdir()):
        raise InstallFailed(f"{dest} exists and was not placed by install.py (no {MANIFEST}); move it away first")
    manifest = old or {"files": {}, "targets": [], "state": {}, "created": []}
    if old is None:
        manifest["created"] = [str(p) for p in _missing_ancestors(dest, stop)]
    counts = {"new": 0, "updated": 0, "unchanged": 0, "removed": 0}
    if same:
        files = dict(manifest["files"])
    else:
        files = {}
        for rel in skill_files(setup.source):
            data = placed_bytes(setup.source, rel, dest)
            files[rel] = digest(data)
            path = dest / rel
            if path.is_file() and path.read_bytes() == data:
                counts["unchanged"] += 1
                continue
            counts["updated" if path.exists() else "new"] += 1
            write(setup, path, data, mode=(setup.source / rel).stat().st_mode & 0o777)
        # Files an earlier install placed that the source no longer has (a renamed module).
        for rel in sorted(set(manifest["files"]) - set(files)):
            if (dest / rel).is_file():
                counts["removed"] += 1
                remove_file(setup, dest / rel)
    earlier = manifest.get("workspaces") if isinstance(manifest.get("workspaces"), list) else []
    if old is not None and isinstance(old.get("workspace"), str) and not earlier:
        earlier = [old["workspace"]]
    manifest.update(
        source=str(setup.source),
        workspace=str(setup.workspace),
        # Every workspace installed through this copy (OpenClaw's cron jobs of each run it).
        workspaces=[*(w for w in earlier if w != str(setup.workspace)), str(setup.workspace)],
        files=files,
        targets=sorted({*manifest["targets"], target}),
    )
    save_manifest(setup, dest, manifest)
    if same:
        report.add("skip", dest, f"skill already runs from {dest}: nothing to copy")
    elif counts["new"] == counts["updated"] == counts["removed"] == 0:
        report.add("keep", dest, f"skill at {dest} is up to date ({counts['unchanged']} files)")
    else:
        summary = ", ".join(f"{n} {label}" for label, n in counts.items() if n)
        kind = "update" if old is not None else "copy"
        prep = "at" if kind == "update" else "to"
        report.add(kind, dest, f"{report.verb(kind)} skill {prep} {dest} ({summary})")
    return manifest


_READY: list[Path] = []  # skill folders whose venv this install run built or found ready


def ensure_environment(setup: Setup, report: Report, dest: Path, extras: tuple[str, ...] = ()) -> Path:
    """Give the copy at ``dest`` its own ``.venv`` with the runtime dependencies (and extras)."""
    python = environment.python_in(dest)
    wanted = environment.requirements(setup.source, extras)
    for extra in extras:
        if not environment.has_extra(setup.source, extra):
            report.add(
                "note",
                dest,
                f"{setup.source / 'pyproject.toml'} has no [{extra}] extra: {dest / '.venv'} is built without it",
            )
    why = environment.problem(dest, wanted)
    if why is None:
        _READY.append(dest)
        report.add("keep", python, f"{environment.venv_dir(dest)} is ready (Python {environment.describe(dest)})")
        return python
    kind = "create" if why == "missing" else "update"
    if not setup.dry_run:
        # The installer's own venv (install.py bootstrapped <clone>/.venv) and the copies
        # made earlier in this run can lend their packages to a new venv.
        donors = (*_READY, Path(sys.prefix).parent)
        environment.build(dest, wanted, environment.find_pip(), donors)
        _READY.append(dest)
    names = ", ".join(req.split(">")[0].split("<")[0].split("=")[0] for req in wanted)
    detail = "" if why == "missing" else f" ({why})"
    report.add(kind, python, f"{report.verb(kind)} {environment.venv_dir(dest)} with {names}{detail}")
    return python


def remove(setup: Setup, report: Report, dest: Path, target: str) -> dict[str, Any] | None:
    """Undo ``place`` for ``target``: the folder goes once no target uses it; returns the manifest."""
    manifest = read_manifest(dest)
    if manifest is None:
        if dest.exists():
            report.add("keep", dest, f"{report.verb('keep')} {dest} (not placed by install.py: no {MANIFEST})")
        return None
    others = [t for t in manifest["targets"] if t != target]
    if others:
        manifest["targets"] = others
        manifest["state"].pop(target, None)
        save_manifest(setup, dest, manifest)
        report.add("keep", dest, f"{report.verb('keep')} skill at {dest} (still used by {', '.join(others)})")
        return manifest
    changed = [
        rel
        for rel, placed in manifest["files"].items()
        if placed and (dest / rel).is_file() and digest((dest / rel).read_bytes()) != placed
    ]
    if setup.dry_run:
        report.add("remove", dest, f"{report.verb('remove')} {dest} ({len(manifest['files'])} files and .venv)")
        return manifest
    for rel in manifest["files"]:
        if rel not in changed:
            (dest / rel).unlink(missing_ok=True)
    (dest / MANIFEST).unlink(missing_ok=True)
    environment.remove(dest)
    for cache in list(dest.rglob("__pycache__")):
        shutil.rmtree(cache, ignore_errors=True)  # written by running the copied scripts
    for folder in sorted((p for p in dest.rglob("*") if p.is_dir()), key=lambda p: len(p.parts), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
    if any(dest.iterdir()):
        kept = ", ".join(changed) if changed else "files not placed by install.py"
        report.add("remove", dest, f"removed the skill from {dest}; kept what a person changed or added: {kept}")
    else:
        dest.rmdir()
        report.add("remove", dest, f"{report.verb('remove')} {dest}")
    for folder in manifest["created"]:
        path = Path(folder)
        if path.is_dir() and not any(path.iterdir()):
            path.rmdir()
            report.add("remove", path, f"{report.verb('remove')} empty folder {path}")
    return manifest


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
                report.add("keep", dest, f"{report.verb('keep')} existing {dest} (memories untouched)")
            continue
        write(setup, dest, source.read_bytes())
        report.add("create", dest, f"{report.verb('create')} {dest}")
    # What git shares of a store and what each machine derives (sync.py), in every store.
    for name, text in ((layout.GITIGNORE, layout.GITIGNORE_TEXT), (layout.GITATTRIBUTES, layout.GITATTRIBUTES_TEXT)):
        dest = setup.memory_dir / name
        if not dest.exists():
            write(setup, dest, text.encode("utf-8"))
            report.add("create", dest, f"{report.verb('create')} {dest}")
