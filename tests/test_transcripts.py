"""Transcript readers: every format, watermarks, bad content, read-only SQLite, noise filter."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import sys
from pathlib import Path

import fixtures_transcripts as fx
import orjson
import pytest
from hippocampus import transcripts
from hippocampus.errors import InvalidInput
from hippocampus.transcripts import (
    FORMATS,
    Message,
    ReadReport,
    default_openclaw_sources,
    detect_format,
    is_noise,
    read_transcript,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ISO_Z = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")

WRITERS = fx.WRITERS
LINE_FORMATS = ("openclaw", "claude-code", "codex", "text")


def write(fmt: str, folder: Path, **kwargs) -> fx.Written:
    if fmt == "openclaw-sqlite" and kwargs.get("zstd_every", 5) and kwargs.get("zstd_column", True):
        pytest.importorskip("zstandard")
    name, writer = WRITERS[fmt]
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    return writer(path, **kwargs)


def pairs(report: ReadReport) -> list[tuple[str, str]]:
    return [(m.role, m.text) for m in report.messages]


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --------------------------------------------------------------------------------------
# Fixtures themselves: the heuristic tests downstream rely on these properties


SIGNALS = (
    "remember",
    "prefer",
    "always",
    "never",
    "decid",
    "go with",
    "api key",
    "sk-",
    "forget",
    "запомн",
    "предпоч",
    "всегда",
    "никогда",
    "решил",
    "记住",
    "喜欢",
    "决定",
    "好き",
    "覚え",
    "تذكر",
)


def test_filler_carries_no_memory_signal():
    for text in fx.USER_FILLER + fx.ASSISTANT_FILLER:
        assert not any(s in text.lower() for s in SIGNALS), text


def test_planted_messages_are_spread_among_filler():
    turns = fx.conversation(300)
    positions = [turns.index(p) for p in fx.PLANTED]
    assert len(turns) == 300 and positions == sorted(positions)
    assert min(b - a for a, b in zip(positions, positions[1:], strict=False)) > 10
    assert set(fx.PLANTED_KINDS) == {t for _, t in fx.PLANTED}
    assert fx.HEARTBEAT_TURNS[0] in turns and fx.HEARTBEAT_TURNS[1] in turns


# --------------------------------------------------------------------------------------
# Every format: the right messages, nothing hidden, bad and unknown content counted


@pytest.mark.parametrize("fmt", FORMATS)
def test_reads_exactly_the_conversation(tmp_path, fmt):
    written = write(fmt, tmp_path)
    report = read_transcript(written.path)
    assert report.format == fmt
    assert pairs(report) == written.expected
    assert len(report.messages) == 300
    assert report.skipped_bad_lines == written.bad_lines
    assert report.skipped_unknown == written.unknown
    assert report.skipped_compressed == 0
    assert not [m for m in report.messages if fx.HIDDEN_MARKER in m.text]
    assert {m.role for m in report.messages} == {"user", "assistant"}


@pytest.mark.parametrize("fmt", FORMATS)
def test_planted_text_kept_byte_for_byte(tmp_path, fmt):
    report = read_transcript(write(fmt, tmp_path).path)
    got = {m.text.encode("utf-8") for m in report.messages}
    for _, text in fx.PLANTED:
        assert text.encode("utf-8") in got
    assert [(m.role, m.text) for m in report.messages if m.text in dict(map(reversed, fx.PLANTED))] == fx.PLANTED
    assert any("\u0627" <= ch <= "\u06ff" for m in report.messages for ch in m.text)  # Arabic survived
    assert any(m.text == "Done 🎉" for m in report.messages)


@pytest.mark.parametrize("fmt", FORMATS)
def test_ids_unique_sources_and_timestamps(tmp_path, fmt):
    written = write(fmt, tmp_path)
    report = read_transcript(written.path)
    keys = [(m.source, m.id) for m in report.messages]
    assert len(set(keys)) == len(keys)
    if fmt in ("openclaw-sqlite", "chatgpt"):
        assert {m.source for m in report.messages} == {f"{written.path}#{s}" for s in written.sessions}
    else:
        assert {m.source for m in report.messages} == {str(written.path)}
    if fmt == "text":
        assert all(m.timestamp is None and re.fullmatch(r"L\d+", m.id) for m in report.messages)
    else:
        assert all(ISO_Z.fullmatch(m.timestamp) for m in report.messages)


def test_openclaw_ids_and_timestamps_come_from_events(tmp_path):
    report = read_transcript(write("openclaw", tmp_path).path)
    first = report.messages[0]
    assert first == Message(
        "e000000", str(tmp_path / WRITERS["openclaw"][0]), "2026-11-29T10:00:00Z", "user", "run the tests"
    )


def test_claude_code_ids_are_uuids_and_sidechains_skipped(tmp_path):
    report = read_transcript(write("claude-code", tmp_path).path)
    assert all(m.id.startswith("u-") for m in report.messages)


def test_codex_ids_prefer_payload_id_then_line_number(tmp_path):
    written = write("codex", tmp_path)
    report = read_transcript(written.path)
    ids = [m.id for m in report.messages]
    assert any(i.startswith("msg_") for i in ids) and any(i.startswith("L") for i in ids)
    lines = written.path.read_bytes().split(b"\n")
    first_line = next(k for k, raw in enumerate(lines, 1) if b'"text":"run the tests"' in raw and b"input_text" in raw)
    assert ids[0] == f"L{first_line}"


def test_chatgpt_timestamps_from_float_epoch(tmp_path):
    report = read_transcript(write("chatgpt", tmp_path).path)
    assert report.messages[0].timestamp == "2024-10-27T03:33:20Z"  # 1730000000.25


def test_text_prefixes_set_role_and_are_removed(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text(
        "just a note\n\nASSISTANT: reply one\nsecond line\n\nstill the assistant\n"
        "Human: hi\nAI:\n  indented answer\n\n\n**User:** bold prefix\n",
        encoding="utf-8",
    )
    report = read_transcript(path)
    assert [(m.id, m.role, m.text) for m in report.messages] == [
        ("L1", "user", "just a note"),
        ("L3", "assistant", "reply one\nsecond line"),
        ("L6", "assistant", "still the assistant"),
        ("L7", "user", "hi"),
        ("L8", "assistant", "indented answer"),
        ("L12", "user", "bold prefix"),
    ]


def test_text_with_crlf_and_bom(tmp_path):
    written = fx.write_text(tmp_path / "log.txt", 40, crlf=True, truncated_tail=False)
    written.path.write_bytes(b"\xef\xbb\xbf" + written.path.read_bytes())
    report = read_transcript(written.path)
    assert pairs(report) == written.expected


# --------------------------------------------------------------------------------------
# Watermarks


@pytest.mark.parametrize("fmt", FORMATS)
def test_second_read_with_watermark_yields_nothing(tmp_path, fmt):
    written = write(fmt, tmp_path)
    first = read_transcript(written.path)
    # callers persist watermarks as JSON; a round trip must not change their meaning
    stored = json.loads(json.dumps(first.watermark))
    again = read_transcript(written.path, watermark=stored)
    assert again.messages == []
    assert again.skipped_bad_lines == 0 and again.skipped_unknown == 0
    assert read_transcript(written.path, watermark=again.watermark).messages == []


@pytest.mark.parametrize("fmt", LINE_FORMATS)
def test_truncated_last_line_waits_for_its_newline(tmp_path, fmt):
    written = write(fmt, tmp_path)
    first = read_transcript(written.path)
    assert written.pending_message not in pairs(first)[-3:]
    assert first.skipped_bad_lines == written.bad_lines  # the unfinished line is not counted as bad
    with open(written.path, "ab") as f:
        f.write(written.pending)
    second = read_transcript(written.path, watermark=first.watermark)
    assert pairs(second) == [written.pending_message]
    assert second.skipped_bad_lines == 0


APPENDERS = {
    "openclaw": lambda turns: b"".join(fx._line(e) for e in fx.openclaw_events(turns, start=500000)),
    "claude-code": lambda turns: b"".join(
        fx._line({"type": r, "uuid": f"new-{k}", "parentUuid": None, "message": {"role": r, "content": t}})
        for k, (r, t) in enumerate(turns)
    ),
    "codex": lambda turns: b"".join(
        fx._line(
            {
                "timestamp": "2026-12-01T00:00:00Z",
                "type": "response_item",
                "payload": {"type": "message", "role": r, "content": [{"type": "input_text", "text": t}]},
            }
        )
        for r, t in turns
    ),
    "text": lambda turns: "".join(f"{r.title()}: {t}\n\n" for r, t in turns).encode(),
}


@pytest.mark.parametrize("fmt", LINE_FORMATS)
def test_appended_lines_are_picked_up(tmp_path, fmt):
    written = write(fmt, tmp_path, truncated_tail=False)
    first = read_transcript(written.path)
    new = [("user", "Новая строка 新しい行"), ("assistant", "appended reply ✓"), ("user", "مرحبا")]
    with open(written.path, "ab") as f:
        f.write(APPENDERS[fmt](new))
    second = read_transcript(written.path, watermark=first.watermark)
    assert pairs(second) == new
    ids = {m.id for m in first.messages}
    assert not ids & {m.id for m in second.messages}
    assert read_transcript(written.path, watermark=second.watermark).messages == []


def test_text_ids_continue_line_numbers_after_append(tmp_path):
    path = tmp_path / "n.md"
    path.write_text("User: one\n\nAssistant: two\n", encoding="utf-8")
    first = read_transcript(path)
    with open(path, "a", encoding="utf-8") as f:
        f.write("\nmore from the assistant\n\nUser: three\n")
    second = read_transcript(path, watermark=first.watermark)
    assert [(m.id, m.role, m.text) for m in second.messages] == [
        ("L5", "assistant", "more from the assistant"),
        ("L7", "user", "three"),
    ]


@pytest.mark.parametrize("fmt", LINE_FORMATS)
def test_replaced_or_shrunk_file_is_read_again_from_the_start(tmp_path, fmt):
    written = write(fmt, tmp_path, truncated_tail=False)
    first = read_transcript(written.path)
    smaller = write(fmt, tmp_path, n_messages=30, planted=[], truncated_tail=False)  # rewritten in place
    assert smaller.path == written.path
    assert pairs(read_transcript(smaller.path, watermark=first.watermark)) == smaller.expected


def test_same_size_rewrite_in_place_is_detected(tmp_path):
    path = tmp_path / "s.jsonl"
    written = fx.write_openclaw_jsonl(path, 40, truncated_tail=False, bad_lines=False)
    first = read_transcript(path)
    lines = path.read_bytes().splitlines(keepends=True)
    data = b"".join(reversed(lines))
    assert len(data) == path.stat().st_size and data[-64:] != path.read_bytes()[-64:]
    with open(path, "r+b") as f:  # same inode, same size
        f.write(data)
    report = read_transcript(path, watermark=first.watermark)
    assert len(report.messages) == len(written.expected)


def test_garbage_watermark_means_read_everything(tmp_path):
    written = write("openclaw", tmp_path)
    for wm in ({}, {"offset": "x"}, {"offset": 10**12, "lines": 5}, {"sessions": [1]}, {"conversations": 3}):
        assert pairs(read_transcript(written.path, watermark=wm)) == written.expected


# --------------------------------------------------------------------------------------
# OpenClaw SQLite


def test_sqlite_zstd_rows_are_decoded(tmp_path):
    written = write("openclaw-sqlite", tmp_path)
    assert written.compressed > 50 and written.compressed_ids
    report = read_transcript(written.path)
    assert report.skipped_compressed == 0
    assert written.compressed_ids <= {m.id for m in report.messages}


def test_sqlite_zstd_rows_counted_when_zstandard_missing(tmp_path, monkeypatch):
    written = write("openclaw-sqlite", tmp_path)
    full = read_transcript(written.path)
    monkeypatch.setitem(sys.modules, "zstandard", None)  # makes `import zstandard` raise ImportError
    report = read_transcript(written.path)
    assert report.skipped_compressed == written.compressed
    assert report.messages == [m for m in full.messages if m.id not in written.compressed_ids]
    assert len(report.messages) < len(full.messages)


def test_sqlite_without_zstd_column(tmp_path):
    written = write("openclaw-sqlite", tmp_path, zstd_column=False)
    report = read_transcript(written.path)
    assert pairs(report) == written.expected and report.skipped_compressed == 0


def test_sqlite_is_opened_read_only_and_left_unchanged(tmp_path, monkeypatch):
    written = write("openclaw-sqlite", tmp_path)
    before = file_digest(written.path)
    files_before = sorted(os.listdir(written.path.parent))
    uris = []
    real_connect = sqlite3.connect

    def spy(database, *args, **kwargs):
        uris.append((database, kwargs.get("uri")))
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(transcripts.sqlite3, "connect", spy)
    report = read_transcript(written.path)
    read_transcript(written.path, watermark=report.watermark)
    assert uris and all(
        uri is True and str(db).startswith("file:") and str(db).endswith("?mode=ro") for db, uri in uris
    )
    assert file_digest(written.path) == before
    assert sorted(os.listdir(written.path.parent)) == files_before


def test_sqlite_path_with_uri_metacharacters(tmp_path):
    folder = tmp_path / "we?ird #dir %20"
    folder.mkdir()
    written = fx.write_openclaw_sqlite(folder / "a.sqlite", 30, zstd_every=0)
    assert pairs(read_transcript(written.path)) == written.expected


def test_sqlite_watermark_per_session(tmp_path):
    written = write("openclaw-sqlite", tmp_path)
    first = read_transcript(written.path)
    stored = json.loads(json.dumps(first.watermark))
    fx.add_sqlite_messages(written.path, written.sessions[1], [("user", "ещё сообщение"), ("assistant", "ok 👌")])
    fx.add_sqlite_messages(written.path, "sess-99-new", [("user", "新会话")])
    second = read_transcript(written.path, watermark=stored)
    assert pairs(second) == [("user", "ещё сообщение"), ("assistant", "ok 👌"), ("user", "新会话")]
    assert [m.source for m in second.messages] == [f"{written.path}#{written.sessions[1]}"] * 2 + [
        f"{written.path}#sess-99-new"
    ]
    assert read_transcript(written.path, watermark=second.watermark).messages == []


def test_sqlite_invalid_utf8_in_event_json(tmp_path):
    path = tmp_path / "x.db"
    con = sqlite3.connect(path)
    con.execute("create table transcript_events (session_id TEXT, seq INTEGER, event_json TEXT)")
    raw = b'{"type":"message","id":"e1","message":{"role":"user","content":"caf\xe9 ok"}}'
    con.execute("insert into transcript_events values ('s', 1, cast(? as text))", (raw,))
    con.commit()
    con.close()
    report = read_transcript(path)
    assert pairs(report) == [("user", "caf\ufffd ok")]


def test_sqlite_that_is_not_openclaw_or_not_a_database(tmp_path):
    other = tmp_path / "other.db"
    con = sqlite3.connect(other)
    con.execute("create table t (x)")
    con.close()
    with pytest.raises(InvalidInput, match="transcript_events"):
        read_transcript(other)
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(InvalidInput, match=re.escape(str(junk))):
        read_transcript(junk)


# --------------------------------------------------------------------------------------
# ChatGPT export


def test_chatgpt_visible_branch_only(tmp_path):
    written = write("chatgpt", tmp_path)
    raw = written.path.read_text(encoding="utf-8")
    assert f"{fx.HIDDEN_MARKER} draft" in raw  # the regenerated draft is in the file...
    report = read_transcript(written.path)
    assert pairs(report) == written.expected  # ...but not on the current branch
    conv = orjson.loads(written.path.read_bytes())[0]
    on_path = {m.id for m in report.messages if m.source.endswith("#conv-00")}
    assert on_path and all(conv["mapping"][i]["message"]["author"]["role"] in ("user", "assistant") for i in on_path)


def test_chatgpt_new_messages_and_conversations_after_watermark(tmp_path):
    written = write("chatgpt", tmp_path)
    first = read_transcript(written.path)
    fx.extend_chatgpt(written.path, "conv-01", [("user", "ещё вопрос"), ("assistant", "ответ")])
    fx.extend_chatgpt(written.path, "conv-new", [("user", "brand new chat"), ("assistant", "hello 👋")])
    second = read_transcript(written.path, watermark=json.loads(json.dumps(first.watermark)))
    assert pairs(second) == [
        ("user", "ещё вопрос"),
        ("assistant", "ответ"),
        ("user", "brand new chat"),
        ("assistant", "hello 👋"),
    ]
    assert second.messages[0].source == f"{written.path}#conv-01"
    assert read_transcript(written.path, watermark=second.watermark).messages == []


def test_chatgpt_single_conversation_and_missing_current_node(tmp_path):
    conv = fx.chatgpt_conversation("solo", [("user", "a question"), ("assistant", "an answer")])
    del conv["current_node"]
    path = tmp_path / "solo.json"
    path.write_bytes(orjson.dumps(conv))
    assert detect_format(path) == "chatgpt"
    assert pairs(read_transcript(path)) == [("user", "a question"), ("assistant", "an answer")]


# --------------------------------------------------------------------------------------
# Bad content never raises


DEEP = b"[" * 10000 + b"]" * 10000


@pytest.mark.parametrize("fmt", ("openclaw", "claude-code", "codex"))
def test_deeply_nested_line_is_a_bad_line(tmp_path, fmt):
    written = write(fmt, tmp_path, n_messages=20, bad_lines=False, truncated_tail=False)
    with open(written.path, "ab") as f:
        f.write(DEEP + b"\n" + b'{"deep":' * 5000 + b"1" + b"}" * 5000 + b"\n")
    report = read_transcript(written.path)
    assert report.skipped_bad_lines == 2 and pairs(report) == written.expected


def test_deeply_nested_chatgpt_export_is_bad_not_a_crash(tmp_path):
    path = tmp_path / "conversations.json"
    path.write_bytes(DEEP)
    report = read_transcript(path)
    assert report.messages == [] and report.skipped_bad_lines == 1


def test_invalid_utf8_inside_a_line_is_replaced(tmp_path):
    path = tmp_path / "s.jsonl"
    good = fx._line(fx.openclaw_events([("user", "start")])[0])
    bad = b'{"type":"message","id":"x1","message":{"role":"user","content":"na\xefve \xff text"}}\n'
    path.write_bytes(good + bad)
    report = read_transcript(path, "openclaw")
    assert pairs(report) == [("user", "start"), ("user", "na\ufffdve \ufffd text")]


def test_non_object_lines_count_as_bad(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_bytes(b'{"type":"session","version":4,"id":"S"}\n[1,2]\n"str"\n42\nnull\n')
    assert read_transcript(path).skipped_bad_lines == 4


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    data=st.binary(max_size=2000),
    fmt=st.sampled_from(("openclaw", "claude-code", "codex", "text", "chatgpt")),
)
def test_arbitrary_bytes_never_crash_and_watermark_settles(tmp_path, data, fmt):
    path = tmp_path / "any.jsonl"
    path.write_bytes(data)
    report = read_transcript(path, fmt)
    assert all(isinstance(m.text, str) and m.text and m.role in ("user", "assistant") for m in report.messages)
    orjson.dumps(report.watermark)
    assert read_transcript(path, fmt, watermark=report.watermark).messages == []


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    events=st.lists(
        st.dictionaries(
            st.sampled_from(
                [
                    "type",
                    "message",
                    "role",
                    "content",
                    "payload",
                    "uuid",
                    "parentId",
                    "isSidechain",
                    "timestamp",
                    "id",
                ]
            ),
            st.recursive(
                st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                lambda c: (
                    st.lists(c, max_size=3)
                    | st.dictionaries(st.sampled_from(["type", "text", "role", "content"]), c, max_size=3)
                ),
                max_leaves=8,
            ),
            max_size=6,
        ),
        max_size=8,
    ),
    fmt=st.sampled_from(("openclaw", "claude-code", "codex")),
)
def test_arbitrary_json_events_never_crash(tmp_path, events, fmt):
    path = tmp_path / "ev.jsonl"
    path.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events), encoding="utf-8")
    report = read_transcript(path, fmt)
    assert all(m.role in ("user", "assistant") and m.text for m in report.messages)


JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.sampled_from(["n0", "n1", "user", "text"]),
    lambda c: (
        st.lists(c, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                [
                    "mapping",
                    "current_node",
                    "parent",
                    "message",
                    "author",
                    "role",
                    "content",
                    "content_type",
                    "parts",
                    "text",
                    "metadata",
                    "create_time",
                    "id",
                    "n0",
                    "n1",
                ]
            ),
            c,
            max_size=4,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=JSONISH)
def test_arbitrary_chatgpt_shapes_never_crash(tmp_path, doc):
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    report = read_transcript(path, "chatgpt")
    assert all(m.role in ("user", "assistant") and m.text for m in report.messages)
    assert read_transcript(path, "chatgpt", watermark=report.watermark).messages == []


# --------------------------------------------------------------------------------------
# Errors, detection, discovery


def test_missing_unreadable_and_unknown_format(tmp_path):
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(InvalidInput, match=re.escape(f"{missing}: ")):
        read_transcript(missing)
    with pytest.raises(InvalidInput, match="directory"):
        read_transcript(tmp_path)
    with pytest.raises(InvalidInput, match="no such file"):
        detect_format(missing)
    present = tmp_path / "a.md"
    present.write_text("hi\n", encoding="utf-8")
    with pytest.raises(InvalidInput, match="unknown transcript format 'yaml'"):
        read_transcript(present, "yaml")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that bind")
def test_unreadable_file_raises_invalid_input(tmp_path):
    path = tmp_path / "locked.jsonl"
    path.write_text("{}\n", encoding="utf-8")
    path.chmod(0)
    try:
        with pytest.raises(InvalidInput, match=re.escape(str(path))):
            read_transcript(path)
    finally:
        path.chmod(0o600)


@pytest.mark.parametrize("fmt", FORMATS)
def test_detect_format_of_each_fixture(tmp_path, fmt):
    written = write(fmt, tmp_path, n_messages=40)
    assert detect_format(written.path) == fmt


def test_detect_format_edge_cases(tmp_path):
    def make(rel: str, data: bytes) -> Path:
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    assert detect_format(make("export.json", b'[{"id":"c","mapping":{}}]')) == "chatgpt"
    assert detect_format(make("other.json", b'{"a": 1}')) == "text"
    assert detect_format(make("notes.txt", b"hello")) == "text"
    assert detect_format(make("db.bin", b"SQLite format 3\x00" + b"\x00" * 100)) == "openclaw-sqlite"
    assert detect_format(make("x.db", b"")) == "openclaw-sqlite"
    # a session that has only just started: the folder says whose it is
    assert detect_format(make("home/.claude/projects/-home-u/s.jsonl", b"")) == "claude-code"
    assert detect_format(make("home/.codex/sessions/2026/11/29/rollout-x.jsonl", b"")) == "codex"
    assert detect_format(make("home/.openclaw/agents/main/sessions/s.jsonl", b"")) == "openclaw"
    assert detect_format(make("empty.jsonl", b"")) == "text"
    # Claude Code files often open with lines that carry no uuid
    head = b'{"type":"queue-operation","operation":"enqueue"}\n{"type":"file-history-snapshot","snapshot":{}}\n'
    line = b'{"type":"user","uuid":"u","parentUuid":null,"message":{"role":"user","content":"hi"}}\n'
    assert detect_format(make("c.jsonl", b"garbage\n" + head + line)) == "claude-code"
    assert detect_format(make("o.jsonl", b'{"type":"message","id":"e","parentId":null,"message":{}}\n')) == "openclaw"
    assert detect_format(make("x.jsonl", b'{"timestamp":"t","type":"session_meta","payload":{}}\n')) == "codex"


def test_default_openclaw_sources(tmp_path):
    home = tmp_path / "home"
    wanted = [
        home / ".openclaw/agents/main/agent/openclaw-agent.sqlite",
        home / ".openclaw/agents/main/sessions/a.jsonl",
        home / ".openclaw/agents/main/sessions/b.jsonl",
        home / ".openclaw/agents/work/agent/openclaw-agent.sqlite",
    ]
    ignored = [
        home / ".openclaw/agents/main/sessions/a.jsonl.deleted.2026-11-01",
        home / ".openclaw/agents/main/agent/other.sqlite",
        home / ".openclaw/agents/main/sessions/sessions.json",
        home / ".openclaw/workspace/memory/x.jsonl",
    ]
    for path in wanted + ignored:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    assert default_openclaw_sources(home) == sorted(wanted)
    assert default_openclaw_sources(tmp_path / "nobody") == []


# --------------------------------------------------------------------------------------
# Noise


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\t ",
        "HEARTBEAT",
        "HEARTBEAT_OK",
        "heartbeat",
        "Heartbeat OK.",
        fx.HEARTBEAT_TURNS[0][1],
        '{"status": "ok", "items": [1, 2]}',
        "[1, 2, 3]",
        '```json\n{"a": 1}\n```',
        "/home/u/proj/src/main.py",
        "src/a.py\nsrc/b.py\n",
        "- `docs/README.md`\n- scripts/hippocampus/transcripts.py:42",
        "C:\\Users\\olga\\notes.txt",
        "~/.openclaw/workspace/",
        "README.md",
        "[Request interrupted by user for tool use]",
        "NO_REPLY",
        "(no output)",
        "<local-command-stdout>done</local-command-stdout>",
        "<command-name>/clear</command-name>\n<command-message>clear</command-message>",
        "[Tool: exec]",
    ],
)
def test_is_noise_true(text):
    assert is_noise(text)


@pytest.mark.parametrize(
    "text",
    [t for _, t in fx.PLANTED]
    + [
        "run the tests",
        "ok",
        "thanks",
        "Use /usr/local/bin for installs",
        "https://example.com/docs/page",
        "{not json at all",
        "[citation needed]",
        "v1.2",
        "PostgreSQL",
        "The heartbeat of the project is its tests",
        "Готово, тесты проходят.",
    ],
)
def test_is_noise_false(text):
    assert not is_noise(text)


def test_is_noise_on_fixture_messages_drops_only_heartbeats(tmp_path):
    written = write("openclaw", tmp_path)
    kept = [m for m in read_transcript(written.path).messages if not is_noise(m.text)]
    assert len(kept) == len(written.expected) - 2
    assert all(m.text not in dict(fx.HEARTBEAT_TURNS).values() for m in kept)


def test_is_noise_never_crashes_on_deep_json():
    assert is_noise(DEEP.decode()) in (True, False)


@given(st.text())
def test_is_noise_total(text):
    assert is_noise(text) in (True, False)


def test_read_error_mid_way_becomes_invalid_input(tmp_path, monkeypatch):
    written = write("openclaw", tmp_path, n_messages=20)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(transcripts, "open", refuse, raising=False)
    with pytest.raises(InvalidInput, match=re.escape(f"{written.path}: cannot read (Permission denied)")):
        read_transcript(written.path, "openclaw")


@pytest.mark.parametrize(
    ("event_time", "message_time", "expected"),
    [
        ("2026-11-29T12:00:00.999+02:00", None, "2026-11-29T10:00:00Z"),
        ("2026-11-29T10:00:00", None, "2026-11-29T10:00:00Z"),
        (None, 1795982043290, "2026-11-29T19:54:03Z"),  # epoch milliseconds
        (None, 1795982043.5, "2026-11-29T19:54:03Z"),  # epoch seconds
        ("yesterday", None, None),
        (None, 1e30, None),
    ],
)
def test_timestamps_normalised_to_utc_seconds(tmp_path, event_time, message_time, expected):
    event = {"type": "message", "id": "e1", "message": {"role": "user", "content": "hi"}}
    if event_time is not None:
        event["timestamp"] = event_time
    if message_time is not None:
        event["message"]["timestamp"] = message_time
    path = tmp_path / "t.jsonl"
    path.write_bytes(orjson.dumps(event) + b"\n")
    assert read_transcript(path, "openclaw").messages[0].timestamp == expected


def test_sqlite_corrupt_zstd_row_is_a_bad_row(tmp_path):
    zstandard = pytest.importorskip("zstandard")
    path = tmp_path / "z.sqlite"
    con = sqlite3.connect(path)
    con.execute("create table transcript_events (session_id TEXT, seq INTEGER, event_json TEXT, event_zstd BLOB)")
    good = zstandard.ZstdCompressor().compress(b'{"type":"message","id":"e2","message":{"role":"user","content":"ok"}}')
    con.executemany(
        "insert into transcript_events values (?, ?, ?, ?)",
        [("s", 1, None, b"\x28\xb5\x2f\xfd garbage"), ("s", 2, None, good), ("s", 3, None, None)],
    )
    con.commit()
    con.close()
    report = read_transcript(path)
    assert pairs(report) == [("user", "ok")]
    assert report.skipped_bad_lines == 2 and report.skipped_compressed == 0
