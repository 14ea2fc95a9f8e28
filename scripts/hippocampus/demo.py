"""The README's first command ends here: capture a few memories and recall one, for real."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hippocampus import capture, commands, render, search, search_cache

SAMPLES = (
    "Remember that my sister's name is Olga and her birthday is on 3 March",
    "I prefer dark mode in every editor and terminal",
    "We decided to use PostgreSQL for the billing service",
    "Я всегда пью кофе без сахара",
)
QUERY = "which database did we pick for billing"


def run_demo(workspace: Path, now: datetime) -> list[str]:
    """Capture the sample memories (a second run reinforces them instead) and recall one."""
    store = commands.open_store(workspace, now)
    items = [capture.make_item({"content": text, "source": "demo"}, "demo") for text in SAMPLES]
    lines = [capture.describe(outcome) for outcome in capture.capture_items(store, items)]
    hits = search_cache.with_index(store, lambda index: search.rank(index, QUERY, now, limit=1))
    lines.append(f'$ recall.py "{QUERY}" --limit 1')
    lines.append(render.hits_markdown(hits, now))
    lines.append(f"Memory files: {store.root}/ (open them in any editor)")
    return lines
