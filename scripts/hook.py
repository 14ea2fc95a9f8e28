"""A Claude Code or Codex hook: context at session start and per prompt, capture at the end.

Usage:
    python scripts/hook.py EVENT [--client claude-code|codex] [--workspace PATH] [--budget TOKENS]

EVENT: session-start, prompt, pre-compact, stop or session-end; the client's hook JSON
comes on stdin. Always exits 0: errors go to memory/.state/hooks.log (doctor.py shows them).
The arguments are parsed without click (the prompt hook is on the user's critical path);
--help shows the click command's help (hippocampus.cli.hook), which takes the same options.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.hook_entry import main  # noqa: E402

if __name__ == "__main__":
    main()
