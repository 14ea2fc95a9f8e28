"""The store: schema, ids, backup, corrupt index, hand edits of the Markdown files, crash safety."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import orjson
import pytest
from conftest import NOW, run_script
from helpers_store import (
    at,
    capture,
    day,
    invoke,
    let_seconds_pass,
    memories,
    memory_files,
    ok,
    ok_json,
    read_index,
    snapshot,
)
from hippocampus import memory_file, scoring
from hippocampus import store as store_module
from hippocampus.errors import StoreMissing, UnknownMemory
from hippocampus.store import PENDING, Store

SEED_TOP = {"version", "lastUpdated", "decayLastRun", "memories"}
SEED_MEMORY = {
    "id",
    "domain",
    "category",
    "content",
    "importance",
    "created",
    "lastAccessed",
    "timesReinforced",
    "keywords",
    "source",
}


def recall_json(query: str, *options: str, now: str | None = None) -> list[dict]:
    return ok_json("recall", query, *options, now=now)


def file_of(workspace: Path, memory_id: str) -> Path:
    return workspace / "memory" / memories(workspace)[memory_id]["file"]


def touch_later(path: Path, text: str) -> None:
    """Write a hand edit whose mtime differs from the file's last one, as a real edit would."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(before + 10**9, before + 10**9))
    let_seconds_pass(path)


# ---------------------------------------------------------------- schema and ids
def test_index_keeps_the_seed_schema(workspace):
    ok(
        "capture",
        "I prefer dark mode",
        "--source",
        "chat 2026-11-29",
        "--keywords",
        "dark,mode",
        "--category",
        "preference",
    )
    data = read_index(workspace)
    assert SEED_TOP <= set(data)
    assert data["version"] >= 1
    assert data["lastUpdated"] == NOW
    assert data["decayLastRun"] is None
    (record,) = data["memories"]
    assert SEED_MEMORY <= set(record)
    assert record["id"] == "mem_test_001"
    assert record["domain"] == "user"
    assert record["category"] == "preference"
    assert record["content"] == "I prefer dark mode"
    assert record["importance"] == 0.8  # a preference
    assert record["created"] == record["lastAccessed"] == NOW
    assert record["timesReinforced"] == 0
    assert record["keywords"] == ["dark", "mode"]
    assert record["source"] == "chat 2026-11-29"
    ok("decay", now=day(1))
    assert read_index(workspace)["decayLastRun"] == day(1)


def test_memory_file_mirrors_the_record(workspace):
    memory_id = capture("We decided to ship on Fridays", "--domain", "world", "--source", "standup")
    path = file_of(workspace, memory_id)
    assert path.parent == workspace / "memory" / "world"
    assert path.name.startswith("mem_test_001-") and path.suffix == ".md"
    fields = memory_file.parse(path.read_text("utf-8"), str(path))
    assert fields["id"] == memory_id
    assert fields["content"] == "We decided to ship on Fridays"
    assert fields["domain"] == "world"
    assert fields["importance"] == 0.75
    assert fields["source"] == "standup"


def test_ids_are_never_reused_after_forget_or_purge(workspace):
    for text in ("alpha memory one", "beta memory two", "gamma memory three"):
        capture(text)
    ok("forget", "mem_test_003")
    assert capture("delta memory four") == "mem_test_004"
    ok("forget", "--purge", "mem_test_004")
    assert capture("epsilon memory five") == "mem_test_005"
    ok("forget", "--purge", "mem_test_005")
    ok("forget", "--purge", "mem_test_003")  # the archived copy too
    assert capture("zeta memory six") == "mem_test_006"
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002", "mem_test_006"]


def test_ids_grow_past_three_digits(workspace):
    data = read_index(workspace)
    data["nextId"] = 999
    (workspace / "memory" / "index.json").write_bytes(orjson.dumps(data))
    assert capture("first of many") == "mem_999"
    assert capture("second of many") == "mem_1000"
    assert capture("third of many") == "mem_1001"


def test_backup_holds_the_previous_index(workspace):
    index = workspace / "memory" / "index.json"
    backup = workspace / "memory" / "index.json.bak"
    capture("User prefers dark mode")
    before = index.read_bytes()
    ok("decay", now=day(1))  # writes index.json whole
    assert backup.read_bytes() == before
    assert index.read_bytes() != before
    before = index.read_bytes()
    ok("reinforce", "mem_test_001")  # a small write: one line in index.journal, index.json untouched
    assert index.read_bytes() == before
    ok("decay", now=day(2))  # folds the journal in
    assert backup.read_bytes() == before
    assert orjson.loads(backup.read_bytes())["memories"][0]["timesReinforced"] == 0
    assert orjson.loads(index.read_bytes())["memories"][0]["timesReinforced"] == 1
    assert not (workspace / "memory" / "index.journal").exists()


def test_missing_workspace_is_an_error_and_creates_nothing(tmp_path):
    absent = tmp_path / "nowhere"
    with pytest.raises(StoreMissing, match=str(absent)):
        Store(absent, at(0)).snapshot()
    with pytest.raises(StoreMissing):
        with Store(absent, at(0)).transaction():
            pass
    assert not absent.exists()
    bare = tmp_path / "bare"
    bare.mkdir()
    with pytest.raises(StoreMissing, match="install.py"):
        Store(bare, at(0)).load()
    assert list(bare.iterdir()) == []


