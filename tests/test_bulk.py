"""Large writes: a batch past THOROUGH_UP_TO commits in chunks, a write past STAGE_EARLY
files stages them from a thread as it goes, a long JSON list is printed element by
element. The limits are lowered here so that a few hundred lines exercise each path."""

from __future__ import annotations

import orjson
import pytest
from helpers_store import invoke, ok_json, read_index
from hippocampus import capture, cli, transaction


@pytest.fixture
def small_limits(monkeypatch):
    monkeypatch.setattr(capture, "THOROUGH_UP_TO", 20)
    monkeypatch.setattr(capture, "CHUNK", 30)
    monkeypatch.setattr(transaction, "STAGE_EARLY", 8)
    monkeypatch.setattr(cli, "STREAM_PAST", 10)


def lines(n: int, repeat_every: int = 0) -> str:
    out = []
    for i in range(n):
        k = i % repeat_every if repeat_every and i >= repeat_every else i
        out.append({"content": f"Fact number {k} about the harbor lantern {k * 7919 % 1000}", "domain": "world"})
    return "\n".join(orjson.dumps(line).decode() for line in out) + "\n"


def test_a_chunked_batch_keeps_every_line_and_merges_exact_repeats_across_chunks(workspace, small_limits):
    text = lines(100, repeat_every=45)  # items 45..99 repeat items 0..44, across chunk borders
    out = ok_json("capture", "--batch", "-", input=text)
    assert len(out) == 100
    assert [o["action"] for o in out[:45]] == ["created"] * 45
    assert all(o["action"] == "reinforced" for o in out[45:])
    assert [o["id"] for o in out[45:]] == [out[i % 45]["id"] for i in range(45, 100)]
    index = read_index(workspace)
    assert sorted(m["id"] for m in index["memories"]) == sorted(o["id"] for o in out[:45])
    assert not (workspace / "memory" / ".pending").exists()


def test_a_chunked_dry_run_writes_nothing_and_numbers_every_line(workspace, small_limits):
    before = read_index(workspace)
    out = ok_json("capture", "--batch", "-", "--dry-run", input=lines(70))
    assert [o["id"] for o in out] == [f"(new {i})" for i in range(1, 71)]
    assert read_index(workspace) == before
    assert not (workspace / "memory" / ".pending").exists()


def test_the_streamed_json_is_the_same_document(workspace, small_limits):
    out = invoke("capture", "--batch", "-", "--json", input=lines(25))
    assert out.exit_code == 0, out.output
    parsed = orjson.loads(out.output)
    assert out.output == orjson.dumps(parsed, option=orjson.OPT_INDENT_2).decode() + "\n"


def test_a_write_that_fails_after_staging_leaves_the_store_as_it_was(workspace, small_limits, monkeypatch):
    from conftest import NOW
    from hippocampus.commands import open_store
    from hippocampus.context import parse_instant

    ok_json("capture", "--batch", "-", input=lines(5))
    before = read_index(workspace)
    files = sorted(p.name for p in (workspace / "memory" / "world").iterdir())
    store = open_store(workspace, parse_instant(NOW, "NOW"))
    items = capture.read_batch(lines(60).encode(), "batch.jsonl")
    with pytest.raises(RuntimeError), store.transaction() as txn:
        capture.capture_resolved(txn, [capture.resolve(item) for item in items[5:]], thorough=False)
        assert txn._writer is not None  # staging from a thread had begun
        raise RuntimeError("the body fails")
    assert read_index(workspace) == before
    assert sorted(p.name for p in (workspace / "memory" / "world").iterdir()) == files
    assert not (workspace / "memory" / ".pending").exists()


def test_a_file_changed_after_it_was_staged_is_written_as_it_ends(workspace, small_limits):
    from conftest import NOW
    from hippocampus.commands import open_store
    from hippocampus.context import parse_instant

    store = open_store(workspace, parse_instant(NOW, "NOW"))
    items = capture.read_batch(lines(12).encode(), "batch.jsonl")
    with store.transaction() as txn:
        outcomes = capture.capture_resolved(txn, [capture.resolve(item) for item in items], thorough=False)
        first = outcomes[0]["id"]
        txn.pin(first)  # rewrites a file staged already
    record = next(m for m in read_index(workspace)["memories"] if m["id"] == first)
    assert record.get("pinned") is True
    assert "pinned: true" in (workspace / "memory" / record["file"]).read_text(encoding="utf-8")


def test_a_batch_is_read_back_as_it_was_validated(tmp_path):
    raw = b'{"content": "  Uses   pnpm  ", "keywords": "a,b", "importance": 0.4}\n\n{"content": "x", "pinned": true}\n'
    batch = capture.read_batch(raw, "b.jsonl")
    assert len(batch) == 2
    first, second = list(batch)
    assert first == capture.make_item(orjson.loads(raw.splitlines()[0]), "b.jsonl line 1")
    assert (first.keywords, first.importance) == (("a", "b"), 0.4)
    assert (second.pinned, second.where) == (True, "b.jsonl line 3")
    assert [item.content for item in batch[1:]] == ["x"]


def test_a_batch_item_said_in_year_one_is_stored_and_read_back(workspace):
    # strftime's %Y wrote "1-01-01T00:00:00Z", which scoring could not read back (a traceback)
    batch = workspace / "early.jsonl"
    batch.write_text('{"content": "Sam likes tea", "created": "0001-01-02"}\n', "utf-8")
    (outcome,) = ok_json("capture", "--batch", str(batch))
    record = read_index(workspace)["memories"][0]
    assert record["created"] == "0001-01-02T00:00:00Z" and outcome["action"] == "created"
    assert [hit["id"] for hit in ok_json("recall", "Sam", "--history")] == [outcome["id"]]
