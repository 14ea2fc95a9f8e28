"""watch.py -- CMD: output passes through, the exit status is the command's, a failure
becomes a redacted error memory, and the same failure again reinforces it."""

from __future__ import annotations

import sys

import orjson
from conftest import run_script
from helpers_store import memories
from hippocampus import watch

PY = sys.executable


def test_a_passing_command_passes_through_and_stores_nothing(workspace):
    proc = run_script("watch", "--", PY, "-c", "import sys; print('out'); print('err', file=sys.stderr)")
    assert proc.returncode == 0
    assert proc.stdout == b"out\n" and proc.stderr == b"err\n"
    assert memories(workspace) == {}


def test_a_failure_becomes_a_redacted_error_memory_and_keeps_its_status(workspace):
    key = "sk-ant-api03-" + "A1b2C3d4E5f6G7h8" * 4
    script = (
        "import sys; print('partial output');"
        f"print('connecting with {key}', file=sys.stderr);"
        "print('\\x1b[31mERROR\\x1b[0m: tests failed in 0.53s', file=sys.stderr); sys.exit(3)"
    )
    proc = run_script("watch", "--json", "--", PY, "-c", script)
    assert proc.returncode == 3
    assert proc.stdout == b"partial output\n"
    err = proc.stderr.decode()
    assert "ERROR" in err and key in err  # the terminal sees it all; only the memory is redacted
    report = orjson.loads(err.strip().splitlines()[-1])
    assert report["exitCode"] == 3 and report["error"] is None
    memory = memories(workspace)[report["captured"]["id"]]
    assert (memory["domain"], memory["category"]) == ("world", "error")
    assert memory["content"].startswith(f"Command failed (exit 3): {PY} -c ")
    assert "ERROR: tests failed in <duration>" in memory["content"]
    assert key not in memory["content"] and "\x1b" not in memory["content"]


def test_the_same_failure_again_reinforces(workspace):
    def fail(seconds: str):
        code = "import os, sys; print('AssertionError in test_cart after', os.environ['T'] + 's', file=sys.stderr); sys.exit(1)"
        proc = run_script("watch", "--json", "--", PY, "-c", code, env={"T": seconds})
        assert proc.returncode == 1
        return orjson.loads(proc.stderr.decode().strip().splitlines()[-1])["captured"]

    first, second = fail("0.41"), fail("0.57")
    assert (first["action"], second["action"]) == ("created", "reinforced")
    assert first["id"] == second["id"] and len(memories(workspace)) == 1


def test_not_found_is_127_and_remembered(workspace):
    proc = run_script("watch", "--", "no-such-command-xyz", "--flag")
    assert proc.returncode == 127
    [memory] = memories(workspace).values()
    assert memory["content"] == (
        "Command failed (exit 127): no-such-command-xyz --flag\nstderr:\nno-such-command-xyz: command not found"
    )


def test_a_signal_is_128_plus_its_number(workspace):
    proc = run_script("watch", "--", PY, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGTERM)")
    assert proc.returncode == 128 + 15
    [memory] = memories(workspace).values()
    assert "(exit 143)" in memory["content"] and "(no stderr)" in memory["content"]


def test_a_broken_store_never_changes_the_status(tmp_path):
    proc = run_script("watch", "--workspace", str(tmp_path / "none"), "--", PY, "-c", "raise SystemExit(4)")
    assert proc.returncode == 4
    lines = proc.stderr.decode().strip().splitlines()
    assert lines[-1].startswith("hippocampus: the failure was not remembered: workspace ")


def test_no_command_is_a_usage_error():
    assert run_script("watch").returncode == 2
    assert run_script("watch", "--").returncode == 2


def test_the_tail_keeps_the_last_lines_without_escapes():
    raw = b"".join(f"line {n}\n".encode() for n in range(100)) + b"progress 10%\rprogress 100%\n\x1b[1mbold\x1b[0m\n"
    text = watch.tail(raw)
    lines = text.splitlines()
    assert len(lines) == watch.TAIL_LINES
    assert lines[-2:] == ["progress 100%", "bold"] and lines[0] == "line 82"
