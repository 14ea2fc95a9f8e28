"""What each command does, as functions that return values: the CLI prints them, hooks and
the MCP server return them. Each takes an open store and plain arguments, and returns an
``Outcome``: ``json`` is exactly what the command prints with ``--json``, ``markdown`` what
it prints without. Nothing here prints or exits; package errors propagate.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class Outcome:
    """A command's result: ``json`` and ``markdown``, each given as a value or as a function
    that makes it, called at most once, when it is first read (a command prints one of the
    two: load-core at 100,000 memories spent half its time on the form it did not print)."""

    __slots__ = ("_json", "_markdown")

    def __init__(self, json: Any, markdown: str | Callable[[], str]):
        self._json, self._markdown = json, markdown

    @classmethod
    def lazy(cls, json: Callable[[], Any], markdown: Callable[[], str]) -> Outcome:
        outcome = cls(None, markdown)
        outcome._json = _Later(json)
        return outcome

    @property
    def json(self) -> Any:
        if isinstance(self._json, _Later):
            self._json = self._json.make()
        return self._json

    @property
    def markdown(self) -> str:
        if callable(self._markdown):
            self._markdown = self._markdown()
        return self._markdown


@dataclass(frozen=True)
class _Later:
    make: Callable[[], Any]


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
    history: bool = False,
    strict: bool = False,
) -> Outcome:
    """The memories relevant to ``query``, best first; ``reinforce`` strengthens exactly those.
    Memories a newer one superseded are left out unless ``history`` (then shown marked);
    memories in an open conflict are marked. Every current memory is ranked, faded ones too
    (importance only breaks near-ties); ``strict`` (the prompt hook) keeps archive candidates
    and weak matches of background memories out."""
    from hippocampus import conflicts, render, search, search_cache

    if limit is None:
        limit = 1000 if budget else 5
    marks = conflicts.open_marks(store.folder)

    def ranked(index):
        hits = search.rank(
            index, query, store.now, limit, domain and domain.lower(), include_all or not strict, history=history
        )
        if budget:
            hits = render.fit_budget(
                hits, budget, lambda hit: render.token_count(render.hit_line(hit, store.now, marks))
            )
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
        if hit.record["id"] in marks:
            extra["conflict"] = marks[hit.record["id"]]
        out.append(render.memory_json(hit.record, store.now, **extra))
    return Outcome(out, render.hits_markdown(hits, store.now, why=why, conflicts=marks))


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


# Working memory's share of a load-core budget: at most a quarter, so the buffer (up to 20
# entries a scope) never crowds the core memories out of a session start.
WORKING_BUDGET_SHARE = 0.25


def load_core(store, threshold: float, budget: int | None = None) -> Outcome:
    """The core memories (importance >= threshold, current versions only), grouped by
    domain, marked when in an open conflict; the working-memory buffer first (its own
    section and ``working`` key, only when it holds anything), within the same budget."""
    from hippocampus import conflicts, render, search_cache, working

    marks = conflicts.open_marks(store.folder)
    buffer = working.entries(store)
    lines = [working.line(e) for e in buffer]
    if budget is not None and lines:
        pairs = render.fit_budget(
            list(zip(buffer, lines, strict=True)),
            int(budget * WORKING_BUDGET_SHARE),
            lambda pair: render.token_count(pair[1]),
        )
        buffer, lines = [e for e, _ in pairs], [line for _, line in pairs]
        budget = max(1, budget - sum(render.token_count(line) for line in lines))

    def selected(index):
        """The core groups, and how many core memories a budget left out."""
        if budget is None:
            return render.core_groups(index.at_least(threshold, store.now), None, store.now, marks), 0
        # Most important first, read one at a time until the budget is spent.
        ranked = sorted(index.numbers_at_least(threshold, store.now), key=lambda p: (-p[0], index.ids[p[1]]))
        records = ((value, index.record(number)) for value, number in ranked)
        found = render.core_within(records, budget, threshold, store.now, most=len(ranked), conflicts=marks)
        return found, len(ranked) - sum(len(items) for items in found.values())

    groups, left_out = search_cache.with_index(store, selected)

    def value():
        out = {
            domain: [
                render.memory_json(r, store.now, **({"conflict": marks[r["id"]]} if r["id"] in marks else {}))
                for _, r in items
            ]
            for domain, items in groups.items()
        }
        if buffer:
            out["working"] = [e.as_json() for e in buffer]
        return out

    return Outcome.lazy(value, lambda: render.core_markdown(groups, store.now, threshold, marks, lines, left_out))


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
    from hippocampus import doctor as checking
    from hippocampus import gitsync

    report = gitsync.sync(store, checking.check_locked, remote, dry_run=dry_run)
    return Outcome(report.as_json(), gitsync.describe(report))


# ---------------------------------------------------------------- truth: conflicts, pins, feedback
def list_conflicts(store, include_resolved: bool = False) -> Outcome:
    """The open conflicts (and the resolved ones with ``include_resolved``), with the texts."""
    from hippocampus import conflicts

    store.require()
    entries = conflicts.listing(store, include_resolved)
    return Outcome(entries, conflicts.listing_markdown(entries, include_resolved))


def resolve(store, conflict_id: str, keep: str | None = None, forget: bool = False) -> Outcome:
    """Settle one conflict; its record is kept, marked resolved."""
    from hippocampus import conflicts

    result = conflicts.resolve(store, conflict_id, keep, forget)
    text = f"{conflict_id} resolved: {conflicts.describe_changes(result['changes'])} (memory/{result['file']})"
    return Outcome(result, text)


def pin(store, ids: list[str], pinned: bool = True) -> Outcome:
    """Pin memories (they stop decaying) or unpin them; every id is checked first."""
    from hippocampus import render
    from hippocampus.records import current_importance

    with store.transaction() as txn:
        for memory_id in ids:
            txn.get(memory_id)
        before = {i: txn.get(i).get("pinned") is True for i in ids}
        records = [txn.pin(memory_id, pinned) for memory_id in dict.fromkeys(ids)]
    verb = "pinned" if pinned else "unpinned"
    lines = [
        f"{r['id']} {verb if before[r['id']] != pinned else 'was ' + verb + ' already'}: importance "
        f"{current_importance(r, store.now):.2f}"
        for r in records
    ]
    return Outcome([render.memory_json(r, store.now) for r in records], "\n".join(lines))


def outcome(store, ids: list[str], result: str) -> Outcome:
    """Feedback: the memories helped (good: reinforced at twice a use's rate) or misled
    (bad: importance halved)."""
    from hippocampus import render
    from hippocampus.records import current_importance

    with store.transaction() as txn:
        records = txn.outcome(ids, result)
    word = "strengthened (helped)" if result == "good" else "weakened (misled)"
    lines = [f"{r['id']} {word}: importance {current_importance(r, store.now):.2f}" for r in records]
    return Outcome([render.memory_json(r, store.now) for r in records], "\n".join(lines))


def working_push(store, text: str, scope: str | None = None, importance: float | None = None) -> Outcome:
    from hippocampus import working

    result = working.push(store, text, scope, importance)
    entry = result["entry"]
    if result["added"]:
        line = f"pushed to working memory [{entry['scope']}] ({result['size']}/{working.MAX_ENTRIES})"
    else:
        line = f"not kept: the [{entry['scope']}] buffer is full of more important entries ({working.MAX_ENTRIES})"
    lines = [line]
    lines += [f"evicted: {e['text'][:80]} ({e['importance']:.2f})" for e in result["evicted"] if e != entry]
    return Outcome(result, "\n".join(lines))


def working_list(store, scope: str | None = None) -> Outcome:
    from hippocampus import working

    found = working.entries(store, scope)
    if not found:
        return Outcome([], "Working memory is empty.")
    return Outcome([e.as_json() for e in found], "\n".join(working.line(e) for e in found))


def working_clear(store, scope: str | None = None) -> Outcome:
    from hippocampus import working

    removed = working.clear(store, scope)
    where = f"[{working.check_scope(scope)}]" if scope is not None else "every scope"
    return Outcome({"cleared": removed, "scope": scope}, f"cleared {removed} entries from {where}")


# ---------------------------------------------------------------- packs, snapshots, stats
def pack_export(
    store,
    out,
    select: str | None = None,
    *,
    name: str | None = None,
    version: str = "1",
    tags: tuple[str, ...] = (),
    pack_id: str | None = None,
    passphrase=None,
) -> Outcome:
    """Write a pack of the memories ``select`` matches to ``out`` (encrypted when a
    ``passphrase()`` is given)."""
    from pathlib import Path

    from hippocampus import archives, packs

    store.require()
    out = archives.check_output(Path(out), "memories.hpack")
    selection = packs.parse_selection(select)
    meta, data = packs.export(store, selection, name or out.stem, version, tags, pack_id)
    if passphrase is not None:
        data = archives.seal_with_passphrase(data, passphrase())
    archives.write_output(out, data)
    value = {**meta, "path": str(out), "encrypted": passphrase is not None, "bytes": len(data)}
    return Outcome(value, packs.describe_export(meta, out, passphrase is not None))


def pack_import(store, path, *, dry_run: bool = False, passphrase=None) -> Outcome:
    """Bring a pack in: new ids, links remapped, near-duplicates merged, conflicts opened;
    the same pack again changes nothing."""
    from pathlib import Path

    from hippocampus import packs
    from hippocampus.errors import InvalidInput

    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror})") from None
    pack = packs.read_pack(raw, str(path), passphrase)
    report = packs.import_pack(store, pack, dry_run=dry_run)
    return Outcome(report, packs.describe_import(report))


def pack_list(store) -> Outcome:
    """The packs imported, and where each of their memories came from."""
    from hippocampus import packs

    entries = packs.listing(store)
    return Outcome(entries, packs.listing_markdown(entries))


def snapshot_create(store, out=None) -> Outcome:
    """A point-in-time copy of the store's committed truth (default: <workspace>/snapshots/)."""
    from hippocampus import snapshots

    result = snapshots.create(store, out)
    return Outcome(result, snapshots.describe_create(result))


def snapshot_restore(store, path) -> Outcome:
    """Restore a snapshot over the store (kept as a snapshot first), then rebuild."""
    from hippocampus import snapshots

    result = snapshots.restore(store, path)
    return Outcome(result, snapshots.describe_restore(result))


def stats(store) -> Outcome:
    """What the store holds: per tier, layer, domain, confidence; conflicts, growth, candidates."""
    from hippocampus import activation
    from hippocampus import stats as figures

    working_set = sorted(activation.read_working_set(store).items())
    value = figures.compute(store, working_set=working_set, episodes=activation.saved_episodes(store))
    return Outcome(value, figures.markdown(value))


def consolidate(
    store,
    *,
    dry_run: bool = False,
    report: bool = False,
    if_due: bool = False,
    agent_command: str | None = None,
    skill_dir=None,
    agent_timeout: float | None = None,
) -> Outcome:
    """Sleep: merge duplicates, supersede old versions, open conflicts, draw patterns, and
    archive what faded, in one transaction; ``report`` lists what would be forgotten and why."""
    from hippocampus import sleep

    if if_due:
        state = sleep.due_state(store)
        if state["due"] is None:
            return Outcome({"ran": False, **state}, "sleep not due: " + sleep.describe_not_due(state))
    options = {} if agent_timeout is None else {"agent_timeout": agent_timeout}
    result = sleep.run(
        store, dry_run=dry_run, report=report, agent_command=agent_command, skill_dir=skill_dir, **options
    )
    return Outcome(result, sleep.describe(result))


# ---------------------------------------------------------------- context (issue 12)
def context(
    store,
    task: str,
    *,
    budget: int | None = None,
    hops: int | None = None,
    as_json: bool = False,
    save: bool = False,
    use_working_set: bool = True,
) -> Outcome:
    """A context for ``task`` in frames (identity, knowledge, episodic, constraints) within
    ``budget`` tokens as printed; the working set fades and takes what was used; ``save``
    writes the context back as an episode linked to the memories it used."""
    from hippocampus import activation

    composed = activation.compose(
        store,
        task,
        activation.DEFAULT_BUDGET if budget is None else budget,
        hops,
        as_json,
        use_working_set=use_working_set,
    )
    for note in composed.notes:
        store.note(note)
    if use_working_set:
        activation.update_working_set(store, activation.activations(composed))
    if save:
        saved = activation.save_episode(store, composed)
        store.note(f"context saved as episode {saved['id']} ({len(saved['used'])} memories used)")
    text = activation.output(composed, as_json)
    return Outcome(activation.as_json(composed, composed.chosen, composed.extras), text)


def working_set(store) -> Outcome:
    """The working set: memories still active from earlier contexts, most active first."""
    from hippocampus import activation, render

    store.require()
    nodes = activation.read_working_set(store)
    view = store.view()
    rows = []
    for memory_id, value in sorted(nodes.items(), key=lambda kv: (-kv[1], kv[0])):
        record = view.get(memory_id)
        text = render.one_line(render.shown(record)["content"], 160) if record else "(no longer in the store)"
        rows.append({"id": memory_id, "activation": value, "content": text if record else None})
    if not rows:
        return Outcome([], "The working set is empty.")
    lines = [f"# Working set ({len(rows)} memories; each call fades them by {activation.FADE})"]
    lines += [f"- {r['activation']:.2f} [{r['id']}] {r['content'] or '(no longer in the store)'}" for r in rows]
    return Outcome(rows, "\n".join(lines))
