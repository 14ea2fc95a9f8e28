"""Every command's behaviour through click (CliRunner), one real process per entry script,
and bad input everywhere: one clear line, non-zero exit, the store left byte-identical."""

from __future__ import annotations

import re
import sys

import orjson
import pytest
from conftest import REPO, SCRIPTS, run_script
from helpers_store import (
    capture,
    day,
    invoke,
    memories,
    memory_files,
    ok,
    ok_json,
    read_index,
    seed,
    seed_age,
    seed_created,
    snapshot,
)
from hippocampus import scoring

ENTRY_SCRIPTS = sorted(p.stem for p in SCRIPTS.glob("*.py") if not p.stem.startswith("_"))  # _launch.py: the launcher
# These speak their client's protocol on stdout (hook JSON, MCP), so they have no --json.
PROTOCOL_SCRIPTS = {"hook", "mcp_server"}
JSON_HIT_KEYS = {"id", "content", "domain", "category", "importance", "score", "created", "source"}


def recall_ids(query: str, *options: str, now: str | None = None) -> list[str]:
    return [hit["id"] for hit in ok_json("recall", query, *options, now=now)]


def assert_refused(result, *, names: str | None = None) -> str:
    """A refusal: non-zero exit, no traceback, one 'Error:' line (naming ``names``); that line."""
    assert result.exit_code != 0, result.output
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    errors = [line for line in result.output.splitlines() if line.startswith("Error")]
    assert len(errors) == 1, result.output
    if names is not None:
        assert names in errors[0], errors[0]
    return errors[0]


@pytest.fixture
def populated(workspace):
    """A store with a few memories in different domains and tiers."""
    seed(
        {"content": "User prefers dark mode in every editor", "importance": 0.8, "category": "preference"},
        {"content": "The billing service uses Postgres", "domain": "world", "importance": 0.6},
        {"content": "Old note about the fax machine", "importance": 0.1, "domain": "world"},
    )
    return workspace


# ---------------------------------------------------------------- capture
def test_capture_prints_the_id(workspace):
    result = ok("capture", "User prefers dark mode in every editor")
    assert result.stdout.startswith("mem_test_001 created")
    result = ok("capture", "The deploy runs on Fridays")
    assert result.stdout.split()[0] == "mem_test_002"
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002"]


def test_capture_stores_every_option(workspace):
    out = ok_json(
        "capture",
        "Ships on Fridays",
        "--domain",
        "World",
        "--category",
        "Process",
        "--importance",
        "0.65",
        "--keywords",
        "ship,friday",
        "--source",
        "standup 2026-11-29",
    )
    assert out["action"] == "created"
    record = memories(workspace)[out["id"]]
    assert (record["domain"], record["category"], record["importance"]) == ("world", "process", 0.65)
    assert record["keywords"] == ["ship", "friday"]
    assert record["source"] == "standup 2026-11-29"
    (hit,) = ok_json("recall", "fridays")
    assert hit["source"] == "standup 2026-11-29"


def test_capture_batch_stores_every_line_in_one_write(workspace, tmp_path):
    batch = tmp_path / "batch.jsonl"
    lines = [
        {"content": "User prefers dark mode", "importance": 0.8},
        {"content": "Postgres for billing", "domain": "world", "category": "decision", "keywords": ["postgres"]},
        {
            "content": "Met Anna at the conference",
            "domain": "relationship",
            "created": "2026-10-01",
            "source": "import",
        },
    ]
    batch.write_text("\n".join(orjson.dumps(line).decode() for line in lines) + "\n\n", encoding="utf-8")
    out = ok_json("capture", "--batch", str(batch))
    assert [o["id"] for o in out] == ["mem_test_001", "mem_test_002", "mem_test_003"]
    log = (workspace / "memory" / "log" / "test.jsonl").read_bytes().splitlines()
    assert len(log) == 3 and len({orjson.loads(line)["x"] for line in log}) == 1  # one write
    stored = memories(workspace)
    assert stored["mem_test_002"]["category"] == "decision" and stored["mem_test_002"]["keywords"] == ["postgres"]
    assert stored["mem_test_003"]["created"] == "2026-10-01T00:00:00Z"
    # said in the past: not used since, and decaying from then
    assert stored["mem_test_003"]["lastAccessed"] == "2026-10-01T00:00:00Z"
    assert stored["mem_test_003"]["decayFrom"] == "2026-10-01"
    assert stored["mem_test_003"]["domain"] == "relationship" and stored["mem_test_003"]["source"] == "import"


