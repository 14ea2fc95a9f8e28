"""Stress the store and print figures: concurrent writers, random SIGKILLs, input fuzz.

Usage:
    python bench/stress.py [--procs 8] [--ops 500] [--kills 200] [--fuzz 10000] [--big-mb 50]
                           [--seed 1] [--root /tmp/hippocampus-stress] [--only concurrency,kills,fuzz,big]

1. Concurrency: PROCS processes x OPS mixed operations (capture, batch capture, reinforce,
   recall --reinforce, decay, forget, sync-core, hand edits), each logged; then the store
   is compared with the logs. Prints attempted, succeeded, refused (lock timeout), failed
   and lost (a created memory missing, or timesReinforced != reinforcements made). Lost must be 0.
2. Kills: KILLS times, start a writing command (a batch of 50-500 lines, a capture, a
   forget, a reinforce, a decay) and SIGKILL it after a random delay. After each: the
   index must load, the store must equal the state before or after that command, the next
   write must succeed and doctor.py must find nothing. Prints unreadable and inconsistent
   counts (must be 0) and how often the kill landed before or after the commit.
3. Fuzz: FUZZ random cases over every input surface (CLI arguments of every command,
   batch lines, --apply documents, transcripts for preprocess.py, notes for import.py,
   hand-written memory files), run in-process with click's CliRunner. A crash is an
   uncaught exception, a traceback in the output, or an exit code other than 0, 1, 2.
4. Big inputs: a BIG_MB transcript (JSON lines, and one single line) through preprocess.py
   and a batch of that size through capture.py: exit code, time, no traceback.

This is a benchmark (prints figures), not a test; tests/test_robustness.py holds the fast
deterministic versions.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "tests"))
os.environ.setdefault("HIPPOCAMPUS_NOW", "2026-11-29T10:00:00Z")

import orjson  # noqa: E402
import workload  # noqa: E402

WORKER = str(REPO / "tests" / "workload.py")


def fresh_store(root: Path, name: str) -> Path:
    workspace = root / name
    shutil.rmtree(workspace, ignore_errors=True)
    return workload.make_store(workspace)


# ---------------------------------------------------------------------- 1. concurrency
def concurrency(root: Path, procs: int, ops: int, seed: int) -> dict:
    workspace = fresh_store(root, "concurrency")
    logs = [root / f"worker{i}.jsonl" for i in range(procs)]
    for log in logs:
        log.unlink(missing_ok=True)
    env = dict(
        os.environ, WORKSPACE=str(workspace), HIPPOCAMPUS_LOCK_TIMEOUT=os.environ.get("HIPPOCAMPUS_LOCK_TIMEOUT", "10")
    )
    started = time.monotonic()
    children = [
        subprocess.Popen(
            [sys.executable, WORKER, "worker", str(workspace), str(i), str(ops), str(seed), str(log)], env=env
        )
        for i, log in enumerate(logs)
    ]
    codes = [c.wait() for c in children]
    elapsed = time.monotonic() - started
    report = workload.verify(workspace, logs)
    report["elapsed"] = elapsed
    report["worker_exit_codes"] = codes
    report["ops_by_kind"] = dict(
        Counter(orjson.loads(line)["op"] for log in logs for line in log.read_bytes().splitlines())
    )
    return report


# ---------------------------------------------------------------------- 2. kills
def _full_state(workspace: Path) -> frozenset:
    """The store's memories after finishing or undoing any killed write."""
    from hippocampus.context import resolve_now
    from hippocampus.store import Store

    records = workload.settled_records(Store(workspace, resolve_now()))
    return frozenset((m["id"], m["content"], m["timesReinforced"]) for m in records)


def _loaded_state(workspace: Path) -> frozenset:
    """index.json as any tool reads it, before anything recovers."""
    data = workload.read_index(workspace)
    return frozenset((m["id"], m["content"], m["timesReinforced"]) for m in data["memories"])


