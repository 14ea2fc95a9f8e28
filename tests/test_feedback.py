"""Layers, confidence, pins and outcome feedback (issue 11, section 5): what recall and
load-core show, what the logs fold to, and that a rebuild from the files and logs gives
the very scores the incremental path wrote."""

from __future__ import annotations

import tempfile
from pathlib import Path

import orjson
import pytest
from conftest import make_store, run_script
from helpers_store import at, day, memories
from helpers_truth import capture, core, core_ids, ok, ok_json, recall, refused, store
from hippocampus import cli, records, scoring, uselog
from hippocampus.records import current_importance
from hippocampus.store import Store
from hypothesis import given, settings
from hypothesis import strategies as st

SCORE_KEYS = ("baseImportance", "decayFrom", "lastAccessed", "timesReinforced")


def log_lines(workspace) -> list[dict]:
    return [orjson.loads(line) for line in (workspace / "memory" / "log" / "test.jsonl").read_bytes().splitlines()]


def file_of(workspace, memory_id) -> str:
    return (workspace / "memory" / memories(workspace)[memory_id]["file"]).read_text("utf-8")


# ---------------------------------------------------------------- shown in recall and load-core
def test_json_always_has_layer_confidence_and_pinned(workspace):
    memory_id = capture("Deploys happen on Fridays", "--importance", "0.8")
    (hit,) = recall("deploys")
    assert (hit["layer"], hit["confidence"], hit["pinned"]) == ("episodic", "observed", False)
    (listed,) = core()["world"]
    assert (listed["id"], listed["layer"], listed["confidence"], listed["pinned"]) == (
        memory_id,
        "episodic",
        "observed",
        False,
    )
    assert "supersededBy" not in hit and "conflict" not in hit


def test_markdown_shows_the_tags_that_are_not_the_defaults(workspace):
    plain = capture("Deploys happen on Fridays", "--importance", "0.8")
    sure = capture("The staging database is db2", "--importance", "0.8", "--confidence", "verified", "--pin")
    with store(workspace).transaction() as txn:
        txn.update(plain, layer="semantic", confidence="inferred")
    text = ok(cli.recall, "deploys staging").stdout
    assert f"[{plain}] Deploys happen on Fridays (world/general, importance 0.80, score" in text
    assert "semantic, inferred)" in text and "verified, pinned)" in text
    core_text = ok(cli.load_core).stdout
    assert f"- Deploys happen on Fridays [{plain}, general, 0.80, semantic, inferred]" in core_text
    assert f"- The staging database is db2 [{sure}, fact, 0.80, verified, pinned]" in core_text
    untouched = capture("Standups are at nine", "--importance", "0.8")
    assert f"- Standups are at nine [{untouched}, general, 0.80]\n" in ok(cli.load_core).stdout


def test_confidence_goes_stale_after_30_days_unretrieved(workspace):
    observed = capture("The office is in Lisbon", "--importance", "0.9")
    verified = capture("The CI runs on GitHub Actions", "--importance", "0.9", "--confidence", "verified")
    pinned = capture("The API key rotates monthly", "--importance", "0.9", "--pin")
    levels = {h["id"]: h["confidence"] for h in recall("office CI API", now=day(29))}
    assert levels == {observed: "observed", verified: "verified", pinned: "observed"}
    levels = {h["id"]: h["confidence"] for h in recall("office CI API", now=day(30))}
    assert levels == {observed: "stale", verified: "verified", pinned: "observed"}
    assert "stale" in ok(cli.recall, "office", now=day(30)).stdout
    # retrieved (reinforced) again: fresh
    ok(cli.reinforce, observed, now=day(31))
    assert [h["confidence"] for h in recall("office", now=day(32))] == ["observed"]
    assert records.confidence(memories(workspace)[observed], at(61)) == "stale"


