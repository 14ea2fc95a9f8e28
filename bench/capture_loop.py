"""Wall time of preprocess.py --full and of the whole run loop on a big OpenClaw transcript,
and how many memories the no-LLM heuristic makes from it against what a person expects.

Usage:
    python bench/capture_loop.py [--messages 10000] [--runs 3] [--root /tmp/hippocampus-bench-loop]

Writes one legacy OpenClaw session (tests/fixtures_transcripts.py: filler in several
languages, tool calls and results, thinking blocks, unknown events, a bad line and a
truncated tail, with the PLANTED messages spread through it), then runs each script as a
whole process, the way cron does, on a fresh store each time, and prints the median.
"Expected" is the planted list's remember requests, preferences and decisions.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests"), str(REPO / "scripts")]

import fixtures_transcripts as fx  # noqa: E402
from workload import make_store  # noqa: E402


def fresh_store(root: Path) -> Path:
    workspace = root / "ws"
    shutil.rmtree(workspace, ignore_errors=True)
    return make_store(workspace)


def timed(argv: list[str], env: dict) -> tuple[float, subprocess.CompletedProcess]:
    start = time.perf_counter()
    result = subprocess.run(argv, capture_output=True, env=env, check=True)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--root", type=Path, default=Path("/tmp/hippocampus-bench-loop"))
    args = parser.parse_args()

    args.root.mkdir(parents=True, exist_ok=True)
    transcript = args.root / "session.jsonl"
    written = fx.write_openclaw_jsonl(transcript, args.messages)
    env = dict(os.environ, HIPPOCAMPUS_NOW="2026-11-29T12:00:00Z", HOME=str(args.root / "home"))
    python = sys.executable

    pre, loop = [], []
    for _ in range(args.runs):
        workspace = fresh_store(args.root)
        env["WORKSPACE"] = str(workspace)
        seconds, result = timed([python, str(REPO / "scripts" / "preprocess.py"), str(transcript), "--full"], env)
        pre.append(seconds)
        candidates = len(result.stdout.splitlines())
        seconds, result = timed([python, str(REPO / "scripts" / "run-hippocampus.py"), str(transcript), "--json"], env)
        loop.append(seconds)
        summary = orjson.loads(result.stdout)
    index = orjson.loads((workspace / "memory" / "index.json").read_bytes())
    created = {m["content"] for m in index["memories"]}
    expected = {t for _, t in written.expected if fx.PLANTED_KINDS.get(t) in ("remember", "preference", "decision")}

    size = transcript.stat().st_size / 1e6
    print(
        f"transcript: {args.messages} messages, {size:.1f} MB, {written.bad_lines} bad lines, {written.unknown} unknown events"
    )
    print(
        f"preprocess.py --full   median {statistics.median(pre):.3f} s  (runs: {', '.join(f'{s:.3f}' for s in pre)}); {candidates} candidates"
    )
    print(
        f"run-hippocampus.py     median {statistics.median(loop):.3f} s  (runs: {', '.join(f'{s:.3f}' for s in loop)})"
    )
    print(
        f"  summary: processed {summary['processed']}, candidates {summary['candidates']}, created {summary['created']}, "
        f"reinforced {summary['reinforced']}, skipped {summary['skipped']}, decayed {summary['decayed']}"
    )
    print(
        f"heuristic: created {len(created)} memories; a person expects {len(expected)} "
        f"(planted remember/preference/decision); missed {len(expected - created)}, extra {len(created - expected)}"
    )


if __name__ == "__main__":
    main()
