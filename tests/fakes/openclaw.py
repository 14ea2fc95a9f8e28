"""A fake ``openclaw`` CLI: cron, config, gateway health, skills and memory search.

Like OpenClaw 2026.9.6 (FORMATS.md section 7): cron calls need the gateway; a
``config set``/``unset`` under ``memory.search`` makes the gateway restart, unreachable for
``$FAKE_OPENCLAW_RESTART`` seconds (default 15, tests set less); ``config`` itself works
without the gateway (it edits ``~/.openclaw/openclaw.json``). ``state/gateway-down`` means
no gateway runs at all. ``memory search`` indexes what the real one does: the workspace's
``MEMORY.md``, every ``memory/**/*.md`` (hidden folders and archive/ included) and each
``memory.search.extraPaths`` entry, with no deduplication, so a file listed twice is found twice.
"""

import fnmatch
import json
import os
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import HOME, STATE, finish, read_json, write_json  # noqa: E402

CONFIG = HOME / ".openclaw" / "openclaw.json"
JOBS = STATE / "openclaw-jobs.json"
RESTART = STATE / "openclaw-restart-until"


def gateway_up() -> bool:
    if (STATE / "gateway-down").exists():
        return False
    try:
        return time.time() >= float(RESTART.read_text())
    except FileNotFoundError:
        return True


def need_gateway():
    if not gateway_up():
        finish(1, err="Error: gateway not reachable at ws://127.0.0.1:18789 (is it running?)")


def load_config():
    try:
        return json.loads(CONFIG.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except ValueError:
        finish(1, err=f"Error: cannot parse {CONFIG}")


def get(data, key):
    node = data
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            finish(1, err=f"Config path not found: {key}")
        node = node[part]
    return node


def restart_if_memory_search(key):
    if key == "memory" or key.startswith("memory.search"):
        seconds = float(os.environ.get("FAKE_OPENCLAW_RESTART", "15"))
        RESTART.write_text(str(time.time() + seconds))
        with open(STATE / "openclaw-gateway.log", "a") as handle:
            handle.write(f"config change requires gateway restart (memory.search) at {time.time()}\n")


def workspace() -> Path:
    value = load_config().get("agents", {}).get("defaults", {}).get("workspace")
    return Path(value).expanduser() if value else HOME / ".openclaw" / "workspace"


def option(args, name, default=None):
    return args[args.index(name) + 1] if name in args else default


def cron(args):
    need_gateway()
    jobs = read_json(JOBS, [])
    if args[0] == "list":
        finish(0, out=json.dumps({"jobs": jobs}))
    if args[0] == "add":
        command = option(args, "--command")
        job = {
            "id": str(uuid.uuid4()),
            "name": option(args, "--name"),
            "enabled": True,
            "schedule": {"kind": "cron", "expr": option(args, "--cron"), "tz": option(args, "--tz", "local")},
            "sessionTarget": "isolated",
            "payload": {"kind": "command", "argv": ["sh", "-lc", command]},
            "delivery": {"mode": "none" if "--no-deliver" in args else "announce"},
        }
        write_json(JOBS, [*jobs, job])
        finish(0, out=json.dumps(job))
    if args[0] == "rm":
        kept = [j for j in jobs if j["id"] != args[1]]
        if len(kept) == len(jobs):
            finish(1, err="Automation not found")
        write_json(JOBS, kept)
        finish(0, out="removed")
    finish(2, err=f"unknown cron command {args[0]}")


def config(args):
    data = load_config()
    if args[0] == "get":
        finish(0, out=json.dumps(get(data, args[1])))
    if args[0] == "set":
        key, raw = args[1], args[2]
        value = json.loads(raw) if "--strict-json" in args else raw
        node = data
        parts = key.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
        write_json(CONFIG, data)
        restart_if_memory_search(key)
        finish(0, out=f"Updated {key}")
    if args[0] == "unset":
        key = args[1]
        parts = key.split(".")
        node = get(data, ".".join(parts[:-1])) if len(parts) > 1 else data
        node.pop(parts[-1], None)
        write_json(CONFIG, data)
        restart_if_memory_search(key)
        finish(0, out=f"Removed {key}")
    finish(2, err=f"unknown config command {args[0]}")


def indexed_files():
    """(source, path) pairs the memory search indexes."""
    ws = workspace()
    found = []
    if (ws / "MEMORY.md").is_file():
        found.append(("memory", ws / "MEMORY.md"))
    found.extend(("memory", p) for p in sorted((ws / "memory").rglob("*.md")))
    for entry in load_config().get("memory", {}).get("search", {}).get("extraPaths", []):
        path, pattern = (
            (entry, "**/*.md") if isinstance(entry, str) else (entry["path"], entry.get("pattern", "**/*.md"))
        )
        root = Path(path).expanduser()
        if root.is_file():
            found.append(("extra", root))
        elif root.is_dir():
            found.extend(
                ("extra", p)
                for p in sorted(root.rglob("*"))
                if p.is_file()
                and (
                    fnmatch.fnmatch(str(p.relative_to(root)), pattern)
                    or fnmatch.fnmatch(p.name, pattern.split("/")[-1])
                )
            )
    return found


def memory(args):
    if args[0] != "search":
        finish(2, err="unknown memory command")
    query = args[1].lower()
    hits = [
        {"source": source, "path": str(path)}
        for source, path in indexed_files()
        if query in path.read_text(encoding="utf-8", errors="replace").lower()
    ]
    finish(0, out=json.dumps({"results": hits}))


def skills(args):
    found = []
    for skill in sorted((workspace() / "skills").glob("*/SKILL.md")):
        text = skill.read_text(encoding="utf-8")
        name = next((line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("name:")), "")
        found.append({"name": name, "source": "openclaw-workspace", "eligible": True, "path": str(skill)})
    finish(0, out=json.dumps({"skills": found}))


def main(args):
    if not args:
        finish(2, err="usage: openclaw <command>")
    if args[0] == "cron":
        cron(args[1:])
    if args[0] == "config":
        config(args[1:])
    if args[:2] == ["gateway", "health"]:
        if gateway_up():
            finish(0, out=json.dumps({"ok": True}))
        finish(1, err="Error: gateway not reachable")
    if args[0] == "memory":
        memory(args[1:])
    if args[:2] == ["skills", "list"]:
        skills(args[2:])
    finish(2, err=f"unknown command: {' '.join(args)}")


main(sys.argv[1:])
