"""Leave a short handoff for the next session, or show the latest one.

Usage:
    python scripts/handoff.py save --summary TEXT [--next STEP ...] [--artifact ITEM ...] [--json]
    python scripts/handoff.py show [--json]

Run with --help for every option. The next session start (hook.py session-start) shows it.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import handoff  # noqa: E402

if __name__ == "__main__":
    handoff()
