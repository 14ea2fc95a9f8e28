"""doctor.py: every finding names the file at fault; --repair loses nothing and says what it did."""

from __future__ import annotations

import os
import shutil

import orjson
import pytest
from conftest import run_script
from helpers_store import capture, invoke, memories, ok, ok_json, read_index, snapshot


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
    assert codes(report) == [("orphan-file", "note.md"), ("text-differs", path.name)]
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
def test_an_unreadable_index_is_rebuilt_with_every_score_and_a_foreign_one_kept(workspace, damage):
    capture("User prefers dark mode in every editor")
    capture("The deploy window is Friday afternoon", "--importance", "0.8")
    ok("reinforce", "mem_test_002")
    before = {m["id"]: m for m in read_index(workspace)["memories"]}
    index = workspace / "memory" / "index.json"
    bad = {"truncated": index.read_bytes()[:60], "empty": b"", "not a store": b"[1, 2]"}[damage]
    index.write_bytes(bad)
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("index-unreadable", "index.json")]
    assert "rebuild it from the Markdown files and logs" in report["findings"][0]["repair"]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert any("rebuilt" in line for line in report["repaired"])
    kept = list((workspace / "memory").glob("index.json.corrupt-*"))
    if damage == "truncated":  # a cut-off index of ours: derived, nothing to keep
        assert kept == []
    else:
        assert [p.read_bytes() for p in kept] == [bad]
    assert memories(workspace) == before  # every memory, every field, every score


def test_a_garbage_index_and_backup_are_rebuilt_from_the_files_and_logs(workspace):
    first = capture("User prefers dark mode in every editor")
    second = capture("The deploy window is Friday afternoon")
    memory = workspace / "memory"
    (memory / "index.json").write_bytes(b"garbage")
    (memory / "index.json.bak").write_bytes(b"more garbage")
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert sorted(memories(workspace)) == sorted([first, second])  # ids kept from the files
    assert capture("A third memory") == "mem_test_003"
    assert any("rebuilt" in line for line in report["repaired"])


