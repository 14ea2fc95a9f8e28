"""Read agent transcripts into conversational messages, resuming from a watermark.

Formats: OpenClaw (legacy JSONL sessions and the SQLite ``transcript_events`` table), Claude
Code JSONL, Codex rollout JSONL, the ChatGPT ``conversations.json`` export, and plain text or
Markdown. See FORMATS.md sections 1d, 2c, 3d and 6 for the shapes.

Pure reading: transcript files are opened read-only (SQLite with ``mode=ro``) because the agent
tools own them and may be writing at the same moment. Bad content never raises; it is counted
in the report. Only a file that is missing or unreadable raises ``InvalidInput``.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import quote

import orjson

from hippocampus.context import iso
from hippocampus.errors import InvalidInput

FORMATS = ("openclaw", "openclaw-sqlite", "claude-code", "codex", "chatgpt", "text")

_WATERMARK_VERSION = 1
_SQLITE_MAGIC = b"SQLite format 3\x00"
# Bytes before the watermark offset that must still match: catches a file rewritten in place
# (same inode, not shorter) that size and inode alone would miss.
_TAIL_BYTES = 64
_SNIFF_LINES = 25
_SNIFF_BYTES = 8 << 20
_ROLES = ("user", "assistant")

_OPENCLAW_KNOWN = frozenset(
    {
        "session",
        "message",
        "custom",
        "compaction",
        "model_change",
        "thinking_level_change",
        "reset",
        "branch_summary",
        "custom_message",
    }
)
_CLAUDE_KNOWN = frozenset(
    {
        "user",
        "assistant",
        "queue-operation",
        "attachment",
        "system",
        "summary",
        "ai-title",
        "custom-title",
        "last-prompt",
        "cost-state",
        "file-history-snapshot",
        "progress",
        "tag",
        "agent-name",
        "pr-link",
        "mode",
    }
)
_CODEX_KNOWN = frozenset({"session_meta", "event_msg", "turn_context", "response_item", "compacted"})
_CHATGPT_TEXT_TYPES = frozenset({"code", "execution_output", "tether_quote"})
# Content types that are not conversation (reasoning, custom instructions, browsing chrome):
# skipped silently so skipped_unknown only flags shapes we have never seen.
_CHATGPT_QUIET_TYPES = frozenset(
    {
        "thoughts",
        "reasoning_recap",
        "user_editable_context",
        "model_editable_context",
        "system_error",
        "tether_browsing_display",
        "sonic_webpage",
        "computer_output",
    }
)
# Codex injects AGENTS.md and the sandbox description as user turns; they are not user text.
# Older versions wrapped AGENTS.md in <user_instructions>.
_CODEX_INJECTED_PREFIXES = ("# AGENTS.md instructions", "<user_instructions>")
_CODEX_INJECTED_MARKER = "<environment_context>"

_ISO_FAST = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z")
_ROLE_PREFIX = re.compile(r"[ \t]{0,3}[*_]{0,2}(user|assistant|human|ai)[*_]{0,2}[ \t]*:[*_]{0,2}[ \t]*", re.IGNORECASE)
_ROLE_NAMES = {"user": "user", "human": "user", "assistant": "assistant", "ai": "assistant"}
_WS = " \t\r\n"


@dataclass(frozen=True)
class Message:
    """One conversational turn; ``id`` is unique within ``source``."""

    id: str
    source: str
    timestamp: str | None
    role: str
    text: str


@dataclass
class ReadReport:
    """The messages read, where to resume next time, and what was skipped."""

    messages: list[Message]
    watermark: dict
    skipped_bad_lines: int = 0
    skipped_unknown: int = 0
    skipped_compressed: int = 0
    format: str = ""


# --------------------------------------------------------------------------------------
# Public entry points


def detect_format(path: Path) -> str:
    """Guess a transcript's format from its name and, for JSON Lines, its first events."""
    path = Path(path)
    _check_readable(path)
    name = path.name.lower()
    suffix = path.suffix.lower()
    head = _read_head(path, len(_SQLITE_MAGIC))
    if suffix in (".sqlite", ".sqlite3", ".db") or head == _SQLITE_MAGIC:
        return "openclaw-sqlite"
    if name == "conversations.json" or (suffix == ".json" and _looks_like_chatgpt(path)):
        return "chatgpt"
    if suffix == ".jsonl":
        return _sniff_jsonl(path) or _format_from_location(path) or "text"
    return "text"


