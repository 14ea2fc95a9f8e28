"""Turning text into memories: validate, fill defaults from signals, redact secrets,
dedupe, and store many in one locked write (all or nothing)."""

from __future__ import annotations

import marshal
from collections.abc import Sequence
from dataclasses import dataclass

import orjson

from hippocampus import memory_file
from hippocampus.context import iso, parse_instant
from hippocampus.errors import InvalidInput
from hippocampus.records import CONFIDENCE, MAX_CONTENT, MAX_SOURCE, merged_entry
from hippocampus.text import blank, normalize_content

ITEM_FIELDS = {"content", "domain", "category", "importance", "keywords", "source", "created", "confidence", "pinned"}


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
    confidence: str | None = None  # verified, observed (the default) or inferred
    pinned: bool = False  # never decays (pin.py)

    def facts(self) -> dict:
        """The records.OPTIONAL facts this item sets."""
        out: dict = {}
        if self.confidence:
            out["confidence"] = self.confidence
        if self.pinned:
            out["pinned"] = True
        return out


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
    if blank(content):
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
    if key == "confidence":
        if value not in CONFIDENCE:
            raise InvalidInput(f"{where}: confidence {str(value)[:40]!r} is not one of {', '.join(CONFIDENCE)}")
        return value
    if key == "pinned":
        if not isinstance(value, bool):
            raise InvalidInput(f"{where}: pinned must be true or false")
        return value
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
        confidence=given.get("confidence"),
        pinned=given.get("pinned") is True,
    )


def item_from_options(
    content, domain, category, importance, keywords, source, confidence=None, pinned: bool = False
) -> Item:
    """An Item from capture.py's command-line options."""
    fields = {"content": content}
    for key, value in (
        ("domain", domain),
        ("category", category),
        ("importance", importance),
        ("keywords", keywords),
        ("source", source),
        ("confidence", confidence),
        ("pinned", True if pinned else None),
    ):
        if value is not None:
            fields[key] = value
    return make_item(fields, "content")


def read_batch(raw: bytes, name: str) -> Batch:
    """Every line of a JSON Lines batch, validated before anything is stored."""
    kept = []
    for number, line in enumerate(raw.split(b"\n"), 1):
        if line.strip():
            kept.append(_pack(number, _batch_item(line, f"{name} line {number}")))
    if not kept:
        raise InvalidInput(f"{name}: no memories in the batch")
    return Batch(kept, name)


def _batch_item(line: bytes, where: str) -> Item:
    try:
        value = orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        from hippocampus.redact import redact_message

        raise InvalidInput(redact_message(f"{where}: not valid JSON ({exc})")) from None
    if not isinstance(value, dict):
        raise InvalidInput(f"{where}: expected a JSON object, got {type(value).__name__}")
    return make_item(value, where)


_PACKED = (
    "content",
    "domain",
    "category",
    "importance",
    "keywords",
    "source",
    "created",
    "redacted",
    "confidence",
    "pinned",
)


def _pack(number: int, item: Item) -> bytes:
    return marshal.dumps((number, *(getattr(item, key) for key in _PACKED)))


class Batch(Sequence):
    """A validated batch's items, each kept as one small bytes object (its validated
    fields, marshalled) and made an Item again when taken: a fifth of an Item's size, so
    100,000 lines never sit in memory as Items at once."""

    def __init__(self, packed: list[bytes], name: str):
        self.packed, self.name = packed, name

    def __len__(self) -> int:
        return len(self.packed)

    def __getitem__(self, at):
        if isinstance(at, slice):
            return Batch(self.packed[at], self.name)
        number, *values = marshal.loads(self.packed[at])
        return Item(**dict(zip(_PACKED, values, strict=True)), where=f"{self.name} line {number}")


def resolve(item: Item) -> dict:
    """The fields a new memory gets: given values, else defaults from its signals; secrets redacted."""
    from hippocampus.redact import redact
    from hippocampus.signals import category_for, detect_signals, guess_domain, suggested_importance

    cleaned = redact(item.content)
    content = cleaned.text
    # the signals only fill what was not given (a batch line usually gives both)
    given = item.category and item.importance is not None
    signals = () if given else detect_signals(content)
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
        "facts": item.facts(),
    }


def capture_items(store, items: list[Item], dry_run: bool = False) -> list[dict]:
    """Store each item, or merge it into the memory it duplicates.

    Up to THOROUGH_UP_TO items: one transaction, each item weighed against the memories
    it matches best (Related). A larger batch merges exact repeats only and commits every
    CHUNK items, so it never holds more than a chunk's files and records (100,000 lines in
    one transaction peaked past 500 MB): a crash keeps the chunks already committed, each
    one whole, and running the batch again merges those items as exact repeats."""
    from hippocampus.search_cache import duplicate_finder

    if len(items) <= THOROUGH_UP_TO:
        resolved = [resolve(item) for item in items]  # redaction and defaults before the lock
        with store.transaction() as txn:
            outcomes = capture_resolved(txn, resolved, dry_run)
            if dry_run:
                txn.discard()
        return outcomes
    outcomes: list[dict] = []
    finder = None
    for start in range(0, len(items), CHUNK):
        with store.transaction() as txn:
            if finder is None:
                finder = duplicate_finder(txn)  # the store as the batch found it, plus its own texts
            finder.txn = txn
            chunk = _Resolving(items[start : start + CHUNK])  # resolved as taken, never all held
            outcomes += capture_resolved(txn, chunk, dry_run, finder, thorough=False, numbered=len(outcomes))
            if dry_run:
                txn.discard()
    return outcomes


