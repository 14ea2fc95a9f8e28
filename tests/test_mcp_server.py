"""mcp_server.py, driven through the mcp package's own stdio client: each tool returns
what its script prints with --json."""

from __future__ import annotations

import os
import sys

import orjson
import pytest
from conftest import NOW, SCRIPTS, run_script
from helpers_store import memories, ok_json, read_index, seed

mcp = pytest.importorskip("mcp")

from mcp import ClientSession  # noqa: E402
from mcp.client.stdio import StdioServerParameters, stdio_client  # noqa: E402

TOOLS = {"recall", "capture", "reinforce", "forget", "load_core"}
KOMPANION = {
    "search_memory",
    "recall_context",
    "save_context",
    "upsert_memory",
    "project_snapshot",
    "backup.export_encrypted",
    "backup.import_encrypted",
}


def session_calls(workspace, calls: list[tuple[str, dict]]) -> tuple[set[str], list]:
    """Start the server as a client does, list its tools, make the calls in order."""
    import anyio

    params = StdioServerParameters(
        command=sys.executable,
        args=[str(SCRIPTS / "mcp_server.py"), "--workspace", str(workspace)],
        env={"HIPPOCAMPUS_NOW": NOW, "HOME": os.environ["HOME"]},
    )

    async def run():
        with anyio.fail_after(60):
            return await calls_in(params)

    async def calls_in(params):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                names = {tool.name for tool in (await session.list_tools()).tools}
                results = []
                for name, arguments in calls:
                    result = await session.call_tool(name, arguments)
                    text = result.content[0].text
                    results.append(("error", text) if result.is_error else orjson.loads(text))
                return names, results

    return anyio.run(run)


def test_every_tool_returns_the_clis_json(workspace):
    dark, tabs = seed(
        {"content": "User prefers dark mode in every editor", "importance": 0.9},
        {"content": "User prefers tabs over spaces", "importance": 0.5},
    )
    expected_recall = ok_json("recall", "dark mode editor")
    expected_core = ok_json("load-core")
    names, results = session_calls(
        workspace,
        [
            ("recall", {"query": "dark mode editor"}),
            ("load_core", {}),
            ("capture", {"content": "The staging database is called heron", "domain": "world", "keywords": ["db"]}),
            ("reinforce", {"ids": [tabs]}),
            ("forget", {"id": dark}),
            ("recall", {"query": "zebra harmonica"}),
            ("capture", {"content": "The staging database is called heron"}),
            ("capture", {"content": "Backups run nightly at two", "keywords": "backup, cron"}),
        ],
    )
    assert names == TOOLS | KOMPANION
    recall, core, created, reinforced, forgotten, nothing, again, comma = results
    assert recall == expected_recall and recall[0]["id"] == dark
    assert core == expected_core and [m["id"] for m in core["user"]] == [dark]

    stored = memories(workspace)
    assert created["action"] == "created" and stored[created["id"]]["content"] == "The staging database is called heron"
    assert created["memory"]["domain"] == "world" and created["memory"]["keywords"] == ["db"]
    assert set(created) == set(ok_json("capture", "A fact to compare the shape with", "--dry-run"))

    assert [r["id"] for r in reinforced] == [tabs] and reinforced[0]["timesReinforced"] == 1
    assert stored[tabs]["timesReinforced"] == 1
    assert forgotten == {"id": dark, "action": "archived"} and dark not in stored
    assert nothing == []
    assert again["action"] == "reinforced" and again["id"] == created["id"]
    assert comma["memory"]["keywords"] == ["backup", "cron"]


def test_errors_are_tool_errors_with_the_clis_line(workspace):
    _, results = session_calls(
        workspace,
        [
            ("forget", {"id": "not an id"}),
            ("reinforce", {"ids": ["mem_999"]}),
            ("capture", {"content": "x", "importance": 3}),
            ("recall", {"query": "x", "domain": "elsewhere"}),
            ("load_core", {"threshold": 2}),
        ],
    )
    assert all(kind == "error" for kind, _ in results)
    messages = [text for _, text in results]
    assert "'not an id' is not a memory id" in messages[0]
    assert "mem_999" in messages[1]
    assert "importance: 3.0 is outside [0, 1]" in messages[2]
    assert "domain 'elsewhere' is not one of" in messages[3]
    assert "threshold must be within [0, 1]" in messages[4]
    assert read_index(workspace)["memories"] == []


