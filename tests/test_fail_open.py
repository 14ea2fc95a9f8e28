"""The commands cron and session hooks run fail open on any damaged store: one line on
stderr and exit 0 (``run-hippocampus.py --strict``: exit 1), never a traceback, never a hang."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from unittest.mock import ANY

import orjson
import pytest
from click.testing import CliRunner
from conftest import run_script
from helpers_store import capture, ok, read_index
from hippocampus import cli


def _garbage_index(ws: Path) -> None:
    (ws / "memory" / "index.json").write_bytes(b"\x00garbage{")


def _index_wrong_types(ws: Path) -> None:
    data = read_index(ws)
    data["memories"][0]["importance"] = "very"
    (ws / "memory" / "index.json").write_bytes(orjson.dumps(data))
    (ws / "memory" / "index.journal").unlink(missing_ok=True)


def _folder_for(relpath: str):
    def damage(ws: Path) -> None:
        path = ws / relpath
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
        path.mkdir(parents=True)

    return damage


def _file_for(relpath: str):
    def damage(ws: Path) -> None:
        path = ws / relpath
        shutil.rmtree(path, ignore_errors=True)
        path.write_text("not a folder\n")

    return damage


def _fifo_at(relpath: str):
    def damage(ws: Path) -> None:
        path = ws / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        os.mkfifo(path)

    return damage


def _link_loop(ws: Path) -> None:
    index = ws / "memory" / "index.json"
    index.unlink()
    index.symlink_to("index.json")


def _bad_schedule(ws: Path) -> None:
    (ws / "memory" / "schedule.json").write_text('{"decay": "every other tuesday"}\n')


def _unreadable_index(ws: Path) -> None:
    (ws / "memory" / "index.json").chmod(0)


def _no_memory_folder(ws: Path) -> None:
    shutil.rmtree(ws / "memory")


DAMAGE = {
    "garbage index.json": _garbage_index,
    "index.json with a wrong type": _index_wrong_types,
    "index.json is a folder": _folder_for("memory/index.json"),
    "index.journal is a folder": _folder_for("memory/index.journal"),
    "HIPPOCAMPUS_CORE.md is a folder": _folder_for("HIPPOCAMPUS_CORE.md"),
    ".state is a file": _file_for("memory/.state"),
    "a domain folder is a file": _file_for("memory/world"),
    "index.json is a FIFO": _fifo_at("memory/index.json"),
    "index.journal is a FIFO": _fifo_at("memory/index.journal"),
    "schedule.json is a FIFO": _fifo_at("memory/schedule.json"),
    "search cache is a FIFO": _fifo_at("memory/.cache/search.bin"),
    "watermarks are a FIFO": _fifo_at("memory/.state/watermarks.json"),
    "index.json links to itself": _link_loop,
    "schedule.json has a bad cron line": _bad_schedule,
    "no memory folder": _no_memory_folder,
    "index.json unreadable": pytest.param(
        _unreadable_index,
        marks=pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file"),
    ),
}
# index.json is derived: the store rebuilds it from the Markdown files and logs and says
# so (the file named), and a version 2 journal beside a version 3 index is never read;
# a domain folder that is a file is reported and its memories kept as indexed; .state is
# this machine's own, so a file in its place is moved to lost+found/, as is a folder where
# index.json belongs. Every command then works, cron's and the hooks' included.
HEALED = {
    "garbage index.json": "index.json",
    "index.json is a folder": "index.json",  # moved to lost+found/, the index rebuilt
    "index.json with a wrong type": None,  # ours (version 3), rebuilt without a word
    "index.journal is a folder": None,
    "a domain folder is a file": "world",
    "index.json links to itself": "index.json",
    ".state is a file": ".state",  # this machine's own: moved to lost+found/ and made anew
}
STRICT = {"index.journal is a FIFO"}


@pytest.fixture
def damaged(request, workspace, tmp_path):
    capture("User prefers tabs over spaces")
    ok("decay")  # so --if-due reads the schedule
    ok("recall", "tabs")  # builds the search cache, so damage to it is read
    request.param(workspace)
    transcript = tmp_path / "talk.txt"
    transcript.write_text("user: remember that the deploy window is Friday at 10\n")
    return transcript


LATER = "2026-12-03T10:00:00Z"  # decay is due


def _run(name: str, *args: str, process: bool) -> tuple[int, bytes, str]:
    """(exit code, stdout, stderr) of a command: as a real process where a hang is
    possible (the timeout then fails the test), else in-process (faster)."""
    if process:
        proc = run_script(name, *args, env={"HIPPOCAMPUS_NOW": LATER})
        code, out, err = proc.returncode, proc.stdout, proc.stderr.decode("utf-8", "replace")
    else:
        command = {"decay": cli.decay, "run-hippocampus": cli.run_hippocampus, "consolidate": cli.consolidate}[name]
        result = CliRunner().invoke(command, list(args), env={"HIPPOCAMPUS_NOW": LATER})
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        code, out, err = result.exit_code, result.stdout_bytes, result.stderr
    assert "Traceback" not in err, err
    return code, out, err


@pytest.mark.parametrize("damaged", list(DAMAGE.values()), ids=list(DAMAGE), indirect=True)
def test_decay_if_due_and_run_hippocampus_fail_open(damaged, request):
    kind = request.node.callspec.id
    process = "FIFO" in kind or kind == "garbage index.json"
    code, out, err = _run("decay", "--if-due", process=process)
    assert code == 0
    lines = err.strip().splitlines()
    if kind in HEALED:
        named = HEALED[kind]
        assert out.startswith(b"decayed "), (out, lines)
        assert lines == [] if named is None else len(lines) == 1 and f"/memory/{named}" in lines[0], lines
        code, out, err = _run("run-hippocampus", str(damaged), "--json", process=process)
        assert code == 0
        if kind == "a domain folder is a file":  # the transcript's memory belongs in world/: refused, open
            assert orjson.loads(out) == {"ok": False, "error": ANY} and "/memory/world" in err, err
        else:
            assert orjson.loads(out)["ok"] is True, (out, err)
        return
    assert len(lines) == 1 and lines[0].startswith("hippocampus: decay skipped: "), lines

    code, out, err = _run("run-hippocampus", str(damaged), "--json", process=process)
    assert code == 0
    assert orjson.loads(out) == {"ok": False, "error": ANY}
    assert f"hippocampus: run failed: {orjson.loads(out)['error']}; watermarks not advanced" in err
    if kind in STRICT:
        code, _, err = _run("run-hippocampus", str(damaged), "--strict", process=process)
        assert code == 1 and "hippocampus: run failed: " in err


@pytest.mark.parametrize("damaged", list(DAMAGE.values()), ids=list(DAMAGE), indirect=True)
def test_the_weekly_sleep_fails_open(damaged, request):
    kind = request.node.callspec.id
    process = "FIFO" in kind or kind == "garbage index.json"
    code, out, err = _run("consolidate", "--if-due", "--json", process=process)
    assert code == 0
    # the store heals, or the damage is to what a sleep never reads (the core file, the schedule)
    if kind in HEALED or kind in {"HIPPOCAMPUS_CORE.md is a folder", "schedule.json has a bad cron line"}:
        assert orjson.loads(out)["ran"] is True, (out, err)
    else:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("hippocampus: sleep skipped: "), lines


def test_a_blocking_file_is_named(workspace):
    from hippocampus import failopen

    assert failopen.blocking_file(workspace / "memory") is None
    fifo = workspace / "memory" / ".cache" / "records.bin"
    fifo.parent.mkdir(exist_ok=True)
    os.mkfifo(fifo)
    assert failopen.blocking_file(workspace / "memory") == fifo
    with pytest.raises(failopen.BlockingFile, match="records.bin is not a regular file"):
        failopen.refuse_blocking_files(workspace / "memory")


def test_non_package_errors_become_one_line():
    from hippocampus import failopen
    from hippocampus.errors import StoreBusy

    assert failopen.one_line(StoreBusy("held\nby another")) == "held by another"
    assert failopen.one_line(IsADirectoryError(21, "Is a directory")) == "IsADirectoryError: [Errno 21] Is a directory"
    assert failopen.one_line(RuntimeError()) == "RuntimeError:"
