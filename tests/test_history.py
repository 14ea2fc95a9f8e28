"""The current version first (issue 11, section 2, its --history): a superseded memory
stays, with supersededBy and validUntil in its file, and recall and load-core leave it out
unless recall --history, which shows it marked. The search cache filters it while ranking."""

from __future__ import annotations

import pytest
from conftest import run_script
from helpers_store import day, let_seconds_pass, memories
from helpers_truth import capture, core_ids, ok, ok_json, recall, store
from hippocampus import cli, search, search_cache
from hippocampus.errors import InvalidInput, UnknownMemory


@pytest.fixture
def versions(workspace):
    old = capture("The billing service runs on MySQL", "--importance", "0.8")
    # the newer value, said on day 3: capture itself marks the old one (an update cue)
    new = capture("The billing service moved to Postgres", "--importance", "0.8", now=day(3))
    with store(workspace, day(3)).transaction() as txn:
        txn.supersede(old, new)  # again by hand: changes nothing
    return old, new


def test_supersede_marks_the_old_one_in_its_file_and_keeps_it(workspace, versions):
    old, new = versions
    record = memories(workspace)[old]
    assert (record["supersededBy"], record["validUntil"]) == (new, day(3))
    text = (workspace / "memory" / record["file"]).read_text("utf-8")
    assert f"supersededBy: {new}\nvalidUntil: '{day(3)}'\n" in text
    assert "supersededBy" not in memories(workspace)[new]


def test_recall_leaves_superseded_memories_out_unless_history(workspace, versions):
    old, new = versions
    assert [h["id"] for h in recall("billing service")] == [new]
    hits = {h["id"]: h for h in recall("billing service", "--history")}
    assert set(hits) == {old, new}
    assert (hits[old]["supersededBy"], hits[old]["validUntil"]) == (new, day(3))
    assert "supersededBy" not in hits[new]
    text = ok(cli.recall, "billing service", "--history").stdout
    assert f"[{old}] [superseded by {new}, {day(3)[:10]}] The billing service runs on MySQL" in text
    assert "superseded" not in ok(cli.recall, "billing service").stdout


def test_load_core_and_the_core_file_leave_superseded_memories_out(workspace, versions):
    old, new = versions
    assert core_ids() == [new]
    ok(cli.decay, now=day(4))
    assert old not in (workspace / "HIPPOCAMPUS_CORE.md").read_text("utf-8")
    ok(cli.sync_core)
    assert old not in (workspace / "HIPPOCAMPUS_CORE.md").read_text("utf-8")


def test_supersession_survives_a_rebuild_from_the_files(workspace, versions):
    old, new = versions
    (workspace / "memory" / "index.json").unlink()
    for path in (workspace / "memory" / ".cache").iterdir():
        path.unlink()
    assert [h["id"] for h in recall("billing service")] == [new]
    assert memories(workspace)[old]["supersededBy"] == new


def test_a_hand_edit_that_adds_supersededby_is_seen(workspace):
    old = capture("Standups are at nine", "--importance", "0.8")
    new = capture("Standup notes go into the team wiki", "--importance", "0.8")  # another fact: capture relates nothing
    assert sorted(h["id"] for h in recall("standups")) == sorted([old, new])
    path = workspace / "memory" / memories(workspace)[old]["file"]
    path.write_text(path.read_text("utf-8").replace("source: null\n", f"source: null\nsupersededBy: {new}\n"), "utf-8")
    let_seconds_pass(workspace)
    assert [h["id"] for h in recall("standups")] == [new]
    # and taking it out again makes it current again
    path.write_text(path.read_text("utf-8").replace(f"supersededBy: {new}\n", ""), "utf-8")
    let_seconds_pass(workspace)
    assert sorted(h["id"] for h in recall("standups")) == sorted([old, new])


def test_supersede_checks_its_ids(workspace, versions):
    old, new = versions
    with store(workspace).transaction() as txn:
        with pytest.raises(InvalidInput):
            txn.supersede(new, new)
        with pytest.raises(InvalidInput):
            txn.supersede(new, old)  # would make a cycle
        with pytest.raises(UnknownMemory):
            txn.supersede(old, "mem_test_404")
        assert txn.supersede(old, new)["supersededBy"] == new  # again: no change
        txn.discard()


