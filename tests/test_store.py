"""The store: schema, ids, backup, corrupt index, hand edits of the Markdown files, crash safety."""

from __future__ import annotations

import os
import shutil
from datetime import date
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
from hippocampus.errors import StoreMissing, UnknownMemory
from hippocampus.files import Folder
from hippocampus.store import PENDING, Store
from hippocampus.transaction import Transaction

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
    machine = workspace / "memory" / ".state" / "machine.json"
    machine.write_bytes(orjson.dumps({**orjson.loads(machine.read_bytes()), "next": 999}))
    assert capture("first of many") == "mem_test_999"
    assert capture("second of many") == "mem_test_1000"
    assert capture("third of many") == "mem_test_1001"
    assert orjson.loads(machine.read_bytes())["next"] == 1002


SCORE_KEYS = ("importance", "baseImportance", "decayFrom", "lastAccessed", "timesReinforced")


def stored(workspace: Path) -> dict[str, dict]:
    """index.json's memories by id, read as any tool reads it: the file alone."""
    return {m["id"]: m for m in orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"]}


def test_index_json_holds_every_memory_after_every_write(workspace):
    """Every command that changed something leaves index.json, read alone, current."""
    first = capture("User prefers dark mode", "--importance", "0.6")
    assert stored(workspace)[first]["content"] == "User prefers dark mode"
    lines = b"".join(orjson.dumps({"content": t}) + b"\n" for t in ("Boats are fun", "Kites are fun too"))
    boats, kites = (o["id"] for o in ok_json("capture", "--batch", "-", input=lines))
    assert sorted(stored(workspace)) == sorted([first, boats, kites])
    ok("reinforce", first)
    assert stored(workspace)[first]["timesReinforced"] == 1
    hits = recall_json("kites", "--reinforce")
    assert [h["id"] for h in hits] == [kites] and stored(workspace)[kites]["timesReinforced"] == 1
    ok("forget", boats)
    assert sorted(stored(workspace)) == sorted([first, kites])
    touch_later(file_of(workspace, kites), file_of(workspace, kites).read_text("utf-8").replace("Kites", "Gliders"))
    ok("recall", "gliders")  # a reader that takes a hand edit writes it through
    assert stored(workspace)[kites]["content"] == "Gliders are fun too"
    ok("decay", now=day(10))
    index = stored(workspace)
    assert index[first]["importance"] == scoring.decayed(index[first]["baseImportance"], 10)
    assert orjson.loads((workspace / "memory" / "index.json").read_bytes())["decayLastRun"] == day(10)
    ok("forget", "--purge", kites, now=day(10))
    assert sorted(stored(workspace)) == [first]
    # And it is what the store itself serves.
    assert stored(workspace)[first] == next(iter(Store(workspace, at(10)).view()))


def test_missing_workspace_is_an_error_and_creates_nothing(tmp_path):
    absent = tmp_path / "nowhere"
    with pytest.raises(StoreMissing, match=str(absent)):
        Store(absent, at(0)).view()
    with pytest.raises(StoreMissing):
        with Store(absent, at(0)).transaction():
            pass
    assert not absent.exists()
    bare = tmp_path / "bare"
    bare.mkdir()
    with pytest.raises(StoreMissing, match="install.py"):
        Store(bare, at(0)).view()
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


# ---------------------------------------------------------------- migration
# A store as version 2 left it, made by that version's own commands over two weeks
# (captures, decays, reinforcements, a recall --reinforce, a forget): index.json,
# index.json.bak (the index before the last decay), index.journal (7 small writes since),
# the Markdown files, the archive, a format 7 cache. expected.json is what version 2's
# Store.load() read from it at the pinned now.
V2_STORE = Path(__file__).parent / "data" / "v2store"
V2_KEYS = ("domain", "category", "content", "created", "keywords", "source", "file", *SCORE_KEYS[1:])


def v2_store(workspace: Path) -> dict:
    shutil.copytree(V2_STORE / "memory", workspace / "memory", dirs_exist_ok=True)
    return orjson.loads((V2_STORE / "expected.json").read_bytes())


def as_v2_read(expected: dict) -> dict[str, dict]:
    """What version 2 held for each memory, with importance as of the pinned now."""
    out = {}
    for m in expected["memories"]:
        days = (at(0).date() - date.fromisoformat(m["decayFrom"])).days
        out[m["id"]] = {**{k: m[k] for k in V2_KEYS}, "importance": scoring.decayed(m["baseImportance"], days)}
    return out


def test_a_version_2_store_migrates_losslessly_on_first_use(workspace):
    expected = v2_store(workspace)
    memory = workspace / "memory"
    v2_index = (memory / "index.json").read_bytes()
    result = ok("recall", "dark", "--json")
    assert "migrated 5 memories" in result.stderr
    assert [h["id"] for h in orjson.loads(result.stdout)] == ["mem_001"]
    want = as_v2_read(expected)
    got = {i: {k: m[k] for k in ("importance", *V2_KEYS)} for i, m in stored(workspace).items()}
    assert got == want  # every id, every field, every score
    head = read_index(workspace)
    assert (head["version"], head["lastUpdated"], head["decayLastRun"]) == (
        3,
        expected["lastUpdated"],
        expected["decayLastRun"],
    )
    assert (memory / "index.json.v2.bak").read_bytes() == v2_index
    assert not (memory / "index.journal").exists() and not (memory / "index.json.bak").exists()
    assert [p.name for p in memory_files(workspace, "archive")] == ["mem_005-old-codename-falcon.md"]
    assert sorted(e["id"] for e in log_lines(workspace) if e["op"] == "state") == sorted(want)
    # Once: later commands, a lost index or a lost cache never migrate again.
    ok("reinforce", "mem_003")
    assert stored(workspace)["mem_003"]["timesReinforced"] == 1
    (memory / "index.json").unlink()
    shutil.rmtree(memory / ".cache")
    ok("recall", "dark")
    assert len(log_lines(workspace)) == 6
    again = {i: {k: m[k] for k in ("importance", *V2_KEYS)} for i, m in stored(workspace).items()}
    assert again["mem_003"]["timesReinforced"] == 1
    assert {i: v for i, v in again.items() if i != "mem_003"} == {i: v for i, v in want.items() if i != "mem_003"}
    assert capture("A brand new memory") == "mem_test_001"  # new ids carry the tag: no legacy id reused
    assert ok("doctor").exit_code == 0


def test_a_version_2_store_without_index_json_migrates_from_its_backup(workspace):
    """index.json deleted, a good index.json.bak: doctor says so and --repair (as any
    command would) takes the backup and the journal's lines over it, keeping every score."""
    expected = v2_store(workspace)
    memory = workspace / "memory"
    (memory / "index.json").unlink()
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert ("index-missing", str(memory / "index.json")) in [(f["code"], f["file"]) for f in report["findings"]]
    fixed = orjson.loads(ok("doctor", "--repair", "--json").stdout)
    assert fixed["healthy"], fixed
    want = as_v2_read(expected)
    got = {i: {k: m[k] for k in ("importance", *V2_KEYS)} for i, m in stored(workspace).items()}
    assert sorted(got) == sorted(want)
    # The backup predates the last decay, which had folded one reinforcement of mem_002
    # in: that one use is the only thing not in the backup or the journal after it.
    assert {i: v for i, v in got.items() if i != "mem_002"} == {i: v for i, v in want.items() if i != "mem_002"}
    assert (got["mem_002"]["timesReinforced"], got["mem_002"]["baseImportance"]) == (0, 0.5)
    assert read_index(workspace)["lastUpdated"] == expected["lastUpdated"]
    assert not (memory / "index.json.bak").exists()  # never read again


def test_install_over_a_version_2_store_without_index_json_keeps_every_score(workspace, monkeypatch, tmp_path):
    """The advice once given for a lost index.json: run install.py. Where it lays the
    template (an empty version 3 index), the store still migrates the backup."""
    from click.testing import CliRunner
    from hippocampus.install import install_command

    expected = v2_store(workspace)
    (workspace / "memory" / "index.json").unlink()
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))  # nothing outside is touched
    result = CliRunner().invoke(install_command, ["--workspace", str(workspace)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    ok("recall", "dark")
    want = as_v2_read(expected)
    got = {i: {k: m[k] for k in ("importance", *V2_KEYS)} for i, m in stored(workspace).items()}
    assert {i: v for i, v in got.items() if i != "mem_002"} == {i: v for i, v in want.items() if i != "mem_002"}


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


def scores(workspace: Path) -> dict[str, tuple]:
    return {i: tuple(m[k] for k in SCORE_KEYS) for i, m in stored(workspace).items()}


@pytest.mark.parametrize("damage", list(CORRUPT), ids=list(CORRUPT))
def test_a_corrupt_index_is_rebuilt_from_the_truth_and_the_bad_one_kept(workspace, damage):
    """index.json is derived: a damaged one is rebuilt from the Markdown files and logs,
    every id and score kept; one that is not ours is kept aside first, once."""
    capture("User prefers dark mode")
    capture("Boats are fun", "--importance", "0.7")
    ok("reinforce", "mem_test_002")
    ok("decay", now=day(3))
    before = scores(workspace)
    index = workspace / "memory" / "index.json"
    index.write_bytes(CORRUPT[damage])
    result = ok("recall", "boats", "--json", now=day(3))
    assert [h["id"] for h in orjson.loads(result.stdout)] == ["mem_test_002"]
    assert "Traceback" not in result.stderr
    kept = list((workspace / "memory").glob("index.json.corrupt-*"))
    assert [p.read_bytes() for p in kept] == [CORRUPT[damage]]
    assert str(index) in result.stderr and str(kept[0]) in result.stderr
    assert scores(workspace) == before
    assert orjson.loads(index.read_bytes())["decayLastRun"] == day(3)
    for name, *args in ALL_COMMANDS:  # and every command works on from there
        result = invoke(name, *args, input='{"content": "x"}\n', now=day(3))
        assert result.exit_code in (0, 1) and "Traceback" not in result.output, (name, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (name, result.exception)
    assert len(list((workspace / "memory").glob("index.json.corrupt-*"))) == 1


def test_an_in_place_edit_of_index_json_is_never_trusted(workspace):
    """The catalog describes one version of index.json (inode, mtime, ctime, size): a
    same-size edit in place with its mtime put back is another version, rebuilt over."""
    capture("User prefers dark mode", "--importance", "0.5")
    capture("Boats are fun", "--importance", "0.5")
    index = workspace / "memory" / "index.json"
    raw = index.read_bytes()
    st = index.stat()
    damaged = raw.replace(b'"importance":0.5,', b'"importance":7.5,', 1)  # same size
    assert damaged != raw and len(damaged) == len(raw)
    with open(index, "r+b") as handle:  # in place: same inode
        handle.write(damaged)
    os.utime(index, ns=(st.st_atime_ns, st.st_mtime_ns))  # even with its mtime put back
    (hit,) = recall_json("boats")
    assert hit["importance"] == 0.5
    assert index.read_bytes() == raw  # rebuilt: the same bytes as before the edit
    assert not list((workspace / "memory").glob("index.json.corrupt-*"))  # ours: derived, not kept


def test_a_corrupt_index_in_a_real_process(workspace):
    capture("User prefers dark mode")
    capture("Boats are fun")
    index = workspace / "memory" / "index.json"
    index.write_bytes(b'{"memories": [')
    proc = run_script("capture", "Another memory")
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr + proc.stdout
    assert str(index).encode() in proc.stderr and b"index.json.corrupt-" in proc.stderr
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002", "mem_test_003"]


def test_decay_if_due_rebuilds_a_corrupt_index_and_runs(workspace):
    capture("User prefers dark mode", "--importance", "0.9")
    index = workspace / "memory" / "index.json"
    index.write_bytes(b"garbage")
    result = invoke("decay", "--if-due", now=day(1))
    assert result.exit_code == 0, result.output
    assert str(index) in result.stderr and "decay skipped" not in result.stderr
    assert read_index(workspace)["decayLastRun"] == day(1)
    assert memories(workspace)["mem_test_001"]["importance"] == scoring.decayed(0.9, 1)
    (kept,) = (workspace / "memory").glob("index.json.corrupt-*")
    assert kept.read_bytes() == b"garbage"


# ---------------------------------------------------------------- hand edits
def in_place(path: Path, old: str, new: str) -> None:
    """A hand edit saved in place (VS Code, nano): same inode, a later mtime; no time passes."""
    before = path.stat().st_mtime_ns
    path.write_text(path.read_text("utf-8").replace(old, new), encoding="utf-8")
    os.utime(path, ns=(before + 10**9, before + 10**9))


def no_full_scan(monkeypatch):
    def refuse(self):
        raise AssertionError("scanned every file")

    monkeypatch.setattr(Transaction, "scan", refuse)
    monkeypatch.setattr(Transaction, "rebuild", refuse)


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


def test_an_in_place_edit_elsewhere_is_taken_by_the_next_reader_once_seconds_pass(workspace):
    """Writers take the quick path while no folder changed (an in-place save changes none);
    the next reader's sweep takes the edit, and index.json then holds it."""
    memory_id = capture("User likes green tea")
    ok("recall", "tea")
    in_place(file_of(workspace, memory_id), "green tea", "white tea")
    capture("User likes black coffee")  # quick: did not look at mem_test_001's file
    let_seconds_pass(workspace)
    ok("recall", "coffee")  # sweeps every file: takes the edit
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


def rename_crashing(when):
    """Folder.rename that dies like a power cut whenever ``when(source, target)``."""
    real = Folder.rename

    def rename(self, source, target, durable=True):
        if when(source, target):
            raise OSError("simulated power cut")
        return real(self, source, target, durable)

    return rename


def log_lines(workspace: Path) -> list[dict]:
    log = workspace / "memory" / "log" / "test.jsonl"
    return [orjson.loads(line) for line in log.read_bytes().splitlines()] if log.exists() else []


def no_pending(workspace: Path) -> bool:
    pending = workspace / "memory" / PENDING
    return not pending.exists() or not any(pending.iterdir())


def without_pending(files: dict[str, bytes]) -> dict[str, bytes]:
    return {k: v for k, v in files.items() if not k.startswith(f"memory/{PENDING}/")}


def boats_and_forget(workspace: Path) -> None:
    """One write that creates, archives and logs: the write the crashes below cut."""
    with Store(workspace, at(0)).transaction() as txn:
        txn.create("Boats are fun", "user", "general", 0.5)
        txn.create("Kites are fun too", "world", "general", 0.5)
        txn.archive("mem_test_001", "test")


def test_crash_before_the_commit_point_rolls_back(workspace, monkeypatch):
    capture("User prefers dark mode")
    before = snapshot(workspace)
    with monkeypatch.context() as patch:
        # the commit point: renaming .pending/<txn>.new (everything staged) to .pending/<txn>
        patch.setattr(Folder, "rename", rename_crashing(lambda source, target: source.endswith(".new")))
        with pytest.raises(OSError, match="power cut"):
            boats_and_forget(workspace)
    pending = workspace / "memory" / PENDING
    (staged,) = pending.iterdir()
    assert staged.name.endswith(".new")  # the crash left its staged write half-way
    assert {"ops.json", "index.json", "log.jsonl", "machine.json"} <= {p.name for p in staged.iterdir()}
    assert without_pending(snapshot(workspace)) == before  # nothing outside .pending changed
    assert recall_json("boats") == []  # the next run (a reader) rolls back
    assert no_pending(workspace)
    assert snapshot(workspace) == before
    assert [h["id"] for h in recall_json("dark")] == ["mem_test_001"]
    assert capture("Another memory") == "mem_test_002"  # the ids it had taken were never used


def test_crash_after_the_commit_point_rolls_forward(workspace, monkeypatch):
    capture("User prefers dark mode")
    gone = file_of(workspace, "mem_test_001")
    before = snapshot(workspace)
    with monkeypatch.context() as patch:
        patch.setattr(Store, "apply_pending", crash)
        with pytest.raises(OSError, match="power cut"):
            boats_and_forget(workspace)
    (committed,) = (workspace / "memory" / PENDING).iterdir()
    assert not committed.name.endswith(".new")
    assert without_pending(snapshot(workspace)) == before  # committed, not carried out yet
    # The next run (even a reader) finishes the write instead of taking files as hand edits.
    (hit,) = recall_json("boats")
    assert hit["id"] == "mem_test_002"
    assert no_pending(workspace)
    assert sorted(stored(workspace)) == ["mem_test_002", "mem_test_003"]
    for record in stored(workspace).values():
        path = workspace / "memory" / record["file"]
        assert memory_file.parse(path.read_text("utf-8"), str(path))["content"] == record["content"]
    assert not gone.exists()
    (archived,) = memory_files(workspace, "archive")
    assert "User prefers dark mode" in archived.read_text("utf-8")
    assert [(e["op"], e["id"]) for e in log_lines(workspace)] == [
        ("create", "mem_test_001"),
        ("create", "mem_test_002"),
        ("create", "mem_test_003"),
        ("forget", "mem_test_001"),
    ]
    assert capture("Another memory") == "mem_test_004"


@pytest.mark.parametrize("moves", range(5))
def test_a_crash_part_way_through_carrying_out_a_write_is_finished_once(workspace, monkeypatch, moves):
    """Killed after ``moves`` of its renames out of .pending (the log lines already
    appended): the next run finishes it; no log line is appended twice."""
    capture("User prefers dark mode")
    old_file = file_of(workspace, "mem_test_001")
    done = []

    def when(source, target):
        if source.startswith(f"{PENDING}/") and ".new" not in source:
            done.append(source)
            return len(done) > moves
        return False

    with monkeypatch.context() as patch:
        patch.setattr(Folder, "rename", rename_crashing(when))
        with pytest.raises(OSError, match="power cut"):
            boats_and_forget(workspace)
    assert [e["op"] for e in log_lines(workspace)] == ["create", "create", "create", "forget"]
    Store(workspace, at(0)).sync()
    Store(workspace, at(0)).sync()  # a second recovery changes nothing
    assert sorted(h["id"] for h in recall_json("fun")) == ["mem_test_002", "mem_test_003"]
    assert sorted(stored(workspace)) == ["mem_test_002", "mem_test_003"]
    for record in stored(workspace).values():
        path = workspace / "memory" / record["file"]
        assert memory_file.parse(path.read_text("utf-8"), str(path))["content"] == record["content"]
    assert not old_file.exists()
    assert len(memory_files(workspace, "archive")) == 1
    assert [e["op"] for e in log_lines(workspace)] == ["create", "create", "create", "forget"]


def test_a_log_append_cut_off_by_a_crash_is_written_whole_once(workspace, monkeypatch):
    capture("User prefers dark mode")
    real = Folder.append

    def half(self, relpath, data, durable=True):
        real(self, relpath, data[: len(data) // 2], durable)
        raise OSError("simulated power cut")

    with monkeypatch.context() as patch:
        patch.setattr(Folder, "append", half)
        with pytest.raises(OSError, match="power cut"):
            with Store(workspace, at(0)).transaction() as txn:
                txn.reinforce("mem_test_001")
                txn.create("Boats are fun", "user", "general", 0.5)
    raw = (workspace / "memory" / "log" / "test.jsonl").read_bytes()
    assert not raw.endswith(b"\n")  # half a line, as a power cut leaves it
    assert memories_after_sync(workspace)["mem_test_001"]["timesReinforced"] == 1  # finished by the next run
    assert [e["op"] for e in log_lines(workspace)] == ["create", "use", "create"]


def test_crash_during_capture_script_then_recovery_in_a_real_process(workspace, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(Store, "apply_pending", crash)
        result = invoke("capture", "Boats are fun")
        assert isinstance(result.exception, OSError)
    proc = run_script("recall", "boats", "--json")
    assert proc.returncode == 0, proc.stderr
    assert [h["id"] for h in orjson.loads(proc.stdout)] == ["mem_test_001"]
    assert len(memory_files(workspace)) == 1


def test_a_staged_write_of_a_killed_process_is_removed_by_the_next_write(workspace):
    capture("User prefers tea")
    staged = workspace / "memory" / PENDING / "0123456789abcdef.new"
    staged.mkdir(parents=True)
    (staged / ".index.json.0123abcd.tmp").write_bytes(b'{"version":3,"memo')  # killed mid-write
    (staged / "0.md").write_bytes(b"never committed")
    capture("Boats are fun")
    assert not staged.exists()
    assert sorted(stored(workspace)) == ["mem_test_001", "mem_test_002"]
    assert not [
        p for p in (workspace / "memory").rglob("*") if "never committed" in str(p.read_bytes() if p.is_file() else "")
    ]


# ---------------------------------------------------------------- the use logs
def test_a_cut_off_log_line_is_a_write_that_never_happened(workspace):
    capture("User prefers dark mode")
    ok("reinforce", "mem_test_001")
    log = workspace / "memory" / "log" / "test.jsonl"
    whole = log.read_bytes()
    log.write_bytes(whole + whole.splitlines(keepends=True)[-1][:30])  # a line cut mid-way (a torn copy)
    (workspace / "memory" / "index.json").unlink()
    assert memories_after_sync(workspace)["mem_test_001"]["timesReinforced"] == 1
    ok("reinforce", "mem_test_001")  # appends after the last whole line
    assert log.read_bytes().startswith(whole) and log.read_bytes().endswith(b"\n")
    assert [e["op"] for e in log_lines(workspace)] == ["create", "use", "use"]
    shutil.rmtree(workspace / "memory" / ".cache")
    assert memories_after_sync(workspace)["mem_test_001"]["timesReinforced"] == 2


def memories_after_sync(workspace: Path) -> dict[str, dict]:
    Store(workspace, at(0)).sync()
    return memories(workspace)


def test_a_damaged_log_line_is_named_and_skipped(workspace):
    capture("User prefers dark mode")
    ok("reinforce", "mem_test_001")
    ok("reinforce", "mem_test_001")
    log = workspace / "memory" / "log" / "test.jsonl"
    lines = log.read_bytes().splitlines(keepends=True)
    log.write_bytes(lines[0] + b"{not json\n" + lines[2])  # one use damaged
    (workspace / "memory" / "index.json").unlink()
    result = ok("recall", "dark", "--json")
    assert str(log) in result.stderr and "line 2" in result.stderr
    assert memories(workspace)["mem_test_001"]["timesReinforced"] == 1  # the other use still counts
    assert capture("The build uses make") == "mem_test_002"  # nothing else stops
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert [f["code"] for f in report["findings"]] == ["log-damaged"]
    assert str(log) in report["findings"][0]["file"]


def test_a_transaction_reads_its_own_changes_laid_over_the_index(workspace):
    for text in ("User prefers tea", "Boats are fun", "Lunch is at noon"):
        capture(text)
    ok("recall", "tea")
    store = Store(workspace, at(0))
    with store.transaction() as txn:
        new = txn.create("The office moved to Berlin", "world", "fact", 0.7)
        txn.reinforce("mem_test_002")
        txn.archive("mem_test_003", "test")
        assert [r["id"] for r in txn.records()] == ["mem_test_001", "mem_test_002", new["id"]]
        assert txn.get("mem_test_002")["timesReinforced"] == 1 and "mem_test_003" not in txn
        assert len(txn) == 3 and txn.ids() == ["mem_test_001", "mem_test_002", new["id"]]
    assert sorted(stored(workspace)) == ["mem_test_001", "mem_test_002", new["id"]]
    assert stored(workspace)["mem_test_002"]["timesReinforced"] == 1
    assert [h["id"] for h in recall_json("berlin")] == [new["id"]]


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


def test_the_catalog_a_write_leaves_is_the_one_a_rebuild_makes(workspace):
    """Memories removed here and there (the first, middle ones side by side, the last)
    and others changed: the catalog laid over the old one (its rows moved up past the
    removed ones) holds what a rebuild from the files finds."""
    from hippocampus import catalog

    for n in range(12):
        capture(f"Memory number {n} about boats and trains", "--importance", "0.5")
    with Store(workspace, at(0)).transaction() as txn:  # in one write, as a sleep does
        for memory_id in ("mem_test_001", "mem_test_005", "mem_test_006", "mem_test_012"):
            txn.archive(memory_id, "test")
        txn.pin("mem_test_007")
        txn.supersede("mem_test_003", "mem_test_011")
    saved = workspace / "memory" / ".cache" / "catalog.bin"
    written = catalog.decode(saved.read_bytes())
    saved.unlink()
    ok("recall", "boats")  # no catalog: rebuilt from index.json and the files
    rebuilt = catalog.decode(saved.read_bytes())
    assert list(written.ids) == list(rebuilt.ids) and len(written.ids) == 8
    assert list(written.files) == list(rebuilt.files)
    assert list(written.stamps) == list(rebuilt.stamps)
