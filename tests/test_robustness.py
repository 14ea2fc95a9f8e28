"""Nothing is ever lost: concurrency, crashes, corruption and hostile input (issue 5).

Fast, deterministic versions; bench/stress.py runs the long ones and prints figures.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import orjson
import pytest
from conftest import REPO, run_script
from helpers_store import capture, invoke, let_seconds_pass, ok, ok_json, read_index, snapshot
from hippocampus.context import resolve_now
from hippocampus.store import Store
from workload import crash_at, next_ids, run_cli, state, verify  # noqa: F401  (crash_at runs in the child)

WORKLOAD = str(REPO / "tests" / "workload.py")


def store_of(workspace: Path) -> Store:
    return Store(workspace, resolve_now())


def no_traceback(result) -> None:
    err = result.stderr if isinstance(result.stderr, str) else result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err


# ---------------------------------------------------------------- concurrency
def test_concurrent_mixed_operations_lose_nothing(workspace, tmp_path):
    """5 processes x 40 mixed operations (capture, batch, reinforce, recall --reinforce,
    decay, forget, sync-core, hand edits): every created memory exists exactly once, every
    reinforcement is counted, ids stay unique, doctor finds nothing."""
    logs = [tmp_path / f"w{i}.jsonl" for i in range(5)]
    procs = [
        subprocess.Popen([sys.executable, WORKLOAD, "worker", str(workspace), str(i), "40", "11", str(log)])
        for i, log in enumerate(logs)
    ]
    assert [p.wait(timeout=120) for p in procs] == [0] * 5
    report = verify(workspace, logs)
    assert report["problems"] == []
    assert report["lost"] == 0 and report["failed"] == 0, report["errors"]
    assert report["created"] > 50 and report["reinforcements"] > 20 and report["forgotten"] > 0
    ids = [m["id"] for m in read_index(workspace)["memories"]]
    assert len(ids) == len(set(ids)) == report["created"] - report["forgotten"]


def test_lock_timeout_fails_clearly_and_changes_nothing(workspace):
    from filelock import FileLock

    capture("The deploy window is Friday afternoon")
    before = snapshot(workspace)
    with FileLock(str(workspace / "memory" / ".lock")):
        started = time.monotonic()
        result = run_script("capture", "User likes green tea", env={"HIPPOCAMPUS_LOCK_TIMEOUT": "0.5"})
        waited = time.monotonic() - started
    assert result.returncode == 1
    assert b"is held by another hippocampus process" in result.stderr and b"changed nothing" in result.stderr
    assert b".lock" in result.stderr
    no_traceback(result)
    assert waited < 5
    assert snapshot(workspace) == before


def test_readers_never_wait_for_the_lock(workspace):
    from filelock import FileLock

    memory_id = capture("The deploy window is Friday afternoon")
    with FileLock(str(workspace / "memory" / ".lock")):
        started = time.monotonic()
        result = run_script("recall", "deploy", "--json", env={"HIPPOCAMPUS_LOCK_TIMEOUT": "30"})
        assert time.monotonic() - started < 10
    assert result.returncode == 0, result.stderr
    assert [m["id"] for m in orjson.loads(result.stdout)] == [memory_id]


@pytest.mark.parametrize("value", ["abc", "-1", "nan", "inf"])
def test_a_bad_lock_timeout_is_a_clear_error_for_writers_only(workspace, value):
    capture("The deploy window is Friday afternoon")
    result = run_script("capture", "User likes green tea", env={"HIPPOCAMPUS_LOCK_TIMEOUT": value})
    assert result.returncode == 1 and b"HIPPOCAMPUS_LOCK_TIMEOUT" in result.stderr
    no_traceback(result)
    assert len(read_index(workspace)["memories"]) == 1
    assert run_script("recall", "deploy", env={"HIPPOCAMPUS_LOCK_TIMEOUT": value}).returncode == 0


def test_stale_lock_and_leftovers_never_block_the_next_run(workspace):
    memory = workspace / "memory"
    (memory / ".lock").write_text("12345\n")  # left by a killed process: an flock is not held by a file
    (memory / ".index.json.corrupt-x.k1ll3d.tmp").write_bytes(b'{"half": ')
    staged = memory / ".pending" / "0123abcd.new"  # a write killed before its commit point
    staged.mkdir(parents=True)
    (staged / "0.md").write_text("never committed")
    result = run_script("capture", "User prefers tabs over spaces", env={"HIPPOCAMPUS_LOCK_TIMEOUT": "2"})
    assert result.returncode == 0, result.stderr
    assert not staged.exists()
    assert [m["content"] for m in read_index(workspace)["memories"]] == ["User prefers tabs over spaces"]
    os.utime(memory / ".index.json.corrupt-x.k1ll3d.tmp", (1e9, 1e9))
    assert invoke("doctor").exit_code == 1  # the old temp file is reported
    assert ok("doctor", "--repair").exit_code == 0 and ok("doctor").exit_code == 0
    assert not (memory / ".index.json.corrupt-x.k1ll3d.tmp").exists()


# ---------------------------------------------------------------- crashes
def _before_after(workspace: Path, argv: list[str], expected_after: frozenset) -> list[str]:
    """Crash the command at every file operation in turn; each time the store must load,
    equal the state before or after, accept the next write, and satisfy doctor."""
    before = state(workspace)
    seen = []
    for n in range(1, 200):
        baseline = snapshot(workspace)
        run = subprocess.run([sys.executable, WORKLOAD, "crash-at", str(n), *argv], capture_output=True, timeout=60)
        assert b"Traceback" not in run.stderr, run.stderr.decode()
        # index.json, read alone before anything recovers, is one state or the other
        loaded = frozenset((m["id"], m["content"]) for m in read_index(workspace)["memories"])
        assert loaded in (before, expected_after), f"index after a crash at step {n} is a mix"
        now = state(workspace)
        assert now in (before, expected_after), f"crash at step {n} left a mixed state"
        seen.append("after" if now == expected_after else "before")
        ok("decay")  # the next write is never blocked, and clears what the crash left
        assert ok("doctor").exit_code == 0
        if run.returncode == 0:
            assert now == expected_after
            return seen
        assert run.returncode == 137
        if now == expected_after:
            return seen  # committed before the crash: nothing more to try from this state
        # Put the store back exactly as it was, so the next step crashes the same write later.
        for path in sorted(workspace.rglob("*"), reverse=True):
            rel = str(path.relative_to(workspace))
            if path.is_file() and rel not in baseline and ".lock" not in rel and ".cache" not in rel:
                path.unlink()
        for rel, raw in baseline.items():
            (workspace / rel).parent.mkdir(parents=True, exist_ok=True)
            (workspace / rel).unlink(missing_ok=True)
            (workspace / rel).write_bytes(raw)
    raise AssertionError("the command never completed")


def test_crash_at_every_step_of_a_batch_leaves_before_or_after(workspace, tmp_path):
    capture("The billing database is Postgres")
    batch = tmp_path / "batch.jsonl"
    texts = ["alpha memory about lisbon trams", "beta memory about violin lessons", "gamma note on quartz clocks"]
    batch.write_bytes(b"".join(orjson.dumps({"content": t}) + b"\n" for t in texts))
    after = state(workspace) | set(zip(next_ids(workspace, len(texts)), texts, strict=True))
    seen = _before_after(workspace, ["capture", "--batch", str(batch)], frozenset(after))
    assert seen.count("before") >= 5 and seen[-1] == "after"


def test_crash_at_every_step_of_a_forget_leaves_before_or_after(workspace):
    keep = capture("User prefers dark mode in every editor")
    gone = capture("The coffee machine on floor three is broken")
    after = frozenset(x for x in state(workspace) if x[0] != gone)
    _before_after(workspace, ["forget", gone], after)
    assert keep in {m["id"] for m in read_index(workspace)["memories"]}
    assert gone not in {m["id"] for m in read_index(workspace)["memories"]}
    assert list((workspace / "memory" / "archive").rglob(f"{gone}-*.md"))


def test_crash_at_every_step_of_an_apply_with_an_update_leaves_before_or_after(workspace, tmp_path):
    if "--apply" not in ok("capture", "--help").stdout:
        pytest.skip("capture --apply is not there yet")
    old = capture("Billing runs on MySQL")
    doc = tmp_path / "actions.json"
    actions = [
        {"action": "update", "id": old, "content": "Billing moved from MySQL to PostgreSQL", "domain": "user"},
        {"action": "create", "content": "The user's sister is called Olga"},
    ]
    doc.write_bytes(orjson.dumps({"actions": actions}))
    (new_id,) = next_ids(workspace, 1)
    after = frozenset({(old, "Billing moved from MySQL to PostgreSQL"), (new_id, "The user's sister is called Olga")})
    _before_after(workspace, ["capture", "--apply", str(doc)], after)
    files = [p.name for p in (workspace / "memory").rglob(f"{old}-*.md") if "archive" not in p.parts]
    assert len(files) == 1 and files[0].startswith(f"{old}-billing-moved")  # the old file went with the move


def test_a_migration_killed_at_any_step_loses_no_score(workspace):
    """A version 2 store migrating on first use (a plain recall) dies at each of its file
    operations in turn; the next command always ends with every id and score of version 2."""
    import shutil

    from test_store import SCORE_KEYS, as_v2_read, v2_store
    from workload import make_store

    def fresh():
        shutil.rmtree(workspace / "memory")
        make_store(workspace)
        return as_v2_read(v2_store(workspace))

    for n in range(1, 400):  # about 40 steps
        want = fresh()
        run = subprocess.run(
            [sys.executable, WORKLOAD, "crash-at", str(n), "recall", "dark"], capture_output=True, timeout=60
        )
        assert b"Traceback" not in run.stderr, run.stderr.decode()
        result = invoke("recall", "dark", "--json")
        assert result.exit_code == 0, (n, result.output)
        got = {m["id"]: {k: m[k] for k in SCORE_KEYS} for m in read_index(workspace)["memories"]}
        assert got == {i: {k: v[k] for k in SCORE_KEYS} for i, v in want.items()}, n
        assert ok("doctor").exit_code == 0, n
        if run.returncode == 0:
            assert n > 10, n  # it really was cut at many points first
            return
        assert run.returncode == 137
    raise AssertionError("the migration never completed")


def test_random_sigkills_during_a_500_line_batch(workspace, tmp_path):
    """Real SIGKILLs at random moments of a 500-line batch: always before or after."""
    rng = random.Random(5)
    for round_ in range(8):
        batch = tmp_path / f"b{round_}.jsonl"
        texts = [f"round {round_} item {i} token r{round_}i{i} " + " ".join(rng.sample(WORDS, 4)) for i in range(500)]
        batch.write_bytes(b"".join(orjson.dumps({"content": t}) + b"\n" for t in texts))
        before = state(workspace)
        after = before | set(zip(next_ids(workspace, len(texts)), texts, strict=True))
        proc = subprocess.Popen(
            [sys.executable, str(REPO / "scripts" / "capture.py"), "--batch", str(batch)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        time.sleep(rng.uniform(0.0, 0.3) + 0.2 * (round_ % 4))
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate(timeout=60)
        assert b"Traceback" not in err
        assert frozenset((m["id"], m["content"]) for m in read_index(workspace)["memories"]) in (before, after)
        assert state(workspace) in (before, after), f"round {round_}"
        assert ok("decay").exit_code == 0  # the next write is not blocked
        assert ok("doctor").exit_code == 0


WORDS = "alpha beta gamma delta lisbon postgres editor coffee review deploy garden piano river".split()


# ---------------------------------------------------------------- corruption
BAD_INDEXES = {
    "empty": b"",
    "truncated": b'{"version": 2, "nextId": 3, "memories": [{"id": "mem_test_001", "dom',
    "not json": b"<<<this is not json>>>",
    "a list": b"[]",
    "no memories": b'{"version": 2}',
    "bad id": b'{"memories": [{"id": "../../etc/passwd", "domain": "user", "content": "x"}]}',
    "wrong types": orjson.dumps(
        {
            "version": 2,
            "nextId": 2,
            "memories": [
                {
                    "id": "mem_test_001",
                    "domain": "user",
                    "category": "x",
                    "content": "text",
                    "importance": "high",
                    "created": "2026-11-29T10:00:00Z",
                    "lastAccessed": "2026-11-29T10:00:00Z",
                    "timesReinforced": "many",
                    "keywords": 5,
                    "source": None,
                    "baseImportance": "high",
                    "decayFrom": "2026-11-29",
                }
            ],
        }
    ),
    "decayLastRun a list": b'{"version": 2, "decayLastRun": [1], "nextId": 1, "memories": []}',
    "path domain": orjson.dumps(
        {
            "memories": [
                {
                    "id": "mem_test_001",
                    "domain": "../../outside",
                    "content": "text",
                    "importance": 0.5,
                    "baseImportance": 0.5,
                    "decayFrom": "2026-11-29",
                }
            ]
        }
    ),
}


@pytest.mark.parametrize("kind", sorted(BAD_INDEXES))
def test_a_bad_index_is_rebuilt_and_every_command_works(workspace, kind):
    memory_id = capture("User prefers dark mode in every editor")
    ok("reinforce", memory_id)
    index = workspace / "memory" / "index.json"
    index.write_bytes(BAD_INDEXES[kind])
    for name, args in [
        ("recall", ["dark mode"]),
        ("capture", ["User likes green tea"]),
        ("reinforce", [memory_id]),
        ("load-core", ["--threshold", "0"]),
        ("sync-core", []),
        ("decay", []),
        ("forget", ["mem_test_002"]),
    ]:
        result = invoke(name, *args)
        assert result.exit_code == 0, (name, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (name, result.exception)
    (record,) = read_index(workspace)["memories"]
    assert (record["id"], record["timesReinforced"]) == (memory_id, 2)  # the first use kept through the rebuild
    kept = sorted((workspace / "memory").glob("index.json.*"))
    assert len(kept) == 1 and kept[0].read_bytes() == BAD_INDEXES[kind]  # kept once, never overwritten
    assert invoke("decay", "--if-due").exit_code == 0
    assert ok("doctor").exit_code == 0


def test_a_truncated_index_in_a_real_process_is_rebuilt_without_a_traceback(workspace):
    capture("User prefers dark mode in every editor")
    index = workspace / "memory" / "index.json"
    index.write_bytes(index.read_bytes()[:40])
    (workspace / "memory" / ".cache" / "catalog.bin").unlink()
    result = run_script("recall", "dark", "--json")
    assert result.returncode == 0, result.stderr
    assert [m["id"] for m in orjson.loads(result.stdout)] == ["mem_test_001"]
    no_traceback(result)


@pytest.mark.parametrize(
    "frontmatter",
    [
        "importance: high",
        "keywords: 5",
        "domain: [x]",
        "id: ../../etc/passwd",
        "importance: [1, 2]",
        "category: ../../etc",
        "[unclosed: yaml",
    ],
)
def test_a_malformed_memory_file_is_reported_and_never_overwritten(workspace, frontmatter):
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    bad = f"---\n{frontmatter}\n---\nUser prefers light mode now\n"
    path.write_text(bad)
    result = invoke("recall", "mode", "--json")
    assert result.exit_code == 0
    assert str(path) in result.stderr
    assert [m["content"] for m in orjson.loads(result.stdout)] == ["User prefers dark mode in every editor"]
    assert path.read_text() == bad
    assert invoke("reinforce", memory_id).exit_code == 0  # scores still work
    assert invoke("forget", memory_id).exit_code == 1  # but the file is never moved over the edit
    assert path.read_text() == bad
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert [(f["code"], f["file"]) for f in report["findings"]] == [("unparseable", str(path))]


def test_a_frontmatter_never_closed_is_reported_not_read_as_the_text(workspace):
    """A memory file whose closing "---" line was deleted is refused as invalid YAML is:
    its keys never become the memory's words in recall, load-core or the core file."""
    memory_id = capture("User prefers dark mode in every editor")
    path = next((workspace / "memory").rglob(f"{memory_id}-*.md"))
    lines = path.read_text().splitlines(keepends=True)
    bad = "".join(lines[:1] + [line for line in lines[1:] if line.strip() != "---"])
    assert bad.count("---") == 1
    path.write_text(bad)
    result = invoke("recall", "mode", "--json")
    assert result.exit_code == 0
    assert f"{path}: frontmatter is not closed" in result.stderr
    assert [m["content"] for m in orjson.loads(result.stdout)] == ["User prefers dark mode in every editor"]
    core = ok("load-core", "--threshold", "0").stdout
    assert "User prefers dark mode" in core and "id:" not in core and "---" not in core
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert [(f["code"], f["file"]) for f in report["findings"]] == [("unparseable", str(path))]
    assert path.read_text() == bad


