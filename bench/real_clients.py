"""The real agent clients, offline, against a loopback model mock: does hippocampus work there?

Usage:
    python bench/real_clients.py [--clients claude-code,codex,openclaw] [--cache ~/.cache/hippocampus-bench]
                                 [--timings] [--keep]

Installs OpenClaw 2026.9.6, Claude Code 2.1.332 and Codex CLI 0.171.0 from the npm registry,
with node 24 from the npm registry too (the ``node@24`` package), into ``--cache`` (reused by
later runs; never this repository). For each client, in a scratch HOME with a scratch store:

1. lays out a store with an earlier ``install.py --workspace W`` (no tool targeted) and seeds
   it through the installed ``capture.py``: one core memory (importance 0.9) and one ordinary;
2. configures the client to talk to the mock (ANTHROPIC_BASE_URL, a Codex ``model_providers``
   entry, an OpenClaw custom provider) and snapshots HOME;
3. runs ``/usr/bin/python3 install.py --target X --workspace W`` from a scratch clone, exactly
   as a user would (that python3 lacks click, so the launcher and the skill's .venv are what
   make anything work);
4. starts one session whose prompt matches the ordinary memory; the mock answers the first
   turn with a shell tool call ``python3 <skill>/scripts/capture.py "..."`` and the next with
   text, and records every request body;
5. runs ``install.py --uninstall --target X`` and compares HOME with the snapshot.

Each row says: the skill's description in a request; the core memory in the first request;
the ordinary memory in the request after the prompt (the prompt hook's recall); the tool
result sent back for the capture call containing "created"; hooks or cron registered by the
first install; what the uninstall left. A cell that could not be measured says why.
With ``--timings`` it also runs bench/hooks.py (prompt hook at 10,000 memories) and
bench/launch.py (the launcher's re-exec cost) and prints their figures. Not a test.
"""

from __future__ import annotations

import argparse
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))

from hippocampus.skill_folder import skill_files  # noqa: E402

VERSIONS = {"openclaw": "2026.9.6", "@anthropic-ai/claude-code": "2.1.332", "@openai/codex": "0.171.0"}
NODE = "node@24"
SYSTEM_PYTHON = "/usr/bin/python3"
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
CORE_MEMORY = "The project codename is bluebird"
RECALLED_MEMORY = "Makefiles in this repository are indented with tabs, never spaces"
PROMPT = "Are the Makefiles in this repository indented with tabs or with spaces?"
CAPTURED_FACT = "The user drinks oolong tea every morning"
MODEL = "mock-model"


# ---------------------------------------------------------------------------------------
# Installing the clients (cached)


