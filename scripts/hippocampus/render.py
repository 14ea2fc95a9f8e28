"""Output for agents: compact Markdown by default, stable JSON objects with --json. Pure.

Every memory is redacted again on its way out (``shown``): capture redacts what it is
given, but a person may write a secret into a memory file by hand, and the store syncs
that edit as written. So no secret reaches HIPPOCAMPUS_CORE.md, load-core, recall, or a
hook or MCP server that prints what these functions return.
"""

from __future__ import annotations

import functools
from datetime import datetime

from hippocampus.memory_file import DOMAINS
from hippocampus.records import confidence, current_importance
from hippocampus.scoring import tier

# Keys every JSON memory object has, in this order (the --json contract).
JSON_KEYS = (
    "id",
    "content",
    "domain",
    "category",
    "importance",
    "tier",
    "created",
    "lastAccessed",
    "timesReinforced",
    "keywords",
    "source",
    "layer",
    "confidence",
    "pinned",
)
# Present only when set: a superseded memory (recall --history) names its successor and
# since when; a memory in an open conflict lists the conflicts (``conflict``, from commands).
HISTORY_KEYS = ("supersededBy", "validUntil")


def shown(record: dict) -> dict:
    """The record as it may be shown: content and source with secrets redacted, a secret in
    the category turned into the word "redacted", keywords that hold one left out. The
    record itself when there was nothing to take out (the usual case, and cheap)."""
    from hippocampus.redact import redact, redact_label

    keywords = record.get("keywords")
    if not _record_may_hold_secret(record, keywords):
        return record  # one cheap test for the whole record, the usual case
    changed = {}  # keywords and category are stored lower-cased: redact_label reads them case-blind
    for key in ("content", "source"):
        value = record.get(key)
        if isinstance(value, str):
            cleaned = redact(value)
            if cleaned.count:
                changed[key] = cleaned.text
    category = record.get("category")
    if isinstance(category, str):
        cleaned = redact_label(category)
        if cleaned.count:
            changed["category"] = cleaned.text
    if isinstance(keywords, list) and keywords:
        kept = [k for k in keywords if not (isinstance(k, str) and redact_label(k).count)]
        if len(kept) != len(keywords):
            changed["keywords"] = kept
    return {**record, **changed} if changed else record


_CHECKED: dict[tuple[str, str], bool] = {}  # (id, fileHash) -> may hold a secret: each memory tested once
CHECKED_UP_TO = 20_000  # memories remembered so (a 100,000-line batch shows each once: no need to keep all)


def _record_may_hold_secret(record: dict, keywords) -> bool:
    key = (record.get("id"), record.get("fileHash"))
    found = _CHECKED.get(key) if key[1] else None
    if found is None:
        words = tuple(k for k in keywords if isinstance(k, str)) if isinstance(keywords, list) else ()
        found = _may_hold_secret(record.get("content"), record.get("source"), record.get("category"), words)
        if key[1] and len(_CHECKED) < CHECKED_UP_TO:
            _CHECKED[key] = found
    return found


@functools.lru_cache(maxsize=1 << 12)
def _may_hold_secret(content, source, category, keywords: tuple) -> bool:
    """redact.may_hold_secret over a record's shown fields at once; memoized, since a
    command shows each memory twice (its JSON value and its Markdown line)."""
    from hippocampus.redact import may_hold_secret

    fields = [f for f in (content, source, category) if isinstance(f, str)]
    return may_hold_secret("\n".join([*fields, *keywords]))


def shown_text(text: str) -> str:
    """Memory text as it may be shown (see ``shown``)."""
    from hippocampus.redact import redact

    return redact(text).text


def memory_json(record: dict, now: datetime, **extra) -> dict:
    """A memory as the stable JSON object scripts print, with its importance as of now."""
    importance = current_importance(record, now)
    record = shown(record)
    out = {key: record.get(key) for key in JSON_KEYS}
    out["importance"] = importance
    out["tier"] = tier(importance)
    out["layer"] = record.get("layer") or "episodic"
    out["confidence"] = confidence(record, now)
    out["pinned"] = record.get("pinned") is True
    for key in HISTORY_KEYS:
        if record.get(key):
            out[key] = record[key]
    out.update(extra)
    return out


def tags(record: dict, now: datetime | None) -> str:
    """The short tags of a Markdown line: layer and confidence when not the defaults
    (episodic, observed), and pinned; ", semantic, inferred" or "" (lines, and so token
    budgets, stay as they were for the usual memory)."""
    found = []
    if record.get("layer") and record["layer"] != "episodic":
        found.append(record["layer"])
    level = confidence(record, now) if now is not None else (record.get("confidence") or "observed")
    if level != "observed":
        found.append(level)
    if record.get("pinned") is True:
        found.append("pinned")
    return "".join(f", {tag}" for tag in found)


