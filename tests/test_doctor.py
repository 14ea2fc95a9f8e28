"""doctor.py: every finding names the file at fault; --repair loses nothing and says what it did."""

from __future__ import annotations

import os
import shutil

import orjson
import pytest
from conftest import run_script
from helpers_store import capture, invoke, memories, ok, read_index, snapshot


def doctor_json(*args: str) -> tuple[int, dict]:
    result = invoke("doctor", "--json", *args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, orjson.loads(result.stdout)


def codes(report: dict, key: str = "findings") -> list[tuple[str, str]]:
    return sorted((f["code"], os.path.basename(f["file"])) for f in report[key])


def test_a_healthy_store_exits_0_and_the_script_runs_standalone(workspace):
    capture("User prefers dark mode in every editor")
    result = run_script("doctor")
    assert result.returncode == 0, result.stderr
    assert b"is healthy" in result.stdout
    code, report = doctor_json()
    assert code == 0 and report["healthy"] is True and report["findings"] == []


def test_checking_changes_nothing(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    path.write_text(path.read_text().replace("dark", "light"))
    (workspace / "memory" / "world" / "note.md").write_text("A note written by hand\n")
    before = snapshot(workspace)
    code, report = doctor_json()
    assert code == 1
    assert codes(report) == [("hand-edited", path.name), ("orphan-file", "note.md")]
    assert snapshot(workspace) == before


def test_repair_imports_hand_edits_and_orphans(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    path.write_text(path.read_text().replace("dark", "light"))
    (workspace / "memory" / "world" / "note.md").write_text("A note written by hand about saffron\n")
    code, report = doctor_json("--repair")
    assert code == 0 and report["healthy"] and report["remaining"] == []
    assert any("picked up hand edit" in line for line in report["repaired"])
    contents = sorted(m["content"] for m in memories(workspace).values())
    assert contents == ["A note written by hand about saffron", "User prefers light mode in every editor"]


def test_unparseable_files_go_to_lost_and_found_and_the_memory_is_kept(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    bad = "---\nimportance: high\nkeywords: 5\n---\nUser prefers light mode\n"
    path.write_text(bad)
    junk = os.urandom(300) + b"\x00"
    (workspace / "memory" / "world" / "junk.md").write_bytes(junk)
    (workspace / "memory" / "self" / "notes.txt").write_text("not a memory")
    code, report = doctor_json()
    assert code == 1
    assert codes(report) == [("stray-file", "notes.txt"), ("unparseable", "junk.md"), ("unparseable", path.name)]
    unparseable = next(f for f in report["findings"] if f["file"] == str(path))
    assert "importance" in unparseable["message"]
    code, report = doctor_json("--repair")
    assert code == 0, report
    lost = workspace / "memory" / "lost+found"
    assert (lost / "user" / path.name).read_text() == bad
    assert (lost / "world" / "junk.md").read_bytes() == junk
    assert (lost / "self" / "notes.txt").read_text() == "not a memory"
    assert [m["content"] for m in memories(workspace).values()] == ["User prefers dark mode in every editor"]
    assert "User prefers dark mode in every editor" in path.read_text()  # its indexed version is back


@pytest.mark.parametrize("damage", ["truncated", "empty", "not a store"])
def test_an_unreadable_index_is_restored_from_the_backup_and_kept(workspace, damage):
    capture("User prefers dark mode in every editor")
    capture("The deploy window is Friday afternoon")  # the backup now holds the first memory
    index = workspace / "memory" / "index.json"
    bad = {"truncated": index.read_bytes()[:60], "empty": b"", "not a store": b"[1, 2]"}[damage]
    index.write_bytes(bad)
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("index-unreadable", "index.json")]
    assert "index.json.bak" in report["findings"][0]["repair"]
    code, report = doctor_json("--repair")
    assert code == 0, report
    kept = list((workspace / "memory").glob("index.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    # The backup lacked the second memory; its file brings it back.
    assert sorted(m["content"] for m in memories(workspace).values()) == [
        "The deploy window is Friday afternoon",
        "User prefers dark mode in every editor",
    ]
    assert any("restored" in line for line in report["repaired"])


def test_without_a_good_backup_the_index_is_rebuilt_from_the_files(workspace):
    first = capture("User prefers dark mode in every editor")
    second = capture("The deploy window is Friday afternoon")
    memory = workspace / "memory"
    (memory / "index.json").write_bytes(b"garbage")
    (memory / "index.json.bak").write_bytes(b"more garbage")
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert sorted(memories(workspace)) == sorted([first, second])  # ids kept from the files
    assert read_index(workspace)["nextId"] == 3
    assert any("rebuilt" in line for line in report["repaired"])


def test_temp_files_pending_writes_and_stale_caches(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    memory = workspace / "memory"
    (memory / ".index.json.x1y2.tmp").write_bytes(b"{")
    (memory / ".pending" / "feedface").mkdir(parents=True)
    cache = memory / ".cache" / "files.json"
    cache.parent.mkdir(exist_ok=True)
    path = next(memory.rglob(f"{memory_id}-*.md"))
    stat = path.stat()
    cache.write_bytes(orjson.dumps({f"user/{path.name}": [stat.st_mtime_ns, stat.st_size, "0" * 32]}))
    code, report = doctor_json()
    assert code == 1
    assert codes(report) == [
        ("cache-stale", "files.json"),
        ("pending", ".pending"),
        ("temp-file", ".index.json.x1y2.tmp"),
    ]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert not (memory / ".pending").exists() and not (memory / ".index.json.x1y2.tmp").exists()
    cache.write_bytes(b"{not json")
    code, report = doctor_json()
    assert codes(report) == [("cache-corrupt", "files.json")]
    assert doctor_json("--repair")[0] == 0


def test_missing_folder_and_missing_file(workspace):
    kept = capture("User prefers dark mode in every editor", "--domain", "user")
    gone = capture("The deploy window is Friday afternoon", "--domain", "world")
    memory = workspace / "memory"
    shutil.rmtree(memory / "user")
    shutil.rmtree(memory / "self")
    next(memory.rglob(f"{gone}-*.md")).unlink()
    code, report = doctor_json()
    assert code == 1
    assert [c for c, _ in codes(report)] == ["missing-file", "missing-folder", "missing-folder"]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert list(memories(workspace)) == [kept]  # a deleted file forgets, as any command does
    assert list((memory / "archive").rglob(f"{gone}-*.md"))
    assert (memory / "self").is_dir() and list((memory / "user").glob(f"{kept}-*.md"))


def test_a_held_lock_is_reported_not_waited_on_forever(workspace):
    from filelock import FileLock

    with FileLock(str(workspace / "memory" / ".lock")):
        result = run_script("doctor", env={"HIPPOCAMPUS_LOCK_TIMEOUT": "0.3"})
    assert result.returncode == 1
    assert b".lock" in result.stdout and b"Traceback" not in result.stderr


def test_no_store(tmp_path):
    result = invoke("doctor", "--workspace", str(tmp_path / "nowhere"))
    assert result.exit_code == 1 and "install.py" in result.stdout


def test_a_repair_killed_at_any_step_loses_nothing(workspace, tmp_path):
    """doctor --repair dies (no cleanup) at its n-th file operation, for every n; a second
    --repair then leaves a healthy store with every memory, and every bad file kept."""
    import subprocess
    import sys

    from conftest import REPO

    first = capture("User prefers dark mode in every editor")
    ok("decay")  # writes index.json whole: the backup now holds the first memory
    capture("The deploy window is Friday afternoon")  # these two only in index.journal
    capture("We agreed on weekly reviews on Monday")
    memory = workspace / "memory"
    edited = next(memory.rglob(f"{first}-*.md"))
    bad_edit = b"---\nimportance: high\n---\nUser prefers light mode\n"
    edited.write_bytes(bad_edit)
    junk = b"\xff\xfe\x00 not a memory"
    (memory / "world" / "junk.md").write_bytes(junk)
    (memory / "index.json").write_bytes(b'{"version": 2, "memo')
    expected = {
        "User prefers dark mode in every editor",
        "The deploy window is Friday afternoon",
        "We agreed on weekly reviews on Monday",
    }
    for n in range(1, 300, 3):  # every third step (about 80 in all) keeps this test to seconds
        copy = tmp_path / f"copy{n}"
        shutil.copytree(workspace, copy)
        run = subprocess.run(
            [sys.executable, str(REPO / "tests" / "workload.py"), "crash-at", str(n), "doctor", "--repair"],
            env={**os.environ, "WORKSPACE": str(copy)},
            capture_output=True,
            timeout=60,
        )
        assert b"Traceback" not in run.stderr, run.stderr.decode()
        code, report = doctor_json("--repair", "--workspace", str(copy))
        assert code == 0, (n, report)
        assert {m["content"] for m in memories(copy).values()} == expected, n
        kept = {p.read_bytes() for p in (copy / "memory" / "lost+found").rglob("*") if p.is_file()}
        assert bad_edit in kept and junk in kept, n
        shutil.rmtree(copy)
        if run.returncode != 137:
            assert n > 5, n  # the repair really was interrupted at several points first
            return
    raise AssertionError("the repair never completed")


def test_a_file_where_a_domain_folder_belongs(workspace):
    memory_id = capture("The agent should run the tests before committing", "--domain", "self")
    memory = workspace / "memory"
    shutil.rmtree(memory / "self")
    (memory / "self").write_text("not a folder")
    result = invoke("recall", "tests")
    assert result.exit_code == 1 and str(memory / "self") in result.stderr and "is a file" in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("not-a-folder", "self")]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert (memory / "lost+found" / "self").read_text() == "not a folder"
    assert list((memory / "self").glob(f"{memory_id}-*.md"))
    assert list(memories(workspace)) == [memory_id]


def test_a_domain_folder_linked_outside_is_reported_and_never_written(workspace, tmp_path):
    capture("User prefers dark mode in every editor", "--domain", "user")
    memory = workspace / "memory"
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.rmtree(memory / "self")
    (memory / "self").symlink_to(outside)
    result = invoke("capture", "The agent learned to run tests first", "--domain", "self")
    assert result.exit_code == 1 and "outside the memory folder" in result.stderr
    assert list(outside.iterdir()) == []
    assert not (memory / ".pending").exists()  # refused before anything was written
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("outside-folder", "self")]
    assert report["findings"][0]["repair"] is None


def test_a_cut_off_journal_line_is_reported_and_folded_in(workspace):
    capture("User prefers dark mode in every editor")
    ok("recall", "dark")
    capture("The deploy window is Friday afternoon")
    journal = workspace / "memory" / "index.journal"
    journal.write_bytes(journal.read_bytes() + b'{"base": "x", "txn"')
    code, report = doctor_json("--workspace", str(workspace))
    assert "journal-cut" in {f["code"] for f in report["findings"]}, report
    code, report = doctor_json("--repair", "--workspace", str(workspace))
    assert code == 0 and not journal.exists()
    assert {m["content"] for m in memories(workspace).values()} == {
        "User prefers dark mode in every editor",
        "The deploy window is Friday afternoon",
    }
