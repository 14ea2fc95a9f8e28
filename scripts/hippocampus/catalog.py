"""The catalog: where each memory is in index.json and which version of its file was
last checked. The store's own derived data, in ``memory/.cache/catalog.bin``.

It lets a command read one memory without parsing index.json, write index.json by copying
the lines it did not change (``index_file.write``), and see a hand edit without reading
every file: a file whose stamp (``files.FileStamp``: inode, mtime, ctime, size) is the
one verified holds what the index says. It describes exactly one version of index.json
(``index``, that file's stamp): any other version, a missing or damaged catalog, is
rebuilt, never trusted. Folder stamps (a folder's own inode, mtime, ctime) tell that no
file was added, removed or renamed there since it was last listed.
"""

from __future__ import annotations

import marshal
import os
from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field

import orjson

from hippocampus.files import FileStamp, Folder, sealed, unsealed

FORMAT = 2
_MAGIC = b"HPCAT2\n"
NO_STAMP = (0, -1, -1, -1)  # a file not checked against its memory: matches no real file


@dataclass
class Catalog:
    index: tuple[int, int, int, int]  # the stamp of the index.json described
    head: dict  # index.json's head (version, lastUpdated, decayLastRun)
    ids: list[str]
    starts: array  # 'q': byte where each memory's line starts in index.json
    lengths: array  # 'q': its length (without the separator)
    files: list[str]  # each memory's file, relative to the memory folder
    stamps: array  # 'q', four per memory: the stamp of its file as last verified
    # folder -> its stamp when last listed and found to hold exactly the memories' files
    # plus ``others`` (names that are not memories: links reported, unreadable files);
    # a folder missing here was not verified and is listed again.
    folders: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    others: dict[str, dict[str, tuple[int, int, int, int]]] = field(default_factory=dict)
    logs: dict[str, int] = field(default_factory=dict)  # tag -> size of each log folded in
    counts: dict[str, int] = field(default_factory=dict)  # folder -> names accounted for (files + others)
    _numbers: dict[str, int] | None = None

    @property
    def numbers(self) -> dict[str, int]:
        """id -> position, built on first use."""
        if self._numbers is None:
            self._numbers = dict(zip(self.ids, range(len(self.ids)), strict=True))
        return self._numbers

    def stamp(self, number: int) -> tuple[int, int, int, int]:
        at = 4 * number
        return tuple(self.stamps[at : at + 4])

    def names_in(self, folder: str) -> set[str]:
        """The memory file names the index puts in a folder."""
        prefix = folder + "/"
        return {f[len(prefix) :] for f in self.files if f.startswith(prefix)}

    @classmethod
    def empty(cls, index: tuple[int, int, int, int], head: dict) -> Catalog:
        return cls(index, head, [], array("q"), array("q"), [], array("q"))

    def encode(self) -> bytes:
        payload = marshal.dumps(
            (
                FORMAT,
                tuple(self.index),
                self.head,
                self.ids,
                self.starts.tobytes(),
                self.lengths.tobytes(),
                self.files,
                self.stamps.tobytes(),
                self.folders,
                self.others,
                self.logs,
                self.counts,
            )
        )
        return sealed(_MAGIC, payload)


def decode(raw: bytes) -> Catalog | None:
    """The catalog in ``raw``, or None when it is not one this code wrote whole."""
    body = unsealed(raw, _MAGIC)
    if body is None:
        return None
    try:
        fmt, index, head, ids, starts, lengths, files, stamps, folders, others, logs, counts = marshal.loads(body)
    except (ValueError, EOFError, TypeError):
        return None
    if fmt != FORMAT:
        return None
    arrays = []
    for raw_array in (starts, lengths, stamps):
        values = array("q")
        values.frombytes(raw_array)
        arrays.append(values)
    if not (len(ids) == len(files) == len(arrays[0]) == len(arrays[1]) and len(arrays[2]) == 4 * len(ids)):
        return None
    return Catalog(tuple(index), head, ids, arrays[0], arrays[1], files, arrays[2], folders, others, logs, counts)


def stamp_row(stamp: FileStamp | None) -> tuple[int, int, int, int]:
    return NO_STAMP if stamp is None else stamp.row()


class FilesChanged(Exception):
    """A reader met a file that differs from what the catalog verified: sync, then read."""


class View:
    """One version of index.json, read through its catalog."""

    def __init__(self, folder: Folder, catalog: Catalog, blob, notes: list[str] | None = None, checked: bool = True):
        self.folder = folder
        self.catalog = catalog
        self.blob = blob
        self.notes = notes if notes is not None else []  # said on stderr by the command
        self.root = f"{folder.root}/"
        self.checked = checked  # False: served as last written (the files are not looked at)

    def raw(self, number: int) -> dict:
        """A memory as index.json holds it, no file check (rebuilds, writers)."""
        start = self.catalog.starts[number]
        record = orjson.loads(self.blob[start : start + self.catalog.lengths[number]])
        if record.get("id") != self.catalog.ids[number]:
            raise FilesChanged(f"index.json changed under the catalog at {self.catalog.ids[number]}")
        return record

    def record(self, number: int) -> dict:
        """A memory for printing: its file must still be the version verified, so nothing
        a reader prints is older than its file (FilesChanged otherwise)."""
        record = self.raw(number)
        if not self.checked:
            return record
        try:
            # The domain folders were checked as plain folders of the verified inode
            # (Store._still_verified): a plain lstat of the file itself follows no link.
            st = os.lstat(f"{self.root}{self.catalog.files[number]}")
        except (OSError, ValueError):
            domain = self.catalog.files[number].split("/", 1)[0]
            if self.catalog.folders.get(domain, NO_STAMP) == NO_STAMP and self.folder.folder_stamp(domain) is None:
                return record  # its folder was missing (or not a folder) when verified: kept as indexed
            raise FilesChanged(f"the file of {record['id']} is gone") from None
        row = FileStamp.of(st).row()
        if row != self.catalog.stamp(number):
            folder, _, name = self.catalog.files[number].partition("/")
            if row != self.catalog.others.get(folder, {}).get(name):
                raise FilesChanged(f"{self.catalog.files[number]} changed since it was verified")
            # a hand edit known to be unreadable: the indexed version, and say so every time
            note = f"{self.folder.path(self.catalog.files[number])} could not be read as a memory; the indexed version is used (fix the file)"
            if note not in self.notes:
                self.notes.append(note)
        return record

    def get(self, memory_id: str) -> dict | None:
        number = self.catalog.numbers.get(memory_id)
        return None if number is None else self.record(number)

    def __iter__(self) -> Iterator[dict]:
        for number in range(len(self.catalog.ids)):
            yield self.raw(number)

    def __len__(self) -> int:
        return len(self.catalog.ids)
