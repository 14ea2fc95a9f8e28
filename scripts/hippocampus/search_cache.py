"""The search cache: a prebuilt SearchIndex beside the store, so recall and load-core need
not parse index.json nor tokenize every memory on each run, and small writes need not
parse it either (they read their records from here: WriterSource, Store.LazyRecords).

Derived data, always rebuildable from the index: ``memory/.cache/search.bin`` (marshal:
a header, then per-memory numbers and record offsets, the folders' verified listing, and
the postings) and ``memory/.cache/records.bin`` (every record as compact JSON, read one
slice per result). It is used only when all of these hold:

- its format version and ``search.INDEX_FORMAT`` match this code;
- the stored state's identity (Store.key: index.json's and index.journal's inode, mtime,
  ctime, size) is the one it was built from (every write changes one of them; ctime,
  because a tool can put an mtime back but not a ctime);
- each domain folder's stamp (inode, mtime, ctime: ``Store.folder_stamps``, four stats)
  equals the one last verified, so a file added, removed or renamed by hand since (an
  editor saving by rename included) sends this run down the sync path (FilesChanged);
- every file's stat was checked against the verified listing in the last SWEEP_SECONDS,
  or is checked now (Store.files_fingerprint);
- no write is pending (a crashed write must be settled first);
- each section's CRC32 matches, and each record read back has its CRC32 and id, and its
  Markdown file still has the stat it was verified with, so a file rewritten in place is
  caught as soon as its memory is read: nothing a reader prints is older than its file.

Anything else (missing, stale, truncated, garbage) is rebuilt, never trusted: streamed
from the index when it can (_rebuild_streaming), else from ``Store.snapshot()``. Writers
patch it after each commit (``refresh``), removed memories leaving tombstones. Writes go
through store.atomic_write, so a reader sees the old or the new cache, never a mix.
"""

from __future__ import annotations

import marshal
import math
import os
import time
import zlib
from array import array

import orjson

from hippocampus import search
from hippocampus.memory_file import DOMAINS
from hippocampus.store import CACHE, PENDING, _write_all, atomic_write, folder_stamp

FORMAT = 7
SEARCH_FILE = "search.bin"
RECORDS_FILE = "records.bin"
SWEPT_FILE = "swept"  # (id of search.bin's header, wall-clock ns): when every file last matched it
# A reader re-checks every file's stat (Store.files_fingerprint: 30 ms at 10,000 files,
# 0.3 s at 100,000 on this machine) when the last such check is older than this.
SWEEP_SECONDS = 2.0
FLUSH_BYTES = 1 << 20  # a streaming rebuild writes records.bin out in pieces of this size


class CacheInvalid(Exception):
    """The cache cannot be used; rebuild it."""


class FilesChanged(CacheInvalid):
    """The cache matches the index, but the Markdown folders changed since it was verified:
    syncing them (Store.snapshot) patches it, no rebuild needed."""


