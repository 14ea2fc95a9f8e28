"""install.py: store layout, skill placement, schedule, OpenClaw memory search, cron, uninstall.

External commands are fakes: small shell scripts in a bin folder that is the whole PATH.
They log their argv to ``state/argv.log`` and keep their state in files under ``state/``.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hippocampus.install import (
    BACKUP_SUFFIX,
    CAPTURE_JOB,
    DECAY_JOB,
    MANIFEST,
    install_command,
    merge_crontab,
    strip_crontab,
)

REPO = Path(__file__).resolve().parents[1]

FAKE_CRONTAB = r"""#!/bin/sh
PATH=/usr/bin:/bin
printf 'crontab' >> "$FAKE_STATE/argv.log"
for a in "$@"; do printf ' [%s]' "$a" >> "$FAKE_STATE/argv.log"; done
echo >> "$FAKE_STATE/argv.log"
case "$1" in
  -l)
    if [ -f "$FAKE_STATE/crontab" ]; then cat "$FAKE_STATE/crontab"
    else echo "no crontab for tester" >&2; exit 1; fi ;;
  -)
    if [ -f "$FAKE_STATE/crontab-denied" ]; then echo "crontab: your account is not allowed" >&2; exit 1; fi
    cat > "$FAKE_STATE/crontab" ;;
  *) echo "usage" >&2; exit 2 ;;
esac
"""

FAKE_OPENCLAW = r"""#!/bin/sh
PATH=/usr/bin:/bin
S="$FAKE_STATE"
printf 'openclaw' >> "$S/argv.log"
for a in "$@"; do printf ' [%s]' "$a" >> "$S/argv.log"; done
echo >> "$S/argv.log"
case "$1 $2" in
  "cron list")
    if [ -f "$S/gateway-down" ]; then echo "gateway not running" >&2; exit 1; fi
    printf '{"jobs":['
    if [ -f "$S/jobs" ]; then paste -sd, "$S/jobs" | tr -d '\n'; fi
    printf ']}\n' ;;
  "cron add")
    shift 2; name=""; expr=""
    while [ $# -gt 0 ]; do
      case "$1" in --name) name="$2"; shift 2 ;; --cron) expr="$2"; shift 2 ;; *) shift ;; esac
    done
    printf '{"id":"id-%s","name":"%s","schedule":{"kind":"cron","expr":"%s"}}\n' \
      "$name" "$name" "$expr" >> "$S/jobs" ;;
  "cron rm")
    grep -v "\"id\":\"$3\"" "$S/jobs" > "$S/jobs.tmp"; mv "$S/jobs.tmp" "$S/jobs" ;;
  "config get")
    if [ -f "$S/extraPaths" ]; then cat "$S/extraPaths"
    else echo "Config path not found: $3" >&2; exit 1; fi ;;
  "config set")
    printf '%s\n' "$4" > "$S/extraPaths" ;;
  *) echo "unknown command: $*" >&2; exit 2 ;;
esac
"""


class Env:
    def __init__(self, root: Path):
        self.root = root
        self.home = root / "home"
        self.ws = root / "target-ws"  # conftest already lays out a store in tmp_path/ws
        self.bin = root / "bin"
        self.state = root / "state"
        for folder in (self.home, self.bin, self.state):
            folder.mkdir()

    def add_tool(self, name: str, script: str) -> None:
        path = self.bin / name
        path.write_text(script)
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)

    @property
    def config(self) -> Path:
        return self.home / ".openclaw" / "openclaw.json"

    def write_config(self, text: str) -> None:
        self.config.parent.mkdir(parents=True, exist_ok=True)
        self.config.write_text(text)

    @property
    def core(self) -> str:
        return str(self.ws / "HIPPOCAMPUS_CORE.md")

    def argv_log(self) -> list[str]:
        log = self.state / "argv.log"
        return log.read_text().splitlines() if log.exists() else []

    def crontab(self) -> str:
        return (self.state / "crontab").read_text()

    def jobs(self) -> list[dict]:
        path = self.state / "jobs"
        return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []

    def run(self, *args: str):
        return CliRunner().invoke(install_command, ["--workspace", str(self.ws), *args], catch_exceptions=False)


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Env:
    e = Env(tmp_path)
    monkeypatch.setenv("HOME", str(e.home))
    monkeypatch.setenv("PATH", str(e.bin))  # only the fakes: a real crontab/openclaw is never touched
    monkeypatch.setenv("FAKE_STATE", str(e.state))
    monkeypatch.setenv("WORKSPACE", str(e.ws))
    monkeypatch.setenv("HIPPOCAMPUS_NOW", "2026-11-29T12:00:00Z")
    return e


def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every path under root with its content (None for folders), except the fakes' argv log."""
    return {
        str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None)
        for p in sorted(root.rglob("*"))
        if p.name != "argv.log"
    }


