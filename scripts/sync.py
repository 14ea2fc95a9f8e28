"""Share the memory store with other machines through git.

Usage:
    python scripts/sync.py [--init REMOTE] [--dry-run] [--json] [--workspace PATH]

Commits this machine's memory files and log, pulls and merges the other machines' (a memory
changed on both sides keeps both texts, as a conflict), rebuilds index.json, checks the
store and pushes. Run with --help for details.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import sync  # noqa: E402

if __name__ == "__main__":
    sync()
