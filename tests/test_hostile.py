"""Nothing placed in the memory folder can trick the store (issue 10, section 4): links,
bad names and special files, hand edits, bounds and types, recovery, one permission
policy. Each class is fixed once where it belongs (files.Folder for links and special
files, the transaction for hand edits, records for ids); these are our own cases.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import orjson
import pytest
from conftest import REPO, run_script
from helpers_store import at, capture, invoke, let_seconds_pass, memories, ok, ok_json, read_index

COMMANDS = [
    ("recall", "garden"),
    ("recall", "zebra", "--reinforce"),
    ("capture", "User keeps bees in the garden"),
    ("capture", "--batch", "-"),
    ("reinforce", "mem_test_001"),
    ("load-core", "--threshold", "0"),
    ("sync-core",),
    ("decay",),
    ("decay", "--archive"),
    ("forget", "mem_test_002"),
    ("doctor",),
    ("doctor", "--repair"),
    ("capture", "User grows tomatoes in the garden"),
    ("recall", "garden"),
]
OUTSIDE_WORD = "zebra"  # only outside the store: a recall never finds it


def tree(path: Path) -> dict[str, tuple]:
    """Every name under ``path`` (links not followed) with its kind, bytes and mtime."""
    out = {}
    for item in sorted([path, *path.rglob("*")]):
        st = item.lstat()
        if stat.S_ISREG(st.st_mode):
            out[str(item)] = ("file", item.read_bytes(), st.st_mtime_ns)
        elif stat.S_ISLNK(st.st_mode):
            out[str(item)] = ("link", os.readlink(item))
        else:
            out[str(item)] = ("folder", st.st_mtime_ns)
    return out


def outside_store(tmp_path: Path) -> Path:
    """A folder outside the workspace that looks like a store: a link must never make
    the store read, write, move or delete anything in it."""
    outside = tmp_path / "outside"
    (outside / "sub" / "deeper").mkdir(parents=True)
    (outside / "sub" / "deeper" / "keep.txt").write_text("precious\n")
    note = f"---\nid: mem_test_050\ndomain: user\n---\nThe {OUTSIDE_WORD} lives outside the store\n"
    (outside / "mem_test_050-outside.md").write_text(note)
    (outside / "index.json").write_bytes(
        orjson.dumps({"version": 3, "lastUpdated": None, "decayLastRun": None, "memories": []})
    )
    (outside / "test.jsonl").write_text('{"t":"2026-11-01T00:00:00Z","op":"use","id":"mem_test_001","x":"y"}\n')
    (outside / "machine.json").write_text('{"tag": "evil", "next": 5}\n')
    (outside / "catalog.bin").write_bytes(b"not ours")
    return outside


def run_all(workspace: Path) -> list[str]:
    """Every command once; each exits 0 or with one clear line, never a traceback."""
    lines = []
    for name, *args in COMMANDS:
        result = invoke(name, *args, input='{"content": "User plants roses in the garden"}\n')
        assert result.exception is None or isinstance(result.exception, SystemExit), (name, result.exception)
        assert "Traceback" not in result.output, (name, result.output)
        if result.exit_code != 0 and name != "doctor":
            assert len(result.stderr.strip().splitlines()) == 1, (name, result.stderr)
        lines.append(f"{name} {' '.join(args)}: {result.exit_code} {result.stderr.strip()}")
        let_seconds_pass(workspace)
    for event in ("session-start", "prompt", "bogus"):  # hooks log their failures in .state/
        proc = run_script("hook", event, input=b'{"prompt": "the garden"}', env={"HIPPOCAMPUS_LOCK_TIMEOUT": "1"})
        assert proc.returncode == 0 and b"Traceback" not in proc.stderr, (event, proc.stderr)
    return lines


def link_at(workspace: Path, relpath: str, target: Path) -> Path:
    path = workspace / "memory" / relpath
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return path


# ---------------------------------------------------------------- links
# Where a link is placed (a git checkout can carry any of these), and what it points at.
LINKS = {
    ".pending": "",
    ".pending/0123456789abcdef": "sub",  # a committed write that is a link
    ".cache": "",
    ".cache/catalog.bin": "catalog.bin",
    ".state": "",
    ".state/machine.json": "machine.json",
    "log": "",
    "log/test.jsonl": "test.jsonl",
    ".lock": "sub/deeper/keep.txt",
    "index.json": "index.json",
    "index.journal": "test.jsonl",  # version 2's journal: never read through, never written
    "index.json.bak": "index.json",
    "self": "",  # a domain folder
    "user/mem_test_001-user-likes-the-garden.md": "mem_test_050-outside.md",  # a memory's own file
    "world/mem_test_060-linked.md": "mem_test_050-outside.md",  # a new file that is a link
    "archive": "",
    "archive/user": "",
    "lost+found": "",
    "HIPPOCAMPUS_CORE.md": "sub/deeper/keep.txt",  # beside the store: written, never through
}


@pytest.mark.parametrize("where", list(LINKS))
def test_a_link_anywhere_in_the_store_is_never_followed(workspace, tmp_path, where):
    capture("User likes the garden", "--domain", "user")
    capture("The shed is painted green in the garden", "--domain", "world")
    capture("The agent waters the garden at dawn", "--domain", "self")
    outside = outside_store(tmp_path)
    before = tree(outside)
    target = outside / LINKS[where] if LINKS[where] else outside
    if where == "HIPPOCAMPUS_CORE.md":
        link = workspace / where
        link.symlink_to(target)
    else:
        link = link_at(workspace, where, target)
    run_all(workspace)
    assert tree(outside) == before  # nothing read as a memory, written, moved or deleted there
    hits = ok_json("recall", OUTSIDE_WORD, "--all")
    assert hits == []
    assert all(OUTSIDE_WORD not in m["content"] for m in read_index(workspace)["memories"])
    assert "mem_test_050" not in {m["id"] for m in read_index(workspace)["memories"]}
    # the store still works (and the link, if still there, is a link, not a copy of its target)
    assert ok_json("capture", "User sows carrots in the garden")["action"] == "created"
    assert not link.exists() or link.is_symlink() or link.resolve() != target.resolve()
    assert tree(outside) == before


@pytest.mark.parametrize("target", ["outside", "index.json", "another memory"])
def test_a_capture_never_writes_through_a_link_at_its_next_file_name(workspace, tmp_path, target):
    capture("User likes the garden")
    outside = outside_store(tmp_path)
    before = tree(outside)
    index_before = (workspace / "memory" / "index.json").read_bytes()
    other = file_of(workspace, "mem_test_001")
    other_before = other.read_bytes()
    aim = {"outside": outside / "mem_test_050-outside.md", "index.json": workspace / "memory" / "index.json"}
    trap = workspace / "memory" / "user" / "mem_test_002-user-keeps-bees.md"  # the name it will choose
    trap.symlink_to(aim.get(target, other))
    new = capture("User keeps bees")
    assert new == "mem_test_002"
    path = file_of(workspace, new)
    assert path != trap and path.is_file() and not path.is_symlink() and trap.is_symlink()
    assert "User keeps bees" in path.read_text()
    assert tree(outside) == before and other.read_bytes() == other_before
    assert orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"][0]["id"] == "mem_test_001"
    assert index_before != (workspace / "memory" / "index.json").read_bytes()  # rewritten as a file, not through


def test_a_linked_pending_folder_is_never_emptied(workspace, tmp_path):
    """A plain recall once deleted every sub-folder of a linked .pending's target."""
    capture("User likes the garden")
    outside = outside_store(tmp_path)
    before = tree(outside)
    link_at(workspace, ".pending", outside)
    result = ok("recall", "garden")
    assert str(workspace / "memory" / ".pending") in result.stderr  # reported
    assert tree(outside) == before
    assert not (workspace / "memory" / ".pending").is_symlink()


