"""The search cache: a prebuilt SearchIndex beside the store, so recall and load-core need
not parse index.json nor tokenize every memory on each run.

Derived data, always rebuildable from index.json: ``memory/.cache/search.bin`` (marshal:
postings, per-memory numbers, record offsets) and ``memory/.cache/records.bin`` (every
record as compact JSON, read one slice per result). It is used only when all of these hold,
otherwise it is rebuilt from ``Store.snapshot()`` (which also picks up hand edits):

- its format version and ``search.INDEX_FORMAT`` match this code;
- index.json's (st_ino, st_mtime_ns, st_size) equal the ones it was built from (every write
  replaces index.json, so any write changes them);
- the Markdown folders' listing (name, mode, mtime, ctime, size of every visible .md file;
  ``Store.files_fingerprint``) equals the one the store was last verified against (taken
  before a rebuild's sync, or a writer's scan plus the files it wrote), so a file edited,
  added or removed by hand since then sends this run down the full sync path;
- no write is pending (a crashed write must be settled first);
- the payload's CRC32 matches, and each record read back has its CRC32 and id.

Anything else (missing, stale, truncated, garbage) is rebuilt, never trusted. Writers
patch it after each commit (``refresh``) when only a few memories changed. Writes go
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

    def expect(self, count: int) -> None:
        """``count`` records are about to be read: past 256, one read of the whole file now
        rather than 256 small ones first."""
        if count > 256 and self.blob is None:
            with open(self.path, "rb") as handle:
                self.blob = handle.read()

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


def _append(parts: tuple[bytearray, array, array], raw: bytes) -> None:
    """Add one record's JSON to (buffer, offsets, CRC32s)."""
    blob, offsets, crcs = parts
    blob += raw  # in place: a bytearray
    offsets.append(len(blob))
    crcs.append(zlib.crc32(raw))


def _dump_records(
    records: list[dict], parts: tuple[bytearray, array, array] | None = None
) -> tuple[bytearray, array, array]:
    """Every record as compact JSON in one buffer, with offsets and CRC32s (appended to
    ``parts`` when given)."""
    # One growing buffer: keeping 100,000 separate orjson outputs alive costs ~6x their
    # size in RSS (each keeps its over-allocated buffer; measured 600 MB at 100k).
    parts = parts or (bytearray(), array("Q", [0]), array("L"))
    for record in records:
        _append(parts, orjson.dumps(record))
    return parts


def _encode(
    index: search.SearchIndex, records: list[dict], key: list[int], fingerprint: bytes
) -> tuple[bytes, bytearray]:
    blob, offsets, crcs = _dump_records(records)
    postings = {term: (n.tobytes(), t.tobytes()) for term, (n, t) in index.postings.items()}
    return _pack(index, postings, offsets, crcs, key, fingerprint), blob  # a bytearray: no 2nd copy


def _pack(index, postings: dict, offsets: array, crcs: array, key: list[int], fingerprint: bytes) -> bytes:
    payload = marshal.dumps(
        {
            "ids": index.ids,
            "lengths": index.lengths.tobytes(),
            "base": index.base.tobytes(),
            "anchor": index.anchor.tobytes(),
            "touched": index.touched.tobytes(),
            "created": index.created.tobytes(),
            "domains": bytes(index.domains),
            "postings": postings,
            "offsets": offsets.tobytes(),
            "crcs": crcs.tobytes(),
        }
    )
    header = marshal.dumps((FORMAT, search.INDEX_FORMAT, key, fingerprint, zlib.crc32(payload), offsets[-1]))
    return len(header).to_bytes(4, "little") + header + payload