def test_a_failed_transaction_writes_nothing(workspace):
    capture("User prefers dark mode")
    before = snapshot(workspace)
    with pytest.raises(UnknownMemory):
        with Store(workspace, at(0)).transaction() as txn:
            txn.create("something new", "user", "general", 0.5)
            txn.reinforce("mem_test_001")
            txn.get("mem_404")
    assert snapshot(workspace) == before


def test_seed_index_from_the_original_skill_is_read_and_upgraded(workspace):
    """An index written by the published shell skill: no files, no nextId, decayed scores."""
    seed = {
        "version": 1,
        "lastUpdated": "2026-11-20T03:00:00Z",
        "decayLastRun": "2026-11-20T03:00:00Z",
        "memories": [
            {
                "id": "mem_test_007",
                "domain": "user",
                "category": "preference",
                "content": "Prefers concise answers",
                "importance": 0.8,
                "created": "2026-10-01T09:00:00Z",
                "lastAccessed": "2026-11-01T09:00:00Z",
                "timesReinforced": 2,
                "keywords": ["concise", "answers"],
            }
        ],
    }
    (workspace / "memory" / "index.json").write_bytes(orjson.dumps(seed))
    (hit,) = recall_json("concise")
    assert hit["id"] == "mem_test_007"
    assert hit["importance"] == scoring.decayed(0.8, 9)  # decays on from the last decay run
    assert hit["source"] is None
    record = memories(workspace)["mem_test_007"]
    assert (workspace / "memory" / record["file"]).is_file()  # the Markdown view was written
    assert record["timesReinforced"] == 2 and record["created"] == "2026-10-01T09:00:00Z"
    assert capture("A brand new memory") == "mem_test_008"


# ---------------------------------------------------------------- corrupt index
CORRUPT = {
    "empty": b"",
    "blank": b"  \n",
    "truncated": b'{"version": 2, "memories": [{"id": "mem_test_001", "con',
    "not json": b"not json at all \xff",
    "a list": b"[]",
    "no memories": b'{"version": 2}',
    "memories not a list": b'{"memories": 3}',
    "bad id": b'{"memories": [{"id": "../../etc/passwd", "domain": "user", "content": "x", "importance": 0.5}]}',
    "duplicate id": (
        b'{"memories": [{"id": "mem_test_001", "domain": "user", "content": "x", "importance": 0.5},'
        b' {"id": "mem_test_001", "domain": "user", "content": "y", "importance": 0.5}]}'
    ),
    "importance out of range": b'{"memories": [{"id": "mem_test_001", "domain": "user", "content": "x", "importance": 7}]}',
}

ALL_COMMANDS = [
    ("capture", "A new memory about boats"),
    ("capture", "--batch", "-"),
    ("recall", "boats"),
    ("reinforce", "mem_test_001"),
    ("decay",),
    ("decay", "--archive"),
    ("load-core",),
    ("sync-core",),
    ("forget", "mem_test_001"),
    ("forget", "--purge", "mem_test_001"),
]


@pytest.mark.parametrize("damage", list(CORRUPT), ids=list(CORRUPT))
def test_corrupt_index_is_named_with_its_backup_and_never_overwritten(workspace, damage):
    capture("User prefers dark mode")
    capture("Boats are fun")  # so a backup exists
    index = workspace / "memory" / "index.json"
    backup = workspace / "memory" / "index.json.bak"
    index.write_bytes(CORRUPT[damage])
    before = snapshot(workspace)
    for name, *args in ALL_COMMANDS:
        result = invoke(name, *args, input='{"content": "x"}\n')
        assert result.exit_code == 1, (name, result.output)
        assert isinstance(result.exception, SystemExit)
        assert "Traceback" not in result.output
        message = result.stderr.strip()
        assert len(message.splitlines()) == 1, message
        assert str(index) in message and str(backup) in message, message
        assert index.read_bytes() == CORRUPT[damage]
        assert snapshot(workspace) == before, name
    assert not (workspace / "HIPPOCAMPUS_CORE.md").exists()


def test_a_hand_edit_of_an_index_we_validated_is_validated_again(workspace):
    capture("User prefers dark mode", "--importance", "0.5")
    capture("Boats are fun")  # this write marked its index as validated
    index = workspace / "memory" / "index.json"
    raw = index.read_bytes()
    st = index.stat()
    damaged = raw.replace(b'"importance": 0.5,', b'"importance": 7.5,', 1)  # same size
    assert damaged != raw and len(damaged) == len(raw)
    with open(index, "r+b") as handle:  # in place: same inode
        handle.write(damaged)
    os.utime(index, ns=(st.st_atime_ns, st.st_mtime_ns))  # even with its mtime put back
    result = invoke("recall", "boats")
    assert result.exit_code == 1 and "importance" in result.stderr, result.output


