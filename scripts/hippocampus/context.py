"""The one place that resolves the workspace and the clock from the environment.

Everything below the CLI receives ``workspace`` and ``now`` as arguments; nothing deeper
reads ``HIPPOCAMPUS_WORKSPACE``, ``WORKSPACE`` or ``HIPPOCAMPUS_NOW`` or calls the system clock.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

from hippocampus.errors import InvalidInput

# One store shared by every agent tool on the machine (install.py's default too). Not inside
# ~/.openclaw/workspace/memory: OpenClaw's own memory search indexes every Markdown file
# there, archive/ included, and has no exclude option.
DEFAULT_WORKSPACE = Path("~/.hippocampus")
# Where round 1 put the store (the OpenClaw workspace itself); still used if it is there
# and the new default is not, so an upgrade never loses sight of existing memories.
ROUND1_WORKSPACE = Path("~/.openclaw/workspace")
# Written by install.py into each skill folder it places; names the installed workspace.
MANIFEST = ".hippocampus-install.json"
SKILL_FOLDER = Path(__file__).resolve().parents[2]


def default_workspace() -> Path:
    """``~/.hippocampus``, unless only a round-1 store exists (``~/.openclaw/workspace/memory``)."""
    new = DEFAULT_WORKSPACE.expanduser()
    old = ROUND1_WORKSPACE.expanduser()
    if not new.exists() and (old / "memory" / "index.json").is_file():
        return old
    return new


def installed_workspace(skill_folder: Path = SKILL_FOLDER) -> str | None:
    """The workspace install.py recorded in this skill folder's manifest, if any."""
    try:
        with open(skill_folder / MANIFEST, "rb") as handle:
            value = json.load(handle).get("workspace")
    except (OSError, ValueError, AttributeError):
        return None
    return value if isinstance(value, str) and value else None


def resolve_workspace(option: str | os.PathLike | None = None) -> Path:
    """``--workspace``, else ``$HIPPOCAMPUS_WORKSPACE``, else the workspace this skill was
    installed for, else ``$WORKSPACE``, else ``default_workspace()``.

    The installed workspace comes before ``$WORKSPACE`` because CI systems set that to a job
    folder, and an agent running ``python3 <skill>/scripts/recall.py`` means its own store.
    """
    raw = option if option not in (None, "") else os.environ.get("HIPPOCAMPUS_WORKSPACE") or installed_workspace()
    raw = raw or os.environ.get("WORKSPACE") or default_workspace()
    return Path(raw).expanduser().absolute()


def parse_instant(text: str, what: str = "time") -> datetime:
    """Parse an ISO date or datetime into an aware UTC datetime (naive means UTC)."""
    raw = text.strip()
    if raw.endswith("Z") or raw.endswith("z"):
        raw = raw[:-1] + "+00:00"
    try:
        value = datetime.fromisoformat(raw)
    except ValueError:
        raise InvalidInput(
            f"{what}: {text!r} is not an ISO date or datetime (e.g. 2026-11-29 or 2026-11-29T10:00:00Z)"
        ) from None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    try:
        return value.astimezone(UTC)
    except (OverflowError, ValueError):  # 9999-12-31T23:00-05:00 is past year 9999 in UTC
        raise InvalidInput(f"{what}: {text!r} is out of range in UTC") from None


def resolve_now() -> datetime:
    """``$HIPPOCAMPUS_NOW`` (ISO date or datetime) when set, else the system clock, in UTC."""
    raw = os.environ.get("HIPPOCAMPUS_NOW", "").strip()
    if raw:
        return parse_instant(raw, "HIPPOCAMPUS_NOW")
    return datetime.now(UTC)


def iso(value: datetime) -> str:
    """The store's timestamp format: UTC, seconds precision, ``Z`` suffix; a year before
    1000 zero-padded too (strftime's %Y wrote "1-01-01T...", which nothing read back)."""
    return value.astimezone(UTC).replace(tzinfo=None, microsecond=0).isoformat() + "Z"
