"""Print the core memories for the start of a session.

Usage:
    python scripts/load-core.py [--threshold 0.7] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import load_core

if __name__ == "__main__":
    load_core()
