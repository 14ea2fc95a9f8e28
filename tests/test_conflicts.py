"""Conflicts (issue 11, section 3): records a person reads in memory/conflicts/, opened
once per pair, listed, settled with resolve.py (never deleting), and marked wherever
their memories are shown."""

from __future__ import annotations

import subprocess
from datetime import datetime

import orjson
import pytest
from conftest import run_script
from helpers_store import day, let_seconds_pass, memories
from helpers_truth import capture, core, ok, ok_json, recall, refused, store
from hippocampus import cli, conflicts, gitsync
from hippocampus.errors import InvalidInput, StoreCorrupt, UnknownMemory


def conflict_dir(workspace):
    return workspace / "memory" / "conflicts"


def open_contradiction(workspace, a, b, note="always vs never"):
    with store(workspace).transaction() as txn:
        return conflicts.open_conflict(txn, "contradiction", [a, b], note)


@pytest.fixture
def pair(workspace):
    """Two memories that contradict, made without capture's relation pass (which would
    open their conflict itself: tests/test_capture_relations.py), as a hand edit or an
    import leaves them for sleep."""
    with store(workspace).transaction() as txn:
        a = txn.create("I always want answers in Spanish", "user", "preference", 0.9)["id"]
        b = txn.create("I never want answers in Spanish", "user", "preference", 0.9)["id"]
    return a, b


# ---------------------------------------------------------------- opening
def test_open_conflict_writes_a_record_a_person_reads(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, b, a)
    path = conflict_dir(workspace) / f"{found.id}.md"
    text = path.read_text("utf-8")
    assert text.startswith(f"---\nid: {found.id}\nkind: contradiction\nmemories: [{a}, {b}]\nstatus: open\n")
    assert "opened: '2026-11-29T10:00:00Z'" in text
    assert "I always want answers in Spanish" in text and "I never want answers in Spanish" in text
    assert f"resolve.py {found.id} --keep" in text and "always vs never" in text
    assert conflicts.parse(path.read_bytes(), f"conflicts/{found.id}.md") == found
    # committed with the transaction: written through the pending folder, nothing left over
    assert not (workspace / "memory" / ".pending").exists() or not list((workspace / "memory" / ".pending").iterdir())