def test_binary_and_non_utf8_memory_files_are_left_alone(workspace):
    capture("User prefers dark mode in every editor")
    folder = workspace / "memory" / "world"
    (folder / "junk.md").write_bytes(os.urandom(2000) + b"\x00\xff")
    (folder / "latin1.md").write_bytes("caf\xe9 au lait".encode("latin-1"))
    result = invoke("recall", "mode")
    assert result.exit_code == 0
    assert "junk.md" in result.stderr and "latin1.md" in result.stderr
    assert len(read_index(workspace)["memories"]) == 1


def test_a_missing_domain_folder_forgets_nothing_and_doctor_writes_it_back(workspace):
    """A domain folder gone whole is damage (rm -r, a half-done checkout), never a person
    forgetting each memory in it: they are served as indexed, every command keeps working,
    and doctor --repair (or the next write into that folder) writes their files back."""
    memory_id = capture("User prefers dark mode in every editor", "--domain", "user")
    other = capture("The deploy window is Friday afternoon", "--domain", "world")
    ok("reinforce", memory_id)
    import shutil

    shutil.rmtree(workspace / "memory" / "user")
    result = invoke("recall", "mode", "--json")
    assert result.exit_code == 0 and [m["id"] for m in orjson.loads(result.stdout)] == [memory_id]
    assert str(workspace / "memory" / "user") in result.stderr and "doctor.py --repair" in result.stderr
    for name, args in [
        ("capture", ["The deploy takes an hour", "--domain", "world"]),
        ("decay", []),
        ("reinforce", [other]),
    ]:
        assert invoke(name, *args).exit_code == 0, name
    assert memory_id in {m["id"] for m in read_index(workspace)["memories"]}
    assert not (workspace / "memory" / "archive" / "user").exists()  # nothing was forgotten
    report = orjson.loads(invoke("doctor", "--json").stdout)
    assert [f["code"] for f in report["findings"]] == ["missing-folder"]
    fixed = invoke("doctor", "--repair")
    assert fixed.exit_code == 0, fixed.stdout
    assert memory_id in [m["id"] for m in ok_json("recall", "mode")]
    (path,) = (workspace / "memory" / "user").glob(f"{memory_id}-*.md")
    assert "User prefers dark mode in every editor" in path.read_text("utf-8")
    assert {m["id"]: m["timesReinforced"] for m in read_index(workspace)["memories"]}[memory_id] == 1


