"""Workloads shared by tests/test_robustness.py and bench/stress.py: concurrent mixed
operations with a log of what each one did, crashes at chosen points, and the checks
that nothing was lost.

Run as a script it is one of the processes those tests start::

    python tests/workload.py worker WORKSPACE WORKER_ID OPS SEED LOG
    python tests/workload.py crash-at N COMMAND [ARGS...]   # os._exit(137) at the N-th file operation
"""

from __future__ import annotations

import os
import random
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "scripts") not in sys.path:
    sys.path.insert(0, str(REPO / "scripts"))

import orjson  # noqa: E402


def make_store(workspace: Path, tag: str | None = None) -> Path:
    """Lay out an empty memory store from the repo's template, as install.py does."""
    import shutil
    import socket

    memory = workspace / "memory"
    memory.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(REPO / "memory" / "index.json", memory / "index.json")
    for domain in ("user", "self", "relationship", "world"):
        (memory / domain).mkdir(exist_ok=True)
    # This machine's tag, pinned so that tests can name ids (mem_test_001, ...).
    (memory / ".state").mkdir(exist_ok=True)
    identity = {"tag": tag or TEST_TAG, "host": socket.gethostname(), "root": os.path.realpath(memory)}
    (memory / ".state" / "machine.json").write_bytes(orjson.dumps(identity))
    return workspace


TEST_TAG = "test"


WORDS = (
    "alpha beta gamma delta lisbon postgres editor coffee review deploy friday garden piano "
    "river mountain kernel compiler budget invoice travel museum cycling tennis yoga violin "
    "harbor lantern meadow quartz saffron tundra velvet walnut zephyr orchid"
).split()
# The operations a worker mixes, with weights.
OPS = {
    "capture": 5,
    "batch": 2,
    "reinforce": 4,
    "recall": 4,
    "decay": 1,
    "forget": 2,
    "sync-core": 1,
    "edit": 2,
}


def commands() -> dict:
    from hippocampus import cli

    return {
        "capture": cli.capture,
        "recall": cli.recall,
        "reinforce": cli.reinforce,
        "decay": cli.decay,
        "sync-core": cli.sync_core,
        "forget": cli.forget,
        "load-core": cli.load_core,
        "doctor": cli.doctor,
        "consolidate": cli.consolidate,
    }


def run_cli(name: str, args: list[str], env: dict | None = None, input: bytes | None = None):
    """One command in this process, as its entry script would run it: (exit code, stdout, stderr)."""
    from click.testing import CliRunner

    result = CliRunner().invoke(commands()[name], args, input=input, env=env, catch_exceptions=True)
    stderr = result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        import traceback

        stderr += "Traceback (in-process)\n" + "".join(traceback.format_exception(result.exception))
    return result.exit_code, result.stdout, stderr


def read_index(workspace: Path) -> dict:
    """index.json, as any tool reads it (it is current after every write)."""
    return orjson.loads((Path(workspace) / "memory" / "index.json").read_bytes())


def _text(rng: random.Random, marker: str, token: str) -> str:
    return f"{marker} {token} " + " ".join(rng.sample(WORDS, 5))


