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
from typing import TYPE_CHECKING

from hippocampus import search
from hippocampus.catalog import FilesChanged, View
from hippocampus.errors import HippocampusError
from hippocampus.files import NotPlain
from hippocampus.layout import CACHE

if TYPE_CHECKING:
    from hippocampus.transaction import Change

FORMAT = 10
SEARCH_FILE = f"{CACHE}/search.bin"
_MAGIC = b"HPSRCH10\n"
MAX_DEAD = 0.05  # past this share of tombstones, rebuild rather than patch
MAX_PATCH = 5000  # memories changed in one write past which a rebuild costs less than a patch


class CacheInvalid(Exception):
    """The cache cannot be used; rebuild it."""


class CachedIndex(search.SearchIndex):
    """A SearchIndex whose documents map to catalog positions (``positions``), so that
    records come from index.json and neighbours are the memories beside it there."""

    def __init__(
        self, ids, lengths, base, anchor, touched, created, domains, postings, record_at, positions, hashes, flags=None
    ):
        super().__init__(ids, lengths, base, anchor, touched, created, domains, postings, record_at, flags)
        self.positions = positions  # docno -> catalog position (-1 for a tombstone)
        self.hashes = hashes  # docno -> hash of what its terms come from
        self._docno_at: array | None = None

    @property
    def docno_at(self) -> array:
        """catalog position -> docno (made on first use: only context needs it)."""
        if self._docno_at is None:
            at = array("q", [-1]) * (max(self.positions, default=-1) + 1)
            for docno, position in enumerate(self.positions):
                if position >= 0:
                    at[position] = docno
            self._docno_at = at
        return self._docno_at

    def docno_of(self, memory_id: str, position: int | None) -> int | None:
        """The docno of a live memory at ``position`` in the catalog this index describes."""
        if position is None:
            return None
        if len(self.positions) - self.dead < 64 or self._docno_at is not None:
            at = self.docno_at
            docno = at[position] if position < len(at) else -1
        else:  # one lookup: no need to invert every position
            try:
                docno = self.positions.index(position)
            except ValueError:
                docno = -1
        return docno if docno >= 0 and self.ids[docno] == memory_id else None

    def beside(self, number: int, step: int) -> int:
        at = self._docno_at
        if at is None:
            at = self.docno_at
        position = self.positions[number] + step
        if 0 <= position < len(at):
            return at[position]
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
        bytes(builder.flags),
    )


def _indexed(
    ids, lengths, base, anchor, touched, created, domains, postings, view, positions, hashes, flags=None
) -> CachedIndex:
    def record_at(docno: int) -> dict:
        return view.record(positions[docno])

    return CachedIndex(
        ids, lengths, base, anchor, touched, created, domains, postings, record_at, positions, hashes, flags
    )


SHARDS = 256  # postings split by crc32(term): a write re-encodes only the shards it touches


def shard_of(term: str) -> int:
    return zlib.crc32(term.encode("utf-8", "surrogatepass")) % SHARDS


