"""Sleep (consolidate.py, issue 11 section 4): a real store in tmp_path, changed only through
the store's own transaction, the way imports and hand edits bring in what capture never saw."""

from __future__ import annotations

import contextlib
import gc
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hippocampus import cli, links, relations, sleep
from hippocampus.context import parse_instant
from hippocampus.store import Store
from hypothesis import given, settings
from hypothesis import strategies as st
from workload import make_store, read_index, state

WORKLOAD = Path(__file__).resolve().parent / "workload.py"
NOW = "2026-11-29T10:00:00Z"


def open_store(workspace: Path) -> Store:
    return Store(Path(workspace), parse_instant(os.environ.get("HIPPOCAMPUS_NOW", NOW)))


def add(workspace: Path, *items) -> list[str]:
    """Memories as an import brings them: (text, created[, importance[, source]]), one
    transaction, no capture-time relating."""
    ids = []
    with open_store(workspace).transaction() as txn:
        for text, created, *rest in items:
            importance = rest[0] if rest else 0.5
            source = rest[1] if len(rest) > 1 else None
            ids.append(txn.create(text, "user", "note", importance, source=source, created=created)["id"])
    return ids


def consolidate(*args: str, code: int = 0) -> dict | str:
    result = CliRunner().invoke(cli.consolidate, list(args), catch_exceptions=False)
    assert result.exit_code == code, result.output
    return json.loads(result.stdout) if "--json" in args and code == 0 else result.output


def records(workspace: Path) -> dict[str, dict]:
    return {m["id"]: m for m in read_index(workspace)["memories"]}


def committed(workspace: Path) -> dict[str, bytes]:
    """Every file of the store's committed truth (memory and archive files, logs,
    conflicts) and index.json, by path."""
    memory = Path(workspace) / "memory"
    out = {}
    for path in sorted(memory.rglob("*")):
        rel = path.relative_to(memory).as_posix()
        if path.is_file() and not rel.startswith((".cache/", ".pending", ".lock")):
            out[rel] = path.read_bytes()
    return out


def archived(workspace: Path) -> dict[str, dict]:
    """id -> the archive copy's frontmatter."""
    import frontmatter

    out = {}
    for path in (Path(workspace) / "memory" / "archive").rglob("*.md"):
        post = frontmatter.loads(path.read_text("utf-8"))
        out[post.metadata["id"]] = dict(post.metadata, content=post.content)
    return out


def every_text(workspace: Path) -> list[str]:
    """Every text the store and its archive hold, mergedFrom items included."""
    texts = []
    for meta in [*records(workspace).values(), *archived(workspace).values()]:
        texts.append(meta["content"])
        texts += [m["content"] for m in meta.get("mergedFrom") or []]
    return texts


# ---------------------------------------------------------------- duplicates
def test_a_paraphrase_merges_losslessly_and_the_absorbed_memory_is_archived_with_duplicate_of(workspace):
    keep, gone = add(
        workspace,
        ("The user prefers dark mode in every editor", "2026-11-03T10:00:00Z", 0.6, "chat#1"),
        ("User likes dark mode in every editor", "2026-11-04T10:00:00Z", 0.5, "chat#2"),
    )
    result = consolidate("--json")
    assert result["merged"] == 1 and result["changes"]["merged"][0] == {
        "survivor": keep,
        "absorbed": gone,
        "reason": result["changes"]["merged"][0]["reason"],
    }
    live = records(workspace)
    assert gone not in live
    (item,) = live[keep]["mergedFrom"]
    assert item == {
        "content": "User likes dark mode in every editor",
        "source": "chat#2",
        "created": "2026-11-04T10:00:00Z",
        "importance": item["importance"],
    }
    copy = archived(workspace)[gone]
    assert copy["duplicateOf"] == keep and copy["content"] == "User likes dark mode in every editor"
    # the survivor's file says it too (a rebuild from the truth keeps the merge)
    (survivor_file,) = (workspace / "memory" / "user").glob(f"{keep}-*.md")
    assert "User likes dark mode in every editor" in survivor_file.read_text("utf-8")


@pytest.mark.parametrize(
    "a, b",
    [
        ("Use npm, not yarn, for the web app", "Use yarn, not npm, for the web app"),  # reversed pair
        ("I always want answers in Spanish", "I never want answers in Spanish"),  # negation
        ("Nils Suzuki sits in the Berlin office", "Eva Suzuki sits in the Berlin office"),  # other name
        ("The staging database is Postgres 15", "The staging database is Postgres 16"),  # a number
        ("Feature flags are enabled in production", "Feature flags are disabled in production"),  # antonym
    ],
)
def test_no_harmful_merge(workspace, a, b):
    ids = add(workspace, (a, "2026-11-01T10:00:00Z"), (b, "2026-11-01T10:00:00Z"))
    result = consolidate("--json")
    assert result["merged"] == 0
    assert set(ids) <= set(records(workspace)) and not archived(workspace)
    assert {a, b} <= set(every_text(workspace))


# ---------------------------------------------------------------- versions and conflicts
def test_a_newer_version_supersedes_the_older_which_stays(workspace):
    old, new = add(
        workspace,
        ("The billing service runs on Java", "2026-11-06T10:00:00Z"),
        ("The billing service now runs on Go", "2026-11-16T10:00:00Z"),
    )
    result = consolidate("--json")
    assert result["superseded"] == 1
    live = records(workspace)
    assert live[old]["supersededBy"] == new and live[old]["validUntil"] == "2026-11-16T10:00:00Z"
    assert "supersededBy" not in live[new]
    recall = CliRunner().invoke(cli.recall, ["billing service runs", "--json"])
    assert [m["id"] for m in json.loads(recall.stdout)] == [new]


def test_a_contradiction_opens_one_conflict_and_never_twice(workspace):
    a, b = add(
        workspace,
        ("I always want answers in Spanish", "2026-11-07T10:00:00Z"),
        ("I never want answers in Spanish", "2026-11-07T10:00:00Z"),
    )
    assert consolidate("--json")["conflictsOpened"] == 1
    (record,) = (workspace / "memory" / "conflicts").glob("cfl_*.md")
    assert a in record.read_text() and b in record.read_text()
    # the same pair arriving again (a hand edit makes both new) opens nothing more
    for memory_id in (a, b):
        (path,) = (workspace / "memory" / "user").glob(f"{memory_id}-*.md")
        path.write_text(path.read_text().replace("Spanish", "Spanish "), "utf-8")
    assert consolidate("--json")["conflictsOpened"] == 0
    assert len(list((workspace / "memory" / "conflicts").glob("cfl_*.md"))) == 1


