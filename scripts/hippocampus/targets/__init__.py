"""The agent tools install.py can set hippocampus up for, and what they all register.

Each target module (openclaw, claude_code, codex, cursor) has ``problem(setup)`` (why it
cannot be installed as things are, or None: it only reads, and install asks it before it
changes anything), ``install(setup, report, schedule)``, ``uninstall(setup, report)`` and
``skill_dir(setup)``; each touches only its own tool's files. The commands registered here are the contract with ``scripts/hook.py``
and ``scripts/mcp_server.py``: always the skill copy's own ``.venv/bin/python``.
"""

from __future__ import annotations

from pathlib import Path

from hippocampus import environment
from hippocampus.installation import Setup, command_line

TARGETS = ("openclaw", "claude-code", "codex", "cursor")
MCP_NAME = "hippocampus"


def detect(setup: Setup) -> dict[str, str]:
    """The targets whose tool is on this machine, each with how it was found."""
    found: dict[str, str] = {}
    for target, command, folder in (
        ("openclaw", setup.tools.openclaw, ".openclaw"),
        ("claude-code", setup.tools.claude, ".claude"),
        ("codex", setup.tools.codex, ".codex"),
        ("cursor", setup.tools.cursor, ".cursor"),
    ):
        if command:
            found[target] = f"{Path(command).name} on PATH"
        elif (setup.home / folder).is_dir():
            found[target] = f"~/{folder} exists"
    return found


def module(target: str):
    from hippocampus.targets import claude_code, codex, cursor, openclaw

    return {"openclaw": openclaw, "claude-code": claude_code, "codex": codex, "cursor": cursor}[target]


def hook_command(skill: Path, event: str, client: str, workspace: Path) -> str:
    """What a client's hook runs: ``<skill>/.venv/bin/python <skill>/scripts/hook.py EVENT ...``."""
    python = environment.python_in(skill)
    return command_line([python, skill / "scripts" / "hook.py", event, "--client", client, "--workspace", workspace])


def hook_script(skill: Path) -> Path:
    return skill / "scripts" / "hook.py"


def mcp_argv(skill: Path, workspace: Path) -> list[str]:
    """The stdio MCP server: ``<skill>/.venv/bin/python <skill>/scripts/mcp_server.py --workspace W``."""
    return [str(environment.python_in(skill)), str(skill / "scripts" / "mcp_server.py"), "--workspace", str(workspace)]


def mcp_script(skill: Path) -> Path:
    return skill / "scripts" / "mcp_server.py"
