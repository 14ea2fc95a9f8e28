"""What the store holds, at a glance (``stats.py``): memories per tier, layer, domain and
confidence, open conflicts, growth per week, archive candidates, the packs imported, the
working-memory buffer; and two figures from context.py (issue 12, sections 1-2):

- the working set (activation kept between context calls, in .state/): its size and mean
  activation. ``activation_figures`` computes them from (id, activation) pairs, which
  ``commands.stats`` reads with ``activation.read_working_set``.
- coverage: of the saved episodes (``context.py --save``), the share whose context
  included at least one memory of the task's domain (Kompanion's coverage).
  ``coverage_figures`` computes it from episodes ({"domain": the task's, "domains": those
  of the memories used}), which ``commands.stats`` reads with ``activation.saved_episodes``
  (the task's domain is the one capture would guess for its text: ``signals.guess_domain``).

Read-only and lock-free: one pass over one version of index.json.
"""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

from hippocampus import scoring
from hippocampus.memory_file import DOMAINS
from hippocampus.records import CONFIDENCE, LAYERS, confidence, current_importance, parse_day

WEEKS = 12  # growth shown for the last 12 weeks (Monday to Sunday, UTC)
LISTED = 10  # archive candidates named (the lowest first); all are counted
TIERS = ("core", "active", "background", "archive")
ABSENT_WORKING_SET = "no working set yet: context.py (issue 12, section 2) keeps it; not built"
ABSENT_COVERAGE = "not measured: no saved episodes were given"


def activation_figures(working_set: list[tuple[str, float]] | None) -> dict:
    if working_set is None:
        return {"available": False, "reason": ABSENT_WORKING_SET, "size": None, "meanActivation": None}
    size = len(working_set)
    mean = round(sum(a for _, a in working_set) / size, 4) if size else None
    return {"available": True, "size": size, "meanActivation": mean}


def coverage_figures(episodes: list[dict] | None) -> dict:
    if episodes is None:
        return {"available": False, "reason": ABSENT_COVERAGE, "episodes": None, "coverage": None}
    hit = sum(1 for e in episodes if e.get("domain") in (e.get("domains") or ()))
    return {"available": True, "episodes": len(episodes), "coverage": round(hit / len(episodes), 4) if episodes else None}


def week_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


def compute(store, working_set=None, episodes=None) -> dict:
    from hippocampus import conflicts, packs, working

    store.require()
    now = store.now
    view = store.view()
    tiers, layers, domains, confidences = Counter(), Counter(), Counter(), Counter()
    weeks: Counter = Counter()
    candidates: list[tuple[float, str]] = []
    superseded = pinned = 0
    this_week = week_of(now.date())
    first_week = this_week - timedelta(weeks=WEEKS - 1)
    for record in view:
        value = current_importance(record, now)
        tier = scoring.tier(value)
        tiers[tier] += 1
        layers[record.get("layer") or "episodic"] += 1
        domains[record.get("domain")] += 1
        confidences[confidence(record, now)] += 1
        superseded += bool(record.get("supersededBy"))
        is_pinned = record.get("pinned") is True
        pinned += is_pinned
        if tier == "archive" and not is_pinned:  # as decay --archive chooses them
            candidates.append((value, record["id"]))
        day = parse_day(record.get("created"))
        if day is not None:
            weeks[max(week_of(day), first_week - timedelta(weeks=1))] += 1
    candidates.sort()
    growth = []
    total = weeks.pop(first_week - timedelta(weeks=1), 0)  # everything older
    for n in range(WEEKS):
        start = first_week + timedelta(weeks=n)
        added = weeks.get(start, 0)
        total += added
        growth.append({"week": start.isoformat(), "added": added, "total": total})
    open_conflicts = [c.id for c in conflicts.read_all(store.folder) if c.is_open]
    buffer = working.entries(store)
    imported = packs.registries(store)
    return {
        "memories": len(view),
        "tiers": {t: tiers.get(t, 0) for t in TIERS},
        "layers": {name: layers.get(name, 0) for name in (*LAYERS, *sorted(set(layers) - set(LAYERS)))},
        "domains": {d: domains.get(d, 0) for d in (*DOMAINS, *sorted(set(domains) - set(DOMAINS), key=str))},
        "confidence": {c: confidences.get(c, 0) for c in (*CONFIDENCE, "stale")},
        "superseded": superseded,
        "pinned": pinned,
        "openConflicts": {"count": len(open_conflicts), "ids": open_conflicts},
        "growthPerWeek": growth,
        "archiveCandidates": {
            "count": len(candidates),
            "lowest": [{"id": i, "importance": round(v, 4)} for v, i in candidates[:LISTED]],
        },
        "packs": {"imported": len(imported), "memories": sum(len(v["memories"]) for _, v in imported)},
        "workingMemory": {"entries": len(buffer), "scopes": dict(Counter(e.scope for e in buffer))},
        "workingSet": activation_figures(working_set),
        "coverage": coverage_figures(episodes),
    }


def markdown(stats: dict) -> str:
    def row(counts: dict) -> str:
        return ", ".join(f"{k} {v}" for k, v in counts.items())

    lines = [
        f"# Memory store: {stats['memories']} memories",
        f"- tiers: {row(stats['tiers'])}",
        f"- layers: {row(stats['layers'])}",
        f"- domains: {row(stats['domains'])}",
        f"- confidence: {row(stats['confidence'])}",
        f"- superseded {stats['superseded']}, pinned {stats['pinned']}",
        f"- open conflicts: {stats['openConflicts']['count']}"
        + (f" ({', '.join(stats['openConflicts']['ids'][:LISTED])})" if stats["openConflicts"]["ids"] else ""),
        f"- archive candidates (below 0.2, not pinned): {stats['archiveCandidates']['count']}"
        + (
            " (lowest: " + ", ".join(f"{c['id']} {c['importance']:.3f}" for c in stats["archiveCandidates"]["lowest"]) + ")"
            if stats["archiveCandidates"]["lowest"]
            else ""
        ),
        f"- packs imported: {stats['packs']['imported']} ({stats['packs']['memories']} memories)",
        f"- working memory: {stats['workingMemory']['entries']} entries",
    ]
    ws = stats["workingSet"]
    lines.append(
        f"- working set: {ws['size']} memories, mean activation {ws['meanActivation']}"
        if ws["available"]
        else f"- working set: absent ({ws['reason']})"
    )
    cov = stats["coverage"]
    if not cov["available"]:
        lines.append(f"- coverage: absent ({cov['reason']})")
    elif not cov["episodes"]:
        lines.append("- coverage: no saved episodes yet (context.py --save writes them)")
    else:
        lines.append(
            f"- coverage: {cov['coverage']:.0%} of {cov['episodes']} saved contexts included a memory of the task's domain"
        )
    lines += ["", "## Growth per week (created)", ""]
    lines += [f"- {g['week']}: +{g['added']} ({g['total']})" for g in stats["growthPerWeek"]]
    return "\n".join(lines)