# ---------------------------------------------------------------- patterns
# One thing that keeps happening, each time with its own circumstances: related episodes,
# neither duplicates nor versions of one fact.
EPISODES = [
    ("The orders migration timed out and broke the staging deploy during the holiday freeze", "2026-11-01T02:00:00Z"),
    ("The orders migration timed out and broke the staging deploy after the index rebuild", "2026-11-08T02:00:00Z"),
    ("The orders migration timed out and broke the staging deploy while reports were running", "2026-11-15T02:00:00Z"),
]
CIRCUMSTANCES = (
    "during the holiday freeze", "after the index rebuild", "while reports were running", "on the new runner",
    "behind the corporate proxy", "under heavy checkout traffic", "with the cache disabled", "before the vacuum job",
    "at the quarterly close", "amid the network outage", "during the load test", "in the middle of a backup",
    "past the maintenance window", "despite the bigger instance", "with replication lagging", "inside the release train",
    "after the Kafka upgrade", "beside the analytics export", "once the locks piled up", "against the read replica",
)


def test_three_related_episodes_yield_a_semantic_memory_listing_its_evidence(workspace):
    ids = add(workspace, *EPISODES)
    result = consolidate("--json")
    assert result["patterns"] == 1 and result["merged"] == 0, result["changes"]
    (pattern,) = result["changes"]["patterns"]
    memory = records(workspace)[pattern["id"]]
    assert memory["layer"] == "semantic" and sorted(memory["evidence"]) == sorted(ids)
    assert memory["content"].startswith("Recurring (3 times, 2026-11-01 to 2026-11-15): ")
    assert pattern["text"] == "extractive"
    assert set(ids) <= set(records(workspace))  # the evidence stays
    # structural links: the pattern and each episode
    graph = links.load(open_store(workspace), open_store(workspace).view())
    assert {n[0] for n in graph.neighbours(pattern["id"], 0)} == set(ids)


def test_a_cluster_two_of_whose_members_are_a_pattern_s_evidence_grows_that_pattern(workspace):
    ids = add(workspace, *EPISODES)
    # other memories, so that the episodes' shared words weigh what they weigh in a store
    others = [
        "Ingrid reports to Omar Haddad",
        "The VPN config lives in the infra repo",
        "Lunch is at noon on Fridays",
        "Use pnpm for the web app",
        "The design review moved to Thursdays",
        "Nils prefers Signal for urgent things",
        "Backups run nightly at 2am",
        "The billing service runs on Java 17",
        "Eva leads the search team",
        "Tickets go through Linear",
        "The staging cluster is in Frankfurt",
        "Coffee beans come from the corner shop",
    ]
    add(workspace, *[(text, "2026-10-01T10:00:00Z") for text in others])
    (pattern,) = consolidate("--json")["changes"]["patterns"]
    more = add(
        workspace,
        *[
            (f"The orders migration timed out and broke the staging deploy {c}", "2026-11-20T02:00:00Z")
            for c in CIRCUMSTANCES[3:5]
        ],
    )
    result = consolidate("--json")
    assert result["patterns"] == 0 and result["patternsGrown"] == 1, result["changes"]
    assert set(ids) < set(records(workspace)[pattern["id"]]["evidence"]) <= set(ids + more)


def test_a_pattern_whose_evidence_names_a_memory_gone_from_the_store_still_grows(workspace):
    ids = add(workspace, *EPISODES)
    add(workspace, *[(f"Note {n}: {w}", "2026-10-01T10:00:00Z") for n, w in enumerate(["Lunch at noon", "VPN in infra"])])
    (pattern,) = consolidate("--json")["changes"]["patterns"]
    with open_store(workspace).transaction() as txn:  # forget.py, or a later merge, took one away
        txn.archive(ids[0], "forgotten by hand")
    more = add(
        workspace,
        *[
            (f"The orders migration timed out and broke the staging deploy {c}", "2026-11-20T02:00:00Z")
            for c in CIRCUMSTANCES[3:5]
        ],
    )
    result = consolidate("--json")
    assert result["patternsGrown"] == 1, result["changes"]
    evidence = records(workspace)[pattern["id"]]["evidence"]
    assert evidence[-1] == ids[0] and set(ids) < set(evidence) <= set(ids + more)  # the gone one kept, last


def test_a_pattern_whose_evidence_merges_away_names_the_survivor_which_forgetting_then_spares(workspace):
    ids = add(workspace, *EPISODES)
    add(workspace, *[(f"Note {n}: {w}", "2026-10-01T10:00:00Z") for n, w in enumerate(["Lunch at noon", "VPN in infra"])])
    (pattern,) = consolidate("--json")["changes"]["patterns"]
    # the same episode again, faded and long unused, but pinned: it survives the merge
    (again,) = add(workspace, (EPISODES[0][0] + ".", "2026-11-01T03:00:00Z", 0.05))
    with open_store(workspace).transaction() as txn:
        txn.pin(again)
    assert f"pattern {pattern['id']} names {again} for {ids[0]} (merged)" in consolidate("--dry-run")
    assert consolidate("--report", "--json")["patternsRepointed"] == 0  # a report changes nothing
    result = consolidate("--json")
    assert result["changes"]["merged"] == [{"survivor": again, "absorbed": ids[0], "reason": ANY_REASON}]
    assert result["patternsRepointed"] == 1 and result["changes"]["patternsRepointed"] == [
        {"id": pattern["id"], "merged": [{"absorbed": ids[0], "survivor": again}]}
    ]
    evidence = records(workspace)[pattern["id"]]["evidence"]
    assert evidence == [again, *ids[1:]] and set(evidence) <= set(records(workspace))
    assert consolidate("--json")["patternsRepointed"] == 0  # a second sleep changes nothing
    with open_store(workspace).transaction() as txn:  # unpinned, it is still the pattern's evidence
        txn.pin(again, False)
    spared = consolidate("--report", "--json")
    assert again not in [f["id"] for f in spared["changes"]["archived"]]
    assert {"id": again, "importance": ANY_REASON, "reason": "evidence of a pattern"} in spared["changes"]["kept"]


class _Any:
    def __eq__(self, other) -> bool:
        return True


ANY_REASON = _Any()


def test_clusters_are_size_capped_stars_that_do_not_chain(workspace):
    # 20 near-identical episodes make at most PATTERN_MAX evidence per pattern
    items = [
        (f"The orders migration timed out and broke the staging deploy {c}", f"2026-11-{n + 1:02d}T02:00:00Z")
        for n, c in enumerate(CIRCUMSTANCES)
    ]
    add(workspace, *items)
    result = consolidate("--json")
    assert result["merged"] == 0 and result["patterns"] >= 1, result["changes"]
    assert all(len(p["evidence"]) <= sleep.PATTERN_MAX for p in result["changes"]["patterns"])
    every = [e for p in result["changes"]["patterns"] for e in p["evidence"]]
    assert len(every) == len(set(every))  # no episode is evidence of two patterns