def read_transcript(path: Path, fmt: str = "auto", watermark: dict | None = None) -> ReadReport:
    """Read the messages added since ``watermark`` (everything when it is None)."""
    path = Path(path)
    _check_readable(path)
    if fmt == "auto":
        fmt = detect_format(path)
    if fmt not in FORMATS:
        raise InvalidInput(f"{path}: unknown transcript format {fmt!r} (expected auto or one of {', '.join(FORMATS)})")
    report = ReadReport(messages=[], watermark={}, format=fmt)
    wm = watermark if isinstance(watermark, dict) else {}
    try:
        if fmt == "openclaw-sqlite":
            _read_sqlite(path, wm, report)
        elif fmt == "chatgpt":
            _read_chatgpt(path, wm, report)
        elif fmt == "text":
            _read_text(path, wm, report)
        else:
            _read_jsonl(path, fmt, wm, report)
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror or exc})") from None
    return report


def default_openclaw_sources(home: Path) -> list[Path]:
    """OpenClaw's SQLite databases and legacy JSONL sessions under ``home``, sorted."""
    agents = Path(home) / ".openclaw" / "agents"
    found = list(agents.glob("*/agent/openclaw-agent.sqlite")) + list(agents.glob("*/sessions/*.jsonl"))
    return sorted(p for p in found if p.is_file())


_HEARTBEAT = re.compile(r"\W*heartbeat(?:[\s_-]*ok)?\W*", re.IGNORECASE)
_TOOL_NOISE = re.compile(
    r"""\[?request\ interrupted\ by\ user[^\]]*\]?
      | (?:NO_REPLY|NO_RESPONSE)
      | \((?:no\ output|no\ content|empty)\)
      | exit\ code:?\ -?\d+
      | \[(?:tool|tool\ call|tool\ result|tool_use|tool_result)\b[^\]]*\]
      | <(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr
          |local-command-caveat|system-reminder|bash-input|bash-stdout|bash-stderr)>[\s\S]*
      | Caveat:\ The\ messages\ below\ were\ generated\ by\ the\ user\ while\ running\ local\ commands[\s\S]*
    """,
    re.IGNORECASE | re.VERBOSE,
)
_LIST_MARKER = re.compile(r"(?:[-*+\u2022]|\d+[.)])\s+")
_PATH = re.compile(r"(?:~|\.{1,2}|[A-Za-z]:)?[\\/]?(?:[\w.@+\-]+[\\/])*[\w.@+\-]*(?::\d+(?::\d+)?)?")
_FILE_EXT = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,7}(?::\d+(?::\d+)?)?$")


def is_noise(text: str) -> bool:
    """True for text with nothing worth remembering: empty, heartbeats, tool chatter, bare JSON or paths."""
    s = text.strip()
    if not s:
        return True
    # OpenClaw's heartbeat prompt asks for HEARTBEAT_OK, and the reply is that token.
    if "HEARTBEAT_OK" in s or _HEARTBEAT.fullmatch(s):
        return True
    if _TOOL_NOISE.fullmatch(s):
        return True
    return _only_json(s) or _only_paths(s)


# --------------------------------------------------------------------------------------
# JSON Lines: OpenClaw legacy sessions, Claude Code, Codex


def _read_jsonl(path: Path, fmt: str, wm: dict, report: ReadReport) -> None:
    source = str(path)
    handler = _JSONL_HANDLERS[fmt]
    out = report.messages
    with open(path, "rb") as f:
        start, lineno = _resume_point(f, wm)
        f.seek(start)
        offset = start
        for line in f:
            if not line.endswith(b"\n"):
                break  # still being written; read it once its newline lands
            offset += len(line)
            lineno += 1
            event = _loads(line)
            if event is _BLANK:
                continue
            if event is _BAD or not isinstance(event, dict):
                report.skipped_bad_lines += 1
                continue
            result = handler(event, lineno, source)
            if result is None:
                continue
            if result is _UNKNOWN:
                report.skipped_unknown += 1
            else:
                out.append(result)
        report.watermark = _file_watermark(f, fmt, offset, lineno)


