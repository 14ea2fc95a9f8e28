"""Run a command and remember how it failed: its command line and the tail of its stderr
become an ``error`` memory (redacted, as every capture is).

The command's stdout and stdin are its own (inherited); its stderr is passed through as
it arrives and its last few kilobytes kept. Volatile details (durations, hex addresses,
clock times) are blanked in the stored text, so the same failure seen again is a
near-duplicate that reinforces the memory instead of adding a copy: capture's duplicate
check never merges texts whose numbers differ.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
from dataclasses import dataclass

KEEP_BYTES = 16 << 10  # of stderr, while it streams
TAIL_LINES = 20
TAIL_CHARS = 1500
COMMAND_CHARS = 500
IMPORTANCE = 0.5
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
_VOLATILE = (
    (re.compile(r"\b0x[0-9a-fA-F]{4,}\b"), "0x\u2026"),
    (re.compile(r"\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (re.compile(r"\b\d\d:\d\d:\d\d(?:[.,]\d+)?\b"), "<time>"),
    (re.compile(r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds|min|minutes)\b"), "<duration>"),
)


@dataclass(frozen=True)
class Run:
    argv: tuple[str, ...]
    code: int
    stderr_tail: str


def run(argv: list[str]) -> Run:
    """Run ``argv`` (no shell), passing its output through; its exit code and stderr tail.

    Like ``env`` and ``time``: 127 when it cannot be found, 126 when it cannot be run,
    128 + N when signal N ended it. Ctrl-C reaches the command (same process group); this
    process waits for it instead of dying first."""
    try:
        proc = subprocess.Popen(argv, stderr=subprocess.PIPE)
    except FileNotFoundError:
        return Run(tuple(argv), 127, f"{argv[0]}: command not found")
    except (PermissionError, OSError) as exc:
        return Run(tuple(argv), 126, f"{argv[0]}: {exc.strerror or exc}")
    previous = [signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT, signal.SIGQUIT)]
    kept = bytearray()
    out = sys.stderr.buffer
    try:
        fd = proc.stderr.fileno()
        while chunk := os.read(fd, 65536):
            out.write(chunk)
            out.flush()
            kept += chunk
            if len(kept) > 2 * KEEP_BYTES:
                del kept[:-KEEP_BYTES]
        code = proc.wait()
    finally:
        proc.stderr.close()
        for s, handler in zip((signal.SIGINT, signal.SIGQUIT), previous, strict=True):
            signal.signal(s, handler)
    if code < 0:
        code = 128 - code
    return Run(tuple(argv), code, tail(bytes(kept[-KEEP_BYTES:])))


def tail(raw: bytes) -> str:
    """The last lines of stderr, as text without terminal escapes."""
    text = _ANSI.sub("", raw.decode("utf-8", "replace")).replace("\r\n", "\n")
    lines = [line.rsplit("\r", 1)[-1].rstrip() for line in text.split("\n")]  # a progress bar keeps its last state
    lines = [line for line in lines if line.strip()][-TAIL_LINES:]
    joined = "\n".join(lines)
    return joined[-TAIL_CHARS:]


def memory_text(result: Run) -> str:
    """What the error memory says: the command line, its exit status, the stderr tail."""
    command = shlex.join(result.argv)
    if len(command) > COMMAND_CHARS:
        command = command[: COMMAND_CHARS - 1] + "\u2026"
    text = f"Command failed (exit {result.code}): {command}"
    detail = result.stderr_tail
    for pattern, replacement in _VOLATILE:
        detail = pattern.sub(replacement, detail)
    return f"{text}\nstderr:\n{detail}" if detail.strip() else f"{text} (no stderr)"


def remember(store, result: Run, cwd: str) -> dict:
    """Capture the failure as an error memory; the capture outcome (its --json)."""
    from hippocampus import capture as capturing

    item = capturing.make_item(
        {
            "content": memory_text(result),
            "domain": "world",
            "category": "error",
            "importance": IMPORTANCE,
            "source": f"watch.py in {cwd}",
        },
        "watched command",
    )
    return capturing.capture_items(store, [item])[0]
