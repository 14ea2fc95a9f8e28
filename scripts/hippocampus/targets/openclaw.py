"""OpenClaw: the skill in ``<openclaw workspace>/skills``, cron jobs, core memory in the system
prompt, and the live memory folders (never archive/) in OpenClaw's own memory search.

Order matters (FORMATS.md section 7): changing ``memory.search`` makes a running gateway
restart itself (unreachable for 14-20 s), and cron needs the gateway. So the cron jobs are
registered first, then the ``bootstrap-extra-files`` hook (hot-reloaded, no restart), and
``memory.search.extraPaths`` last; then the installer polls ``openclaw gateway health`` up
to ``--gateway-wait`` seconds and says what it saw. Uninstall goes in the same order.

Search: OpenClaw indexes every ``memory/**/*.md`` of its workspace, hidden folders and
archive/ included, with no exclude option. The store therefore lives outside that folder
(default ``~/.hippocampus``) and ``extraPaths`` lists only the four domain folders, as
``{path, pattern}`` objects: a forgotten memory (moved to archive/) leaves the index, and
each memory is indexed once (HIPPOCAMPUS_CORE.md, which round 1 listed, repeats the core
memories and is taken out of the list).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from hippocampus import client_config, core_mirrors, schedule, skill_folder
from hippocampus.installation import (
    SKILL_NAME,
    InstallFailed,
    Report,
    Setup,
    check,
    dumps_json,
    read_json,
    remove_file,
    run,
    save_record,
    show,
    write,
)
from hippocampus.memory_file import DOMAINS

TARGET = "openclaw"
DEFAULT_WORKSPACE = Path(".openclaw") / "workspace"  # under HOME
CORE_FOLDER = "hippocampus-core"  # <openclaw workspace>/hippocampus-core/MEMORY.md
EXTRA_PATHS = ("memory", "search", "extraPaths")
BOOTSTRAP_HOOK = ("hooks", "internal", "entries", "bootstrap-extra-files")
PATTERN = "**/*.md"
RESTART_SEEN_WITHIN = 5.0  # seconds: a gateway still answering after this did not restart
POLL_EVERY = 0.5


def config_file(setup: Setup) -> Path:
    return setup.home / ".openclaw" / "openclaw.json"


def openclaw_workspace(setup: Setup) -> Path:
    """``agents.defaults.workspace`` from openclaw.json when it is strict JSON, else the default."""
    data, why = read_json(config_file(setup))
    value = client_config.get_path(data, ("agents", "defaults", "workspace")) if not why else None
    if isinstance(value, str) and value.strip():
        return Path(value).expanduser() if not value.startswith("~/") else setup.home / value[2:]
    return setup.home / DEFAULT_WORKSPACE


def skill_dir(setup: Setup) -> Path:
    return openclaw_workspace(setup) / "skills" / SKILL_NAME


def mirror_path(setup: Setup) -> Path:
    return openclaw_workspace(setup) / CORE_FOLDER / core_mirrors.MIRROR_NAME


def indexed_by_default(setup: Setup) -> bool:
    """Whether the store is inside ``<openclaw workspace>/memory`` (round 1's layout)."""
    own = openclaw_workspace(setup) / "memory"
    store = setup.memory_dir
    return store == own or own in store.parents


# ---------------------------------------------------------------------------------------
# OpenClaw's config: through `openclaw config` when the command exists, else openclaw.json
# itself when it is strict JSON; JSON5 is never rewritten (the exact command is printed).

MISSING = object()


class Config:
    def __init__(self, setup: Setup):
        self.setup = setup
        self.command = setup.tools.openclaw
        self.file = config_file(setup)

    @property
    def where(self) -> str:
        return "openclaw config" if self.command else str(self.file)

    def get(self, path: tuple[str, ...]) -> Any:
        """The value, MISSING when unset, or None when it cannot be known."""
        if self.command:
            result = run([self.command, "config", "get", ".".join(path), "--json"])
            if result.returncode == 0:
                try:
                    return json.loads(result.stdout)
                except ValueError:
                    return None
        # `config get` fails when a key is unset; then the file says what is there. Only
        # when the file is not strict JSON AND mentions the key is the value unknown.
        data, why = read_json(self.file)
        if why == "missing":
            return MISSING
        if why:  # JSON5: only the command could write it, and only a key it does not mention
            return None if not self.command or path[-1].encode() in self.file.read_bytes() else MISSING
        node: Any = data
        for key in path:
            if not isinstance(node, dict) or key not in node:
                return MISSING
            node = node[key]
        return node

    def set(self, path: tuple[str, ...], value: Any) -> None:
        if self.setup.dry_run:
            return
        if self.command:
            argv = [self.command, "config", "set", ".".join(path), json.dumps(value), "--strict-json"]
            check(run(argv), argv)
            return
        data, why = read_json(self.file)
        data = {} if why == "missing" else data
        if not isinstance(data, dict):
            raise InstallFailed(f"{self.file} is not a JSON object")
        write(self.setup, self.file.resolve(), dumps_json(client_config.with_entry(data, path, value)))

    def unset(self, path: tuple[str, ...]) -> None:
        """Remove the key, then each parent it leaves empty (no empty key behind)."""
        if self.setup.dry_run:
            return
        if self.command:
            for depth in range(len(path), 0, -1):
                key = ".".join(path[:depth])
                if depth < len(path) and self.get(path[:depth]) != {}:
                    break
                argv = [self.command, "config", "unset", key]
                check(run(argv), argv)
            return
        data, why = read_json(self.file)
        if isinstance(data, dict) and not why:
            write(self.setup, self.file.resolve(), dumps_json(client_config.without_entry(data, path)))

    def manual_set(self, path: tuple[str, ...], value: Any) -> str:
        return show(["openclaw", "config", "set", ".".join(path), json.dumps(value), "--strict-json"])


def _available(setup: Setup) -> bool:
    return setup.tools.openclaw is not None or config_file(setup).is_file()


# ---------------------------------------------------------------------------------------
# memory.search.extraPaths


def _domain_entries(setup: Setup) -> list[dict[str, str]]:
    return [{"path": str(setup.memory_dir / domain), "pattern": PATTERN} for domain in DOMAINS]


def _is_ours(entry: Any, setup: Setup) -> bool:
    """Our domain entries, and round 1's plain ``<W>/HIPPOCAMPUS_CORE.md``."""
    ours = {str(setup.memory_dir / d) for d in DOMAINS} | {str(setup.core_path)}
    text = entry.get("path") if isinstance(entry, dict) else entry
    if not isinstance(text, str):
        return False
    if text == "~" or text.startswith("~/"):
        text = str(setup.home) + text[1:]
    return str(Path(text)) in ours


def wanted_extra_paths(current: list[Any], setup: Setup, add: bool) -> list[Any]:
    """``current`` with our entries added once (add) or removed; others kept in place."""
    kept = [e for e in current if not _is_ours(e, setup) or (add and e in _domain_entries(setup))]
    if add and not indexed_by_default(setup):
        kept.extend(e for e in _domain_entries(setup) if e not in kept)
    return kept


def edit_extra_paths(setup: Setup, report: Report, config: Config, state: dict, add: bool) -> bool:
    """Add or remove the domain folders; returns whether the config changed (a restart)."""
    if add and indexed_by_default(setup):
        report.add(
            "note",
            setup.memory_dir,
            f"the store {setup.memory_dir} is inside OpenClaw's own memory folder, which its memory search "
            "indexes by itself, archive/ included: a forgotten memory stays searchable there. To fix it, install "
            "to the default workspace (~/.hippocampus) and bring these memories over with "
            f"`import.py {setup.memory_dir / 'index.json'} --workspace ~/.hippocampus`, then move "
            f"{setup.memory_dir}/{{user,self,relationship,world,archive}} out of the OpenClaw workspace",
        )
    value = config.get(EXTRA_PATHS)
    key = ".".join(EXTRA_PATHS)
    if value is None or (value is not MISSING and not isinstance(value, list)):
        why = f"{config.where} holds {key} in a form this installer does not rewrite (JSON5, or not a list)"
        wanted = wanted_extra_paths([], setup, add)
        step = (
            f"run (keeping any entries already in the list): {config.manual_set(EXTRA_PATHS, wanted)}"
            if add
            else f"remove the entries for {setup.memory_dir} from {key} in {config.file} by hand"
        )
        report.add("manual", config.file, f"did not change {key}: {why}; {step}")
        return False
    current = [] if value is MISSING else value
    wanted = wanted_extra_paths(current, setup, add)
    if add and "extraPathsBefore" not in state:
        # None: the list held nothing of the user's (absent, or only round 1's entry).
        others = [e for e in current if not _is_ours(e, setup)]
        state["extraPathsBefore"] = others if value is not MISSING and others else None
    if wanted == current:
        if add and not indexed_by_default(setup):
            report.add("keep", key, f"{key} already lists the store's domain folders ({config.where})")
        return False
    if not wanted and state.get("extraPathsBefore") is None:
        config.unset(EXTRA_PATHS)  # nothing of the user's in it: leave no empty key behind
    else:
        config.set(EXTRA_PATHS, wanted)
    if not add:
        report.add("remove", key, f"{report.verb('remove')} the store's folders from {key} ({config.where})")
    elif indexed_by_default(setup):
        report.add(
            "remove", key, f"{report.verb('remove')} {setup.core_path} from {key} (its memories are indexed already)"
        )
    else:
        report.add(
            "register",
            key,
            f"{report.verb('register')} {setup.memory_dir}/{{{','.join(DOMAINS)}}} in {key} ({config.where}; "
            "archive/ stays out of OpenClaw's memory search)",
        )
    return True


# ---------------------------------------------------------------------------------------
# Core memories in the system prompt: bootstrap-extra-files + <openclaw ws>/hippocampus-core/MEMORY.md


def _relative_mirror(setup: Setup) -> str:
    return f"{CORE_FOLDER}/{core_mirrors.MIRROR_NAME}"


def register_mirror(setup: Setup, report: Report) -> None:
    """List the MEMORY.md copy in install.json and write it now from HIPPOCAMPUS_CORE.md."""
    path = mirror_path(setup)
    record = core_mirrors.read_record(setup.workspace)
    listed = record.get("coreMirrors") if isinstance(record.get("coreMirrors"), list) else []
    if str(path) not in listed:
        record["coreMirrors"] = [*listed, str(path)]
        save_record(setup, record)
    if path.exists() and not core_mirrors.is_ours(path):
        raise InstallFailed(f"{path} exists and was not written by hippocampus; move it away first")
    text = setup.core_path.read_text(encoding="utf-8") if setup.core_path.is_file() else ""
    data = core_mirrors.mirror_bytes(setup.core_path, text)
    if path.is_file() and path.read_bytes() == data:
        report.add("keep", path, f"{path} is current (the core memories OpenClaw puts in its system prompt)")
        return
    write(setup, path, data)
    report.add("write", path, f"{report.verb('write')} {path} (core memories, kept current by sync-core and decay)")


def unregister_mirror(setup: Setup, report: Report) -> None:
    path = mirror_path(setup)
    record = core_mirrors.read_record(setup.workspace)
    listed = record.get("coreMirrors") if isinstance(record.get("coreMirrors"), list) else []
    if str(path) in listed:
        record["coreMirrors"] = [p for p in listed if p != str(path)]
        save_record(setup, record)
    if path.is_file() and core_mirrors.is_ours(path):
        remove_file(setup, path)
        report.add("remove", path, f"{report.verb('remove')} {path}")
        if not setup.dry_run and not any(path.parent.iterdir()):
            path.parent.rmdir()


def edit_bootstrap_hook(setup: Setup, report: Report, config: Config, state: dict, add: bool) -> None:
    """Enable ``bootstrap-extra-files`` with our MEMORY.md in its paths (or take it out again)."""
    key = ".".join(BOOTSTRAP_HOOK)
    ours = _relative_mirror(setup)
    value = config.get(BOOTSTRAP_HOOK)
    if value is None or (value is not MISSING and not isinstance(value, dict)):
        wanted = {"enabled": True, "paths": [ours]}
        step = config.manual_set(BOOTSTRAP_HOOK, wanted) if add else f"remove {ours} from {key}.paths by hand"
        report.add("manual", config.file, f"did not change {key} ({config.where} cannot be read strictly); {step}")
        return
    current = {} if value is MISSING else value
    paths = current.get("paths") if isinstance(current.get("paths"), list) else []
    if add:
        if "bootstrapBefore" not in state:
            state["bootstrapBefore"] = None if value is MISSING else current
        wanted = {**current, "enabled": True, "paths": [*paths, ours] if ours not in paths else paths}
        if wanted == current:
            report.add("keep", key, f"{key} already loads {ours}")
            return
        config.set(BOOTSTRAP_HOOK, wanted)
        report.add("register", key, f"{report.verb('register')} {ours} with OpenClaw's {key} hook (hot-reloaded)")
        return
    if value is MISSING or ours not in paths:
        return
    before = state.get("bootstrapBefore")
    wanted = {**current, "paths": [p for p in paths if p != ours]}
    if before is None:
        if set(wanted) <= {"enabled", "paths"} and not wanted["paths"]:
            config.unset(BOOTSTRAP_HOOK)
            report.add("remove", key, f"{report.verb('remove')} {key} (install.py had added it)")
            return
    else:
        for field in ("enabled", "paths"):
            if field not in before and (field == "enabled" or not wanted.get("paths")):
                wanted.pop(field, None)
            elif field == "enabled":
                wanted["enabled"] = before["enabled"]
    config.set(BOOTSTRAP_HOOK, wanted)
    report.add("remove", key, f"{report.verb('remove')} {ours} from {key}")


# ---------------------------------------------------------------------------------------
# The gateway


def gateway_answers(setup: Setup) -> bool:
    try:
        return (
            run([setup.tools.openclaw, "gateway", "health", "--json"], timeout=schedule.GATEWAY_TIMEOUT).returncode == 0
        )
    except InstallFailed:
        return False


def wait_for_gateway(setup: Setup, report: Report, was_up: bool) -> None:
    """After a memory.search change: wait until the restarted gateway answers, and say so."""
    if setup.tools.openclaw is None:
        return
    if setup.dry_run:
        report.add("wait", "gateway", "would wait for the OpenClaw gateway to restart (memory.search changed)")
        return
    if not was_up:
        report.add("note", "gateway", "the OpenClaw gateway was not answering; it reads the new config when it starts")
        return
    start = time.monotonic()
    saw_down = False
    while True:
        up = gateway_answers(setup)
        elapsed = time.monotonic() - start
        if up and saw_down:
            report.add(
                "wait",
                "gateway",
                f"the OpenClaw gateway restarted for the memory.search change and answered again after {elapsed:.1f} s",
            )
            return
        if up and elapsed >= RESTART_SEEN_WITHIN:
            report.add("wait", "gateway", f"the OpenClaw gateway kept answering ({elapsed:.0f} s, no restart seen)")
            return
        saw_down = saw_down or not up
        if elapsed >= setup.gateway_wait:
            report.add(
                "manual",
                "gateway",
                f"the OpenClaw gateway did not answer within {setup.gateway_wait:g} s of the memory.search change; "
                "check it with `openclaw gateway health`",
            )
            return
        time.sleep(POLL_EVERY)


# ---------------------------------------------------------------------------------------
# The target


def problem(setup: Setup) -> str | None:
    """None: openclaw.json may be JSON5, which is never rewritten; each step it blocks prints
    the `openclaw config set` command instead (and the command itself reads the file)."""
    return None


def install(setup: Setup, report: Report, plan: schedule.Schedule) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.place(setup, report, skill, TARGET, stop=setup.home)
    skill_folder.ensure_environment(setup, report, skill)
    register_mirror(setup, report)
    was_up = schedule.register_cron(setup, report, plan, skill, openclaw=True)  # before any restart
    if not _available(setup):
        report.add("skip", config_file(setup), f"no openclaw command and no {config_file(setup)}: config left alone")
        skill_folder.save_manifest(setup, skill, manifest)
        return
    config = Config(setup)
    state = manifest["state"].setdefault(TARGET, {})
    edit_bootstrap_hook(setup, report, config, state, add=True)
    changed = edit_extra_paths(setup, report, config, state, add=True)
    skill_folder.save_manifest(setup, skill, manifest)
    if changed:
        wait_for_gateway(setup, report, was_up)
    report.add(
        "note",
        TARGET,
        "OpenClaw: every new turn's system prompt holds your core memories (hippocampus-core/MEMORY.md); "
        "`openclaw skills info hippocampus` shows the skill Ready and `openclaw cron list` the two jobs",
    )


def uninstall(setup: Setup, report: Report) -> None:
    skill = skill_dir(setup)
    manifest = skill_folder.read_manifest(skill) or {"state": {}}
    state = manifest["state"].get(TARGET, {})
    # One OpenClaw, several stores: each has its own cron jobs and domain folders, all run
    # by this one copy; the copy, the hook and MEMORY.md go with the last of them.
    listed = manifest.get("workspaces") if isinstance(manifest.get("workspaces"), list) else []
    others = [w for w in listed if isinstance(w, str) and w != str(setup.workspace)]
    was_up = schedule.unregister_cron(setup, report, openclaw=True)  # before any restart
    changed = False
    if _available(setup):
        config = Config(setup)
        if not others:
            edit_bootstrap_hook(setup, report, config, state, add=False)
        changed = edit_extra_paths(setup, report, config, state, add=False)
    if others:
        manifest.update(workspaces=others, workspace=others[-1])
        skill_folder.save_manifest(setup, skill, manifest)
        report.add("keep", skill, f"{report.verb('keep')} {skill} (it runs the OpenClaw jobs of {', '.join(others)})")
    else:
        unregister_mirror(setup, report)
        skill_folder.remove(setup, report, skill, TARGET)
    if changed:
        wait_for_gateway(setup, report, was_up)
