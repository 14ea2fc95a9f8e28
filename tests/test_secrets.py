"""Secrets never get stored or shown: every field capture takes, import headings, error
messages, and what a person writes into a memory file by hand."""

from __future__ import annotations

import orjson
import pytest
from conftest import NOW, run_script
from helpers_store import invoke, memory_files, ok, ok_json, read_index
from hippocampus import render
from hippocampus.capture import make_item, resolve
from hippocampus.errors import InvalidInput
from hippocampus.imports import read_items
from hypothesis import given, settings
from hypothesis import strategies as st
from test_redact import FOUND

TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a"
AWS = "AKIAIOSFODNN7EXAMPLE"  # case matters: lower-cased it is no longer recognised
NPM = "npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
SECRETS = (TOKEN, AWS, NPM, "hunter2", AWS.lower())


def store_text(workspace) -> str:
    """Everything the store holds, as one string."""
    parts = [path.read_text("utf-8") for path in memory_files(workspace)]
    parts.append(orjson.dumps(read_index(workspace)).decode())
    core = workspace / "HIPPOCAMPUS_CORE.md"
    if core.exists():
        parts.append(core.read_text("utf-8"))
    return "\n".join(parts)


def assert_clean(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, secret


def test_keywords_and_category_are_redacted_on_capture(workspace):
    out = ok_json(
        "capture",
        "Deploys go through the release pipeline",
        "--category",
        f"deploy {AWS}",
        "--keywords",
        f"deploy,{TOKEN},{AWS},release",
    )
    assert out["memory"]["category"] == "deploy redacted"
    assert out["memory"]["keywords"] == ["deploy", "release"]
    assert out["redacted"] == 3
    assert_clean(store_text(workspace))


def test_batch_and_agent_fields_are_redacted(workspace):
    line = {"content": "Staging runs on Fly", "category": f"infra {TOKEN}", "keywords": [NPM, "fly"], "source": TOKEN}
    (outcome,) = ok_json("capture", "--batch", "-", input=orjson.dumps(line).decode() + "\n")
    assert outcome["memory"]["category"] == "infra redacted" and outcome["memory"]["keywords"] == ["fly"]
    document = {"actions": [{"action": "create", "content": "The VPN lives on vpn.internal", "category": AWS}]}
    ok("capture", "--apply", "-", input=orjson.dumps(document).decode())
    created = [m for m in read_index(workspace)["memories"] if m["content"].startswith("The VPN")]
    update = {"actions": [{"action": "update", "id": created[0]["id"], "keywords": [f"vpn {TOKEN}", "vpn"]}]}
    ok("capture", "--apply", "-", input=orjson.dumps(update).decode())
    assert_clean(store_text(workspace))


def test_import_headings_are_redacted_while_their_case_still_tells(workspace, tmp_path):
    notes = tmp_path / "notes.md"
    notes.write_text(f"# Keys {AWS}\n\n- The deploy key lives in 1Password\n\n## {TOKEN}\n\n- Rotate it monthly\n")
    items, _ = read_items(notes, "auto")
    assert [item.category for item in items] == ["keys redacted", "redacted"]
    result = run_script("import", str(notes), "--json", env={"WORKSPACE": str(workspace), "HIPPOCAMPUS_NOW": NOW})
    assert result.returncode == 0, result.stderr
    assert_clean(store_text(workspace))


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["capture", "hello", "--importance", TOKEN], None),
        (["capture", "hello", "--domain", TOKEN], None),
        (["capture", "--batch", "-"], orjson.dumps({"content": "x", "domain": TOKEN}).decode()),
        (
            ["capture", "--batch", "-"],
            orjson.dumps({"content": "x", "importance": f"password: hunter2 {NPM}"}).decode(),
        ),
        (["capture", "--batch", "-"], orjson.dumps({"content": "x", TOKEN: 1}).decode()),
        (["capture", "--batch", "-"], orjson.dumps({"content": "x", "created": AWS}).decode()),
        (["capture", "--batch", "-"], f'{{"content": "x", "category": "{TOKEN}/../x"}}'),
        (["recall", "tea", "--limit", TOKEN], None),
        (["forget", TOKEN], None),
    ],
)
def test_errors_never_echo_a_secret(args, stdin):
    result = invoke(args[0], *args[1:], input=stdin)
    assert result.exit_code in (1, 2), result.output
    assert "redacted" in result.output.lower()  # it still says which value was wrong
    assert_clean(result.output)


