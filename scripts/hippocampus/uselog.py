"""The use logs: ``memory/log/<tag>.jsonl``, one per machine, append-only, committed.

Each line is one event, a JSON object with ``t`` (UTC time), ``op``, the memory ``id``
(or ``ids``), the operation's values, and ``x`` (the transaction that wrote it, so a
write finished after a crash never appends it twice). A machine only ever appends to
its own log, so two machines' logs merge in git without a conflict, and every machine
that holds the same logs folds them into the same scores (``records.fold``, in the order
of ``sort_key``: time, then machine tag, then line).

The tag is this machine's (``machine_tag``): four letters kept in ``.state/machine.json``
with the host name and the memory folder's real path. A copy of the folder (cp -r, a
container image) on another host or path gets a new tag; a new tag is never one that
already has a log here.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass, field

import orjson

from hippocampus import records
from hippocampus.files import Folder, NotPlain

LOG = "log"
MACHINE = ".state/machine.json"
OPS = ("create", "use", "set", "state", "forget", "restore", "merge", "outcome", "pin", "unpin")


@dataclass(frozen=True)
class Event:
    """One memory's part of one logged event."""

    memory_id: str
    op: str
    t: str
    values: dict
    tag: str
    line: int

    @property
    def sort_key(self) -> tuple[str, str, int]:
        return (self.t, self.tag, self.line)

    def as_fold(self) -> dict:
        return {**self.values, "op": self.op, "t": self.t}


def log_path(tag: str) -> str:
    return f"{LOG}/{tag}.jsonl"


def line(op: str, t: str, txn: str, **values) -> bytes:
    """One event as the bytes appended to a log."""
    return orjson.dumps({"t": t, "op": op, **values, "x": txn}) + b"\n"


def machine_tag(folder: Folder, new_tag=None) -> str:
    """This machine's tag for ``folder``, made (and kept in .state/machine.json) when
    missing or when the folder was copied from another host or path."""
    host = socket.gethostname()
    real = os.path.realpath(folder.root)
    try:
        known = orjson.loads(folder.read(MACHINE))
        if (
            isinstance(known, dict)
            and isinstance(known.get("tag"), str)
            and records.TAG.fullmatch(known["tag"])
            and known.get("host") == host
            and known.get("root") == real
        ):
            return known["tag"]
    except (OSError, orjson.JSONDecodeError):
        pass
    taken = set(log_tags(folder))
    choose = new_tag or _random_tag
    tag = choose()
    while tag in taken:
        tag = choose()
    folder.make_folder(".state")
    folder.write(MACHINE, orjson.dumps({"tag": tag, "host": host, "root": real}) + b"\n")
    return tag


def _random_tag() -> str:
    letters = records.TAG_LETTERS
    return "".join(letters[b % len(letters)] for b in os.urandom(4))


def log_tags(folder: Folder) -> list[str]:
    """The tags that have a log here."""
    try:
        _, entries = folder.listing(LOG)
    except (FileNotFoundError, NotPlain, NotADirectoryError):
        return []
    return [
        e.name[:-6]
        for e in entries
        if e.kind == "file" and e.name.endswith(".jsonl") and records.TAG.fullmatch(e.name[:-6])
    ]


@dataclass
class Logs:
    """Every log's events, in fold order, and the lines that could not be read."""

    events: list[Event]
    problems: list[str]
    sizes: dict[str, int]  # tag -> bytes read (the state these events are)
    # logs (or the log folder) that could not be read at all: a link, a special file, no
    # permission. Scores folded without them would be wrong, so writes that need them stop.
    unreadable: list[str] = field(default_factory=list)

    def by_memory(self) -> dict[str, list[Event]]:
        out: dict[str, list[Event]] = {}
        for event in self.events:
            out.setdefault(event.memory_id, []).append(event)
        return out


