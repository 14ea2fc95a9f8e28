"""Move a memory to the archive, or purge it for good.

Usage:
    python scripts/forget.py ID [--json]
    python scripts/forget.py --purge ID

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import forget

if __name__ == "__main__":
    forget()
