"""Turning text into memories: validate, fill defaults from signals, redact secrets,
dedupe, and store many in one locked write (all or nothing)."""

from __future__ import annotations

from dataclasses import dataclass

import orjson

from hippocampus import memory_file
from hippocampus.context import iso, parse_instant
from hippocampus.errors import InvalidInput
from hippocampus.records import MAX_CONTENT, MAX_SOURCE
from hippocampus.text import normalize_content

ITEM_FIELDS = {"content", "domain", "category", "importance", "keywords", "source", "created"}


@dataclass(frozen=True)
class Item:
    """One memory to capture, validated; None means "choose a default"."""

    content: str
    domain: str | None = None
    category: str | None = None
    importance: float | None = None
    keywords: tuple[str, ...] | None = None
    source: str | None = None
    created: str | None = None
    where: str = "content"  # names the input in error messages
    # The scores of a memory carried over from another store (import of its index.json):
    # (base importance, the day it counts from, last used, times reinforced).
    carried: tuple[float, str | None, str | None, int] | None = None
    redacted: int = 0  # secrets already taken out of the category and keywords


def check_text(value: str, where: str) -> str:
    """Refuse strings that cannot be written as UTF-8 (undecodable command-line bytes
    arrive as lone surrogates) before they reach a file."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInput(f"{where}: not valid UTF-8 text (undecodable bytes)") from None
    return value


def check_content(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise InvalidInput(f"{where}: content must be text, got {type(value).__name__}")
    content = normalize_content(check_text(value, f"{where}: content"))
    if not content:
        raise InvalidInput(f"{where}: content is empty")
    if len(content) > MAX_CONTENT:
        raise InvalidInput(f"{where}: content is {len(content)} characters; the limit is {MAX_CONTENT}")
    return content


def without_secrets(key: str, value: object) -> tuple[object, int]:
    """A category or keywords value with its secrets taken out, and how many: before it is
    validated, since validation lower-cases it (which would hide a case-sensitive token
    such as AKIA...). A secret in a category becomes the word "redacted"; a keyword that
    holds one is dropped (a search for a secret finds nothing worth having)."""
    from hippocampus.redact import redact_label

    if key == "category" and isinstance(value, str):
        cleaned = redact_label(value)
        return (cleaned.text, cleaned.count) if cleaned.count else (value, 0)
    if key == "keywords" and isinstance(value, (str, list)):
        words = value.split(",") if isinstance(value, str) else value
        kept, count = [], 0
        for word in words:
            found = redact_label(word).count if isinstance(word, str) else 0
            if found:
                count += found
            else:
                kept.append(word)
        return (kept if count else value), count
    return value, 0


def check_field(key: str, value: object, where: str):
    """One capture field's value (not None), validated and normalized as it is stored:
    the one check behind capture, batch lines, import and the agent's create and update.
    Secrets leave a category or keywords first; an error message never quotes one."""
    from hippocampus.redact import redact_message

    try:
        return _check_field(key, without_secrets(key, value)[0], where)
    except InvalidInput as exc:
        raise InvalidInput(redact_message(str(exc))) from None


def _check_field(key: str, value: object, where: str):
    if key == "content":
        return check_content(value, where)
    if key == "domain":
        return memory_file.check_domain(value, f"{where}: domain")
    if key == "category":
        return memory_file.check_category(value, f"{where}: category")
    if key == "importance":
        return memory_file.check_importance(value, f"{where}: importance")
    if key == "keywords":
        for word in [value] if isinstance(value, str) else value if isinstance(value, list) else []:
            if isinstance(word, str):
                check_text(word, f"{where}: keywords")
        return memory_file.check_keywords(value, f"{where}: keywords")
    if key == "source":
        if not isinstance(value, str):
            raise InvalidInput(f"{where}: source must be text")
        return normalize_content(check_text(value, f"{where}: source"))[:MAX_SOURCE] or None
    if key == "created":
        return iso(parse_instant(str(value), f"{where}: created"))
    raise InvalidInput(f"{where}: unknown field {key!r}")


def make_item(fields: dict, where: str) -> Item:
    """Validate a mapping of capture fields (from options, a batch line or an action)."""
    from hippocampus.redact import redact_message

    unknown = set(fields) - ITEM_FIELDS
    if unknown:
        name = redact_message(repr(sorted(unknown)[0]))
        raise InvalidInput(f"{where}: unknown field {name} (allowed: {', '.join(sorted(ITEM_FIELDS))})")
    redacted = sum(without_secrets(key, value)[1] for key, value in fields.items() if key in ("category", "keywords"))
    given = {key: check_field(key, value, where) for key, value in fields.items() if value is not None}
    if "content" not in given:
        check_content(None, where)  # the one required field: its error names it
    return Item(
        content=given["content"],
        domain=given.get("domain"),
        category=given.get("category"),
        importance=given.get("importance"),
        keywords=tuple(given["keywords"]) if "keywords" in given else None,
        source=given.get("source"),
        created=given.get("created"),
        where=where,
        redacted=redacted,
    )


def item_from_options(content, domain, category, importance, keywords, source) -> Item:
    """An Item from capture.py's command-line options."""
    fields = {"content": content}
    for key, value in (
        ("domain", domain),
        ("category", category),
        ("importance", importance),
        ("keywords", keywords),
        ("source", source),
    ):
        if value is not None:
            fields[key] = value
    return make_item(fields, "content")