def test_capture_batch_from_stdin_dedupes_within_the_batch(workspace):
    text = '{"content": "I always use tabs"}\n{"content": "i always use tabs!"}\n{"content": "I never use tabs"}\n'
    out = ok_json("capture", "--batch", "-", input=text)
    assert [(o["action"], o["id"]) for o in out] == [
        ("created", "mem_test_001"),
        ("reinforced", "mem_test_001"),
        ("created", "mem_test_002"),
    ]
    assert memories(workspace)["mem_test_001"]["timesReinforced"] == 1


BAD_THIRD_LINES = {
    "not json": '{"content": "broken',
    "not an object": '["content"]',
    "importance": '{"content": "x", "importance": 1.5}',
    "category": '{"content": "x", "category": "../../etc"}',
    "domain": '{"content": "x", "domain": "mars"}',
    "empty content": '{"content": "  "}',
    "unknown field": '{"content": "x", "colour": "red"}',
    "created": '{"content": "x", "created": "last tuesday"}',
}


@pytest.mark.parametrize("bad", list(BAD_THIRD_LINES), ids=list(BAD_THIRD_LINES))
def test_capture_batch_is_all_or_nothing(populated, tmp_path, bad):
    batch = tmp_path / "batch.jsonl"
    batch.write_text(
        '{"content": "Good line one about kites"}\n{"content": "Good line two about boats"}\n'
        + BAD_THIRD_LINES[bad]
        + "\n"
        '{"content": "Good line four"}\n',
        encoding="utf-8",
    )
    before = snapshot(populated)
    assert_refused(invoke("capture", "--batch", str(batch)), names="line 3")
    assert_refused(invoke("capture", "--batch", "-", input=batch.read_text("utf-8")), names="line 3")
    assert snapshot(populated) == before


def test_capture_dry_run_changes_nothing(populated, tmp_path):
    before = snapshot(populated)
    result = ok("capture", "A brand new thought about kites", "--dry-run")
    assert "would be created" in result.stdout
    result = ok("capture", "User prefers dark mode in every editor", "--dry-run")
    assert "would be reinforced" in result.stdout and "mem_test_001" in result.stdout
    batch = tmp_path / "b.jsonl"
    batch.write_text('{"content": "kites are fun"}\n{"content": "boats are fun too"}\n', encoding="utf-8")
    out = ok_json("capture", "--batch", str(batch), "--dry-run")
    assert [o["action"] for o in out] == ["created", "created"]
    assert snapshot(populated) == before


# ---------------------------------------------------------------- recall
def test_recall_json_has_the_contract_keys(populated):
    (hit,) = ok_json("recall", "postgres")
    assert JSON_HIT_KEYS <= set(hit)
    assert hit["id"] == "mem_test_002" and hit["content"] == "The billing service uses Postgres"
    assert (hit["domain"], hit["importance"], hit["created"], hit["source"]) == (
        "world",
        scoring.decayed(0.6, seed_age(1)),
        seed_created(1),
        None,
    )
    assert hit["lastAccessed"] == seed_created(1)
    assert hit["score"] > 0


def test_recall_markdown_lists_ids(populated):
    result = ok("recall", "dark mode")
    assert result.stdout.startswith("1. [mem_test_001] User prefers dark mode in every editor")
    assert ok("recall", "submarine").stdout.strip() == "No matching memories."


