"""Import existing notes as memories: CLAUDE.md, AGENTS.md, .cursorrules, Markdown, text,
a ChatGPT export, or another hippocampus index.json.

Usage:
    python scripts/import.py PATH [--format claude-md|agents-md|cursorrules|markdown|text|chatgpt|index-json]
                             [--domain D] [--dry-run] [--json]

Run with --help for every option.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import import_notes  # noqa: E402

if __name__ == "__main__":
    import_notes()
