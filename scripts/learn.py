"""Turn a repository's fix and revert commits into lessons (self memories, category lesson).

Usage:
    python scripts/learn.py --git [--repo PATH] [--days N] [--dry-run] [--json]

Run it with --dry-run first. A commit is never learned twice; a known lesson is reinforced.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import learn  # noqa: E402

if __name__ == "__main__":
    learn()