class _Postings:
    """term -> (memory numbers, weighted tf), decoded from bytes only for the terms asked.
    ``raw`` (term -> the two arrays' bytes) is unmarshalled from its section of search.bin
    on first use, after its CRC32 is checked: load-core never pays for it."""

    def __init__(self, raw: dict[str, tuple[bytes, bytes]] | None, total: int, section=None):
        self._raw = raw
        self.section = section  # (bytes-like, CRC32) while not yet unmarshalled
        self.total = total
        self.decoded: dict[str, tuple[array, array]] = {}

    @property
    def raw(self) -> dict[str, tuple[bytes, bytes]]:
        if self._raw is None:
            data, crc = self.section
            if zlib.crc32(data) != crc:
                raise CacheInvalid("postings fail their checksum")
            try:
                raw = marshal.loads(data)
            except (ValueError, EOFError, TypeError) as exc:
                raise CacheInvalid(f"unreadable postings ({exc})") from None
            if not isinstance(raw, dict):
                raise CacheInvalid("postings are not a mapping")
            self._raw, self.section = raw, None
        return self._raw

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
    """Memory number -> record dict, read from records.bin one slice at a time and checked:
    its bytes (CRC32), its id, and its file's stat against the one verified (``fstats``:
    mtime, ctime, size per memory). Its ``importance`` is today's, computed from
    baseImportance/decayFrom (records.bin keeps whatever importance a record was dumped
    with: decay changes nothing else, so it does not rewrite records.bin)."""

    def __init__(self, path, offsets: array, crcs: array, ids: list[str], fstats: array, root: str, importance):
        self.path = path
        self.offsets = offsets
        self.crcs = crcs
        self.ids = ids
        self.fstats = fstats
        self.root = root  # the memory folder, ending in a separator
        self.importance = importance  # memory number -> importance today (SearchIndex's arrays)
        self.blob = None  # records.bin mapped, once many records are wanted
        self.reads = 0
        self.cache: dict[int, dict] = {}

    def _map(self) -> None:
        import mmap

        with open(self.path, "rb") as handle:
            # Mapped, not read: only the pages of the records asked for are touched.
            self.blob = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if self.offsets[-1] else b""

    def expect(self, count: int) -> None:
        """``count`` records are about to be read: past 256, map the file now rather than
        make 256 small reads first."""
        if count > 256 and self.blob is None:
            self._map()

    def plain(self, number: int) -> dict:
        """A record for a writer (Store.LazyRecords): checked bytes and id, today's
        importance, a new dict each time; its file is checked by Transaction.settle when
        the writer changes it."""
        if self.blob is None:
            self._map()
        record = self._checked(number, self.blob[self.offsets[number] : self.offsets[number + 1]])
        record["importance"] = self.importance(number)
        return record

    def _checked(self, number: int, raw) -> dict:
        """Record ``number`` from its bytes, which must have its CRC32 and its id."""
        if zlib.crc32(raw) != self.crcs[number]:
            raise CacheInvalid(f"record {number} fails its checksum")
        record = orjson.loads(raw)
        if record.get("id") != self.ids[number]:
            raise CacheInvalid(f"record {number} is not {self.ids[number]}")
        return record

    def __call__(self, number: int) -> dict:
        record = self.cache.get(number)
        if record is not None:
            return record
        start, end = self.offsets[number], self.offsets[number + 1]
        self.reads += 1
        if self.blob is None and self.reads > 256:  # many wanted (load-core): map it
            self._map()
        if self.blob is not None:
            raw = self.blob[start:end]
        else:
            with open(self.path, "rb") as handle:
                handle.seek(start)
                raw = handle.read(end - start)
        record = self._checked(number, raw)
        relpath = record.get("file")
        try:
            st = os.stat(self.root + relpath, follow_symlinks=False)
        except (OSError, TypeError, ValueError):
            raise FilesChanged(f"the file of {self.ids[number]} is gone") from None
        at, fstats = 3 * number, self.fstats
        if st.st_mtime_ns != fstats[at] or st.st_ctime_ns != fstats[at + 1] or st.st_size != fstats[at + 2]:
            raise FilesChanged(f"{relpath} changed since it was verified")
        record["importance"] = self.importance(number)
        self.cache[number] = record
        return record


def _index_key(store) -> list[int] | None:
    """The stored state's identity (Store.key: index.json's and index.journal's stamps)."""
    try:
        return store.key()
    except OSError:
        return None


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


def _file_stats(records: list[dict], stats: dict[str, tuple]) -> array:
    """Per memory, in order, its file's verified (mtime, ctime, size), or -1s for none.
    ``stats``: relpath -> store.stat_row (mode, mtime, ctime, size)."""
    out = array("q")
    get = stats.get
    for record in records:
        row = None if record is None else get(record.get("file"))  # None: a tombstone
        out.extend((-1, -1, -1) if row is None else row[1:])
    return out


def _encode(
    index: search.SearchIndex,
    records: list[dict],
    key: list[int],
    seen: tuple,
    fstats: array,
    listing: bytes,
    head: dict,
) -> tuple[bytes, bytearray]:
    blob, offsets, crcs = _dump_records(records)
    postings = {term: (n.tobytes(), t.tobytes()) for term, (n, t) in index.postings.items()}
    core = _core_section(index, offsets, crcs, fstats)
    return _assemble(key, seen, offsets[-1], core, listing, marshal.dumps(postings), head), blob  # no 2nd copy


def _core_section(index, offsets: array, crcs: array, fstats: array) -> bytes:
    return marshal.dumps(
        {
            "ids": index.ids,
            "lengths": index.lengths.tobytes(),
            "base": index.base.tobytes(),
            "anchor": index.anchor.tobytes(),
            "touched": index.touched.tobytes(),
            "created": index.created.tobytes(),
            "domains": bytes(index.domains),
            "offsets": offsets.tobytes(),
            "crcs": crcs.tobytes(),
            "fstats": fstats.tobytes(),
        }
    )


def _verified_listing(scan, changes=None) -> tuple[bytes, bytes]:
    """(the listing digest, the listing section) of the folders as ``scan`` saw them with
    ``changes`` applied (store.scan_listings), the listings computed once for both."""
    from hippocampus.store import listing_fingerprint, scan_listings

    listings = scan_listings(scan, changes)
    return listing_fingerprint(listings), _listing_section(listings, _others(scan))


