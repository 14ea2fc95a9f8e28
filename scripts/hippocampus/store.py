"""The one module that writes: the memory store under ``<workspace>/memory/``.

Layout (see memory/README.md for the file formats)::

    memory/index.json        source of truth for scores; seed schema plus our fields
    memory/index.journal     small writes since index.json was last written whole, one
                             line each, applied on top of it (see Store.load)
    memory/index.json.bak    the previous index, kept by every whole write (a hard link)
    memory/<domain>/*.md     one Markdown file per memory: the human, two-way view
    memory/archive/...       forgotten and archived memories, never deleted except by purge
    memory/.lock             the single write lock (an flock, as filelock takes it, so a killed
                             process never leaves it held)
    memory/.pending/<txn>/   files of a write in progress (see Transaction.commit)
    memory/.cache/           derived data, rebuilt whenever missing or stale
    memory/.state/           run state that is not memory: transcript watermarks

Every change happens inside ``Store.transaction()``: take the lock, finish or roll back
a crashed write, load the index, pick up hand edits from the Markdown files, let the
caller change records, then commit. Readers never lock: they read index.json, which is
only ever replaced atomically, and take the write path only when they find hand edits.
"""

from __future__ import annotations

import bisect
import errno
import gc
import itertools
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime
from operator import attrgetter
from pathlib import Path
from stat import S_ISDIR, S_ISLNK, S_ISREG

import orjson

try:  # blake2b without hashlib, which also loads OpenSSL (start-up time of every command)
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover - a Python built without _blake2
    from hashlib import blake2b as _blake2b

from hippocampus import memory_file, scoring
from hippocampus.context import iso
from hippocampus.errors import InvalidInput, StoreBusy, StoreCorrupt, StoreMissing, UnknownMemory
from hippocampus.text import extract_keywords, normalize_content

INDEX = "index.json"
JOURNAL = "index.journal"  # small writes since index.json was last written whole (see Store.load)
JOURNAL_LIMIT = 4 << 20  # past this many bytes, the next write folds the journal into index.json
BACKUP = "index.json.bak"
LOCK = ".lock"
PENDING = ".pending"
CACHE = ".cache"
STATE = ".state"  # run state that is not memory (transcript watermarks)
ARCHIVE = "archive"
LOST = "lost+found"  # what doctor --repair could not place; never read, never deleted
SCHEMA_VERSION = 2
DEFAULT_LOCK_TIMEOUT = 10.0
FILE_CACHE = "files.json"
VALIDATED = "validated"  # in CACHE: the stat of the index.json last validated (Store.load)
FILE_CACHE_SLACK = 32  # files.json may lack up to this many new files (1%; see Store.scan)


