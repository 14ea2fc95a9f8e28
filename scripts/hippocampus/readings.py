"""What a sleep read of memory texts, kept for the next sleep: each text's reading
(``relations.analyze``) in ``memory/.cache/readings.bin``, and its candidate-index terms
(``relations.index_terms``) in ``memory/.cache/terms.bin``. A sleep relates each new memory
with old ones: reading an old text again costs ~300 us where taking its reading from here
costs ~30 us (at 100,000 memories, 1,000 new read ~11,000 texts), and the index of the old
memories costs ~20 us a text to build, ~5 us from here. Derived data above the files: a file
missing, of another format, written by other rules (the source of relations.py and
text.py, the Python and Unicode versions are its stamp), cut short or failing its
checksum is ignored, and the next sleep writes it whole again. An entry that does not
read back is read from its text instead; nothing here decides anything a fresh reading
would not.

readings.bin: a magic line, a CRC-32 of the rest, a JSON header (format, stamp, count),
the sorted keys (the first 8 bytes of each text's BLAKE2b, little-endian), their offsets,
and each reading as zlib-compressed JSON (``relations.reading_of``). terms.bin: a magic
line, a CRC-32 of the rest, and one JSON document (format, stamp, keys, the vocabulary of
every term once, and each text's terms as numbers into it: a string made afresh for each
of ~800,000 terms at 100,000 memories is slower to hash and to compare than one string per
term that every text shares); terms.log after it, one JSON line per text ([key, terms])
under a magic line with the stamp.
readings.log: what later sleeps read, appended (a magic line with the stamp, then per
entry its key, length and CRC-32); once it passes LOG_SHARE of readings.bin, the next
sleep writes readings.bin again with every entry still in the store and removes it. A
crash mid-append leaves part of an entry, which is not read and is cut off by the next.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import unicodedata
import zlib
from array import array
from bisect import bisect_left
from functools import cache
from itertools import chain

import orjson

from hippocampus import relations, text
from hippocampus.files import NotPlain, sealed, unsealed
from hippocampus.layout import CACHE

FORMAT = 1
FILE = f"{CACHE}/readings.bin"
LOG_FILE = f"{CACHE}/readings.log"  # entries read since FILE was written, appended
_LOG_MAGIC = b"HPRLOG01\n"
_LOG_ENTRY = struct.Struct("<QII")  # key, length, CRC-32 of the entry
# Past this share of FILE's size, the next sleep writes FILE again with the log's entries.
LOG_SHARE = 0.25
TERMS_FILE = f"{CACHE}/terms.bin"
TERMS_LOG = f"{CACHE}/terms.log"  # terms computed since TERMS_FILE was written: JSON lines
_MAGIC = b"HPREAD01\n"
_TERMS_MAGIC = b"HPTERM01\n"
TERMS_FORMAT = 2  # 1 listed each text's terms as strings
MAX_TERMS_FILE = 1 << 30


def key_of(content: str) -> int:
    """A text's key in the file."""
    digest = hashlib.blake2b(content.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


@cache
def rules_stamp() -> str:
    """What a reading depends on besides its text: the rules' source and the versions of
    Python and its Unicode tables (NFKC and case folding change between them)."""
    digest = hashlib.blake2b(digest_size=16)
    for module in (relations, text):
        with open(module.__file__, "rb") as source:
            digest.update(source.read())
    digest.update(f"{sys.version_info[:2]} {unicodedata.unidata_version}".encode())
    return digest.hexdigest()


def encode(analysis: relations.Analysis) -> bytes:
    """One entry: the reading as compressed JSON."""
    return zlib.compress(orjson.dumps(relations.reading_of(analysis)), 1)


def decode(content: str, entry: bytes) -> relations.Analysis | None:
    """The analysis of ``content`` an entry holds, or None when it does not read back."""
    try:
        return relations.from_reading(content, orjson.loads(zlib.decompress(entry)))
    except (zlib.error, ValueError):
        return None


class Readings:
    """The entries of one file, mapped (an empty file has none)."""

    def __init__(self, keys=(), offsets=(0,), body=b"", keep=None):
        self.keys, self.offsets, self.body = keys, offsets, body
        self._keep = keep  # the mapped file, while the views above read it
        self.added: dict[int, bytes] = {}  # the entries appended since (LOG_FILE)
        self.log_size = 0

    def __len__(self) -> int:
        return len(self.keys) + sum(1 for key in self.added if self._at(key) is None)

    def _at(self, key: int) -> int | None:
        at = bisect_left(self.keys, key)
        return at if at < len(self.keys) and self.keys[at] == key else None

    def every(self) -> dict[int, object]:
        """Every entry by key (bytes-like)."""
        out = {key: self.body[self.offsets[n] : self.offsets[n + 1]] for n, key in enumerate(self.keys)}
        out.update(self.added)
        return out

    def entry(self, key: int) -> bytes | None:
        added = self.added.get(key)
        if added is not None:
            return added
        at = self._at(key)
        return None if at is None else bytes(self.body[self.offsets[at] : self.offsets[at + 1]])

    def get(self, content: str) -> relations.Analysis | None:
        entry = self.entry(key_of(content))
        return None if entry is None else decode(content, entry)


def load(folder) -> Readings:
    """The readings in the folder's file; none when it is missing or not one this code wrote."""
    try:
        mapped = folder.map_read(FILE)
    except (OSError, NotPlain):
        return Readings()
    found = parse(mapped)
    if found is None:
        return Readings()  # its log, if any, belonged to it: the next save writes both anew
    try:
        found.added, found.log_size = parse_log(folder.read(LOG_FILE, limit=1 << 30))
    except (OSError, NotPlain):
        pass
    return found


def parse_log(raw: bytes) -> tuple[dict[int, bytes], int]:
    """The whole entries of a log (a crash may cut off its last one), and its size read."""
    head = _log_head()
    if not raw.startswith(head):
        return {}, 0
    out = {}
    at = len(head)
    view = memoryview(raw)
    while at + _LOG_ENTRY.size <= len(raw):
        key, length, crc = _LOG_ENTRY.unpack_from(raw, at)
        start = at + _LOG_ENTRY.size
        entry = view[start : start + length]
        if len(entry) != length or zlib.crc32(entry) != crc:
            break
        out[key] = bytes(entry)
        at = start + length
    return out, at


def _log_head() -> bytes:
    return _LOG_MAGIC + rules_stamp().encode()


def log_bytes(entries: dict[int, bytes]) -> bytes:
    return b"".join(_LOG_ENTRY.pack(key, len(entry), zlib.crc32(entry)) + entry for key, entry in entries.items())


def _add_to_log(folder, relpath: str, head: bytes, data: bytes, size_read: int) -> None:
    """Append to a log after the ``size_read`` bytes of it that were whole (a crash may have
    left part of an entry after them); a log not read yet is written anew under ``head``."""
    if size_read:
        folder.truncate(relpath, size_read)
        folder.append(relpath, data, durable=False)
    else:
        folder.write(relpath, head + data, durable=False)


def parse(raw) -> Readings | None:
    view = unsealed(raw, _MAGIC)
    if view is None or len(view) < 4:
        return None
    size = int.from_bytes(view[:4], "little")
    try:
        header = orjson.loads(bytes(view[4 : 4 + size]))
        count = header["count"]
        if header.get("format") != FORMAT or header.get("stamp") != rules_stamp() or not isinstance(count, int):
            return None
    except (orjson.JSONDecodeError, KeyError, TypeError, AttributeError):
        return None
    start = 4 + size
    start += -(len(_MAGIC) + 4 + start) % 8  # the arrays start 8-aligned in the file
    try:
        keys = view[start : start + 8 * count].cast("Q")
        offsets = view[start + 8 * count : start + 8 * (2 * count + 1)].cast("Q")
    except TypeError:
        return None
    body = view[start + 8 * (2 * count + 1) :]
    if len(keys) != count or len(offsets) != count + 1 or offsets[count] != len(body):
        return None
    if any(offsets[n] > offsets[n + 1] for n in range(count)):
        return None
    return Readings(keys, offsets, body, keep=raw)


def render(entries: dict[int, bytes]) -> bytes:
    """A file holding these entries (by key)."""
    keys = array("Q", sorted(entries))
    offsets = array("Q", [0])
    parts = []
    total = 0
    for key in keys:
        entry = entries[key]
        parts.append(entry)
        total += len(entry)
        offsets.append(total)
    header = orjson.dumps({"format": FORMAT, "stamp": rules_stamp(), "count": len(keys)})
    head = len(header).to_bytes(4, "little") + header
    head += b"\0" * (-(len(_MAGIC) + 4 + len(head)) % 8)
    return sealed(_MAGIC, head + keys.tobytes() + offsets.tobytes() + b"".join(parts))


def save(folder, old: Readings, fresh: dict[int, bytes], live: set[int]) -> bool:
    """Keep the readings made this sleep (``fresh``) of the texts the store holds now
    (``live``: their keys): appended to the log while it stays small beside the file, else
    the file written again with every live entry (the file's, the log's and these) and the
    log removed. False when there was nothing to keep or it could not be written (the
    next sleep reads those texts again)."""
    fresh = {key: entry for key, entry in fresh.items() if key in live}
    if not fresh:
        return False
    try:
        folder.make_folder(CACHE)
        size = sum(map(len, fresh.values()))
        if len(old.keys) and old.log_size + size <= LOG_SHARE * len(old.body):
            _add_to_log(folder, LOG_FILE, _log_head(), log_bytes(fresh), old.log_size)
            return True
        kept = {key: entry for key, entry in old.every().items() if key in live}
        kept.update(fresh)
        folder.write(FILE, render(kept), durable=False)
        folder.remove(LOG_FILE)
    except (OSError, NotPlain):
        return False
    return True


# ---------------------------------------------------------------- index terms
class Terms:
    """key -> the terms kept for that text, from the file (as numbers into its vocabulary,
    so every text holding a term shares one string, hashed once) and the log after it (as
    the JSON line gave them)."""

    def __init__(
        self,
        entries: dict | None = None,
        in_file: int = 0,
        log_lines: int = 0,
        log_size: int = 0,
        vocabulary: list[str] | None = None,
    ):
        self.entries = entries if entries is not None else {}  # the file's numbers, the log's lists
        self.vocabulary = vocabulary if vocabulary is not None else []
        self.in_file, self.log_lines, self.log_size = in_file, log_lines, log_size
        self.logged: set[int] = set()  # the keys whose entry is the log's list of terms

    def get(self, key: int) -> frozenset[str] | None:
        """The text's kept terms, or None (none kept, or not terms: compute them again)."""
        entry = self.entries.get(key)
        if entry is None:
            return None
        try:
            if key in self.logged:
                return frozenset(entry) if all(type(term) is str for term in entry) else None
            return frozenset(map(self.vocabulary.__getitem__, entry))
        except TypeError:
            return None

    def listed(self, key: int) -> tuple[str, ...] | frozenset[str] | None:
        """``get``, but a file's entry as the file lists it: each term once, in a tuple (no
        set made: hashing every term of ~62,000 texts is most of making their sets)."""
        if key in self.logged:
            return self.get(key)
        entry = self.entries.get(key)
        if entry is None:
            return None
        try:
            return tuple(map(self.vocabulary.__getitem__, entry))
        except TypeError:
            return None

    def every(self) -> dict[int, frozenset[str]]:
        """Every entry that reads back, by key."""
        out = {}
        for key in self.entries:
            terms = self.get(key)
            if terms is not None:
                out[key] = terms
        return out


def load_terms(folder) -> Terms:
    """The kept terms; none when the file is missing or not one this code wrote whole."""
    try:
        numbered, vocabulary = parse_terms(folder.read(TERMS_FILE, limit=MAX_TERMS_FILE))
    except (OSError, NotPlain):
        return Terms()
    if not numbered:
        return Terms()  # its log, if any, belonged to it
    found = Terms(numbered, len(numbered), vocabulary=vocabulary)
    try:
        raw = folder.read(TERMS_LOG, limit=MAX_TERMS_FILE)
    except (OSError, NotPlain):
        return found
    head = _terms_log_head()
    if not raw.startswith(head):
        return found
    at = len(head)
    while (end := raw.find(b"\n", at)) != -1:  # a crash may cut the last line off
        try:
            key, terms = orjson.loads(raw[at:end])
            hash(key)
        except (orjson.JSONDecodeError, ValueError, TypeError):
            break
        if type(terms) is list:  # anything else is recomputed from the text
            found.entries[key] = terms
            found.logged.add(key)
        found.log_lines += 1
        at = end + 1
    found.log_size = at
    return found


def _terms_log_head() -> bytes:
    return _TERMS_MAGIC + rules_stamp().encode() + b"\n"


def parse_terms(raw: bytes) -> tuple[dict[int, list[int]], list[str]]:
    """The file's entries (key -> its terms' numbers in the vocabulary) and its vocabulary;
    none when it is not a file this code wrote whole, or a number is not in its vocabulary."""
    payload = unsealed(raw, _TERMS_MAGIC)
    if payload is None:
        return {}, []
    try:
        doc = orjson.loads(payload)
        keys, vocabulary, numbered = doc["keys"], doc["vocabulary"], doc["terms"]
        if doc.get("format") != TERMS_FORMAT or doc.get("stamp") != rules_stamp() or len(keys) != len(numbered):
            return {}, []
        if not all(type(term) is str for term in vocabulary):
            return {}, []
        if any(numbered) and not (
            0 <= min(chain.from_iterable(numbered)) <= max(chain.from_iterable(numbered)) < len(vocabulary)
        ):
            return {}, []  # a number outside the vocabulary (a negative one would still index it)
        return dict(zip(keys, numbered, strict=True)), vocabulary
    except (orjson.JSONDecodeError, KeyError, TypeError, AttributeError, ValueError):
        return {}, []


def render_terms(entries: dict[int, object]) -> bytes:
    keys = sorted(entries)
    vocabulary = sorted({term for key in keys for term in entries[key]})
    number = {term: n for n, term in enumerate(vocabulary)}
    terms = [sorted(map(number.__getitem__, entries[k])) for k in keys]
    doc = {"format": TERMS_FORMAT, "stamp": rules_stamp(), "keys": keys, "vocabulary": vocabulary, "terms": terms}
    return sealed(_TERMS_MAGIC, orjson.dumps(doc))


def save_terms(folder, old: Terms, fresh: dict[int, frozenset], live: set[int]) -> bool:
    """Keep the terms computed this sleep (``fresh``) of the texts the store holds now
    (``live``), as ``save`` keeps readings: appended to the log while it stays under
    LOG_SHARE of the file's entries, else the file written again and the log removed."""
    fresh = {key: terms for key, terms in fresh.items() if key in live}
    if not fresh:
        return False
    try:
        folder.make_folder(CACHE)
        if old.in_file and old.log_lines + len(fresh) <= LOG_SHARE * old.in_file:
            lines = b"".join(orjson.dumps([key, sorted(terms)]) + b"\n" for key, terms in fresh.items())
            _add_to_log(folder, TERMS_LOG, _terms_log_head(), lines, old.log_size)
            return True
        entries = {key: terms for key, terms in old.every().items() if key in live}
        entries.update(fresh)
        folder.write(TERMS_FILE, render_terms(entries), durable=False)
        folder.remove(TERMS_LOG)
    except (OSError, NotPlain, TypeError):  # TypeError: a kept entry that was not a list of terms
        return False
    return True
