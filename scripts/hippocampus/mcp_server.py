"""The MCP server: recall, capture, reinforce, forget and load_core as MCP tools over stdio,
and Kompanion's seven (search_memory, recall_context, save_context, upsert_memory,
project_snapshot, backup.export_encrypted, backup.import_encrypted) mapped onto them.

Optional: it needs the ``mcp`` extra (``mcp>=2,<3``; 2.x renamed FastMCP to
``mcp.server.mcpserver.MCPServer``), which nothing else in the skill imports. Each tool
calls the same function in ``commands.py`` that its script calls and returns exactly what
that script prints with ``--json`` (the same JSON, as the tool's text); a package error is
a tool error with the same one line. Every call opens the store afresh, so the clock and a
person's hand edits are as current as in a script run. While it serves, the transport
points file descriptor 1 at stderr, so nothing printed by accident reaches the protocol.
"""

from __future__ import annotations

import sys
from pathlib import Path

INSTALL_HINT = "pip install 'mcp>=2,<3'"
INSTRUCTIONS = (
    "Long-term memory across sessions. Call load_core at the start of a session; recall before "
    "answering anything that depends on the past (preferences, decisions, people, projects) and "
    "reinforce what you use; capture facts, preferences and decisions worth keeping; forget on request."
)


def missing_extra_message() -> str | None:
    """One line saying how to install the extra, or None when it is installed."""
    try:
        import mcp.server.mcpserver  # noqa: F401
    except ImportError:
        return (
            "hippocampus: the MCP server needs the mcp package (2.x): "
            f"{sys.executable} -m {INSTALL_HINT} (or pip install 'hippocampus-memory[mcp]')"
        )
    return None