def test_a_link_in_a_domain_folder_is_reported_by_doctor_and_moved_as_a_link(workspace, tmp_path):
    capture("User likes the garden")
    outside = outside_store(tmp_path)
    before = tree(outside)
    link = link_at(workspace, "user/notes.md", outside / "mem_test_050-outside.md")
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert [(f["code"], f["file"]) for f in report["findings"]] == [("link", str(link))]
    ok("doctor", "--repair")
    moved = workspace / "memory" / "lost+found" / "user" / "notes.md"
    assert moved.is_symlink() and not link.exists() and not link.is_symlink()
    assert tree(outside) == before


def test_two_domain_folders_linked_to_one_never_churn_ids(workspace):
    capture("User likes the garden", "--domain", "user")
    shutil.rmtree(workspace / "memory" / "world")
    (workspace / "memory" / "world").symlink_to("user")  # relative: inside the store
    for _ in range(3):
        let_seconds_pass(workspace)
        ok("recall", "garden")
        capture(f"User likes tulips {_}", "--domain", "user")
    ids = sorted(read_index(workspace)["memories"], key=lambda m: m["id"])
    assert [m["id"] for m in ids] == ["mem_test_001", "mem_test_002", "mem_test_003", "mem_test_004"]
    assert all(m["domain"] == "user" for m in ids)


# ---------------------------------------------------------------- one bad input stops nothing
def works_around(workspace: Path, bad: Path | None = None, process: bool = False) -> None:
    """Every command still works beside the bad input, which is named, never changed."""
    before = tree(bad) if bad is not None and (bad.exists() or bad.is_symlink()) else None
    for name, *args in [
        ("recall", "garden", "--json"),
        ("capture", "User keeps bees in the garden", "--json"),
        ("reinforce", "mem_test_001", "--json"),
        ("load-core", "--threshold", "0"),
        ("decay",),
        ("forget", "mem_test_002"),
        ("sync-core",),
    ]:
        if process:
            proc = run_script(name, *args)
            assert proc.returncode == 0 and b"Traceback" not in proc.stderr, (name, proc.stderr)
        else:
            result = invoke(name, *args)
            assert result.exit_code == 0 and result.exception is None, (name, result.output, result.exception)
        let_seconds_pass(workspace)
    if before is not None:
        assert tree(bad) == before
    doctor = invoke("doctor", "--repair")
    assert "Traceback" not in doctor.output and doctor.exception is None or isinstance(doctor.exception, SystemExit)
    assert ok_json("capture", "User sows carrots in the garden")["action"] == "created"


def two_memories() -> None:
    capture("User likes the garden", "--domain", "user")
    capture("The shed in the garden is green", "--domain", "world")


def test_a_file_name_that_is_not_utf8_is_named_and_skipped(workspace):
    two_memories()
    bad = Path(os.fsdecode(bytes(workspace / "memory" / "user") + b"/caf\xe9-\xff.md"))
    bad.write_text("A note about the garden shed roof\n")
    result = ok("recall", "garden", "--json")
    assert "not valid UTF-8" in result.stderr and "caf" in result.stderr
    works_around(workspace, bad)
    assert bad.exists() or list((workspace / "memory" / "lost+found").rglob("caf*"))
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert all(f["code"] != "bad-name" for f in report["findings"])  # --repair moved it aside


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file whatever its permissions")
def test_a_permission_denied_file_is_named_and_skipped(workspace):
    two_memories()
    bad = workspace / "memory" / "user" / "private.md"
    bad.write_text("A private note about the garden\n")
    bad.chmod(0)
    result = ok("recall", "garden", "--json")
    assert str(bad) in result.stderr
    works_around(workspace, bad)