def test_corrupt_index_without_a_backup_names_the_file(workspace):
    index = workspace / "memory" / "index.json"
    index.write_bytes(b"{oops")
    result = invoke("recall", "anything")
    assert result.exit_code == 1
    assert str(index) in result.stderr and "not valid JSON" in result.stderr
    assert index.read_bytes() == b"{oops"


def test_corrupt_index_in_a_real_process(workspace):
    capture("User prefers dark mode")
    capture("Boats are fun")
    index = workspace / "memory" / "index.json"
    index.write_bytes(b'{"memories": [')
    before = snapshot(workspace)
    proc = run_script("capture", "Another memory")
    assert proc.returncode == 1
    assert b"Traceback" not in proc.stderr + proc.stdout
    assert str(index).encode() in proc.stderr and b"index.json.bak" in proc.stderr
    assert snapshot(workspace) == before


def test_decay_if_due_fails_open_on_a_corrupt_index(workspace):
    index = workspace / "memory" / "index.json"
    index.write_bytes(b"garbage")
    result = invoke("decay", "--if-due")
    assert result.exit_code == 0
    assert "decay skipped" in result.stderr and str(index) in result.stderr
    assert index.read_bytes() == b"garbage"


# ---------------------------------------------------------------- hand edits
def in_place(path: Path, old: str, new: str) -> None:
    """A hand edit saved in place (VS Code, nano): same inode, a later mtime; no time passes."""
    before = path.stat().st_mtime_ns
    path.write_text(path.read_text("utf-8").replace(old, new), encoding="utf-8")
    os.utime(path, ns=(before + 10**9, before + 10**9))


def no_full_scan(monkeypatch):
    def refuse(self, data):
        raise AssertionError("scanned every file")

    monkeypatch.setattr(store_module.Store, "scan", refuse)


def test_a_write_right_after_another_command_does_not_scan_every_file(workspace, monkeypatch):
    first = capture("User likes green tea")
    ok("recall", "tea")
    no_full_scan(monkeypatch)
    second = capture("User likes black coffee")
    ok("reinforce", first)
    ok_json("recall", "coffee", "--reinforce")
    assert memories(workspace)[first]["timesReinforced"] == 1
    assert memories(workspace)[second]["timesReinforced"] == 1


def test_a_write_takes_an_in_place_edit_of_the_memory_it_changes_first(workspace, monkeypatch):
    memory_id = capture("User likes green tea", "--importance", "0.6")
    ok("recall", "tea")
    path = file_of(workspace, memory_id)
    in_place(path, "User likes green tea", "User likes oolong tea")
    no_full_scan(monkeypatch)  # within seconds of the last check of every file
    ok("forget", memory_id)
    (archived,) = memory_files(workspace, "archive")
    assert "User likes oolong tea" in archived.read_text("utf-8")  # the edit went with it


def test_a_write_never_moves_an_unreadable_in_place_edit(workspace, monkeypatch):
    memory_id = capture("User likes green tea")
    ok("recall", "tea")
    path = file_of(workspace, memory_id)
    in_place(path, "domain: user", "domain: [unclosed")
    broken = path.read_text("utf-8")
    no_full_scan(monkeypatch)
    ok("reinforce", memory_id)  # scores still work
    result = invoke("forget", memory_id)
    assert result.exit_code == 1 and str(path) in result.stderr
    assert path.read_text("utf-8") == broken


def test_an_in_place_edit_elsewhere_is_taken_by_a_write_once_seconds_pass(workspace):
    memory_id = capture("User likes green tea")
    ok("recall", "tea")
    in_place(file_of(workspace, memory_id), "green tea", "white tea")
    capture("User likes black coffee")  # quick: did not look at mem_test_001's file
    let_seconds_pass(workspace)
    capture("User likes cocoa")  # scans every file: takes the edit
    assert memories(workspace)[memory_id]["content"] == "User likes white tea"


def test_hand_edit_of_text_is_picked_up_and_the_file_is_not_rewritten(workspace):
    memory_id = capture("User likes green tea", "--importance", "0.6")
    path = file_of(workspace, memory_id)
    edited = path.read_text("utf-8").replace("User likes green tea", "User likes oolong tea, not green")
    touch_later(path, edited)
    (hit,) = recall_json("oolong")
    assert hit["id"] == memory_id and hit["content"] == "User likes oolong tea, not green"
    assert recall_json("green") and recall_json("oolong")[0]["importance"] == 0.6
    record = memories(workspace)[memory_id]
    assert record["content"] == "User likes oolong tea, not green"
    assert "oolong" in record["keywords"]
    assert path.read_text("utf-8") == edited  # the person's bytes stay as they wrote them
    ok("decay", now=day(3))
    ok("reinforce", memory_id, now=day(3))
    assert path.read_text("utf-8") == edited


