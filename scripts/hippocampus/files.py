"""Every file operation inside the memory folder, relative to it, never following a link.

``Folder`` holds the memory folder open as a directory and reaches every path inside it
one component at a time with ``O_NOFOLLOW``, so a symbolic link anywhere inside the
store (placed by hand, by a git checkout, by an attacker) is never followed: reading
one, writing through one, deleting its target or listing it as a folder all fail with
``NotPlain``, which callers report and skip. Only regular files are read (a FIFO, a
device or a socket is refused without blocking) and only plain folders are entered.
The memory folder itself may be a link (people keep it in a synced folder); nothing
below it may.

A thing a rename cannot replace where the store writes a file (a folder at index.json,
at a cache or state file; a link or a file where ``.cache`` or ``.state`` belongs) is
moved to ``lost+found/`` as it is (``Folder.set_aside``) and the write goes on; outside
the store (``atomic_write``: HIPPOCAMPUS_CORE.md), where nothing is moved, it is
``NotPlain`` naming the path.

One permission policy for every file the store writes: ``FILE_MODE`` (owner only:
memories are personal), folders ``FOLDER_MODE``.
"""

from __future__ import annotations

import errno
import mmap
import os
import queue
import stat
import threading
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

try:  # blake2b without hashlib, which also loads OpenSSL (start-up time of every command)
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover - a Python built without _blake2
    from hashlib import blake2b as _blake2b

FILE_MODE = 0o600
FOLDER_MODE = 0o700
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_APPEND_FLAGS = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
MAX_READ = 64 << 20  # a store file larger than this is not one of ours


class NotPlain(OSError):
    """A path inside the store that is a link, a special file, or otherwise not what the
    store reads or writes there; the message names it."""


@dataclass(frozen=True)
class FileStamp:
    """What tells a file's version without reading it: ctime cannot be set back, so an
    edit that restores its mtime (and keeps its size) still changes the stamp."""

    ino: int
    mtime_ns: int
    ctime_ns: int
    size: int

    @classmethod
    def of(cls, st: os.stat_result) -> FileStamp:
        return cls(st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)

    def row(self) -> tuple[int, int, int, int]:
        return (self.ino, self.mtime_ns, self.ctime_ns, self.size)


@dataclass(frozen=True)
class Entry:
    """One name in a listed folder: its kind ('file', 'folder', 'link', 'other') and stamp."""

    name: str
    kind: str
    stamp: FileStamp


def _kind(mode: int) -> str:
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISLNK(mode):
        return "link"
    return "other"


def _parts(relpath: str) -> list[str]:
    parts = relpath.split("/")
    if not relpath or "" in parts or "." in parts or ".." in parts or "\x00" in relpath:
        raise NotPlain(errno.EINVAL, f"{relpath!r} is not a path inside the memory folder")
    return parts