def test_pattern_text_comes_from_the_agent_command_when_one_is_configured(workspace, tmp_path):
    add(workspace, *EPISODES)
    agent = tmp_path / "agent.py"
    agent.write_text(
        "import sys, json\n"
        "data = sys.stdin.read()\n"
        "assert '--- BEGIN' in data and '\"cluster\": \"c1\"' in data.replace('\":\"', '\": \"')\n"
        "print(json.dumps({'patterns': [{'cluster': 'c1', 'content': 'Staging deploys keep failing on the orders migration.'}]}))\n"
    )
    result = consolidate("--json", "--agent-command", f"{sys.executable} {agent}")
    (pattern,) = result["changes"]["patterns"]
    assert pattern["text"] == "agent"
    assert records(workspace)[pattern["id"]]["content"] == "Staging deploys keep failing on the orders migration."


def test_a_failing_agent_command_keeps_the_extractive_text(workspace):
    add(workspace, *EPISODES)
    result = consolidate("--json", "--agent-command", "echo 'not json'")
    (pattern,) = result["changes"]["patterns"]
    assert pattern["text"] == "extractive" and "the agent command failed" in result["notes"][0]


# ---------------------------------------------------------------- forgetting
def test_forgetting_archives_never_deletes_and_report_changes_nothing(workspace):
    faded, pinned, fresh = add(
        workspace,
        ("The old fax number was on the fridge", "2026-01-01T10:00:00Z", 0.1),
        ("The safe's code is in the blue binder", "2026-01-01T10:00:00Z", 0.1),
        ("User prefers tea in the afternoon", "2026-11-20T10:00:00Z", 0.6),
    )
    with open_store(workspace).transaction() as txn:
        txn.pin(pinned)
    before = committed(workspace)
    out = consolidate("--report")
    assert f"- {faded} (" in out and "unused for" in out
    assert f"- {pinned} (" in out and "pinned" in out
    assert fresh not in out
    assert committed(workspace) == before  # nothing changed, not even the sleep's state
    report = consolidate("--report", "--json")
    assert report["archived"] == 0 and report["forgetCandidates"] == 1
    result = consolidate("--json")
    assert result["archived"] == 1 and [a["id"] for a in result["changes"]["archived"]] == [faded]
    assert faded not in records(workspace) and {pinned, fresh} <= set(records(workspace))
    assert archived(workspace)[faded]["content"] == "The old fax number was on the fridge"


@pytest.mark.parametrize(
    "texts",
    [
        # the rules join the first two (one fact updated), not the third: another predicate
        (
            "You'll find Marco Jensen at the Sydney office",
            "You'll find Marco Jensen at the Istanbul office",
            "Marco Jensen works out of Amsterdam",
            "Eva Holm works out of Amsterdam",
        ),
        # "checkout-service" is filed under "checkout" and "service": the lookup must find it
        (
            "Clients of the checkout-service v2 API sign in with API keys",
            "Clients of the checkout-service v2 API sign in with SAML",
            "checkout-service v2 auth changed to session cookies",
            "The ledger-service v1 API has a changelog",
        ),
        # a first name alone is no name to the rules: the subject's words say who it is about
        (
            "Alice works in Berlin",
            "Alice moved to Munich",
            "You'll find Alice at the Lisbon office",
            "Bruno works out of Lisbon",
        ),
    ],
)
def test_forgetting_keeps_a_newer_memory_about_a_fact_whose_current_version_stays(workspace, texts):
    dates = ("2026-02-01T10:00:00Z", "2026-04-01T10:00:00Z", "2026-07-01T10:00:00Z", "2026-07-01T10:00:00Z")
    first, current, newer, other = add(workspace, *((text, day, 0.1) for text, day in zip(texts, dates, strict=True)))
    result = consolidate("--json")
    assert [s["old"] for s in result["changes"]["superseded"]] == [first]
    # archiving the newer one would leave the current version, maybe stale, as all there is
    assert [a["id"] for a in result["changes"]["archived"]] == [other]
    assert {first, current, newer} <= set(records(workspace))
    report = consolidate("--report", "--json")
    kept = {k["id"]: k["reason"] for k in report["changes"]["kept"]}
    assert kept[newer] == f"newer than {current}, the kept current version of a fact about its subject"


# ---------------------------------------------------------------- the whole sleep
MIXED = [
    ("The user prefers dark mode in every editor", "2026-11-03T10:00:00Z"),
    ("User likes dark mode in every editor", "2026-11-03T10:00:00Z"),
    ("Use npm, not yarn, for the web app", "2026-11-03T10:00:00Z"),
    ("Use yarn, not npm, for the web app", "2026-11-03T10:00:00Z"),
    ("The billing service runs on Java", "2026-11-03T10:00:00Z"),
    ("The billing service now runs on Go", "2026-11-13T10:00:00Z"),
    ("I always want answers in Spanish", "2026-11-03T10:00:00Z"),
    ("I never want answers in Spanish", "2026-11-03T10:00:00Z"),
    *EPISODES,
    ("The old fax number was on the fridge", "2026-01-03T10:00:00Z", 0.1),
]


def test_running_twice_changes_nothing_the_second_time(workspace):
    texts = [item[0] for item in MIXED]
    add(workspace, *MIXED)
    first = consolidate("--json")
    assert first["merged"] and first["superseded"] and first["conflictsOpened"] and first["patterns"]
    assert first["archived"]
    after = committed(workspace)
    second = consolidate("--json")
    counts = ("merged", "superseded", "conflictsOpened", "patterns", "patternsGrown", "archived", "new")
    assert {k: second[k] for k in counts} == dict.fromkeys(counts, 0)
    assert committed(workspace) == after
    # every text ever captured is in the store or the archive, byte for byte
    assert set(texts) <= set(every_text(workspace))


def _outcome_by_text(workspace: Path) -> tuple:
    """A sleep's result in words, not ids (ids follow the order memories arrived in)."""
    live = records(workspace)
    text = {i: m["content"] for i, m in live.items()}
    gone = archived(workspace)
    text.update({i: m["content"] for i, m in gone.items()})
    return (
        sorted(
            (
                m["content"],
                text.get(m.get("supersededBy")),
                tuple(sorted(text[e] for e in m.get("evidence") or [])),
                tuple(sorted(x["content"] for x in m.get("mergedFrom") or [])),
            )
            for m in live.values()
        ),
        sorted((m["content"], text.get(m.get("duplicateOf"))) for m in gone.values()),
        sorted(p.read_text().count("mem_") for p in (workspace / "memory" / "conflicts").glob("*.md")),
    )


def test_the_order_of_same_timestamp_memories_does_not_change_the_result(tmp_path):
    same_time = [(item[0], "2026-11-05T10:00:00Z", *item[2:]) for item in MIXED]
    outcomes = []
    for n, items in enumerate((same_time, same_time[::-1], same_time[3:] + same_time[:3])):
        ws = make_store(tmp_path / f"ws{n}")
        os.environ["WORKSPACE"] = str(ws)
        add(ws, *items)
        consolidate("--json")
        outcomes.append(_outcome_by_text(ws))
    assert outcomes[0] == outcomes[1] == outcomes[2]
    assert outcomes[0][1]  # it did merge or archive something


