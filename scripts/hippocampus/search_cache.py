"""The search cache: a prebuilt SearchIndex in ``memory/.cache/search.bin``, so recall
and load-core need not tokenize every memory on each run. Derived data above the store.

Its documents have numbers of their own (``docno``), stable while memories come and go:
a memory removed leaves a tombstone (domain ``search.DEAD``, no postings) and one added
gets the next number, so a write patches the postings of the memories it changed instead
of renumbering them all. ``positions`` maps each docno to its memory's place in the
catalog (and so in index.json), where records are read from; it is recomputed on every
patch. The cache describes one catalog (``header["catalog"]``: the stamp of the
index.json that catalog describes); for any other it is rebuilt, never trusted, as it is
when missing, of another format, or failing a checksum. Writers keep it current through
``SearchCache.after_commit`` (plugged into the store as derived data); a patch that
cannot be made (the cache was stale, too many tombstones) leaves it for the next reader
to rebuild, and never fails a write.
"""

from __future__ import annotations

import marshal
import math
import zlib
from array import array

from hippocampus import search
from hippocampus.catalog import FilesChanged, View
from hippocampus.errors import HippocampusError
from hippocampus.files import NotPlain
from hippocampus.layout import CACHE
from hippocampus.transaction import Change

FORMAT = 8
SEARCH_FILE = f"{CACHE}/search.bin"
_MAGIC = b"HPSRCH8\n"
MAX_DEAD = 0.05  # past this share of tombstones, rebuild rather than patch


class CacheInvalid(Exception):
    """The cache cannot be used; rebuild it."""


class CachedIndex(search.SearchIndex):
    """A SearchIndex whose documents map to catalog positions (``positions``), so that
    records come from index.json and neighbours are the memories beside it there."""

    def __init__(self, ids, lengths, base, anchor, touched, created, domains, postings, record_at, positions, hashes):
        super().__init__(ids, lengths, base, anchor, touched, created, domains, postings, record_at)
        self.positions = positions  # docno -> catalog position (-1 for a tombstone)
        self.hashes = hashes  # docno -> hash of what its terms come from
        self.docno_at = array("q", [-1]) * (max(positions, default=-1) + 1)
        for docno, position in enumerate(positions):
            if position >= 0:
                self.docno_at[position] = docno

    def beside(self, number: int, step: int) -> int:
        position = self.positions[number] + step
        if 0 <= position < len(self.docno_at):
            return self.docno_at[position]
        return -1


def terms_hash(record: dict) -> int:
    """What a memory's postings derive from (text, keywords, category)."""
    raw = "\x00".join((record["content"], "\x01".join(record.get("keywords") or []), record.get("category") or ""))
    return zlib.crc32(raw.encode("utf-8", "surrogatepass")) | (len(raw) << 32)


# ---------------------------------------------------------------- reading
def with_index(store, use):
    """``use(index)`` on the store's current SearchIndex. A record found changed while it
    is read (a file edited in place) syncs the store and runs ``use`` again."""
    for attempt in range(3):
        view = store.view()
        try:
            return use(load(store, view))
        except FilesChanged:
            if attempt == 2:
                raise HippocampusError("the memory files keep changing while read; try again") from None
            store.refresh()
        except CacheInvalid:
            remove(store)


def load(store, view: View) -> CachedIndex:
    """The SearchIndex for ``view``: from the cache when it describes that catalog, else
    rebuilt from the view's records and written back for the next run."""
    try:
        raw = store.folder.read(SEARCH_FILE, limit=1 << 34)
        return decode(raw, view)
    except (OSError, NotPlain, CacheInvalid):
        pass
    index = build(view)
    save(store, view, index)
    return index


def build(view: View) -> CachedIndex:
    builder = search.Builder()
    positions = array("q")
    hashes = array("Q")
    for position in range(len(view)):
        record = view.raw(position)
        builder.add(record)
        positions.append(position)
        hashes.append(terms_hash(record))
    return _indexed(
        builder.ids,
        builder.lengths,
        builder.base,
        builder.anchor,
        builder.touched,
        builder.created,
        bytes(builder.domains),
        builder.postings,
        view,
        positions,
        hashes,
    )


