"""Truth benchmark: do merges, supersessions and conflicts match a hidden answer key?

Usage:
    python bench/truth.py --mode pairs [--items 1000] [--seed 1] [--templates tuned|heldout|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|fresh22|fresh23|fresh24|fresh25|fresh26|fresh27|fresh28|fresh29|fresh30|fresh31|fresh32|fresh33|fresh34|fresh35|fresh36|fresh37|fresh38|fresh39|fresh40|fresh41|fresh42|fresh43|fresh44|fresh45|fresh46|fresh47|fresh48|fresh49|fresh50|fresh51|fresh52|fresh53|fresh54|fresh55|fresh56|fresh57]
                          [--heldout-seed 7] [--baseline] [--timing] [--show 10]
    python bench/truth.py --mode sleep [--items 1000] [--seed 1] [--heldout-seed 7]
    (either: [--cache DIR], keep each generated stream there: one of 100,000 items takes
    ~15 minutes to draw, as subjects run out and each is drawn again up to 40 times)

``--mode pairs`` generates a labelled stream (bench/truth_data.py), finds candidate pairs the
way sleep will (each item against the items before it, through candidates.CandidateIndex),
relates every candidate pair with relations.relate, and scores the verdicts against the key:

- harmful merges: duplicate said of a pair that is not one (a contradiction, a look-alike,
  a reversed pair, two versions of a fact, or unrelated facts); target 0
- duplicate precision (>= 0.95) and recall (>= 0.8) over the key's duplicate pairs
- supersession precision (>= 0.9) and recall (>= 0.7): update with the right newer side
- conflict precision and recall
- the candidate finder's recall (how many of the key's related pairs it proposes at all)

Then the same on a held-out stream: another seed and only the held-back templates (and the
whole vocabulary). Rules were fixed from its misses since 2026-12-04, so it is no longer
blind; ``--templates fresh`` ... ``fresh57`` (with ``--heldout-seed 0``) are the phrasing sets
written since as blind checks, each blind only until its misses are read (``fresh57`` brings
new kinds of facts, families of its own with their own vocabulary, rather than new phrasings).
``--baseline`` also scores the rule capture used before issue 11 (token-set Jaccard >= 0.8 with
its guards) on the same pairs.
``--timing`` times the candidate finder for 1,000 new memories against 10,000 and 100,000
indexed ones, and relating the pairs it proposes.

``--mode sleep`` is end to end: the stream through ``capture.py --batch`` into a new store, one
``consolidate.py``, and the store they leave scored against the key: harmful merges (two
items that end in one memory, live or through the archive's ``duplicateOf``, without being
duplicates), duplicate precision and recall over item pairs, supersession precision (every
item pair a ``supersededBy`` joins) and recall (the key's older version reaches the newer
through ``supersededBy``), the newest version above every stale one in the top 5 of a recall
for the fact's question, and every item's text found byte for byte in the store or archive (as capture
stores it: text.normalize_content trims trailing spaces and drops control characters).

The pieces are functions (``make_stream``, ``candidate_pairs``, ``judge``, ``score``,
``print_scores``) so an end-to-end mode (capture --batch, sleep, recall) can reuse them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "scripts"), str(REPO / "bench")]

import truth_data  # noqa: E402
from hippocampus import candidates, relations, text  # noqa: E402

TARGETS = {
    "harmful_merges": ("==", 0),
    "duplicate_precision": (">=", 0.95),
    "duplicate_recall": (">=", 0.8),
    "supersession_precision": (">=", 0.9),
    "supersession_recall": (">=", 0.7),
}


# --cache: a folder where generated streams are kept (pickled, named by their parameters
# and the generator's source, so a changed generator draws afresh)
STREAM_CACHE: Path | None = None


def make_stream(items: int, seed: int, templates: str = "tuned") -> truth_data.Dataset:
    """The labelled stream (see bench/truth_data.py), from STREAM_CACHE when kept there."""
    if STREAM_CACHE is None:
        return truth_data.generate(items, seed, templates)
    import hashlib
    import pickle

    stamp = hashlib.blake2b(Path(truth_data.__file__).read_bytes(), digest_size=6).hexdigest()
    kept = STREAM_CACHE / f"stream-{items}-{seed}-{templates}-{stamp}.pickle"
    if kept.is_file():
        with open(kept, "rb") as source:
            return pickle.load(source)
    dataset = truth_data.generate(items, seed, templates)
    STREAM_CACHE.mkdir(parents=True, exist_ok=True)
    partial = kept.with_suffix(".partial")
    with open(partial, "wb") as sink:
        pickle.dump(dataset, sink, protocol=pickle.HIGHEST_PROTOCOL)
    partial.replace(kept)
    return dataset


def candidate_pairs(dataset: truth_data.Dataset, limit: int | None = None) -> list[tuple[str, str]]:
    """(earlier, later) stream pairs the candidate finder proposes: each item against every
    item before it in the stream, as a sleep over new memories would see them."""
    limit = candidates.CANDIDATES_PER_MEMORY if limit is None else limit
    index = candidates.CandidateIndex()
    pairs = []
    for item in dataset.items:
        for other in index.candidates(item.content, limit, exclude=item.id):
            pairs.append((other, item.id))
        index.add(item.id, item.content)
    return pairs


@dataclass
class Verdict:
    a: truth_data.Item
    b: truth_data.Item
    truth: str
    relation: relations.Relation
    newer_truth: str | None = None  # for a true update: "a" or "b"


def token_set_rule(a: relations.Memory, b: relations.Memory) -> relations.Relation:
    """The rule capture used before issue 11: token-set Jaccard >= 0.8 with the negation and
    number guards is a duplicate, anything else is not (it knew no updates or conflicts)."""
    score = text.token_similarity(set(text.tokens(a.text)), set(text.tokens(b.text)))
    kind = relations.DUPLICATE if score >= text.DUPLICATE_THRESHOLD else relations.DIFFERENT
    return relations.Relation(kind, "token-set")


def judge(dataset: truth_data.Dataset, pairs: list[tuple[str, str]], rule=relations.relate) -> list[Verdict]:
    """Relate each pair (by ``rule``, relations.relate unless told) and attach what the key
    says about it."""
    by_id = {item.id: item for item in dataset.items}
    out = []
    for left, right in pairs:
        a, b = by_id[left], by_id[right]
        relation = rule(relations.Memory(a.content, _iso(a)), relations.Memory(b.content, _iso(b)))
        truth = truth_data.pair_truth(a, b)
        newer = None
        if truth == "update":
            newer = "a" if a.version > b.version else "b"
        out.append(Verdict(a, b, truth, relation, newer))
    return out


def _iso(item: truth_data.Item) -> str:
    return item.created.strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Scores:
    figures: dict[str, float | int] = field(default_factory=dict)
    confusion: Counter = field(default_factory=Counter)  # (truth, predicted) -> count
    harmful: Counter = field(default_factory=Counter)  # what the wrongly merged pairs were
    reasons: Counter = field(default_factory=Counter)  # (truth, predicted, reason) -> count


def _ratio(num: int, den: int) -> float:
    return num / den if den else float("nan")


def score(dataset: truth_data.Dataset, verdicts: list[Verdict], pairs_found: set[frozenset] | None = None) -> Scores:
    """Precision and recall per relation. Recall counts every related pair in the key, so
    a pair the finder never proposed is a miss too (finder recall is reported apart)."""
    key = dataset.key()
    facts = dataset.facts
    true_dup = {frozenset(p) for p in key["duplicates"]}
    true_upd = {frozenset((u["older"], u["newer"])) for u in key["updates"]}
    true_con = {frozenset(c["pair"]) for c in key["conflicts"]}
    lookalike = {frozenset(p["pair"]): p["kind"] for p in key["lookalikes"]}
    out = Scores()
    said = Counter()
    right = Counter()
    for v in verdicts:
        kind = v.relation.kind
        out.confusion[(v.truth, kind)] += 1
        out.reasons[(v.truth, kind, v.relation.reason)] += 1
        said[kind] += 1
        if kind == relations.DUPLICATE and v.truth != "duplicate":
            pair = frozenset((v.a.id, v.b.id))
            what = v.truth
            if v.truth == "conflict":
                what = facts[v.a.fact].kind  # conflict or reversed
            elif pair in lookalike:
                what = f"lookalike-{lookalike[pair]}"
            out.harmful[what] += 1
        if kind == v.truth and (kind != relations.UPDATE or v.relation.newer == v.newer_truth):
            right[kind] += 1
    proposed = {frozenset((v.a.id, v.b.id)) for v in verdicts}
    f = out.figures
    f["pairs"] = len(verdicts)
    f["harmful_merges"] = sum(out.harmful.values())
    f["duplicate_precision"] = _ratio(right["duplicate"], said["duplicate"])
    f["duplicate_recall"] = _ratio(right["duplicate"], len(true_dup))
    f["supersession_precision"] = _ratio(right["update"], said["update"])
    f["supersession_recall"] = _ratio(right["update"], len(true_upd))
    f["conflict_precision"] = _ratio(right["conflict"], said["conflict"])
    f["conflict_recall"] = _ratio(right["conflict"], len(true_con))
    f["finder_recall_duplicates"] = _ratio(len(true_dup & proposed), len(true_dup))
    f["finder_recall_updates"] = _ratio(len(true_upd & proposed), len(true_upd))
    f["finder_recall_conflicts"] = _ratio(len(true_con & proposed), len(true_con))
    f["true_duplicates"] = len(true_dup)
    f["true_updates"] = len(true_upd)
    f["true_conflicts"] = len(true_con)
    f["lookalike_pairs"] = len(lookalike)
    f["lookalikes_proposed"] = len(set(lookalike) & proposed)
    # Per fact: is every stale version superseded by a later one, and nothing current?
    stale_ok, stale_total, current_wrong = 0, 0, 0
    superseded = {}
    for v in verdicts:
        if v.relation.kind == relations.UPDATE:
            older = v.b if v.relation.newer == "a" else v.a
            newer = v.a if v.relation.newer == "a" else v.b
            superseded.setdefault(older.id, []).append(newer)
    versions = {item.id: item.version for item in dataset.items}
    for fact_id, chain in key["versions"].items():
        last = chain[-1]
        for version_ids in chain[:-1]:
            for item_id in version_ids:
                stale_total += 1
                by = superseded.get(item_id, [])
                if any(n.fact == fact_id and n.version > versions[item_id] for n in by):
                    stale_ok += 1
        for item_id in last:
            if superseded.get(item_id):
                current_wrong += 1
    f["stale_versions_superseded"] = _ratio(stale_ok, stale_total)
    f["current_versions_superseded_wrongly"] = current_wrong
    return out


def _fmt(value) -> str:
    if isinstance(value, float):
        return "n/a" if value != value else f"{value:.3f}"
    return str(value)


def print_scores(title: str, scores: Scores) -> None:
    f = scores.figures
    print(f"\n## {title}")
    print(f"candidate pairs judged: {f['pairs']}")
    for name in (
        "harmful_merges",
        "duplicate_precision",
        "duplicate_recall",
        "supersession_precision",
        "supersession_recall",
        "conflict_precision",
        "conflict_recall",
    ):
        target = TARGETS.get(name)
        mark = ""
        if target is not None:
            op, goal = target
            ok = f[name] == goal if op == "==" else f[name] >= goal
            mark = f"   (target {op} {goal}: {'met' if ok else 'MISSED'})"
        print(f"  {name:<28} {_fmt(f[name])}{mark}")
    if scores.harmful:
        print(f"  harmful merges by kind: {dict(scores.harmful)}")
    print(
        f"  finder recall: duplicates {_fmt(f['finder_recall_duplicates'])}, updates {_fmt(f['finder_recall_updates'])},"
        f" conflicts {_fmt(f['finder_recall_conflicts'])}; look-alike pairs proposed {f['lookalikes_proposed']}/{f['lookalike_pairs']}"
    )
    print(
        f"  key: {f['true_duplicates']} duplicate, {f['true_updates']} update, {f['true_conflicts']} conflict pairs;"
        f" stale versions superseded by a newer one {_fmt(f['stale_versions_superseded'])},"
        f" current versions wrongly superseded {f['current_versions_superseded_wrongly']}"
    )
    kinds = ["duplicate", "update", "conflict", "different"]
    print("  truth \\ said   " + "".join(f"{k:>11}" for k in kinds))
    for truth in kinds:
        print(f"  {truth:<15}" + "".join(f"{scores.confusion[(truth, k)]:>11}" for k in kinds))


def show_mistakes(verdicts: list[Verdict], count: int) -> None:
    """A few wrong verdicts of each kind, for reading (never for tuning on held-out)."""
    wrong: dict[tuple[str, str], list[Verdict]] = {}
    for v in verdicts:
        ok = v.relation.kind == v.truth and (v.truth != "update" or v.relation.newer == v.newer_truth)
        if not ok:
            wrong.setdefault((v.truth, v.relation.kind), []).append(v)
    for (truth, said), items in sorted(wrong.items(), key=lambda kv: -len(kv[1])):
        print(f"\n### truth {truth}, said {said}: {len(items)}")
        for v in items[:count]:
            print(f"  [{v.relation.reason} {v.relation.detail}] {v.a.family}")
            print(f"     {v.a.created.date()} {v.a.content}")
            print(f"     {v.b.created.date()} {v.b.content}")


def run_pairs(items: int, seed: int, templates: str, show: int = 0, baseline: bool = False) -> Scores:
    dataset = make_stream(items, seed, templates)
    start = time.perf_counter()
    pairs = candidate_pairs(dataset)
    found = time.perf_counter() - start
    start = time.perf_counter()
    verdicts = judge(dataset, pairs)
    judged = time.perf_counter() - start
    scores = score(dataset, verdicts)
    print_scores(f"{templates} templates, seed {seed}, {items} items", scores)
    print(f"  time: finding pairs {found:.2f} s, relating them {judged:.2f} s ({len(pairs)} pairs)")
    if baseline:
        before = score(dataset, judge(dataset, pairs, token_set_rule)).figures
        print(
            f"  the token-set rule on the same pairs: harmful merges {before['harmful_merges']},"
            f" duplicate precision {_fmt(before['duplicate_precision'])}, recall {_fmt(before['duplicate_recall'])}"
        )
    if show:
        show_mistakes(verdicts, show)
    return scores


def time_finder(existing_counts=(10_000, 100_000), new: int = 1000, seed: int = 3) -> dict[int, dict[str, float]]:
    """Seconds to index N memories, to find candidates for 1,000 new ones among them, and to
    relate those candidate pairs (medians of three runs; the new memories come from another
    stream than the indexed ones, as a week of new memories would)."""
    pool: list[str] = []
    batch_seed = seed
    while len(pool) < max(existing_counts):
        pool.extend(item.content for item in make_stream(20_000, batch_seed, "all").items)
        batch_seed += 1
    fresh = [item.content for item in make_stream(new, seed + 100, "all").items]
    out = {}
    for count in existing_counts:
        start = time.perf_counter()
        index = candidates.CandidateIndex((f"m{i}", content) for i, content in enumerate(pool[:count]))
        built = time.perf_counter() - start
        texts = {f"m{i}": content for i, content in enumerate(pool[:count])}
        queries, relating = [], []
        for _ in range(3):
            relations.analyze.cache_clear()
            start = time.perf_counter()
            found = [(content, index.candidates(content)) for content in fresh]
            queries.append(time.perf_counter() - start)
            start = time.perf_counter()
            for content, ids in found:
                for other in ids:
                    relations.relate(content, texts[other])
            relating.append(time.perf_counter() - start)
        pairs = sum(len(ids) for _, ids in found)
        query, related = statistics.median(queries), statistics.median(relating)
        out[count] = {"build": built, "query": query, "relate": related, "pairs": pairs}
        print(
            f"  {new} new against {count:,}: index built in {built:.2f} s; candidates found in {query:.2f} s"
            f" ({pairs} pairs); relating them {related:.2f} s",
            flush=True,
        )
    return out


# ---------------------------------------------------------------- end to end: capture, then sleep
SLEEP_NOW = "2026-11-29T18:00:00Z"  # a day after the stream's last item (truth_data's default end)


def _script(name: str, args: list[str], workspace: Path) -> bytes:
    import os
    import subprocess

    env = dict(os.environ, WORKSPACE=str(workspace), HIPPOCAMPUS_NOW=SLEEP_NOW)
    env.pop("HIPPOCAMPUS_AGENT_COMMAND", None)
    proc = subprocess.run([sys.executable, str(REPO / "scripts" / f"{name}.py"), *args], capture_output=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"{name}.py failed ({proc.returncode}): {proc.stderr.decode().strip()[:500]}")
    return proc.stdout


def run_sleep(items: int, seed: int, templates: str, root: Path) -> dict:
    """The stream through ``capture.py --batch`` and one ``consolidate.py``, scored on the
    store they leave (index.json and the archive), against the key."""
    import shutil

    import frontmatter
    import orjson

    sys.path.insert(0, str(REPO / "tests"))
    from workload import make_store

    dataset = make_stream(items, seed, templates)
    workspace = root / f"truth-sleep-{templates}-{seed}-{items}"
    shutil.rmtree(workspace, ignore_errors=True)
    make_store(workspace, tag="trth")
    stream, _ = truth_data.write(dataset, root / f"truth-data-{templates}-{seed}-{items}")
    started = time.perf_counter()
    outcomes = orjson.loads(_script("capture", ["--batch", str(stream), "--json"], workspace))
    captured = time.perf_counter() - started
    started = time.perf_counter()
    slept = orjson.loads(_script("consolidate", ["--json"], workspace))
    sleep_seconds = time.perf_counter() - started
    memory_of = {item.id: outcome["id"] for item, outcome in zip(dataset.items, outcomes, strict=True)}
    live = {m["id"]: m for m in orjson.loads((workspace / "memory" / "index.json").read_bytes())["memories"]}
    archived = {}
    for path in (workspace / "memory" / "archive").rglob("*.md"):
        post = frontmatter.loads(path.read_text("utf-8"))
        archived[post.metadata["id"]] = dict(post.metadata, content=post.content)

    def final(memory_id: str) -> str:
        seen = set()
        while memory_id in archived and archived[memory_id].get("duplicateOf") and memory_id not in seen:
            seen.add(memory_id)
            memory_id = archived[memory_id]["duplicateOf"]
        return memory_id

    where = {item.id: final(memory_of[item.id]) for item in dataset.items}
    by_item = {item.id: item for item in dataset.items}
    groups: dict[str, list[str]] = {}
    for item_id, memory_id in where.items():
        groups.setdefault(memory_id, []).append(item_id)
    key = dataset.key()
    # merges: two items are merged when they end in one memory
    merged_pairs = {frozenset((a, b)) for g in groups.values() for i, a in enumerate(g) for b in g[i + 1 :]}
    true_dup = {frozenset(p) for p in key["duplicates"]}
    harmful = Counter()
    for pair in merged_pairs - true_dup:
        a, b = (by_item[i] for i in pair)
        truth = truth_data.pair_truth(a, b)
        harmful[truth if truth != "conflict" else dataset.facts[a.fact].kind] += 1
    # supersession: memory edges, judged on every item pair they join
    superseded_by = {m: r["supersededBy"] for m, r in live.items() if r.get("supersededBy")}
    right = wrong = 0
    for old, new in superseded_by.items():
        for a in groups.get(old, []):
            for b in groups.get(new, []):
                ia, ib = by_item[a], by_item[b]
                if truth_data.pair_truth(ia, ib) == "update" and ia.version < ib.version:
                    right += 1
                else:
                    wrong += 1

    def leads_to(old: str, new: str) -> bool:
        seen = set()
        while old in superseded_by and old not in seen:
            seen.add(old)
            old = superseded_by[old]
            if old == new:
                return True
        return False

    updates = key["updates"]
    recalled = sum(leads_to(where[u["older"]], where[u["newer"]]) for u in updates)
    # the newest version above every stale one in the top 5 of a recall for the question
    from hippocampus import commands
    from hippocampus.context import parse_instant

    store = commands.open_store(workspace, parse_instant(SLEEP_NOW))
    first = above = gone_current = missing = 0
    asked = 0
    for q in key["questions"]:
        asked += 1
        current = {where[i] for i in q["current_ids"]}
        stale = {where[i] for i in q["stale_ids"]} - current
        ranked = [m["id"] for m in commands.recall(store, q["question"], limit=5).json]
        hits = [n for n, m in enumerate(ranked) if m in current]
        if not current & set(live):
            gone_current += 1
        elif not hits:
            missing += 1
        if hits and not any(m in stale for m in ranked[: hits[0]]):
            above += 1
        if ranked and ranked[0] in current:
            first += 1
    # every text ever captured, byte for byte, in the store or the archive
    held = set()
    for record in [*live.values(), *archived.values()]:
        held.add(record["content"])
        held.update(m["content"] for m in record.get("mergedFrom") or [] if isinstance(m, dict))
    # as capture stores a text (text.normalize_content: trailing spaces and control
    # characters off, line ends unified), which is what it was given in every other byte
    recoverable = sum(text.normalize_content(item.content) in held for item in dataset.items)
    figures = {
        "items": len(dataset.items),
        "capture_seconds": round(captured, 1),
        "sleep_seconds": round(sleep_seconds, 1),
        "memories_after": len(live),
        "archived_after": len(archived),
        "sleep": {k: slept[k] for k in ("merged", "superseded", "conflictsOpened", "patterns", "archived")},
        "harmful_merges": sum(harmful.values()),
        "harmful_by_kind": dict(harmful),
        "duplicate_precision": _ratio(len(merged_pairs & true_dup), len(merged_pairs)),
        "duplicate_recall": _ratio(len(merged_pairs & true_dup), len(true_dup)),
        "supersession_precision": _ratio(right, right + wrong),
        "supersession_recall": _ratio(recalled, len(updates)),
        "newest_above_stale_top5": _ratio(above, asked),
        "newest_first": _ratio(first, asked),
        "questions": asked,
        "current_not_live": gone_current,
        "current_not_in_top5": missing,
        "texts_recoverable": _ratio(recoverable, len(dataset.items)),
    }
    return figures


def print_sleep(title: str, f: dict) -> None:
    print(f"\n## {title}")
    print(
        f"{f['items']} items: capture --batch {f['capture_seconds']} s, consolidate {f['sleep_seconds']} s; "
        f"{f['memories_after']} memories live, {f['archived_after']} in the archive; sleep did {f['sleep']}"
    )
    rows = [
        ("harmful merges", f["harmful_merges"], "== 0", f["harmful_merges"] == 0),
        ("duplicate precision", f["duplicate_precision"], ">= 0.95", f["duplicate_precision"] >= 0.95),
        ("duplicate recall", f["duplicate_recall"], ">= 0.8", f["duplicate_recall"] >= 0.8),
        ("supersession precision", f["supersession_precision"], ">= 0.9", f["supersession_precision"] >= 0.9),
        ("supersession recall", f["supersession_recall"], ">= 0.7", f["supersession_recall"] >= 0.7),
        ("newest above every stale one in top 5", f["newest_above_stale_top5"], ">= 0.9", f["newest_above_stale_top5"] >= 0.9),
        ("texts recoverable", f["texts_recoverable"], "== 1", f["texts_recoverable"] == 1),
    ]
    for name, value, target, ok in rows:
        print(f"  {name}: {_fmt(value)} (target {target}){'' if ok else '  MISS'}")
    print(
        f"  newest ranked first: {_fmt(f['newest_first'])} of {f['questions']} questions; "
        f"{f['current_not_live']} questions' current version not live (archived), "
        f"{f['current_not_in_top5']} with it live but not in the top 5"
    )
    if f["harmful_by_kind"]:
        print(f"  harmful merges by kind: {f['harmful_by_kind']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["pairs", "sleep"], default="pairs")
    parser.add_argument("--root", default="/tmp/hippocampus-truth", help="--mode sleep: where its stores go")
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--templates", choices=truth_data.TEMPLATE_MODES, default="tuned")
    parser.add_argument("--heldout-seed", type=int, default=7, help="seed of the held-out stream (0: skip it)")
    parser.add_argument("--timing", action="store_true", help="time the candidate finder at 10,000 and 100,000")
    parser.add_argument("--show", type=int, default=0, help="print this many wrong verdicts of each kind")
    parser.add_argument("--baseline", action="store_true", help="also score the token-set rule on the same pairs")
    parser.add_argument("--cache", type=Path, help="keep each generated stream in this folder, and reuse it")
    args = parser.parse_args()
    global STREAM_CACHE
    STREAM_CACHE = args.cache
    if args.mode == "sleep":
        root = Path(args.root)
        print_sleep(f"{args.templates} stream, seed {args.seed}", run_sleep(args.items, args.seed, args.templates, root))
        if args.heldout_seed:
            print_sleep(f"held-out stream, seed {args.heldout_seed}", run_sleep(args.items, args.heldout_seed, "heldout", root))
        return
    run_pairs(args.items, args.seed, args.templates, args.show, args.baseline)
    if args.heldout_seed:
        run_pairs(args.items, args.heldout_seed, "heldout", 0, args.baseline)
    if args.timing:
        print("\n## candidate finder")
        time_finder()


if __name__ == "__main__":
    main()
