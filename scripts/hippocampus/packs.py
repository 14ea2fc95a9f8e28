"""Memory packs: a selection of memories carried from one store to another.

A pack file (``.hpack``) is a sealed zip (archives.py), optionally in a passphrase
envelope, of two members:

    pack.json       {format, id, name, version, tags, created, selection, memories (how
                    many), checksum ("sha256:" + the digest of memories.jsonl)}
    memories.jsonl  one memory per line, by id: what it says (redacted: a pack never holds a
                    secret), its scores, layer, confidence, pin, merged texts, and ``links``:
                    [{to, kind, weight}] to other memories of the same pack ([] when none)

Export (``export``) reads one version of index.json (lock-free, as recall does) and keeps
the memories the selection matches; a superseded memory goes only with its successor, so
a pack never carries an old value as if it were current.

Import (``import_pack``) brings every memory in through capture's own path
(``capture.capture_resolved``): new ids minted by the store, a near-duplicate merged into
the memory it repeats (its text kept in ``mergedFrom``), and, for packs of up to
capture.THOROUGH_UP_TO memories, each one weighed by ``relations.relate`` against the
memories it matches best (an update supersedes, a contradiction opens a conflict record).
Larger packs merge exact repeats only, as a large capture batch does, and leave near ones
to sleep. Links are remapped: ``superseded-by`` becomes a supersession and ``evidence`` a
pattern's evidence when both ends were created by the import; every link (Hebbian ones
too, which the store derives rather than stores) is kept remapped in the registry.

The registry is committed truth: ``packs/<pack id>.<machine tag>.json`` (each machine
writes only its own, so git never conflicts over it), holding the pack's name, versions
imported (checksum, when, the file's name, counts), ``memories`` {pack id of a memory: {id
in this store, hash of its text, action}} and ``links``. Importing a pack whose checksum is
recorded changes nothing; a newer version of the same pack id brings in only the memories
whose text is new or changed. Memory sources stay as the pack gave them.
"""

from __future__ import annotations

import hashlib
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import orjson

from hippocampus import archives
from hippocampus.context import iso
from hippocampus.errors import BadArchive, InvalidInput
from hippocampus.files import NotPlain, content_hash
from hippocampus.layout import PACKS
from hippocampus.memory_file import DOMAINS
from hippocampus.records import CONFIDENCE, LAYERS

FORMAT = 1
PACK_JSON = "pack.json"
MEMORIES = "memories.jsonl"
SELECT_FIELDS = ("domain", "category", "keyword", "layer", "confidence", "tier")
TIERS = ("core", "active", "background", "archive")
PACK_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
# The link kinds an import turns into the store's own facts; others are kept in the registry.
SUPERSEDED_BY, SUPERSEDES, EVIDENCE, PATTERN = "superseded-by", "supersedes", "evidence", "pattern"
# What a pack record carries of a memory, besides id, links and the scores.
CARRIED = ("content", "domain", "category", "keywords", "source", "created", "confidence", "pinned")
SCORES = ("importance", "baseImportance", "decayFrom", "lastAccessed", "timesReinforced")


# ---------------------------------------------------------------- selection
@dataclass(frozen=True)
class Selection:
    """``field:value`` terms: a memory matches when, for every field named, one of its
    values matches (values of one field are alternatives, fields all apply)."""

    text: str = ""
    terms: dict = field(default_factory=dict)  # field -> tuple of values, lower-cased

    def as_json(self) -> dict:
        return {"query": self.text, "terms": {k: list(v) for k, v in self.terms.items()}}

    def matches(self, record: dict, now) -> bool:
        from hippocampus import scoring, text
        from hippocampus.records import confidence, current_importance

        for name, values in self.terms.items():
            if name == "domain" and record.get("domain") not in values:
                return False
            if name == "category" and str(record.get("category", "")).lower() not in values:
                return False
            if name == "layer" and (record.get("layer") or "episodic") not in values:
                return False
            if name == "confidence" and confidence(record, now) not in values:
                return False
            if name == "tier" and scoring.tier(current_importance(record, now)) not in values:
                return False
            if name == "keyword":
                keywords = {str(k).casefold() for k in record.get("keywords") or ()}
                words = None
                for value in values:
                    if value in keywords:
                        break
                    if words is None:
                        words = set(text.search_terms(record.get("content") or ""))
                    wanted = text.search_terms(value)
                    if wanted and set(wanted) <= words:
                        break
                else:
                    return False
        return True