def _indexed(ids, lengths, base, anchor, touched, created, domains, postings, view, positions, hashes) -> CachedIndex:
    def record_at(docno: int) -> dict:
        return view.record(positions[docno])

    return CachedIndex(ids, lengths, base, anchor, touched, created, domains, postings, record_at, positions, hashes)


class _Postings:
    """term -> (docnos, weighted tf), unmarshalled from search.bin only when a query needs
    them (load-core never does) and decoded only for the terms asked."""

    def __init__(self, section: memoryview, crc: int, total: int):
        self._section, self._crc = section, crc
        self._raw: dict | None = None
        self.total = total
        self.decoded: dict[str, tuple[array, array]] = {}

    @property
    def raw(self) -> dict[str, tuple[bytes, bytes]]:
        if self._raw is None:
            if zlib.crc32(self._section) != self._crc:
                raise CacheInvalid("postings fail their checksum")
            try:
                raw = marshal.loads(self._section)
            except (ValueError, EOFError, TypeError):
                raise CacheInvalid("unreadable postings") from None
            if not isinstance(raw, dict):
                raise CacheInvalid("postings are not a mapping")
            self._raw = raw
        return self._raw

    def __contains__(self, term: str) -> bool:
        return term in self.decoded or term in self.raw

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

    def items(self):
        for term in self.raw:
            yield term, self.get(term)


def _sections(raw) -> tuple[dict, list[tuple[memoryview, int]]]:
    if not raw.startswith(_MAGIC):
        raise CacheInvalid("not a search cache of this format")
    try:
        size = int.from_bytes(raw[len(_MAGIC) : len(_MAGIC) + 4], "little")
        at = len(_MAGIC) + 4
        header = marshal.loads(raw[at : at + size])
        if header["format"] != FORMAT or header["index_format"] != search.INDEX_FORMAT:
            raise CacheInvalid("another format")
        view = memoryview(raw)
        at += size
        parts = []
        for length, crc in header["sections"]:
            parts.append((view[at : at + length], crc))
            at += length
        if len(parts) != 2 or at != len(raw):
            raise CacheInvalid("sections do not add up")
    except (ValueError, EOFError, TypeError, KeyError, AttributeError):
        raise CacheInvalid("unreadable header") from None
    return header, parts


def decode(raw, view: View) -> CachedIndex:
    header, (numbers_part, postings_part) = _sections(raw)
    if tuple(header["catalog"]) != tuple(view.catalog.index):
        raise CacheInvalid("built for another index")
    data, crc = numbers_part
    if zlib.crc32(data) != crc:
        raise CacheInvalid("numbers fail their checksum")
    try:
        numbers = marshal.loads(data)
        ids = numbers["ids"]
        arrays = {}
        for key, code in (
            ("lengths", "d"),
            ("base", "d"),
            ("anchor", "l"),
            ("touched", "l"),
            ("created", "l"),
            ("positions", "q"),
            ("hashes", "Q"),
        ):
            values = array(code)
            values.frombytes(numbers[key])
            if len(values) != len(ids):
                raise CacheInvalid(f"{key} do not match the ids")
            arrays[key] = values
        domains = numbers["domains"]
    except (ValueError, EOFError, TypeError, KeyError):
        raise CacheInvalid("unreadable numbers") from None
    if len(domains) != len(ids) or sum(1 for p in arrays["positions"] if p >= 0) != len(view.catalog.ids):
        raise CacheInvalid("does not match the catalog")
    postings = _Postings(postings_part[0], postings_part[1], len(ids))
    return _indexed(
        ids,
        arrays["lengths"],
        arrays["base"],
        arrays["anchor"],
        arrays["touched"],
        arrays["created"],
        domains,
        postings,
        view,
        arrays["positions"],
        arrays["hashes"],
    )


