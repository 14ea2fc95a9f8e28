"""Check the memory store and repair what can be repaired without losing anything.

Usage:
    python scripts/doctor.py [--repair] [--json] [--workspace PATH]

Exits 0 when the store is healthy (after --repair: healthy once repaired), 1 when a
problem is found or remains. Run with --help for what it checks and repairs.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import doctor  # noqa: E402

if __name__ == "__main__":
    doctor()
