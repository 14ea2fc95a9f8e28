"""sync.py: two machines share one store through real git (issue 10, section 2)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner
from hippocampus import cli, gitsync
from workload import make_store

pytestmark = pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True).returncode != 0, reason="git")
NOW = "2026-11-29T10:00:00Z"


def run(command, workspace: Path, *args: str, now: str = NOW, input: str | None = None):
    env = {"HIPPOCAMPUS_WORKSPACE": str(workspace), "HIPPOCAMPUS_NOW": now}
    return CliRunner().invoke(command, list(args), env=env, input=input, catch_exceptions=False)


def ok(command, workspace: Path, *args: str, **kwargs):
    result = run(command, workspace, *args, **kwargs)
    assert result.exit_code == 0, result.output
    return result


def ok_json(command, workspace, *args, **kwargs):
    return orjson.loads(ok(command, workspace, *args, "--json", **kwargs).stdout)


def index(workspace: Path) -> dict[str, dict]:
    return {m["id"]: m for m in orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"]}


def edit(workspace: Path, memory_id: str, text: str) -> None:
    path = workspace / "memory" / index(workspace)[memory_id]["file"]
    head, _, _ = path.read_text("utf-8").rpartition("\n---\n")
    path.write_text(f"{head}\n---\n\n{text}\n", "utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    (workspace / "memory" / ".cache" / "swept").unlink(missing_ok=True)


@pytest.fixture
def machines(tmp_path):
    """A bare remote, machine A with two memories synced to it, machine B that took them."""
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    a = make_store(tmp_path / "a", tag="aaaa")
    b = make_store(tmp_path / "b", tag="bbbb")
    ok(cli.capture, a, "User prefers dark mode in every editor")
    ok(cli.capture, a, "The billing service uses Postgres", "--domain", "world")
    ok(cli.sync, a, "--init", str(remote))
    report = ok_json(cli.sync, b, "--init", str(remote))
    assert sorted(index(b)) == sorted(index(a)) == ["mem_aaaa_001", "mem_aaaa_002"]
    assert "took the memories" in " ".join(report["notes"])
    return a, b


def test_new_memories_from_both_machines_meet_without_renumbering(machines):
    a, b = machines
    ok(cli.capture, a, "Standups are at nine")
    ok(cli.capture, b, "Alice leads project Falcon")
    for ws in (a, b, a):
        assert ok_json(cli.sync, ws)["healthy"] is True
    assert sorted(index(a)) == sorted(index(b)) == ["mem_aaaa_001", "mem_aaaa_002", "mem_aaaa_003", "mem_bbbb_001"]
    # index.json is derived: never committed, rebuilt from the files and logs on each machine
    tracked = subprocess.run(["git", "-C", str(a / "memory"), "ls-files"], capture_output=True, text=True).stdout
    assert "index.json" not in tracked and ".cache" not in tracked and "log/aaaa.jsonl" in tracked


def test_uses_on_both_machines_all_count(machines):
    a, b = machines
    ok(cli.reinforce, a, "mem_aaaa_001", now="2026-11-30T10:00:00Z")
    ok(cli.reinforce, b, "mem_aaaa_001", now="2026-11-30T11:00:00Z")
    for ws in (a, b, a):
        ok(cli.sync, ws, now="2026-11-30T12:00:00Z")
    assert index(a)["mem_aaaa_001"]["timesReinforced"] == index(b)["mem_aaaa_001"]["timesReinforced"] == 2
    assert index(a)["mem_aaaa_001"]["importance"] == index(b)["mem_aaaa_001"]["importance"]


def test_a_memory_edited_on_both_keeps_both_texts_as_a_conflict(machines):
    a, b = machines
    edit(a, "mem_aaaa_001", "User prefers dark mode, except in the terminal")
    edit(b, "mem_aaaa_001", "User prefers light mode now")
    ok(cli.recall, a, "mode")
    ok(cli.recall, b, "mode")
    ok(cli.sync, a)
    report = ok_json(cli.sync, b)
    assert [c["kind"] for c in report["conflicts"]] == ["edited-on-both"]
    ok(cli.sync, a)
    assert index(a)["mem_aaaa_001"]["content"] == index(b)["mem_aaaa_001"]["content"]
    (record,) = (a / "memory" / "conflicts").glob("cfl_*.md")
    texts = index(a)["mem_aaaa_001"]["content"] + record.read_text("utf-8")
    assert "except in the terminal" in texts and "light mode now" in texts
    for ws in (a, b):
        assert not [p for p in (ws / "memory").rglob("*.md") if "<<<<<<<" in p.read_text("utf-8")]
        assert ok_json(cli.doctor, ws)["healthy"]


def test_forgotten_on_one_side_and_edited_on_the_other_stays_marked(machines):
    a, b = machines
    ok(cli.forget, a, "mem_aaaa_002")
    edit(b, "mem_aaaa_002", "The billing service uses Postgres 16")
    ok(cli.recall, b, "billing")
    ok(cli.sync, a)
    report = ok_json(cli.sync, b)
    ok(cli.sync, a)
    assert [c["kind"] for c in report["conflicts"]] == ["forgotten-and-edited"]
    for ws in (a, b):
        assert index(ws)["mem_aaaa_002"]["content"] == "The billing service uses Postgres 16"


def test_moved_on_one_side_and_edited_on_the_other_is_both(machines):
    a, b = machines
    path = a / "memory" / index(a)["mem_aaaa_001"]["file"]
    (a / "memory" / "relationship").mkdir(exist_ok=True)
    os.replace(path, a / "memory" / "relationship" / path.name)  # a person moves it to another domain
    ok(cli.recall, a, "mode")
    edit(b, "mem_aaaa_001", "User prefers dark mode in every editor and terminal")
    ok(cli.recall, b, "mode")
    for ws in (a, b, a):
        ok(cli.sync, ws)
    for ws in (a, b):
        record = index(ws)["mem_aaaa_001"]
        assert (record["domain"], record["content"]) == ("relationship", "User prefers dark mode in every editor and terminal")
        assert len(index(ws)) == 2


def test_an_unreachable_remote_is_one_line_and_changes_nothing(machines, tmp_path):
    a, _ = machines
    ok(cli.capture, a, "Something new here")
    subprocess.run(["git", "-C", str(a / "memory"), "remote", "set-url", "origin", str(tmp_path / "gone.git")], check=True)
    before = subprocess.run(["git", "-C", str(a / "memory"), "rev-parse", "HEAD"], capture_output=True, text=True).stdout
    result = run(cli.sync, a)
    assert result.exit_code == 1
    gone = tmp_path / "gone.git"
    why = f"'{gone}' does not appear to be a git repository"  # git's fatal line, not its advice after it
    assert result.output == f"Error: cannot reach {gone}: {why}; nothing was changed\n"
    after = subprocess.run(["git", "-C", str(a / "memory"), "rev-parse", "HEAD"], capture_output=True, text=True).stdout
    assert before == after  # nothing committed
    assert len(index(a)) == 3


def test_init_on_a_non_empty_store_merges_both(tmp_path):
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    a = make_store(tmp_path / "a", tag="aaaa")
    b = make_store(tmp_path / "b", tag="bbbb")
    ok(cli.capture, a, "User prefers dark mode")
    ok(cli.capture, b, "User drinks green tea")
    ok(cli.sync, a, "--init", str(remote))
    ok(cli.sync, b, "--init", str(remote))
    ok(cli.sync, a)
    assert sorted(index(a)) == sorted(index(b)) == ["mem_aaaa_001", "mem_bbbb_001"]


def test_dry_run_changes_nothing(machines):
    a, _ = machines
    ok(cli.capture, a, "Something new here")
    report = ok_json(cli.sync, a, "--dry-run")
    assert report["dryRun"] and report["committed"] >= 1 and not report["pushed"]
    status = subprocess.run(["git", "-C", str(a / "memory"), "status", "--porcelain"], capture_output=True, text=True).stdout
    assert status.strip()  # still uncommitted


def test_not_a_repository_says_what_to_run(workspace):
    result = run(cli.sync, workspace)
    assert result.exit_code == 1 and "sync.py --init REMOTE" in result.output


# ---------------------------------------------------------------- the pure decision
def file(meta: str, body: str) -> bytes:
    return f"---\n{meta}\n---\n\n{body}\n".encode()


def test_decide_merges_frontmatter_field_by_field():
    base = gitsync.Side("user/mem_aaaa_001-x.md", file("id: mem_aaaa_001\ncategory: note\nsource: null", "Same text"))
    ours = gitsync.Side(base.path, file("id: mem_aaaa_001\ncategory: preference\nsource: null", "Same text"))
    theirs = gitsync.Side(base.path, file("id: mem_aaaa_001\ncategory: note\nsource: chat", "Same text"))
    merged = gitsync.decide("mem_aaaa_001", base, ours, theirs)
    assert merged.conflict is None
    assert b"category: preference" in merged.side.data and b"source: chat" in merged.side.data


def test_decide_never_merges_two_texts_and_follows_a_move():
    base = gitsync.Side("user/mem_aaaa_001-x.md", file("id: mem_aaaa_001", "Text"))
    ours = gitsync.Side(base.path, file("id: mem_aaaa_001", "Ours"))
    theirs = gitsync.Side("world/mem_aaaa_001-x.md", file("id: mem_aaaa_001", "Theirs"))
    merged = gitsync.decide("mem_aaaa_001", base, ours, theirs)
    assert merged.side.path == "world/mem_aaaa_001-x.md" and b"Ours" in merged.side.data
    assert merged.conflict["kind"] == "edited-on-both" and merged.conflict["memories"] == ["mem_aaaa_001"]
    assert b"Theirs" in gitsync.conflict_file(merged.conflict, __import__("datetime").datetime(2026, 11, 29))


def test_decide_keeps_an_edit_over_a_forget_either_way():
    base = gitsync.Side("user/mem_aaaa_001-x.md", file("id: mem_aaaa_001", "Text"))
    edited = gitsync.Side(base.path, file("id: mem_aaaa_001", "Edited"))
    archived = gitsync.Side("archive/user/mem_aaaa_001-x.md", file("id: mem_aaaa_001\nreason: forgotten", "Text"))
    for ours, theirs in ((edited, archived), (archived, edited), (edited, None), (None, edited)):
        merged = gitsync.decide("mem_aaaa_001", base, ours, theirs)
        assert merged.side == edited and merged.conflict["kind"] == "forgotten-and-edited"
    assert gitsync.decide("mem_aaaa_001", base, base, archived).side == archived  # only forgotten: forgotten


def test_doctor_reports_conflict_markers_and_repair_keeps_both(workspace):
    ok(cli.capture, workspace, "User prefers dark mode")
    path = workspace / "memory" / index(workspace)["mem_test_001"]["file"]
    head, _, _ = path.read_text("utf-8").rpartition("\n---\n")
    path.write_text(f"{head}\n---\n\n<<<<<<< HEAD\nUser prefers dark mode\n=======\nUser prefers light mode\n>>>>>>> other\n", "utf-8")
    report = orjson.loads(run(cli.doctor, workspace, "--json").stdout)
    assert "conflict-markers" in [f["code"] for f in report["findings"]]
    # served by no command meanwhile: the file is refused as a memory, its indexed text stands
    hits = ok_json(cli.recall, workspace, "mode")
    assert [h["content"] for h in hits] == ["User prefers dark mode"]
    repaired = orjson.loads(run(cli.doctor, workspace, "--repair", "--json").stdout)
    assert repaired["healthy"], repaired
    assert "<<<<<<<" not in path.read_text("utf-8")
    (record,) = (workspace / "memory" / "conflicts").glob("cfl_*.md")
    assert "User prefers light mode" in record.read_text("utf-8")


def test_a_sync_conflict_record_reads_true_on_every_machine():
    # the record is committed: "this machine's text" was the merging machine's view, and
    # the other machine, pulling it, read its own text labelled as the other's
    from datetime import UTC, datetime

    now = datetime(2026, 11, 29, tzinfo=UTC)
    for kind, other in (("edited-on-both", b"---\nid: mem_a_001\n---\nport 7443\n"), ("forgotten-and-edited", None)):
        record = gitsync._conflict(kind, "mem_a_001", "user/mem_a_001-x.md", other, "the other machine")
        body = gitsync.conflict_file(record, now).decode("utf-8")
        assert "this machine" not in body and "the other machine" not in body, body
