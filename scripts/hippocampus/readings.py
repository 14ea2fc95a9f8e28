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
line, a CRC-32 of the rest, and one JSON document (format, stamp, keys, terms).
"""

from __future__ import annotations

import hashlib
import mmap
import os
import sys
import unicodedata
import zlib
from array import array
from bisect import bisect_left
from functools import cache

import orjson

from hippocampus import relations, text
from hippocampus.files import NotPlain
from hippocampus.layout import CACHE

FORMAT = 1
FILE = f"{CACHE}/readings.bin"
TERMS_FILE = f"{CACHE}/terms.bin"
_MAGIC = b"HPREAD01\n"
_TERMS_MAGIC = b"HPTERM01\n"
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

    def __len__(self) -> int:
        return len(self.keys)

    def entry(self, key: int) -> bytes | None:
        at = bisect_left(self.keys, key)
        if at == len(self.keys) or self.keys[at] != key:
            return None
        return bytes(self.body[self.offsets[at] : self.offsets[at + 1]])

    def get(self, content: str) -> relations.Analysis | None:
        entry = self.entry(key_of(content))
        return None if entry is None else decode(content, entry)


def load(folder) -> Readings:
    """The readings in the folder's file; none when it is missing or not one this code wrote."""
    try:
        handle = folder.open_read(FILE)
    except (OSError, NotPlain):
        return Readings()
    try:
        size = os.fstat(handle).st_size
        mapped = mmap.mmap(handle, size, access=mmap.ACCESS_READ) if size else b""
    except (OSError, ValueError):
        return Readings()
    finally:
        os.close(handle)
    return parse(mapped) or Readings()


def parse(raw) -> Readings | None:
    view = memoryview(raw)
    at = len(_MAGIC)
    if len(raw) < at + 8 or bytes(view[:at]) != _MAGIC:
        return None
    if zlib.crc32(view[at + 4 :]) != int.from_bytes(view[at : at + 4], "little"):
        return None
    size = int.from_bytes(view[at + 4 : at + 8], "little")
    try:
        header = orjson.loads(bytes(view[at + 8 : at + 8 + size]))
        count = header["count"]
        if header.get("format") != FORMAT or header.get("stamp") != rules_stamp() or not isinstance(count, int):
            return None
    except (orjson.JSONDecodeError, KeyError, TypeError, AttributeError):
        return None
    start = at + 8 + size
    start += -start % 8
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
    rest = head + keys.tobytes() + offsets.tobytes() + b"".join(parts)
    return _MAGIC + zlib.crc32(rest).to_bytes(4, "little") + rest


def save(folder, old: Readings, fresh: dict[int, bytes], live: set[int]) -> bool:
    """Write the readings of these texts (``live``: the keys of every memory's, after a
    sleep), from ``fresh`` (read this sleep) or ``old``; False when nothing changed or it
    could not be written (the next sleep reads those texts again)."""
    kept = {}
    position = {key: n for n, key in enumerate(old.keys)}
    for key in live:
        entry = fresh.get(key)
        if entry is None:
            n = position.get(key)
            if n is None:
                continue
            entry = old.body[old.offsets[n] : old.offsets[n + 1]]
        kept[key] = entry
    if kept.keys() == position.keys() and not any(key in fresh for key in kept):
        return False  # the entries the file holds already
    try:
        folder.make_folder(CACHE)
        folder.write(FILE, render(kept), durable=False)
    except (OSError, NotPlain):
        return False
    return True


# ---------------------------------------------------------------- index terms
def load_terms(folder) -> dict[int, list]:
    """key -> the terms kept for that text (as a list; the caller checks each is text);
    empty when the file is missing or not one this code wrote whole."""
    try:
        raw = folder.read(TERMS_FILE, limit=MAX_TERMS_FILE)
    except (OSError, NotPlain):
        return {}
    return parse_terms(raw)


def parse_terms(raw: bytes) -> dict[int, list]:
    at = len(_TERMS_MAGIC)
    if raw[:at] != _TERMS_MAGIC or len(raw) < at + 4:
        return {}
    if zlib.crc32(memoryview(raw)[at + 4 :]) != int.from_bytes(raw[at : at + 4], "little"):
        return {}
    try:
        doc = orjson.loads(memoryview(raw)[at + 4 :])
        keys, terms = doc["keys"], doc["terms"]
        if doc.get("format") != FORMAT or doc.get("stamp") != rules_stamp() or len(keys) != len(terms):
            return {}
        return dict(zip(keys, terms, strict=True))
    except (orjson.JSONDecodeError, KeyError, TypeError, AttributeError):
        return {}


def render_terms(entries: dict[int, frozenset]) -> bytes:
    keys = sorted(entries)
    rest = orjson.dumps({"format": FORMAT, "stamp": rules_stamp(), "keys": keys, "terms": [sorted(entries[k]) for k in keys]})
    return _TERMS_MAGIC + zlib.crc32(rest).to_bytes(4, "little") + rest


def save_terms(folder, entries: dict[int, frozenset]) -> bool:
    """Write these texts' terms (by key); False when it could not be written."""
    try:
        folder.make_folder(CACHE)
        folder.write(TERMS_FILE, render_terms(entries), durable=False)
    except (OSError, NotPlain):
        return False
    return True
