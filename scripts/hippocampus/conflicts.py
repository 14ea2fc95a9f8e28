"""Conflict records: ``memory/conflicts/<id>.md``, memories that disagree, kept visible
until someone settles them (``resolve.py``). Committed, so every machine sees them.

Kinds:

- ``edited-on-both`` (sync.py, doctor --repair): one memory changed on two machines with
  different texts. Its file keeps one (the merging machine's); the record holds the other one,
  word for word, under "## The other text".
- ``forgotten-and-edited`` (sync.py): forgotten on one machine, edited on the other; it
  stayed live.
- ``contradiction`` (``open_conflict``, for capture and sleep): two live memories that
  contradict and cannot be ordered safely (which one is current is not known).

A record is Markdown with frontmatter (``id``, ``kind``, ``memories``, ``status``,
``opened``) and a body a person reads. An open record is ``conflicts/<id>.md``; settling
it rewrites it with ``status: resolved``, ``resolved`` (when) and ``kept`` (the id kept)
and moves it to ``conflicts/resolved/<id>.md``: never deleted, out of the way. So the
open set is one listing of ``conflicts/`` plus a parse of the few files there
(``open_marks``), whoever wrote them (sync, doctor, a person, a git pull): no derived
data that could go stale, and no cost beyond one listing when there are none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hippocampus import memory_file, records
from hippocampus.errors import HippocampusError, InvalidInput, UnknownConflict
from hippocampus.files import NotPlain, content_hash
from hippocampus.layout import CONFLICTS

RESOLVED = f"{CONFLICTS}/resolved"
KINDS = ("edited-on-both", "forgotten-and-edited", "contradiction")
CONTRADICTION = "contradiction"
_ID = re.compile(r"cfl_[0-9a-z]{4,32}")
OTHER_TEXT = "## The other text"


def valid_id(value: object) -> bool:
    return isinstance(value, str) and bool(_ID.fullmatch(value))


def contradiction_id(memory_ids) -> str:
    """The id of a contradiction between these memories: the same set, in any order,
    always gets the same id (so it is opened once)."""
    key = "\0".join([CONTRADICTION, *sorted(set(memory_ids))]).encode()
    return f"cfl_{content_hash(key)[:8]}"


def open_path(conflict_id: str) -> str:
    return f"{CONFLICTS}/{conflict_id}.md"


def resolved_path(conflict_id: str) -> str:
    return f"{RESOLVED}/{conflict_id}.md"


@dataclass(frozen=True)
class Conflict:
    """One conflict record as its file says."""

    id: str
    kind: str
    memories: tuple[str, ...]
    status: str  # open or resolved
    opened: str | None
    body: str
    relpath: str
    meta: dict = field(default_factory=dict)

    @property
    def is_open(self) -> bool:
        return self.status == "open"

    @property
    def other_text(self) -> str | None:
        """edited-on-both: the other machine's text, as the record holds it."""
        if self.kind != "edited-on-both":
            return None
        _, found, after = self.body.partition(OTHER_TEXT + "\n")
        return after.strip() if found else None

    def choices(self) -> list[str]:
        """What ``resolve.py ID --keep`` accepts for this record."""
        if self.kind == "edited-on-both":
            return [*self.memories, self.id]
        return list(self.memories)

    def as_json(self) -> dict:
        out = {
            "id": self.id,
            "kind": self.kind,
            "status": self.status,
            "opened": self.opened,
            "memories": list(self.memories),
            "file": self.relpath,
        }
        for key in ("resolved", "kept", "forgot"):
            if key in self.meta:
                out[key] = self.meta[key]
        return out


def parse(raw: bytes, relpath: str) -> Conflict | None:
    """A conflict record from its file, or None when it is not one (a stray note, a
    broken frontmatter): such files are left alone."""
    try:
        text = raw.decode("utf-8")
        meta_text, body = memory_file.split(text, relpath)
    except (UnicodeDecodeError, InvalidInput):
        return None
    if meta_text is None or len(meta_text) > memory_file.MAX_FRONTMATTER:
        return None
    meta = memory_file.read_meta(meta_text)
    if not isinstance(meta, dict) or not valid_id(meta.get("id")) or meta.get("kind") not in KINDS:
        return None
    ids = meta.get("memories") or []
    if not isinstance(ids, list) or not all(records.valid_id(i) for i in ids):
        return None
    status = "open" if meta.get("status", "open") == "open" else "resolved"
    opened = meta.get("opened")
    return Conflict(
        meta["id"], meta["kind"], tuple(ids), status, str(opened) if opened else None, body.strip(), relpath, meta
    )


def render(meta: dict, body: str) -> bytes:
    return memory_file.render_meta(meta, body).encode("utf-8")


