"""Every command, defined once. Entry scripts in scripts/ import and run one each.

Commands resolve the workspace and the clock (context.py), call into the package, and
print: Markdown by default, stable JSON with --json. Package errors become one line and
exit 1 (click.ClickException); bad arguments exit 2 (click.BadParameter).
"""

from __future__ import annotations

import contextlib
import functools
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import orjson

from hippocampus import context
from hippocampus.errors import HippocampusError, InvalidInput

DOMAIN_CHOICE = click.Choice(["user", "self", "relationship", "world"], case_sensitive=False)


# ---------------------------------------------------------------- shared options
class Command(click.Command):
    """A click command whose error messages never echo a secret back: a token pasted into
    the wrong option ("--importance ghp_...") or a bad field is shown redacted, whether
    click caught it parsing the arguments or the package raised it."""

    def make_context(self, info_name, args, parent=None, **extra):
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.ClickException as exc:
            raise _redacted(exc) from None

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click.ClickException as exc:
            raise _redacted(exc) from None


def _redacted(exc: click.ClickException) -> click.ClickException:
    from hippocampus.redact import redact_message

    exc.message = redact_message(exc.message)
    return exc


def command(name: str | None = None):
    """``click.command`` with the redacting Command class; every command here uses it."""
    return click.command(name, cls=Command)


def end_without_freeing(main) -> None:
    """Run a command as its script's whole process (``main``: a click command, which ends
    by SystemExit), then end the process at once (os._exit, once stdout and stderr are
    flushed) with the command's exit status: the interpreter's own exit frees every
    object one by one (a sleep of 1,000 new into 100,000 holds millions: ~0.2 s).
    Every write a command makes is done and closed before it returns; an error that is
    no SystemExit (a bug) ends the process as usual, traceback and all."""
    import os

    from hippocampus import sleep

    sleep.HELD_UNTIL_EXIT = []
    try:
        main()
        code = 0
    except SystemExit as end:
        if end.code is None or isinstance(end.code, int):
            code = end.code or 0
        else:  # sys.exit("message"): Python prints it and exits 1
            print(end.code, file=sys.stderr)
            code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: what was not read is lost anyway
            code = code or 1
    os._exit(code)


def workspace_option(func):
    return click.option(
        "--workspace",
        "workspace",
        metavar="PATH",
        help="Workspace folder (default: $HIPPOCAMPUS_WORKSPACE, the installed one, $WORKSPACE, else ~/.hippocampus).",
    )(func)


def json_option(func):
    return click.option("--json", "as_json", is_flag=True, help="Print stable JSON instead of Markdown.")(func)


@contextlib.contextmanager
def plain_errors() -> Iterator[None]:
    """The package's named errors as one clear line and exit 1; so too a path the store
    will not write or read through (files.NotPlain, which names it: a folder where
    HIPPOCAMPUS_CORE.md belongs, a lost+found that is itself in the way)."""
    try:
        yield
    except HippocampusError as exc:
        raise click.ClickException(printable(str(exc))) from None
    except OSError as exc:
        from hippocampus.files import NotPlain

        if not isinstance(exc, NotPlain):
            raise
        raise click.ClickException(printable(exc.strerror or str(exc))) from None


def handles_errors(func):
    """A command whose errors ``plain_errors`` turns into one line."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        with plain_errors():
            return func(*args, **kwargs)

    return wrapper


def printable(text: str) -> str:
    """Text any terminal or pipe takes: a file name's undecodable bytes (which Python keeps
    as lone surrogates) are shown escaped, never a UnicodeEncodeError."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _printable_value(value):
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        return {printable(k) if isinstance(k, str) else k: _printable_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_printable_value(v) for v in value]
    return value


def open_store(workspace: str | None):
    from hippocampus import commands

    return commands.open_store(context.resolve_workspace(workspace), context.resolve_now())


def emit_json(value) -> None:
    if isinstance(value, list) and len(value) > STREAM_PAST:
        # a large batch's outcomes, one element at a time (the same bytes as one dump):
        # the whole document at once costs a hundred MB more at 100,000
        click.echo(b"[", nl=False)
        for n, element in enumerate(value):
            click.echo((b",\n  " if n else b"\n  ") + _dumps(element).replace(b"\n", b"\n  "), nl=False)
        click.echo(b"\n]")
        return
    click.echo(_dumps(value).decode("utf-8"))


STREAM_PAST = 1000


def _dumps(value) -> bytes:
    try:
        return orjson.dumps(value, default=_as_json, option=orjson.OPT_INDENT_2)
    except orjson.JSONEncodeError:  # a lone surrogate (an undecodable file name) in a string
        return orjson.dumps(_printable_value(value), default=_as_json, option=orjson.OPT_INDENT_2)


def _as_json(value):
    """What orjson cannot dump itself."""
    read = getattr(value, "value", None)
    if callable(read):
        return read()  # a large batch's outcome, kept serialized (capture.Compact)
    raise TypeError(f"{type(value).__name__} is not JSON")


def emit(store, outcome, as_json: bool, newline: bool = True, notes: bool = True) -> None:
    """Print a command's outcome: notes about synced hand edits to stderr, then JSON or Markdown."""
    if notes:
        report_notes(store)
    if as_json:
        emit_json(outcome.json)
    elif outcome.markdown:
        click.echo(printable(outcome.markdown), nl=newline)