def test_a_write_into_a_missing_domain_folder_brings_its_memories_back(workspace):
    import shutil

    memory_id = capture("User prefers dark mode in every editor", "--domain", "user")
    shutil.rmtree(workspace / "memory" / "user")
    new = capture("User likes green tea", "--domain", "user")
    ok("recall", "tea")  # a full scan after: nothing vanished
    names = sorted(p.name.split("-", 1)[0] for p in (workspace / "memory" / "user").glob("*.md"))
    assert names == sorted([memory_id, new])
    assert sorted(m["id"] for m in read_index(workspace)["memories"]) == sorted([memory_id, new])


# ---------------------------------------------------------------- hostile input
HOSTILE_IDS = [
    "../../etc/passwd",
    "/etc/passwd",
    "mem_test_001/../../x",
    "mem_test_001\n",
    "mem_\x00001",
    "..",
    "mem_-1",
]


def _outside(tmp_path: Path, workspace: Path) -> set[str]:
    memory = workspace / "memory"
    return {str(p) for p in tmp_path.rglob("*") if memory not in p.parents and p != memory}


@pytest.mark.parametrize("value", HOSTILE_IDS)
def test_path_like_ids_never_escape(workspace, tmp_path, value):
    capture("User prefers dark mode in every editor")
    outside = _outside(tmp_path, workspace)
    for name in ("reinforce", "forget"):
        result = invoke(name, value)
        assert result.exit_code == 2, (name, result.output)
        assert "is not a memory id" in result.stderr
    assert _outside(tmp_path, workspace) == outside