def test_reinstate_makes_a_superseded_memory_current_again(workspace, versions):
    old, new = versions
    with store(workspace).transaction() as txn:
        txn.reinstate(old)
    assert "supersededBy" not in memories(workspace)[old]
    assert "supersededBy" not in (workspace / "memory" / memories(workspace)[old]["file"]).read_text("utf-8")
    assert sorted(h["id"] for h in recall("billing service")) == sorted([old, new])


def test_the_search_cache_is_patched_not_rebuilt_and_filters_while_ranking(workspace, monkeypatch):
    ids = [capture(f"The deploy window is on day {n} of the sprint", "--importance", "0.8") for n in range(12)]
    recall("deploy window")  # the cache exists and is current

    def no_rebuild(*args, **kwargs):
        raise AssertionError("the search cache was rebuilt")

    monkeypatch.setattr(search_cache, "build", no_rebuild)
    with store(workspace).transaction() as txn:
        for older in ids[:-1]:
            txn.supersede(older, ids[-1])
    read = []
    real = search_cache.CachedIndex.__init__

    def counting(self, *args, **kwargs):
        real(self, *args, **kwargs)
        record = self.record
        self.record = lambda number: read.append(number) or record(number)

    monkeypatch.setattr(search_cache.CachedIndex, "__init__", counting)
    assert [h["id"] for h in recall("deploy window sprint", "--limit", "20")] == [ids[-1]]
    # superseded memories are filtered by their flag; only the best few that could reach the
    # first --limit are read, to find their current version (search.STALE_FOLLOWED)
    assert len(read) <= 1 + search.STALE_FOLLOWED
    assert len(recall("deploy window sprint", "--limit", "20", "--history")) == 12


def test_flags_in_a_fresh_index_and_a_patched_one_agree(workspace, versions):
    old, new = versions
    view = store(workspace).view()
    cached = search_cache.load(store(workspace), view)
    fresh = search_cache.build(view)
    assert bytes(cached.flags) == bytes(fresh.flags)
    number = fresh.ids.index(old)
    assert fresh.flags[number] & search.SUPERSEDED and not fresh.flags[fresh.ids.index(new)]


def test_recall_history_runs_as_a_script(workspace, versions):
    old, _ = versions
    proc = run_script("recall", "billing", "--history", "--json")
    assert proc.returncode == 0, proc.stderr
    assert old in proc.stdout.decode()


def test_pinned_flag_keeps_the_index_importance_undecayed(workspace):
    memory_id = capture("Deploys happen on Fridays", "--importance", "0.8", "--pin")
    (hit,) = ok_json(cli.recall, "deploys", now=day(200))
    assert hit["id"] == memory_id and hit["importance"] == 0.8
    assert "importance 0.80" in ok(cli.recall, "deploys", now=day(200)).stdout


def test_a_new_memory_can_supersede_an_old_one_in_the_same_transaction(workspace):
    old = capture("The team uses yarn", "--importance", "0.8")
    with store(workspace).transaction() as txn:
        new = txn.create("The team switched to npm", "world", "fact", 0.8)["id"]
        txn.supersede(old, new)
    assert memories(workspace)[old]["supersededBy"] == new
    assert [h["id"] for h in recall("team yarn npm")] == [new]


def test_a_new_value_captured_in_the_same_second_as_the_old_one_is_still_the_newer(workspace):
    # both stamped at the pinned clock, as two captures of one agent turn are
    old = capture("Get Mei a latte if you do a coffee run")
    outcome = ok_json(cli.capture, "Get Mei a green tea if you do a coffee run")
    assert outcome["superseded"] == [old] and "conflicts" not in outcome
    assert [m["id"] for m in recall("what does Mei drink on a coffee run")] == [outcome["id"]]
    # an item that says when it was said is ordered by that alone: a tie stays unordered
    batch = workspace / "batch.jsonl"
    batch.write_text(
        '{"content": "Get Ola a latte if you do a coffee run", "created": "2026-05-01T10:00:00Z"}\n'
        '{"content": "Get Ola a green tea if you do a coffee run", "created": "2026-05-01T10:00:00Z"}\n',
        "utf-8",
    )
    first, second = ok_json(cli.capture, "--batch", str(batch))
    assert second.get("conflicts") and "superseded" not in second