# Past this many items in one run, capture merges only exact repeats (the same words in the
# same order): weighing every near pair of a 100,000-line batch costs minutes, and the
# next sleep (consolidate.py) weighs them all at scale with the same rules.
THOROUGH_UP_TO = 1000
CHUNK = 10_000  # a large batch's items per transaction


def capture_resolved(
    txn, resolved, dry_run: bool = False, finder=None, thorough: bool | None = None, numbered: int = 0
) -> list[dict]:
    """Inside an open transaction: create each resolved item, or merge it into the memory
    it duplicates: nothing is lost, the absorbed item is kept in that memory's
    ``mergedFrom`` (its text, source, date and importance) and the memory is reinforced.

    Shared by capture, ``--apply`` (create actions) and import, so every path dedupes the
    same way. Pass ``finder`` to keep one duplicate finder across several calls.
    """
    from hippocampus import render
    from hippocampus.search_cache import duplicate_finder

    store = txn.store
    outcomes = []
    if finder is None:
        finder = duplicate_finder(txn)  # from the search cache when it is current
        if 1 < len(resolved) <= THOROUGH_UP_TO and hasattr(finder, "prime"):
            finder.prime(fields["content"] for fields in resolved)
    if thorough is None:
        thorough = len(resolved) <= THOROUGH_UP_TO
    thorough = thorough or not hasattr(finder, "find_exact")
    if not thorough:
        finder.exact_only = True  # no near-duplicate index to keep: exact repeats only
    related = Related(txn, finder) if thorough and not dry_run and hasattr(finder, "index") else None
    outcome_extra: dict = {}
    for fields in resolved:
        duplicate = finder.find(fields["content"]) if thorough else finder.find_exact(fields["content"])
        if duplicate is not None and not _may_absorb(duplicate, fields):
            duplicate = None  # a stale version said again: a memory of its own, current again
        verdicts = related.weigh(fields) if related is not None and duplicate is None else []
        if duplicate is None:
            duplicate = next((record for kind, record, _ in verdicts if kind == "duplicate"), None)
        if duplicate is not None:
            record = duplicate if dry_run else absorb(txn, duplicate["id"], fields)
            if not dry_run and (fields.get("facts") or {}).get("pinned"):
                record = txn.pin(record["id"])  # asked to pin what it repeats: the memory kept is pinned
            action = "reinforced"
        else:
            if dry_run:
                record = dict(fields, id=f"(new {numbered + len(outcomes) + 1})", lastAccessed=None, timesReinforced=0)
                record.update(baseImportance=fields["importance"], decayFrom=store.now.date().isoformat())
                record.update(fields.get("facts") or {})
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
                    facts=fields.get("facts") or None,
                )
                finder.add(record)
                if related is not None:
                    outcome_extra = related.apply(record, verdicts)
            action = "created"
        outcome = {"action": action, "id": record["id"], "memory": render.memory_json(record, store.now)}
        if action == "created" and related is not None and outcome_extra:
            outcome.update(outcome_extra)
            outcome_extra = {}
        if fields["redacted"]:
            outcome["redacted"] = fields["redacted"]
        outcomes.append(outcome if thorough else Compact(outcome))  # a large batch keeps them small
    return outcomes


def _may_absorb(memory: dict, fields: dict) -> bool:
    """Whether a memory an item repeats may absorb it: a current one may; a superseded one
    (history) only an item said before its version ended (the same history imported
    again). Said again since ("Alice works in Berlin" after "Alice moved to Munich"), the
    item is the newest word on the fact: it becomes a memory and weighs against the current
    version (the relation pass: an update, or a conflict), where reinforcing the hidden
    version would leave recall answering with the one it replaced."""
    if not memory.get("supersededBy"):
        return True
    said, until = fields.get("created"), memory.get("validUntil")
    return bool(said and until and said < until)


RELATED = 5  # existing memories weighed against each new one (the best text matches)


