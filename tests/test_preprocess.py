"""preprocess.py: candidates from every transcript format, watermarks, limits, redaction, output."""

from __future__ import annotations

from pathlib import Path

import fixtures_transcripts as fx
import orjson
import pytest
from click.testing import CliRunner
from conftest import run_script
from hippocampus import cli
from hippocampus import preprocess as prep
from hippocampus.signals import detect_signals
from hippocampus.store import Store

WRITERS = fx.WRITERS
KEYS = ["id", "source", "timestamp", "role", "text", "signals", "importance"]
SECRET = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234567890abcd"


def write(tmp_path: Path, fmt: str, n: int = 400, planted=None) -> fx.Written:
    name, writer = WRITERS[fmt]
    path = tmp_path / "t" / fmt / name
    path.parent.mkdir(parents=True)
    return writer(path, n, planted)


def run(*args: str):
    result = CliRunner().invoke(cli.preprocess, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    lines = [orjson.loads(line) for line in result.stdout.splitlines() if line.strip()]
    return lines, result


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_candidates_are_exactly_the_signalled_messages(tmp_path, fmt):
    written = write(tmp_path, fmt)
    lines, result = run(str(written.path))
    expected = [(role, text) for role, text in written.expected if detect_signals(text)]
    assert [(c["role"], c["text"]) for c in lines] == expected
    # Every planted message with a signal, in every language, and none of the filler.
    planted_with_signal = {t for _, t in fx.PLANTED if detect_signals(t)}
    assert {c["text"] for c in lines} == planted_with_signal
    assert all(list(c) == KEYS for c in lines)
    assert all(c["source"].startswith(str(written.path)) and c["signals"] for c in lines)
    assert SECRET not in result.stdout
    assert "read 400 messages from 1 source(s)" in result.stderr


def test_importance_follows_the_strongest_signal(tmp_path):
    written = write(tmp_path, "openclaw")
    lines, _ = run(str(written.path))
    by_text = {c["text"]: c for c in lines}
    assert by_text["I prefer dark mode in every editor"]["importance"] == 0.8
    assert by_text["Remember that my sister's name is Olga"]["signals"][0] == "remember-request"
    assert by_text["Remember that my sister's name is Olga"]["importance"] == 0.9
    assert by_text["We decided to use PostgreSQL for the billing service"]["importance"] == 0.75


def test_skipped_lines_are_counted_on_stderr_not_stdout(tmp_path):
    written = write(tmp_path, "openclaw")
    assert written.bad_lines and written.unknown
    lines, result = run(str(written.path))
    assert f"{written.bad_lines} bad or truncated line(s)" in result.stderr
    assert f"{written.unknown} unknown event(s)" in result.stderr
    assert "2 noise" in result.stderr  # the heartbeat turns
    assert "hippocampus:" not in result.stdout
    assert "reading transcripts" not in result.stderr  # no progress bar when stderr is not a terminal


def test_secrets_in_candidates_are_redacted(tmp_path):
    planted = [("user", f"Remember my OpenAI key is {SECRET}"), ("user", "Don't forget: password: Zebra-hunter-99")]
    written = write(tmp_path, "claude-code", 100, planted)
    lines, result = run(str(written.path))
    assert len(lines) == 2
    assert SECRET not in result.stdout and "Zebra-hunter-99" not in result.stdout
    assert all("[REDACTED" in c["text"] for c in lines)
    assert "2 secret(s) redacted" in result.stderr


def test_watermark_moves_only_with_advance(tmp_path, workspace):
    written = write(tmp_path, "openclaw")
    first, _ = run(str(written.path))
    again, _ = run(str(written.path))
    assert again == first and len(first) == 11
    assert not (workspace / "memory" / ".state" / "watermarks.json").exists()

    advanced, _ = run(str(written.path), "--advance")
    assert advanced == first
    marks = orjson.loads((workspace / "memory" / ".state" / "watermarks.json").read_bytes())
    assert list(marks) == [str(written.path)]
    after, result = run(str(written.path))
    assert after == [] and "read 0 messages" in result.stderr
    full, _ = run(str(written.path), "--full")
    assert full == first


def test_appended_messages_are_read_after_the_watermark(tmp_path):
    written = write(tmp_path, "openclaw")
    run(str(written.path), "--advance")
    with open(written.path, "ab") as f:
        f.write(written.pending)  # the truncated last line lands
        for event in fx.openclaw_events([("user", "I prefer green tea in the morning")], start=900000):
            f.write(orjson.dumps(event) + b"\n")
    lines, _ = run(str(written.path), "--advance")
    assert [c["text"] for c in lines] == ["I prefer green tea in the morning"]
    assert run(str(written.path))[0] == []


def test_limit_stops_early_and_keeps_that_sources_watermark(tmp_path, workspace):
    one = write(tmp_path / "a", "openclaw")
    two = write(tmp_path / "b", "codex")
    lines, result = run(str(one.path), str(two.path), "--limit", "3", "--advance")
    assert len(lines) == 3 and "stopped at --limit" in result.stderr
    assert not (workspace / "memory" / ".state" / "watermarks.json").exists()
    # A limit that falls after the first source advances only that one.
    lines, _ = run(str(one.path), str(two.path), "--limit", "12", "--advance")
    assert len(lines) == 12
    marks = orjson.loads((workspace / "memory" / ".state" / "watermarks.json").read_bytes())
    assert list(marks) == [str(one.path)]
    rest, _ = run(str(one.path), str(two.path))
    assert len(rest) == 11 and {c["source"] for c in rest} == {str(two.path)}


def test_folder_path_reads_every_transcript_under_it(tmp_path):
    write(tmp_path, "claude-code", 100)
    write(tmp_path, "codex", 100)
    lines, result = run(str(tmp_path / "t"))
    assert "from 2 source(s)" in result.stderr
    assert len({c["source"] for c in lines}) == 2


def test_default_sources_are_openclaws(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    session = home / ".openclaw" / "agents" / "main" / "sessions" / "s1.jsonl"
    session.parent.mkdir(parents=True)
    fx.write_openclaw_jsonl(session, 100)
    lines, _ = run()
    assert {c["source"] for c in lines} == {str(session)}
    assert len(lines) == 11


def test_no_default_sources_is_not_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "empty-home"))
    lines, result = run()
    assert lines == [] and "no OpenClaw transcripts" in result.stderr