def test_recall_ranks_by_relevance_times_importance_and_limits(workspace):
    # five different facts about tea (versions of one fact would supersede each other)
    facts = [
        "User drinks sencha tea every morning",
        "The office tea machine is broken",
        "Alice brings oolong tea on Fridays",
        "Tea ceremony notes from the Kyoto trip",
        "Green tea helps the afternoon slump",
    ]
    seed(*({"content": text, "importance": i} for text, i in zip(facts, [0.3, 0.9, 0.5, 0.7, 0.6], strict=True)))
    hits = ok_json("recall", "tea", "--limit", "3")
    assert [h["id"] for h in hits] == ["mem_test_002", "mem_test_004", "mem_test_005"]
    assert [h["score"] for h in hits] == sorted((h["score"] for h in hits), reverse=True)
    assert len(ok_json("recall", "tea")) == 5
    assert len(ok_json("recall", "tea", "--limit", "1")) == 1


def test_recall_domain_filter(workspace):
    capture("Coffee at the office", "--domain", "world", "--importance", "0.6")
    capture("User drinks coffee black", "--domain", "user", "--importance", "0.6")
    capture("I bring you coffee", "--domain", "relationship", "--importance", "0.6")
    assert recall_ids("coffee", "--domain", "world") == ["mem_test_001"]
    assert recall_ids("coffee", "--domain", "USER") == ["mem_test_002"]
    assert recall_ids("coffee", "--domain", "self") == []
    assert sorted(recall_ids("coffee")) == ["mem_test_001", "mem_test_002", "mem_test_003"]


def test_recall_reinforce_reinforces_exactly_the_returned_ids(workspace):
    seed(
        *(
            {"content": text, "importance": i}
            for text, i in zip(
                [
                    "User drinks green tea every morning",
                    "The office tea machine is broken",
                    "Alice brings oolong tea on Fridays",
                    "Tea ceremony notes from the Kyoto trip",
                ],
                [0.5, 0.9, 0.6, 0.7],
                strict=True,
            )
        ),
        {"content": "Unrelated memory about boats", "importance": 0.9},
    )
    hits = ok_json("recall", "tea", "--limit", "2", "--reinforce", now=day(2))
    returned = [h["id"] for h in hits]
    assert returned == ["mem_test_002", "mem_test_004"]
    assert all(h["timesReinforced"] == 1 for h in hits)
    stored = memories(workspace)
    assert {k for k, v in stored.items() if v["timesReinforced"]} == set(returned)
    assert stored["mem_test_002"]["importance"] == scoring.reinforced(scoring.decayed(0.9, seed_age(1, 2)))
    assert stored["mem_test_002"]["lastAccessed"] == day(2)
    assert stored["mem_test_001"]["importance"] == scoring.decayed(0.5, seed_age(0))
    assert stored["mem_test_001"]["lastAccessed"] == seed_created(0)


def test_recall_without_reinforce_writes_nothing(populated):
    before = snapshot(populated)
    ok("recall", "dark mode")
    ok("recall", "dark mode", "--all", "--json")
    assert snapshot(populated) == before


def test_recall_ranks_faded_memories_too(workspace):
    capture("Fax machine lives in room four", "--importance", "0.1")
    capture("Fax number is on the wiki", "--importance", "0.2")
    assert sorted(recall_ids("fax")) == ["mem_test_001", "mem_test_002"]  # an archive candidate too
    assert sorted(recall_ids("fax", "--all")) == ["mem_test_001", "mem_test_002"]
    capture("Fax paper is in the cupboard", "--importance", "0.25")
    assert "mem_test_003" in recall_ids("fax", now=day(30))  # decayed below 0.2: still found
    # importance breaks near-ties only: the best text match comes first whatever its score
    capture("The printer in room four is out of toner", "--importance", "0.9")
    assert recall_ids("fax machine room four")[0] == "mem_test_001"


def test_the_prompt_hook_keeps_faded_memories_out(workspace):
    from conftest import NOW
    from hippocampus import commands
    from hippocampus.commands import open_store
    from hippocampus.context import parse_instant

    capture("Fax machine lives in room four", "--importance", "0.1")
    store = open_store(workspace, parse_instant(NOW, "NOW"))
    assert commands.recall(store, "fax", strict=True).json == []
    assert [h["id"] for h in commands.recall(store, "fax").json] == ["mem_test_001"]