def _listing_section(listings: dict[str, tuple[list[str], list[tuple]]], others: dict[str, list[str]]) -> bytes:
    """Each domain folder as last verified: its memory files' names and stat_rows, and the
    other visible .md names in it (symbolic links): what a writer's quick scan starts from."""
    from itertools import chain

    return marshal.dumps(
        {
            domain: (names, array("q", chain.from_iterable(rows)).tobytes(), sorted(others.get(domain, ())))
            for domain, (names, rows) in listings.items()
        }
    )


def _assemble(key, seen: tuple, records_size: int, core, listing, postings, head: dict | None) -> tuple:
    """search.bin: a 4-byte header length, the header (marshal), then the core, listing and
    postings sections, each with its size and CRC32 in the header; ``seen`` is (folder
    stamps, listing digest) as last verified; ``head`` is the index's fields other than
    its memories (nextId, txn...), which a lazy writer starts from."""
    sections = (core, listing, postings)
    header = marshal.dumps(
        {
            "format": FORMAT,
            "index_format": search.INDEX_FORMAT,
            "key": key,
            "stamps": seen[0],
            "digest": seen[1],
            "sections": [(len(part), zlib.crc32(part)) for part in sections],
            "records_size": records_size,
            "head": head,
        }
    )
    return (len(header).to_bytes(4, "little"), header, *sections)  # atomic_write writes them in turn


def _parse(raw) -> tuple[dict, list]:
    """search.bin's header and its sections (views, not copies), unchecked."""
    try:
        size = int.from_bytes(raw[:4], "little")
        header = marshal.loads(raw[4 : 4 + size])
        if header["format"] != FORMAT or header["index_format"] != search.INDEX_FORMAT:
            raise CacheInvalid("another format")
        view = memoryview(raw)
        at, parts = 4 + size, []
        for length, crc in header["sections"]:
            parts.append((view[at : at + length], crc))
            at += length
        if len(parts) != 3 or at != len(raw):
            raise CacheInvalid("sections do not add up")
    except (ValueError, EOFError, TypeError, KeyError, AttributeError) as exc:
        raise CacheInvalid(f"unreadable header ({exc})") from None
    return header, parts


def _checked(part) -> memoryview:
    data, crc = part
    if zlib.crc32(data) != crc:
        raise CacheInvalid("checksum mismatch")
    return data


def _header_id(raw) -> int:
    """The CRC32 of search.bin's header, from its bytes or from _assemble's parts."""
    if isinstance(raw, tuple):
        return zlib.crc32(raw[1])
    size = int.from_bytes(raw[:4], "little")
    return zlib.crc32(raw[4 : 4 + size])


def _swept_at(store, header_id: int) -> int | None:
    """When every file was last checked against this search.bin (its header's id), if
    that was less than SWEEP_SECONDS ago; else None."""
    try:
        swept_id, at = marshal.loads((store.root / CACHE / SWEPT_FILE).read_bytes())
        fresh = swept_id == header_id and 0 <= time.time_ns() - at < SWEEP_SECONDS * 1e9
    except (OSError, ValueError, EOFError, TypeError):
        return None
    return at if fresh else None


def _mark_swept(store, header_id: int, at: int) -> None:
    try:
        atomic_write(store.root / CACHE / SWEPT_FILE, marshal.dumps((header_id, at)), durable=False)
    except OSError:
        pass


def _decode(raw, store, key: list[int], stamps, listing=None) -> search.SearchIndex:
    """The cache as a SearchIndex if it was built from index.json as ``key`` names it and,
    unless they are None (a writer whose own scan just checked the files), from the folders
    as ``stamps`` (or what calling it gives) stamps them and with every file as ``listing``
    (Store.files_fingerprint, called only if no check of it passed in the last
    SWEEP_SECONDS) finds them."""
    header, parts = _parse(raw)
    if header["key"] != key:
        raise CacheInvalid("stale")
    if stamps is not None:
        if callable(stamps):  # taken only when the index matches
            stamps = stamps()
        if header["stamps"] != stamps or None in stamps:
            raise FilesChanged("a file was added, removed or renamed")
    swept = None
    if listing is not None and _swept_at(store, _header_id(raw)) is None:
        swept = time.time_ns()
        if listing() != header["digest"]:
            raise FilesChanged("a file changed")
    core = _checked(parts[0])
    records_size = header["records_size"]
    records_path = store.root / CACHE / RECORDS_FILE
    try:
        if os.stat(records_path).st_size != records_size:
            raise CacheInvalid("records.bin has the wrong size")
        body = marshal.loads(core)
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
            ("fstats", "q"),
        ):
            arrays[name] = array(code)
            arrays[name].frombytes(body[name])
        total = len(ids)
        if (
            any(len(arrays[n]) != total for n in ("lengths", "base", "anchor", "touched", "created", "crcs"))
            or len(arrays["offsets"]) != total + 1
            or len(arrays["fstats"]) != 3 * total
            or len(body["domains"]) != total
        ):
            raise CacheInvalid("arrays disagree in length")
    except (OSError, ValueError, EOFError, TypeError, KeyError) as exc:
        raise CacheInvalid(f"unreadable body ({exc})") from None
    today = store.now.date().toordinal()
    records = _Records(
        records_path,
        arrays["offsets"],
        arrays["crcs"],
        ids,
        arrays["fstats"],
        str(store.root) + os.sep,
        lambda number: index.importance(number, today),
    )
    if swept is not None:
        _mark_swept(store, _header_id(raw), swept)
    postings = _Postings(None, total, parts[2])
    index = search.SearchIndex(
        ids,
        arrays["lengths"],
        arrays["base"],
        arrays["anchor"],
        arrays["touched"],
        arrays["created"],
        body["domains"],
        postings,
        records,
    )
    return index


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