# ---------------------------------------------------------------- reading (no lock)
def _read(folder, relpath: str) -> Conflict | None:
    try:
        return parse(folder.read(relpath, limit=1 << 20), relpath)
    except (OSError, NotPlain):
        return None  # gone meanwhile (resolved), or not a plain file: not ours to read


def _names(folder, relpath: str) -> list[str]:
    try:
        _, entries = folder.listing(relpath)
    except (OSError, NotPlain):
        return []
    return [e.name for e in entries if e.kind == "file" and e.name.endswith(".md") and not e.name.startswith(".")]


def read_all(folder, include_resolved: bool = False) -> list[Conflict]:
    """The conflict records, open ones first, each group by opening time then id."""
    found = [c for c in (_read(folder, f"{CONFLICTS}/{n}") for n in _names(folder, CONFLICTS)) if c]
    if include_resolved:
        found += [c for c in (_read(folder, f"{RESOLVED}/{n}") for n in _names(folder, RESOLVED)) if c]
    else:
        found = [c for c in found if c.is_open]
    return sorted(found, key=lambda c: (not c.is_open, c.opened or "", c.id))


def open_marks(folder) -> dict[str, list[str]]:
    """memory id -> the ids of the open conflicts it is in: one listing of conflicts/ and
    a parse of the files there (resolved ones have moved out)."""
    marks: dict[str, list[str]] = {}
    for conflict in read_all(folder):
        for memory_id in conflict.memories:
            marks.setdefault(memory_id, []).append(conflict.id)
    return marks


def find(folder, conflict_id: str) -> Conflict | None:
    return _read(folder, open_path(conflict_id)) or _read(folder, resolved_path(conflict_id))


# ---------------------------------------------------------------- writing (in a transaction)
def _in_txn(txn, conflict_id: str) -> Conflict | None:
    for relpath in (open_path(conflict_id), resolved_path(conflict_id)):
        raw = txn.read_committed(relpath)
        if raw is not None:
            found = parse(raw, relpath)
            if found is not None:
                return found
    return None


def open_conflict(txn, kind: str, memory_ids, note: str = "") -> Conflict:
    """Open a conflict between live memories inside ``txn`` (committed with it) and return
    its record. Idempotent: the same memories (in any order) never open a second record,
    resolved or not; the existing one is returned. ``note`` says why, for a person."""
    if kind != CONTRADICTION:
        raise InvalidInput(f"open_conflict opens {CONTRADICTION!r} conflicts (sync writes its own kinds), not {kind!r}")
    ids = sorted(set(memory_ids))
    if len(ids) < 2:
        raise InvalidInput("a contradiction needs two different memories")
    found = [txn.get(i) for i in ids]  # every one must be live (UnknownMemory otherwise)
    conflict_id = contradiction_id(ids)
    existing = _in_txn(txn, conflict_id)
    if existing is not None:
        return existing
    from hippocampus.redact import redact

    meta = {"id": conflict_id, "kind": kind, "memories": ids, "status": "open", "opened": txn.stamp}
    why = " ".join(redact(note).text.split())
    header = f"{' and '.join(ids)} contradict each other" + (f": {why}" if why else ".")
    body = _contradiction_body(conflict_id, header, [(r["id"], r["content"]) for r in found])
    relpath = open_path(conflict_id)
    txn.write_committed(relpath, render(meta, body))
    return Conflict(conflict_id, kind, tuple(ids), "open", txn.stamp, body, relpath, meta)


def _contradiction_body(conflict_id: str, header: str, texts: list[tuple[str, str]]) -> str:
    """A contradiction record's body: why, each memory's text under its id, how to settle."""
    lines = [header]
    for memory_id, content in texts:
        lines += ["", f"## {memory_id}", "", content]
    others = " or ".join(f"`--keep {i}`" for i, _ in texts)
    lines += [
        "",
        f"Settle it with `resolve.py {conflict_id} --keep <id>` ({others}): the memory kept stays "
        "current, the other is marked superseded by it (never deleted).",
    ]
    return "\n".join(lines)


def refresh_texts(txn, memory_id: str, before: str) -> None:
    """Inside ``txn``, after ``memory_id``'s text changed from ``before`` (a hand edit,
    resolve's take): each open contradiction naming it shows the text as it reads now, so
    the file a person reads never shows one that is gone. A record whose body is not the
    one written for the texts before (a person added to it) is left as it is, and so are
    other kinds (sync's records hold the texts as they were)."""
    for conflict in read_all(txn.folder):
        if conflict.kind != CONTRADICTION or memory_id not in conflict.memories:
            continue
        header = conflict.body.split("\n## ", 1)[0].strip()
        was, now = [], []
        for other in conflict.memories:
            record = txn.find(other)
            if record is None:
                break  # a memory gone: the record stays as written
            was.append((other, before if other == memory_id else record["content"]))
            now.append((other, record["content"]))
        else:
            if _contradiction_body(conflict.id, header, was) == conflict.body:
                txn.write_committed(conflict.relpath, render(conflict.meta, _contradiction_body(conflict.id, header, now)))