# ---------------------------------------------------------------- capture, batch, actions, run loop
def test_capture_takes_confidence_and_pin_into_the_file(workspace):
    memory_id = capture("The API rate limit is 100 requests a minute", "--confidence", "verified", "--pin")
    text = file_of(workspace, memory_id)
    assert "confidence: verified" in text and "pinned: true" in text
    assert [line["op"] for line in log_lines(workspace)] == ["create", "pin"]
    assert "certain" in refused(cli.capture, "x", "--confidence", "certain")


def test_batch_lines_and_actions_may_carry_confidence_and_pinned(workspace):
    lines = [
        {"content": "Alice leads project Falcon", "confidence": "inferred"},
        {"content": "The release is on March 3", "pinned": True},
    ]
    outcomes = ok_json(cli.capture, "--batch", "-", input="\n".join(orjson.dumps(x).decode() for x in lines))
    index = memories(workspace)
    assert index[outcomes[0]["id"]]["confidence"] == "inferred" and index[outcomes[1]["id"]]["pinned"] is True
    doc = {
        "actions": [
            {"action": "create", "content": "Bob owns the billing service", "confidence": "verified", "pinned": True},
            {"action": "update", "id": outcomes[1]["id"], "pinned": False, "confidence": "verified"},
        ]
    }
    result = ok_json(cli.capture, "--apply", "-", input=orjson.dumps(doc).decode())
    index = memories(workspace)
    created = result["outcomes"][0]["id"]
    assert index[created]["confidence"] == "verified" and index[created]["pinned"] is True
    assert "pinned" not in index[outcomes[1]["id"]] and index[outcomes[1]["id"]]["confidence"] == "verified"
    for bad in ({"content": "x", "confidence": "sure"}, {"content": "x", "pinned": "yes"}):
        assert refused(cli.capture, "--batch", "-", input=orjson.dumps(bad).decode())


def test_confidence_and_pin_need_one_content(workspace):
    assert "apply to one CONTENT" in refused(cli.capture, "--batch", "-", "--pin", input='{"content": "x"}')


def test_the_heuristic_run_loop_writes_inferred(workspace, tmp_path):
    from hippocampus import run_loop

    transcript = tmp_path / "chat.txt"
    transcript.write_text("user: I prefer tabs over spaces in every project.\n", "utf-8")
    summary = run_loop.run(store(workspace), [transcript], fmt="text")
    assert summary["created"] == 1, summary
    (record,) = memories(workspace).values()
    assert record["confidence"] == "inferred"
    assert "confidence: inferred" in file_of(workspace, record["id"])


# ---------------------------------------------------------------- pin
def test_a_pinned_memory_does_not_decay_and_unpinning_resumes_from_that_day(workspace):
    memory_id = capture("Deploys happen on Fridays", "--importance", "0.8")
    other = capture("Standups are at nine", "--importance", "0.8")
    ok(cli.pin, memory_id, now=day(10))
    pinned_at = scoring.decayed(0.8, 10)
    assert "pinned: true" in file_of(workspace, memory_id)
    for offset in (11, 100, 400):
        levels = {m["id"]: m["importance"] for m in core("--threshold", "0", now=day(offset))["world"]}
        assert levels[memory_id] == pinned_at
        assert levels[other] == scoring.decayed(0.8, offset)
    ok(cli.pin, memory_id, "--unpin", now=day(100))
    assert "pinned" not in file_of(workspace, memory_id)
    assert current_importance(memories(workspace)[memory_id], at(130)) == scoring.decayed(pinned_at, 30)
    assert [line["op"] for line in log_lines(workspace)][-2:] == ["pin", "unpin"]


def test_a_pinned_memory_is_still_reinforced_from_its_pinned_value(workspace):
    memory_id = capture("Deploys happen on Fridays", "--importance", "0.6", "--pin")
    ok(cli.reinforce, memory_id, now=day(50))
    assert memories(workspace)[memory_id]["importance"] == scoring.reinforced(0.6)


