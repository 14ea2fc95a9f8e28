"""index.json is derived: whatever happened, rebuilding it from the Markdown files and the
use logs gives every memory the scores the incremental writes gave it (issue 10)."""

from __future__ import annotations

import re
import shutil
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
from hippocampus import maintenance
from hippocampus.store import Store
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from workload import WORDS, make_store

SCORE_KEYS = ("importance", "baseImportance", "decayFrom", "lastAccessed", "timesReinforced")
START = datetime(2026, 11, 29, 10, 0, 0, tzinfo=UTC)

unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False).map(lambda x: round(x, 2))
pick = st.integers(min_value=0, max_value=10_000)
CREATE = st.tuples(st.just("create"), unit, st.integers(min_value=0, max_value=40))  # said days before now
OPERATION = st.one_of(
    CREATE,
    st.tuples(st.just("reinforce"), st.lists(pick, min_size=1, max_size=3)),
    st.tuples(st.just("reinforce"), st.lists(pick, min_size=1, max_size=3)),
    st.tuples(st.just("set by hand"), pick, unit),  # the importance in the file, edited
    st.tuples(st.just("edit text"), pick),  # the text edited by hand: scores untouched
    st.tuples(st.just("set"), pick, unit),  # importance set by a command (feedback)
    st.tuples(st.just("forget"), pick),
    st.tuples(st.just("restore by hand"), pick),  # an archived file moved back
    st.tuples(st.just("purge"), pick),
    st.tuples(st.just("decay")),
    st.tuples(st.just("days pass"), st.integers(min_value=1, max_value=30)),
)


def index_of(workspace: Path) -> dict[str, dict]:
    raw = (workspace / "memory" / "index.json").read_bytes()
    return {m["id"]: m for m in orjson.loads(raw)["memories"]}


def run(workspace: Path, operations: list[tuple]) -> datetime:
    """Carry the operations out as commands and a person would; the time at the end."""
    now, made = START, 0
    memory = workspace / "memory"
    for op, *args in operations:
        store = Store(workspace, now)
        live = sorted(index_of(workspace))
        archived = sorted(memory.glob("archive/*/*.md"))
        if op == "create":
            importance, days_ago = args
            made += 1
            text = f"note {made} " + " ".join(WORDS[(made * 7 + i) % len(WORDS)] for i in range(4))
            said = (now - timedelta(days=days_ago)).strftime("%Y-%m-%dT%H:%M:%SZ")
            with store.transaction() as txn:
                txn.create(text, "user" if made % 2 else "world", "general", importance, created=said)
        elif op == "days pass":
            now += timedelta(days=args[0])
        elif op == "decay":
            maintenance.decay(store)
        elif op == "restore by hand" and archived:
            path = archived[args[0] % len(archived)]
            target = memory / path.parent.name / path.name
            if not target.exists():
                path.rename(target)
                store.sync()
        elif not live:
            continue
        elif op == "reinforce":
            with store.transaction() as txn:
                txn.reinforce_together([live[k % len(live)] for k in args[0]])
        elif op in ("set by hand", "edit text"):
            path = memory / index_of(workspace)[live[args[0] % len(live)]]["file"]
            text = path.read_text("utf-8")
            if op == "set by hand":
                text = re.sub(r"(?m)^importance: .*$", f"importance: {args[1]}", text, count=1)
            else:
                text = text.rstrip("\n") + " (edited)\n"
            path.write_text(text, "utf-8")
            store.sync()
        elif op == "set":
            with store.transaction() as txn:
                txn.update(live[args[0] % len(live)], importance=args[1])
        elif op == "forget":
            with store.transaction() as txn:
                txn.archive(live[args[0] % len(live)], "test")
        elif op == "purge":
            with store.transaction() as txn:
                txn.purge(live[args[0] % len(live)])
    Store(workspace, now).sync()  # any hand edit still unseen
    return now


@given(st.lists(CREATE, min_size=1, max_size=6), st.lists(OPERATION, max_size=30))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_scores_written_one_write_at_a_time_equal_a_rebuild_from_the_logs(creates, operations):
    operations = creates + operations
    with tempfile.TemporaryDirectory() as tmp:
        workspace = make_store(Path(tmp) / "ws")
        now = run(workspace, operations)
        before = index_of(workspace)
        (workspace / "memory" / "index.json").unlink()
        shutil.rmtree(workspace / "memory" / ".cache", ignore_errors=True)
        Store(workspace, now).sync()
        after = index_of(workspace)
        assert sorted(after) == sorted(before)
        for memory_id, record in before.items():
            rebuilt = after[memory_id]
            assert {k: rebuilt[k] for k in SCORE_KEYS} == {k: record[k] for k in SCORE_KEYS}, memory_id
            assert (rebuilt["content"], rebuilt["domain"], rebuilt["file"]) == (
                record["content"],
                record["domain"],
                record["file"],
            ), memory_id
