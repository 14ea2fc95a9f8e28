"""Install hippocampus into an agent workspace (default ~/.openclaw/workspace).

Lays out <W>/memory/ without touching existing files, places the skill in
<W>/skills/hippocampus, writes <W>/memory/schedule.json, registers <W>/HIPPOCAMPUS_CORE.md
with OpenClaw memory search, and with --with-cron registers the decay and capture jobs.

Usage:
    python install.py [--workspace W] [--with-cron] [--cron "0 3 * * *"]
                      [--capture-cron "0 */3 * * *"] [--dry-run] [--uninstall] [--json]
    python install.py --help
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
