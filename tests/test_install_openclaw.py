"""install.py --target openclaw against the fake openclaw of tests/fakes (FORMATS.md section 7)."""

from __future__ import annotations

import json
import shlex
import time

import pytest
from fake_machine import Machine
from hippocampus.core_mirrors import HEADER

DOMAINS = ("user", "self", "relationship", "world")


@pytest.fixture
def m(tmp_path, monkeypatch) -> Machine:
    machine = Machine(tmp_path, monkeypatch)
    machine.tool("openclaw", "crontab")
    return machine


def oc_ws(m: Machine):
    return m.home / ".openclaw" / "workspace"


def skill(m: Machine):
    return oc_ws(m) / "skills" / "hippocampus"


def search(m: Machine, query: str) -> list[dict]:
    proc = m.run_tool("openclaw", "memory", "search", query, "--json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)["results"]


def user_config() -> dict:
    return {
        "gateway": {"port": 18789},
        "memory": {"search": {"extraPaths": ["/srv/notes"]}},
        "hooks": {"internal": {"entries": {"session-memory": {"enabled": True}}}},
    }


def test_install_registers_skill_cron_core_file_and_search_paths(m):
    m.folder(".openclaw", "workspace")
    (m.home / ".openclaw" / "openclaw.json").write_text(json.dumps(user_config(), indent=2))

    out = m.install("--target", "openclaw").output

    py = skill(m) / ".venv" / "bin" / "python"
    assert py.is_file()
    listed = json.loads(m.run_tool("openclaw", "skills", "list", "--json").stdout)["skills"]
    assert [s["name"] for s in listed] == ["hippocampus"]
    # Cron: both jobs, run by the skill's own Python, for this workspace.
    jobs = {j["name"]: j for j in m.jobs()}
    assert sorted(jobs) == ["hippocampus-capture", "hippocampus-decay"]
    decay = shlex.split(jobs["hippocampus-decay"]["payload"]["argv"][-1])
    assert decay == [str(py), str(skill(m) / "scripts" / "decay.py"), "--workspace", str(m.ws)]
    assert jobs["hippocampus-decay"]["schedule"] == {"kind": "cron", "expr": "0 3 * * *", "tz": "UTC"}
    # Config: the live domain folders only, as {path, pattern}; the user's entries kept.
    config = m.openclaw_config()
    assert config["memory"]["search"]["extraPaths"] == [
        "/srv/notes",
        *({"path": str(m.ws / "memory" / d), "pattern": "**/*.md"} for d in DOMAINS),
    ]
    assert config["hooks"]["internal"]["entries"] == {
        "session-memory": {"enabled": True},
        "bootstrap-extra-files": {"enabled": True, "paths": ["hippocampus-core/MEMORY.md"]},
    }
    assert config["gateway"] == {"port": 18789}
    # The core file exists at once, and its MEMORY.md copy is inside the OpenClaw workspace.
    core = (m.ws / "HIPPOCAMPUS_CORE.md").read_text()
    mirror = oc_ws(m) / "hippocampus-core" / "MEMORY.md"
    assert mirror.read_text() == HEADER.format(core=m.ws / "HIPPOCAMPUS_CORE.md") + core
    assert "tools found: openclaw (openclaw on PATH)" in out
    assert "restarted for the memory.search change and answered again" in out


def test_cron_jobs_are_registered_before_the_config_change_that_restarts_the_gateway(m):
    m.install("--target", "openclaw")
    log = m.log()
    adds = [i for i, argv in enumerate(log) if argv[:3] == ["openclaw", "cron", "add"]]
    restart = next(
        i for i, argv in enumerate(log) if argv[:4] == ["openclaw", "config", "set", "memory.search.extraPaths"]
    )
    hook = next(i for i, argv in enumerate(log) if argv[:3] == ["openclaw", "config", "set"] and "bootstrap" in argv[3])
    assert len(adds) == 2 and max(adds) < hook < restart
    # The install waited for the gateway, so the next CLI call right away works.
    assert m.run_tool("openclaw", "cron", "list", "--json").returncode == 0


def test_a_gateway_slower_than_the_deadline_is_reported_honestly(m, monkeypatch):
    monkeypatch.setenv("FAKE_OPENCLAW_RESTART", "5")
    start = time.monotonic()
    out = m.install("--target", "openclaw", "--gateway-wait", "0.5").output
    assert time.monotonic() - start < 4
    assert len(m.jobs()) == 2  # registered before the restart began
    assert "did not answer within 0.5 s of the memory.search change" in out


def test_second_install_changes_nothing(m):
    m.install("--target", "openclaw")
    before, calls = m.snapshot(), len(m.changing_calls())
    out = m.install("--target", "openclaw").output
    assert m.snapshot() == before
    assert len(m.changing_calls()) == calls
    assert "already registered in OpenClaw" in out and "already lists the store's domain folders" in out


def test_dry_run_changes_nothing(m):
    m.folder(".openclaw", "workspace")
    before = m.snapshot()
    out = m.install("--target", "openclaw", "--dry-run").output
    assert m.snapshot() == before
    assert m.changing_calls() == []
    assert "would register cron job hippocampus-decay in OpenClaw" in out
    assert "would register" in out and "memory.search.extraPaths" in out


def test_forgotten_memory_leaves_openclaws_memory_search_and_each_is_indexed_once(m):
    m.install("--target", "openclaw")
    memory_id = m.capture("Remember that the vault code word is marmalade")
    hits = search(m, "marmalade")
    assert len(hits) == 1 and hits[0]["path"].startswith(str(m.ws / "memory"))

    from hippocampus import commands
    from hippocampus.context import resolve_now
    from hippocampus.store import Store

    commands.forget(Store(m.ws, resolve_now()), memory_id)
    assert list((m.ws / "memory" / "archive").rglob("*.md"))  # the archived copy exists...
    assert search(m, "marmalade") == []  # ...and OpenClaw's search does not return it


def test_the_installed_skill_keeps_memory_md_current_from_a_bare_login_shell(m):
    m.install("--target", "openclaw")
    scripts = skill(m) / "scripts"
    proc = m.login_shell(f"python3 {scripts}/capture.py 'Remember: I always deploy on Fridays' --importance 0.9")
    assert proc.returncode == 0, proc.stderr
    proc = m.login_shell(f"python3 {scripts}/sync-core.py")
    assert proc.returncode == 0, proc.stderr
    mirror = (oc_ws(m) / "hippocampus-core" / "MEMORY.md").read_text()
    assert "I always deploy on Fridays" in mirror
    assert mirror.endswith((m.ws / "HIPPOCAMPUS_CORE.md").read_text())


def test_uninstall_restores_the_config_and_removes_jobs_mirror_and_skill(m):
    m.folder(".openclaw", "workspace")
    config = m.home / ".openclaw" / "openclaw.json"
    config.write_text(json.dumps(user_config(), indent=2))
    other = {"id": "other", "name": "daily-brief", "schedule": {"kind": "cron", "expr": "0 8 * * *"}}
    (m.state / "openclaw-jobs.json").write_text(json.dumps([other]))
    m.install("--target", "openclaw")
    m.capture("Remember that my sister is called Olga")

    out = m.install("--uninstall").output

    assert m.openclaw_config() == user_config()  # no empty key left behind either
    assert m.jobs() == [other]
    assert not (oc_ws(m) / "hippocampus-core").exists()
    assert not skill(m).exists() and not (oc_ws(m) / "skills").exists()
    assert (m.ws / "memory" / "index.json").is_file() and list((m.ws / "memory" / "user").glob("*.md"))
    assert "uninstalling for" in out and "openclaw" in out


def test_uninstall_of_a_config_install_created_leaves_no_key(m):
    m.install("--target", "openclaw")
    m.install("--uninstall", "--target", "openclaw")
    assert m.openclaw_config() == {}


def test_round_one_core_entry_is_taken_out_of_extra_paths(m):
    round1 = {"memory": {"search": {"extraPaths": ["/srv/notes", str(m.ws / "HIPPOCAMPUS_CORE.md")]}}}
    m.folder(".openclaw")
    (m.home / ".openclaw" / "openclaw.json").write_text(json.dumps(round1))
    m.install("--target", "openclaw")
    paths = m.openclaw_config()["memory"]["search"]["extraPaths"]
    assert str(m.ws / "HIPPOCAMPUS_CORE.md") not in paths and paths[0] == "/srv/notes" and len(paths) == 5


def test_a_round_one_install_is_upgraded_in_place(m):
    """Round 1: the store in <openclaw ws>/memory, a copy with a name-only manifest, jobs run
    by the clone's python, and HIPPOCAMPUS_CORE.md in extraPaths."""
    from workload import make_store

    old = make_store(oc_ws(m))
    skill(m).mkdir(parents=True)
    (skill(m) / "SKILL.md").write_text("old\n")
    (skill(m) / ".hippocampus-install.json").write_text(json.dumps({"source": "/gone", "files": ["SKILL.md"]}))
    job = {"id": "j1", "name": "hippocampus-decay", "schedule": {"kind": "cron", "expr": "0 3 * * *"}}
    job["payload"] = {"kind": "command", "argv": ["sh", "-lc", f"/usr/bin/python3 /gone/decay.py --workspace {old}"]}
    (m.state / "openclaw-jobs.json").write_text(json.dumps([job]))
    (m.home / ".openclaw" / "openclaw.json").write_text(
        json.dumps({"memory": {"search": {"extraPaths": [str(old / "HIPPOCAMPUS_CORE.md")]}}})
    )

    out = m.install("--target", "openclaw").output

    assert f"store: {old}" in out and "updated skill at" in out
    assert "indexes by itself, archive/ included" in out  # the risk, named
    assert "memory" not in m.openclaw_config()  # round 1's entry out, nothing added: indexed already
    assert json.loads((skill(m) / ".hippocampus-install.json").read_text())["workspace"] == str(old)
    assert sorted(j["name"] for j in m.jobs()) == ["hippocampus-capture", "hippocampus-decay"]
    assert all(str(skill(m) / ".venv" / "bin" / "python") in j["payload"]["argv"][-1] for j in m.jobs())


def test_gateway_down_sends_cron_to_crontab_and_still_edits_the_config(m):
    (m.state / "gateway-down").touch()
    out = m.install("--target", "openclaw").output
    assert m.jobs() == []
    lines = [line for line in m.crontab().splitlines() if "hippocampus-decay" in line]
    assert len(lines) == 1 and str(skill(m) / ".venv" / "bin" / "python") in lines[0]
    assert "the OpenClaw gateway did not answer" in out and "is it running?" in out
    assert "reads the new config when it starts" in out
    assert len(m.openclaw_config()["memory"]["search"]["extraPaths"]) == 4

    m.install("--uninstall")
    assert "hippocampus" not in m.crontab()


def test_without_the_command_a_strict_json_config_file_is_edited_and_restored(m):
    (m.bin / "openclaw").unlink()
    m.folder(".openclaw")
    config = m.home / ".openclaw" / "openclaw.json"
    config.write_text(json.dumps(user_config(), indent=2) + "\n")
    raw = config.read_bytes()
    m.install("--target", "openclaw")
    assert len(m.openclaw_config()["memory"]["search"]["extraPaths"]) == 5
    m.install("--uninstall")
    assert config.read_bytes() == raw


def test_json5_config_is_left_alone_and_the_command_printed(m):
    (m.bin / "openclaw").unlink()
    m.folder(".openclaw")
    config = m.home / ".openclaw" / "openclaw.json"
    config.write_text('{\n  // my settings\n  memory: { search: { extraPaths: ["/srv/notes"] } },\n}\n')
    raw = config.read_bytes()
    out = m.install("--target", "openclaw").output
    assert config.read_bytes() == raw
    assert "did not change memory.search.extraPaths" in out
    assert "openclaw config set memory.search.extraPaths" in out and "--strict-json" in out


def test_other_tools_are_not_touched(m):
    m.tool("claude", "codex")
    claude = m.folder(".claude")
    (claude / "settings.json").write_text('{"model": "x"}\n')
    before = {k: v for k, v in m.snapshot().items() if "/.claude" in k or "/.codex" in k}
    m.install("--target", "openclaw")
    after = {k: v for k, v in m.snapshot().items() if "/.claude" in k or "/.codex" in k}
    assert after == before
    assert m.calls("claude") == [] and m.calls("codex") == []


def test_sync_core_never_writes_over_a_memory_md_that_is_not_ours(m):
    m.install("--target", "openclaw")
    mirror = oc_ws(m) / "hippocampus-core" / "MEMORY.md"
    mirror.write_text("# my own notes\n")
    m.capture("Remember: the office moved to Leeds")
    from hippocampus import commands
    from hippocampus.context import resolve_now
    from hippocampus.store import Store

    store = Store(m.ws, resolve_now())
    commands.sync_core(store, 0.7)
    assert mirror.read_text() == "# my own notes\n"
    assert any("not ours" in note for note in store.notes)
    assert "Leeds" in (m.ws / "HIPPOCAMPUS_CORE.md").read_text()


def test_two_workspaces_keep_their_own_openclaw_jobs(m, tmp_path):
    other = tmp_path / "work-store"
    m.install("--target", "openclaw")
    m.install("--target", "openclaw", "--workspace", str(other))
    commands = [j["payload"]["argv"][-1] for j in m.jobs()]
    assert len(commands) == 4
    assert sum(f"--workspace {m.ws}" in c for c in commands) == 2
    assert sum(f"--workspace {other}" in c for c in commands) == 2
    m.install("--uninstall", "--target", "openclaw", "--workspace", str(other))
    assert [j["payload"]["argv"][-1] for j in m.jobs()] == [c for c in commands if f"--workspace {m.ws}" in c]
    assert (skill(m) / ".venv" / "bin" / "python").is_file()  # still runs the first store's jobs
    assert json.loads((skill(m) / ".hippocampus-install.json").read_text())["workspace"] == str(m.ws)
    assert (oc_ws(m) / "hippocampus-core" / "MEMORY.md").is_file()
    paths = m.openclaw_config()["memory"]["search"]["extraPaths"]
    assert [e["path"] for e in paths] == [str(m.ws / "memory" / d) for d in DOMAINS]
    m.install("--uninstall", "--target", "openclaw")
    assert m.jobs() == [] and not skill(m).exists() and "memory" not in m.openclaw_config()
