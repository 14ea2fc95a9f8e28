"""Print the transcript messages worth remembering as JSON lines, for the memory sub-agent.

Usage:
    python scripts/preprocess.py [PATH ...] [--format auto|openclaw|openclaw-sqlite|claude-code|codex|chatgpt|text]
                                 [--full] [--limit N] [--advance] [--markdown] [--json]

With no PATH it reads OpenClaw's transcripts. Run with --help for every option.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import preprocess  # noqa: E402

if __name__ == "__main__":
    preprocess()
