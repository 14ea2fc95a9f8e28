"""Compose the context for a task: identity, knowledge, episodic and constraint frames on a token budget.

Usage:
    python scripts/context.py "TASK" [--budget TOKENS] [--hops 0|1|2] [--json] [--save]
    python scripts/context.py --show-working-set [--json]

Run with --help for every option. Works from any folder and any python3: Python puts
this script's folder (scripts/) first on the import path, and _launch re-runs it with
the skill's own .venv when this python3 lacks the dependencies.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import context_command  # noqa: E402

if __name__ == "__main__":
    context_command()