def encode(index: CachedIndex, catalog_stamp) -> bytes:
    numbers = marshal.dumps(
        {
            "ids": index.ids,
            "lengths": index.lengths.tobytes(),
            "base": index.base.tobytes(),
            "anchor": index.anchor.tobytes(),
            "touched": index.touched.tobytes(),
            "created": index.created.tobytes(),
            "domains": bytes(index.domains),
            "positions": index.positions.tobytes(),
            "hashes": index.hashes.tobytes(),
        }
    )
    postings = index.postings
    if isinstance(postings, _Postings):
        raw = postings.raw
        for term, (docnos, tfs) in postings.decoded.items():
            if docnos:
                raw[term] = (docnos.tobytes(), tfs.tobytes())
            else:
                raw.pop(term, None)
    else:
        raw = {term: (n.tobytes(), t.tobytes()) for term, (n, t) in postings.items() if n}
    postings_bytes = marshal.dumps(raw)
    header = marshal.dumps(
        {
            "format": FORMAT,
            "index_format": search.INDEX_FORMAT,
            "catalog": tuple(catalog_stamp),
            "sections": [(len(numbers), zlib.crc32(numbers)), (len(postings_bytes), zlib.crc32(postings_bytes))],
        }
    )
    return b"".join((_MAGIC, len(header).to_bytes(4, "little"), header, numbers, postings_bytes))


def save(store, view: View, index: CachedIndex) -> None:
    """Write the cache for ``view``'s catalog, unless that catalog is no longer current."""
    current = store.read_catalog()
    if current is None or tuple(current.index) != tuple(view.catalog.index):
        return
    try:
        store.folder.make_folder(CACHE)
        store.folder.write(SEARCH_FILE, encode(index, view.catalog.index), durable=False)
    except (OSError, NotPlain):
        pass


def remove(store) -> None:
    try:
        store.folder.remove(SEARCH_FILE)
    except (OSError, NotPlain):
        pass


# ---------------------------------------------------------------- writers keep it current
class SearchCache:
    """Derived data for the store: patches search.bin after each commit."""

    def after_commit(self, store, change: Change) -> None:
        if change.before is None:
            remove(store)  # rebuilt from the truth: the next reader builds it anew
            return
        try:
            raw = store.folder.read(SEARCH_FILE, limit=1 << 34)
            header, _ = _sections(raw)
        except (OSError, NotPlain, CacheInvalid):
            return  # missing or stale already: the next reader rebuilds it
        if tuple(header["catalog"]) != tuple(change.before.index):
            remove(store)
            return
        old_view = View(store.folder, change.before, b"")
        index = decode(raw, old_view)
        if not _patch(index, change):
            remove(store)
            return
        after = View(store.folder, change.after, b"")
        store.folder.write(SEARCH_FILE, encode(index, after.catalog.index), durable=False)


def _patch(index: CachedIndex, change: Change) -> bool:
    """Apply a commit's changes to the index in place; False when a rebuild is better."""
    docno_of = {memory_id: docno for docno, memory_id in enumerate(index.ids) if index.positions[docno] >= 0}
    postings = index.postings
    for memory_id in change.removed:
        docno = docno_of.pop(memory_id, None)
        if docno is not None:
            _unpost(index, docno, change.previous(memory_id))
            _bury(index, docno)
    for memory_id, record in change.records.items():
        docno = docno_of.get(memory_id)
        terms_changed = docno is None or index.hashes[docno] != terms_hash(record)
        if docno is not None and terms_changed:
            _unpost(index, docno, change.previous(memory_id))
        if docno is None:
            docno = len(index.ids)
            docno_of[memory_id] = docno
            index.ids.append(memory_id)
            for values in (index.lengths, index.base, index.anchor, index.touched, index.created, index.hashes):
                values.append(0)
            index.positions.append(-1)
            index.domains = bytes(index.domains) + b"\x00"
        row = search.SearchIndex.numbers(record)
        index.base[docno], index.anchor[docno], index.touched[docno], index.created[docno] = (
            row[0],
            row[1],
            row[2],
            row[3],
        )
        domains = bytearray(index.domains)
        domains[docno] = row[4]
        index.domains = bytes(domains)
        if terms_changed:
            counts, length = search.document_terms(record)
            index.lengths[docno] = length
            index.hashes[docno] = terms_hash(record)
            for term, tf in counts.items():
                entry = postings.get(term)
                if entry is None:
                    entry = (array("L"), array("d"))
                    if isinstance(postings, _Postings):
                        postings.decoded[term] = entry
                    else:
                        postings[term] = entry
                entry[0].append(docno)
                entry[1].append(tf)
    numbers = change.after.numbers
    for docno, memory_id in enumerate(index.ids):
        index.positions[docno] = numbers.get(memory_id, -1) if memory_id in docno_of else -1
    dead = sum(1 for p in index.positions if p < 0)
    return dead <= MAX_DEAD * max(len(index.ids), 1) or dead < 50