def parse_selection(text: str | None) -> Selection:
    """``"domain:world category:cpp keyword:cmake"`` (quotes allowed: ``keyword:"build system"``)."""
    if not text or not text.strip():
        return Selection()
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise InvalidInput(f"--select: {exc}") from None
    terms: dict[str, list[str]] = {}
    for word in words:
        name, sep, value = word.partition(":")
        name, value = name.strip().lower(), value.strip().casefold()
        if not sep or name not in SELECT_FIELDS or not value:
            raise InvalidInput(f"--select: {word[:60]!r} is not field:value with a field of {', '.join(SELECT_FIELDS)}")
        allowed = {"domain": DOMAINS, "layer": LAYERS, "confidence": (*CONFIDENCE, "stale"), "tier": TIERS}.get(name)
        if allowed is not None and value not in allowed:
            raise InvalidInput(f"--select: {name} {value[:40]!r} is not one of {', '.join(allowed)}")
        terms.setdefault(name, [])
        if value not in terms[name]:
            terms[name].append(value)
    return Selection(" ".join(words), {k: tuple(v) for k, v in terms.items()})


# ---------------------------------------------------------------- export
def default_id(tag: str, name: str) -> str:
    """One pack per name and exporting machine: exporting it again makes a new version of
    the same pack, so an import brings in only what changed."""
    return "pk_" + content_hash(f"{tag}\0{name}".encode())[:16]


def export(
    store,
    selection: Selection,
    name: str,
    version: str = "1",
    tags: tuple[str, ...] = (),
    pack_id: str | None = None,
    neighbours: Callable[[str], list[tuple[str, float, str]]] | None = None,
) -> tuple[dict, bytes]:
    """The pack's pack.json value and its sealed zip. ``neighbours(id)`` may add derived
    links ((id, weight, kind), e.g. the co-recall graph of links.py); links to memories
    outside the pack are dropped."""
    now = store.now
    name = _label(name, "name", 200)
    version = _label(version, "version", 50)
    tags = tuple(_label(t, "tag", 50) for t in tags)
    if pack_id is None:
        pack_id = default_id(store.tag, name)
    if not PACK_ID.fullmatch(pack_id):
        raise InvalidInput(f"pack id {pack_id[:70]!r} is not letters, digits, _ and - (at most 64)")
    chosen = {r["id"]: r for r in current_records(store) if selection.matches(r, now)}
    dropped = True
    while dropped:  # a superseded memory travels only with its successor
        dropped = [i for i, r in chosen.items() if r.get("supersededBy") and r["supersededBy"] not in chosen]
        for memory_id in dropped:
            del chosen[memory_id]
    reverse: dict[str, list[tuple[str, str]]] = {}  # the other side of each structural link
    for memory_id, record in chosen.items():
        if record.get("supersededBy") in chosen:
            reverse.setdefault(record["supersededBy"], []).append((memory_id, SUPERSEDES))
        for evidence in record.get("evidence") or ():
            if evidence in chosen:
                reverse.setdefault(evidence, []).append((memory_id, PATTERN))
    lines = []
    for memory_id in sorted(chosen):
        record = pack_record(chosen[memory_id], chosen, reverse.get(memory_id, ()), neighbours)
        lines.append(orjson.dumps(record) + b"\n")
    body = b"".join(lines)
    meta = {
        "format": FORMAT,
        "id": pack_id,
        "name": name,
        "version": version,
        "tags": list(tags),
        "created": iso(now),
        "selection": selection.as_json(),
        "memories": len(lines),
        "checksum": "sha256:" + hashlib.sha256(body).hexdigest(),
    }
    archive = archives.write_sealed(
        [(PACK_JSON, orjson.dumps(meta, option=orjson.OPT_INDENT_2) + b"\n"), (MEMORIES, body)]
    )
    return meta, archive


def current_records(store) -> list[dict]:
    """Every memory as its file now says (each file's stamp checked, as recall's results
    are): a hand edit made a moment ago is exported as edited, a secret in it redacted."""
    from hippocampus.catalog import FilesChanged
    from hippocampus.errors import HippocampusError

    for _ in range(3):
        view = store.view()
        try:
            return [view.record(number) for number in range(len(view))]
        except FilesChanged:
            store.refresh()
    raise HippocampusError("the memory files keep changing while read; try again")