def test_temp_files_pending_writes_and_a_damaged_catalog(workspace):
    capture("User prefers dark mode in every editor")
    memory = workspace / "memory"
    temp = memory / ".index.json.x1y2.tmp"
    temp.write_bytes(b"{")
    os.utime(temp, (1e9, 1e9))  # left long ago by a killed write
    (memory / ".pending" / "feedface.new").mkdir(parents=True)
    catalog = memory / ".cache" / "catalog.bin"
    catalog.write_bytes(b"{not a catalog")
    code, report = doctor_json()
    assert code == 1
    assert codes(report) == [("cache-corrupt", "catalog.bin"), ("pending", ".pending"), ("temp-file", temp.name)]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert not (memory / ".pending").exists() or not list((memory / ".pending").iterdir())
    assert not temp.exists()
    assert doctor_json() == (0, {**doctor_json()[1], "healthy": True, "findings": []})


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
    --repair then leaves every memory, every score and every bad file. The damaged index
    held the only valid version of an edited memory: its broken file is left in place
    (the only version now), reported, and taken back with its id and scores once fixed."""
    import subprocess
    import sys

    from conftest import REPO

    first = capture("User prefers dark mode in every editor")
    ok("decay")
    capture("The deploy window is Friday afternoon")
    capture("We agreed on weekly reviews on Monday")
    ok("reinforce", first)
    memory = workspace / "memory"
    edited = next(memory.rglob(f"{first}-*.md"))
    bad_edit = b"---\nimportance: high\n---\nUser prefers light mode\n"
    edited.write_bytes(bad_edit)
    junk = b"\xff\xfe\x00 not a memory"
    (memory / "world" / "junk.md").write_bytes(junk)
    (memory / "index.json").write_bytes(b'{"version": 2, "memo')
    expected = {"The deploy window is Friday afternoon", "We agreed on weekly reviews on Monday"}
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
        assert [(f["code"], f["repair"]) for f in report["remaining"]] == [("unparseable", None)], (n, report)
        assert report["remaining"][0]["file"] == str(copy / edited.relative_to(workspace)), n
        assert {m["content"] for m in memories(copy).values()} == expected, n
        kept = {p.read_bytes() for p in (copy / "memory" / "lost+found").rglob("*") if p.is_file()}
        assert junk in kept and (copy / edited.relative_to(workspace)).read_bytes() == bad_edit, n
        fixed = copy / edited.relative_to(workspace)
        fixed.write_bytes(bad_edit.replace(b"importance: high", b"importance: 0.9"))
        code, report = doctor_json("--repair", "--workspace", str(copy))
        assert code == 0, (n, report)
        back = memories(copy)[first]
        assert (back["content"], back["timesReinforced"]) == ("User prefers light mode", 1)  # its id, its uses
        shutil.rmtree(copy)
        if run.returncode != 137:
            assert n > 5, n  # the repair really was interrupted at several points first
            return
    raise AssertionError("the repair never completed")


def test_a_file_where_a_domain_folder_belongs(workspace):
    memory_id = capture("The agent should run the tests before committing", "--domain", "self")
    other = capture("User prefers dark mode in every editor", "--domain", "user")
    memory = workspace / "memory"
    shutil.rmtree(memory / "self")
    (memory / "self").write_text("not a folder")
    result = invoke("recall", "tests", "--json")  # everything else keeps working
    assert result.exit_code == 0, result.output
    assert [h["id"] for h in orjson.loads(result.stdout)] == [memory_id]  # as indexed
    assert str(memory / "self") in result.stderr
    assert invoke("reinforce", other).exit_code == 0
    refused = invoke("capture", "The agent keeps notes", "--domain", "self")
    assert refused.exit_code == 1 and str(memory / "self") in refused.stderr and "doctor.py --repair" in refused.stderr
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("not-a-folder", "self")]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert (memory / "lost+found" / "self").read_text() == "not a folder"
    assert list((memory / "self").glob(f"{memory_id}-*.md"))
    assert sorted(memories(workspace)) == sorted([memory_id, other])


def test_a_domain_folder_linked_outside_is_reported_and_never_written(workspace, tmp_path):
    kept = capture("User prefers dark mode in every editor", "--domain", "user")
    memory = workspace / "memory"
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "theirs.md").write_text("---\nid: mem_test_009\n---\nNot a memory of this store\n")
    shutil.rmtree(memory / "self")
    (memory / "self").symlink_to(outside)
    result = invoke("capture", "The agent learned to run tests first", "--domain", "self")
    assert result.exit_code == 1 and "is not a plain folder" in result.stderr and str(memory / "self") in result.stderr
    assert [p.name for p in outside.iterdir()] == ["theirs.md"]
    assert ok_json("recall", "memory store") == []  # nothing outside is read as a memory
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("not-a-folder", "self")]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert (memory / "lost+found" / "self").is_symlink()  # the link itself moved, never its target
    assert [p.name for p in outside.iterdir()] == ["theirs.md"]
    assert (memory / "self").is_dir() and not (memory / "self").is_symlink()
    assert sorted(memories(workspace)) == [kept]
    assert ok_json("capture", "The agent learned to run tests first", "--domain", "self")["id"] == "mem_test_002"


def test_a_version_2_journal_is_reported_and_migrated_its_cut_off_line_never_applied(workspace):
    from test_store import V2_STORE, v2_store

    expected = v2_store(workspace)
    journal = workspace / "memory" / "index.journal"
    journal.write_bytes(journal.read_bytes() + b'{"base": "x", "txn"')
    code, report = doctor_json()
    assert ("legacy", "index.json") in codes(report) and ("legacy", "index.journal") in codes(report), report
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert not journal.exists()
    assert sorted(memories(workspace)) == sorted(m["id"] for m in expected["memories"])
    assert (workspace / "memory" / "index.journal.v2.bak").read_bytes().endswith(b'{"base": "x", "txn"')
    assert V2_STORE.is_dir()


def test_a_damaged_line_in_an_index_of_ours_is_reported_and_rebuilt(workspace):
    """Found by bench/stress.py's fuzz: doctor raised on a v3 index with one line garbled."""
    capture("User prefers dark mode in every editor")
    capture("The deploy window is Friday afternoon")
    index = workspace / "memory" / "index.json"
    lines = index.read_bytes().split(b"\n")
    lines[1] = lines[1][:40] + b"#" + lines[1][41:]
    index.write_bytes(b"\n".join(lines))
    code, report = doctor_json()
    assert code == 1 and codes(report) == [("index-unreadable", "index.json")]
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert len(memories(workspace)) == 2


CONFLICTED = """---
id: {id}
domain: user
---
<<<<<<< HEAD
User prefers light mode in every editor
=======
User prefers solarized mode in every editor
>>>>>>> origin/main
"""


def test_conflict_markers_in_a_memory_file_are_reported_and_never_served(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    path.write_text(CONFLICTED.format(id=memory_id))
    result = ok("recall", "mode", "--json")
    assert [h["content"] for h in orjson.loads(result.stdout)] == ["User prefers dark mode in every editor"]
    assert str(path) in result.stderr
    code, report = doctor_json()
    assert code == 1 and ("conflict-markers", path.name) in codes(report)


def test_doctor_repair_splits_a_conflicted_memory_file_keeping_both_texts(workspace):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    path.write_text(CONFLICTED.format(id=memory_id))
    code, report = doctor_json("--repair")
    assert code == 0, report
    assert memories(workspace)[memory_id]["content"] == "User prefers light mode in every editor"  # the first side
    (pair,) = (workspace / "memory" / "conflicts").glob("*.md")
    assert "User prefers solarized mode in every editor" in pair.read_text()  # the second, kept as a conflict
    assert not any("<<<<<<<" in p.read_text() for p in (workspace / "memory").rglob("*.md"))
