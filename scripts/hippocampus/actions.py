"""The sub-agent's action document: validate it whole, then apply it in one transaction.

The document (prompts/action-schema.md) is ``{"actions": [...]}`` or a bare list; each
action is ``create``, ``reinforce``, ``update`` or ``skip``. Structure and values are checked
before the lock is taken, ids inside the transaction; the first problem raises
``InvalidInput`` naming the action ("actions[3] (update): unknown id mem_999") and, because
it is raised inside ``Store.transaction``, nothing is written. Creates go through the same
redaction and near-duplicate check as ``capture`` (capture.capture_resolved).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import orjson

from hippocampus import capture as capturing
from hippocampus import memory_file
from hippocampus.errors import InvalidInput, UnknownMemory

KINDS = ("create", "reinforce", "update", "skip")
# Fields every action may carry for traceability; they never change a memory.
NOTE_FIELDS = {"reason", "candidate"}
CREATE_FIELDS = {"content", "domain", "category", "importance", "keywords", "source", "confidence", "pinned"}
UPDATE_FIELDS = {"content", "domain", "category", "importance", "keywords", "source", "confidence", "pinned"}
ALLOWED = {
    "create": CREATE_FIELDS | NOTE_FIELDS,
    "reinforce": {"id"} | NOTE_FIELDS,
    "update": {"id"} | UPDATE_FIELDS | NOTE_FIELDS,
    "skip": NOTE_FIELDS,
}
# An LLM often wraps its answer in one Markdown code fence; that much is forgiven.
_FENCE = re.compile(r"\A\s*```[A-Za-z0-9_-]*[ \t]*\n(?P<body>.*?)\n```\s*\Z", re.DOTALL)


@dataclass(frozen=True)
class Action:
    """One validated action; ``fields`` holds the checked values an update sets."""

    index: int
    kind: str
    item: capturing.Item | None = None  # create
    memory_id: str | None = None  # reinforce, update
    fields: dict = field(default_factory=dict)  # update
    reason: str | None = None

    @property
    def where(self) -> str:
        return f"actions[{self.index}] ({self.kind})"


def parse_document(raw: bytes | str, name: str = "document") -> list[Action]:
    """Every action of the document, validated; InvalidInput names the first one at fault."""
    text = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group("body")
    if not text.strip():
        raise InvalidInput(f'{name}: empty; expected a JSON document {{"actions": [...]}}')
    try:
        document = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise InvalidInput(f"{name}: not valid JSON ({exc})") from None
    if isinstance(document, dict):
        extra = set(document) - {"actions"}
        if "actions" not in document:
            raise InvalidInput(f'{name}: no "actions" list (expected {{"actions": [...]}})')
        if extra:
            raise InvalidInput(f'{name}: unknown top-level key {sorted(extra)[0]!r} (only "actions" is allowed)')
        document = document["actions"]
    if not isinstance(document, list):
        raise InvalidInput(f"{name}: expected a list of actions, got {type(document).__name__}")
    return [parse_action(value, index) for index, value in enumerate(document)]


def parse_action(value: object, index: int) -> Action:
    """One action object, checked for kind, fields and values (not yet against the store)."""
    if not isinstance(value, dict):
        raise InvalidInput(f"actions[{index}]: expected an object, got {type(value).__name__}")
    kind = value.get("action")
    if kind not in KINDS:
        shown = "missing" if kind is None else repr(kind)
        raise InvalidInput(f"actions[{index}]: action is {shown}; expected one of {', '.join(KINDS)}")
    where = f"actions[{index}] ({kind})"
    fields = {k: v for k, v in value.items() if k != "action"}
    unknown = set(fields) - ALLOWED[kind]
    if unknown:
        allowed = ", ".join(sorted(ALLOWED[kind]))
        raise InvalidInput(f"{where}: unknown field {sorted(unknown)[0]!r} (allowed: {allowed})")
    reason = fields.pop("reason", None)
    fields.pop("candidate", None)
    if reason is not None and not isinstance(reason, str):
        raise InvalidInput(f"{where}: reason must be text")
    if kind == "skip":
        return Action(index, kind, reason=reason)
    if kind == "create":
        if "content" not in fields:
            raise InvalidInput(f"{where}: missing field 'content'")
        return Action(index, kind, item=capturing.make_item(fields, where), reason=reason)
    memory_id = fields.pop("id", None)
    if memory_id is None:
        raise InvalidInput(f"{where}: missing field 'id'")
    if not memory_file.valid_id(memory_id):
        raise InvalidInput(f"{where}: id {memory_id!r} is not a memory id (like mem_012)")
    if kind == "reinforce":
        return Action(index, kind, memory_id=memory_id, reason=reason)
    if not fields:
        raise InvalidInput(f"{where}: nothing to change (give at least one of {', '.join(sorted(UPDATE_FIELDS))})")
    return Action(index, kind, memory_id=memory_id, fields=check_update(fields, where), reason=reason)


def check_update(fields: dict, where: str) -> dict:
    """The values an update sets, validated the way capture validates them (a null source
    clears it)."""
    return {
        key: None if key == "source" and value is None else capturing.check_field(key, value, where)
        for key, value in fields.items()
        if key in UPDATE_FIELDS
    }


def _redacted_update(fields: dict) -> tuple[dict, int]:
    """An update's values with secrets replaced (content and source), and how many."""
    from hippocampus.redact import redact

    out, count = dict(fields), 0
    for key in ("content", "source"):
        if out.get(key):
            cleaned = redact(out[key])
            out[key], count = cleaned.text, count + cleaned.count
    return out, count