def pack_record(record: dict, chosen: dict, reverse=(), neighbours=None) -> dict:
    """One memory as a pack line: shown as every output shows it (secrets redacted, in its
    merged texts too), with its links inside the pack (``reverse``: the links other
    memories of the pack make to it, (id, kind))."""
    from hippocampus import render

    shown = render.shown(record)
    out = {"id": record["id"]}
    for key in CARRIED:
        if shown.get(key) not in (None, False, [], ""):
            out[key] = shown[key]
    out["layer"] = record.get("layer") or "episodic"
    for key in SCORES:
        out[key] = record.get(key)
    if record.get("validUntil"):
        out["validUntil"] = record["validUntil"]
    merged = []
    for item in record.get("mergedFrom") or ():
        if isinstance(item, dict) and isinstance(item.get("content"), str):
            clean = {k: v for k, v in item.items() if k in ("content", "source", "created", "importance")}
            clean["content"] = render.shown_text(clean["content"])
            if isinstance(clean.get("source"), str):
                clean["source"] = render.shown_text(clean["source"])
            merged.append(clean)
    if merged:
        out["mergedFrom"] = merged
    links: dict[tuple[str, str], float] = {}
    successor = record.get("supersededBy")
    if successor in chosen:
        links[(successor, SUPERSEDED_BY)] = 1.0
    for other_id, kind in reverse:  # so each line is whole
        links[(other_id, kind)] = 1.0
    for evidence in record.get("evidence") or ():
        if evidence in chosen:
            links[(evidence, EVIDENCE)] = 1.0
    if neighbours is not None:
        for other_id, weight, kind in neighbours(record["id"]):
            if other_id in chosen and other_id != record["id"]:
                links.setdefault((other_id, kind), round(float(weight), 4))
    out["links"] = [{"to": to, "kind": kind, "weight": w} for (to, kind), w in sorted(links.items())]
    return out