def kills(root: Path, count: int, seed: int) -> dict:
    rng = random.Random(seed)
    workspace = fresh_store(root, "kills")
    env = dict(os.environ, WORKSPACE=str(workspace))
    results = Counter()
    problems: list[str] = []
    serial = 0
    durations: dict[str, float] = {}
    for round_ in range(count):
        index = workload.read_index(workspace)
        ids = [m["id"] for m in index["memories"]]
        kind = rng.choices(["batch", "capture", "forget", "reinforce", "decay"], [5, 2, 1, 1, 1])[0]
        if kind in ("forget", "reinforce") and not ids:
            kind = "batch"
        before = _full_state(workspace)
        if kind in ("batch", "capture"):
            size = rng.randint(50, 500) if kind == "batch" else 1
            texts = []
            for _ in range(size):
                serial += 1
                # Three tokens of its own each: never a near-duplicate (Jaccard >= 0.8) of another.
                unique = f"k{serial}x k{serial}y k{serial}z"
                texts.append(f"kill round {round_} token {unique} " + " ".join(rng.sample(workload.WORDS, 5)))
            after = before | {(i, t, 0) for i, t in zip(workload.next_ids(workspace, size), texts, strict=True)}
            if kind == "batch":
                path = root / "kill-batch.jsonl"
                path.write_bytes(b"".join(orjson.dumps({"content": t}) + b"\n" for t in texts))
                argv = ["capture.py", "--batch", str(path)]
            else:
                argv = ["capture.py", texts[0]]
        elif kind == "forget":
            victim = rng.choice(ids)
            after = frozenset(x for x in before if x[0] != victim)
            argv = ["forget.py", victim]
        elif kind == "reinforce":
            target = rng.choice(ids)
            after = frozenset((i, c, n + 1) if i == target else (i, c, n) for i, c, n in before)
            argv = ["reinforce.py", target]
        else:
            after = before  # decay changes scores, never which memories exist
            argv = ["decay.py"]
        estimate = durations.get(kind, 1.0)
        started = time.monotonic()
        proc = subprocess.Popen(
            [sys.executable, str(REPO / "scripts" / argv[0]), *argv[1:]],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            proc.wait(timeout=rng.uniform(0.05, estimate * 1.05))
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate()
        if proc.returncode == 0:
            durations[kind] = max(durations.get(kind, 0.0), time.monotonic() - started)
            results["completed"] += 1
        elif proc.returncode == -signal.SIGKILL:
            results["killed"] += 1
        else:
            problems.append(f"round {round_}: {kind} exited {proc.returncode}: {err.decode(errors='replace')[-300:]}")
        if b"Traceback" in err:
            problems.append(f"round {round_}: traceback: {err.decode(errors='replace')[-300:]}")
        try:
            loaded = _loaded_state(workspace)  # first: state() finishes a committed write
            state = _full_state(workspace)
        except Exception as exc:  # noqa: BLE001 - counting exactly this
            results["unreadable"] += 1
            problems.append(f"round {round_}: unreadable after killing {kind}: {exc}")
            workspace = fresh_store(root, "kills")
            continue
        if state == after and after != before:
            results["after"] += 1
            if proc.returncode == -signal.SIGKILL:
                results["killed after the commit point"] += 1  # finished by the next command
        elif state == before:
            results["before"] += 1
        else:
            results["inconsistent"] += 1
            problems.append(
                f"round {round_}: {kind}: state is neither before nor after "
                f"({len(state - before)} new, {len(before - state)} gone, {len(after - state)} of after missing)"
            )
        if loaded not in (before, after):
            results["index mixed"] += 1
            problems.append(f"round {round_}: {kind}: index.json itself held a mixed state")
        code, _, err_text = workload.run_cli("decay", ["--json"], {"WORKSPACE": str(workspace)})
        if code != 0:
            results["next write failed"] += 1
            problems.append(f"round {round_}: the next write failed: {err_text.strip()[-300:]}")
        code, out, _ = workload.run_cli("doctor", ["--json"], {"WORKSPACE": str(workspace)})
        if code != 0:
            results["doctor unhappy"] += 1
            problems.append(f"round {round_}: doctor: {out[-400:]}")
        if len(workload.read_index(workspace)["memories"]) > 3000:
            workspace = fresh_store(root, "kills")  # keep rounds fast
    results["unreadable or inconsistent"] = results["unreadable"] + results["inconsistent"] + results["index mixed"]
    return {"rounds": count, **results, "problems": problems[:10]}


# ---------------------------------------------------------------------- 3. fuzz
SPICE = [
    "../",
    "../../etc/passwd",
    "/etc/passwd",
    "..",
    "~",
    "$(rm -rf ~)",
    "`id`",
    "{{x}}",
    "{0}",
    "%s%n%x",
    "\x00",
    "a\x00b",
    "mem_001\n",
    "mem_001",
    "mem_test_001",
    "mem_0",
    "mem_",
    "mem_99999999999999999999",
    "-",
    "--",
    "--json",
    "NaN",
    "nan",
    "inf",
    "1e999",
    "-0",
    "0.5",
    "2",
    "-1",
    "null",
    "[]",
    "{}",
    "\\",
    "C:\\Windows",
    "🧠",
    "\u202e",
    "\ufeff",
    "\r\n",
    "\t",
    " ",
    "",
    "日本語",
    "עברית",
    "العربية",
    "\U0010ffff",
    "\udcff",
    "\ud800",
    "user",
    "self",
    "world",
    "relationship",
    "USER",
    "preference",
    "a" * 64,
    "a" * 65,
]


def fuzz_text(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.3:
        return rng.choice(SPICE)
    if pick < 0.5:
        return " ".join(rng.choice(workload.WORDS + SPICE) for _ in range(rng.randint(1, 12)))
    if pick < 0.65:
        return "".join(chr(rng.randint(1, 0x2FFFF)) for _ in range(rng.randint(0, 40)))
    if pick < 0.75:
        return os.urandom(rng.randint(0, 60)).decode("utf-8", "surrogateescape")
    if pick < 0.8:
        return rng.choice("ab 日🧠\n") * rng.choice([19_999, 20_000, 20_001, 60_000])
    return f"User prefers {rng.choice(workload.WORDS)} over {rng.choice(workload.WORDS)} {rng.randint(0, 10**6)}"


def fuzz_value(rng: random.Random, depth: int = 0):
    pick = rng.random()
    if pick < 0.45 or depth > 3:
        return fuzz_text(rng)
    if pick < 0.6:
        return rng.choice(
            [None, True, False, 0, 1, -1, 0.5, 1.5, 10**30, -0.0, float("inf") if rng.random() < 0.1 else 0.7]
        )
    if pick < 0.8:
        return [fuzz_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {fuzz_text(rng)[:20]: fuzz_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def fuzz_record(rng: random.Random, fields: tuple[str, ...]) -> dict:
    record = {}
    for key in fields:
        if rng.random() < 0.5:
            record[key] = fuzz_value(rng) if rng.random() < 0.5 else fuzz_text(rng)
    if rng.random() < 0.8:
        record["content"] = fuzz_text(rng) if rng.random() < 0.7 else fuzz_value(rng)
    if rng.random() < 0.1:
        record[fuzz_text(rng)[:10]] = fuzz_value(rng)
    return record


def mutate_index(rng: random.Random, raw: bytes) -> bytes:
    """index.json damaged one way: truncated, a byte flipped, or one field given a random value."""
    pick = rng.random()
    if pick < 0.45 or not raw:
        return cut_or_flip(rng, raw, pick < 0.3)
    data = orjson.loads(raw)
    if data["memories"] and rng.random() < 0.8:
        record = rng.choice(data["memories"])
        key = rng.choice([*record, "extra"])
        if rng.random() < 0.2:
            record.pop(key, None)
        else:
            record[key] = fuzz_value(rng)
    else:
        key = rng.choice([*data, "extra"])
        data[key] = fuzz_value(rng)
    return dumps(data)


def cut_or_flip(rng: random.Random, raw: bytes, cut: bool) -> bytes:
    """``raw`` cut short, or with one byte changed."""
    if cut or not raw:
        return raw[: rng.randint(0, max(len(raw) - 1, 0))]
    data = bytearray(raw)
    data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def damaged_log_line(rng: random.Random, raw: bytes) -> bytes:
    """A line to append to a use log: one of its lines cut, a byte flipped, or given a
    random field (never put back: the store skips it and names it)."""
    lines = raw.splitlines()
    line = rng.choice(lines) if lines else b'{"t":"2026-11-29T10:00:00Z","op":"use","id":"mem_test_001","x":"x"}'
    pick = rng.random()
    try:
        entry = orjson.loads(line)
    except orjson.JSONDecodeError:  # a line damaged by an earlier case
        pick = 0.0
    if pick < 0.5:
        return cut_or_flip(rng, line, pick < 0.3).replace(b"\n", b" ") + b"\n"
    entry[rng.choice([*entry, "extra"])] = fuzz_value(rng)
    return dumps(entry).replace(b"\n", b" ") + b"\n"


def dumps(value) -> bytes:
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:  # inf / surrogates: write the bytes a careless producer would
        return repr(value).encode("utf-8", "surrogatepass")


def deep(rng: random.Random) -> bytes:
    n = rng.choice([100, 1_000, 10_000])
    return b'{"content": ' + b"[" * n + b"]" * n + b"}"


CAPTURE_FIELDS = ("domain", "category", "importance", "keywords", "source", "created")


def fuzz_case(rng: random.Random, workspace: Path, scratch: Path) -> tuple[str, list[str], bytes | None]:
    """One random case: (command, args, stdin)."""
    ids = [m["id"] for m in workload.read_index(workspace)["memories"]] if rng.random() < 0.5 else []
    surface = rng.choices(
        ["capture", "recall", "reinforce", "forget", "maintenance", "batch", "apply", "transcript", "import", "file"],
        [20, 12, 6, 4, 4, 16, 12, 8, 6, 12],
    )[0]

    def maybe(option: str, value=None) -> list[str]:
        if rng.random() < 0.3:
            return [option] if value is None else [option, value if isinstance(value, str) else fuzz_text(rng)]
        return []

    if surface == "capture":
        args = [fuzz_text(rng)]
        for option in ("--domain", "--category", "--importance", "--keywords", "--source"):
            args += maybe(option, fuzz_text(rng))
        args += maybe("--dry-run") + maybe("--json")
        rng.shuffle(args) if rng.random() < 0.1 else None
        return "capture", args, None
    if surface == "recall":
        args = [fuzz_text(rng)] + maybe("--limit", rng.choice(["0", "1", "5", "-3", "x", "1001"]))
        args += maybe("--domain", fuzz_text(rng)) + maybe("--reinforce") + maybe("--all") + maybe("--json")
        return "recall", args, None
    if surface == "reinforce":
        args = [rng.choice(ids) if ids and rng.random() < 0.6 else fuzz_text(rng) for _ in range(rng.randint(0, 3))]
        return (
            "reinforce",
            args + maybe("--boost", rng.choice(["0", "0.15", "1", "2", "nan", "-1", "x"])) + maybe("--json"),
            None,
        )
    if surface == "forget":
        args = [rng.choice(ids) if ids and rng.random() < 0.5 else fuzz_text(rng)]
        return "forget", args + maybe("--purge") + maybe("--json"), None
    if surface == "maintenance":
        command = rng.choice(["decay", "load-core", "sync-core", "doctor"])
        args = {
            "decay": maybe("--dry-run") + maybe("--archive") + maybe("--if-due"),
            "load-core": maybe("--threshold", rng.choice(["0", "0.7", "1", "2", "-1", "nan", "x"])),
            "sync-core": maybe("--threshold", rng.choice(["0", "0.7", "1", "2", "-1", "nan", "x"])),
            "doctor": maybe("--repair"),
        }[command]
        return command, args + maybe("--json"), None
    if surface == "batch":
        lines = []
        for _ in range(rng.randint(1, 5)):
            pick = rng.random()
            if pick < 0.6:
                lines.append(dumps(fuzz_record(rng, CAPTURE_FIELDS)))
            elif pick < 0.75:
                lines.append(dumps(fuzz_value(rng)))
            elif pick < 0.9:
                lines.append(os.urandom(rng.randint(0, 80)))
            else:
                lines.append(deep(rng))
        return "capture", ["--batch", "-"] + maybe("--dry-run") + maybe("--json"), b"\n".join(lines)
    if surface == "apply":
        actions = []
        for _ in range(rng.randint(0, 4)):
            action = fuzz_record(rng, (*CAPTURE_FIELDS, "id", "reason", "candidate"))
            action["action"] = rng.choice(["create", "reinforce", "update", "skip", fuzz_text(rng)])
            if action["action"] in ("reinforce", "update") and ids and rng.random() < 0.7:
                action["id"] = rng.choice(ids)
            actions.append(action)
        pick = rng.random()
        doc = (
            dumps({"actions": actions})
            if pick < 0.6
            else dumps(actions)
            if pick < 0.75
            else b"```json\n" + dumps({"actions": actions}) + b"\n```"
            if pick < 0.85
            else deep(rng)
            if pick < 0.9
            else os.urandom(rng.randint(0, 200))
        )
        return "capture", ["--apply", "-"] + maybe("--dry-run") + maybe("--json"), doc
    if surface in ("transcript", "import"):
        path = scratch / f"input{rng.randint(0, 3)}{rng.choice(['.jsonl', '.json', '.md', '.txt', ''])}"
        pieces = []
        for _ in range(rng.randint(0, 6)):
            pick = rng.random()
            if pick < 0.5:
                pieces.append(dumps(fuzz_record(rng, ("role", "type", "message", "text", "timestamp", "author"))))
            elif pick < 0.7:
                pieces.append(fuzz_text(rng).encode("utf-8", "surrogatepass"))
            elif pick < 0.9:
                pieces.append(dumps({"type": "message", "message": {"role": "user", "content": fuzz_value(rng)}}))
            else:
                pieces.append(os.urandom(rng.randint(0, 100)))
        path.write_bytes(b"\n".join(pieces))
        if surface == "transcript":
            fmt = rng.choice(["auto", "openclaw", "claude-code", "codex", "chatgpt", "text"])
            return "preprocess", [str(path), "--format", fmt, "--full"] + maybe("--markdown"), None
        fmt = rng.choice(["auto", "claude-md", "markdown", "text", "chatgpt", "index-json"])
        return "import", [str(path), "--format", fmt] + maybe("--dry-run") + maybe("--json"), None
    # A hand-written or hand-edited memory file, then a command that syncs it.
    folder = workspace / "memory" / rng.choice(["user", "self", "relationship", "world"])
    existing = sorted(folder.glob("mem_*.md"))
    target = rng.choice(existing) if existing and rng.random() < 0.5 else folder / f"fuzz{rng.randint(0, 5)}.md"
    meta = fuzz_record(rng, ("id", "domain", "category", "importance", "keywords", "source", "created", "updated"))
    body = meta.pop("content", fuzz_text(rng))
    pick = rng.random()
    if pick < 0.7:
        lines = []
        for key, value in meta.items():
            text = value if isinstance(value, str) else dumps(value).decode("utf-8", "replace")
            lines.append(f"{key}: {text}")
        raw = ("---\n" + "\n".join(lines) + "\n---\n" + str(body) + "\n").encode("utf-8", "surrogatepass")
    elif pick < 0.85:
        raw = str(body).encode("utf-8", "surrogatepass")
    else:
        raw = os.urandom(rng.randint(0, 300))
    target.write_bytes(raw)
    return rng.choice(["recall", "load-core", "doctor", "capture"]), (["fuzz"] if rng.random() < 0.5 else []), None


def fuzz(root: Path, cases: int, seed: int) -> dict:
    from click.testing import CliRunner
    from hippocampus import cli

    commands = {**workload.commands(), "preprocess": cli.preprocess, "import": cli.import_notes}
    has_apply = "--apply" in CliRunner().invoke(cli.capture, ["--help"]).stdout
    rng = random.Random(seed)
    scratch = root / "fuzz-inputs"
    scratch.mkdir(parents=True, exist_ok=True)
    workspace = fresh_store(root, "fuzz")
    env = {"WORKSPACE": str(workspace), "HIPPOCAMPUS_LOCK_TIMEOUT": "5", "HOME": str(root / "home")}
    tried = Counter()
    crashes: list[str] = []
    exit_codes = Counter()
    unreadable = 0
    started = time.monotonic()
    for case in range(cases):
        if case and case % 400 == 0:
            try:
                workload.state(workspace)
            except Exception as exc:  # noqa: BLE001 - counting exactly this
                unreadable += 1
                crashes.append(f"case {case}: store unreadable: {exc}")
            workspace = fresh_store(root, "fuzz")
            env["WORKSPACE"] = str(workspace)
        original = None
        log, damaged_log = workspace / "memory" / "log" / f"{workload.TEST_TAG}.jsonl", False
        if rng.random() < 0.05 and log.exists():
            # A damaged line in this machine's use log (cut, garbled, of another shape).
            with open(log, "ab") as handle:
                handle.write(damaged_log_line(rng, log.read_bytes()))
            damaged_log = True
            command = rng.choice(["recall", "capture", "reinforce", "decay", "load-core", "doctor", "forget"])
            args = {
                "reinforce": ["mem_test_001"],
                "forget": ["mem_test_002"],
                "recall": ["fuzz"],
                "capture": ["fuzz text"],
            }
            args, stdin = args.get(command, []), None
        elif rng.random() < 0.08:
            # A damaged index.json (put back after the case, so the store carries on).
            index = workspace / "memory" / "index.json"
            original = index.read_bytes()
            index.unlink()
            index.write_bytes(mutate_index(rng, original))
            command = rng.choice(["recall", "capture", "reinforce", "decay", "load-core", "doctor", "forget"])
            args = {
                "reinforce": ["mem_test_001"],
                "forget": ["mem_test_002"],
                "recall": ["fuzz"],
                "capture": ["fuzz text"],
            }
            args, stdin = args.get(command, []), None
        else:
            command, args, stdin = fuzz_case(rng, workspace, scratch)
        if "--apply" in args and not has_apply:
            continue
        if command in ("recall", "capture") and not args:
            args = ["fuzz"]
        tried[command if stdin is None else f"{command} {args[0]}"] += 1
        if command == "doctor" and "--repair" not in args and rng.random() < 0.5:
            args = [*args, "--repair"]
        result = CliRunner().invoke(commands[command], args, input=stdin, env=env, catch_exceptions=True)
        exit_codes[result.exit_code] += 1
        if damaged_log:
            tried[f"log damage + {command}"] += 1
            tried[command] -= 1
        if original is not None:
            tried[f"index damage + {command}"] += 1
            tried[command] -= 1
            index.unlink(missing_ok=True)
            index.write_bytes(original)  # derived: the next command rebuilds over it if it must
        text = result.output + (result.stderr or "")
        crashed = (
            (result.exception is not None and not isinstance(result.exception, SystemExit))
            or result.exit_code not in (0, 1, 2)
            or "Traceback" in text
        )
        if crashed:
            import traceback

            detail = "".join(traceback.format_exception(result.exception))[-600:] if result.exception else text[-400:]
            crashes.append(f"case {case}: {command} {[a[:40] for a in args]!r}: {detail}")
    return {
        "cases": sum(tried.values()),
        "crashes": len(crashes),
        "store unreadable": unreadable,
        "by surface": dict(sorted(tried.items())),
        "exit codes": dict(sorted(exit_codes.items())),
        "elapsed": time.monotonic() - started,
        "first crashes": crashes[:8],
    }


# ---------------------------------------------------------------------- 4. big inputs
def _as_capture(lines: list[bytes], limit: int) -> list[bytes]:
    out, size = [], 0
    for n, line in enumerate(lines):
        text = orjson.loads(line)["message"]["content"] + f" item{n}"
        out.append(orjson.dumps({"content": text}))
        size += len(out[-1]) + 1
        if size >= limit:
            break
    return out


def big_inputs(root: Path, megabytes: int) -> list[str]:
    """A transcript of MEGABYTES MB (lines, and one single line) through preprocess.py, and
    a batch of up to 5 MB through capture.py: exit code, time, and no traceback."""
    workspace = fresh_store(root, "big")
    env = dict(os.environ, WORKSPACE=str(workspace))
    rng = random.Random(3)
    lines = []
    size = 0
    while size < megabytes * 1_000_000:
        line = orjson.dumps(
            {
                "type": "user",
                "message": {"role": "user", "content": f"I prefer {rng.choice(workload.WORDS)} " * rng.randint(1, 60)},
                "timestamp": "2026-11-29T10:00:00Z",
            }
        )
        lines.append(line)
        size += len(line) + 1
    inputs = {
        "transcript.jsonl": (["preprocess.py", "--full", "--limit", "50"], b"\n".join(lines)),
        "one-line.txt": (
            ["preprocess.py", "--full", "--format", "text", "--limit", "50"],
            # Ends with a newline: a text reader leaves an unfinished last line for later.
            b"I prefer tea. " * (megabytes * 1_000_000 // 14) + b"\n",
        ),
        # As capture lines; 5 MB at most, since each line becomes a memory file.
        "batch.jsonl": (["capture.py", "--batch"], b"\n".join(_as_capture(lines, 5_000_000))),
    }
    out = []
    for name, (argv, raw) in inputs.items():
        path = root / name
        path.write_bytes(raw)
        started = time.monotonic()
        run = subprocess.run(
            [sys.executable, str(REPO / "scripts" / argv[0]), *argv[1:2], str(path), *argv[2:]],
            env=env,
            capture_output=True,
            timeout=600,
        )
        elapsed = time.monotonic() - started
        traceback = b"Traceback" in run.stderr
        first = run.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        out.append(
            f"{argv[0]} {name} ({len(raw) / 1e6:.0f} MB): exit {run.returncode}, {elapsed:.1f} s"
            f"{', TRACEBACK' if traceback else ''}{'; ' + first[0][:160] if first and run.returncode else ''}"
        )
        path.unlink()
    try:
        workload.state(workspace)
        out.append(f"store readable afterwards, {len(workload.read_index(workspace)['memories'])} memories")
    except Exception as exc:  # noqa: BLE001 - reporting exactly this
        out.append(f"STORE UNREADABLE: {exc}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--procs", type=int, default=8)
    parser.add_argument("--ops", type=int, default=500)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--fuzz", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--root", default="/tmp/hippocampus-stress")
    parser.add_argument("--big-mb", type=int, default=50, help="Size of the big-input cases (section 4).")
    parser.add_argument("--only", default="concurrency,kills,fuzz,big")
    args = parser.parse_args()
    root = Path(args.root)
    root.mkdir(parents=True, exist_ok=True)
    only = set(args.only.split(","))
    failed = False
    if "concurrency" in only:
        r = concurrency(root, args.procs, args.ops, args.seed)
        print(f"## Concurrency: {args.procs} processes x {args.ops} operations ({r['elapsed']:.1f} s)")
        print(
            f"attempted {r['attempted']}, succeeded {r['succeeded']}, refused {r['refused']}, failed {r['failed']}, lost {r['lost']}"
        )
        print(
            f"created {r['created']}, forgotten {r['forgotten']}, reinforcements {r['reinforcements']}; by kind {r['ops_by_kind']}"
        )
        for line in r["problems"][:10] + r["errors"]:
            print("  !", line)
        failed |= bool(r["lost"] or r["problems"])
        print(flush=True)
    if "kills" in only:
        started = time.monotonic()
        r = kills(root, args.kills, args.seed)
        print(f"## Kills: {args.kills} random SIGKILLs during writes ({time.monotonic() - started:.1f} s)")
        print(
            f"killed {r.get('killed', 0)}, completed before the kill {r.get('completed', 0)}; state afterwards: "
            f"before {r.get('before', 0)}, after {r.get('after', 0)} "
            f"({r.get('killed after the commit point', 0)} of them killed after the commit point); "
            f"unreadable or inconsistent {r['unreadable or inconsistent']}; next write failed {r.get('next write failed', 0)}; "
            f"doctor unhappy {r.get('doctor unhappy', 0)}"
        )
        for line in r["problems"]:
            print("  !", line)
        failed |= bool(r["unreadable or inconsistent"] or r["problems"])
        print(flush=True)
    if "fuzz" in only:
        r = fuzz(root, args.fuzz, args.seed)
        print(f"## Fuzz: {r['cases']} cases ({r['elapsed']:.1f} s)")
        print(f"crashes {r['crashes']}, stores left unreadable {r['store unreadable']}")
        print(f"by surface {r['by surface']}")
        print(f"exit codes {r['exit codes']}")
        for line in r["first crashes"]:
            print("  !", line)
        failed |= bool(r["crashes"])
        print(flush=True)
    if "big" in only:
        print(f"## Big inputs ({args.big_mb} MB)")
        for line in big_inputs(root, args.big_mb):
            print(line)
            failed |= "TRACEBACK" in line or "UNREADABLE" in line
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