def test_hand_edit_of_category_and_importance_sets_them(workspace):
    memory_id = capture("User likes green tea", "--importance", "0.6", "--category", "preference")
    ok("decay", now=day(5))
    path = file_of(workspace, memory_id)
    text = path.read_text("utf-8")
    assert "importance: 0.6\n" in text and "category: preference\n" in text
    touch_later(
        path,
        text.replace("importance: 0.6\n", "importance: 0.95\n").replace("category: preference", "category: drinks"),
    )
    (hit,) = recall_json("tea", now=day(5))
    assert hit["importance"] == 0.95 and hit["category"] == "drinks"
    record = memories(workspace)[memory_id]
    assert record["importance"] == record["baseImportance"] == 0.95
    # The edited score is today's score: decay continues from it.
    (later,) = recall_json("tea", now=day(15))
    assert later["importance"] == scoring.decayed(0.95, 10)


def test_hand_edit_of_domain_moves_the_file(workspace):
    memory_id = capture("The office moved to Berlin", "--domain", "user")
    path = file_of(workspace, memory_id)
    touch_later(path, path.read_text("utf-8").replace("domain: user", "domain: world"))
    (hit,) = recall_json("berlin")
    assert hit["domain"] == "world"
    moved = file_of(workspace, memory_id)
    assert moved.parent.name == "world" and moved.is_file() and not path.exists()
    assert memory_file.parse(moved.read_text("utf-8"), "f")["domain"] == "world"


def test_moving_a_file_to_another_domain_folder_changes_its_domain(workspace):
    memory_id = capture("The office moved to Berlin", "--domain", "user")
    path = file_of(workspace, memory_id)
    target = workspace / "memory" / "world" / path.name
    path.rename(target)
    (hit,) = recall_json("berlin")
    assert (hit["id"], hit["domain"]) == (memory_id, "world")  # the move is the edit, not undone
    assert file_of(workspace, memory_id) == target and target.is_file() and not path.exists()
    assert memory_file.parse(target.read_text("utf-8"), "f")["domain"] == "world"
    assert memory_files(workspace, "archive") == []
    # A later edit of the text in its new place keeps it there.
    touch_later(target, target.read_text("utf-8").replace("Berlin", "Munich"))
    (hit,) = recall_json("munich")
    assert (hit["id"], hit["domain"]) == (memory_id, "world")
    assert file_of(workspace, memory_id) == target


def test_renaming_a_file_keeps_the_memory(workspace):
    memory_id = capture("The office moved to Berlin", "--importance", "0.6")
    ok("reinforce", memory_id)
    path = file_of(workspace, memory_id)
    renamed = path.with_name("berlin-office.md")
    path.rename(renamed)
    (hit,) = recall_json("berlin")
    assert hit["id"] == memory_id and hit["timesReinforced"] == 1
    assert file_of(workspace, memory_id) == renamed
    assert memory_files(workspace, "archive") == []
    assert sorted(memories(workspace)) == [memory_id]


@pytest.mark.parametrize("with_frontmatter", [False, True])
def test_new_hand_written_file_is_adopted_with_a_new_id(workspace, with_frontmatter):
    capture("An existing memory", now=day(-2))
    body = "Grandma's birthday is on 3 March"
    text = body + "\n"
    if with_frontmatter:
        text = "---\ncategory: family\nimportance: 0.9\nkeywords: [grandma, birthday]\n---\n" + text
    hand = workspace / "memory" / "relationship" / "grandma.md"
    hand.write_text(text, encoding="utf-8")
    result = ok("recall", "grandma", "--json")
    (hit,) = orjson.loads(result.stdout)
    assert hit["id"] == "mem_test_002"
    assert hit["content"] == body
    assert hit["domain"] == "relationship"
    assert "grandma.md" in result.stderr  # says what it picked up
    record = memories(workspace)["mem_test_002"]
    if with_frontmatter:
        assert (record["category"], record["importance"], record["keywords"]) == (
            "family",
            0.9,
            ["grandma", "birthday"],
        )
    else:
        assert record["category"] == "general" and record["keywords"]
    files = [p for p in memory_files(workspace) if body in p.read_text("utf-8")]
    assert files == [workspace / "memory" / record["file"]]  # one file holds it, no stray copy
    assert capture("Yet another memory") == "mem_test_003"


def test_hand_written_dates_are_kept_as_iso_timestamps_or_refused(workspace):
    folder = workspace / "memory" / "world"
    (folder / "dated.md").write_text("---\ncreated: 2026-01-05\n---\nKayak trip on the lake\n", encoding="utf-8")
    (folder / "vague.md").write_text("---\ncreated: last week\n---\nCanoe trip on the river\n", encoding="utf-8")
    result = ok("recall", "trip", "--json")
    (hit,) = orjson.loads(result.stdout)
    assert hit["content"] == "Kayak trip on the lake" and hit["created"] == "2026-01-05T00:00:00Z"
    assert "vague.md" in result.stderr and "last week" in result.stderr
    assert (folder / "vague.md").read_text("utf-8").startswith("---\ncreated: last week")  # left for the person
    assert all(m["created"].endswith("Z") for m in memories(workspace).values())


def test_copied_file_with_a_taken_id_becomes_a_new_memory(workspace):
    memory_id = capture("User likes green tea", now=day(-2))
    path = file_of(workspace, memory_id)
    copy = path.with_name("copy.md")
    copy.write_text(path.read_text("utf-8").replace("green tea", "black coffee"), encoding="utf-8")
    (hit,) = recall_json("coffee")
    assert hit["id"] == "mem_test_002"
    assert memories(workspace)["mem_test_001"]["content"] == "User likes green tea"


