"""snapshot.py: a point-in-time copy of committed truth, restored over a damaged store."""

from __future__ import annotations

import os
import zipfile
from datetime import UTC, datetime

import orjson
from click.testing import CliRunner
from conftest import NOW, run_script
from helpers_store import sealed_zip
from hippocampus import cli
from hippocampus.store import Store

CLOCK = datetime.fromisoformat(NOW.replace("Z", "+00:00")).astimezone(UTC)


def run(*args, workspace, env=None):
    return CliRunner().invoke(cli.snapshot, [*args, "--workspace", str(workspace)], env=env)


def ok_json(*args, workspace):
    result = run(*args, "--json", workspace=workspace)
    assert result.exit_code == 0, (result.output, result.exception)
    return orjson.loads(result.stdout)


def committed(workspace) -> dict[str, bytes]:
    root = workspace / "memory"
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and str(p.relative_to(root)).split("/")[0] not in (".cache", ".state", ".lock", "index.json")
    }


def filled(workspace):
    store = Store(workspace, CLOCK)
    with store.transaction() as txn:
        a = txn.create("Ünïcode: 会议在周五 and café notes", "user", "fact", 0.8)["id"]
        txn.create("The deploy freeze starts on Friday", "world", "process", 0.6)
        txn.reinforce(a)
    (workspace / "memory" / "handoffs").mkdir()
    (workspace / "memory" / "handoffs" / "2026-11-29T100000Z.md").write_text("---\ncreated: x\n---\n## Summary\nhi\n")
    return a


def test_restore_over_a_damaged_store_brings_back_the_truth_and_keeps_the_damage(workspace, tmp_path):
    kept = filled(workspace)
    snap = tmp_path / "s.hsnap"
    made = ok_json("create", str(snap), workspace=workspace)
    assert made["memories"] == 2 and made["files"] == 4 and made["skipped"] == []
    before = committed(workspace)
    # damage: a domain folder gone, a garbled index and log, a stray memory, a pending write
    root = workspace / "memory"
    for p in (root / "user").iterdir():
        p.unlink()
    (root / "user").rmdir()
    (root / "index.json").write_bytes(b"{garbage")
    (root / "log" / "test.jsonl").write_bytes(b"not json\n")
    (root / "world" / "mem_test_099-stray.md").write_text("---\nid: mem_test_099\n---\nstray\n")
    restored = ok_json("restore", str(snap), workspace=workspace)
    assert restored["memories"] == 2
    assert committed(workspace) == before
    index = orjson.loads((root / "index.json").read_bytes())
    assert sorted(m["id"] for m in index["memories"]) == ["mem_test_001", "mem_test_002"]
    assert next(m for m in index["memories"] if m["id"] == kept)["timesReinforced"] == 1  # scores from the log
    recalled = CliRunner().invoke(cli.recall, ["café", "--json", "--workspace", str(workspace)])
    assert [h["id"] for h in orjson.loads(recalled.stdout)] == [kept]
    # the damaged store was kept as a snapshot first
    previous = restored["previous"]["path"]
    assert previous.startswith(str(workspace / "snapshots"))
    with zipfile.ZipFile(previous) as archive:
        assert "store/world/mem_test_099-stray.md" in archive.namelist()
        assert archive.read("store/log/test.jsonl") == b"not json\n"
    assert not any(n.startswith(".restore") for n in os.listdir(root))