def report_notes(store) -> None:
    """What syncing hand-edited files did goes to stderr, so stdout stays parseable."""
    for note in store.notes:
        click.echo(printable(f"hippocampus: {note}"), err=True)


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
@command()
@click.argument("content", required=False)
@click.option(
    "--domain", type=DOMAIN_CHOICE, help="user, self, relationship or world (default: guessed from the text)."
)
@click.option("--category", help="Short label such as preference, decision, fact (default: from the text's signal).")
@click.option("--importance", type=float, callback=unit_interval, help="0..1 (default: from the text's signal).")
@click.option("--keywords", help="Comma-separated keywords (default: extracted from the text).")
@click.option("--source", help="Where this came from (kept and returned by recall).")
@click.option(
    "--confidence",
    type=click.Choice(["verified", "observed", "inferred"]),
    help="How sure: verified (checked), observed (said or seen; the default), inferred (a guess).",
)
@click.option("--pin", "pin", is_flag=True, help="Pin it: it never decays (pin.py --unpin undoes it).")
@click.option("--batch", "batch", metavar="FILE", help="JSON Lines file (or - for stdin): one memory per line.")
@click.option(
    "--apply",
    "apply_doc",
    metavar="FILE",
    help="Apply the sub-agent's action document (or - for stdin; prompts/action-schema.md): all or nothing.",
)
@click.option("--dry-run", is_flag=True, help="Show what would happen and change nothing.")
@workspace_option
@json_option
@handles_errors
def capture(
    content,
    domain,
    category,
    importance,
    keywords,
    source,
    confidence,
    pin,
    batch,
    apply_doc,
    dry_run,
    workspace,
    as_json,
):
    """Store a memory (a near-duplicate reinforces the existing one instead).

    \b
    Examples:
      python scripts/capture.py "User prefers dark mode in every editor"
      python scripts/capture.py "Deploys happen on Fridays" --domain world --importance 0.7
      python scripts/capture.py "The API rate limit is 100/min" --confidence verified --pin
      python scripts/capture.py --batch memories.jsonl --dry-run
      python scripts/capture.py --apply actions.json     # {"actions": [{"action": "create", ...}]}
    """
    from hippocampus import capture as capturing
    from hippocampus import commands

    if (batch is not None or apply_doc is not None) and (
        any(value is not None for value in (domain, category, importance, keywords, source, confidence)) or pin
    ):
        raise click.BadParameter(
            "--domain/--category/--importance/--keywords/--source/--confidence/--pin apply to one CONTENT; "
            "with --batch or --apply give them per line or per action"
        )
    if apply_doc is not None:
        if content is not None or batch is not None:
            raise click.BadParameter("give --apply FILE alone (not with CONTENT or --batch)")
        store = open_store(workspace)
        document = _read_input(apply_doc)
        emit(store, commands.apply_actions(store, document, apply_doc, dry_run=dry_run), as_json)
        return
    if batch is not None:
        if content is not None:
            raise click.BadParameter("give CONTENT or --batch, not both")
        items = capturing.read_batch(_read_input(batch), batch)
    else:
        if content is None:
            raise click.BadParameter("missing CONTENT (or use --batch FILE)")
        items = [capturing.item_from_options(content, domain, category, importance, keywords, source, confidence, pin)]
    store = open_store(workspace)
    emit(store, commands.capture(store, items, dry_run=dry_run, batch=batch is not None), as_json)


def _read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    try:
        return Path(name).read_bytes()
    except OSError as exc:
        raise InvalidInput(f"{name}: cannot read ({exc.strerror})") from None


# ---------------------------------------------------------------- recall
def nonblank(ctx, param, value):
    """A query with something to search for (not only spaces or invisible characters)."""
    from hippocampus.text import blank

    if value is not None and blank(value):
        raise click.BadParameter("is empty (give words to search for)")
    return value


@command()
@click.argument("query", callback=nonblank)
@click.option("--limit", type=click.IntRange(1, 1000), help="Most results to return (default 5; 1000 with --budget).")
@click.option("--domain", type=DOMAIN_CHOICE, help="Only this domain.")
@click.option("--reinforce", is_flag=True, help="Reinforce exactly the memories returned.")
@click.option(
    "--all",
    "include_all",
    is_flag=True,
    help="Kept for scripts that pass it: recall ranks every current memory, archive candidates too.",
)
@click.option("--why", is_flag=True, help="Show each result's score parts (term weights, factors, context).")
@click.option(
    "--budget",
    type=click.IntRange(1),
    metavar="TOKENS",
    help="Return the best results whose printed lines fit in TOKENS (tokens = ceil(characters / 4)).",
)
@click.option("--history", is_flag=True, help="Include memories a newer one superseded, marked [superseded by ...].")
@workspace_option
@json_option
@handles_errors
def recall(query, limit, domain, reinforce, include_all, why, budget, history, workspace, as_json):
    """Find memories relevant to QUERY, best first (text relevance, gently weighted by importance and recency).

    Only current versions: a memory a newer one superseded is left out unless --history.
    A memory in an open conflict is marked [conflict ID] (conflicts.py lists them).

    \b
    Examples:
      python scripts/recall.py "editor preferences"
      python scripts/recall.py "database decision" --limit 3 --reinforce --json
      python scripts/recall.py "deploy schedule" --why
      python scripts/recall.py "what do I know about Alice" --budget 500
      python scripts/recall.py "billing database" --history
    """
    from hippocampus import commands

    store = open_store(workspace)
    outcome = commands.recall(
        store,
        query,
        limit=limit,
        domain=domain,
        reinforce=reinforce,
        include_all=include_all,
        why=why,
        budget=budget,
        history=history,
    )
    emit(store, outcome, as_json)


# ---------------------------------------------------------------- reinforce
@command()
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
    """Reinforce memories by id (an unknown id is one error line and reinforces none of them).

    \b
    Examples:
      python scripts/reinforce.py mem_012
      python scripts/reinforce.py mem_012 mem_040 --boost 0.3
    """
    from hippocampus import commands
    from hippocampus.memory_file import valid_id

    for memory_id in ids:
        if not valid_id(memory_id):
            raise click.BadParameter(f"{memory_id!r} is not a memory id (like mem_012)", param_hint="ID")
    store = open_store(workspace)
    emit(store, commands.reinforce(store, list(ids), boost), as_json)


# ---------------------------------------------------------------- decay
@command()
@click.option("--dry-run", is_flag=True, help="Show what decay would do and change nothing.")
@click.option("--archive", "archive", is_flag=True, help="Move archive candidates (below 0.2) to memory/archive/.")
@click.option(
    "--if-due", is_flag=True, help="Run only if a scheduled run was missed (fails open: never exits non-zero)."
)
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
    from hippocampus import commands

    if if_due:
        # Cron and session-start hooks must never break a session: whatever goes wrong
        # (a damaged store, a file a read would block on, a bug), say why and exit 0.
        from hippocampus import failopen

        try:
            store = open_store(workspace)
            failopen.refuse_blocking_files(store.root)
            outcome = commands.decay(store, dry_run=dry_run, archive=archive, if_due=True)
        except Exception as exc:
            click.echo(f"hippocampus: decay skipped: {failopen.one_line(exc)}", err=True)
            return
        emit(store, outcome, as_json)
        return
    with plain_errors():
        store = open_store(workspace)
        outcome = commands.decay(store, dry_run=dry_run, archive=archive)
    emit(store, outcome, as_json)


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


