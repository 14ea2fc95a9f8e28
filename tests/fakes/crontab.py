"""A fake ``crontab``: ``-l`` prints the table (or "no crontab for tester", exit 1), ``-``
replaces it from stdin; ``state/crontab-denied`` makes writes fail as for a denied user."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import STATE, finish  # noqa: E402

TABLE = STATE / "crontab"

if sys.argv[1:] == ["-l"]:
    if TABLE.exists():
        sys.stdout.write(TABLE.read_text())
        finish(0)
    finish(1, err="no crontab for tester")
if sys.argv[1:] == ["-"]:
    if (STATE / "crontab-denied").exists():
        finish(1, err="crontab: your account is not allowed")
    TABLE.write_text(sys.stdin.read())
    finish(0)
finish(2, err="usage: crontab -l | crontab -")
