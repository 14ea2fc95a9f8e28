"""Find the memories relevant to a query, best first.

Usage:
    python scripts/recall.py "QUERY" [--limit N] [--domain D] [--reinforce] [--all] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import recall

if __name__ == "__main__":
    recall()
