"""Run a command; when it fails, its command line and stderr tail become an error memory.

Usage:
    python scripts/watch.py [--workspace PATH] [--json] -- COMMAND [ARG ...]

Output passes through; the exit status is the command's (secrets are redacted before storing).
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import watch  # noqa: E402

if __name__ == "__main__":
    watch()
