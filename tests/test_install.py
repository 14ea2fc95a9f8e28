"""install.py: the store, the skill copies and their Python, target choice, the workspace,
the crontab path, uninstall; and one real end-to-end install from a bare python3.

The per-tool targets have their own files (test_install_openclaw.py, ...). External
commands are the fakes of tests/fakes, on a PATH that holds nothing else.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fake_machine import REPO, Machine
from hippocampus import context
from hippocampus.schedule import CAPTURE_JOB, DECAY_JOB, SLEEP_JOB, merge_crontab, strip_crontab
from hippocampus.skill_folder import skill_files

MANIFEST = ".hippocampus-install.json"


@pytest.fixture
def m(tmp_path, monkeypatch) -> Machine:
    return Machine(tmp_path, monkeypatch)


def workspace_copy(m: Machine, ws: Path | None = None) -> Path:
    return (ws or m.ws) / "skills" / "hippocampus"


# ---------------------------------------------------------------------------------------
# Store, skill copy, environment


def test_fresh_install_with_no_tool_lays_out_the_store_and_a_workspace_copy(m):
    out = m.install().output
    memory = m.ws / "memory"
    assert (memory / "index.json").read_bytes() == (REPO / "memory" / "index.json").read_bytes()
    for folder in ("user", "self", "relationship", "world", "archive"):
        assert (memory / folder).is_dir()
    assert json.loads((memory / "schedule.json").read_text()) == {"decay": "0 3 * * *", "capture": None}
    assert (m.ws / "HIPPOCAMPUS_CORE.md").is_file()
    copy = workspace_copy(m)
    assert (copy / ".venv" / "bin" / "python").is_file()
    assert json.loads((copy / MANIFEST).read_text())["workspace"] == str(m.ws)
    assert "tools found: none; installing for: no tool, the workspace copy" in out


def test_second_run_changes_nothing_and_keeps_memories(m):
    m.install()
    m.capture("Remember that my sister is called Olga")
    assert "wrote" in m.install().output  # the core file now holds the new core memory
    assert "Olga" in (m.ws / "HIPPOCAMPUS_CORE.md").read_text()
    before = m.snapshot()
    out = m.install().output
    assert m.snapshot() == before
    assert "kept existing" in out and "(memories untouched)" in out
    assert "created" not in out and "updated" not in out and "copied" not in out and "wrote" not in out


def test_the_copy_holds_the_skill_without_tests_and_knows_its_own_folder(m):
    m.install()
    copy = workspace_copy(m)
    assert (copy / "scripts" / "_launch.py").read_bytes() == (REPO / "scripts" / "_launch.py").read_bytes()
    assert (copy / "install.py").is_file() and (copy / "pyproject.toml").is_file()
    for absent in ("tests", "bench", ".git", ".venv/lib"):
        assert not (copy / absent).exists(), absent
    skill_md = (copy / "SKILL.md").read_text()
    assert "{baseDir}" not in skill_md and f"python3 {copy}/scripts/recall.py" in skill_md
    assert sorted(json.loads((copy / MANIFEST).read_text())["files"]) == skill_files(REPO)


def test_rerun_updates_changed_skill_files_and_drops_stale_ones(m):
    m.install()
    copy = workspace_copy(m)
    edited = copy / "scripts" / "hippocampus" / "install.py"
    edited.write_text("# edited by hand\n")
    manifest = json.loads((copy / MANIFEST).read_text())
    (copy / "scripts" / "gone.py").write_text("old\n")
    manifest["files"]["scripts/gone.py"] = "0"
    (copy / MANIFEST).write_text(json.dumps(manifest))
    out = m.install().output
    assert edited.read_bytes() == (REPO / "scripts" / "hippocampus" / "install.py").read_bytes()
    assert not (copy / "scripts" / "gone.py").exists()
    assert "1 updated" in out and "1 removed" in out


def test_a_venv_without_its_stamp_or_requirements_is_completed(m):
    m.install()
    stamp = workspace_copy(m) / ".venv" / "hippocampus-env.json"
    data = json.loads(stamp.read_text())
    data["requirements"] = data["requirements"][:1]
    stamp.write_text(json.dumps(data))
    out = m.install().output
    assert "updated" in out and ".venv with click" in out and "(lacks " in out


def test_uninstall_keeps_memories_and_a_file_a_person_changed(m):
    m.install()
    m.capture("Remember that my sister is called Olga")
    copy = workspace_copy(m)
    note = copy / "SKILL.md"
    note.write_text(note.read_text() + "\nMy own note.\n")
    index = (m.ws / "memory" / "index.json").read_bytes()
    out = m.install("--uninstall").output
    assert (m.ws / "memory" / "index.json").read_bytes() == index
    assert sorted(p.name for p in copy.iterdir()) == ["SKILL.md"]
    assert "kept what a person changed or added: SKILL.md" in out
    assert f"kept {m.ws / 'memory'}/" in out


def test_uninstall_keeps_a_skill_folder_it_did_not_place(m):
    copy = workspace_copy(m)
    copy.mkdir(parents=True)
    (copy / "SKILL.md").write_text("cloned by hand\n")
    m.install("--uninstall", "--target", "claude-code")  # nothing installed: nothing removed
    out = m.install("--uninstall").output
    assert (copy / "SKILL.md").read_text() == "cloned by hand\n"
    assert "nothing installed" in out


# ---------------------------------------------------------------------------------------
# Targets and the workspace


def test_default_targets_are_the_tools_found_and_are_named(m):
    m.tool("claude")
    m.folder(".codex")
    out = m.install().output
    assert (
        "tools found: claude-code (claude on PATH), codex (~/.codex exists); installing for: claude-code, codex" in out
    )
    assert (m.home / ".claude" / "skills" / "hippocampus").is_dir()
    assert (m.home / ".codex" / "skills" / "hippocampus").is_dir()
    assert not workspace_copy(m).exists() and not (m.home / ".cursor").exists()
    out = m.install("--uninstall").output
    assert "uninstalling for" in out and "claude-code, codex" in out
    assert not (m.home / ".claude" / "skills").exists() and not (m.home / ".codex" / "skills").exists()


@pytest.mark.parametrize("args", [("--target", "claude-code,codex"), ("--target", "claude-code", "--target", "codex")])
def test_targets_by_comma_or_repeat(m, args):
    assert "installing for: claude-code, codex" in m.install(*args).output


def test_target_all_and_an_unknown_one(m):
    out = m.install("--target", "all", "--dry-run").output
    assert "installing for: openclaw, claude-code, codex, cursor" in out
    result = m.install("--target", "emacs", code=2)
    assert "'emacs' is not a target" in result.output


@pytest.mark.parametrize("value", ["", " ", "claude-code,", ",codex", "claude-code,,codex"])
@pytest.mark.parametrize("uninstall", [False, True])
def test_an_empty_target_name_is_a_usage_error_that_changes_nothing(m, value, uninstall):
    m.install("--target", "claude-code")
    before = m.snapshot()
    result = m.install(*(["--uninstall"] if uninstall else []), "--target", value, code=2)
    assert "Invalid value for '--target'" in result.output and "empty target name" in result.output
    assert m.snapshot() == before


def test_dry_run_of_every_target_changes_nothing(m):
    m.tool("openclaw", "claude", "codex", "crontab")
    before = m.snapshot()
    m.install("--target", "all", "--dry-run", "--with-cron")
    assert m.snapshot() == before and m.changing_calls() == []


def test_a_later_target_joins_the_store_an_earlier_install_chose(m, tmp_path):
    shared = tmp_path / "shared-store"
    m.install("--target", "claude-code", "--workspace", str(shared))
    out = m.install("--target", "codex").output
    assert f"store: {shared}" in out
    assert json.loads((m.home / ".codex" / "skills" / "hippocampus" / MANIFEST).read_text())["workspace"] == str(shared)


def test_hippocampus_workspace_wins_over_workspace(m, tmp_path, monkeypatch):
    monkeypatch.setenv("WORKSPACE", str(tmp_path / "ci-job"))
    monkeypatch.setenv("HIPPOCAMPUS_WORKSPACE", str(tmp_path / "mine"))
    assert context.resolve_workspace() == tmp_path / "mine"
    assert context.resolve_workspace("elsewhere") == Path("elsewhere").absolute()
    monkeypatch.delenv("HIPPOCAMPUS_WORKSPACE")
    assert context.resolve_workspace() == tmp_path / "ci-job"


def test_default_workspace_is_hippocampus_unless_only_a_round_one_store_exists(m):
    from workload import make_store

    assert context.default_workspace() == m.home / ".hippocampus"
    old = make_store(m.home / ".openclaw" / "workspace")
    assert context.default_workspace() == old
    make_store(m.home / ".hippocampus")
    assert context.default_workspace() == m.home / ".hippocampus"


def test_the_installed_skill_uses_its_store_whatever_workspace_says(m, tmp_path):
    m.install("--target", "claude-code")
    skill = m.home / ".claude" / "skills" / "hippocampus"
    proc = m.login_shell(f"WORKSPACE={tmp_path}/ci python3 {skill}/scripts/capture.py 'I prefer green tea' --json")
    assert proc.returncode == 0, proc.stderr
    memory_id = json.loads(proc.stdout)["id"]
    proc = m.login_shell(f"python3 {skill}/scripts/recall.py 'green tea' --json")
    assert [hit["id"] for hit in json.loads(proc.stdout)] == [memory_id]
    assert list((m.ws / "memory").rglob(f"{memory_id}*.md"))
    assert not (tmp_path / "ci").exists()


def test_a_workspace_that_is_a_file_is_refused(m, tmp_path):
    (tmp_path / "afile").write_text("x")
    result = m.install("--workspace", str(tmp_path / "afile"), code=1)
    assert result.output.strip().endswith("is not a folder")


# ---------------------------------------------------------------------------------------
# The crontab path (machines without OpenClaw)


def cron_lines(m: Machine, name: str) -> list[str]:
    return [line for line in m.crontab().splitlines() if f"# {name} " in line or line.endswith(f"# {name}")]


def test_crontab_registration_twice_gives_one_line_per_job_run_by_the_skills_python(m):
    m.tool("crontab")
    (m.state / "crontab").write_text("MAILTO=me\n15 1 * * * backup.sh\n")
    first = m.install("--with-cron", "--cron", "30 4 * * *").output
    second = m.install("--with-cron").output
    lines = m.crontab().splitlines()
    assert lines[:2] == ["MAILTO=me", "15 1 * * * backup.sh"] and len(lines) == 5
    (decay,) = cron_lines(m, DECAY_JOB)
    copy = workspace_copy(m)
    log = m.ws / "memory" / "cron.log"
    assert decay == (
        f"30 4 * * * {copy}/.venv/bin/python {copy}/scripts/decay.py --workspace {m.ws} >> {log} 2>&1 "
        f"# {DECAY_JOB} {m.ws}"
    )
    assert cron_lines(m, CAPTURE_JOB)[0].startswith(
        f"0 */3 * * * {copy}/.venv/bin/python {copy}/scripts/run-hippocampus.py"
    )
    # sleep: weekly, and only when due (a sleep the run loop started meanwhile counts)
    assert cron_lines(m, SLEEP_JOB) == [
        f"0 4 * * 0 {copy}/.venv/bin/python {copy}/scripts/consolidate.py --workspace {m.ws} --if-due "
        f">> {log} 2>&1 # {SLEEP_JOB} {m.ws}"
    ]
    assert "registered cron job hippocampus-decay in crontab" in first
    assert "cron job hippocampus-decay already in crontab" in second
    assert json.loads((m.ws / "memory" / "schedule.json").read_text()) == {
        "decay": "30 4 * * *",
        "capture": "0 */3 * * *",
        "sleep": "0 4 * * 0",
    }


def test_a_second_workspace_keeps_the_first_ones_lines(m, tmp_path):
    m.tool("crontab")
    other = tmp_path / "work-store"
    m.install("--with-cron")
    m.install("--with-cron", "--workspace", str(other))
    decay = cron_lines(m, DECAY_JOB)
    assert len(decay) == 2 and {line.split(" # ")[1] for line in decay} == {
        f"{DECAY_JOB} {m.ws}",
        f"{DECAY_JOB} {other}",
    }
    m.install("--uninstall", "--workspace", str(other))
    assert cron_lines(m, DECAY_JOB) == [line for line in decay if line.endswith(str(m.ws))]


def test_installing_again_for_another_store_says_the_tools_move_to_it(m, tmp_path):
    m.install("--target", "claude-code")
    other = tmp_path / "work-store"
    out = m.install("--target", "claude-code", "--workspace", str(other)).output
    assert f"used the store {m.ws}; they now use {other}" in out
    assert "used the store" not in m.install("--target", "claude-code", "--workspace", str(other)).output


def test_a_round_one_line_is_replaced_not_doubled(m):
    m.tool("crontab")
    old = f"0 3 * * * python3 /old/skills/hippocampus/scripts/decay.py --workspace {m.ws} >> /x 2>&1 # {DECAY_JOB}"
    (m.state / "crontab").write_text(old + "\n")
    m.install("--with-cron")
    (decay,) = cron_lines(m, DECAY_JOB)
    assert decay.endswith(f"# {DECAY_JOB} {m.ws}")


def test_agent_command_goes_into_the_capture_job_and_is_kept(m):
    m.tool("crontab")
    m.install("--with-cron", "--agent-command", "claude -p --output-format text")
    m.install("--with-cron")
    (capture,) = cron_lines(m, CAPTURE_JOB)
    assert "--agent-command 'claude -p --output-format text'" in capture
    (sleep,) = cron_lines(m, SLEEP_JOB)
    assert "--if-due --agent-command 'claude -p --output-format text'" in sleep
    assert (
        json.loads((m.ws / "memory" / "schedule.json").read_text())["agentCommand"] == "claude -p --output-format text"
    )


def test_failing_crontab_is_one_clear_error(m):
    m.tool("crontab")
    (m.state / "crontab-denied").touch()
    result = m.install("--with-cron", code=1)
    assert result.output.splitlines()[-1] == "Error: `crontab -` failed (exit 1): crontab: your account is not allowed"


def test_without_crontab_the_lines_are_printed_and_named_again_by_uninstall(m):
    out = m.install("--with-cron").output
    printed = [line.split(": ", 1)[1] for line in out.splitlines() if line.startswith("add this line to your crontab")]
    assert len(printed) == 3 and printed[0].endswith(f"# {DECAY_JOB} {m.ws}")
    out = m.install("--uninstall").output
    named = [
        line.split(": ", 1)[1] for line in out.splitlines() if line.startswith("remove this line from your crontab")
    ]
    assert named == printed
    assert not (m.ws / "memory" / "install.json").exists()


def test_invalid_cron_exits_2_and_changes_nothing(m):
    m.tool("crontab")
    before = m.snapshot()
    for option in ("--cron", "--capture-cron"):
        result = m.install("--with-cron", option, "61 * * * *", code=2)
        assert f"Invalid value for '{option}'" in result.output
    m.install("--cron", "0 0 3 * * *", code=2)  # six fields: crontab cannot take seconds
    assert m.snapshot() == before and m.log() == []


def test_percent_in_paths_is_escaped_for_cron(m, tmp_path):
    m.tool("crontab")
    m.install("--with-cron", "--workspace", str(tmp_path / "50%"))
    (decay,) = cron_lines(m, DECAY_JOB)
    assert "50\\%" in decay and "50%" not in decay.replace("50\\%", "")


def test_merge_and_strip_crontab(tmp_path):
    ws, other = tmp_path / "a", tmp_path / "b"
    new = f"1 2 * * * new # {DECAY_JOB} {ws}"
    table = (
        f"x\n0 3 * * * old # {DECAY_JOB} {ws}\n5 5 * * * dup # {DECAY_JOB} {ws}\n4 4 * * * b # {DECAY_JOB} {other}\n"
    )
    assert merge_crontab(table, {DECAY_JOB: new}, ws) == f"x\n{new}\n4 4 * * * b # {DECAY_JOB} {other}\n"
    assert strip_crontab(table, ws) == f"x\n4 4 * * * b # {DECAY_JOB} {other}\n"
    assert strip_crontab(f"x # {DECAY_JOB} {ws}\n", ws) == ""


# ---------------------------------------------------------------------------------------
# For real: a bare python3, a real venv, and the clone deleted afterwards


def test_install_from_a_bare_python_builds_real_venvs_and_survives_the_clone(tmp_path):
    """``python3 -S install.py`` (no site-packages: no click) in a copy of the repo: the
    installer builds its own .venv, then the skill copy's; after the clone is deleted, the
    copy runs from a login shell whose python3 lacks the dependencies, and so does cron."""
    clone, home, bin_dir = tmp_path / "clone", tmp_path / "home", tmp_path / "bin"
    for rel in skill_files(REPO):
        (clone / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, clone / rel)
    home.mkdir()
    bin_dir.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("WORKSPACE", "HIPPOCAMPUS_WORKSPACE", "PYTHONPATH")}
    env.update(HOME=str(home), PATH=f"{bin_dir}:/usr/bin:/bin")
    proc = subprocess.run(
        [sys.executable, "-S", str(clone / "install.py"), "--with-cron", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "creating" in proc.stderr and (clone / ".venv" / "bin" / "python").exists()
    payload = json.loads(proc.stdout)
    ws = home / ".hippocampus"
    copy = ws / "skills" / "hippocampus"
    assert payload["workspace"] == str(ws)
    manual = [a["text"] for a in payload["actions"] if a["kind"] == "manual"]
    assert any(str(copy / ".venv" / "bin" / "python") in line for line in manual)  # no crontab: printed
    shutil.rmtree(clone)

    shell_bin = tmp_path / "shell-bin"
    shell_bin.mkdir()
    (shell_bin / "python3").write_text(f'#!/bin/sh\nexec "{sys.executable}" -S "$@"\n')
    (shell_bin / "python3").chmod(0o755)
    shell_env = {
        "HOME": str(home),
        "PATH": f"{shell_bin}:/usr/bin:/bin",
        "HIPPOCAMPUS_NOW": env.get("HIPPOCAMPUS_NOW", ""),
    }

    def sh(command: str) -> subprocess.CompletedProcess:
        return subprocess.run(["/bin/sh", "-c", command], capture_output=True, text=True, env=shell_env, timeout=120)

    proc = sh(f"python3 {copy}/scripts/capture.py 'Remember that the boat is called Albatross' --json")
    assert proc.returncode == 0, proc.stderr
    memory_id = json.loads(proc.stdout)["id"]
    proc = sh(f"python3 {copy}/scripts/recall.py Albatross --json")
    assert [h["id"] for h in json.loads(proc.stdout)] == [memory_id]
    decay_line = next(line for line in manual if f"# {DECAY_JOB}" in line).split(": ", 1)[1]
    command = decay_line.split(" ", 5)[5].split(" >> ")[0]  # what cron would run
    proc = sh(command)
    assert proc.returncode == 0, proc.stderr
    assert "Albatross" in (ws / "HIPPOCAMPUS_CORE.md").read_text()