@pytest.mark.parametrize("value", ["../x", "/etc/passwd", "a/b", "..", "x\x00y", "", "\\..\\x"])
def test_path_like_categories_and_domains_are_refused(workspace, tmp_path, value):
    outside = _outside(tmp_path, workspace)
    assert invoke("capture", "Some text", "--category", value).exit_code == 1
    assert invoke("capture", "Some text", "--domain", value).exit_code == 2
    line = orjson.dumps({"content": "Some text", "category": value}) + b"\n"
    assert invoke("capture", "--batch", "-", input=line).exit_code == 1
    line = orjson.dumps({"content": "Some text", "domain": value}) + b"\n"
    assert invoke("capture", "--batch", "-", input=line).exit_code == 1
    assert read_index(workspace)["memories"] == []
    assert _outside(tmp_path, workspace) == outside


def test_a_hand_written_file_with_a_path_id_does_not_escape(workspace, tmp_path):
    outside = _outside(tmp_path, workspace)
    path = workspace / "memory" / "user" / "evil.md"
    path.write_text("---\nid: ../../../../evil\ndomain: ../../x\n---\nhello\n")
    assert invoke("recall", "hello").exit_code == 0
    assert _outside(tmp_path, workspace) == outside
    assert path.exists() and read_index(workspace)["memories"] == []


