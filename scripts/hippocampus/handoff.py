"""Session handoffs: the short note one session leaves for the next (what was done, what
comes next, which files matter), shown by the next session start.

A handoff is not a memory: it is about one moment, it does not decay, and recall does not
search it. Each is a Markdown file a person can read and edit,
``memory/handoffs/<UTC time>.md`` (``-2``, ``-3`` ... for several in one second), written
through ``store.atomic_write`` under the store lock; the latest by name is the one shown.
None is ever deleted (they read as a log of sessions). Secrets are redacted first, as
for memories.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import orjson

from hippocampus.context import iso
from hippocampus.errors import InvalidInput
from hippocampus.text import normalize_content

FOLDER = "handoffs"
MAX_SUMMARY = 4000  # characters; a handoff is a short note
MAX_ITEM = 500  # characters per next step or artifact
MAX_ITEMS = 20
_NAME = re.compile(r"^(?P<stamp>\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(?P<n>[1-9][0-9]*))?\.md$")
_HEADINGS = {"summary": "summary", "next steps": "next", "artifacts": "artifacts"}


@dataclass(frozen=True)
class Handoff:
    created: str
    summary: str
    next_steps: tuple[str, ...] = ()
    artifacts: tuple[str, ...] = ()
    session: str | None = None
    file: str | None = None  # relative to the memory folder
    redacted: int = 0

    def as_json(self) -> dict:
        return {
            "file": self.file,
            "created": self.created,
            "session": self.session,
            "summary": self.summary,
            "next": list(self.next_steps),
            "artifacts": list(self.artifacts),
            "redacted": self.redacted,
        }


# ------------------------------------------------------------------ the file
def render(handoff: Handoff) -> str:
    """The handoff's Markdown file: a little frontmatter, then one section per part."""
    front = [f"created: {handoff.created}"]
    if handoff.session:
        front.append(f"session: {orjson.dumps(handoff.session).decode()}")  # a JSON string is valid YAML
    lines = ["---", *front, "---", f"# Session handoff, {_display(handoff.created)}", "", "## Summary", ""]
    lines += [("\\" + line) if line.startswith("#") else line for line in handoff.summary.split("\n")]
    for title, items in (("Next steps", handoff.next_steps), ("Artifacts", handoff.artifacts)):
        if items:
            lines += ["", f"## {title}", "", *(f"- {item}" for item in items)]
    return "\n".join(lines) + "\n"


def parse(text: str, file: str | None = None) -> Handoff:
    """Read a handoff file back (also one a person edited); unknown sections are ignored."""
    created, session = "", None
    body = text
    if text.startswith("---\n"):
        head, sep, rest = text[4:].partition("\n---\n")
        if sep:
            body = rest
            for line in head.split("\n"):
                key, _, value = line.partition(":")
                value = value.strip()
                if key.strip() == "created":
                    created = value.strip("\"'")
                elif key.strip() == "session" and value:
                    try:
                        session = str(orjson.loads(value)) if value.startswith('"') else value
                    except orjson.JSONDecodeError:
                        session = value
    sections: dict[str, list[str]] = {}
    current = None
    for line in body.split("\n"):
        if line.startswith("## "):
            current = _HEADINGS.get(line[3:].strip().lower())
            if current:
                sections.setdefault(current, [])
            continue
        if current is None:
            continue
        sections[current].append(line[1:] if line.startswith("\\#") else line)
    summary = "\n".join(sections.get("summary", [])).strip()
    return Handoff(
        created=created,
        summary=summary,
        next_steps=tuple(_bullets(sections.get("next", []))),
        artifacts=tuple(_bullets(sections.get("artifacts", []))),
        session=session,
        file=file,
    )


def _bullets(lines: list[str]) -> list[str]:
    """List items, a continuation line joined to its item."""
    items: list[str] = []
    for line in lines:
        stripped = line.strip()
        if not stripped:
            continue
        if stripped[:2] in ("- ", "* "):
            items.append(stripped[2:].strip())
        elif items:
            items[-1] += " " + stripped
        else:
            items.append(stripped)
    return items


def _display(created: str) -> str:
    """2026-11-29T10:00:00Z -> 2026-11-29 10:00 UTC."""
    return f"{created[:10]} {created[11:16]} UTC" if len(created) >= 16 else created


