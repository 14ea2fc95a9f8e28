"""Write HIPPOCAMPUS_CORE.md into the workspace for RAG tools.

Usage:
    python scripts/sync-core.py [--threshold 0.7] [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import sync_core  # noqa: E402

if __name__ == "__main__":
    sync_core()