def test_pin_twice_changes_nothing_and_unknown_ids_are_refused(workspace):
    memory_id = capture("Deploys happen on Fridays", "--pin")
    before = (workspace / "memory" / "log" / "test.jsonl").read_bytes()
    assert "was pinned already" in ok(cli.pin, memory_id).stdout
    assert (workspace / "memory" / "log" / "test.jsonl").read_bytes() == before
    assert "unknown memory id" in refused(cli.pin, memory_id, "mem_test_404")
    assert "not a memory id" in refused(cli.pin, "../x")


def test_decay_archive_never_archives_a_pinned_memory(workspace):
    low = capture("A pinned trivia item", "--importance", "0.1", "--pin")
    gone = capture("An unpinned trivia item", "--importance", "0.1")
    result = ok_json(cli.decay, "--archive", now=day(1))
    assert result["archived"] == [gone]
    assert sorted(memories(workspace)) == [low]


def test_pinning_by_hand_in_the_file_is_logged_like_pin(workspace):
    from helpers_store import let_seconds_pass

    memory_id = capture("Deploys happen on Fridays", "--importance", "0.8")
    path = workspace / "memory" / memories(workspace)[memory_id]["file"]
    path.write_text(path.read_text("utf-8").replace("source: null\n", "source: null\npinned: true\n"), "utf-8")
    let_seconds_pass(workspace)
    assert [h["pinned"] for h in recall("deploys", now=day(5))] == [True]
    assert log_lines(workspace)[-1]["op"] == "pin"
    assert current_importance(memories(workspace)[memory_id], at(300)) == scoring.decayed(0.8, 5)


# ---------------------------------------------------------------- outcome
def test_outcome_good_strengthens_and_bad_weakens(workspace):
    helped = capture("Use ripgrep for code search", "--importance", "0.6")
    misled = capture("The staging host is stg-1", "--importance", "0.8")
    good = ok_json(cli.outcome, helped, "--good", now=day(2))
    assert good[0]["importance"] == scoring.reinforced(scoring.decayed(0.6, 2), scoring.OUTCOME_GOOD_RATE)
    assert good[0]["timesReinforced"] == 1 and good[0]["lastAccessed"] == day(2)
    bad = ok_json(cli.outcome, misled, "--bad", now=day(2))
    assert bad[0]["importance"] == round(scoring.decayed(0.8, 2) * scoring.OUTCOME_BAD_FACTOR, 6)
    assert bad[0]["timesReinforced"] == 0 and bad[0]["lastAccessed"] == "2026-11-29T10:00:00Z"
    assert misled not in core_ids(now=day(2))  # out of the core set at once
    assert [(line["op"], line["result"]) for line in log_lines(workspace)[-2:]] == [
        ("outcome", "good"),
        ("outcome", "bad"),
    ]
    assert "strengthened" in ok(cli.outcome, helped, "--good").stdout


def test_outcome_needs_good_or_bad_and_known_ids(workspace):
    memory_id = capture("Use ripgrep for code search")
    assert "--good or --bad" in refused(cli.outcome, memory_id)
    assert "one of them" in refused(cli.outcome, memory_id, "--good", "--bad")
    assert "unknown memory id" in refused(cli.outcome, "mem_test_404", "--good")


def test_an_outcome_line_without_a_result_is_a_log_problem():
    assert uselog.parse_line(b'{"t":"2026-11-29T10:00:00Z","op":"outcome","id":"mem_test_001"}') == (
        "outcome needs a result, good or bad"
    )
    assert uselog.parse_line(b'{"t":"2026-11-29T10:00:00Z","op":"outcome","id":"mem_test_001","result":"good"}')


def test_fold_outcomes_and_pins_by_hand():
    start = records.fold(None, {"op": "create", "t": "2026-11-29T10:00:00Z", "importance": 0.8})
    pinned = records.fold(start, {"op": "pin", "t": "2026-12-09T10:00:00Z"})
    assert pinned.pinned and pinned.base == scoring.decayed(0.8, 10) and pinned.importance(at(500)) == pinned.base
    bad = records.fold(pinned, {"op": "outcome", "t": "2027-01-01T00:00:00Z", "result": "bad"})
    assert bad.pinned and bad.base == round(pinned.base * 0.5, 6)
    unknown = records.fold(bad, {"op": "outcome", "t": "2027-01-02T00:00:00Z", "result": "meh"})
    assert unknown == bad