def _openclaw_event(event: dict, lineno: int, source: str, fallback_id: str | None = None):
    kind = _kind(event)
    if kind != "message":
        return None if kind in _OPENCLAW_KNOWN else _UNKNOWN
    msg = event.get("message")
    if not isinstance(msg, dict) or msg.get("role") not in _ROLES:
        return None  # toolResult and other roles are tool traffic, not conversation
    text = _blocks_text(msg.get("content"), ("text",))
    if not text:
        return None
    stamp = _iso(event.get("timestamp")) or _iso(msg.get("timestamp"))
    return Message(_str_id(event.get("id"), fallback_id or f"L{lineno}"), source, stamp, msg["role"], text)


def _claude_event(event: dict, lineno: int, source: str):
    kind = _kind(event)
    if kind not in _ROLES:
        known = kind in _CLAUDE_KNOWN or kind.startswith("api-request")
        return None if known else _UNKNOWN
    if event.get("isSidechain") is True or event.get("isMeta") is True:
        return None
    msg = event.get("message")
    if not isinstance(msg, dict):
        return None
    role = msg.get("role") or kind
    if role not in _ROLES:
        return None
    text = _blocks_text(msg.get("content"), ("text",))
    if not text:
        return None  # tool_use, tool_result or thinking only
    return Message(_str_id(event.get("uuid"), f"L{lineno}"), source, _iso(event.get("timestamp")), role, text)


def _codex_event(event: dict, lineno: int, source: str):
    kind = _kind(event)
    if kind != "response_item":
        return None if kind in _CODEX_KNOWN else _UNKNOWN
    payload = event.get("payload")
    if not isinstance(payload, dict) or payload.get("type") != "message":
        return None  # function calls, their output, reasoning
    role = payload.get("role")
    if role not in _ROLES:
        return None  # developer and system prompts
    content = payload.get("content")
    if isinstance(content, list) and role == "user":
        content = [b for b in content if not (isinstance(b, dict) and _codex_injected(b.get("text")))]
    elif isinstance(content, str) and role == "user" and _codex_injected(content):
        return None
    text = _blocks_text(content, ("input_text", "output_text", "text"))
    if not text:
        return None
    stamp = _iso(event.get("timestamp"))
    return Message(_str_id(payload.get("id"), f"L{lineno}"), source, stamp, role, text)


def _kind(event: dict) -> str:
    kind = event.get("type")
    return kind if isinstance(kind, str) else ""


def _codex_injected(text: object) -> bool:
    if not isinstance(text, str):
        return False
    return text.lstrip().startswith(_CODEX_INJECTED_PREFIXES) or _CODEX_INJECTED_MARKER in text


_JSONL_HANDLERS = {"openclaw": _openclaw_event, "claude-code": _claude_event, "codex": _codex_event}


# --------------------------------------------------------------------------------------
# OpenClaw SQLite


def _read_sqlite(path: Path, wm: dict, report: ReadReport) -> None:
    seen = wm.get("sessions") if isinstance(wm.get("sessions"), dict) else {}
    done = {str(k): v for k, v in seen.items() if isinstance(v, int) and not isinstance(v, bool)}
    uri = f"file:{quote(str(path.absolute()))}?mode=ro"
    try:
        con = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise InvalidInput(f"{path}: cannot open as SQLite ({exc})") from None
    try:
        # bytes, so a row with invalid UTF-8 is decoded with replacement instead of raising
        con.text_factory = bytes
        try:
            columns = {row[1].decode() for row in con.execute("pragma table_info(transcript_events)")}
        except sqlite3.DatabaseError as exc:
            raise InvalidInput(f"{path}: not a readable SQLite database ({exc})") from None
        if not {"session_id", "seq", "event_json"} <= columns:
            raise InvalidInput(
                f"{path}: no transcript_events(session_id, seq, event_json) table; not an OpenClaw database"
            )
        zstd_col = "t.event_zstd" if "event_zstd" in columns else "NULL"
        unzstd = _zstd_decoder() if zstd_col != "NULL" else None
        for sid, seq, raw_json, raw_zstd in _sqlite_rows(con, zstd_col, done):
            session = sid.decode("utf-8", "replace") if isinstance(sid, bytes) else str(sid)
            last = done.get(session)
            if not isinstance(seq, int) or (last is not None and seq <= last):
                continue
            done[session] = seq
            if raw_json is None and raw_zstd is not None:
                if unzstd is None:
                    report.skipped_compressed += 1
                    continue
                raw_json = unzstd(raw_zstd)
            event = _loads(raw_json) if isinstance(raw_json, bytes) else _BAD
            if not isinstance(event, dict):
                report.skipped_bad_lines += 1
                continue
            result = _openclaw_event(event, seq, f"{path}#{session}", fallback_id=f"S{seq}")
            if result is _UNKNOWN:
                report.skipped_unknown += 1
            elif result is not None:
                report.messages.append(result)
    except sqlite3.DatabaseError as exc:
        raise InvalidInput(f"{path}: SQLite read failed ({exc})") from None
    finally:
        con.close()
    report.watermark = {"v": _WATERMARK_VERSION, "format": "openclaw-sqlite", "sessions": done}