def changing_calls(log: list[str]) -> list[str]:
    return [
        line
        for line in log
        if line.startswith("crontab [-]") or "[cron] [add]" in line or "[cron] [rm]" in line or "[config] [set]" in line
    ]


# ---------------------------------------------------------------------------------------
# Store and skill


def test_fresh_install_lays_out_the_store(env):
    result = env.run()
    assert result.exit_code == 0, result.output
    memory = env.ws / "memory"
    assert json.loads((memory / "index.json").read_text()) == {
        "version": 3,
        "lastUpdated": None,
        "decayLastRun": None,
        "memories": [],
    }
    for folder in ("user", "self", "relationship", "world", "archive"):
        assert (memory / folder).is_dir()
    assert json.loads((memory / "schedule.json").read_text()) == {"decay": "0 3 * * *", "capture": None}
    assert f"created {memory / 'index.json'}" in result.output


def test_second_run_changes_nothing_and_keeps_memories(env):
    assert env.run().exit_code == 0
    index = env.ws / "memory" / "index.json"
    memories = {
        "version": 2,
        "lastUpdated": "2026-11-28T10:00:00Z",
        "decayLastRun": None,
        "nextId": 2,
        "memories": [{"id": "m0001", "file": "user/m0001.md", "domain": "user"}],
    }
    index.write_text(json.dumps(memories, indent=2) + "\n")
    before = snapshot(env.root)

    result = env.run()

    assert result.exit_code == 0, result.output
    assert snapshot(env.root) == before
    assert f"kept existing {index} (1 memory)" in result.output
    assert "created" not in result.output and "updated" not in result.output


def test_skill_is_copied_without_tests(env):
    result = env.run()
    assert result.exit_code == 0, result.output
    skill = env.ws / "skills" / "hippocampus"
    assert (skill / "scripts" / "hippocampus" / "install.py").read_bytes() == (
        REPO / "scripts" / "hippocampus" / "install.py"
    ).read_bytes()
    assert (skill / "install.py").is_file()
    assert (skill / "memory" / "index.json").is_file()
    for absent in ("tests", "bench", ".git", ".ci"):
        assert not (skill / absent).exists(), absent
    assert not list(skill.rglob("__pycache__"))
    assert "test_install.py" in {p.name for p in (REPO / "tests").iterdir()}  # the source does have tests


def test_rerun_updates_changed_skill_files_and_drops_stale_ones(env):
    assert env.run().exit_code == 0
    skill = env.ws / "skills" / "hippocampus"
    copied = skill / "scripts" / "hippocampus" / "install.py"
    copied.write_text("# edited by hand\n")
    manifest = json.loads((skill / MANIFEST).read_text())
    (skill / "scripts" / "gone.py").write_text("old\n")
    manifest["files"].append("scripts/gone.py")
    (skill / MANIFEST).write_text(json.dumps(manifest))

    result = env.run()

    assert result.exit_code == 0, result.output
    assert copied.read_bytes() == (REPO / "scripts" / "hippocampus" / "install.py").read_bytes()
    assert not (skill / "scripts" / "gone.py").exists()
    assert "1 updated" in result.output and "1 removed" in result.output


# ---------------------------------------------------------------------------------------
# OpenClaw memory search


def test_strict_json_config_gets_extra_path_once(env):
    old_key = {"defaults": {"memorySearch": {"extraPaths": ["/old/notes"]}, "heartbeat": {"every": "30m"}}}
    original = {
        "gateway": {"port": 18789},
        "memory": {"search": {"extraPaths": ["/srv/notes"]}},
        "agents": old_key,
    }
    env.write_config(json.dumps(original, indent=4))
    raw = env.config.read_bytes()

    result = env.run()

    assert result.exit_code == 0, result.output
    config = json.loads(env.config.read_text())
    assert config["memory"]["search"]["extraPaths"] == ["/srv/notes", env.core]
    assert config["gateway"] == {"port": 18789}
    assert config["agents"] == old_key
    assert list(config) == ["gateway", "memory", "agents"]
    assert (env.config.parent / ("openclaw.json" + BACKUP_SUFFIX)).read_bytes() == raw

    written = env.config.read_bytes()
    again = env.run()
    assert again.exit_code == 0
    assert env.config.read_bytes() == written
    assert f"{env.core} already in memory.search.extraPaths" in again.output


