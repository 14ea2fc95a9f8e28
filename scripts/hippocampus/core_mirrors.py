"""Copies of the core file that a tool loads by itself, kept current with HIPPOCAMPUS_CORE.md.

OpenClaw's bundled ``bootstrap-extra-files`` hook puts files into the system prompt on
every turn, but only files named MEMORY.md (and a few others) inside its workspace; so
install.py registers ``<openclaw workspace>/hippocampus-core/MEMORY.md`` here and
``maintenance.sync_core`` rewrites each registered copy whenever it writes the core file.
The list lives in ``<W>/memory/install.json`` (``coreMirrors``), which only install.py
writes. A copy is derived data: regenerated from the index, never read back.
"""

from __future__ import annotations

from pathlib import Path

import orjson

from hippocampus.files import atomic_write

RECORD = "install.json"  # in <W>/memory/: what install.py registered for this workspace
MIRROR_NAME = "MEMORY.md"
HEADER = "<!-- hippocampus core memory, generated from {core}; edits here are overwritten -->\n"
_MARK = HEADER.split("{")[0].encode()


def read_record(workspace: Path) -> dict:
    try:
        value = orjson.loads((Path(workspace) / "memory" / RECORD).read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return {}
    return value if isinstance(value, dict) else {}


def mirrors(workspace: Path) -> list[Path]:
    listed = read_record(workspace).get("coreMirrors")
    if not isinstance(listed, list):
        return []
    return [Path(p) for p in listed if isinstance(p, str) and Path(p).name == MIRROR_NAME and Path(p).is_absolute()]


def mirror_bytes(core_path: Path, text: str) -> bytes:
    return (HEADER.format(core=core_path) + text).encode("utf-8")


def is_ours(path: Path) -> bool:
    """A file this module wrote (its first line is our header); never a person's MEMORY.md."""
    try:
        with open(path, "rb") as handle:
            return handle.read(len(_MARK)) == _MARK
    except OSError:
        return False


def refresh(workspace: Path, text: str) -> list[str]:
    """Write ``text`` to every registered copy; returns a note per copy it could not write.

    A copy whose folder is gone, or a file there that is not ours, is left alone: the core
    file itself is what matters, so this never fails the command that wrote it.
    """
    core = Path(workspace) / "HIPPOCAMPUS_CORE.md"
    data = mirror_bytes(core, text)
    notes = []
    for path in mirrors(workspace):
        if not path.parent.is_dir():
            notes.append(f"core copy {path} not written: {path.parent} is gone (re-run install.py)")
            continue
        if path.exists() and not is_ours(path):
            notes.append(f"core copy {path} not written: that file is not ours")
            continue
        try:
            if path.is_file() and path.read_bytes() == data:
                continue
            atomic_write(path, data)
        except OSError as exc:
            notes.append(f"core copy {path} not written: {exc.strerror or exc}")
    return notes