def _mapped(path):
    """A cache file's bytes, mapped rather than read (load-core never touches the postings,
    most of search.bin). Cache files are only ever replaced by rename, never rewritten in
    place, so a mapping keeps the version it was made on."""
    import mmap

    with open(path, "rb") as handle:
        if os.fstat(handle.fileno()).st_size < 8:
            raise CacheInvalid("too short")
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


def load_index(store, trust_cache: bool = True) -> search.SearchIndex:
    """The store's SearchIndex: from the cache when it is provably current, else rebuilt
    from a fresh snapshot (picking up hand edits) and written back for the next run."""
    store.require()
    key = _index_key(store)
    pending = (store.root / PENDING).exists()
    if trust_cache and key is not None and not pending:
        try:
            raw = _mapped(store.root / CACHE / SEARCH_FILE)
            # The folders are stamped only once the index matches (a rebuild scans anyway).
            return _decode(raw, store, key, store.folder_stamps, store.files_fingerprint)
        except FilesChanged:
            pass  # the snapshot below syncs them, and its write patches the cache
        except (OSError, CacheInvalid):
            index = _rebuild_streaming(store, key)
            if index is not None:
                return index
    data = store.snapshot()
    synced = _index_key(store)
    if trust_cache and synced != key and synced is not None:
        # The snapshot synced hand edits in a write, whose refresh patched the cache: use it.
        try:
            return _decode(
                _mapped(store.root / CACHE / SEARCH_FILE), store, synced, store.folder_stamps, store.files_fingerprint
            )
        except (OSError, CacheInvalid):
            pass
    records = data["memories"]
    index = search.SearchIndex.build(records)
    scan = store.verified_scan  # None when the snapshot had hand edits to sync: not verified
    if scan is not None and not pending and key is not None and _index_key(store) == key:
        write(store, index, records, key, scan, data)
    return index


def _rebuild_streaming(store, key: list[int]) -> search.SearchIndex | None:
    """The cache rebuilt without holding every record (~0.5 GB at 100,000 memories
    otherwise): from Store.iter_index, one record at a time, into the postings and a new
    records.bin written as it goes, keeping of each record only what the folder scan
    compares (id, file, fileHash). If the scan finds anything to sync, or the store changed
    meanwhile, None: the caller takes the full path. Returns the index as read back from
    the new cache."""
    from hippocampus.store import _open_temp

    streamed = store.iter_index()
    if streamed is None:
        return None
    head, records, _ = streamed
    folder = store.root / CACHE
    try:
        folder.mkdir(exist_ok=True)
        fd, tmp = _open_temp(folder / RECORDS_FILE)
    except OSError:
        return None
    try:
        builder = search.Builder()
        buffer, offsets, crcs = bytearray(), array("Q", [0]), array("L")
        sketch: list[dict] = []  # what the scan compares, per memory
        for record in records:
            builder.add(record)
            raw = orjson.dumps(record)
            buffer += raw
            offsets.append(offsets[-1] + len(raw))
            crcs.append(zlib.crc32(raw))
            if len(buffer) > FLUSH_BYTES:  # records.bin goes to its temp file as it grows
                _write_all(fd, buffer)
                del buffer[:]
            sketch.append({"id": record["id"], "file": record.get("file"), "fileHash": record.get("fileHash")})
        _write_all(fd, buffer)
        os.close(fd)
        fd = None
        del records, buffer
        scan = store.scan({"memories": sketch})
        scan.hashes = {}  # files.json's, only the scan needs them
        if scan.changed or scan.missing or _index_key(store) != key or (store.root / PENDING).exists():
            return None
        fstats = _file_stats(sketch, scan.stats)
        del sketch
        digest, listing = _verified_listing(scan)
        seen = (tuple(scan.stamps.get(domain) for domain in DOMAINS), digest)
        started = scan.started
        del scan
        core = _core_section(builder.index(None), offsets, crcs, fstats)
        postings = {}
        for term in list(builder.postings):  # each term's arrays freed as its bytes are made
            numbers, tfs = builder.postings.pop(term)
            postings[term] = (numbers.tobytes(), tfs.tobytes())
        del head["memories"]
        search_bytes = _assemble(key, seen, offsets[-1], core, listing, marshal.dumps(postings), head)
        del postings
        os.replace(tmp, folder / RECORDS_FILE)  # first, as write() does
        tmp = None
        atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)
    except OSError:
        return None
    finally:
        if fd is not None:
            os.close(fd)
        if tmp is not None:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
    _mark_swept(store, _header_id(search_bytes), started)
    try:
        return _decode(_mapped(folder / SEARCH_FILE), store, key, None)
    except (OSError, CacheInvalid):
        return None


