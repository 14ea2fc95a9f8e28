"""Install hippocampus for the agent tools on this machine: one shared memory store, and for
each tool a copy of the skill with its own Python (.venv) plus that tool's hooks, MCP
server, cron jobs or rules. Needs only a python3 >= 3.11 with its standard library.

Usage:
    python3 install.py [--target openclaw|claude-code|codex|cursor|all] [--workspace W]
                       [--project DIR] [--with-cron] [--cron EXPR] [--capture-cron EXPR]
                       [--dry-run] [--uninstall] [--json]
    python3 install.py --demo
    python3 install.py --help
"""

import os
import sys

# This file sits at the repo root, so Python puts the root, not scripts/, on the import path.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), "scripts"))

import _launch  # noqa: E402

_launch.ensure(__file__, installer=True)

from hippocampus.install import install_command  # noqa: E402

if __name__ == "__main__":
    install_command()
