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
from bisect import bisect_left
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
from hippocampus.layout import ARCHIVE, CACHE, CATALOG, CONFLICTS, DOMAINS, INDEX, LOST, PACKS, PENDING, STATE
from hippocampus.text import extract_keywords

BULK_FILES = 64
STAGE_EARLY = 256  # files past which a write stages them as it goes (see _stage)
# Committed files that are not memories, written through a transaction (read_committed,
# write_committed), and the suffix each folder's files take: the conflict records (Markdown
# a person reads) and the pack registry (packs.py: JSON, one file per pack and machine).
OTHER_COMMITTED = {CONFLICTS: ".md", PACKS: ".json"}
OUTCOMES = ("good", "bad")


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
        self.stamp = iso(self.now)  # this write's time, as every record and event it writes says it
        self._plain: set[str] = set()  # domain folders checked to be plain folders
        self.new_id_floor = 1
        self.loaded: dict[str, dict] = {}  # id -> record read (and maybe changed) here
        self.changed: set[str] = set()  # loaded ids whose line is rewritten
        self.removed: set[str] = set()
        self.added: dict[str, dict] = {}  # new records, in creation order
        self.writes: dict[str, bytes] = {}  # relpath -> bytes (memory files, archive copies)
        self._writer = None  # files.BackgroundWriter of a large write (see _stage)
        self._staged: dict[str, tuple[str, bytes]] = {}  # staged name -> (relpath, bytes written)
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
        self.new_names: set[str] = set()  # memory files this write creates under a new name
        self.owners: dict[str, str] = {}  # existing memory file this write replaces -> its memory
        self._files: dict[str, str] | None = None
        self.states: dict[str, bytes] = {}  # .state/<name> -> bytes written with the commit
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
        self._check_file(number, memory_id, relpath, row)

    # -------------------------------------------------------------- ids
    def new_id(self) -> str:
        """A new id: this machine's tag and its next number, never used before here: the
        counter (.state/machine.json), floored by the ids of this tag its log names, so a
        counter set back or garbled never mints an archived or purged id again."""
        tag = self.store.tag
        if self._next is None:
            known = self._machine().get("next")
            trusted = type(known) is int and 1 <= known <= records.MAX_NUMBER
            if trusted:
                self._next = known
            else:  # no counter kept (a lost .state): past every id of this tag in the index
                self._next = 1 + max((records.id_number(i, tag) or 0 for i in self.catalog.ids), default=0)
            # Set back or garbled by hand: past every id of this tag its log names (the end
            # of it, where the latest creates are; all of it when the counter is damaged),
            # so an archived or purged id is never minted again.
            self._next = max(self._next, 1 + self._minted_in_log(tag, whole=not trusted))
        self._next = max(self._next, self.new_id_floor)
        while True:
            if self._next > records.MAX_NUMBER:
                raise StoreCorrupt(
                    f"the id counter in {self.folder.path(uselog.MACHINE)} is exhausted; nothing was written"
                )
            memory_id = records.format_id(tag, self._next)
            self._next += 1
            if memory_id not in self.added and not self._in_catalog(memory_id):
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

    def _in_catalog(self, memory_id: str) -> bool:
        """Whether the index holds this id (one list scan: cheaper than the id map at 100k
        for the one id a capture mints)."""
        return (
            self.catalog._numbers is not None
            and memory_id in self.catalog._numbers
            or (self.catalog._numbers is None and memory_id in self.catalog.ids)
        )

    def _machine(self) -> dict:
        try:
            value = orjson.loads(self.folder.read(uselog.MACHINE))
        except (OSError, NotPlain, orjson.JSONDecodeError):
            return {}
        return value if isinstance(value, dict) else {}

    def reserve_number(self, number: int) -> None:
        """An id of this machine's was taken by a file (adopted by hand): mint past it."""
        self.new_id_floor = max(self.new_id_floor, number + 1)

    # -------------------------------------------------------------- changes
    def _event(self, op: str, **values) -> None:
        self.log.append(uselog.line(op, self.stamp, self.txn, **values))

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
        facts: dict | None = None,
    ) -> dict:
        """Add a memory and its file. A past ``created`` (a batch item, an import, a
        transcript) is when it was said: its last use and its decay start there.
        ``carried``: the scores it had in another store (base, since, last used, times);
        ``facts``: any of records.OPTIONAL (layer, confidence, pinned, evidence, ...)."""
        unknown = set(facts or ()) - set(records.OPTIONAL)
        if unknown:
            raise InvalidInput(f"unknown memory fields {sorted(unknown)}")
        stamp = self.stamp
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
        if (facts or {}).get("pinned") is True:  # pinned from the start: logged, so a rebuild agrees
            self._event("pin", id=memory_id)
            score = records.fold(score, {"op": "pin", "t": stamp})
        record = records.ordered(
            {
                "id": memory_id,
                "domain": domain,
                "category": category,
                "content": content,
                "created": created or stamp,
                "keywords": keywords if keywords else extract_keywords(content),
                "source": source,
                "updated": stamp,
                "file": "",
                "fileHash": "",
                "fileImportance": 0.0,
                **score.fields(self.now),
                **{k: v for k, v in (facts or {}).items() if v not in (None, False, [])},
            }
        )
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
        if "pinned" in fields:
            self._set_pinned(record, fields.pop("pinned") is True)
        if "content" in fields and "keywords" not in fields:
            fields["keywords"] = extract_keywords(fields["content"])
        for key in records.OPTIONAL:  # an optional fact set to nothing is taken out
            if key in fields and fields[key] in (None, False, [], ""):
                del fields[key]
                record.pop(key, None)
        before = record["content"]
        record.update(fields)
        record["updated"] = self.stamp
        self._touch(record)
        self._write_file(record)
        self._retold(record, before)
        return record

    def _set_score(self, record: dict, importance: float) -> None:
        value = round(float(importance), scoring.DIGITS)
        self._event("set", id=record["id"], importance=value)
        score = records.fold(records.score_of(record), {"op": "set", "t": self.stamp, "importance": value})
        record.update(score.fields(self.now))

    def _set_pinned(self, record: dict, pinned: bool) -> None:
        """Pin or unpin: logged (the score stops or resumes decaying at today's value)."""
        if (record.get("pinned") is True) == pinned:
            return
        op = "pin" if pinned else "unpin"
        self._event(op, id=record["id"])
        record.update(records.fold(records.score_of(record), {"op": op, "t": self.stamp}).fields(self.now))
        if pinned:
            record["pinned"] = True
        else:
            record.pop("pinned", None)

    def pin(self, memory_id: str, pinned: bool = True) -> dict:
        """Pin a memory (it stops decaying at today's importance) or unpin it (decay
        resumes from today). A file change (``pinned: true``), so it syncs; a memory
        already so is left as it is."""
        record = self.get(memory_id)
        if (record.get("pinned") is True) == pinned:
            return record
        return self.update(memory_id, pinned=pinned)

    def supersede(self, old_id: str, new_id: str, until: str | None = None) -> dict:
        """Mark ``old_id`` as superseded by ``new_id`` since ``until`` (default: this
        write's time): it stays, with ``supersededBy`` and ``validUntil`` in its file, and
        recall leaves it out unless --history. Returns the old record."""
        if old_id == new_id:
            raise InvalidInput(f"{old_id} cannot supersede itself")
        new = self.get(new_id)
        old = self.get(old_id)
        if new.get("supersededBy") == old_id:
            raise InvalidInput(f"{new_id} is superseded by {old_id}; reinstate it first")
        if old.get("supersededBy") == new_id:
            return old
        return self.update(old_id, supersededBy=new_id, validUntil=until or self.stamp)

    def reinstate(self, memory_id: str) -> dict:
        """A superseded memory current again (its supersededBy and validUntil taken out)."""
        record = self.get(memory_id)
        if not record.get("supersededBy") and not record.get("validUntil"):
            return record
        return self.update(memory_id, supersededBy=None, validUntil=None)

    def outcome(self, ids: list[str], result: str) -> list[dict]:
        """Feedback on memories that were used: ``good`` (they helped) or ``bad`` (they
        misled); one logged event naming them all, folded by records.fold."""
        if result not in OUTCOMES:
            raise InvalidInput(f"outcome {result!r} is not one of {', '.join(OUTCOMES)}")
        chosen = [self.get(i) for i in dict.fromkeys(ids)]
        for record in chosen:
            self.settle(record)
        values = {"ids": [r["id"] for r in chosen]} if len(chosen) > 1 else {"id": chosen[0]["id"]}
        self._event("outcome", result=result, **values)
        event = {"op": "outcome", "t": self.stamp, "result": result}
        for record in chosen:
            record.update(records.fold(records.score_of(record), event).fields(self.now))
            self._touch(record)
        return [self.get(r["id"]) for r in chosen]

    # -------------------------------------------------------------- other committed files
    def _committed_path(self, relpath: str) -> str:
        parts = relpath.split("/")
        if len(parts) < 2 or parts[0] not in OTHER_COMMITTED or not parts[-1].endswith(OTHER_COMMITTED[parts[0]]):
            raise InvalidInput(f"{relpath!r} is not a committed file a transaction writes (only {sorted(OTHER_COMMITTED)})")
        return relpath

    def read_committed(self, relpath: str) -> bytes | None:
        """A committed file that is not a memory (a conflict record), as this write sees it;
        None when absent. Its version read is the one the commit may replace."""
        relpath = self._committed_path(relpath)
        if relpath in self.writes:
            return self.writes[relpath]
        if relpath in self.deletes:
            return None
        try:
            raw, stamp = self.folder.read_stamped(relpath)
        except FileNotFoundError:
            self.expected.setdefault(relpath, None)
            return None
        except (OSError, NotPlain) as exc:  # a link, a folder, a FIFO: never followed or written over
            raise StoreCorrupt(f"{self.folder.path(relpath)} cannot be read ({exc}); nothing was changed") from None
        self.expected.setdefault(relpath, stamp.row())
        return raw

    def write_committed(self, relpath: str, data: bytes) -> None:
        """Write a committed file that is not a memory, with the commit (all or nothing);
        never over a version saved after this write read it."""
        relpath = self._committed_path(relpath)
        if relpath not in self.expected:
            self.read_committed(relpath)
        self.writes[relpath] = data
        self.deletes.discard(relpath)

    def delete_committed(self, relpath: str) -> None:
        relpath = self._committed_path(relpath)
        if relpath not in self.expected:
            self.read_committed(relpath)
        self.writes.pop(relpath, None)
        self.deletes.add(relpath)

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
        event = {"op": "use", "t": self.stamp, "rate": rate}
        for record in chosen:
            record.update(records.fold(records.score_of(record), event).fields(self.now))
            self._touch(record)
        return [self.get(i) for i in ids]

    def archive(self, memory_id: str, reason: str, duplicate_of: str | None = None) -> dict:
        """Move a memory out of the index into memory/archive/ (its file goes with it).
        ``duplicate_of``: the memory it was merged into (sleep), said in the archive copy."""
        record = self.get(memory_id)
        self.settle(record)
        if memory_id in self.unsynced:
            raise InvalidInput(f"{memory_id}: {self.unsynced[memory_id]}; fix the file first, it was not moved")
        if self.folder.kind(ARCHIVE) not in (None, "folder"):
            raise StoreCorrupt(
                f"{self.folder.path(ARCHIVE)} is not a plain folder; nothing was archived (run doctor.py --repair)"
            )
        self._event("forget", id=memory_id, reason=reason)
        self._archive_file(record, reason, {"duplicateOf": duplicate_of} if duplicate_of else None)
        self._remove(record)
        return record

    # Sleep's merges (issue 11). The survivor keeps every absorbed text in mergedFrom, so
    # every text ever captured stays in the store or the archive, word for word.
    def absorb(self, survivor_id: str, absorbed_id: str) -> dict:
        """Merge a duplicate into ``survivor_id``: the absorbed memory's content, source,
        created and importance (and whatever it had absorbed itself) join the survivor's
        ``mergedFrom``; their scores combine (the higher importance today, reinforced once
        for the repeat as capture reinforces a near-duplicate; uses added up; the later
        last use), logged as one ``state`` event; the absorbed memory goes to the archive
        with ``duplicateOf``."""
        if survivor_id == absorbed_id:
            raise InvalidInput(f"{survivor_id} cannot absorb itself")
        survivor, absorbed = self.get(survivor_id), self.get(absorbed_id)
        for record in (survivor, absorbed):
            self.settle(record)
            if record["id"] in self.unsynced:
                raise InvalidInput(f"{record['id']}: {self.unsynced[record['id']]}; fix the file first, nothing was merged")
        kept = records.current_importance(survivor, self.now)
        gone = records.current_importance(absorbed, self.now)
        entry = records.merged_entry(absorbed["content"], absorbed.get("source"), absorbed["created"], gone)
        merged = [*(survivor.get("mergedFrom") or []), entry, *(absorbed.get("mergedFrom") or [])]
        # a memory never used was last used when it was said (records.score_of)
        used, used_too = (r.get("lastAccessed") or r.get("created") or "" for r in (survivor, absorbed))
        base, last = scoring.merged(kept, gone, used, used_too, self.stamp)
        times = min(int(survivor["timesReinforced"]) + int(absorbed["timesReinforced"]) + 1, records.MAX_TIMES - 1)
        event = {"base": base, "since": self.stamp[:10], "lastUsed": last, "times": times}
        if survivor.get("pinned") is True:
            # a pinned survivor keeps its frozen score: the state event would unfreeze it
            self.update(survivor_id, mergedFrom=merged)
        else:
            self._event("state", id=survivor_id, **event)
            score = records.fold(None, {"op": "state", "t": self.stamp, **event})
            survivor.update(score.fields(self.now))
            self.update(survivor_id, mergedFrom=merged)
        self.archive(absorbed_id, f"merged into {survivor_id} (duplicate)", duplicate_of=survivor_id)
        return self.get(survivor_id)

    def put_state(self, name: str, data: bytes) -> None:
        """Write memory/.state/<name> as part of this commit (after the commit point, with
        everything else): local state that must agree with the store (sleep's last run)."""
        if "/" in name or name.startswith(".") or name == "machine.json":
            raise InvalidInput(f"{name!r} is not a state file name")
        self.states[name] = data

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
        self.abandon()

    # -------------------------------------------------------------- files
    def _write_file(self, record: dict) -> None:
        relpath = record.get("file")
        if not relpath or relpath.split("/", 1)[0] != record["domain"]:
            if relpath:
                self._delete_file(relpath)
            relpath = self._free_name(record)
            self.new_names.add(relpath)
        elif relpath not in self.new_names:
            self.owners.setdefault(relpath, record["id"])
        record["file"] = relpath
        raw = memory_file.render(record).encode("utf-8")
        record["fileHash"] = content_hash(raw)
        record["fileImportance"] = round(float(record["importance"]), 2)
        self.writes[relpath] = raw
        self.deletes.discard(relpath)
        self._stage(relpath, raw)

    def _stage(self, relpath: str, raw: bytes) -> None:
        """Past STAGE_EARLY files, each memory file goes to the staging folder as soon as it
        is rendered, written by a thread while the next ones are computed (commit writes
        the rest, and again any file changed after it was staged)."""
        if self._writer is None:
            if len(self.writes) <= STAGE_EARLY:
                return
            self._writer = self.folder.background_writer(f"{PENDING}/{self.txn}.new")
            for path, data in self.writes.items():
                self._put_staged(path, data)
        else:
            self._put_staged(relpath, raw)

    def _put_staged(self, relpath: str, data: bytes) -> None:
        name = f"{len(self._staged)}.md"  # one name per staged version: never reused
        self._staged[name] = (relpath, data)
        self._writer.put(name, data)

    def abandon(self) -> None:
        """The write failed before its commit point, or was discarded: stop staging and
        remove what was staged early. (What commit itself staged is left as a power cut
        would leave it; the next writer's recovery removes it.)"""
        if self._writer is not None:
            writer, self._writer = self._writer, None
            writer.abandon()
        if not self.committed and self._staged:
            try:
                self.folder.remove_tree(f"{PENDING}/{self.txn}.new")
                self.folder.remove_empty(PENDING)
            except (OSError, NotPlain):
                pass

    def _free_name(self, record: dict) -> str:
        domain = record["domain"]
        if domain not in self._plain:
            kind = self.folder.kind(domain)
            if kind not in (None, "folder"):
                raise StoreCorrupt(
                    f"{self.folder.path(domain)} is not a plain folder (a link or a file); nothing was written "
                    "(run doctor.py --repair)"
                )
            if kind is None:
                self.restore_files(domain)  # the folder comes back whole, never with one new file alone
            self._plain.add(domain)
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
            "archived": self.stamp,
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
            or self.states
        )
        if not dirty:
            if self.verified or self.listings or self.broken:
                self._save_catalog(None, {})
            return
        self._check_places()
        self._check_unchanged()
        # Past a few dozen files, one sync() of the file system costs less than an fsync each.
        self.bulk = self.bulk or len(self.writes) > BULK_FILES
        folder = self.folder
        staging = f"{PENDING}/{self.txn}.new"
        folder.make_folder(staging)
        ops: list[list[str]] = []
        if self.log:
            folder.write_new(f"{staging}/log.jsonl", b"".join(self.log), durable=not self.bulk)
            ops.append(["log", "log.jsonl", uselog.log_path(store.tag)])
        staged = {}
        if self._writer is not None:
            writer, self._writer = self._writer, None
            writer.finish()  # every early file written, or its error raised
            staged = {
                relpath: name for name, (relpath, data) in self._staged.items() if data is self.writes.get(relpath)
            }
        for n, (relpath, data) in enumerate(sorted(self.writes.items())):
            name = staged.get(relpath)
            if name is None:  # not staged early, or changed since
                name = f"w{n}.md"
                folder.write_new(f"{staging}/{name}", data, durable=not self.bulk)
            ops.append(["write", name, relpath])
        self._staged = {}
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
        if self.states and folder.kind(STATE) in (None, "folder"):
            for name, data in sorted(self.states.items()):
                folder.write_new(f"{staging}/state-{name}", data, durable=not self.bulk)
                ops.append(["state", f"state-{name}", f"{STATE}/{name}"])
        if (
            self.log
            or self.writes
            or self.deletes
            or self.changed
            or self.removed
            or len(self.added) > len(self.rebuilt)
        ):
            self.head["lastUpdated"] = self.stamp  # a rebuild alone changes no memory
        spans = self._write_index(f"{staging}/index.json")
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
        self._save_catalog(spans, self._changed_records())

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
            elif relpath in self.new_names:
                want = None  # a name chosen free: nobody may have taken it since
                if self.folder.kind(relpath) is not None:
                    raise EditedMeanwhile(
                        f"{self.folder.path(relpath)} appeared while this command ran; nothing was written (run it again)"
                    )
                continue
            else:
                number = self.catalog.numbers.get(self.owners.get(relpath) or self._owner_of(relpath) or "")
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

    def _items(self):
        """index.json's new content, in order: runs of unchanged old lines (copied), the
        changed and new memories' bytes; and the new order of ids."""
        catalog, view, restamp = self.catalog, self.view, self.restamp
        ids = catalog.ids
        if restamp is not None:  # every line changes (decay): encode each, one at a time

            def each():
                for number, memory_id in enumerate(ids):
                    if memory_id not in self.removed:
                        record = self.loaded.get(memory_id) if memory_id in self.changed else restamp(view.raw(number))
                        yield index_file.record_bytes(record)
                for record in self.added.values():
                    yield index_file.record_bytes(record)

            return each()
        special = sorted(catalog.numbers[i] for i in (*self.changed, *self.removed) if i in catalog.numbers)

        def runs():
            begin = 0
            for number in special:
                if number > begin:
                    yield (begin, number - 1)
                if ids[number] not in self.removed:
                    yield index_file.record_bytes(self.loaded[ids[number]])
                begin = number + 1
            if begin < len(ids):
                yield (begin, len(ids) - 1)
            for record in self.added.values():
                yield index_file.record_bytes(record)

        return runs()

    def _write_index(self, relpath: str):
        """Write the new index.json into ``relpath`` (inside the staging folder): old lines
        copied where nothing changed, changed and new memories encoded. Returns each
        memory's (starts, lengths) in the new file."""
        catalog, view = self.catalog, self.view
        handle, temp = self.folder.create_temp(relpath)
        source = None
        try:
            if isinstance(view.blob, mmap.mmap):
                source = self.folder.open_read(INDEX)
            spans = index_file.write(handle, self.head, self._items(), source, catalog.starts, catalog.lengths)
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
        return spans

    def _save_catalog(self, spans, changed: dict[str, dict]) -> None:
        """The catalog of the index just written (``spans``: where each line is; None when
        index.json was not rewritten, only files verified), then the derived data. Never
        fails the write: a catalog not saved is rebuilt."""
        store = self.store
        try:
            index_stamp = FileStamp.of(self.folder.lstat(INDEX)).row()
        except (OSError, NotPlain):
            return
        new = self._new_catalog(index_stamp, spans)
        try:
            self.folder.make_folder(CACHE)
            self.folder.write(CATALOG, new.encode(), durable=False)
        except (OSError, NotPlain):
            return
        change = Change(self.before, new, changed, frozenset(self.removed), self.restamp is not None, self._previous)
        for derived in store.derived:
            try:
                derived.after_commit(store, change)
            except Exception as exc:  # derived data never fails a write; it is rebuilt
                store.note(f"derived data not updated ({type(exc).__name__}: {exc}); it is rebuilt on the next read")

    def _new_catalog(self, index_stamp, spans) -> Catalog:
        """The old catalog with this transaction's changes laid over it: O(changes) unless
        memories were removed (then one pass)."""
        old = self.catalog
        # the numbers removed, in order: the rows between them are copied a run at a time
        # (a sleep at 100,000 removes hundreds of ~93,000 rows), and a kept row moves up by
        # how many removed rows stood before it. Without removals the id -> number map is
        # not built for them (~25 ms at 100,000, on a capture's commit).
        gone = sorted(n for n in map(old.numbers.get, self.removed) if n is not None) if self.removed else []
        gone_set = frozenset(gone)
        ids, files, stamps = [], [], array("q")
        start = 0
        for end in (*gone, len(old.ids)):
            ids.extend(old.ids[start:end])
            files.extend(old.files[start:end])
            stamps.extend(old.stamps[4 * start : 4 * end])
            start = end + 1

        def put(number: int, relpath: str, row) -> None:
            if number not in gone_set:
                at = number - bisect_left(gone, number)
                files[at] = relpath
                stamps[4 * at : 4 * at + 4] = array("q", row)

        for number, row in self.verified.items():
            put(number, old.files[number], row)
        for memory_id in self.changed:
            number = old.numbers.get(memory_id)
            record = self.loaded.get(memory_id)
            if number is None or record is None:
                continue
            relpath = record["file"]
            put(number, relpath, self._row_of(memory_id, relpath, old.stamp(number)))
        for memory_id, record in self.added.items():
            ids.append(memory_id)
            files.append(record["file"])
            stamps.extend(self._row_of(memory_id, record["file"], NO_STAMP))
        starts, lengths = spans if spans is not None else (old.starts, old.lengths)
        head = {k: self.head.get(k) for k in index_file.HEAD_KEYS if k != "version"}
        others = self._others()
        folders, counts = self._folder_stamps(others)
        logs = dict(self._logs.sizes) if self._logs is not None else dict(old.logs)
        return Catalog(index_stamp, head, ids, starts, lengths, files, stamps, folders, others, logs, counts)

    def _row_of(self, memory_id: str, relpath: str, default) -> tuple[int, int, int, int]:
        """The stamp a memory's file is verified with after this write."""
        if relpath in self.writes:
            return self._stamp_after(relpath)
        if memory_id in self.adopted:
            return self.adopted[memory_id]
        if relpath in self.broken:
            return NO_STAMP
        number = self.catalog.numbers.get(memory_id)
        if number is not None and number in self.verified:
            return self.verified[number]
        return default if default != NO_STAMP else self._stamp_after(relpath)

    def _previous(self, memory_id: str) -> dict | None:
        number = self.catalog.numbers.get(memory_id)
        return None if number is None else self.view.raw(number)

    def _stamp_after(self, relpath: str) -> tuple[int, int, int, int]:
        try:
            return FileStamp.of(self.folder.lstat(relpath)).row()
        except (OSError, NotPlain):
            return NO_STAMP

    def _folder_stamps(self, others: dict) -> tuple[dict, dict]:
        """Each memory folder's stamp where it holds exactly the names the catalog accounts
        for (its memories' files and ``others``), and that count: the stamp is taken before
        the names are counted, so a change in between shows later. A folder this write did
        not list or touch keeps what it had; one holding anything else is left unverified."""
        old, old_counts = self.catalog.folders, self.catalog.counts
        changes: dict[str, int] = {}  # every folder this write wrote in (its stamp moved) -> names added
        for relpath in self.writes:
            folder = relpath.split("/", 1)[0]
            changes[folder] = changes.get(folder, 0) + (0 if self._existed(relpath) else 1)
        for relpath in self.deletes - set(self.writes):
            folder = relpath.split("/", 1)[0]
            changes[folder] = changes.get(folder, 0) - 1
        folders, counts = {}, {}
        for domain in DOMAINS:
            if domain in self.unlistable:
                continue
            listing = self.listings.get(domain)
            if listing is None and domain not in changes and not self.full_scanned:
                if domain in old:  # not looked at: unchanged since the catalog (a quick write)
                    folders[domain] = old[domain]
                    counts[domain] = old_counts.get(domain, 0)
                continue
            if listing is not None:
                expected = len(listing.files) + len(listing.others)
            elif domain in old and domain in old_counts:
                expected = old_counts[domain]
            else:
                continue
            expected += changes.get(domain, 0)
            stamp = self.folder.folder_stamp(domain)
            if stamp is None:
                if self.folder.kind(domain) is None:
                    folders[domain], counts[domain] = NO_STAMP, 0
                continue
            try:
                present = len(self.folder.names(domain))
            except (OSError, NotPlain):
                continue
            if present == expected:
                folders[domain], counts[domain] = stamp.row(), expected
        folders[uselog.LOG] = catalogs.stamp_row(self.folder.folder_stamp(uselog.LOG))
        return folders, counts

    def _existed(self, relpath: str) -> bool:
        """Whether ``relpath`` was there before this write (a rewrite, not a new name)."""
        return relpath not in self.new_names

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