# ---------------------------------------------------------------- reinforce
def test_reinforce_by_id(populated):
    out = ok_json("reinforce", "mem_test_001", "mem_test_002", "--boost", "0.5", now=day(3))
    assert [o["id"] for o in out] == ["mem_test_001", "mem_test_002"]
    stored = memories(populated)
    assert stored["mem_test_001"]["importance"] == scoring.reinforced(scoring.decayed(0.8, seed_age(0, 3)), 0.5)
    assert stored["mem_test_002"]["timesReinforced"] == 1 and stored["mem_test_003"]["timesReinforced"] == 0
    result = ok("reinforce", "mem_test_001")
    assert result.stdout.startswith("mem_test_001 reinforced") and "(x2)" in result.stdout


def test_reinforce_unknown_id_changes_nothing(populated):
    before = snapshot(populated)
    line = assert_refused(invoke("reinforce", "mem_test_001", "mem_404"), names="mem_404")
    assert "unknown" in line
    assert snapshot(populated) == before


# ---------------------------------------------------------------- decay
def test_decay_dry_run_changes_nothing(populated):
    before = snapshot(populated)
    out = ok_json("decay", "--dry-run", now=day(10))
    assert out["ran"] and out["dryRun"] and out["changed"] == 3
    assert [c["id"] for c in out["archiveCandidates"]] == ["mem_test_003"]
    assert out["coreFile"] is None
    text = ok("decay", "--dry-run", now=day(10)).stdout
    assert "would decay 3 of 3" in text and "mem_test_003" in text
    assert snapshot(populated) == before


def test_decay_dry_run_archive_changes_nothing_and_says_would(populated):
    before = snapshot(populated)
    out = ok_json("decay", "--dry-run", "--archive")
    assert out["archived"] == ["mem_test_003"] and out["dryRun"]
    text = ok("decay", "--dry-run", "--archive").stdout
    assert "1 would be archived:" in text and "mem_test_003" in text
    assert snapshot(populated) == before


def test_decay_lists_candidates_and_writes_the_core_file(populated):
    out = ok_json("decay", now=day(10))
    assert out["ran"] and not out["dryRun"] and out["changed"] == 3
    assert [c["id"] for c in out["archiveCandidates"]] == ["mem_test_003"] and out["archived"] == []
    stored = memories(populated)
    assert stored["mem_test_001"]["importance"] == scoring.decayed(0.8, seed_age(0, 10))
    assert "mem_test_003" in stored  # listed, not moved
    core = (populated / "HIPPOCAMPUS_CORE.md").read_text("utf-8")
    assert "User prefers dark mode in every editor" in core and "Postgres" not in core
    assert read_index(populated)["decayLastRun"] == day(10)
    # Decay writes the core file from the scores it just stored: the same as sync-core's.
    assert core == ok("load-core", now=day(10)).stdout
    ok("sync-core", now=day(10))
    assert (populated / "HIPPOCAMPUS_CORE.md").read_text("utf-8") == core


def test_decay_archive_moves_candidates_to_the_archive(populated):
    capture("Standup note at exactly the line", "--importance", "0.2", "--domain", "self")
    out = ok_json("decay", "--archive")
    assert out["archived"] == ["mem_test_003"]
    assert sorted(memories(populated)) == ["mem_test_001", "mem_test_002", "mem_test_004"]
    assert not [p for p in memory_files(populated) if p.name.startswith("mem_test_003")]
    (archived,) = memory_files(populated, "archive")
    assert archived.parent == populated / "memory" / "archive" / "world"
    assert archived.name.startswith("mem_test_003-")
    assert "Old note about the fax machine" in archived.read_text("utf-8")
    assert recall_ids("fax", "--all") == []  # archived memories are not recalled