def test_deleting_a_file_forgets_the_memory_and_keeps_an_archive_copy(workspace):
    keep = capture("User likes green tea")
    gone = capture("Old project codename was Falcon")
    path = file_of(workspace, gone)
    path.unlink()
    assert recall_json("falcon") == []
    assert sorted(memories(workspace)) == [keep]
    (archived,) = memory_files(workspace, "archive")
    assert archived.name.startswith(f"{gone}-")
    fields = memory_file.parse(archived.read_text("utf-8"), str(archived))
    assert fields["content"] == "Old project codename was Falcon"
    assert "deleted by hand" in archived.read_text("utf-8")
    assert capture("Another one") == "mem_test_003"  # the id is not handed out again


BAD_EDITS = {
    "broken yaml": ("category: preference", "category: [unclosed"),
    "path category": ("category: preference", "category: ../../etc"),
    "importance too high": ("importance: 0.6", "importance: 1.5"),
    "importance huge": ("importance: 0.6", "importance: " + "9" * 400),
    "unknown domain": ("domain: user", "domain: mars"),
    "bad id": ("id: mem_test_001", "id: ../../x"),
}


@pytest.mark.parametrize("edit", list(BAD_EDITS), ids=list(BAD_EDITS))
def test_malformed_hand_edit_is_never_overwritten_and_the_indexed_version_works(workspace, edit):
    memory_id = capture("User likes green tea", "--importance", "0.6", "--category", "preference")
    other = capture("The build uses make", "--importance", "0.3")
    path = file_of(workspace, memory_id)
    old, new = BAD_EDITS[edit]
    text = path.read_text("utf-8")
    assert old in text
    broken = text.replace(old, new).replace("green tea", "oolong tea")
    touch_later(path, broken)
    result = ok("recall", "green", "--json")
    (hit,) = orjson.loads(result.stdout)
    assert hit["id"] == memory_id and hit["content"] == "User likes green tea"
    assert str(path) in result.stderr  # the person is told which file is wrong
    assert "Traceback" not in result.output
    ok("reinforce", memory_id)
    ok("capture", "User likes green tea")  # a duplicate: reinforces the indexed memory
    ok("decay", "--archive", now=day(200))  # the broken one is an archive candidate now
    ok("sync-core")
    ok("load-core", "--threshold", "0")
    assert path.read_text("utf-8") == broken
    assert memory_id in memories(workspace)  # not archived while its file is broken
    assert other not in memories(workspace)
    assert memories(workspace)[memory_id]["timesReinforced"] == 2
    assert invoke("forget", memory_id).exit_code == 1  # refuses to move a file it cannot read
    assert path.read_text("utf-8") == broken
    # Once fixed, the edit is taken.
    touch_later(path, text.replace("green tea", "oolong tea"))
    (hit,) = recall_json("oolong", "--all", now=day(200))
    assert hit["id"] == memory_id


def test_non_utf8_files_are_left_alone(workspace):
    capture("User likes green tea")
    stray = workspace / "memory" / "user" / "binary.md"
    stray.write_bytes(b"\xff\xfe\x00garbage")
    result = ok("recall", "tea", "--json")
    assert len(orjson.loads(result.stdout)) == 1
    assert "binary.md" in result.stderr
    assert stray.read_bytes() == b"\xff\xfe\x00garbage"
    assert sorted(memories(workspace)) == ["mem_test_001"]


def test_a_symlinked_file_is_ignored_not_fatal(workspace, tmp_path):
    capture("User likes green tea")
    outside = tmp_path / "outside.md"
    outside.write_text("A note about llamas kept elsewhere\n", encoding="utf-8")
    link = workspace / "memory" / "user" / "link.md"
    link.symlink_to(outside)
    # Any command that scans the folders says so (a reader served by a current search
    # cache does not scan: symlinks are not part of the listing it checks).
    assert "link.md" in ok("reinforce", "mem_test_001").stderr
    result = ok("recall", "tea", "--json")
    assert [h["id"] for h in orjson.loads(result.stdout)] == ["mem_test_001"]
    assert ok_json("recall", "llamas") == []
    assert capture("User likes black coffee") == "mem_test_002"
    assert link.is_symlink() and outside.read_text("utf-8") == "A note about llamas kept elsewhere\n"


def test_decay_does_not_rewrite_markdown_files(workspace):
    for n, text in enumerate(
        ["User prefers dark mode", "The build uses make", "Standup is at nine", "Cat is named Miso"]
    ):
        capture(text, "--importance", str(0.3 + n * 0.2))
    ok("reinforce", "mem_test_002")
    files = memory_files(workspace)
    assert len(files) == 4
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in files}
    index = workspace / "memory" / "index.json"
    index_before = index.read_bytes()
    for offset in (1, 2, 30):
        proc = run_script("decay", env={"HIPPOCAMPUS_NOW": day(offset)})
        assert proc.returncode == 0, proc.stderr
    ok("reinforce", "mem_test_001", "mem_test_003", now=day(31))
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in memory_files(workspace)} == before
    assert index.read_bytes() != index_before
    assert memories(workspace)["mem_test_004"]["importance"] == scoring.decayed(0.9, 30)


