"""pack.py: export a selection as a sealed (optionally encrypted) pack, import it into
another store (new ids, links remapped, duplicates merged, conflicts opened), list."""

from __future__ import annotations

import stat
import zipfile
from datetime import UTC, datetime

import orjson
import pytest
from click.testing import CliRunner
from conftest import NOW, run_script
from helpers_store import sealed_zip
from hippocampus import archives, cli, packs
from hippocampus.store import Store
from workload import make_store

CLOCK = datetime.fromisoformat(NOW.replace("Z", "+00:00")).astimezone(UTC)


def store(workspace) -> Store:
    return Store(workspace, CLOCK)


def run(*args, workspace, env=None):
    result = CliRunner().invoke(cli.pack, [*args, "--workspace", str(workspace)], env=env)
    return result


def ok(*args, workspace, env=None):
    result = run(*args, workspace=workspace, env=env)
    assert result.exit_code == 0, (result.output, result.exception)
    return result.stdout


def ok_json(*args, workspace, env=None):
    return orjson.loads(ok(*args, "--json", workspace=workspace, env=env))


def members(path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def lines(path) -> list[dict]:
    return [orjson.loads(x) for x in members(path)["memories.jsonl"].splitlines()]


def records(workspace) -> dict[str, dict]:
    return {r["id"]: r for r in orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"]}


def committed_bytes(workspace) -> dict[str, bytes]:
    """Every file of the store but the caches and local state, as bytes."""
    root = workspace / "memory"
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not str(p.relative_to(root)).startswith((".cache", ".state", ".lock"))
    }


@pytest.fixture
def source(workspace):
    """A store with a supersession chain, a pattern with its evidence, Unicode, and a user memory."""
    with store(workspace).transaction() as txn:
        old = txn.create("The build uses CMake 3.20 on every runner", "world", "cpp", 0.6, ["cmake"])["id"]
        new = txn.create("The build now uses CMake 3.28 on every runner", "world", "cpp", 0.7, ["cmake"])["id"]
        txn.supersede(old, new)
        episode = txn.create("Ninja builds took 40 s on the laptop 日本語のメモ", "world", "cpp", 0.5, ["ninja"])["id"]
        txn.create(
            "Prefer Ninja over Make for C++ builds",
            "world",
            "cpp",
            0.8,
            ["ninja"],
            facts={"layer": "semantic", "evidence": [episode], "confidence": "verified"},
        )
        txn.create("User prefers tea over coffee", "user", "preference", 0.8)
        txn.create("Deploys go out on Tuesdays", "world", "process", 0.5)
    return workspace


@pytest.fixture
def target(tmp_path):
    return make_store(tmp_path / "target", tag="targ")


# ---------------------------------------------------------------- export
def test_export_writes_pack_json_and_memories_with_links(source, tmp_path):
    out = tmp_path / "cpp.hpack"
    value = ok_json("export", str(out), "--select", "domain:world category:cpp", "--tag", "c++", workspace=source)
    found = members(out)
    assert sorted(found) == ["memories.jsonl", "pack.json"]
    meta = orjson.loads(found["pack.json"])
    assert meta["id"] == value["id"] and meta["id"].startswith("pk_")
    assert (meta["name"], meta["version"], meta["tags"], meta["memories"]) == ("cpp", "1", ["c++"], 4)
    assert meta["selection"]["terms"] == {"domain": ["world"], "category": ["cpp"]}
    assert meta["checksum"] == "sha256:" + __import__("hashlib").sha256(found["memories.jsonl"]).hexdigest()
    by_id = {r["id"]: r for r in lines(out)}
    assert [r["id"] for r in lines(out)] == sorted(by_id)  # one line per memory, by id
    old, new, episode, pattern = sorted(by_id)
    assert by_id[old]["links"] == [{"to": new, "kind": "superseded-by", "weight": 1.0}]
    assert by_id[new]["links"] == [{"to": old, "kind": "supersedes", "weight": 1.0}]
    assert by_id[pattern]["links"] == [{"to": episode, "kind": "evidence", "weight": 1.0}]
    assert by_id[episode]["links"] == [{"to": pattern, "kind": "pattern", "weight": 1.0}]
    assert by_id[pattern]["layer"] == "semantic" and by_id[pattern]["confidence"] == "verified"
    assert "日本語のメモ" in by_id[episode]["content"]


def test_selection_terms_combine_and_a_bad_term_is_one_line(source, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), "--select", "keyword:ninja", workspace=source)
    assert {r["content"][:5] for r in lines(out)} == {"Ninja", "Prefe"}
    ok("export", str(out), "--select", "domain:user domain:world category:preference", workspace=source)
    assert [r["content"] for r in lines(out)] == ["User prefers tea over coffee"]
    ok("export", str(out), "--select", 'keyword:"every runner"', workspace=source)  # words of the text count
    assert len(lines(out)) == 2
    for bad in ("colour:red", "domain:moon", "cmake"):
        result = run("export", str(tmp_path / "bad.hpack"), "--select", bad, workspace=source)
        assert result.exit_code == 1 and "--select" in result.output and len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / "bad.hpack").exists()


