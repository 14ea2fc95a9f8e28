"""Snapshots: a point-in-time copy of the store, restorable over a damaged one.

Usage:
    python scripts/snapshot.py create [OUT] [--json]
    python scripts/snapshot.py restore FILE [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import snapshot  # noqa: E402

if __name__ == "__main__":
    snapshot()