def test_content_over_the_limit_is_refused_clearly(workspace):
    result = invoke("capture", "x" * 20_001)
    assert result.exit_code == 1 and "the limit is 20000" in result.stderr
    assert read_index(workspace)["memories"] == []
    record = ok_json("capture", "y" * 20_000)
    assert len(record["memory"]["content"]) == 20_000


def test_binary_junk_and_invalid_utf8_in_a_batch_are_refused_whole(workspace, tmp_path):
    good = orjson.dumps({"content": "A perfectly good line"}) + b"\n"
    # random junk opens with a byte no UTF-8 text holds: a blank line 2 (a newline drawn
    # first, 1 in 256) would put the first bad line at 3
    for junk in (b"\xff" + os.urandom(4095), b'{"content": "caf\xe9"}\n', b"\x00\x01\x02\n", b'{"content": "\\ud800"}\n'):
        path = tmp_path / "batch.jsonl"
        path.write_bytes(good + junk)
        result = run_script("capture", "--batch", str(path))
        assert result.returncode == 1, result.stdout
        assert str(path).encode() in result.stderr and b"line 2" in result.stderr
        no_traceback(result)
    assert read_index(workspace)["memories"] == []  # all or nothing


def test_invalid_utf8_argument_is_refused_without_traceback(workspace):
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "capture.py"), b"caf\xe9 \xff\xfe"],
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert b"not valid UTF-8" in result.stderr
    no_traceback(result)
    assert read_index(workspace)["memories"] == []