@command("load-core")
@threshold_option
@click.option(
    "--budget",
    type=click.IntRange(1),
    metavar="TOKENS",
    help="Keep the most important core memories whose lines fit in TOKENS (tokens = ceil(characters / 4)).",
)
@workspace_option
@json_option
@handles_errors
def load_core(threshold, budget, workspace, as_json):
    """Print the core memories (importance >= threshold), grouped by domain, for a session start.

    \b
    Examples:
      python scripts/load-core.py
      python scripts/load-core.py --threshold 0.6 --json
      python scripts/load-core.py --budget 2000
    """
    from hippocampus import commands

    store = open_store(workspace)
    emit(store, commands.load_core(store, threshold, budget), as_json, newline=False)


@command("context")
@click.argument("task", required=False)
@click.option(
    "--budget",
    type=click.IntRange(60),
    metavar="TOKENS",
    help="The whole printed output, header included, fits in TOKENS (ceil(characters / 4); default 1500).",
)
@click.option("--hops", type=click.IntRange(0, 2), help="Hops to bloom along links from the seeds (default 2).")
@click.option("--save", is_flag=True, help="Write the context back: an episode linked to the memories it used.")
@click.option("--show-working-set", is_flag=True, help="List the working set (what earlier contexts left active).")
@click.option(
    "--no-working-set",
    "stateless",
    is_flag=True,
    help="Neither read nor update the working set (a context that leaves no trace).",
)
@workspace_option
@json_option
@handles_errors
def context_command(task, budget, hops, save, show_working_set, stateless, workspace, as_json):
    """Compose the context for TASK: identity, knowledge, episodic and constraint frames on a token budget.

    Probes recall and the recent episodes, blooms one or two hops along links, scores
    each memory's resonance and fits the frames to --budget. Superseded memories are left
    out; a memory in an open conflict is marked [conflict ID]. Degraded data (a damaged
    cache, a missing link target, a frame over budget) never fails it: stderr says what
    was rebuilt, skipped or trimmed.

    \b
    Examples:
      python scripts/context.py "migrate the billing database"
      python scripts/context.py "release checklist" --budget 800 --hops 1 --json
      python scripts/context.py "fix the flaky deploy test" --save
      python scripts/context.py --show-working-set
    """
    from hippocampus import commands

    store = open_store(workspace)
    if show_working_set:
        emit(store, commands.working_set(store), as_json)
        return
    if not task or not task.strip():
        raise click.BadParameter("give the task as text (or --show-working-set)", param_hint="TASK")
    outcome = commands.context(
        store, task, budget=budget, hops=hops, as_json=as_json, save=save, use_working_set=not stateless
    )
    emit(store, outcome, as_json, newline=False)


@command("sync-core")
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
    from hippocampus import commands

    store = open_store(workspace)
    emit(store, commands.sync_core(store, threshold), as_json)


# ---------------------------------------------------------------- forget
@command()
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
    from hippocampus import commands
    from hippocampus.memory_file import valid_id

    if not valid_id(memory_id):
        raise click.BadParameter(f"{memory_id!r} is not a memory id (like mem_012)", param_hint="ID")
    store = open_store(workspace)
    emit(store, commands.forget(store, memory_id, purge=purge), as_json)


# ---------------------------------------------------------------- conflicts, pins, feedback, working memory
def memory_ids(ids) -> list[str]:
    from hippocampus.memory_file import valid_id

    for memory_id in ids:
        if not valid_id(memory_id):
            raise click.BadParameter(f"{memory_id!r} is not a memory id (like mem_012)", param_hint="ID")
    return list(ids)


@command()
@click.option("--all", "include_all", is_flag=True, help="Also list resolved conflicts (memory/conflicts/resolved/).")
@workspace_option
@json_option
@handles_errors
def conflicts(include_all, workspace, as_json):
    """List open conflicts: memories that contradict, or were edited (or forgotten) on two machines.

    Each has an id (cfl_...), its kind, its memories with their current texts, and how to
    settle it with resolve.py. Records are Markdown files in memory/conflicts/ a person can
    read; recall and load-core mark their memories [conflict ID].

    \b
    Examples:
      python scripts/conflicts.py
      python scripts/conflicts.py --json
      python scripts/conflicts.py --all        # resolved ones too
    """
    from hippocampus import commands

    store = open_store(workspace)
    emit(store, commands.list_conflicts(store, include_all), as_json)


@command()
@click.argument("conflict_id", metavar="CONFLICT")
@click.option(
    "--keep",
    metavar="ID",
    help="The memory to keep (the other is superseded, never deleted); for edited-on-both, "
    "the conflict's own id takes the other text (the one its record holds).",
)
@click.option("--forget", is_flag=True, help="forgotten-and-edited only: forget the memory after all (archive it).")
@workspace_option
@json_option
@handles_errors
def resolve(conflict_id, keep, forget, workspace, as_json):
    """Settle one conflict; its record stays in memory/conflicts/resolved/, marked resolved.

    contradiction: --keep MEM_ID keeps that memory current; the other is marked
    superseded by it (supersededBy, validUntil; recall --history still shows it).
    edited-on-both: --keep MEM_ID keeps the file's text; --keep CONFLICT puts the other
    text (its record's) into the memory (the replaced text is kept in its mergedFrom).
    forgotten-and-edited: --keep MEM_ID keeps it; --forget archives it.

    \b
    Examples:
      python scripts/resolve.py cfl_1a2b3c4d --keep mem_kqzx_012
      python scripts/resolve.py cfl_9f8e7d6c --keep cfl_9f8e7d6c     # take the other text
      python scripts/resolve.py cfl_5a5a5a5a --forget --json
    """
    from hippocampus import commands

    if keep is not None and forget:
        raise click.BadParameter("give --keep ID or --forget, not both")
    if keep is None and not forget:
        raise click.BadParameter("say how to settle it: --keep ID (or --forget)", param_hint="--keep")
    store = open_store(workspace)
    emit(store, commands.resolve(store, conflict_id, keep, forget), as_json)