def test_dry_run_says_what_a_sleep_would_do_and_changes_nothing(workspace):
    add(workspace, *MIXED)
    before = committed(workspace)
    dry = consolidate("--dry-run", "--json")
    assert committed(workspace) == before
    real = consolidate("--json")
    for key in ("merged", "superseded", "conflictsOpened", "patterns", "forgetCandidates"):
        assert dry[key] == real[key], key


def test_a_killed_sleep_leaves_the_store_as_it_was(workspace):
    add(workspace, *MIXED[:6], *EPISODES)
    baseline = workspace.parent / "baseline"
    shutil.copytree(workspace / "memory", baseline, symlinks=True)
    done = workspace.parent / "done"
    shutil.copytree(workspace, done)
    os.environ["WORKSPACE"] = str(done)
    consolidate()
    # by text: the copy drew its own machine tag (another folder), so its pattern's id differs
    expected_after = texts_of(state(done))
    os.environ["WORKSPACE"] = str(workspace)
    before_state = texts_of(state(workspace))
    assert expected_after != before_state
    seen = []
    for n in range(1, 400):
        run = subprocess.run(
            [sys.executable, str(WORKLOAD), "crash-at", str(n), "consolidate"], capture_output=True, timeout=120
        )
        assert b"Traceback" not in run.stderr, run.stderr.decode()
        now = texts_of(state(workspace))  # recovers: finishes a committed sleep, drops one never committed
        assert now in (before_state, expected_after), f"crash at step {n} left a mixed store"
        seen.append("after" if now == expected_after else "before")
        if run.returncode == 0 or now == expected_after:
            break
        assert run.returncode == 137
        # put the store back exactly as it was, so the next step crashes the same sleep later
        shutil.rmtree(workspace / "memory")
        shutil.copytree(baseline, workspace / "memory", symlinks=True)
    assert seen[-1] == "after" and seen.count("before") >= 5
    doctor = CliRunner().invoke(cli.doctor, [])
    assert doctor.exit_code == 0, doctor.output


def texts_of(memories: frozenset) -> frozenset:
    return frozenset(content for _, content in memories)


# ---------------------------------------------------------------- links
def _recall_together(*ids: str) -> None:
    with open_store(Path(os.environ["WORKSPACE"])).transaction() as txn:
        txn.reinforce_together(list(ids))


def test_links_fire_strengthen_decay_and_prune():
    day = 86400.0
    facts = [links.Facts("a", None, 0.0), links.Facts("b", None, 0.0), links.Facts("c", None, 0.0)]
    once = links.fold(facts, [links.Use(day, ("t1", "x", 1), ("a", "b"))])
    (w1,) = [w for w, _, _ in once.pairs.values()]
    assert w1 == pytest.approx(links.USE_RATE)
    twice = links.fold(facts, [links.Use(day, ("t1", "x", 1), ("a", "b")), links.Use(2 * day, ("t2", "x", 2), ("a", "b"))])
    (w2,) = [w for w, _, _ in twice.pairs.values()]
    assert w2 > w1  # fired together again: stronger
    graph = links.layout(twice)
    assert graph.links("a", 2 * day)[0][:1] == ("b",)
    later = graph.links("a", 102 * day)[0][1]
    assert later == pytest.approx(w2 * links.DECAY**100, rel=1e-6)  # not firing: decays
    assert graph.links("a", 2000 * day) == []  # below the floor: pruned
    assert graph.links("c", 2 * day) == []


def test_a_fold_s_strongest_links_are_those_its_graph_gives():
    day = 86400.0
    facts = [links.Facts(x, "chat" if x in "de" else None, 30 * day) for x in "abcdef"]
    uses = [links.Use(day * n, (f"t{n}", "x", n), ids) for n, ids in enumerate([("a", "b"), ("a", "c", "b"), ("b", "c")], 1)]
    fold = links.fold(facts, uses)
    graph = links.layout(fold)
    for now in (3 * day, 40 * day, 400 * day):
        strongest = links.strongest(fold, now)
        assert {x: strongest.get(x, 0.0) for x in "abcdef"} == {x: graph.strongest(x, now) for x in "abcdef"}
    assert set(links.strongest(fold, 40 * day)) == set("abcde")  # f fired with nothing
    assert links.strongest(fold, 4000 * day) == {}  # all faded below the floor


def test_a_sleep_reports_links_created_strengthened_and_pruned(workspace):
    a, b, c = add(
        workspace,
        ("Lisbon trams are yellow", "2026-11-01T10:00:00Z"),
        ("The violin lesson is on Tuesday", "2026-11-01T10:00:00Z"),
        ("Quartz clocks need a battery", "2026-11-01T10:00:00Z"),
    )
    _recall_together(a, b)
    first = consolidate("--json")["links"]
    assert first["created"] == 1 and first["hebbian"] == 1
    os.environ["HIPPOCAMPUS_NOW"] = "2026-11-30T10:00:00Z"  # a day later they fire together again
    try:
        _recall_together(a, b)
        second = consolidate("--json")["links"]
    finally:
        os.environ["HIPPOCAMPUS_NOW"] = NOW
    assert second["strengthened"] == 1 and second["created"] == 0
    os.environ["HIPPOCAMPUS_NOW"] = "2029-11-29T10:00:00Z"  # three years without firing
    try:
        third = consolidate("--json")["links"]
    finally:
        os.environ["HIPPOCAMPUS_NOW"] = NOW
    assert third["pruned"] == 1 and third["hebbian"] == 0


def test_memories_captured_from_one_conversation_are_linked(workspace):
    a, b = add(
        workspace,
        ("Lisbon trams are yellow", "2026-11-01T10:00:00Z", 0.5, "chat-42#3"),
        ("The violin lesson is on Tuesday", "2026-11-01T10:05:00Z", 0.5, "chat-42#4"),
    )
    store = open_store(workspace)
    assert [(i, kind) for i, _, kind in links.neighbours(store, store.view(), a)] == [(b, "co-capture")]


# ---------------------------------------------------------------- when
def test_if_due_sleeps_once_then_not_until_due(workspace):
    add(workspace, *EPISODES)
    assert consolidate("--if-due", "--json")["patterns"] == 1
    assert consolidate("--if-due", "--json")["ran"] is False
    assert "sleep not due" in consolidate("--if-due")


def test_if_due_fails_open(workspace):
    (workspace / "memory" / "index.json").unlink()
    os.mkfifo(workspace / "memory" / "index.json")  # a read would block forever
    result = CliRunner().invoke(cli.consolidate, ["--if-due"])
    assert result.exit_code == 0 and result.stderr.startswith("hippocampus: sleep skipped: ")
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_input_is_one_line_and_non_zero(workspace, tmp_path):
    result = CliRunner().invoke(cli.consolidate, ["--dry-run", "--report"])
    assert result.exit_code == 2 and "do not go together" in result.output
    result = CliRunner().invoke(cli.consolidate, ["--workspace", str(tmp_path / "nowhere")])
    assert result.exit_code == 1 and len(result.output.strip().splitlines()) == 1


