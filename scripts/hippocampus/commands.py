"""What each command does, as functions that return values: the CLI prints them, hooks and
the MCP server return them. Each takes an open store and plain arguments, and returns an
``Outcome``: ``json`` is exactly what the command prints with ``--json``, ``markdown`` what
it prints without. Nothing here prints or exits; package errors propagate.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Outcome:
    json: Any
    markdown: str


def open_store(workspace, now):
    """A Store with the search cache plugged in as derived data (every command uses this)."""
    from hippocampus.search_cache import SearchCache
    from hippocampus.store import Store

    store = Store(workspace, now)
    store.derived.append(SearchCache())
    return store


def recall(
    store,
    query: str,
    *,
    limit: int | None = None,
    domain: str | None = None,
    reinforce: bool = False,
    include_all: bool = False,
    why: bool = False,
    budget: int | None = None,
) -> Outcome:
    """The memories relevant to ``query``, best first; ``reinforce`` strengthens exactly those."""
    from hippocampus import render, search, search_cache

    if limit is None:
        limit = 1000 if budget else 5

    def ranked(index):
        hits = search.rank(index, query, store.now, limit, domain and domain.lower(), include_all)
        if budget:
            hits = render.fit_budget(hits, budget, lambda hit: render.token_count(render.hit_line(hit)))
        return hits  # rank read every result's record, so a bad cached one has rebuilt by now

    hits = search_cache.with_index(store, ranked)
    if reinforce and hits:
        with store.transaction() as txn:
            live = [hit.record["id"] for hit in hits if hit.record["id"] in txn]
            updated = {r["id"]: r for r in txn.reinforce_together(live)} if live else {}
        hits = [dataclasses.replace(h, record=updated.get(h.record["id"], h.record)) for h in hits]
    out = []
    for hit in hits:
        extra = {"score": round(hit.score, 6)}
        if why:
            extra["why"] = render.why_json(hit)
        out.append(render.memory_json(hit.record, store.now, **extra))
    return Outcome(out, render.hits_markdown(hits, store.now, why=why))


def reinforce(store, ids: list[str], boost: float) -> Outcome:
    """Reinforce memories by id; every id is checked before any change."""
    from hippocampus import render

    with store.transaction() as txn:
        for memory_id in ids:
            txn.get(memory_id)
        records = [txn.reinforce(memory_id, boost) for memory_id in ids]
    lines = [f"{r['id']} reinforced: importance {r['importance']:.2f} (x{r['timesReinforced']})" for r in records]
    return Outcome([render.memory_json(r, store.now) for r in records], "\n".join(lines))


def capture(store, items: list, *, dry_run: bool = False, batch: bool = False) -> Outcome:
    """Store items (a near-duplicate reinforces the existing memory instead)."""
    from hippocampus import capture as capturing

    outcomes = capturing.capture_items(store, items, dry_run=dry_run)
    text = "\n".join(capturing.describe(outcome, dry_run) for outcome in outcomes)
    return Outcome(outcomes if batch else outcomes[0], text)


def apply_actions(store, document: bytes, name: str, *, dry_run: bool = False) -> Outcome:
    """Apply the sub-agent's action document, all or nothing."""
    from hippocampus import actions

    parsed = actions.parse_document(document, name)
    result = actions.apply_actions(store, parsed, dry_run=dry_run)
    return Outcome(result, actions.describe(result))


def forget(store, memory_id: str, *, purge: bool = False) -> Outcome:
    """Move a memory to memory/archive/, or purge it for good."""
    with store.transaction() as txn:
        if purge:
            txn.purge(memory_id)
        else:
            txn.archive(memory_id, "forgotten on request")
    action = "purged" if purge else "archived"
    text = f"{memory_id} {action}" + ("" if purge else " (moved to memory/archive/)")
    return Outcome({"id": memory_id, "action": action}, text)


def load_core(store, threshold: float, budget: int | None = None) -> Outcome:
    """The core memories (importance >= threshold), grouped by domain."""
    from hippocampus import render, search_cache

    def selected(index):
        if budget is None:
            return render.core_groups(index.at_least(threshold, store.now))
        # Most important first, read one at a time until the budget is spent.
        ranked = sorted(index.numbers_at_least(threshold, store.now), key=lambda p: (-p[0], index.ids[p[1]]))
        records = ((value, index.record(number)) for value, number in ranked)
        return render.core_within(records, budget, threshold, store.now, most=len(ranked))

    groups = search_cache.with_index(store, selected)
    value = {domain: [render.memory_json(r, store.now) for _, r in items] for domain, items in groups.items()}
    return Outcome(value, render.core_markdown(groups, store.now, threshold))


def sync_core(store, threshold: float) -> Outcome:
    """Write <workspace>/HIPPOCAMPUS_CORE.md atomically."""
    from hippocampus import maintenance

    path, count = maintenance.sync_core(store, threshold=threshold)
    return Outcome({"path": str(path), "memories": count, "threshold": threshold}, f"wrote {path} ({count} memories)")


def decay(store, *, dry_run: bool = False, archive: bool = False, if_due: bool = False) -> Outcome:
    """Apply the daily decay (exact however often it runs) and sync the core file."""
    from hippocampus import maintenance

    result = maintenance.decay(store, dry_run=dry_run, archive=archive, only_if_due=if_due)
    return Outcome(result, maintenance.describe_decay(result))


def import_items(store, items: list, notes: list[str], source: str, *, dry_run: bool = False) -> Outcome:
    """Capture items read from existing notes; near-duplicates reinforce."""
    from hippocampus import capture as capturing

    outcomes = capturing.capture_items(store, items, dry_run=dry_run) if items else []
    created = sum(o["action"] == "created" for o in outcomes)
    reinforced = len(outcomes) - created
    value = {
        "dryRun": dry_run,
        "created": created,
        "reinforced": reinforced,
        "skipped": len(notes),
        "outcomes": outcomes,
    }
    lines = [f"{capturing.describe(o, dry_run)} [{o['memory'].get('source') or ''}]" for o in outcomes]
    verb = "would create" if dry_run else "created"
    lines.append(f"{verb} {created}, {'would reinforce' if dry_run else 'reinforced'} {reinforced} from {source}")
    return Outcome(value, "\n".join(lines))


def doctor(store, *, fix: bool = False) -> Outcome:
    """Check the store; with ``fix``, repair what can be repaired without losing anything."""
    from hippocampus import doctor as checking

    report = checking.run(store, fix=fix)
    return Outcome(report, checking.describe(report))


def sync(store, remote: str | None = None, *, dry_run: bool = False) -> Outcome:
    """Commit, pull, merge, rebuild, check and push the store through git."""
    from hippocampus import gitsync

    report = gitsync.sync(store, remote, dry_run=dry_run)
    return Outcome(report.as_json(), gitsync.describe(report))
