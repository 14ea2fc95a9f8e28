"""The search cache: a prebuilt SearchIndex beside the store, so recall and load-core need
not parse index.json nor tokenize every memory on each run.

Derived data, always rebuildable from index.json: ``memory/.cache/search.bin`` (marshal:
postings, per-memory numbers, record offsets) and ``memory/.cache/records.bin`` (every
record as compact JSON, read one slice per result). It is used only when all of these hold,
otherwise it is rebuilt from ``Store.snapshot()`` (which also picks up hand edits):

- its format version and ``search.INDEX_FORMAT`` match this code;
- index.json's (st_ino, st_mtime_ns, st_size) equal the ones it was built from (every write
  replaces index.json, so any write changes them);
- the Markdown folders' listing (name, mtime_ns, size of every file; ``Store.files_fingerprint``)
  equals the one taken before the store was last verified against its files, so a file
  edited, added or removed by hand since then sends this run down the full sync path;
- no write is pending (a crashed write must be settled first);
- the payload's CRC32 matches, and each record read back has its CRC32 and id.

Anything else (missing, stale, truncated, garbage) is rebuilt, never trusted. Writes go
through store.atomic_write, so a reader sees the old or the new cache, never a mix.
"""

from __future__ import annotations

import marshal
import math
import os
import zlib
from array import array

import orjson

from hippocampus import search
from hippocampus.store import CACHE, INDEX, PENDING, atomic_write

FORMAT = 1
SEARCH_FILE = "search.bin"
RECORDS_FILE = "records.bin"


class CacheInvalid(Exception):
    """The cache cannot be used; rebuild it."""


class _Postings:
    """term -> (memory numbers, weighted tf), decoded from bytes only for the terms asked."""

    def __init__(self, raw: dict[str, tuple[bytes, bytes]], total: int):
        self.raw = raw
        self.total = total
        self.decoded: dict[str, tuple[array, array]] = {}

    def __contains__(self, term: str) -> bool:
        return term in self.raw

    def get(self, term: str, default=None):
        entry = self.decoded.get(term)
        if entry is not None:
            return entry
        raw = self.raw.get(term)
        if raw is None:
            return default
        numbers, tfs = array("L"), array("d")
        numbers.frombytes(raw[0])
        tfs.frombytes(raw[1])
        if len(numbers) != len(tfs) or (numbers and max(numbers) >= self.total):
            raise CacheInvalid(f"postings of {term!r} are inconsistent")
        self.decoded[term] = (numbers, tfs)
        return self.decoded[term]

    def __getitem__(self, term: str):
        entry = self.get(term)
        if entry is None:
            raise KeyError(term)
        return entry


class _Records:
    """Memory number -> record dict, read from records.bin one slice at a time and checked."""

    def __init__(self, path, offsets: array, crcs: array, ids: list[str]):
        self.path = path
        self.offsets = offsets
        self.crcs = crcs
        self.ids = ids
        self.blob: bytes | None = None
        self.reads = 0
        self.cache: dict[int, dict] = {}

    def __call__(self, number: int) -> dict:
        record = self.cache.get(number)
        if record is not None:
            return record
        start, end = self.offsets[number], self.offsets[number + 1]
        self.reads += 1
        if self.blob is None and self.reads > 256:  # many wanted (load-core): one read of all
            with open(self.path, "rb") as handle:
                self.blob = handle.read()
        if self.blob is not None:
            raw = self.blob[start:end]
        else:
            with open(self.path, "rb") as handle:
                handle.seek(start)
                raw = handle.read(end - start)
        if zlib.crc32(raw) != self.crcs[number]:
            raise CacheInvalid(f"record {number} fails its checksum")
        record = orjson.loads(raw)
        if record.get("id") != self.ids[number]:
            raise CacheInvalid(f"record {number} is not {self.ids[number]}")
        self.cache[number] = record
        return record


def _index_key(store) -> list[int] | None:
    try:
        st = os.stat(store.root / INDEX)
    except OSError:
        return None
    return [st.st_ino, st.st_mtime_ns, st.st_size]


