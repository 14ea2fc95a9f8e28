"""Output for agents: compact Markdown by default, stable JSON objects with --json. Pure."""

from __future__ import annotations

from datetime import datetime

from hippocampus.memory_file import DOMAINS
from hippocampus.scoring import tier
from hippocampus.store import current_importance

# Keys every JSON memory object has, in this order (the --json contract).
JSON_KEYS = (
    "id", "content", "domain", "category", "importance", "tier", "created", "lastAccessed",
    "timesReinforced", "keywords", "source",
)


def memory_json(record: dict, now: datetime, **extra) -> dict:
    """A memory as the stable JSON object scripts print, with its importance as of now."""
    importance = current_importance(record, now)
    out = {key: record.get(key) for key in JSON_KEYS}
    out["importance"] = importance
    out["tier"] = tier(importance)
    out.update(extra)
    return out


def one_line(text: str, limit: int = 400) -> str:
    """Memory text on one line for lists; long text is cut with an ellipsis."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "\u2026"


def hits_markdown(hits, now: datetime) -> str:
    """Recall results as a numbered Markdown list."""
    if not hits:
        return "No matching memories."
    lines = []
    for n, hit in enumerate(hits, 1):
        record = hit.record
        lines.append(
            f"{n}. [{record['id']}] {one_line(record['content'])} "
            f"({record['domain']}/{record['category']}, importance {hit.importance:.2f}, score {hit.score:.3f})"
        )
    return "\n".join(lines)


def core_selection(records: list[dict], now: datetime, threshold: float) -> dict[str, list[tuple[float, dict]]]:
    """Memories at or above ``threshold``, grouped by domain (all four), best first."""
    groups: dict[str, list[tuple[float, dict]]] = {domain: [] for domain in DOMAINS}
    for record in records:
        importance = current_importance(record, now)
        if importance >= threshold:
            groups.setdefault(record["domain"], []).append((importance, record))
    for items in groups.values():
        items.sort(key=lambda pair: (-pair[0], pair[1]["id"]))
    return groups


TITLES = {
    "user": "About the user",
    "self": "About me (the agent)",
    "relationship": "Our relationship",
    "world": "About the world and projects",
}


def core_markdown(groups: dict[str, list[tuple[float, dict]]], now: datetime, threshold: float) -> str:
    """The core set as compact Markdown for an agent's context (and HIPPOCAMPUS_CORE.md)."""
    count = sum(len(items) for items in groups.values())
    lines = [f"# Core memory ({count} memories with importance >= {threshold:.2f}, as of {now.date().isoformat()})"]
    for domain, items in groups.items():
        if not items:
            continue
        lines.append("")
        lines.append(f"## {TITLES.get(domain, domain)}")
        for importance, record in items:
            lines.append(f"- {one_line(record['content'])} [{record['id']}, {record['category']}, {importance:.2f}]")
    if count == 0:
        lines.append("")
        lines.append("No core memories yet.")
    return "\n".join(lines) + "\n"