def _head(data: dict) -> dict:
    return {name: value for name, value in data.items() if name != "memories"}


def write(store, index: search.SearchIndex, records: list[dict], key: list[int], scan, head: dict) -> None:
    """Write the cache for ``records`` as ``scan`` verified them against their files
    (derived data: a failure only costs a rebuild next time); ``head``: the index's other
    fields."""
    digest, listing = _verified_listing(scan)
    seen = (tuple(scan.stamps.get(domain) for domain in DOMAINS), digest)
    fstats = _file_stats(records, scan.stats)
    search_bytes, records_bytes = _encode(index, records, key, seen, fstats, listing, _head(head))
    try:
        folder = store.root / CACHE
        folder.mkdir(exist_ok=True)
        # records.bin first: a search.bin naming a records.bin of another size is refused.
        atomic_write(folder / RECORDS_FILE, records_bytes, durable=False)
        atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)
    except OSError:
        return
    _mark_swept(store, _header_id(search_bytes), scan.started)


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
    lazy = txn.lazy
    touched = txn.touched  # ids of every record the transaction changed (or may have)
    # Decay changes only "importance" (txn.rescored), which readers recompute and nothing
    # in search.bin derives from: those records are left as they are in records.bin.
    decoded = txn.derived.pop("search", None)  # duplicate_finder's, if it read the cache
    if decoded is not None and decoded[0] == before_key:
        old_raw, old = decoded[1], decoded[2]
    else:
        old_raw = (folder / SEARCH_FILE).read_bytes()
        old = _decode(old_raw, store, before_key, None)
    total = old.total
    # Line the transaction's memories up with the cache's numbers: the same order, each
    # removed one leaving a tombstone (None here, search.DEAD in the cache), new ones last.
    if lazy:
        if txn.records.source.index is not old:
            return
        records = _LazyList(txn.records, old)
        removed = sorted(old_number for old_number in map(txn.records.source.number, txn.records.dropped))
        number_of = records.number
    else:
        lined_up = _line_up(txn.data["memories"], old)
        if lined_up is None:
            return
        records, removed, number_of = lined_up
    limit = max(50, REFRESH_LIMIT * len(records))
    if len(touched) > limit or old.dead + len(removed) > limit:  # not worth patching: rebuilt
        return
    old_offsets, old_crcs = old.record.offsets, old.record.crcs
    live = txn.records
    candidates = sorted(n for n in (number_of(memory_id) for memory_id in touched if memory_id in live) if n < total)
    if candidates or removed or len(records) > total:
        if old.record.blob is None:
            old.record._map()  # mapped: only the records looked at are read
        old_blob = old.record.blob
        if len(old_blob) != old_offsets[total]:
            raise CacheInvalid("records.bin changed under us")
    elif os.stat(folder / RECORDS_FILE).st_size != old_offsets[total]:  # nothing to read from it
        raise CacheInvalid("records.bin changed under us")
    # Only touched records can differ; of those, only the ones whose JSON changed count.
    fresh: dict[int, bytes] = {}
    for number in candidates:
        raw = orjson.dumps(records[number])
        if raw != old_blob[old_offsets[number] : old_offsets[number + 1]]:
            fresh[number] = raw
    changed = [*fresh, *range(total, len(records))]  # to re-derive
    if len(changed) > limit:
        return
    seen, stats, listing = _after_commit(store, txn, scan)
    if scan.quick:  # every other file is as the cache last verified it
        fstats = array("q", old.record.fstats)
        fstats.extend([-1, -1, -1] * (len(records) - total))
        for number in (*candidates, *range(total, len(records))):
            row = stats.get(records[number].get("file"))
            fstats[3 * number : 3 * number + 3] = array("q", (-1, -1, -1) if row is None else row[1:])
    else:
        fstats = _file_stats(records, stats)
    key = _index_key(store)
    if key is None:
        return
    head = txn.data if lazy else _head(txn.data)
    _, old_parts = _parse(old_raw)
    if not changed and not removed:  # no record's JSON changed (decay, a no-op sync): the records stay
        # The core section too, unless a file's stat moved with its bytes unchanged (touch).
        core = old_parts[0][0] if fstats == old.record.fstats else _core_section(old, old_offsets, old_crcs, fstats)
        search_bytes = _assemble(key, seen, old_offsets[total], core, listing, old_parts[2][0], head)
        atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)
        _mark_swept(store, _header_id(search_bytes), scan.started)
        return
    spliced = _Splice(records, total, old.record.path, old_offsets, old_crcs, fresh)
    offsets, crcs = spliced.offsets, spliced.crcs
    postings = old.postings
    touched_terms: set[str] = set()
    domains = bytearray(old.domains)

    def cached_terms(number: int) -> dict:
        """A cached memory's term counts, from its checked bytes in the old records.bin."""
        return search.document_terms(
            old.record._checked(number, old_blob[old_offsets[number] : old_offsets[number + 1]])
        )[0]

    def unindex(number: int, old_counts: dict) -> None:
        """Take a cached memory's terms out of the postings."""
        for term in old_counts:
            numbers, tfs = postings[term]
            at = numbers.index(number)
            del numbers[at], tfs[at]
            touched_terms.add(term)

    for number in removed:  # a tombstone: in no postings, never counted, never read
        unindex(number, cached_terms(number))
        old.lengths[number], old.base[number], domains[number] = 0.0, -1.0, search.DEAD
    for number in changed:
        record = records[number]
        counts, length = search.document_terms(record)
        if number < total:
            old_counts = cached_terms(number)
            if old_counts == counts:
                counts = {}
            else:
                unindex(number, old_counts)
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
    core = _core_section(old, offsets, crcs, fstats)
    postings_bytes = marshal.dumps(raw_postings) if touched_terms else old_parts[2][0]
    search_bytes = _assemble(key, seen, offsets[-1], core, listing, postings_bytes, head)
    atomic_write(folder / RECORDS_FILE, spliced.write, durable=False)
    atomic_write(folder / SEARCH_FILE, search_bytes, durable=False)
    _mark_swept(store, _header_id(search_bytes), scan.started)


