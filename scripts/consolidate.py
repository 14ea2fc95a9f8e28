"""Sleep: consolidate the memory store (duplicates, versions, conflicts, patterns, links, forgetting).

Usage:
    python scripts/consolidate.py [--dry-run] [--json]
    python scripts/consolidate.py --report
    python scripts/consolidate.py --if-due        # cron (weekly) and the run loop: fails open

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import consolidate, end_without_freeing  # noqa: E402

if __name__ == "__main__":
    end_without_freeing(consolidate)