def _label(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > limit or any(ord(c) < 32 for c in value):
        raise InvalidInput(f"pack {what} must be text of 1-{limit} characters on one line")
    return value.strip()


# ---------------------------------------------------------------- reading
@dataclass(frozen=True)
class Pack:
    meta: dict
    records: list[dict]
    file: str  # the pack file's name, as the registry keeps it


def read_pack(raw: bytes, name: str, passphrase: Callable[[], str] | None = None) -> Pack:
    """A pack file's content, every check passed (BadArchive otherwise). ``passphrase`` is
    asked for only when the pack is encrypted."""
    if archives.is_encrypted(raw):
        if passphrase is None:
            raise InvalidInput(f"{name} is encrypted: a passphrase is needed")
        raw = archives.open_envelope(raw, passphrase(), name)
    members = archives.read_sealed(raw, name, lambda member: member in (PACK_JSON, MEMORIES))
    if set(members) != {PACK_JSON, MEMORIES}:
        raise BadArchive(f"{name}: a pack holds {PACK_JSON} and {MEMORIES}; missing {sorted({PACK_JSON, MEMORIES} - set(members))}")
    try:
        meta = orjson.loads(members[PACK_JSON])
    except orjson.JSONDecodeError as exc:
        raise BadArchive(f"{name}: {PACK_JSON} is not JSON ({exc})") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise BadArchive(f"{name}: not a pack of format {FORMAT}")
    body = members[MEMORIES]
    if meta.get("checksum") != "sha256:" + hashlib.sha256(body).hexdigest():
        raise BadArchive(f"{name}: {MEMORIES} does not match the checksum in {PACK_JSON}")
    problems = []
    for key, limit in (("name", 200), ("version", 50)):
        try:
            _label(meta.get(key), key, limit)
        except InvalidInput as exc:
            problems.append(str(exc))
    if not isinstance(meta.get("id"), str) or not PACK_ID.fullmatch(meta["id"]):
        problems.append("its id is not letters, digits, _ and -")
    if not isinstance(meta.get("tags", []), list) or not all(isinstance(t, str) for t in meta.get("tags", [])):
        problems.append("its tags are not a list of text")
    if problems:
        raise BadArchive(f"{name}: {PACK_JSON}: {problems[0]}")
    records, seen = [], set()
    for number, line in enumerate(body.splitlines(), 1):
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            raise BadArchive(f"{name}: {MEMORIES} line {number} is not JSON ({exc})") from None
        problem = _record_problem(record)
        if problem is None and record["id"] in seen:
            problem = f"id {record['id']!r} appears twice"
        if problem:
            raise BadArchive(f"{name}: {MEMORIES} line {number}: {problem}")
        seen.add(record["id"])
        records.append(record)
    if meta.get("memories") != len(records):
        raise BadArchive(f"{name}: {PACK_JSON} says {meta.get('memories')} memories, {MEMORIES} holds {len(records)}")
    return Pack(meta, records, Path(name).name)


def _record_problem(record: object) -> str | None:
    if not isinstance(record, dict):
        return "not an object"
    if not isinstance(record.get("id"), str) or not 0 < len(record["id"]) <= 100:
        return "no id"
    if not isinstance(record.get("content"), str):
        return "no content"
    links = record.get("links", [])
    if not isinstance(links, list):
        return "links is not a list"
    for link in links:
        if not (
            isinstance(link, dict)
            and isinstance(link.get("to"), str)
            and isinstance(link.get("kind"), str)
            and isinstance(link.get("weight", 1.0), int | float)
            and not isinstance(link.get("weight", 1.0), bool)
        ):
            return "a link is not {to, kind, weight}"
    return None


def resolved_fields(pack: Pack, record: dict) -> dict:
    """A pack record as capture's resolved fields (capture.resolve: redacted, defaults
    filled), carrying its scores and its layer; BadArchive when a field is not acceptable."""
    from hippocampus import capture, imports

    where = f"{pack.file} memory {record['id'][:100]}"
    try:
        item = capture.make_item({k: record.get(k) for k in CARRIED}, where)
    except InvalidInput as exc:
        raise BadArchive(str(exc)) from None
    scores = {k: record.get(k) for k in SCORES}
    item = imports.with_scores(item, scores, {})
    if item.importance is None and isinstance(scores["importance"], int | float):
        item = replace(item, importance=min(max(float(scores["importance"]), 0.0), 1.0))
    fields = capture.resolve(item)
    if record.get("layer") in LAYERS and record["layer"] != "episodic":
        fields["facts"] = {**fields["facts"], "layer": record["layer"]}
    return fields


# ---------------------------------------------------------------- the registry
def registry_path(pack_id: str, tag: str) -> str:
    return f"{PACKS}/{pack_id}.{tag}.json"


def registries(store) -> list[tuple[str, dict]]:
    """Every registry file (this machine's and those pulled from others), parsed; one that
    cannot be read is noted and skipped."""
    folder = store.folder
    try:
        names = sorted(folder.names(PACKS))
    except (FileNotFoundError, NotADirectoryError):
        return []
    except (OSError, NotPlain) as exc:
        store.note(f"could not list {folder.path(PACKS)} ({exc})")
        return []
    out = []
    for name in names:
        if not name.endswith(".json") or name.startswith("."):
            continue
        relpath = f"{PACKS}/{name}"
        try:
            value = orjson.loads(folder.read(relpath))
        except (OSError, NotPlain, orjson.JSONDecodeError) as exc:
            store.note(f"ignored {folder.path(relpath)}: cannot be read as a pack registry ({exc})")
            continue
        if isinstance(value, dict) and isinstance(value.get("memories"), dict):
            out.append((relpath, value))
        else:
            store.note(f"ignored {folder.path(relpath)}: not a pack registry")
    return out


@dataclass
class Known:
    """What every machine's registry says of one pack id."""

    checksums: set = field(default_factory=set)  # of versions imported whole
    memories: dict = field(default_factory=dict)  # pack id of a memory -> its entry


def known(store, pack_id: str) -> Known:
    found = Known()
    for _, value in registries(store):
        if value.get("id") != pack_id:
            continue
        for entry in value.get("versions") or ():
            if isinstance(entry, dict) and entry.get("complete"):
                found.checksums.add(entry.get("checksum"))
        for key, entry in value["memories"].items():
            if isinstance(entry, dict):
                found.memories.setdefault(key, entry)
    return found


def text_hash(content: str) -> str:
    return content_hash(content.encode("utf-8"))


# ---------------------------------------------------------------- import
def import_pack(store, pack: Pack, dry_run: bool = False) -> dict:
    """Bring a pack in (see the module docstring); returns what was done, or would be."""
    from hippocampus import capture
    from hippocampus.search_cache import duplicate_finder

    meta = pack.meta
    report = {
        "pack": {k: meta.get(k) for k in ("id", "name", "version", "tags", "created", "checksum", "memories")},
        "dryRun": dry_run,
        "alreadyImported": False,
        "created": 0,
        "merged": 0,
        "unchanged": 0,
        "superseded": [],
        "conflicts": [],
        "linksKept": 0,
        "memories": [],
    }
    store.require()
    before = known(store, meta["id"])
    if meta["checksum"] in before.checksums:
        report["alreadyImported"] = True
        report["unchanged"] = len(pack.records)
        return report
    todo, unchanged = [], {}
    for record in pack.records:
        entry = before.memories.get(record["id"])
        if entry is not None and entry.get("hash") == text_hash(record["content"]):
            unchanged[record["id"]] = entry  # in this store already, as this pack gives it
        else:
            todo.append(record)
    report["unchanged"] = len(unchanged)
    mapping: dict[str, dict] = {}  # pack id -> {id, hash, action}, this import's
    finder = None
    chunks = [todo[i : i + capture.CHUNK] for i in range(0, len(todo), capture.CHUNK)] or [[]]
    thorough = len(todo) <= capture.THOROUGH_UP_TO
    for number, chunk in enumerate(chunks):
        last = number == len(chunks) - 1
        resolved = [resolved_fields(pack, record) for record in chunk]
        with store.transaction() as txn:
            if finder is None:
                finder = duplicate_finder(txn)
                if thorough and hasattr(finder, "prime") and len(resolved) > 1:
                    finder.prime(f["content"] for f in resolved)
            finder.txn = txn
            outcomes = (
                capture.capture_resolved(txn, resolved, dry_run, finder, thorough=thorough, numbered=len(mapping))
                if chunk
                else []
            )
            for record, outcome in zip(chunk, outcomes, strict=True):
                if isinstance(outcome, capture.Compact):
                    outcome = outcome.value()
                action = "created" if outcome["action"] == "created" else "merged"
                mapping[record["id"]] = {"id": outcome["id"], "hash": text_hash(record["content"]), "action": action}
                report[action] += 1
                report["superseded"] += outcome.get("superseded", [])
                report["conflicts"] += outcome.get("conflicts", [])
            links = []
            if last:
                links = _apply_links(txn, pack, {**unchanged, **mapping}, mapping, dry_run, report)
            if dry_run:
                txn.discard()
            else:
                _write_registry(txn, pack, mapping, links, complete=last)
    report["linksKept"] = len(links)
    report["memories"] = [
        {"from": key, **entry} for key, entry in sorted(mapping.items())
    ]
    return report


def _apply_links(txn, pack: Pack, every: dict, fresh: dict, dry_run: bool, report: dict) -> list[list]:
    """The pack's links in this store's ids; supersessions and evidence made real where
    both ends are memories this import created."""
    remapped: dict[tuple[str, str, str], float] = {}
    evidence: dict[str, list[str]] = {}
    for record in pack.records:
        source = every.get(record["id"])
        for link in record.get("links") or ():
            target = every.get(link["to"])
            if source is None or target is None or source["id"] == target["id"]:
                continue  # a link to a memory not in the pack, or two merged into one
            remapped.setdefault((source["id"], target["id"], link["kind"]), float(link.get("weight", 1.0)))
            both_new = record["id"] in fresh and link["to"] in fresh
            both_new = both_new and fresh[record["id"]]["action"] == fresh[link["to"]]["action"] == "created"
            if not both_new or dry_run:
                continue
            if link["kind"] == SUPERSEDED_BY:
                old = txn.find(source["id"])
                if old is not None and not old.get("supersededBy") and target["id"] in txn:
                    try:
                        txn.supersede(source["id"], target["id"], until=record.get("validUntil"))
                        report["superseded"].append(source["id"])
                    except InvalidInput as exc:  # the other way round already (decided at capture)
                        txn.store.note(f"{pack.file}: kept the supersession capture decided ({exc})")
            elif link["kind"] == EVIDENCE:
                evidence.setdefault(source["id"], []).append(target["id"])
    for memory_id, ids in evidence.items():
        if memory_id in txn:
            txn.update(memory_id, evidence=sorted(set(ids)))
    return [[a, b, kind, round(w, 4)] for (a, b, kind), w in sorted(remapped.items())]


def _write_registry(txn, pack: Pack, mapping: dict, links: list, complete: bool) -> None:
    relpath = registry_path(pack.meta["id"], txn.store.tag)
    raw = txn.read_committed(relpath)
    value: dict = {}
    if raw is not None:
        try:
            value = orjson.loads(raw)
        except orjson.JSONDecodeError:
            value = {}
        if not isinstance(value, dict) or not isinstance(value.get("memories"), dict):
            raise InvalidInput(f"{txn.folder.path(relpath)} is not a pack registry; fix or move it first")
    meta = pack.meta
    versions = [v for v in value.get("versions") or () if isinstance(v, dict)]
    entry = {
        "version": meta["version"],
        "checksum": meta["checksum"],
        "created": meta.get("created"),
        "imported": txn.stamp,
        "file": pack.file,
        "complete": complete,
    }
    if versions and versions[-1].get("checksum") == meta["checksum"] and not versions[-1].get("complete"):
        versions[-1] = entry  # an interrupted import of this version, carried on
    else:
        versions.append(entry)
    memories = dict(value.get("memories") or {})
    memories.update(mapping)
    old_links = {tuple(x[:3]): x for x in value.get("links") or () if isinstance(x, list) and len(x) == 4}
    old_links.update({tuple(x[:3]): x for x in links})
    out = {
        "id": meta["id"],
        "name": meta["name"],
        "version": meta["version"],
        "tags": meta.get("tags") or [],
        "selection": meta.get("selection"),
        "versions": versions,
        "memories": dict(sorted(memories.items())),
        "links": [old_links[k] for k in sorted(old_links)],
    }
    txn.write_committed(relpath, orjson.dumps(out, option=orjson.OPT_INDENT_2) + b"\n")


# ---------------------------------------------------------------- listing
def listing(store) -> list[dict]:
    """Every pack imported (by any machine), with where each of its memories is now."""
    store.require()
    view = store.view()
    live = view.catalog.numbers
    out = []
    for relpath, value in registries(store):
        tag = Path(relpath).stem.rpartition(".")[2]
        memories = []
        for key, entry in sorted(value["memories"].items()):
            if not isinstance(entry, dict):
                continue
            memory_id = entry.get("id")
            memories.append(
                {"id": memory_id, "from": key, "action": entry.get("action"), "live": memory_id in live}
            )
        out.append(
            {
                "id": value.get("id"),
                "name": value.get("name"),
                "version": value.get("version"),
                "machine": tag,
                "registry": relpath,
                "versions": value.get("versions") or [],
                "links": len(value.get("links") or ()),
                "memories": memories,
            }
        )
    return out


def listing_markdown(entries: list[dict]) -> str:
    if not entries:
        return "No packs imported."
    lines = []
    for entry in entries:
        last = entry["versions"][-1] if entry["versions"] else {}
        created = sum(m["action"] == "created" for m in entry["memories"])
        lines.append(
            f"## {entry['id']} {entry['name']} (version {entry['version']}, imported {last.get('imported', '?')} "
            f"from {last.get('file', '?')} on {entry['machine']})"
        )
        lines.append(
            f"{len(entry['memories'])} memories: {created} created, {len(entry['memories']) - created} merged "
            f"into memories there were; {entry['links']} links"
        )
        for memory in entry["memories"]:
            gone = "" if memory["live"] else ", no longer live"
            lines.append(f"- {memory['id']} <- {memory['from']} ({memory['action']}{gone})")
        lines.append("")
    return "\n".join(lines).rstrip()


def describe_import(report: dict) -> str:
    pack = report["pack"]
    head = f"pack {pack['id']} {pack['name']} (version {pack['version']}, {pack['memories']} memories)"
    if report["alreadyImported"]:
        return f"{head}: imported already; nothing changed"
    verb = "would create" if report["dryRun"] else "created"
    parts = [
        f"{verb} {report['created']}",
        f"{'would merge' if report['dryRun'] else 'merged'} {report['merged']} into memories there were",
        f"{report['unchanged']} unchanged",
    ]
    lines = [f"{head}: " + ", ".join(parts)]
    if report["superseded"]:
        lines.append(f"superseded: {', '.join(sorted(set(report['superseded'])))}")
    if report["conflicts"]:
        lines.append(f"conflicts opened: {', '.join(sorted(set(report['conflicts'])))} (conflicts.py lists them)")
    if not report["dryRun"]:
        lines.append(f"{report['linksKept']} links kept in {PACKS}/")
    return "\n".join(lines)


def describe_export(meta: dict, path: Path, encrypted: bool) -> str:
    kind = "encrypted pack" if encrypted else "pack"
    return (
        f"wrote {kind} {path}: {meta['id']} {meta['name']} version {meta['version']}, "
        f"{meta['memories']} memories ({meta['checksum'][:19]}...)"
    )