class Folder:
    """The memory folder. Paths are strings relative to it with '/' separators.

    ``lost``: the folder (lost+found/) where a thing that stands where a file is written is
    moved; ``local``: the folders that hold only this machine's own files (.cache, .state),
    where a link or file in a folder's place is moved there too; ``report`` is told each
    move in a line. Without ``lost`` (a folder outside the store) nothing is ever moved."""

    def __init__(self, root: Path, lost: str | None = None, local: tuple[str, ...] = (), report=None):
        self.root = Path(root)
        self.lost = lost
        self.local = local
        self.report = report
        self._dirs: dict[tuple[str, ...], int] | None = None  # open folders, in a session

    @contextmanager
    def session(self) -> Iterator[None]:
        """Keep the folders reached open until the block ends (a write touches thousands of
        files in a handful of folders: one open per folder, not one per path step per file).
        Each cached descriptor is of the very folder first reached, links refused; a folder
        renamed or removed through this object is dropped from the cache."""
        if self._dirs is not None:
            yield
            return
        self._dirs = {}
        try:
            yield
        finally:
            dirs, self._dirs = self._dirs, None
            for fd in dirs.values():
                os.close(fd)

    def _forget(self, relpath: str) -> None:
        if self._dirs:
            prefix = tuple(_parts(relpath))
            for key in [k for k in self._dirs if k[: len(prefix)] == prefix]:
                os.close(self._dirs.pop(key))

    def path(self, relpath: str) -> Path:
        """For messages and for tools outside the store; never for opening."""
        return self.root / relpath

    # -------------------------------------------------------------- descriptors
    def _open_root(self) -> int:
        return os.open(self.root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)

    def _walk(self, parts: list[str]) -> int:
        """A descriptor of the folder ``parts`` names, every step refusing links (the
        caller closes it)."""
        if self._dirs is not None:
            return os.dup(self._cached(tuple(parts)))
        fd = self._open_root()
        for i, part in enumerate(parts):
            try:
                nxt = os.open(part, _DIR_FLAGS, dir_fd=fd)
            except OSError as exc:
                os.close(fd)
                if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                    where = "/".join(parts[: i + 1])
                    raise NotPlain(exc.errno, f"{self.root / where} is not a plain folder (a link or a file)") from None
                raise
            os.close(fd)
            fd = nxt
        return fd

    def _cached(self, key: tuple[str, ...]) -> int:
        fd = self._dirs.get(key)
        if fd is not None:
            return fd
        if not key:
            fd = self._open_root()
        else:
            parent = self._cached(key[:-1])
            try:
                fd = os.open(key[-1], _DIR_FLAGS, dir_fd=parent)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                    raise NotPlain(
                        exc.errno, f"{self.root / '/'.join(key)} is not a plain folder (a link or a file)"
                    ) from None
                raise
        self._dirs[key] = fd
        return fd

    def _parent(self, relpath: str) -> tuple[int, str]:
        parts = _parts(relpath)
        return self._walk(parts[:-1]), parts[-1]

    @contextmanager
    def _at(self, relpath: str) -> Iterator[tuple[int, str]]:
        """(descriptor of the parent folder, name): in a session the cached descriptor
        itself (no dup and close per call: a 100,000-file write makes ~10 such calls a file)."""
        parts = _parts(relpath)
        if self._dirs is not None:
            yield self._cached(tuple(parts[:-1])), parts[-1]
            return
        fd = self._walk(parts[:-1])
        try:
            yield fd, parts[-1]
        finally:
            os.close(fd)

    # -------------------------------------------------------------- reading
    def lstat(self, relpath: str) -> os.stat_result:
        with self._at(relpath) as (fd, name):
            return os.stat(name, dir_fd=fd, follow_symlinks=False)

    def kind(self, relpath: str) -> str | None:
        """'file', 'folder', 'link', 'other', or None when nothing is there."""
        try:
            return _kind(self.lstat(relpath).st_mode)
        except FileNotFoundError:
            return None
        except NotPlain:
            return "other"

    def exists(self, relpath: str) -> bool:
        return self.kind(relpath) is not None

    def read(self, relpath: str, limit: int = MAX_READ) -> bytes:
        """A regular file's bytes; NotPlain for a link, a folder or a special file."""
        data, _ = self.read_stamped(relpath, limit)
        return data

    def read_stamped(self, relpath: str, limit: int = MAX_READ) -> tuple[bytes, FileStamp]:
        """A regular file's bytes and the stamp of the version read."""
        fd, name = self._parent(relpath)
        try:
            try:
                handle = os.open(name, _READ_FLAGS, dir_fd=fd)
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    raise NotPlain(exc.errno, f"{self.root / relpath} is a symbolic link (not followed)") from None
                if exc.errno == errno.ENXIO:  # a FIFO with no writer, or a socket
                    raise NotPlain(exc.errno, f"{self.root / relpath} is not a regular file") from None
                raise
        finally:
            os.close(fd)
        try:
            st = os.fstat(handle)
            if not stat.S_ISREG(st.st_mode):
                raise NotPlain(errno.EINVAL, f"{self.root / relpath} is not a regular file")
            if st.st_size > limit:
                raise NotPlain(errno.EFBIG, f"{self.root / relpath} is {st.st_size} bytes, over the {limit} limit")
            chunks, size = [], 0
            while True:
                chunk = os.read(handle, max(st.st_size - size, 0) + 65536)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
                if size > limit:
                    raise NotPlain(errno.EFBIG, f"{self.root / relpath} grew over the {limit} limit while read")
            return b"".join(chunks), FileStamp.of(st)
        finally:
            os.close(handle)

    def open_read(self, relpath: str) -> int:
        """A descriptor of a regular file (the caller closes it): for mapping large files."""
        fd, name = self._parent(relpath)
        try:
            handle = os.open(name, _READ_FLAGS, dir_fd=fd)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENXIO):
                raise NotPlain(exc.errno, f"{self.root / relpath} is not a regular file") from None
            raise
        finally:
            os.close(fd)
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            os.close(handle)
            raise NotPlain(errno.EINVAL, f"{self.root / relpath} is not a regular file")
        return handle

    def map_read(self, relpath: str):
        """A regular file mapped for reading (b"" when it is empty, or when it cannot be
        mapped); OSError or NotPlain as ``open_read`` raises them."""
        handle = self.open_read(relpath)
        try:
            size = os.fstat(handle).st_size
            return mmap.mmap(handle, size, access=mmap.ACCESS_READ) if size else b""
        except (OSError, ValueError):
            return b""
        finally:
            os.close(handle)

    def rows(self, relpath: str) -> tuple[tuple[int, int, int, int], list[tuple[str, int, tuple[int, int, int, int]]]]:
        """A folder's own stamp row and (name, mode, stamp row) of each entry, unsorted:
        the lean listing for checks that run over every file (one lstat each)."""
        fd = self._walk(_parts(relpath)) if relpath else self._open_root()
        try:
            st = os.fstat(fd)
            own = (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)
            out = []
            lstat = os.stat
            for name in os.listdir(fd):
                try:
                    st = lstat(name, dir_fd=fd, follow_symlinks=False)
                except FileNotFoundError:
                    continue
                out.append((name, st.st_mode, (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)))
            return own, out
        finally:
            os.close(fd)

    def listing(self, relpath: str = "") -> tuple[FileStamp, list[Entry]]:
        """A folder's own stamp (taken before listing it) and its entries, names in order.
        Names that are not valid UTF-8 are returned too (as Python decodes them); callers
        report them. An entry removed while listed is left out."""
        fd = self._walk(_parts(relpath)) if relpath else self._open_root()
        try:
            own = FileStamp.of(os.fstat(fd))
            entries = []
            for name in sorted(os.listdir(fd)):
                try:
                    st = os.stat(name, dir_fd=fd, follow_symlinks=False)
                except FileNotFoundError:
                    continue
                entries.append(Entry(name, _kind(st.st_mode), FileStamp.of(st)))
            return own, entries
        finally:
            os.close(fd)

    def names(self, relpath: str) -> list[str]:
        """A plain folder's names, without stamps (cheap)."""
        fd = self._walk(_parts(relpath)) if relpath else self._open_root()
        try:
            return os.listdir(fd)
        finally:
            os.close(fd)

    def open_folder(self, relpath: str) -> int:
        """A descriptor of the folder ``relpath`` (no link followed on the way; the caller
        closes it), for a run of ``os.stat(name, dir_fd=...)`` over its files."""
        return self._walk(_parts(relpath))

    def folder_stamp(self, relpath: str) -> FileStamp | None:
        """A plain folder's stamp without listing it; None when missing or not a plain folder."""
        try:
            st = self.lstat(relpath)
        except (FileNotFoundError, NotPlain, NotADirectoryError):
            return None
        return FileStamp.of(st) if stat.S_ISDIR(st.st_mode) else None

    # -------------------------------------------------------------- writing
    def make_folder(self, relpath: str) -> bool:
        """Create a folder (and its parents) unless it is there; True if made. A link or a
        file in the place of a ``local`` folder is set aside first."""
        try:
            return self._make_folder(relpath)
        except NotPlain:
            blocked = self._blocked_local(relpath)
            if blocked is None:
                raise
            self.set_aside(blocked, "not a plain folder (never followed)")
            return self._make_folder(relpath)

    def _blocked_local(self, relpath: str) -> str | None:
        """The first folder on the way to ``relpath`` that is not a plain one, if it is a
        ``local`` folder or inside one (None otherwise: a memory folder that is a link is
        reported, never replaced by an empty one, which would read as every memory gone)."""
        parts = _parts(relpath)
        if self.lost is None or parts[0] not in self.local:
            return None
        for i in range(1, len(parts) + 1):
            if self.kind("/".join(parts[:i])) not in (None, "folder"):
                return "/".join(parts[:i])
        return None

    def _make_folder(self, relpath: str) -> bool:
        parts = _parts(relpath)
        made = False
        fd = self._open_root()
        try:
            for i, part in enumerate(parts):
                try:
                    os.mkdir(part, FOLDER_MODE, dir_fd=fd)
                    made = True
                except FileExistsError:
                    pass
                try:
                    nxt = os.open(part, _DIR_FLAGS, dir_fd=fd)
                except OSError as exc:
                    if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                        where = self.root / "/".join(parts[: i + 1])
                        raise NotPlain(exc.errno, f"{where} is not a plain folder (a link or a file)") from None
                    raise
                os.close(fd)
                fd = nxt
        finally:
            os.close(fd)
        return made

    def _temp(self, fd: int, name: str, mode: int = FILE_MODE) -> str:
        for _ in range(100):
            temp = f".{name}.{os.urandom(4).hex()}.tmp"
            try:
                handle = os.open(
                    temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, mode, dir_fd=fd
                )
            except FileExistsError:
                continue
            os.close(handle)
            return temp
        raise FileExistsError(f"no free temp name beside {name}")

    def write(self, relpath: str, data: bytes, durable: bool = True, mode: int = FILE_MODE) -> FileStamp:
        """Replace (or create) a file atomically: a temp file beside it, fsynced when
        ``durable``, renamed over it. A link in its place is replaced, never followed."""
        fd, name = self._parent(relpath)
        try:
            temp = self._temp(fd, name, mode)
            try:
                handle = os.open(temp, os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=fd)
                try:
                    write_all(handle, data)
                    if durable:
                        os.fsync(handle)
                    st = os.fstat(handle)
                finally:
                    os.close(handle)
                try:
                    os.rename(temp, name, src_dir_fd=fd, dst_dir_fd=fd)
                except IsADirectoryError:  # a folder where the file belongs
                    self.set_aside(relpath)
                    os.rename(temp, name, src_dir_fd=fd, dst_dir_fd=fd)
            except BaseException:
                try:
                    os.unlink(temp, dir_fd=fd)
                except OSError:
                    pass
                raise
            if durable:
                os.fsync(fd)
            return FileStamp.of(st)
        finally:
            os.close(fd)

    def write_new(self, relpath: str, data: bytes, durable: bool = True) -> FileStamp:
        """Create a file that must not exist yet (O_EXCL): staging, never an overwrite."""
        with self._at(relpath) as (fd, name):
            return create_new(fd, name, data, durable)

    def background_writer(self, relpath: str) -> BackgroundWriter:
        """A thread that creates new files in the folder ``relpath`` (made if missing)."""
        self.make_folder(relpath)
        return BackgroundWriter(self._walk(_parts(relpath)))

    def create_temp(self, relpath: str) -> tuple[int, str]:
        """An open temp file beside ``relpath`` (for a large streamed write) and its name;
        ``commit_temp`` renames it into place, ``drop_temp`` removes it."""
        fd, name = self._parent(relpath)
        try:
            temp = self._temp(fd, name)
            handle = os.open(temp, os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=fd)
        finally:
            os.close(fd)
        folder = relpath.rpartition("/")[0]
        return handle, f"{folder}/{temp}" if folder else temp

    def append(self, relpath: str, data: bytes, durable: bool = True) -> int:
        """Append to a regular file (made if missing); returns its size before."""
        fd, name = self._parent(relpath)
        try:
            try:
                try:
                    handle = os.open(name, _APPEND_FLAGS, FILE_MODE, dir_fd=fd)
                except IsADirectoryError:  # a folder where the file belongs
                    self.set_aside(relpath)
                    handle = os.open(name, _APPEND_FLAGS, FILE_MODE, dir_fd=fd)
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    raise NotPlain(exc.errno, f"{self.root / relpath} is a symbolic link (not followed)") from None
                if exc.errno == errno.ENXIO:  # a FIFO with no reader: never waited on
                    raise NotPlain(exc.errno, f"{self.root / relpath} is not a regular file") from None
                raise
            try:
                st = os.fstat(handle)
                if not stat.S_ISREG(st.st_mode):
                    raise NotPlain(errno.EINVAL, f"{self.root / relpath} is not a regular file")
                write_all(handle, data)
                if durable:
                    os.fsync(handle)
                return st.st_size
            finally:
                os.close(handle)
        finally:
            os.close(fd)

    def truncate(self, relpath: str, size: int) -> None:
        fd, name = self._parent(relpath)
        try:
            handle = os.open(name, os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=fd)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENXIO):
                raise NotPlain(exc.errno, f"{self.root / relpath} is not a regular file") from None
            raise
        finally:
            os.close(fd)
        try:
            if not stat.S_ISREG(os.fstat(handle).st_mode):
                raise NotPlain(errno.EINVAL, f"{self.root / relpath} is not a regular file")
            os.ftruncate(handle, size)
            os.fsync(handle)
        finally:
            os.close(handle)

    def rename(self, source: str, target: str, durable: bool = True) -> None:
        """Move a file (or folder) within the store; a link at ``target`` is replaced, a
        folder where a file is moved is set aside."""
        try:
            self._rename(source, target, durable)
        except IsADirectoryError:  # a file moved onto a folder
            self.set_aside(target)
            self._rename(source, target, durable)

    def _rename(self, source: str, target: str, durable: bool) -> None:
        self._forget(source)
        self._forget(target)
        with self._at(source) as (sfd, sname), self._at(target) as (tfd, tname):
            os.rename(sname, tname, src_dir_fd=sfd, dst_dir_fd=tfd)
            if durable:
                os.fsync(tfd)
                if sfd != tfd:
                    os.fsync(sfd)

    def free_name(self, relpath: str) -> str:
        """``relpath``, or ``relpath.N`` for the first N where nothing is; ``relpath`` itself
        when its folder is not a plain one (every name there would seem taken: the write
        into it fails, naming it)."""
        parent = relpath.rpartition("/")[0]
        if parent and self.kind(parent) not in (None, "folder"):
            return relpath
        candidate, n = relpath, 0
        while self.exists(candidate):
            n += 1
            candidate = f"{relpath}.{n}"
        return candidate

    def set_aside(self, relpath: str, why: str = "a folder where a file belongs") -> str:
        """Move what stands at ``relpath`` to lost+found/ as it is (a link moves as a link,
        never followed), reported; returns where it went. NotPlain naming it, and saying
        nothing was written there, when there is no lost+found (outside the store) or the
        move fails (lost+found itself blocked)."""
        if self.lost is None or relpath == self.lost or relpath.startswith(f"{self.lost}/"):
            raise NotPlain(errno.EISDIR, f"{self.root / relpath} is {why}; nothing was written there (move it away)")
        try:
            target = self.free_name(f"{self.lost}/{relpath}")
            self._make_folder(target.rpartition("/")[0])
            self._rename(relpath, target, durable=True)
        except OSError as exc:
            raise NotPlain(
                errno.EISDIR,
                f"{self.root / relpath} is {why} and could not be moved to {self.root / self.lost}/ "
                f"({exc.strerror or exc}); nothing was written there (run doctor.py --repair)",
            ) from None
        if self.report is not None:
            self.report(f"moved {self.root / relpath} to {self.root / target}: {why}")
        return target

    def link(self, source: str, target: str) -> None:
        """A hard link (the old index kept as a backup without a copy)."""
        sfd, sname = self._parent(source)
        try:
            tfd, tname = self._parent(target)
            try:
                os.link(sname, tname, src_dir_fd=sfd, dst_dir_fd=tfd, follow_symlinks=False)
            finally:
                os.close(tfd)
        finally:
            os.close(sfd)

    def remove(self, relpath: str) -> bool:
        """Remove a file or a link (the link itself, never its target); False if absent."""
        try:
            fd, name = self._parent(relpath)
        except FileNotFoundError:
            return False
        try:
            st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode):
                raise NotPlain(errno.EISDIR, f"{self.root / relpath} is a folder")
            os.unlink(name, dir_fd=fd)
            return True
        except FileNotFoundError:
            return False
        finally:
            os.close(fd)

    def remove_empty(self, relpath: str) -> None:
        """Remove a folder if it is empty (OSError otherwise)."""
        self._forget(relpath)
        fd, name = self._parent(relpath)
        try:
            os.rmdir(name, dir_fd=fd)
        finally:
            os.close(fd)

    def remove_tree(self, relpath: str) -> bool:
        """Remove a folder and everything in it; a link in its place (or inside it) is
        removed as a link, its target untouched. False if absent."""
        import shutil

        self._forget(relpath)
        fd, name = self._parent(relpath)
        try:
            try:
                st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            except FileNotFoundError:
                return False
            if not stat.S_ISDIR(st.st_mode):
                os.unlink(name, dir_fd=fd)
                return True
            shutil.rmtree(name, dir_fd=fd)  # fd-based: never follows a link inside
            return True
        finally:
            os.close(fd)

    def walk_files(self, relpath: str) -> Iterator[tuple[str, Entry]]:
        """Every entry under a folder, depth first, as (relpath, entry); links and
        special files are yielded (for reporting), never entered."""
        try:
            _, entries = self.listing(relpath)
        except (FileNotFoundError, NotPlain, NotADirectoryError):
            return
        for entry in entries:
            path = f"{relpath}/{entry.name}" if relpath else entry.name
            if entry.kind == "folder":
                yield from self.walk_files(path)
            else:
                yield path, entry

    def fsync_folder(self, relpath: str = "") -> None:
        fd = self._walk(_parts(relpath)) if relpath else self._open_root()
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def sealed(magic: bytes, payload) -> bytes:
    """A derived file's bytes: its magic line, a CRC-32 of the payload, the payload."""
    return magic + zlib.crc32(payload).to_bytes(4, "little") + payload


