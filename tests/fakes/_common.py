"""Shared by the fake commands: the state folder and the argv log."""

import json
import os
import sys
import time
from pathlib import Path

STATE = Path(os.environ["FAKE_STATE"])
HOME = Path(os.environ["HOME"])


def log(ok: bool) -> None:
    entry = {"t": time.time(), "argv": [Path(sys.argv[0]).stem, *sys.argv[1:]], "ok": ok}
    with open(STATE / "argv.log", "a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry) + "\n")


def finish(code: int = 0, out: str | None = None, err: str | None = None):
    if out is not None:
        sys.stdout.write(out if out.endswith("\n") else out + "\n")
    if err is not None:
        sys.stderr.write(err + "\n")
    log(code == 0)
    sys.exit(code)


def read_json(path: Path, default):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default


def write_json(path: Path, value) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2) + "\n", encoding="utf-8")