def marks(record: dict, conflicts: dict | None = None) -> str:
    """What a reader must see before trusting a memory, ahead of its text: the open
    conflicts it is in, and (recall --history) that a newer memory supersedes it."""
    out = ""
    for conflict_id in (conflicts or {}).get(record["id"], ()):
        out += f"[conflict {conflict_id}] "
    if record.get("supersededBy"):
        until = str(record.get("validUntil") or "")[:10]
        out += f"[superseded by {record['supersededBy']}{', ' + until if until else ''}] "
    return out


def one_line(text: str, limit: int = 400) -> str:
    """Memory text on one line for lists; long text is cut with an ellipsis."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "\u2026"


def hit_line(hit, now: datetime | None = None, conflicts: dict | None = None) -> str:
    """A recall result as one Markdown line (without its number); what --budget counts.
    ``conflicts``: memory id -> open conflict ids (conflicts.open_marks)."""
    record = shown(hit.record)
    return (
        f"[{record['id']}] {marks(record, conflicts)}{one_line(record['content'])} "
        f"({record['domain']}/{record['category']}, importance {hit.importance:.2f}, score {hit.score:.3f}"
        f"{tags(record, now)})"
    )


def token_count(text: str) -> int:
    """Tokens as --budget counts them: ceil(characters / 4), the usual rule of thumb for
    English with BPE tokenizers (it over-counts code and under-counts CJK a little)."""
    return -(-len(text) // 4)


def fit_budget(items: list, budget: int, cost) -> list:
    """The items, in order, that fit in ``budget``: each is taken if it still fits, so a
    long one that does not fit is skipped and shorter ones after it can still come in."""
    out, used = [], 0
    for item in items:
        need = cost(item)
        if used + need <= budget:
            out.append(item)
            used += need
    return out


def why_json(hit) -> dict:
    """The parts of a recall score, as --why --json prints them."""
    return {
        "terms": {term: round(weight, 4) for term, weight in sorted(hit.matched.items(), key=lambda kv: -kv[1])},
        "bm25": round(hit.relevance, 4),
        "queryMatched": round(hit.coverage, 4),
        "factors": {name: round(value, 4) for name, value in hit.factors.items()},
        "context": {memory_id: round(value, 4) for memory_id, value in hit.context.items()},
        "score": round(hit.score, 6),
    }


def why_text(hit) -> str:
    """One line: bm25 (term weights) x factors + context = score."""
    why = why_json(hit)
    terms = ", ".join(f"{t} {w:.2f}" for t, w in why["terms"].items()) or "no term of its own"
    parts = [f"bm25 {why['bm25']:.3f} ({terms})"]
    f = why["factors"]
    if f:
        parts.append(f"x query matched {f['coverage']:.2f} ({why['queryMatched']:.0%} of the query's weight)")
        parts.append(f"x importance {f['importance']:.2f} ({hit.importance:.2f})")
        parts.append(f"x recency {f['recency']:.2f}")
        if "phrase" in f:
            parts.append(f"x word pairs in order {f['phrase']:.2f}")
        if "subject" in f:
            parts.append(f"x about what the query names {f['subject']:.2f}")
    line = " ".join(parts)
    if why["context"]:
        line += " + context " + ", ".join(f"{v:.3f} from {k}" for k, v in why["context"].items())
    return f"{line} = {hit.score:.3f}"


def hits_markdown(hits, now: datetime, why: bool = False, conflicts: dict | None = None) -> str:
    """Recall results as a numbered Markdown list (each with its score parts if ``why``)."""
    if not hits:
        return "No matching memories."
    lines = []
    for n, hit in enumerate(hits, 1):
        lines.append(f"{n}. {hit_line(hit, now, conflicts)}")
        if why:
            lines.append(f"   why: {why_text(hit)}")
    return "\n".join(lines)


def core_line(importance: float, record: dict, now: datetime | None = None, conflicts: dict | None = None) -> str:
    """A core memory as load-core prints it; what its --budget counts."""
    record = shown(record)
    return (
        f"- {marks(record, conflicts)}{one_line(record['content'])} "
        f"[{record['id']}, {record['category']}, {importance:.2f}{tags(record, now)}]"
    )


def core_selection(
    records: list[dict], now: datetime, threshold: float, budget: int | None = None, decayed: bool = False
) -> dict[str, list[tuple[float, dict]]]:
    """Memories at or above ``threshold``, grouped by domain (all four), best first; with a
    token ``budget``, the most important that fit (see fit_budget, token_count).

    ``decayed``: every record's stored importance is already today's (decay just wrote
    it), so it is read instead of recomputed (~0.15 s saved at 100,000 memories)."""
    chosen = []
    for record in records:
        importance = record["importance"] if decayed else current_importance(record, now)
        if importance >= threshold:
            chosen.append((importance, record))
    return core_groups(chosen, budget)


def core_groups(
    chosen: list[tuple[float, dict]],
    budget: int | None = None,
    now: datetime | None = None,
    conflicts: dict | None = None,
) -> dict[str, list[tuple[float, dict]]]:
    """(importance, record) pairs grouped by domain (all four), best first; with a token
    ``budget``, the most important that fit (lines as core_markdown prints them)."""
    if budget is not None:
        chosen.sort(key=lambda pair: (-pair[0], pair[1]["id"]))
        chosen = fit_budget(chosen, budget, lambda pair: token_count(core_line(*pair, now, conflicts)))
    groups: dict[str, list[tuple[float, dict]]] = {domain: [] for domain in DOMAINS}
    for importance, record in chosen:
        groups.setdefault(record["domain"], []).append((importance, record))
    for items in groups.values():
        items.sort(key=lambda pair: (-pair[0], pair[1]["id"]))
    return groups


def core_within(
    ranked, budget: int, threshold: float, now: datetime, most: int = 999999, conflicts: dict | None = None
) -> dict[str, list[tuple[float, dict]]]:
    """The core set that fits ``budget`` tokens *as printed* (core_markdown: its header and
    each domain's title counted too), most important first; a memory that does not fit is
    skipped and smaller ones after it may still come in, until MAX_MISSES in a row miss."""
    groups: dict[str, list[tuple[float, dict]]] = {domain: [] for domain in DOMAINS}
    # the header as it will read, with at most ``most`` memories counted in it, and the
    # line saying how many did not fit (kept room for: it is printed when any is left out)
    used = token_count(core_markdown(groups, now, threshold).split("\n", 1)[0].replace("(0 ", f"({most} ", 1))
    used += token_count(left_out_note(most))
    misses = 0
    for importance, record in ranked:
        cost = token_count(core_line(importance, record, now, conflicts))
        domain = record["domain"]
        if not groups.get(domain):
            cost += token_count(f"## {TITLES.get(domain, domain)}")  # and the blank line before it: 0
        if used + cost <= budget:
            groups.setdefault(domain, []).append((importance, record))
            used += cost
            misses = 0
        else:
            misses += 1
            if misses >= MAX_MISSES or budget - used < MIN_LINE_TOKENS:
                break
    for items in groups.values():
        items.sort(key=lambda pair: (-pair[0], pair[1]["id"]))
    return groups


def left_out_note(count: int) -> str:
    return f"{count} more did not fit the token budget: recall finds them."


MAX_MISSES = 200  # a budget that is nearly spent: stop looking for memories short enough
MIN_LINE_TOKENS = 6  # no core line is shorter ("- x [mem_xxxx_001, c, 0.70]")


WORKING_TITLE = "Working memory (now)"
TITLES = {
    "user": "About the user",
    "self": "About me (the agent)",
    "relationship": "Our relationship",
    "world": "About the world and projects",
}


def core_markdown(
    groups: dict[str, list[tuple[float, dict]]],
    now: datetime,
    threshold: float,
    conflicts: dict | None = None,
    working: list[str] | None = None,
    left_out: int = 0,
) -> str:
    """The core set as compact Markdown for an agent's context (and HIPPOCAMPUS_CORE.md);
    ``working``: the working-memory lines, in their own section first (load-core only);
    ``left_out``: core memories a token budget had no room for (said, never hidden)."""
    count = sum(len(items) for items in groups.values())
    lines = [f"# Core memory ({count} memories with importance >= {threshold:.2f}, as of {now.date().isoformat()})"]
    if left_out:
        lines.append("")
        lines.append(left_out_note(left_out))
    if working:
        lines.append("")
        lines.append(f"## {WORKING_TITLE}")
        lines.extend(working)
    for domain, items in groups.items():
        if not items:
            continue
        lines.append("")
        lines.append(f"## {TITLES.get(domain, domain)}")
        for importance, record in items:
            lines.append(core_line(importance, record, now, conflicts))
    if count == 0 and not left_out:
        lines.append("")
        lines.append("No core memories yet.")
    return "\n".join(lines) + "\n"