@pytest.mark.parametrize(
    "text,query",
    [
        ("User loves 🧠 emoji and 🎉 parties", "emoji"),
        ("המשתמש מעדיף קפה שחור", "קפה"),
        ("المستخدم يفضل الشاي الأخضر", "الشاي"),
        ("ユーザーは抹茶が好きです", "抹茶"),
        ("用户喜欢在周末爬山", "爬山"),
        ("Mixed: café naïve Zoë — “quotes” ‘and’ dashes", "naïve"),
    ],
)
def test_any_script_is_stored_and_recalled_exactly(workspace, text, query):
    memory_id = capture(text)
    hits = ok_json("recall", query)
    assert [(h["id"], h["content"]) for h in hits] == [(memory_id, text)]
    body = next((workspace / "memory").rglob(f"{memory_id}-*.md")).read_text("utf-8")
    assert body.rstrip("\n").endswith(text)


def test_deeply_nested_json_is_refused(workspace, tmp_path):
    deep = b'{"content": ' + b"[" * 10_000 + b"]" * 10_000 + b"}\n"
    path = tmp_path / "deep.jsonl"
    path.write_bytes(deep)
    result = run_script("capture", "--batch", str(path))
    assert result.returncode == 1 and b"not valid JSON" in result.stderr
    no_traceback(result)
    if "--apply" in ok("capture", "--help").stdout:
        doc = tmp_path / "deep.json"
        doc.write_bytes(b'{"actions": ' + b"[" * 10_000 + b"]" * 10_000 + b"}")
        result = run_script("capture", "--apply", str(doc))
        assert result.returncode == 1, result.stdout
        assert str(doc).encode() in result.stderr
        no_traceback(result)
    assert read_index(workspace)["memories"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Run $(rm -rf ~) to clean up",
        "Template {{template}} and {0} and {name}",
        "Format %s %d %(x)s",
        "Path ../../etc/passwd and /etc/shadow",
        "Backticks `whoami` and ${HOME} and $PATH",
        "---\nid: mem_999\n---\nfrontmatter inside text",
        "<script>alert(1)</script> and '; DROP TABLE memories; --",
    ],
)
def test_memory_text_is_data_never_interpreted(workspace, tmp_path, text):
    outside = _outside(tmp_path, workspace)
    memory_id = orjson.loads(ok("capture", "--json", "--", text).stdout)["id"]  # "--": text may start with "-"
    record = read_index(workspace)["memories"][0]
    assert record["id"] == memory_id and record["content"] == text
    hits = orjson.loads(ok("recall", "--json", "--", text).stdout)
    assert hits and hits[0]["content"] == text
    core = ok("load-core", "--threshold", "0").stdout
    assert text.splitlines()[-1] in core
    assert _outside(tmp_path, workspace) == outside
    assert ok("doctor").exit_code == 0  # the file parses back to the same memory
    assert read_index(workspace)["memories"][0]["content"] == text