# ------------------------------------------------------------------ saving and reading
def make(summary: str, next_steps=(), artifacts=(), session: str | None = None, *, created: str) -> Handoff:
    """A validated, redacted handoff (nothing written)."""
    from hippocampus.capture import check_text
    from hippocampus.redact import redact

    redacted = 0

    def clean(value: str, where: str, limit: int, one_line: bool) -> str:
        nonlocal redacted
        text = normalize_content(check_text(value, where))
        if one_line:
            text = " ".join(text.split())
        if len(text) > limit:
            raise InvalidInput(f"{where}: {len(text)} characters; the limit is {limit}")
        result = redact(text)
        redacted += result.count
        return result.text

    text = clean(summary, "--summary", MAX_SUMMARY, one_line=False)
    if not text:
        raise InvalidInput("--summary: empty (say in a sentence or two what this session did)")
    lists = []
    for name, values in (("--next", next_steps), ("--artifact", artifacts)):
        if len(values) > MAX_ITEMS:
            raise InvalidInput(f"{name}: {len(values)} given; the limit is {MAX_ITEMS}")
        lists.append(tuple(item for v in values if (item := clean(v, name, MAX_ITEM, one_line=True))))
    if session:
        session = clean(session, "--session", 200, one_line=True) or None
    return Handoff(created, text, lists[0], lists[1], session or None, redacted=redacted)


def save(store, summary: str, next_steps=(), artifacts=(), session: str | None = None) -> Handoff:
    """Write a new handoff file (never replacing one); the handoff as written."""
    handoff = make(summary, next_steps, artifacts, session, created=iso(store.now))
    store.require()
    with store.locked():  # two saves in one second get different names
        store.folder.make_folder(FOLDER)
        stamp = handoff.created.replace(":", "-")
        name, n = f"{stamp}.md", 1
        while store.folder.exists(f"{FOLDER}/{name}"):
            n += 1
            name = f"{stamp}-{n}.md"
        handoff = replace(handoff, file=f"{FOLDER}/{name}")
        store.folder.write_new(f"{FOLDER}/{name}", render(handoff).encode("utf-8"))
    return handoff


def latest(store) -> Handoff | None:
    """The most recent handoff, or None when there is none (or its folder is unreadable)."""
    from hippocampus.files import NotPlain

    try:
        _, entries = store.folder.listing(FOLDER)
    except (OSError, NotPlain):
        return None
    names = [e.name for e in entries if e.kind == "file" and _NAME.match(e.name)]
    for name in sorted(names, key=_order, reverse=True):
        try:
            text = store.folder.read(f"{FOLDER}/{name}", limit=1 << 20).decode("utf-8", errors="replace")
        except (OSError, NotPlain):
            continue
        handoff = parse(text, f"{FOLDER}/{name}")
        if not handoff.created:  # edited away: the name says when
            stamp = _NAME.match(name).group("stamp")  # 2026-11-29T10-00-00Z
            handoff = replace(handoff, created=f"{stamp[:13]}:{stamp[14:16]}:{stamp[17:]}")
        return handoff
    return None


def _order(name: str) -> tuple[str, int]:
    match = _NAME.match(name)
    return match.group("stamp"), int(match.group("n") or 1)


def describe_saved(handoff: Handoff) -> str:
    line = (
        f"saved handoff memory/{handoff.file} ({len(handoff.next_steps)} next step(s), "
        f"{len(handoff.artifacts)} artifact(s)); the next session start shows it"
    )
    if handoff.redacted:
        line += f"; {handoff.redacted} secret(s) redacted"
    return line


def markdown(handoff: Handoff | None) -> str:
    """``handoff.py show``: the latest handoff as Markdown."""
    if handoff is None:
        return "No session handoff yet (save one with handoff.py save --summary ...)."
    return context_text(handoff, limit=None)


def context_text(handoff: Handoff, limit: int | None = 1200) -> str:
    """The handoff as the next session start shows it; ``limit`` caps the summary's characters."""
    summary = handoff.summary
    if limit is not None and len(summary) > limit:
        summary = summary[: limit - 1] + "\u2026"
    lines = [f"## Last session's handoff ({_display(handoff.created)})", "", summary]
    if handoff.next_steps:
        lines += ["", "Next steps:", *(f"- {item}" for item in handoff.next_steps)]
    if handoff.artifacts:
        lines += ["", "Artifacts:", *(f"- {item}" for item in handoff.artifacts)]
    return "\n".join(lines)