def _unpost(index: CachedIndex, docno: int, record: dict | None) -> None:
    """Take a document out of the postings of the terms it had."""
    if record is None:
        raise CacheInvalid("the previous version of a changed memory is unknown")
    counts, _ = search.document_terms(record)
    for term in counts:
        entry = index.postings.get(term)
        if entry is None:
            continue
        docnos, tfs = entry
        try:
            at = docnos.index(docno)
        except ValueError:
            continue
        del docnos[at]
        del tfs[at]


def _bury(index: CachedIndex, docno: int) -> None:
    index.base[docno] = -1.0
    index.lengths[docno] = 0.0
    domains = bytearray(index.domains)
    domains[docno] = search.DEAD
    index.domains = bytes(domains)
    index.positions[docno] = -1


# ---------------------------------------------------------------- near-duplicates
def duplicate_finder(txn) -> search.DuplicateFinder:
    """A DuplicateFinder for a transaction, served from the cache's postings (built under
    the lock from the transaction's own view when missing or stale): no tokenizing of the
    whole store per capture. Memories this transaction added or changed are looked up too."""
    view = txn.view
    try:
        index = decode(txn.store.folder.read(SEARCH_FILE, limit=1 << 34), view)
    except (OSError, NotPlain, CacheInvalid):
        index = build(view)
        if txn.before is not None:
            save(txn.store, view, index)
    return CachedDuplicateFinder(index, txn)


class CachedDuplicateFinder(search.DuplicateFinder):
    """DuplicateFinder over the cache's postings: the candidates of the new text's rarest
    words (prefix filtering holds for any order of its words), each checked on its current
    text as the transaction sees it."""

    def __init__(self, index: CachedIndex, txn):
        self.index = index
        self.txn = txn
        self.sets: dict[str, frozenset[str]] = {}
        self.postings: dict[str, set[str]] = {}  # words of memories added or changed in this run
        self.records: dict[str, dict] = {}
        self.removed: set[str] = set()
        for memory_id in (*txn.changed, *txn.added):
            record = txn.find(memory_id)
            if record is not None:
                super().add(record)

    def add(self, record: dict) -> None:
        self.removed.discard(record["id"])
        super().add(record)

    def remove(self, memory_id: str) -> None:
        super().remove(memory_id)
        self.removed.add(memory_id)

    def _words(self, memory_id: str) -> frozenset[str] | None:
        words = self.sets.get(memory_id)
        if words is None:
            record = self.txn.find(memory_id)
            if record is None:
                return None
            words = self.sets[memory_id] = frozenset(search.tokens(record["content"]))
        return words

    def find(self, content: str) -> dict | None:
        new = set(search.tokens(content))
        if not new:
            return None
        postings = self.index.postings
        raw = getattr(postings, "raw", postings)

        def frequency(word: str) -> int:
            entry = raw.get(search.stem(word))
            return len(entry[0]) if entry else 0

        keep = len(new) - math.ceil(search.DUPLICATE_THRESHOLD * len(new)) + 1
        probe = sorted(new, key=lambda w: (frequency(w), w))
        held = search.numbers(new)
        digits = [w for w in probe if w in held]
        candidates: set[str] = set()
        ids, positions = self.index.ids, self.index.positions
        for word in digits[:1] or probe[:keep]:
            entry = postings.get(search.stem(word))
            if entry is not None:
                candidates.update(ids[d] for d in entry[0] if positions[d] >= 0)
            candidates.update(self.postings.get(word, ()))
        best, best_score = None, 0.0
        for memory_id in sorted(candidates - self.removed):
            words = self._words(memory_id)
            if words is None:
                continue
            score = search.token_similarity(new, set(words))
            if score >= search.DUPLICATE_THRESHOLD and score > best_score:
                best, best_score = self.records.get(memory_id) or self.txn.find(memory_id), score
        return best