def atomic_write(path: Path, data, durable: bool = True) -> os.stat_result:
    """Write ``data`` to ``path`` so readers see the old or the new file, never a mix.

    ``data``: bytes-like; a list or tuple of them, written one after the other (no joined
    copy); or a callable that writes the content to the file descriptor it is given.

    Temp file in the same folder, fsync, ``os.replace``, then fsync the folder so the
    rename itself survives a power cut. ``durable=False`` skips both fsyncs: for derived
    caches that are checked on every read (a power cut may leave them stale or garbled,
    which costs a rebuild, never a wrong answer). Returns the new file's stat (taken from
    the temp file: a rename keeps inode, mtime and size).
    """
    path = Path(path)
    fd, tmp = _open_temp(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            if callable(data):
                data(handle.fileno())
            else:
                for part in data if isinstance(data, (list, tuple)) else (data,):
                    handle.write(part)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
            written = os.fstat(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    if durable:
        _fsync_dir(path.parent)
    return written


def _open_temp(path: Path) -> tuple[int, Path]:
    """A new, empty, private temp file beside ``path`` (``.<name>.<random>.tmp``): what
    tempfile.mkstemp makes, without its ~9 ms import on every write."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        tmp = path.parent / f".{path.name}.{os.urandom(6).hex()}.tmp"
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temp file name beside {path}")


def _write_all(fd: int, data) -> None:
    """All of ``data`` to a file descriptor (os.write may take less than asked)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def content_hash(data: bytes) -> str:
    """Identity of a file's bytes, to tell our own writes from hand edits."""
    return _blake2b(data, digest_size=16).hexdigest()


def empty_index() -> dict:
    """A fresh index in the seed schema."""
    return {"version": SCHEMA_VERSION, "lastUpdated": None, "decayLastRun": None, "nextId": 1, "memories": []}


def id_number(memory_id: str) -> int:
    """The number in mem_042."""
    return int(memory_id[4:])


def format_id(number: int) -> str:
    """mem_001 ... mem_999, mem_1000: never reused, so only ever grows."""
    return f"mem_{number:03d}"


def current_importance(record: dict, now: datetime) -> float:
    """A record's importance today, from its decay anchor (exact however often decay runs)."""
    key = (record["baseImportance"], scoring.days_elapsed(_anchor(record), now))
    value = _DECAYED.get(key)
    if value is None:
        value = _DECAYED[key] = scoring.decayed(*key)
    return value


# Memos for current_importance, which decay and the core set call for every memory: bases
# and anchor days repeat across memories. (1 and 1.0 are one key; decayed gives the same.)
_DECAYED: dict[tuple[float, int], float] = {}
_ANCHORS: dict[str, date] = {}


def importance_anchor(record: dict) -> date:
    """The day a record's decay counts from (decayFrom; else last access or creation)."""
    return _anchor(record)


def _decayer(now: datetime):
    """record -> its importance today, exactly as current_importance gives it, with the day
    count looked up once per distinct decayFrom (a few hundred at most) rather than per
    memory: ~0.4 s less per decay at 100,000 memories."""
    days_of: dict[str, int] = {}
    clamp, digits, factor = scoring.clamp, scoring.DIGITS, scoring.decay_factor

    def today(record: dict) -> float:
        anchor = record["decayFrom"]
        days = days_of.get(anchor) if type(anchor) is str else None
        if days is None:
            days = scoring.days_elapsed(_anchor(record), now)
            if type(anchor) is str and anchor in _ANCHORS:  # parsed from decayFrom itself
                days_of[anchor] = days
        return round(clamp(record["baseImportance"]) * factor(days), digits)  # = scoring.decayed

    return today


def _anchor(record: dict) -> date:
    raw = record["decayFrom"]
    day = _ANCHORS.get(raw) if type(raw) is str else None
    if day is not None:
        return day
    try:
        day = date.fromisoformat(str(raw)[:10])
        if type(raw) is str:
            _ANCHORS[raw] = day
        return day
    except ValueError:
        return date.fromisoformat(str(record.get("lastAccessed") or record["created"])[:10])


def _fill_defaults(record: dict, index_path: Path, fallback_day: str) -> None:
    """Bring a seed-schema record up to ours in place; refuse records that cannot be used."""
    memory_id = record.get("id")
    if not memory_file.valid_id(memory_id):
        raise StoreCorrupt(f"{index_path}: memory id {memory_id!r} is not of the form mem_001")
    try:
        record["domain"] = memory_file.check_domain(record.get("domain"))
        importance = memory_file.check_importance(record.get("importance", 0.5))
    except InvalidInput as exc:
        raise StoreCorrupt(f"{index_path}: {memory_id}: {exc}") from None
    if not isinstance(record.get("content"), str):
        raise StoreCorrupt(f"{index_path}: {memory_id}: content is not text")
    record["importance"] = importance
    record.setdefault("category", "general")
    record.setdefault("created", fallback_day)
    record.setdefault("lastAccessed", record["created"])
    record.setdefault("timesReinforced", 0)
    record.setdefault("keywords", [])
    record.setdefault("source", None)
    # A seed index stored decayed scores: carry on decaying from the last decay run.
    record.setdefault("baseImportance", importance)
    record.setdefault("decayFrom", fallback_day[:10])
    record.setdefault("updated", record["created"])


_TEXT = (str,)
_NUMBER = (int, float)
# Field -> allowed types; a wrong type would crash scoring or rendering far from its cause.
_RECORD_TYPES = {
    "content": _TEXT,
    "category": _TEXT,
    "created": _TEXT,
    "updated": _TEXT,
    "decayFrom": _TEXT,
    "importance": _NUMBER,
    "baseImportance": _NUMBER,
    "timesReinforced": (int,),
    "keywords": (list,),
    "lastAccessed": (str, type(None)),
    "source": (str, type(None)),
    "file": (str, type(None)),
    "fileHash": (str, type(None)),
    "fileImportance": (int, float, type(None)),
}


# The same rules as the set of allowed exact-type signatures, for the fast check every load
# runs on every record (orjson only ever makes exact str/int/float/list/None, never
# subclasses or bool-for-int; a missing key reads as None, as record_problem treats it).
_EXACT_TYPES = tuple((key, frozenset(types)) for key, types in _RECORD_TYPES.items())
_FIELDS = tuple(_RECORD_TYPES)
_SIGNATURES = frozenset(itertools.product(*(types for _, types in _EXACT_TYPES)))
_STR_ONLY = frozenset({str})
_GOOD_DAYS: set[str] = set()  # decayFrom values already parsed: most records share a few days


def _record_ok(record: dict) -> bool:
    """True when record_problem would find nothing; about 3x cheaper (measured at 100k)."""
    if record.get("domain") not in memory_file.DOMAINS:
        return False
    if tuple(map(type, map(record.get, _FIELDS))) not in _SIGNATURES:
        return False
    if not (0.0 <= record["importance"] <= 1.0 and 0.0 <= record["baseImportance"] <= 1.0):
        return False
    keywords = record["keywords"]
    if keywords and not _STR_ONLY.issuperset(map(type, keywords)):
        return False
    day = record["decayFrom"]
    if day not in _GOOD_DAYS:
        try:
            date.fromisoformat(day[:10])
        except ValueError:
            return False
        _GOOD_DAYS.add(day)
    return True


_ID_LINES = re.compile(r"mem_[0-9]{3,}(?:\nmem_[0-9]{3,})*")


def _ids_if_all_ok(records: list) -> set[str] | None:
    """The set of ids when every record is a dict that needs no defaults, has a valid id
    that no other record has, and passes record_problem; else None (parse_index then goes
    record by record, to fill defaults or name the first problem). The same rules as that
    loop, checked one field at a time over all records (C loops: ~5x cheaper at 100k)."""
    if not records:
        return set()
    if set(map(type, records)) != {dict}:
        return None
    get = dict.get

    def column(key: str):
        return map(get, records, itertools.repeat(key))

    if not (_STR_ONLY.issuperset(map(type, column("domain"))) and set(column("domain")).issubset(memory_file.DOMAINS)):
        return None
    for key, types in _EXACT_TYPES:
        if not types.issuperset(map(type, column(key))):
            return None
    for key in ("importance", "baseImportance"):
        if not (0.0 <= min(column(key)) and max(column(key)) <= 1.0):
            return None
    if not _STR_ONLY.issuperset(map(type, itertools.chain.from_iterable(column("keywords")))):
        return None
    for day in set(column("decayFrom")) - _GOOD_DAYS:
        try:
            date.fromisoformat(day[:10])
        except ValueError:
            return None
        _GOOD_DAYS.add(day)
    ids = list(column("id"))
    if set(map(type, ids)) != {str}:
        return None
    joined = "\n".join(ids)
    if joined.count("\n") != len(ids) - 1 or not _ID_LINES.fullmatch(joined):
        return None
    unique = set(ids)
    return unique if len(unique) == len(ids) else None


def record_problem(record: dict) -> str | None:
    """What is wrong with an index record's fields (types, domain, ranges), or None."""
    if _record_ok(record):
        return None
    if record.get("domain") not in memory_file.DOMAINS:
        return f"domain {record.get('domain')!r} is not one of {', '.join(memory_file.DOMAINS)}"
    for key, types in _RECORD_TYPES.items():
        value = record.get(key)
        if (value is None and key not in record and type(None) in types) or (
            isinstance(value, types) and not isinstance(value, bool)
        ):
            continue
        return f"{key} is {value!r}, expected {' or '.join(t.__name__ for t in types)}"
    for key in ("importance", "baseImportance"):
        if not 0.0 <= record[key] <= 1.0:
            return f"{key} {record[key]!r} is outside [0, 1]"
    if not all(isinstance(k, str) for k in record["keywords"]):
        return "keywords must be a list of words"
    try:
        date.fromisoformat(record["decayFrom"][:10])
    except ValueError:
        return f"decayFrom {record['decayFrom']!r} is not a date"
    return None


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Parse a large index without the cyclic GC: every few hundred objects orjson makes,
    it would scan the growing index again (~20% of a capture at 100,000 memories). What
    exists afterwards is frozen, left out of later collections (plain data, still freed by
    reference counting), so the writes that follow do not scan it either."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


def parse_index(raw: bytes, path: Path, trusted: bool = False) -> dict:
    """index.json bytes into its document, or StoreCorrupt naming the file and the backup.

    ``trusted``: these are the bytes of an index already validated (or written by us, from
    validated records; see Store.load): only its outline is checked, not every record
    (~0.25 s at 100,000 memories)."""
    return _parse_index(raw, path, trusted)[0]


def _parse_index(raw: bytes, path: Path, trusted: bool = False) -> tuple[dict, bool]:
    """parse_index, and whether the bytes needed nothing filled in (every record already
    complete and valid as is): only such a file may be trusted next time."""
    backup = path.with_name(BACKUP)
    hint = f"; the previous good copy is {backup}" if backup.exists() else ""
    hint += " (run doctor.py --repair, or restore it by hand; it was not overwritten)"
    # Only a file that starts blank can be all blank: stripping a 77 MB index to find out
    # copied it (~0.2 s at 100,000 memories).
    if not raw[:64].strip() and not raw.strip():
        raise StoreCorrupt(f"{path} is empty{hint}")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise StoreCorrupt(f"{path} is not valid JSON ({exc}){hint}") from None
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise StoreCorrupt(f'{path} is not a hippocampus index (no "memories" list){hint}')
    for key in ("lastUpdated", "decayLastRun", "txn"):
        if not isinstance(data.get(key), (str, type(None))):
            raise StoreCorrupt(f"{path}: {key} is {data[key]!r}, expected text or null{hint}")
    if trusted and isinstance(data.get("nextId"), int):
        return data, True
    fallback = str(data.get("decayLastRun") or data.get("lastUpdated") or "1970-01-01T00:00:00Z")
    seen: set[str] = set()
    ids = _ids_if_all_ok(data["memories"])
    if ids is not None:  # the common case, checked a field at a time; else record by record
        seen = ids
    for record in data["memories"] if ids is None else ():
        if not isinstance(record, dict):
            raise StoreCorrupt(f"{path}: a memory entry is not an object{hint}")
        if "baseImportance" not in record or "decayFrom" not in record or "domain" not in record:
            try:
                _fill_defaults(record, path, fallback)
            except StoreCorrupt as exc:  # name the backup here too
                raise StoreCorrupt(f"{exc}{hint}") from None
        elif not memory_file.valid_id(record.get("id")):
            raise StoreCorrupt(f"{path}: memory id {record.get('id')!r} is not of the form mem_001{hint}")
        problem = record_problem(record)
        if problem:
            raise StoreCorrupt(f"{path}: {record['id']}: {problem}{hint}")
        if record["id"] in seen:
            raise StoreCorrupt(f"{path}: id {record['id']} appears twice{hint}")
        seen.add(record["id"])
    clean = ids is not None and isinstance(data.get("nextId"), int)
    if not isinstance(data.get("nextId"), int):
        data["nextId"] = max((id_number(i) for i in seen), default=0) + 1
    return data, clean


def folder_stamp(st: os.stat_result) -> tuple[int, int, int]:
    """What a domain folder's own stat says about its entries: inode, mtime and ctime. Any
    file added, removed or renamed in it (an editor's save-by-rename included) moves them;
    a file rewritten in place does not (see file_stamp)."""
    return (st.st_ino, st.st_mtime_ns, st.st_ctime_ns)


# One file in a folder listing as files_fingerprint records it, beside its name: mode, mtime,
# ctime (it moves on every write even when a tool restores the mtime) and size.
stat_row = attrgetter("st_mode", "st_mtime_ns", "st_ctime_ns", "st_size")
UNVOUCHED = (0, -1, -1, -1)  # the stat_row of a file not checked against its memory (FileScan.distrust)


def listing_fingerprint(listings: dict[str, tuple[list[str], list[tuple]] | None]) -> bytes:
    """The digest of per-domain listings: (names in sorted order, their stat_rows); a missing
    folder (None, or absent) matches nothing."""
    digest = _blake2b(digest_size=16)
    for domain in memory_file.DOMAINS:
        listing = listings.get(domain)
        # A missing folder (or one that changed under us) matches nothing, so a cache rebuilds.
        # orjson, not marshal: marshal's bytes depend on object sharing, not only on values.
        if listing is None:
            digest.update(domain.encode() + os.urandom(16))
        else:
            digest.update(domain.encode() + orjson.dumps(listing[0]) + orjson.dumps(listing[1]))
    return digest.digest()


def scan_listings(
    scan: FileScan, changes: dict[str, dict[str, tuple | None]] | None = None
) -> dict[str, tuple[list[str], list[tuple]]]:
    """A scan's per-domain (names, stat_rows), with ``changes`` applied: domain -> file
    name -> its stat_row now (None: gone), for the files a writer wrote."""
    listings: dict[str, tuple[list[str], list[tuple]]] = {}
    for domain, (names, rows) in scan.folders.items():
        edits = (changes or {}).get(domain)
        if edits:
            names, rows = list(names), list(rows)
            for name, row in edits.items():
                at = bisect.bisect_left(names, name)
                there = at < len(names) and names[at] == name
                if row is None:
                    if there:
                        del names[at], rows[at]
                elif there:
                    rows[at] = row
                else:
                    names.insert(at, name)
                    rows.insert(at, row)
        listings[domain] = (names, rows)
    return listings


@dataclass
class FileScan:
    """What the Markdown folders hold compared with the index: the hand edits to pick up."""

    edited: list[tuple[dict, str, bytes]] = field(default_factory=list)  # record, relpath, bytes
    deleted: list[dict] = field(default_factory=list)
    added: list[tuple[str, bytes]] = field(default_factory=list)  # relpath, bytes
    unwritten: list[dict] = field(default_factory=list)  # records with no file yet (seed index)
    unhoused: list[dict] = field(default_factory=list)  # records whose whole domain folder is missing
    hashes: dict[str, list] = field(default_factory=dict)  # relpath -> [mtime_ns, size, hash]
    stats: dict[str, tuple] = field(default_factory=dict)  # relpath -> stat_row of every file seen
    # domain -> (names in sorted order, their stat_rows): the same files, by folder
    folders: dict[str, tuple[list[str], list[tuple]]] = field(default_factory=dict)
    # domain -> folder_stamp taken before listing it, and every visible .md name it listed
    # (links included): what the search cache records as verified (search_cache._after_commit)
    stamps: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    listed: dict[str, list[str]] = field(default_factory=dict)
    started: int = field(default_factory=time.time_ns)  # wall clock before anything was listed
    # Taken from the search cache (search_cache.verified_scan), not from the disk: nothing
    # changed since every file was last checked, so a memory is checked when it is changed.
    quick: bool = False
    source: object = None  # search_cache.WriterSource, with a quick scan: records for a lazy writer
    missing: set[str] = field(default_factory=set)  # domain folders that do not exist

    @property
    def changed(self) -> bool:
        return bool(self.edited or self.deleted or self.added or self.unwritten or self.unhoused)

    def distrust(self, relpath: str) -> None:
        """Vouch no longer for this file (a hand edit that could not be read): its stat_row
        becomes one no file has, so the search cache never takes it as checked and every
        command that touches its memory reads it again (and reports it)."""
        domain, _, name = relpath.partition("/")
        self.stats[relpath] = UNVOUCHED
        names, rows = self.folders.get(domain, ((), ()))
        at = bisect.bisect_left(names, name)
        if at < len(names) and names[at] == name:
            rows[at] = UNVOUCHED


class Store:
    """A workspace's memory folder. Cheap to make; does nothing until asked."""

    def __init__(self, workspace: Path, now: datetime, lock_timeout: float | None = None):
        self.workspace = Path(workspace)
        self.root = self.workspace / "memory"
        self.now = now
        if lock_timeout is None:
            lock_timeout = _lock_timeout(os.environ.get("HIPPOCAMPUS_LOCK_TIMEOUT"))
        self.lock_timeout = lock_timeout
        self.notes: list[str] = []  # what hand-edit syncing did, for the command to report
        self.rewrite_missing = False  # doctor --repair: rewrite files of a missing domain folder
        self.journal_txns: set[str] = set()  # the txns of the journal lines the last load applied
        self.verified_scan: FileScan | None = None  # snapshot's scan when it found nothing to sync
        self.last_scan: FileScan | None = None  # the latest transaction's scan

    # ------------------------------------------------------------------ paths
    @property
    def index_path(self) -> Path:
        return self.root / INDEX

    def path_of(self, relpath: str) -> Path:
        """A path inside the memory folder; anything that would escape it is refused."""
        candidate = (self.root / relpath).resolve()
        if not candidate.is_relative_to(self.root.resolve()):
            raise InvalidInput(f"path {relpath!r} is outside the memory folder")
        return candidate

    def require(self) -> None:
        """Raise StoreMissing unless the workspace has a memory store."""
        if not self.workspace.is_dir():
            raise StoreMissing(
                f"workspace {self.workspace} does not exist (run install.py --workspace {self.workspace})"
            )
        if not self.index_path.is_file():
            raise StoreMissing(f"no memory store at {self.root} (run install.py --workspace {self.workspace})")

    # ------------------------------------------------------------------ reading
    def load(self) -> dict:
        """The index as it is on disk, without locking; StoreCorrupt if unreadable.

        Every record is validated unless ``.cache/validated`` names this very file (inode,
        mtime, ctime, size): one this code validated or wrote before. A hand edit, a restore or a
        copy changes that stat, and the next load validates it in full again."""
        self.require()
        try:
            journal, key, raw = self._read_stored()
        except OSError as exc:
            raise StoreCorrupt(f"{self.index_path} cannot be read ({exc.strerror})") from None
        trusted = self._validated() == key
        with _gc_paused():
            data, clean = _parse_index(raw, self.index_path, trusted)
            if clean and not trusted:  # (not one whose records needed seed defaults filled in)
                self._mark_validated(key)
            self.journal_txns = _apply_journal(data, journal, self.root / JOURNAL) if journal else set()
        return data

    def iter_index(self):
        """(head, records, journal bytes) of the stored state without holding every record:
        index.json's other fields with the journal's nextId (head keeps "memories": [] where
        the list is, for the keys' order), and an iterator of every memory in order, each a
        fresh dict, the journal's lines laid over them. Only for an index this code
        validated or wrote (``.cache/validated``) in write_index's layout; else None."""
        try:
            journal, key, raw = self._read_stored()
        except OSError:
            return None
        if self._validated() != key:
            return None
        layout = _index_layout(raw)
        if layout is None:
            return None
        head, chunks = layout
        entries = journal_entries(journal, self.root / JOURNAL, head.get("txn")) if journal else []
        for entry in entries:
            head["nextId"] = max(head["nextId"], entry["nextId"])
        return head, _laid_over(map(orjson.loads, chunks), *_journal_changes(entries)), journal

    def _read_stored(self) -> tuple[bytes, list[int], bytes]:
        """(index.journal's bytes, index.json's stamp, index.json's bytes), the journal read
        first: a compaction between the two reads then leaves journal lines that name the
        old index, which are skipped, never an old index without them. OSError if
        index.json cannot be read."""
        journal = self._read_journal()
        with open(self.index_path, "rb") as handle:
            return journal, _index_stamp(os.fstat(handle.fileno())), handle.read()

    def _read_journal(self) -> bytes:
        try:
            return (self.root / JOURNAL).read_bytes()
        except FileNotFoundError:
            return b""
        except OSError as exc:
            raise StoreCorrupt(f"{self.root / JOURNAL} cannot be read ({exc.strerror})") from None

    def key(self) -> list[int]:
        """What identifies the stored state: index.json's and index.journal's stamps (the
        journal's zeros when there is none). Every write changes one or the other."""
        key = _index_stamp(os.stat(self.index_path))
        try:
            return key + _index_stamp(os.stat(self.root / JOURNAL))
        except FileNotFoundError:
            return key + [0, 0, 0, 0]

    def _validated(self) -> list[int] | None:
        try:
            return orjson.loads((self.root / CACHE / VALIDATED).read_bytes())
        except (OSError, orjson.JSONDecodeError):
            return None

    def _mark_validated(self, key: list[int]) -> None:
        # Derived data (no fsync): lost or garbled, it only costs one full validation.
        try:
            (self.root / CACHE).mkdir(exist_ok=True)
            atomic_write(self.root / CACHE / VALIDATED, orjson.dumps(key), durable=False)
        except OSError:
            pass

    def snapshot(self) -> dict:
        """The current index for reading, with any hand edits picked up first.

        Lock-free unless the Markdown folders differ from the index (or a write crashed
        half-way), in which case it syncs under the lock and returns the synced state.
        """
        data = self.load()
        self.verified_scan = None
        if not (self.root / PENDING).exists():
            scan = self.scan(data)
            if not scan.changed:
                self.verified_scan = scan  # the listing that matched the index (search cache)
                return data
        with self.transaction(thorough=True) as txn:
            pass
        if not txn.committed:  # only unreadable files: the listing its scan checked stands
            self.verified_scan = self.last_scan
        return txn.data

    def _list_folder(self, domain: str) -> tuple[list[str], list[os.stat_result], list[str], tuple, list[str]]:
        """A domain folder's visible ``.md`` regular files in name order with their lstat, the
        names of symbolic links among them (which are never memories), the folder's stamp
        taken before listing it (folder_stamp) and every visible ``.md`` name listed. A file
        removed while we look is simply not listed. Raises FileNotFoundError /
        NotADirectoryError for a missing folder or a file in its place.

        listdir plus one lstat per name relative to the folder's fd: about a third cheaper
        than scandir's DirEntry.stat() (measured at 10,000 files).
        """
        fd = os.open(self.root / domain, os.O_RDONLY | os.O_DIRECTORY)
        kept: list[str] = []
        stats: list[os.stat_result] = []
        links: list[str] = []
        try:
            stamp = folder_stamp(os.fstat(fd))
            names = sorted(n for n in os.listdir(fd) if n.endswith(".md") and not n.startswith("."))
            for name in names:
                try:
                    st = os.stat(name, dir_fd=fd, follow_symlinks=False)
                except FileNotFoundError:
                    continue
                if S_ISREG(st.st_mode):
                    kept.append(name)
                    stats.append(st)
                elif S_ISLNK(st.st_mode):
                    links.append(name)
        finally:
            os.close(fd)
        return kept, stats, links, stamp, names

    def folder_stamps(self) -> tuple:
        """Each domain folder's folder_stamp (None for a missing one), in DOMAINS order: four
        stats, no listing. Equal stamps mean no file was added, removed or renamed since;
        a file rewritten in place is caught by file_stamp when it is read (search_cache)."""
        stamps = []
        for domain in memory_file.DOMAINS:
            try:
                st = os.stat(self.root / domain)
            except OSError:
                stamps.append(None)
                continue
            stamps.append(folder_stamp(st) if S_ISDIR(st.st_mode) else None)
        return tuple(stamps)

    def files_fingerprint(self) -> bytes:
        """A digest of the domain folders' listing: name, mode, mtime, ctime and size of
        every visible .md regular file (what scan looks at), in name order.

        Any hand edit, addition, removal or rename changes it, so a derived cache that
        records the fingerprint it was verified with can tell it is still current with
        one lstat per file and no reads: 0.3 s at 100,000 files on this machine, which is
        why readers take it at most every few seconds (search_cache.SWEEP_SECONDS).
        Writers compute the same digest from their scan plus the files they wrote
        (scan_listings, then listing_fingerprint: search_cache._verified_listing).
        """
        listings: dict[str, tuple[list[str], list[tuple]] | None] = {}
        for domain in memory_file.DOMAINS:
            try:
                names, stats, *_ = self._list_folder(domain)
            except (FileNotFoundError, NotADirectoryError):  # a missing folder matches nothing
                listings[domain] = None
                continue
            listings[domain] = (names, list(map(stat_row, stats)))
        return listing_fingerprint(listings)

    def scan(self, data: dict) -> FileScan:
        """Compare the domain folders with the index. Reads files only when their stat changed."""
        result = FileScan()
        cache = self._read_file_cache()
        present: dict[str, os.stat_result] = {}
        missing: set[str] = set()
        for domain in memory_file.DOMAINS:
            folder = self.root / domain
            try:
                names, stats, links, stamp, listed = self._list_folder(domain)
            except FileNotFoundError:
                missing.add(domain)
                continue
            except NotADirectoryError:
                raise StoreCorrupt(
                    f"{folder} is a file, not a domain folder; nothing was changed "
                    "(run doctor.py --repair to move it to lost+found/)"
                ) from None
            result.folders[domain] = (names, list(map(stat_row, stats)))
            result.stamps[domain], result.listed[domain] = stamp, listed
            for name, st in zip(names, stats, strict=True):
                present[f"{domain}/{name}"] = st
            for name in links:
                if os.path.isfile(folder / name):
                    # may point anywhere; path_of would refuse it and stop every command
                    self.notes.append(f"ignored {folder / name}: a symbolic link (memories are plain files)")
        result.stats = {relpath: stat_row(st) for relpath, st in present.items()}
        result.missing = missing
        claimed: set[str] = set()
        misses: set[str] = set()  # entries not taken from the cache as they were (files read)
        hashes = result.hashes
        for record in data["memories"]:
            relpath = record.get("file")
            if not relpath:
                result.unwritten.append(record)
                continue
            claimed.add(relpath)
            stat = present.get(relpath)
            if stat is None and relpath.split("/", 1)[0] in missing:
                # A whole folder gone is damage, not a person forgetting memories one by one.
                result.unhoused.append(record)
                continue
            if stat is None:
                result.deleted.append(record)
                continue
            cached = cache.get(relpath)
            if cached and cached[0] == stat.st_mtime_ns and cached[1] == stat.st_size:  # _hash's hit, inlined
                hashes[relpath] = cached
                digest, raw = cached[2], None
            else:
                digest, raw = self._hash(relpath, stat, cache, hashes)
                misses.add(relpath)
            if digest != record.get("fileHash"):
                result.edited.append((record, relpath, raw if raw is not None else self.path_of(relpath).read_bytes()))
        for relpath, stat in present.items():
            if relpath not in claimed:
                raw = self.path_of(relpath).read_bytes()
                result.hashes[relpath] = [stat.st_mtime_ns, stat.st_size, content_hash(raw)]
                result.added.append((relpath, raw))
                misses.add(relpath)
        # Every other entry is the cache's own, unchanged. The cache is only a stat -> hash
        # shortcut, so it is not rewritten (100,000 entries at 100k) when all that differs is
        # a few files new to it, such as the ones the last captures wrote: each costs one read.
        unchanged = len(result.hashes) - len(misses)
        slack = min(FILE_CACHE_SLACK, len(cache) // 100)  # small stores: always kept whole
        if unchanged != len(cache) or len(misses) > slack or any(m in cache for m in misses):
            self._write_file_cache(result.hashes)
        return result

    def _hash(self, relpath: str, stat: os.stat_result, cache: dict, out: dict) -> tuple[str, bytes | None]:
        cached = cache.get(relpath)
        if cached and cached[0] == stat.st_mtime_ns and cached[1] == stat.st_size:
            out[relpath] = cached
            return cached[2], None
        raw = self.path_of(relpath).read_bytes()
        out[relpath] = [stat.st_mtime_ns, stat.st_size, content_hash(raw)]
        return out[relpath][2], raw

    def _read_file_cache(self) -> dict:
        try:
            cache = orjson.loads((self.root / CACHE / FILE_CACHE).read_bytes())
        except (OSError, orjson.JSONDecodeError):
            return {}
        return cache if isinstance(cache, dict) else {}

    def _write_file_cache(self, hashes: dict) -> None:
        # Derived data: losing it only costs re-hashing the files next time.
        try:
            (self.root / CACHE).mkdir(exist_ok=True)
            atomic_write(self.root / CACHE / FILE_CACHE, orjson.dumps(hashes), durable=False)
        except OSError:
            pass

    # ------------------------------------------------------------------ writing
    @contextmanager
    def transaction(self, thorough: bool = False) -> Iterator[Transaction]:
        """Lock, recover, load, sync hand edits; yield a Transaction; commit on success.

        Hand edits: the folders are scanned (every file's stat) unless the search cache
        shows that nothing was added, removed or renamed and every file was checked in the
        last few seconds (search_cache.verified_scan); then each memory is checked against
        its file only when the transaction changes it (Transaction.settle). ``thorough``
        always scans (a reader that found an edit, doctor).

        If the body raises, nothing is written (hand edits picked up on the way in are
        picked up again next time).
        """
        with self.locked():
            eligible = not thorough and not self.rewrite_missing and not (self.root / PENDING).exists()
            scan = None
            if eligible:
                from hippocampus import search_cache

                before = self.key()  # under the lock: the state this transaction reads
                scan = search_cache.verified_scan(self, before)
            if scan is not None and scan.source is not None and self._journal_appendable():
                # Nothing to recover, nothing changed by hand: records come from the search
                # cache as they are asked for, and the commit appends to index.journal.
                self._remove_index_temps()
                txn = Transaction(self, scan.source.head(), LazyRecords(scan.source))
                txn.derived["search"] = scan.source.decoded
            else:
                data = self.load()
                if self._recover(data):
                    data = self.load()
                before = self.key()
                txn = Transaction(self, data)
                if scan is not None and scan.source is not None and scan.source.key != before:
                    scan = None
                if scan is None:
                    scan = self.scan(data)
            self.last_scan = scan
            txn.sync_files(scan)
            yield txn
            txn.commit()
            if txn.committed:
                from hippocampus import search_cache

                search_cache.refresh(self, txn, before, scan)

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Hold memory/.lock (every write, and doctor's checks); StoreBusy after the timeout."""
        self.require()
        if self.lock_timeout is None:  # a bad HIPPOCAMPUS_LOCK_TIMEOUT stops writers only
            raise InvalidInput(
                f"HIPPOCAMPUS_LOCK_TIMEOUT={os.environ.get('HIPPOCAMPUS_LOCK_TIMEOUT')!r} is not a number of seconds (>= 0)"
            )
        busy = StoreBusy(
            f"{self.root / LOCK} is held by another hippocampus process; gave up after "
            f"{self.lock_timeout:g} s and changed nothing (set HIPPOCAMPUS_LOCK_TIMEOUT to wait longer)"
        )
        try:
            fd = _flock(self.root / LOCK, self.lock_timeout)
        except TimeoutError:
            raise busy from None
        except OSError as exc:  # a .lock that is a folder, or not ours to open
            raise StoreBusy(f"{self.root / LOCK} cannot be locked ({exc.strerror}); changed nothing") from None
        if fd is not None:
            try:
                yield
            finally:
                os.close(fd)  # releases the flock
            return
        from filelock import FileLock, Timeout  # no flock on this file system: filelock's fallback

        lock = FileLock(str(self.root / LOCK), timeout=self.lock_timeout)
        try:
            lock.acquire()
        except Timeout:
            raise busy from None
        except OSError as exc:
            raise StoreBusy(f"{self.root / LOCK} cannot be locked ({exc.strerror}); changed nothing") from None
        try:
            yield
        finally:
            lock.release()

    def _recover(self, data: dict) -> bool:
        """Finish a write that committed its index but crashed before moving its files,
        or throw away one that crashed before committing. True if files were moved."""
        self._remove_index_temps()
        pending_root = self.root / PENDING
        if not pending_root.exists():
            return False
        import shutil

        moved = False
        for folder in sorted(pending_root.iterdir()):
            if folder.name == data.get("txn") or folder.name in self.journal_txns:
                _apply_ops(self, folder)
                moved = True
            shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(pending_root, ignore_errors=True)
        return moved

    def _remove_index_temps(self) -> None:
        """Temp files of an index write that was killed; only ever made under this lock."""
        for name in os.listdir(self.root):
            if name.startswith(f".{INDEX}.") and name.endswith(".tmp"):
                try:
                    os.unlink(self.root / name)
                except FileNotFoundError:
                    pass

    # ------------------------------------------------------------------ repairs (doctor.py)
    def restore_index(self, replacement: dict) -> Path | None:
        """Put ``replacement`` (the parsed backup, or an empty index to rebuild from the
        files) in place of an unreadable index.json, which is kept as index.json.corrupt-<time>.

        Returns where the bad index was kept, or None if index.json turned out readable.
        A pending write is kept in lost+found/ rather than rolled back, since the bad
        index may have been the one naming it.
        """
        with self.locked():
            try:
                self.load()
                return None
            except StoreCorrupt:
                pass
            import shutil

            stamp = self.now.strftime("%Y%m%dT%H%M%SZ")
            kept = _unused(self.root / f"{INDEX}.corrupt-{stamp}")
            try:
                os.link(self.index_path, kept)  # index.json exists at every moment, even on a crash
            except OSError:
                shutil.copyfile(self.index_path, kept)
            pending = self.root / PENDING
            if pending.exists():
                target = _unused(self.root / LOST / f"pending-{stamp}")
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(pending, target)
            journal = self.root / JOURNAL
            if journal.exists():
                # It extends the bad index, not this one; but its lines hold whole records,
                # the latest of each memory written since: salvage them, keep its bytes.
                replacement = orjson.loads(orjson.dumps(replacement))
                replacement.setdefault("memories", [])
                replacement.setdefault("nextId", 1)
                try:
                    _apply_journal(replacement, journal.read_bytes(), journal, salvage=True)
                except OSError:
                    pass
                target = _unused(self.root / LOST / f"{JOURNAL}-{stamp}")
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(journal, target)
            replacement = dict(replacement, txn=os.urandom(16).hex())
            atomic_write(self.index_path, orjson.dumps(replacement, option=orjson.OPT_INDENT_2) + b"\n")
            return kept

    def move_aside(self, relpath: str) -> Path:
        """Move what blocks every command (a file where a domain folder belongs) to lost+found/."""
        with self.locked():
            source = self.path_of(relpath)
            target = _unused(self.root / LOST / relpath)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
            return target

    def make_folders(self) -> list[Path]:
        """Create any missing domain folder; returns the ones made."""
        made = []
        for domain in memory_file.DOMAINS:
            folder = self.root / domain
            if not folder.is_dir():
                folder.mkdir()
                made.append(folder)
        return made

    def clear_cache(self) -> bool:
        """Delete memory/.cache (derived data; the next command rebuilds it)."""
        folder = self.root / CACHE
        if not folder.exists():
            return False
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
        return not folder.exists()

    def remove_stale(self, paths: list[Path]) -> list[Path]:
        """Delete temp files a killed write left behind; under the lock, so none is in use."""
        removed = []
        with self.locked():
            for path in paths:
                try:
                    os.unlink(path)
                    removed.append(path)
                except FileNotFoundError:
                    pass
        return removed

    def write_core(self, text: str) -> Path:
        """Write <workspace>/HIPPOCAMPUS_CORE.md atomically (derived: regenerated from the index)."""
        path = self.workspace / "HIPPOCAMPUS_CORE.md"
        atomic_write(path, text.encode("utf-8"))
        return path

    def read_state(self, name: str) -> dict:
        """A small JSON state file under memory/.state/ (transcript watermarks); {} when absent.

        An unreadable one also gives {} (noted): for watermarks that means reading the
        transcripts again, which dedupe absorbs, rather than never capturing again.
        """
        path = self.root / STATE / name
        try:
            value = orjson.loads(path.read_bytes())
        except FileNotFoundError:
            return {}
        except (OSError, orjson.JSONDecodeError) as exc:
            self.notes.append(f"ignored unreadable state file {path} ({exc}); starting from empty")
            return {}
        return value if isinstance(value, dict) else {}

    def write_state(self, name: str, value: dict) -> Path:
        """Replace memory/.state/<name> atomically (the store must exist)."""
        self.require()
        folder = self.root / STATE
        folder.mkdir(exist_ok=True)
        path = folder / name
        atomic_write(path, orjson.dumps(value, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n")
        return path

    def _journal_appendable(self) -> bool:
        """index.journal may take another line: it is small and its last line is whole."""
        try:
            return os.stat(self.root / JOURNAL).st_size <= JOURNAL_LIMIT and not self.journal_cut()
        except FileNotFoundError:
            return True
        except OSError:
            return False

    def journal_cut(self) -> bool:
        """index.journal ends in a line without its newline (a write killed mid-append)."""
        try:
            with open(self.root / JOURNAL, "rb") as handle:
                size = os.fstat(handle.fileno()).st_size
                if size == 0:
                    return False
                handle.seek(size - 1)
                return handle.read(1) != b"\n"
        except FileNotFoundError:
            return False

    def append_journal(self, line: bytes) -> None:
        """Append one whole line to index.journal and make it durable: the commit point of
        a write that did not rewrite index.json (Transaction._commit_journal)."""
        path = self.root / JOURNAL
        created = not path.exists()
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
        try:
            _write_all(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)
        if created:
            _fsync_dir(self.root)

    def replace_index(self, tmp: Path) -> None:
        """Put a fully written, fsynced temp file in place of index.json (the commit point),
        keeping the old one as index.json.bak, then drop the journal it folded in."""
        self._link_backup()
        written = os.stat(tmp)
        os.replace(tmp, self.index_path)
        _fsync_dir(self.root)
        self._mark_written(written)
        self.drop_journal()

    def drop_journal(self) -> None:
        """After index.json was written whole: its journal is in it (and names the old
        index as its base, so it would be skipped anyway)."""
        try:
            os.unlink(self.root / JOURNAL)
        except FileNotFoundError:
            pass

    def write_index(self, data: dict) -> None:
        """Replace index.json atomically, keeping the previous one as index.json.bak."""
        raw = orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n"
        self._link_backup()
        self._mark_written(atomic_write(self.index_path, raw))

    def _mark_written(self, written: os.stat_result) -> None:
        """index.json was just replaced by the file ``written`` stats, made from validated
        records: mark it validated, with the stat taken now (the rename moved its ctime)."""
        try:
            now = os.stat(self.index_path)
        except OSError:
            return
        if now.st_ino == written.st_ino:  # still ours
            self._mark_validated(_index_stamp(now))

    def _link_backup(self) -> None:
        """The current index.json becomes index.json.bak (a hard link: no copy)."""
        if self.index_path.exists():
            link = self.root / f".{BACKUP}.{os.getpid()}.tmp"
            try:
                try:
                    os.unlink(link)
                except FileNotFoundError:
                    pass
                os.link(self.index_path, link)  # the old inode lives on as the backup: no copy
            except OSError:
                import shutil

                shutil.copyfile(self.index_path, link)
            os.replace(link, self.root / BACKUP)
            # rename() between two links of one inode does nothing and keeps both; that is
            # the case after a crash between the line above and the one below.
            try:
                os.unlink(link)
            except FileNotFoundError:
                pass


def _apply_journal(data: dict, raw: bytes, path: Path, salvage: bool = False) -> set[str]:
    """Apply index.journal's lines that extend this index (their "base" is its "txn") to
    ``data``, in order; returns their txns (see journal_entries)."""
    entries = journal_entries(raw, path, data.get("txn"), salvage)
    if entries:
        data["memories"] = list(_laid_over(data["memories"], *_journal_changes(entries)))
    for entry in entries:
        data["nextId"] = max(data["nextId"], entry["nextId"])
        data["lastUpdated"] = entry.get("lastUpdated", data.get("lastUpdated"))
    return {entry["txn"] for entry in entries}


def _journal_changes(entries: list[dict]) -> tuple[dict[str, dict], set[str]]:
    """What journal entries do, taken in order: the latest version of every memory they
    set (in the order each was first set) and the ids they removed."""
    changed: dict[str, dict] = {}
    dropped: set[str] = set()
    for entry in entries:
        for record in entry["set"]:
            changed[record["id"]] = record
        for memory_id in entry["drop"]:
            changed.pop(memory_id, None)
            dropped.add(memory_id)
    return changed, dropped


def _laid_over(records, changed: dict[str, dict], dropped: set[str]):
    """``records`` in order with ``changed`` laid over them: each one changed replaced where
    it stands, the dropped left out, and the changed ones not among them (new) after, in
    their order. Consumes ``changed``."""
    for record in records:
        memory_id = record["id"]
        if memory_id not in dropped:
            yield changed.pop(memory_id, record)
    yield from changed.values()


def journal_entries(raw: bytes, path: Path, base, salvage: bool = False) -> list[dict]:
    """index.journal's entries that extend the index whose txn is ``base``, checked, in
    order. A last line without its newline is a write that was cut off (never committed)
    and is skipped; any other line that does not read back is damage, named, as for
    index.json. ``salvage`` (doctor, restoring an older index): every whole line counts
    whatever its base, and damaged ones are skipped."""
    entries: list[dict] = []
    for number, line in enumerate(raw.split(b"\n")[:-1], start=1):  # [-1]: b"" or a cut-off write
        problem = None
        try:
            entry = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            entry, problem = None, f"not valid JSON ({exc})"
        if entry is not None and not (
            isinstance(entry, dict)
            and isinstance(entry.get("txn"), str)
            and isinstance(entry.get("nextId"), int)
            and isinstance(entry.get("set"), list)
            and isinstance(entry.get("drop"), list)
        ):
            problem = "not a journal entry"
        if problem is None and entry.get("base") != base and not salvage:
            continue  # written on top of an earlier index.json: already in this one
        for record in () if problem else entry["set"]:
            if not isinstance(record, dict) or not memory_file.valid_id(record.get("id")):
                problem = "a memory without a valid id"
            else:
                problem = record_problem(record)
            if problem:
                break
        if problem is None and not all(memory_file.valid_id(i) for i in entry["drop"]):
            problem = "a removal without a valid id"
        if problem and salvage:
            continue
        if problem:
            raise StoreCorrupt(
                f"{path}: line {number} is damaged ({problem}); nothing was changed "
                "(run doctor.py --repair: it rebuilds the index from the Markdown files)"
            )
        entries.append(entry)
    return entries


def _index_layout(raw: bytes):
    """index.json as write_index lays it out (orjson, two-space indent): its other fields
    (a dict) and an iterator over each memory's bytes, or None for any other layout. A
    memory's lines are indented four spaces or more and no JSON string holds a newline, so
    the lines "    }," and "  ]" can only be where a memory and the list end."""
    opening = raw.find(b'\n  "memories": [')
    if opening < 0 or raw[:2] != b"{\n":
        return None
    start = opening + len(b'\n  "memories": [')
    if raw[start : start + 1] == b"]":  # no memories
        end = start
        rest = start + 1
    else:
        end = raw.find(b"\n  ]", start)
        if end < 0 or raw[start : start + 6] != b"\n    {":
            return None
        rest = end + 4
    try:
        head = orjson.loads(raw[:opening] + b'\n  "memories": []' + raw[rest:])
    except orjson.JSONDecodeError:
        return None
    if not isinstance(head, dict) or not isinstance(head.get("nextId"), int) or head.get("memories") != []:
        return None  # (head keeps "memories": [] where the list was: the keys' order is kept)

    def records():
        view = memoryview(raw)
        at = start + 1
        while at < end:
            stop = raw.find(b"\n    },\n    {\n", at, end)
            stop = end if stop < 0 else stop + 6
            yield view[at:stop]
            at = stop + 2

    return head, records()


def _index_stamp(st: os.stat_result) -> list[int]:
    """What identifies one version of index.json: inode (every write replaces it), mtime,
    ctime (which no tool can set back) and size."""
    return [st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size]


_CONTENDED = frozenset({errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK})


def _flock(path: Path, timeout: float) -> int | None:
    """Open ``path`` (made if missing) and take an exclusive flock on it, polling every 50 ms
    up to ``timeout`` seconds, as filelock's FileLock does (and interoperating with it), but
    without its ~15 ms import. The fd holds the lock until closed; TimeoutError when still
    held by another process; None when this file system has no flock."""
    import fcntl
    import time

    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except OSError as exc:
            if exc.errno not in _CONTENDED:
                os.close(fd)
                if exc.errno == errno.ENOSYS:
                    return None
                raise
        left = deadline - time.monotonic()
        if left <= 0:
            os.close(fd)
            raise TimeoutError(path)
        time.sleep(min(0.05, left))


def _lock_timeout(raw: str | None) -> float | None:
    """Seconds to wait for the lock from the environment; None when it is not a finite number >= 0
    (filelock would take a negative one as "wait forever")."""
    if raw is None or not raw.strip():
        return DEFAULT_LOCK_TIMEOUT
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if 0 <= value < float("inf") else None


def _unused(path: Path) -> Path:
    """``path``, or ``path.1``, ``path.2``... whichever does not exist yet."""
    candidate, n = path, 0
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.{n}")
    return candidate


def _apply_ops(store: Store, folder: Path) -> None:
    """Move a committed write's files into place and delete what it deleted. Idempotent."""
    try:
        ops = orjson.loads((folder / "ops.json").read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return
    for op in ops:
        if op[0] == "write":
            source = folder / op[1]
            if source.exists():
                target = store.path_of(op[2])
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(source, target)
        elif op[0] == "delete":
            try:
                os.unlink(store.path_of(op[1]))
            except FileNotFoundError:
                pass
    for domain in memory_file.DOMAINS:
        _fsync_dir(store.root / domain)


class LazyRecords:
    """A transaction's records, read from the search cache only as they are asked for
    (``source``: search_cache.WriterSource), with what the transaction adds, changes and
    removes kept beside them; the journal line of the commit is made from those. Anything
    that needs every record (iteration) loads the whole index first (``materialize``),
    and from then on this forwards to that dict and the commit rewrites index.json."""

    def __init__(self, source):
        self.source = source
        self.loaded: dict[str, dict] = {}  # read from the cache (and maybe changed)
        self.added: dict[str, dict] = {}  # new, in creation order
        self.dropped: set[str] = set()  # removed from the cached ones
        self.full: dict[str, dict] | None = None  # once materialized
        self.materialize = None  # set by the Transaction: loads everything into .full

    def get(self, memory_id, default=None):
        if self.full is not None:
            return self.full.get(memory_id, default)
        record = self.loaded.get(memory_id) or self.added.get(memory_id)
        if record is not None:
            return record
        if memory_id in self.dropped:
            return default
        number = self.source.number(memory_id)
        if number is None:
            return default
        record = self.loaded[memory_id] = self.source.record(number)
        return record

    def __getitem__(self, memory_id):
        record = self.get(memory_id)
        if record is None:
            raise KeyError(memory_id)
        return record

    def __contains__(self, memory_id) -> bool:
        if self.full is not None:
            return memory_id in self.full
        if memory_id in self.added or memory_id in self.loaded:
            return True
        return memory_id not in self.dropped and self.source.number(memory_id) is not None

    def __setitem__(self, memory_id, record) -> None:
        if self.full is not None:
            self.full[memory_id] = record
        elif memory_id in self.loaded or (memory_id not in self.dropped and self.source.number(memory_id) is not None):
            self.loaded[memory_id] = record
        else:
            self.added[memory_id] = record

    def __delitem__(self, memory_id) -> None:
        if self.pop(memory_id, None) is None:
            raise KeyError(memory_id)

    def pop(self, memory_id, default=None):
        if self.full is not None:
            return self.full.pop(memory_id, default)
        if memory_id in self.added:
            return self.added.pop(memory_id)
        record = self.get(memory_id)
        if record is None:
            return default
        self.loaded.pop(memory_id, None)
        self.dropped.add(memory_id)
        return record

    def __len__(self) -> int:
        if self.full is not None:
            return len(self.full)
        return self.source.total - len(self.dropped) + len(self.added)

    def _all(self) -> dict[str, dict]:
        if self.full is None:
            self.materialize()
        return self.full

    def __iter__(self):
        return iter(self._all())

    def values(self):
        return self._all().values()

    def items(self):
        return self._all().items()

    def keys(self):
        return self._all().keys()


class Transaction:
    """A working copy of the index under the lock. Change records through its methods;
    ``commit`` (called by Store.transaction) writes files and index crash-safely."""

    def __init__(self, store: Store, data: dict, records: LazyRecords | None = None):
        self.store = store
        self.data = data
        self.now = store.now
        self.records: dict[str, dict] | LazyRecords
        if records is None:
            self.records = {r["id"]: r for r in data["memories"]}
        else:
            self.records = records
            records.materialize = self._materialize
        self.writes: dict[str, bytes] = {}  # relpath -> bytes
        self.deletes: set[str] = set()
        self.unsynced: dict[str, str] = {}  # id -> why its hand-edited file could not be read
        self.dirty = False
        self.discarded = False
        self.committed = False  # set once commit writes the index (derived caches then refresh)
        # Ids of the records changed in place (every change goes through the methods below),
        # so the search cache re-derives only these (and new ones) instead of diffing all.
        self.touched: set[str] = set()
        self.rescored: set[str] = set()  # ids whose "importance" alone apply_decay changed
        self.derived: dict = {}  # scratch for derived caches (search_cache keeps what it decoded)
        self.settled: set[str] = set()  # ids checked against their files (settle)
        self.streamed: Path | None = None  # a whole new index.json written by stream_decay

    def discard(self) -> None:
        """Write nothing when the transaction ends (dry runs)."""
        self.discarded = True

    @property
    def lazy(self) -> bool:
        """Records come from the search cache and the commit appends to index.journal."""
        return isinstance(self.records, LazyRecords) and self.records.full is None

    def _materialize(self) -> None:
        """Load the whole index (it is the state the cache showed: same key, under the
        lock) and lay this transaction's changes over it; the commit then writes it whole."""
        lazy = self.records
        full = self.store.load()
        # The records read from the cache are the objects callers hold: they stand in.
        laid = _laid_over(full["memories"], {**lazy.loaded, **lazy.added}, lazy.dropped)
        ordered = {record["id"]: record for record in laid}
        head = {key: value for key, value in self.data.items() if key != "memories"}
        head["nextId"] = max(full["nextId"], self.data["nextId"])
        full.update(head)
        self.data = full
        lazy.full = ordered

    @property
    def notes(self) -> list[str]:
        return self.store.notes

    def get(self, memory_id: str) -> dict:
        record = self.records.get(memory_id)
        if record is None:
            raise UnknownMemory(f"unknown memory id {memory_id!r} (no such memory in {self.store.index_path})")
        return record

    def settle(self, record: dict) -> None:
        """Before changing a memory on a quick scan (taken from the search cache, not the
        disk): check its file, and take a hand edit made in place since every file was
        last checked, as a full scan would have. A no-op after a full scan."""
        scan = self.store.last_scan
        memory_id = record["id"]
        if scan is None or not scan.quick or memory_id in self.settled or not record.get("file"):
            return
        self.settled.add(memory_id)
        relpath = record["file"]
        path = self.store.root / relpath
        try:
            st = os.stat(path, follow_symlinks=False)
        except FileNotFoundError:  # removed in the last instant; the next command sees it
            self.unsynced[memory_id] = f"{path} has just disappeared"
            return
        if stat_row(st) == scan.stats.get(relpath):
            return
        raw = path.read_bytes()
        if content_hash(raw) != record.get("fileHash"):
            self.sync_files(FileScan(edited=[(record, relpath, raw)]))

    def new_id(self) -> str:
        """The next id: a counter kept in the index, so ids are never reused."""
        number = self.data["nextId"]
        while format_id(number) in self.records:
            number += 1
        self.data["nextId"] = number + 1
        return format_id(number)

    # -------------------------------------------------------------- changes
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
        """Add a memory and its file."""
        stamp = iso(self.now)
        record = {
            "id": memory_id or self.new_id(),
            "domain": domain,
            "category": category,
            "content": content,
            "importance": round(importance, scoring.DIGITS),
            "created": created or stamp,
            "lastAccessed": stamp,
            "timesReinforced": 0,
            "keywords": keywords if keywords else extract_keywords(content),
            "source": source,
            "baseImportance": round(importance, scoring.DIGITS),
            "decayFrom": self.now.date().isoformat(),
            "updated": stamp,
        }
        self.records[record["id"]] = record
        self._write_file(record)
        self.dirty = True
        return record

    def update(self, memory_id: str, **fields) -> dict:
        """Change what a memory says (content, category, domain, keywords, source,
        importance); rewrites its file. A hand-edited file that could not be read is
        never overwritten."""
        record = self.get(memory_id)
        self.settle(record)
        if memory_id in self.unsynced:
            raise InvalidInput(f"{memory_id}: {self.unsynced[memory_id]}; fix the file first, it was not overwritten")
        if "importance" in fields:
            importance = round(fields.pop("importance"), scoring.DIGITS)
            record.update(importance=importance, baseImportance=importance, decayFrom=self.now.date().isoformat())
        if "content" in fields and "keywords" not in fields:
            fields["keywords"] = extract_keywords(fields["content"])
        record.update(fields)
        record["updated"] = iso(self.now)
        self._write_file(record)
        self.dirty = True
        return record

    def reinforce(self, memory_id: str, rate: float = scoring.REINFORCE_RATE) -> dict:
        """One use: importance up by ``rate`` of its gap to 1; index only, no file rewrite."""
        record = self.get(memory_id)
        self.settle(record)
        self.touched.add(memory_id)
        value = scoring.reinforced(current_importance(record, self.now), rate)
        record.update(
            importance=value,
            baseImportance=value,
            decayFrom=self.now.date().isoformat(),
            lastAccessed=iso(self.now),
            timesReinforced=int(record.get("timesReinforced") or 0) + 1,
        )
        self.dirty = True
        return record

    def apply_decay(self) -> list[dict]:
        """Store every memory's importance as of today; returns the records that changed."""
        changed = []
        today = _decayer(self.now)
        for record in self.records.values():
            value = today(record)
            if value != record["importance"]:
                record["importance"] = value
                changed.append(record)
                self.rescored.add(record["id"])
        self.data["decayLastRun"] = iso(self.now)
        self.dirty = True
        return changed

    def stream_decay(self, threshold: float) -> dict | None:
        """Decay on a lazy transaction without holding every record: index.json (one this
        code validated or wrote, in its own layout) is read one record at a time, the
        journal's lines are laid over it, today's importance is stored in each, and the
        result goes straight to a temp file that the commit puts in place of index.json
        (folding the journal in). Returns what decay reports, plus the records at or above
        ``threshold`` (the core file's); None when the index cannot be streamed (then the
        caller decays the materialized records)."""
        if not self.lazy or self.records.loaded or self.records.added or self.records.dropped:
            return None
        store = self.store
        streamed = store.iter_index()
        if streamed is None:
            return None
        head, records, journal = streamed
        if head.get("txn") != self.data.get("txn"):
            return None
        head["nextId"] = max(head["nextId"], self.data["nextId"])
        # In the order apply_decay and commit set them, so the bytes are a whole write's.
        head["decayLastRun"] = head["lastUpdated"] = iso(self.now)
        head["version"] = SCHEMA_VERSION
        if journal:  # folded in: a txn of its own, so the journal's lines never apply again
            head["txn"] = os.urandom(16).hex()
        marker = orjson.dumps(head, option=orjson.OPT_INDENT_2)
        before, _, after = marker.partition(b'"memories": []')
        del head["memories"]
        fd, tmp = _open_temp(store.index_path)
        out = bytearray(before + b'"memories": [')
        today = _decayer(self.now)
        count = changed = 0
        candidates: list[dict] = []
        core: list[dict] = []

        def emit(record: dict) -> None:
            nonlocal count, changed
            value = today(record)
            if value != record["importance"]:
                record["importance"] = value
                changed += 1
            if scoring.tier(value) == "archive":
                candidates.append(record)
            if value >= threshold:
                core.append(record)
            out.extend(b",\n    " if count else b"\n    ")
            out.extend(orjson.dumps(record, option=orjson.OPT_INDENT_2).replace(b"\n", b"\n    "))
            count += 1
            if len(out) > 1 << 20:
                _write_all(fd, out)
                del out[:]

        try:
            for record in records:
                emit(record)
            out.extend(b"\n  ]" if count else b"]")
            out.extend(after)
            out.extend(b"\n")
            _write_all(fd, out)
            os.fsync(fd)
        except BaseException:
            os.close(fd)
            os.unlink(tmp)
            raise
        os.close(fd)
        self.data = head
        self.streamed = tmp
        self.dirty = True
        return {"memories": count, "changed": changed, "candidates": candidates, "core": core}

    def archive(self, memory_id: str, reason: str) -> dict:
        """Move a memory out of the index into memory/archive/ (its file goes with it)."""
        record = self.get(memory_id)
        self.settle(record)
        if memory_id in self.unsynced:
            raise InvalidInput(f"{memory_id}: {self.unsynced[memory_id]}; fix the file first, it was not moved")
        del self.records[memory_id]
        self._archive_file(record, reason)
        if record.get("file"):
            self._delete_file(record["file"])
        self.dirty = True
        return record

    def purge(self, memory_id: str) -> list[str]:
        """Remove a memory for good: its index entry, its file and any archived copy."""
        removed = []
        record = self.records.pop(memory_id, None)
        if record is not None:
            if record.get("file"):
                self._delete_file(record["file"])
            removed.append("index")
        for path in self.archived_files(memory_id):
            self._delete_file(path)
            removed.append(path)
        if not removed:
            raise UnknownMemory(f"unknown memory id {memory_id!r}: not in {self.store.index_path} nor in the archive")
        self.dirty = True
        return removed

    def set_aside(self, relpath: str) -> str:
        """Move a file that cannot be placed (unreadable, not a memory) to lost+found/; a
        memory whose hand-edited file could not be read gets its indexed version back, so
        nothing is forgotten and the person's bytes are kept. Returns the new relpath."""
        raw = self.store.path_of(relpath).read_bytes()
        target_rel, n = f"{LOST}/{relpath}", 0
        while target_rel in self.writes or (self.store.root / target_rel).exists():
            n += 1
            target_rel = f"{LOST}/{relpath}.{n}"
        self.writes[target_rel] = raw
        owner = next((r for r in self.records.values() if r.get("file") == relpath), None)
        if owner is not None:
            self.unsynced.pop(owner["id"], None)
            self._write_file(owner)
        else:
            self._delete_file(relpath)
        self.dirty = True
        return target_rel

    def archived_files(self, memory_id: str) -> list[str]:
        root = self.store.root / ARCHIVE
        if not root.exists():
            return []
        return sorted(
            str(path.relative_to(self.store.root))
            for path in root.rglob(f"{memory_id}*.md")
            if path.name == f"{memory_id}.md" or path.name.startswith(f"{memory_id}-")
        )

    # -------------------------------------------------------------- files
    def _write_file(self, record: dict) -> None:
        relpath = record.get("file")
        wanted_folder = record["domain"]
        if not relpath or relpath.split("/", 1)[0] != wanted_folder:
            if relpath:
                self._delete_file(relpath)
            relpath = f"{wanted_folder}/{record['id']}-{memory_file.slug(record['content'])}.md"
        record["file"] = relpath
        self.touched.add(record["id"])
        raw = memory_file.render(record).encode("utf-8")
        record["fileHash"] = content_hash(raw)
        record["fileImportance"] = round(float(record["importance"]), 2)
        self.writes[relpath] = raw
        self.deletes.discard(relpath)

    def _delete_file(self, relpath: str) -> None:
        self.writes.pop(relpath, None)
        self.deletes.add(relpath)

    def _archive_file(self, record: dict, reason: str) -> None:
        relpath = f"{ARCHIVE}/{record['domain']}/{record['id']}-{memory_file.slug(record['content'])}.md"
        live = dict(record, importance=current_importance(record, self.now))
        extra = {
            "archived": iso(self.now),
            "reason": reason,
            "lastAccessed": record.get("lastAccessed"),
            "timesReinforced": record.get("timesReinforced", 0),
        }
        self.writes[relpath] = memory_file.render(live, extra).encode("utf-8")

    # -------------------------------------------------------------- hand edits
    def sync_files(self, scan: FileScan) -> None:
        """Pick up what a person changed in the Markdown folders since our last write."""
        root = self.store.root
        if scan.unhoused and not self.store.rewrite_missing:
            folder = root / scan.unhoused[0]["file"].split("/", 1)[0]
            raise StoreCorrupt(
                f"{folder} is missing but {self.store.index_path} lists {len(scan.unhoused)} memories there; "
                "nothing was changed (run doctor.py --repair to rewrite their files from the index)"
            )
        for record in scan.unhoused:
            self._write_file(record)
            self.dirty = True
            self.notes.append(f"{record['id']}: rewrote its file {root / record['file']} from the index")
        for record in scan.unwritten:
            self._write_file(record)
            self.dirty = True
        moved_from: dict[str, dict] = {}
        for record in scan.deleted:
            moved_from[record["id"]] = record
        for relpath, raw in sorted(scan.added):
            where = str(root / relpath)
            try:
                fields = memory_file.parse(raw.decode("utf-8"), where)
            except UnicodeDecodeError:
                self.notes.append(f"skipped {where}: not UTF-8 text")
                continue
            except InvalidInput as exc:
                self.notes.append(f"skipped {exc}")
                continue
            folder_domain = relpath.split("/", 1)[0]
            memory_id = fields.get("id")
            if memory_id in moved_from:
                record = moved_from.pop(memory_id)
                record["file"] = relpath
                self._take_edit(record, relpath, raw, fields, folder_domain)
                self.notes.append(f"{memory_id}: file moved to {where}")
                continue
            content = normalize_content(fields.get("content", ""))
            if not content:
                self.notes.append(f"skipped {where}: it has no text")
                continue
            if memory_id and memory_id not in self.records:
                self.data["nextId"] = max(self.data["nextId"], id_number(memory_id) + 1)
            else:
                memory_id = None
            from hippocampus.signals import detect_signals, suggested_importance

            importance = fields.get("importance", suggested_importance(detect_signals(content)))
            record = self.create(
                content,
                fields.get("domain", folder_domain),
                fields.get("category", "general"),
                importance,
                fields.get("keywords"),
                fields.get("source") or f"file:{relpath}",
                fields.get("created"),
                memory_id,
            )
            if record["file"] != relpath:
                self._delete_file(relpath)
            self.notes.append(f"{record['id']}: added from hand-written file {where} (now {root / record['file']})")
        for record in moved_from.values():
            del self.records[record["id"]]
            self._archive_file(record, "its file was deleted by hand")
            self.dirty = True
            self.notes.append(
                f"{record['id']}: forgotten, its file {root / record['file']} was deleted (copy kept in archive/)"
            )
        for record, relpath, raw in scan.edited:
            where = str(root / relpath)
            try:
                fields = memory_file.parse(raw.decode("utf-8"), where)
            except UnicodeDecodeError:
                self.unsynced[record["id"]] = f"{where} is not UTF-8 text"
                self.notes.append(f"ignored hand edit: {where} is not UTF-8 text (the indexed version is used)")
                self._distrust(scan, relpath)
                continue
            except InvalidInput as exc:
                self.unsynced[record["id"]] = str(exc)
                self.notes.append(f"ignored hand edit: {exc} (the indexed version is used)")
                self._distrust(scan, relpath)
                continue
            self._take_edit(record, relpath, raw, fields, relpath.split("/", 1)[0])
            self.notes.append(f"{record['id']}: picked up hand edit of {where}")

    def _distrust(self, scan: FileScan, relpath: str) -> None:
        scan.distrust(relpath)
        last = self.store.last_scan
        if last is not None and last is not scan:  # settle's one-file scan: the transaction's too
            last.distrust(relpath)

    def _take_edit(self, record: dict, relpath: str, raw: bytes, fields: dict, folder_domain: str) -> None:
        self.touched.add(record["id"])
        content = normalize_content(fields.get("content", ""))
        if content and content != record["content"]:
            record["content"] = content
            if "keywords" not in fields or fields["keywords"] == record.get("keywords"):
                fields["keywords"] = extract_keywords(content)
        for key in ("category", "keywords", "source"):
            if key in fields:
                record[key] = fields[key]
        domain = fields.get("domain", folder_domain)
        # Moved into another domain's folder with the frontmatter untouched: the move is the edit.
        moved = domain == record["domain"] != folder_domain
        if moved:
            domain = folder_domain
        if "importance" in fields and round(fields["importance"], 2) != record.get("fileImportance"):
            value = round(fields["importance"], scoring.DIGITS)
            record.update(importance=value, baseImportance=value, decayFrom=self.now.date().isoformat())
            record["fileImportance"] = round(value, 2)
        record["updated"] = iso(self.now)
        record["fileHash"] = content_hash(raw)
        self.dirty = True
        if domain != folder_domain:
            # The person changed the domain in the frontmatter: move the file to match.
            record["domain"] = domain
            self._write_file(record)
        else:
            record["domain"] = folder_domain
            if moved:
                self._write_file(record)  # its frontmatter names the folder it now lives in

    # -------------------------------------------------------------- commit
    def commit(self) -> None:
        """Write the change so a crash at any point leaves the old or the new state.

        Files go first into .pending/<txn>/ with a list of operations; the index write
        (an atomic replace naming <txn>) is the commit point; then the files move into
        place. A crash before the index write is rolled back by the next writer, one
        after it is rolled forward (Store._recover).
        """
        if self.discarded or (not self.dirty and not self.writes and not self.deletes):
            return
        self.committed = True
        store = self.store
        if self.streamed is not None:
            store.replace_index(self.streamed)
            return
        if self.lazy:
            self._commit_journal()
            return
        self.data["memories"] = list(self.records.values())
        self.data["lastUpdated"] = iso(self.now)
        self.data["version"] = SCHEMA_VERSION
        txn_id = os.urandom(16).hex()
        folder = self._stage(txn_id) if self.writes or self.deletes else None
        # The pending folder's txn names this write; folding a journal in also gets the
        # index a txn of its own, so the journal's lines (which name the old one as their
        # "base") are never applied to it again.
        if folder is not None or (store.root / JOURNAL).exists():
            self.data["txn"] = txn_id
        store.write_index(self.data)
        store.drop_journal()
        self._finish(folder)

    def _commit_journal(self) -> None:
        """The lazy commit: the same staged files, and one line appended to index.journal
        (the records this transaction created or changed, the ids it removed) as the
        commit point instead of a new index.json."""
        store, lazy = self.store, self.records
        self.data["lastUpdated"] = iso(self.now)
        txn_id = os.urandom(16).hex()
        changed = [lazy.loaded[i] for i in sorted(self.touched) if i in lazy.loaded]
        entry = {
            "base": self.data.get("txn"),
            "txn": txn_id,
            "nextId": self.data["nextId"],
            "lastUpdated": self.data["lastUpdated"],
            "set": [*changed, *lazy.added.values()],
            "drop": sorted(lazy.dropped),
        }
        folder = self._stage(txn_id) if self.writes or self.deletes else None
        store.append_journal(orjson.dumps(entry) + b"\n")
        self._finish(folder)

    def _finish(self, folder: Path | None) -> None:
        """After the commit point: move the staged files into place (Store._recover does
        it instead if we die first)."""
        if folder is None:
            return
        _apply_ops(self.store, folder)
        import shutil

        shutil.rmtree(self.store.root / PENDING, ignore_errors=True)

    def _stage(self, txn_id: str) -> Path:
        """Put the files of this write in .pending/<txn>/ with the list of what goes where."""
        store = self.store
        folder = store.root / PENDING / txn_id
        for relpath in (*self.writes, *self.deletes):
            store.path_of(relpath)  # refuse anything outside the memory folder before writing at all
        folder.mkdir(parents=True)
        ops: list[list[str]] = []
        for n, (relpath, raw) in enumerate(sorted(self.writes.items())):
            store.path_of(relpath)  # refuses anything outside the memory folder
            name = f"{n}.md"
            with open(folder / name, "wb") as handle:
                handle.write(raw)
                handle.flush()
                os.fsync(handle.fileno())
            ops.append(["write", name, relpath])
        ops.extend(["delete", relpath] for relpath in sorted(self.deletes))
        atomic_write(folder / "ops.json", orjson.dumps(ops))
        _fsync_dir(folder)
        return folder