def test_decay_if_due_runs_once_per_schedule_and_catches_up(populated):
    (populated / "memory" / "schedule.json").write_text('{"decay": "0 3 * * *"}', encoding="utf-8")
    index = populated / "memory" / "index.json"
    assert ok_json("decay", "--if-due", now=day(0, hour=10))["ran"] is True  # never ran: due
    assert read_index(populated)["decayLastRun"] == day(0, hour=10)
    after_first = index.read_bytes()
    again = ok_json("decay", "--if-due", now=day(0, hour=23))
    assert again["ran"] is False and again["schedule"] == "0 3 * * *"
    assert "not due" in ok("decay", "--if-due", now=day(0, hour=23)).stdout
    assert ok_json("decay", "--if-due", now=day(1, hour=2))["ran"] is False  # 03:00 not reached yet
    assert index.read_bytes() == after_first
    # The laptop slept through 03:00: the next session start catches up.
    assert ok_json("decay", "--if-due", now=day(1, hour=9))["ran"] is True
    assert ok_json("decay", "--if-due", now=day(1, hour=9))["ran"] is False
    # Days asleep: one catch-up run gives the exact scores.
    assert ok_json("decay", "--if-due", now=day(6, hour=8))["ran"] is True
    assert memories(populated)["mem_test_001"]["importance"] == scoring.decayed(0.8, seed_age(0, 6))


def test_decay_if_due_follows_the_installed_schedule(populated):
    (populated / "memory" / "schedule.json").write_text('{"decay": "0 12 * * 1"}', encoding="utf-8")  # Mondays 12:00
    # 2026-11-29 is a Sunday.
    assert ok_json("decay", "--if-due", now=day(0))["ran"] is True
    assert ok_json("decay", "--if-due", now=day(1, hour=11))["ran"] is False
    assert ok_json("decay", "--if-due", now=day(1, hour=13))["ran"] is True
    assert ok_json("decay", "--if-due", now=day(5))["ran"] is False


# ---------------------------------------------------------------- load-core / sync-core
@pytest.fixture
def every_domain(workspace):
    capture("User prefers dark mode", "--domain", "user", "--importance", "0.8")
    capture("User is a night owl", "--domain", "user", "--importance", "0.95")
    capture("I should answer tersely", "--domain", "self", "--importance", "0.75")
    capture("We joke about penguins", "--domain", "relationship", "--importance", "0.7")
    capture("Deploys happen on Fridays", "--domain", "world", "--importance", "0.9")
    capture("The office plant is a fern", "--domain", "world", "--importance", "0.69")
    return workspace


def test_load_core_groups_every_domain_best_first(every_domain):
    text = ok("load-core").stdout
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert len(headings) == 4
    for content in ("night owl", "dark mode", "tersely", "penguins", "Fridays"):
        assert content in text
    assert "fern" not in text
    assert text.index("night owl") < text.index("dark mode")  # best first within a domain
    grouped = ok_json("load-core")
    assert set(grouped) == {"user", "self", "relationship", "world"}
    assert [m["id"] for m in grouped["user"]] == ["mem_test_002", "mem_test_001"]
    assert [m["id"] for m in grouped["self"]] == ["mem_test_003"]
    assert [m["id"] for m in grouped["relationship"]] == ["mem_test_004"]
    assert [m["id"] for m in grouped["world"]] == ["mem_test_005"]


def test_load_core_threshold(every_domain):
    grouped = ok_json("load-core", "--threshold", "0.8")
    assert {d: [m["id"] for m in ms] for d, ms in grouped.items()} == {
        "user": ["mem_test_002", "mem_test_001"],
        "self": [],
        "relationship": [],
        "world": ["mem_test_005"],
    }
    assert "fern" in ok("load-core", "--threshold", "0.6").stdout
    # Decay lowers scores below the threshold over time.
    later = ok_json("load-core", now=day(30))
    assert [m["id"] for m in later["user"]] == ["mem_test_002"]  # 0.95 * 0.99**30 = 0.70


def test_sync_core_writes_the_same_selection_as_load_core(every_domain):
    out = ok_json("sync-core", "--threshold", "0.75")
    path = every_domain / "HIPPOCAMPUS_CORE.md"
    assert out == {"path": str(path), "memories": 4, "threshold": 0.75}
    assert path.read_text("utf-8") == ok("load-core", "--threshold", "0.75").stdout
    assert not list(every_domain.glob(".HIPPOCAMPUS_CORE.md*"))  # no temp file left