class _Postings:
    """term -> (docnos, weighted tf), in SHARDS shards of search.bin: a shard is checked and
    unmarshalled only when a term of it is asked for (load-core asks for none, a recall for
    its few words), each term decoded only when asked."""

    def __init__(self, shards: list[tuple[memoryview, int]], total: int):
        self._shards = shards  # (bytes, CRC32) per shard, as stored
        self._raw: dict[int, dict] = {}
        self.total = total
        self.decoded: dict[str, tuple[array, array]] = {}
        self.touched: set[int] = set()  # shards changed since read (re-encoded by encode)

    def shard(self, number: int) -> dict[str, tuple[bytes, bytes]]:
        raw = self._raw.get(number)
        if raw is None:
            data, crc = self._shards[number]
            if zlib.crc32(data) != crc:
                raise CacheInvalid("postings fail their checksum")
            try:
                raw = marshal.loads(data)
            except (ValueError, EOFError, TypeError):
                raise CacheInvalid("unreadable postings") from None
            if not isinstance(raw, dict):
                raise CacheInvalid("postings are not a mapping")
            self._raw[number] = raw
        return raw

    def __contains__(self, term: str) -> bool:
        return term in self.decoded or term in self.shard(shard_of(term))

    def get(self, term: str, default=None):
        entry = self.decoded.get(term)
        if entry is not None:
            return entry
        raw = self.shard(shard_of(term)).get(term)
        if raw is None:
            return default
        numbers, tfs = array("L"), array("d")
        numbers.frombytes(raw[0])
        tfs.frombytes(raw[1])
        if len(numbers) != len(tfs) or (numbers and max(numbers) >= self.total):
            raise CacheInvalid(f"postings of {term!r} are inconsistent")
        self.decoded[term] = (numbers, tfs)
        return self.decoded[term]

    def new_entry(self, term: str) -> tuple[array, array]:
        entry = self.decoded[term] = (array("L"), array("d"))
        return entry

    def __getitem__(self, term: str):
        entry = self.get(term)
        if entry is None:
            raise KeyError(term)
        return entry

    def df(self, term: str) -> int:
        """How many documents hold ``term`` (from the stored bytes, without decoding)."""
        entry = self.decoded.get(term)
        if entry is not None:
            return len(entry[0])
        raw = self.shard(shard_of(term)).get(term)
        return len(raw[0]) // array("L").itemsize if raw else 0

    def encoded_shards(self) -> list[bytes]:
        """Each shard's bytes: the stored ones where nothing changed, re-encoded where a
        decoded term may have."""
        changed = {shard_of(term) for term in self.decoded} | self.touched
        out = []
        for number in range(SHARDS):
            if number not in changed:
                out.append(self._shards[number][0])
                continue
            raw = dict(self.shard(number))
            for term, (docnos, tfs) in self.decoded.items():
                if shard_of(term) == number:
                    if docnos:
                        raw[term] = (docnos.tobytes(), tfs.tobytes())
                    else:
                        raw.pop(term, None)
            out.append(marshal.dumps(raw))
        return out


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
        if len(parts) != 1 + SHARDS or at != len(raw):
            raise CacheInvalid("sections do not add up")
    except (ValueError, EOFError, TypeError, KeyError, AttributeError):
        raise CacheInvalid("unreadable header") from None
    return header, parts


def decode(raw, view: View) -> CachedIndex:
    header, parts = _sections(raw)
    numbers_part = parts[0]
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
        flags = numbers["flags"]
    except (ValueError, EOFError, TypeError, KeyError):
        raise CacheInvalid("unreadable numbers") from None
    if len(domains) != len(ids) or not isinstance(flags, bytes) or len(flags) != len(ids):
        raise CacheInvalid("does not match the catalog")
    postings = _Postings(parts[1:], len(ids))
    index = _indexed(
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
        flags,
    )
    if index.live != len(view.catalog.ids):
        raise CacheInvalid("does not match the catalog")
    return index


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
            "flags": bytes(index.flags),
            "positions": index.positions.tobytes(),
            "hashes": index.hashes.tobytes(),
        }
    )
    postings = index.postings
    if isinstance(postings, _Postings):
        shards = postings.encoded_shards()
    else:
        split: list[dict] = [{} for _ in range(SHARDS)]
        for term, (n, t) in postings.items():
            if n:
                split[shard_of(term)][term] = (n.tobytes(), t.tobytes())
        shards = [marshal.dumps(part) for part in split]
    header = marshal.dumps(
        {
            "format": FORMAT,
            "index_format": search.INDEX_FORMAT,
            "catalog": tuple(catalog_stamp),
            "sections": [(len(part), zlib.crc32(part)) for part in (numbers, *shards)],
        }
    )
    return b"".join((_MAGIC, len(header).to_bytes(4, "little"), header, numbers, *shards))


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
        if change.before is None or len(change.records) + len(change.removed) > MAX_PATCH:
            remove(store)  # rebuilt from the truth, or a large batch: the next reader builds it anew
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
    """Apply a commit's changes to the index in place; False when a rebuild is better.
    O(changes), unless memories were removed (the catalog closes up: positions move)."""
    before = change.before.numbers
    postings = index.postings
    for memory_id in change.removed:
        docno = index.docno_of(memory_id, before.get(memory_id))
        if docno is not None:
            _unpost(index, docno, change.previous(memory_id))
            _bury(index, docno)
    added: list[tuple[int, str]] = []
    domains = bytearray(index.domains)
    flags = bytearray(index.flags)
    for memory_id, record in change.records.items():
        docno = index.docno_of(memory_id, before.get(memory_id))
        terms_changed = docno is None or index.hashes[docno] != terms_hash(record)
        if docno is not None and terms_changed:
            _unpost(index, docno, change.previous(memory_id))
        if docno is None:
            docno = len(index.ids)
            added.append((docno, memory_id))
            index.ids.append(memory_id)
            for values in (index.lengths, index.base, index.anchor, index.touched, index.created, index.hashes):
                values.append(0)
            index.positions.append(-1)
            domains.append(0)
            flags.append(0)
        row = search.SearchIndex.numbers(record)
        index.base[docno], index.anchor[docno], index.touched[docno], index.created[docno] = (
            row[0],
            row[1],
            row[2],
            row[3],
        )
        domains[docno] = row[4]
        flags[docno] = search.flags_of(record)
        if terms_changed:
            counts, length = search.document_terms(record)
            index.lengths[docno] = length
            index.hashes[docno] = terms_hash(record)
            for term, tf in counts.items():
                entry = postings.get(term)
                if entry is None:
                    if isinstance(postings, _Postings):
                        entry = postings.new_entry(term)
                    else:
                        entry = postings[term] = (array("L"), array("d"))
                entry[0].append(docno)
                entry[1].append(tf)
    index.domains = bytes(domains)
    index.flags = bytes(flags)
    after = change.after.numbers if (change.removed or added) else {}
    if change.removed:  # the catalog closed up behind the removed: every position moves
        for docno, memory_id in enumerate(index.ids):
            if index.positions[docno] >= 0 or (added and docno >= added[0][0]):
                index.positions[docno] = after.get(memory_id, -1)
    else:  # positions stay; the new memories follow, in order
        for docno, memory_id in added:
            index.positions[docno] = after.get(memory_id, -1)
    index._docno_at = None
    index.total = len(index.ids)
    index.dead = index.domains.count(search.DEAD)
    index.live = index.total - index.dead
    return index.dead <= MAX_DEAD * max(index.total, 1) or index.dead < 50


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