def read_logs(folder: Folder) -> Logs:
    """Read every log. A line that is not a valid event is named in ``problems`` and
    skipped; a last line without its newline is a write cut off by a crash (the next
    writer finishes or drops it) and is skipped silently."""
    events: list[Event] = []
    problems: list[str] = []
    sizes: dict[str, int] = {}
    unreadable = _unreadable_logs(folder)
    problems += unreadable
    for tag in log_tags(folder):
        relpath = log_path(tag)
        try:
            raw = folder.read(relpath)
        except (OSError, NotPlain) as exc:
            problems.append(f"{folder.path(relpath)}: cannot read ({exc.strerror or exc})")
            unreadable.append(problems[-1])
            continue
        sizes[tag] = len(raw)
        lines = raw.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        elif lines:
            lines.pop()  # cut off by a crash: not committed
        for number, text in enumerate(lines, 1):
            if not text.strip():
                continue
            found = parse_line(text)
            if isinstance(found, str):
                problems.append(f"{folder.path(relpath)} line {number}: {found}")
                continue
            for memory_id, values in found:
                events.append(Event(memory_id, values.pop("op"), values.pop("t"), values, tag, number))
    events.sort(key=lambda e: e.sort_key)
    return Logs(events, problems, sizes, unreadable)


def _unreadable_logs(folder: Folder) -> list[str]:
    """The log folder, or logs in it, that are links or special files (never followed)."""
    kind = folder.kind(LOG)
    if kind not in (None, "folder"):
        return [f"{folder.path(LOG)}: not a plain folder (a link or a file; never followed)"]
    try:
        _, entries = folder.listing(LOG)
    except (FileNotFoundError, NotPlain, NotADirectoryError):
        return []
    return [
        f"{folder.path(LOG)}/{e.name}: a {'symbolic link' if e.kind == 'link' else 'special file'} (never followed)"
        for e in entries
        if e.kind in ("link", "other") and e.name.endswith(".jsonl") and records.TAG.fullmatch(e.name[:-6])
    ]


def _unit(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= value <= 1.0


def parse_line(text: bytes) -> list[tuple[str, dict]] | str:
    """A log line's events, one per memory it names, or what is wrong with it."""
    try:
        event = orjson.loads(text)
    except orjson.JSONDecodeError:
        return "not JSON"
    if not isinstance(event, dict):
        return "not an object"
    op, t = event.get("op"), event.get("t")
    if not isinstance(op, str) or records.parse_day(t) is None:
        return "no op or no time"
    ids = event.get("ids") if "ids" in event else [event.get("id")]
    if not isinstance(ids, list) or not ids or not all(records.valid_id(i) for i in ids):
        return "no valid memory id"
    values = {k: v for k, v in event.items() if k not in ("id", "ids", "x")}
    problem = None
    if op == "create":
        if not _unit(event.get("importance")) or ("from" in event and records.parse_day(event["from"]) is None):
            problem = "create needs an importance in [0, 1] and a valid from"
    elif op == "set":
        if not _unit(event.get("importance")):
            problem = "set needs an importance in [0, 1]"
    elif op == "use":
        rate = event.get("rate", 0.15)
        if not (_unit(rate) and rate > 0):
            problem = "use needs a rate in (0, 1]"
    elif op == "outcome":
        if event.get("result") not in ("good", "bad"):
            problem = "outcome needs a result, good or bad"
    elif op == "state":
        times = event.get("times")
        if not (
            _unit(event.get("base"))
            and records.parse_day(event.get("since")) is not None
            and isinstance(event.get("lastUsed"), str)
            and isinstance(times, int)
            and not isinstance(times, bool)
            and 0 <= times < records.MAX_TIMES
        ):
            problem = "state needs base, since, lastUsed and times"
    if problem:
        return problem
    return [(memory_id, dict(values)) for memory_id in ids]


def fold_scores(events: list[Event]) -> records.Score | None:
    """One memory's score from its events (in fold order)."""
    score = None
    for event in events:
        score = records.fold(score, event.as_fold())
    return score