@command()
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--unpin", is_flag=True, help="Unpin: decay resumes from today.")
@workspace_option
@json_option
@handles_errors
def pin(ids, unpin, workspace, as_json):
    """Pin memories so they never decay (or --unpin them); written into their files, so it syncs.

    A pinned memory keeps today's importance until unpinned; it is still reinforced by use
    and weakened by a bad outcome, and decay --archive never archives it.

    \b
    Examples:
      python scripts/pin.py mem_kqzx_012
      python scripts/pin.py mem_kqzx_012 mem_kqzx_040 --json
      python scripts/pin.py mem_kqzx_012 --unpin
    """
    from hippocampus import commands

    chosen = memory_ids(ids)
    store = open_store(workspace)
    emit(store, commands.pin(store, chosen, pinned=not unpin), as_json)


@command()
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--good", is_flag=True, help="It helped: strengthen it (a use at twice the rate).")
@click.option("--bad", is_flag=True, help="It misled: weaken it (importance halved).")
@workspace_option
@json_option
@handles_errors
def outcome(ids, good, bad, workspace, as_json):
    """Tell the store how memories you used turned out: --good strengthens, --bad weakens.

    Logged as an outcome event in this machine's use log, so every machine folds the same
    scores. --good closes 30% of the gap to 1 (a plain use closes 15%); --bad halves today's
    importance (a core memory drops out of core).

    \b
    Examples:
      python scripts/outcome.py mem_kqzx_012 --good
      python scripts/outcome.py mem_kqzx_012 mem_kqzx_040 --bad --json
    """
    from hippocampus import commands

    if good == bad:
        raise click.BadParameter("say how it went: --good or --bad (one of them)", param_hint="--good/--bad")
    result = "good" if good else "bad"
    chosen = memory_ids(ids)
    store = open_store(workspace)
    emit(store, commands.outcome(store, chosen, result), as_json)


@command()
@click.argument("action", type=click.Choice(["push", "list", "clear"]))
@click.argument("text", required=False)
@click.option("--scope", metavar="S", help="Whose buffer: a project or task name (default: default).")
@click.option(
    "--importance",
    type=float,
    callback=unit_interval,
    help="push: 0..1 (default 0.5); the lowest goes first when a scope passes 20 entries.",
)
@workspace_option
@json_option
@handles_errors
def working(action, text, scope, importance, workspace, as_json):
    """Working memory: a short buffer per scope for what matters right now (push, list, clear).

    At most 20 entries per scope; past that the least important goes. Entries do not decay;
    load-core shows them first, in their own section. Kept on this machine only
    (memory/.state/working.json, never synced): capture what should last.

    \b
    Examples:
      python scripts/working.py push "Migrating billing to Postgres: step 2 of 4" --scope billing
      python scripts/working.py push "Tests in tests/test_billing.py fail on CI only" --importance 0.8
      python scripts/working.py list --json
      python scripts/working.py clear --scope billing
    """
    from hippocampus import commands

    if action == "push":
        if text is None:
            raise click.BadParameter("push needs TEXT", param_hint="TEXT")
    elif text is not None or importance is not None:
        raise click.BadParameter(f"{action} takes no TEXT or --importance")
    store = open_store(workspace)
    if action == "push":
        emit(store, commands.working_push(store, text, scope, importance), as_json)
    elif action == "list":
        emit(store, commands.working_list(store, scope), as_json)
    else:
        emit(store, commands.working_clear(store, scope), as_json)


# ---------------------------------------------------------------- transcripts -> memories
SKILL_DIR = Path(__file__).resolve().parent.parent.parent  # scripts/hippocampus/cli.py -> the skill folder


def transcript_paths(paths) -> list[Path]:
    """The PATHs given (a folder means every transcript under it), else OpenClaw's own."""
    from hippocampus import preprocess as prep
    from hippocampus.transcripts import default_openclaw_sources

    if not paths:
        found = default_openclaw_sources(Path.home())
        if not found:
            click.echo(f"hippocampus: no OpenClaw transcripts under {Path.home() / '.openclaw' / 'agents'}", err=True)
        return found
    return prep.expand_paths(paths)


def _progress(paths):
    """A progress bar over the sources, on stderr and only when it is a terminal."""
    if not sys.stderr.isatty() or len(paths) < 2:
        yield from paths
        return
    with click.progressbar(paths, label="reading transcripts", file=sys.stderr) as bar:
        yield from bar


# preprocess.FORMAT_CHOICES, spelled out so that defining the commands does not import the
# transcript readers (sqlite3, ...) on every command; tests/test_cli.py checks they agree.
FORMAT_CHOICES = ("auto", "openclaw", "openclaw-sqlite", "claude-code", "codex", "chatgpt", "text")


def transcript_options(func):
    func = click.option("--full", is_flag=True, help="Ignore the watermarks and read every transcript from the start.")(
        func
    )
    func = click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMAT_CHOICES),
        default="auto",
        show_default=True,
        help="Transcript format (auto detects it per file).",
    )(func)
    return click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))(func)


