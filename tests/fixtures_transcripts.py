"""Write fixture transcripts in every format hippocampus reads; tests import these functions.

Each writer builds a conversation of ``n_messages`` conversational messages: routine filler
chatter in several languages with the ``planted`` (role, text) pairs spread evenly among it,
plus two heartbeat turns. Around them it writes what a reader must skip for that format (tool
calls and results, thinking, injected context, side chains, unknown event types, a non-JSON
line, a line cut short mid-file, a truncated last line) and returns a ``Written`` saying
exactly what a correct reader yields.

Filler carries no memory signal (no remember/prefer/always/decide/secret in any language), so
tests of the salience heuristic can rely on the planted messages being the only ones worth
keeping. Everything is deterministic; nothing binary is committed.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson

PLANTED: list[tuple[str, str]] = [
    ("user", "Remember that my sister's name is Olga"),
    ("user", "Запомни: мой день рождения 3 марта"),
    ("user", "I prefer dark mode in every editor"),
    ("user", "I always use tabs, never spaces"),
    ("user", "We decided to use PostgreSQL for the billing service"),
    ("user", "Let's go with Rust for the parser"),
    ("user", "my api key is sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234567890abcd"),
    ("user", "请记住：我对花生过敏"),
    ("user", "私はコーヒーよりお茶が好きです"),
    ("user", "تذكر أن اجتماعنا الأسبوعي يوم الثلاثاء"),
    ("assistant", "Understood: we decided to ship releases on Tuesdays only 🚀"),
    ("user", "Don't forget: the staging server is staging.example.internal"),
]

# What each planted message is an example of, for heuristic tests.
PLANTED_KINDS: dict[str, str] = {
    PLANTED[0][1]: "remember",
    PLANTED[1][1]: "remember",
    PLANTED[2][1]: "preference",
    PLANTED[3][1]: "preference",
    PLANTED[4][1]: "decision",
    PLANTED[5][1]: "decision",
    PLANTED[6][1]: "secret",
    PLANTED[7][1]: "remember",  # "please remember: I am allergic to peanuts"
    PLANTED[8][1]: "preference",  # "I like tea more than coffee"
    PLANTED[9][1]: "remember",  # "remember our weekly meeting is on Tuesday"
    PLANTED[10][1]: "decision",
    PLANTED[11][1]: "remember",
}

USER_FILLER: list[str] = [
    "run the tests",
    "ok",
    "thanks",
    "can you check the failing build?",
    "show me the diff for utils.py",
    "Запусти тесты ещё раз, пожалуйста",
    "Посмотри лог сборки",
    "好的，继续",
    "请运行测试",
    "テストを実行してください",
    "ありがとう",
    "شكرا، يعمل الآن",
    "👍 next one",
    "what does this error mean?",
    "fix the typo in the README",
]
ASSISTANT_FILLER: list[str] = [
    "Running the tests now.",
    "Here is the diff:\n- old = 1\n+ new = 2",
    "All 42 tests pass ✅",
    "The build failed on a missing import; fixed it.",
    "Готово, тесты проходят.",
    "Вот изменения в файле.",
    "已完成，所有测试通过。",
    "修正しました。",
    "تم إصلاح الخطأ",
    "Done 🎉",
    "I updated the lockfile and re-ran the linter.",
]
HEARTBEAT_TURNS: list[tuple[str, str]] = [
    ("user", "Read HEARTBEAT.md if it exists. If nothing needs attention, reply HEARTBEAT_OK."),
    ("assistant", "HEARTBEAT_OK"),
]
# Text that must never come out of a reader: tool traffic, reasoning, injected context.
HIDDEN_MARKER = "HIDDEN-ONLY"
BASE_TIME = datetime(2026, 11, 29, 10, 0, 0, 250000, tzinfo=UTC)


@dataclass
class Written:
    """What a correct reader yields from a fixture written by one of the functions below."""

    path: Path
    expected: list[tuple[str, str]]  # (role, text) in reading order
    pending: bytes = b""  # the rest of the unfinished last line: append it to complete the line
    pending_message: tuple[str, str] | None = None  # what that line yields once complete
    bad_lines: int = 0
    unknown: int = 0
    compressed: int = 0  # SQLite rows stored only as zstd
    compressed_ids: set[str] = field(default_factory=set)  # ids of the message events among them
    sessions: list[str] = field(default_factory=list)


def conversation(n_messages: int, planted: list[tuple[str, str]] | None = None) -> list[tuple[str, str]]:
    """``n_messages`` (role, text) turns: filler, two heartbeat turns, planted spread evenly."""
    planted = list(PLANTED if planted is None else planted)
    turns: list[tuple[str, str] | None] = [None] * n_messages
    if n_messages >= len(planted) + 4:
        turns[1], turns[2] = HEARTBEAT_TURNS
        step = (n_messages - 3) / max(len(planted), 1)
        for k, pair in enumerate(planted):
            turns[3 + int(k * step + step / 2)] = pair
    else:
        for k, pair in enumerate(planted[:n_messages]):
            turns[k] = pair
    u = a = 0
    for i, turn in enumerate(turns):
        if turn is not None:
            continue
        if i % 2 == 0:
            turns[i] = ("user", USER_FILLER[u % len(USER_FILLER)])
            u += 1
        else:
            turns[i] = ("assistant", ASSISTANT_FILLER[a % len(ASSISTANT_FILLER)])
            a += 1
    return [t for t in turns if t is not None]


def _line(obj: object) -> bytes:
    return orjson.dumps(obj) + b"\n"


def _ts(i: int) -> str:
    return (BASE_TIME + timedelta(seconds=7 * i)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _split_tail(lines: list[bytes], tail: bytes, pending_message, written: Written) -> bytes:
    """Keep the first half of ``tail`` in the file and the rest in ``written.pending``."""
    cut = len(tail) // 2
    written.pending = tail[cut:]
    written.pending_message = pending_message
    return b"".join(lines) + tail[:cut]


# --------------------------------------------------------------------------------------
# OpenClaw


def openclaw_events(turns: list[tuple[str, str]], *, start: int = 0, unknown_every: int = 97) -> list[dict]:
    """OpenClaw v4 events for ``turns``, with tool calls, tool results and thinking around them."""
    events: list[dict] = []
    parent = None

    def add(event: dict) -> None:
        nonlocal parent
        n = start + len(events)
        event = {
            "type": event.pop("type"),
            "id": f"e{n:06d}",
            "parentId": parent,
            "timestamp": _ts(n),
            **event,
        }
        parent = event["id"]
        events.append(event)

    for i, (role, text) in enumerate(turns):
        if role == "user":
            if i % 3 == 0:
                content: object = text
            elif i % 3 == 1:
                content = [{"type": "text", "text": text}]
            else:
                content = [
                    {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"},
                    {"type": "text", "text": text},
                ]
            add(
                {
                    "type": "message",
                    "message": {"role": "user", "content": content, "timestamp": 1795982043290 + i},
                }
            )
        else:
            if i % 4 == 1:
                call = {
                    "type": "toolCall",
                    "id": f"t{i}",
                    "name": "exec",
                    "arguments": {"command": f"echo {HIDDEN_MARKER}"},
                }
                add(
                    {
                        "type": "message",
                        "message": {"role": "assistant", "content": [call], "stopReason": "toolUse"},
                    }
                )
                result = {
                    "role": "toolResult",
                    "toolCallId": f"t{i}",
                    "toolName": "exec",
                    "isError": False,
                    "content": [{"type": "text", "text": f"{HIDDEN_MARKER} tool output"}],
                }
                add({"type": "message", "message": result})
            blocks = [
                {"type": "thinking", "thinking": f"{HIDDEN_MARKER} reasoning"},
                {"type": "text", "text": text},
            ]
            add({"type": "message", "message": {"role": "assistant", "content": blocks, "stopReason": "stop"}})
        if i % 50 == 10:
            add({"type": "custom", "customType": "model-snapshot", "data": {"provider": "anthropic"}})
            add({"type": "thinking_level_change", "thinkingLevel": "high"})
        if unknown_every and i % unknown_every == unknown_every - 1:
            add({"type": "future_event_kind", "data": {"note": HIDDEN_MARKER}})
    return events


def _openclaw_unknown_count(n: int, unknown_every: int = 97) -> int:
    return sum(1 for i in range(n) if unknown_every and i % unknown_every == unknown_every - 1)


def write_openclaw_jsonl(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    bad_lines: bool = True,
    truncated_tail: bool = True,
) -> Written:
    """A legacy OpenClaw session file (``sessions/<id>.jsonl``)."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns), unknown=_openclaw_unknown_count(len(turns)))
    head = [
        {
            "type": "session",
            "version": 4,
            "id": "S1",
            "timestamp": _ts(0),
            "cwd": "/home/u/.openclaw/workspace",
        },
        {"type": "model_change", "id": "m0", "parentId": None, "timestamp": _ts(0), "provider": "anthropic"},
    ]
    lines = [_line(e) for e in head + openclaw_events(turns)]
    if bad_lines:
        lines.insert(len(lines) // 3, b"this line is not JSON {\n")
        lines.insert(len(lines) // 2, b'{"type":"message","id":"cut","message":{"role":"user","cont\n')
        lines.insert(len(lines) // 2 + 7, b"\n")  # blank lines are not bad lines
        written.bad_lines = 2
    data = b"".join(lines)
    if truncated_tail:
        tail_msg = ("user", "Последнее сообщение 最后 ✨")
        tail = _line(openclaw_events([tail_msg], start=900000)[0])
        data = _split_tail(lines, tail, tail_msg, written)
    path.write_bytes(data)
    return written


def write_openclaw_sqlite(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    sessions: int = 3,
    zstd_every: int = 5,
    zstd_column: bool = True,
    bad_rows: bool = True,
) -> Written:
    """An OpenClaw agent database (``transcript_events``); every ``zstd_every``-th row is zstd only."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns))
    compressor = None
    if zstd_every and zstd_column:
        import zstandard  # the tests that compress rows skip themselves when it is missing

        compressor = zstandard.ZstdCompressor()
    con = sqlite3.connect(path)
    try:
        zcol = ", event_zstd BLOB" if zstd_column else ""
        con.execute(
            f"create table transcript_events (session_id TEXT NOT NULL, seq INTEGER NOT NULL, event_json TEXT{zcol},"
            " primary key (session_id, seq))"
        )
        chunk = -(-len(turns) // sessions)
        for s in range(sessions):
            sid = f"sess-{s:02d}-{'abcdefghij'[s % 10]}"
            written.sessions.append(sid)
            part = turns[s * chunk : (s + 1) * chunk]
            events = [{"type": "session", "version": 4, "id": sid, "timestamp": _ts(0)}]
            events += openclaw_events(part, start=s * 100000)
            written.unknown += _openclaw_unknown_count(len(part))
            rows = []
            for seq, event in enumerate(events, start=1):
                raw = orjson.dumps(event)
                if compressor is not None and seq % zstd_every == 0:
                    rows.append((sid, seq, None, compressor.compress(raw)))
                    written.compressed += 1
                    if _yields_message(event):
                        written.compressed_ids.add(event["id"])
                else:
                    rows.append((sid, seq, raw.decode(), None))
            if bad_rows:
                rows.append((sid, len(rows) + 1, "{not json", None))
                written.bad_lines += 1
            _insert(con, rows, zstd_column)
        con.commit()
    finally:
        con.close()
    return written


def _yields_message(event: dict) -> bool:
    msg = event.get("message") or {}
    content = msg.get("content")
    has_text = isinstance(content, str) or any(b.get("type") == "text" for b in content or [])
    return event["type"] == "message" and msg.get("role") in ("user", "assistant") and has_text


def _insert(con: sqlite3.Connection, rows: list[tuple], zstd_column: bool) -> None:
    if zstd_column:
        con.executemany("insert into transcript_events values (?, ?, ?, ?)", rows)
    else:
        con.executemany("insert into transcript_events values (?, ?, ?)", [r[:3] for r in rows])


def add_sqlite_messages(path: Path, session_id: str, turns: list[tuple[str, str]]) -> None:
    """Append plain-JSON message events to a session (a new session if it does not exist yet)."""
    con = sqlite3.connect(path)
    try:
        last = con.execute("select max(seq) from transcript_events where session_id = ?", (session_id,)).fetchone()[0]
        columns = [r[1] for r in con.execute("pragma table_info(transcript_events)")]
        events = openclaw_events(turns, start=700000 + (last or 0), unknown_every=0)
        rows = [(session_id, (last or 0) + k, orjson.dumps(e).decode(), None) for k, e in enumerate(events, start=1)]
        _insert(con, rows, "event_zstd" in columns)
        con.commit()
    finally:
        con.close()


# --------------------------------------------------------------------------------------
# Claude Code


def write_claude_code(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    bad_lines: bool = True,
    truncated_tail: bool = True,
) -> Written:
    """A Claude Code session file (``~/.claude/projects/<cwd>/<session>.jsonl``)."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns))
    out: list[dict] = []
    parent = None

    def add(kind: str, **fields) -> None:
        nonlocal parent
        n = len(out)
        line = {
            "type": kind,
            "uuid": f"u-{n:06d}",
            "parentUuid": parent,
            "sessionId": "S",
            "timestamp": _ts(n),
            "cwd": "/home/u/proj",
            "version": "2.1.332",
            "isSidechain": False,
            **fields,
        }
        parent = line["uuid"]
        out.append(line)

    out.append({"type": "queue-operation", "operation": "enqueue", "timestamp": _ts(0), "sessionId": "S"})
    out.append({"type": "file-history-snapshot", "messageId": "x", "snapshot": {}})
    add(
        "attachment",
        attachment={"type": "hook_success", "hookEvent": "SessionStart", "content": HIDDEN_MARKER},
    )
    add(
        "user",
        isMeta=True,
        message={"role": "user", "content": f"Caveat: {HIDDEN_MARKER} local command output"},
    )
    for i, (role, text) in enumerate(turns):
        if role == "user":
            content: object = text if i % 2 == 0 else [{"type": "text", "text": text}]
            add("user", message={"role": "user", "content": content})
        else:
            mid = f"msg_{i:05d}"
            think = [{"type": "thinking", "thinking": f"{HIDDEN_MARKER} plan", "signature": "sig"}]
            add("assistant", message={"id": mid, "type": "message", "role": "assistant", "content": think})
            if i % 4 == 1:
                use = [
                    {
                        "type": "tool_use",
                        "id": f"toolu_{i}",
                        "name": "Bash",
                        "input": {"command": HIDDEN_MARKER},
                    }
                ]
                add(
                    "assistant",
                    message={"id": mid, "role": "assistant", "content": use, "stop_reason": "tool_use"},
                )
                res = [
                    {
                        "type": "tool_result",
                        "tool_use_id": f"toolu_{i}",
                        "content": HIDDEN_MARKER,
                        "is_error": False,
                    }
                ]
                add("user", message={"role": "user", "content": res}, toolUseResult={"stdout": HIDDEN_MARKER})
                mid = f"msg_{i:05d}b"
            add(
                "assistant",
                message={"id": mid, "role": "assistant", "content": [{"type": "text", "text": text}]},
            )
        if i % 60 == 20:
            add(
                "user",
                isSidechain=True,
                message={"role": "user", "content": f"{HIDDEN_MARKER} subagent task"},
            )
            add(
                "assistant",
                isSidechain=True,
                message={"role": "assistant", "content": [{"type": "text", "text": HIDDEN_MARKER}]},
            )
            add("system", subtype="compact_boundary", content=HIDDEN_MARKER)
            out.append({"type": "summary", "summary": HIDDEN_MARKER, "leafUuid": parent})
            out.append({"type": "ai-title", "title": HIDDEN_MARKER})
            out.append({"type": "last-prompt", "prompt": HIDDEN_MARKER})
            out.append({"type": "api-request-start", "requestId": "r"})
        if i % 100 == 50:
            out.append({"type": "mystery-event", "uuid": f"m-{i}", "payload": HIDDEN_MARKER})
            written.unknown += 1
    lines = [_line(e) for e in out]
    if bad_lines:
        lines.insert(len(lines) // 4, b"<<<<<<< merge conflict marker\n")
        lines.insert(len(lines) // 2, b'{"type":"user","uuid":"broken","message":{"role":"user","content":"cut sh\n')
        written.bad_lines = 2
    data = b"".join(lines)
    if truncated_tail:
        tail_msg = ("user", "финальный вопрос — 最後の質問 🙂")
        tail = _line(
            {
                "type": "user",
                "uuid": "u-tail",
                "parentUuid": parent,
                "timestamp": _ts(len(out)),
                "isSidechain": False,
                "message": {"role": "user", "content": tail_msg[1]},
            }
        )
        data = _split_tail(lines, tail, tail_msg, written)
    path.write_bytes(data)
    return written


# --------------------------------------------------------------------------------------
# Codex


def write_codex(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    bad_lines: bool = True,
    truncated_tail: bool = True,
) -> Written:
    """A Codex CLI rollout (``~/.codex/sessions/YYYY/MM/DD/rollout-...jsonl``)."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns))
    out: list[dict] = []

    def add(kind: str, payload: dict) -> None:
        out.append({"timestamp": _ts(len(out)), "type": kind, "payload": payload})

    def item(role: str, blocks: list[dict], **extra) -> None:
        add("response_item", {"type": "message", "role": role, "content": blocks, **extra})

    add("session_meta", {"id": "T", "cwd": "/home/u/proj", "cli_version": "0.171.0", "base_instructions": {}})
    add("event_msg", {"type": "task_started", "turn_id": "R0"})
    add("turn_context", {"turn_id": "R0", "cwd": "/home/u/proj", "model": "gpt-x", "approval_policy": "never"})
    item("developer", [{"type": "input_text", "text": f"<permissions instructions>{HIDDEN_MARKER}"}])
    item(
        "user",
        [{"type": "input_text", "text": f"# AGENTS.md instructions for /home/u/proj\n\n{HIDDEN_MARKER}"}],
    )
    item(
        "user",
        [
            {
                "type": "input_text",
                "text": f"<environment_context>\n  <cwd>{HIDDEN_MARKER}</cwd>\n</environment_context>",
            }
        ],
    )
    for i, (role, text) in enumerate(turns):
        if role == "user":
            item("user", [{"type": "input_text", "text": text}])
            add("event_msg", {"type": "user_message", "message": text, "images": []})
        else:
            add(
                "response_item",
                {"type": "reasoning", "summary": [{"type": "summary_text", "text": HIDDEN_MARKER}]},
            )
            if i % 4 == 1:
                add(
                    "response_item",
                    {
                        "type": "function_call",
                        "name": "exec_command",
                        "call_id": f"c{i}",
                        "arguments": orjson.dumps({"cmd": HIDDEN_MARKER}).decode(),
                    },
                )
                add(
                    "response_item",
                    {"type": "function_call_output", "call_id": f"c{i}", "output": HIDDEN_MARKER},
                )
            extra = {"id": f"msg_{i:05d}"} if i % 3 == 0 else {}
            item("assistant", [{"type": "output_text", "text": text}], **extra)
            add("event_msg", {"type": "agent_message", "message": text})
        if i % 100 == 40:
            add("mystery_kind", {"data": HIDDEN_MARKER})
            written.unknown += 1
    lines = [_line(e) for e in out]
    if bad_lines:
        lines.insert(len(lines) // 3, b"\xff\xfe not even text\n")
        lines.insert(
            2 * len(lines) // 3,
            b'{"timestamp":"2026-11-29T10:00:00Z","type":"response_item","payload":{"ty\n',
        )
        written.bad_lines = 2
    data = b"".join(lines)
    if truncated_tail:
        tail_msg = ("user", "ещё одно: 再来一次 🔁")
        tail = _line(
            {
                "timestamp": _ts(len(out)),
                "type": "response_item",
                "payload": {
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": tail_msg[1]}],
                },
            }
        )
        data = _split_tail(lines, tail, tail_msg, written)
    path.write_bytes(data)
    return written


# --------------------------------------------------------------------------------------
# ChatGPT export


def chatgpt_conversation(cid: str, turns: list[tuple[str, str]], *, t0: float = 1730000000.0) -> dict:
    """One exported conversation with hidden system nodes, a regenerated branch and tool nodes."""
    mapping: dict[str, dict] = {}
    parent = None

    def node(node_id: str, message: dict | None, *, on_path: bool = True) -> None:
        nonlocal parent
        mapping[node_id] = {"id": node_id, "message": message, "parent": parent, "children": []}
        if parent is not None:
            mapping[parent]["children"].append(node_id)
        if on_path:
            parent = node_id

    def msg(node_id: str, role: str, content: dict, t: float | None, **extra) -> dict:
        return {
            "id": node_id,
            "author": {"role": role, "name": extra.pop("name", None), "metadata": {}},
            "create_time": t,
            "content": content,
            "status": "finished_successfully",
            **extra,
        }

    node(f"{cid}-root", None)
    hidden = {"is_visually_hidden_from_conversation": True}
    node(
        f"{cid}-sys",
        msg(f"{cid}-sys", "system", {"content_type": "text", "parts": [""]}, None, metadata=hidden),
    )
    ctx = {
        "content_type": "user_editable_context",
        "user_profile": HIDDEN_MARKER,
        "user_instructions": HIDDEN_MARKER,
    }
    node(f"{cid}-ctx", msg(f"{cid}-ctx", "system", ctx, None, metadata=hidden))
    old_ctx = {"content_type": "text", "parts": [f"{HIDDEN_MARKER} custom instructions"]}
    node(
        f"{cid}-old",
        msg(f"{cid}-old", "user", old_ctx, None, metadata={"user_context_message_data": {"about": "x"}}),
    )
    for i, (role, text) in enumerate(turns):
        nid = f"{cid}-n{i:04d}"
        t = t0 + 5 * i + 0.25
        if role == "user":
            if i % 5 == 2:
                image = {
                    "content_type": "image_asset_pointer",
                    "asset_pointer": "file-service://file-x",
                    "size_bytes": 10,
                }
                content = {"content_type": "multimodal_text", "parts": [image, text]}
            else:
                content = {"content_type": "text", "parts": [text]}
            node(nid, msg(nid, "user", content, t))
        else:
            if i % 6 == 1:  # a regeneration: the discarded draft stays in the mapping, off the current path
                draft = f"{cid}-d{i:04d}"
                node(
                    draft,
                    msg(
                        draft,
                        "assistant",
                        {"content_type": "text", "parts": [f"{HIDDEN_MARKER} draft"]},
                        t - 2,
                    ),
                    on_path=False,
                )
                mapping[f"{draft}-x"] = {
                    "id": f"{draft}-x",
                    "parent": draft,
                    "children": [],
                    "message": msg(f"{draft}-x", "user", {"content_type": "text", "parts": [HIDDEN_MARKER]}, t - 1),
                }
                mapping[draft]["children"].append(f"{draft}-x")
            if i % 8 == 3:
                code = f"{nid}-code"
                node(
                    code,
                    msg(code, "assistant", {"content_type": "code", "language": "python", "text": ""}, t),
                )
                tool = f"{nid}-tool"
                out = {"content_type": "execution_output", "text": HIDDEN_MARKER}
                node(tool, msg(tool, "tool", out, t, name="python"))
            if i % 7 == 4:
                thoughts = f"{nid}-think"
                node(
                    thoughts,
                    msg(
                        thoughts,
                        "assistant",
                        {"content_type": "thoughts", "thoughts": [{"summary": HIDDEN_MARKER}]},
                        t,
                    ),
                )
            kind = "code" if i % 10 == 9 else "text"
            content = (
                {"content_type": "code", "language": "unknown", "text": text}
                if kind == "code"
                else {"content_type": "text", "parts": [text]}
            )
            node(nid, msg(nid, "assistant", content, t, metadata={"model_slug": "gpt-x"}))
    return {
        "id": cid,
        "conversation_id": cid,
        "title": f"Chat {cid}",
        "create_time": t0,
        "update_time": t0 + 5 * len(turns),
        "current_node": parent,
        "mapping": mapping,
    }


def write_chatgpt(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    conversations: int = 4,
) -> Written:
    """A ChatGPT data export ``conversations.json`` (one JSON array)."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns))
    chunk = -(-len(turns) // conversations)
    convs = []
    for c in range(conversations):
        cid = f"conv-{c:02d}"
        written.sessions.append(cid)
        convs.append(chatgpt_conversation(cid, turns[c * chunk : (c + 1) * chunk], t0=1730000000.0 + 86400 * c))
    convs.append({"id": "broken", "title": "no mapping"})  # not a conversation: counted as unknown
    written.unknown = 1
    path.write_bytes(orjson.dumps(convs))
    return written


def extend_chatgpt(path: Path, conversation_id: str | None, turns: list[tuple[str, str]]) -> None:
    """Continue a conversation on its current branch (or add a new one when the id is unknown/None)."""
    convs = orjson.loads(Path(path).read_bytes())
    target = next((c for c in convs if c.get("id") == conversation_id), None)
    if target is None:
        convs.append(chatgpt_conversation(conversation_id or f"conv-new-{len(convs)}", turns, t0=1760000000.0))
    else:
        mapping, parent = target["mapping"], target["current_node"]
        for k, (role, text) in enumerate(turns):
            nid = f"{conversation_id}-more-{len(mapping)}"
            t = target["update_time"] + 10 + k
            mapping[nid] = {
                "id": nid,
                "parent": parent,
                "children": [],
                "message": {
                    "id": nid,
                    "author": {"role": role},
                    "create_time": t,
                    "content": {"content_type": "text", "parts": [text]},
                },
            }
            mapping[parent]["children"].append(nid)
            parent = nid
        target["current_node"] = parent
        target["update_time"] = target["update_time"] + 100
    Path(path).write_bytes(orjson.dumps(convs))


# --------------------------------------------------------------------------------------
# Plain text / Markdown


def write_text(
    path: Path,
    n_messages: int = 300,
    planted: list[tuple[str, str]] | None = None,
    *,
    truncated_tail: bool = True,
    crlf: bool = False,
) -> Written:
    """A Markdown chat log of ``User:``/``Assistant:`` paragraphs; one with no prefix keeps the role."""
    path = Path(path)
    turns = conversation(n_messages, planted)
    written = Written(path, list(turns))
    prefixes = {
        "user": ["User: ", "**Human:** ", "user: "],
        "assistant": ["Assistant: ", "AI: ", "**Assistant**: "],
    }
    paragraphs = []
    previous = None
    for i, (role, text) in enumerate(turns):
        if role == previous and i % 2 == 0:
            paragraphs.append(text)
        elif i % 13 == 5:
            paragraphs.append(f"{prefixes[role][0].strip()}\n{text}")  # prefix alone on its line
        else:
            paragraphs.append(prefixes[role][i % 3] + text)
        previous = role
    body = "\n\n".join(paragraphs) + "\n\n"
    newline = "\r\n" if crlf else "\n"
    data = body.replace("\n", newline).encode()
    if truncated_tail:
        tail_msg = ("user", "продолжение следует… 続く")
        tail = f"User: {tail_msg[1]}{newline}".encode()
        cut = len("User: продолжение".encode())
        written.pending = tail[cut:]
        written.pending_message = tail_msg
        data += tail[:cut]
    path.write_bytes(data)
    return written


# Each format's writer and a file name it would have on disk (the sqlite one needs
# zstandard for its compressed rows).
WRITERS = {
    "openclaw": ("sessions/0b1c.jsonl", write_openclaw_jsonl),
    "openclaw-sqlite": ("agent/openclaw-agent.sqlite", write_openclaw_sqlite),
    "claude-code": ("3f1e-session.jsonl", write_claude_code),
    "codex": ("rollout-2026-11-29T10-00-00-T.jsonl", write_codex),
    "chatgpt": ("conversations.json", write_chatgpt),
    "text": ("chat-log.md", write_text),
}