def test_the_run_loop_sleeps_once_new_importance_passes_the_threshold(workspace, tmp_path, monkeypatch):
    import fixtures_transcripts as fx
    from hippocampus import run_loop

    planted = [
        ("user", "Please remember that the staging server is in Frankfurt"),
        ("user", "I prefer pnpm over npm"),
    ]
    path = tmp_path / "t" / "session.jsonl"
    path.parent.mkdir(parents=True)
    fx.write_claude_code(path, 40, planted)
    monkeypatch.setattr(sleep, "TRIGGER_IMPORTANCE", 100.0)  # 1.5 of new importance: not enough
    summary = run_loop.run(open_store(workspace), [path])
    assert summary["created"] == 2 and summary["slept"] is False
    assert sleep.read_last(open_store(workspace).folder).at is None
    monkeypatch.setattr(sleep, "TRIGGER_IMPORTANCE", 1.0)
    add(workspace, ("Lisbon trams are yellow", "2026-11-01T10:00:00Z"))
    summary = run_loop.run(open_store(workspace), [path])
    assert summary["slept"] is True and "slept" in run_loop.describe(summary), summary
    assert sleep.read_last(open_store(workspace).folder).at == NOW
    assert run_loop.run(open_store(workspace), [path])["slept"] is False  # all seen now


def test_the_weekly_cron_job_runs_consolidate_if_due(tmp_path):
    from hippocampus import schedule
    from hippocampus.installation import Setup

    plan = schedule.resolve_schedule({}, None, None, True, None, weekly_sleep=True)
    assert plan.sleep == schedule.DEFAULT_SLEEP_CRON
    setup = Setup(workspace=tmp_path / "ws", home=tmp_path, source=tmp_path, tools=None)
    jobs = {job.name: job for job in schedule.cron_jobs(setup, plan, tmp_path / "skill")}
    assert jobs[schedule.SLEEP_JOB].expr == "0 4 * * 0"
    assert "consolidate.py" in jobs[schedule.SLEEP_JOB].command and "--if-due" in jobs[schedule.SLEEP_JOB].command
    assert schedule.resolve_schedule({}, None, None, True, None).sleep is None  # OpenClaw: the run loop's trigger


# ---------------------------------------------------------------- two processes
def _forks_counted(monkeypatch, **lowered) -> list:
    """Fork however small the work (``lowered``: sleep's thresholds to set, on a machine of
    two processors); the list grows by one per fork."""
    for name, value in lowered.items():
        monkeypatch.setattr(sleep, name, value)
    monkeypatch.setattr(sleep, "_processors", lambda: 2)
    forks, fork = [], os.fork

    def counted():
        forks.append(1)
        return fork()

    monkeypatch.setattr(os, "fork", counted)
    return forks


def _exit_codes(monkeypatch) -> list:
    """The exit code of each child reaped from here on."""
    codes, waitpid = [], os.waitpid

    def watched(pid, options):
        found = waitpid(pid, options)
        codes.append(os.waitstatus_to_exitcode(found[1]))
        return found

    monkeypatch.setattr(os, "waitpid", watched)
    return codes


def _fork_always(monkeypatch) -> list:
    """Relate in two processes however few the pairs."""
    return _forks_counted(monkeypatch, PARALLEL_NEW=2)


VERSIONED = [
    (f"{who} {verb} {what}", f"2026-0{month}-1{day}T10:00:00Z")
    for month, who in enumerate(("User", "Alice", "The team"), 1)
    for day, (verb, what) in enumerate(
        [("prefers", "dark mode"), ("prefers", "light mode"), ("uses", "pnpm, not npm"), ("uses", "npm, not pnpm"),
         ("lives in", "Berlin"), ("moved to", "Lisbon"), ("does not like", "dark mode"), ("likes", "dark mode")]
    )
]  # fmt: skip


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
def _looked(workspace: Path) -> list:
    """look_all over every memory of the store, all of them new."""
    memories = sorted((sleep.mem_of(r, open_store(workspace).now) for r in open_store(workspace).view()), key=lambda m: m.key)
    by_id = {m.id: m for m in memories}
    rank = {m.id: n for n, m in enumerate(memories)}
    return sleep.look_all(memories, frozenset(by_id), by_id, rank, sleep.Analyses())


def test_two_processes_relate_as_one_does(workspace, monkeypatch):
    add(workspace, *MIXED, *VERSIONED)
    serial = _looked(workspace)
    forks = _fork_always(monkeypatch)
    assert _looked(workspace) == serial
    assert forks == [1]  # finding candidates and relating them (too few texts to read them apart)
    _read_apart(monkeypatch)
    assert _looked(workspace) == serial
    assert forks == [1] + [1, 1]  # reading the texts first, then the rest
    count, rows = serial
    assert {v.kind for _, _, v in rows} >= {"duplicate", "update", "conflict"}
    assert count > len(rows)  # the different pairs no pattern can use are counted, not kept


def test_a_text_said_again_is_related_once_per_partner_text_with_the_same_rows(workspace, monkeypatch):
    # the same texts captured again at other times: each pair of texts (and which is
    # newer) is related once, and every pair's row is what relating it afresh gives
    again = [(text, created.replace("T10", "T11")) for text, created in VERSIONED]
    # said at one moment, no newer one: "Berlin" / "Lisbon" are two values unordered there,
    # a version at two moments
    moves = [("User lives in Berlin", "2026-06-01T10:00:00Z"), ("User lives in Lisbon", "2026-06-02T10:00:00Z")]
    moves += [("User lives in Berlin", "2026-06-03T10:00:00Z"), ("User lives in Lisbon", "2026-06-03T10:00:00Z")]
    add(workspace, *MIXED, *VERSIONED, *again, *moves)
    calls = []
    relate = relations.relate
    monkeypatch.setattr(relations, "relate", lambda *a: calls.append(a) or relate(*a))
    remembered = _looked(workspace)
    with monkeypatch.context() as each:
        each.setattr(sleep, "_said_again", lambda memories: set())
        related_afresh = len(calls)
        assert _looked(workspace) == remembered
        related_afresh = len(calls) - related_afresh
    assert len(calls) - related_afresh < related_afresh  # fewer calls when texts were said again
    assert {v.kind for _, _, v in remembered[1]} >= {"duplicate", "update", "conflict"}
    berlin_lisbon = {v.kind for _, _, v in remembered[1] if set(v.detail) == {"berlin", "lisbon"}}
    assert {"update", "conflict"} <= berlin_lisbon


def test_the_order_pairs_are_related_in_changes_no_row(workspace, monkeypatch):
    # _nearby_first only orders the work (for the analyses kept): rows come back in the
    # order the pairs were found, whatever order they were related in
    add(workspace, *MIXED, *VERSIONED)
    serial = _looked(workspace)
    nearby_first = sleep._nearby_first
    monkeypatch.setattr(sleep, "_nearby_first", lambda pairs: list(range(len(pairs)))[::-1])
    assert _looked(workspace) == serial
    pairs = [("c", "a"), ("d", "b"), ("e", "c"), ("f", "a"), ("a", "x"), ("y", "z"), ("z", "y")]
    order = nearby_first(pairs)
    assert sorted(order) == list(range(len(pairs)))  # every pair once, a loop (y, z) too
    # "c" and "f" hang under "a", "e" under "c": a's pairs, then c's, apart from b's and the loop's
    assert [pairs[n] for n in order] == [
        ("d", "b"), ("a", "x"), ("c", "a"), ("f", "a"), ("e", "c"), ("y", "z"), ("z", "y")
    ]  # fmt: skip