@command()
@transcript_options
@click.option(
    "--limit", type=click.IntRange(1), help="Stop after N candidates (their source's watermark is not moved)."
)
@click.option("--advance", is_flag=True, help="Store the new watermarks, so the next run starts after what was read.")
@click.option("--markdown", is_flag=True, help="A short readable list instead of JSON lines.")
@workspace_option
@json_option
@handles_errors
def preprocess(paths, fmt, full, limit, advance, markdown, workspace, as_json):
    """Print the transcript messages worth a look as JSON lines (what a memory agent reads).

    One line per candidate: {"id", "source", "timestamp", "role", "text", "signals",
    "importance"}. A candidate is a message with at least one memory signal (remember
    request, emotion, preference, decision, deadline, person/project fact, correction,
    passing mention); chatter, heartbeats, tool traffic, bare JSON and paths are skipped.
    Secrets in the text are redacted. JSON lines are the output with or without --json;
    --markdown prints a list for people. Counts of what was skipped go to stderr.

    With no PATH it reads OpenClaw's transcripts (~/.openclaw/agents/*/agent/openclaw-agent.sqlite
    and */sessions/*.jsonl); a folder PATH means every transcript under it. Reading starts
    at each file's watermark (memory/.state/watermarks.json); the watermark moves only
    with --advance (run-hippocampus.py moves it itself after a successful apply).

    \b
    Examples:
      python scripts/preprocess.py                       # new OpenClaw messages
      python scripts/preprocess.py ~/.claude/projects/-home-u-proj --full --limit 50
      python scripts/preprocess.py conversations.json --format chatgpt --markdown
    """
    from hippocampus import preprocess as prep

    if markdown and as_json:
        raise click.BadParameter("give --markdown or --json, not both")
    sources = transcript_paths(paths)
    store = open_store(workspace)
    marks = None if full else prep.load_watermarks(store)
    result = prep.preprocess(sources, fmt, marks, limit=limit, progress=_progress)
    for error in result.errors:
        click.echo(f"hippocampus: skipped {error}", err=True)
    if markdown:
        click.echo(prep.candidates_markdown(result.candidates))
    else:
        out = sys.stdout.buffer
        for c in result.candidates:
            out.write(orjson.dumps(c.as_json()) + b"\n")
        out.flush()
    if advance:
        prep.save_watermarks(store, result.watermarks)
    report_notes(store)
    click.echo(f"hippocampus: {prep.describe_counts(result)}", err=True)


@command()
@click.option("--dry-run", is_flag=True, help="Decide and show every change, change nothing.")
@click.option("--report", is_flag=True, help="Print the forgetting candidates with their reasons; change nothing.")
@click.option(
    "--if-due",
    is_flag=True,
    help="Sleep only when due (a week since the last sleep, or enough new importance); fails open: never "
    "exits non-zero (cron and the run loop use this).",
)
@click.option(
    "--agent-command",
    metavar="CMD",
    envvar="HIPPOCAMPUS_AGENT_COMMAND",
    help="Shell command that writes each pattern's text (prompts/sleep-patterns.md; default: "
    "$HIPPOCAMPUS_AGENT_COMMAND; none: an extractive summary).",
)
@click.option(
    "--agent-timeout",
    default=300.0,
    show_default=True,
    type=click.FloatRange(min=1),
    help="Seconds before the agent command is stopped (its patterns then keep extractive texts).",
)
@workspace_option
@json_option
def consolidate(dry_run, report, if_due, agent_command, agent_timeout, workspace, as_json):
    """Sleep: consolidate the store in one locked, atomic transaction.

    Merges duplicates (the survivor keeps every absorbed text in mergedFrom; the absorbed
    memory goes to memory/archive/ with duplicateOf), marks older versions supersededBy
    their newer one, opens a conflict for a contradiction nothing orders, turns clusters of
    3 or more related episodes into a semantic memory listing its evidence, reports link
    changes (co-recall and co-capture, Hebbian), and archives memories that faded and
    nothing holds. Only memories new since the last sleep are compared (with the rest), so
    a second run changes nothing. Never deletes.

    \b
    Examples:
      python scripts/consolidate.py --dry-run
      python scripts/consolidate.py --json
      python scripts/consolidate.py --report     # what would be forgotten, and why
      python scripts/consolidate.py --if-due     # from cron: weekly, fails open
    """
    from hippocampus import commands

    if dry_run and report:
        raise click.UsageError("--dry-run and --report do not go together (--report changes nothing already)")
    if if_due:
        from hippocampus import failopen

        try:
            store = open_store(workspace)
            failopen.refuse_blocking_files(store.root)
            outcome = commands.consolidate(
                store,
                dry_run=dry_run,
                report=report,
                if_due=True,
                agent_command=agent_command or None,
                skill_dir=SKILL_DIR,
                agent_timeout=agent_timeout,
            )
        except Exception as exc:  # cron must never see a traceback or a failure status
            click.echo(f"hippocampus: sleep skipped: {failopen.one_line(exc)}", err=True)
            return
        emit(store, outcome, as_json)
        return
    with plain_errors():
        store = open_store(workspace)
        outcome = commands.consolidate(
            store,
            dry_run=dry_run,
            report=report,
            agent_command=agent_command or None,
            skill_dir=SKILL_DIR,
            agent_timeout=agent_timeout,
        )
    emit(store, outcome, as_json)


@command("run-hippocampus")
@transcript_options
@click.option(
    "--agent-command",
    metavar="CMD",
    envvar="HIPPOCAMPUS_AGENT_COMMAND",
    help="Shell command that reads the prompt and candidates on stdin and prints an action document "
    "(default: $HIPPOCAMPUS_AGENT_COMMAND; none: the built-in heuristic).",
)
@click.option(
    "--agent-timeout",
    default=900.0,
    show_default=True,
    type=click.FloatRange(min=1),
    help="Seconds before the agent command is stopped.",
)
@click.option("--dry-run", is_flag=True, help="Decide and show, change nothing (the agent command still runs).")
@click.option(
    "--strict", is_flag=True, help="Exit 1 when the run fails (default: say why on stderr and exit 0, for cron)."
)
@workspace_option
@json_option
def run_hippocampus(paths, fmt, full, agent_command, agent_timeout, dry_run, strict, workspace, as_json):
    """Turn new conversation into memories, then decay if due and rewrite HIPPOCAMPUS_CORE.md.

    Reads new transcript messages (as preprocess.py), then either pipes the prompt
    (agents/hippocampus-agent.md with prompts/) and the candidates to --agent-command and
    applies the action document it prints (all or nothing, as capture.py --apply), or,
    with no agent command, captures only explicit remember requests, stated preferences
    and decisions. Watermarks advance only after that succeeded, so a failed agent
    command loses nothing: the next run retries. Cron runs this, so a failure is reported
    on stderr and exits 0 (fail open); --strict exits 1 instead.

    \b
    stdin of the agent command: the prompt, a "## Candidates (N)" heading, then
    one JSON object per line between "--- BEGIN CANDIDATES (JSON lines) ---" and
    "--- END CANDIDATES ---". Its environment has WORKSPACE, HIPPOCAMPUS_WORKSPACE and HIPPOCAMPUS_SKILL_DIR.
    It must print one action document (prompts/action-schema.md) on stdout.

    \b
    Examples:
      python scripts/run-hippocampus.py
      python scripts/run-hippocampus.py --agent-command 'claude -p --output-format text'
      python scripts/run-hippocampus.py ~/.codex/sessions --dry-run --json
    """
    from hippocampus import failopen, run_loop

    store = None
    try:
        sources = transcript_paths(paths)
        store = open_store(workspace)
        failopen.refuse_blocking_files(store.root)
        summary = run_loop.run(
            store,
            sources,
            fmt=fmt,
            full=full,
            agent_command=agent_command or None,
            skill_dir=SKILL_DIR,
            agent_timeout=agent_timeout,
            dry_run=dry_run,
            progress=_progress,
        )
    except Exception as exc:  # any failure, not only the package's named errors: cron must not see a traceback
        if store is not None:
            report_notes(store)
        error = failopen.one_line(exc)
        click.echo(f"hippocampus: run failed: {error}; watermarks not advanced, the next run retries", err=True)
        if as_json:
            emit_json({"ok": False, "error": error})
        if strict:
            raise SystemExit(1) from None
        return
    report_notes(store)
    for error in summary.get("errors") or []:
        click.echo(f"hippocampus: skipped {error}", err=True)
    if as_json:
        emit_json({"ok": True, **summary})
    else:
        click.echo(run_loop.describe(summary))


