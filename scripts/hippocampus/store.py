"""The one module that writes: the memory store under ``<workspace>/memory/``.

Committed truth (what git shares; memory/README.md has the formats):

    <domain>/<id>-<words>.md   one Markdown file per memory: what it says
    archive/<domain>/...       forgotten memories (never deleted, except by purge)
    log/<tag>.jsonl            each machine's append-only log of uses: the scores
    conflicts/<id>.md          pairs of memories that disagree, until resolved

Derived, per machine, rebuilt from the truth whenever it is missing or not provably
current: ``index.json`` (always current, in the seed schema), ``.cache/`` (the catalog
and the search cache), ``.state/`` (this machine's tag, run state).

Every change happens inside ``Store.transaction()``: take the lock, finish or undo a
crashed write, make sure the catalog describes index.json (else rebuild both from the
truth), pick up hand edits, let the caller change records, commit. Readers never lock
(``Store.view``): they read index.json through the catalog and take the write path only
when something changed under them.
"""

from __future__ import annotations

import mmap
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Protocol

import orjson

try:  # blake2b without hashlib, which also loads OpenSSL (start-up time of every command)
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover - a Python built without _blake2
    from hashlib import blake2b as _blake2b

from hippocampus import catalog as catalogs
from hippocampus import index_file, legacy, lock, memory_file, records, scoring, uselog
from hippocampus.catalog import NO_STAMP, Catalog
from hippocampus.context import iso
from hippocampus.errors import InvalidInput, StoreCorrupt, StoreMissing, UnknownMemory
from hippocampus.files import FileStamp, Folder, NotPlain, atomic_write
from hippocampus.text import extract_keywords, normalize_content

INDEX = "index.json"
LOCK = ".lock"
PENDING = ".pending"
CACHE = ".cache"
STATE = ".state"
CATALOG = ".cache/catalog.bin"
SWEPT = ".cache/swept"
ARCHIVE = "archive"
CONFLICTS = "conflicts"
LOST = "lost+found"
LEGACY_JOURNAL = "index.journal"
LEGACY_BACKUP = "index.json.bak"
GITIGNORE = ".gitignore"
DOMAINS = memory_file.DOMAINS
# A reader re-checks every file's stamp (one lstat per file: 0.3 s at 100,000 files here)
# when the last such check is older than this; see ARCHITECTURE.md, "Hand edits".
SWEEP_SECONDS = 2.0


def content_hash(data: bytes) -> str:
    """Identity of a file's bytes, to tell our own writes from hand edits."""
    return _blake2b(data, digest_size=16).hexdigest()


class FilesChanged(Exception):
    """A reader met a file that differs from what the catalog verified: sync, then read."""


# ---------------------------------------------------------------- derived data
@dataclass(frozen=True)
class Change:
    """What one commit changed, for derived data (the search cache) to follow."""

    before: Catalog | None  # the catalog the transaction started from (None: rebuilt from the truth)
    after: Catalog
    records: dict[str, dict]  # every memory created or changed, as it now is
    removed: frozenset[str]
    rescored: bool  # every memory's stored importance was brought to today (decay)
    previous: Callable[[str], dict | None]  # a memory as it was before (changed or removed ones)


class Derived(Protocol):
    """Data derived from the store that a commit keeps current (plugged in by commands)."""

    def after_commit(self, store: Store, change: Change) -> None: ...


# ---------------------------------------------------------------- reading
class View:
    """One version of index.json, read through its catalog."""

    def __init__(self, store: Store, catalog: Catalog, blob):
        self.store = store
        self.catalog = catalog
        self.blob = blob

    def raw(self, number: int) -> dict:
        """A memory as index.json holds it, no file check (rebuilds, writers)."""
        start = self.catalog.starts[number]
        record = orjson.loads(self.blob[start : start + self.catalog.lengths[number]])
        if record.get("id") != self.catalog.ids[number]:
            raise FilesChanged(f"index.json changed under the catalog at {self.catalog.ids[number]}")
        return record

    def record(self, number: int) -> dict:
        """A memory for printing: its file must still be the version verified, so nothing
        a reader prints is older than its file (FilesChanged otherwise)."""
        record = self.raw(number)
        try:
            st = self.store.folder.lstat(self.catalog.files[number])
        except (OSError, NotPlain):
            raise FilesChanged(f"the file of {record['id']} is gone") from None
        row = FileStamp.of(st).row()
        if row != self.catalog.stamp(number):
            folder, _, name = self.catalog.files[number].partition("/")
            if row != self.catalog.others.get(folder, {}).get(name):  # else: a known unreadable edit
                raise FilesChanged(f"{self.catalog.files[number]} changed since it was verified")
        return record

    def get(self, memory_id: str) -> dict | None:
        number = self.catalog.numbers.get(memory_id)
        return None if number is None else self.record(number)

    def __iter__(self) -> Iterator[dict]:
        for number in range(len(self.catalog.ids)):
            yield self.raw(number)

    def __len__(self) -> int:
        return len(self.catalog.ids)