def resolve(store, conflict_id: str, keep: str | None = None, forget: bool = False) -> dict:
    """Settle an open conflict in one transaction; the record is kept, marked resolved.

    - contradiction, ``keep`` one of its memories: every other one is superseded by it
      (supersededBy, validUntil now; never deleted);
    - edited-on-both, ``keep`` the memory: its file's text stays; ``keep`` the conflict id:
      the other machine's text becomes the memory's, the replaced text kept in mergedFrom;
    - forgotten-and-edited, ``keep`` the memory: it stays; ``forget``: it is archived.
    """
    if not valid_id(conflict_id):
        raise InvalidInput(f"{conflict_id!r} is not a conflict id (like cfl_1a2b3c4d)")
    if (keep is None) == (not forget):
        raise InvalidInput("say how to settle it: --keep ID, or --forget (forgotten-and-edited only)")
    with store.transaction() as txn:
        raw = txn.read_committed(open_path(conflict_id))
        conflict = parse(raw, open_path(conflict_id)) if raw is not None else None
        if conflict is None:
            if txn.read_committed(resolved_path(conflict_id)) is not None:
                raise InvalidInput(f"{conflict_id} is resolved already (memory/{resolved_path(conflict_id)})")
            raise UnknownConflict(f"unknown conflict {conflict_id!r} (no memory/{open_path(conflict_id)})")
        if not conflict.is_open:
            raise InvalidInput(f"{conflict_id} is marked resolved already (memory/{conflict.relpath})")
        if forget and conflict.kind != "forgotten-and-edited":
            raise InvalidInput(f"--forget settles forgotten-and-edited conflicts; {conflict_id} is {conflict.kind}")
        if keep is not None and keep not in conflict.choices():
            raise InvalidInput(
                f"--keep {keep}: not one of {conflict_id}'s choices ({', '.join(conflict.choices()) or 'none'})"
            )
        changes = _settle(txn, conflict, keep, forget)
        # kept: the memory kept, or this conflict's id when its other text was taken
        meta = dict(conflict.meta, status="resolved", resolved=txn.stamp, kept=keep)
        if forget:
            meta["forgot"] = conflict.memories[0]
        summary = describe_changes(changes)
        body = f"Resolved {txn.stamp}: {summary}.\n\n{conflict.body}"
        txn.write_committed(resolved_path(conflict_id), render(meta, body))
        txn.delete_committed(open_path(conflict_id))
    resolved = Conflict(
        conflict.id,
        conflict.kind,
        conflict.memories,
        "resolved",
        conflict.opened,
        body,
        resolved_path(conflict_id),
        meta,
    )
    return {**resolved.as_json(), "changes": changes}


def _settle(txn, conflict: Conflict, keep: str | None, forget: bool) -> list[dict]:
    """The memory changes that settle ``conflict`` (inside ``txn``); what was done, one entry each."""
    changes: list[dict] = []
    if conflict.kind == CONTRADICTION:
        txn.get(keep)  # the kept memory must be live
        if txn.get(keep).get("supersededBy") in conflict.memories:
            txn.reinstate(keep)
            changes.append({"id": keep, "action": "reinstated"})
        for other in conflict.memories:
            if other == keep:
                continue
            if other not in txn:
                changes.append({"id": other, "action": "gone already"})
                continue
            txn.supersede(other, keep)
            changes.append({"id": other, "action": "superseded", "by": keep})
        return changes
    if not conflict.memories:
        raise InvalidInput(f"{conflict.id} names no memory; settle it by hand (edit memory/{conflict.relpath})")
    memory_id = conflict.memories[0]
    if conflict.kind == "edited-on-both":
        if keep == memory_id:
            changes.append({"id": memory_id, "action": "kept its text"})
            return changes
        other = conflict.other_text
        if not other:
            raise InvalidInput(f"{conflict.id}: its file holds no other text (under {OTHER_TEXT!r})")
        record = txn.get(memory_id)
        changes.append(take_text(txn, record, other))
        return changes
    # forgotten-and-edited
    if forget:
        if memory_id in txn:
            txn.archive(memory_id, f"forgotten again to settle {conflict.id}")
            changes.append({"id": memory_id, "action": "archived"})
        else:
            changes.append({"id": memory_id, "action": "gone already"})
        return changes
    txn.get(memory_id)
    changes.append({"id": memory_id, "action": "kept"})
    return changes


