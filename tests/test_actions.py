"""capture.py --apply: the sub-agent's action document, validated whole and applied all or nothing."""

from __future__ import annotations

import json

import orjson
import pytest
from click.testing import CliRunner
from conftest import REPO, run_script
from helpers_store import capture, memories, memory_files, ok_json, snapshot
from hippocampus import actions, cli
from hippocampus.errors import InvalidInput
from hypothesis import given, settings
from hypothesis import strategies as st


def apply(document, *args: str):
    raw = document if isinstance(document, str) else json.dumps(document)
    return CliRunner().invoke(cli.capture, ["--apply", "-", *args], input=raw, catch_exceptions=False)


def apply_json(document, *args: str) -> dict:
    result = apply(document, "--json", *args)
    assert result.exit_code == 0, result.output
    return orjson.loads(result.stdout)


def test_every_action_kind_applies(workspace):
    tabs = capture("User always indents with tabs")
    meeting = capture("Weekly meeting is on Tuesday")
    result = apply_json(
        {
            "actions": [
                {
                    "action": "create",
                    "content": "User's sister is called Olga",
                    "domain": "user",
                    "category": "family",
                    "importance": 0.9,
                    "keywords": ["sister", "olga"],
                    "source": "s#e1",
                },
                {"action": "reinforce", "id": tabs, "reason": "restated"},
                {"action": "update", "id": meeting, "content": "Weekly meeting is on Wednesday", "importance": 0.8},
                {"action": "skip", "reason": "chatter", "candidate": "e9"},
            ]
        }
    )
    assert [(o["index"], o["action"]) for o in result["outcomes"]] == [
        (0, "created"),
        (1, "reinforced"),
        (2, "updated"),
        (3, "skipped"),
    ]
    assert (result["created"], result["reinforced"], result["updated"], result["skipped"]) == (1, 1, 1, 1)
    stored = memories(workspace)
    new = stored[result["outcomes"][0]["id"]]
    assert (new["content"], new["domain"], new["category"], new["importance"]) == (
        "User's sister is called Olga",
        "user",
        "family",
        0.9,
    )
    assert new["keywords"] == ["sister", "olga"] and new["source"] == "s#e1"
    assert stored[tabs]["timesReinforced"] == 1
    assert stored[meeting]["content"] == "Weekly meeting is on Wednesday"
    assert stored[meeting]["baseImportance"] == 0.8
    # The updated memory's file says the new thing.
    text = (workspace / "memory" / stored[meeting]["file"]).read_text()
    assert "Weekly meeting is on Wednesday" in text and "Tuesday" not in text


def test_bare_list_and_code_fence_are_accepted(workspace):
    result = apply("```json\n" + json.dumps([{"action": "create", "content": "Deploys happen on Fridays"}]) + "\n```\n")
    assert result.exit_code == 0, result.output
    assert [m["content"] for m in memories(workspace).values()] == ["Deploys happen on Fridays"]


def test_create_dedupes_like_capture(workspace):
    existing = capture("User prefers dark mode in every editor")
    result = apply_json(
        [
            {"action": "create", "content": "User prefers dark mode in every editor!"},
            {"action": "create", "content": "The parser is written in Rust"},
            {"action": "create", "content": "the parser is written in rust."},
        ]
    )
    assert [o["action"] for o in result["outcomes"]] == ["reinforced", "created", "reinforced"]
    assert result["outcomes"][0]["id"] == existing
    assert len(memories(workspace)) == 2


def test_secrets_are_redacted_on_create_and_update(workspace):
    target = capture("The staging database lives on db.internal")
    secret = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234567890abcd"
    result = apply_json(
        [
            {"action": "create", "content": f"Remember the OpenAI key {secret} is for billing only"},
            {"action": "update", "id": target, "content": "Staging is postgres://admin:Sup3rS3cretPw@db.internal/app"},
        ]
    )
    assert result["redacted"] >= 2
    for path in [workspace / "memory" / "index.json", *memory_files(workspace)]:
        text = path.read_text()
        assert secret not in text and "Sup3rS3cretPw" not in text


BROKEN = [
    ("{not json", "not valid JSON"),
    ('{"acts": []}', 'no "actions" list'),
    ('{"actions": [], "extra": 1}', "unknown top-level key 'extra'"),
    ('"a string"', "expected a list of actions"),
    ('[{"action": "create", "content": "ok"}, 7]', "actions[1]: expected an object"),
    ('[{"action": "create", "content": "ok"}, {"action": "frobnicate"}]', "actions[1]: action is 'frobnicate'"),
    ('[{"content": "no kind"}]', "actions[0]: action is missing"),
    ('[{"action": "create"}]', "actions[0] (create): missing field 'content'"),
    ('[{"action": "create", "content": "   "}]', "actions[0] (create): content is empty"),
    ('[{"action": "create", "content": "x", "importance": 3}]', "actions[0] (create): importance"),
    ('[{"action": "create", "content": "x", "domain": "mars"}]', "actions[0] (create): domain"),
    ('[{"action": "create", "content": "x", "colour": "red"}]', "actions[0] (create): unknown field 'colour'"),
    ('[{"action": "reinforce"}]', "actions[0] (reinforce): missing field 'id'"),
    ('[{"action": "reinforce", "id": "../etc"}]', "actions[0] (reinforce): id '../etc' is not a memory id"),
    ('[{"action": "update", "id": "mem_test_001"}]', "actions[0] (update): nothing to change"),
    ('[{"action": "skip", "reason": 5}]', "actions[0] (skip): reason must be text"),
]