# ---------------------------------------------------------------- crash safety
def crash(*args, **kwargs):
    raise OSError("simulated power cut")


def test_crash_before_the_index_commit_rolls_back(workspace, monkeypatch):
    capture("User prefers dark mode")
    before = snapshot(workspace)
    with monkeypatch.context() as patch:
        patch.setattr(Store, "write_index", crash)  # the commit point of a whole write
        patch.setattr(Store, "append_journal", crash)  # and of a small one
        with pytest.raises(OSError, match="power cut"):
            with Store(workspace, at(0)).transaction() as txn:
                txn.create("Boats are fun", "user", "general", 0.5)
                txn.archive("mem_test_001", "test")
    pending = workspace / "memory" / PENDING
    assert any(pending.iterdir())  # the crash left its files half-way
    assert (workspace / "memory" / "index.json").read_bytes() == before["memory/index.json"]
    assert recall_json("boats") == []  # the next run rolls back
    assert not pending.exists()
    assert snapshot(workspace) == before
    assert [h["id"] for h in recall_json("dark")] == ["mem_test_001"]


def test_crash_after_the_index_commit_rolls_forward(workspace, monkeypatch):
    capture("User prefers dark mode")
    gone = file_of(workspace, "mem_test_001")
    with monkeypatch.context() as patch:
        patch.setattr(store_module, "_apply_ops", crash)
        with pytest.raises(OSError, match="power cut"):
            with Store(workspace, at(0)).transaction() as txn:
                txn.create("Boats are fun", "user", "general", 0.5)
                txn.archive("mem_test_001", "test")
    data = read_index(workspace)
    assert [m["id"] for m in data["memories"]] == ["mem_test_002"]
    assert not (workspace / "memory" / data["memories"][0]["file"]).exists()  # files not moved yet
    assert gone.exists()
    # The next run (even a reader) finishes the write instead of treating files as hand edits.
    (hit,) = recall_json("boats")
    assert hit["id"] == "mem_test_002"
    assert not (workspace / "memory" / PENDING).exists()
    record = memories(workspace)["mem_test_002"]
    path = workspace / "memory" / record["file"]
    assert memory_file.parse(path.read_text("utf-8"), str(path))["content"] == "Boats are fun"
    assert not gone.exists()
    (archived,) = memory_files(workspace, "archive")
    assert "User prefers dark mode" in archived.read_text("utf-8")
    assert sorted(memories(workspace)) == ["mem_test_002"]  # mem_test_001 not resurrected as a hand-written file
    assert capture("Another memory") == "mem_test_003"


def test_crash_half_way_through_moving_files_is_finished_by_the_next_run(workspace, monkeypatch):
    capture("User prefers dark mode")
    old_file = file_of(workspace, "mem_test_001")

    def move_one_then_crash(store, folder):
        ops = orjson.loads((folder / "ops.json").read_bytes())
        name, relpath = next((op[1], op[2]) for op in ops if op[0] == "write")
        (store.root / relpath).parent.mkdir(parents=True, exist_ok=True)
        os.replace(folder / name, store.root / relpath)
        raise OSError("simulated power cut")

    with monkeypatch.context() as patch:
        patch.setattr(store_module, "_apply_ops", move_one_then_crash)
        with pytest.raises(OSError, match="power cut"):
            with Store(workspace, at(0)).transaction() as txn:
                txn.create("Boats are fun", "user", "general", 0.5)
                txn.create("Kites are fun too", "world", "general", 0.5)
                txn.archive("mem_test_001", "test")
    assert sorted(h["id"] for h in recall_json("fun")) == ["mem_test_002", "mem_test_003"]
    stored = memories(workspace)
    assert sorted(stored) == ["mem_test_002", "mem_test_003"]
    for record in stored.values():
        path = workspace / "memory" / record["file"]
        assert memory_file.parse(path.read_text("utf-8"), str(path))["content"] == record["content"]
    assert not old_file.exists()
    assert len(memory_files(workspace, "archive")) == 1
    assert not (workspace / "memory" / PENDING).exists()