def test_a_read_refused_by_the_system_is_named_and_skipped(workspace, monkeypatch):
    """The permission-denied case as it runs as root too: the read itself fails (EACCES)."""
    from hippocampus.files import Folder

    two_memories()
    bad = workspace / "memory" / "user" / "private.md"
    bad.write_text("A private note about the garden\n")
    real = Folder.read_stamped

    def refuse(self, relpath, limit=64 << 20):
        if relpath.endswith("private.md"):
            raise PermissionError(errno.EACCES, "Permission denied", str(self.path(relpath)))
        return real(self, relpath, limit)

    monkeypatch.setattr(Folder, "read_stamped", refuse)
    result = ok("recall", "garden", "--json")
    assert str(bad) in result.stderr and "Permission denied" in result.stderr
    works_around(workspace)
    assert bad.read_text() == "A private note about the garden\n"
    assert all("private note" not in m["content"] for m in read_index(workspace)["memories"])


@pytest.mark.parametrize(
    "when", ["9999-12-31T23:30:00-05:00", "0001-01-01T00:10:00+05:00", "9999-12-31T23:59:59.999999-00:01"]
)
def test_a_timestamp_that_overflows_in_utc_is_named_and_skipped(workspace, tmp_path, when):
    two_memories()
    bad = workspace / "memory" / "world" / "overflow.md"
    bad.write_text(f"---\ncreated: {when}\nupdated: {when}\n---\nThe garden gate squeaks\n")
    result = ok("recall", "garden", "--json")
    assert "overflow.md" in result.stderr
    batch = tmp_path / "batch.jsonl"
    batch.write_bytes(orjson.dumps({"content": "The garden hose leaks", "created": when}) + b"\n")
    refused = invoke("capture", "--batch", str(batch))
    assert refused.exit_code in (0, 1) and refused.exception is None or isinstance(refused.exception, SystemExit)
    assert "Traceback" not in refused.output
    works_around(workspace, bad)


def test_a_23_digit_id_is_refused_everywhere(workspace):
    two_memories()
    huge = "mem_" + "1" * 23
    assert invoke("reinforce", huge).exit_code == 2 and "is not a memory id" in invoke("reinforce", huge).stderr
    bad = workspace / "memory" / "user" / f"{huge}-garden.md"
    bad.write_text(f"---\nid: {huge}\n---\nThe garden has 23 digit gnomes\n")
    log = workspace / "memory" / "log" / "test.jsonl"
    log.write_bytes(
        log.read_bytes() + orjson.dumps({"t": "2026-11-29T10:00:00Z", "op": "use", "id": huge, "x": "y"}) + b"\n"
    )
    result = ok("recall", "garden", "--json")
    assert bad.name in result.stderr
    assert all(len(m["id"]) < 24 for m in read_index(workspace)["memories"])
    works_around(workspace, bad)


def test_archive_being_a_file_is_reported_and_forget_refuses_clearly(workspace):
    two_memories()
    archive = workspace / "memory" / "archive"
    shutil.rmtree(archive, ignore_errors=True)
    archive.write_text("not a folder\n")
    refused = invoke("forget", "mem_test_002")
    assert refused.exit_code == 1 and str(archive) in refused.stderr and "doctor.py --repair" in refused.stderr
    for name, *args in [
        ("recall", "garden"),
        ("capture", "User keeps bees"),
        ("reinforce", "mem_test_001"),
        ("decay",),
    ]:
        assert invoke(name, *args).exit_code == 0, name
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert ("not-a-folder", str(archive)) in [(f["code"], f["file"]) for f in report["findings"]]
    ok("doctor", "--repair")
    assert (workspace / "memory" / "lost+found" / "archive").read_text() == "not a folder\n"
    ok("forget", "mem_test_002")
    assert list(archive.rglob("mem_test_002-*.md"))


FIFOS = [
    "index.json",
    "log/test.jsonl",
    "user/mem_test_001-user-likes-the-garden.md",  # a memory's own file
    "user/notes.md",
    "archive/user/mem_test_009-x.md",
    ".state/machine.json",
    ".cache/catalog.bin",
    ".cache/search.bin",
    ".cache/swept",
    ".lock",
    ".lock.owner",
    "schedule.json",
    ".pending/0123456789abcdef/ops.json",
    ".state/hooks.log",
]


@pytest.mark.parametrize("where", FIFOS)
def test_a_fifo_in_place_of_a_store_file_never_hangs(workspace, where):
    """Each command is a real process with a timeout: a read that blocked would fail it."""
    two_memories()
    ok("recall", "garden")
    fifo = workspace / "memory" / where
    fifo.parent.mkdir(parents=True, exist_ok=True)
    fifo.unlink(missing_ok=True)
    os.mkfifo(fifo)
    runs = [("recall", "garden"), ("capture", "User keeps bees"), ("decay",), ("hook", "bogus"), ("doctor",)]
    for name, *args in [*runs, ("doctor", "--repair")]:
        proc = subprocess.run(
            [sys.executable, str(REPO / "scripts" / f"{name}.py"), *args],
            capture_output=True,
            timeout=30,
            input=b"{}",
            env={**os.environ, "HIPPOCAMPUS_LOCK_TIMEOUT": "1"},
        )
        assert b"Traceback" not in proc.stderr, (name, proc.stderr.decode())
        if name != "doctor":
            assert proc.returncode in (0, 1), (name, proc.stderr)
    after = run_script("capture", "User sows carrots in the garden")
    assert after.returncode == 0, after.stderr


