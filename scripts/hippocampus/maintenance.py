"""Scheduled upkeep: decay, archiving, the core file, and when decay is due."""

from __future__ import annotations

from datetime import datetime

import orjson

from hippocampus import core_mirrors, render, scoring
from hippocampus.context import iso, parse_instant

DEFAULT_DECAY_CRON = "0 3 * * *"
SCHEDULE_FILE = "schedule.json"


def decay_schedule(store) -> str:
    """The installed decay schedule (install.py writes memory/schedule.json), else 03:00 daily."""
    try:  # through the store's primitives: a FIFO or a link there is refused, never waited on
        schedule = orjson.loads(store.folder.read(SCHEDULE_FILE))
        expr = schedule.get("decay") if isinstance(schedule, dict) else None
    except (OSError, orjson.JSONDecodeError):
        expr = None
    return expr if isinstance(expr, str) and expr.strip() else DEFAULT_DECAY_CRON


def last_scheduled(expr: str, now: datetime) -> datetime:
    """The most recent time at or before ``now`` that the cron expression fires."""
    from croniter import croniter

    return croniter(expr, now).get_prev(datetime)


def is_due(last_run: str | None, expr: str, now: datetime) -> bool:
    """Due when a scheduled run has passed since the last one (or decay never ran)."""
    if not last_run:
        return True
    return parse_instant(last_run, "decayLastRun") < last_scheduled(expr, now)


def decay(store, dry_run: bool = False, archive: bool = False, only_if_due: bool = False) -> dict:
    """Store today's importance in index.json for every memory, list (or archive) the
    candidates below 0.2, and rewrite the core file. Exact however often it runs: the
    importance is always computed from baseImportance and decayFrom, never compounded."""
    from hippocampus.records import current_importance

    schedule = decay_schedule(store)
    now = store.now
    tally = {"memories": 0, "changed": 0}
    listed: list[dict] = []
    candidates: list[dict] = []
    core: list[dict] = []

    def today(record: dict) -> dict:
        value = current_importance(record, now)
        tally["memories"] += 1
        if value != record["importance"]:
            tally["changed"] += 1
            record["importance"] = value
        if scoring.tier(value) == "archive" and record.get("pinned") is not True:  # pinned: kept on purpose
            candidates.append(record)
        if value >= scoring.CORE and not record.get("supersededBy"):  # the core set is current versions
            core.append(record)
        return record

    with store.transaction() as txn:
        if only_if_due and not is_due(txn.head.get("decayLastRun"), schedule, now):
            txn.discard()
            return {"ran": False, "reason": "not due", "lastRun": txn.head.get("decayLastRun"), "schedule": schedule}
        if dry_run or archive:
            for record in txn.records():  # reading first: candidates are needed before the commit
                today(dict(record))
        archived = []
        if archive:
            for record in sorted(candidates, key=lambda r: (r["importance"], r["id"])):
                live = txn.get(record["id"])
                txn.settle(live)  # its file is read first if it may have been edited by hand
                if record["id"] not in txn.unsynced:
                    txn.archive(record["id"], f"importance {record['importance']:.3f} fell below 0.2")
                    archived.append(record["id"])
        if dry_run:
            txn.discard()
        else:
            if archive:  # counted again as the commit writes them, without the archived ones
                tally.update(memories=0, changed=0)
                listed = list(candidates)
                candidates.clear()
                core.clear()
            txn.head["decayLastRun"] = iso(now)
            txn.restamp = today  # every memory's line is written with today's importance
            for memory_id in (*txn.changed, *txn.added):  # those the commit encodes itself
                today(txn.get(memory_id))
    if archive and not dry_run:
        candidates = listed
    candidates.sort(key=lambda r: (r["importance"], r["id"]))
    candidate_list = [
        {"id": r["id"], "importance": r["importance"], "content": render.one_line(render.shown_text(r["content"]), 120)}
        for r in candidates
    ]
    core_path = None
    if not dry_run:
        core_path, _ = sync_core(store, {"memories": core}, decayed=True)
    return {
        "ran": True,
        "dryRun": dry_run,
        "asOf": iso(now),
        "memories": tally["memories"],
        "changed": tally["changed"],
        "archiveCandidates": candidate_list,
        "archived": archived,
        "coreFile": str(core_path) if core_path else None,
    }


def describe_decay(result: dict) -> str:
    """Decay's Markdown report."""
    if not result["ran"]:
        return f"decay not due (last run {result['lastRun']}, schedule {result['schedule']!r})"
    prefix = "would decay" if result["dryRun"] else "decayed"
    lines = [f"{prefix} {result['changed']} of {result['memories']} memories as of {result['asOf']}"]
    candidates = result["archiveCandidates"]
    if candidates:
        verb = "archive candidates (below 0.2; --archive moves them)"
        if result["archived"]:
            verb = "would be archived" if result["dryRun"] else "archived"
        lines.append(f"{len(candidates)} {verb}:")
        lines.extend(f"- {c['id']} ({c['importance']:.3f}) {c['content']}" for c in candidates)
    if result["coreFile"]:
        lines.append(f"wrote {result['coreFile']}")
    return "\n".join(lines)


def sync_core(store, data: dict | None = None, threshold: float = scoring.CORE, decayed: bool = False):
    """Regenerate HIPPOCAMPUS_CORE.md (and its registered MEMORY.md copies) from the index;
    returns (path, number of memories).
    ``data``: the records to take it from (right after decay), else the core set comes
    from the search cache as load-core takes it (hand edits picked up the same way).
    ``decayed``: the records' stored importance is today's (right after decay).
    Memories in an open conflict are marked, as load-core marks them."""
    from hippocampus import conflicts

    if data is None:
        from hippocampus import search_cache

        groups = search_cache.with_index(store, lambda index: render.core_groups(index.at_least(threshold, store.now)))
    else:
        groups = render.core_selection(data["memories"], store.now, threshold, decayed=decayed)
    marks = conflicts.open_marks(store.folder)
    text = render.core_markdown(groups, store.now, threshold, marks)  # each line redacted (render.shown)
    path = store.write_core(text)
    store.notes.extend(core_mirrors.refresh(store.workspace, text))
    return path, sum(len(items) for items in groups.values())
