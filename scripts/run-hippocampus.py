"""The capture loop cron runs: new conversation -> memories, then decay if due and the core file.

Usage:
    python scripts/run-hippocampus.py [PATH ...] [--agent-command CMD] [--agent-timeout S]
                                      [--format F] [--full] [--dry-run] [--strict] [--json]

Without --agent-command (or $HIPPOCAMPUS_AGENT_COMMAND) it keeps only explicit remember
requests and stated preferences, decisions and facts, below the core set unless asked to
remember. Fails open (exit 0, reason on stderr) unless --strict.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import run_hippocampus  # noqa: E402

if __name__ == "__main__":
    run_hippocampus()