def test_capture_says_what_a_new_memory_superseded_or_contradicts(workspace):
    # the one line an agent reads back: a replaced version and an opened conflict are named
    old = capture("The platform standup is at 9:30")
    line = ok(cli.capture, "The platform standup is at 10am now", now=day(1)).stdout
    new = memories(workspace)[old]["supersededBy"]
    assert f"{new} created" in line and f"supersedes {old}" in line
    capture("I always want answers in Spanish")
    line = ok(cli.capture, "I never want answers in Spanish", now=day(2)).stdout
    (conflict,) = ok_json(cli.conflicts)
    assert f"conflict {conflict['id']} is open" in line
    # an older value arriving late (a batch item with a past date) is history at once
    batch = workspace / "late.jsonl"
    batch.write_text('{"content": "The platform standup is at 8:45", "created": "2026-01-05T10:00:00Z"}\n', "utf-8")
    assert "kept as history: a newer version is stored" in ok(cli.capture, "--batch", str(batch), now=day(3)).stdout


def test_a_stale_version_said_again_is_current_again(workspace):
    # "Alice works in Berlin", then "moved to Munich", then Berlin again: the newest word
    # on the fact is current; reinforcing the hidden first version would leave recall
    # answering Munich
    berlin = capture("Alice works in Berlin", now=day(1))
    munich = capture("Alice moved to Munich", now=day(2))
    assert memories(workspace)[berlin]["supersededBy"] == munich
    again = capture("Alice works in Berlin", now=day(3))
    assert again not in (berlin, munich)
    assert memories(workspace)[munich]["supersededBy"] == again
    assert [h["id"] for h in recall("Alice", now=day(3))] == [again]
    # the same history imported again (said before the version ended) joins the stale one
    batch = workspace / "old.jsonl"
    batch.write_text(f'{{"content": "Alice works in Berlin", "created": "{day(1)}"}}\n', "utf-8")
    (outcome,) = ok_json(cli.capture, "--batch", str(batch), now=day(4))
    assert (outcome["action"], outcome["id"]) == ("reinforced", berlin)


def test_a_kept_side_of_a_settled_conflict_said_against_again_reopens_it(workspace):
    always = capture("I always want answers in Spanish", now=day(1))
    never = capture("I never want answers in Spanish", now=day(2))
    (conflict,) = ok_json(cli.conflicts)
    ok(cli.resolve, conflict["id"], "--keep", never, now=day(3))
    again = capture("I always want answers in Spanish", now=day(4))
    assert again != always
    (reopened,) = ok_json(cli.conflicts)
    assert {m["id"] for m in reopened["memories"]} == {again, never}


def test_recall_history_puts_every_current_version_before_the_superseded_ones(workspace):
    # a stale version can match a query better ("Alice" said twice); --history still shows
    # the current one first, then the history, each group best first
    first = capture("Alice works in Berlin; Alice likes it there", now=day(1))
    second = capture("Alice moved to Hamburg", now=day(2))
    with store(workspace, day(2)).transaction() as txn:
        txn.supersede(first, second)
    hits = [h["id"] for h in recall("Alice", "--history", now=day(3))]
    assert hits[0] == second and first in hits


def test_a_query_that_matches_only_the_stale_version_gets_the_current_one(workspace):
    berlin = capture("I live in Berlin", now=day(1))
    munich = capture("I moved to Munich", now=day(2))
    with store(workspace, day(2)).transaction() as txn:
        txn.supersede(berlin, munich)
    assert [h["id"] for h in recall("where do I live", now=day(3))] == [munich]
    assert [h["id"] for h in recall("where do I live", "--history", now=day(3))] == [munich, berlin]