def test_load_core_on_an_empty_store(workspace):
    assert "No core memories yet." in ok("load-core").stdout
    assert ok_json("load-core") == {"user": [], "self": [], "relationship": [], "world": []}


# ---------------------------------------------------------------- forget
def test_forget_archives_and_purge_removes_everything(populated):
    ok("forget", "mem_test_001")
    assert "mem_test_001" not in memories(populated)
    (archived,) = memory_files(populated, "archive")
    assert archived.name.startswith("mem_test_001-")
    assert "User prefers dark mode in every editor" in archived.read_text("utf-8")
    assert recall_ids("dark mode") == []
    out = ok_json("forget", "--purge", "mem_test_001")
    assert out == {"id": "mem_test_001", "action": "purged"}
    assert memory_files(populated, "archive") == []
    # Purging a live memory removes its file and leaves no archive copy.
    path = populated / "memory" / memories(populated)["mem_test_002"]["file"]
    ok("forget", "--purge", "mem_test_002")
    assert not path.exists() and "mem_test_002" not in memories(populated)
    assert memory_files(populated, "archive") == []
    assert not any("Postgres" in p.read_text("utf-8") for p in (populated / "memory").rglob("*.md"))


def test_forget_twice_is_an_error(populated):
    ok("forget", "mem_test_001")
    before = snapshot(populated)
    assert_refused(invoke("forget", "mem_test_001"), names="mem_test_001")
    assert snapshot(populated) == before


# ---------------------------------------------------------------- bad input everywhere
BAD_INPUT = {
    "empty content": ("capture", ""),
    "blank content": ("capture", "  \n\t "),
    "control characters only": ("capture", "\x00\x07\x1b"),
    "zero-width space only": ("capture", "\u200b"),
    "byte order mark only": ("capture", "\ufeff \ufeff"),
    "direction marks only": ("capture", "\u200e\u200f\n\u200b"),
    "no-break and ideographic spaces only": ("capture", "\u00a0\u2028\u3000"),
    "no content": ("capture",),
    "content and batch": ("capture", "x", "--batch", "-"),
    "importance 1.5": ("capture", "x", "--importance", "1.5"),
    "importance -0.1": ("capture", "x", "--importance", "-0.1"),
    "importance nan": ("capture", "x", "--importance", "nan"),
    "importance word": ("capture", "x", "--importance", "high"),
    "unknown domain": ("capture", "x", "--domain", "mars"),
    "category dotdot": ("capture", "x", "--category", "../../etc"),
    "category abs": ("capture", "x", "--category", "/abs"),
    "category nul": ("capture", "x", "--category", "a\x00b"),
    "category empty": ("capture", "x", "--category", ""),
    "too long": ("capture", "word " * 5000),
    "batch missing file": ("capture", "--batch", "/nonexistent/batch.jsonl"),
    "batch empty": ("capture", "--batch", "-"),
    "recall limit 0": ("recall", "x", "--limit", "0"),
    "recall domain": ("recall", "x", "--domain", "mars"),
    "recall no query": ("recall",),
    "recall empty query": ("recall", ""),
    "recall blank query": ("recall", "   "),
    "recall invisible query": ("recall", "\u200b\ufeff"),
    "reinforce unknown": ("reinforce", "mem_404"),
    "reinforce path": ("reinforce", "../../etc/passwd"),
    "reinforce none": ("reinforce",),
    "boost 0": ("reinforce", "mem_test_001", "--boost", "0"),
    "boost 1.5": ("reinforce", "mem_test_001", "--boost", "1.5"),
    "boost nan": ("reinforce", "mem_test_001", "--boost", "nan"),
    "forget unknown": ("forget", "mem_404"),
    "purge unknown": ("forget", "--purge", "mem_404"),
    "forget path": ("forget", "../mem_test_001"),
    "threshold 1.5": ("load-core", "--threshold", "1.5"),
    "threshold nan": ("sync-core", "--threshold", "nan"),
    "threshold -1": ("sync-core", "--threshold", "-1"),
}