def test_config_without_memory_key_gets_one(env):
    env.write_config('{"agents": {"defaults": {"memorySearch": {"enabled": true}}}}')
    assert env.run().exit_code == 0
    config = json.loads(env.config.read_text())
    assert config == {
        "agents": {"defaults": {"memorySearch": {"enabled": True}}},
        "memory": {"search": {"extraPaths": [env.core]}},
    }


def test_json5_config_is_left_alone_and_the_command_printed(env):
    env.write_config('{\n  // my settings\n  memory: { search: { extraPaths: ["/srv/notes"] } },\n}\n')
    raw = env.config.read_bytes()

    result = env.run()

    assert result.exit_code == 0, result.output
    assert env.config.read_bytes() == raw
    assert not (env.config.parent / ("openclaw.json" + BACKUP_SUFFIX)).exists()
    assert f"openclaw config set memory.search.extraPaths '[\"{env.core}\"]' --strict-json" in result.output
    assert "JSON5" in result.output


def test_json5_config_on_uninstall_is_left_alone(env):
    env.write_config(f'{{ memory: {{ search: {{ extraPaths: ["{env.core}"] }} }} }}\n')
    raw = env.config.read_bytes()
    result = env.run("--uninstall")
    assert result.exit_code == 0, result.output
    assert env.config.read_bytes() == raw
    assert f"remove {env.core} from memory.search.extraPaths in {env.config} by hand" in result.output


def test_failed_config_get_with_json5_config_asks_instead_of_guessing(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)  # no state/extraPaths: `config get` exits 1
    env.write_config('{ memory: { search: { extraPaths: ["/srv/notes"] } } } // mine\n')
    result = env.run()
    assert result.exit_code == 0, result.output
    assert not [line for line in env.argv_log() if "[config] [set]" in line]
    assert "is not strict JSON; run (keeping any entries already in the list): openclaw config set" in result.output


def test_openclaw_command_merges_extra_paths_with_config_set(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)
    (env.state / "extraPaths").write_text('["/srv/notes"]\n')

    result = env.run()

    assert result.exit_code == 0, result.output
    assert json.loads((env.state / "extraPaths").read_text()) == ["/srv/notes", env.core]
    sets = [line for line in env.argv_log() if "[config] [set]" in line]
    assert sets == [f'openclaw [config] [set] [memory.search.extraPaths] [["/srv/notes","{env.core}"]] [--strict-json]']
    assert env.run().exit_code == 0
    assert len([line for line in env.argv_log() if "[config] [set]" in line]) == 1


# ---------------------------------------------------------------------------------------
# Cron