PROBE_POSTINGS = 512  # candidates read past the rarest probe word (see find)
MAX_CANDIDATES = 64  # checked per new text: those sharing the most probe words
EXACT_NARROW_WORDS = 3  # an exact repeat's candidates hold its three rarest words
NARROW_UP_TO = 8192  # ... when those words are no commoner than this


class CachedDuplicateFinder:
    """Near-duplicates for captures in one transaction, over the cache's postings, without
    comparing all pairs (PPJoin's prefix filter, Xiao et al. 2008): in one fixed order of
    words (rarest first: the store's document frequency plus, for a batch, the batch's own,
    counted once before it starts), two token sets with Jaccard >= t share a word among
    their first ``|x| - ceil(t|x|) + 1``. The store's postings hold every word of every
    memory, so the new text's prefix finds its stored candidates; memories added in this
    run are indexed by their prefix only, so a batch's own index stays small. Each
    candidate passes a size and overlap bound before the guarded score (token_similarity)
    and relations.is_duplicate."""

    def __init__(self, index: CachedIndex, txn):
        self.index = index
        self.txn = txn
        self.sets: dict[str, frozenset[str]] = {}
        self.records: dict[str, dict] = {}  # memories added or changed in this run
        self.prefixes: dict[str, list[str]] = {}  # word -> ids of run memories with it in their prefix
        self.removed: set[str] = set()
        self.run_df: dict[str, int] = {}
        self._df: dict[str, int] = {}
        self._exact: dict[str, str] | None = None  # canonical text -> id, of this run's memories
        self.exact_only = False  # a large batch: find_exact only, so no near-duplicate index
        for memory_id in (*txn.changed, *txn.added):
            record = txn.find(memory_id)
            if record is not None:
                self.add(record)

    def prime(self, texts) -> None:
        """Count the words of a batch before it starts: the order of words is then fixed
        for the whole run (the prefix filter needs one order) and rare-first."""
        counts: dict[str, int] = {}
        for text in texts:
            for word in set(search.tokens(text)):
                counts[word] = counts.get(word, 0) + 1
        if not self.records:
            self.run_df = counts

    def _frequency(self, word: str) -> int:
        found = self._df.get(word)
        if found is None:
            postings, term = self.index.postings, search.stem(word)
            stored = postings.df(term) if isinstance(postings, _Postings) else len(postings.get(term, ((),))[0])
            found = self._df[word] = stored + self.run_df.get(word, 0)
        return found

    def _prefix(self, words) -> list[str]:
        ordered = sorted(words, key=lambda w: (self._frequency(w), w))
        return ordered[: len(ordered) - math.ceil(search.DUPLICATE_THRESHOLD * len(ordered)) + 1]

    def add(self, record: dict) -> None:
        memory_id = record["id"]
        self.removed.discard(memory_id)
        if self._exact is not None or self.exact_only:
            if self._exact is None:
                self._exact = {}
            self._exact[" ".join(search.tokens(record["content"]))] = memory_id
        if self.exact_only:
            return  # a large batch keeps no near-duplicate index
        words = frozenset(search.tokens(record["content"]))
        self.sets[memory_id] = words
        self.records[memory_id] = record
        for word in self._prefix(words):
            self.prefixes.setdefault(word, []).append(memory_id)

    def remove(self, memory_id: str) -> None:
        self.sets.pop(memory_id, None)
        self.records.pop(memory_id, None)
        self.removed.add(memory_id)

    def _words(self, memory_id: str) -> frozenset[str] | None:
        words = self.sets.get(memory_id)
        if words is None:
            record = self.txn.find(memory_id)
            if record is None:
                return None
            words = self.sets[memory_id] = frozenset(search.tokens(record["content"]))
        return words

    def find_exact(self, content: str) -> dict | None:
        """The memory that says exactly this (the same words in the same order, whatever
        the case, punctuation and spacing), in the store or this run; what a large batch
        merges at capture (near duplicates are the next sleep's)."""
        words = search.tokens(content)
        key = " ".join(words)
        if not key:
            return None
        if self._exact is None:
            self._exact = {" ".join(search.tokens(r["content"])): i for i, r in self.records.items()}
        found = self._exact.get(key)
        if found is not None and found not in self.removed:
            return self.records.get(found) or self.txn.find(found)
        postings, ids, positions = self.index.postings, self.index.ids, self.index.positions
        rare = sorted(set(words), key=lambda w: (self._frequency(w), w))
        entry = postings.get(search.stem(rare[0]))
        candidates = list((entry[0] if entry is not None else ())[: MAX_CANDIDATES * 4])
        # Only a memory holding every word can say exactly this: the next rarest words'
        # postings narrow the candidates before any text is read (an import of 10,000
        # memories read ~76 texts each without this).
        for word in rare[1:EXACT_NARROW_WORDS]:
            if len(candidates) <= 1 or self._frequency(word) > NARROW_UP_TO:
                break  # (a common word's postings cost more to read than the texts)
            other = postings.get(search.stem(word))
            held = set(other[0]) if other is not None else set()
            candidates = [docno for docno in candidates if docno in held]
        for docno in candidates:
            if positions[docno] < 0 or ids[docno] in self.removed:
                continue
            record = self.txn.find(ids[docno])
            if record is not None and " ".join(search.tokens(record["content"])) == key:
                return record
        return None

    def find(self, content: str) -> dict | None:
        new = set(search.tokens(content))
        if not new:
            return None
        postings = self.index.postings
        ids, positions = self.index.ids, self.index.positions
        held = search.numbers(new)
        # A duplicate holds every number the new text holds: its rarest one finds them all.
        probe = [min(held, key=lambda w: (self._frequency(w), w))] if held else self._prefix(new)
        # Past the rarest word, more prefix words are read only while their postings stay
        # short (PROBE_POSTINGS): a near-duplicate shares nearly every word, the rarest ones
        # included, so a long posting of a common word adds cost, hardly any find; what a
        # capture misses this way, the next sleep's relation pass sees.
        found: dict[str, int] = {}
        read = 0
        for number, word in enumerate(probe):
            entry = postings.get(search.stem(word))
            stored = [ids[d] for d in entry[0] if positions[d] >= 0] if entry is not None else []
            run = self.prefixes.get(word, ())
            if number and read + len(stored) + len(run) > PROBE_POSTINGS:
                break
            read += len(stored) + len(run)
            for memory_id in (*stored, *run):
                found[memory_id] = found.get(memory_id, 0) + 1
        for word in self._prefix(new) if held else ():
            for memory_id in self.prefixes.get(word, ()):
                found[memory_id] = found.get(memory_id, 0) + 1
        candidates = (
            set(sorted(found, key=lambda i: (-found[i], i))[:MAX_CANDIDATES])
            if len(found) > MAX_CANDIDATES
            else set(found)
        )
        best, best_score = None, 0.0
        size, threshold = len(new), search.DUPLICATE_THRESHOLD
        for memory_id in sorted(candidates - self.removed):
            words = self._words(memory_id)
            if words is None:
                continue
            # Jaccard >= t needs sizes within a factor t of each other and that much overlap:
            # two set operations in C before the guarded score (most candidates stop here)
            other = len(words)
            if other < threshold * size or size < threshold * other:
                continue
            shared = len(new & words)
            if shared < threshold * (size + other - shared):
                continue
            score = search.token_similarity(new, set(words))
            if score >= threshold and score > best_score:
                record = self.records.get(memory_id) or self.txn.find(memory_id)
                if search.is_duplicate(content, record["content"]):  # the rule DuplicateFinder applies
                    best, best_score = record, score
        return best