def test_a_superseded_memory_goes_only_with_its_successor(source, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), "--select", "keyword:cmake", workspace=source)
    assert len(lines(out)) == 2
    with store(source).transaction() as txn:  # the successor leaves the selection
        new = next(r for r in txn.records() if "3.28" in r["content"])
        txn.update(new["id"], category="build")
    ok("export", str(out), "--select", "category:cpp keyword:cmake", workspace=source)
    assert lines(out) == []


def test_exported_packs_never_hold_a_secret(source, tmp_path):
    """A secret written into a memory file by hand (capture would have redacted it)."""
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    with store(source).transaction() as txn:
        memory = txn.create("The runner token lives in the vault", "world", "cpp", 0.6)
    path = source / "memory" / memory["file"]
    text = path.read_text().replace("lives in the vault", f"is {secret}")
    text = text.replace("source: null", f"source: notes {secret}") if "source: null" in text else text
    text = text.replace("\n---\n", f"\nmergedFrom:\n- content: old token {secret}\n---\n", 1)
    path.write_text(text)
    out = tmp_path / "p.hpack"
    ok("export", str(out), workspace=source)
    found = members(out)
    assert secret not in found["memories.jsonl"].decode() and secret[:12] not in found["pack.json"].decode()
    line = next(r for r in lines(out) if r["content"].startswith("The runner token"))
    assert "[REDACTED" in line["content"] and "[REDACTED" in line["mergedFrom"][0]["content"]


# ---------------------------------------------------------------- import
def test_import_mints_new_ids_remaps_links_and_keeps_what_the_pack_says(source, target, tmp_path):
    out = tmp_path / "cpp.hpack"
    ok("export", str(out), "--select", "category:cpp", workspace=source)
    report = ok_json("import", str(out), workspace=target)
    assert (report["created"], report["merged"], report["unchanged"]) == (4, 0, 0)
    mapped = {m["from"]: m["id"] for m in report["memories"]}
    assert all(i.startswith("mem_targ_") for i in mapped.values())
    here = records(target)
    old, new, episode, pattern = sorted(mapped)
    assert here[mapped[old]]["supersededBy"] == mapped[new]
    assert here[mapped[pattern]]["evidence"] == [mapped[episode]]
    assert here[mapped[pattern]]["layer"] == "semantic" and here[mapped[pattern]]["confidence"] == "verified"
    assert "日本語のメモ" in here[mapped[episode]]["content"]
    registry = orjson.loads((target / "memory" / "packs" / f"{report['pack']['id']}.targ.json").read_bytes())
    assert registry["memories"][pattern]["id"] == mapped[pattern]
    assert [mapped[old], mapped[new], "superseded-by", 1.0] in registry["links"]
    assert [mapped[episode], mapped[pattern], "pattern", 1.0] in registry["links"]
    # recall shows the current version only, as in the source store
    recalled = CliRunner().invoke(cli.recall, ["CMake runner", "--json", "--workspace", str(target)])
    assert [h["id"] for h in orjson.loads(recalled.stdout)] == [mapped[new]]