@pytest.mark.parametrize("raw, message", BROKEN)
def test_broken_document_names_the_action_and_changes_nothing(workspace, raw, message):
    capture("User prefers dark mode in every editor")
    before = snapshot(workspace)
    result = apply(raw)
    assert result.exit_code == 1
    assert message in result.output, result.output
    assert snapshot(workspace) == before


def test_unknown_id_late_in_the_document_rolls_back_everything(workspace):
    kept = capture("User prefers dark mode in every editor")
    before = snapshot(workspace)
    document = {
        "actions": [
            {"action": "create", "content": "The billing service uses PostgreSQL"},
            {"action": "reinforce", "id": kept},
            {"action": "update", "id": kept, "category": "style"},
            {"action": "update", "id": "mem_999", "content": "x"},
        ]
    }
    result = apply(document)
    assert result.exit_code == 1
    assert result.output.strip() == "Error: actions[3] (update): unknown id mem_999"
    assert snapshot(workspace) == before


def test_dry_run_reports_and_changes_nothing(workspace):
    kept = capture("User prefers dark mode in every editor")
    before = snapshot(workspace)
    result = apply_json(
        [{"action": "create", "content": "Releases ship on Tuesdays"}, {"action": "reinforce", "id": kept}],
        "--dry-run",
    )
    assert (result["dryRun"], result["created"], result["reinforced"]) == (True, 1, 1)
    assert snapshot(workspace) == before


def test_apply_with_content_is_a_usage_error(workspace):
    result = CliRunner().invoke(cli.capture, ["text", "--apply", "-"], input="[]")
    assert result.exit_code == 2


def test_empty_action_list_changes_nothing(workspace):
    before = snapshot(workspace)
    assert apply_json({"actions": []})["outcomes"] == []
    assert snapshot(workspace) == before


def test_parse_document_is_pure_and_names_the_document():
    with pytest.raises(InvalidInput, match="^agent output: not valid JSON"):
        actions.parse_document(b"hello", "agent output")
    parsed = actions.parse_document(b'[{"action":"skip"},{"action":"reinforce","id":"mem_test_004"}]')
    assert [(a.index, a.kind, a.memory_id) for a in parsed] == [(0, "skip", None), (1, "reinforce", "mem_test_004")]


def test_json_schema_file_lists_the_same_actions_and_fields():
    schema = json.loads((REPO / "prompts" / "action-schema.json").read_text())
    variants = schema["$defs"]["action"]["oneOf"]
    by_kind = {v["properties"]["action"]["const"]: v for v in variants}
    assert set(by_kind) == set(actions.KINDS)
    for kind, variant in by_kind.items():
        assert set(variant["properties"]) - {"action"} == actions.ALLOWED[kind], kind
    assert "prompts/action-schema.json" in (REPO / "prompts" / "action-schema.md").read_text()


def test_apply_from_a_file_in_a_real_process(workspace, tmp_path):
    doc = tmp_path / "actions.json"
    doc.write_text(json.dumps({"actions": [{"action": "create", "content": "User lives in Lisbon"}]}))
    result = run_script("capture", "--apply", str(doc), "--json")
    assert result.returncode == 0, result.stderr
    assert orjson.loads(result.stdout)["created"] == 1
    assert [m["content"] for m in memories(workspace).values()] == ["User lives in Lisbon"]
    broken = run_script("capture", "--apply", "-", input=b'[{"action":"update","id":"mem_test_042","content":"x"}]')
    assert broken.returncode == 1
    assert b"actions[0] (update): unknown id mem_test_042" in broken.stderr


def test_recall_json_ids_can_be_fed_back(workspace):
    capture("The billing service uses PostgreSQL")
    hit = ok_json("recall", "billing database")[0]
    result = apply_json([{"action": "reinforce", "id": hit["id"]}])
    assert result["outcomes"][0]["id"] == hit["id"]
    assert memories(workspace)[hit["id"]]["timesReinforced"] == 1


@given(
    st.one_of(
        st.text(max_size=200),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=20),
            lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
            max_leaves=12,
        ),
    )
)
@settings(max_examples=300, deadline=None)
def test_parse_document_accepts_or_names_the_problem(value):
    raw = value if isinstance(value, str) else json.dumps(value)
    try:
        parsed = actions.parse_document(raw, "doc")
    except InvalidInput as exc:
        assert str(exc).startswith(("doc:", "actions["))
    else:
        assert all(a.kind in actions.KINDS for a in parsed)