def _line_up(memories: list[dict], old: search.SearchIndex):
    """A whole transaction's memories against the cache's numbers: (one record or None per
    cache number, then the new ones; the numbers of the memories removed since; id ->
    number), or None when they are not the cache's in order with removals and additions
    at the end only."""
    total = old.total
    current_ids = [record["id"] for record in memories]
    if not old.dead and current_ids[:total] == old.ids:  # the usual case: nothing removed
        number_of = dict(zip(current_ids, range(len(current_ids)), strict=True)).get
        return memories, [], number_of
    by_id = dict(zip(current_ids, memories, strict=True))
    lined: list[dict | None] = []
    removed: list[int] = []
    kept = 0
    for number, memory_id in enumerate(old.ids):
        if old.domains[number] == search.DEAD:
            lined.append(None)
            continue
        record = by_id.get(memory_id)
        if record is None:
            removed.append(number)
        elif kept >= len(current_ids) or current_ids[kept] != memory_id:
            return None  # reordered
        else:
            kept += 1
        lined.append(record)
    lined.extend(memories[kept:])
    numbers = {memory_id: n for n, memory_id in enumerate(old.ids) if memory_id in by_id}
    numbers.update((r["id"], total + k) for k, r in enumerate(memories[kept:]))
    return lined, removed, numbers.get


class _LazyList:
    """A lazy writer's memories as refresh reads them: the cached ones in the cache's order
    (each read only if asked for), then the ones the transaction created."""

    def __init__(self, records, index):
        self.records = records  # Store.LazyRecords
        self.index = index
        self.added = list(records.added.values())
        self._numbers: dict[str, int] | None = None

    def __len__(self) -> int:
        return self.index.total + len(self.added)

    def __getitem__(self, at):
        total = self.index.total
        if isinstance(at, slice):
            if at.start != total or at.stop is not None or at.step is not None:
                raise TypeError("only [total:] is supported")
            return self.added
        return self.records.get(self.index.ids[at]) if at < total else self.added[at - total]

    def number(self, memory_id: str) -> int:
        if self._numbers is None:
            self._numbers = {record["id"]: n for n, record in enumerate(self.added, start=self.index.total)}
        number = self._numbers.get(memory_id)
        return number if number is not None else self.records.source.number(memory_id)


