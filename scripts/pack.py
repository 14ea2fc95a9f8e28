"""Memory packs: carry a selection of memories to another store.

Usage:
    python scripts/pack.py export OUT.hpack [--select "domain:world category:cpp keyword:cmake"] [--encrypt]
    python scripts/pack.py import PACK [--dry-run]
    python scripts/pack.py list [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import pack  # noqa: E402

if __name__ == "__main__":
    pack()
