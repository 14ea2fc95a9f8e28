"""install.py --target cursor: the always-applied rule in a project and the MCP server in mcp.json."""

from __future__ import annotations

import json

import pytest
from fake_machine import Machine


@pytest.fixture
def m(tmp_path, monkeypatch) -> Machine:
    machine = Machine(tmp_path, monkeypatch)
    machine.folder(".cursor")
    return machine


@pytest.fixture
def project(tmp_path):
    folder = tmp_path / "app"
    folder.mkdir()
    (folder / "app.py").write_text("print('hi')\n")
    return folder


def test_project_install_writes_the_rule_and_mcp_json_and_uninstall_takes_them_out(m, project):
    m.install("--target", "cursor", "--project", str(project))
    skill = project / ".cursor" / "skills" / "hippocampus"
    py = skill / ".venv" / "bin" / "python"
    rule = (project / ".cursor" / "rules" / "hippocampus.mdc").read_text()
    assert rule.startswith("---\ndescription: ") and "\nalwaysApply: true\n---\n" in rule
    assert f"python3 {skill}/scripts/recall.py" in rule and "load_core" in rule
    server = json.loads((project / ".cursor" / "mcp.json").read_text())["mcpServers"]["hippocampus"]
    assert server == {
        "type": "stdio",
        "command": str(py),
        "args": [str(skill / "scripts" / "mcp_server.py"), "--workspace", str(m.ws)],
    }
    m.install("--uninstall", "--target", "cursor", "--project", str(project))
    assert sorted(p.name for p in project.iterdir()) == ["app.py"]


def test_home_install_merges_mcp_json_and_says_rules_need_a_project(m):
    mcp = m.home / ".cursor" / "mcp.json"
    mine = {"mcpServers": {"github": {"command": "gh-mcp", "args": []}}, "other": 1}
    mcp.write_text(json.dumps(mine, indent=2) + "\n")
    raw = mcp.read_bytes()
    out = m.install("--target", "cursor").output
    servers = json.loads(mcp.read_text())["mcpServers"]
    assert sorted(servers) == ["github", "hippocampus"]
    assert "install.py --target cursor --project <folder>" in out
    m.install("--uninstall", "--target", "cursor")
    assert mcp.read_bytes() == raw
    assert sorted(p.name for p in (m.home / ".cursor").iterdir()) == ["mcp.json"]


def test_second_install_and_dry_run_change_nothing(m, project):
    before = m.snapshot()
    out = m.install("--target", "cursor", "--project", str(project), "--dry-run").output
    assert m.snapshot() == before and "would" in out
    m.install("--target", "cursor", "--project", str(project))
    before = m.snapshot()
    m.install("--target", "cursor", "--project", str(project))
    assert m.snapshot() == before


def test_a_rule_a_person_changed_is_kept_on_uninstall(m, project):
    m.install("--target", "cursor", "--project", str(project))
    rule = project / ".cursor" / "rules" / "hippocampus.mdc"
    rule.write_text(rule.read_text() + "\nAlso: answer in French.\n")
    out = m.install("--uninstall", "--target", "cursor", "--project", str(project)).output
    assert "Also: answer in French." in rule.read_text()
    assert "changed since install" in out
    assert not (project / ".cursor" / "mcp.json").exists()


def test_someone_elses_server_of_that_name_is_left_alone(m):
    mcp = m.home / ".cursor" / "mcp.json"
    theirs = {"mcpServers": {"hippocampus": {"command": "/opt/other/hippo", "args": []}}}
    mcp.write_text(json.dumps(theirs))
    m.install("--target", "cursor")
    assert json.loads(mcp.read_text()) == theirs
    m.install("--uninstall", "--target", "cursor")
    assert json.loads(mcp.read_text()) == theirs


def test_other_tools_are_not_touched(m, project):
    m.tool("claude", "codex", "openclaw")
    (m.folder(".claude") / "settings.json").write_text('{"model": "x"}\n')
    (m.folder(".codex") / "config.toml").write_text('model = "y"\n')
    before = {k: v for k, v in m.snapshot().items() if "/.claude" in k or "/.codex" in k or "/.openclaw" in k}
    m.install("--target", "cursor", "--project", str(project))
    after = {k: v for k, v in m.snapshot().items() if "/.claude" in k or "/.codex" in k or "/.openclaw" in k}
    assert after == before and m.log() == []


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('{"mcpServers": {"fs": {"command": "npx",}}}\n', "is not strict JSON (Expecting property name"),
        ('{"mcpServers": []}\n', '"mcpServers" is not an object'),
        ("null\n", "does not hold a JSON object (it holds null)"),
    ],
)
def test_an_mcp_json_it_cannot_read_stops_the_install_before_anything_changes(m, text, why):
    mcp = m.home / ".cursor" / "mcp.json"
    mcp.write_text(text)
    before = m.snapshot()
    out = m.install("--target", "cursor", code=1).output
    assert m.snapshot() == before
    (line,) = [line for line in out.splitlines() if str(mcp) in line]
    assert line.startswith("cursor: not installed, nothing changed for it: ") and why in line
    assert "Settings > MCP" not in out and "Error: not installed for cursor" in out
