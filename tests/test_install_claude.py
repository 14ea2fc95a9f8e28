"""install.py --target claude-code against the fake claude of tests/fakes."""

from __future__ import annotations

import fnmatch
import json
import shlex

import pytest
from fake_machine import Machine

EVENTS = {
    "SessionStart": "session-start",
    "UserPromptSubmit": "prompt",
    "PreCompact": "pre-compact",
    "SessionEnd": "session-end",
}


@pytest.fixture
def m(tmp_path, monkeypatch) -> Machine:
    machine = Machine(tmp_path, monkeypatch)
    machine.tool("claude")
    machine.folder(".claude")
    return machine


def user_settings() -> dict:
    return {
        "model": "opus",
        "permissions": {"allow": ["Bash(git status)"], "deny": ["Bash(rm -rf *)"]},
        "hooks": {
            "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hello"}]}],
            "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "audit.sh"}]}],
        },
    }


def ours(settings: dict, event: str) -> list[dict]:
    return [h for g in settings["hooks"][event] for h in g["hooks"] if "hook.py" in h["command"]]


def write_settings(m: Machine, value: dict):
    path = m.home / ".claude" / "settings.json"
    path.write_text(json.dumps(value, indent=2) + "\n")
    return path


def test_install_merges_hooks_and_allow_rule_keeping_every_other_key(m):
    path = write_settings(m, user_settings())
    out = m.install("--target", "claude-code").output

    skill = m.home / ".claude" / "skills" / "hippocampus"
    py = skill / ".venv" / "bin" / "python"
    settings = json.loads(path.read_text())
    assert settings["model"] == "opus" and settings["hooks"]["PreToolUse"] == user_settings()["hooks"]["PreToolUse"]
    assert settings["permissions"]["deny"] == ["Bash(rm -rf *)"]
    assert settings["hooks"]["SessionStart"][0] == user_settings()["hooks"]["SessionStart"][0]
    for event, name in EVENTS.items():
        (hook,) = ours(settings, event)
        assert shlex.split(hook["command"]) == [
            str(py),
            str(skill / "scripts" / "hook.py"),
            name,
            "--client",
            "claude-code",
            "--workspace",
            str(m.ws),
        ]
    allow = settings["permissions"]["allow"]
    assert allow[0] == "Bash(git status)" and f"Bash(python3 {skill}/scripts/*)" in allow
    # `claude mcp add --scope user` registered the stdio server run by the skill's own Python.
    server = json.loads((m.home / ".claude.json").read_text())["mcpServers"]["hippocampus"]
    assert [server["command"], *server["args"]] == [
        str(py),
        str(skill / "scripts" / "mcp_server.py"),
        "--workspace",
        str(m.ws),
    ]
    assert (skill / "SKILL.md").is_file() and "{baseDir}" not in (skill / "SKILL.md").read_text()
    assert "Claude Code: a new session starts with your core memories" in out


def test_the_allow_rule_covers_the_agents_own_script_calls(m):
    m.install("--target", "claude-code")
    skill = m.home / ".claude" / "skills" / "hippocampus"
    settings = json.loads((m.home / ".claude" / "settings.json").read_text())
    call = f'python3 {skill}/scripts/capture.py "User prefers tabs"'
    assert any(fnmatch.fnmatchcase(call, rule[len("Bash(") : -1]) for rule in settings["permissions"]["allow"])
    proc = m.login_shell(call)  # and it runs, with a python3 that lacks the dependencies
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[1] == "created:"
    assert list((m.ws / "memory").rglob("*.md"))


def test_second_install_changes_nothing(m):
    write_settings(m, user_settings())
    m.install("--target", "claude-code")
    before, calls = m.snapshot(), len(m.changing_calls())
    out = m.install("--target", "claude-code").output
    assert m.snapshot() == before and len(m.changing_calls()) == calls
    assert "already has the hippocampus hooks" in out and "already registered with Claude Code" in out


def test_dry_run_changes_nothing(m):
    write_settings(m, user_settings())
    before = m.snapshot()
    out = m.install("--target", "claude-code", "--dry-run").output
    assert m.snapshot() == before and m.changing_calls() == []
    assert "would register hooks" in out and "would register MCP server hippocampus" in out


def test_uninstall_restores_settings_exactly_and_removes_the_server(m):
    path = write_settings(m, user_settings())
    raw = path.read_bytes()
    m.install("--target", "claude-code")
    m.install("--uninstall", "--target", "claude-code")
    assert path.read_bytes() == raw
    assert "hippocampus" not in json.loads((m.home / ".claude.json").read_text())["mcpServers"]
    assert not (m.home / ".claude" / "skills").exists()
    assert m.calls("claude", "mcp", "remove") == [["claude", "mcp", "remove", "hippocampus", "--scope", "user"]]


