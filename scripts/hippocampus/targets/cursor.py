"""Cursor: the skill in ``~/.cursor/skills`` (or ``<project>/.cursor/skills``), the MCP
server in that folder's ``mcp.json``, and, in a project, the always-applied rule
``<project>/.cursor/rules/hippocampus.mdc``.

Cursor has no hooks to run a script at session start, so the rule tells the agent to load
the core memories and recall through the MCP tools (or the scripts). Rules exist only per
project: without ``--project`` the user is told the command that adds one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hippocampus import client_config, skill_folder
from hippocampus.installation import SKILL_NAME, Report, Setup, edit_json, planned_json, remove_file, write
from hippocampus.targets import MCP_NAME, mcp_argv, mcp_script

TARGET = "cursor"
SERVER = ("mcpServers", MCP_NAME)


def base(setup: Setup) -> Path:
    return (setup.project or setup.home) / ".cursor"


def skill_dir(setup: Setup) -> Path:
    return base(setup) / "skills" / SKILL_NAME


def mcp_path(setup: Setup) -> Path:
    return base(setup) / "mcp.json"


def rule_path(setup: Setup) -> Path | None:
    return setup.project / ".cursor" / "rules" / "hippocampus.mdc" if setup.project else None


def server_entry(setup: Setup, skill: Path) -> dict:
    command, *args = mcp_argv(skill, setup.workspace)
    return {"type": "stdio", "command": command, "args": args}


def rule_text(setup: Setup, skill: Path) -> str:
    scripts = skill / "scripts"
    return "\n".join(
        [
            "---",
            "description: Long-term memory shared with the user's other agents (hippocampus)",
            "globs:",
            "alwaysApply: true",
            "---",
            f"You have a long-term memory store at {setup.workspace}.",
            "",
            f"- At the start of a conversation, call the `{MCP_NAME}` MCP tool `load_core` "
            f"(or run `python3 {scripts}/load-core.py`) and keep what it returns in mind.",
            "- Before answering anything that depends on earlier sessions (preferences, decisions, people, "
            f'projects), call `recall` (or run `python3 {scripts}/recall.py "<query>" --reinforce`).',
            "- When the user says something worth keeping, call `capture` "
            f'(or run `python3 {scripts}/capture.py "<fact>"`).',
            f"- Everything else: {skill}/SKILL.md",
            "",
        ]
    )


def mcp_change(setup: Setup, skill: Path, add: bool) -> Callable[[dict], dict]:
    wanted = server_entry(setup, skill)

    def ours(entry) -> bool:
        args = entry.get("args") if isinstance(entry, dict) else None
        return isinstance(args, list) and bool(args) and args[0] == str(mcp_script(skill))

    def change(doc: dict) -> dict:
        current = client_config.get_path(doc, SERVER)
        if current is not None and not ours(current):
            return doc  # someone else's server of that name
        if add:
            return client_config.with_entry(doc, SERVER, wanted)
        return client_config.without_entry(doc, SERVER) if current is not None else doc

    return change


def edit_mcp(setup: Setup, report: Report, skill: Path, state: dict, add: bool) -> None:
    path = mcp_path(setup)
    change = mcp_change(setup, skill, add)
    outcome = edit_json(setup, path, change, delete_if_empty=bool(state.get("mcpCreated")))
    if outcome == "unchanged":
        if add:
            report.add("keep", path, f"{path} already has the {MCP_NAME} MCP server (or another of that name)")
    elif outcome in ("created", "changed"):
        if outcome == "created":
            state["mcpCreated"] = True
        kind = "register" if add else "remove"
        report.add(kind, path, f"{report.verb(kind)} MCP server {MCP_NAME} {'in' if add else 'from'} {path}")
    elif outcome == "deleted":
        report.add("remove", path, f"{report.verb('remove')} {path} (install.py had created it; nothing else in it)")
    elif add:
        entry = json.dumps({"mcpServers": {MCP_NAME: server_entry(setup, skill)}})
        report.add("manual", path, f"did not change {path}: {outcome}; merge this into it by hand: {entry}")
    else:
        report.add("manual", path, f"did not change {path}: {outcome}; remove mcpServers.{MCP_NAME} by hand")


def edit_rule(setup: Setup, report: Report, skill: Path, state: dict, add: bool) -> None:
    path = rule_path(setup)
    if path is None:
        if add:
            report.add(
                "manual",
                TARGET,
                "Cursor rules live in a project: to have the always-applied memory rule there, run "
                "install.py --target cursor --project <folder>",
            )
        return
    data = rule_text(setup, skill).encode("utf-8")
    current = path.read_bytes() if path.is_file() else None
    if add:
        if current == data:
            report.add("keep", path, f"{path} is up to date")
            return
        if current is not None and skill_folder.digest(current) != state.get("ruleHash"):
            report.add("manual", path, f"{path} exists and was changed by a person: left alone")
            return
        if not path.parent.exists():
            state["ruleFolderCreated"] = True
        write(setup, path, data)
        state["ruleHash"] = skill_folder.digest(data)
        report.add(
            "create" if current is None else "update", path, f"{report.verb('write')} {path} (alwaysApply: true)"
        )
        return
    if current is None:
        return
    if skill_folder.digest(current) != state.get("ruleHash"):
        report.add("keep", path, f"{report.verb('keep')} {path} (changed since install)")
        return
    remove_file(setup, path)
    report.add("remove", path, f"{report.verb('remove')} {path}")
    if state.get("ruleFolderCreated") and not setup.dry_run and not any(path.parent.iterdir()):
        path.parent.rmdir()


def problem(setup: Setup) -> str | None:
    """Why this target cannot be installed (mcp.json cannot be read or edited), or None.
    Reads only: install runs it before it changes anything."""
    return planned_json(mcp_path(setup), mcp_change(setup, skill_dir(setup), add=True))[2]


def install(setup: Setup, report: Report, plan=None) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.place(setup, report, skill, TARGET, stop=setup.project or setup.home)
    try:  # the manifest keeps what was created even when a later step fails
        skill_folder.ensure_environment(setup, report, skill, extras=("mcp",))
        state = manifest["state"].setdefault(TARGET, {})
        edit_mcp(setup, report, skill, state, add=True)
        edit_rule(setup, report, skill, state, add=True)
    finally:
        skill_folder.save_manifest(setup, skill, manifest)
    report.add("note", TARGET, f"Cursor: reload the window; Settings > MCP lists {MCP_NAME} with its tools")


def uninstall(setup: Setup, report: Report) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.read_manifest(skill) or {"state": {}}
    state = manifest["state"].get(TARGET, {})
    edit_rule(setup, report, skill, state, add=False)
    edit_mcp(setup, report, skill, state, add=False)
    skill_folder.remove(setup, report, skill, TARGET)
