"""Write HIPPOCAMPUS_CORE.md into the workspace for RAG tools.

Usage:
    python scripts/sync-core.py [--threshold 0.7] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import sync_core

if __name__ == "__main__":
    sync_core()