def test_crash_during_capture_script_then_recovery_in_a_real_process(workspace, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(store_module, "_apply_ops", crash)
        result = invoke("capture", "Boats are fun")
        assert isinstance(result.exception, OSError)
    proc = run_script("recall", "boats", "--json")
    assert proc.returncode == 0, proc.stderr
    assert [h["id"] for h in orjson.loads(proc.stdout)] == ["mem_test_001"]
    assert len(memory_files(workspace)) == 1


# ---------------------------------------------------------------- index.journal
JOURNAL_FILE = "index.journal"


def test_small_writes_append_to_the_journal_and_leave_index_json_alone(workspace):
    capture("User prefers dark mode")
    ok("recall", "dark")
    index = workspace / "memory" / "index.json"
    before = index.read_bytes()
    second = capture("The build uses make")
    ok("reinforce", "mem_test_001")
    assert index.read_bytes() == before
    lines = (workspace / "memory" / JOURNAL_FILE).read_bytes().splitlines()
    assert len(lines) == 2
    assert [r["id"] for r in orjson.loads(lines[0])["set"]] == [second]
    assert memories(workspace)["mem_test_001"]["timesReinforced"] == 1
    assert [h["id"] for h in recall_json("make")] == [second]
    assert store_module.Store(workspace, at(0)).load()["nextId"] == 3
    ok("decay", now=day(1))  # a whole write folds it in
    assert not (workspace / "memory" / JOURNAL_FILE).exists()
    assert sorted(m["id"] for m in orjson.loads(index.read_bytes())["memories"]) == ["mem_test_001", second]


def test_a_cut_off_journal_line_is_a_write_that_never_happened(workspace):
    capture("User prefers dark mode")
    ok("recall", "dark")
    capture("The build uses make")
    journal = workspace / "memory" / JOURNAL_FILE
    whole = journal.read_bytes()
    journal.write_bytes(whole + whole[:40])  # a later write cut off mid-line by a crash
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002"]
    assert sorted(h["id"] for h in recall_json("make dark")) == ["mem_test_001", "mem_test_002"]
    third = capture("Lunch is at noon")  # not appended after the cut: folds the journal in
    assert not journal.exists()
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002", third]


def test_a_damaged_journal_line_is_named_and_nothing_is_written(workspace):
    capture("User prefers dark mode")
    ok("recall", "dark")
    capture("The build uses make")
    capture("Lunch is at noon")
    journal = workspace / "memory" / JOURNAL_FILE
    lines = journal.read_bytes().splitlines(keepends=True)
    journal.write_bytes(b"{not json\n" + lines[1])
    before = snapshot(workspace)
    result = invoke("capture", "Another memory")
    assert result.exit_code == 1
    assert str(journal) in result.stderr and "line 1" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert snapshot(workspace) == before
    assert invoke("doctor", "--repair").exit_code == 0  # salvages what the journal still holds
    contents = {m["content"] for m in memories(workspace).values()}
    assert {"User prefers dark mode", "The build uses make", "Lunch is at noon"} <= contents


def test_stale_journal_lines_are_never_applied_twice(workspace, monkeypatch):
    capture("User prefers dark mode")
    ok("recall", "dark")
    capture("The build uses make")
    ok("reinforce", "mem_test_002")
    with monkeypatch.context() as patch:
        patch.setattr(store_module.Store, "drop_journal", crash)  # dies right after index.json was written
        with pytest.raises(OSError, match="power cut"):
            ok_decay = store_module.Store(workspace, at(1))
            from hippocampus import maintenance

            maintenance.decay(ok_decay)
    assert (workspace / "memory" / JOURNAL_FILE).exists()  # left behind, naming the old index
    stored = memories(workspace)
    assert sorted(stored) == ["mem_test_001", "mem_test_002"]
    assert stored["mem_test_002"]["timesReinforced"] == 1
    ok("reinforce", "mem_test_002")
    assert memories(workspace)["mem_test_002"]["timesReinforced"] == 2


def test_a_long_journal_is_folded_into_index_json(workspace, monkeypatch):
    monkeypatch.setattr(store_module, "JOURNAL_LIMIT", 2000)
    capture("User prefers dark mode")
    ok("recall", "dark")
    journal = workspace / "memory" / JOURNAL_FILE
    sizes = []
    for n in range(8):
        capture(f"Note number {n} about boats")
        sizes.append(journal.stat().st_size if journal.exists() else 0)
    assert 0 in sizes[1:] and max(sizes) <= 2000 + 2000  # folded in whenever it grew past the limit
    assert len(memories(workspace)) == 9


def _decayed_store(workspace, monkeypatch, streamed: bool):
    """A store with whole-written and journalled memories (Unicode, edits, a removal),
    decayed 40 days later, streamed or not; its index.json and decay's report."""
    from hippocampus import maintenance

    seed_lines = "\n".join(
        orjson.dumps({"content": text, "created": f"2026-10-{n + 1:02d}T12:00:00Z"}).decode()
        for n, text in enumerate(["User prefers tea", "Café «Noir» on Main St", "会議は毎週月曜日", "Boats are fun"])
    )
    ok("capture", "--batch", "-", input=seed_lines + "\n")
    ok("recall", "tea")
    capture("Remember: the deploy key rotates monthly", "--importance", "0.9")  # journalled
    ok("reinforce", "mem_test_002")
    ok("forget", "mem_test_004")
    capture("Passing mention of a quiet bar", "--importance", "0.25")
    if streamed:  # every memory is never held at once

        def refuse(self):
            raise AssertionError("decay loaded the whole index")

        monkeypatch.setattr(store_module.Transaction, "_materialize", refuse)
    else:
        monkeypatch.setattr(store_module.Transaction, "stream_decay", lambda self, threshold: None)
    result = maintenance.decay(store_module.Store(workspace, at(40)))
    index = workspace / "memory" / "index.json"
    return index.read_bytes(), result, (workspace / "HIPPOCAMPUS_CORE.md").read_text("utf-8")


def test_streamed_decay_writes_what_the_whole_write_would(tmp_path, monkeypatch):
    import shutil

    from workload import make_store

    outputs = []
    for streamed in (True, False):
        workspace = make_store(tmp_path / f"ws-{streamed}")
        with monkeypatch.context() as patch:
            patch.setenv("WORKSPACE", str(workspace))
            outputs.append(_decayed_store(workspace, patch, streamed))
        shutil.rmtree(workspace)
    (raw_a, result_a, core_a), (raw_b, result_b, core_b) = outputs
    txn_a, txn_b = orjson.loads(raw_a)["txn"], orjson.loads(raw_b)["txn"]
    assert raw_a.replace(txn_a.encode(), txn_b.encode()) == raw_b  # byte for byte, but the txn
    result_a.pop("coreFile"), result_b.pop("coreFile")  # each in its own workspace
    assert result_a == result_b and result_a["changed"] > 0 and result_a["archiveCandidates"]
    assert core_a == core_b
    assert "mem_test_004" not in {m["id"] for m in orjson.loads(raw_a)["memories"]}


def test_decay_of_an_index_in_another_layout_falls_back(workspace):
    capture("User prefers tea")
    index = workspace / "memory" / "index.json"
    index.write_bytes(orjson.dumps(orjson.loads(index.read_bytes())))  # compact, as another tool writes it
    ok("recall", "tea")
    capture("Boats are fun")
    result = ok_json("decay", now=day(30))
    assert result["memories"] == 2 and result["changed"] == 2
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002"]


def test_a_seed_index_is_validated_and_filled_in_every_time_until_rewritten(workspace):
    seed_index = {
        "version": 1,
        "lastUpdated": "2026-11-29T09:00:00Z",
        "memories": [{"id": "mem_test_001", "content": "User prefers tea", "importance": 0.8, "domain": "user"}],
    }
    (workspace / "memory" / "index.json").write_bytes(orjson.dumps(seed_index))
    for _ in range(3):  # never marked as validated: its records lack our fields
        assert [h["id"] for h in recall_json("tea")] == ["mem_test_001"]
        assert "User prefers tea" in ok("load-core").stdout
        shutil.rmtree(workspace / "memory" / ".cache", ignore_errors=True)


def test_an_index_missing_our_fields_is_never_trusted_as_validated(workspace):
    capture("User prefers tea")
    index = workspace / "memory" / "index.json"
    data = orjson.loads(index.read_bytes())
    del data["memories"][0]["baseImportance"]  # as a seed tool or a hand edit leaves it
    index.unlink()
    index.write_bytes(orjson.dumps(data, option=orjson.OPT_INDENT_2))
    for _ in range(3):
        (workspace / "memory" / ".cache" / "search.bin").unlink(missing_ok=True)  # the full path: load
        assert [h["id"] for h in recall_json("tea")] == ["mem_test_001"]


def test_a_small_write_also_removes_a_killed_index_writes_temp_file(workspace):
    capture("User prefers tea")
    ok("recall", "tea")
    leftover = workspace / "memory" / ".index.json.0123456789ab.tmp"
    leftover.write_bytes(b'{"half": ')
    capture("Boats are fun")  # a journal write
    assert (workspace / "memory" / JOURNAL_FILE).exists()
    assert not leftover.exists()


def test_a_small_write_that_comes_to_need_every_record_writes_the_index_whole(workspace):
    for text in ("User prefers tea", "Boats are fun", "Lunch is at noon"):
        capture(text)
    ok("recall", "tea")
    store = Store(workspace, at(0))
    with store.transaction() as txn:
        assert txn.lazy
        new = txn.create("The office moved to Berlin", "world", "fact", 0.7)
        txn.reinforce("mem_test_002")
        txn.archive("mem_test_003", "test")
        assert sorted(record["id"] for record in txn.records.values()) == ["mem_test_001", "mem_test_002", new["id"]]
        assert not txn.lazy  # loaded everything, changes laid over it
    index = orjson.loads((workspace / "memory" / "index.json").read_bytes())  # written whole
    stored = {m["id"]: m for m in index["memories"]}
    assert sorted(stored) == ["mem_test_001", "mem_test_002", new["id"]]
    assert stored["mem_test_002"]["timesReinforced"] == 1
    assert not (workspace / "memory" / JOURNAL_FILE).exists()
    assert [h["id"] for h in recall_json("berlin")] == [new["id"]]


def test_sync_core_from_the_cache_writes_what_decay_writes(workspace):
    for text, importance in (("User prefers tea", "0.9"), ("Boats are fun", "0.75"), ("Lunch at noon", "0.4")):
        capture(text, "--importance", importance)
    ok("reinforce", "mem_test_003")
    ok("decay", now=day(5))  # writes the core file from the records it just decayed
    core = workspace / "HIPPOCAMPUS_CORE.md"
    written = core.read_text("utf-8")
    core.unlink()
    ok("sync-core", now=day(5))  # from the search cache, as load-core reads it
    assert core.read_text("utf-8") == written
    assert "User prefers tea" in written and "Lunch at noon" not in written
