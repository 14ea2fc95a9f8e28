"""What the commands that cron and session hooks run share so that they fail open: one
line for any error, a check for files a read would block on, and a deadline.

``decay.py --if-due``, ``run-hippocampus.py`` and ``hook.py`` must never break a session
or hang a cron slot: every exception becomes one line (stderr, or the hook log) and exit 0.
An exception is not the only way to fail, though: a FIFO where ``index.journal``,
``schedule.json`` or a cache file belongs makes the first read of it wait forever (the
store's readers open those files without checking what they are), so these paths look
first (``blocking_file``), and hooks also run under a deadline (``deadline``).
"""

from __future__ import annotations

import os
import signal
import sys
from contextlib import contextmanager
from pathlib import Path
from stat import S_ISDIR, S_ISREG

from hippocampus.errors import HippocampusError


class BlockingFile(HippocampusError):
    """A store file that is a FIFO, a device or a socket: reading it would block."""


class DeadlineExceeded(HippocampusError):
    """A hook ran past its deadline and was stopped."""


def one_line(exc: BaseException) -> str:
    """A package error's own message; anything else with its type name. Always one line."""
    text = str(exc) if isinstance(exc, HippocampusError) else f"{type(exc).__name__}: {exc}"
    return " ".join(text.split()) or type(exc).__name__


def blocking_file(root: Path) -> Path | None:
    """The first file in the memory folder's own files (``root`` itself, ``.cache/``,
    ``.state/``, ``.pending/*/``) that is neither a regular file nor a folder, links
    followed; None when there is none. Domain folders are not looked at: the store's scan
    already skips what is not a regular file there. About 20 ``stat`` calls."""
    root = Path(root)
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue  # missing or unreadable: the store's own checks name it
        for entry in entries:
            try:
                mode = os.stat(entry.path).st_mode  # a link to a FIFO blocks as well
            except OSError:
                continue  # a dangling link: opening it fails at once, it does not block
            if S_ISDIR(mode):
                hidden = folder == root and entry.name.startswith(".")
                if hidden or folder.parent == root and folder.name == ".pending":
                    folders.append(Path(entry.path))
            elif not S_ISREG(mode):
                return Path(entry.path)
    return None


def refuse_blocking_files(root: Path) -> None:
    """Raise BlockingFile naming the first file a read would block on."""
    path = blocking_file(root)
    if path is not None:
        raise BlockingFile(
            f"{path} is not a regular file (a FIFO, device or socket), so reading it would block; "
            "nothing was done (move it out of the memory folder)"
        )


@contextmanager
def deadline(seconds: float | None):
    """Raise DeadlineExceeded in the main thread once ``seconds`` have passed (SIGALRM),
    and again every second after, so that code catching every exception on the way (a
    cache refresh that must never fail its write) cannot swallow the deadline.

    A store write interrupted this way is no worse than one killed: the store recovers
    from a crash at any point. No deadline when ``seconds`` is None, off the main thread,
    or where SIGALRM does not exist."""
    if not seconds or not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum, frame):
        raise DeadlineExceeded(f"stopped after {seconds:g} s")

    try:
        previous = signal.signal(signal.SIGALRM, expired)
    except ValueError:  # not the main thread
        yield
        return
    signal.setitimer(signal.ITIMER_REAL, seconds, 1.0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# ------------------------------------------------------------------ the hook failure log
LOG = "hooks.log"  # in memory/.state/: the hook failures doctor.py reports
LOG_LIMIT = 256 << 10  # bytes; past it the older half is dropped


def log_failure(root: Path | None, event, client, exc: BaseException, what: str | None = None) -> None:
    """One line in memory/.state/hooks.log (time, event, client, error), and on stderr.
    Nothing here raises: with no store to log in, stderr is all there is."""
    from datetime import UTC, datetime

    from hippocampus.context import iso, resolve_now

    try:
        now = resolve_now()
    except HippocampusError:  # a bad HIPPOCAMPUS_NOW may be the very failure being logged
        now = datetime.now(UTC)
    error = one_line(exc)
    if what:
        error = f"{what}: {error}"
    line = f"{iso(now)}\t{event}\t{client}\t{error}\n"
    try:
        sys.stderr.write(f"hippocampus hook: {event} failed: {error}\n")
    except (OSError, ValueError):
        pass
    if root is None or not root.is_dir():
        return
    try:
        _append(root, line.encode("utf-8", "replace"))
    except OSError:
        pass


def _append(root: Path, data: bytes) -> None:
    """Append to memory/.state/hooks.log through the store's file primitives (never through
    a link anywhere in the path, never blocking on a FIFO); keep it small."""
    from hippocampus.files import Folder

    folder = Folder(root)
    relpath = f".state/{LOG}"
    folder.make_folder(".state")
    size = folder.append(relpath, data, durable=False) + len(data)
    if size > LOG_LIMIT:
        kept = folder.read(relpath)[-LOG_LIMIT // 2 :]
        folder.write(relpath, kept[kept.find(b"\n") + 1 :], durable=False)


def recent_failures(root: Path, now, hours: float = 24.0) -> list[dict]:
    """The hook failures logged in the ``hours`` before ``now``, oldest first (what doctor shows)."""
    from datetime import timedelta

    from hippocampus.context import parse_instant
    from hippocampus.files import Folder

    try:
        raw = Folder(Path(root)).read(f".state/{LOG}")
    except OSError:
        return []
    since = now - timedelta(hours=hours)
    out = []
    for line in raw.decode("utf-8", "replace").splitlines():
        parts = line.split("\t", 3)
        if len(parts) != 4:
            continue
        try:
            at = parse_instant(parts[0])
        except HippocampusError:
            continue
        if since <= at <= now + timedelta(minutes=5):
            out.append({"time": parts[0], "event": parts[1], "client": parts[2], "error": parts[3]})
    return out


def describe_failures(failures: list[dict] | None, shown: int = 5) -> str:
    """doctor.py's lines about them ("" when there were none)."""
    if not failures:
        return ""
    lines = ["", f"{len(failures)} hook failure(s) in the last day (memory/.state/{LOG}); the latest:"]
    lines += [f"- {f['time']} {f['event']} ({f['client']}): {f['error']}" for f in failures[-shown:]]
    return "\n".join(lines)