def test_a_device_in_place_of_a_store_file_never_hangs(workspace):
    two_memories()
    device = workspace / "memory" / "user" / "zero.md"
    try:
        os.mknod(device, 0o600 | stat.S_IFCHR, os.makedev(1, 5))  # /dev/zero: a read never ends
    except PermissionError:
        pytest.skip("no permission to make a device node here")
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "recall.py"), "garden"], capture_output=True, timeout=30
    )
    assert result.returncode == 0 and b"zero.md" in result.stderr, result.stderr
    works_around(workspace)


# ---------------------------------------------------------------- folders where files belong
def process(name: str, *args: str) -> subprocess.CompletedProcess:
    proc = run_script(name, *args, env={"HIPPOCAMPUS_LOCK_TIMEOUT": "5"})
    assert b"Traceback" not in proc.stderr, (name, proc.stderr.decode())
    return proc


FOLDERS = [
    "index.json",
    ".cache/catalog.bin",
    ".cache/search.bin",
    ".state/machine.json",
    ".state/working.json",
]


@pytest.mark.parametrize("where", FOLDERS)
def test_a_folder_in_place_of_a_derived_or_state_file_is_set_aside(workspace, where):
    """A rename cannot replace a folder: every write there raised IsADirectoryError (at
    index.json, every command). The folder goes to lost+found/ as it was, and each
    command carries on."""
    two_memories()
    blocker = workspace / "memory" / where
    blocker.unlink(missing_ok=True)
    (blocker / "inside").mkdir(parents=True)
    (blocker / "inside" / "note.txt").write_text("kept\n")
    for name, *args in [
        ("recall", "garden", "--json"),
        ("capture", "User keeps bees in the garden"),
        ("working", "push", "fixing the shed"),
        ("decay",),
        ("doctor", "--repair"),
    ]:
        proc = process(name, *args)
        assert proc.returncode == 0, (name, proc.stderr.decode())
        if name == "recall":
            assert [m["id"] for m in orjson.loads(proc.stdout)] == ["mem_test_001", "mem_test_002"]
    moved = workspace / "memory" / "lost+found" / where
    assert (moved / "inside" / "note.txt").read_text() == "kept\n"
    assert blocker.is_file() or not blocker.exists()
    assert process("doctor").returncode == 0
    assert "fixing the shed" in process("working", "list").stdout.decode()


@pytest.mark.parametrize("kind", ["link", "file"])
def test_working_memory_sets_aside_a_state_folder_that_is_a_link_or_a_file(workspace, tmp_path, kind):
    """As capture and decay do (NotPlain once escaped working.py push as a traceback)."""
    two_memories()
    outside = outside_store(tmp_path)
    before = tree(outside)
    state = workspace / "memory" / ".state"
    shutil.rmtree(state)
    if kind == "link":
        state.symlink_to(outside)
    else:
        state.write_text("not a folder\n")
    proc = process("working", "push", "fixing the shed")
    assert proc.returncode == 0, proc.stderr
    assert "lost+found" in proc.stderr.decode()
    moved = workspace / "memory" / "lost+found" / ".state"
    assert moved.is_symlink() if kind == "link" else moved.read_text() == "not a folder\n"
    assert state.is_dir() and not state.is_symlink()
    assert "fixing the shed" in process("working", "list").stdout.decode()
    assert tree(outside) == before


def test_a_folder_where_the_core_file_belongs_is_one_line_and_left_alone(workspace):
    """HIPPOCAMPUS_CORE.md sits in the person's workspace, not in the store: a folder there
    is never moved; writing the core file fails with one line naming it."""
    two_memories()
    core = workspace / "HIPPOCAMPUS_CORE.md"
    core.unlink(missing_ok=True)
    (core / "mine.txt").parent.mkdir()
    (core / "mine.txt").write_text("mine\n")
    for name, *args in [("decay",), ("sync-core",)]:
        proc = process(name, *args)
        assert proc.returncode == 1, (name, proc.stderr)
        lines = proc.stderr.decode().strip().splitlines()
        assert len(lines) == 1 and str(core) in lines[0] and "is a folder" in lines[0], lines
    assert process("decay", "--if-due").returncode == 0  # fails open, as cron needs
    assert (core / "mine.txt").read_text() == "mine\n"
    assert process("load-core", "--threshold", "0").returncode == 0


def test_a_folder_where_a_file_belongs_with_lost_found_blocked_is_one_line(workspace):
    """Where it cannot be set aside, one line names it and the exit is 1; doctor --repair
    clears lost+found and then the rest."""
    two_memories()
    index = workspace / "memory" / "index.json"
    index.unlink()
    index.mkdir()
    (workspace / "memory" / "lost+found").write_text("not a folder\n")
    for name, *args in [("recall", "garden"), ("capture", "User keeps bees in the garden")]:
        proc = process(name, *args)
        assert proc.returncode == 1, (name, proc.stderr)
        assert len(proc.stderr.decode().strip().splitlines()) == 1, proc.stderr
        assert "lost+found" in proc.stderr.decode()
    assert process("doctor", "--repair").returncode == 0
    assert index.is_file() and (workspace / "memory" / "lost+found" / "index.json").is_dir()
    assert [m["id"] for m in orjson.loads(process("recall", "garden", "--json").stdout)] == [
        "mem_test_001",
        "mem_test_002",
    ]


