"""Working memory: a short buffer per scope for what matters right now.

Usage:
    python scripts/working.py push TEXT [--scope S] [--importance X]
    python scripts/working.py list [--scope S] [--json]
    python scripts/working.py clear [--scope S]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import working  # noqa: E402

if __name__ == "__main__":
    working()
