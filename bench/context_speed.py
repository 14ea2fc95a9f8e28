"""Wall and CPU time of context.py against recall.py --limit 10 on the same generated store.

Usage:
    python bench/context_speed.py [--sizes 10000,100000] [--runs 7] [--root /tmp/hippocampus-context-bench]

Reuses bench/speed.py's stores (generate/build, the same seed) and its whole-process
runner. Each run alternates recall and context on the same store, so both see the same
load; the machine is shared, so CPU time (user + system of the process) is printed too.
Targets (issue 12): context at 10,000 within 2x recall's wall time; at 100,000 under 0.6 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import speed  # noqa: E402

QUERIES = speed.QUERIES


def run(script: str, args: list[str], workspace: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one whole process."""
    wall, _, cpu = speed.run_once(script, args, workspace)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--root", default="/tmp/hippocampus-context-bench")
    options = parser.parse_args()
    for n in [int(s) for s in options.sizes.split(",")]:
        workspace = speed.ensure_store(Path(options.root), n)
        os.environ["WORKSPACE"] = str(workspace)
        for script, args in (("recall", [QUERIES[0], "--limit", "10"]), ("context", [QUERIES[0], "--no-working-set"])):
            run(script, args, workspace)  # warm-up: caches built, bytecode written
        rows: dict[str, list[tuple[float, float]]] = {"recall": [], "context": []}
        for i in range(options.runs):
            query = QUERIES[i % len(QUERIES)]
            rows["recall"].append(run("recall", [query, "--limit", "10"], workspace))
            rows["context"].append(run("context", [query, "--no-working-set"], workspace))
        print(f"{n:,} memories, {options.runs} runs each, alternating (median wall / median CPU, ms):")
        for name, values in rows.items():
            walls, cpus = [w for w, _ in values], [c for _, c in values]
            print(
                f"  {name:<8} wall {statistics.median(walls) * 1000:7.0f} (min {min(walls) * 1000:.0f})"
                f"   cpu {statistics.median(cpus) * 1000:7.0f}"
            )
        ratio = statistics.median(w for w, _ in rows["context"]) / statistics.median(w for w, _ in rows["recall"])
        cpu_ratio = statistics.median(c for _, c in rows["context"]) / statistics.median(c for _, c in rows["recall"])
        print(f"  context / recall: wall x{ratio:.2f}, cpu x{cpu_ratio:.2f} (target at 10,000: x2)")
        print(f"  load average: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
