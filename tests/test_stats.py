"""stats.py: what the store holds, figure by figure, on a store built to known counts."""

from __future__ import annotations

from datetime import UTC, datetime

import orjson
from click.testing import CliRunner
from conftest import NOW, run_script
from hippocampus import cli, conflicts, stats
from hippocampus.store import Store

CLOCK = datetime.fromisoformat(NOW.replace("Z", "+00:00")).astimezone(UTC)  # Sunday 29 November 2026


def figures(workspace, *extra) -> tuple[dict, str]:
    as_json = CliRunner().invoke(cli.stats, ["--json", "--workspace", str(workspace), *extra])
    assert as_json.exit_code == 0, as_json.output
    text = CliRunner().invoke(cli.stats, ["--workspace", str(workspace)])
    return orjson.loads(as_json.stdout), text.stdout


def test_counts_per_tier_layer_domain_and_confidence(workspace):
    with Store(workspace, CLOCK).transaction() as txn:
        txn.create("Core fact about the user", "user", "fact", 0.9)
        txn.create("Active world note", "world", "fact", 0.5, facts={"confidence": "verified"})
        txn.create("Pattern drawn from episodes", "self", "lesson", 0.3, facts={"layer": "semantic"})
        faded = txn.create("Old fax number", "world", "fact", 0.1, created="2026-06-01T09:00:00Z")["id"]
        pinned = txn.create("Pinned low one", "relationship", "rule", 0.15, facts={"pinned": True})["id"]
        old = txn.create("Standup is at 9", "world", "schedule", 0.6, created="2026-11-20T09:00:00Z")["id"]
        new = txn.create("Standup is at 10", "world", "schedule", 0.6)["id"]
        txn.supersede(old, new)
        a = txn.create("I always want answers in Spanish", "user", "preference", 0.8)["id"]
        b = txn.create("I never want answers in Spanish", "user", "preference", 0.8)["id"]
        conflict = conflicts.open_conflict(txn, "contradiction", [a, b], "always vs never").id
    value, text = figures(workspace)
    assert value["memories"] == 9
    assert value["tiers"] == {"core": 3, "active": 3, "background": 1, "archive": 2}
    assert value["layers"] == {"episodic": 8, "semantic": 1}
    assert value["domains"] == {"user": 3, "self": 1, "relationship": 1, "world": 4}
    # the June memory was last used in June: stale (over 30 days); the pinned one never goes stale
    assert value["confidence"] == {"verified": 1, "observed": 7, "inferred": 0, "stale": 1}
    assert (value["superseded"], value["pinned"]) == (1, 1)
    assert value["openConflicts"] == {"count": 1, "ids": [conflict]}
    assert value["archiveCandidates"]["count"] == 1  # the pinned one is kept on purpose
    assert [c["id"] for c in value["archiveCandidates"]["lowest"]] == [faded]
    assert pinned not in text.split("archive candidates")[1].splitlines()[0]
    growth = value["growthPerWeek"]
    assert len(growth) == 12 and growth[-1]["week"] == "2026-11-23"
    assert growth[-1]["added"] == 7 and growth[-2] == {"week": "2026-11-16", "added": 1, "total": 2}
    assert growth[0]["total"] == 1  # the June one counts as older than the twelve weeks
    assert "- tiers: core 3, active 3, background 1, archive 2" in text


def test_the_working_set_and_coverage_come_from_context(workspace):
    value, _ = figures(workspace)
    assert value["workingSet"] == {"available": True, "size": 0, "meanActivation": None}
    for text in ("The billing service uses Postgres", "Billing invoices go out on Mondays"):
        CliRunner().invoke(cli.capture, [text, "--workspace", str(workspace)])
    ran = CliRunner().invoke(cli.context_command, ["billing postgres", "--workspace", str(workspace)])
    assert ran.exit_code == 0, ran.output
    value, text = figures(workspace)
    assert value["workingSet"]["size"] > 0 and 0 < value["workingSet"]["meanActivation"] <= 1
    # nothing saved yet: coverage is measured over no episodes
    assert value["coverage"] == {"available": True, "episodes": 0, "coverage": None}
    assert "coverage: no saved episodes yet" in text
    # two saved contexts: a task about the world whose context used a world memory, and
    # one about the user (their pronoun) whose context found no memory of theirs
    for task in ("billing postgres", "what do I usually eat for lunch"):
        ran = CliRunner().invoke(cli.context_command, [task, "--save", "--workspace", str(workspace)])
        assert ran.exit_code == 0, ran.output
    value, text = figures(workspace)
    assert value["coverage"] == {"available": True, "episodes": 2, "coverage": 0.5}
    assert "- coverage: 50% of 2 saved contexts included a memory of the task's domain" in text


def test_the_figures_context_will_feed():
    assert stats.activation_figures([("a", 0.5), ("b", 0.25)]) == {"available": True, "size": 2, "meanActivation": 0.375}
    assert stats.activation_figures([])["meanActivation"] is None
    episodes = [
        {"domain": "world", "domains": ["world", "user"]},
        {"domain": "user", "domains": ["world"]},
        {"domain": "self", "domains": []},
        {"domain": "world", "domains": ["world"]},
    ]
    assert stats.coverage_figures(episodes) == {"available": True, "episodes": 4, "coverage": 0.5}


def test_working_memory_and_packs_are_counted(workspace):
    CliRunner().invoke(cli.working, ["push", "Migrating billing", "--scope", "billing", "--workspace", str(workspace)])
    value, _ = figures(workspace)
    assert value["workingMemory"] == {"entries": 1, "scopes": {"billing": 1}}
    assert value["packs"] == {"imported": 0, "memories": 0}


def test_stats_script_runs_as_a_real_process(workspace):
    proc = run_script("stats", "--workspace", str(workspace))
    assert proc.returncode == 0 and proc.stdout.startswith(b"# Memory store: 0 memories"), proc.stderr