def _sqlite_rows(con: sqlite3.Connection, zstd_col: str, done: dict) -> Iterator[tuple]:
    """Rows after the watermark; the SQL filter only saves I/O, the caller re-checks each seq."""
    select = f"select t.session_id, t.seq, t.event_json, {zstd_col} from transcript_events t"
    order = " order by t.session_id, t.seq"
    if done:
        filtered = (
            f"with wm(sid, seq) as (select key, value from json_each(?)) {select}"
            " left join wm on wm.sid = cast(t.session_id as text) where wm.seq is null or t.seq > wm.seq" + order
        )
        try:
            yield from con.execute(filtered, (orjson.dumps(done).decode(),))
            return
        except sqlite3.OperationalError:
            pass  # SQLite built without JSON1: scan everything and filter in Python
    yield from con.execute(select + order)


def _zstd_decoder() -> Callable[[bytes], bytes] | None:
    """A decompressor for one zstd frame, or None when zstandard (an optional extra) is missing."""
    try:
        import zstandard
    except ImportError:
        return None
    decompressor = zstandard.ZstdDecompressor()

    def decode(blob: bytes) -> bytes:
        try:
            # decompressobj copes with frames that do not record their content size
            return decompressor.decompressobj().decompress(bytes(blob))
        except zstandard.ZstdError:
            return b"\x00"  # a corrupt frame: the JSON parser counts it as a bad row

    return decode


# --------------------------------------------------------------------------------------
# ChatGPT export


def _read_chatgpt(path: Path, wm: dict, report: ReadReport) -> None:
    st = os.stat(path)
    stamp = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "inode": st.st_ino}
    known = wm.get("conversations") if isinstance(wm.get("conversations"), dict) else {}
    report.watermark = {"v": _WATERMARK_VERSION, "format": "chatgpt", **stamp, "conversations": known}
    if known and all(wm.get(k) == v for k, v in stamp.items()):
        return  # exports are large and rewritten whole; an untouched file has nothing new
    with open(path, "rb") as f:
        data = _loads(f.read())
    if data is _BLANK or data is _BAD:
        report.skipped_bad_lines += 1
        return
    if isinstance(data, dict):
        data = [data]  # a single conversation saved on its own
    if not isinstance(data, list):
        report.skipped_bad_lines += 1
        return
    updated = dict(known)
    for index, conv in enumerate(data):
        if not isinstance(conv, dict) or not isinstance(conv.get("mapping"), dict):
            report.skipped_unknown += 1
            continue
        cid = _str_id(conv.get("conversation_id") or conv.get("id"), f"#{index}")
        before = known.get(cid) if isinstance(known.get(cid), dict) else {}
        if before and conv.get("update_time") is not None and before.get("update_time") == conv.get("update_time"):
            continue
        ids = before.get("ids")
        emitted = {i for i in ids if isinstance(i, str)} if isinstance(ids, list) else set()
        source = f"{path}#{cid}"
        for node_id, msg in _chatgpt_branch(conv):
            if node_id in emitted:
                continue
            message = _chatgpt_message(node_id, msg, source, report)
            if message is not None:
                report.messages.append(message)
                emitted.add(node_id)
        updated[cid] = {"update_time": conv.get("update_time"), "ids": sorted(emitted)}
    report.watermark["conversations"] = updated


def _chatgpt_branch(conv: dict) -> list[tuple[str, dict]]:
    """The visible branch: from ``current_node`` up the parent links to the root, reversed."""
    mapping = conv["mapping"]
    node_id = conv.get("current_node")
    if not isinstance(node_id, str) or node_id not in mapping:
        node_id = _latest_leaf(mapping)
    chain: list[tuple[str, dict]] = []
    seen: set = set()
    while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            break
        if isinstance(node.get("message"), dict):
            chain.append((node_id, node["message"]))
        node_id = node.get("parent")
    chain.reverse()
    return chain


