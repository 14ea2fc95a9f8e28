"""Reinforce memories by id.

Usage:
    python scripts/reinforce.py ID [ID ...] [--boost X] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import reinforce

if __name__ == "__main__":
    reinforce()
