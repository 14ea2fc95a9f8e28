"""Every command, defined once. Entry scripts in scripts/ import and run one each.

Commands resolve the workspace and the clock (context.py), call into the package, and
print: Markdown by default, stable JSON with --json. Package errors become one line and
exit 1 (click.ClickException); bad arguments exit 2 (click.BadParameter).
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import click
import orjson

from hippocampus import context
from hippocampus.errors import HippocampusError, InvalidInput

DOMAIN_CHOICE = click.Choice(["user", "self", "relationship", "world"], case_sensitive=False)


# ---------------------------------------------------------------- shared options
def workspace_option(func):
    return click.option(
        "--workspace",
        "workspace",
        metavar="PATH",
        help="Workspace folder (default: $WORKSPACE, else ~/.openclaw/workspace).",
    )(func)


def json_option(func):
    return click.option("--json", "as_json", is_flag=True, help="Print stable JSON instead of Markdown.")(func)


def handles_errors(func):
    """Turn the package's named errors into one clear line and exit 1."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except HippocampusError as exc:
            raise click.ClickException(str(exc)) from None

    return wrapper


def open_store(workspace: str | None):
    from hippocampus.store import Store

    return Store(context.resolve_workspace(workspace), context.resolve_now())


def emit_json(value) -> None:
    click.echo(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode("utf-8"))


def report_notes(store) -> None:
    """What syncing hand-edited files did goes to stderr, so stdout stays parseable."""
    for note in store.notes:
        click.echo(f"hippocampus: {note}", err=True)


def unit_interval(ctx, param, value):
    if value is None:
        return None
    if not 0.0 <= value <= 1.0:
        raise click.BadParameter(f"{value} is outside [0, 1]")
    return value


def positive_rate(ctx, param, value):
    if not 0.0 < value <= 1.0:
        raise click.BadParameter(f"{value} must be greater than 0 and at most 1")
    return value


# ---------------------------------------------------------------- capture
@click.command()
@click.argument("content", required=False)
@click.option("--domain", type=DOMAIN_CHOICE, help="user, self, relationship or world (default: guessed from the text).")
@click.option("--category", help="Short label such as preference, decision, fact (default: from the text's signal).")
@click.option("--importance", type=float, callback=unit_interval, help="0..1 (default: from the text's signal).")
@click.option("--keywords", help="Comma-separated keywords (default: extracted from the text).")
@click.option("--source", help="Where this came from (kept and returned by recall).")
@click.option("--batch", "batch", metavar="FILE", help="JSON Lines file (or - for stdin): one memory per line.")
@click.option("--dry-run", is_flag=True, help="Show what would happen and change nothing.")
@workspace_option
@json_option
@handles_errors
def capture(content, domain, category, importance, keywords, source, batch, dry_run, workspace, as_json):
    """Store a memory (a near-duplicate reinforces the existing one instead).

    \b
    Examples:
      python scripts/capture.py "User prefers dark mode in every editor"
      python scripts/capture.py "Deploys happen on Fridays" --domain world --importance 0.7
      python scripts/capture.py --batch memories.jsonl --dry-run
    """
    from hippocampus import capture as capturing

    if batch is not None:
        if content is not None:
            raise click.BadParameter("give CONTENT or --batch, not both")
        items = capturing.read_batch(_read_input(batch), batch)
    else:
        if content is None:
            raise click.BadParameter("missing CONTENT (or use --batch FILE)")
        items = [capturing.item_from_options(content, domain, category, importance, keywords, source)]
    store = open_store(workspace)
    outcomes = capturing.capture_items(store, items, dry_run=dry_run)
    report_notes(store)
    if as_json:
        emit_json(outcomes if batch is not None else outcomes[0])
        return
    for outcome in outcomes:
        click.echo(capturing.describe(outcome, dry_run))


def _read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    try:
        return Path(name).read_bytes()
    except OSError as exc:
        raise InvalidInput(f"{name}: cannot read ({exc.strerror})") from None


# ---------------------------------------------------------------- recall
@click.command()
@click.argument("query")
@click.option("--limit", default=5, show_default=True, type=click.IntRange(1, 1000), help="Most results to return.")
@click.option("--domain", type=DOMAIN_CHOICE, help="Only this domain.")
@click.option("--reinforce", is_flag=True, help="Reinforce exactly the memories returned.")
@click.option("--all", "include_all", is_flag=True, help="Include archive candidates (importance below 0.2).")
@workspace_option
@json_option
@handles_errors
def recall(query, limit, domain, reinforce, include_all, workspace, as_json):
    """Find memories relevant to QUERY, best first (relevance x importance).

    \b
    Examples:
      python scripts/recall.py "editor preferences"
      python scripts/recall.py "database decision" --limit 3 --reinforce --json
    """
    from hippocampus import render, search

    store = open_store(workspace)
    data = store.snapshot()
    hits = search.rank(data["memories"], query, store.now, limit, domain and domain.lower(), include_all)
    if reinforce and hits:
        with store.transaction() as txn:
            updated = {}
            for hit in hits:
                if hit.record["id"] in txn.records:
                    updated[hit.record["id"]] = txn.reinforce(hit.record["id"])
        hits = [type(h)(updated.get(h.record["id"], h.record), h.score, h.relevance, h.importance, h.matched) for h in hits]
    report_notes(store)
    if as_json:
        emit_json([render.memory_json(h.record, store.now, score=round(h.score, 6)) for h in hits])
    else:
        click.echo(render.hits_markdown(hits, store.now))