@pytest.mark.parametrize("which", ["a new file", "a memory's file"])
def test_a_file_moved_between_listing_and_reading_is_never_fatal(workspace, monkeypatch, which):
    from hippocampus.files import Folder

    two_memories()
    memory = workspace / "memory"
    if which == "a new file":
        path = memory / "user" / "fleeting.md"
        path.write_text("A fleeting note about the garden\n")
    else:
        path = next((memory / "user").glob("mem_test_001-*.md"))
        path.write_text(path.read_text().replace("likes", "loves"))
    moved = memory / "world" / path.name
    real = Folder.read_stamped

    def move_first(self, relpath, limit=64 << 20):
        if relpath.endswith(path.name) and path.exists():
            path.rename(moved)  # someone moves it after the listing, before the read
        return real(self, relpath, limit)

    with monkeypatch.context() as patch:
        patch.setattr(Folder, "read_stamped", move_first)
        result = ok("recall", "garden", "--json")
    assert "Traceback" not in result.output
    let_seconds_pass(workspace)
    ok("recall", "garden")  # the next scan takes the file where it now is
    found = [m for m in read_index(workspace)["memories"] if m["file"] == f"world/{moved.name}"]
    if which == "a memory's file":
        assert [(m["id"], m["content"]) for m in found] == [("mem_test_001", "User loves the garden")]
    else:
        assert len(found) == 1 or any("fleeting" in m["content"] for m in read_index(workspace)["memories"])
    works_around(workspace)


def test_a_hook_failure_is_never_logged_through_a_linked_state_folder(workspace, tmp_path):
    outside = outside_store(tmp_path)
    before = tree(outside)
    link_at(workspace, ".state", outside)
    proc = run_script("hook", "bogus-event", input=b"{}")  # logged as a failure, before any write
    assert proc.returncode == 0 and b"bogus-event" in proc.stderr
    assert tree(outside) == before
    assert not (outside / "hooks.log").exists()


# ---------------------------------------------------------------- hand edits, never lost or misread
def file_of(workspace: Path, memory_id: str) -> Path:
    return workspace / "memory" / memories(workspace)[memory_id]["file"]