def _latest_leaf(mapping: dict) -> str | None:
    def created(node_id: str) -> float:
        msg = mapping[node_id].get("message")
        value = msg.get("create_time") if isinstance(msg, dict) else None
        return value if isinstance(value, (int, float)) else 0.0

    leaves = [k for k, n in mapping.items() if isinstance(n, dict) and not n.get("children")]
    return max(leaves, key=created, default=None)


def _chatgpt_message(node_id: str, msg: dict, source: str, report: ReadReport) -> Message | None:
    author = msg.get("author")
    role = author.get("role") if isinstance(author, dict) else None
    metadata = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
    if role not in _ROLES or metadata.get("is_visually_hidden_from_conversation"):
        return None
    if metadata.get("user_context_message_data"):
        return None  # custom instructions in older exports, not something the user said
    content = msg.get("content")
    if not isinstance(content, dict):
        return None
    kind = content.get("content_type")
    kind = kind if isinstance(kind, str) else ""
    parts = content.get("parts")
    if isinstance(parts, list):
        text = _join(p for p in parts if isinstance(p, str))
    elif kind in _CHATGPT_TEXT_TYPES and isinstance(content.get("text"), str):
        text = _join([content["text"]])
    else:
        if kind not in _CHATGPT_QUIET_TYPES:
            report.skipped_unknown += 1
        return None
    if not text:
        return None
    return Message(node_id, source, _iso(msg.get("create_time")), role, text)


# --------------------------------------------------------------------------------------
# Plain text and Markdown


def _read_text(path: Path, wm: dict, report: ReadReport) -> None:
    source = str(path)
    role = wm.get("role") if wm.get("role") in _ROLES else "user"
    with open(path, "rb") as f:
        start, lineno = _resume_point(f, wm)
        if start == 0:
            role = "user"
        f.seek(start)
        offset = start
        para: list[str] = []
        para_line = 0  # first line of the open paragraph; 0 when none is open
        para_role = role

        def flush() -> None:
            nonlocal para_line
            text = "\n".join(para).strip(_WS)
            if para_line and text:
                report.messages.append(Message(f"L{para_line}", source, None, para_role, text))
            para.clear()
            para_line = 0

        for raw in f:
            if not raw.endswith(b"\n"):
                break  # an unfinished last line; read it once it is complete
            offset += len(raw)
            lineno += 1
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            if lineno == 1:
                line = line.removeprefix("\ufeff")
            if not line.strip():
                flush()
                continue
            prefix = _ROLE_PREFIX.match(line)
            if prefix:
                flush()
                role = _ROLE_NAMES[prefix.group(1).lower()]
                line = line[prefix.end() :]
            if not para_line:
                para_line, para_role = lineno, role
            para.append(line)
        flush()
        report.watermark = {**_file_watermark(f, "text", offset, lineno), "role": role}


# --------------------------------------------------------------------------------------
# Shared helpers

_BAD = object()
_BLANK = object()
_UNKNOWN = object()