# ---------------------------------------------------------------- reinforce
@click.command()
@click.argument("ids", nargs=-1, required=True)
@click.option(
    "--boost",
    default=0.15,
    show_default=True,
    type=float,
    callback=positive_rate,
    help="Share of the gap to 1 to close: new = old + (1 - old) * BOOST.",
)
@workspace_option
@json_option
@handles_errors
def reinforce(ids, boost, workspace, as_json):
    """Reinforce memories by id (an unknown id changes nothing).

    \b
    Examples:
      python scripts/reinforce.py mem_012
      python scripts/reinforce.py mem_012 mem_040 --boost 0.3
    """
    from hippocampus import render
    from hippocampus.memory_file import valid_id

    for memory_id in ids:
        if not valid_id(memory_id):
            raise click.BadParameter(f"{memory_id!r} is not a memory id (like mem_012)", param_hint="ID")
    store = open_store(workspace)
    with store.transaction() as txn:
        for memory_id in ids:
            txn.get(memory_id)  # all ids checked before any change
        records = [txn.reinforce(memory_id, boost) for memory_id in ids]
    report_notes(store)
    if as_json:
        emit_json([render.memory_json(r, store.now) for r in records])
        return
    for record in records:
        click.echo(f"{record['id']} reinforced: importance {record['importance']:.2f} (x{record['timesReinforced']})")


# ---------------------------------------------------------------- decay
@click.command()
@click.option("--dry-run", is_flag=True, help="Show what decay would do and change nothing.")
@click.option("--archive", "archive", is_flag=True, help="Move archive candidates (below 0.2) to memory/archive/.")
@click.option("--if-due", is_flag=True, help="Run only if a scheduled run was missed (fails open: never exits non-zero).")
@workspace_option
@json_option
def decay(dry_run, archive, if_due, workspace, as_json):
    """Apply daily decay (exact however often it runs), list archive candidates, sync the core file.

    \b
    Examples:
      python scripts/decay.py
      python scripts/decay.py --dry-run
      python scripts/decay.py --if-due      # at session start: catch up a missed 03:00 run
    """
    from hippocampus import maintenance

    try:
        store = open_store(workspace)
        result = maintenance.decay(store, dry_run=dry_run, archive=archive, only_if_due=if_due)
    except HippocampusError as exc:
        if if_due:
            # Cron and session-start hooks must never break a session: say why, exit 0.
            click.echo(f"hippocampus: decay skipped: {exc}", err=True)
            return
        raise click.ClickException(str(exc)) from None
    report_notes(store)
    if as_json:
        emit_json(result)
    else:
        click.echo(maintenance.describe_decay(result))


# ---------------------------------------------------------------- core
def threshold_option(func):
    return click.option(
        "--threshold",
        default=0.7,
        show_default=True,
        type=float,
        callback=unit_interval,
        help="Lowest importance to include (0.7 = the core tier).",
    )(func)


@click.command("load-core")
@threshold_option
@workspace_option
@json_option
@handles_errors
def load_core(threshold, workspace, as_json):
    """Print the core memories (importance >= threshold), grouped by domain, for a session start.

    \b
    Examples:
      python scripts/load-core.py
      python scripts/load-core.py --threshold 0.6 --json
    """
    from hippocampus import render

    store = open_store(workspace)
    data = store.snapshot()
    groups = render.core_selection(data["memories"], store.now, threshold)
    report_notes(store)
    if as_json:
        emit_json({domain: [render.memory_json(r, store.now) for _, r in items] for domain, items in groups.items()})
    else:
        click.echo(render.core_markdown(groups, store.now, threshold), nl=False)


@click.command("sync-core")
@threshold_option
@workspace_option
@json_option
@handles_errors
def sync_core(threshold, workspace, as_json):
    """Write <workspace>/HIPPOCAMPUS_CORE.md (the core set) atomically, for RAG tools.

    \b
    Examples:
      python scripts/sync-core.py
      python scripts/sync-core.py --threshold 0.6
    """
    from hippocampus import maintenance

    store = open_store(workspace)
    path, count = maintenance.sync_core(store, store.snapshot(), threshold)
    report_notes(store)
    if as_json:
        emit_json({"path": str(path), "memories": count, "threshold": threshold})
    else:
        click.echo(f"wrote {path} ({count} memories)")


# ---------------------------------------------------------------- forget
@click.command()
@click.argument("memory_id", metavar="ID")
@click.option("--purge", is_flag=True, help="Remove for good (index, file and any archived copy).")
@workspace_option
@json_option
@handles_errors
def forget(memory_id, purge, workspace, as_json):
    """Move a memory to memory/archive/ (or --purge it for good).

    \b
    Examples:
      python scripts/forget.py mem_012
      python scripts/forget.py --purge mem_012
    """
    from hippocampus.memory_file import valid_id

    if not valid_id(memory_id):
        raise click.BadParameter(f"{memory_id!r} is not a memory id (like mem_012)", param_hint="ID")
    store = open_store(workspace)
    with store.transaction() as txn:
        if purge:
            txn.purge(memory_id)
        else:
            txn.archive(memory_id, "forgotten on request")
    report_notes(store)
    action = "purged" if purge else "archived"
    if as_json:
        emit_json({"id": memory_id, "action": action})
    else:
        click.echo(f"{memory_id} {action}" + ("" if purge else " (moved to memory/archive/)"))