def test_an_id_line_edited_to_another_memory_s_id_never_takes_that_id(workspace):
    # file 5's id line set to 6, file 4's to an id of no memory: the index keeps each file's
    # own id, says so, and a rebuild from the files gives every memory back its own
    ids = [
        capture(f"{name} likes olives number {n}")
        for n, name in enumerate(("Pia", "Quinn", "Rosa", "Tina", "Uma", "Vera"))
    ]
    folder = workspace / "memory"
    files = {m["id"]: folder / m["file"] for m in read_index(workspace)["memories"]}
    for own, claimed in ((ids[4], ids[5]), (ids[3], "mem_xxxx_001")):
        files[own].write_text(files[own].read_text("utf-8").replace(f"id: {own}", f"id: {claimed}"), "utf-8")
    let_seconds_pass(workspace)
    result = invoke("recall", "olives")
    assert result.exit_code == 0 and f"its id line says {ids[5]}, yet it is the file of {ids[4]}" in result.stderr
    before = {m["id"]: m["content"] for m in read_index(workspace)["memories"]}
    (folder / "index.json").unlink()
    for path in (folder / ".cache").iterdir():
        path.unlink()
    assert invoke("recall", "olives").exit_code == 0
    after = {m["id"]: m["content"] for m in read_index(workspace)["memories"]}
    assert after[ids[5]] == before[ids[5]] and after[ids[4]] == before[ids[4]]
    assert set(after.values()) == set(before.values())