# ---------------------------------------------------------------- import
@command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["auto", "claude-md", "agents-md", "cursorrules", "markdown", "text", "chatgpt", "index-json"]),
    default="auto",
    show_default=True,
    help="What PATH is (auto: from its name, and for .json from its shape).",
)
@click.option("--domain", type=DOMAIN_CHOICE, help="Put every memory in this domain (default: guessed per memory).")
@click.option("--dry-run", is_flag=True, help="Show what would be created and reinforced; change nothing.")
@workspace_option
@json_option
@handles_errors
def import_notes(path, fmt, domain, dry_run, workspace, as_json):
    """Turn existing notes into memories: one per rule, bullet or fact, with provenance.

    CLAUDE.md, AGENTS.md, .cursorrules and Markdown give one memory per bullet or
    paragraph (the nearest heading is its category; code blocks and tables are
    skipped); text gives one per line; a ChatGPT export gives what the user said that
    carries a memory signal; another hippocampus index.json keeps each memory's content,
    domain, category, importance, keywords, source and created date under new ids.
    Near-duplicates of existing memories reinforce them; secrets are redacted.

    \b
    Examples:
      python scripts/import.py ~/proj/CLAUDE.md --dry-run
      python scripts/import.py notes.txt --format text --domain world
      python scripts/import.py old-workspace/memory/index.json --json
    """
    from hippocampus import commands, imports

    items, notes = imports.read_items(path, fmt, domain and domain.lower())
    for note in notes:
        click.echo(f"hippocampus: {note}", err=True)
    store = open_store(workspace)
    emit(store, commands.import_items(store, items, notes, str(path), dry_run=dry_run), as_json)


# ---------------------------------------------------------------- sync
@command()
@click.option(
    "--init",
    "remote",
    metavar="REMOTE",
    help="Make the memory folder a git repository tracking REMOTE (a URL or path).",
)
@click.option("--dry-run", is_flag=True, help="Fetch and show what would be committed and merged; change nothing.")
@workspace_option
@json_option
@handles_errors
def sync(remote, dry_run, workspace, as_json):
    """Share the store with other machines through git: commit, pull, merge, rebuild, check, push.

    Everything runs under the store's lock. Memory files are never merged line by line: a
    memory changed on both sides keeps the merging machine's text in its file and the other's in
    memory/conflicts/ (never conflict markers); one forgotten on one side and edited on the
    other stays, with a conflict record. index.json and the caches are not committed; each
    machine rebuilds them from the files and logs after the merge. An unreachable remote is
    one line and exit 1, with nothing changed.

    \b
    Examples:
      python scripts/sync.py --init git@github.com:me/memory.git   # once per machine
      python scripts/sync.py                                       # then, any time (or from cron)
      python scripts/sync.py --dry-run --json
    """
    from hippocampus import commands

    store = open_store(workspace)
    emit(store, commands.sync(store, remote, dry_run=dry_run), as_json, notes=False)


# ---------------------------------------------------------------- doctor
@command()
@click.option(
    "--repair", "fix", is_flag=True, help="Fix what can be fixed without losing anything, and say what was done."
)
@workspace_option
@json_option
def doctor(fix, workspace, as_json):
    """Check the store (exit 0 healthy, 1 problems found); --repair fixes what it safely can.

    Checks the index (parses, schema, unique ids), that every memory has its file and every
    file its memory, hand edits not yet picked up, unreadable files, links and special files,
    the logs, leftover temp files and interrupted writes, damaged caches and missing folders;
    each finding names the file. --repair rebuilds an unreadable index from the Markdown files
    and logs (every id and score kept; one not of this version is kept aside), migrates an
    earlier version's, deletes caches and stale temp files, imports hand edits and orphan
    files, writes back the files of a missing domain folder, and moves what it cannot place
    (links as links) to memory/lost+found/. It exits 0 only if the store is healthy afterwards.

    \b
    Examples:
      python scripts/doctor.py
      python scripts/doctor.py --repair --json
    """
    from hippocampus import commands

    with plain_errors():
        store = open_store(workspace)
        outcome = commands.doctor(store, fix=fix)
    emit(store, outcome, as_json, notes=False)
    if not outcome.json["healthy"]:
        sys.exit(1)


