"""Reading stores written by earlier versions, for their one-time migration. Pure but for
the bytes passed in.

- version 1: the original skill's index.json (seed schema: no baseImportance, decayFrom,
  file; scores as last decayed);
- version 2: ours until round 2: index.json (any JSON layout) with ``nextId`` and
  ``txn``, plus ``index.journal``, whose lines extend it (``base`` = its txn).

``read`` returns the head and every record brought up to today's fields; the store turns
each record's scores into a ``state`` event of this machine's log, so the scores carry
over exactly, and keeps every id.
"""

from __future__ import annotations

import orjson

from hippocampus import memory_file, records
from hippocampus.errors import InvalidInput


class Unreadable(ValueError):
    """The legacy index cannot be read; the message says why."""


def is_legacy(data: dict) -> bool:
    return data.get("version") in (None, 1, 2) or "nextId" in data


def _fill(record: object, fallback: str) -> dict:
    if not isinstance(record, dict):
        raise Unreadable("a memory entry is not an object")
    memory_id = record.get("id")
    if not records.valid_id(memory_id):
        raise Unreadable(f"memory id {str(memory_id)[:40]!r} is not a memory id")
    try:
        domain = memory_file.check_domain(record.get("domain"))
        importance = memory_file.check_importance(record.get("importance", 0.5))
    except InvalidInput as exc:
        raise Unreadable(f"{memory_id}: {exc}") from None
    if not isinstance(record.get("content"), str):
        raise Unreadable(f"{memory_id}: content is not text")
    out = dict(record, domain=domain, importance=importance)
    out.setdefault("category", "general")
    out.setdefault("created", fallback)
    out.setdefault("lastAccessed", out["created"])
    out.setdefault("timesReinforced", 0)
    out.setdefault("keywords", [])
    out.setdefault("source", None)
    out.setdefault("baseImportance", importance)  # a seed index stored decayed scores
    out.setdefault("decayFrom", str(fallback)[:10])
    out.setdefault("updated", out["created"])
    out.setdefault("file", "")
    out.setdefault("fileHash", "")
    out.setdefault("fileImportance", round(importance, 2))
    if not isinstance(out["timesReinforced"], int) or isinstance(out["timesReinforced"], bool):
        out["timesReinforced"] = 0
    out["timesReinforced"] = min(max(out["timesReinforced"], 0), records.MAX_TIMES - 1)
    problem = records.record_problem(out)
    if problem:
        raise Unreadable(problem)
    return out


def read(index_raw: bytes, journal_raw: bytes | None, every_line: bool = False) -> tuple[dict, list[dict]]:
    """(head, records) of a version 1 or 2 store, the journal's lines laid over the index:
    those written on top of it (their ``base`` is its txn), or, for a backup
    (``every_line``), every readable line in order, as version 2's doctor restored one:
    each holds the latest version of the memories it wrote."""
    try:
        data = orjson.loads(index_raw)
    except orjson.JSONDecodeError as exc:
        raise Unreadable(f"not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise Unreadable('not a hippocampus index (no "memories" list)')
    fallback = str(data.get("decayLastRun") or data.get("lastUpdated") or "1970-01-01T00:00:00Z")
    by_id: dict[str, dict] = {}
    for record in data["memories"]:
        filled = _fill(record, fallback)
        if filled["id"] in by_id:  # version 2 never wrote one (it refused such an index)
            raise Unreadable(f"id {filled['id']} appears twice")
        by_id[filled["id"]] = filled
    head = {k: data.get(k) if isinstance(data.get(k), str) else None for k in ("lastUpdated", "decayLastRun")}
    base = data.get("txn")
    for number, line in enumerate((journal_raw or b"").split(b"\n")[:-1], 1):  # [-1]: cut off, never committed
        try:
            entry = orjson.loads(line)
        except orjson.JSONDecodeError:
            if every_line:
                continue
            raise Unreadable(f"index.journal line {number} is not JSON") from None
        if not isinstance(entry, dict) or (entry.get("base") != base and not every_line):
            continue  # written on top of an earlier index.json: already in it
        try:
            filled_set = [_fill(record, fallback) for record in entry.get("set") or []]
        except Unreadable:
            if every_line:
                continue
            raise
        for filled in filled_set:
            by_id[filled["id"]] = filled
        for memory_id in entry.get("drop") or []:
            by_id.pop(memory_id, None)
        if isinstance(entry.get("lastUpdated"), str):
            head["lastUpdated"] = entry["lastUpdated"]
    return head, list(by_id.values())


def state_event(record: dict) -> dict:
    """The ``state`` event that carries a legacy record's scores over exactly."""
    return {
        "id": record["id"],
        "base": float(record["baseImportance"]),
        "since": records.parse_day(record["decayFrom"]).isoformat(),
        "lastUsed": record.get("lastAccessed") or record["created"],
        "times": int(record["timesReinforced"]),
    }
