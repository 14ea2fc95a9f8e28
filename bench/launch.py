"""What the launcher's re-exec costs, and how long install.py takes from a bare python3.

Prints the median wall time of ``recall.py --help`` started by a python3 that lacks the
dependencies (so _launch re-executes it with the skill's .venv) against the same script
started by the venv's own python, after timing ``install.py --with-cron`` from that bare
python3 on a fresh copy of this repo in a scratch HOME (real venvs, real pip) and a second,
idempotent run. Not a test.

Usage:
    python bench/launch.py [--runs 21] [--bare /usr/bin/python3]
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))

from hippocampus.skill_folder import skill_files  # noqa: E402


def wall(argv: list[str], env: dict | None = None, runs: int = 1) -> float:
    return statistics.median(timed(argv, env)[0] for _ in range(runs))


def timed(argv: list[str], env: dict | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds user+system) of one run; CPU time barely moves with load."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, capture_output=True, env=env, check=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def bare_python(given: str | None) -> list[str]:
    """A python3 that lacks click: the one given, /usr/bin/python3 if it does, else this one with -S."""
    for candidate in [given, "/usr/bin/python3"]:
        if candidate and Path(candidate).exists():
            if subprocess.run([candidate, "-c", "import click"], capture_output=True).returncode != 0:
                return [candidate]
    return [sys.executable, "-S"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--bare")
    args = parser.parse_args()
    bare = bare_python(args.bare)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        clone = root / "clone"
        for rel in skill_files(REPO):
            (clone / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / rel, clone / rel)
        home = root / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if k not in ("WORKSPACE", "HIPPOCAMPUS_WORKSPACE", "PYTHONPATH")}
        env.update(HOME=str(home), PATH="/usr/bin:/bin")
        started = time.perf_counter()
        subprocess.run([*bare, str(clone / "install.py"), "--with-cron"], capture_output=True, env=env, check=True)
        fresh = time.perf_counter() - started
        again = wall([*bare, str(clone / "install.py"), "--with-cron"], env)
        copy = home / ".hippocampus" / "skills" / "hippocampus"
        venv_python = str(copy / ".venv" / "bin" / "python")
        recall = str(copy / "scripts" / "recall.py")
        wall([*bare, recall, "--help"], env, 3)  # warm the page cache and the .pyc files
        # Interleaved pairs, so that load from other processes hits both sides alike.
        pairs = [
            (timed([*bare, recall, "--help"], env), timed([venv_python, recall, "--help"], env))
            for _ in range(args.runs)
        ]
        bare_only = wall([*bare, "-c", "pass"], env, args.runs)
        print(f"bare python: {' '.join(bare)}; {args.runs} interleaved pairs, medians (wall / CPU)")
        for label, side in (("via bare python3 (re-exec)", 0), ("via the venv's python", 1)):
            w = statistics.median(p[side][0] for p in pairs) * 1000
            c = statistics.median(p[side][1] for p in pairs) * 1000
            print(f"recall.py --help {label:<27} {w:5.0f} ms / {c:4.0f} ms")
        dw = statistics.median(a[0] - b[0] for a, b in pairs) * 1000
        dc = statistics.median(a[1] - b[1] for a, b in pairs) * 1000
        print(f"re-exec cost (median of pair differences)   {dw:5.0f} ms / {dc:4.0f} ms")
        print(f"(bare python3 -c pass alone:                 {bare_only * 1000:.0f} ms)")
        print(f"install.py --with-cron, fresh clone, bare python3: {fresh:.1f} s")
        print(f"install.py --with-cron, second run:                 {again:.1f} s")


if __name__ == "__main__":
    main()
