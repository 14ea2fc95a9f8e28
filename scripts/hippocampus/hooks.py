"""Session hooks for Claude Code and Codex: one entry, ``hook.py EVENT --client C``.

Each client runs a hook command with its JSON on stdin (FORMATS.md 2a, 3b) and reads
what it prints:

- ``session-start``: the due decay runs, then the core memories (within a token budget)
  and the latest session handoff go into context as
  ``hookSpecificOutput.additionalContext`` (both clients pass it to the model);
- ``prompt`` (UserPromptSubmit): recall for the prompt, the hits as additionalContext
  within a small budget; nothing at all is printed when nothing matches, since any line
  printed here reaches the model on every prompt;
- ``pre-compact``, ``stop``, ``session-end``: the transcript at ``transcript_path`` goes
  to the capture loop (``run_loop.run``, as ``run-hippocampus.py PATH``) in a detached
  process, so the session never waits; nothing is printed (Codex's Stop hook accepts
  JSON or nothing).

A hook never fails the session: any error (a damaged store, bad stdin, a bug, a deadline
passed) is one line in ``memory/.state/hooks.log`` (and stderr) and the exit code is 0;
``doctor.py`` reports the last day's lines. A hook started by the capture loop's own
agent command (a ``claude -p`` fires its hooks too) does nothing, so capture never feeds
on itself.

This module is on the prompt's critical path: it imports only what every event needs;
each handler imports the rest.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hippocampus import failopen
from hippocampus.errors import InvalidInput
from hippocampus.failopen import LOG, describe_failures, log_failure, recent_failures  # noqa: F401 (the hook log)

EVENTS = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "pre-compact": "PreCompact",
    "stop": "Stop",
    "session-end": "SessionEnd",
}
CLIENTS = {"claude-code": "claude-code", "codex": "codex"}  # client -> transcript format
CAPTURE_EVENTS = ("pre-compact", "stop", "session-end")
BUDGETS = {"session-start": 1500, "prompt": 300}  # tokens (ceil(characters / 4)), as --budget counts
PROMPT_LIMIT = 5
QUERY_CHARS = 2000  # of a long prompt (pasted logs, code), only the start is the query
CORE_THRESHOLD = 0.7
HANDOFF_CHARS = 1200
# Seconds before a hook gives up (the clients' own timeouts are 5-10 s as installed) and
# before it stops waiting for the store lock; the background capture has its own.
DEADLINES = {"session-start": 8.0, "prompt": 3.0, "pre-compact": 3.0, "stop": 3.0, "session-end": 3.0}
LOCK_TIMEOUTS = {"session-start": 3.0, "prompt": 1.0}
CAPTURE_DEADLINE = 600.0
BUSY_RETRIES, BUSY_WAIT = 30, 2.0  # a capture waits up to a minute for a run loop in progress
# Set in the background capture's environment (and so its agent command's), and by the
# run loop for its agent command: a hook that sees either is inside the capture itself.
INSIDE_CAPTURE = ("HIPPOCAMPUS_HOOK_CAPTURE", "HIPPOCAMPUS_SKILL_DIR")
SCRIPTS = Path(__file__).resolve().parent.parent
SKILL_DIR = SCRIPTS.parent


def run(
    event: str | None,
    client: str | None,
    workspace: str | None,
    stdin: bytes,
    *,
    budget: str | None = None,
    transcript: str | None = None,
    wait: bool = False,
) -> str:
    """What the hook prints ("" for nothing). Never raises: failures are logged.
    ``budget`` is --budget as given; a bad one is a failure like an unknown event."""
    if any(os.environ.get(name) for name in INSIDE_CAPTURE):
        return ""
    root = None
    try:
        from hippocampus import context

        root = context.resolve_workspace(workspace) / "memory"
        if event not in EVENTS:
            raise InvalidInput(f"unknown hook event {event!r} (one of {', '.join(EVENTS)})")
        if client not in CLIENTS:
            raise InvalidInput(f"unknown client {client!r} (one of {', '.join(CLIENTS)})")
        if wait and event in CAPTURE_EVENTS:
            with failopen.deadline(CAPTURE_DEADLINE):
                capture_now(root.parent, client, transcript or transcript_path(read_payload(stdin)))
            return ""
        with failopen.deadline(DEADLINES[event]):
            if event in CAPTURE_EVENTS:
                start_capture(root.parent, event, client, transcript or transcript_path(read_payload(stdin)))
                return ""
            tokens = parse_budget(budget)  # only the context events use one: a capture never waits on it
            payload = read_payload(stdin)
            if event == "prompt":
                text = prompt_context(root.parent, payload, tokens or BUDGETS["prompt"])
            else:
                text = session_context(root.parent, tokens or BUDGETS["session-start"], client, event)
            return context_output(EVENTS[event], text)
    except Exception as exc:
        log_failure(root, event, client, exc)
        return ""


def parse_budget(value: str | None) -> int | None:
    """--budget as a number of tokens (None: the event's default); InvalidInput otherwise."""
    if value is None:
        return None
    text = value.strip()
    if not (text.isascii() and text.isdigit() and int(text) > 0):
        raise InvalidInput(f"--budget {value!r} is not a whole number of tokens above 0")
    return int(text)


def main(argv: list[str] | None = None) -> None:
    """``scripts/hook.py``: parse the few arguments a client passes, run, print, exit 0.

    Not click, on purpose: importing click is ~15 ms of a prompt hook's ~65 (the clients
    wait for it before the model sees the prompt). ``--help`` and anything unusual goes
    to the click command ``cli.hook`` (hook_entry sends it there), which takes the
    same options; an option this parser does not know is ignored, as the click command
    ignores it."""
    args = sys.argv[1:] if argv is None else list(argv)
    values: dict[str, str | None] = {"--client": "claude-code", "--workspace": None, "--budget": None}
    values["--transcript"] = None
    event, wait = None, False
    while args:
        arg = args.pop(0)
        name, eq, inline = arg.partition("=")
        if name in values:
            values[name] = inline if eq else (args.pop(0) if args else None)
        elif arg == "--wait":
            wait = True
        elif event is None and not arg.startswith("-"):
            event = arg
    transcript = values["--transcript"]
    stdin = b"" if transcript else read_stdin()
    budget = values["--budget"]
    text = run(event, values["--client"], values["--workspace"], stdin, budget=budget, transcript=transcript, wait=wait)
    emit(text)


def read_stdin() -> bytes:
    """The client's JSON; nothing from a terminal (a person trying the hook by hand)."""
    try:
        if sys.stdin is None or sys.stdin.isatty():
            return b""
        return sys.stdin.buffer.read()
    except (OSError, ValueError):
        return b""


def emit(text: str) -> None:
    if not text:
        return
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except (OSError, ValueError):
        pass  # the client went away; nothing to tell it


def read_payload(stdin: bytes) -> dict:
    """The client's hook JSON ({} when stdin is empty)."""
    import orjson

    if not stdin.strip():
        return {}
    try:
        value = orjson.loads(stdin)
    except orjson.JSONDecodeError as exc:
        raise InvalidInput(f"stdin is not the client's hook JSON ({exc})") from None
    if not isinstance(value, dict):
        raise InvalidInput(f"stdin is not the client's hook JSON (a JSON {type(value).__name__}, not an object)")
    return value


def context_output(event_name: str, text: str) -> str:
    """The JSON both clients take as context for the model; "" when there is none."""
    if not text:
        return ""
    import orjson

    value = {"hookSpecificOutput": {"hookEventName": event_name, "additionalContext": text}}
    return orjson.dumps(value).decode("utf-8")


def open_store(workspace: Path, lock_timeout: float | None = None):
    from hippocampus import commands, context

    store = commands.open_store(workspace, context.resolve_now())
    store.lock_timeout = lock_timeout
    failopen.refuse_blocking_files(store.root)
    return store


# ------------------------------------------------------------------ prompt
def prompt_context(workspace: Path, payload: dict, budget: int) -> str:
    """Recall for the prompt: a short list of hits, or "" when nothing matches."""
    prompt = payload.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        return ""
    from hippocampus import commands
    from hippocampus.render import one_line

    store = open_store(workspace, LOCK_TIMEOUTS["prompt"])
    hits = commands.recall(store, prompt[:QUERY_CHARS], limit=PROMPT_LIMIT, budget=budget, strict=True).json
    if not hits:
        return ""
    lines = ["Memories that may bear on this prompt (hippocampus recall):"]
    lines += [
        f"- {''.join(f'[conflict {c}] ' for c in h.get('conflict', ()))}{one_line(h['content'], 300)} "
        f"[{h['id']}, {h['domain']}/{h['category']}]"
        for h in hits
    ]
    return "\n".join(lines)


# ------------------------------------------------------------------ session start
def session_context(workspace: Path, budget: int, client: str, event: str) -> str:
    """The due decay, then the core memories and the latest handoff ("" when neither exists)."""
    from hippocampus import commands, handoff

    store = open_store(workspace, LOCK_TIMEOUTS["session-start"])
    try:
        commands.decay(store, if_due=True)
    except failopen.DeadlineExceeded:
        raise
    except Exception as exc:  # the core memories are still worth showing
        log_failure(store.root, event, client, exc, what="decay")
    latest = handoff.latest(store)
    handoff_text = handoff.context_text(latest, HANDOFF_CHARS) if latest else ""
    from hippocampus.render import token_count

    core = commands.load_core(store, CORE_THRESHOLD, max(1, budget - token_count(handoff_text)))
    parts = []
    if any(core.json.values()):
        parts.append(core.markdown.rstrip("\n"))
    if handoff_text:
        parts.append(handoff_text)
    if not parts:
        return ""
    parts.append(
        f'Recall more with `python3 {SCRIPTS}/recall.py "QUERY"`; before the session ends, leave a handoff: '
        f'`python3 {SCRIPTS}/handoff.py save --summary "..." --next "..."`.'
    )
    return "\n\n".join(parts)


# ------------------------------------------------------------------ capture
def transcript_path(payload: dict) -> str:
    path = payload.get("transcript_path")
    if not isinstance(path, str) or not path:
        raise InvalidInput("the hook's stdin has no transcript_path, so there is nothing to capture")
    return path


def start_capture(workspace: Path, event: str, client: str, path: str) -> None:
    """Start the capture loop on the transcript in a detached process and return at once."""
    import subprocess

    transcript = Path(path).absolute()  # the child starts in another folder
    if not transcript.is_file():
        raise InvalidInput(f"{path}: transcript not found")
    argv = [sys.executable, str(SCRIPTS / "hook.py"), event, "--client", client]
    argv += ["--workspace", str(workspace), "--transcript", str(transcript), "--wait"]
    subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,  # the client reads the hook's stdout to its end: never hand it on
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # outlives the hook, and the client's kill of its group
        close_fds=True,
        cwd=workspace if workspace.is_dir() else "/",
    )


def capture_now(workspace: Path, client: str, path: str) -> dict | None:
    """The capture loop on one transcript, in this process (what the detached process runs).
    Waits for a run loop already in progress; the heuristic decides (an agent command run
    from a session's hook would start a session, and its hooks, of its own)."""
    import time

    from hippocampus import run_loop

    os.environ[INSIDE_CAPTURE[0]] = "1"
    store = open_store(workspace)
    for _ in range(BUSY_RETRIES):
        try:
            return run_loop.run(store, [Path(path)], fmt=CLIENTS[client], skill_dir=SKILL_DIR)
        except run_loop.RunBusy:
            time.sleep(BUSY_WAIT)
    return None  # still busy: that run, or the next hook's, reads these messages