# ---------------------------------------------------------------- session hooks
# A hook must never fail the session, and Claude Code takes exit status 2 from a prompt
# hook as "block this prompt": so nothing here may be a usage error. EVENT, --client and
# --budget are checked by hooks.run, which logs what is wrong and prints nothing.
@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("event", required=False)
@click.option(
    "--client",
    metavar="NAME",
    default="claude-code",
    show_default=True,
    help="claude-code or codex: whose hook JSON arrives on stdin and what it expects back.",
)
@click.option(
    "--budget", metavar="TOKENS", help="Most tokens of context to add (default: 1500 at session start, 300 per prompt)."
)
@click.option(
    "--transcript", metavar="PATH", help="Capture events: this transcript instead of stdin's transcript_path."
)
@click.option("--wait", is_flag=True, help="Capture events: run the capture loop in this process, not detached.")
@workspace_option
def hook(event, client, budget, transcript, wait, workspace):
    """Run a Claude Code or Codex hook: EVENT is session-start, prompt, pre-compact, stop or session-end.

    Reads the client's hook JSON on stdin. session-start runs the due decay and adds the
    core memories and the latest session handoff to the context; prompt recalls for the
    user's prompt and adds the hits (nothing at all when nothing matches); pre-compact,
    stop and session-end start the capture loop on the session's transcript in the
    background and return at once. Fails open: any error goes to memory/.state/hooks.log
    (doctor.py shows the last day's) and the exit status is 0.

    \b
    Examples (what install.py registers):
      python scripts/hook.py session-start --client claude-code --workspace ~/notes
      python scripts/hook.py prompt --client codex
      echo '{"prompt": "which database did we pick?"}' | python scripts/hook.py prompt
      python scripts/hook.py session-end --transcript ~/.claude/projects/-home-u-proj/S.jsonl --wait
    """
    from hippocampus import hooks

    # scripts/hook.py runs hooks.main, which parses these same options without click.
    stdin = b"" if transcript else hooks.read_stdin()
    hooks.emit(hooks.run(event, client, workspace, stdin, budget=budget, transcript=transcript, wait=wait))


# ---------------------------------------------------------------- handoff
@click.command()
@click.argument("action", type=click.Choice(["save", "show"]), default="show")
@click.option("--summary", metavar="TEXT", help="save: what this session did, in a few sentences.")
@click.option("--next", "next_steps", metavar="STEP", multiple=True, help="save: one next step (repeat for more).")
@click.option(
    "--artifact",
    "artifacts",
    metavar="ITEM",
    multiple=True,
    help="save: a file, branch, PR or URL that matters (repeat).",
)
@click.option("--session", metavar="ID", help="save: the session's id, kept for reference.")
@workspace_option
@json_option
@handles_errors
def handoff(action, summary, next_steps, artifacts, session, workspace, as_json):
    """Save a short handoff for the next session (summary, next steps, artifacts), or show the latest.

    The next session start (hook.py session-start) shows the latest handoff. Each save is
    a new Markdown file in memory/handoffs/ (people can read and edit it); secrets are
    redacted first.

    \b
    Examples:
      python scripts/handoff.py save --summary "Moved billing to Postgres; tests pass" \\
          --next "Run the migration on staging" --artifact migrations/0042_billing.sql
      python scripts/handoff.py show
      python scripts/handoff.py show --json
    """
    from hippocampus import handoff as handoffs

    store = open_store(workspace)
    if action == "show":
        if summary or next_steps or artifacts or session:
            raise click.BadParameter("--summary/--next/--artifact/--session go with save")
        store.require()
        latest = handoffs.latest(store)
        if as_json:
            emit_json(latest.as_json() if latest else None)
        else:
            click.echo(handoffs.markdown(latest))
        return
    if summary is None:
        raise click.BadParameter("save needs --summary TEXT", param_hint="--summary")
    saved = handoffs.save(store, summary, next_steps, artifacts, session)
    if as_json:
        emit_json(saved.as_json())
    else:
        click.echo(handoffs.describe_saved(saved))


# ---------------------------------------------------------------- learn
@click.command()
@click.option("--git", "from_git", is_flag=True, help="Learn from a git repository's fix and revert commits.")
@click.option(
    "--repo",
    default=".",
    show_default=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="The repository (any folder inside it).",
)
@click.option(
    "--days", default=30, show_default=True, type=click.IntRange(1), help="Only commits from the last N days."
)
@click.option("--dry-run", is_flag=True, help="Show the lessons that would be stored; change nothing.")
@workspace_option
@json_option
@handles_errors
def learn(from_git, repo, days, dry_run, workspace, as_json):
    """Turn a repository's fix and revert commits into lessons (self memories, category lesson).

    Each fix or revert commit (its subject says fix, fixes, hotfix, bugfix or revert;
    typo, lint and formatting fixes are skipped) gives one lesson: its subject, its body
    without trailers, and the files it touched. A lesson already known reinforces it
    (capture's near-duplicate check); a commit once learned is never learned again
    (memory/.state/learned-commits.json). Run it with --dry-run first and read what it
    would keep.

    \b
    Examples:
      python scripts/learn.py --git --dry-run            # first: see the lessons
      python scripts/learn.py --git --repo ~/src/app --days 90
      python scripts/learn.py --git --json
    """
    from hippocampus import learn as learning

    if not from_git:
        raise click.BadParameter("say where to learn from: --git (the only source so far)")
    store = open_store(workspace)
    result = learning.learn(store, repo, days=days, dry_run=dry_run)
    report_notes(store)
    if as_json:
        emit_json(result)
    else:
        click.echo(learning.describe(result))


