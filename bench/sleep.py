"""Sleep benchmark: wall time and peak RSS of consolidate.py, one whole process each.

Usage:
    python bench/sleep.py [--sizes 10000,100000] [--new 1000] [--rounds 3] [--root /tmp/hippocampus-bench]

For each size: a copy of bench/speed.py's generated store of that many memories (never slept,
so every memory is new), one ``consolidate.py --json``; then, on the 100,000 copy just slept,
``--new`` more generated memories added in one transaction (as an import brings them) and a
second sleep, which relates only those against the rest: ``--rounds`` times, one after
another (the store grows by ``--new`` each round), and their median, since one run of a
few seconds moves with the machine. Targets (issue 11): 10,000 under 10 s, 100,000 under
60 s, 1,000 new into 100,000 under 5 s. Prints what each sleep did too.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "scripts"), str(REPO / "bench")]

import orjson  # noqa: E402
import speed  # noqa: E402

TARGETS = {10_000: 10.0, 100_000: 60.0}
NEW_TARGET = 5.0


def measured(workspace: Path) -> tuple[float, float, dict]:
    """(wall seconds, peak RSS MB, the JSON summary) of one consolidate.py process. What
    this script wrote before (a copy of 100,000 files, the last sleep's commit) is written
    back to disk first, untimed: a sleep's commit calls sync(), which would otherwise wait
    for the previous step's writes too (a 1,000-new sleep at 100,000 took 8.0 s right after
    the first sleep's commit, 6.6 s by the same code on a store whose writes had settled)."""
    os.sync()
    time.sleep(2.0)
    out = workspace.parent / f"{workspace.name}.out.json"
    with open(out, "wb") as sink:
        wall, rss, _ = speed.whole_process(
            [sys.executable, str(REPO / "scripts" / "consolidate.py"), "--json"],
            workspace,
            stdout=sink,
            drop=("HIPPOCAMPUS_AGENT_COMMAND",),
        )
    result = orjson.loads(out.read_bytes())
    out.unlink()
    return wall, rss, result


def settle(workspace: Path) -> None:
    from hippocampus import commands

    store = commands.open_store(workspace, datetime.fromisoformat(speed.NOW.replace("Z", "+00:00")).astimezone(UTC))
    store.sync()
    list(store.view())


def add_new(workspace: Path, count: int, seed: int) -> None:
    """``count`` generated memories more, created now, in one transaction."""
    from hippocampus.store import Store

    store = Store(workspace, datetime.fromisoformat(speed.NOW.replace("Z", "+00:00")).astimezone(UTC))
    with store.transaction() as txn:
        for item in speed.generate(count, seed=seed):
            txn.create(item["content"], item["domain"], item["category"], item["importance"], created=item["created"])


def line(title: str, wall: float, rss: float, result: dict, target: float) -> None:
    verdict = "meets" if wall < target else "MISSES"
    links = result.get("links") or {}
    print(
        f"{title}: {wall:.1f} s wall, peak RSS {rss:.0f} MB ({verdict} the {target:g} s target); "
        f"{result['memories']:,} memories, {result['new']:,} new, {result['pairs']:,} pairs related; "
        f"merged {result['merged']}, superseded {result['superseded']}, conflicts {result['conflictsOpened']}, "
        f"patterns {result['patterns']}, archived {result['archived']}; links {links.get('hebbian', 0)} "
        f"Hebbian, {links.get('structural', 0)} structural",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--new", type=int, default=1000)
    parser.add_argument("--root", default="/tmp/hippocampus-bench")
    parser.add_argument(
        "--rounds", type=int, default=3, help="how many times --new memories are added and slept (one figure each)"
    )
    args = parser.parse_args()
    root = Path(args.root)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    print(f"# sleep (consolidate.py), {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}", flush=True)
    for n in sizes:
        source = speed.ensure_store(root, n)
        work = root / f"sleep-{n}"
        shutil.rmtree(work, ignore_errors=True)
        started = time.perf_counter()
        shutil.copytree(source, work, symlinks=True)
        settle(work)  # a copy has new inodes: its derived data is rebuilt once, not timed
        print(f"(copied the {n:,} store in {time.perf_counter() - started:.1f} s)", file=sys.stderr, flush=True)
        wall, rss, result = measured(work)
        line(f"first sleep at {n:,}", wall, rss, result, TARGETS.get(n, 60.0))
        if n == max(sizes) and args.new:
            walls = []
            for round_ in range(args.rounds):  # one sleep after another, as a week's brings
                add_new(work, args.new, seed=4242 + round_)
                wall, rss, result = measured(work)
                walls.append(wall)
                title = f"{args.new:,} new into {n:,}" + (f" (round {round_ + 1})" if args.rounds > 1 else "")
                line(title, wall, rss, result, NEW_TARGET)
            if args.rounds > 1:
                median = statistics.median(walls)
                verdict = "meets" if median < NEW_TARGET else "MISSES"
                print(
                    f"{args.new:,} new into {n:,}, median of {args.rounds}: {median:.1f} s "
                    f"({', '.join(f'{w:.1f}' for w in walls)}; {verdict} the {NEW_TARGET:g} s target)",
                    flush=True,
                )
            wall, rss, result = measured(work)
            line(f"again, nothing new, at {n:,}", wall, rss, result, NEW_TARGET)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