def build(workspace: Path):
    """The server with its twelve tools, for ``workspace``."""
    import orjson
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    from hippocampus import commands, context
    from hippocampus.capture import item_from_options
    from hippocampus.errors import HippocampusError
    from hippocampus.memory_file import DOMAINS, valid_id
    from hippocampus.scoring import CORE

    server = MCPServer("hippocampus", instructions=INSTRUCTIONS, log_level="WARNING")

    def call(work) -> str:
        """Run one command on a fresh store; its --json value as the CLI prints it."""
        try:
            store = commands.open_store(workspace, context.resolve_now())
            outcome = work(store)
        except HippocampusError as exc:
            raise ToolError(str(exc)) from None
        except OSError as exc:  # a client sees the reason, not "Error executing tool"
            raise ToolError(f"{exc.filename or 'a file'}: {exc.strerror}") from None
        for note in store.notes:
            print(f"hippocampus: {note}", file=sys.stderr)
        return orjson.dumps(outcome.json, option=orjson.OPT_INDENT_2).decode("utf-8")

    def check(ok: bool, message: str) -> None:
        if not ok:
            raise ToolError(message)

    def domain_of(domain: str | None) -> str | None:
        if domain is None:
            return None
        check(domain.lower() in DOMAINS, f"domain {domain!r} is not one of {', '.join(DOMAINS)}")
        return domain.lower()

    @server.tool(structured_output=False)
    def recall(
        query: str,
        limit: int | None = None,
        domain: str | None = None,
        reinforce: bool = False,
        include_all: bool = False,
        budget: int | None = None,
    ) -> str:
        """Find memories relevant to the query, best first (as recall.py --json). reinforce
        strengthens exactly the memories returned; include_all adds archive candidates
        (importance below 0.2); budget (tokens) returns the best results that fit instead
        of a fixed limit (limit: default 5, or 1000 with a budget)."""
        check(limit is None or 1 <= limit <= 1000, "limit must be between 1 and 1000")
        check(budget is None or budget >= 1, "budget must be at least 1 token")
        return call(
            lambda store: commands.recall(
                store,
                query,
                limit=limit,
                domain=domain_of(domain),
                reinforce=reinforce,
                include_all=include_all,
                budget=budget,
            )
        )

    @server.tool(structured_output=False)
    def capture(
        content: str,
        domain: str | None = None,
        category: str | None = None,
        importance: float | None = None,
        keywords: list[str] | str | None = None,
        source: str | None = None,
        dry_run: bool = False,
    ) -> str:
        """Store a memory (as capture.py --json); a near-duplicate reinforces the existing
        memory instead. domain: user, self, relationship or world (default: guessed);
        importance 0..1 (default: from the text's signal); keywords: a list, or one
        comma-separated string as capture.py takes them. Secrets are redacted."""
        return captured(content, domain, category, importance, keywords, source, dry_run)

    def captured(content, domain, category, importance, keywords, source, dry_run: bool = False) -> str:
        """What the capture and upsert_memory tools do: one capture, as capture.py --json."""

        def work(store):
            item = item_from_options(content, domain_of(domain), category, importance, keywords, source)
            return commands.capture(store, [item], dry_run=dry_run)

        return call(work)

    @server.tool(structured_output=False)
    def reinforce(ids: list[str], boost: float = 0.15) -> str:
        """Reinforce memories by id (as reinforce.py --json): new = old + (1 - old) * boost.
        An unknown id changes nothing."""
        check(bool(ids), "give at least one memory id")
        for memory_id in ids:
            check(valid_id(memory_id), f"{memory_id!r} is not a memory id")
        check(0.0 < boost <= 1.0, "boost must be greater than 0 and at most 1")
        return call(lambda store: commands.reinforce(store, list(ids), boost))

    @server.tool(structured_output=False)
    def forget(id: str, purge: bool = False) -> str:
        """Forget a memory (as forget.py --json): moved to memory/archive/, or removed for
        good with purge."""
        check(valid_id(id), f"{id!r} is not a memory id")
        return call(lambda store: commands.forget(store, id, purge=purge))

    @server.tool(structured_output=False)
    def load_core(threshold: float = CORE, budget: int | None = None) -> str:
        """The core memories (importance >= threshold), grouped by domain (as load-core.py
        --json); with budget (tokens), the most important that fit."""
        check(0.0 <= threshold <= 1.0, "threshold must be within [0, 1]")
        check(budget is None or budget >= 1, "budget must be at least 1 token")
        return call(lambda store: commands.load_core(store, threshold, budget))

    # ---------------------------------------------------------------- Kompanion's seven tools
    # The seed design's tool surface, by its names and shapes, mapped onto the commands
    # above: search_memory = recall (semantic seeds), recall_context = context.py (the frames
    # for a task), save_context = context.py --save (the episode written back),
    # upsert_memory = capture (a near-duplicate reinforces, i.e. merges), project_snapshot =
    # snapshot.py create, backup.export_encrypted / backup.import_encrypted = pack.py.
    @server.tool(name="search_memory", structured_output=False)
    def search_memory(query: str, limit: int = 10, domain: str | None = None) -> str:
        """Semantic seeds: the memories most relevant to the query, best first (recall)."""
        check(1 <= limit <= 1000, "limit must be between 1 and 1000")
        return call(lambda store: commands.recall(store, query, limit=limit, domain=domain_of(domain)))

    @server.tool(name="recall_context", structured_output=False)
    def recall_context(task: str, budget: int = 1500, hops: int = 2) -> str:
        """The context for a task or session (as context.py --json): identity, knowledge
        (a tree keyed domain > category > key), episodic and constraint frames, and every
        memory used in score order (selected), within budget tokens."""
        check(budget >= 60, "budget must be at least 60 tokens")
        check(hops in (0, 1, 2), "hops must be 0, 1 or 2")
        return call(lambda store: commands.context(store, task, budget=budget, hops=hops, as_json=True))

    @server.tool(name="save_context", structured_output=False)
    def save_context(task: str, budget: int = 1500, hops: int = 2) -> str:
        """Compose the context for a task and write it back (context.py --save --json): an
        episode naming the task, linked to every memory the context used."""
        check(budget >= 60, "budget must be at least 60 tokens")
        check(hops in (0, 1, 2), "hops must be 0, 1 or 2")
        return call(lambda store: commands.context(store, task, budget=budget, hops=hops, as_json=True, save=True))

    @server.tool(name="upsert_memory", structured_output=False)
    def upsert_memory(
        content: str,
        domain: str | None = None,
        category: str | None = None,
        importance: float | None = None,
        keywords: list[str] | str | None = None,
        source: str | None = None,
    ) -> str:
        """Create a memory, or merge into the near-duplicate already stored (reinforcing it),
        as capture.py --json."""
        return captured(content, domain, category, importance, keywords, source)

    @server.tool(name="project_snapshot", structured_output=False)
    def project_snapshot(out: str | None = None) -> str:
        """A point-in-time copy of the whole store (snapshot.py create): the committed truth,
        from which the rest is rebuilt on restore."""
        return call(lambda store: commands.snapshot_create(store, out))

    @server.tool(name="backup.export_encrypted", structured_output=False)
    def export_encrypted(out: str, passphrase: str, select: str | None = None) -> str:
        """Export memories as an encrypted pack (pack.py export OUT --encrypt [--select ...])."""
        check(bool(passphrase), "passphrase must not be empty")
        return call(lambda store: commands.pack_export(store, out, select, passphrase=lambda: passphrase))

    @server.tool(name="backup.import_encrypted", structured_output=False)
    def import_encrypted(pack: str, passphrase: str, dry_run: bool = False) -> str:
        """Import a pack, encrypted or not (pack.py import PACK): new ids, near-duplicates
        merged, conflicts kept visible; the same pack twice changes nothing."""
        return call(lambda store: commands.pack_import(store, pack, dry_run=dry_run, passphrase=lambda: passphrase))

    return server


def serve(workspace: str | None) -> None:
    """Serve on stdin/stdout until the client closes it."""
    from hippocampus import context

    build(context.resolve_workspace(workspace)).run()