# ---------------------------------------------------------------- watch
@click.command(context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.argument("command", nargs=-1, required=True, type=click.UNPROCESSED)
@workspace_option
@json_option
def watch(command, workspace, as_json):
    """Run COMMAND; when it fails, remember its command line and the tail of its stderr.

    The command's output passes through as it runs, and watch.py exits with its exit
    status (127 not found, 126 not runnable, 128+N killed by signal N). A failure becomes
    an error memory (world/error, secrets redacted); the same failure again reinforces
    it. Storing never changes the exit status: a problem with the store is one line on
    stderr. --json prints watch.py's own report on stderr ({"exitCode", "captured"}),
    since stdout is the command's.

    \b
    Examples:
      python scripts/watch.py -- pytest -x tests/
      python scripts/watch.py --workspace ~/notes -- make deploy
    """
    from hippocampus import failopen
    from hippocampus import watch as watching

    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise click.BadParameter("give the command to run after --", param_hint="COMMAND")
    result = watching.run(list(command))
    captured, error = None, None
    if result.code != 0:
        store = None
        try:
            store = open_store(workspace)
            captured = watching.remember(store, result, str(Path.cwd()))
            click.echo(f"hippocampus: {captured['id']} {captured['action']}: the failure is remembered", err=True)
        except Exception as exc:  # the command's status is what the caller needs; storing is a bonus
            error = failopen.one_line(exc)
            click.echo(f"hippocampus: the failure was not remembered: {error}", err=True)
        if store is not None:
            report_notes(store)
    if as_json:
        report = {"exitCode": result.code, "captured": captured, "error": error}
        click.echo(orjson.dumps(report).decode("utf-8"), err=True)
    sys.exit(result.code)


# ---------------------------------------------------------------- packs
PASSPHRASE_ENV = "HIPPOCAMPUS_PACK_PASSPHRASE"


def passphrase_reader(confirm: bool):
    """The passphrase, read when needed: $HIPPOCAMPUS_PACK_PASSPHRASE, else a prompt on the
    terminal (never an argument: argv is visible to every process on the machine)."""

    def read() -> str:
        import os

        given = os.environ.get(PASSPHRASE_ENV)
        if given:
            return given
        if not sys.stdin.isatty():
            raise InvalidInput(f"a passphrase is needed: set ${PASSPHRASE_ENV} or run this in a terminal")
        return click.prompt("Passphrase", hide_input=True, confirmation_prompt=confirm, err=True)

    return read


@command()
@click.argument("action", type=click.Choice(["export", "import", "list"]))
@click.argument("path", required=False, metavar="PACK")
@click.option(
    "--select",
    metavar="TERMS",
    help="export: which memories, as field:value terms (domain, category, keyword, layer, confidence, tier); "
    "one field given twice means either value, different fields must all match. Default: every current memory.",
)
@click.option("--name", help="export: the pack's name (default: the file name without .hpack).")
@click.option("--version", "version", default="1", show_default=True, help="export: the pack's version.")
@click.option("--tag", "tags", multiple=True, metavar="TAG", help="export: a tag for the pack (repeat for more).")
@click.option("--id", "pack_id", metavar="ID", help="export: the pack's id (default: from its name and this machine).")
@click.option(
    "--encrypt",
    is_flag=True,
    help=f"export: encrypt with a passphrase (${PASSPHRASE_ENV}, else asked on the terminal; needs cryptography).",
)
@click.option("--dry-run", is_flag=True, help="import: show what would be created and merged; change nothing.")
@workspace_option
@json_option
@handles_errors
def pack(action, path, select, name, version, tags, pack_id, encrypt, dry_run, workspace, as_json):
    """Export memories as a pack file, import one (new ids, duplicates merged), list the packs imported.

    A pack never holds a secret; importing the same pack twice changes nothing. An
    encrypted pack asks for its passphrase on import ($HIPPOCAMPUS_PACK_PASSPHRASE or the
    terminal); a wrong one, or any changed byte, is one line and exit 1.

    \b
    Examples:
      python scripts/pack.py export cpp.hpack --select "domain:world category:cpp keyword:cmake"
      python scripts/pack.py export team.hpack --name "team rules" --version 2 --encrypt
      python scripts/pack.py import cpp.hpack --dry-run
      python scripts/pack.py import cpp.hpack
      python scripts/pack.py list --json
    """
    from hippocampus import commands

    if action in ("export", "import") and not path:
        raise click.BadParameter(f"{action} needs a pack file", param_hint="PACK")
    if action == "list" and path:
        raise click.BadParameter("list takes no pack file", param_hint="PACK")
    store = open_store(workspace)
    if action == "export":
        outcome = commands.pack_export(
            store,
            path,
            select,
            name=name,
            version=version,
            tags=tags,
            pack_id=pack_id,
            passphrase=passphrase_reader(confirm=True) if encrypt else None,
        )
    elif action == "import":
        outcome = commands.pack_import(store, path, dry_run=dry_run, passphrase=passphrase_reader(confirm=False))
    else:
        outcome = commands.pack_list(store)
    emit(store, outcome, as_json)


# ---------------------------------------------------------------- snapshots, stats
@command()
@click.argument("action", type=click.Choice(["create", "restore"]))
@click.argument("path", required=False, metavar="FILE")
@workspace_option
@json_option
@handles_errors
def snapshot(action, path, workspace, as_json):
    """Copy the store's committed truth to one file, or restore one over the store.

    create writes FILE (default: <workspace>/snapshots/snapshot-<UTC time>.hsnap);
    restore checks the whole FILE first (a damaged one changes nothing), keeps the store
    as it is now as a snapshot, puts the snapshot's files in place and rebuilds the index.

    \b
    Examples:
      python scripts/snapshot.py create
      python scripts/snapshot.py create ~/backups/memory.hsnap --json
      python scripts/snapshot.py restore ~/backups/memory.hsnap
    """
    from hippocampus import commands

    if action == "restore" and not path:
        raise click.BadParameter("restore needs a snapshot file", param_hint="FILE")
    store = open_store(workspace)
    if action == "create":
        outcome = commands.snapshot_create(store, path)
    else:
        outcome = commands.snapshot_restore(store, path)
    emit(store, outcome, as_json)


@command()
@workspace_option
@json_option
@handles_errors
def stats(workspace, as_json):
    """Show what the store holds: per tier, layer, domain and confidence, conflicts, growth per week.

    Also archive candidates, packs imported and working memory; from context.py, the
    working set and the coverage of saved contexts (the share of `context.py --save`
    episodes whose context used a memory of the task's domain).

    \b
    Examples:
      python scripts/stats.py
      python scripts/stats.py --json
    """
    from hippocampus import commands

    store = open_store(workspace)
    emit(store, commands.stats(store), as_json)


# ---------------------------------------------------------------- MCP server
@click.command("mcp-server")
@workspace_option
def mcp_server(workspace):
    """Serve recall, capture, reinforce, forget and load_core as MCP tools over stdio.

    Each tool returns what its script prints with --json. Needs the optional mcp
    package (pip install 'mcp>=2,<3'); without it this prints how to install it and
    exits 1. Register it with a client by its full command line, for example
    `claude mcp add hippocampus -- <skill>/.venv/bin/python <skill>/scripts/mcp_server.py --workspace W`.

    \b
    Examples:
      python scripts/mcp_server.py --workspace ~/.openclaw/workspace
      codex mcp add hippocampus -- ~/.hippocampus/.venv/bin/python ~/.hippocampus/scripts/mcp_server.py
    """
    from hippocampus import mcp_server as server

    problem = server.missing_extra_message()
    if problem:
        click.echo(problem, err=True)
        sys.exit(1)
    server.serve(workspace)