def test_importing_the_same_pack_twice_changes_nothing(source, target, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), workspace=source)
    ok("import", str(out), workspace=target)
    before = committed_bytes(target)
    again = ok_json("import", str(out), workspace=target)
    assert again["alreadyImported"] is True and again["created"] == again["merged"] == 0
    assert committed_bytes(target) == before
    assert "imported already; nothing changed" in ok("import", str(out), workspace=target)


def test_a_new_version_brings_only_what_changed(source, target, tmp_path):
    out = tmp_path / "team.hpack"
    ok("export", str(out), "--name", "team", workspace=source)
    first = ok_json("import", str(out), workspace=target)
    with store(source).transaction() as txn:
        txn.create("Code review needs two approvals", "world", "process", 0.6)
    ok("export", str(out), "--name", "team", "--version", "2", workspace=source)
    second = ok_json("import", str(out), workspace=target)
    assert second["pack"]["id"] == first["pack"]["id"]
    assert (second["created"], second["merged"], second["unchanged"]) == (1, 0, first["created"])
    listed = ok_json("list", workspace=target)
    assert len(listed) == 1 and [v["version"] for v in listed[0]["versions"]] == ["1", "2"]
    assert len(listed[0]["memories"]) == first["created"] + 1


def test_near_duplicates_merge_keeping_the_text_and_contradictions_open_conflicts(source, target, tmp_path):
    with store(target).transaction() as txn:
        kept = txn.create("User prefers dark mode in every editor", "user", "preference", 0.8)["id"]
        db = txn.create("The staging database is PostgreSQL", "world", "fact", 0.7)["id"]
    with store(source).transaction() as txn:
        txn.create("The user prefers dark mode in every editor", "user", "preference", 0.8)
        txn.create("The staging database is MySQL", "world", "fact", 0.7)
    out = tmp_path / "p.hpack"
    ok("export", str(out), "--select", "category:preference category:fact", workspace=source)
    report = ok_json("import", str(out), workspace=target)
    merged = [m for m in report["memories"] if m["action"] == "merged"]
    assert [m["id"] for m in merged if m["id"] == kept] == [kept]
    assert any(m["content"] == "The user prefers dark mode in every editor" for m in records(target)[kept]["mergedFrom"])
    assert len(report["conflicts"]) == 1
    record = (target / "memory" / "conflicts" / f"{report['conflicts'][0]}.md").read_text()
    assert db in record and "status: open" in record
    listing = ok("list", workspace=target)
    assert f"{kept} <- " in listing and "(merged)" in listing


def test_dry_run_changes_nothing(source, target, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), workspace=source)
    before = committed_bytes(target)
    report = ok_json("import", str(out), "--dry-run", workspace=target)
    assert report["dryRun"] is True and report["created"] == 6
    assert committed_bytes(target) == before and not (target / "memory" / "packs").exists()