def _read_apart(monkeypatch) -> None:
    """The new memories' texts read in a fork of their own however few they are."""
    monkeypatch.setattr(sleep, "PARALLEL_READ", 1)
    monkeypatch.setattr(sleep, "READ_APART_SHARE", 0.0)


def test_texts_asked_in_a_known_order_keep_what_is_asked_again_soonest(monkeypatch):
    texts = [f"{who} works on the {project} project" for who in ("Alice", "Bob") for project in ("Falcon", "Heron", "Otter")]
    asks = [texts[n] for n in (0, 1, 2, 3, 4, 0, 1, 2, 3, 5, 0, 1, 2, 3, 4, 5, 0, 1)]

    def decodes(expect: bool) -> tuple[int, list]:
        analysis = sleep.Analyses(limit=4)
        for text in texts:
            analysis(text)  # read once: later misses decode the fresh reading
        count = []
        real = sleep.readings.decode
        monkeypatch.setattr(sleep.readings, "decode", lambda *a: count.append(1) or real(*a))
        with analysis.expecting(asks) if expect else contextlib.nullcontext():
            read = [analysis(text) for text in asks]
        monkeypatch.setattr(sleep.readings, "decode", real)
        assert analysis._then is None and not analysis._next  # the plan ends with the block
        return len(count), read

    planned, read = decodes(True)
    oldest_first, same = decodes(False)
    assert read == same == [relations.analyze(t) for t in asks]
    assert (planned, oldest_first) == (9, 18)  # 9: the fewest any rule keeping 4 can decode here (Belady)


def test_an_overlap_surely_below_a_pattern_s_is_recorded_as_none_and_changes_nothing(workspace, monkeypatch):
    # the overlap is the weighted Jaccard of the lookup's shared and own weights; one whose
    # shared weight is under half the new memory's cannot reach a pattern and is 0.0
    add(workspace, *MIXED, *VERSIONED, *[(f"{EPISODES[0][0][:-25]} {c}", "2026-11-20T02:00:00Z") for c in CIRCUMSTANCES])
    count, rows = _looked(workspace)
    monkeypatch.setattr(sleep, "_BELOW", 0.0)  # never skipped: every overlap worked out
    every = _looked(workspace)
    assert count == every[0] and [pair for pair, _, _ in rows] == [pair for pair, _, _ in every[1]]
    skipped = [b for (_, a, _), (_, b, _) in zip(rows, every[1], strict=True) if a != b]
    assert skipped and all(0.0 < b < sleep.PATTERN_SIMILARITY for b in skipped)

    def kept(looked):  # what a plan reads of a row: the overlap only where a pattern may use it
        return [(pair, share if share >= sleep.PATTERN_SIMILARITY else None, v) for pair, share, v in looked[1]]

    assert kept((count, rows)) == kept(every) and any(share for _, share, _ in kept(every))


def slept_in_one_process_and_in_two(tmp_path: Path, monkeypatch, read) -> tuple[list, list]:
    """The same store (MIXED and VERSIONED) slept in one process, then in two: what
    ``read(workspace, summary)`` says of each, and the forks made."""
    outcomes, forks = [], []
    for n in range(2):
        ws = make_store(tmp_path / f"ws{n}")
        monkeypatch.setenv("WORKSPACE", str(ws))
        add(ws, *MIXED, *VERSIONED)
        if n:
            forks = _fork_always(monkeypatch)
        outcomes.append(read(ws, consolidate("--json")))
    return outcomes, forks


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
def test_a_sleep_in_two_processes_changes_the_store_as_one_does(tmp_path, monkeypatch):
    outcomes, forks = slept_in_one_process_and_in_two(tmp_path, monkeypatch, lambda ws, r: (r["changes"], _outcome_by_text(ws)))
    assert forks == [1]
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0]["merged"] and outcomes[0][0]["superseded"]


def _child_cannot_write(monkeypatch, forks):
    class Broken:  # the child cannot write its half: it exits non-zero, with nothing said
        loads = staticmethod(sleep.orjson.loads)

        @staticmethod
        def dumps(value):
            raise RuntimeError("no")

    monkeypatch.setattr(sleep, "orjson", Broken)


def _sleep_is_gone(monkeypatch, forks):
    monkeypatch.setattr(os, "getppid", lambda: -1)  # as the child sees it once the sleep was killed


def _fork_refused(monkeypatch, forks):
    def refused():
        forks.append(1)
        raise PermissionError(1, "Operation not permitted")  # a sandbox's seccomp rule

    monkeypatch.setattr(os, "fork", refused)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
@pytest.mark.parametrize("trouble", [_child_cannot_write, _sleep_is_gone, _fork_refused])
def test_when_the_child_gives_no_answer_this_process_relates_its_share(workspace, monkeypatch, trouble):
    add(workspace, *VERSIONED)
    serial = _looked(workspace)
    forks = _fork_always(monkeypatch)
    _read_apart(monkeypatch)
    trouble(monkeypatch, forks)
    assert _looked(workspace) == serial
    assert forks == [1, 1]  # each step's child failed: this process did its share


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
def test_a_child_ends_in_every_step_once_its_sleep_is_gone(workspace, monkeypatch):
    add(workspace, *VERSIONED)
    serial = _looked(workspace)
    forks = _fork_always(monkeypatch)
    _read_apart(monkeypatch)
    _sleep_is_gone(monkeypatch, forks)
    codes = _exit_codes(monkeypatch)
    assert _looked(workspace) == serial
    assert codes == [1, 1]  # reading, then finding and relating: each child ended at its first check


# ---------------------------------------------------------------- the links beside the plan
CONVERSATION = [
    (f"Standup note {n}: the {what} is ready", f"2026-11-0{1 + n // 4}T10:{n:02d}:00Z", 0.5, f"chat-{n // 4}#{n}")
    for n, what in enumerate(["parser", "linter", "tokenizer", "printer", "cache", "loader", "router", "mailer"])
]


def _links_by_text(workspace: Path, summaries: list) -> tuple:
    """Each sleep's links report, the links cache's graph in words, and the store in words."""
    store = open_store(workspace)
    view = store.view()
    text = {m["id"]: m["content"] for m in view}
    cached = links.decode((Path(workspace) / "memory" / links.CACHE_FILE).read_bytes(), links.cache_stamp(store, view))
    assert cached is not None  # the sleep left a cache that describes the store
    now = store.now.timestamp()
    graph = sorted((text[i], text[j], w, kind) for i in text for j, w, kind in cached.links(i, now))
    counts = ("new", "pairs", "merged", "superseded", "conflictsOpened", "patterns", "patternsGrown", "archived")
    return [(r["links"], {k: r[k] for k in counts}) for r in summaries], graph, _outcome_by_text(workspace)


