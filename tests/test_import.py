"""import.py: notes files become memories, one per rule, bullet or fact, with provenance."""

from __future__ import annotations

import json
from pathlib import Path

import fixtures_transcripts as fx
import orjson
import pytest
from click.testing import CliRunner
from conftest import REPO, run_script
from helpers_store import capture, memories, memory_files, snapshot
from hippocampus import cli, imports
from hypothesis import given, settings
from hypothesis import strategies as st

CLAUDE_MD = """\
# Project rules

Always run `pytest -q` before committing.

## Code style
- Use tabs, never spaces
- Prefer pathlib over os.path;
  keep functions short
* [x] Never commit the API key sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234567890abcd

```bash
rm -rf build/   # a code block is not a rule
```

| tool | version |
|------|---------|
| uv   | 0.9     |

<!-- a comment
that spans lines -->

## Testing & CI
1. CI runs on every push to main
"""


def run(*args: str) -> dict:
    result = CliRunner().invoke(cli.import_notes, [*args, "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return orjson.loads(result.stdout)


def by_source(workspace: Path) -> dict[str, dict]:
    return {m["source"]: m for m in memories(workspace).values()}


def test_claude_md_gives_one_memory_per_rule_with_provenance(tmp_path, workspace):
    path = tmp_path / "CLAUDE.md"
    path.write_text(CLAUDE_MD)
    result = run(str(path))
    assert result["created"] == 5
    stored = by_source(workspace)
    assert {k: v["content"] for k, v in stored.items()} == {
        "CLAUDE.md:3": "Always run `pytest -q` before committing.",
        "CLAUDE.md:6": "Use tabs, never spaces",
        "CLAUDE.md:7": "Prefer pathlib over os.path; keep functions short",
        "CLAUDE.md:9": "Never commit the API key [REDACTED:openai-key]",
        "CLAUDE.md:23": "CI runs on every push to main",
    }
    assert {k: v["category"] for k, v in stored.items()} == {
        "CLAUDE.md:3": "project rules",
        "CLAUDE.md:6": "code style",
        "CLAUDE.md:7": "code style",
        "CLAUDE.md:9": "code style",
        "CLAUDE.md:23": "testing ci",
    }
    assert all(v["importance"] >= imports.RULE_IMPORTANCE for v in stored.values())
    for path in [workspace / "memory" / "index.json", *memory_files(workspace)]:
        assert "sk-proj-ABCDEFGH" not in path.read_text()


def test_importing_twice_reinforces_instead_of_copying(tmp_path, workspace):
    path = tmp_path / "AGENTS.md"
    path.write_text(CLAUDE_MD)
    run(str(path))
    second = run(str(path))
    assert (second["created"], second["reinforced"]) == (0, 5)
    assert len(memories(workspace)) == 5
    assert all(m["timesReinforced"] == 1 for m in memories(workspace).values())


def test_near_duplicate_of_an_existing_memory_reinforces_it(tmp_path, workspace):
    existing = capture("Use tabs, never spaces!")
    path = tmp_path / "notes.md"
    path.write_text("- use tabs, never spaces\n- The staging server is staging.example.internal\n")
    result = run(str(path))
    assert [(o["action"], o["id"]) for o in result["outcomes"]][0] == ("reinforced", existing)
    assert result["created"] == 1


def test_dry_run_lists_and_changes_nothing(tmp_path, workspace):
    path = tmp_path / "CLAUDE.md"
    path.write_text(CLAUDE_MD)
    before = snapshot(workspace)
    result = CliRunner().invoke(cli.import_notes, [str(path), "--dry-run"])
    assert result.exit_code == 0
    assert result.stdout.count("would be created") == 5 and "would create 5" in result.stdout
    assert "[CLAUDE.md:6]" in result.stdout
    assert snapshot(workspace) == before


def test_text_is_one_memory_per_line_and_domain_is_forced(tmp_path, workspace):
    path = tmp_path / "facts.txt"
    path.write_text("The office is in Lisbon\n\nPayday is the 25th\n  \nok\n")
    run(str(path), "--domain", "world")
    stored = by_source(workspace)
    assert {k: v["content"] for k, v in stored.items()} == {
        "facts.txt:1": "The office is in Lisbon",
        "facts.txt:3": "Payday is the 25th",
    }
    assert {v["domain"] for v in stored.values()} == {"world"}


def test_cursor_rules_with_front_matter(tmp_path, workspace):
    path = tmp_path / "style.mdc"
    path.write_text("---\ndescription: style\nglobs: ['*.py']\nalwaysApply: true\n---\n- Prefer f-strings\n")
    assert imports.detect_format(path) == "cursorrules"
    run(str(path))
    assert [m["content"] for m in memories(workspace).values()] == ["Prefer f-strings"]
    assert [m["category"] for m in memories(workspace).values()] == ["rule"]


def test_index_json_keeps_fields_with_new_ids(tmp_path, workspace):
    other = {
        "version": 2,
        "nextId": 50,
        "memories": [
            {
                "id": "mem_test_041",
                "content": "User's sister is called Olga",
                "domain": "user",
                "category": "family",
                "importance": 0.83,
                "keywords": ["sister", "olga"],
                "source": "chat",
                "created": "2025-03-01T09:00:00Z",
            },
            {
                "id": "mem_test_042",
                "content": "Billing uses PostgreSQL",
                "domain": "world",
                "category": "decision",
                "importance": 0.6,
                "created": "2025-04-01T09:00:00Z",
            },
        ],
    }
    path = tmp_path / "index.json"
    path.write_text(json.dumps(other))
    capture("Something already here")
    result = run(str(path))
    assert result["created"] == 2
    stored = {m["content"]: m for m in memories(workspace).values()}
    olga = stored["User's sister is called Olga"]
    assert (
        olga["domain"],
        olga["category"],
        olga["importance"],
        olga["keywords"],
        olga["source"],
        olga["created"],
    ) == ("user", "family", 0.83, ["sister", "olga"], "chat", "2025-03-01T09:00:00Z")
    assert stored["Billing uses PostgreSQL"]["source"] == "index.json:mem_test_042"
    assert sorted(m["id"] for m in memories(workspace).values()) == ["mem_test_001", "mem_test_002", "mem_test_003"]


def test_chatgpt_export_keeps_what_the_user_said_worth_keeping(tmp_path, workspace):
    written = fx.write_chatgpt(tmp_path / "conversations.json", 300)
    result = run(str(written.path))
    stored = {m["content"] for m in memories(workspace).values()}
    user_signalled = {
        "Remember that my sister's name is Olga",
        "Запомни: мой день рождения 3 марта",
        "I prefer dark mode in every editor",
        "I always use tabs, never spaces",
        "We decided to use PostgreSQL for the billing service",
        "Let's go with Rust for the parser",
        "请记住：我对花生过敏",
        "私はコーヒーよりお茶が好きです",
        "تذكر أن اجتماعنا الأسبوعي يوم الثلاثاء",
        "Don't forget: the staging server is staging.example.internal",
    }
    assert stored == user_signalled and result["created"] == 10


@pytest.mark.parametrize(
    "name, text, fmt",
    [
        ("CLAUDE.md", "x", "claude-md"),
        ("AGENTS.md", "x", "agents-md"),
        (".cursorrules", "x", "cursorrules"),
        ("notes.md", "x", "markdown"),
        ("notes.txt", "x", "text"),
        ("index.json", '{"memories": []}', "index-json"),
        ("conversations.json", "[]", "chatgpt"),
    ],
)
def test_format_detection(tmp_path, name, text, fmt):
    path = tmp_path / name
    path.write_text(text)
    assert imports.detect_format(path) == fmt


def test_bad_index_json_is_one_clear_error(tmp_path, workspace):
    path = tmp_path / "index.json"
    path.write_text("{broken")
    result = CliRunner().invoke(cli.import_notes, [str(path), "--format", "index-json"])
    assert result.exit_code == 1 and "not valid JSON" in result.output


@pytest.mark.parametrize(
    "raw, says",
    [
        ('{"bad": ', "not valid JSON"),  # was stored as the memory '{"bad":'
        ('{"memories": {"x": 1}}', 'no "memories" list'),  # was "created 0", exit 0
        ('{"a": 1}', "JSON of no shape import knows"),
    ],
)
def test_a_json_file_import_cannot_read_is_one_clear_error(tmp_path, workspace, raw, says):
    path = tmp_path / "export.json"
    path.write_text(raw)
    result = CliRunner().invoke(cli.import_notes, [str(path)])
    assert result.exit_code == 1 and says in result.output
    assert memories(workspace) == {}


@pytest.mark.parametrize("text", ["", "```\nonly code\n```\n", "# Heading only\n", "---\n\n***\n"])
def test_markdown_without_facts_imports_nothing(text):
    assert imports.markdown_pieces(text) == []


def test_script_runs_standalone(tmp_path, workspace):
    path = tmp_path / "CLAUDE.md"
    path.write_text(CLAUDE_MD)
    result = run_script("import", str(path))
    assert result.returncode == 0, result.stderr
    assert b"created 5" in result.stdout
    help_result = run_script("import", "--help")
    assert help_result.returncode == 0 and b"--format" in help_result.stdout


@pytest.mark.parametrize("script", ["preprocess.py", "run-hippocampus.py", "import.py"])
def test_new_scripts_are_named_in_skill_md(script):
    assert f"scripts/{script}" in (REPO / "SKILL.md").read_text()


@given(st.text(max_size=400))
@settings(max_examples=200, deadline=None)
def test_markdown_parser_never_crashes_and_keeps_line_numbers_in_range(text):
    pieces = imports.markdown_pieces(text)
    count = len(text.splitlines())
    assert all(1 <= p.line <= count and p.text.strip() for p in pieces)


def test_another_stores_index_json_comes_with_its_journal(tmp_path, workspace):
    source = tmp_path / "store"
    (source / "memory").mkdir(parents=True)
    base = {"version": 2, "nextId": 2, "txn": "t0", "memories": []}
    (source / "memory" / "index.json").write_text(json.dumps(base))
    line = {
        "base": "t0",
        "txn": "t1",
        "nextId": 2,
        "lastUpdated": "2026-11-29T10:00:00Z",
        "set": [
            {
                "id": "mem_test_001",
                "content": "Billing uses PostgreSQL",
                "domain": "world",
                "category": "decision",
                "importance": 0.7,
                "baseImportance": 0.7,
                "decayFrom": "2026-11-29",
                "created": "2026-11-29T10:00:00Z",
                "lastAccessed": "2026-11-29T10:00:00Z",
                "updated": "2026-11-29T10:00:00Z",
                "timesReinforced": 0,
                "keywords": ["billing"],
                "source": None,
            }
        ],
        "drop": [],
    }
    (source / "memory" / "index.journal").write_text(json.dumps(line) + "\n")
    result = run(str(source / "memory" / "index.json"))
    assert result["created"] == 1
    assert [m["content"] for m in memories(workspace).values()] == ["Billing uses PostgreSQL"]
