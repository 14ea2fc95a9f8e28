"""Claude Code: the skill in ``~/.claude/skills`` (or ``<project>/.claude/skills``), hooks and
a permissions rule merged into that folder's ``settings.json``, and the MCP server through
``claude mcp add``.

Hooks (the contract with scripts/hook.py): SessionStart runs the due decay and prints the
core memories; UserPromptSubmit adds matching memories as context; PreCompact and
SessionEnd hand the transcript to the capture loop. Every other key in settings.json
stays as it was. The allow rule lets the agent's own ``python3 <skill>/scripts/...`` calls
run in ``claude -p`` mode, where an unallowed Bash call is refused.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hippocampus import client_config, environment, skill_folder
from hippocampus.installation import (
    SKILL_NAME,
    Report,
    Setup,
    check,
    edit_json,
    planned_json,
    read_json,
    run,
    show,
)
from hippocampus.targets import MCP_NAME, hook_command, hook_script, mcp_argv, mcp_script

TARGET = "claude-code"
CLIENT = "claude-code"
# (Claude Code event, hook.py event, matcher, timeout in seconds)
EVENTS = (
    ("SessionStart", "session-start", "startup|resume|clear|compact", 15),
    ("UserPromptSubmit", "prompt", None, 10),
    ("PreCompact", "pre-compact", "auto|manual", 30),
    ("SessionEnd", "session-end", None, 30),
)


def base(setup: Setup) -> Path:
    return (setup.project or setup.home) / ".claude"


def skill_dir(setup: Setup) -> Path:
    return base(setup) / "skills" / SKILL_NAME


def settings_path(setup: Setup) -> Path:
    return base(setup) / "settings.json"


def hook_groups(setup: Setup, skill: Path) -> dict[str, dict]:
    groups = {}
    for event, name, matcher, timeout in EVENTS:
        hook = {"type": "command", "command": hook_command(skill, name, CLIENT, setup.workspace), "timeout": timeout}
        groups[event] = {"matcher": matcher, "hooks": [hook]} if matcher else {"hooks": [hook]}
    return groups


def allow_rules(skill: Path) -> list[str]:
    scripts = skill / "scripts"
    return [f"Bash(python3 {scripts}/*)", f"Bash({environment.python_in(skill)} {scripts}/*)"]


ALLOW = ("permissions", "allow")


def settings_change(setup: Setup, skill: Path, add: bool) -> Callable[[dict], dict]:
    ours = client_config.runs_script(hook_script(skill))

    def change(doc: dict) -> dict:
        if not add:
            return client_config.without_items(client_config.without_hooks(doc, ours), ALLOW, allow_rules(skill))
        for event, group in hook_groups(setup, skill).items():
            doc = client_config.with_hook(doc, event, group, ours)
        return client_config.with_items(doc, ALLOW, allow_rules(skill))

    return change


def settings_entries(setup: Setup, skill: Path) -> str:
    """What install merges into settings.json, as one line of JSON (for a person to merge)."""
    hooks = {event: [group] for event, group in hook_groups(setup, skill).items()}
    return json.dumps({"hooks": hooks, "permissions": {"allow": allow_rules(skill)}})


def edit_settings(setup: Setup, report: Report, skill: Path, state: dict, add: bool) -> None:
    path = settings_path(setup)
    change = settings_change(setup, skill, add)
    outcome = edit_json(setup, path, change, delete_if_empty=bool(state.get("settingsCreated")))
    events = ", ".join(e for e, *_ in EVENTS)
    if outcome == "unchanged":
        if add:
            report.add("keep", path, f"{path} already has the hippocampus hooks and allow rule")
    elif outcome in ("created", "changed"):
        if outcome == "created":
            state["settingsCreated"] = True
        kind = "register" if add else "remove"
        what = f"hooks ({events}) and a permissions.allow rule for {skill}/scripts"
        report.add(kind, path, f"{report.verb(kind)} {what} {'in' if add else 'from'} {path}")
    elif outcome == "deleted":
        report.add("remove", path, f"{report.verb('remove')} {path} (install.py had created it; nothing else in it)")
    else:
        step = (
            f"merge this into it by hand: {settings_entries(setup, skill)}"
            if add
            else f"remove the hooks that run {hook_script(skill)} and the allow rules for {skill}/scripts by hand"
        )
        report.add("manual", path, f"did not change {path}: {outcome}; {step}")


# ---------------------------------------------------------------------------------------
# MCP: `claude mcp add --scope user|project`


def scope(setup: Setup) -> str:
    return "project" if setup.project else "user"


def mcp_file(setup: Setup) -> Path:
    """Where `claude mcp add` keeps the server for our scope (read to see what is there)."""
    return setup.project / ".mcp.json" if setup.project else setup.home / ".claude.json"


def registered_server(setup: Setup) -> dict | None:
    data, why = read_json(mcp_file(setup))
    entry = client_config.get_path(data, ("mcpServers", MCP_NAME)) if not why else None
    return entry if isinstance(entry, dict) else None


def mcp_file_problem(setup: Setup) -> str | None:
    """Why the file `claude mcp add` keeps servers in cannot tell whether ours is there."""
    path = mcp_file(setup)
    data, why = read_json(path)
    if why == "missing":
        return None
    if why:
        return why
    if not isinstance(data, dict):
        return f"{path} does not hold a JSON object"
    if not isinstance(data.get("mcpServers", {}), dict):
        return f'{path}: "mcpServers" is not an object'
    return None


def _is_ours(entry: dict, skill: Path) -> bool:
    args = entry.get("args")
    return isinstance(args, list) and bool(args) and args[0] == str(mcp_script(skill))


def add_argv(setup: Setup, skill: Path) -> list[str]:
    return [
        setup.tools.claude or "claude",
        "mcp",
        "add",
        "--scope",
        scope(setup),
        MCP_NAME,
        "--",
        *mcp_argv(skill, setup.workspace),
    ]


def remove_argv(setup: Setup) -> list[str]:
    return [setup.tools.claude or "claude", "mcp", "remove", MCP_NAME, "--scope", scope(setup)]


def register_mcp(setup: Setup, report: Report, skill: Path) -> None:
    wanted = mcp_argv(skill, setup.workspace)
    entry = registered_server(setup)
    if entry is not None and [entry.get("command"), *(entry.get("args") or [])] == wanted:
        report.add(
            "keep", MCP_NAME, f"MCP server {MCP_NAME} already registered with Claude Code ({scope(setup)} scope)"
        )
        return
    if entry is not None and not _is_ours(entry, skill):
        report.add(
            "manual",
            MCP_NAME,
            f"an MCP server named {MCP_NAME} that is not this skill's is in {mcp_file(setup)}: left alone",
        )
        return
    if setup.tools.claude is None:
        report.add(
            "manual", MCP_NAME, f"no claude command on PATH; to add the MCP server run: {show(add_argv(setup, skill))}"
        )
        return
    cwd = setup.project
    if entry is not None and not setup.dry_run:
        check(run(remove_argv(setup), cwd=cwd), remove_argv(setup))
    if not setup.dry_run:
        check(run(add_argv(setup, skill), cwd=cwd), add_argv(setup, skill))
    kind = "update" if entry is not None else "register"
    report.add(
        kind, MCP_NAME, f"{report.verb(kind)} MCP server {MCP_NAME} with `claude mcp add --scope {scope(setup)}`"
    )


def unregister_mcp(setup: Setup, report: Report, skill: Path) -> None:
    entry = registered_server(setup)
    if entry is None or not _is_ours(entry, skill):
        return
    if setup.tools.claude is None:
        report.add(
            "manual", MCP_NAME, f"no claude command on PATH; remove the MCP server with: {show(remove_argv(setup))}"
        )
        return
    if not setup.dry_run:
        check(run(remove_argv(setup), cwd=setup.project), remove_argv(setup))
    report.add("remove", MCP_NAME, f"{report.verb('remove')} MCP server {MCP_NAME} from Claude Code")


# ---------------------------------------------------------------------------------------
# The target


def problem(setup: Setup) -> str | None:
    """Why this target cannot be installed (a file it edits or reads cannot be read), or None.
    Reads only: install runs it before it changes anything."""
    _, _, why = planned_json(settings_path(setup), settings_change(setup, skill_dir(setup), add=True))
    return why or mcp_file_problem(setup)


def install(setup: Setup, report: Report, plan=None) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.place(setup, report, skill, TARGET, stop=setup.project or setup.home)
    try:  # the manifest keeps what was created even when a later step fails
        skill_folder.ensure_environment(setup, report, skill, extras=("mcp",))
        state = manifest["state"].setdefault(TARGET, {})
        edit_settings(setup, report, skill, state, add=True)
        register_mcp(setup, report, skill)
    finally:
        skill_folder.save_manifest(setup, skill, manifest)
    report.add(
        "note",
        TARGET,
        "Claude Code: a new session starts with your core memories in context, each prompt gets the memories "
        f"that match it, and `/mcp` lists {MCP_NAME}",
    )


def uninstall(setup: Setup, report: Report) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.read_manifest(skill) or {"state": {}}
    state = manifest["state"].get(TARGET, {})
    edit_settings(setup, report, skill, state, add=False)
    unregister_mcp(setup, report, skill)
    skill_folder.remove(setup, report, skill, TARGET)