def unsealed(raw, magic: bytes) -> memoryview | None:
    """The payload ``sealed`` wrote into ``raw``, or None when it is not one this code wrote
    whole (another magic, cut short, a byte changed)."""
    view = memoryview(raw)
    at = len(magic)
    if len(view) < at + 4 or bytes(view[:at]) != magic:
        return None
    payload = view[at + 4 :]
    return payload if zlib.crc32(payload) == int.from_bytes(view[at : at + 4], "little") else None


def content_hash(data: bytes) -> str:
    """Identity of a file's bytes, to tell our own writes from hand edits."""
    return _blake2b(data, digest_size=16).hexdigest()


class BackgroundWriter:
    """New files (O_EXCL, never a link) written into one folder by a thread while the
    caller goes on computing: creating a file with data costs a third of a millisecond of
    kernel time on a virtual disk, which a 100,000-memory write would otherwise add to its
    computing instead of overlapping it. ``finish`` waits for every file and raises the
    first error; ``abandon`` stops without raising (the caller removes the folder)."""

    def __init__(self, fd: int):
        self.fd = fd
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.error: OSError | None = None
        self.thread = threading.Thread(target=self._run, name="hippocampus-writer", daemon=True)
        self.thread.start()

    def put(self, name: str, data: bytes) -> None:
        self.jobs.put((name, data))

    def _run(self) -> None:
        while (job := self.jobs.get()) is not None:
            if self.error is not None:
                continue
            name, data = job
            try:
                create_new(self.fd, name, data, durable=False)
            except OSError as exc:
                self.error = exc

    def _stop(self) -> None:
        self.jobs.put(None)
        self.thread.join()
        os.close(self.fd)

    def finish(self) -> None:
        self._stop()
        if self.error is not None:
            raise self.error

    def abandon(self) -> None:
        self._stop()


def create_new(folder_fd: int, name: str, data: bytes, durable: bool) -> FileStamp:
    """Create ``name`` in the folder ``folder_fd`` (it must not exist: O_EXCL, never
    through a link) holding ``data``; its stamp."""
    handle = os.open(
        name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, FILE_MODE, dir_fd=folder_fd
    )
    try:
        write_all(handle, data)
        if durable:
            os.fsync(handle)
        return FileStamp.of(os.fstat(handle))
    finally:
        os.close(handle)


def write_all(fd: int, data) -> None:
    """os.write until every byte is out (a write may be short)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace a file outside the memory folder (HIPPOCAMPUS_CORE.md, a tool's config)
    atomically, keeping an existing file's permissions (a new one is owner-only); never
    through a link at its name (the link itself is replaced). A folder at its name is not
    moved (it is not the store's): NotPlain naming it."""
    path = Path(path)
    try:
        st = os.lstat(path)
        mode = stat.S_IMODE(st.st_mode) if stat.S_ISREG(st.st_mode) else FILE_MODE
    except FileNotFoundError:
        mode = FILE_MODE
    Folder(path.parent).write(path.name, data, durable, mode)