def test_crontab_registration_twice_gives_one_line_per_job(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    (env.state / "crontab").write_text("MAILTO=me\n15 1 * * * backup.sh\n")

    first = env.run("--with-cron", "--cron", "30 4 * * *")
    second = env.run("--with-cron")

    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    lines = env.crontab().splitlines()
    assert lines[:2] == ["MAILTO=me", "15 1 * * * backup.sh"]
    decay = [line for line in lines if line.endswith(f"# {DECAY_JOB}")]
    capture = [line for line in lines if line.endswith(f"# {CAPTURE_JOB}")]
    assert len(decay) == 1 and len(capture) == 1 and len(lines) == 4
    skill = env.ws / "skills" / "hippocampus"
    log = env.ws / "memory" / "cron.log"
    assert decay[0] == (
        f"30 4 * * * {sys.executable} {skill}/scripts/decay.py --workspace {env.ws} >> {log} 2>&1 # {DECAY_JOB}"
    )
    assert capture[0].startswith(f"0 */3 * * * {sys.executable} {skill}/scripts/run-hippocampus.py")
    assert "registered cron job hippocampus-decay in crontab" in first.output
    assert "cron job hippocampus-decay already in crontab" in second.output
    # The second run kept the schedule chosen by the first.
    assert json.loads((env.ws / "memory" / "schedule.json").read_text()) == {
        "decay": "30 4 * * *",
        "capture": "0 */3 * * *",
    }


def test_changed_schedule_replaces_the_crontab_line(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    assert env.run("--with-cron").exit_code == 0
    assert env.run("--with-cron", "--cron", "45 2 * * *").exit_code == 0
    decay = [line for line in env.crontab().splitlines() if line.endswith(f"# {DECAY_JOB}")]
    assert len(decay) == 1 and decay[0].startswith("45 2 * * * ")


def test_agent_command_goes_into_the_capture_job_and_is_kept(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    agent = "claude -p --output-format text"
    assert env.run("--with-cron", "--agent-command", agent).exit_code == 0
    assert env.run("--with-cron").exit_code == 0  # a plain re-run keeps it
    capture = [line for line in env.crontab().splitlines() if line.endswith(f"# {CAPTURE_JOB}")]
    assert len(capture) == 1
    assert "--agent-command 'claude -p --output-format text'" in capture[0]
    schedule = json.loads((env.ws / "memory" / "schedule.json").read_text())
    assert schedule["agentCommand"] == agent


def test_openclaw_cron_adds_script_jobs_once(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)
    env.add_tool("crontab", FAKE_CRONTAB)

    first = env.run("--with-cron")
    second = env.run("--with-cron")

    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    adds = [line for line in env.argv_log() if "[cron] [add]" in line]
    assert len(adds) == 2
    decay_add = next(line for line in adds if f"[--name] [{DECAY_JOB}]" in line)
    command = f"{sys.executable} {env.ws}/skills/hippocampus/scripts/decay.py --workspace {env.ws}"
    assert f"[--cron] [0 3 * * *] [--command] [{command}] [--no-deliver]" in decay_add
    assert sorted(j["name"] for j in env.jobs()) == [CAPTURE_JOB, DECAY_JOB]
    assert not (env.state / "crontab").exists()  # OpenClaw answered, so crontab was not written
    assert "already registered in OpenClaw" in second.output


def test_gateway_down_falls_back_to_crontab(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)
    env.add_tool("crontab", FAKE_CRONTAB)
    (env.state / "gateway-down").touch()

    result = env.run("--with-cron")

    assert result.exit_code == 0, result.output
    assert not [line for line in env.argv_log() if "[cron] [add]" in line]
    assert sum(line.endswith(f"# {DECAY_JOB}") for line in env.crontab().splitlines()) == 1
    assert "gateway did not answer" in result.output


def test_failing_crontab_is_one_clear_error(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    (env.state / "crontab-denied").touch()
    result = env.run("--with-cron")
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        "Error: `crontab -` failed (exit 1): crontab: your account is not allowed"
    )


def test_no_crontab_and_no_openclaw_prints_the_lines(env):
    result = env.run("--with-cron")
    assert result.exit_code == 0, result.output
    printed = [line for line in result.output.splitlines() if line.startswith("add this line to your crontab")]
    assert len(printed) == 2
    assert printed[0].endswith(f"2>&1 # {DECAY_JOB}") and "no crontab command; no openclaw command" in printed[0]


def test_invalid_cron_exits_2_and_changes_nothing(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    before = snapshot(env.root)
    for option in ("--cron", "--capture-cron"):
        result = env.run("--with-cron", option, "61 * * * *")
        assert result.exit_code == 2
        assert f"Invalid value for '{option}'" in result.output
    assert env.run("--cron", "0 0 3 * * *").exit_code == 2  # six fields: crontab cannot take seconds
    assert snapshot(env.root) == before
    assert env.argv_log() == []


def test_dry_run_changes_nothing(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    env.write_config('{"memory": {"search": {"extraPaths": []}}}')
    before = snapshot(env.root)

    result = env.run("--with-cron", "--dry-run")

    assert result.exit_code == 0, result.output
    assert snapshot(env.root) == before
    assert changing_calls(env.argv_log()) == []
    assert f"would create {env.ws / 'memory' / 'index.json'}" in result.output
    assert "would register cron job hippocampus-decay in crontab" in result.output
    assert f"would register {env.core} in memory.search.extraPaths" in result.output


def test_dry_run_uninstall_changes_nothing(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)
    env.add_tool("crontab", FAKE_CRONTAB)
    assert env.run("--with-cron").exit_code == 0
    before = snapshot(env.root)
    log_before = env.argv_log()

    result = env.run("--uninstall", "--dry-run")

    assert result.exit_code == 0, result.output
    assert snapshot(env.root) == before
    assert changing_calls(env.argv_log()[len(log_before) :]) == []
    assert "would remove cron job hippocampus-decay from OpenClaw" in result.output


# ---------------------------------------------------------------------------------------
# Uninstall


def test_uninstall_removes_cron_lines_and_extra_path_and_keeps_memory(env):
    env.add_tool("crontab", FAKE_CRONTAB)
    (env.state / "crontab").write_text("15 1 * * * backup.sh\n")
    env.write_config(json.dumps({"memory": {"search": {"extraPaths": ["/srv/notes"]}}, "agents": {"x": 1}}))
    assert env.run("--with-cron").exit_code == 0
    index = env.ws / "memory" / "index.json"
    index_bytes = index.read_bytes()

    result = env.run("--uninstall")

    assert result.exit_code == 0, result.output
    assert env.crontab() == "15 1 * * * backup.sh\n"
    assert json.loads(env.config.read_text()) == {
        "memory": {"search": {"extraPaths": ["/srv/notes"]}},
        "agents": {"x": 1},
    }
    assert index.read_bytes() == index_bytes
    assert (env.ws / "memory" / "schedule.json").is_file()
    assert not (env.ws / "skills" / "hippocampus").exists()
    assert f"kept {env.ws / 'memory'}/" in result.output


def test_uninstall_removes_openclaw_jobs_by_id(env):
    env.add_tool("openclaw", FAKE_OPENCLAW)
    (env.state / "jobs").write_text(
        '{"id":"other","name":"daily-brief","schedule":{"kind":"cron","expr":"0 8 * * *"}}\n'
    )
    assert env.run("--with-cron").exit_code == 0
    assert len(env.jobs()) == 3

    result = env.run("--uninstall")

    assert result.exit_code == 0, result.output
    assert [j["name"] for j in env.jobs()] == ["daily-brief"]
    removals = [line for line in env.argv_log() if "[cron] [rm]" in line]
    assert sorted(removals) == [
        f"openclaw [cron] [rm] [id-{CAPTURE_JOB}]",
        f"openclaw [cron] [rm] [id-{DECAY_JOB}]",
    ]
    assert json.loads((env.state / "extraPaths").read_text()) == []


def test_uninstall_keeps_a_skill_folder_it_did_not_place(env):
    skill = env.ws / "skills" / "hippocampus"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("cloned by hand\n")
    result = env.run("--uninstall")
    assert result.exit_code == 0, result.output
    assert (skill / "SKILL.md").read_text() == "cloned by hand\n"
    assert "not placed by install.py" in result.output


# ---------------------------------------------------------------------------------------
# Pure helpers and the real script


def test_merge_and_strip_crontab():
    lines = {DECAY_JOB: f"1 2 * * * new # {DECAY_JOB}"}
    table = f"a\n0 3 * * * old # {DECAY_JOB}\nb\n5 5 * * * dup # {DECAY_JOB}\nc # my-{DECAY_JOB}\n"
    assert merge_crontab(table, lines) == f"a\n1 2 * * * new # {DECAY_JOB}\nb\nc # my-{DECAY_JOB}\n"
    assert merge_crontab("", lines) == f"1 2 * * * new # {DECAY_JOB}\n"
    assert strip_crontab(table, [DECAY_JOB]) == f"a\nb\nc # my-{DECAY_JOB}\n"
    assert strip_crontab(f"x # {DECAY_JOB}\n", [DECAY_JOB]) == ""


def test_percent_in_paths_is_escaped_for_cron(env, tmp_path):
    env.add_tool("crontab", FAKE_CRONTAB)
    ws = tmp_path / "50%"
    result = CliRunner().invoke(install_command, ["--workspace", str(ws), "--with-cron"])
    assert result.exit_code == 0, result.output
    decay = next(line for line in env.crontab().splitlines() if line.endswith(f"# {DECAY_JOB}"))
    assert "50\\%" in decay and "50%" not in decay.replace("50\\%", "")


def test_install_script_runs_standalone(env, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    environ = {**os.environ, "HOME": str(env.home), "PATH": str(env.bin)}
    proc = subprocess.run(
        [sys.executable, str(REPO / "install.py"), "--workspace", str(env.ws), "--json"],
        cwd=elsewhere,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    payload = json.loads(proc.stdout)
    assert payload["workspace"] == str(env.ws)
    assert {
        "kind": "create",
        "target": str(env.ws / "memory" / "index.json"),
        "text": f"created {env.ws / 'memory' / 'index.json'}",
    } in payload["actions"]
    assert (env.ws / "skills" / "hippocampus" / "scripts" / "hippocampus" / "install.py").is_file()
    assert list(elsewhere.iterdir()) == []
