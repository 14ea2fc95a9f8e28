"""Two machines, one memory, through git: the issue-10 scenario, measured end to end.

Usage:
    python bench/sync.py [--memories 200] [--root /tmp/hippocampus-sync-bench] [--keep]

Machine A builds a store of N memories and ``sync.py --init``s a bare git remote; machine B
(another workspace, so another machine tag) ``sync.py --init``s from it and takes them.
Then on each: 50 captures, 10 reinforcements (5 of the same memories on both), 5 forgets
(2 the same), 3 hand edits (one memory edited on both, with different texts), and a decay
on a later day; then sync on A, on B, on A. Every step runs the real scripts as processes
with the real git. Prints what each store ends with and whether they agree, then what one
day of normal use changes in git.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = REPO / "scripts"
DAY0 = "2026-11-29T10:00:00Z"
TOPICS = "deploys backups invoices onboarding billing search monitoring alerts budget hiring roadmap review".split()
PEOPLE = "Alice Bob Carmen Deepak Elena Farid Grace Hiro Ines Jonas Kofi Lena".split()


def run(script: str, workspace: Path, *args: str, now: str = DAY0, input: bytes | None = None, check: bool = True):
    env = dict(os.environ, HIPPOCAMPUS_WORKSPACE=str(workspace), HIPPOCAMPUS_NOW=now)
    result = subprocess.run([sys.executable, str(SCRIPTS / f"{script}.py"), *args], capture_output=True, env=env, input=input)
    if check and result.returncode != 0:
        raise SystemExit(f"{script} {' '.join(args)} failed ({result.returncode}): {result.stderr.decode().strip()}")
    return result


def run_json(script: str, workspace: Path, *args: str, **kwargs):
    return orjson.loads(run(script, workspace, *args, "--json", **kwargs).stdout)


def make_workspace(path: Path) -> Path:
    shutil.rmtree(path, ignore_errors=True)
    memory = path / "memory"
    for domain in ("user", "self", "relationship", "world"):
        (memory / domain).mkdir(parents=True)
    shutil.copyfile(REPO / "memory" / "index.json", memory / "index.json")
    return path


def index(workspace: Path) -> dict[str, dict]:
    return {m["id"]: m for m in orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"]}


def git(workspace: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(workspace / "memory"), *args], capture_output=True, check=True).stdout.decode()


def day(n: int, hour: int = 10) -> str:
    return f"2026-{11 if 29 + n <= 30 else 12}-{(29 + n - 1) % 30 + 1:02d}T{hour:02d}:00:00Z"


def edit_file(workspace: Path, memory_id: str, text: str) -> None:
    path = workspace / "memory" / index(workspace)[memory_id]["file"]
    raw = path.read_text("utf-8")
    head, _, _ = raw.rpartition("\n---\n")
    path.write_text(f"{head}\n---\n\n{text}\n", "utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))


def one_machine(workspace: Path, label: str, ids: list[str], shared: dict, now: str) -> dict:
    """The issue's day of use on one machine; what it did."""
    lines = [orjson.dumps({"content": f"Machine {label} note {n}: {TOPICS[n % len(TOPICS)]} with {PEOPLE[n % len(PEOPLE)]}"}) for n in range(50)]
    for line in lines:
        run("capture", workspace, "--batch", "-", input=line + b"\n", now=now)
    own = [i for i in ids if i not in shared["all"]]
    mine = own[:5] if label == "A" else own[5:10]
    reinforced = shared["reinforce"] + mine
    run("reinforce", workspace, *reinforced, now=now)
    forget_mine = own[10:13] if label == "A" else own[13:16]
    for memory_id in shared["forget"] + forget_mine:
        run("forget", workspace, memory_id, now=now)
    edited_mine = own[16:18] if label == "A" else own[18:20]
    for memory_id in edited_mine:
        edit_file(workspace, memory_id, f"Edited on {label}: {memory_id} says something new")
    edit_file(workspace, shared["edit"], f"Machine {label} rewrote this memory its own way")
    run("recall", workspace, "notes", now=now)  # picks the hand edits up
    run("decay", workspace, now=day(3))
    return {"reinforced": reinforced, "forgotten": shared["forget"] + forget_mine, "edited": [*edited_mine, shared["edit"]]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--root", type=Path, default=Path("/tmp/hippocampus-sync-bench"))
    parser.add_argument("--keep", action="store_true", help="keep the workspaces afterwards")
    options = parser.parse_args()
    root = options.root
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    remote = root / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    a, b = make_workspace(root / "A"), make_workspace(root / "B")
    started = time.perf_counter()
    batch = b"\n".join(
        orjson.dumps({"content": f"Shared memory {n}: {PEOPLE[n % len(PEOPLE)]} owns {TOPICS[n % len(TOPICS)]} for project {n}", "created": day(-30 + n % 25)})
        for n in range(options.memories)
    )
    run("capture", a, "--batch", "-", input=batch + b"\n")
    run("sync", a, "--init", str(remote))
    run("sync", b, "--init", str(remote))
    ids = sorted(index(a))
    assert sorted(index(b)) == ids, "B did not take A's memories"
    shared = {"reinforce": ids[:5], "forget": ids[5:7], "edit": ids[7]}
    shared["all"] = set(ids[:8])
    did = {label: one_machine(ws, label, ids, shared, day(1)) for label, ws in (("A", a), ("B", b))}
    timings = []
    for label, ws in (("A", a), ("B", b), ("A", a)):
        t0 = time.perf_counter()
        report = run_json("sync", ws, now=day(3, 12))
        timings.append((label, time.perf_counter() - t0, report))
    ia, ib = index(a), index(b)
    same_text = {i: (ia[i]["content"], ia[i]["timesReinforced"], ia[i]["importance"]) for i in ia} == {
        i: (ib[i]["content"], ib[i]["timesReinforced"], ib[i]["importance"]) for i in ib
    }
    expected_live = options.memories + 100 - len(set(did["A"]["forgotten"]) | set(did["B"]["forgotten"]))
    renumbered = [i for i in ids if i not in ia and i not in set(did["A"]["forgotten"]) | set(did["B"]["forgotten"])]
    uses = sum(ia[i]["timesReinforced"] for i in set(did["A"]["reinforced"]) | set(did["B"]["reinforced"]) if i in ia)
    conflicts = sorted((a / "memory" / "conflicts").glob("*.md")) if (a / "memory" / "conflicts").is_dir() else []
    edited = ia.get(shared["edit"], {}).get("content", "")
    other = conflicts[0].read_text("utf-8") if conflicts else ""
    both_texts = ("Machine A rewrote" in edited and "Machine B rewrote" in other) or ("Machine B rewrote" in edited and "Machine A rewrote" in other)
    doctor_a, doctor_b = run("doctor", a, check=False).returncode, run("doctor", b, check=False).returncode
    left = git(a, "status", "--porcelain") + git(b, "status", "--porcelain")
    markers = [p for ws in (a, b) for p in (ws / "memory").rglob("*.md") if "<<<<<<<" in p.read_text("utf-8", "replace")]
    print(f"sync bench: {options.memories} memories, two clones, real git ({time.perf_counter() - started:.1f} s in all)")
    for label, seconds, report in timings:
        print(f"  sync on {label}: {seconds * 1000:.0f} ms, committed {report['committed']} files, merged {report['merged']} commits, "
              f"{len(report['conflicts'])} conflicts, pushed {report['pushed']}, healthy {report['healthy']}")
    print(f"  live memories: A {len(ia)}, B {len(ib)} (expected {expected_live})")
    print(f"  stores identical (ids, texts, uses, importance): {sorted(ia) == sorted(ib) and same_text}")
    print(f"  renumbered: {len(renumbered)}")
    print(f"  uses counted: {uses} of 20")
    print(f"  both texts of the doubly edited memory kept: {both_texts} ({len(conflicts)} conflict record(s))")
    print(f"  doctor healthy: A {doctor_a == 0}, B {doctor_b == 0}; git conflicts left: {bool(left.strip())}; files with markers: {len(markers)}")
    # One day of normal use: decay, 5 captures, 10 recalls with --reinforce.
    before = git(a, "rev-parse", "HEAD").strip()
    run("decay", a, now=day(4))
    for n in range(5):
        run("capture", a, f"Day four note {n} about {TOPICS[n]} with {PEOPLE[n]}", now=day(4))
    for n in range(10):
        run("recall", a, TOPICS[n % len(TOPICS)], "--reinforce", now=day(4))
    run("sync", a, now=day(4, 12))
    stat = git(a, "diff", "--numstat", before, "HEAD")
    files = [line.split("\t") for line in stat.splitlines() if line.strip()]
    md = [f for f in files if f[2].endswith(".md")]
    logs = [f for f in files if f[2].startswith("log/")]
    others = [f for f in files if f not in md and f not in logs]
    print(f"  one day of use (decay, 5 captures, 10 recalls --reinforce) changed in git: {len(md)} memory files, "
          f"{sum(int(f[0]) for f in logs)} log lines in {len(logs)} log file(s), other files: {[f[2] for f in others]}")
    if not options.keep:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
