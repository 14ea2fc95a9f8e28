"""How right the no-LLM run loop is on labelled chat: prints figures (not a test).

Usage:
    python bench/heuristic_precision.py [--data FILE] [--split dev|heldout|all] [--misses]

The labelled set (bench/data/chat_labelled.jsonl) is one JSON object per chat message:
``text``, ``role``, ``lang``, ``split``, ``keep`` (a person reading the message would want
it stored as a memory as it stands), ``core`` (they would want it loaded at every session
start), ``domain`` (the domains that would be right for it) and ``kind`` (what sort of
message it is: a preference, a thanks, a question...; only printed with the misses).

Each split's messages become the turns of one Claude Code transcript; run-hippocampus.py
runs on it with no agent command in a fresh temporary workspace, the way cron runs it, and
load-core.py reads back the core set. Every memory is traced to its message through its
``source`` (``transcript#message-id``), read from the memory files themselves.

Figures, overall and per language: precision of the memories created (from messages
labelled keep), precision of those that reach core (from messages labelled core), recall
of the keeps and of the core keeps, and how many created memories got a right domain.
``heldout`` is the slice written after the heuristic was tuned; report it on its own.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

import frontmatter
import orjson

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "bench" / "data" / "chat_labelled.jsonl"
START = datetime(2026, 11, 29, 9, 0, 0, tzinfo=UTC)
DOMAINS = ("user", "self", "relationship", "world")


def load(path: Path, split: str) -> list[dict]:
    rows = [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]
    return [r for r in rows if split == "all" or r["split"] == split]


def write_transcript(path: Path, rows: list[dict]) -> datetime:
    """A Claude Code session with one turn per labelled message; returns the last turn's time."""
    parent = None
    when = START
    with path.open("wb") as f:
        for n, row in enumerate(rows):
            when = START + timedelta(seconds=45 * n)
            event = {
                "type": row["role"],
                "uuid": row["id"],
                "parentUuid": parent,
                "sessionId": "bench",
                "timestamp": when.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
                "message": {"role": row["role"], "content": row["text"]},
            }
            f.write(orjson.dumps(event) + b"\n")
            parent = row["id"]
    return when


def script(name: str, *args: str, env: dict) -> bytes:
    argv = [sys.executable, str(REPO / "scripts" / name), *args]
    result = subprocess.run(argv, capture_output=True, env=env)
    if result.returncode != 0:
        raise SystemExit(f"{name} failed ({result.returncode}):\n{result.stderr.decode(errors='replace')}")
    return result.stdout


