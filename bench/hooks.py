"""Process wall and CPU time of the session hooks beside recall.py, on bench/speed.py's stores.

Usage:
    python bench/hooks.py [--sizes 10000] [--runs 11] [--root /tmp/hippocampus-bench]

The prompt hook is on the user's critical path (the client waits for it before the model
sees the prompt), so it is timed against what ``recall.py --limit 5 --json`` takes on the
same store, in alternating runs, each a whole process started the way a client starts it
(the JSON on stdin). Also timed: session-start (decay not due, core and handoff) and the
stop hook (which only starts the capture in the background).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bench"))

import speed  # noqa: E402

PROMPTS = [
    "what are my editor preferences?",
    "why did we move deploys?",
    "which postgres migration did we decide on",
    "is Grace still upset about the roadmap",
]


def timed(argv: list[str], workspace: Path, stdin: bytes = b"") -> tuple[float, float]:
    """(wall ms, CPU ms) of one whole process. CPU time (user + system) barely moves when
    other processes share the cores; wall time is what the user waits."""
    wall, _, cpu = speed.whole_process(argv, workspace, stdin=stdin)
    return wall * 1000, cpu * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--root", type=Path, default=Path("/tmp/hippocampus-bench"))
    args = parser.parse_args()
    py, scripts = sys.executable, REPO / "scripts"
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; ms median [min-max] of whole processes"
    )
    for n in [int(s) for s in args.sizes.split(",")]:
        workspace = speed.ensure_store(args.root, n)
        subprocess.run(
            [py, str(scripts / "decay.py")],
            env=dict(os.environ, WORKSPACE=str(workspace)),
            check=True,
            capture_output=True,
        )  # so session-start finds decay not due
        rows: dict[str, list[tuple[float, float]]] = {
            "recall.py --limit 5 --json": [],
            "hook.py prompt": [],
            "hook.py session-start": [],
            "hook.py stop": [],
        }
        transcript = args.root / "empty-transcript.jsonl"
        transcript.write_text("")
        for run in range(args.runs + 1):
            prompt = PROMPTS[run % len(PROMPTS)]
            samples = {
                "recall.py --limit 5 --json": timed(
                    [py, str(scripts / "recall.py"), prompt, "--limit", "5", "--json"], workspace
                ),
                "hook.py prompt": timed(
                    [py, str(scripts / "hook.py"), "prompt"], workspace, orjson.dumps({"prompt": prompt})
                ),
                "hook.py session-start": timed([py, str(scripts / "hook.py"), "session-start"], workspace, b"{}"),
            }
            if run:  # the first is a warm-up (bytecode, page cache)
                for name, sample in samples.items():
                    rows[name].append(sample)
        # Last, and apart: each stop leaves a capture process running for a while.
        for run in range(args.runs + 1):
            sample = timed(
                [py, str(scripts / "hook.py"), "stop"], workspace, orjson.dumps({"transcript_path": str(transcript)})
            )
            if run:
                rows["hook.py stop"].append(sample)
            time.sleep(1.5)
        print(f"\n{n:,} memories")
        for name, samples in rows.items():
            walls, cpus = [w for w, _ in samples], [c for _, c in samples]
            print(
                f"  {name:28} wall {statistics.median(walls):5.0f} [{min(walls):.0f}-{max(walls):.0f}]"
                f"   cpu {statistics.median(cpus):5.0f} [{min(cpus):.0f}-{max(cpus):.0f}]"
            )


if __name__ == "__main__":
    main()