def saved(path: Path, text: str) -> None:
    """A person's save: new bytes and a later mtime; then a few seconds pass."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(before + 10**9, before + 10**9))
    let_seconds_pass(path)


def test_a_file_saved_with_a_utf8_bom_keeps_its_frontmatter(workspace):
    memory_id = capture("User likes the garden", "--category", "preference")
    path = file_of(workspace, memory_id)
    text = path.read_text("utf-8").replace("likes the garden", "loves the garden")
    saved(path, "\ufeff" + text)
    new = workspace / "memory" / "world" / "bom.md"
    new.write_text("\ufeff---\ncategory: place\nkeywords: [shed, roof]\n---\nThe shed roof leaks\n", "utf-8")
    ok("recall", "garden")
    record = memories(workspace)[memory_id]
    assert (record["content"], record["category"]) == ("User loves the garden", "preference")
    (adopted,) = [m for m in memories(workspace).values() if "shed" in m["content"]]
    assert (adopted["content"], adopted["category"], adopted["keywords"]) == (
        "The shed roof leaks",
        "place",
        ["shed", "roof"],
    )


def test_an_edit_saved_while_a_long_write_runs_is_never_overwritten(workspace):
    from hippocampus.store import Store
    from hippocampus.transaction import EditedMeanwhile

    memory_id = capture("User likes the garden")
    ok("recall", "garden")
    path = file_of(workspace, memory_id)
    index = (workspace / "memory" / "index.json").read_bytes()
    person = path.read_text("utf-8").replace("likes the garden", "likes the orchard")
    with pytest.raises(EditedMeanwhile, match=str(path)):
        with Store(workspace, at(0)).transaction() as txn:
            txn.update(memory_id, content="User likes the vegetable garden")
            txn.create("The shed is green", "world", "fact", 0.5)
            saved(path, person)  # the person saves while the command is still at work
    assert path.read_text("utf-8") == person  # their bytes, whole
    assert (workspace / "memory" / "index.json").read_bytes() == index  # nothing of the write
    assert memories_after_recall(workspace)[memory_id]["content"] == "User likes the orchard"


def memories_after_recall(workspace: Path) -> dict[str, dict]:
    ok("recall", "anything at all")
    return memories(workspace)


def test_an_edited_file_moved_into_the_archive_by_hand_is_kept_as_moved(workspace):
    memory_id = capture("User likes the garden")
    path = file_of(workspace, memory_id)
    edited = path.read_text("utf-8").replace("likes the garden", "liked the garden once")
    target = workspace / "memory" / "archive" / "user" / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(edited, "utf-8")
    path.rename(target)
    ok("recall", "garden")
    assert memory_id not in memories(workspace)
    assert [p.read_text("utf-8") for p in (workspace / "memory" / "archive").rglob(f"{memory_id}-*.md")] == [edited]


def test_hand_set_keywords_survive_a_later_text_edit(workspace):
    memory_id = capture("User likes the garden")
    path = file_of(workspace, memory_id)
    saved(
        path,
        path.read_text("utf-8")
        .replace("keywords: [", "keywords: [roses, tulips, ")
        .replace("\nkeywords", "\nkeywords"),
    )
    ok("recall", "garden")
    hand = memories(workspace)[memory_id]["keywords"]
    assert hand[:2] == ["roses", "tulips"]
    saved(path, path.read_text("utf-8").replace("likes the garden", "likes the big garden"))
    ok("recall", "garden")
    record = memories(workspace)[memory_id]
    assert record["content"] == "User likes the big garden" and record["keywords"] == hand


def test_a_same_size_edit_that_restores_its_mtime_is_seen(workspace):
    memory_id = capture("User likes the garden")
    ok("recall", "garden")
    path = file_of(workspace, memory_id)
    st = path.stat()
    raw = path.read_bytes()
    same_size = raw.replace(b"likes the garden", b"hates the garden")
    assert len(same_size) == len(raw)
    with open(path, "r+b") as handle:  # in place, same inode
        handle.write(same_size)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # its mtime put back
    let_seconds_pass(workspace)
    (hit,) = ok_json("recall", "garden")
    assert hit["content"] == "User hates the garden"


def test_restoring_an_archived_file_by_moving_it_back_keeps_its_counts(workspace):
    memory_id = capture("User likes the garden", "--importance", "0.7")
    for _ in range(3):
        ok("reinforce", memory_id)
    before = memories(workspace)[memory_id]
    ok("forget", memory_id)
    (archived,) = (workspace / "memory" / "archive").rglob(f"{memory_id}-*.md")
    archived.rename(workspace / "memory" / "user" / archived.name)
    ok("recall", "garden")
    back = memories(workspace)[memory_id]
    keys = ("timesReinforced", "baseImportance", "decayFrom", "lastAccessed", "created")
    assert {k: back[k] for k in keys} == {k: before[k] for k in keys}
    assert back["timesReinforced"] == 3


def test_an_editor_saving_an_adopted_file_under_its_old_name_edits_that_memory(workspace):
    notes = workspace / "memory" / "user" / "notes.md"
    notes.write_text("User keeps a garden diary\n")
    ok("recall", "garden")
    (memory_id,) = memories(workspace)
    assert not notes.exists()  # adopted and renamed <id>-<words>.md
    for n in range(3):  # the editor still has notes.md open and saves it again, and again
        notes.write_text(f"User keeps a garden diary, page {n}\n")
        let_seconds_pass(workspace)
        ok("recall", "garden")
        assert list(memories(workspace)) == [memory_id]
        assert memories(workspace)[memory_id]["content"] == f"User keeps a garden diary, page {n}"


def test_two_files_claiming_one_memory_never_swap_texts(workspace):
    memory_id = capture("User likes the garden")
    path = file_of(workspace, memory_id)
    copy = path.with_name("copy-of-it.md")
    copy.write_text(path.read_text("utf-8").replace("likes the garden", "likes the copied garden"))
    ok("recall", "garden")
    by_text = {m["content"]: m["id"] for m in memories(workspace).values()}
    assert by_text["User likes the garden"] == memory_id
    other = by_text["User likes the copied garden"]
    assert other != memory_id
    for n in range(2):  # each edited again: each keeps its own
        saved(path, file_of(workspace, memory_id).read_text("utf-8").replace("the garden", f"the garden {n}"))
        other_path = file_of(workspace, other)
        saved(other_path, other_path.read_text("utf-8").replace("copied garden", f"copied garden {n}"))
        ok("recall", "garden")
        stored = memories(workspace)
        assert stored[memory_id]["content"].startswith("User likes the garden")
        assert stored[other]["content"].startswith("User likes the copied garden")


# ---------------------------------------------------------------- bounds and types
def test_a_yaml_alias_bomb_is_refused_in_a_few_hundred_bytes(workspace):
    bomb = "---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
    bomb += "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nkeywords: [*e,*e,*e,*e,*e]\n---\nThe garden bomb\n"
    assert len(bomb.encode()) < 400
    path = workspace / "memory" / "user" / "bomb.md"
    path.write_text(bomb)
    result = ok("recall", "garden")
    assert "bomb.md" in result.stderr
    assert (workspace / "memory" / "index.json").stat().st_size < 10_000
    assert path.read_text() == bomb


@pytest.mark.parametrize("counter", [2**64 - 1, 10**12, -5, 0, "12", 1.5, True, None, [1]])
def test_a_damaged_id_counter_never_crashes_or_mints_a_bad_or_taken_id(workspace, counter):
    from hippocampus.records import valid_id

    capture("User likes the garden")
    capture("The shed is green")
    ok("forget", "mem_test_002")
    machine = workspace / "memory" / ".state" / "machine.json"
    machine.write_bytes(orjson.dumps({**orjson.loads(machine.read_bytes()), "next": counter}))
    new = capture("User waters the roses")
    assert valid_id(new) and new not in ("mem_test_001", "mem_test_002"), new
    assert capture("User prunes the roses") not in ("mem_test_001", "mem_test_002", new)


@pytest.mark.parametrize("gone", ["archived", "purged"])
def test_archived_and_purged_ids_are_never_minted_again(workspace, gone):
    for text in ("User likes the garden", "The shed is green", "The gate squeaks"):
        capture(text)
    ok("forget", *(["--purge"] if gone == "purged" else []), "mem_test_003")
    machine = workspace / "memory" / ".state" / "machine.json"
    machine.write_bytes(orjson.dumps({**orjson.loads(machine.read_bytes()), "next": 1}))  # set back by hand
    assert capture("User waters the roses") == "mem_test_004"


def test_hand_written_files_over_the_caps_are_refused_and_kept(workspace):
    capture("User likes the garden")
    memory = workspace / "memory"
    long_text = memory / "user" / "long.md"
    long_text.write_text("garden " * 4000 + "\n")  # 28,000 characters
    long_source = memory / "world" / "source.md"
    long_source.write_text(f"---\nsource: {'s' * 2000}\n---\nThe garden source note\n")
    result = ok("recall", "garden")
    assert "long.md" in result.stderr and "source.md" in result.stderr
    assert list(memories(workspace)) == ["mem_test_001"]
    assert long_text.exists() and long_source.exists()
    path = file_of(workspace, "mem_test_001")  # and a hand edit of a memory past the cap
    text = path.read_text("utf-8")
    saved(path, text.replace("User likes the garden", "garden " * 4000))
    result = ok("recall", "garden")
    assert str(path) in result.stderr
    assert memories(workspace)["mem_test_001"]["content"] == "User likes the garden"


# ---------------------------------------------------------------- recovery
SCORES = ("importance", "baseImportance", "decayFrom", "lastAccessed", "timesReinforced")


@pytest.mark.parametrize("also", ["", ".cache", ".cache and .state"])
def test_index_json_deleted_is_rebuilt_with_every_score(workspace, also):
    from helpers_store import day

    capture("User likes the garden", "--importance", "0.9")
    capture("The shed is green", "--importance", "0.4")
    ok("reinforce", "mem_test_001", now=day(3))
    ok("decay", now=day(5))
    path = file_of(workspace, "mem_test_002")
    saved(path, path.read_text("utf-8").replace("importance: 0.4", "importance: 0.8"))
    ok("recall", "garden", now=day(6))
    before = {i: {k: m[k] for k in SCORES} for i, m in memories(workspace).items()}
    memory = workspace / "memory"
    (memory / "index.json").unlink()
    if also:
        shutil.rmtree(memory / ".cache")
    if "state" in also:  # this machine's tag goes with it: a new one, never the old one reused
        shutil.rmtree(memory / ".state")
    ok("recall", "garden", now=day(6))
    # decayLastRun is this machine's own (.state): without it, each importance is as of
    # the memory's last use until decay next runs; every other score is in the logs
    keys = SCORES[1:] if "state" in also else SCORES
    assert {i: {k: m[k] for k in keys} for i, m in memories(workspace).items()} == {
        i: {k: v[k] for k in keys} for i, v in before.items()
    }
    new = capture("User waters the roses", now=day(6))
    assert new not in before and new.startswith("mem_")


NO_FLOCK = """
import errno, fcntl, sys
def unsupported(*args):
    raise OSError(errno.ENOSYS, "Function not implemented")