def _slept_twice(workspace: Path) -> tuple:
    """MIXED, VERSIONED and a conversation, two recalled together, a sleep; then more of the
    conversation, a recall, a sleep (so the second reports links against the first)."""
    ids = add(workspace, *MIXED, *VERSIONED, *CONVERSATION[:5])
    _recall_together(ids[0], ids[4], ids[-1])
    first = consolidate("--json")
    more = add(workspace, *CONVERSATION[5:])
    _recall_together(more[0], ids[-1])
    second = consolidate("--json")
    assert first["links"]["created"] and second["links"]["hebbian"] > first["links"]["hebbian"]
    assert second["links"]["structural"]
    return _links_by_text(workspace, [first, second])


def _links_aside(monkeypatch) -> list:
    """The fingerprints and links in a child however small the store."""
    return _forks_counted(monkeypatch, LINKS_ASIDE=0)


def _answers_nothing(monkeypatch, parent):
    def broken(self, txn, reader, writer):
        raise RuntimeError("the child failed before its first answer")

    monkeypatch.setattr(sleep.Linking, "_answer", broken)


def _fails_after_the_fingerprints(monkeypatch, parent):
    real = sleep.Linking._fold_before

    def broken(self):
        if os.getpid() != parent:
            os._exit(3)  # killed while folding the store as it was
        return real(self)

    monkeypatch.setattr(sleep.Linking, "_fold_before", broken)


def _fails_after_its_first_answer(monkeypatch, parent):  # the strongest links
    real = sleep.Linking._fold_after

    def broken(self, after):
        if os.getpid() != parent:
            os._exit(3)  # killed while folding the store the sleep leaves
        return real(self, after)

    monkeypatch.setattr(sleep.Linking, "_fold_after", broken)


def _answers_garbage(monkeypatch, parent):
    real = sleep._send

    def garbled(fd, data):
        real(fd, b"not json" if os.getpid() != parent else data)

    monkeypatch.setattr(sleep, "_send", garbled)


def _refused(monkeypatch, parent):
    def refused():
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "fork", refused)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
@pytest.mark.parametrize(
    "trouble",
    [None, _answers_nothing, _fails_after_the_fingerprints, _fails_after_its_first_answer, _answers_garbage, _refused],
)
def test_links_folded_beside_the_plan_are_those_folded_in_it_whatever_the_child_does(tmp_path, monkeypatch, trouble):
    outcomes = []
    for n in range(2):
        ws = make_store(tmp_path / f"ws{n}")
        monkeypatch.setenv("WORKSPACE", str(ws))
        if n:
            forks = _links_aside(monkeypatch)
            if trouble is not None:
                trouble(monkeypatch, os.getpid())
            reaped = _exit_codes(monkeypatch)
        outcomes.append(_slept_twice(ws))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][1]  # the graph has links to compare
    if trouble is not _refused:
        assert len(forks) >= 2 and len(reaped) >= 2  # a child each sleep, each reaped


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
def test_a_dry_run_ends_the_links_child(workspace, monkeypatch):
    add(workspace, *MIXED)
    before = committed(workspace)
    forks = _links_aside(monkeypatch)
    codes = _exit_codes(monkeypatch)
    assert consolidate("--dry-run", "--json")["merged"]
    assert forks == [1] and len(codes) == 1  # the child was ended and reaped
    assert committed(workspace) == before


@pytest.mark.parametrize("enabled", [True, False])
def test_a_sleep_leaves_the_cycle_collector_as_it_found_it_also_when_it_fails(workspace, monkeypatch, enabled):
    add(workspace, *MIXED)
    seen = []
    real_plan = sleep.plan

    def watched(*args):
        seen.append(gc.isenabled())
        return real_plan(*args)

    monkeypatch.setattr(sleep, "plan", watched)
    (gc.enable if enabled else gc.disable)()
    try:
        consolidate("--json")
        assert seen == [False] and gc.isenabled() is enabled

        def broken(*args):
            raise RuntimeError("plan failed")

        monkeypatch.setattr(sleep, "plan", broken)
        with pytest.raises(RuntimeError):
            sleep.run(open_store(workspace))
        assert gc.isenabled() is enabled
    finally:
        gc.enable()


def test_what_a_sleep_made_is_not_left_for_the_collector_s_next_young_scan(workspace):
    """With the collector off, everything a sleep allocates piles up in the youngest
    generation, which the first allocation after it would scan whole (~0.3 s at 100,000)."""
    add(workspace, *MIXED)
    gc.collect()
    kept = []
    real_plan = sleep.plan

    def bulky(*args):
        kept.extend([i] for i in range(5000))  # objects the sleep makes and still holds
        return real_plan(*args)

    try:
        gc.disable()  # so that no collection runs before the count (as the CLI exits)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(sleep, "plan", bulky)
            sleep.run(open_store(workspace))
        young = len(gc.get_objects(generation=0))
        assert young < 1000, young
        assert len(kept) == 5000 and gc.is_tracked(kept[0])
    finally:
        gc.enable()


