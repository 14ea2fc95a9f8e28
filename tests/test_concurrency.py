"""Several processes capture and reinforce at once: no update is lost, no id is given twice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import orjson
import pytest
from conftest import SCRIPTS
from helpers_store import capture, memories, memory_files
from hippocampus import memory_file, scoring

WORKERS = 4
CAPTURES = 15
REINFORCEMENTS = 10

# Each worker is a separate Python process running the same click commands the entry
# scripts run, interleaving captures, reinforcements of one shared memory, and recalls.
WORKER = textwrap.dedent(
    """
    import json, os, sys, time
    from click.testing import CliRunner
    from hippocampus import cli

    worker, go = int(sys.argv[1]), sys.argv[2]
    while not os.path.exists(go):
        time.sleep(0.005)
    runner = CliRunner()
    created, reinforced, failures = [], 0, []

    def run(command, *args):
        result = runner.invoke(command, list(args))
        if result.exit_code != 0:
            failures.append([command.name, args, result.output, repr(result.exception)])
        return result

    for n in range({captures}):
        tag = f"w{{worker}}n{{n}}"
        result = run(cli.capture, f"Fact {{tag}} about {{tag}}zeta and {{tag}}omega", "--json", "--importance", "0.5")
        if result.exit_code == 0:
            out = json.loads(result.stdout)
            created.append([out["id"], out["action"], out["memory"]["content"]])
        if n < {reinforcements}:
            if run(cli.reinforce, "mem_test_001").exit_code == 0:
                reinforced += 1
        run(cli.recall, f"{{tag}}zeta", "--json")
    print(json.dumps({{"created": created, "reinforced": reinforced, "failures": failures}}))
    """
).format(captures=CAPTURES, reinforcements=REINFORCEMENTS)


def start(code: str, *args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(SCRIPTS), HIPPOCAMPUS_LOCK_TIMEOUT="60")
    return subprocess.Popen(
        [sys.executable, "-c", code, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


def test_parallel_captures_and_reinforcements_lose_nothing(workspace, tmp_path):
    shared = capture("The team offsite is in Lisbon in May", "--importance", "0.5")
    assert shared == "mem_test_001"
    go = tmp_path / "go"
    procs = [start(WORKER, str(w), str(go)) for w in range(WORKERS)]
    time.sleep(0.3)  # let every process import before they all start at once
    go.touch()
    reports = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()
        reports.append(orjson.loads(out))

    assert [r["failures"] for r in reports] == [[]] * WORKERS
    created = [c for r in reports for c in r["created"]]
    assert len(created) == WORKERS * CAPTURES
    assert all(action == "created" for _, action, _ in created)
    ids = [memory_id for memory_id, _, _ in created]
    assert len(set(ids)) == len(ids)  # no id handed to two processes

    stored = memories(workspace)
    assert len(stored) == WORKERS * CAPTURES + 1
    assert sorted(stored) == sorted([shared, *ids])
    for memory_id, _, content in created:
        assert stored[memory_id]["content"] == content  # each exactly once, under its own id
    assert len({r["content"] for r in stored.values()}) == len(stored)

    made = sum(r["reinforced"] for r in reports)
    assert made == WORKERS * REINFORCEMENTS
    assert stored[shared]["timesReinforced"] == made
    expected = 0.5
    for _ in range(made):
        expected = scoring.reinforced(expected)
    assert stored[shared]["importance"] == expected

    # Files and index agree: one file per memory, none left half-written.
    files = memory_files(workspace)
    assert len(files) == len(stored)
    assert sorted(memory_file.parse(p.read_text("utf-8"), str(p))["id"] for p in files) == sorted(stored)
    assert not (workspace / "memory" / ".pending").exists()
    assert not list((workspace / "memory").glob("*.tmp")) and not list((workspace / "memory").glob(".*.tmp"))
    # Every id minted once: the machine's counter is past all of them.
    machine = orjson.loads((workspace / "memory" / ".state" / "machine.json").read_bytes())
    assert machine["next"] > max(int(i.rsplit("_", 1)[1]) for i in stored)


def test_a_held_lock_makes_writers_give_up_cleanly_and_readers_carry_on(workspace, monkeypatch):
    from helpers_store import invoke, snapshot

    capture("User prefers dark mode in every editor", "--importance", "0.8")
    monkeypatch.setenv("HIPPOCAMPUS_LOCK_TIMEOUT", "0.2")
    before = snapshot(workspace)
    holder = start(
        "import sys, time\nfrom filelock import FileLock\nwith FileLock(sys.argv[1]):\n"
        "    print('held', flush=True)\n    time.sleep(30)\n",
        str(workspace / "memory" / ".lock"),
    )
    try:
        assert holder.stdout.readline().strip() == b"held"
        for args in (("capture", "Something new"), ("reinforce", "mem_test_001"), ("forget", "mem_test_001"), ("decay",)):
            result = invoke(*args)
            assert result.exit_code == 1, result.output
            assert ".lock" in result.stderr and "changed nothing" in result.stderr
            assert "Traceback" not in result.output
        assert invoke("decay", "--if-due").exit_code == 0  # session-start path fails open
        (hit,) = orjson.loads(invoke("recall", "dark mode", "--json").stdout)  # readers need no lock
        assert hit["id"] == "mem_test_001"
        assert "dark mode" in invoke("load-core").stdout
        assert snapshot(workspace) == before
    finally:
        holder.kill()
        holder.wait()
    assert invoke("capture", "Something new").exit_code == 0  # the lock dies with its process


def test_parallel_entry_scripts_lose_nothing(workspace, tmp_path):
    """The real scripts, several at a time: captures and reinforcements from 4 shells."""
    shared = capture("Shared memory about the office coffee machine", "--importance", "0.4")
    code = textwrap.dedent(
        """
        import subprocess, sys
        scripts, worker = sys.argv[1], sys.argv[2]
        for n in range(3):
            for args in (["capture.py", f"Script fact s{worker}k{n} with s{worker}k{n}tail"], ["reinforce.py", "mem_test_001"]):
                proc = subprocess.run([sys.executable, f"{scripts}/{args[0]}", *args[1:]], capture_output=True, text=True)
                if proc.returncode != 0:
                    sys.exit(proc.stderr)
                print(proc.stdout.strip())
        """
    )
    procs = [start(code, str(SCRIPTS), str(w)) for w in range(WORKERS)]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()
        outputs.extend(out.decode().splitlines())
    created = [line.split()[0] for line in outputs if " created" in line]
    assert len(created) == len(set(created)) == WORKERS * 3
    stored = memories(workspace)
    assert sorted(stored) == sorted([shared, *created])
    assert stored[shared]["timesReinforced"] == WORKERS * 3
    assert len(memory_files(workspace)) == len(stored)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here")
def test_a_forked_child_does_not_keep_the_lock_once_its_parent_lets_it_go(workspace):
    """A sleep's child process outlives its transaction by a moment: its copy of the lock's
    descriptor must not hold the store's lock past the parent's release."""
    from hippocampus import lock

    lockfile = workspace / "memory" / ".lock"
    with lock.held(lockfile, 1.0):
        pid = os.fork()
        if pid == 0:
            time.sleep(5)
            os._exit(0)
    try:
        with lock.held(lockfile, 0.0):  # the child still runs, with the descriptor
            pass
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