def test_a_missing_store_is_a_tool_error_not_a_crash(tmp_path):
    _, [(kind, text)] = session_calls(tmp_path / "none", [("recall", {"query": "x"})])
    assert kind == "error" and "does not exist" in text


def test_without_the_extra_it_says_how_to_install_it(tmp_path):
    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "mcp.py").write_text("# not the mcp package: importing mcp.server fails\n")
    proc = run_script("mcp_server", env={"PYTHONPATH": str(fake)})
    assert proc.returncode == 1 and proc.stdout == b""
    [line] = proc.stderr.decode().strip().splitlines()
    assert "needs the mcp package" in line and "pip install 'mcp>=2,<3'" in line


def test_kompanions_tools_map_onto_recall_context_and_capture(workspace):
    billing, _ = seed(
        {"content": "The billing service stores invoices in postgres", "importance": 0.6},
        {"content": "Grace enjoys hiking in the Alps", "importance": 0.5},
    )
    expected_search = ok_json("recall", "billing invoices", "--limit", "10")
    expected_context = ok_json("context", "billing invoices", "--no-working-set")
    names, results = session_calls(
        workspace,
        [
            ("search_memory", {"query": "billing invoices"}),
            ("recall_context", {"task": "billing invoices", "budget": 800}),
            ("save_context", {"task": "billing invoices"}),
            ("upsert_memory", {"content": "The billing service stores invoices in postgres"}),
            ("upsert_memory", {"content": "Backups of billing run nightly", "domain": "world"}),
            ("recall_context", {"task": "billing", "hops": 5}),
            ("project_snapshot", {"out": str(workspace / "now.hsnap")}),
            ("backup.export_encrypted", {"out": str(workspace / "x.hpack"), "passphrase": "p"}),
            ("backup.import_encrypted", {"pack": str(workspace / "x.hpack"), "passphrase": "wrong"}),
            ("backup.import_encrypted", {"pack": str(workspace / "x.hpack"), "passphrase": "p"}),
        ],
    )
    assert KOMPANION <= names
    found, frames, saved, merged, created, bad_hops, snapshot, export, refused, imported = results
    assert found == expected_search
    assert list(frames["frames"]) == ["identity", "knowledge", "episodic", "constraints"]
    assert frames["selected"][0]["id"] == expected_context["selected"][0]["id"] == billing
    assert frames["budget"] == 800
    episodes = [m for m in memories(workspace).values() if m["category"] == "episode"]
    assert [e["content"] for e in episodes] == ["Context for task: billing invoices"]
    assert billing in {s["id"] for s in saved["selected"]}
    assert merged["action"] == "reinforced" and merged["id"] == billing
    assert created["action"] == "created"
    assert bad_hops[0] == "error" and "hops must be 0, 1 or 2" in bad_hops[1]
    assert (workspace / "now.hsnap").is_file() and snapshot["path"] == str(workspace / "now.hsnap")
    assert export["encrypted"] is True and (workspace / "x.hpack").is_file()
    assert refused[0] == "error" and "passphrase" in refused[1]
    assert imported["created"] == 0  # every memory of the pack is here already: merged, not doubled


def test_a_tool_that_cannot_write_its_file_says_why(workspace, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    _, results = session_calls(
        workspace,
        [
            ("project_snapshot", {"out": str(folder)}),
            ("backup.export_encrypted", {"out": str(folder), "passphrase": "p"}),
        ],
    )
    for kind, text in results:
        assert kind == "error" and f"{folder} is a folder: name the file to write" in text
    assert list(folder.iterdir()) == []
