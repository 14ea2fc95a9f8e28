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

import contextlib
import mmap
import os
import time
from array import array
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from hippocampus import catalog as catalogs
from hippocampus.catalog import NO_STAMP, Catalog, FilesChanged, View  # noqa: F401 (FilesChanged: for readers)
from hippocampus.context import iso
from hippocampus.errors import HippocampusError, StoreCorrupt, StoreMissing
from hippocampus.files import FileStamp, Folder, NotPlain, atomic_write
from hippocampus.layout import (
    CACHE,
    CATALOG,
    DOMAINS,
    INDEX,
    LEGACY_BACKUP,
    LEGACY_JOURNAL,
    LOCK,
    LOG,
    LOST,
    PENDING,
    STATE,
    SWEPT,
)

if TYPE_CHECKING:  # readers never import the write path (start-up time of every recall)
    from hippocampus.transaction import Derived, Transaction

# A reader re-checks every file's stamp (one lstat per file: 0.3 s at 100,000 files here)
# when the last such check is older than this; see ARCHITECTURE.md, "Hand edits".
SWEEP_SECONDS = 2.0
SWEEP_FILES = 10_000  # files a reader checks in one turn (a whole store up to this size)


# ---------------------------------------------------------------- the store
class Store:
    """A workspace's memory folder. Cheap to make; does nothing until asked."""

    def __init__(self, workspace: Path, now: datetime, lock_timeout: float | None = None):
        self.workspace = Path(workspace)
        self.root = self.workspace / "memory"
        self.folder = Folder(self.root, lost=LOST, local=(CACHE, STATE), report=self.note)
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
            raise StoreMissing(
                f"workspace {self.workspace} does not exist (run install.py --workspace {self.workspace})"
            )
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
        from hippocampus import uselog

        if self._tag is None:
            self._tag = uselog.machine_tag(self.folder)
        return self._tag

    # -------------------------------------------------------------- locking
    @contextmanager
    def locked(self) -> Iterator[None]:
        """Hold memory/.lock (every write, and doctor's checks); StoreBusy after the timeout."""
        from hippocampus import lock

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
        under the lock first. A reader never fails because it cannot sync (a writer
        stopped while it holds the lock, a store a write refuses until doctor repairs
        it): it serves the index the last write left, and says why."""
        found = self._current_view()
        if found is not None:
            return found
        try:
            self.sync()
        except StoreMissing:
            raise
        except (HippocampusError, OSError) as exc:
            last = self.last_view()
            if last is None:
                raise
            self.note(f"could not bring the index up to the files ({exc}); served it as last written")
            return last
        found = self._current_view(checked=False) or self._current_view(checked=False, retry=True)
        if found is None:
            raise StoreCorrupt(f"{self.index_path} could not be read even after rebuilding it; run doctor.py")
        return found

    def refresh(self) -> None:
        """Sync for a reader that met a changed file; when that cannot be done now, the
        next view() serves the index as last written."""
        try:
            self.sync()
        except StoreMissing:
            raise
        except (HippocampusError, OSError) as exc:
            self.note(f"could not bring the index up to the files ({exc})")

    def last_view(self) -> View | None:
        """index.json as the last write left it, not checked against the files (a pending
        write, hand edits and all): read through its catalog, or laid out afresh when the
        catalog does not describe it. None when it is not one this code wrote."""
        catalog = self.read_catalog()
        blob = self._map_index(catalog) if catalog is not None else None
        if blob is None:
            catalog, blob = self._catalog_from_layout()
            if catalog is None:
                return None
        return View(self.folder, catalog, blob, checked=False)

    def _catalog_from_layout(self) -> tuple[Catalog | None, object]:
        from hippocampus import index_file

        blob = self._map_index(None)
        if blob is None:
            return None, None
        try:
            found = index_file.layout(blob)
            rows = [orjson.loads(blob[a : a + n]) for a, n in zip(found.starts, found.lengths, strict=True)]
            ids, files = [r["id"] for r in rows], [r["file"] for r in rows]
        except (index_file.NotLayout, orjson.JSONDecodeError, KeyError, TypeError):
            return None, None
        catalog = Catalog(
            NO_STAMP,
            found.head,
            ids,
            array("q", found.starts),
            array("q", found.lengths),
            files,
            array("q", NO_STAMP * len(ids)),
        )
        return catalog, blob

    def current_view(self) -> View | None:
        """The view readers would use now without syncing, or None when a sync is needed."""
        return self._current_view()

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

    def index_head(self) -> dict:
        """lastUpdated and decayLastRun of the index.json there is, whatever its version;
        when it cannot be read, those of the version the catalog last described, and
        decayLastRun as this machine kept it (.state/machine.json): a rebuild keeps them."""
        from hippocampus import uselog

        found = self._index_json_head() or self._catalog_head()
        if not found.get("decayLastRun"):
            try:
                ran = orjson.loads(self.folder.read(uselog.MACHINE)).get("decayLastRun")
            except (OSError, NotPlain, orjson.JSONDecodeError, AttributeError):
                ran = None
            if isinstance(ran, str):
                found["decayLastRun"] = ran
        return found

    def _index_json_head(self) -> dict:
        try:
            handle = self.folder.open_read(INDEX)
        except (OSError, NotPlain):
            return {}
        try:
            first = os.pread(handle, 4096, 0).split(b"\n", 1)[0]
        finally:
            os.close(handle)
        found = {}
        for key in ("lastUpdated", "decayLastRun"):
            at = first.find(b'"%s":' % key.encode())
            if at >= 0:
                try:
                    value = orjson.loads(first[at + len(key) + 3 :].split(b",", 1)[0].rstrip(b"}"))
                except orjson.JSONDecodeError:
                    continue
                if value is None or isinstance(value, str):
                    found[key] = value
        return found

    def _catalog_head(self) -> dict:
        catalog = self.read_catalog()
        head = catalog.head if catalog is not None and isinstance(catalog.head, dict) else {}
        return {
            k: v for k, v in head.items() if k in ("lastUpdated", "decayLastRun") and (v is None or isinstance(v, str))
        }

    def read_catalog(self) -> Catalog | None:
        try:
            return catalogs.decode(self.folder.read(CATALOG))
        except (OSError, NotPlain):
            return None

    def _current_view(self, checked: bool = True, retry: bool = False) -> View | None:
        if retry:
            self.sync()
        if self.pending():
            return None
        catalog = self.read_catalog()
        if catalog is None:
            return None
        blob = self._map_index(catalog)
        if blob is None:
            return None
        if checked and not self._still_verified(catalog):
            return None
        return View(self.folder, catalog, blob, self.notes)

    def pending(self) -> bool:
        try:
            _, entries = self.folder.listing(PENDING)
        except FileNotFoundError:
            return False
        except (OSError, NotPlain):
            return True
        return bool(entries)

    def _still_verified(self, catalog: Catalog) -> bool:
        """No file was added, removed or renamed in a memory folder or the logs since the
        catalog was written (folder stamps), and the files are checked in turn: once the
        last check is SWEEP_SECONDS old, the next SWEEP_FILES of them (all of a store up to
        that size) are, so no reader pays for a whole sweep of a large store."""
        for name in (*DOMAINS, LOG):
            if catalogs.stamp_row(self.folder.folder_stamp(name)) != catalog.folders.get(name, NO_STAMP):
                return False
        at, cursor = self._swept()
        if time.time_ns() - at <= SWEEP_SECONDS * 1e9:
            return True
        cursor = cursor if 0 <= cursor < len(catalog.files) else 0
        if not self._sweep(catalog, cursor, SWEEP_FILES):
            return False
        self._mark_swept(cursor=(cursor + SWEEP_FILES) % max(1, len(catalog.files)))
        return True

    def _sweep(self, catalog: Catalog, start: int, count: int) -> bool:
        """The catalog's files from ``start`` (``count`` of them, wrapping) still have the
        stamps it verified, and, on the turn that starts at the first file, every other
        file it knows in a memory folder too (one lstat a file)."""
        files, stamps = catalog.files, catalog.stamps
        n = len(files)
        fds: dict[str, int] = {}
        try:
            for k in range(min(count, n)):
                number = (start + k) % n
                domain, _, name = files[number].partition("/")
                fd = fds.get(domain)
                if fd is None:
                    try:
                        fd = fds[domain] = self.folder.open_folder(domain)
                    except (OSError, NotPlain):
                        continue  # a folder we cannot open counts as unchanged; the writer reports it
                try:
                    st = os.stat(name, dir_fd=fd, follow_symlinks=False)
                except OSError:
                    return False
                at = 4 * number
                if (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size) != tuple(stamps[at : at + 4]):
                    return False
            if start == 0:
                for domain in DOMAINS:
                    for name, row in catalog.others.get(domain, {}).items():
                        try:
                            st = self.folder.lstat(f"{domain}/{name}")
                        except (OSError, NotPlain):
                            return False
                        if (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size) != tuple(row):
                            return False
        finally:
            for fd in fds.values():
                os.close(fd)
        return True

    def _swept(self) -> tuple[int, int]:
        """When the files were last checked, and where the next check starts."""
        try:
            parts = self.folder.read(SWEPT).split()
            return int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
        except (OSError, NotPlain, ValueError, IndexError):
            return 0, 0

    def _mark_swept(self, at: int | None = None, cursor: int = 0) -> None:
        try:
            self.folder.make_folder(CACHE)
            stamp = at if at is not None else time.time_ns()
            self.folder.write(SWEPT, f"{stamp} {cursor}".encode(), durable=False)
        except (OSError, NotPlain):
            pass

    # -------------------------------------------------------------- writing
    @contextmanager
    def transaction(self, full_scan: bool = False, held: bool = False, rebuild: bool = False) -> Iterator[Transaction]:
        """Lock, recover, check the catalog (or rebuild from the truth), pick up hand
        edits; yield a Transaction; commit it if the body returns. If the body raises,
        nothing is written. ``held``: the caller holds the lock already (sync);
        ``rebuild``: derive the index from the files and logs whatever the catalog says."""
        from hippocampus.transaction import Transaction

        with contextlib.nullcontext() if held else self.locked(), self.folder.session():
            started = time.time_ns()
            self._replace_local_links()
            self._recover()
            catalog, blob = (None, None) if rebuild else self._current_catalog()
            txn = Transaction(self, catalog, blob)
            if catalog is None:
                txn.rebuild()
            else:
                quick = (
                    not full_scan
                    and all(
                        catalog.folders.get(d, NO_STAMP) == catalogs.stamp_row(self.folder.folder_stamp(d))
                        for d in DOMAINS
                    )
                    and catalog.folders.get(LOG, NO_STAMP) == catalogs.stamp_row(self.folder.folder_stamp(LOG))
                )
                # A writer does not sweep: it checks each memory it changes (settle), and an
                # in-place edit elsewhere is the readers' to find within SWEEP_SECONDS (a
                # sweep that finds one syncs), as the swept time is never moved forward here.
                if not quick and catalog.folders.get(LOG, NO_STAMP) != catalogs.stamp_row(
                    self.folder.folder_stamp(LOG)
                ):
                    # Another machine's log arrived (a git pull): scores change everywhere.
                    txn = Transaction(self, None, None)
                    txn.rebuild()
                elif not quick:
                    txn.scan()
            try:
                yield txn
                txn.commit()
            except BaseException:
                txn.abandon()  # nothing half-staged stays behind (past the commit point: nothing to do)
                raise
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
        that follows then makes a version 3 index with every id and score kept. With
        index.json missing or broken, a version 2 ``index.json.bak`` is the source, its
        journal's readable lines laid over it, but only in a store that version 3 never
        wrote (no log yet): once there is a log, the scores are in it and a backup is stale.
        In such a store a version 3 index.json is a template (install.py lays one where
        index.json is missing), never a reason to drop the backup."""
        from hippocampus import index_file, legacy, uselog

        logged = bool(uselog.log_tags(self.folder))
        backup = not logged and self.folder.kind(LEGACY_BACKUP) == "file"
        for name in (INDEX, LEGACY_BACKUP):
            if name == LEGACY_BACKUP and logged:
                return
            kind = self.folder.kind(name)
            if kind is None:
                continue
            if kind != "file":
                if name == INDEX and kind != "folder":  # a folder is moved aside, and said so, as the index is written
                    self.note(
                        f"{self.root / INDEX} is not a regular file (a link, a folder or a special file; never followed); "
                        "replaced by one rebuilt from the Markdown files and logs"
                    )
                continue
            if name == INDEX and self._head_is_ours():
                if backup:
                    continue  # a template over a version 2 store: its backup is the source
                self._set_aside_legacy_leftovers()
                return  # ours (version 3): derived, rebuilt from the truth
            try:
                raw = self.folder.read(name, limit=1 << 34)
            except (OSError, NotPlain) as exc:
                self.note(
                    f"could not read {self.root / name} ({getattr(exc, 'strerror', None) or exc}); rebuilt from the Markdown files and logs"
                )
                continue
            try:
                data = orjson.loads(raw)
            except orjson.JSONDecodeError:
                data = None
            if isinstance(data, dict) and data.get("version") == index_file.VERSION:
                if backup and name == INDEX:
                    continue
                self._set_aside_legacy_leftovers()
                return  # ours in another layout (a tool rewrote it): derived, rebuilt
            if not isinstance(data, dict) or not legacy.is_legacy(data):
                if name == INDEX:
                    self._keep_aside(raw)
                continue
            journal = None
            try:
                journal = self.folder.read(LEGACY_JOURNAL, limit=1 << 34)
            except (OSError, NotPlain):
                journal = None
            try:
                head, found = legacy.read(raw, journal, every_line=name == LEGACY_BACKUP)
            except legacy.Unreadable as exc:
                self.note(f"{self.root / name} could not be migrated ({exc}); trying the next source")
                if name == INDEX:
                    self._keep_aside(raw)
                continue
            self._write_migration(name, raw, head, found)
            return

    def _head_is_ours(self) -> bool:
        """index.json starts as version 3 writes it (checked without reading it all)."""
        from hippocampus import index_file

        try:
            handle = self.folder.open_read(INDEX)
        except (OSError, NotPlain):
            return False
        try:
            first = os.pread(handle, 64, 0)
        finally:
            os.close(handle)
        return first.startswith(b'{"version":%d,' % index_file.VERSION)

    def _keep_aside(self, raw: bytes) -> None:
        """An index.json that is not ours to rebuild over is kept (it may hold the scores of
        an earlier version); the memories are rebuilt from the files and logs."""
        kept = self.free_path(f"{INDEX}.corrupt-{self.now.strftime('%Y%m%dT%H%M%SZ')}")
        self.folder.write(kept, raw)
        self.note(
            f"{self.root / INDEX} could not be read; kept as {self.root / kept}, rebuilt from the Markdown files and logs"
        )

    def _set_aside_legacy_leftovers(self, migrated: bool = False) -> None:
        """A version 2 journal or backup beside a version 3 index is what a migration left
        (or a copy from an older store): renamed where nothing reads it again."""
        for name in (LEGACY_JOURNAL, LEGACY_BACKUP):
            if self.folder.kind(name) is not None:
                kept = self.free_path(f"{name}.v2.bak")
                self.folder.rename(name, kept)
                if not migrated:
                    self.note(
                        f"{self.root / name} is of an earlier version, stale beside {self.root / INDEX}; kept as {self.root / kept}"
                    )

    def _write_migration(self, name: str, raw: bytes, head: dict, found: list[dict]) -> None:
        """Carry a legacy store over. Replacing index.json by a version 3 head (its
        lastUpdated and decayLastRun kept) is the commit point: a crash before it migrates
        again from the same bytes (the state events repeat, same values, no use between)."""
        from hippocampus import index_file, legacy, memory_file, uselog

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
        kept = self.free_path(f"{INDEX}.v2.bak")
        if name == INDEX:
            self.folder.write(kept, raw)
            self.folder.write(INDEX, index_file.empty(head))  # the commit point
        else:  # index.json is missing, or was kept aside as unreadable
            self.folder.write(INDEX, index_file.empty(head))  # the commit point
            self.folder.rename(name, kept)
        self._set_aside_legacy_leftovers(migrated=True)
        self.note(
            f"migrated {len(found)} memories from {self.root / name} (version 2) to version 3; "
            f"the old index is kept as {self.root / kept}"
        )

    def _replace_local_links(self) -> None:
        """.cache and .state are this machine's own: a link or a file in their place (a
        checkout, a hand) is moved to lost+found/ as it is, never followed, and the store
        makes the folder anew when it next writes there."""
        for name in (CACHE, STATE):
            if self.folder.kind(name) in (None, "folder"):
                continue
            try:
                self.folder.set_aside(name, "not a plain folder (never followed)")
            except (OSError, NotPlain):
                if self.folder.kind(name) == "link":  # lost+found itself is not usable: a link goes
                    self.folder.remove(name)
                    self.note(f"removed {self.root / name}: a symbolic link (never followed)")

    # -------------------------------------------------------------- crash recovery
    def recover(self) -> None:
        """Finish a committed write a crash interrupted, undo one that was not (the caller
        holds the lock): what a snapshot copies is then the committed state."""
        with self.folder.session():
            self._recover()

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
                    self.apply_pending(relpath)
                except (OSError, NotPlain, ValueError) as exc:
                    self.note(
                        f"could not finish the interrupted write {self.root / relpath} ({exc}); kept in lost+found/"
                    )
                    self.folder.make_folder(LOST)
                    self.folder.rename(relpath, f"{LOST}/pending-{entry.name}")
                    continue
            self.folder.remove_tree(relpath)

    def apply_pending(self, pending: str) -> None:
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
                parent = op[2].rpartition("/")[0]
                if parent not in touched and parent:
                    self.folder.make_folder(parent)
                try:
                    self.folder.rename(f"{pending}/{op[1]}", op[2], durable=False)
                except FileNotFoundError:
                    continue  # moved already (this write is being finished again)
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
                try:
                    if self.folder.exists(staged):
                        self.folder.make_folder(STATE)
                        self.folder.rename(staged, op[2], durable=False)
                except (OSError, NotPlain) as exc:  # local state: never what stops the index
                    self.note(f"could not write {self.root / op[2]} ({getattr(exc, 'strerror', None) or exc})")
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
        self.folder.write(
            f"{STATE}/{name}", orjson.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
        )
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
        """Move what blocks a command (a file where a folder belongs, a link) to
        lost+found/, as it is (a link moves as a link); lost+found itself to lost+found.N."""
        with self.locked():
            if relpath == LOST:
                target = self.free_path(f"{LOST}.1")
            else:
                target = self.free_path(f"{LOST}/{relpath}")
                self.folder.make_folder(target.rpartition("/")[0])
            self.folder.rename(relpath, target)
            return target

    def set_aside_lock(self) -> str:
        """Move a .lock that is not a plain file (a link, a folder) to lost+found/. Without
        the lock: no process can hold it through a link, so no write runs meanwhile."""
        if self.folder.kind(LOCK) in (None, "file"):
            return LOCK
        target = self.free_path(f"{LOST}/{LOCK}")
        self.folder.make_folder(LOST)
        self.folder.rename(LOCK, target)
        return target

    def make_folders(self) -> list[str]:
        """Create any missing domain folder; returns the ones made."""
        return [d for d in DOMAINS if self.folder.kind(d) is None and self.folder.make_folder(d)]

    def free_path(self, relpath: str) -> str:
        return self.folder.free_name(relpath)
