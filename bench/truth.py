"""Truth benchmark: do merges, supersessions and conflicts match a hidden answer key?

Usage:
    python bench/truth.py --mode pairs [--items 1000] [--seed 1] [--templates tuned|heldout]
                          [--heldout-seed 7] [--baseline] [--timing] [--show 10]

``--mode pairs`` generates a labelled stream (bench/truth_data.py), finds candidate pairs the
way sleep will (each item against the items before it, through relations.CandidateIndex),
relates every candidate pair with relations.relate, and scores the verdicts against the key:

- harmful merges: duplicate said of a pair that is not one (a contradiction, a look-alike,
  a reversed pair, two versions of a fact, or unrelated facts); target 0
- duplicate precision (>= 0.95) and recall (>= 0.8) over the key's duplicate pairs
- supersession precision (>= 0.9) and recall (>= 0.7): update with the right newer side
- conflict precision and recall
- the candidate finder's recall (how many of the key's related pairs it proposes at all)

Then the same on a held-out stream: another seed and only the held-back templates (and the
whole vocabulary), which the rules were never tuned on. ``--baseline`` also scores the rule
capture used before issue 11 (token-set Jaccard >= 0.8 with its guards) on the same pairs.
``--timing`` times the candidate finder for 1,000 new memories against 10,000 and 100,000
indexed ones, and relating the pairs it proposes.

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
from hippocampus import relations, text  # noqa: E402

TARGETS = {
    "harmful_merges": ("==", 0),
    "duplicate_precision": (">=", 0.95),
    "duplicate_recall": (">=", 0.8),
    "supersession_precision": (">=", 0.9),
    "supersession_recall": (">=", 0.7),
}


def make_stream(items: int, seed: int, templates: str = "tuned") -> truth_data.Dataset:
    """The labelled stream (see bench/truth_data.py)."""
    return truth_data.generate(items, seed, templates)


def candidate_pairs(dataset: truth_data.Dataset, limit: int | None = None) -> list[tuple[str, str]]:
    """(earlier, later) stream pairs the candidate finder proposes: each item against every
    item before it in the stream, as a sleep over new memories would see them."""
    limit = relations.CANDIDATES_PER_MEMORY if limit is None else limit
    index = relations.CandidateIndex()
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
        index = relations.CandidateIndex((f"m{i}", content) for i, content in enumerate(pool[:count]))
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["pairs"], default="pairs")
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--templates", choices=["tuned", "heldout", "all"], default="tuned")
    parser.add_argument("--heldout-seed", type=int, default=7, help="seed of the held-out stream (0: skip it)")
    parser.add_argument("--timing", action="store_true", help="time the candidate finder at 10,000 and 100,000")
    parser.add_argument("--show", type=int, default=0, help="print this many wrong verdicts of each kind")
    parser.add_argument("--baseline", action="store_true", help="also score the token-set rule on the same pairs")
    args = parser.parse_args()
    run_pairs(args.items, args.seed, args.templates, args.show, args.baseline)
    if args.heldout_seed:
        run_pairs(args.items, args.heldout_seed, "heldout", 0, args.baseline)
    if args.timing:
        print("\n## candidate finder")
        time_finder()


if __name__ == "__main__":
    main()
