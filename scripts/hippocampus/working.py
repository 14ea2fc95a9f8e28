"""Working memory: a small buffer per scope for what matters right now (the current task,
the file being changed, the step in progress), hippo-memory's buffer layer.

At most ``MAX_ENTRIES`` entries per scope; when a push makes one more, the entry of lowest
importance goes (the oldest among equals, the new one included: a push less important
than all twenty is refused, and says so). Entries do not decay and are never
reinforced: the buffer is for now, not for later, and ``clear`` empties it when the task
is done. load-core shows it in its own short section.

Kept in ``memory/.state/working.json``, this machine's local state, never committed: it
describes what this machine's session is doing at the moment, means nothing on another
machine, and changing it on every push would churn git history with noise. Anything
worth keeping belongs in a memory (capture.py). Changes run under the store's lock, so
two pushes at once never lose one.
"""

from __future__ import annotations

from dataclasses import dataclass

from hippocampus.context import iso
from hippocampus.errors import InvalidInput

STATE_NAME = "working.json"
MAX_ENTRIES = 20
MAX_TEXT = 2_000  # characters: a note about now, not a document
MAX_SCOPE = 100
DEFAULT_SCOPE = "default"
DEFAULT_IMPORTANCE = 0.5


@dataclass(frozen=True)
class Entry:
    scope: str
    text: str
    importance: float
    added: str

    def as_json(self) -> dict:
        return {"scope": self.scope, "text": self.text, "importance": self.importance, "added": self.added}


def check_scope(value: str | None) -> str:
    """A scope is any short label (a project, a task, a path); it is only ever a key."""
    if value is None:
        return DEFAULT_SCOPE
    scope = " ".join(str(value).split())
    if not scope or len(scope) > MAX_SCOPE or any(ord(ch) < 32 for ch in scope):
        raise InvalidInput(f"--scope: {value[:40]!r} is not a scope (1-{MAX_SCOPE} characters of text)")
    return scope


def _load(store) -> dict[str, list[Entry]]:
    value = store.read_state(STATE_NAME)
    scopes = value.get("scopes") if isinstance(value, dict) else None
    out: dict[str, list[Entry]] = {}
    if not isinstance(scopes, dict):
        return out
    for scope, items in scopes.items():
        if not isinstance(scope, str) or not isinstance(items, list):
            continue
        kept = []
        for item in items:
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                continue
            importance = item.get("importance")
            if isinstance(importance, bool) or not isinstance(importance, (int, float)) or not 0 <= importance <= 1:
                importance = DEFAULT_IMPORTANCE
            kept.append(Entry(scope, item["text"], float(importance), str(item.get("added") or "")))
        if kept:
            out[scope] = kept
    return out


def _save(store, scopes: dict[str, list[Entry]]) -> None:
    store.write_state(
        STATE_NAME,
        {
            "version": 1,
            "scopes": {
                scope: [{"text": e.text, "importance": e.importance, "added": e.added} for e in entries]
                for scope, entries in sorted(scopes.items())
                if entries
            },
        },
    )


def ordered(entries: list[Entry]) -> list[Entry]:
    """Most important first, the newest first among equals."""
    newest_first = sorted(entries, key=lambda e: (e.added, e.text), reverse=True)
    return sorted(newest_first, key=lambda e: -e.importance)  # stable: keeps newest first


def evict(entries: list[Entry], limit: int = MAX_ENTRIES) -> tuple[list[Entry], list[Entry]]:
    """(kept, evicted): the lowest importance goes first, the oldest among equals. Pure."""
    kept = list(entries)
    evicted = []
    while len(kept) > limit:
        lowest = min(kept, key=lambda e: (e.importance, e.added, e.text))
        kept.remove(lowest)
        evicted.append(lowest)
    return kept, evicted


def push(store, text: str, scope: str | None = None, importance: float | None = None) -> dict:
    """Add an entry to a scope's buffer (the same text again only updates it); returns
    {"entry", "evicted", "kept"}."""
    from hippocampus.redact import redact
    from hippocampus.text import blank, normalize_content

    scope = check_scope(scope)
    cleaned = normalize_content(redact(text).text) if isinstance(text, str) else ""
    if blank(cleaned):
        raise InvalidInput("working memory: the text is empty")
    if len(cleaned) > MAX_TEXT:
        raise InvalidInput(f"working memory: the text is {len(cleaned)} characters; the limit is {MAX_TEXT}")
    value = DEFAULT_IMPORTANCE if importance is None else float(importance)
    if not 0.0 <= value <= 1.0:
        raise InvalidInput(f"--importance: {importance!r} is outside [0, 1]")
    entry = Entry(scope, cleaned, value, iso(store.now))
    with store.locked():
        scopes = _load(store)
        entries = [e for e in scopes.get(scope, []) if e.text != cleaned]
        kept, evicted = evict([*entries, entry])
        scopes[scope] = kept
        _save(store, scopes)
    return {
        "entry": entry.as_json(),
        "added": entry in kept,
        "evicted": [e.as_json() for e in evicted],
        "size": len(kept),
    }


def entries(store, scope: str | None = None) -> list[Entry]:
    """Every entry (of one scope, if given), scope by scope, most important first."""
    store.require()
    scopes = _load(store)
    chosen = [check_scope(scope)] if scope is not None else sorted(scopes)
    return [e for name in chosen for e in ordered(scopes.get(name, []))]


def clear(store, scope: str | None = None) -> int:
    """Empty one scope's buffer, or every scope's; how many entries went."""
    with store.locked():
        scopes = _load(store)
        if scope is None:
            removed = sum(len(v) for v in scopes.values())
            scopes = {}
        else:
            removed = len(scopes.pop(check_scope(scope), []))
        _save(store, scopes)
    return removed


def line(entry: Entry) -> str:
    """One entry as load-core and working.py list print it."""
    from hippocampus.render import one_line, shown_text

    return f"- {one_line(shown_text(entry.text), 300)} [{entry.scope}, {entry.importance:.2f}]"
