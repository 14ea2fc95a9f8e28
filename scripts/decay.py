"""Apply daily importance decay, list archive candidates, regenerate HIPPOCAMPUS_CORE.md.

Usage:
    python scripts/decay.py [--dry-run] [--archive] [--if-due] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import decay

if __name__ == "__main__":
    decay()