def run_split(rows: list[dict], root: Path) -> tuple[dict[str, dict], set[str], dict]:
    """Run the loop on ``rows``; each message id that produced a memory -> that memory's
    fields, the ids whose memory reached core, and the run's summary."""
    import shutil

    workspace = root / "ws"
    memory = workspace / "memory"
    memory.mkdir(parents=True)
    shutil.copyfile(REPO / "memory" / "index.json", memory / "index.json")
    for domain in DOMAINS:
        (memory / domain).mkdir()
    transcript = root / "session.jsonl"
    last = write_transcript(transcript, rows)
    env = dict(
        os.environ,
        WORKSPACE=str(workspace),
        HOME=str(root / "home"),
        HIPPOCAMPUS_NOW=(last + timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%SZ"),
    )
    env.pop("HIPPOCAMPUS_AGENT_COMMAND", None)
    summary = orjson.loads(script("run-hippocampus.py", str(transcript), "--json", "--strict", env=env))
    if summary["mode"] != "heuristic":
        raise SystemExit(f"expected the heuristic run loop, got {summary['mode']}")
    made: dict[str, dict] = {}
    prefix = f"{transcript}#"
    for domain in DOMAINS:
        for path in sorted((memory / domain).glob("*.md")):
            post = frontmatter.loads(path.read_text(encoding="utf-8"))
            source = str(post.metadata.get("source") or "")
            if source.startswith(prefix):
                made[source[len(prefix) :]] = {
                    "id": post.metadata.get("id"),
                    "domain": domain,
                    "content": post.content,
                    "importance": post.metadata.get("importance"),
                    "category": post.metadata.get("category"),
                }
    core_json = orjson.loads(script("load-core.py", "--json", env=env))
    core_ids = {m["id"] for group in core_json.values() for m in group}
    core = {mid for mid, fields in made.items() if fields["id"] in core_ids}
    return made, core, summary


def ratio(num: int, den: int) -> str:
    return f"{num / den:.3f} ({num}/{den})" if den else "   -  (0/0)"


def figures(rows: list[dict], made: dict, core: set) -> dict:
    created = [r for r in rows if r["id"] in made]
    in_core = [r for r in rows if r["id"] in core]
    keeps = [r for r in rows if r["keep"]]
    core_keeps = [r for r in rows if r["core"]]
    good = [r for r in created if r["keep"]]
    return {
        "messages": len(rows),
        "precision": (len(good), len(created)),
        "corePrecision": (sum(r["core"] for r in in_core), len(in_core)),
        "recall": (sum(r["id"] in made for r in keeps), len(keeps)),
        "coreRecall": (sum(r["id"] in core for r in core_keeps), len(core_keeps)),
        "domain": (sum(made[r["id"]]["domain"] in r["domain"] for r in good), len(good)),
    }


def table(title: str, rows: list[dict], made: dict, core: set) -> None:
    print(f"\n{title}")
    print(
        f"  {'lang':<6}{'msgs':>5}  {'precision (created)':<22}{'precision (core)':<20}"
        f"{'recall (keeps)':<20}{'recall (core)':<19}{'domain right':<18}"
    )
    by_lang = defaultdict(list)
    for r in rows:
        by_lang[r["lang"]].append(r)
    order = sorted(by_lang, key=lambda lang: (lang != "en", lang))
    for name, subset in [*((lang, by_lang[lang]) for lang in order), ("all", rows)]:
        f = figures(subset, made, core)
        print(
            f"  {name:<6}{f['messages']:>5}  {ratio(*f['precision']):<22}{ratio(*f['corePrecision']):<20}"
            f"{ratio(*f['recall']):<20}{ratio(*f['coreRecall']):<19}{ratio(*f['domain']):<18}"
        )


def misses(rows: list[dict], made: dict, core: set) -> None:
    def show(label: str, picked: list[dict], detail) -> None:
        print(f"\n{label} ({len(picked)})")
        for r in picked:
            text = " ".join(r["text"].split())
            print(f"  {r['id']:<11} {r['kind']:<13} {detail(r):<24} {text[:110]}")

    show("created from a message labelled skip", [r for r in rows if r["id"] in made and not r["keep"]], _made(made))
    show("in core, not labelled core", [r for r in rows if r["id"] in core and not r["core"]], _made(made))
    show("keeps with no memory", [r for r in rows if r["keep"] and r["id"] not in made], lambda r: r["role"])
    show(
        "wrong domain",
        [r for r in rows if r["keep"] and r["id"] in made and made[r["id"]]["domain"] not in r["domain"]],
        lambda r: f"{made[r['id']]['domain']} (want {'/'.join(r['domain'])})",
    )


def _made(made: dict):
    return lambda r: f"{made[r['id']]['category']} {made[r['id']]['importance']}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--split", choices=("all", "dev", "heldout1", "heldout"), default="all")
    parser.add_argument("--misses", action="store_true", help="List every wrong memory and every missed keep.")
    args = parser.parse_args()

    rows = load(args.data, args.split)
    splits = sorted({r["split"] for r in rows}, key=lambda s: s != "dev")
    made: dict = {}
    core: set = set()
    with tempfile.TemporaryDirectory(prefix="hippocampus-heuristic-") as tmp:
        for split in splits:
            subset = [r for r in rows if r["split"] == split]
            got, got_core, summary = run_split(subset, Path(tmp) / split)
            made.update(got)
            core |= got_core
            print(
                f"{split}: {len(subset)} messages -> {summary['candidates']} candidates, "
                f"{summary['created']} created, {summary['reinforced']} reinforced"
            )
    print("\ntargets: precision (created) >= 0.8, precision (core) >= 0.9")
    for split in splits:
        table(f"split: {split}", [r for r in rows if r["split"] == split], made, core)
    if len(splits) > 1:
        table("all splits", rows, made, core)
    if args.misses:
        misses(rows, made, core)


if __name__ == "__main__":
    main()