def take_text(txn, record: dict, text: str) -> dict:
    """The memory says ``text`` now; the text it replaces goes into its mergedFrom (with its
    source, when it was written and its importance), so nothing is lost."""
    from hippocampus.redact import redact
    from hippocampus.text import normalize_content

    content = normalize_content(redact(text).text)
    if not content:
        raise InvalidInput(f"{record['id']}: the other text is empty")
    if len(content) > records.MAX_CONTENT:
        raise InvalidInput(
            f"{record['id']}: the other text is {len(content)} characters; the limit is {records.MAX_CONTENT}"
        )
    if content == record["content"]:
        return {"id": record["id"], "action": "kept its text", "note": "both texts are the same"}
    replaced = {"content": record["content"]}
    if record.get("source"):
        replaced["source"] = record["source"]
    replaced["created"] = record.get("updated") or record["created"]
    replaced["importance"] = round(records.current_importance(record, txn.now), 2)
    merged = [*(record.get("mergedFrom") or []), replaced]
    txn.update(record["id"], content=content, mergedFrom=merged)
    return {"id": record["id"], "action": "took the other text", "replaced": "kept in mergedFrom"}


def describe_changes(changes: list[dict]) -> str:
    parts = []
    for change in changes:
        if change["action"] == "superseded":
            parts.append(f"{change['id']} superseded by {change['by']}")
        else:
            parts.append(f"{change['id']} {change['action']}")
    return "; ".join(parts) or "nothing changed"


# ---------------------------------------------------------------- listing for people and agents
def listing(store, include_resolved: bool = False) -> list[dict]:
    """Each conflict as conflicts.py --json prints it: the record, and each memory's
    current text (redacted on the way out), or that it is gone."""
    from hippocampus.catalog import FilesChanged

    for attempt in range(3):
        try:
            return _listing(store, include_resolved)
        except FilesChanged:  # a memory file edited in place while read: take the edit, read again
            if attempt == 2:
                raise HippocampusError("the memory files keep changing while read; try again") from None
            store.sync()
    return []


def _listing(store, include_resolved: bool) -> list[dict]:
    from hippocampus import render

    view = store.view()
    out = []
    for conflict in read_all(store.folder, include_resolved):
        entry = conflict.as_json()
        memories = []
        for memory_id in conflict.memories:
            record = view.get(memory_id)
            item = {"id": memory_id, "live": record is not None}
            if record is not None:
                item["content"] = render.shown(record)["content"]
                if record.get("supersededBy"):
                    item["supersededBy"] = record["supersededBy"]
            memories.append(item)
        entry["memories"] = memories
        other = conflict.other_text
        if other is not None:
            entry["otherText"] = render.shown_text(other)
        entry["keep"] = conflict.choices() if conflict.is_open else []
        out.append(entry)
    return out


def listing_markdown(entries: list[dict], include_resolved: bool = False) -> str:
    from hippocampus.render import one_line

    current = [e for e in entries if e["status"] == "open"]
    if not entries:
        return "No conflicts." if include_resolved else "No open conflicts."
    lines = [f"{len(current)} open conflict{'s' if len(current) != 1 else ''}"]
    for entry in entries:
        lines.append("")
        when = (entry.get("opened") or "")[:10]
        state = "" if entry["status"] == "open" else f", resolved {(entry.get('resolved') or '')[:10]}"
        lines.append(f"- {entry['id']} ({entry['kind']}, opened {when}{state})")
        for memory in entry["memories"]:
            text = one_line(memory["content"], 300) if memory["live"] else "(no longer a live memory)"
            # the file's text and the record's: the same on every machine (a record is
            # committed, so "this machine's" was the merging machine's view only)
            side = " (the text its file holds)" if entry["kind"] == "edited-on-both" else ""
            lines.append(f"  - [{memory['id']}]{side} {text}")
        if "otherText" in entry:
            lines.append(f"  - [{entry['id']}] (the other text) {one_line(entry['otherText'], 300)}")
        if entry["status"] != "open":
            continue
        keep = entry["keep"]
        if entry["kind"] == "forgotten-and-edited":
            hint = f"resolve.py {entry['id']} --keep {keep[0]} (keep it) or --forget (archive it)" if keep else ""
        elif entry["kind"] == "edited-on-both":
            hint = f"resolve.py {entry['id']} --keep {keep[0]} (the file's text) or --keep {entry['id']} (the other text)"
        else:
            hint = f"resolve.py {entry['id']} --keep " + " or --keep ".join(keep)
        if hint:
            lines.append(f"  settle: {hint}")
    return "\n".join(lines)
