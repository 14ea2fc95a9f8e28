"""Working memory (issue 11, section 5): a buffer per scope, at most 20 entries evicted by
importance, no decay, local to this machine, shown by load-core within its budget."""

from __future__ import annotations

import orjson
from conftest import run_script
from helpers_store import day, let_seconds_pass
from helpers_truth import capture, core, ok, ok_json, refused, store
from hippocampus import cli, layout, working


def push(text, *options, now=None):
    return ok_json(cli.working, "push", text, *options, now=now)


def test_push_list_clear(workspace):
    push("Migrating billing: step 2 of 4", "--scope", "billing", "--importance", "0.8")
    push("Read the failing test first")
    listed = ok_json(cli.working, "list")
    assert [(e["scope"], e["text"], e["importance"]) for e in listed] == [
        ("billing", "Migrating billing: step 2 of 4", 0.8),
        ("default", "Read the failing test first", 0.5),
    ]
    assert [e["text"] for e in ok_json(cli.working, "list", "--scope", "billing")] == ["Migrating billing: step 2 of 4"]
    assert ok(cli.working, "list").stdout == (
        "- Migrating billing: step 2 of 4 [billing, 0.80]\n- Read the failing test first [default, 0.50]\n"
    )
    assert ok_json(cli.working, "clear", "--scope", "billing")["cleared"] == 1
    assert [e["scope"] for e in ok_json(cli.working, "list")] == ["default"]
    assert ok_json(cli.working, "clear")["cleared"] == 1
    assert ok(cli.working, "list").stdout.strip() == "Working memory is empty."


def test_at_most_20_per_scope_the_least_important_goes_first(workspace):
    for n in range(20):
        push(f"note {n}", "--importance", "0.5" if n != 7 else "0.1", now=day(0, hour=n % 24))
    out = push("one more", "--importance", "0.6", now=day(1))
    assert out["added"] and [e["text"] for e in out["evicted"]] == ["note 7"]
    out = push("and another", "--importance", "0.6", now=day(2))
    assert [e["text"] for e in out["evicted"]] == ["note 0"]  # among equals, the oldest
    texts = [e["text"] for e in ok_json(cli.working, "list")]
    assert len(texts) == 20 and texts[:2] == ["and another", "one more"]
    # a push less important than all twenty is refused, and says so
    out = push("trivial", "--importance", "0.05")
    assert not out["added"] and out["evicted"][0]["text"] == "trivial"
    assert "not kept" in ok(cli.working, "push", "trivial", "--importance", "0.05").stdout
    # other scopes have their own twenty
    push("elsewhere", "--scope", "other", "--importance", "0.01")
    assert len(ok_json(cli.working, "list")) == 21


def test_the_same_text_again_updates_it_instead_of_adding_a_copy(workspace):
    push("Step 2 of 4", "--importance", "0.3")
    push("Step 2 of 4", "--importance", "0.9", now=day(1))
    (entry,) = ok_json(cli.working, "list")
    assert (entry["importance"], entry["added"]) == (0.9, day(1))


def test_entries_do_not_decay(workspace):
    push("Step 2 of 4", "--importance", "0.8")
    assert ok_json(cli.working, "list", now=day(300))[0]["importance"] == 0.8


def test_kept_in_local_state_never_committed_and_secrets_redacted(workspace):
    push("deploy token ghp_abcdefghijklmnopqrstuvwxyz0123456789 for staging")
    path = workspace / "memory" / ".state" / working.STATE_NAME
    saved = orjson.loads(path.read_bytes())
    assert "ghp_" not in path.read_text("utf-8")
    assert saved["scopes"]["default"][0]["text"] == "deploy token [REDACTED:github-token] for staging"
    assert "/.state/" in layout.GITIGNORE_TEXT
    assert not list((workspace / "memory" / "log").glob("*.jsonl"))  # no event, no memory file


def test_load_core_shows_working_memory_first_in_its_own_section(workspace):
    memory_id = capture("User prefers dark mode in every editor", "--importance", "0.9")
    assert "working" not in core()  # the key appears only when the buffer holds anything
    push("Migrating billing: step 2 of 4", "--scope", "billing")
    grouped = core()
    assert [e["text"] for e in grouped["working"]] == ["Migrating billing: step 2 of 4"]
    assert [m["id"] for m in grouped["user"]] == [memory_id]
    text = ok(cli.load_core).stdout
    assert "## Working memory (now)\n- Migrating billing: step 2 of 4 [billing, 0.50]\n\n## About the user" in text


def test_load_core_budget_gives_working_memory_at_most_a_quarter(workspace):
    capture("User prefers dark mode in every editor", "--importance", "0.9")
    for n in range(20):
        push(f"working note number {n} with a few more words", "--importance", f"0.{n % 9 + 1}")
    grouped = core("--budget", "100")
    lines = [
        working.line(working.Entry(e["scope"], e["text"], e["importance"], e["added"])) for e in grouped["working"]
    ]
    assert 0 < sum(-(-len(line) // 4) for line in lines) <= 25
    assert grouped["working"][0]["importance"] == 0.9  # the most important first
    assert grouped["user"]  # the core memory still fits
    text = ok(cli.load_core, "--budget", "100").stdout
    assert sum(-(-len(line) // 4) for line in text.splitlines() if line.startswith("- ")) <= 100


def test_the_session_start_hook_shows_working_memory(workspace):
    from hippocampus import hooks

    push("Migrating billing: step 2 of 4")
    text = hooks.session_context(workspace, 1500, "claude-code", "session-start")
    assert "Migrating billing: step 2 of 4" in text


def test_bad_input_is_one_line(workspace):
    assert "push needs TEXT" in refused(cli.working, "push")
    assert refused(cli.working, "list", "text")
    assert refused(cli.working, "push", "x", "--importance", "2")
    assert "not a scope" in refused(cli.working, "push", "x", "--scope", "a\x01b")
    assert "limit" in refused(cli.working, "push", "x" * 2001)
    assert "empty" in refused(cli.working, "push", "   ")
    assert "empty" in refused(cli.working, "push", "\u200b\ufeff\u200e")


def test_two_stores_keep_their_own_buffers(workspace, tmp_path):
    from conftest import make_store

    other = make_store(tmp_path / "other")
    ok(cli.working, "push", "here", "--workspace", str(workspace))
    ok(cli.working, "push", "there", "--workspace", str(other))
    assert [e.text for e in working.entries(store(workspace))] == ["here"]
    assert [e.text for e in working.entries(store(other))] == ["there"]


def test_an_unreadable_state_file_starts_empty(workspace):
    path = workspace / "memory" / ".state" / working.STATE_NAME
    path.write_text("{not json", "utf-8")
    let_seconds_pass(workspace)
    assert ok_json(cli.working, "list") == []
    push("fresh start")
    assert [e["text"] for e in ok_json(cli.working, "list")] == ["fresh start"]


def test_working_runs_as_a_script(workspace):
    proc = run_script("working", "push", "Step 2 of 4", "--scope", "billing")
    assert proc.returncode == 0, proc.stderr
    listed = run_script("working", "list", "--json")
    assert [e["text"] for e in orjson.loads(listed.stdout)] == ["Step 2 of 4"]