def apply_actions(store, actions: list[Action], dry_run: bool = False) -> dict:
    """Apply validated actions in one transaction, all or nothing; a summary with one outcome each."""
    from hippocampus import render
    from hippocampus.search_cache import duplicate_finder

    # Redaction and defaults before the lock, like capture.
    resolved = {a.index: capturing.resolve(a.item) for a in actions if a.kind == "create"}
    updates = {a.index: _redacted_update(a.fields) for a in actions if a.kind == "update"}
    outcomes: list[dict] = []
    with store.transaction() as txn:
        for action in actions:  # every id checked before any change
            if action.memory_id is not None and action.memory_id not in txn:
                raise InvalidInput(f"{action.where}: unknown id {action.memory_id}")
            if action.kind == "update":
                txn.settle(txn.get(action.memory_id))  # a hand edit to it is read first
            if action.kind == "update" and action.memory_id in txn.unsynced:
                raise InvalidInput(
                    f"{action.where}: {action.memory_id}: {txn.unsynced[action.memory_id]}; fix the file first"
                )
        finder = duplicate_finder(txn)  # from the search cache when it is current
        for action in actions:
            if action.kind == "skip":
                outcomes.append({"index": action.index, "action": "skipped", "reason": action.reason})
                continue
            if action.kind == "create":
                (outcome,) = capturing.capture_resolved(txn, [resolved[action.index]], dry_run, finder)
                if dry_run and outcome["action"] == "created":
                    outcome["id"] = outcome["memory"]["id"] = f"(new {action.index})"
                outcomes.append({"index": action.index, **outcome})
                continue
            try:
                if action.kind == "reinforce":
                    record = txn.get(action.memory_id) if dry_run else txn.reinforce(action.memory_id)
                    outcome = {"action": "reinforced"}
                else:
                    fields, redacted = updates[action.index]
                    if dry_run:
                        record = dict(txn.get(action.memory_id), **fields)
                    else:
                        record = txn.update(action.memory_id, **fields)
                        if "content" in fields:
                            finder.remove(record["id"])
                            finder.add(record)
                    outcome = {"action": "updated", "fields": sorted(fields)}
                    if redacted:
                        outcome["redacted"] = redacted
            except (InvalidInput, UnknownMemory) as exc:
                raise InvalidInput(f"{action.where}: {exc}") from None
            outcome.update(id=record["id"], memory=render.memory_json(record, store.now))
            outcomes.append({"index": action.index, **outcome})
        if dry_run:
            txn.discard()
    return summarize(outcomes, dry_run)


def summarize(outcomes: list[dict], dry_run: bool) -> dict:
    """Counts by outcome plus the outcomes themselves (the --json shape of --apply)."""
    counts = {
        name: sum(o["action"] == name for o in outcomes) for name in ("created", "reinforced", "updated", "skipped")
    }
    return {
        "dryRun": dry_run,
        **counts,
        "redacted": sum(o.get("redacted", 0) for o in outcomes),
        "outcomes": outcomes,
    }


def describe(result: dict) -> str:
    """The Markdown report of an applied document: one line per action, then the totals."""
    would = "would be " if result["dryRun"] else ""
    lines = []
    for outcome in result["outcomes"]:
        prefix = f"- actions[{outcome['index']}]"
        if outcome["action"] == "skipped":
            lines.append(f"{prefix} skipped" + (f": {outcome['reason']}" if outcome.get("reason") else ""))
            continue
        memory = outcome["memory"]
        line = f"{prefix} {outcome['id']} {would}{outcome['action']}: {render_one(memory)}"
        if outcome.get("redacted"):
            line += f" ({outcome['redacted']} secret(s) redacted)"
        lines.append(line)
    lines.append(
        f"{'would apply' if result['dryRun'] else 'applied'}: {result['created']} created, "
        f"{result['reinforced']} reinforced, {result['updated']} updated, {result['skipped']} skipped"
    )
    return "\n".join(lines)


def render_one(memory: dict) -> str:
    from hippocampus.render import one_line

    return f"{memory['domain']}/{memory['category']} {memory['importance']:.2f} {one_line(memory['content'], 100)}"
