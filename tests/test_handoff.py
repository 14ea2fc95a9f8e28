"""handoff.py: save and show session handoffs, Markdown files a person can read and edit."""

from __future__ import annotations

from conftest import run_script
from helpers_store import invoke, ok, ok_json
from hippocampus import handoff


def test_save_then_show(workspace):
    saved = ok_json(
        "handoff",
        "save",
        "--summary",
        "Moved billing to Postgres.\n\nTests pass locally.",
        "--next",
        "Run the migration on staging",
        "--next",
        "Ask Alice about the backfill",
        "--artifact",
        "migrations/0042_billing.sql",
        "--session",
        "abc-123",
    )
    assert saved == {
        "file": "handoffs/2026-11-29T10-00-00Z.md",
        "created": "2026-11-29T10:00:00Z",
        "session": "abc-123",
        "summary": "Moved billing to Postgres.\n\nTests pass locally.",
        "next": ["Run the migration on staging", "Ask Alice about the backfill"],
        "artifacts": ["migrations/0042_billing.sql"],
        "redacted": 0,
    }
    text = (workspace / "memory" / saved["file"]).read_text()
    assert "## Next steps\n\n- Run the migration on staging\n- Ask Alice about the backfill\n" in text
    assert ok_json("handoff", "show") == saved
    shown = ok("handoff", "show").stdout
    assert "Moved billing to Postgres." in shown and "- migrations/0042_billing.sql" in shown


def test_show_without_any_handoff(workspace):
    assert ok_json("handoff", "show") is None
    assert "No session handoff yet" in ok("handoff").stdout


def test_two_saves_in_one_second_both_stay_and_the_later_is_latest(workspace):
    first = ok_json("handoff", "save", "--summary", "first")
    second = ok_json("handoff", "save", "--summary", "second")
    assert first["file"] != second["file"]
    assert second["file"] == "handoffs/2026-11-29T10-00-00Z-2.md"
    assert ok_json("handoff", "show")["summary"] == "second"
    later = ok_json("handoff", "save", "--summary", "next day", now="2026-11-30T08:00:00Z")
    assert ok_json("handoff", "show")["file"] == later["file"]
    assert len(list((workspace / "memory" / "handoffs").iterdir())) == 3


def test_secrets_are_redacted_before_writing(workspace):
    key = "sk-ant-api03-" + "A1b2C3d4E5f6G7h8" * 4
    saved = ok_json("handoff", "save", "--summary", f"Deployed with key {key}", "--artifact", f"token={key}")
    text = (workspace / "memory" / saved["file"]).read_text()
    assert key not in text and saved["redacted"] == 2


def test_a_hand_edited_handoff_reads_back(workspace):
    saved = ok_json("handoff", "save", "--summary", "original", "--next", "one")
    path = workspace / "memory" / saved["file"]
    path.write_text(
        "---\ncreated: 2026-11-29T10:00:00Z\n---\n# Session handoff\n\n## Summary\n\nEdited by hand,\n"
        "over two lines.\n\n## Next steps\n\n* first step\n  continued here\n- second step\n\n## Notes\n\nignored\n"
    )
    shown = ok_json("handoff", "show")
    assert shown["summary"] == "Edited by hand,\nover two lines."
    assert shown["next"] == ["first step continued here", "second step"]
    assert shown["artifacts"] == []


def test_summary_lines_that_look_like_headings_survive():
    h = handoff.Handoff("2026-11-29T10:00:00Z", "## not a heading\nplain", ("a",), ("b",), 'odd "id"')
    back = handoff.parse(handoff.render(h))
    assert (back.summary, back.next_steps, back.artifacts, back.session) == (h.summary, ("a",), ("b",), 'odd "id"')


def test_bad_input_is_refused(workspace):
    assert invoke("handoff", "save").exit_code == 2
    assert invoke("handoff", "show", "--summary", "x").exit_code == 2
    result = invoke("handoff", "save", "--summary", "   ")
    assert result.exit_code == 1 and "--summary: empty" in result.stderr
    result = invoke("handoff", "save", "--summary", "x" * 5000)
    assert result.exit_code == 1 and "the limit is 4000" in result.stderr
    assert not (workspace / "memory" / "handoffs").exists()


def test_no_store_is_one_line(tmp_path):
    result = invoke("handoff", "save", "--summary", "x", "--workspace", str(tmp_path / "none"))
    assert result.exit_code == 1 and "does not exist" in result.stderr


def test_the_script_runs_standalone(workspace, tmp_path):
    proc = run_script("handoff", "save", "--summary", "From a real process", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode().startswith("saved handoff memory/handoffs/")
