"""A transaction: the changes one command makes to the store, under its lock, and the
commit that writes them so that a crash at any point leaves the old or the new state.

``Store.transaction()`` makes one (after recovery and the catalog check) and commits it
when the caller's block returns. Records are read from index.json through the catalog
only as they are asked for; changes are kept here (new file contents, log lines, records
changed, added, removed) until ``commit``, which stages everything in .pending/, renames
the staging folder (the commit point), carries the operations out (``Store.apply_pending``) and
then tells derived data what changed (``Change``). Hand edits are picked up by the
methods in ``handedits.HandEdits``.
"""

from __future__ import annotations

import mmap
import os
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol

import orjson

from hippocampus import catalog as catalogs
from hippocampus import index_file, memory_file, records, scoring, uselog
from hippocampus.catalog import NO_STAMP, Catalog, View
from hippocampus.context import iso
from hippocampus.errors import InvalidInput, StoreCorrupt, UnknownMemory
from hippocampus.files import FileStamp, NotPlain, content_hash
from hippocampus.handedits import HandEdits, Listing
from hippocampus.layout import ARCHIVE, CACHE, CATALOG, DOMAINS, INDEX, LOST, PENDING, STATE
from hippocampus.text import extract_keywords


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

    def after_commit(self, store, change: Change) -> None: ...