def _encode(index: search.SearchIndex, records: list[dict], key: list[int], fingerprint: bytes) -> tuple[bytes, bytes]:
    # One growing buffer: keeping 100,000 separate orjson outputs alive costs ~6x their
    # size in RSS (each keeps its over-allocated buffer; measured 600 MB at 100k).
    blob = bytearray()
    offsets = array("Q", [0])
    crcs = array("L")
    for record in records:
        raw = orjson.dumps(record)
        blob += raw
        offsets.append(len(blob))
        crcs.append(zlib.crc32(raw))
    payload = marshal.dumps(
        {
            "ids": index.ids,
            "lengths": index.lengths.tobytes(),
            "base": index.base.tobytes(),
            "anchor": index.anchor.tobytes(),
            "touched": index.touched.tobytes(),
            "created": index.created.tobytes(),
            "domains": index.domains,
            "postings": {term: (n.tobytes(), t.tobytes()) for term, (n, t) in index.postings.items()},
            "offsets": offsets.tobytes(),
            "crcs": crcs.tobytes(),
        }
    )
    header = marshal.dumps((FORMAT, search.INDEX_FORMAT, key, fingerprint, zlib.crc32(payload), offsets[-1]))
    return len(header).to_bytes(4, "little") + header + payload, bytes(blob)


def _decode(raw: bytes, store, key: list[int], fingerprint: bytes | None) -> search.SearchIndex:
    try:
        size = int.from_bytes(raw[:4], "little")
        fmt, index_format, cached_key, cached_print, crc, records_size = marshal.loads(raw[4 : 4 + size])
    except (ValueError, EOFError, TypeError) as exc:
        raise CacheInvalid(f"unreadable header ({exc})") from None
    if fmt != FORMAT or index_format != search.INDEX_FORMAT:
        raise CacheInvalid("another format")
    if cached_key != key or (fingerprint is not None and cached_print != fingerprint):
        raise CacheInvalid("stale")
    payload = raw[4 + size :]
    if zlib.crc32(payload) != crc:
        raise CacheInvalid("checksum mismatch")
    records_path = store.root / CACHE / RECORDS_FILE
    try:
        if os.stat(records_path).st_size != records_size:
            raise CacheInvalid("records.bin has the wrong size")
        body = marshal.loads(payload)
        ids = body["ids"]
        arrays = {}
        for name, code in (
            ("lengths", "d"),
            ("base", "d"),
            ("anchor", "l"),
            ("touched", "l"),
            ("created", "l"),
            ("offsets", "Q"),
            ("crcs", "L"),
        ):
            arrays[name] = array(code)
            arrays[name].frombytes(body[name])
        total = len(ids)
        if (
            any(len(arrays[n]) != total for n in ("lengths", "base", "anchor", "touched", "created", "crcs"))
            or len(arrays["offsets"]) != total + 1
            or len(body["domains"]) != total
        ):
            raise CacheInvalid("arrays disagree in length")
    except (OSError, ValueError, EOFError, TypeError, KeyError) as exc:
        raise CacheInvalid(f"unreadable body ({exc})") from None
    records = _Records(records_path, arrays["offsets"], arrays["crcs"], ids)
    return search.SearchIndex(
        ids,
        arrays["lengths"],
        arrays["base"],
        arrays["anchor"],
        arrays["touched"],
        arrays["created"],
        body["domains"],
        _Postings(body["postings"], total),
        records,
    )


def with_index(store, use):
    """``use(index)`` on the store's SearchIndex; if a cached record turns out bad while it
    is read, the cache is rebuilt and ``use`` runs again on the fresh index."""
    try:
        return use(load_index(store))
    except CacheInvalid:
        return use(load_index(store, trust_cache=False))


def load_index(store, trust_cache: bool = True) -> search.SearchIndex:
    """The store's SearchIndex: from the cache when it is provably current, else rebuilt
    from a fresh snapshot (picking up hand edits) and written back for the next run."""
    store.require()
    key = _index_key(store)
    fingerprint = store.files_fingerprint()
    pending = (store.root / PENDING).exists()
    if trust_cache and key is not None and not pending:
        try:
            raw = (store.root / CACHE / SEARCH_FILE).read_bytes()
            return _decode(raw, store, key, fingerprint)
        except (OSError, CacheInvalid):
            pass
    data = store.snapshot()
    records = data["memories"]
    index = search.SearchIndex.build(records)
    if not pending and key is not None and _index_key(store) == key:
        write(store, index, records, key, fingerprint)
    return index