def test_errors_never_echo_a_secret_from_a_real_process(workspace):
    result = run_script("capture", "hello", "--importance", TOKEN, env={"WORKSPACE": str(workspace)})
    assert result.returncode == 2
    assert TOKEN.encode() not in result.stderr + result.stdout
    assert b"[REDACTED:github-token]" in result.stderr


def test_a_secret_written_into_a_memory_file_by_hand_is_never_shown(workspace):
    (workspace / "memory" / "user" / "keys.md").write_text(
        f"---\ndomain: user\ncategory: keys {AWS}\nimportance: 0.9\nkeywords: [deploy, {TOKEN}]\n"
        f"source: {NPM}\n---\nThe deploy token is {TOKEN} and the db password: hunter2\n"
    )
    ok("sync-core")
    core = (workspace / "HIPPOCAMPUS_CORE.md").read_text("utf-8")
    assert "The deploy token is [REDACTED:github-token]" in core
    assert_clean(core)
    for name, args in (("load-core", []), ("load-core", ["--json"]), ("recall", ["deploy token"])):
        shown = ok(name, *args).stdout
        assert "[REDACTED:github-token]" in shown, (name, shown)
        assert_clean(shown)
    (hit,) = ok_json("recall", "deploy token")
    assert hit["keywords"] == ["deploy"] and hit["category"] == "keys redacted"
    assert "[REDACTED" in hit["source"]
    assert_clean(orjson.dumps(hit).decode())
    # The same through a real process, as a session hook runs load-core.
    result = run_script("load-core", env={"WORKSPACE": str(workspace), "HIPPOCAMPUS_NOW": NOW})
    assert result.returncode == 0 and b"[REDACTED:github-token]" in result.stdout
    assert TOKEN.encode() not in result.stdout


def test_decay_lists_archive_candidates_redacted(workspace):
    (workspace / "memory" / "world" / "old.md").write_text(f"---\nimportance: 0.1\n---\nold key {TOKEN}\n")
    out = ok_json("decay")
    assert any("[REDACTED:github-token]" in c["content"] for c in out["archiveCandidates"])
    assert_clean(orjson.dumps(out).decode())


# ------------------------------------------------------------------ properties
FIELDS = ("content", "category", "keywords", "source")


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(FOUND), st.sampled_from(FIELDS), st.text(max_size=20))
def test_no_field_capture_takes_keeps_a_secret(found, field, noise):
    text, secret, _ = found
    fields = {"content": f"note {noise}".strip() or "note"}
    fields[field] = [text] if field == "keywords" else f"{noise} {text}" if field != "category" else text
    try:
        resolved = resolve(make_item(fields, "batch line 1"))
    except InvalidInput as exc:  # a category is a short label; the error still hides it
        assert secret not in str(exc)
        return
    stored = orjson.dumps({k: v for k, v in resolved.items() if k != "signals"}).decode()
    assert secret not in stored and secret.lower() not in stored.lower()


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(FOUND), st.sampled_from(FIELDS))
def test_nothing_shown_keeps_a_secret_from_a_hand_edited_record(found, field):
    text, secret, _ = found
    record = {"id": "m1", "content": "plain note", "category": "note", "keywords": ["note"], "source": None}
    record[field] = [text, "other"] if field == "keywords" else text
    shown = render.shown(record)
    line = render.core_line(0.9, record)
    markdown = render.core_markdown({"user": [(0.9, record)]}, render_now(), 0.7)
    for out in (orjson.dumps(shown).decode(), line, markdown):
        assert secret not in out, out
    if field != "keywords":
        assert render.shown({**record, field: "plain"}) == {**record, field: "plain"}


def render_now():
    from datetime import UTC, datetime

    return datetime(2026, 11, 29, 10, tzinfo=UTC)
