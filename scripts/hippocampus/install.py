"""Install hippocampus for the agent tools on this machine, and uninstall it again.

One store (the workspace, default ``~/.hippocampus``) is shared by every target. Steps, in
order: lay out the store (never touching existing files), write ``schedule.json`` and the
core file, then for each target place a copy of the skill with its own ``.venv`` in the
folder that tool reads skills from and register it (targets/). With no tool chosen, or
``--with-cron`` without OpenClaw, the workspace gets its own copy in ``<W>/skills/`` and
the jobs go to crontab. Every step first looks, then acts, so a second run changes nothing
and ``--dry-run`` walks the same steps writing nothing.

Uninstall removes what install added and keeps ``<W>/memory/``: memories are the user's.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from hippocampus import context, schedule, skill_folder, targets
from hippocampus.cli import json_option, workspace_option
from hippocampus.errors import HippocampusError, InvalidInput
from hippocampus.installation import SKILL_NAME, Report, Setup, dumps_json, find_tools

WORKSPACE_COPY = "workspace"  # the pseudo-target of <W>/skills/hippocampus (crontab, other agents)


def workspace_copy(setup: Setup) -> Path:
    return setup.workspace / "skills" / SKILL_NAME


def skill_dirs(setup: Setup) -> dict[str, Path]:
    """Where each target keeps its copy of the skill (the workspace's own copy included)."""
    dirs = {target: targets.module(target).skill_dir(setup) for target in targets.TARGETS}
    dirs[WORKSPACE_COPY] = workspace_copy(setup)
    return dirs


def previous_workspace(setup: Setup) -> Path | None:
    """The workspace an earlier install gave any target here: one store per machine."""
    for target in targets.TARGETS:
        manifest = skill_folder.read_manifest(targets.module(target).skill_dir(setup))
        if manifest and isinstance(manifest.get("workspace"), str):
            return Path(manifest["workspace"])
    return None


def installed_targets(setup: Setup) -> list[str]:
    """The targets (and the workspace copy) installed for this workspace."""
    found = []
    for target, folder in skill_dirs(setup).items():
        manifest = skill_folder.read_manifest(folder)
        if manifest and manifest.get("workspace") == str(setup.workspace) and target not in found:
            if target in manifest["targets"] or not manifest["targets"]:  # round 1 named no targets
                found.append(target)
    return found


def gateway_last(chosen: list[str]) -> list[str]:
    """OpenClaw's step ends waiting 15-20 s for its gateway to restart: let the others go first."""
    return sorted(chosen, key=lambda target: target == "openclaw")


def parse_targets(values: tuple[str, ...]) -> list[str]:
    """The targets --target names. An empty name is a usage error, not "every tool found":
    `--target "$TOOLS"` with an unset variable must not install (or uninstall) everything."""
    known = f"use {', '.join(targets.TARGETS)} or all"
    chosen: list[str] = []
    for value in values:
        for name in (part.strip() for part in value.split(",")):
            if not name:
                raise click.BadParameter(f"{value!r} holds an empty target name ({known})", param_hint="'--target'")
            names = targets.TARGETS if name == "all" else (name,)
            for target in names:
                if target not in targets.TARGETS:
                    raise click.BadParameter(f"{name!r} is not a target ({known})", param_hint="'--target'")
                if target not in chosen:
                    chosen.append(target)
    return chosen


# ---------------------------------------------------------------------------------------
# Install and uninstall


def sync_core(setup: Setup, report: Report) -> None:
    """Write ``<W>/HIPPOCAMPUS_CORE.md`` now, so it (and any MEMORY.md copy) exists at once."""
    if setup.dry_run:
        if not setup.core_path.exists():
            report.add("write", setup.core_path, f"would write {setup.core_path} (the core memories)")
        return
    from hippocampus import commands, scoring

    before = setup.core_path.read_bytes() if setup.core_path.is_file() else None
    store = commands.open_store(setup.workspace, context.resolve_now())
    outcome = commands.sync_core(store, scoring.CORE)
    if setup.core_path.read_bytes() == before:
        report.add("keep", setup.core_path, f"{setup.core_path} is current ({outcome.json['memories']} core memories)")
    else:
        report.add("write", setup.core_path, f"wrote {setup.core_path} ({outcome.json['memories']} core memories)")


def run_install(
    setup: Setup,
    report: Report,
    chosen: list[str],
    *,
    decay_cron: str | None = None,
    capture_cron: str | None = None,
    with_cron: bool = False,
    agent_command: str | None = None,
) -> dict[str, str]:
    """Every install step for the chosen targets; the cron expressions must already be valid.

    Returns the targets not installed, each with why. Each target first checks that every
    file of its tool it must read or edit can be read (``problem``); one that cannot gets
    nothing at all (no copy, no venv, no registration), and when none can, nothing changes.
    """
    _check_workspace(setup)
    blocked = {target: why for target in chosen if (why := targets.module(target).problem(setup))}
    for target, why in blocked.items():
        report.add(
            "error",
            target,
            f"{target}: not installed, nothing changed for it: {why}; fix that and run install.py again",
        )
    ready = [target for target in chosen if target not in blocked]
    if blocked and not ready:
        return blocked
    skill_folder.lay_out_store(setup, report)
    cron_by_openclaw = "openclaw" in ready
    plan = schedule.write_schedule(
        setup, report, decay_cron, capture_cron, with_cron or cron_by_openclaw, agent_command, weekly_sleep=with_cron
    )
    sync_core(setup, report)
    for target in gateway_last(ready):
        targets.module(target).install(setup, report, plan)
    if not chosen or (with_cron and not cron_by_openclaw):
        copy = workspace_copy(setup)
        skill_folder.place(setup, report, copy, WORKSPACE_COPY, stop=setup.workspace)
        skill_folder.ensure_environment(setup, report, copy)
        if with_cron:
            schedule.register_cron(setup, report, plan, copy, openclaw=False)
    return blocked


def run_uninstall(setup: Setup, report: Report, chosen: list[str]) -> None:
    """Undo the chosen targets (and the workspace copy when all go); keep the memory store."""
    _check_workspace(setup)
    for target in gateway_last(chosen):
        if target == WORKSPACE_COPY:
            continue
        targets.module(target).uninstall(setup, report)
    if WORKSPACE_COPY in chosen:
        schedule.unregister_cron(setup, report, openclaw=False)
        skill_folder.remove(setup, report, workspace_copy(setup), WORKSPACE_COPY)
    if setup.memory_dir.exists():
        report.add(
            "keep",
            setup.memory_dir,
            f"{report.verb('keep')} {setup.memory_dir}/ (your memories; delete it yourself to remove them)",
        )


def _check_workspace(setup: Setup) -> None:
    if setup.workspace.exists() and not setup.workspace.is_dir():
        raise InvalidInput(f"workspace {setup.workspace} exists and is not a folder")


def resolve_install_workspace(option: str | None, probe: Setup) -> Path:
    """``--workspace`` and the variables as every command reads them; else the workspace an
    earlier install used here; else the default (``~/.hippocampus``)."""
    explicit = option or os.environ.get("HIPPOCAMPUS_WORKSPACE") or context.installed_workspace()
    if explicit or os.environ.get("WORKSPACE"):
        return context.resolve_workspace(option)
    return previous_workspace(probe) or context.default_workspace()


# ---------------------------------------------------------------------------------------
# Command


def _cron_option(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not schedule.is_valid_cron(value):
        raise click.BadParameter(f'{value!r} is not a five-field cron expression (e.g. "0 3 * * *")')
    return value


@click.command(name="install")
@click.option(
    "--target",
    "target_names",
    multiple=True,
    metavar="T[,T]",
    help="openclaw, claude-code, codex, cursor or all (repeatable; default: the tools found on this machine).",
)
@workspace_option
@click.option(
    "--project",
    type=click.Path(file_okay=False, path_type=Path),
    help="Install Claude Code's and Cursor's parts into this project (.claude/, .cursor/) instead of your home.",
)
@click.option("--with-cron", is_flag=True, help="Register the decay and capture jobs in crontab (OpenClaw: always).")
@click.option(
    "--cron",
    "decay_cron",
    metavar="EXPR",
    callback=_cron_option,
    help=f'Decay schedule (default: the one in schedule.json, else "{schedule.DEFAULT_DECAY_CRON}").',
)
@click.option(
    "--capture-cron",
    metavar="EXPR",
    callback=_cron_option,
    help=f'Capture schedule (default with cron: schedule.json, else "{schedule.DEFAULT_CAPTURE_CRON}").',
)
@click.option(
    "--agent-command",
    metavar="CMD",
    help="LLM command the capture job pipes candidates to (run-hippocampus.py --agent-command); "
    "kept in schedule.json for later re-installs. Default: the built-in heuristic.",
)
@click.option(
    "--gateway-wait",
    type=click.FloatRange(min=0),
    default=60.0,
    show_default=True,
    metavar="SECONDS",
    help="How long to wait for OpenClaw's gateway to come back after a memory.search change.",
)
@click.option("--dry-run", is_flag=True, help="Print every action it would take; change nothing.")
@click.option(
    "--uninstall",
    is_flag=True,
    help="Remove what install added for the targets (default: every one installed for the workspace); keep memory/.",
)
@json_option
@click.option(
    "--demo",
    is_flag=True,
    help="Lay out a store in ./demo-workspace (or --workspace), capture a few memories and recall one. "
    "Registers nothing.",
)
def install_command(
    target_names: tuple[str, ...],
    workspace: str | None,
    project: Path | None,
    with_cron: bool,
    decay_cron: str | None,
    capture_cron: str | None,
    agent_command: str | None,
    gateway_wait: float,
    dry_run: bool,
    uninstall: bool,
    as_json: bool,
    demo: bool,
) -> None:
    """Install hippocampus for your agent tools: one shared store, a skill copy with its own
    Python for each tool, and that tool's hooks, MCP server, cron jobs or rules.

    Safe to run again: existing memories are never touched. --uninstall keeps memory/.

    \b
    Examples:
      python3 install.py                          # every tool found on this machine
      python3 install.py --target claude-code,codex
      python3 install.py --target cursor --project ~/src/app
      python3 install.py --target openclaw --dry-run
      python3 install.py --with-cron              # no agent tool: crontab runs the upkeep
      python3 install.py --uninstall --target codex
      python3 install.py --demo
    """
    if uninstall and (with_cron or decay_cron or capture_cron or agent_command):
        raise click.UsageError("--uninstall takes no cron options")
    if demo and (uninstall or with_cron or dry_run or target_names):
        raise click.UsageError("--demo takes only --workspace and --json")
    if demo and not workspace:
        workspace = "demo-workspace"
    chosen_names = parse_targets(target_names)
    # HOME and PATH are read here, once; everything below receives them.
    home = Path.home()
    # Enough to find earlier installs (their skill folders do not depend on the workspace).
    probe = Setup(workspace=Path(), home=home, source=Path(), tools=find_tools(os.environ.get("PATH")))
    resolved = context.resolve_workspace(workspace) if demo else resolve_install_workspace(workspace, probe)
    setup = Setup(
        workspace=resolved,
        home=home,
        source=Path(__file__).resolve().parents[2],
        tools=probe.tools,
        project=project.expanduser().absolute() if project else None,
        dry_run=dry_run,
        gateway_wait=gateway_wait,
    )
    report = Report(dry_run=dry_run, echo=None if as_json else click.echo)
    detected = targets.detect(setup)
    demo_lines: list[str] = []
    blocked: dict[str, str] = {}
    try:
        if demo:
            from hippocampus.demo import run_demo

            _check_workspace(setup)
            skill_folder.lay_out_store(setup, report)
            demo_lines = run_demo(setup.workspace, context.resolve_now())
            chosen: list[str] = []
        elif uninstall:
            chosen = chosen_names or installed_targets(setup)
            report.add(
                "note", "targets", f"uninstalling for {setup.workspace}: {', '.join(chosen) or 'nothing installed'}"
            )
            run_uninstall(setup, report, chosen)
        else:
            chosen = chosen_names or list(detected)
            found = ", ".join(f"{t} ({why})" for t, why in detected.items()) or "none"
            how = "chosen with --target" if chosen_names else "the tools found"
            report.add(
                "note",
                "targets",
                f"store: {setup.workspace}; tools found: {found}; installing for: "
                f"{', '.join(chosen) or f'no tool, the workspace copy in {workspace_copy(setup)}'} ({how})",
            )
            before = previous_workspace(setup)
            if before is not None and before != setup.workspace:
                # one store per machine: the tools installed here move to the new one
                report.add(
                    "note",
                    "workspace",
                    f"the tools installed here used the store {before}; they now use {setup.workspace} "
                    f"({before} and its memories stay; --workspace {before} goes back)",
                )
            blocked = run_install(
                setup,
                report,
                chosen,
                decay_cron=decay_cron,
                capture_cron=capture_cron,
                with_cron=with_cron,
                agent_command=agent_command,
            )
    except HippocampusError as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(f"{exc.filename or 'install'}: {exc.strerror}") from None
    if as_json:
        payload = {
            "actions": [a.as_json() for a in report.actions],
            "workspace": str(setup.workspace),
            "dryRun": dry_run,
            "detected": detected,
            "targets": chosen,
        }
        if demo:
            payload["demo"] = demo_lines
        if blocked:
            payload["notInstalled"] = blocked
        click.echo(dumps_json(payload).decode().rstrip("\n"))
    else:
        for line in demo_lines:
            click.echo(line)
    if blocked:
        done = [target for target in chosen if target not in blocked]
        verb = "would install" if dry_run else "installed"
        rest = f"{verb} for {', '.join(done)}" if done else "nothing was changed"
        raise click.ClickException(f"not installed for {', '.join(blocked)} (the reason is above); {rest}")