class _Splice:
    """records.bin for ``records``, from the old file: the bytes, offsets and CRC32s of every
    record among the first ``total`` that is not in ``fresh`` (number -> its new JSON) are
    kept, copied file to file by the kernel (copy_file_range: the old records never pass
    through this process's memory, ~57 MB at 100,000); records from ``total`` on are new.
    The offsets and CRC32s are known at once; ``write`` writes the file (atomic_write)."""

    def __init__(self, records, total: int, source, old_offsets: array, old_crcs: array, fresh: dict[int, bytes]):
        self.source = source
        self.old_size = old_offsets[total]
        self.pieces: list = []  # (start, end) of the old file, or new bytes
        offsets = array("Q", [0])
        crcs = array("L")
        size = start = 0  # bytes so far; first old record not kept yet
        for stop in [*sorted(fresh), total]:
            if stop > start:  # old records start..stop-1, unchanged: one range, offsets shifted
                shift = size - old_offsets[start]
                self.pieces.append((old_offsets[start], old_offsets[stop]))
                moved = old_offsets[start + 1 : stop + 1]
                offsets.extend(moved if not shift else array("Q", [offset + shift for offset in moved]))
                crcs.extend(old_crcs[start:stop])
                size += old_offsets[stop] - old_offsets[start]
            if stop < total:
                size = self._add(fresh[stop], size, offsets, crcs)
            start = stop + 1
        for record in records[total:]:
            size = self._add(orjson.dumps(record), size, offsets, crcs)
        self.offsets, self.crcs = offsets, crcs

    def _add(self, raw: bytes, size: int, offsets: array, crcs: array) -> int:
        self.pieces.append(raw)
        offsets.append(size + len(raw))
        crcs.append(zlib.crc32(raw))
        return size + len(raw)

    def write(self, fd: int) -> None:
        with open(self.source, "rb") as old:
            if os.fstat(old.fileno()).st_size != self.old_size:
                raise CacheInvalid("records.bin changed under us")
            for piece in self.pieces:
                if isinstance(piece, bytes):
                    _write_all(fd, piece)
                else:
                    _copy_range(old.fileno(), fd, *piece)


def _copy_range(source: int, fd: int, start: int, end: int) -> None:
    """Bytes start..end of ``source`` appended to ``fd``, in the kernel where it can."""
    while start < end:
        try:
            copied = os.copy_file_range(source, fd, end - start, start)
        except (AttributeError, OSError):  # not Linux, or a file system that refuses it
            copied = 0
        if copied <= 0:
            data = os.pread(source, min(end - start, 1 << 20), start)
            if not data:
                raise CacheInvalid("records.bin is shorter than it was")
            _write_all(fd, data)
            copied = len(data)
        start += copied


def _others(scan) -> dict[str, list[str]]:
    """Per domain, the visible .md names that are not memory files (symbolic links)."""
    return {
        domain: sorted(set(listed) - set(scan.folders[domain][0]))
        for domain, listed in scan.listed.items()
        if domain in scan.folders and len(listed) != len(scan.folders[domain][0])
    }


def _after_commit(store, txn, scan) -> tuple[tuple, dict[str, tuple], bytes]:
    """The folders' (stamps, listing digest), every file's stat_row, and the listing section,
    as this transaction leaves them: what the scan saw plus what the transaction wrote or
    deleted (so a file someone edits meanwhile still differs). A folder the transaction
    wrote to is stamped anew only if its listing is exactly the scan's plus those changes
    (stamp first, then list: a file someone adds meanwhile shows in one or the other);
    otherwise it gets None, which matches nothing, and the next reader syncs and rebuilds."""
    from stat import S_ISREG

    from hippocampus.store import stat_row

    written: dict[str, dict[str, tuple | None]] = {}
    for relpath in set(txn.writes) | set(txn.deletes):
        domain, _, name = relpath.partition("/")
        if domain not in scan.listed or "/" in name:
            continue  # archive/..., not a domain folder
        try:
            st = os.stat(store.root / relpath, follow_symlinks=False)
        except FileNotFoundError:
            st = None
        written.setdefault(domain, {})[name] = stat_row(st) if st is not None and S_ISREG(st.st_mode) else None
    stats = scan.stats
    if written:
        stats = dict(stats)
    stamps = []
    for domain in DOMAINS:
        before, changes = scan.stamps.get(domain), written.get(domain)
        if before is None or not changes:
            stamps.append(before)
            continue
        expected = set(scan.listed[domain])
        for name, row in changes.items():
            relpath = f"{domain}/{name}"
            if row is None:
                expected.discard(name)
                stats.pop(relpath, None)
            else:
                expected.add(name)
                stats[relpath] = row
        try:
            fd = os.open(store.root / domain, os.O_RDONLY | os.O_DIRECTORY)
            try:
                stamp = folder_stamp(os.fstat(fd))
                names = {n for n in os.listdir(fd) if n.endswith(".md") and not n.startswith(".")}
            finally:
                os.close(fd)
        except OSError:
            stamps.append(None)
            continue
        stamps.append(stamp if names == expected else None)
    digest, listing = _verified_listing(scan, written)
    return (tuple(stamps), digest), stats, listing


