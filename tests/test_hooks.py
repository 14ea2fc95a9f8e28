"""hook.py: what Claude Code and Codex get back for each event, the background capture,
and that no failure ever reaches the session (exit 0, nothing printed, one logged line)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import orjson
import pytest
from conftest import NOW, SCRIPTS, run_script
from helpers_store import capture, memories, ok, ok_json, read_index, seed
from hippocampus import commands, failopen, hooks

CLAUDE_LINES = [
    {
        "type": "user",
        "uuid": "u1",
        "sessionId": "S",
        "timestamp": "2026-11-29T09:51:17.955Z",
        "isSidechain": False,
        "message": {"role": "user", "content": "Please remember that the staging database is called heron"},
    },
    {
        "type": "assistant",
        "uuid": "a1",
        "parentUuid": "u1",
        "sessionId": "S",
        "timestamp": "2026-11-29T09:51:20.000Z",
        "isSidechain": False,
        "message": {"id": "m1", "role": "assistant", "content": [{"type": "text", "text": "Noted."}]},
    },
]
CODEX_LINES = [
    {"timestamp": "2026-11-29T09:00:00Z", "type": "session_meta", "payload": {"id": "T", "cwd": "/p"}},
    {
        "timestamp": "2026-11-29T09:00:01Z",
        "type": "response_item",
        "payload": {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "Remember that releases are cut on Tuesdays"}],
        },
    },
]


def hook(event: str, payload: dict | bytes | None = None, *args: str, env: dict | None = None):
    """hook.py as the client runs it: a real process with the JSON on stdin."""
    stdin = payload if isinstance(payload, bytes) else orjson.dumps(payload or {})
    proc = run_script("hook", event, *args, input=stdin, env=env)
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr, proc.stderr.decode()
    return proc


def context_of(stdout: bytes, event_name: str) -> str:
    value = orjson.loads(stdout)
    assert value == {
        "hookSpecificOutput": {
            "hookEventName": event_name,
            "additionalContext": value["hookSpecificOutput"]["additionalContext"],
        }
    }
    return value["hookSpecificOutput"]["additionalContext"]


def logged(workspace: Path) -> list[str]:
    path = workspace / "memory" / ".state" / hooks.LOG
    return path.read_text().splitlines() if path.exists() else []


def write_jsonl(path: Path, lines: list[dict]) -> Path:
    path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    return path


# ---------------------------------------------------------------- prompt
@pytest.mark.parametrize("client", ["claude-code", "codex"])
def test_prompt_adds_the_hits_as_context(workspace, client):
    dark, _ = seed("User prefers dark mode in every editor", "The billing service runs on Postgres")
    proc = hook("prompt", {"prompt": "which editor theme do I like?", "session_id": "s"}, "--client", client)
    text = context_of(proc.stdout, "UserPromptSubmit")
    assert "User prefers dark mode in every editor" in text and dark in text
    assert "Postgres" not in text
    assert logged(workspace) == []


def test_prompt_prints_nothing_when_nothing_matches(workspace):
    seed("User prefers dark mode in every editor")
    for payload in ({"prompt": "zebra quantum harmonica"}, {"prompt": "   "}, {"session_id": "no prompt key"}):
        proc = hook("prompt", payload)
        assert proc.stdout == b"" and proc.stderr == b""
    assert logged(workspace) == []


def test_prompt_context_fits_its_budget_and_does_not_reinforce(workspace):
    ids = seed(*[f"Deploy checklist step {n}: " + "verify the rollout carefully " * 12 for n in range(8)])
    before = {i: m["timesReinforced"] for i, m in memories(workspace).items()}
    text = hooks.prompt_context(workspace, {"prompt": "deploy checklist rollout"}, budget=120)
    hits = [line for line in text.splitlines() if line.startswith("- ")]
    assert 1 <= len(hits) < len(ids)
    assert sum(-(-len(line) // 4) for line in hits) <= 120
    assert {i: m["timesReinforced"] for i, m in memories(workspace).items()} == before


def test_a_long_prompt_is_cut_to_its_start(workspace):
    seed("The harbor lantern project ships in March")
    text = hooks.prompt_context(workspace, {"prompt": "harbor lantern " + "filler " * 5000}, budget=300)
    assert "harbor lantern project" in text


# ---------------------------------------------------------------- session start
def test_session_start_runs_the_due_decay_and_shows_core_and_the_handoff(workspace):
    core_id = capture("User prefers tabs over spaces", "--importance", "0.9")
    capture("Minor note about the weather", "--importance", "0.3")
    ok("handoff", "save", "--summary", "Wired up the billing export", "--next", "Test on staging")
    assert read_index(workspace).get("decayLastRun") is None
    proc = hook("session-start", {"source": "startup"}, env={"HIPPOCAMPUS_NOW": "2026-12-01T10:00:00Z"})
    text = context_of(proc.stdout, "SessionStart")
    assert "User prefers tabs over spaces" in text and core_id in text
    assert "weather" not in text
    assert "Wired up the billing export" in text and "- Test on staging" in text
    assert "handoff.py save" in text
    assert read_index(workspace)["decayLastRun"] == "2026-12-01T10:00:00Z"


def test_session_start_on_an_empty_store_prints_nothing(workspace):
    proc = hook("session-start", {"source": "startup"}, "--client", "codex")
    assert proc.stdout == b""
    assert logged(workspace) == []


def test_session_start_keeps_the_core_within_the_budget(workspace):
    seed(*[{"content": f"Core fact number {n}: " + "important detail " * 10, "importance": 0.9} for n in range(30)])
    text = hooks.session_context(workspace, 200, "claude-code", "session-start")
    core_lines = [line for line in text.splitlines() if line.startswith("- ")]
    assert 1 <= len(core_lines) < 30
    assert sum(-(-len(line) // 4) for line in core_lines) <= 200


def test_a_failing_decay_still_shows_the_core(workspace):
    capture("User prefers tabs over spaces", "--importance", "0.9")
    ok("decay")
    (workspace / "memory" / "schedule.json").write_text('{"decay": "not a cron line"}')
    proc = hook("session-start", {}, env={"HIPPOCAMPUS_NOW": "2026-12-05T10:00:00Z"})
    assert "User prefers tabs over spaces" in context_of(proc.stdout, "SessionStart")
    [line] = logged(workspace)
    assert "\tsession-start\tclaude-code\tdecay: " in line


# ---------------------------------------------------------------- capture events
def wait_for(predicate, seconds: float = 30.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("timed out")


@pytest.mark.parametrize("event", ["stop", "session-end", "pre-compact"])
def test_capture_events_start_the_loop_in_the_background(workspace, tmp_path, event):
    transcript = write_jsonl(tmp_path / "s.jsonl", CLAUDE_LINES)
    started = time.monotonic()
    proc = hook(event, {"transcript_path": str(transcript), "hook_event_name": "Stop", "session_id": "S"})
    assert proc.stdout == b""
    assert time.monotonic() - started < 10  # it returned; the capture runs on

    def captured():
        return [m for m in read_index(workspace)["memories"] if "heron" in m["content"]]

    [memory] = wait_for(captured)
    assert memory["source"].startswith(str(transcript))
    assert logged(workspace) == []


def test_wait_captures_in_process_and_again_captures_nothing_new(workspace, tmp_path):
    transcript = write_jsonl(tmp_path / "rollout.jsonl", CODEX_LINES)
    args = ["--client", "codex", "--transcript", str(transcript), "--wait"]
    assert hook("stop", None, *args).stdout == b""
    assert [m["content"] for m in read_index(workspace)["memories"]] == ["Remember that releases are cut on Tuesdays"]
    hook("stop", None, *args)  # the watermark moved: nothing is read twice
    assert len(read_index(workspace)["memories"]) == 1


def test_a_missing_transcript_is_logged(workspace, tmp_path):
    hook("stop", {"transcript_path": str(tmp_path / "gone.jsonl")})
    hook("session-end", {"session_id": "no path"})
    lines = logged(workspace)
    assert len(lines) == 2
    assert "gone.jsonl: transcript not found" in lines[0] and "no transcript_path" in lines[1]


def test_hooks_inside_the_capture_agent_do_nothing(workspace, tmp_path):
    seed("User prefers dark mode in every editor")
    transcript = write_jsonl(tmp_path / "s.jsonl", CLAUDE_LINES)
    for name in hooks.INSIDE_CAPTURE:
        env = {name: "1"}
        assert hook("prompt", {"prompt": "dark mode editor"}, env=env).stdout == b""
        hook("stop", {"transcript_path": str(transcript)}, "--wait", env=env)
    assert not any("heron" in m["content"] for m in read_index(workspace)["memories"])


# ---------------------------------------------------------------- failing open
def _garbage(ws):
    (ws / "memory" / "index.json").write_bytes(b"{not json")


def _index_folder(ws):
    (ws / "memory" / "index.json").unlink()
    (ws / "memory" / "index.json").mkdir()


def _fifo_journal(ws):
    os.mkfifo(ws / "memory" / "index.journal")


def _state_file(ws):
    shutil.rmtree(ws / "memory" / ".state", ignore_errors=True)
    (ws / "memory" / ".state").write_text("not a folder")


@pytest.mark.parametrize("damage", [_garbage, _index_folder], ids=["garbage", "folder"])
@pytest.mark.parametrize("event", ["prompt", "session-start"])
def test_a_damaged_index_is_rebuilt_and_the_session_gets_its_memories(workspace, event, damage):
    """index.json is derived: the hook's store rebuilds it from the files and logs (a folder
    in its place is set aside in lost+found/ first, by files.Folder)."""
    capture("User prefers tabs over spaces", "--importance", "0.9")
    damage(workspace)
    proc = hook(event, {"prompt": "tabs or spaces"})
    context = orjson.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "User prefers tabs over spaces [mem_test_001" in context
    if damage is _garbage:
        assert "index.json" not in context and logged(workspace) == []
        assert list((workspace / "memory").glob("index.json.corrupt-*"))
    else:
        assert (workspace / "memory" / "index.json").is_file()
        assert list((workspace / "memory" / "lost+found").iterdir())


@pytest.mark.parametrize("damage", [_fifo_journal], ids=["fifo"])
@pytest.mark.parametrize("event", ["prompt", "session-start"])
def test_a_damaged_store_never_reaches_the_session(workspace, damage, event):
    capture("User prefers tabs over spaces", "--importance", "0.9")
    damage(workspace)
    proc = hook(event, {"prompt": "tabs or spaces"})
    assert proc.stdout == b""
    assert b"hippocampus hook: " in proc.stderr
    lines = logged(workspace)
    assert lines and all(line.split("\t")[1] == event for line in lines)


def test_with_nowhere_to_log_it_says_so_on_stderr(workspace):
    _state_file(workspace)
    proc = hook("prompt", b"[1, 2]")
    assert proc.stdout == b""
    assert b"hippocampus hook: prompt failed: stdin is not the client's hook JSON (a JSON list" in proc.stderr


@pytest.mark.parametrize(
    "args",
    [["prompt", "--budget", "lots"], [], ["bogus-event"], ["prompt", "--client", "cursor"], ["prompt", "--frobnicate"]],
)
def test_bad_arguments_are_never_a_usage_error(workspace, args):
    """Claude Code takes exit status 2 from a prompt hook as 'block this prompt'."""
    seed("User prefers dark mode in every editor")
    proc = run_script("hook", *args, input=b'{"prompt": "dark mode"}')
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("value", ["abc", "0", "-5", "", "1e3", "٣"])
@pytest.mark.parametrize("event", ["prompt", "session-start"])
def test_a_bad_budget_is_one_logged_line_and_nothing_printed(workspace, event, value):
    seed("User prefers dark mode in every editor")
    proc = hook(event, {"prompt": "dark mode"}, f"--budget={value}")
    why = f"--budget {value!r} is not a whole number of tokens above 0"
    assert proc.stdout == b"" and proc.stderr.decode() == f"hippocampus hook: {event} failed: {why}\n"
    assert logged(workspace) == [f"{NOW}\t{event}\tclaude-code\t{why}"]


def test_the_click_command_checks_the_budget_as_hook_py_does(workspace):
    from click.testing import CliRunner
    from hippocampus import cli

    seed("User prefers dark mode in every editor")
    result = CliRunner().invoke(cli.hook, ["prompt", "--budget", "abc"], input='{"prompt": "dark mode"}')
    assert result.exit_code == 0 and result.stdout == ""
    assert logged(workspace) == [f"{NOW}\tprompt\tclaude-code\t--budget 'abc' is not a whole number of tokens above 0"]
    assert "dark mode" in context_of(
        hook("prompt", {"prompt": "dark mode"}, "--budget", "200").stdout, "UserPromptSubmit"
    )


def test_bad_stdin_and_unknown_event_are_logged(workspace):
    hook("prompt", b"not json at all")
    hook("no-such-event", {})
    lines = logged(workspace)
    assert len(lines) == 2
    assert lines[0].startswith(f"{NOW}\tprompt\tclaude-code\tstdin is not the client's hook JSON")
    assert "unknown hook event 'no-such-event'" in lines[1]


def test_an_unexpected_exception_is_logged_with_its_type(workspace, monkeypatch):
    seed("User prefers dark mode in every editor")

    def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(commands, "recall", broken)
    assert hooks.run("prompt", "codex", None, b'{"prompt": "dark mode"}') == ""
    [line] = logged(workspace)
    assert line.endswith("\tprompt\tcodex\tZeroDivisionError: boom")


def test_a_hook_past_its_deadline_stops_and_logs(workspace, monkeypatch):
    seed("User prefers dark mode in every editor")

    def slow(*args, **kwargs):
        try:
            time.sleep(5)
        except Exception:
            pass  # code that swallows every exception cannot hold the deadline off
        time.sleep(5)

    monkeypatch.setattr(commands, "recall", slow)
    monkeypatch.setitem(hooks.DEADLINES, "prompt", 0.2)
    started = time.monotonic()
    assert hooks.run("prompt", "claude-code", None, b'{"prompt": "dark mode"}') == ""
    assert time.monotonic() - started < 3
    [line] = logged(workspace)
    assert "stopped after 0.2 s" in line


def test_the_log_stays_small(workspace, monkeypatch):
    monkeypatch.setattr(failopen, "LOG_LIMIT", 2000)
    for n in range(100):
        hooks.log_failure(workspace / "memory", "prompt", "codex", RuntimeError(f"failure {n}"))
    lines = logged(workspace)
    assert (workspace / "memory" / ".state" / hooks.LOG).stat().st_size <= 2000
    assert lines[-1].endswith("RuntimeError: failure 99")
    assert all(len(line.split("\t")) == 4 for line in lines)


def test_doctor_reports_the_last_days_hook_failures(workspace):
    log = workspace / "memory" / ".state" / hooks.LOG
    log.parent.mkdir(exist_ok=True)
    log.write_text(
        "2026-11-27T10:00:00Z\tprompt\tcodex\told failure\n"
        "garbled line\n"
        "2026-11-29T09:00:00Z\tsession-start\tclaude-code\tStoreCorrupt: bad index\n"
    )
    report = ok_json("doctor")
    assert report["healthy"] is True
    assert report["hookFailures"] == [
        {
            "time": "2026-11-29T09:00:00Z",
            "event": "session-start",
            "client": "claude-code",
            "error": "StoreCorrupt: bad index",
        }
    ]
    text = ok("doctor").stdout
    assert "1 hook failure(s) in the last day" in text and "StoreCorrupt: bad index" in text
    assert "old failure" not in text


def test_the_prompt_hook_stays_lean(workspace):
    """The client waits for the prompt hook: it must not pay for click, subprocess or the run loop."""
    seed("User prefers dark mode in every editor")
    code = (
        "import sys; from hippocampus import hooks; hooks.main(['prompt']); "
        "heavy = sorted({'click', 'subprocess', 'hippocampus.run_loop', 'hippocampus.cli'} & set(sys.modules)); "
        "print('HEAVY', heavy, file=sys.stderr)"
    )
    env = dict(os.environ, PYTHONPATH=str(SCRIPTS))
    proc = subprocess.run(
        [sys.executable, "-c", code], input=b'{"prompt": "dark mode"}', capture_output=True, env=env, timeout=60
    )
    assert "dark mode" in context_of(proc.stdout, "UserPromptSubmit")
    assert "HEAVY []" in proc.stderr.decode(), proc.stderr.decode()
