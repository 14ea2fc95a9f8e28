"""Store a memory; a near-duplicate reinforces the existing one instead.

Usage:
    python scripts/capture.py "CONTENT" [--domain D] [--category C] [--importance X]
                              [--keywords a,b] [--source S] [--dry-run] [--json]
    python scripts/capture.py --batch FILE.jsonl|- [--dry-run] [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import capture  # noqa: E402

if __name__ == "__main__":
    capture()
