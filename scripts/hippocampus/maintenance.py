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
    try:
        schedule = orjson.loads((store.root / SCHEDULE_FILE).read_bytes())
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
    """Persist today's importance for every memory, list (or archive) candidates, sync the core file."""
    schedule = decay_schedule(store)
    if only_if_due:  # the transaction below loads the index anyway: read it twice only here
        data = store.load()
        if not is_due(data.get("decayLastRun"), schedule, store.now):
            return {"ran": False, "reason": "not due", "lastRun": data.get("decayLastRun"), "schedule": schedule}
    with store.transaction() as txn:
        # The daily run (no archiving, not a dry run) streams the index when it can: it never
        # holds every memory at once (~0.5 GB at 100,000 memories otherwise).
        streamed = None if archive or dry_run else txn.stream_decay(scoring.CORE)
        if streamed is not None:
            count, changed, candidates, records = (
                streamed["memories"],
                streamed["changed"],
                streamed["candidates"],
                streamed["core"],
            )
        else:
            changed = len(txn.apply_decay())
            candidates = [r for r in txn.records.values() if scoring.tier(r["importance"]) == "archive"]
        candidates.sort(key=lambda r: (r["importance"], r["id"]))
        candidate_list = [
            {
                "id": r["id"],
                "importance": r["importance"],
                "content": render.one_line(render.shown_text(r["content"]), 120),
            }
            for r in candidates
        ]
        archived = []
        if archive:
            for record in candidates:
                txn.settle(record)  # its file is read first if it may have been edited by hand
                if record["id"] not in txn.unsynced:
                    txn.archive(record["id"], f"importance {record['importance']:.3f} fell below 0.2")
                    archived.append(record["id"])
        if dry_run:
            txn.discard()
        if streamed is None:
            records = list(txn.records.values())
            count = len(records)
    core_path = None
    if not dry_run:
        core_path, _ = sync_core(store, {"memories": records}, decayed=True)
    return {
        "ran": True,
        "dryRun": dry_run,
        "asOf": iso(store.now),
        "memories": count,
        "changed": changed,
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
    ``decayed``: the records' stored importance is today's (right after decay)."""
    if data is None:
        from hippocampus import search_cache

        groups = search_cache.with_index(store, lambda index: render.core_groups(index.at_least(threshold, store.now)))
    else:
        groups = render.core_selection(data["memories"], store.now, threshold, decayed=decayed)
    text = render.core_markdown(groups, store.now, threshold)  # each line redacted (render.shown)
    path = store.write_core(text)
    store.notes.extend(core_mirrors.refresh(store.workspace, text))
    return path, sum(len(items) for items in groups.values())