def worker(workspace: Path, worker_id: int, ops: int, seed: int, log_path: Path) -> None:
    """Run ``ops`` random operations against the store; log what each did (one JSON line each)."""
    rng = random.Random(seed * 1000 + worker_id)
    env = {"WORKSPACE": str(workspace)}
    names, weights = zip(*OPS.items(), strict=True)
    mine_keep: list[str] = []
    mine_drop: list[str] = []
    seq = 0
    with open(log_path, "ab") as log:
        for _ in range(ops):
            op = rng.choices(names, weights)[0]
            entry: dict = {"op": op, "worker": worker_id}
            code, out, err = 0, "", ""
            if op in ("capture", "batch"):
                items = []
                for _ in range(1 if op == "capture" else 3):
                    seq += 1
                    keep = rng.random() < 0.7
                    token = f"tok{worker_id}n{seq}{'k' if keep else 'd'}"
                    items.append((token, _text(rng, "keep" if keep else "drop", token)))
                if op == "capture":
                    code, out, err = run_cli("capture", [items[0][1], "--json"], env)
                else:
                    lines = b"".join(orjson.dumps({"content": text}) + b"\n" for _, text in items)
                    code, out, err = run_cli("capture", ["--batch", "-", "--json"], env, input=lines)
                if code == 0:
                    outcomes = orjson.loads(out)
                    outcomes = outcomes if isinstance(outcomes, list) else [outcomes]
                    entry["created"] = []
                    for (token, _), outcome in zip(items, outcomes, strict=True):
                        if outcome["action"] == "created":
                            entry["created"].append([outcome["id"], token])
                            (mine_keep if token.endswith("k") else mine_drop).append(outcome["id"])
                        else:
                            entry.setdefault("reinforced", []).append(outcome["id"])
            elif op in ("reinforce", "recall", "edit"):
                pool = _keep_pool(workspace) if op != "edit" else mine_keep
                if not pool:
                    continue
                memory_id = rng.choice(pool)
                if op == "reinforce":
                    code, out, err = run_cli("reinforce", [memory_id, "--json"], env)
                    if code == 0:
                        entry["reinforced"] = [r["id"] for r in orjson.loads(out)]
                elif op == "recall":
                    token = _token_of(workspace, memory_id)
                    if token is None:
                        continue
                    code, out, err = run_cli("recall", [token, "--reinforce", "--json"], env)
                    if code == 0:
                        entry["reinforced"] = [r["id"] for r in orjson.loads(out)]
                        if memory_id not in entry["reinforced"]:
                            entry["missed"] = memory_id  # a reader saw a stale or partial store
                else:
                    entry["edited"] = memory_id
                    entry["ok"] = hand_edit(workspace, memory_id, f"edited{worker_id}x{seq}")
                    seq += 1
            elif op == "forget":
                if not mine_drop:
                    continue
                memory_id = mine_drop.pop(rng.randrange(len(mine_drop)))
                code, out, err = run_cli("forget", [memory_id, "--json"], env)
                if code == 0:
                    entry["forgot"] = memory_id
            elif op == "decay":
                code, out, err = run_cli("decay", ["--json"], env)
            else:
                code, out, err = run_cli("sync-core", ["--json"], env)
            entry["code"] = code
            if code != 0:
                entry["error"] = err.strip()[-500:]
                entry["refused"] = "held by another" in err
            log.write(orjson.dumps(entry) + b"\n")
            log.flush()


def _keep_pool(workspace: Path) -> list[str]:
    """Ids of memories no one forgets (read lock-free, as any reader does)."""
    return [m["id"] for m in read_index(workspace)["memories"] if m["content"].startswith("keep ")]


def _token_of(workspace: Path, memory_id: str) -> str | None:
    for memory in read_index(workspace)["memories"]:
        if memory["id"] == memory_id:
            return memory["content"].split()[1]
    return None


def hand_edit(workspace: Path, memory_id: str, words: str) -> bool:
    """Append words to a memory's Markdown body the way an editor saves: temp file + rename."""
    for memory in read_index(workspace)["memories"]:
        if memory["id"] == memory_id and memory.get("file"):
            path = Path(workspace) / "memory" / memory["file"]
            try:
                text = path.read_text("utf-8")
            except FileNotFoundError:
                return False
            tmp = path.with_name(f"{path.name}~edit")  # not *.md: never scanned half-written
            tmp.write_text(text.rstrip("\n") + f" {words}\n", "utf-8")
            os.replace(tmp, path)
            return True
    return False