def test_a_bad_snapshot_is_one_error_and_leaves_the_store_untouched(workspace, tmp_path):
    filled(workspace)
    snap = tmp_path / "s.hsnap"
    ok_json("create", str(snap), workspace=workspace)
    raw = snap.read_bytes()
    before = committed(workspace)
    for at in (10, len(raw) // 2, len(raw) - 3):
        changed = bytearray(raw)
        changed[at] ^= 0x20
        bad = tmp_path / "bad.hsnap"
        bad.write_bytes(bytes(changed))
        result = run("restore", str(bad), workspace=workspace)
        assert result.exit_code == 1 and result.output.count("\n") == 1 and "bad.hsnap" in result.output
    assert committed(workspace) == before
    assert not (workspace / "snapshots").exists()  # refused before the safety copy was even needed


def test_entries_outside_the_committed_folders_are_refused(workspace, tmp_path):
    filled(workspace)
    before = committed(workspace)
    manifest = orjson.dumps({"format": 1, "files": {}})
    for name, word in (
        ("store/../../evil.md", "plain names"),
        ("store/.state/machine.json", "does not belong"),
        ("/etc/passwd", "plain names"),
        ("store/index.json", "does not belong"),
    ):
        bad = tmp_path / "bad.hsnap"
        bad.write_bytes(sealed_zip([("snapshot.json", manifest), (name, b"x")]))
        result = run("restore", str(bad), workspace=workspace)
        assert result.exit_code == 1 and word in result.output, (name, result.output)
    assert committed(workspace) == before and not (tmp_path / "evil.md").exists()


def test_links_inside_the_store_are_never_followed(workspace, tmp_path):
    filled(workspace)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "private.md").write_text("not the store's")
    os.symlink(outside / "private.md", workspace / "memory" / "world" / "mem_test_050-link.md")
    os.symlink(outside, workspace / "memory" / "conflicts")
    snap = tmp_path / "s.hsnap"
    result = run("create", str(snap), "--json", workspace=workspace)
    assert result.exit_code == 0, result.output
    made = orjson.loads(result.stdout)
    assert any("mem_test_050-link.md" in s for s in made["skipped"]) and any("conflicts" in s for s in made["skipped"])
    with zipfile.ZipFile(snap) as archive:
        names = archive.namelist()
        assert not any("private" in n or "link" in n or "conflicts" in n for n in names)
        assert b"not the store's" not in b"".join(archive.read(n) for n in names)
    assert "never followed" in result.stderr


def test_a_snapshot_goes_outside_the_memory_folder_and_restore_waits_for_the_lock(workspace, tmp_path):
    filled(workspace)
    result = run("create", str(workspace / "memory" / "user" / "s.hsnap"), workspace=workspace)
    assert result.exit_code == 1 and "outside the memory folder" in result.output
    snap = tmp_path / "s.hsnap"
    ok_json("create", str(snap), workspace=workspace)
    before = committed(workspace)
    with Store(workspace, CLOCK).locked():
        busy = run("restore", str(snap), workspace=workspace, env={"HIPPOCAMPUS_LOCK_TIMEOUT": "0.2"})
    assert busy.exit_code == 1 and committed(workspace) == before


def test_snapshot_script_runs_as_a_real_process(workspace, tmp_path):
    filled(workspace)
    proc = run_script("snapshot", "create", "--workspace", str(workspace))
    assert proc.returncode == 0, proc.stderr
    [made] = (workspace / "snapshots").iterdir()
    assert made.name == "snapshot-20261129T100000Z.hsnap"
    proc = run_script("snapshot", "restore", str(made), "--workspace", str(workspace))
    assert proc.returncode == 0 and b"restored" in proc.stdout, proc.stderr


def test_an_out_that_is_a_folder_or_below_a_file_is_one_line_and_writes_nothing(workspace, tmp_path):
    filled(workspace)
    folder = tmp_path / "backups"
    folder.mkdir()
    (tmp_path / "a-file").write_text("x")
    below_a_file = tmp_path / "a-file" / "s.hsnap"
    for out, line in (
        (folder, f"Error: {folder} is a folder: name the file to write, e.g. {folder}/snapshot.hsnap"),
        (below_a_file, f"Error: {below_a_file}: {tmp_path / 'a-file'} is a file, not a folder"),
    ):
        result = run_script("snapshot", "create", str(out), "--workspace", str(workspace))
        assert result.returncode == 1 and result.stdout == b""
        assert result.stderr.decode().splitlines() == [line]
    assert list(folder.iterdir()) == []
