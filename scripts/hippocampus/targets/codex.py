"""Codex CLI: the skill in ``~/.codex/skills``, a marked block in ``~/.codex/AGENTS.md``,
hooks in ``~/.codex/hooks.json``, the store as a writable root of Codex's sandbox in
``~/.codex/config.toml``, and the MCP server through ``codex mcp add``.

The capture loop runs on the Stop hook (not ``notify``: that is one top-level key a user
may already have). Codex runs hooks only after a person has trusted them in the TUI's
``/hooks`` menu, and skips untrusted ones without a word, so install says so. The default
sandboxes refuse writes outside the working folder (``... .lock cannot be locked
(Read-only file system)``), hence ``[sandbox_workspace_write] writable_roots``.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable
from pathlib import Path

from hippocampus import client_config, skill_folder
from hippocampus.installation import (
    SKILL_NAME,
    InstallFailed,
    Report,
    Setup,
    check,
    edit_json,
    planned_json,
    remove_file,
    run,
    show,
    write,
)
from hippocampus.targets import MCP_NAME, hook_command, hook_script, mcp_argv, mcp_script

TARGET = "codex"
CLIENT = "codex"
EVENTS = (
    ("SessionStart", "session-start", "startup|resume", 15),
    ("UserPromptSubmit", "prompt", None, 10),
    ("Stop", "stop", None, 30),
)
TRUST_STEP = (
    "Codex runs hooks only after you trust them, and skips untrusted ones silently: start `codex`, "
    "type /hooks and trust the three hippocampus hooks (SessionStart, UserPromptSubmit, Stop); "
    "for vetted automation `codex exec --dangerously-bypass-hook-trust` skips that review"
)


def base(setup: Setup) -> Path:
    return setup.home / ".codex"


def skill_dir(setup: Setup) -> Path:
    return base(setup) / "skills" / SKILL_NAME


def hook_groups(setup: Setup, skill: Path) -> dict[str, dict]:
    groups = {}
    for event, name, matcher, timeout in EVENTS:
        hook = {"type": "command", "command": hook_command(skill, name, CLIENT, setup.workspace), "timeout": timeout}
        groups[event] = {"matcher": matcher, "hooks": [hook]} if matcher else {"hooks": [hook]}
    return groups


def agents_block(setup: Setup, skill: Path) -> str:
    scripts = skill / "scripts"
    return "\n".join(
        [
            "## Long-term memory (hippocampus)",
            "",
            f"You have a long-term memory store at {setup.workspace}, shared with the user's other agents. "
            "Hooks put the core memories into context when a session starts and matching memories with each prompt.",
            "",
            "- Before answering anything that depends on earlier sessions (preferences, decisions, people, projects): "
            f'`python3 {scripts}/recall.py "<query>" --reinforce`',
            f'- When the user says something worth keeping: `python3 {scripts}/capture.py "<fact>"`',
            f"- Everything else (forget, decay, import): {skill}/SKILL.md",
        ]
    )


# ---------------------------------------------------------------------------------------
# AGENTS.md and hooks.json


def edit_agents_md(setup: Setup, report: Report, skill: Path, state: dict, add: bool) -> None:
    path = base(setup) / "AGENTS.md"
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    new = client_config.with_block(text, agents_block(setup, skill)) if add else client_config.without_block(text)
    if new == text:
        if add:
            report.add("keep", path, f"{path} already has the hippocampus block")
        return
    if add and not path.exists():
        state["agentsCreated"] = True
    if not add and not new.strip() and state.get("agentsCreated"):
        remove_file(setup, path)
        report.add("remove", path, f"{report.verb('remove')} {path} (install.py had created it)")
        return
    write(setup, path, new.encode("utf-8"))
    kind = "register" if add else "remove"
    report.add(kind, path, f"{report.verb(kind)} the hippocampus block {'in' if add else 'from'} {path}")


def hooks_path(setup: Setup) -> Path:
    return base(setup) / "hooks.json"


def hooks_change(setup: Setup, skill: Path, add: bool) -> Callable[[dict], dict]:
    ours = client_config.runs_script(hook_script(skill))

    def change(doc: dict) -> dict:
        if not add:
            return client_config.without_hooks(doc, ours)
        for event, group in hook_groups(setup, skill).items():
            doc = client_config.with_hook(doc, event, group, ours)
        return doc

    return change


def edit_hooks(setup: Setup, report: Report, skill: Path, state: dict, add: bool) -> None:
    path = hooks_path(setup)
    outcome = edit_json(setup, path, hooks_change(setup, skill, add), delete_if_empty=bool(state.get("hooksCreated")))
    if outcome == "unchanged":
        if add:
            report.add("keep", path, f"{path} already has the hippocampus hooks")
    elif outcome in ("created", "changed"):
        if outcome == "created":
            state["hooksCreated"] = True
        kind = "register" if add else "remove"
        events = ", ".join(e for e, *_ in EVENTS)
        report.add(kind, path, f"{report.verb(kind)} hooks ({events}) {'in' if add else 'from'} {path}")
    elif outcome == "deleted":
        report.add("remove", path, f"{report.verb('remove')} {path} (install.py had created it; nothing else in it)")
    elif add:
        entries = json.dumps({"hooks": {event: [group] for event, group in hook_groups(setup, skill).items()}})
        report.add("manual", path, f"did not change {path}: {outcome}; merge this into it by hand: {entries}")
    else:
        report.add("manual", path, f"did not change {path}: {outcome}; remove the hooks that run hook.py by hand")


# ---------------------------------------------------------------------------------------
# config.toml: the sandbox's writable roots (text edits that parse back exactly)


def config_path(setup: Setup) -> Path:
    return base(setup) / "config.toml"


def edit_writable_roots(setup: Setup, report: Report, state: dict, add: bool) -> None:
    path = config_path(setup)
    root = str(setup.workspace)
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    line = f'[sandbox_workspace_write] writable_roots = ["{root}"]'
    if add:
        new, detail = client_config.with_writable_root(text, root)
        if new is None:
            report.add(
                "manual", path, f"did not change {path} ({detail}); add {root} to {line.split(' = ')[0]} yourself"
            )
            return
        if new == text:
            report.add("keep", path, f"{root} is already a writable root of Codex's sandbox ({path})")
            return
        if detail is not None:
            state["writableRootsLine"] = detail
        if not path.exists():
            state["configCreated"] = True
    else:
        new = client_config.without_writable_root(text, root, state.get("writableRootsLine"))
        if new is None:
            report.add(
                "manual", path, f"{root} is a writable root in {path} in a form install.py did not write: left alone"
            )
            return
        if new == text:
            return
        if not new.strip() and state.get("configCreated"):
            remove_file(setup, path)
            report.add("remove", path, f"{report.verb('remove')} {path} (install.py had created it)")
            return
    write(setup, path, new.encode("utf-8"))
    kind = "register" if add else "remove"
    prep = "as a writable root of Codex's sandbox in" if add else "from the sandbox's writable roots in"
    report.add(kind, path, f"{report.verb(kind)} {root} {prep} {path}")


# ---------------------------------------------------------------------------------------
# MCP: `codex mcp add` writes [mcp_servers.hippocampus] into config.toml


def read_config(setup: Setup) -> dict:
    """config.toml as TOML ({} when there is none); InstallFailed, one line, when it cannot be read."""
    path = config_path(setup)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise InstallFailed(f"{path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise InstallFailed(f"{path} is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise InstallFailed(f"{path} is not valid TOML ({exc})") from None


def registered_server(setup: Setup) -> dict | None:
    """Our server's table in config.toml, or None; an unreadable file is an InstallFailed, not
    "not registered" (`codex mcp add` would then fail on it halfway through an install)."""
    entry = client_config.get_path(read_config(setup), ("mcp_servers", MCP_NAME))
    return entry if isinstance(entry, dict) else None


def _is_ours(entry: dict, skill: Path) -> bool:
    args = entry.get("args")
    return isinstance(args, list) and bool(args) and args[0] == str(mcp_script(skill))


def add_argv(setup: Setup, skill: Path) -> list[str]:
    return [setup.tools.codex or "codex", "mcp", "add", MCP_NAME, "--", *mcp_argv(skill, setup.workspace)]


def remove_argv(setup: Setup) -> list[str]:
    return [setup.tools.codex or "codex", "mcp", "remove", MCP_NAME]


def register_mcp(setup: Setup, report: Report, skill: Path) -> None:
    entry = registered_server(setup)
    if entry is not None and [entry.get("command"), *(entry.get("args") or [])] == mcp_argv(skill, setup.workspace):
        report.add("keep", MCP_NAME, f"MCP server {MCP_NAME} already registered with Codex")
        return
    if entry is not None and not _is_ours(entry, skill):
        report.add(
            "manual",
            MCP_NAME,
            f"an MCP server named {MCP_NAME} that is not this skill's is in {config_path(setup)}: left alone",
        )
        return
    if setup.tools.codex is None:
        report.add(
            "manual", MCP_NAME, f"no codex command on PATH; to add the MCP server run: {show(add_argv(setup, skill))}"
        )
        return
    if entry is not None and not setup.dry_run:
        check(run(remove_argv(setup)), remove_argv(setup))
    if not setup.dry_run:
        check(run(add_argv(setup, skill)), add_argv(setup, skill))
    kind = "update" if entry is not None else "register"
    report.add(kind, MCP_NAME, f"{report.verb(kind)} MCP server {MCP_NAME} with `codex mcp add`")


def unregister_mcp(setup: Setup, report: Report, skill: Path) -> None:
    entry = registered_server(setup)
    if entry is None or not _is_ours(entry, skill):
        return
    if setup.tools.codex is None:
        report.add(
            "manual", MCP_NAME, f"no codex command on PATH; remove the MCP server with: {show(remove_argv(setup))}"
        )
        return
    if not setup.dry_run:
        check(run(remove_argv(setup)), remove_argv(setup))
    report.add("remove", MCP_NAME, f"{report.verb('remove')} MCP server {MCP_NAME} from Codex")


# ---------------------------------------------------------------------------------------
# The target


def problem(setup: Setup) -> str | None:
    """Why this target cannot be installed (AGENTS.md, hooks.json or config.toml cannot be
    read, or hooks.json has another shape), or None. Reads only: install runs it first."""
    agents = base(setup) / "AGENTS.md"
    try:
        agents.read_text(encoding="utf-8")
    except FileNotFoundError:
        pass
    except OSError as exc:
        return f"{agents}: {exc.strerror}"
    except UnicodeDecodeError:
        return f"{agents} is not UTF-8 text"
    why = planned_json(hooks_path(setup), hooks_change(setup, skill_dir(setup), add=True))[2]
    if why:
        return why
    try:
        read_config(setup)
    except InstallFailed as exc:
        return str(exc)
    return None


def install(setup: Setup, report: Report, plan=None) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.place(setup, report, skill, TARGET, stop=setup.home)
    try:  # the manifest keeps what was created (AGENTS.md, hooks.json) even when a later step fails
        skill_folder.ensure_environment(setup, report, skill, extras=("mcp",))
        state = manifest["state"].setdefault(TARGET, {})
        edit_agents_md(setup, report, skill, state, add=True)
        edit_hooks(setup, report, skill, state, add=True)
        edit_writable_roots(setup, report, state, add=True)
        register_mcp(setup, report, skill)  # after our edit: `codex mcp add` rewrites config.toml itself
    finally:
        skill_folder.save_manifest(setup, skill, manifest)
    report.add("manual", "codex hooks", TRUST_STEP)


def uninstall(setup: Setup, report: Report) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.read_manifest(skill) or {"state": {}}
    state = manifest["state"].get(TARGET, {})
    try:
        unregister_mcp(setup, report, skill)
    except InstallFailed as exc:  # config.toml unreadable: the other files can still be undone
        report.add("manual", config_path(setup), f"{exc}; remove [mcp_servers.{MCP_NAME}] from it by hand")
    edit_writable_roots(setup, report, state, add=False)
    edit_hooks(setup, report, skill, state, add=False)
    edit_agents_md(setup, report, skill, state, add=False)
    skill_folder.remove(setup, report, skill, TARGET)
