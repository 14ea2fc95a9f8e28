"""Store a memory; a near-duplicate reinforces the existing one instead.

Usage:
    python scripts/capture.py "CONTENT" [--domain D] [--category C] [--importance X]
                              [--keywords a,b] [--source S] [--dry-run] [--json]
    python scripts/capture.py --batch FILE.jsonl|- [--dry-run] [--json]

Run with --help for every option. Works from any folder: Python puts this script's
folder (scripts/) first on the import path, so the hippocampus package imports by name.
"""

from hippocampus.cli import capture

if __name__ == "__main__":
    capture()
