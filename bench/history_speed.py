"""Recall and load-core with superseded memories in the store: the filter runs while
ranking (a flag per document in the search cache), so leaving them out costs nothing.

Usage:
    python bench/history_speed.py [--size 100000] [--share 0.1] [--runs 7] [--root /tmp/hippocampus-history-bench]

Builds (once) two stores of the same generated memories as bench/speed.py does, marks
every 1/SHARE-th memory of the second superseded by the next one (one transaction), then
times recall (with and without --history) and load-core as whole processes on both,
interleaved. Prints medians of wall time per command. Figures go into ARCHITECTURE.md ("Memories that stay true").
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "bench"))

import speed  # noqa: E402

QUERIES = speed.QUERIES[:4]


CASES = [
    ("recall", ["--limit", "5", "--json"]),
    ("recall --history", ["--limit", "5", "--json", "--history"]),
    ("load-core", []),
]


def timed(stores: dict[str, Path], runs: int) -> dict[tuple[str, str], float]:
    """Median wall ms per (store, case), every case and store in turn on each run, so that
    the load of a shared machine falls on all alike."""
    walls: dict[tuple[str, str], list[float]] = {}
    for run in range(runs + 1):
        for name, args in CASES:
            script = name.split()[0]
            extra = [QUERIES[run % len(QUERIES)]] if script == "recall" else []
            for label, workspace in stores.items():
                wall, _, _ = speed.run_once(script, [*extra, *args], workspace)
                if run:  # the first run warms the caches
                    walls.setdefault((label, name), []).append(wall)
    return {key: statistics.median(values) * 1000 for key, values in walls.items()}


def supersede_share(workspace: Path, share: float) -> int:
    from hippocampus.store import Store

    store = Store(workspace, datetime.fromisoformat(speed.NOW.replace("Z", "+00:00")).astimezone(UTC))
    step = max(2, round(1 / share))
    count = 0
    with store.transaction() as txn:
        ids = txn.ids()
        for n in range(0, len(ids) - 1, step):
            txn.supersede(ids[n], ids[n + 1])
            count += 1
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--share", type=float, default=0.1, help="share of memories to mark superseded")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--root", default="/tmp/hippocampus-history-bench")
    args = parser.parse_args()
    root = Path(args.root)
    plain = speed.ensure_store(root / "plain", args.size)
    marked = speed.ensure_store(root / "superseded", args.size)
    marker = marked / ".superseded"
    if not marker.exists():
        started = time.perf_counter()
        count = supersede_share(marked, args.share)
        marker.write_text(f"{count}\n")
        print(f"superseded {count:,} memories in one transaction: {time.perf_counter() - started:.1f} s")
    count = int(marker.read_text())
    stores = {"none superseded": plain, f"{count:,} superseded": marked}
    figures = timed(stores, args.runs)
    print(f"{args.size:,} memories, median wall ms of {args.runs} runs (interleaved):")
    print(f"  {'':18}" + "".join(f"{label:>20}" for label in stores))
    for name, _ in CASES:
        print(f"  {name:18}" + "".join(f"{figures[(label, name)]:>20.0f}" for label in stores))


if __name__ == "__main__":
    main()
