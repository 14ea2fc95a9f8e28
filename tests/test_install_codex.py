"""install.py --target codex against the fake codex of tests/fakes."""

from __future__ import annotations

import json
import shlex
import tomllib

import pytest
from fake_machine import Machine
from hippocampus.targets.codex import TRUST_STEP

USER_TOML = """model = "gpt-x"
approval_policy = "on-request"

[features]
hooks = true

[mcp_servers.docs]
command = "docs-server"
args = ["--port", "1"]
"""


@pytest.fixture
def m(tmp_path, monkeypatch) -> Machine:
    machine = Machine(tmp_path, monkeypatch)
    machine.tool("codex")
    machine.folder(".codex")
    return machine


def codex(m: Machine, name: str):
    return m.home / ".codex" / name


def seed(m: Machine) -> dict[str, bytes]:
    codex(m, "config.toml").write_text(USER_TOML)
    codex(m, "AGENTS.md").write_text("# My rules\n\nAlways answer in English.\n")
    hooks = {"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}}
    codex(m, "hooks.json").write_text(json.dumps(hooks, indent=2) + "\n")
    return {name: codex(m, name).read_bytes() for name in ("config.toml", "AGENTS.md", "hooks.json")}


def test_install_adds_block_hooks_writable_root_and_mcp_keeping_the_users_own(m):
    seed(m)
    out = m.install("--target", "codex").output
    skill = m.home / ".codex" / "skills" / "hippocampus"
    py = skill / ".venv" / "bin" / "python"

    agents = codex(m, "AGENTS.md").read_text()
    assert agents.startswith("# My rules\n\nAlways answer in English.\n\n<!-- hippocampus:begin")
    assert f"python3 {skill}/scripts/recall.py" in agents and agents.endswith("<!-- hippocampus:end -->\n")
    hooks = json.loads(codex(m, "hooks.json").read_text())["hooks"]
    assert hooks["Stop"][0] == {"hooks": [{"type": "command", "command": "notify-send done"}]}
    for event, name in (("SessionStart", "session-start"), ("UserPromptSubmit", "prompt"), ("Stop", "stop")):
        (hook,) = [h for g in hooks[event] for h in g["hooks"] if "hook.py" in h["command"]]
        assert shlex.split(hook["command"]) == [
            str(py),
            str(skill / "scripts" / "hook.py"),
            name,
            "--client",
            "codex",
            "--workspace",
            str(m.ws),
        ]
    config = tomllib.loads(codex(m, "config.toml").read_text())
    assert config["sandbox_workspace_write"]["writable_roots"] == [str(m.ws)]
    assert config["model"] == "gpt-x" and config["features"] == {"hooks": True}
    assert config["mcp_servers"]["docs"] == {"command": "docs-server", "args": ["--port", "1"]}
    server = config["mcp_servers"]["hippocampus"]
    assert [server["command"], *server["args"]] == [
        str(py),
        str(skill / "scripts" / "mcp_server.py"),
        "--workspace",
        str(m.ws),
    ]
    assert TRUST_STEP in out and "/hooks" in TRUST_STEP


def test_second_install_changes_nothing(m):
    seed(m)
    m.install("--target", "codex")
    before, calls = m.snapshot(), len(m.changing_calls())
    m.install("--target", "codex")
    assert m.snapshot() == before and len(m.changing_calls()) == calls


def test_dry_run_changes_nothing(m):
    seed(m)
    before = m.snapshot()
    out = m.install("--target", "codex", "--dry-run").output
    assert m.snapshot() == before and m.changing_calls() == []
    assert "would register" in out and "writable root" in out


def test_uninstall_restores_every_file_byte_for_byte(m):
    original = seed(m)
    m.install("--target", "codex")
    m.install("--uninstall")
    assert {name: codex(m, name).read_bytes() for name in original} == original
    assert sorted(p.name for p in (m.home / ".codex").iterdir()) == sorted(original)


def test_on_a_fresh_codex_folder_uninstall_leaves_it_empty(m):
    m.install("--target", "codex")
    assert tomllib.loads(codex(m, "config.toml").read_text())["sandbox_workspace_write"]["writable_roots"] == [
        str(m.ws)
    ]
    m.install("--uninstall", "--target", "codex")
    assert list((m.home / ".codex").iterdir()) == []


@pytest.mark.parametrize(
    "table",
    [
        "[sandbox_workspace_write]\nnetwork_access = true\n",
        '[sandbox_workspace_write]\nwritable_roots = ["/srv/data"]  # mine\nnetwork_access = true\n',
        "[sandbox_workspace_write]\nwritable_roots = []\n",
    ],
)
def test_an_existing_sandbox_table_gets_the_root_and_gets_it_back_exactly(m, table):
    text = USER_TOML + "\n" + table
    codex(m, "config.toml").write_text(text)
    before = tomllib.loads(text)["sandbox_workspace_write"]
    m.install("--target", "codex")
    after = tomllib.loads(codex(m, "config.toml").read_text())["sandbox_workspace_write"]
    assert after["writable_roots"] == [*before.get("writable_roots", []), str(m.ws)]
    assert {k: v for k, v in after.items() if k != "writable_roots"} == {
        k: v for k, v in before.items() if k != "writable_roots"
    }
    m.install("--uninstall")
    assert codex(m, "config.toml").read_text() == text


def test_a_writable_roots_list_over_several_lines_is_left_to_the_user(m):
    text = '[sandbox_workspace_write]\nwritable_roots = [\n  "/srv/a",\n]\n'
    codex(m, "config.toml").write_text(text)
    out = m.install("--target", "codex").output
    config = tomllib.loads(codex(m, "config.toml").read_text())
    assert config["sandbox_workspace_write"] == {"writable_roots": ["/srv/a"]}
    assert "writable_roots spans several lines" in out


def test_other_tools_are_not_touched(m):
    m.tool("claude")
    (m.folder(".claude") / "settings.json").write_text('{"model": "x"}\n')
    before = {k: v for k, v in m.snapshot().items() if "/.claude" in k}
    m.install("--target", "codex")
    assert {k: v for k, v in m.snapshot().items() if "/.claude" in k} == before
    assert m.calls("claude") == []


@pytest.mark.parametrize(
    ("name", "text", "why"),
    [
        ("config.toml", 'model = "gpt-5"\n[mcp_servers.github\n', "is not valid TOML (Expected ']'"),
        ("hooks.json", '{"hooks": {"Stop": {}}}\n', '"hooks.Stop" is not a list'),
        ("hooks.json", "{hooks: {}}\n", "is not strict JSON"),
        ("AGENTS.md", b"\xff\xfe rules\n", "is not UTF-8 text"),
    ],
)
def test_a_file_it_cannot_read_stops_the_install_before_anything_changes(m, name, text, why):
    if isinstance(text, bytes):
        codex(m, name).write_bytes(text)
    else:
        codex(m, name).write_text(text)
    before = m.snapshot()
    out = m.install("--target", "codex", code=1).output
    assert m.snapshot() == before and m.log() == []
    (line,) = [line for line in out.splitlines() if str(codex(m, name)) in line]
    assert line.startswith("codex: not installed, nothing changed for it: ") and why in line
    assert "Traceback" not in out and "Error: not installed for codex" in out


def test_what_install_created_is_undone_even_when_codex_mcp_add_failed(m):
    real = (m.bin / "codex").read_text()
    (m.bin / "codex").write_text("#!/bin/sh\necho 'Error: cannot write config' >&2\nexit 1\n")
    out = m.install("--target", "codex", code=1).output
    assert "`codex mcp add hippocampus" in out and "cannot write config" in out
    assert codex(m, "AGENTS.md").exists() and codex(m, "hooks.json").exists()
    (m.bin / "codex").write_text(real)
    m.install("--uninstall", "--target", "codex")
    assert list((m.home / ".codex").iterdir()) == []