def test_markdown_listing(tmp_path):
    written = write(tmp_path, "text", 100)
    result = CliRunner().invoke(cli.preprocess, [str(written.path), "--markdown"])
    assert result.exit_code == 0
    assert "- [preference] 0.80 user" in result.stdout and "I prefer dark mode in every editor" in result.stdout


def test_missing_path_is_a_usage_error(tmp_path):
    result = CliRunner().invoke(cli.preprocess, [str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 2


def test_unreadable_state_file_means_reading_from_the_start(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 100)
    state = workspace / "memory" / ".state"
    state.mkdir(exist_ok=True)
    (state / "watermarks.json").write_text("{broken")
    lines, result = run(str(written.path))
    assert len(lines) == 11 and "ignored unreadable state file" in result.stderr


def test_save_watermarks_merges_sources(tmp_path, workspace):
    store = Store(workspace, fx.BASE_TIME)
    prep.save_watermarks(store, {"/a": {"offset": 1}})
    prep.save_watermarks(store, {"/b": {"offset": 2}})
    prep.save_watermarks(store, {"/a": {"offset": 3}})
    assert prep.load_watermarks(store) == {"/a": {"offset": 3}, "/b": {"offset": 2}}


def test_script_runs_standalone(tmp_path):
    written = write(tmp_path, "codex", 200)
    result = run_script("preprocess", str(written.path), "--json")
    assert result.returncode == 0, result.stderr
    lines = [orjson.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 11 and all(list(c) == KEYS for c in lines)
    assert b"candidate(s)" in result.stderr
    help_result = run_script("preprocess", "--help")
    assert help_result.returncode == 0 and b"JSON lines" in help_result.stdout