def test_a_hand_edit_of_a_memory_in_a_contradiction_shows_in_its_record(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    path = conflict_dir(workspace) / f"{found.id}.md"
    memory = workspace / "memory" / memories(workspace)[a]["file"]
    memory.write_text(memory.read_text("utf-8").replace("answers in Spanish", "answers in Spanish or Catalan"), "utf-8")
    let_seconds_pass(workspace)
    assert [h["id"] for h in recall("Catalan")] == [a]  # the edit is taken in
    text = path.read_text("utf-8")
    assert "I always want answers in Spanish or Catalan" in text and "I never want answers in Spanish" in text
    assert text.count("I always want") == 1 and "always vs never" in text
    # a record a person wrote notes into is theirs: left as it is
    path.write_text(text + "\nMy note: ask her.\n", "utf-8")
    memory.write_text(memory.read_text("utf-8").replace("or Catalan", "or Basque"), "utf-8")
    let_seconds_pass(workspace)
    assert [h["id"] for h in recall("Basque")] == [a]
    assert path.read_text("utf-8") == text + "\nMy note: ask her.\n"


def test_the_same_pair_never_opens_twice_in_either_order_even_after_resolution(workspace, pair):
    a, b = pair
    first = open_contradiction(workspace, a, b)
    again = open_contradiction(workspace, b, a, "another note")
    assert again.id == first.id
    assert len(list(conflict_dir(workspace).glob("*.md"))) == 1
    ok(cli.resolve, first.id, "--keep", a)
    after = open_contradiction(workspace, a, b)
    assert after.id == first.id and after.status == "resolved"
    assert list(conflict_dir(workspace).glob("*.md")) == []  # not reopened


def test_open_conflict_needs_two_live_memories_and_a_known_kind(workspace, pair):
    a, _ = pair
    with store(workspace).transaction() as txn:
        with pytest.raises(InvalidInput):
            conflicts.open_conflict(txn, "contradiction", [a, a])
        with pytest.raises(UnknownMemory):
            conflicts.open_conflict(txn, "contradiction", [a, "mem_test_404"])
        with pytest.raises(InvalidInput):
            conflicts.open_conflict(txn, "edited-on-both", [a, "mem_test_002"])
    assert not conflict_dir(workspace).exists() or not list(conflict_dir(workspace).glob("*.md"))


def test_a_transaction_that_fails_opens_no_conflict(workspace, pair):
    a, b = pair
    with pytest.raises(RuntimeError), store(workspace).transaction() as txn:
        conflicts.open_conflict(txn, "contradiction", [a, b])
        raise RuntimeError("the caller changed its mind")
    assert conflicts.open_marks(store(workspace).folder) == {}


# ---------------------------------------------------------------- listing
def test_conflicts_lists_open_ones_with_ids_kinds_and_texts(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    (entry,) = ok_json(cli.conflicts)
    assert (entry["id"], entry["kind"], entry["status"], entry["opened"]) == (
        found.id,
        "contradiction",
        "open",
        "2026-11-29T10:00:00Z",
    )
    assert [(m["id"], m["content"]) for m in entry["memories"]] == [
        (a, "I always want answers in Spanish"),
        (b, "I never want answers in Spanish"),
    ]
    assert entry["keep"] == [a, b] and entry["file"] == f"conflicts/{found.id}.md"
    text = ok(cli.conflicts).stdout
    assert text.startswith("1 open conflict\n")
    assert f"- {found.id} (contradiction, opened 2026-11-29)" in text
    assert f"[{a}] I always want answers in Spanish" in text
    assert f"settle: resolve.py {found.id} --keep {a} or --keep {b}" in text


def test_conflicts_on_a_store_without_any(workspace):
    assert ok_json(cli.conflicts) == []
    assert ok(cli.conflicts).stdout.strip() == "No open conflicts."


def test_conflicts_all_lists_resolved_ones_too(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    ok(cli.resolve, found.id, "--keep", b)
    assert ok_json(cli.conflicts) == []
    (entry,) = ok_json(cli.conflicts, "--all")
    assert (entry["status"], entry["kept"], entry["resolved"]) == ("resolved", b, "2026-11-29T10:00:00Z")
    assert entry["memories"][0]["supersededBy"] == b


def test_a_record_marked_resolved_by_hand_is_not_open(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    path = conflict_dir(workspace) / f"{found.id}.md"
    path.write_text(path.read_text("utf-8").replace("status: open", "status: resolved"), "utf-8")
    assert ok_json(cli.conflicts) == []
    assert "conflict" not in recall("Spanish")[0]


def test_stray_files_in_conflicts_are_left_alone(workspace, pair):
    conflict_dir(workspace).mkdir(exist_ok=True)
    (conflict_dir(workspace) / "notes.md").write_text("my own notes, no frontmatter\n", "utf-8")
    (conflict_dir(workspace) / "bad.md").write_text("---\nid: [unclosed\n---\nx\n", "utf-8")
    assert ok_json(cli.conflicts) == []
    assert (conflict_dir(workspace) / "notes.md").read_text("utf-8") == "my own notes, no frontmatter\n"


# ---------------------------------------------------------------- marks
def test_recall_and_load_core_mark_memories_in_an_open_conflict(workspace, pair):
    a, b = pair
    other = capture("User prefers answers that are short", "--importance", "0.9")
    found = open_contradiction(workspace, a, b)
    hits = {h["id"]: h for h in recall("answers")}
    assert hits[a]["conflict"] == hits[b]["conflict"] == [found.id]
    assert "conflict" not in hits[other]
    text = ok(cli.recall, "answers Spanish").stdout
    assert f"[{a}] [conflict {found.id}] I always want answers in Spanish" in text
    grouped = core()
    marked = {m["id"]: m.get("conflict") for m in grouped["user"]}
    assert marked == {a: [found.id], b: [found.id], other: None}
    core_text = ok(cli.load_core).stdout
    assert f"- [conflict {found.id}] I never want answers in Spanish [{b}, preference, 0.90]" in core_text
    # the core file says the same as load-core
    ok(cli.sync_core)
    assert (workspace / "HIPPOCAMPUS_CORE.md").read_text("utf-8") == core_text


def test_marks_go_once_the_conflict_is_resolved(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    ok(cli.resolve, found.id, "--keep", a)
    assert all("conflict" not in h for h in recall("Spanish", "--history"))
    assert "[conflict" not in ok(cli.load_core).stdout


def test_marks_cost_one_listing_when_there_are_no_conflicts(workspace, pair, monkeypatch):
    calls = []
    real = conflicts._read
    monkeypatch.setattr(conflicts, "_read", lambda *a: calls.append(a) or real(*a))
    assert conflicts.open_marks(store(workspace).folder) == {}
    assert calls == []  # nothing parsed: the folder is missing or empty


# ---------------------------------------------------------------- resolving contradictions
def test_resolve_keeps_one_and_supersedes_the_other_never_deleting(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    out = ok_json(cli.resolve, found.id, "--keep", b, now=day(2))
    assert out["status"] == "resolved" and out["kept"] == b and out["resolved"] == day(2)
    assert out["changes"] == [{"id": a, "action": "superseded", "by": b}]
    index = memories(workspace)
    assert index[a]["supersededBy"] == b and index[a]["validUntil"] == day(2)
    assert "supersededBy" not in index[b]
    assert f"supersededBy: {b}" in (workspace / "memory" / index[a]["file"]).read_text("utf-8")
    # the record is kept, marked resolved, out of the open folder
    assert not (conflict_dir(workspace) / f"{found.id}.md").exists()
    kept = (conflict_dir(workspace) / "resolved" / f"{found.id}.md").read_text("utf-8")
    assert "status: resolved" in kept and f"kept: {b}" in kept and f"resolved: '{day(2)}'" in kept
    assert "I always want answers in Spanish" in kept  # the texts as they were
    assert [h["id"] for h in recall("Spanish answers")] == [b]


def test_keeping_a_memory_that_was_superseded_by_the_other_reinstates_it(workspace, pair):
    a, b = pair
    with store(workspace).transaction() as txn:
        txn.supersede(a, b)
    found = open_contradiction(workspace, a, b)
    out = ok_json(cli.resolve, found.id, "--keep", a)
    assert {"id": a, "action": "reinstated"} in out["changes"]
    index = memories(workspace)
    assert "supersededBy" not in index[a] and index[b]["supersededBy"] == a


def test_resolve_refuses_what_it_cannot_do_and_changes_nothing(workspace, pair):
    from helpers_store import snapshot

    a, b = pair
    found = open_contradiction(workspace, a, b)
    before = snapshot(workspace)
    assert "not one of" in refused(cli.resolve, found.id, "--keep", "mem_test_777")
    assert "--forget settles forgotten-and-edited" in refused(cli.resolve, found.id, "--forget")
    assert "unknown conflict" in refused(cli.resolve, "cfl_00000000", "--keep", a)
    assert "not a conflict id" in refused(cli.resolve, "../../etc", "--keep", a)
    assert refused(cli.resolve, found.id)
    assert refused(cli.resolve, found.id, "--keep", a, "--forget")
    assert snapshot(workspace) == before
    ok(cli.resolve, found.id, "--keep", a)
    assert "resolved already" in refused(cli.resolve, found.id, "--keep", a)


# ---------------------------------------------------------------- sync's kinds through the same commands
def sync_record(workspace, kind, memory_id, other=None, forgotten_on="the other machine"):
    """A conflict record exactly as sync.py writes it (gitsync.conflict_file)."""
    conflict = gitsync._conflict(kind, memory_id, "user/x.md", other, forgotten_on)
    conflict_dir(workspace).mkdir(exist_ok=True)
    path = conflict_dir(workspace) / f"{conflict['id']}.md"
    path.write_bytes(gitsync.conflict_file(conflict, datetime(2026, 11, 29, 10)))
    return conflict["id"]


def test_edited_on_both_keep_the_memory_keeps_its_text(workspace):
    memory_id = capture("User prefers dark mode, except in the terminal")
    other = b"---\nid: mem_test_001\n---\n\nUser prefers light mode now\n"
    cid = sync_record(workspace, "edited-on-both", memory_id, other)
    (entry,) = ok_json(cli.conflicts)
    assert entry["otherText"] == "User prefers light mode now" and entry["keep"] == [memory_id, cid]
    assert f"[{cid}] (the other text) User prefers light mode now" in ok(cli.conflicts).stdout
    ok(cli.resolve, cid, "--keep", memory_id)
    assert memories(workspace)[memory_id]["content"] == "User prefers dark mode, except in the terminal"
    assert (conflict_dir(workspace) / "resolved" / f"{cid}.md").is_file()


def test_edited_on_both_keep_the_conflict_takes_the_other_text_and_keeps_the_old_one(workspace):
    memory_id = capture("User prefers dark mode, except in the terminal", "--source", "chat 1")
    other = b"---\nid: mem_test_001\n---\n\nUser prefers light mode now\n"
    cid = sync_record(workspace, "edited-on-both", memory_id, other)
    out = ok_json(cli.resolve, cid, "--keep", cid, now=day(1))
    assert out["kept"] == cid
    record = memories(workspace)[memory_id]
    assert record["content"] == "User prefers light mode now"
    assert record["mergedFrom"] == [
        {
            "content": "User prefers dark mode, except in the terminal",
            "source": "chat 1",
            "created": "2026-11-29T10:00:00Z",
            "importance": 0.79,  # a stated preference, 0.8, one day decayed: its importance when replaced
        }
    ]
    text = (workspace / "memory" / record["file"]).read_text("utf-8")
    assert "mergedFrom:" in text and "except in the terminal" in text  # in the file: it syncs
    assert [h["id"] for h in recall("light mode")] == [memory_id]


def test_forgotten_and_edited_keep_or_forget(workspace):
    kept = capture("The billing service uses Postgres 16")
    gone = capture("The office is in Lisbon")
    first = sync_record(workspace, "forgotten-and-edited", kept)
    second = sync_record(workspace, "forgotten-and-edited", gone)
    assert ok_json(cli.resolve, first, "--keep", kept)["changes"] == [{"id": kept, "action": "kept"}]
    assert ok_json(cli.resolve, second, "--forget")["forgot"] == gone
    assert sorted(memories(workspace)) == [kept]
    assert list((workspace / "memory" / "archive").rglob(f"{gone}-*.md"))


@pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True).returncode != 0, reason="git")
def test_a_real_sync_conflict_resolved_with_the_other_text_syncs_back(tmp_path):
    from test_sync import edit, index
    from test_sync import ok as sync_ok
    from test_sync import ok_json as sync_json
    from workload import make_store

    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    a, b = make_store(tmp_path / "a", tag="aaaa"), make_store(tmp_path / "b", tag="bbbb")
    sync_ok(cli.capture, a, "User prefers dark mode in every editor")
    sync_ok(cli.sync, a, "--init", str(remote))
    sync_ok(cli.sync, b, "--init", str(remote))
    edit(a, "mem_aaaa_001", "User prefers dark mode, except in the terminal")
    edit(b, "mem_aaaa_001", "User prefers light mode now")
    sync_ok(cli.recall, a, "mode")
    sync_ok(cli.recall, b, "mode")
    sync_ok(cli.sync, a)
    (conflict,) = sync_json(cli.sync, b)["conflicts"]
    (listed,) = sync_json(cli.conflicts, b)
    assert listed["id"] == conflict["id"] and listed["kind"] == "edited-on-both"
    assert "[conflict" in sync_ok(cli.recall, b, "mode").stdout
    sync_ok(cli.resolve, b, conflict["id"], "--keep", conflict["id"])
    taken = index(b)["mem_aaaa_001"]
    assert taken["content"] == "User prefers dark mode, except in the terminal"  # a's text, the other for b
    assert taken["mergedFrom"][0]["content"] == "User prefers light mode now"
    sync_ok(cli.sync, b)
    sync_ok(cli.sync, a)
    assert index(a)["mem_aaaa_001"]["content"] == taken["content"]
    assert index(a)["mem_aaaa_001"]["mergedFrom"] == taken["mergedFrom"]
    assert sync_json(cli.conflicts, a) == []
    assert (a / "memory" / "conflicts" / "resolved" / f"{conflict['id']}.md").is_file()


# ---------------------------------------------------------------- real processes
def test_conflicts_and_resolve_run_as_scripts(workspace, pair):
    a, b = pair
    found = open_contradiction(workspace, a, b)
    listed = run_script("conflicts", "--json")
    assert listed.returncode == 0, listed.stderr
    assert [c["id"] for c in orjson.loads(listed.stdout)] == [found.id]
    done = run_script("resolve", found.id, "--keep", a)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().startswith(f"{found.id} resolved: {b} superseded by {a}")
    bad = run_script("resolve", found.id, "--keep", a)
    assert bad.returncode == 1 and b"Traceback" not in bad.stderr


def test_a_conflicts_folder_that_is_a_link_is_never_followed(workspace, pair, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "cfl_12345678.md").write_text("---\nid: cfl_12345678\nkind: contradiction\n---\nx\n")
    conflict_dir(workspace).symlink_to(elsewhere)
    assert ok_json(cli.conflicts) == []
    assert "cannot be read" in refused(cli.resolve, "cfl_12345678", "--keep", pair[0])
    with pytest.raises(StoreCorrupt), store(workspace).transaction() as txn:
        conflicts.open_conflict(txn, "contradiction", list(pair))
    assert sorted(p.name for p in elsewhere.iterdir()) == ["cfl_12345678.md"]


def test_a_note_is_redacted_and_kept_on_one_line(workspace, pair):
    found = open_contradiction(workspace, *pair, note="token ghp_abcdefghijklmnopqrstuvwxyz0123456789\nsecond line")
    text = (conflict_dir(workspace) / f"{found.id}.md").read_text("utf-8")
    assert "ghp_" not in text and "[REDACTED:github-token] second line" in text


def test_the_prompt_hook_marks_memories_in_an_open_conflict(workspace, pair):
    from hippocampus import hooks

    found = open_contradiction(workspace, *pair)
    text = hooks.prompt_context(workspace, {"prompt": "answers in Spanish"}, budget=300)
    assert f"- [conflict {found.id}] I always want answers in Spanish [{pair[0]}, user/preference]" in text
