"""What the memory store holds: tiers, layers, domains, confidence, conflicts, growth.

Usage:
    python scripts/stats.py [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import stats  # noqa: E402

if __name__ == "__main__":
    stats()