def test_a_settings_file_install_created_goes_on_uninstall(m):
    m.install("--target", "claude-code")
    assert (m.home / ".claude" / "settings.json").is_file()
    m.install("--uninstall")
    assert sorted(p.name for p in (m.home / ".claude").iterdir()) == []


def test_project_install_puts_everything_in_the_project_and_takes_it_out_again(m, tmp_path):
    project = tmp_path / "proj"
    project.mkdir()
    (project / "main.py").write_text("print()\n")
    m.install("--target", "claude-code", "--project", str(project))
    skill = project / ".claude" / "skills" / "hippocampus"
    assert (skill / ".venv" / "bin" / "python").is_file()
    assert ours(json.loads((project / ".claude" / "settings.json").read_text()), "SessionStart")
    assert "hippocampus" in json.loads((project / ".mcp.json").read_text())["mcpServers"]
    assert not (m.home / ".claude" / "settings.json").exists()
    m.install("--uninstall", "--target", "claude-code", "--project", str(project))
    assert sorted(p.name for p in project.iterdir()) == ["main.py"]


@pytest.mark.parametrize(
    ("name", "text", "why"),
    [
        ("settings.json", '{"model": "opus",}\n', "is not strict JSON (Expecting property name"),
        ("settings.json", "[]\n", "does not hold a JSON object (it holds an array)"),
        ("settings.json", '// mine\n{"model": "opus"}\n', "is not strict JSON (Expecting value at line 1 column 1)"),
        ("settings.json", '{"hooks": []}\n', '"hooks" is not an object'),
        ("settings.json", '{"permissions": {"allow": "all"}}\n', '"permissions.allow" is not a list'),
        (".claude.json", '{"mcpServers": {"x": 1,}}\n', "is not strict JSON"),
    ],
)
def test_a_config_it_cannot_read_stops_this_target_before_anything_changes(m, name, text, why):
    path = (m.home / ".claude" / name) if name == "settings.json" else (m.home / name)
    path.write_text(text)
    before = m.snapshot()
    out = m.install("--target", "claude-code", code=1).output
    assert m.snapshot() == before and m.log() == []  # no store, no copy, no venv, no `claude mcp add`
    (line,) = [line for line in out.splitlines() if str(path) in line]
    assert line.startswith("claude-code: not installed, nothing changed for it: ") and why in line
    assert "a new session starts" not in out
    assert "Error: not installed for claude-code" in out


def test_a_broken_config_of_one_target_does_not_stop_the_others(m):
    m.folder(".cursor")
    mcp = m.home / ".cursor" / "mcp.json"
    mcp.write_text('{"mcpServers": {"fs": {"command": "npx",}}}\n')
    out = m.install("--target", "claude-code,cursor", code=1).output
    assert mcp.read_text() == '{"mcpServers": {"fs": {"command": "npx",}}}\n'
    assert not (m.home / ".cursor" / "skills").exists()
    assert "Settings > MCP" not in out
    assert ours(json.loads((m.home / ".claude" / "settings.json").read_text()), "SessionStart")
    assert "a new session starts with your core memories" in out
    assert "Error: not installed for cursor (the reason is above); installed for claude-code" in out


def test_settings_changed_between_the_check_and_the_edit_get_the_entries_to_merge(m, monkeypatch):
    from hippocampus.targets import claude_code

    monkeypatch.setattr(claude_code, "problem", lambda setup: None)  # as if the file broke after the check
    path = m.home / ".claude" / "settings.json"
    path.write_text('{"model": "opus",}\n')
    out = m.install("--target", "claude-code").output
    line = next(line for line in out.splitlines() if line.startswith(f"did not change {path}"))
    entries = json.loads(line.split("merge this into it by hand: ", 1)[1])
    assert sorted(entries["hooks"]) == sorted(EVENTS) and len(entries["permissions"]["allow"]) == 2


def test_without_the_claude_command_the_mcp_step_is_printed(m):
    (m.bin / "claude").unlink()
    out = m.install("--target", "claude-code").output
    assert "no claude command on PATH; to add the MCP server run: claude mcp add --scope user hippocampus --" in out


def test_other_tools_are_not_touched(m):
    m.tool("codex", "openclaw")
    codex = m.folder(".codex")
    (codex / "AGENTS.md").write_text("# mine\n")
    m.folder(".openclaw")
    before = {k: v for k, v in m.snapshot().items() if "/.codex" in k or "/.openclaw" in k}
    m.install("--target", "claude-code")
    assert {k: v for k, v in m.snapshot().items() if "/.codex" in k or "/.openclaw" in k} == before
    assert m.calls("codex") == [] and m.calls("openclaw") == []
