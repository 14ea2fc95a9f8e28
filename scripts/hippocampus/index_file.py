"""index.json: its layout, and writing it whole, spliced or streamed. No store logic.

index.json is derived (rebuilt from the Markdown files and the use logs) but it is the
file other tools read (jq, the original shell skill, a person), so it is always current
and always in the seed schema. Its layout is fixed so that a writer can copy the bytes of
the memories it did not change instead of parsing and re-encoding them:

    {"version":3,"lastUpdated":"...","decayLastRun":"...","memories":[
    {one memory as compact JSON},
    {one memory as compact JSON}
    ]}

The head is the first line, each memory one line (JSON never holds a raw newline), the
close the last. ``Layout`` finds the lines of a file in this layout; anything else (a
hand-formatted or older index) is read whole by ``parse_any``.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import orjson

from hippocampus.files import write_all

VERSION = 3
HEAD_KEYS = ("version", "lastUpdated", "decayLastRun")
_MEMORIES = b',"memories":['
CLOSE = b"\n]}\n"
SEPARATOR = b",\n"
FLUSH = 1 << 20


class NotLayout(ValueError):
    """The bytes are not index.json in this code's layout (read it whole instead)."""


def head_bytes(head: dict) -> bytes:
    values = {key: head.get(key) for key in HEAD_KEYS}
    values["version"] = VERSION
    return orjson.dumps(values)[:-1] + _MEMORIES + b"\n"


def record_bytes(record: dict) -> bytes:
    """One memory's line; records keep index.json's key order from where they are made."""
    return orjson.dumps(record)


def empty(head: dict | None = None) -> bytes:
    return head_bytes(head or {}) + CLOSE[1:]


@dataclass(frozen=True)
class Layout:
    """Where each memory's line is in an index.json: ``starts[i]``, ``lengths[i]`` (without
    its separator), and the head, parsed."""

    head: dict
    starts: list[int]
    lengths: list[int]


def layout(raw) -> Layout:
    """The lines of an index.json in this layout; NotLayout otherwise. O(size), no parsing
    of the memories themselves."""
    first = raw.find(b"\n")
    if first < 0 or not bytes(raw[:first]).endswith(_MEMORIES):
        raise NotLayout("no head line")
    try:
        head = orjson.loads(bytes(raw[: first - len(_MEMORIES)]) + b"}")
    except orjson.JSONDecodeError:
        raise NotLayout("unreadable head") from None
    if not isinstance(head, dict) or head.get("version") != VERSION:
        raise NotLayout("not version 3")
    if bytes(raw[-len(CLOSE) + 1 :]) != CLOSE[1:]:
        raise NotLayout("no close line")
    end = len(raw) - len(CLOSE) + 1  # where "]}\n" begins
    starts, lengths = [], []
    at = first + 1
    while at < end:
        stop = raw.find(b"\n", at, end)
        if stop < 0:
            raise NotLayout("a memory line runs into the close")
        length = stop - at
        if stop + 1 < end:
            if raw[stop - 1 : stop] != b",":
                raise NotLayout("a memory line without its separator")
            length -= 1
        starts.append(at)
        lengths.append(length)
        at = stop + 1
    if at != end:
        raise NotLayout("stray bytes before the close")
    return Layout(head, starts, lengths)


def parse_any(raw: bytes) -> dict:
    """The whole index from bytes in any JSON layout (an older or hand-formatted index);
    ValueError when it is not JSON or not an object with a list of memories."""
    data = orjson.loads(raw)
    if not isinstance(data, dict) or not isinstance(data.get("memories", []), list):
        raise ValueError("index.json is not an object with a list of memories")
    return data


# ---------------------------------------------------------------- writing
# What a new index.json is made of, in order: a memory's new bytes, or a run of unchanged
# lines of the old file (``first`` to ``last`` in the old catalog, adjacent there).
Item = bytes | tuple[int, int]


def write(
    fd: int, head: dict, items: Iterable[Item], source_fd: int | None = None, old_starts=(), old_lengths=()
) -> tuple[array, array]:
    """Write an index.json to ``fd``: the head, each item, the close. A run of old lines
    is one kernel copy (its separators come with it). Returns where each memory's line is
    in the new file."""
    out = bytearray(head_bytes(head))
    at = len(out)
    starts, lengths = array("q"), array("q")
    for item in items:
        if len(starts):
            out += SEPARATOR
            at += len(SEPARATOR)
        if isinstance(item, tuple):
            first, last = item
            begin = old_starts[first]
            end = old_starts[last] + old_lengths[last]
            write_all(fd, out)
            out = bytearray()
            _copy(source_fd, fd, begin, end)
            shift = at - begin
            starts.extend([s + shift for s in old_starts[first : last + 1]])
            lengths.extend(old_lengths[first : last + 1])
            at += end - begin
        else:
            starts.append(at)
            lengths.append(len(item))
            out += item
            at += len(item)
            if len(out) > FLUSH:
                write_all(fd, out)
                out = bytearray()
    out += CLOSE if len(starts) else CLOSE[1:]
    write_all(fd, out)
    return starts, lengths


def _copy(source: int, target: int, start: int, stop: int) -> None:
    """Copy bytes [start, stop) of ``source`` to the end of ``target`` in the kernel
    (copy_file_range), or by reading where the file system cannot."""
    at = start
    try:
        while at < stop:
            done = os.copy_file_range(source, target, stop - at, at)
            if done == 0:
                raise OSError("short copy")
            at += done
        return
    except OSError:
        pass
    while at < stop:
        chunk = os.pread(source, min(FLUSH, stop - at), at)
        if not chunk:
            raise OSError("index.json shrank while copied")
        write_all(target, chunk)
        at += len(chunk)


def iter_records(raw, found: Layout) -> Iterator[dict]:
    """Each memory of an index in this layout, parsed one at a time."""
    for start, length in zip(found.starts, found.lengths, strict=True):
        yield orjson.loads(raw[start : start + length])