def _loads(raw: bytes) -> object:
    """Parsed JSON, ``_BLANK`` for a blank line, or ``_BAD``; never raises."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        pass
    if not raw.strip():
        return _BLANK
    try:
        # orjson rejects invalid UTF-8 outright; keep the rest of the line readable
        return orjson.loads(raw.decode("utf-8", "replace"))
    except orjson.JSONDecodeError:
        return _BAD  # not JSON, cut short, or nested past orjson's depth limit


def _blocks_text(content: object, kinds: tuple[str, ...]) -> str:
    if isinstance(content, str):
        return content.strip(_WS)
    if not isinstance(content, list):
        return ""
    texts = []
    for block in content:
        if isinstance(block, dict) and block.get("type") in kinds and isinstance(block.get("text"), str):
            texts.append(block["text"])
        elif isinstance(block, str):
            texts.append(block)
    return _join(texts)


def _join(texts) -> str:
    return "\n\n".join(t.strip(_WS) for t in texts if t.strip(_WS))


def _str_id(value: object, fallback: str) -> str:
    if isinstance(value, str) and value:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return fallback


def _iso(value: object) -> str | None:
    """ISO 8601 UTC with seconds precision, from an ISO string or epoch seconds/milliseconds."""
    if isinstance(value, str):
        if _ISO_FAST.fullmatch(value):
            return value[:19] + "Z"
        try:
            parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError:
            return None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        # OpenClaw writes epoch milliseconds, ChatGPT epoch seconds; 1e11 s is the year 5138
        seconds = value / 1000 if abs(value) > 1e11 else value
        try:
            parsed = datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    else:
        return None
    try:
        return iso(parsed)
    except (OverflowError, ValueError):  # early in year 1 or late in 9999, in UTC
        return None


def _resume_point(f, wm: dict) -> tuple[int, int]:
    """(byte offset, lines consumed) to resume from, or (0, 0) if the file shrank or was replaced."""
    offset, lines = wm.get("offset"), wm.get("lines")
    if not (isinstance(offset, int) and isinstance(lines, int)) or offset <= 0 or lines < 0:
        return 0, 0
    st = os.fstat(f.fileno())
    if st.st_size < offset or (wm.get("inode") not in (None, st.st_ino)) or wm.get("tail") != _tail_hash(f, offset):
        return 0, 0
    return offset, lines


def _file_watermark(f, fmt: str, offset: int, lines: int) -> dict:
    st = os.fstat(f.fileno())
    return {
        "v": _WATERMARK_VERSION,
        "format": fmt,
        "offset": offset,
        "lines": lines,
        "size": st.st_size,
        "inode": st.st_ino,
        "mtime_ns": st.st_mtime_ns,
        "tail": _tail_hash(f, offset),
    }


def _tail_hash(f, offset: int) -> str:
    begin = max(0, offset - _TAIL_BYTES)
    f.seek(begin)
    return hashlib.sha1(f.read(offset - begin)).hexdigest()


def _check_readable(path: Path) -> None:
    if not path.exists():
        raise InvalidInput(f"{path}: no such file")
    if path.is_dir():
        raise InvalidInput(f"{path}: is a directory, not a transcript file")
    if not os.access(path, os.R_OK):
        raise InvalidInput(f"{path}: cannot read (permission denied)")


def _read_head(path: Path, size: int) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read(size)
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror or exc})") from None


def _looks_like_chatgpt(path: Path) -> bool:
    head = _read_head(path, 1 << 16).lstrip()
    return head[:1] in (b"[", b"{") and b'"mapping"' in head


def _sniff_jsonl(path: Path) -> str | None:
    try:
        with open(path, "rb") as f:
            budget, checked = _SNIFF_BYTES, 0
            for line in f:
                budget -= len(line)
                if budget < 0 or checked >= _SNIFF_LINES:
                    break
                event = _loads(line)
                if not isinstance(event, dict):
                    continue
                checked += 1
                fmt = _sniff_event(event)
                if fmt:
                    return fmt
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror or exc})") from None
    return None


def _sniff_event(event: dict) -> str | None:
    kind = event.get("type")
    if kind == "session" or (kind == "message" and "parentId" in event):
        return "openclaw"
    if "parentUuid" in event or ("uuid" in event and kind in _ROLES):
        return "claude-code"
    if {"timestamp", "type", "payload"} <= event.keys():
        return "codex"
    return None


def _format_from_location(path: Path) -> str | None:
    """Where the tool keeps its files, for a session too new to have a telling first event."""
    text = path.absolute().as_posix()
    if "/.openclaw/" in text:
        return "openclaw"
    if "/.claude/projects/" in text:
        return "claude-code"
    if "/.codex/sessions/" in text:
        return "codex"
    return None


def _only_json(s: str) -> bool:
    if s.startswith("```") and s.endswith("```") and len(s) > 6:
        s = s[3:-3]
        s = s.split("\n", 1)[1] if "\n" in s else s  # drop the fence's language tag
        s = s.strip()
    if not s or s[0] not in "[{" or s[-1] not in "]}":
        return False
    try:
        orjson.loads(s)
    except orjson.JSONDecodeError:
        return False
    return True


def _only_paths(s: str) -> bool:
    for line in s.splitlines():
        line = line.strip()
        if not line:
            continue
        marker = _LIST_MARKER.match(line)
        if marker:
            line = line[marker.end() :]
        line = line.strip("`'\"")
        if not line or not _PATH.fullmatch(line):
            return False
        if "/" not in line and "\\" not in line and not _FILE_EXT.search(line):
            return False
    return True


__all__ = [
    "FORMATS",
    "Message",
    "ReadReport",
    "default_openclaw_sources",
    "detect_format",
    "is_noise",
    "read_transcript",
]
