"""Move a memory to the archive, or purge it for good.

Usage:
    python scripts/forget.py ID [--json]
    python scripts/forget.py --purge ID

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import forget  # noqa: E402

if __name__ == "__main__":
    forget()