# ---------------------------------------------------------------- damaged and hostile packs
def test_every_changed_byte_is_one_clear_error_and_changes_nothing(source, target, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), workspace=source)
    raw = out.read_bytes()
    before = committed_bytes(target)
    for at in range(0, len(raw), max(1, len(raw) // 40)):
        changed = bytearray(raw)
        changed[at] ^= 0x01
        bad = tmp_path / "bad.hpack"
        bad.write_bytes(bytes(changed))
        result = run("import", str(bad), workspace=target)
        assert result.exit_code == 1, at
        assert result.output.count("\n") == 1 and "bad.hpack" in result.output, (at, result.output)
    cut = tmp_path / "cut.hpack"
    cut.write_bytes(raw[:-10])
    assert "cut.hpack" in run("import", str(cut), workspace=target).output
    assert committed_bytes(target) == before


def test_a_link_or_a_path_out_of_the_archive_is_refused(source, target, tmp_path):
    out = tmp_path / "p.hpack"
    ok("export", str(out), workspace=source)
    good = members(out)
    link = zipfile.ZipInfo("memories.jsonl")
    link.create_system = 3
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    cases = {
        "symbolic link": [("pack.json", good["pack.json"]), (link, b"/etc/passwd")],
        "plain names": [("pack.json", good["pack.json"]), ("../memories.jsonl", good["memories.jsonl"])],
        "does not belong": [("pack.json", good["pack.json"]), ("memories.jsonl", good["memories.jsonl"]), ("x.sh", b"")],
    }
    before = committed_bytes(target)
    for word, entries in cases.items():
        bad = tmp_path / "bad.hpack"
        bad.write_bytes(sealed_zip(entries))
        result = run("import", str(bad), workspace=target)
        assert result.exit_code == 1 and word in result.output, (word, result.output)
    assert committed_bytes(target) == before
    assert not (tmp_path / "memories.jsonl").exists()  # nothing is ever extracted


def test_encrypted_pack_round_trip_wrong_passphrase_and_changed_byte(source, target, tmp_path):
    out = tmp_path / "secret.hpack"
    env = {"HIPPOCAMPUS_PACK_PASSPHRASE": "correct horse"}
    ok("export", str(out), "--encrypt", workspace=source, env=env)
    raw = out.read_bytes()
    assert raw.startswith(archives.ENVELOPE) and b"coffee" not in raw
    wrong = run("import", str(out), workspace=target, env={"HIPPOCAMPUS_PACK_PASSPHRASE": "battery staple"})
    assert wrong.exit_code == 1 and wrong.output.strip() == f"Error: {out}: wrong passphrase"
    changed = bytearray(raw)
    changed[-5] ^= 0x40
    (tmp_path / "changed.hpack").write_bytes(bytes(changed))
    result = run("import", str(tmp_path / "changed.hpack"), workspace=target, env=env)
    assert result.exit_code == 1 and "changed since it was written" in result.output
    none = run("import", str(out), workspace=target, env={"HIPPOCAMPUS_PACK_PASSPHRASE": ""})
    assert none.exit_code == 1 and "HIPPOCAMPUS_PACK_PASSPHRASE" in none.output
    assert not (target / "memory" / "packs").exists()
    assert ok_json("import", str(out), workspace=target, env=env)["created"] == 6


def test_list_says_where_each_memory_came_from(source, target, tmp_path):
    assert ok("list", workspace=target).strip() == "No packs imported."
    out = tmp_path / "Ünïcode 日本.hpack"
    ok("export", str(out), "--select", "domain:user", workspace=source)
    report = ok_json("import", str(out), workspace=target)
    [entry] = ok_json("list", workspace=target)
    assert entry["name"] == "Ünïcode 日本" and entry["machine"] == "targ"
    assert entry["versions"][0]["file"] == "Ünïcode 日本.hpack"
    assert entry["memories"] == [{"id": report["memories"][0]["id"], "from": report["memories"][0]["from"], "action": "created", "live": True}]


def test_pack_script_runs_as_a_real_process(source, target, tmp_path):
    out = tmp_path / "p.hpack"
    proc = run_script("pack", "export", str(out), "--select", "domain:user", "--workspace", str(source))
    assert proc.returncode == 0, proc.stderr
    proc = run_script("pack", "import", str(out), "--workspace", str(target))
    assert proc.returncode == 0 and b"created 1" in proc.stdout, proc.stderr
    proc = run_script("pack", "import", "--workspace", str(target))
    assert proc.returncode == 2


def test_read_pack_refuses_records_that_are_not_memories(tmp_path):
    body = b'{"id": "m1", "content": 5, "links": []}\n'
    meta = {"format": 1, "id": "pk_x", "name": "x", "version": "1", "tags": [], "memories": 1}
    meta["checksum"] = "sha256:" + __import__("hashlib").sha256(body).hexdigest()
    raw = archives.write_sealed([("pack.json", orjson.dumps(meta)), ("memories.jsonl", body)])
    with pytest.raises(packs.BadArchive, match="line 1: no content"):
        packs.read_pack(raw, "x.hpack")


def test_export_to_a_folder_is_one_line_and_writes_nothing(source, tmp_path):
    folder = tmp_path / "packs"
    folder.mkdir()
    result = run_script("pack", "export", str(folder), "--workspace", str(source))
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().splitlines() == [
        f"Error: {folder} is a folder: name the file to write, e.g. {folder}/memories.hpack"
    ]
    assert list(folder.iterdir()) == []