# ---------------------------------------------------------------- the store
class Store:
    """A workspace's memory folder. Cheap to make; does nothing until asked."""

    def __init__(self, workspace: Path, now: datetime, lock_timeout: float | None = None):
        self.workspace = Path(workspace)
        self.root = self.workspace / "memory"
        self.folder = Folder(self.root)
        self.now = now
        self.lock_timeout = lock_timeout
        self.notes: list[str] = []  # what syncing hand edits did, for the command to report
        self.derived: list[Derived] = []
        self._tag: str | None = None

    @property
    def index_path(self) -> Path:
        return self.root / INDEX

    def require(self) -> None:
        """Raise StoreMissing unless the workspace has a memory store."""
        if not self.workspace.is_dir():
            raise StoreMissing(f"workspace {self.workspace} does not exist (run install.py --workspace {self.workspace})")
        if not self.root.is_dir() or not (
            self.folder.exists(INDEX) or any(self.folder.kind(d) == "folder" for d in DOMAINS)
        ):
            raise StoreMissing(f"no memory store at {self.root} (run install.py --workspace {self.workspace})")

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    @property
    def tag(self) -> str:
        """This machine's tag (uselog.machine_tag), read once."""
        if self._tag is None:
            self._tag = uselog.machine_tag(self.folder)
        return self._tag

    # -------------------------------------------------------------- locking
    @contextmanager
    def locked(self) -> Iterator[None]:
        """Hold memory/.lock (every write, and doctor's checks); StoreBusy after the timeout."""
        self.require()
        timeout = self.lock_timeout
        if timeout is None:
            timeout = lock.timeout_from(os.environ.get("HIPPOCAMPUS_LOCK_TIMEOUT"))
        if self.folder.kind(LOCK) not in (None, "file"):
            raise StoreCorrupt(f"{self.root / LOCK} is not a plain file (a link or a folder); nothing was changed")
        with lock.held(self.root / LOCK, timeout):
            yield

    # -------------------------------------------------------------- reading
    def view(self) -> View:
        """The current index for reading. Lock-free unless something changed under the
        catalog (a hand edit, a crashed write, another machine's pull): then it syncs
        under the lock first."""
        found = self._current_view()
        if found is not None:
            return found
        self.sync()
        return self._current_view(checked=False) or self._current_view(checked=False, retry=True)

    def sync(self) -> None:
        """Bring index.json and the catalog up to the files: a write with a full scan."""
        with self.transaction(full_scan=True):
            pass

    def _map_index(self, catalog: Catalog | None):
        """index.json mapped, if it is the version ``catalog`` describes."""
        try:
            handle = self.folder.open_read(INDEX)
        except (OSError, NotPlain):
            return None
        try:
            st = os.fstat(handle)
            if catalog is not None and FileStamp.of(st).row() != catalog.index:
                return None
            return mmap.mmap(handle, 0, access=mmap.ACCESS_READ) if st.st_size else b""
        finally:
            os.close(handle)

    def read_catalog(self) -> Catalog | None:
        try:
            return catalogs.decode(self.folder.read(CATALOG))
        except (OSError, NotPlain):
            return None

    def _current_view(self, checked: bool = True, retry: bool = False) -> View | None:
        if retry:
            self.sync()
        if self._pending():
            return None
        catalog = self.read_catalog()
        if catalog is None:
            return None
        blob = self._map_index(catalog)
        if blob is None:
            return None
        if checked and not self._still_verified(catalog):
            return None
        return View(self, catalog, blob)

    def _pending(self) -> bool:
        try:
            _, entries = self.folder.listing(PENDING)
        except FileNotFoundError:
            return False
        except (OSError, NotPlain):
            return True
        return bool(entries)

    def _still_verified(self, catalog: Catalog) -> bool:
        """No file was added, removed or renamed in a memory folder or the logs since the
        catalog was written (folder stamps), and every file was checked in the last
        SWEEP_SECONDS, or is checked now."""
        for name in (*DOMAINS, uselog.LOG):
            if catalogs.stamp_row(self.folder.folder_stamp(name)) != catalog.folders.get(name, NO_STAMP):
                return False
        if time.time_ns() - self._swept() <= SWEEP_SECONDS * 1e9:
            return True
        if self._sweep(catalog):
            self._mark_swept()
            return True
        return False

    def _sweep(self, catalog: Catalog) -> bool:
        """Every file in the memory folders has the stamp the catalog verified."""
        verified = {relpath: catalog.stamp(n) for n, relpath in enumerate(catalog.files)}
        for domain in DOMAINS:
            others = catalog.others.get(domain, {})
            try:
                _, entries = self.folder.listing(domain)
            except (OSError, NotPlain):
                continue  # a folder we cannot list counts as unchanged; the writer reports it
            for entry in entries:
                row = verified.get(f"{domain}/{entry.name}") or others.get(entry.name)
                if row is None or row != entry.stamp.row():
                    return False
        return True

    def _swept(self) -> int:
        try:
            return int(self.folder.read(SWEPT))
        except (OSError, NotPlain, ValueError):
            return 0

    def _mark_swept(self, at: int | None = None) -> None:
        try:
            self.folder.make_folder(CACHE)
            self.folder.write(SWEPT, str(at if at is not None else time.time_ns()).encode(), durable=False)
        except (OSError, NotPlain):
            pass

    # -------------------------------------------------------------- writing
    @contextmanager
    def transaction(self, full_scan: bool = False) -> Iterator[Transaction]:
        """Lock, recover, check the catalog (or rebuild from the truth), pick up hand
        edits; yield a Transaction; commit it if the body returns. If the body raises,
        nothing is written."""
        with self.locked():
            started = time.time_ns()
            self._recover()
            catalog, blob = self._current_catalog()
            txn = Transaction(self, catalog, blob)
            if catalog is None:
                txn.rebuild()
            else:
                quick = (
                    not full_scan
                    and all(catalog.folders.get(d, NO_STAMP) == catalogs.stamp_row(self.folder.folder_stamp(d)) for d in DOMAINS)
                    and catalog.folders.get(uselog.LOG, NO_STAMP) == catalogs.stamp_row(self.folder.folder_stamp(uselog.LOG))
                    and started - self._swept() <= SWEEP_SECONDS * 1e9
                )
                if not quick and catalog.folders.get(uselog.LOG, NO_STAMP) != catalogs.stamp_row(
                    self.folder.folder_stamp(uselog.LOG)
                ):
                    # Another machine's log arrived (a git pull): scores change everywhere.
                    txn = Transaction(self, None, None)
                    txn.rebuild()
                elif not quick:
                    txn.scan()
            yield txn
            txn.commit()
            if txn.full_scanned:
                self._mark_swept(started)

    def _current_catalog(self) -> tuple[Catalog | None, object]:
        """The catalog and mapped index.json if the catalog describes it; else (None, None),
        after migrating a store of an earlier version (its scores go into this machine's
        log first, so the rebuild from the truth keeps them)."""
        catalog = self.read_catalog()
        if catalog is not None:
            blob = self._map_index(catalog)
            if blob is not None:
                return catalog, blob
        self._migrate_legacy()
        return None, None

    def _migrate_legacy(self) -> None:
        """A version 1 or 2 index.json (and its journal) becomes state events in this
        machine's log, and the files of memories that had none are written; the rebuild
        that follows then makes a version 3 index with every id and score kept."""
        for name in (INDEX, LEGACY_BACKUP):
            try:
                raw = self.folder.read(name, limit=1 << 34)
            except (OSError, NotPlain):
                continue
            try:
                data = orjson.loads(raw)
            except orjson.JSONDecodeError:
                if name == INDEX:
                    self.note(f"{self.root / INDEX} was unreadable; rebuilt from the Markdown files and logs")
                continue
            if not isinstance(data, dict) or not legacy.is_legacy(data):
                return  # ours (version 3): derived, rebuilt from the truth
            journal = None
            if name == INDEX:
                try:
                    journal = self.folder.read(LEGACY_JOURNAL, limit=1 << 34)
                except (OSError, NotPlain):
                    journal = None
            try:
                head, found = legacy.read(raw, journal)
            except legacy.Unreadable as exc:
                self.note(f"{self.root / name} could not be migrated ({exc}); trying the next source")
                continue
            self._write_migration(name, raw, head, found)
            return

    def _write_migration(self, name: str, raw: bytes, head: dict, found: list[dict]) -> None:
        txn_id = os.urandom(8).hex()
        t = iso(self.now)
        lines = [uselog.line("state", t, txn_id, **legacy.state_event(r)) for r in found]
        files: dict[str, bytes] = {}
        for record in found:
            relpath = record.get("file") or ""
            ok = relpath and self.folder.kind(relpath) == "file"
            if not ok:
                relpath = f"{record['domain']}/{record['id']}-{memory_file.slug(record['content'])}.md"
                record = dict(record, file=relpath)
                files[relpath] = memory_file.render(record).encode("utf-8")
        self.folder.make_folder(uselog.LOG)
        for relpath, data in files.items():
            self.folder.make_folder(relpath.rpartition("/")[0])
            if not self.folder.exists(relpath):
                self.folder.write(relpath, data)
        if lines:
            self.folder.append(uselog.log_path(self.tag), b"".join(lines))
        self.folder.write(f"{INDEX}.v2.bak", raw)
        self.folder.remove(LEGACY_JOURNAL)
        if name == INDEX:
            self.folder.remove(INDEX)
        self.note(f"migrated {len(found)} memories from {self.root / name} (version 2) to version 3; the old index is kept as {INDEX}.v2.bak")

    # -------------------------------------------------------------- crash recovery
    def _recover(self) -> None:
        """Finish a write that reached its commit point, undo one that did not."""
        try:
            _, entries = self.folder.listing(PENDING)
        except FileNotFoundError:
            return
        except NotPlain:
            self.folder.remove(PENDING)  # a link or file in its place: removed as such, target untouched
            self.note(f"removed {self.root / PENDING}: not a plain folder (never followed)")
            return
        for entry in entries:
            relpath = f"{PENDING}/{entry.name}"
            if entry.kind == "folder" and not entry.name.endswith(".new"):
                try:
                    self._apply(relpath)
                except (OSError, NotPlain, ValueError) as exc:
                    self.note(f"could not finish the interrupted write {self.root / relpath} ({exc}); kept in lost+found/")
                    self.folder.make_folder(LOST)
                    self.folder.rename(relpath, f"{LOST}/pending-{entry.name}")
                    continue
            self.folder.remove_tree(relpath)

    def _apply(self, pending: str) -> None:
        """Carry out a committed write's operations. Idempotent: a crash part way is
        finished by running it again."""
        doc = orjson.loads(self.folder.read(f"{pending}/ops.json"))
        if isinstance(doc, list):  # a version 2 write: committed only if its index names it
            raise ValueError("an interrupted write of an earlier version")
        touched: set[str] = set()
        for op in doc["ops"]:
            kind = op[0]
            if kind == "log":
                self._append_once(f"{pending}/{op[1]}", op[2], doc["txn"])
            elif kind == "write":
                staged = f"{pending}/{op[1]}"
                if self.folder.exists(staged):
                    parent = op[2].rpartition("/")[0]
                    if parent:
                        self.folder.make_folder(parent)
                    self.folder.rename(staged, op[2], durable=False)
                    touched.add(parent)
            elif kind == "delete":
                self.folder.remove(op[1])
                touched.add(op[1].rpartition("/")[0])
            elif kind == "index":
                staged = f"{pending}/{op[1]}"
                if self.folder.exists(staged):
                    self.folder.rename(staged, INDEX, durable=False)
                    touched.add("")
            elif kind == "state":
                staged = f"{pending}/{op[1]}"
                if self.folder.exists(staged):
                    self.folder.make_folder(STATE)
                    self.folder.rename(staged, op[2], durable=False)
        for relpath in sorted(touched):
            try:
                self.folder.fsync_folder(relpath)
            except (OSError, NotPlain):
                pass

    def _append_once(self, staged: str, target: str, txn_id: str) -> None:
        """Append a write's log lines unless they are there: a line cut off by a crash is
        dropped, and lines of this write already appended are replaced by the whole set."""
        data = self.folder.read(staged)
        self.folder.make_folder(target.rpartition("/")[0])
        try:
            size = self.folder.lstat(target).st_size
        except FileNotFoundError:
            size = 0
        if size:
            back = min(size, 2 * len(data) + 65536)
            handle = self.folder.open_read(target)
            try:
                tail = os.pread(handle, back, size - back)
            finally:
                os.close(handle)
            keep = size
            if not tail.endswith(b"\n"):
                keep = size - back + tail.rfind(b"\n") + 1  # a line cut off by a crash
            marker = b'"x":"' + txn_id.encode() + b'"'
            at = tail.find(marker)
            if at >= 0:
                keep = min(keep, size - back + tail.rfind(b"\n", 0, at) + 1)
            if keep < size:
                self.folder.truncate(target, keep)
        self.folder.append(target, data)

    # -------------------------------------------------------------- state and outputs
    def read_state(self, name: str) -> dict:
        """A small JSON state file under memory/.state/ (transcript watermarks); {} when
        absent or unreadable (noted: for watermarks that means reading again, which the
        near-duplicate check absorbs, rather than never capturing again)."""
        try:
            value = orjson.loads(self.folder.read(f"{STATE}/{name}"))
        except FileNotFoundError:
            return {}
        except (OSError, NotPlain, orjson.JSONDecodeError) as exc:
            self.note(f"ignored unreadable state file {self.root / STATE / name} ({exc}); starting from empty")
            return {}
        return value if isinstance(value, dict) else {}

    def write_state(self, name: str, value: dict) -> Path:
        """Replace memory/.state/<name> atomically (the store must exist)."""
        self.require()
        self.folder.make_folder(STATE)
        self.folder.write(f"{STATE}/{name}", orjson.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n")
        return self.root / STATE / name

    def write_core(self, text: str) -> Path:
        """Write <workspace>/HIPPOCAMPUS_CORE.md atomically (derived: regenerated from the index)."""
        path = self.workspace / "HIPPOCAMPUS_CORE.md"
        atomic_write(path, text.encode("utf-8"))
        return path

    # -------------------------------------------------------------- repairs (doctor.py)
    def clear_cache(self) -> bool:
        """Delete memory/.cache (derived; the next command rebuilds it)."""
        with self.locked():
            return self.folder.remove_tree(CACHE)

    def move_aside(self, relpath: str) -> str:
        """Move what blocks a command (a file where a folder belongs) to lost+found/."""
        with self.locked():
            target = self._unused(f"{LOST}/{relpath}")
            self.folder.make_folder(target.rpartition("/")[0])
            self.folder.rename(relpath, target)
            return target

    def make_folders(self) -> list[str]:
        """Create any missing domain folder; returns the ones made."""
        return [d for d in DOMAINS if self.folder.kind(d) is None and self.folder.make_folder(d)]

    def _unused(self, relpath: str) -> str:
        candidate, n = relpath, 0
        while self.folder.exists(candidate):
            n += 1
            candidate = f"{relpath}.{n}"
        return candidate


# ---------------------------------------------------------------- scanning
@dataclass
class Listing:
    """A memory folder as one scan saw it."""

    stamp: tuple[int, int, int, int]
    files: dict[str, FileStamp]  # name -> stamp of each visible .md regular file
    others: dict[str, tuple[int, int, int, int]]  # every other name (links, hidden, unreadable)


def _is_memory_name(name: str) -> bool:
    if name.startswith(".") or not name.endswith(".md"):
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # undecodable bytes in the name
        return False
    return True


# ---------------------------------------------------------------- the transaction
class Transaction:
    """Changes to the store under its lock. Read and change records through its methods;
    ``commit`` (called by Store.transaction) writes them crash-safely."""

    def __init__(self, store: Store, catalog: Catalog | None, blob):
        self.store = store
        self.now = store.now
        self.folder = store.folder
        self.before = catalog
        self.catalog = catalog or Catalog.empty(NO_STAMP, {})
        self.view = View(store, self.catalog, blob if blob is not None else b"")
        self.head = dict(self.catalog.head)
        self.txn = os.urandom(8).hex()
        self.loaded: dict[str, dict] = {}  # id -> record read (and maybe changed) here
        self.changed: set[str] = set()  # loaded ids whose line is rewritten
        self.removed: set[str] = set()
        self.added: dict[str, dict] = {}  # new records, in creation order
        self.writes: dict[str, bytes] = {}  # relpath -> bytes (memory files, archive copies)
        self.deletes: set[str] = set()
        self.log: list[bytes] = []
        self.expected: dict[str, tuple[int, int, int, int] | None] = {}  # relpath -> stamp it must still have
        self.verified: dict[int, tuple[int, int, int, int]] = {}  # number -> stamp checked now
        self.unsynced: dict[str, str] = {}  # id -> why its hand-edited file could not be read
        self.listings: dict[str, Listing] = {}  # the folders this transaction listed
        self.unlistable: set[str] = set()
        self.settled: set[str] = set()
        self.restamp: Callable[[dict], dict] | None = None  # applied to every untouched memory
        self.full_scanned = False
        self.bulk = False  # many files: one sync() instead of an fsync each
        self.discarded = False
        self.committed = False
        self._logs: uselog.Logs | None = None
        self._by_memory: dict[str, list[uselog.Event]] | None = None
        self._next: int | None = None
        self.broken: dict[str, tuple[int, int, int, int]] = {}  # relpath -> stamp of a hand edit that could not be read
        self.adopted: dict[str, tuple[int, int, int, int]] = {}  # id -> stamp of a file adopted as it is
        self.rebuilding = False
        self._adoptions: dict[str, str] | None = None
        self._files: dict[str, str] | None = None

    # -------------------------------------------------------------- reading
    @property
    def notes(self) -> list[str]:
        return self.store.notes

    def __contains__(self, memory_id: str) -> bool:
        return self.find(memory_id) is not None

    def find(self, memory_id: str) -> dict | None:
        record = self.added.get(memory_id) or self.loaded.get(memory_id)
        if record is not None:
            return record
        if memory_id in self.removed:
            return None
        number = self.catalog.numbers.get(memory_id)
        if number is None:
            return None
        record = self.view.raw(number)
        self.loaded[memory_id] = record
        return record

    def get(self, memory_id: str) -> dict:
        record = self.find(memory_id)
        if record is None:
            raise UnknownMemory(f"unknown memory id {memory_id!r} (no such memory in {self.store.index_path})")
        return record

    def ids(self) -> list[str]:
        return [i for i in self.catalog.ids if i not in self.removed] + list(self.added)

    def records(self) -> Iterator[dict]:
        """Every memory, in index order, read one at a time (those changed here as changed)."""
        for number, memory_id in enumerate(self.catalog.ids):
            if memory_id in self.removed:
                continue
            yield self.loaded.get(memory_id) or self.view.raw(number)
        yield from list(self.added.values())

    def __len__(self) -> int:
        return len(self.catalog.ids) - len(self.removed) + len(self.added)

    def logs(self) -> uselog.Logs:
        """Every machine's log, read once per transaction."""
        if self._logs is None:
            self._logs = uselog.read_logs(self.folder)
            for problem in self._logs.problems:
                self.store.note(f"skipped {problem}")
        return self._logs

    def events_of(self, memory_id: str) -> list[uselog.Event]:
        if self._by_memory is None:
            self._by_memory = self.logs().by_memory()
        return self._by_memory.get(memory_id, [])

    def settle(self, record: dict) -> None:
        """Before changing a memory without a full scan: check its file, and take a hand
        edit made in place since every file was last checked."""
        memory_id = record["id"]
        if self.full_scanned or memory_id in self.settled or memory_id in self.added:
            return
        self.settled.add(memory_id)
        number = self.catalog.numbers.get(memory_id)
        if number is None:
            return
        relpath = self.catalog.files[number]
        try:
            st = self.folder.lstat(relpath)
        except (OSError, NotPlain):
            self.unsynced[memory_id] = f"{self.folder.path(relpath)} has just disappeared"
            return
        row = FileStamp.of(st).row()
        if row == self.catalog.stamp(number):
            return
        folder, _, name = relpath.partition("/")
        if row == self.catalog.others.get(folder, {}).get(name):
            self.unsynced[memory_id] = f"{self.folder.path(relpath)} could not be read as a memory (fix it first)"
            self.broken[relpath] = row
            return
        self._check_file(number, memory_id, relpath, FileStamp.of(st))

    # -------------------------------------------------------------- ids
    def new_id(self) -> str:
        """A new id: this machine's tag and its next number, never used before here."""
        tag = self.store.tag
        if self._next is None:
            known = self._machine().get("next")
            floor = 1 + max((records.id_number(i, tag) or 0 for i in self.catalog.ids), default=0)
            self._next = max(known if isinstance(known, int) and known > 0 else 1, floor)
        while True:
            memory_id = records.format_id(tag, self._next)
            self._next += 1
            if memory_id not in self and not self._taken_on_disk(memory_id):
                return memory_id

    def _machine(self) -> dict:
        try:
            value = orjson.loads(self.folder.read(uselog.MACHINE))
        except (OSError, NotPlain, orjson.JSONDecodeError):
            return {}
        return value if isinstance(value, dict) else {}

    def _taken_on_disk(self, memory_id: str) -> bool:
        """An id some file already claims (an archived memory, a file not yet adopted)."""
        for folder in (*DOMAINS, *(f"{ARCHIVE}/{d}" for d in DOMAINS)):
            listing = self.listings.get(folder)
            names = listing.files if listing is not None else None
            if names is None:
                continue
            if any(n == f"{memory_id}.md" or n.startswith(f"{memory_id}-") for n in names):
                return True
        return False

    # -------------------------------------------------------------- changes
    def _event(self, op: str, **values) -> None:
        self.log.append(uselog.line(op, iso(self.now), self.txn, **values))

    def create(
        self,
        content: str,
        domain: str,
        category: str,
        importance: float,
        keywords: list[str] | None = None,
        source: str | None = None,
        created: str | None = None,
        memory_id: str | None = None,
    ) -> dict:
        """Add a memory and its file. A past ``created`` (a batch item, an import, a
        transcript) is when it was said: its last use and its decay start there."""
        stamp = iso(self.now)
        said = created or stamp
        if said > stamp:
            said = stamp  # a future date is a clock error: now
        memory_id = memory_id or self.new_id()
        value = round(float(importance), scoring.DIGITS)
        self._event("create", id=memory_id, importance=value, **({"from": said} if said != stamp else {}))
        score = records.fold(None, {"op": "create", "t": stamp, "importance": value, "from": said})
        record = {
            "id": memory_id,
            "domain": domain,
            "category": category,
            "content": content,
            "created": said,
            "keywords": keywords if keywords else extract_keywords(content),
            "source": source,
            "updated": stamp,
            "file": "",
            **score.fields(self.now),
        }
        self.added[memory_id] = record
        self._write_file(record)
        return record

    def _touch(self, record: dict) -> None:
        if record["id"] not in self.added:
            self.changed.add(record["id"])

    def update(self, memory_id: str, **fields) -> dict:
        """Change what a memory says (content, category, domain, keywords, source,
        importance); rewrites its file. A hand-edited file that could not be read is
        never overwritten."""
        record = self.get(memory_id)
        self.settle(record)
        if memory_id in self.unsynced:
            raise InvalidInput(f"{memory_id}: {self.unsynced[memory_id]}; fix the file first, it was not overwritten")
        if "importance" in fields:
            self._set_score(record, fields.pop("importance"))
        if "content" in fields and "keywords" not in fields:
            fields["keywords"] = extract_keywords(fields["content"])
        record.update(fields)
        record["updated"] = iso(self.now)
        self._touch(record)
        self._write_file(record)
        return record

    def _set_score(self, record: dict, importance: float) -> None:
        value = round(float(importance), scoring.DIGITS)
        self._event("set", id=record["id"], importance=value)
        score = records.fold(records.score_of(record), {"op": "set", "t": iso(self.now), "importance": value})
        record.update(score.fields(self.now))

    def reinforce(self, memory_id: str, rate: float = scoring.REINFORCE_RATE) -> dict:
        """One use: importance up by ``rate`` of its gap to 1; no file rewrite."""
        return self.reinforce_together([memory_id], rate)[0]

    def reinforce_together(self, ids: list[str], rate: float = scoring.REINFORCE_RATE) -> list[dict]:
        """Memories used together (one recall's results): one logged event naming them all,
        which later links them (co-recall)."""
        chosen = [self.get(i) for i in dict.fromkeys(ids)]
        for record in chosen:
            self.settle(record)
        values = {"ids": [r["id"] for r in chosen]} if len(chosen) > 1 else {"id": chosen[0]["id"]}
        if rate != scoring.REINFORCE_RATE:
            values["rate"] = rate
        self._event("use", **values)
        event = {"op": "use", "t": iso(self.now), "rate": rate}
        for record in chosen:
            record.update(records.fold(records.score_of(record), event).fields(self.now))
            self._touch(record)
        return [self.get(i) for i in ids]

    def archive(self, memory_id: str, reason: str) -> dict:
        """Move a memory out of the index into memory/archive/ (its file goes with it)."""
        record = self.get(memory_id)
        self.settle(record)
        if memory_id in self.unsynced:
            raise InvalidInput(f"{memory_id}: {self.unsynced[memory_id]}; fix the file first, it was not moved")
        if self.folder.kind(ARCHIVE) not in (None, "folder"):
            raise StoreCorrupt(f"{self.folder.path(ARCHIVE)} is not a plain folder; nothing was archived (run doctor.py --repair)")
        self._event("forget", id=memory_id, reason=reason)
        self._archive_file(record, reason)
        self._remove(record)
        return record

    def _remove(self, record: dict) -> None:
        memory_id = record["id"]
        if record.get("file"):
            self._delete_file(record["file"])
        if memory_id in self.added:
            del self.added[memory_id]
        else:
            self.removed.add(memory_id)
            self.changed.discard(memory_id)
            self.loaded.pop(memory_id, None)

    def purge(self, memory_id: str) -> list[str]:
        """Remove a memory for good: its index entry, its file and any archived copy."""
        removed = []
        record = self.find(memory_id)
        if record is not None:
            self._remove(record)
            removed.append("index")
        for relpath in self.archived_files(memory_id):
            self._delete_file(relpath)
            removed.append(relpath)
        if not removed:
            raise UnknownMemory(f"unknown memory id {memory_id!r}: not in {self.store.index_path} nor in the archive")
        self._event("forget", id=memory_id, reason="purged")
        return removed

    def archived_files(self, memory_id: str) -> list[str]:
        out = []
        for relpath, entry in self.folder.walk_files(ARCHIVE):
            name = entry.name
            if entry.kind == "file" and (name == f"{memory_id}.md" or name.startswith(f"{memory_id}-")):
                out.append(relpath)
        return sorted(out)

    def set_aside(self, relpath: str) -> str:
        """Move a file that cannot be placed (unreadable, not a memory) to lost+found/; a
        memory whose hand-edited file could not be read gets its indexed version back."""
        raw = self.folder.read(relpath)
        target = self.store._unused(f"{LOST}/{relpath}")
        while target in self.writes:
            target += ".1"
        self.writes[target] = raw
        owner = next((r for r in (self.find(i) for i in self.ids()) if r and r.get("file") == relpath), None)
        if owner is not None:
            self.unsynced.pop(owner["id"], None)
            self._touch(owner)
            self.expected[relpath] = None
            self._write_file(owner)
        else:
            self._delete_file(relpath)
        return target

    def discard(self) -> None:
        """Write nothing when the transaction ends (dry runs)."""
        self.discarded = True

    # -------------------------------------------------------------- files
    def _write_file(self, record: dict) -> None:
        relpath = record.get("file")
        if not relpath or relpath.split("/", 1)[0] != record["domain"]:
            if relpath:
                self._delete_file(relpath)
            relpath = self._free_name(record)
        record["file"] = relpath
        raw = memory_file.render(record).encode("utf-8")
        record["fileHash"] = content_hash(raw)
        record["fileImportance"] = round(float(record["importance"]), 2)
        self.writes[relpath] = raw
        self.deletes.discard(relpath)

    def _free_name(self, record: dict) -> str:
        base = f"{record['domain']}/{record['id']}-{memory_file.slug(record['content'])}"
        relpath, n = f"{base}.md", 1
        # never over a file or link someone else put there
        while relpath in self.writes or (relpath not in self.deletes and self.folder.exists(relpath)):
            n += 1
            relpath = f"{base}-{n}.md"
        return relpath

    def _delete_file(self, relpath: str) -> None:
        self.writes.pop(relpath, None)
        self.deletes.add(relpath)

    def _archive_file(self, record: dict, reason: str, extra: dict | None = None) -> None:
        base = f"{ARCHIVE}/{record['domain']}/{record['id']}-{memory_file.slug(record['content'])}"
        relpath, n = f"{base}.md", 1
        while relpath in self.writes or self.folder.exists(relpath):
            n += 1
            relpath = f"{base}-{n}.md"
        live = dict(record, importance=records.current_importance(record, self.now))
        meta = {
            "archived": iso(self.now),
            "reason": reason,
            "lastAccessed": record.get("lastAccessed"),
            "timesReinforced": record.get("timesReinforced", 0),
            **(extra or {}),
        }
        self.writes[relpath] = memory_file.render(live, meta).encode("utf-8")

    # -------------------------------------------------------------- hand edits
    def _list(self, folder: str) -> Listing | None:
        """List a memory folder; None (noted) when it is missing or not a plain folder."""
        kind = self.folder.kind(folder)
        if kind is None:
            return None
        if kind != "folder":
            self.store.note(f"ignored {self.folder.path(folder)}: not a plain folder (a link or a file); its memories are kept as indexed")
            self.unlistable.add(folder)
            return None
        try:
            own, entries = self.folder.listing(folder)
        except (OSError, NotPlain) as exc:
            self.store.note(f"could not list {self.folder.path(folder)} ({getattr(exc, 'strerror', None) or exc}); its memories are kept as indexed")
            self.unlistable.add(folder)
            return None
        files, others = {}, {}
        for entry in entries:
            if entry.kind == "file" and _is_memory_name(entry.name):
                files[entry.name] = entry.stamp
            else:
                others[entry.name] = entry.stamp.row()
                if entry.kind == "link":
                    self.store.note(f"ignored {self.folder.path(folder)}/{entry.name}: a symbolic link (memories are plain files; never followed)")
                elif entry.kind == "other":
                    self.store.note(f"ignored {self.folder.path(folder)}/{entry.name}: not a regular file")
                elif entry.kind == "file" and not entry.name.startswith(".") and entry.name.endswith(".md"):
                    self.store.note(f"ignored a file in {self.folder.path(folder)} whose name is not valid UTF-8 ({entry.name!r})")
        listing = Listing(own.row(), files, others)
        self.listings[folder] = listing
        return listing

    def scan(self) -> None:
        """Compare every memory folder with the index and take what a person changed."""
        self.full_scanned = True
        present: dict[str, FileStamp] = {}
        for domain in DOMAINS:
            listing = self._list(domain)
            if listing is not None:
                for name, stamp in listing.files.items():
                    present[f"{domain}/{name}"] = stamp
        claimed: set[str] = set()
        vanished: list[str] = []
        for number, relpath in enumerate(self.catalog.files):
            memory_id = self.catalog.ids[number]
            if relpath in claimed:  # two memories claim one file: the file's id decides, the other is rewritten
                self.store.note(f"{memory_id}: its file {self.folder.path(relpath)} is claimed by another memory; rewrote its own")
                record = self.get(memory_id)
                record["file"] = ""
                self._touch(record)
                self._write_file(record)
                continue
            claimed.add(relpath)
            stamp = present.get(relpath)
            if stamp is None:
                if relpath.split("/", 1)[0] in self.unlistable or self.folder.kind(relpath.split("/", 1)[0]) is None:
                    continue  # a folder we cannot see is not a deletion
                vanished.append(memory_id)
                continue
            if stamp.row() == self.catalog.stamp(number):
                continue
            self._check_file(number, memory_id, relpath, stamp)
        unclaimed = sorted(set(present) - claimed)
        self._take_new_files(unclaimed, present, vanished)

    def _check_file(self, number: int, memory_id: str, relpath: str, listed: FileStamp) -> None:
        """A memory's file whose stamp changed: the same bytes (touched, copied back) or a
        hand edit to take."""
        try:
            raw, stamp = self.folder.read_stamped(relpath)
        except FileNotFoundError:
            return  # removed in the last instant; the next scan sees it
        except (OSError, NotPlain) as exc:
            self.unsynced[memory_id] = f"{self.folder.path(relpath)} cannot be read ({getattr(exc, 'strerror', None) or exc})"
            self.store.note(f"ignored hand edit: {self.unsynced[memory_id]} (the indexed version is used)")
            self.broken[relpath] = listed.row()
            return
        record = self.find(memory_id)
        if content_hash(raw) == record.get("fileHash"):
            self.verified[number] = stamp.row()
            return
        self._take_edit(record, relpath, raw, stamp)

    def _parse(self, relpath: str, raw: bytes) -> dict | None:
        where = str(self.folder.path(relpath))
        try:
            return memory_file.parse(raw.decode("utf-8"), where)
        except UnicodeDecodeError:
            self.store.note(f"ignored {where}: not UTF-8 text")
        except InvalidInput as exc:
            self.store.note(f"ignored {exc}")
        return None

    def _take_edit(self, record: dict, relpath: str, raw: bytes, stamp: FileStamp) -> None:
        fields = self._parse(relpath, raw)
        memory_id = record["id"]
        if fields is None:
            self.unsynced[memory_id] = f"{self.folder.path(relpath)} could not be read as a memory"
            self.broken[relpath] = stamp.row()
            return
        content = normalize_content(fields.get("content", ""))
        if content and content != record["content"]:
            auto = record.get("keywords") == extract_keywords(record["content"])
            record["content"] = content
            if "keywords" not in fields or (fields["keywords"] == record.get("keywords") and auto):
                fields["keywords"] = extract_keywords(content)  # only keywords we made, never a person's
        for key in ("category", "keywords", "source"):
            if key in fields:
                record[key] = fields[key]
        folder_domain = relpath.split("/", 1)[0]
        domain = fields.get("domain", folder_domain)
        moved = domain == record["domain"] != folder_domain  # moved to another folder, frontmatter untouched
        if moved:
            domain = folder_domain
        if "importance" in fields and round(fields["importance"], 2) != record.get("fileImportance"):
            self._set_score(record, fields["importance"])
            record["fileImportance"] = round(fields["importance"], 2)
        record["updated"] = iso(self.now)
        record["file"] = relpath
        record["fileHash"] = content_hash(raw)
        self._touch(record)
        self.expected[relpath] = stamp.row()
        self.store.note(f"{memory_id}: picked up hand edit of {self.folder.path(relpath)}")
        if domain != folder_domain or moved:
            record["domain"] = domain
            self._write_file(record)  # its folder and frontmatter agree again
        else:
            number = self.catalog.numbers.get(memory_id)
            if number is not None:
                self.verified[number] = stamp.row()

    def _take_new_files(self, unclaimed: list[str], present: dict[str, FileStamp], vanished: list[str]) -> None:
        """Files no memory claims: a memory moved or renamed by hand, an archived one moved
        back, an editor saving an adopted file under its old name, or a new memory."""
        vanished_set = set(vanished)
        for relpath in unclaimed:
            try:
                raw, stamp = self.folder.read_stamped(relpath)
            except FileNotFoundError:
                continue
            except (OSError, NotPlain) as exc:
                self.store.note(f"skipped {self.folder.path(relpath)}: cannot be read ({getattr(exc, 'strerror', None) or exc})")
                continue
            fields = self._parse(relpath, raw)
            if fields is None:
                self._other(relpath, stamp)
                continue
            memory_id = fields.get("id")
            live = self.find(memory_id) if memory_id else None
            if live is not None and memory_id in vanished_set:
                vanished_set.discard(memory_id)
                self.store.note(f"{memory_id}: file moved to {self.folder.path(relpath)}")
                self._take_edit(live, relpath, raw, stamp)
                continue
            if live is None:
                owner = self._adopted_owner(relpath)
                if owner is not None:
                    self.store.note(f"{owner['id']}: took {self.folder.path(relpath)} as an edit (it was adopted from that name)")
                    self._take_edit_into(owner, relpath, raw, fields)
                    continue
            if live is not None:
                self.store.note(f"{self.folder.path(relpath)} claims {memory_id}, which another file holds; adopted as a new memory")
                memory_id = None
            self._adopt(relpath, raw, stamp, fields, memory_id)
        for memory_id in sorted(vanished_set):
            record = self.find(memory_id)
            moved = [p for p in self._archive_candidates(memory_id)]
            if moved:
                self.store.note(f"{memory_id}: forgotten, its file was moved to {self.folder.path(moved[0])} (kept as it is)")
                self._event("forget", id=memory_id, reason="moved to archive by hand")
            else:
                self._archive_file(record, "its file was deleted by hand")
                self._event("forget", id=memory_id, reason="file deleted by hand")
                self.store.note(f"{memory_id}: forgotten, its file {self.folder.path(record['file'])} was deleted (copy kept in archive/)")
            record["file"] = ""  # nothing of ours to delete
            self._remove(record)

    def _archive_candidates(self, memory_id: str) -> list[str]:
        return [p for p in self.archived_files(memory_id) if p not in self.writes]

    def _adopted_owner(self, relpath: str) -> dict | None:
        """The memory adopted from this very file name in the last day, if an editor that
        still has it open saved it there again."""
        if self._adoptions is None:
            self._adoptions = {}
            blob, key = self.view.blob, b'"adoptedFrom":'
            at = blob.find(key) if len(blob) else -1
            while at >= 0:
                start = blob.rfind(b"\n", 0, at) + 1
                stop = blob.find(b"\n", at)
                line = bytes(blob[start:stop]).removesuffix(b",")
                try:
                    record = orjson.loads(line)
                    self._adoptions[record["adoptedFrom"]] = record["id"]
                except (orjson.JSONDecodeError, KeyError, TypeError):
                    pass
                at = blob.find(key, stop)
            for record in self.added.values():
                if record.get("adoptedFrom"):
                    self._adoptions[record["adoptedFrom"]] = record["id"]
        memory_id = self._adoptions.get(relpath)
        record = self.find(memory_id) if memory_id else None
        if record is None:
            return None
        updated = records.parse_day(record.get("updated"))
        if updated is None or (self.now.date() - updated).days > 1:
            return None
        return record

    def _take_edit_into(self, record: dict, relpath: str, raw: bytes, fields: dict) -> None:
        content = normalize_content(fields.get("content", ""))
        if content and content != record["content"]:
            self.settle(record)
            self.update(record["id"], content=content)
        self._delete_file(relpath)
        self.expected[relpath] = FileStamp.of(self.folder.lstat(relpath)).row()

    def _other(self, relpath: str, stamp: FileStamp) -> None:
        folder, _, name = relpath.rpartition("/")
        listing = self.listings.get(folder)
        if listing is not None:
            listing.files.pop(name, None)
            listing.others[name] = stamp.row()

    def _adopt(self, relpath: str, raw: bytes, stamp: FileStamp, fields: dict, memory_id: str | None) -> dict | None:
        """A file no memory claims becomes one. With an id that is free, it keeps it, and
        its scores come from the logs (a memory restored from the archive, a rebuild)."""
        where = self.folder.path(relpath)
        content = normalize_content(fields.get("content", ""))
        if not content:
            self.store.note(f"skipped {where}: it has no text")
            self._other(relpath, stamp)
            return None
        folder_domain = relpath.split("/", 1)[0]
        domain = fields.get("domain", folder_domain)
        events = self.events_of(memory_id) if memory_id else None
        score = uselog.fold_scores(events) if events else None
        stamp_now = iso(self.now)
        if score is None:
            if memory_id is None:
                memory_id = self.new_id()
            from hippocampus.signals import detect_signals, suggested_importance

            importance = fields.get("importance", suggested_importance(detect_signals(content)))
            said = fields.get("created") or stamp_now
            said = min(said, stamp_now)
            value = round(float(importance), scoring.DIGITS)
            self._event("create", id=memory_id, importance=value, **({"from": said} if said != stamp_now else {}))
            score = records.fold(None, {"op": "create", "t": stamp_now, "importance": value, "from": said})
        created = fields.get("created") or stamp_now
        record = {
            "id": memory_id,
            "domain": domain,
            "category": fields.get("category", "general"),
            "content": content,
            "created": created,
            "keywords": fields.get("keywords") or extract_keywords(content),
            "source": fields.get("source") or f"file:{relpath}",
            "updated": fields.get("updated") or created,
            "file": relpath,
            "fileHash": content_hash(raw),
            **score.fields(self.now),
        }
        record["fileImportance"] = round(fields["importance"], 2) if "importance" in fields else record["importance"]
        self.added[memory_id] = record
        name = relpath.rsplit("/", 1)[-1]
        if domain != folder_domain or fields.get("id") != memory_id or not (name == f"{memory_id}.md" or name.startswith(f"{memory_id}-")):
            record["adoptedFrom"] = relpath
            self._delete_file(relpath)
            self.expected[relpath] = stamp.row()
            record["file"] = ""
            self._write_file(record)
            self.store.note(f"{memory_id}: added from hand-written file {where} (now {self.folder.path(record['file'])})")
        else:
            self.expected[relpath] = stamp.row()
            self.adopted[memory_id] = stamp.row()
        return record

    def rebuild(self) -> None:
        """The index from the truth alone: every memory file adopted with its id, its
        scores folded from the logs (a lost or stale index, another machine's pull)."""
        self.full_scanned = True
        self.rebuilding = True
        self.head = {"lastUpdated": None, "decayLastRun": None}
        present: dict[str, FileStamp] = {}
        for domain in DOMAINS:
            listing = self._list(domain)
            if listing is not None:
                for name, stamp in listing.files.items():
                    present[f"{domain}/{name}"] = stamp
        self.logs()
        self._take_new_files(sorted(present), present, [])
        previous = self.store.read_catalog()
        if previous is not None:
            self.head["decayLastRun"] = previous.head.get("decayLastRun")

    # -------------------------------------------------------------- commit
    def commit(self) -> None:
        """Write the change so that a crash at any point leaves the old or the new state.

        Everything goes first into .pending/<txn>.new/ (memory files, log lines, the new
        index.json, the list of operations); renaming that folder to .pending/<txn> is
        the commit point; then the operations run (Store._apply), and the next writer
        runs them again if this one dies first. Derived data follows (Change).
        """
        if self.discarded:
            return
        store = self.store
        dirty = bool(
            self.writes or self.deletes or self.log or self.changed or self.removed or self.added or self.restamp or self.rebuilding
        )
        if not dirty:
            if self.verified or self.listings or self.broken:
                self._save_catalog(None, None, {}, rewrote=False)
            return
        self._check_unchanged()
        folder = self.folder
        staging = f"{PENDING}/{self.txn}.new"
        folder.make_folder(staging)
        ops: list[list[str]] = []
        if self.log:
            folder.write_new(f"{staging}/log.jsonl", b"".join(self.log), durable=not self.bulk)
            ops.append(["log", "log.jsonl", uselog.log_path(store.tag)])
        for n, (relpath, data) in enumerate(sorted(self.writes.items())):
            folder.write_new(f"{staging}/{n}.md", data, durable=not self.bulk)
            ops.append(["write", f"{n}.md", relpath])
        ops.extend(["delete", relpath] for relpath in sorted(self.deletes - set(self.writes)))
        if self._next is not None:
            machine = dict(self._machine(), next=self._next)
            folder.write_new(f"{staging}/machine.json", orjson.dumps(machine) + b"\n", durable=not self.bulk)
            ops.append(["state", "machine.json", uselog.MACHINE])
        self.head["lastUpdated"] = iso(self.now)
        order, spans = self._write_index(f"{staging}/index.json")
        ops.append(["index", "index.json"])
        folder.write_new(f"{staging}/ops.json", orjson.dumps({"format": 3, "txn": self.txn, "ops": ops}))
        if self.bulk:
            os.sync()
        folder.fsync_folder(staging)
        folder.rename(staging, f"{PENDING}/{self.txn}")  # the commit point
        self.committed = True
        store._apply(f"{PENDING}/{self.txn}")
        folder.remove_tree(f"{PENDING}/{self.txn}")
        self._save_catalog(order, spans, self._changed_records(), rewrote=True)

    def _check_unchanged(self) -> None:
        """A person's save during this write is never overwritten: each file this write
        replaces or deletes must still be the version it read, and each new name still free."""
        for relpath in sorted(set(self.writes) | self.deletes):
            if relpath.startswith((f"{ARCHIVE}/", f"{LOST}/")):
                continue  # new names chosen free under the lock
            if relpath in self.expected:
                want = self.expected[relpath]
            else:
                number = self.catalog.numbers.get(self._owner_of(relpath) or "")
                want = None if number is None else self.verified.get(number, self.catalog.stamp(number))
            try:
                now = FileStamp.of(self.folder.lstat(relpath)).row()
            except FileNotFoundError:
                now = None
            if want is None and relpath in self.deletes and relpath not in self.writes:
                continue
            if want == NO_STAMP or now == want:
                continue
            raise EditedMeanwhile(
                f"{self.folder.path(relpath)} changed while this command ran; nothing was written (run it again)"
            )

    def _owner_of(self, relpath: str) -> str | None:
        """The memory whose file ``relpath`` was when this transaction began."""
        if self._files is None:
            self._files = {f: self.catalog.ids[n] for n, f in enumerate(self.catalog.files)}
        return self._files.get(relpath)

    def _changed_records(self) -> dict[str, dict]:
        out = {i: self.loaded[i] for i in self.changed if i in self.loaded}
        out.update(self.added)
        return out

    def _write_index(self, relpath: str):
        """Write the new index.json into ``relpath`` (inside the staging folder): old lines
        copied where nothing changed, changed and new memories encoded. Returns the new
        order of ids and each one's (start, length)."""
        order: list[str] = []
        restamp = self.restamp
        catalog, view = self.catalog, self.view

        def items():
            for number, memory_id in enumerate(catalog.ids):
                if memory_id in self.removed:
                    continue
                order.append(memory_id)
                record = self.loaded.get(memory_id) if memory_id in self.changed else None
                if record is None and restamp is not None:
                    record = restamp(view.raw(number))
                if record is not None:
                    yield index_file.record_bytes(record)
                else:
                    yield (catalog.starts[number], catalog.lengths[number])
            for memory_id, record in self.added.items():
                order.append(memory_id)
                yield index_file.record_bytes(record)

        handle, temp = self.folder.create_temp(relpath)
        source = None
        try:
            if isinstance(view.blob, mmap.mmap):
                source = self.folder.open_read(INDEX)
            starts, lengths = index_file.write(handle, self.head, items(), source)
            if not self.bulk:
                os.fsync(handle)
        except BaseException:
            os.close(handle)
            self.folder.remove(temp)
            raise
        finally:
            if source is not None:
                os.close(source)
        os.close(handle)
        self.folder.rename(temp, relpath, durable=False)
        return order, (starts, lengths)

    def _save_catalog(self, order, spans, changed: dict[str, dict], rewrote: bool) -> None:
        """The catalog of the index just written (or of the same index, newly verified),
        then the derived data. Never fails the write: a catalog not saved is rebuilt."""
        from array import array

        store, old = self.store, self.catalog
        try:
            index_stamp = FileStamp.of(self.folder.lstat(INDEX)).row()
        except (OSError, NotPlain):
            return
        if not rewrote:
            order = list(old.ids)
        numbers = old.numbers
        files: list[str] = []
        stamps = array("q")
        for memory_id in order:
            record = self.added.get(memory_id) or self.loaded.get(memory_id)
            number = numbers.get(memory_id)
            relpath = record["file"] if record is not None else old.files[number]
            files.append(relpath)
            if relpath in self.writes:
                row = self._stamp_after(relpath)
            elif memory_id in self.adopted:
                row = self.adopted[memory_id]
            elif relpath in self.broken:
                row = NO_STAMP
            elif number is not None:
                row = self.verified.get(number, old.stamp(number))
            else:
                row = self._stamp_after(relpath)
            stamps.extend(row)
        if rewrote:
            starts, lengths = array("q", spans[0]), array("q", spans[1])
        else:
            starts, lengths = old.starts, old.lengths
        folders = self._folder_stamps(files)
        logs = dict(old.logs)
        if self._logs is not None:
            logs = dict(self._logs.sizes)
        head = {k: self.head.get(k) for k in index_file.HEAD_KEYS if k != "version"}
        new = Catalog(index_stamp, head, order, starts, lengths, files, stamps, folders, self._others(), logs)
        try:
            self.folder.make_folder(CACHE)
            self.folder.write(CATALOG, new.encode(), durable=False)
        except (OSError, NotPlain):
            return
        removed = frozenset(self.removed)
        change = Change(self.before, new, changed, removed, self.restamp is not None, self._previous)
        for derived in store.derived:
            try:
                derived.after_commit(store, change)
            except Exception as exc:  # derived data never fails a write; it is rebuilt
                store.note(f"derived data not updated ({type(exc).__name__}: {exc}); it is rebuilt on the next read")

    def _previous(self, memory_id: str) -> dict | None:
        number = self.catalog.numbers.get(memory_id)
        return None if number is None else self.view.raw(number)

    def _stamp_after(self, relpath: str) -> tuple[int, int, int, int]:
        try:
            return FileStamp.of(self.folder.lstat(relpath)).row()
        except (OSError, NotPlain):
            return NO_STAMP

    def _folder_stamps(self, files: list[str]) -> dict:
        """Each memory folder's stamp where it now holds exactly the memories' files and
        the other names known (the stamp taken before its names are listed, so a change
        in between shows later); a folder holding anything else is left unverified."""
        old = self.catalog.folders
        others = self._others()
        by_folder: dict[str, set[str]] = {d: set() for d in DOMAINS}
        for relpath in files:
            folder, _, name = relpath.partition("/")
            if folder in by_folder:
                by_folder[folder].add(name)
        wrote = {p.split("/", 1)[0] for p in (*self.writes, *self.deletes)}
        out = {}
        for domain in DOMAINS:
            if domain in self.unlistable:
                continue
            if domain not in self.listings and domain not in wrote and domain in old:
                out[domain] = old[domain]
                continue
            stamp = self.folder.folder_stamp(domain)
            if stamp is None:
                if self.folder.kind(domain) is None:
                    out[domain] = NO_STAMP
                continue
            try:
                names = set(self.folder.names(domain))
            except (OSError, NotPlain):
                continue
            if names == by_folder[domain] | set(others.get(domain, {})):
                out[domain] = stamp.row()
        out[uselog.LOG] = catalogs.stamp_row(self.folder.folder_stamp(uselog.LOG))
        return out

    def _others(self) -> dict:
        """Per folder, the names that are not memories (and memory files that could not be
        read, with the stamp of the version that could not), as this transaction leaves them."""
        out = {d: dict(v) for d, v in self.catalog.others.items()}
        for domain, listing in self.listings.items():
            if domain in DOMAINS:
                out[domain] = dict(listing.others)
        for relpath, row in self.broken.items():
            folder, _, name = relpath.partition("/")
            out.setdefault(folder, {})[name] = row
        for relpath in (*self.writes, *self.deletes):
            folder, _, name = relpath.partition("/")
            if relpath not in self.broken:
                out.get(folder, {}).pop(name, None)
        return out


class EditedMeanwhile(InvalidInput):
    """A file changed by someone else while a write ran; nothing was written."""