def verify(workspace: Path, log_paths: list[Path]) -> dict:
    """Compare the store with what the logs say happened. ``lost`` must be 0."""
    from hippocampus import doctor
    from hippocampus.context import resolve_now
    from hippocampus.store import Store

    store = Store(Path(workspace), resolve_now())
    data = {"memories": settled_records(store)}  # picks up the last hand edits
    entries = [
        orjson.loads(line) for path in log_paths if Path(path).exists() for line in Path(path).read_bytes().splitlines()
    ]
    created = {mid: token for e in entries for mid, token in e.get("created", [])}
    forgotten = {e["forgot"] for e in entries if "forgot" in e}
    reinforced = Counter(mid for e in entries for mid in e.get("reinforced", []))
    ids = [m["id"] for m in data["memories"]]
    by_id = {m["id"]: m for m in data["memories"]}
    problems: list[str] = []
    if len(ids) != len(set(ids)):
        problems.append(f"duplicate ids: {[i for i, n in Counter(ids).items() if n > 1]}")
    lost = 0
    for mid, token in created.items():
        record = by_id.get(mid)
        if mid in forgotten:
            if record is not None:
                problems.append(f"{mid} was forgotten but is still in the index")
            continue
        if record is None or token not in record["content"].split():
            lost += 1
            problems.append(f"{mid} ({token}) is missing or lost its text")
    extra = set(ids) - set(created)
    if extra:
        problems.append(f"memories nobody created: {sorted(extra)}")
    problems += [f"recall of {e['missed']}'s own token did not find it" for e in entries if "missed" in e]
    miscounted = 0
    for mid, record in by_id.items():
        if record["timesReinforced"] != reinforced.get(mid, 0):
            miscounted += 1
            problems.append(f"{mid}: timesReinforced {record['timesReinforced']} != {reinforced.get(mid, 0)} made")
    report = doctor.run(store)
    if not report["healthy"]:
        problems += [f"doctor: {f['file']}: {f['message']}" for f in report["findings"]]
    codes = Counter(e.get("code", 0) for e in entries)
    return {
        "attempted": len(entries),
        "succeeded": codes.get(0, 0),
        "refused": sum(1 for e in entries if e.get("refused")),
        "failed": sum(1 for e in entries if e.get("code", 0) != 0 and not e.get("refused")),
        "lost": lost + miscounted,
        "created": len(created),
        "forgotten": len(forgotten),
        "reinforcements": sum(reinforced.values()),
        "problems": problems,
        "errors": [e["error"] for e in entries if e.get("code", 0) != 0][:5],
    }


def settled_records(store) -> list[dict]:
    """Every memory of ``store`` after finishing or undoing any crashed write and taking
    every hand edit (a sync: a write with a full scan), as index.json then holds them."""
    store.sync()
    return list(store.view())


def state(workspace: Path) -> frozenset:
    """The store's memories as a set of (id, content), after finishing any crashed write."""
    from hippocampus.context import resolve_now
    from hippocampus.store import Store

    return frozenset((m["id"], m["content"]) for m in settled_records(Store(Path(workspace), resolve_now())))


def next_ids(workspace: Path, count: int) -> list[str]:
    """The ids the next ``count`` memories created in ``workspace`` get: this machine's
    counter (.state/machine.json), floored by every id it minted that the index holds."""
    memory = Path(workspace) / "memory"
    try:
        known = orjson.loads((memory / ".state" / "machine.json").read_bytes()).get("next", 1)
    except (OSError, orjson.JSONDecodeError):
        known = 1
    prefix = f"mem_{TEST_TAG}_"
    numbers = [int(m["id"][len(prefix) :]) for m in read_index(workspace)["memories"] if m["id"].startswith(prefix)]
    start = max([known, *(n + 1 for n in numbers)])
    return [f"{prefix}{start + i:03d}" for i in range(count)]


def crash_at(n: int, argv: list[str]) -> None:
    """Run a command that dies (like SIGKILL: no cleanup) at its n-th file-system operation."""
    calls = [0]

    def wrap(func):
        def inner(*args, **kwargs):
            calls[0] += 1
            if calls[0] == n:
                os._exit(137)
            return func(*args, **kwargs)

        return inner

    import shutil  # first: it checks at import that os.unlink & co take dir_fd (the wrappers do too)

    for name in ("replace", "rename", "link", "unlink", "fsync", "mkdir", "rmdir"):
        setattr(os, name, wrap(getattr(os, name)))
    shutil.rmtree = wrap(shutil.rmtree)
    command = commands()[argv[0]]
    command.main(argv[1:], prog_name=argv[0])


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "worker":
        ws, wid, count, seed, log_file = sys.argv[2:7]
        worker(Path(ws), int(wid), int(count), int(seed), Path(log_file))
    elif mode == "crash-at":
        crash_at(int(sys.argv[2]), sys.argv[3:])
    else:
        sys.exit(f"unknown mode {mode!r}")