fcntl.flock = unsupported
if sys.argv[1] == "neither":
    fcntl.lockf = unsupported
sys.argv[1:2] = []
sys.path.insert(0, {scripts!r})
from hippocampus import cli
cli.capture.main(sys.argv[1:], prog_name="capture")
"""


def capture_without_flock(which: str, text: str, timeout: str = "0.3") -> subprocess.CompletedProcess:
    """capture.py in a process whose file system has no flock (and, with "neither", no lockf)."""
    code = NO_FLOCK.format(scripts=str(REPO / "scripts"))
    return subprocess.run(
        [sys.executable, "-c", code, which, text],
        capture_output=True,
        timeout=60,
        env={**os.environ, "HIPPOCAMPUS_LOCK_TIMEOUT": timeout},
    )


def test_without_flock_the_store_falls_back_to_lockf_then_an_owner_file(workspace, monkeypatch):
    import fcntl
    import socket

    from hippocampus import lock
    from hippocampus.errors import StoreBusy

    def unsupported(*args):
        raise OSError(errno.ENOSYS, "Function not implemented")

    capture("User likes the garden")
    lockfile = workspace / "memory" / ".lock"
    monkeypatch.setattr(fcntl, "flock", unsupported)
    with lock.held(lockfile, 1.0):  # lockf, the first fallback, excludes another process
        refused = capture_without_flock("lockf", "User waters the roses")
        assert refused.returncode == 1 and b"held by another hippocampus process" in refused.stderr, refused.stderr
    done = capture_without_flock("lockf", "User waters the roses")
    assert done.returncode == 0, done.stderr
    monkeypatch.setattr(fcntl, "lockf", unsupported)
    owner = workspace / "memory" / ".lock.owner"
    with lock.held(lockfile, 1.0):  # neither: a file only one process can create
        assert owner.read_text().split() == [socket.gethostname(), str(os.getpid())]
        with pytest.raises(StoreBusy):
            with lock.held(lockfile, 0.2):
                pass
        refused = capture_without_flock("neither", "User prunes the roses")
        assert refused.returncode == 1 and b"held by another hippocampus process" in refused.stderr, refused.stderr
    assert not owner.exists()
    assert capture_without_flock("neither", "User prunes the roses").returncode == 0
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    owner.write_text(f"{socket.gethostname()} {dead.stdout.strip()}\n")  # left by a killed process
    taken = capture_without_flock("neither", "User sows carrots", timeout="5")
    assert taken.returncode == 0, taken.stderr
    assert sorted(memories(workspace)) == ["mem_test_001", "mem_test_002", "mem_test_003", "mem_test_004"]


@pytest.mark.parametrize("kind", ["fifo", "link"])
def test_a_strange_owner_file_without_flock_is_busy_never_a_hang_or_a_read_outside(workspace, tmp_path, kind):
    capture("User likes the garden")
    owner = workspace / "memory" / ".lock.owner"
    outside = tmp_path / "owner"
    outside.write_text("elsewhere 1\n")
    if kind == "fifo":
        os.mkfifo(owner)
    else:
        owner.symlink_to(outside)
    refused = capture_without_flock("neither", "User waters the roses")
    assert refused.returncode == 1 and b"held by another hippocampus process" in refused.stderr, refused.stderr
    assert outside.read_text() == "elsewhere 1\n"


STOPPED_WRITER = """
import os, signal, sys
sys.path.insert(0, {scripts!r})
from hippocampus.context import resolve_now
from hippocampus.files import Folder
from hippocampus.store import Store