# ---------------------------------------------------------------- incremental == rebuild
OPS = st.sampled_from(["reinforce", "good", "bad", "pin", "unpin", "set"])
STEPS = st.lists(st.tuples(st.integers(0, 20), st.integers(0, 2), OPS), min_size=1, max_size=10)


@settings(max_examples=20, deadline=None)
@given(STEPS)
def test_scores_after_feedback_and_pins_are_what_a_rebuild_folds(steps):
    """Any mix of uses, outcomes, pins and importance set by hand, on any days: the scores
    the incremental path wrote are the ones a rebuild from the files and logs derives."""
    with tempfile.TemporaryDirectory() as tmp:
        ws = make_store(Path(tmp) / "ws")
        with Store(ws, at(0)).transaction() as txn:
            ids = [txn.create(text, "world", "fact", 0.7)["id"] for text in ("Alpha fact", "Beta fact", "Gamma fact")]
        offset = 0
        for gap, which, op in steps:
            offset += gap
            with Store(ws, at(offset)).transaction() as txn:
                memory_id = ids[which]
                if op == "reinforce":
                    txn.reinforce(memory_id)
                elif op in ("good", "bad"):
                    txn.outcome([memory_id], op)
                elif op in ("pin", "unpin"):
                    txn.pin(memory_id, op == "pin")
                else:
                    txn.update(memory_id, importance=0.55)
        now = at(offset + 7)
        incremental = memories(ws)
        with Store(ws, now).transaction(rebuild=True):
            pass
        rebuilt = memories(ws)
        for memory_id in ids:
            a, b = incremental[memory_id], rebuilt[memory_id]
            assert {k: a[k] for k in SCORE_KEYS} == {k: b[k] for k in SCORE_KEYS}, memory_id
            assert a.get("pinned") == b.get("pinned")
            assert current_importance(a, now) == current_importance(b, now)


# ---------------------------------------------------------------- real processes
def test_pin_and_outcome_run_as_scripts(workspace):
    memory_id = capture("Deploys happen on Fridays")
    for args in (("pin", memory_id), ("outcome", memory_id, "--good"), ("pin", memory_id, "--unpin", "--json")):
        proc = run_script(*args)
        assert proc.returncode == 0, proc.stderr
    assert "pinned" not in memories(workspace)[memory_id]
    assert memories(workspace)[memory_id]["timesReinforced"] == 1


@pytest.mark.parametrize("name", ["pin", "outcome"])
def test_scripts_refuse_bad_ids_in_one_line(workspace, name):
    proc = run_script(name, "nonsense", "--good") if name == "outcome" else run_script(name, "nonsense")
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr


def test_a_hand_written_pinned_file_is_logged_pinned_and_rebuilds_the_same(workspace):
    from helpers_store import let_seconds_pass

    (workspace / "memory" / "world" / "note.md").write_text("---\nimportance: 0.8\npinned: true\n---\n\nKeep this\n")
    let_seconds_pass(workspace)
    (hit,) = recall("keep", now=day(40))
    assert hit["pinned"] and hit["importance"] == 0.8
    assert [line["op"] for line in log_lines(workspace)] == ["create", "pin"]
    ok(cli.reinforce, hit["id"], now=day(40))
    before = memories(workspace)[hit["id"]]
    with Store(workspace, at(40)).transaction(rebuild=True):
        pass
    after = memories(workspace)[hit["id"]]
    assert {k: before[k] for k in SCORE_KEYS} == {k: after[k] for k in SCORE_KEYS}


def test_capturing_a_near_duplicate_with_pin_pins_the_memory_it_repeats(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    again = ok_json(cli.capture, "User prefers dark mode in every editor", "--pin")
    assert again["action"] == "reinforced" and again["id"] == memory_id
    assert memories(workspace)[memory_id]["pinned"] is True
