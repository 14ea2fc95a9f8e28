"""When upkeep runs: ``memory/schedule.json``, and the cron jobs that run it.

The jobs go to OpenClaw's cron when OpenClaw is a target and its gateway answers, else to
the user's crontab, else they are printed for the user to add (and named again by
``--uninstall``, from ``memory/install.json``). Each job runs an installed skill copy's
own Python. A crontab line carries the workspace in its marker (``# hippocampus-decay
<W>``), so a second workspace's lines sit beside the first one's instead of replacing
them; an OpenClaw job is ours when its name is ours and its command names the workspace.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from croniter import croniter

from hippocampus import core_mirrors, environment
from hippocampus.installation import InstallFailed, Report, Setup, check, command_line, run, save_record, write

SCHEDULE_FILE = "schedule.json"
CRON_LOG = "cron.log"
DEFAULT_DECAY_CRON = "0 3 * * *"
DEFAULT_CAPTURE_CRON = "0 */3 * * *"
# Sleep (consolidate.py) once a week, Sunday 04:00, after the night's decay; the run loop
# also starts one when enough new importance came in (sleep.TRIGGER_IMPORTANCE).
DEFAULT_SLEEP_CRON = "0 4 * * 0"
DECAY_JOB = "hippocampus-decay"
CAPTURE_JOB = "hippocampus-capture"
SLEEP_JOB = "hippocampus-sleep"
JOB_NAMES = (DECAY_JOB, CAPTURE_JOB, SLEEP_JOB)
GATEWAY_TIMEOUT = 30  # seconds per `openclaw cron ...` call: each takes 5-6 s against a live gateway


@dataclass(frozen=True)
class Schedule:
    decay: str
    capture: str | None
    agent_command: str | None = None  # the capture and sleep jobs' --agent-command (an LLM call), if any
    sleep: str | None = None  # consolidate.py's schedule (with cron only, as capture's)


@dataclass(frozen=True)
class CronJob:
    name: str
    expr: str
    command: str


def is_valid_cron(expr: str) -> bool:
    """Five fields that croniter accepts: crontab takes no seconds or year field."""
    return len(expr.split()) == 5 and croniter.is_valid(expr)


# ---------------------------------------------------------------------------------------
# schedule.json


def _read_schedule(path: Path) -> dict[str, Any]:
    try:
        data = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def resolve_schedule(
    existing: dict[str, Any],
    decay: str | None,
    capture: str | None,
    with_cron: bool,
    agent_command: str | None = None,
    weekly_sleep: bool = False,
) -> Schedule:
    """Options given win, then valid values already in schedule.json, then the defaults.

    So a plain re-run keeps a schedule chosen earlier; the capture default appears only
    with cron (without cron, nothing would run it).
    """

    def kept(key: str) -> str | None:
        value = existing.get(key)
        return value if isinstance(value, str) and is_valid_cron(value) else None

    capture_expr = capture or kept("capture") or (DEFAULT_CAPTURE_CRON if with_cron else None)
    command = agent_command if agent_command is not None else existing.get("agentCommand")
    return Schedule(
        decay=decay or kept("decay") or DEFAULT_DECAY_CRON,
        capture=capture_expr,
        agent_command=command if isinstance(command, str) and command.strip() else None,
        sleep=kept("sleep") or (DEFAULT_SLEEP_CRON if weekly_sleep else None),
    )


def write_schedule(
    setup: Setup,
    report: Report,
    decay: str | None,
    capture: str | None,
    with_cron: bool,
    agent_command: str | None = None,
    weekly_sleep: bool = False,
) -> Schedule:
    """Write ``<W>/memory/schedule.json`` (read by ``decay.py --if-due`` and the run loop).
    ``weekly_sleep``: add the weekly sleep job (``install.py --with-cron``; OpenClaw's jobs
    sleep through the capture loop's trigger instead)."""
    path = setup.memory_dir / SCHEDULE_FILE
    schedule = resolve_schedule(_read_schedule(path), decay, capture, with_cron, agent_command, weekly_sleep)
    document = {"decay": schedule.decay, "capture": schedule.capture}
    if schedule.sleep:
        document["sleep"] = schedule.sleep
    if schedule.agent_command:
        document["agentCommand"] = schedule.agent_command
    data = orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n"
    if path.is_file() and path.read_bytes() == data:
        return schedule
    kind = "update" if path.exists() else "create"
    write(setup, path, data)
    report.add(kind, path, f"{report.verb(kind)} {path} (decay {schedule.decay!r}, capture {schedule.capture!r})")
    return schedule


# ---------------------------------------------------------------------------------------
# The jobs


def cron_jobs(setup: Setup, schedule: Schedule, skill_dir: Path) -> list[CronJob]:
    """The decay job, and the capture job when a capture schedule is set, run by ``skill_dir``."""
    python = environment.python_in(skill_dir)

    def command(script: str, *extra: str) -> str:
        return command_line([python, skill_dir / "scripts" / script, "--workspace", setup.workspace, *extra])

    jobs = [CronJob(DECAY_JOB, schedule.decay, command("decay.py"))]
    if schedule.capture:
        extra = ("--agent-command", schedule.agent_command) if schedule.agent_command else ()
        jobs.append(CronJob(CAPTURE_JOB, schedule.capture, command("run-hippocampus.py", *extra)))
    if schedule.sleep:
        extra = ("--agent-command", schedule.agent_command) if schedule.agent_command else ()
        jobs.append(CronJob(SLEEP_JOB, schedule.sleep, command("consolidate.py", "--if-due", *extra)))
    return jobs


def _cron_escape(text: str) -> str:
    # In a crontab line an unescaped % ends the command (cron feeds the rest as stdin).
    return text.replace("%", "\\%")


def marker(name: str, workspace: Path) -> str:
    return _cron_escape(f"# {name} {workspace}")


def crontab_line(job: CronJob, log: Path, workspace: Path) -> str:
    log_arg = _cron_escape(shlex.quote(str(log)))
    return f"{job.expr} {_cron_escape(job.command)} >> {log_arg} 2>&1 {marker(job.name, workspace)}"


def line_owner(line: str, workspace: Path) -> str | None:
    """The job name if ``line`` is one of this workspace's lines, else None.

    Round 1 marked lines ``# hippocampus-decay`` alone; such a line is this workspace's
    when its command names it (``--workspace W``).
    """
    text = line.rstrip()
    for name in JOB_NAMES:
        if text.endswith(marker(name, workspace)):
            return name
        legacy = f"--workspace {_cron_escape(shlex.quote(str(workspace)))} "
        if text.endswith(f"# {name}") and legacy in text:
            return name
    return None


def merge_crontab(table: str, lines: dict[str, str], workspace: Path) -> str:
    """``table`` with this workspace's line for each job replaced in place (first kept) or appended."""
    out: list[str] = []
    placed: set[str] = set()
    for line in table.splitlines():
        name = line_owner(line, workspace)
        if name is None:
            out.append(line)
        elif name in lines and name not in placed:
            out.append(lines[name])
            placed.add(name)
    out.extend(line for name, line in lines.items() if name not in placed)
    return "\n".join(out) + "\n" if out else ""


def strip_crontab(table: str, workspace: Path) -> str:
    kept = [line for line in table.splitlines() if line_owner(line, workspace) is None]
    return "\n".join(kept) + "\n" if kept else ""


def _crontab_read(crontab: str) -> str:
    argv = [crontab, "-l"]
    result = run(argv, timeout=GATEWAY_TIMEOUT)
    if result.returncode != 0 and "no crontab" in (result.stderr + result.stdout).lower():
        return ""
    return check(result, argv)


def _crontab_write(crontab: str, table: str) -> None:
    argv = [crontab, "-"]
    check(run(argv, timeout=GATEWAY_TIMEOUT, stdin=table), argv)


# ---------------------------------------------------------------------------------------
# OpenClaw cron


def openclaw_jobs(openclaw: str) -> list[dict[str, Any]] | None:
    """The gateway's cron jobs, or None when it does not answer (not running, restarting)."""
    try:
        result = run([openclaw, "cron", "list", "--json"], timeout=GATEWAY_TIMEOUT)
    except InstallFailed:
        return None
    if result.returncode != 0:
        return None
    try:
        jobs = orjson.loads(result.stdout).get("jobs", [])
    except (orjson.JSONDecodeError, AttributeError):
        return None
    return [j for j in jobs if isinstance(j, dict)] if isinstance(jobs, list) else None


def _job_command(job: dict[str, Any]) -> str:
    payload = job.get("payload")
    if not isinstance(payload, dict):
        return ""
    argv = payload.get("argv")
    if isinstance(argv, list) and argv:
        return str(argv[-1])
    command = payload.get("command")
    return command if isinstance(command, str) else ""


def _job_expr(job: dict[str, Any]) -> str | None:
    schedule = job.get("schedule")
    return schedule.get("expr") if isinstance(schedule, dict) else None


def _ours(job: dict[str, Any], workspace: Path) -> bool:
    words = shlex.split(_job_command(job)) if _job_command(job) else []
    return job.get("name") in JOB_NAMES and any(
        a == "--workspace" and b == str(workspace) for a, b in zip(words, words[1:], strict=False)
    )


def _register_openclaw_job(
    setup: Setup, report: Report, openclaw: str, job: CronJob, existing: list[dict[str, Any]]
) -> None:
    same = [j for j in existing if j.get("name") == job.name and _ours(j, setup.workspace)]
    if same and all(_job_expr(j) == job.expr and _job_command(j) == job.command for j in same):
        report.add("keep", job.name, f"cron job {job.name} already registered in OpenClaw")
        return
    for old in same:  # a new schedule or skill path: replace the job rather than add a second one
        if not setup.dry_run and isinstance(old.get("id"), str):
            argv = [openclaw, "cron", "rm", old["id"]]
            check(run(argv, timeout=GATEWAY_TIMEOUT), argv)
    argv = [openclaw, "cron", "add", "--name", job.name, "--cron", job.expr, "--tz", "UTC"]
    argv += ["--command", job.command, "--no-deliver"]
    if not setup.dry_run:
        check(run(argv, timeout=GATEWAY_TIMEOUT), argv)
    kind = "update" if same else "register"
    report.add(kind, job.name, f"{report.verb(kind)} cron job {job.name} in OpenClaw ({job.expr} UTC)")


# ---------------------------------------------------------------------------------------
# Register and unregister


def register_cron(setup: Setup, report: Report, schedule: Schedule, skill_dir: Path, openclaw: bool) -> bool:
    """Register the jobs (OpenClaw cron if ``openclaw`` and it answers, else crontab, else
    printed lines). Returns whether the OpenClaw gateway answered."""
    jobs = cron_jobs(setup, schedule, skill_dir)
    names = [j.name for j in jobs]
    command = setup.tools.openclaw if openclaw else None
    existing = openclaw_jobs(command) if command else None
    if command and existing is not None:
        for job in jobs:
            _register_openclaw_job(setup, report, command, job, existing)
        for old in existing:  # a capture job no longer scheduled
            if _ours(old, setup.workspace) and old.get("name") not in names and isinstance(old.get("id"), str):
                if not setup.dry_run:
                    check(run([command, "cron", "rm", old["id"]], timeout=GATEWAY_TIMEOUT), ["openclaw", "cron", "rm"])
                report.add("remove", old["name"], f"{report.verb('remove')} cron job {old['name']} from OpenClaw")
        if setup.tools.crontab:
            # A job moved from crontab to OpenClaw must not run twice.
            _remove_crontab_lines(setup, report, setup.tools.crontab, "now in OpenClaw cron")
        return True
    if not openclaw:
        why = "OpenClaw is not a target"
    elif command:
        why = "the OpenClaw gateway did not answer `openclaw cron list --json`; is it running? (`openclaw gateway status`)"
    else:
        why = "no openclaw command on PATH"
    log = setup.memory_dir / CRON_LOG
    lines = {job.name: crontab_line(job, log, setup.workspace) for job in jobs}
    if setup.tools.crontab:
        table = _crontab_read(setup.tools.crontab)
        new_table = merge_crontab(table, lines, setup.workspace)
        before = table.splitlines()
        for name, line in lines.items():
            if line in before:
                report.add("keep", name, f"cron job {name} already in crontab")
            else:
                report.add("register", name, f"{report.verb('register')} cron job {name} in crontab ({why})")
        if new_table != table and not setup.dry_run:
            _crontab_write(setup.tools.crontab, new_table)
        return False
    for name, line in lines.items():
        report.add("manual", name, f"add this line to your crontab (no crontab command; {why}): {line}")
    _record_manual_lines(setup, list(lines.values()))
    return False


def _record_manual_lines(setup: Setup, lines: list[str]) -> None:
    record = core_mirrors.read_record(setup.workspace)
    record["manualCron"] = lines
    save_record(setup, record)


def _remove_crontab_lines(setup: Setup, report: Report, crontab: str, why: str) -> int:
    table = _crontab_read(crontab)
    found = [name for line in table.splitlines() if (name := line_owner(line, setup.workspace))]
    if found and not setup.dry_run:
        _crontab_write(crontab, strip_crontab(table, setup.workspace))
    for name in found:
        report.add("remove", name, f"{report.verb('remove')} cron job {name} from crontab ({why})")
    return len(found)


def unregister_cron(setup: Setup, report: Report, openclaw: bool) -> bool:
    """Remove this workspace's jobs from OpenClaw cron (by id) and crontab, and name again
    any line the user was told to add by hand. Returns whether the OpenClaw gateway answered."""
    removed = 0
    command = setup.tools.openclaw if openclaw else None
    existing = openclaw_jobs(command) if command else None
    if command:
        if existing is None:
            report.add(
                "manual",
                "openclaw cron",
                "could not check OpenClaw cron (the gateway did not answer `openclaw cron list --json`): "
                f"if {' or '.join(JOB_NAMES)} for {setup.workspace} are listed there, "
                "remove each with `openclaw cron rm <id>`",
            )
        else:
            for job in existing:
                if _ours(job, setup.workspace) and isinstance(job.get("id"), str):
                    argv = [command, "cron", "rm", job["id"]]
                    if not setup.dry_run:
                        check(run(argv, timeout=GATEWAY_TIMEOUT), argv)
                    report.add("remove", job["name"], f"{report.verb('remove')} cron job {job['name']} from OpenClaw")
                    removed += 1
    if setup.tools.crontab:
        removed += _remove_crontab_lines(setup, report, setup.tools.crontab, f"marked for {setup.workspace}")
    manual = core_mirrors.read_record(setup.workspace).get("manualCron")
    for line in manual if isinstance(manual, list) else []:
        report.add("manual", "crontab", f"remove this line from your crontab if you added it: {line}")
        removed += 1
    _record_manual_lines(setup, [])
    if removed == 0:
        report.add("skip", "cron", f"no hippocampus cron jobs found for {setup.workspace}")
    return existing is not None
