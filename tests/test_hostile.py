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
from helpers_store import capture, invoke, let_seconds_pass, ok, ok_json, read_index

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
