"""The store's write lock: ``memory/.lock``, held by every write and by doctor's checks.

An exclusive ``flock`` on the file, polled every 50 ms up to a timeout (as filelock's
FileLock does, and compatible with it). A killed process releases it. On a file system
without ``flock`` (some network mounts) POSIX record locks (``lockf``) are tried, and
failing those an owner file made with ``O_EXCL`` (``.lock.owner``: host and pid), which a
later writer removes when its owner is a process of this host that no longer runs.
"""

from __future__ import annotations

import errno
import fcntl
import os
import socket
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hippocampus.errors import InvalidInput, StoreBusy

DEFAULT_TIMEOUT = 10.0
POLL = 0.05
_CONTENDED = frozenset({errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK})
_UNSUPPORTED = frozenset({errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOLCK, errno.EINVAL})


def timeout_from(raw: str | None) -> float:
    """Seconds to wait (HIPPOCAMPUS_LOCK_TIMEOUT); InvalidInput unless a finite number >= 0."""
    if raw is None or not raw.strip():
        return DEFAULT_TIMEOUT
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):
        raise InvalidInput(f"HIPPOCAMPUS_LOCK_TIMEOUT={raw!r} is not a number of seconds (>= 0)")
    return value


def _busy(path: Path, timeout: float) -> StoreBusy:
    return StoreBusy(
        f"{path} is held by another hippocampus process; gave up after {timeout:g} s and changed "
        "nothing (set HIPPOCAMPUS_LOCK_TIMEOUT to wait longer)"
    )


def _poll(take, path: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            take()
            return
        except OSError as exc:
            if exc.errno not in _CONTENDED and not isinstance(exc, FileExistsError):
                raise
        left = deadline - time.monotonic()
        if left <= 0:
            raise _busy(path, timeout)
        time.sleep(min(POLL, left))


@contextmanager
def held(path: Path, timeout: float) -> Iterator[None]:
    """Hold the lock at ``path`` for the ``with`` block; StoreBusy after ``timeout``."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError as exc:  # a .lock that is a link, a folder, or not ours to open
        raise StoreBusy(f"{path} cannot be locked ({exc.strerror}); changed nothing") from None
    try:
        for take in (
            lambda: fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB),
            lambda: fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB),
        ):
            try:
                _poll(take, path, timeout)
            except OSError as exc:
                if exc.errno in _UNSUPPORTED:
                    continue
                raise StoreBusy(f"{path} cannot be locked ({exc.strerror}); changed nothing") from None
            yield
            return
        with _owner_file(path.with_name(path.name + ".owner"), timeout):
            yield
    finally:
        try:  # a forked child's copy of the descriptor would keep a flock until it ended
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass
        os.close(fd)  # releases lockf (and flock, where no child shares the descriptor)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _read_owner(path: Path) -> str:
    """The owner file's text; never through a link, never waiting on a FIFO."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError(f"{path} is not a regular file")
        return os.read(fd, 4096).decode("utf-8", "replace")
    finally:
        os.close(fd)


@contextmanager
def _owner_file(path: Path, timeout: float) -> Iterator[None]:
    """The lock of last resort: a file only one process can create."""
    me = f"{socket.gethostname()} {os.getpid()}\n".encode()

    def take() -> None:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        except FileExistsError:
            try:
                host, pid = _read_owner(path).split()
                stale = host == socket.gethostname() and not _alive(int(pid))
            except (OSError, ValueError):
                stale = False
            if stale:
                path.unlink(missing_ok=True)
            raise
        try:
            os.write(fd, me)
        finally:
            os.close(fd)

    _poll(take, path, timeout)
    try:
        yield
    finally:
        path.unlink(missing_ok=True)