@pytest.mark.parametrize("case", list(BAD_INPUT), ids=list(BAD_INPUT))
def test_bad_input_is_one_clear_line_and_changes_nothing(populated, case):
    before = snapshot(populated)
    name, *args = BAD_INPUT[case]
    assert_refused(invoke(name, *args, input=""))
    assert snapshot(populated) == before


@pytest.mark.parametrize("query", ["", "   ", "\u200b\u200e"])
def test_an_empty_query_is_a_usage_error(populated, query):
    """Not "No matching memories." and exit 0: a query with nothing in it is a bad argument."""
    result = invoke("recall", query)
    assert result.exit_code == 2 and "QUERY" in assert_refused(result, names="empty"), result.output
    assert result.stdout == ""


@pytest.mark.parametrize(
    "args, shown",
    [
        (("capture", "x", "--importance", "1.5"), "1.5"),
        (("capture", "x", "--category", "../../etc"), "../../etc"),
        (("capture", "x", "--domain", "mars"), "mars"),
        (("capture", ""), "empty"),
        (("capture", "\u200b"), "empty"),
        (("reinforce", "mem_404"), "mem_404"),
        (("forget", "mem_404"), "mem_404"),
    ],
)
def test_errors_name_the_value_at_fault(populated, args, shown):
    assert_refused(invoke(*args), names=shown)


MISSING_WORKSPACE_COMMANDS = [
    ("capture", "Something to remember"),
    ("capture", "--batch", "-"),
    ("recall", "anything"),
    ("reinforce", "mem_test_001"),
    ("decay",),
    ("load-core",),
    ("sync-core",),
    ("forget", "mem_test_001"),
]


@pytest.mark.parametrize("command", MISSING_WORKSPACE_COMMANDS, ids=[" ".join(c) for c in MISSING_WORKSPACE_COMMANDS])
def test_missing_workspace_is_one_clear_line_and_creates_nothing(tmp_path, command):
    absent = tmp_path / "no-such-workspace"
    name, *args = command
    line = assert_refused(invoke(name, *args, "--workspace", str(absent), input='{"content": "x"}\n'))
    assert str(absent) in line
    assert not absent.exists()


def test_default_workspace_is_under_home(tmp_path, monkeypatch):
    from conftest import make_store

    monkeypatch.delenv("WORKSPACE")
    default = tmp_path / "home" / ".hippocampus"
    line = assert_refused(invoke("recall", "x"))
    assert str(default) in line and not default.exists()
    make_store(default)
    assert capture("Stored in the default workspace") == "mem_test_001"
    assert memories(default)["mem_test_001"]["content"] == "Stored in the default workspace"


def test_workspace_without_a_store_is_refused(tmp_path, monkeypatch):
    bare = tmp_path / "bare"
    bare.mkdir()
    monkeypatch.setenv("WORKSPACE", str(bare))
    line = assert_refused(invoke("capture", "Something"))
    assert "install.py" in line
    assert list(bare.iterdir()) == []


def test_decay_if_due_fails_open_on_a_missing_workspace(tmp_path):
    result = invoke("decay", "--if-due", "--workspace", str(tmp_path / "gone"))
    assert result.exit_code == 0
    assert "decay skipped" in result.stderr
    assert_refused(invoke("decay", "--workspace", str(tmp_path / "gone")))


def test_bad_clock_is_refused(populated):
    before = snapshot(populated)
    assert_refused(invoke("recall", "dark", now="yesterday-ish"), names="HIPPOCAMPUS_NOW")
    assert_refused(invoke("capture", "x", now="2026-13-01"), names="HIPPOCAMPUS_NOW")
    assert snapshot(populated) == before


def test_hippocampus_now_accepts_a_plain_date(workspace):
    ok("capture", "Dated memory", now="2027-01-02")
    assert memories(workspace)["mem_test_001"]["created"] == "2027-01-02T00:00:00Z"