class WriterSource:
    """What a lazy writer (Store.LazyRecords) reads instead of index.json: the cache's
    memories, by id, and the index's other fields (``head``), as of ``key``."""

    def __init__(self, key: list[int], raw, index: search.SearchIndex, head: dict):
        self.key = key
        self.index = index
        self.total = index.live  # memories, tombstones not counted
        self.decoded = (key, raw, index)  # for duplicate_finder and refresh (txn.derived)
        self._head = head
        self._numbers: dict[str, int] | None = None

    def head(self) -> dict:
        return dict(self._head)

    def number(self, memory_id: str) -> int | None:
        """The cache's number of a memory it holds (never a tombstone's)."""
        if self._numbers is None:
            domains, dead = self.index.domains, search.DEAD
            self._numbers = {
                memory_id: n for n, memory_id in enumerate(self.index.ids) if not self.index.dead or domains[n] != dead
            }
        return self._numbers.get(memory_id)

    def record(self, number: int) -> dict:
        return self.index.record.plain(number)


def verified_scan(store, key: list[int]):
    """A FileScan from the cache instead of the disk, for a writer, when nothing can have
    changed by hand since every file was last checked: the cache was built from this very
    index (``key``), every folder's stamp is as recorded (nothing added, removed or
    renamed) and every file's stat was checked in the last SWEEP_SECONDS (or is checked
    now, Store.files_fingerprint). None otherwise (the writer then scans the folders).
    The writer checks each memory it changes against its file before changing it
    (Transaction.settle), as readers check what they read. Its ``started`` is when every
    file was last checked, so refresh carries that forward."""
    from hippocampus.store import FileScan

    try:
        raw = _mapped(store.root / CACHE / SEARCH_FILE)
        header, parts = _parse(raw)
        if header["key"] != key:
            return None
        stamps = store.folder_stamps()
        if header["stamps"] != stamps or None in stamps:
            return None
        at = _swept_at(store, _header_id(raw))
        if at is None:
            # Not checked lately: check every file's stat now, as a reader would (a third
            # of a full scan: no files.json, no comparing with records); a scan if it moved.
            at = time.time_ns()
            if store.files_fingerprint() != header["digest"]:
                return None
        listing = marshal.loads(_checked(parts[1]))
        scan = FileScan(quick=True, started=at)
        if isinstance(header.get("head"), dict):
            scan.source = WriterSource(key, raw, _decode(raw, store, key, None), header["head"])
        for domain, stamp in zip(DOMAINS, stamps, strict=True):
            names, packed, others = listing[domain]
            flat = array("q")
            flat.frombytes(packed)
            if len(flat) != 4 * len(names):
                return None
            it = iter(flat)
            rows = list(zip(it, it, it, it, strict=True))
            scan.folders[domain] = (names, rows)
            scan.stamps[domain] = stamp
            scan.listed[domain] = names + others if others else names
            prefix = domain + "/"
            scan.stats.update(zip([prefix + name for name in names], rows, strict=True))
        return scan
    except (OSError, CacheInvalid, ValueError, EOFError, TypeError, KeyError):
        return None


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
        decoded = txn.derived.get("search")
        if decoded is not None and decoded[0] == key and decoded[2].live == len(txn.records):
            return CachedDuplicateFinder(decoded[2], txn.records)  # the lazy writer's
        try:
            raw = (store.root / CACHE / SEARCH_FILE).read_bytes()
            # The transaction's own scan just checked the files against the index, so the
            # folder stamps are not needed here; the index stat pins the content.
            index = _decode(raw, store, key, None)
            if index.live == len(txn.records):
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
            records = list(txn.records.values())
            index = search.SearchIndex.build(records)
            write(store, index, records, key, scan, txn.data)
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
                record = self.records.get(memory_id) or self.live[memory_id]
                if search.is_duplicate(content, record["content"]):  # the rule DuplicateFinder applies
                    best, best_score = record, score
        return best