def write(store, index: search.SearchIndex, records: list[dict], key: list[int], fingerprint: bytes) -> None:
    """Write the cache (derived data: a failure only costs a rebuild next time)."""
    search_bytes, records_bytes = _encode(index, records, key, fingerprint)
    try:
        folder = store.root / CACHE
        folder.mkdir(exist_ok=True)
        # records.bin first: a search.bin naming a records.bin of another size is refused.
        atomic_write(folder / RECORDS_FILE, records_bytes)
        atomic_write(folder / SEARCH_FILE, search_bytes)
    except OSError:
        pass


# ---------------------------------------------------------------- near-duplicates for capture
def duplicate_finder(txn) -> search.DuplicateFinder:
    """A DuplicateFinder for a transaction: served from the cache's postings when the cache
    was built from exactly the index this transaction loaded (same index.json stat, and the
    transaction has not changed anything yet, hand edits included), else built by
    tokenizing every memory (search.DuplicateFinder)."""
    store = txn.store
    if not (txn.dirty or txn.writes or txn.deletes):
        key = _index_key(store)
        try:
            raw = (store.root / CACHE / SEARCH_FILE).read_bytes()
            # The transaction's own scan just checked the files against the index, so the
            # listing fingerprint is not needed here; the index stat pins the content.
            index = _decode(raw, store, key, None)
            if index.total == len(txn.records):
                return CachedDuplicateFinder(index, txn.records)
        except (OSError, CacheInvalid):
            pass
    return search.DuplicateFinder(txn.records.values())


class CachedDuplicateFinder(search.DuplicateFinder):
    """DuplicateFinder over the cache's postings: finds the same best match without
    tokenizing the store. Candidates come from the postings of the query's rarest words'
    stems (a superset of the memories sharing those words; prefix filtering holds for any
    order of the new text's words); each candidate is checked on its current text."""

    def __init__(self, index: search.SearchIndex, records: dict[str, dict]):
        self.index = index
        self.live = records  # the transaction's records: current text of every memory
        self.sets: dict[str, frozenset[str]] = {}
        self.postings: dict[str, set[str]] = {}  # words of memories added in this run
        self.records: dict[str, dict] = {}  # memories added in this run
        self.removed: set[str] = set()

    def add(self, record: dict) -> None:
        memory_id = record["id"]
        self.removed.discard(memory_id)
        words = frozenset(search.tokens(record["content"]))
        self.sets[memory_id] = words
        self.records[memory_id] = record
        for word in words:
            self.postings.setdefault(word, set()).add(memory_id)

    def remove(self, memory_id: str) -> None:
        for word in self.sets.pop(memory_id, ()):
            self.postings.get(word, set()).discard(memory_id)
        self.records.pop(memory_id, None)
        self.removed.add(memory_id)

    def _words(self, memory_id: str) -> frozenset[str] | None:
        words = self.sets.get(memory_id)
        if words is None:
            record = self.live.get(memory_id)
            if record is None:
                return None
            words = self.sets[memory_id] = frozenset(search.tokens(record["content"]))
        return words

    def find(self, content: str) -> dict | None:
        new = set(search.tokens(content))
        if not new:
            return None
        # Undecoded postings when from the cache (their byte length orders words as well).
        raw = getattr(self.index.postings, "raw", self.index.postings)

        def frequency(word: str) -> int:
            entry = raw.get(search.stem(word))
            return len(entry[0]) if entry else 0

        keep = len(new) - math.ceil(search.DUPLICATE_THRESHOLD * len(new)) + 1
        candidates: set[str] = set()
        for word in sorted(new, key=lambda w: (frequency(w), w))[:keep]:
            entry = self.index.postings.get(search.stem(word))
            if entry is not None:
                ids = self.index.ids
                candidates.update(ids[number] for number in entry[0])
            candidates.update(self.postings.get(word, ()))
        best, best_score = None, 0.0
        for memory_id in sorted(candidates - self.removed):
            words = self._words(memory_id)
            if words is None:
                continue
            score = search.token_similarity(new, set(words))
            if score >= search.DUPLICATE_THRESHOLD and score > best_score:
                best, best_score = self.records.get(memory_id) or self.live[memory_id], score
        return best
