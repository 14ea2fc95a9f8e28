"""The one place that resolves the workspace and the clock from the environment.

Everything below the CLI receives ``workspace`` and ``now`` as arguments; nothing deeper
reads ``WORKSPACE`` or ``HIPPOCAMPUS_NOW`` or calls the system clock.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from hippocampus.errors import InvalidInput

DEFAULT_WORKSPACE = Path("~/.openclaw/workspace")


def resolve_workspace(option: str | os.PathLike | None = None) -> Path:
    """``--workspace`` if given, else ``$WORKSPACE``, else ``~/.openclaw/workspace``."""
    raw = option if option not in (None, "") else os.environ.get("WORKSPACE") or DEFAULT_WORKSPACE
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
    """The store's timestamp format: UTC, seconds precision, ``Z`` suffix."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