def test_the_script_ends_without_freeing_yet_prints_all_and_exits_with_the_command_s_status(workspace):
    """consolidate.py ends its process at once (os._exit) once the sleep is done: every line
    printed, the store committed, and the status the command gave (0, 1, 2)."""
    add(workspace, *MIXED)
    script = [sys.executable, str(Path(__file__).resolve().parent.parent / "scripts" / "consolidate.py")]
    env = dict(os.environ, WORKSPACE=str(workspace))
    done = subprocess.run([*script, "--json"], capture_output=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr.decode()
    result = json.loads(done.stdout)
    after = result["memories"] + result["patterns"] - result["merged"] - result["archived"]
    assert result["merged"] and len(records(workspace)) == after  # committed, and printed whole
    again = subprocess.run([*script], capture_output=True, timeout=120, env=env)
    assert again.returncode == 0 and again.stdout.decode().strip(), again.stderr.decode()
    both = subprocess.run([*script, "--dry-run", "--report"], capture_output=True, timeout=120, env=env)
    assert both.returncode == 2 and b"do not go together" in both.stderr
    (workspace.parent / "a-file").write_text("not a workspace", encoding="utf-8")
    broken = subprocess.run(
        [*script, "--json", "--workspace", str(workspace.parent / "a-file")], capture_output=True, timeout=120, env=env
    )
    assert broken.returncode == 1 and len(broken.stderr.decode().strip().splitlines()) == 1, broken.stderr.decode()


def test_a_sleep_leaves_its_values_for_a_process_that_ends_without_freeing(workspace, monkeypatch):
    add(workspace, *MIXED)
    held: list = []
    monkeypatch.setattr(sleep, "HELD_UNTIL_EXIT", held)
    sleep.run(open_store(workspace), dry_run=True)
    sleep.run(open_store(workspace))
    assert [len(values["memories"]) for values in held] == [len(MIXED), len(MIXED)]
    monkeypatch.setattr(sleep, "HELD_UNTIL_EXIT", None)
    sleep.run(open_store(workspace))
    assert len(held) == 2


def test_nothing_new_is_looked_up_without_building_an_index(workspace, monkeypatch):
    add(workspace, *MIXED)
    memories = [sleep.mem_of(r, open_store(workspace).now) for r in open_store(workspace).view()]
    by_id = {m.id: m for m in memories}
    rank = {m.id: n for n, m in enumerate(memories)}

    def no_index():
        raise AssertionError("an index was built with nothing to look up")

    monkeypatch.setattr(sleep.candidates, "CandidateIndex", no_index)
    assert sleep.look_all(memories, frozenset(), by_id, rank, sleep.Analyses()) == (0, [])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["", "2026-11-01T10:00:00Z", "2026-11-02T10:00:00Z", "2026-11-01"]), st.text(max_size=4)),
        max_size=30,
    )
)
def test_the_canonical_order_is_the_order_of_the_whole_key(items):
    memories = [
        sleep.Mem(f"mem_{n:03d}", text, said, None, "user", "note", 0.5, said, "episodic", None, None, (), False, 0)
        for n, (said, text) in enumerate(items)
    ]
    for shuffled in (memories, memories[::-1]):
        assert sleep.canonical(shuffled) == sorted(memories, key=lambda m: m.key)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.floats(min_value=-0.5, max_value=1.5, allow_nan=False),
            st.sampled_from(["2026-11-01", "2025-01-31", "2026-12-30", "not a day", "2026-11-29T23:59:59Z"]),
            st.booleans(),
        ),
        max_size=20,
    )
)
def test_a_sleep_s_importance_of_each_record_is_records_current_importance(items):
    from datetime import UTC, datetime

    from hippocampus.records import current_importance

    now = datetime(2026, 11, 29, 10, tzinfo=UTC)
    records = [
        {"id": f"mem_{n:03d}", "content": "x", "domain": "user", "category": "note", "baseImportance": base}
        | {"decayFrom": anchor}
        | ({"pinned": True} if pinned else {})
        for n, (base, anchor, pinned) in enumerate(items)
    ]
    made = sleep.mems_of(records, now)
    assert [m.importance for m in made] == [current_importance(r, now) for r in records]
    assert made == [sleep.mem_of(r, now) for r in records]


def test_a_survivor_of_faded_repeats_is_judged_as_the_merge_leaves_it_so_a_second_sleep_changes_nothing(workspace):
    # two faint statements of one fact, unused for months: the merge's reinforcement leaves
    # the survivor below the floor, so this sleep archives it, not the next one
    old, newer = add(
        workspace,
        ("Sara Mori works in Paris", "2025-04-17T16:56:00Z"),
        ("Note: Sara Mori works in Paris", "2026-01-22T09:03:00Z"),
    )
    first = consolidate("--json")
    assert first["merged"] == 1 and [f["id"] for f in first["changes"]["archived"]] == [old]
    after = committed(workspace)
    second = consolidate("--json")
    assert (second["merged"], second["archived"]) == (0, 0)
    assert committed(workspace) == after
    assert {"Sara Mori works in Paris", "Note: Sara Mori works in Paris"} <= set(every_text(workspace))


def test_a_memory_superseded_by_one_merged_away_names_the_survivor(workspace):
    # capture superseded "at 9" by "now at 10"; a hand file said "now at 10" earlier: the
    # merge keeps the earlier one, and "at 9" must point at it, not into the archive
    nine, ten = add(
        workspace, ("The standup is at 9", "2025-01-01T10:00:00Z"), ("The standup is now at 10", "2026-11-01T10:00:00Z")
    )
    with open_store(workspace).transaction() as txn:
        txn.supersede(nine, ten, until="2026-11-01T10:00:00Z")
    (hand,) = add(workspace, ("The standup is now at 10", "2026-10-01T10:00:00Z"))
    result = consolidate("--json")
    assert [(m["survivor"], m["absorbed"]) for m in result["changes"]["merged"]] == [(hand, ten)]
    assert {"old": nine, "new": hand, "validUntil": "2026-11-01T10:00:00Z", "reason": "successor-merged"} in result[
        "changes"
    ]["superseded"]
    live = records(workspace)
    assert (live[nine]["supersededBy"], live[nine]["validUntil"]) == (hand, "2026-11-01T10:00:00Z")
    assert consolidate("--json")["superseded"] == 0


def test_a_fact_said_again_after_it_changed_is_not_merged_with_its_first_saying(workspace):
    munich, austin, again = add(
        workspace,
        ("Eva Weber works in Munich", "2025-02-01T10:00:00Z"),
        ("Eva Weber moved to Austin", "2025-04-01T10:00:00Z"),
        ("Note: Eva Weber works in Munich", "2026-03-01T10:00:00Z"),
    )
    result = consolidate("--json")
    assert result["merged"] == 0 and not result["skipped"]
    live = records(workspace)
    assert live[munich]["supersededBy"] == austin and live[austin]["supersededBy"] == again
    assert "supersededBy" not in live[again]


def test_one_fact_about_different_people_is_no_pattern(workspace):
    # "Recurring (4 times): Olga Falk works in Lisbon" from four people's facts was false.
    # Their names said often elsewhere, the shared "works in Lisbon" outweighs them.
    people = ("Olga Falk", "Olga Weber", "Nils Falk", "Olga Silva", "Nils Weber", "Olga Mori", "Nils Silva")
    hobbies = ("chess", "tennis", "sailing", "pottery", "climbing", "baking", "cycling", "knitting")
    add(workspace, *[(f"{p} enjoys {h}", f"2025-01-{n + 1:02d}T10:00:00Z") for n, p in enumerate(people) for h in hobbies])
    add(
        workspace,
        ("Olga Falk works in Lisbon", "2025-03-23T10:00:00Z"),
        ("Olga Weber works in Lisbon", "2025-05-02T10:00:00Z"),
        ("Nils Falk works in Lisbon", "2025-06-11T10:00:00Z"),
        ("Olga Silva works in Lisbon", "2025-08-26T10:00:00Z"),
    )
    result = consolidate("--json")
    assert (result["patterns"], result["merged"], result["superseded"]) == (0, 0, 0), result["changes"]


def test_where_the_user_lives_and_a_move_meet_though_they_share_no_word(workspace):
    # "I live in Berlin" / "I moved to Munich": no term in common ("live", "moved" and the
    # user are none), so no candidate pair until both are filed under relations.USER_PLACE
    berlin, munich = add(
        workspace, ("I live in Berlin", "2026-11-01T10:00:00Z"), ("I moved to Munich", "2026-11-20T10:00:00Z")
    )
    result = consolidate("--json")
    assert [(s["old"], s["new"]) for s in result["changes"]["superseded"]] == [(berlin, munich)]