# ---------------------------------------------------------------- scripts as real processes
@pytest.mark.parametrize("name", ENTRY_SCRIPTS)
def test_every_script_has_help(name, tmp_path):
    proc = run_script(name, "--help", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode("utf-8")
    assert "Usage:" in out and "--workspace" in out and ("--json" in out or name in PROTOCOL_SCRIPTS)
    assert "Examples" in out
    source = (SCRIPTS / f"{name}.py").read_text("utf-8")
    assert "Usage:" in source.split('"""')[1]  # the launcher's docstring has a usage block


@pytest.mark.parametrize("name", ENTRY_SCRIPTS)
def test_every_script_is_named_in_skill_md(name):
    skill = (REPO / "SKILL.md").read_text("utf-8")
    assert f"scripts/{name}.py" in skill


def test_each_core_script_runs_standalone_from_any_folder(workspace, tmp_path):
    """One real process per core entry script, from a folder that is not the repo."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    def run(name, *args, **kwargs):
        proc = run_script(name, *args, cwd=elsewhere, **kwargs)
        assert proc.returncode == 0, (name, proc.stderr.decode())
        assert b"Traceback" not in proc.stderr
        return proc.stdout.decode("utf-8")

    assert run("capture", "User prefers dark mode in every editor", "--importance", "0.8").startswith("mem_test_001 created")
    assert run(
        "capture",
        "Old fax note",
        "--importance",
        "0.1",
        "--workspace",
        str(workspace),
        env={"WORKSPACE": "/nonexistent"},
    ).startswith("mem_test_002")
    hits = orjson.loads(run("recall", "dark mode", "--json"))
    assert [h["id"] for h in hits] == ["mem_test_001"]
    assert "mem_test_001 reinforced" in run("reinforce", "mem_test_001")
    assert memories(workspace)["mem_test_001"]["timesReinforced"] == 1
    decay = orjson.loads(run("decay", "--json", env={"HIPPOCAMPUS_NOW": day(1)}))
    assert decay["ran"] and [c["id"] for c in decay["archiveCandidates"]] == ["mem_test_002"]
    assert "dark mode" in run("load-core")
    assert "wrote" in run("sync-core") and (workspace / "HIPPOCAMPUS_CORE.md").is_file()
    assert "mem_test_002 archived" in run("forget", "mem_test_002")
    assert sorted(memories(workspace)) == ["mem_test_001"]


def test_a_bad_input_in_a_real_process_is_one_line(workspace):
    before = snapshot(workspace)
    for args in (("capture", "x", "--importance", "1.5"), ("reinforce", "mem_404"), ("capture", "--batch", "-")):
        proc = run_script(*args, input=b'{"content": "ok"}\n{"content": \n')
        assert proc.returncode != 0
        err = proc.stderr.decode("utf-8")
        assert "Traceback" not in err and len([line for line in err.splitlines() if line.startswith("Error")]) == 1, err
    assert "line 2" in err
    assert snapshot(workspace) == before


def test_python_dash_m_hippocampus_runs_the_same_commands(workspace):
    import subprocess

    proc = subprocess.run(
        [sys.executable, "-m", "hippocampus", "capture", "Via the module"], cwd=SCRIPTS, capture_output=True
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(b"mem_test_001")
    assert memories(workspace)["mem_test_001"]["content"] == "Via the module"


def test_cli_format_choices_match_the_transcript_readers():
    """cli.py spells the --format choices out (importing the readers on every command
    costs start-up time); they must stay the readers' own list."""
    from hippocampus import cli, preprocess, transcripts

    assert cli.FORMAT_CHOICES == preprocess.FORMAT_CHOICES == ("auto", *transcripts.FORMATS)


def test_reading_commands_do_not_import_what_they_do_not_need():
    """Start-up time: recall must not pull in the transcript readers, filelock or tempfile."""
    import subprocess

    code = (
        "import sys; import hippocampus.cli, hippocampus.render, hippocampus.search, hippocampus.search_cache; "
        "print(','.join(m for m in ('hippocampus.transcripts', 'hippocampus.preprocess', 'sqlite3', 'filelock', "
        "'tempfile', 'shutil') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=SCRIPTS, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