def _decode(raw: bytes, store, key: list[int], fingerprint: bytes | None) -> search.SearchIndex:
    try:
        size = int.from_bytes(raw[:4], "little")
        fmt, index_format, cached_key, cached_print, crc, records_size = marshal.loads(raw[4 : 4 + size])
    except (ValueError, EOFError, TypeError) as exc:
        raise CacheInvalid(f"unreadable header ({exc})") from None
    if fmt != FORMAT or index_format != search.INDEX_FORMAT:
        raise CacheInvalid("another format")
    if callable(fingerprint):  # computed only when everything cheaper already matches
        fingerprint = fingerprint() if cached_key == key else None
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
    is read, the cache is rebuilt and ``use`` runs again on the fresh index. Without the
    cyclic GC meanwhile (store._gc_paused: decoding and reading records only makes data)."""
    from hippocampus.store import _gc_paused

    with _gc_paused():
        try:
            return use(load_index(store))
        except CacheInvalid:
            return use(load_index(store, trust_cache=False))


def load_index(store, trust_cache: bool = True) -> search.SearchIndex:
    """The store's SearchIndex: from the cache when it is provably current, else rebuilt
    from a fresh snapshot (picking up hand edits) and written back for the next run."""
    store.require()
    key = _index_key(store)
    pending = (store.root / PENDING).exists()
    if trust_cache and key is not None and not pending:
        try:
            raw = (store.root / CACHE / SEARCH_FILE).read_bytes()
            # The listing is checked only once the rest matches (a rebuild scans anyway).
            return _decode(raw, store, key, store.files_fingerprint)
        except (OSError, CacheInvalid):
            pass
    data = store.snapshot()
    records = data["memories"]
    index = search.SearchIndex.build(records)
    scan = store.verified_scan  # None when the snapshot had hand edits to sync: not verified
    if scan is not None and not pending and key is not None and _index_key(store) == key:
        from hippocampus.store import scan_fingerprint

        write(store, index, records, key, scan_fingerprint(scan))
    return index


def write(store, index: search.SearchIndex, records: list[dict], key: list[int], fingerprint: bytes) -> None:
    """Write the cache (derived data: a failure only costs a rebuild next time)."""
    search_bytes, records_bytes = _encode(index, records, key, fingerprint)
    try:
        folder = store.root / CACHE
        folder.mkdir(exist_ok=True)
        # records.bin first: a search.bin naming a records.bin of another size is refused.
        atomic_write(folder / RECORDS_FILE, records_bytes, durable=False)
        atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)
    except OSError:
        pass


# ---------------------------------------------------------------- writers keep it current
# A write that changes few memories patches the cache instead of leaving the next recall a
# full rebuild (seconds at 100,000 memories). Past this share it is left stale and rebuilt.
REFRESH_LIMIT = 0.05


def refresh(store, txn, before_key: list[int], scan) -> None:
    """After a commit: bring the cache from the index this transaction read to the one it
    wrote, re-deriving only the memories whose JSON changed, and record the folders'
    listing as the scan saw it plus the files this transaction wrote. Any doubt (cache
    not current before, memories removed or reordered, too many changed, a missing
    folder) leaves it stale, so the next reader rebuilds it. Never fails the write."""
    try:
        _refresh(store, txn, before_key, scan)
    except (OSError, CacheInvalid, ValueError, KeyError, TypeError):
        pass  # derived data: the next recall rebuilds it


def _refresh(store, txn, before_key: list[int], scan) -> None:
    folder = store.root / CACHE
    if scan.missing or (store.root / PENDING).exists():
        return
    records = txn.data["memories"]
    limit = max(50, REFRESH_LIMIT * len(records))
    touched = txn.touched  # ids of every record the transaction changed (or may have)
    if len(touched) > limit:  # not worth patching
        return
    # Decay changes only "importance", which nothing in search.bin derives from: those
    # records are re-dumped into records.bin, however many, and nothing is re-derived.
    rescored = txn.rescored - touched
    decoded = txn.derived.pop("search", None)  # duplicate_finder's, if it read the cache
    if decoded is not None and decoded[0] == before_key:
        old_raw, old = decoded[1], decoded[2]
    else:
        old_raw = (folder / SEARCH_FILE).read_bytes()
        old = _decode(old_raw, store, before_key, None)
    total = old.total
    current_ids = [record["id"] for record in records]
    if len(records) < total or current_ids[:total] != old.ids:
        return
    old_offsets, old_crcs = old.record.offsets, old.record.crcs
    if len(touched) + len(rescored) <= 8:
        number_of = current_ids.index
    else:
        number_of = dict(zip(current_ids, range(len(current_ids)), strict=True)).__getitem__
    live = txn.records
    touched_numbers = {number_of(memory_id) for memory_id in touched if memory_id in live}
    rescored_numbers = {number_of(memory_id) for memory_id in rescored if memory_id in live}
    candidates = sorted(n for n in touched_numbers | rescored_numbers if n < total)
    if candidates or len(records) > total:
        old_blob = (folder / RECORDS_FILE).read_bytes()
        if len(old_blob) != old_offsets[total]:
            raise CacheInvalid("records.bin changed under us")
    elif os.stat(folder / RECORDS_FILE).st_size != old_offsets[total]:  # nothing to read from it
        raise CacheInvalid("records.bin changed under us")
    # Only touched or rescored records can differ; of those, only the ones whose JSON changed count.
    fresh: dict[int, bytes] = {}
    for number in candidates:
        raw = orjson.dumps(records[number])
        if raw != old_blob[old_offsets[number] : old_offsets[number + 1]]:
            fresh[number] = raw
    changed = [*(n for n in fresh if n not in rescored_numbers), *range(total, len(records))]  # to re-derive
    if len(changed) > limit:
        return
    if not fresh and not changed:  # no record's JSON changed (decay on a day that moved nothing, a no-op sync)
        key = _index_key(store)
        if key is None:
            return
        size = int.from_bytes(old_raw[:4], "little")
        header = marshal.loads(old_raw[4 : 4 + size])
        fingerprint = _written_fingerprint(store, txn, scan)
        header = marshal.dumps((*header[:2], key, fingerprint, *header[4:]))
        # records.bin and the payload stay as they are; only the header names the new index.
        atomic_write(
            folder / SEARCH_FILE, len(header).to_bytes(4, "little") + header + old_raw[4 + size :], durable=False
        )
        return
    blob, offsets, crcs = _splice_records(records, total, old_blob, old_offsets, old_crcs, fresh)
    postings = old.postings
    touched_terms: set[str] = set()
    domains = bytearray(old.domains)
    for number in changed:
        record = records[number]
        counts, length = search.document_terms(record)
        if number < total:
            before_raw = old_blob[old_offsets[number] : old_offsets[number + 1]]
            if zlib.crc32(before_raw) != old_crcs[number]:
                raise CacheInvalid(f"record {number} fails its checksum")
            before = orjson.loads(before_raw)
            old_counts, _ = search.document_terms(before)
            if old_counts == counts:
                counts = {}
            else:
                for term in old_counts:
                    numbers, tfs = postings[term]
                    at = numbers.index(number)
                    del numbers[at], tfs[at]
                    touched_terms.add(term)
        else:
            old.ids.append(record["id"])
            for values in (old.lengths, old.base, old.anchor, old.touched, old.created):
                values.append(0)
            domains.append(0)
        for term, tf in counts.items():
            entry = postings.get(term)
            if entry is None:
                entry = postings.decoded[term] = (array("L"), array("d"))
            entry[0].append(number)
            entry[1].append(tf)
            touched_terms.add(term)
        row = search.SearchIndex.numbers(record)
        old.lengths[number] = length
        old.base[number], old.anchor[number], old.touched[number], old.created[number], domains[number] = row
    old.domains = bytes(domains)
    raw_postings = dict(postings.raw)
    for term in touched_terms:
        numbers, tfs = postings.decoded[term]
        if numbers:
            raw_postings[term] = (numbers.tobytes(), tfs.tobytes())
        else:
            raw_postings.pop(term, None)
    key = _index_key(store)
    if key is None:
        return
    search_bytes = _pack(old, raw_postings, offsets, crcs, key, _written_fingerprint(store, txn, scan))
    atomic_write(folder / RECORDS_FILE, blob, durable=False)
    atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)


def _splice_records(
    records: list[dict], total: int, old_blob: bytes, old_offsets: array, old_crcs: array, fresh: dict[int, bytes]
) -> tuple[bytearray, array, array]:
    """What _dump_records(records) gives, reusing the old bytes, offsets and CRC32s of every
    record among the first ``total`` that is not in ``fresh`` (number -> its new JSON);
    records from ``total`` on are new and dumped."""
    view = memoryview(old_blob)
    blob = bytearray()
    offsets = array("Q", [0])
    crcs = array("L")
    start = 0  # first old record not copied yet
    for stop in [*sorted(fresh), total]:
        if stop > start:  # old records start..stop-1, unchanged: one copy, offsets shifted
            shift = len(blob) - old_offsets[start]
            blob += view[old_offsets[start] : old_offsets[stop]]
            moved = old_offsets[start + 1 : stop + 1]
            offsets.extend(moved if not shift else array("Q", [offset + shift for offset in moved]))
            crcs.extend(old_crcs[start:stop])
        if stop < total:
            _append((blob, offsets, crcs), fresh[stop])
        start = stop + 1
    return _dump_records(records[total:], (blob, offsets, crcs))


def _written_fingerprint(store, txn, scan) -> bytes:
    """The listing as this transaction's scan saw it, plus what the transaction wrote:
    what files_fingerprint will find unless someone edits a file meanwhile (then the two
    differ and the reader rebuilds; an edit is never taken as verified)."""
    from stat import S_ISREG

    from hippocampus.store import scan_fingerprint

    changes: dict[str, dict[str, os.stat_result | None]] = {}
    for relpath in set(txn.writes) | set(txn.deletes):
        domain, _, name = relpath.partition("/")
        if domain not in scan.folders or "/" in name:
            continue  # archive/..., not a domain folder
        try:
            st = os.stat(store.root / relpath, follow_symlinks=False)
        except FileNotFoundError:
            st = None
        changes.setdefault(domain, {})[name] = st if st is not None and S_ISREG(st.st_mode) else None
    return scan_fingerprint(scan, changes)


# ---------------------------------------------------------------- near-duplicates for capture
def duplicate_finder(txn) -> search.DuplicateFinder:
    """A DuplicateFinder for a transaction: served from the cache's postings when the cache
    was built from exactly the index this transaction loaded (same index.json stat, and the
    transaction has not changed anything yet, hand edits included); when the cache is stale
    and the transaction is still clean, the cache is rebuilt and serves it; otherwise built
    by tokenizing every memory (search.DuplicateFinder)."""
    store = txn.store
    if not (txn.dirty or txn.writes or txn.deletes):
        key = _index_key(store)
        try:
            raw = (store.root / CACHE / SEARCH_FILE).read_bytes()
            # The transaction's own scan just checked the files against the index, so the
            # listing fingerprint is not needed here; the index stat pins the content.
            index = _decode(raw, store, key, None)
            if index.total == len(txn.records):
                txn.derived["search"] = (key, raw, index)  # refresh patches this one after the commit
                return CachedDuplicateFinder(index, txn.records)
        except (OSError, CacheInvalid):
            pass
        scan = store.last_scan
        if key is not None and scan is not None and not scan.changed and not (store.root / PENDING).exists():
            # Stale or missing (after a forget, or a copied store): rebuild it here, under the
            # lock, from the index this transaction read and the listing its scan verified.
            # Tokenizing every memory is most of that work anyway, and the refresh after the
            # commit then keeps it current, so the next captures need not tokenize again.
            from hippocampus.store import scan_fingerprint

            records = list(txn.records.values())
            index = search.SearchIndex.build(records)
            write(store, index, records, key, scan_fingerprint(scan))
            return CachedDuplicateFinder(index, txn.records)
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
        self.removed.discard(record["id"])
        super().add(record)

    def remove(self, memory_id: str) -> None:
        super().remove(memory_id)
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
        # A duplicate holds every number the new text holds (search.numbers): the rarest
        # one alone gives the candidates, and the prefix words are not needed.
        probe = sorted(new, key=lambda w: (frequency(w), w))
        held = search.numbers(new)
        digits = [w for w in probe if w in held]
        candidates: set[str] = set()
        for word in digits[:1] or probe[:keep]:
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