where = sys.argv[1]
if where == "after the commit point":
    real = Store.apply_pending
    def stop(self, pending):
        os.kill(os.getpid(), signal.SIGSTOP)
        return real(self, pending)
    Store.apply_pending = stop
else:
    real = Folder.rename
    def stop(self, source, target, durable=True):
        if source.endswith(".new"):
            os.kill(os.getpid(), signal.SIGSTOP)
        return real(self, source, target, durable)
    Folder.rename = stop
with Store({workspace!r}, resolve_now()).transaction() as txn:
    txn.create("The stopped writer planted a walnut tree", "world", "fact", 0.9)
    txn.reinforce("mem_test_001")
"""


@pytest.mark.parametrize("where", ["before the commit point", "after the commit point"])
def test_a_stopped_writer_with_a_pending_folder_never_makes_readers_fail(workspace, where):
    import signal
    import time

    capture("User likes the garden")
    capture("The shed in the garden is green")
    ok("recall", "garden")
    code = STOPPED_WRITER.format(scripts=str(REPO / "scripts"), workspace=str(workspace))
    writer = subprocess.Popen([sys.executable, "-c", code, where], stderr=subprocess.PIPE)
    try:
        pending = workspace / "memory" / ".pending"
        for _ in range(200):  # until it has stopped itself, holding the lock, its write pending
            if writer.poll() is not None or (pending.is_dir() and any(pending.iterdir())):
                time.sleep(0.2)
                break
            time.sleep(0.05)
        assert writer.poll() is None, writer.stderr.read()
        shed = file_of(workspace, "mem_test_002")
        saved(shed, shed.read_text("utf-8").replace("is green", "is red"))  # a reader now needs a sync
        env = {"HIPPOCAMPUS_LOCK_TIMEOUT": "0.5"}
        started = time.monotonic()
        for name, *args in [("recall", "garden", "--json"), ("load-core", "--threshold", "0"), ("sync-core",)]:
            proc = run_script(name, *args, env=env)
            assert proc.returncode == 0 and b"Traceback" not in proc.stderr, (name, proc.stderr)
        assert time.monotonic() - started < 30
        hits = orjson.loads(run_script("recall", "garden", "--json", env=env).stdout)
        assert sorted(h["id"] for h in hits) == ["mem_test_001", "mem_test_002"]  # the last write's state
        refused = run_script("capture", "User sows carrots", env=env)
        assert refused.returncode == 1 and b"held by another" in refused.stderr
        doctor = run_script("doctor", env=env)
        assert doctor.returncode == 1 and b".lock" in doctor.stdout
    finally:
        writer.send_signal(signal.SIGCONT)
        assert writer.wait(timeout=60) == 0
    hits = ok_json("recall", "walnut")
    assert [h["content"] for h in hits] == ["The stopped writer planted a walnut tree"]
    assert memories(workspace)["mem_test_001"]["timesReinforced"] == 1
    assert "is red" in next(iter(ok_json("recall", "shed")))["content"]


# ---------------------------------------------------------------- one permission policy
def test_every_file_the_store_makes_is_owner_only(workspace, tmp_path):
    """0600 for every file, 0700 for every folder the store creates, whatever the umask:
    memories are personal (memory files were once 0644 beside a 0600 index.json)."""
    old = os.umask(0o022)
    try:
        memory = workspace / "memory"
        shutil.rmtree(memory / "relationship")  # made again by the store
        made_by_fixture = {p for p in memory.rglob("*")} - {memory / "index.json"}
        capture("User likes the garden")
        capture("Grandma grows roses", "--domain", "relationship")
        batch = b"".join(orjson.dumps({"content": f"Garden note {n} about tulips"}) + b"\n" for n in range(3))
        ok("capture", "--batch", "-", input=batch)
        ok("recall", "garden", "--reinforce")
        ok("forget", "mem_test_002")
        ok("decay", "--archive")
        (memory / "world" / "junk.md").write_bytes(b"\xff\xfe not a memory")
        (memory / "index.json").write_bytes(b"[]")  # not ours: kept aside
        ok("recall", "garden")
        invoke("doctor", "--repair")
        ok("handoff", "save", "--summary", "Worked on the garden", "--next", "Water it")
        run_script("hook", "bogus-event", input=b"{}")
        made = [p for p in [*memory.rglob("*"), workspace / "HIPPOCAMPUS_CORE.md"] if p not in made_by_fixture]
        assert any(p.name == "junk.md" for p in made) and any(".corrupt-" in p.name for p in made)
        assert any(p.parent.name == "handoffs" for p in made) and any(p.name == "hooks.log" for p in made)
        wrong = {
            str(p.relative_to(workspace)): oct(stat.S_IMODE(p.lstat().st_mode))
            for p in made
            if stat.S_IMODE(p.lstat().st_mode) != (0o700 if p.is_dir() else 0o600)
        }
        assert wrong == {}
    finally:
        os.umask(old)