def npm_install(folder: Path, packages: list[str], path: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    if not (folder / "package.json").exists():
        (folder / "package.json").write_text('{"name": "hippocampus-bench-clients", "private": true}\n')
    env = dict(os.environ, PATH=path)
    result = subprocess.run(
        ["npm", "install", "--no-audit", "--no-fund", *packages], cwd=folder, env=env, capture_output=True, text=True
    )
    if result.returncode != 0:
        raise SystemExit(f"npm install {' '.join(packages)} failed:\n{result.stderr[-3000:]}")


def installed_version(folder: Path, package: str) -> str | None:
    try:
        return json.loads((folder / "node_modules" / package / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def ensure_clients(cache: Path) -> tuple[Path, Path]:
    """(node 24's bin folder, the clients' node_modules/.bin), installing what is missing.

    node 24 goes first, on its own: OpenClaw's preinstall refuses an older node on PATH."""
    node_dir = cache / "node24"
    node_bin = node_dir / "node_modules" / "node" / "bin"
    if not (node_bin / "node").exists():
        npm_install(node_dir, [NODE], os.environ["PATH"])
    clients = cache / "clients"
    path = f"{node_bin}:{os.environ['PATH']}"
    missing = [f"{p}@{v}" for p, v in VERSIONS.items() if installed_version(clients, p) != v]
    if missing:
        npm_install(clients, missing, path)
    return node_bin, clients / "node_modules" / ".bin"


# ---------------------------------------------------------------------------------------
# The model mock: Anthropic Messages, OpenAI Responses and Chat Completions


def strings(value) -> list[str]:
    """Every string inside a JSON value, so a search does not depend on escaping."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


@dataclass
class Request:
    path: str
    body: dict
    tools: list[str]

    @property
    def text(self) -> str:
        return "\n".join(strings(self.body))


@dataclass
class Mock:
    """Scripted model: a shell tool call running ``command`` on a turn with no tool result yet,
    then a text answer. Requests without tools (titles, summaries) get a short text."""

    command: str = "echo no command set"
    requests: list[Request] = field(default_factory=list)
    tool_results: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def reset(self, command: str) -> None:
        with self.lock:
            self.command, self.requests, self.tool_results = command, [], []

    def agent_requests(self) -> list[Request]:
        return [r for r in self.requests if r.tools]


def tool_names(body: dict) -> list[str]:
    names = []
    for tool in body.get("tools") or []:
        if isinstance(tool, dict):
            name = tool.get("name") or (tool.get("function") or {}).get("name") or tool.get("type")
            if name:
                names.append(name)
    return names


def shell_call(tools: list[str], command: str) -> tuple[str, dict] | None:
    """The client's shell tool and the arguments it takes, or None."""
    for name, args in (
        ("Bash", {"command": command, "description": "Capture a fact into long-term memory"}),
        ("exec_command", {"cmd": command}),
        ("shell_command", {"command": command}),
        ("shell", {"command": ["bash", "-lc", command]}),
        ("exec", {"command": command}),
    ):
        if name in tools:
            return name, args
    return None


def anthropic_results(body: dict) -> list[str]:
    out = []
    for message in body.get("messages") or []:
        content = message.get("content")
        if isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    out.append("\n".join(strings(block.get("content"))))
    return out


def responses_results(body: dict) -> list[str]:
    items = body.get("input") if isinstance(body.get("input"), list) else []
    return [
        "\n".join(strings(i.get("output")))
        for i in items
        if isinstance(i, dict) and i.get("type") == "function_call_output"
    ]


def chat_results(body: dict) -> list[str]:
    return ["\n".join(strings(m.get("content"))) for m in body.get("messages") or [] if m.get("role") == "tool"]


class Handler(http.server.BaseHTTPRequestHandler):
    mock: Mock  # set on the subclass
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self.send_json(
                {"object": "list", "data": [{"id": MODEL, "object": "model", "created": 0, "owned_by": "mock"}]}
            )
        else:
            self.send_json({"ok": True})

    def do_HEAD(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else self.read_chunked()
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"unparsed": raw.decode("utf-8", "replace")}
        path = self.path.split("?")[0]
        tools = tool_names(body)
        with self.mock.lock:
            self.mock.requests.append(Request(path, body, tools))
        if path.endswith("/count_tokens"):
            return self.send_json({"input_tokens": 1000})
        if path.endswith("/messages"):
            results = anthropic_results(body)
        elif path.endswith("/responses"):
            results = responses_results(body)
        elif path.endswith("/chat/completions"):
            results = chat_results(body)
        else:
            return self.send_json({"error": {"message": f"mock: no {path}"}}, 404)
        call = shell_call(tools, self.mock.command) if tools and not results else None
        if results:
            with self.mock.lock:
                self.mock.tool_results.extend(results)
        text = "Done: noted." if tools else "Bench session"
        stream = bool(body.get("stream"))
        if path.endswith("/messages"):
            self.anthropic(call, text, stream)
        elif path.endswith("/responses"):
            self.openai_responses(call, text)
        else:
            self.chat(call, text, stream)

    def read_chunked(self) -> bytes:
        data = b""
        while True:
            size = int(self.rfile.readline().strip() or b"0", 16)
            if not size:
                self.rfile.readline()
                return data
            data += self.rfile.read(size)
            self.rfile.readline()

    def send_json(self, value, status: int = 200) -> None:
        data = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def send_events(self, events: list[tuple[str | None, dict | str]]) -> None:
        chunks = []
        for name, data in events:
            payload = data if isinstance(data, str) else json.dumps(data)
            chunks.append((f"event: {name}\n" if name else "") + f"data: {payload}\n\n")
        data = "".join(chunks).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def anthropic(self, call, text: str, stream: bool) -> None:
        n = len(self.mock.requests)
        usage = {
            "input_tokens": 100,
            "output_tokens": 10,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
        }
        if call:
            block = {"type": "tool_use", "id": f"toolu_{n:04d}", "name": call[0], "input": call[1]}
            stop = "tool_use"
        else:
            block, stop = {"type": "text", "text": text}, "end_turn"
        message = {"id": f"msg_{n:04d}", "type": "message", "role": "assistant", "model": MODEL}
        if not stream:
            return self.send_json(
                {**message, "content": [block], "stop_reason": stop, "stop_sequence": None, "usage": usage}
            )
        start = {**block, "input": {}} if call else {"type": "text", "text": ""}
        delta = (
            {"type": "input_json_delta", "partial_json": json.dumps(call[1])}
            if call
            else {"type": "text_delta", "text": text}
        )
        self.send_events(
            [
                (
                    "message_start",
                    {
                        "type": "message_start",
                        "message": {
                            **message,
                            "content": [],
                            "stop_reason": None,
                            "stop_sequence": None,
                            "usage": usage,
                        },
                    },
                ),
                ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": start}),
                ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
                ("content_block_stop", {"type": "content_block_stop", "index": 0}),
                (
                    "message_delta",
                    {
                        "type": "message_delta",
                        "delta": {"stop_reason": stop, "stop_sequence": None},
                        "usage": {"output_tokens": 10},
                    },
                ),
                ("message_stop", {"type": "message_stop"}),
            ]
        )

    def openai_responses(self, call, text: str) -> None:
        n = len(self.mock.requests)
        if call:
            item = {
                "type": "function_call",
                "id": f"fc_{n}",
                "call_id": f"call_{n}",
                "name": call[0],
                "arguments": json.dumps(call[1]),
                "status": "completed",
            }
        else:
            item = {
                "type": "message",
                "id": f"msg_{n}",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        response = {
            "id": f"resp_{n}",
            "object": "response",
            "created_at": int(time.time()),
            "model": MODEL,
            "status": "completed",
        }
        usage = {
            "input_tokens": 100,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 10,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 110,
        }
        events = [
            (
                "response.created",
                {"type": "response.created", "response": {**response, "status": "in_progress", "output": []}},
            ),
            ("response.output_item.added", {"type": "response.output_item.added", "output_index": 0, "item": item}),
        ]
        if not call:
            events.append(
                (
                    "response.output_text.delta",
                    {
                        "type": "response.output_text.delta",
                        "item_id": item["id"],
                        "output_index": 0,
                        "content_index": 0,
                        "delta": text,
                    },
                )
            )
        events += [
            ("response.output_item.done", {"type": "response.output_item.done", "output_index": 0, "item": item}),
            (
                "response.completed",
                {"type": "response.completed", "response": {**response, "output": [item], "usage": usage}},
            ),
        ]
        self.send_events(events)

    def chat(self, call, text: str, stream: bool) -> None:
        n = len(self.mock.requests)
        base = {"id": f"chatcmpl-{n}", "object": "chat.completion", "created": int(time.time()), "model": MODEL}
        tool_calls = (
            [
                {
                    "index": 0,
                    "id": f"call_{n}",
                    "type": "function",
                    "function": {"name": call[0], "arguments": json.dumps(call[1])},
                }
            ]
            if call
            else None
        )
        finish = "tool_calls" if call else "stop"
        usage = {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}
        if not stream:
            message = {
                "role": "assistant",
                "content": None if call else text,
                **({"tool_calls": tool_calls} if call else {}),
            }
            return self.send_json(
                {**base, "choices": [{"index": 0, "message": message, "finish_reason": finish}], "usage": usage}
            )
        delta = {"role": "assistant", **({"tool_calls": tool_calls} if call else {"content": text})}
        chunk = {**base, "object": "chat.completion.chunk"}
        self.send_events(
            [
                (None, {**chunk, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}),
                (None, {**chunk, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}], "usage": usage}),
                (None, "[DONE]"),
            ]
        )


def serve(mock: Mock) -> tuple[http.server.ThreadingHTTPServer, int]:
    handler = type("MockHandler", (Handler,), {"mock": mock})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


# ---------------------------------------------------------------------------------------
# HOME before install and after uninstall


def snapshot(home: Path) -> dict[str, str]:
    """relative path -> "dir", "link:<target>" or the file's sha256."""
    tree: dict[str, str] = {}
    for folder, dirs, files in os.walk(home):
        for name in dirs + files:
            path = Path(folder) / name
            rel = str(path.relative_to(home))
            if path.is_symlink():
                tree[rel] = f"link:{os.readlink(path)}"
            elif path.is_dir():
                tree[rel] = "dir"
            elif path.is_file():
                tree[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return tree


def config_keys(path: Path) -> set[str] | None:
    """Every key path of a JSON or TOML file, or None when it is neither."""
    try:
        raw = path.read_bytes()
        data = tomllib.loads(raw.decode()) if path.suffix == ".toml" else json.loads(raw)
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    keys: set[str] = set()

    def walk(value, prefix: str) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                keys.add(prefix + key)
                walk(inner, prefix + key + ".")
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, str):
                    keys.add(f"{prefix[:-1]}[{item}]")
                elif isinstance(item, dict):
                    keys.add(f"{prefix[:-1]}[{json.dumps(item, sort_keys=True)}]")

    walk(data, "")
    return keys


SCRATCH_ROOT = b""  # the cache holding the runs and node, named hippocampus-bench: not a mention


def mentions_us(path: Path) -> bool:
    try:
        return b"hippocampus" in path.read_bytes().replace(SCRATCH_ROOT, b"").lower()
    except OSError:
        return False


# The client's own records: its backups of its config (made by its own `config set` or
# `mcp add`), its databases, logs, caches and sessions. They may quote the skill (a
# transcript of the session that ran capture.py) but are not something install added.
CLIENT_RECORD = re.compile(
    r"(^|/)\.?(backups|cache|logs|_logs|sessions|tmp|media|state)/|\.bak(\.\d+)?$|\.last-good$"
    r"|\.(sqlite|sqlite-wal|sqlite-shm|db|log|jsonl)$"
)


OUR_FOLDERS = {"skills", "hooks", "rules", "hippocampus-core"}  # folders a target may create


def ours(rel: str, path: Path) -> bool:
    """A file install left: named for us, or mentioning us."""
    return "hippocampus" in rel.lower() or mentions_us(path)


def leftovers(home: Path, before: dict, installed: dict, key_sets: dict, after: dict) -> tuple[list[str], list[str]]:
    """(what install added that is still in HOME after the uninstall, or what it took away;
    files the client's own commands made meanwhile). A file install's run of a client command
    created (``claude mcp add`` writing ~/.claude.json and a backup of it) is the client's,
    unless it still mentions hippocampus."""
    left, theirs = [], []
    for rel, kind in installed.items():
        if rel in before or rel not in after:
            continue
        path = home / rel
        if CLIENT_RECORD.search(rel):
            theirs.append(rel)
        elif kind == "dir":
            inside = [p for p in after if p.startswith(rel + "/")]
            only_ours = all(p in installed and p not in before for p in inside)
            if only_ours and (Path(rel).name in OUR_FOLDERS or "hippocampus" in rel.lower()):
                left.append(f"{rel}/ ({'empty' if not inside else 'only ours inside'})")
        elif ours(rel, path):
            left.append(rel)
        else:
            theirs.append(rel)
    for rel, kind in before.items():
        if CLIENT_RECORD.search(rel):
            continue
        if rel not in after:
            left.append(f"lost {rel}")
        elif kind != "dir" and installed.get(rel) != kind:  # install changed this file
            was, now = key_sets.get(rel), config_keys(home / rel)
            added = key_sets.get("installed:" + rel)
            if was is not None and now is not None and added is not None:
                # "meta.*" is OpenClaw's own stamp of every `openclaw config set`.
                left += [f"{rel}: key {k}" for k in sorted((added - was) & now) if not k.startswith("meta")]
                left += [f"{rel}: lost key {k}" for k in sorted(was - now)]
            elif mentions_us(home / rel) and not key_sets.get("mentioned:" + rel):
                left.append(f"{rel}: still mentions hippocampus")
    return left, theirs


# ---------------------------------------------------------------------------------------
# One client's run


@dataclass
class Row:
    client: str
    skill: str = "not run"
    core: str = "not run"
    recall: str = "not run"
    capture: str = "not run"
    registered: str = "not run"
    uninstall: str = "not run"
    notes: list[str] = field(default_factory=list)


@dataclass
class Scratch:
    root: Path
    clone: Path
    home: Path
    workspace: Path
    path: str  # PATH for the client and install.py
    env: dict

    def run(self, argv: list, timeout: float = 600, cwd: Path | None = None, **extra) -> subprocess.CompletedProcess:
        env = dict(self.env, **extra)
        try:
            return subprocess.run(
                [str(a) for a in argv], cwd=cwd or self.root, env=env, capture_output=True, text=True, timeout=timeout
            )
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            err = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
            return subprocess.CompletedProcess(e.cmd, 124, out, err + f"\n[timed out after {timeout:.0f} s]")

    def install(self, *args: str, timeout: float = 900, **extra) -> subprocess.CompletedProcess:
        return self.run(
            [SYSTEM_PYTHON, self.clone / "install.py", *args, "--workspace", self.workspace], timeout, **extra
        )


def make_scratch(root: Path, client: str, clone: Path, node_bin: Path, npm_bin: Path) -> Scratch:
    base = root / client
    home, workspace = base / "home", base / "store"
    (base / "project").mkdir(parents=True)
    home.mkdir()
    path = f"{node_bin}:{npm_bin}:{SYSTEM_PATH}"
    env = {
        "HOME": str(home),
        "PATH": path,
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "TMPDIR": str(base / "tmp"),
        "NO_COLOR": "1",
    }
    (base / "tmp").mkdir()
    return Scratch(base, clone, home, workspace, path, env)


def seed(scratch: Scratch) -> None:
    """A store laid out by an earlier install for no tool, then two memories captured through
    that copy with the system python3 (the launcher re-runs them in the copy's .venv). No
    client is on PATH for that install, so it finds no tool and targets none."""
    result = scratch.install(PATH=SYSTEM_PATH)
    if result.returncode != 0:
        raise RuntimeError(f"install.py --workspace (no target) failed: {tail(result)}")
    capture = scratch.workspace / "skills" / "hippocampus" / "scripts" / "capture.py"
    for text, importance in ((CORE_MEMORY, "0.9"), (RECALLED_MEMORY, "0.3")):
        result = scratch.run(
            [SYSTEM_PYTHON, capture, text, "--importance", importance, "--workspace", scratch.workspace]
        )
        if result.returncode != 0 or "created" not in result.stdout:
            raise RuntimeError(f"seeding failed: {tail(result)}")


def tail(result: subprocess.CompletedProcess, n: int = 400) -> str:
    text = (result.stderr or "") + (result.stdout or "")
    return " ".join(text.split())[-n:]


def capture_command(skill: Path) -> str:
    return f'python3 {skill}/scripts/capture.py "{CAPTURED_FACT}"'


def judge_session(row: Row, mock: Mock, skill_description: str, hooks_expected: bool) -> None:
    agent = mock.agent_requests()
    if not agent:
        kinds = sorted({r.path for r in mock.requests})
        row.skill = row.core = row.recall = row.capture = f"no agent request reached the mock (saw {kinds or 'none'})"
        return
    first = agent[0]
    mcp = sorted({t for r in agent for t in r.tools if "hippocampus" in t.lower()})
    if mcp:
        row.notes.append(f"MCP tools offered to the model: {', '.join(mcp)}")
    elif any("mcp__hippocampus" in r.text for r in agent):
        row.notes.append("MCP tools named in the request, deferred (loaded through the client's tool search)")
    else:
        row.notes.append("no MCP tool of ours in any request")
    row.skill = "yes" if any(skill_description in r.text for r in agent) else "no"
    row.core = "yes" if CORE_MEMORY in first.text else "no"
    # The prompt is in every agent request; the recalled memory must sit beside it.
    prompted = [r for r in agent if PROMPT in r.text]
    if not hooks_expected:
        row.recall = "n/a (no prompt hook)" + (
            " — yet present" if any(RECALLED_MEMORY in r.text for r in prompted) else ""
        )
    elif not prompted:
        row.recall = "no (prompt never sent)"
    else:
        row.recall = "yes" if RECALLED_MEMORY in prompted[0].text else "no"
    if not mock.tool_results:
        row.capture = "no tool result came back"
    else:
        result = mock.tool_results[0]
        row.capture = "yes" if re.search(r"\bcreated\b", result) else "no: " + " ".join(result.split())[:160]


def uninstall_and_compare(row: Row, scratch: Scratch, target: str, before: dict, installed: dict, keys: dict) -> None:
    marks = scratch.workspace / "memory" / ".state" / "watermarks.json"
    read = [v.get("format", "?") for v in json.loads(marks.read_text()).values()] if marks.exists() else []
    row.notes.append(f"transcripts the capture loop read: {len(read)} ({', '.join(sorted(set(read))) or 'none'})")
    hook_log = scratch.workspace / "memory" / ".state" / "hooks.log"
    failures = hook_log.read_text().splitlines() if hook_log.exists() else []
    row.notes.append(f"hooks.log: {len(failures)} failures" + (f", last: {failures[-1][:200]}" if failures else ""))
    result = scratch.install("--uninstall", "--target", target)
    if result.returncode != 0:
        row.uninstall = f"uninstall failed: {tail(result, 200)}"
        return
    left, theirs = leftovers(scratch.home, before, installed, keys, snapshot(scratch.home))
    if theirs:
        folders = sorted({"/".join(t.split("/")[:2]) for t in theirs})
        row.notes.append(f"the client's own records, not counted: {len(theirs)} files in " + ", ".join(folders[:8]))
    row.uninstall = (
        "clean" if not left else "left: " + "; ".join(left[:6]) + (f" (+{len(left) - 6})" if len(left) > 6 else "")
    )


def install_target(row: Row, scratch: Scratch, target: str) -> tuple[dict, dict, dict] | None:
    """Snapshot, install, snapshot; the key sets of every config file for the comparison."""
    before = snapshot(scratch.home)
    keys: dict = {rel: config_keys(scratch.home / rel) for rel, kind in before.items() if kind != "dir"}
    keys.update({"mentioned:" + rel: mentions_us(scratch.home / rel) for rel, kind in before.items() if kind != "dir"})
    started = time.perf_counter()
    result = scratch.install("--target", target)
    row.notes.append(f"install {time.perf_counter() - started:.0f} s")
    if result.returncode != 0:
        row.registered = f"install failed: {tail(result, 300)}"
        return None
    (scratch.root / "install.log").write_text(result.stdout + result.stderr)
    installed = snapshot(scratch.home)
    for rel, kind in installed.items():
        if kind != "dir" and rel in before and before[rel] != kind:
            keys["installed:" + rel] = config_keys(scratch.home / rel)
    return before, installed, keys


def skill_description() -> str:
    text = (REPO / "SKILL.md").read_text()
    return re.search(r"^description: (.+)$", text, re.M).group(1).strip()[:60]


# ---------------------------------------------------------------------------------------
# Claude Code: ANTHROPIC_BASE_URL + ANTHROPIC_API_KEY, `claude -p`


def run_claude(scratch: Scratch, mock: Mock, port: int) -> Row:
    row = Row("Claude Code 2.1.332")
    seed(scratch)
    env = {
        "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{port}",
        "ANTHROPIC_API_KEY": "dummy-bench-key",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_ERROR_REPORTING": "1",
    }
    scratch.env.update(env)
    snap = install_target(row, scratch, "claude-code")
    if snap is None:
        return row
    settings = scratch.home / ".claude" / "settings.json"
    hooks = (json.loads(settings.read_text()).get("hooks") or {}) if settings.exists() else {}
    ours = sorted(e for e, groups in hooks.items() if "hook.py" in json.dumps(groups))
    row.registered = f"hooks: {', '.join(ours)}" if ours else "no hooks in settings.json"
    skill = scratch.home / ".claude" / "skills" / "hippocampus"
    mock.reset(capture_command(skill))
    started = time.perf_counter()
    result = scratch.run(
        ["claude", "-p", PROMPT, "--model", "claude-sonnet-4-5", "--output-format", "stream-json", "--verbose"],
        timeout=240,
        cwd=scratch.root / "project",
    )
    row.notes.append(f"claude -p exit {result.returncode} in {time.perf_counter() - started:.0f} s")
    (scratch.root / "client.log").write_text(result.stdout + "\n" + result.stderr)
    judge_session(row, mock, skill_description(), hooks_expected=True)
    for line in result.stdout.splitlines():  # the init event says how each MCP server started
        if '"subtype":"init"' in line.replace(" ", ""):
            servers = json.loads(line).get("mcp_servers") or []
            row.notes.append(
                "MCP servers at start: " + (", ".join(f"{m.get('name')} {m.get('status')}" for m in servers) or "none")
            )
            break
    if result.returncode != 0 and not mock.requests:
        row.notes.append(f"claude: {tail(result, 200)}")
    time.sleep(2)  # the session-end capture runs detached
    uninstall_and_compare(row, scratch, "claude-code", *snap)
    return row


# ---------------------------------------------------------------------------------------
# Codex: a model_providers entry (wire_api responses) in ~/.codex/config.toml, `codex exec`


def run_codex(scratch: Scratch, mock: Mock, port: int) -> Row:
    row = Row("Codex CLI 0.171.0")
    seed(scratch)
    codex_home = scratch.home / ".codex"
    codex_home.mkdir()
    (codex_home / "config.toml").write_text(
        f'model = "{MODEL}"\nmodel_provider = "mock"\n\n'
        f'[model_providers.mock]\nname = "bench mock"\nbase_url = "http://127.0.0.1:{port}/v1"\n'
        'wire_api = "responses"\nenv_key = "HIPPO_BENCH_KEY"\n'
    )
    scratch.env.update({"HIPPO_BENCH_KEY": "dummy-bench-key", "CODEX_HOME": str(codex_home)})
    snap = install_target(row, scratch, "codex")
    if snap is None:
        return row
    hooks_file = codex_home / "hooks.json"
    hooks = (json.loads(hooks_file.read_text()).get("hooks") or {}) if hooks_file.exists() else {}
    ours = sorted(e for e, groups in hooks.items() if "hook.py" in json.dumps(groups))
    row.registered = f"hooks: {', '.join(ours)} (run only once trusted)" if ours else "no hooks in hooks.json"
    skill = codex_home / "skills" / "hippocampus"
    mock.reset(capture_command(skill))
    started = time.perf_counter()
    # Hooks run only once a person trusted them (/hooks in the TUI); the documented switch for
    # vetted automation stands in for that person here.
    argv = [
        "codex",
        "exec",
        "--skip-git-repo-check",
        "--sandbox",
        "workspace-write",
        "--dangerously-bypass-hook-trust",
        PROMPT,
    ]
    result = scratch.run(argv, timeout=240, cwd=scratch.root / "project")
    row.notes.append(f"codex exec exit {result.returncode} in {time.perf_counter() - started:.0f} s")
    (scratch.root / "client.log").write_text(result.stdout + "\n" + result.stderr)
    judge_session(row, mock, skill_description(), hooks_expected=True)
    if result.returncode != 0 and not mock.requests:
        row.notes.append(f"codex: {tail(result, 200)}")
    time.sleep(2)
    uninstall_and_compare(row, scratch, "codex", *snap)
    return row


# ---------------------------------------------------------------------------------------
# OpenClaw: a custom provider (openai-completions) in openclaw.json, a gateway of its own,
# `openclaw agent` through it


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def gateway_healthy(scratch: Scratch) -> bool:
    result = scratch.run(["openclaw", "gateway", "health", "--json"], timeout=60)
    return result.returncode == 0


def start_gateway(scratch: Scratch, deadline: float = 180) -> subprocess.Popen | None:
    log = open(scratch.root / "gateway.log", "wb")
    proc = subprocess.Popen(
        ["openclaw", "gateway", "run"],
        cwd=scratch.root,
        env=scratch.env,
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,  # its own process group, ended by its id in stop_gateway
    )
    until = time.monotonic() + deadline
    while time.monotonic() < until:
        if proc.poll() is not None:
            return None
        if gateway_healthy(scratch):
            return proc
        time.sleep(2)
    stop_gateway(proc)
    return None


def stop_gateway(proc: subprocess.Popen | None) -> None:
    if proc is None or proc.poll() is not None:
        return
    import signal

    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def openclaw_config(model_port: int, gateway_port: int) -> dict:
    return {
        "gateway": {
            "mode": "local",
            "port": gateway_port,
            "bind": "loopback",
            "auth": {"mode": "token", "token": "bench-gateway-token"},
        },
        "models": {
            "mode": "merge",
            "providers": {
                "mock": {
                    "baseUrl": f"http://127.0.0.1:{model_port}/v1",
                    "apiKey": "sk-local",
                    "api": "openai-completions",
                    "models": [
                        {
                            "id": MODEL,
                            "name": "Bench mock",
                            "reasoning": False,
                            "input": ["text"],
                            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0},
                            "contextWindow": 120000,
                            "maxTokens": 8192,
                        }
                    ],
                }
            },
        },
        "agents": {"defaults": {"model": {"primary": f"mock/{MODEL}"}}},
    }


def cron_jobs(scratch: Scratch) -> dict[str, str] | str:
    """Our jobs' names and ids, or why they could not be listed."""
    result = scratch.run(["openclaw", "cron", "list", "--all", "--json"], timeout=120)
    if result.returncode != 0:
        return f"cron list failed: {tail(result, 160)}"
    try:
        jobs = json.loads(result.stdout[result.stdout.index("{") :]).get("jobs") or []
    except ValueError:
        return f"cron list printed no JSON: {tail(result, 160)}"
    return {j.get("name", "?"): j.get("id", "") for j in jobs if "hippocampus" in json.dumps(j)}


def run_cron_job(scratch: Scratch, job_id: str) -> str:
    """`openclaw cron run ID --wait`: the job's command under the gateway's `sh -lc`; its status."""
    result = scratch.run(["openclaw", "cron", "run", job_id, "--wait"], timeout=300)
    out = result.stdout + result.stderr
    status = re.findall(r'"(status|exitCode|error)":\s*("[^"]*"|-?\d+)', out)
    said = ", ".join(f"{k} {v.strip(chr(34))}" for k, v in dict(status).items()) or tail(result, 120)
    return f"CLI exit {result.returncode}, {said}"


def run_openclaw(scratch: Scratch, mock: Mock, port: int) -> Row:
    row = Row("OpenClaw 2026.9.6")
    seed(scratch)
    config = scratch.home / ".openclaw" / "openclaw.json"
    config.parent.mkdir()
    config.write_text(json.dumps(openclaw_config(port, free_port()), indent=2) + "\n")
    started = time.perf_counter()
    gateway = start_gateway(scratch)
    if gateway is None:
        row.registered = row.skill = row.core = row.capture = "blocked: the gateway did not start (gateway.log)"
        return row
    row.notes.append(f"gateway up in {time.perf_counter() - started:.0f} s")
    try:
        snap = install_target(row, scratch, "openclaw")
        if snap is None:
            return row
        waited = [line for line in (scratch.root / "install.log").read_text().splitlines() if "gateway" in line.lower()]
        if waited:
            row.notes.append("install: " + " / ".join(" ".join(w.split())[:160] for w in waited[-2:]))
        jobs = cron_jobs(scratch)
        if isinstance(jobs, dict) and jobs:
            row.registered = f"cron: {', '.join(sorted(jobs))}"
            if "hippocampus-decay" in jobs:
                row.notes.append(
                    "openclaw cron run hippocampus-decay --wait: " + run_cron_job(scratch, jobs["hippocampus-decay"])
                )
        else:
            row.registered = f"no cron job ({jobs or 'none'})"
        info = scratch.run(["openclaw", "skills", "info", "hippocampus"], timeout=120)
        ready = "Ready" in info.stdout
        row.notes.append(f"`openclaw skills info hippocampus`: {'Ready' if ready else tail(info, 160)}")
        skill = scratch.home / ".openclaw" / "workspace" / "skills" / "hippocampus"
        mock.reset(capture_command(skill))
        started = time.perf_counter()
        result = scratch.run(
            ["openclaw", "agent", "--agent", "main", "--message", PROMPT, "--json"],
            timeout=300,
            cwd=scratch.root / "project",
        )
        row.notes.append(f"openclaw agent exit {result.returncode} in {time.perf_counter() - started:.0f} s")
        (scratch.root / "client.log").write_text(result.stdout + "\n" + result.stderr)
        judge_session(row, mock, skill_description(), hooks_expected=False)
        if isinstance(jobs, dict) and "hippocampus-capture" in jobs:  # now that there is a transcript
            row.notes.append(
                "openclaw cron run hippocampus-capture --wait: " + run_cron_job(scratch, jobs["hippocampus-capture"])
            )
        if result.returncode != 0 and not mock.requests:
            row.notes.append(f"openclaw: {tail(result, 200)}")
        uninstall_and_compare(row, scratch, "openclaw", *snap)
        if not gateway_healthy(scratch):
            row.notes.append("gateway not healthy after the uninstall")
    finally:
        stop_gateway(gateway)
    return row


# ---------------------------------------------------------------------------------------
# The table, and the hook and launcher timings


RUNNERS = {"claude-code": run_claude, "codex": run_codex, "openclaw": run_openclaw}


def make_clone(root: Path) -> Path:
    """The skill's files as a user's clone has them (install.py builds its own .venv there)."""
    clone = root / "clone"
    for rel in skill_files(REPO):
        (clone / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, clone / rel)
    return clone


COLUMNS = (
    ("client", "client"),
    ("skill", "skill visible"),
    ("core", "core in 1st request"),
    ("recall", "recall after prompt"),
    ("capture", "agent's capture.py"),
    ("registered", "hooks / cron on 1st install"),
    ("uninstall", "uninstall"),
)


def print_table(rows: list[Row]) -> None:
    print("| " + " | ".join(title for _, title in COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for row in rows:
        print("| " + " | ".join(str(getattr(row, key)).replace("|", "/") for key, _ in COLUMNS) + " |")
    for row in rows:
        if row.notes:
            print(f"- {row.client}: " + "; ".join(row.notes))


def figure(argv: list[str], pattern: str) -> str:
    result = subprocess.run(argv, capture_output=True, text=True, cwd=REPO)
    found = [line.strip() for line in result.stdout.splitlines() if re.search(pattern, line)]
    return "\n  ".join(found) if found else f"failed: {tail(result, 200)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", default=",".join(RUNNERS))
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "hippocampus-bench")
    parser.add_argument("--timings", action="store_true", help="also run bench/hooks.py and bench/launch.py")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folders (their path is printed)")
    args = parser.parse_args()
    if subprocess.run([SYSTEM_PYTHON, "-c", "import click"], capture_output=True).returncode == 0:
        raise SystemExit(f"{SYSTEM_PYTHON} has click: this bench needs a system python3 without our dependencies")
    node_bin, npm_bin = ensure_clients(args.cache)
    # Not under /tmp: Codex refuses to put its helpers in a CODEX_HOME there.
    (args.cache / "runs").mkdir(parents=True, exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="run-", dir=args.cache / "runs"))
    global SCRATCH_ROOT
    SCRATCH_ROOT = str(args.cache.resolve()).encode()
    mock = Mock()
    server, port = serve(mock)
    rows = []
    try:
        clone = make_clone(root)
        for client in args.clients.split(","):
            scratch = make_scratch(root, client, clone, node_bin, npm_bin)
            started = time.perf_counter()
            try:
                row = RUNNERS[client](scratch, mock, port)
            except Exception as e:  # one client's failure is that client's row, not the table's end
                row = Row(client)
                row.notes.append(f"bench error: {type(e).__name__}: {e}")
            row.notes.append(f"{time.perf_counter() - started:.0f} s in all")
            rows.append(row)
    finally:
        server.shutdown()
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
        else:
            print(f"scratch: {root}")
    node = subprocess.run([node_bin / "node", "--version"], capture_output=True, text=True).stdout.strip()
    print(f"\nreal clients, offline against the loopback mock (node {node} from npm, {SYSTEM_PYTHON} without click)\n")
    print_table(rows)
    if args.timings:
        py = sys.executable
        print("\nprompt hook at 10,000 memories (bench/hooks.py):")
        print(
            "  "
            + figure(
                [py, "bench/hooks.py", "--sizes", "10000", "--runs", "9", "--root", str(args.cache / "hooks-stores")],
                r"hook.py prompt|recall.py",
            )
        )
        print("launcher re-exec (bench/launch.py):")
        print("  " + figure([py, "bench/launch.py", "--runs", "15"], r"re-exec|via"))


if __name__ == "__main__":
    main()