# ---------------------------------------------------------------- the transaction
class Transaction(HandEdits):
    """Changes to the store under its lock. Read and change records through its methods;
    ``commit`` (called by Store.transaction) writes them crash-safely."""

    def __init__(self, store, catalog: Catalog | None, blob):
        self.store = store
        self.now = store.now
        self.folder = store.folder
        self.before = catalog
        self.catalog = catalog or Catalog.empty(NO_STAMP, {})
        self.view = View(store.folder, self.catalog, blob if blob is not None else b"")
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
        self.rebuilt: set[str] = set()  # ids a rebuild took in as they were (no change of theirs)
        self._adoptions: dict[str, str] | None = None
        self._files: dict[str, str] | None = None
        self._restored: set[str] = set()  # domain folders whose files restore_files wrote back

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
            logs = uselog.read_logs(self.folder)
            if logs.unreadable:  # folding without it would log wrong scores as the truth
                raise StoreCorrupt(
                    f"{logs.unreadable[0]}; nothing was written, the scores are in the logs (run doctor.py --repair)"
                )
            self._logs = logs
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
        """A new id: this machine's tag and its next number, never used before here. The
        counter (.state/machine.json) is floored by every id of this tag the index holds
        and the log names (the end of it; all of it when the counter is damaged), so a
        counter set back or garbled never mints an archived or purged id again."""
        tag = self.store.tag
        if self._next is None:
            known = self._machine().get("next")
            trusted = type(known) is int and 1 <= known <= records.MAX_NUMBER
            floor = 1 + max((records.id_number(i, tag) or 0 for i in self.catalog.ids), default=0)
            floor = max(floor, 1 + self._minted_in_log(tag, whole=not trusted))
            self._next = max(known if trusted else 1, floor)
        while True:
            if self._next > records.MAX_NUMBER:
                raise StoreCorrupt(
                    f"the id counter in {self.folder.path(uselog.MACHINE)} is exhausted; nothing was written"
                )
            memory_id = records.format_id(tag, self._next)
            self._next += 1
            if memory_id not in self and not self._taken_on_disk(memory_id):
                return memory_id

    def _minted_in_log(self, tag: str, whole: bool) -> int:
        """The highest number of this tag in its log: the last 64 KiB (where the latest
        creates are: ids are minted in order), or the whole log."""
        try:
            handle = self.folder.open_read(uselog.log_path(tag))
        except (OSError, NotPlain):
            return 0
        try:
            size = os.fstat(handle).st_size
            start = 0 if whole else max(0, size - 65536)
            data = os.pread(handle, size - start, start)
        finally:
            os.close(handle)
        return records.highest_number(data, tag)

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
        carried: tuple[float, str | None, str | None, int] | None = None,
    ) -> dict:
        """Add a memory and its file. A past ``created`` (a batch item, an import, a
        transcript) is when it was said: its last use and its decay start there.
        ``carried``: the scores it had in another store (base, since, last used, times)."""
        stamp = iso(self.now)
        said = min(created or stamp, stamp)  # a future date (a clock ahead) counts from now
        memory_id = memory_id or self.new_id()
        value = round(float(importance), scoring.DIGITS)
        if carried is not None:
            base, since, last_used, times = carried
            since = min(since or stamp[:10], stamp[:10])
            last_used = min(last_used or stamp, stamp)
            event = {"base": round(float(base), scoring.DIGITS), "since": since, "lastUsed": last_used, "times": times}
            self._event("state", id=memory_id, **event)
            score = records.fold(None, {"op": "state", "t": stamp, **event})
        else:
            self._event("create", id=memory_id, importance=value, **({"from": said} if said != stamp else {}))
            score = records.fold(None, {"op": "create", "t": stamp, "importance": value, "from": said})
        record = {
            "id": memory_id,
            "domain": domain,
            "category": category,
            "content": content,
            "created": created or stamp,
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
            raise StoreCorrupt(
                f"{self.folder.path(ARCHIVE)} is not a plain folder; nothing was archived (run doctor.py --repair)"
            )
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
        memory whose hand-edited file could not be read gets its indexed version back.
        The commit checks the file is still the version read (a save since is kept)."""
        raw, stamp = self.folder.read_stamped(relpath)
        self.expected[relpath] = stamp.row()
        target = self.store.free_path(f"{LOST}/{relpath}")
        while target in self.writes:
            target += ".1"
        self.writes[target] = raw
        owner = next((r for r in (self.find(i) for i in self.ids()) if r and r.get("file") == relpath), None)
        if owner is not None:
            self.unsynced.pop(owner["id"], None)
            self._touch(owner)
            self._write_file(owner)
        else:
            self._delete_file(relpath)
        return target

    def restore_files(self, domain: str) -> list[str]:
        """Write back, as indexed, the file of every memory in a domain folder that is
        missing: a folder gone whole is damage (a slip of rm -r, a half-done checkout), not
        a person forgetting every memory in it, so its memories were kept as indexed."""
        if domain in self._restored or self.folder.kind(domain) is not None:
            return []
        self._restored.add(domain)
        restored = []
        for number, relpath in enumerate(self.catalog.files):
            if relpath.split("/", 1)[0] != domain:
                continue
            record = self.find(self.catalog.ids[number])
            if record is None or record.get("file") != relpath:
                continue
            memory_id = record["id"]
            self.expected[relpath] = None  # still missing when the commit writes it
            self._touch(record)
            self._write_file(record)
            restored.append(memory_id)
        if restored:
            self.store.note(
                f"{self.folder.path(domain)} was missing: wrote back the files of its {len(restored)} memories"
            )
        return restored

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
        domain = record["domain"]
        kind = self.folder.kind(domain)
        if kind not in (None, "folder"):
            raise StoreCorrupt(
                f"{self.folder.path(domain)} is not a plain folder (a link or a file); nothing was written "
                "(run doctor.py --repair)"
            )
        if kind is None:
            self.restore_files(domain)  # the folder comes back whole, never with one new file alone
        base = f"{domain}/{record['id']}-{memory_file.slug(record['content'])}"
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
        for folder in (ARCHIVE, f"{ARCHIVE}/{record['domain']}"):
            if self.folder.kind(folder) not in (None, "folder"):
                raise StoreCorrupt(
                    f"{self.folder.path(folder)} is not a plain folder; nothing was archived (run doctor.py --repair)"
                )
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

    # -------------------------------------------------------------- commit
    def commit(self) -> None:
        """Write the change so that a crash at any point leaves the old or the new state.

        Everything goes first into .pending/<txn>.new/ (memory files, log lines, the new
        index.json, the list of operations); renaming that folder to .pending/<txn> is
        the commit point; then the operations run (Store.apply_pending), and the next writer
        runs them again if this one dies first. Derived data follows (Change).
        """
        if self.discarded:
            return
        store = self.store
        dirty = bool(
            self.writes
            or self.deletes
            or self.log
            or self.changed
            or self.removed
            or self.added
            or self.restamp
            or self.rebuilding
        )
        if not dirty:
            if self.verified or self.listings or self.broken:
                self._save_catalog(None, None, {}, rewrote=False)
            return
        self._check_places()
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
        machine = self._machine()
        # This machine's counter, and when it last ran decay (index.json is derived: a
        # rebuild takes decayLastRun from here, so the importance it writes is the same).
        kept = {"next": self._next, "decayLastRun": self.head.get("decayLastRun")}
        kept = {k: v for k, v in kept.items() if v is not None and machine.get(k) != v}
        if kept and folder.kind(STATE) in (None, "folder"):  # else noted by whoever reads it
            data = orjson.dumps({**machine, **kept}) + b"\n"
            folder.write_new(f"{staging}/machine.json", data, durable=not self.bulk)
            ops.append(["state", "machine.json", uselog.MACHINE])
        if self.log or self.writes or self.deletes or self.changed or self.removed or len(self.added) > len(self.rebuilt):
            self.head["lastUpdated"] = iso(self.now)  # a rebuild alone changes no memory
        order, spans = self._write_index(f"{staging}/index.json")
        ops.append(["index", "index.json"])
        folder.write_new(f"{staging}/ops.json", orjson.dumps({"format": 3, "txn": self.txn, "ops": ops}))
        if self.bulk:
            os.sync()
        folder.fsync_folder(staging)
        folder.rename(staging, f"{PENDING}/{self.txn}")  # the commit point
        self.committed = True
        store.apply_pending(f"{PENDING}/{self.txn}")
        folder.remove_tree(f"{PENDING}/{self.txn}")
        try:
            folder.remove_empty(PENDING)
        except (OSError, NotPlain):
            pass
        self._save_catalog(order, spans, self._changed_records(), rewrote=True)

    def _check_places(self) -> None:
        """Every folder this write puts a file in is a plain folder (or not there yet) and
        the log it appends to a regular file (or not there yet). Checked before anything is
        staged: a link or a file placed there stops the write here, never half carried out."""
        folders = {relpath.rpartition("/")[0] for relpath in self.writes}
        if self.log:
            folders.add(uselog.LOG)
        for folder in sorted(f for f in folders if f):
            parts = folder.split("/")
            for i in range(1, len(parts) + 1):
                prefix = "/".join(parts[:i])
                kind = self.folder.kind(prefix)
                if kind is None:
                    break
                if kind != "folder":
                    raise StoreCorrupt(
                        f"{self.folder.path(prefix)} is not a plain folder (a link or a file); nothing was written "
                        "(run doctor.py --repair)"
                    )
        log = uselog.log_path(self.store.tag) if self.log else None
        if log and self.folder.kind(log) not in (None, "file"):
            raise StoreCorrupt(
                f"{self.folder.path(log)} is not a regular file (a link or a special file); nothing was written "
                "(run doctor.py --repair)"
            )

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
            if domain not in self.listings and domain not in wrote and domain in old and not self.full_scanned:
                out[domain] = old[domain]  # not looked at: unchanged since the catalog (a quick write)
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