class Related:
    """The relation pass at capture (relations.relate): a new memory against the stored
    memories it matches best (recall's ranking, current versions only) and those captured
    before it in this run. A paraphrase is a duplicate (merged); a newer value of the same
    fact supersedes the older at once (it stays, marked; recall shows the current one); a
    contradiction nothing orders opens a conflict record; anything else is different."""

    def __init__(self, txn, finder):
        from hippocampus import candidates, relations

        self.txn, self.finder, self.relations = txn, finder, relations
        self.run = candidates.CandidateIndex()

    def weigh(self, fields: dict) -> list[tuple[str, dict, object]]:
        from hippocampus import search

        rel, txn = self.relations, self.txn
        from hippocampus.catalog import FilesChanged

        try:
            ids = [
                hit.record["id"]
                for hit in search.rank(self.finder.index, fields["content"], txn.now, RELATED, include_all=True)
            ]
        except FilesChanged:  # a file edited in place just now: the next command's sync weighs it
            ids = []
        ids += [i for i in self.run.candidates(fields["content"], RELATED) if i not in ids]
        live = not fields.get("created")  # said now: after everything stored
        new = rel.Memory(fields["content"], fields.get("created") or txn.stamp)
        out = []
        for memory_id in ids:
            record = txn.find(memory_id)
            if record is None or record.get("supersededBy"):
                continue
            old = rel.Memory(record["content"], record.get("created"))
            if live and old.created == new.created:
                # stamped in the same second as one stored just before it ("Get Mei a latte
                # ..." then "Get Mei a green tea ..." in one turn): still the later one, so
                # it compares as later (a longer string with the same start sorts after)
                verdict = rel.relate(new, old, new.created + "+", old.created)
            else:
                verdict = rel.relate(new, old)
            if verdict.kind != rel.DIFFERENT:
                out.append((verdict.kind, record, verdict))
        return out

    def apply(self, record: dict, verdicts) -> dict:
        """What the new memory does to the ones it relates to; what the outcome reports."""
        from hippocampus import conflicts

        txn, rel = self.txn, self.relations
        self.run.add(record["id"], record["content"])
        superseded, opened = [], []
        for kind, other, verdict in verdicts:
            if kind == rel.UPDATE:
                if verdict.newer == "a":  # the new one is newer: the old value ends now
                    txn.supersede(other["id"], record["id"], until=record["created"])
                    superseded.append(other["id"])
                else:  # an older value arriving late (an import): it is history at once
                    txn.supersede(record["id"], other["id"], until=other.get("created"))
                    superseded.append(record["id"])
            elif kind == rel.CONFLICT:
                opened.append(
                    conflicts.open_conflict(txn, "contradiction", [record["id"], other["id"]], verdict.reason).id
                )
        extra = {}
        if superseded:
            extra["superseded"] = superseded
        if opened:
            extra["conflicts"] = opened
        return extra


class Compact:
    """An outcome of a large batch kept serialized, as a str (orjson's bytes keep their
    whole growth buffer, ~8 KB each): a fifth of the objects' size at 100,000 outcomes;
    read back (``value``) only when printed, one at a time (``describe``, and
    ``cli.emit_json``, which streams a long list)."""

    __slots__ = ("raw",)

    def __init__(self, outcome: dict):
        self.raw = orjson.dumps(outcome).decode()

    def value(self) -> dict:
        return orjson.loads(self.raw)

    def __getitem__(self, key):
        return self.value()[key]

    def get(self, key, default=None):
        return self.value().get(key, default)


class _Resolving:
    """A batch's items resolved as they are taken (redaction and signal defaults), so a
    100,000-line batch never holds them all twice."""

    def __init__(self, items: list[Item]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        for item in self.items:
            yield resolve(item)


def absorb(txn, memory_id: str, fields: dict) -> dict:
    """Merge a new item into the memory it duplicates: one use of that memory, and the
    item itself (text, source, date, importance) in its ``mergedFrom`` unless that text is
    there already, word for word."""
    record = txn.reinforce(memory_id)
    merged = list(record.get("mergedFrom") or [])
    if fields["content"] != record["content"] and all(item.get("content") != fields["content"] for item in merged):
        created = fields.get("created") or txn.stamp
        merged.append(merged_entry(fields["content"], fields.get("source"), created, fields.get("importance")))
        record = txn.update(memory_id, mergedFrom=merged)
    return record


def describe(outcome: dict, dry_run: bool = False) -> str:
    """One line per capture for the Markdown output; the id comes first."""
    if isinstance(outcome, Compact):
        outcome = outcome.value()
    memory = outcome["memory"]
    verbs = {
        "created": "would be created" if dry_run else "created",
        "reinforced": "would be reinforced" if dry_run else "reinforced (near-duplicate, no copy added)",
    }
    verb = verbs[outcome["action"]]
    line = f"{outcome['id']} {verb}: {memory['domain']}/{memory['category']}, importance {memory['importance']:.2f}"
    if outcome.get("redacted"):
        line += f"; {outcome['redacted']} secret(s) redacted"
    superseded = outcome.get("superseded") or []
    replaced = [i for i in superseded if i != outcome["id"]]
    if replaced:
        line += f"; supersedes {', '.join(replaced)} (recall --history shows the older version)"
    if outcome["id"] in superseded:
        line += "; kept as history: a newer version is stored"
    if outcome.get("conflicts"):
        line += f"; contradicts a memory: conflict {', '.join(outcome['conflicts'])} is open (conflicts.py)"
    return line