def read_batch(raw: bytes, name: str) -> list[Item]:
    """Every line of a JSON Lines batch, validated before anything is stored."""
    items = []
    for number, line in enumerate(raw.split(b"\n"), 1):
        if not line.strip():
            continue
        where = f"{name} line {number}"
        try:
            value = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            from hippocampus.redact import redact_message

            raise InvalidInput(redact_message(f"{where}: not valid JSON ({exc})")) from None
        if not isinstance(value, dict):
            raise InvalidInput(f"{where}: expected a JSON object, got {type(value).__name__}")
        items.append(make_item(value, where))
    if not items:
        raise InvalidInput(f"{name}: no memories in the batch")
    return items


def resolve(item: Item) -> dict:
    """The fields a new memory gets: given values, else defaults from its signals; secrets redacted."""
    from hippocampus.redact import redact
    from hippocampus.signals import category_for, detect_signals, guess_domain, suggested_importance

    cleaned = redact(item.content)
    content = cleaned.text
    signals = detect_signals(content)
    source = redact(item.source) if item.source else None
    return {
        "content": content,
        "domain": item.domain or guess_domain(content),
        "category": item.category or category_for(signals),
        "importance": item.importance if item.importance is not None else suggested_importance(signals),
        "keywords": list(item.keywords) if item.keywords else None,
        "source": source.text if source else None,
        "created": item.created,
        "carried": item.carried,
        "redacted": cleaned.count + (source.count if source else 0) + item.redacted,
        "signals": list(signals),
    }


def capture_items(store, items: list[Item], dry_run: bool = False) -> list[dict]:
    """Store each item, or reinforce the memory it duplicates; one transaction for all."""
    resolved = [resolve(item) for item in items]  # all validation before the lock
    with store.transaction() as txn:
        outcomes = capture_resolved(txn, resolved, dry_run)
        if dry_run:
            txn.discard()
    return outcomes


def capture_resolved(txn, resolved: list[dict], dry_run: bool = False, finder=None) -> list[dict]:
    """Inside an open transaction: create each resolved item, or reinforce its near-duplicate.

    Shared by capture, ``--apply`` (create actions) and import, so every path dedupes the
    same way. Pass ``finder`` to keep one duplicate finder across several calls.
    """
    from hippocampus import render
    from hippocampus.search_cache import duplicate_finder

    store = txn.store
    outcomes = []
    if finder is None:
        finder = duplicate_finder(txn)  # from the search cache when it is current
    for fields in resolved:
        duplicate = finder.find(fields["content"])
        if duplicate is not None:
            record = duplicate if dry_run else txn.reinforce(duplicate["id"])
            action = "reinforced"
        else:
            if dry_run:
                record = dict(fields, id=f"(new {len(outcomes) + 1})", lastAccessed=None, timesReinforced=0)
                record.update(baseImportance=fields["importance"], decayFrom=store.now.date().isoformat())
                finder.add(record)
            else:
                record = txn.create(
                    fields["content"],
                    fields["domain"],
                    fields["category"],
                    fields["importance"],
                    fields["keywords"],
                    fields["source"],
                    fields["created"],
                    carried=fields.get("carried"),
                )
                finder.add(record)
            action = "created"
        outcome = {"action": action, "id": record["id"], "memory": render.memory_json(record, store.now)}
        if fields["redacted"]:
            outcome["redacted"] = fields["redacted"]
        outcomes.append(outcome)
    return outcomes


def describe(outcome: dict, dry_run: bool = False) -> str:
    """One line per capture for the Markdown output; the id comes first."""
    memory = outcome["memory"]
    verbs = {
        "created": "would be created" if dry_run else "created",
        "reinforced": "would be reinforced" if dry_run else "reinforced (near-duplicate, no copy added)",
    }
    verb = verbs[outcome["action"]]
    line = f"{outcome['id']} {verb}: {memory['domain']}/{memory['category']}, importance {memory['importance']:.2f}"
    if outcome.get("redacted"):
        line += f"; {outcome['redacted']} secret(s) redacted"
    return line
