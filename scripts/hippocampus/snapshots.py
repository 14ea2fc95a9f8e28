"""Snapshots: a point-in-time copy of a store's committed truth, and its restore.

A snapshot (``.hsnap``) is a sealed zip (archives.py) of ``snapshot.json`` {format,
created, memories, files: {relpath: {size, sha256}}, skipped} and every committed file
under ``store/<relpath>`` (layout.COMMITTED: the domain folders, archive/, log/,
conflicts/, handoffs/, packs/, README.md, .gitignore, .gitattributes). That is enough:
index.json, .cache/ and .state/ are derived or this machine's own, and a restore rebuilds
the index from the files and logs (``Store.transaction(rebuild=True)``). Links and special
files inside the store are never followed: they are left out and named in ``skipped``.

``create`` and ``restore`` run under the store's lock, after any interrupted write is
finished or undone. ``restore`` reads and checks the whole snapshot before it touches
anything (a damaged or changed file, an entry that is a link or names a path outside the
committed folders: one error, the store untouched), then keeps the store as it is now as
a snapshot of its own, then puts the snapshot's files in place of the committed ones
(staged in ``.restore-<n>/`` inside the memory folder, then each top-level name renamed
in turn), drops the derived files and pending writes, and rebuilds. A crash part way
leaves the safety snapshot and the staged copy: run the same restore again.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import orjson

from hippocampus import archives
from hippocampus.context import iso
from hippocampus.errors import BadArchive, InvalidInput, StoreMissing
from hippocampus.files import NotPlain
from hippocampus.layout import CACHE, COMMITTED, DOMAINS, INDEX, PENDING

FORMAT = 1
MANIFEST = "snapshot.json"
PREFIX = "store/"
FOLDER = "snapshots"  # <workspace>/snapshots/: outside the memory folder, never committed
SUFFIX = ".hsnap"


def default_path(store) -> Path:
    base = store.workspace / FOLDER / f"snapshot-{store.now.strftime('%Y%m%dT%H%M%SZ')}"
    candidate, n = base.with_suffix(SUFFIX), 1
    while candidate.exists() or candidate.is_symlink():
        n += 1
        candidate = base.parent / f"{base.name}-{n}{SUFFIX}"
    return candidate


def collect(store) -> tuple[list[tuple[str, bytes]], list[str]]:
    """Every committed file (relpath, bytes), in order; and what was left out, and why."""
    folder = store.folder
    files, skipped = [], []
    for name in COMMITTED:
        kind = folder.kind(name)
        if kind is None:
            continue
        if kind == "folder":
            entries = list(folder.walk_files(name))
        else:
            entries = [(name, None)] if kind == "file" else []
            if kind != "file":
                skipped.append(f"{name}: a {kind} (never followed)")
        for relpath, entry in entries:
            if entry is not None and entry.kind != "file":
                skipped.append(f"{relpath}: a {'symbolic link' if entry.kind == 'link' else entry.kind} (never followed)")
                continue
            if relpath.rpartition("/")[2].endswith(".tmp"):
                continue  # a write's temporary file
            try:
                files.append((relpath, folder.read(relpath, limit=archives.MAX_MEMBER)))
            except (OSError, NotPlain) as exc:
                skipped.append(f"{relpath}: {getattr(exc, 'strerror', None) or exc}")
    return files, skipped


def build(store, files: list[tuple[str, bytes]], skipped: list[str]) -> tuple[dict, bytes]:
    manifest = {
        "format": FORMAT,
        "created": iso(store.now),
        "memories": sum(1 for relpath, _ in files if relpath.split("/", 1)[0] in DOMAINS and relpath.endswith(".md")),
        "files": {relpath: {"size": len(data), "sha256": hashlib.sha256(data).hexdigest()} for relpath, data in files},
        "skipped": skipped,
    }
    members = [(MANIFEST, orjson.dumps(manifest, option=orjson.OPT_INDENT_2) + b"\n")]
    members += [(PREFIX + relpath, data) for relpath, data in files]
    return manifest, archives.write_sealed(members)


def _out_path(store, out) -> Path:
    path = Path(out) if out else default_path(store)
    inside = os.path.realpath(path)
    root = os.path.realpath(store.root)
    if inside == root or inside.startswith(root + os.sep):
        raise InvalidInput(f"{path}: a snapshot goes outside the memory folder {store.root}")
    archives.check_output(path, f"snapshot{SUFFIX}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    except (FileExistsError, NotADirectoryError) as exc:
        raise InvalidInput(f"{path}: {exc.filename} is a file, not a folder") from None
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot make its folder {path.parent} ({exc.strerror})") from None
    return path


def create(store, out=None) -> dict:
    """Write a snapshot of the store as it is now (under its lock)."""
    store.require()
    path = _out_path(store, out)
    with store.locked():
        return _create_held(store, path)


def _create_held(store, path: Path) -> dict:
    try:
        store.recover()
    except (OSError, NotPlain, ValueError) as exc:  # a damaged store is snapshotted as it is
        store.note(f"could not finish an interrupted write first ({exc}); copied the files as they are")
    files, skipped = collect(store)
    manifest, data = build(store, files, skipped)
    archives.write_output(path, data)
    for line in skipped:
        store.note(f"left out of the snapshot: {line}")
    return {
        "path": str(path),
        "created": manifest["created"],
        "memories": manifest["memories"],
        "files": len(files),
        "bytes": len(data),
        "skipped": skipped,
    }


def read(raw: bytes, name: str) -> tuple[dict, dict[str, bytes]]:
    """A snapshot's manifest and files (relpath -> bytes), every check passed."""

    def accept(member: str) -> bool:
        if member == MANIFEST:
            return True
        return member.startswith(PREFIX) and member[len(PREFIX) :].split("/", 1)[0] in COMMITTED

    members = archives.read_sealed(raw, name, accept)
    try:
        manifest = orjson.loads(members.pop(MANIFEST))
    except KeyError:
        raise BadArchive(f"{name}: not a snapshot (no {MANIFEST})") from None
    except orjson.JSONDecodeError as exc:
        raise BadArchive(f"{name}: {MANIFEST} is not JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or not isinstance(manifest.get("files"), dict):
        raise BadArchive(f"{name}: not a snapshot of format {FORMAT}")
    files = {member[len(PREFIX) :]: data for member, data in members.items()}
    if set(files) != set(manifest["files"]):
        extra = sorted(set(files) ^ set(manifest["files"]))
        raise BadArchive(f"{name}: its files and its {MANIFEST} disagree (first: {extra[0]!r})")
    for relpath, data in files.items():
        want = manifest["files"][relpath]
        if not isinstance(want, dict) or want.get("sha256") != hashlib.sha256(data).hexdigest():
            raise BadArchive(f"{name}: {relpath} does not match its checksum")
        top, _, rest = relpath.partition("/")
        if bool(rest) != (top not in ("README.md", ".gitignore", ".gitattributes")):
            raise BadArchive(f"{name}: {relpath!r} is not where a committed file goes")
    return manifest, files


def restore(store, path) -> dict:
    """Put a snapshot's committed truth in place of the store's, the store as it was kept
    as a snapshot first, and rebuild everything derived."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror})") from None
    manifest, files = read(raw, str(path))  # every check before anything is touched
    if not store.root.is_dir():
        raise StoreMissing(f"no memory folder at {store.root} (run install.py --workspace {store.workspace})")
    try:
        store.require()
    except StoreMissing:  # a store damaged down to its folder: the lock needs one domain folder
        store.make_folders()
    safety = _out_path(store, None)
    folder = store.folder
    with store.locked():
        kept = _create_held(store, safety)
        token = os.urandom(4).hex()
        staging, old = f".restore-{token}", f".restore-old-{token}"
        folder.make_folder(staging)
        made: set[str] = set()
        for relpath, data in sorted(files.items()):
            parent = f"{staging}/{relpath}".rpartition("/")[0]
            if parent not in made:
                folder.make_folder(parent)
                made.add(parent)
            folder.write(f"{staging}/{relpath}", data, durable=False)
        os.sync()
        folder.make_folder(old)
        for name in COMMITTED:
            if folder.kind(name) is not None:
                folder.rename(name, f"{old}/{name}")
            if folder.kind(f"{staging}/{name}") is not None:
                folder.rename(f"{staging}/{name}", name)
        for name in DOMAINS:  # a store has every domain folder, even an empty one
            folder.make_folder(name)
        folder.remove_tree(staging)
        folder.remove_tree(old)
        for derived in (PENDING, CACHE):
            folder.remove_tree(derived)
        folder.remove_tree(INDEX)  # a file, or whatever a damage left there
        with store.transaction(held=True, rebuild=True) as txn:
            memories = len(txn.ids())
    return {
        "path": str(path),
        "created": manifest.get("created"),
        "files": len(files),
        "memories": memories,
        "previous": kept,
    }


def describe_create(result: dict) -> str:
    line = f"wrote snapshot {result['path']}: {result['memories']} memories, {result['files']} files"
    if result["skipped"]:
        line += f"; left out {len(result['skipped'])} (links or unreadable files, named on stderr)"
    return line


def describe_restore(result: dict) -> str:
    return (
        f"restored {result['path']} (taken {result['created']}): {result['files']} files, "
        f"{result['memories']} memories; the store as it was is kept in {result['previous']['path']}"
    )
