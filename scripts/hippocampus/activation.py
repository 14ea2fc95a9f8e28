"""Context that lights up along links (``context.py TASK``): probe, bloom, resonance, trim,
frames, on a token budget; and the working set that keeps activation between calls.

1. **Probe.** Semantic seeds: recall of the task text (``search.rank``, current versions
   only). Episodic seeds: the most recent episodes (by ``created``), the latest handoff and
   the working-memory buffer; the handoff's and the buffer's text is ranked too, at a
   lower weight (``Resonance.episodic_text``), so a task worded differently from what the
   session is doing still finds what the session is about. The working set (below) adds
   the memories still warm from earlier calls.
2. **Bloom.** From the seeds, ``Resonance.hops`` (0-2) hops along the link graph
   (``links.load``: co-recall, co-capture, supersession, pattern/evidence) and along the
   conversation itself (the memory stored just before and after, on the same day: the
   turn a reply answers), at most ``fanout`` neighbours per node, each hop damped by
   ``damping``. What reaches a memory is combined as a noisy-or (``1 - prod(1 - a)``), so
   the link feature stays in [0, 1] and many weak paths never beat one strong one by sum.
3. **Resonance.** ``score = sum(weight * feature)`` over seven features in [0, 1] (the
   weights are ``RESONANCE``, one frozen dataclass): text relevance (the recall score over
   the best one), link (the bloom), recency (half-life on the last use), usage (times
   reinforced), task affinity (share of the task's terms in the memory's keywords and
   category), domain (share of the semantic seeds in the memory's domain), subject (1 when
   the memory's first word is a name the task says, ``text.names``: a task about Melanie
   is served first by what Melanie said or what is about her, a bloomed neighbour that
   only speaks to her after). A probed memory
   that asks a question counts at ``asking`` of its text relevance, and the memory stored
   right after it, the same day, at ``answer`` of the question's: its reply states what the
   question only asks.
4. **Trim.** Superseded memories never enter (recall's filter, and bloomed ones are
   checked by the search cache's flag); at most ``per_group`` memories per (layer, domain);
   open conflicts are marked, never hidden.
5. **Frames**, in this order: identity (core memories, importance >= 0.7, about the user
   and the agent), knowledge (what the semantic probe and the bloom found, as a tree keyed
   domain > category > path-like key ``domain.category.keyword``), episodic (recent
   episodes, saved contexts, the handoff and the buffer, terse), constraints (rules,
   decisions, lessons, corrections, deadlines). Memories are taken in score order while the
   whole printed output (header included) fits the budget, each frame within its share
   (``FRAME_SHARE``); the output is rendered and counted each time a memory is taken, so
   the count is the printed text's, not an estimate.

Deterministic: the same store (its ``.state`` included), clock and task give the same
output; every tie breaks on the id.

The working set is ``.state/activation.json`` (local, never committed: it says what this
machine's sessions were thinking about). Each call fades every node by ``FADE``, drops the
ones below ``FLOOR``, and raises each memory it selected to its normalised score; warm
nodes are bloom seeds of the next call at ``warm`` times their activation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from hippocampus import links, render, search
from hippocampus.context import iso
from hippocampus.scoring import CORE
from hippocampus.signals import asks


@dataclass(frozen=True)
class Resonance:
    """Every constant of a context, in one place. The first six weights started at
    Kompanion's (0.45 / 0.20 / 0.15 / 0.10 / 0.07 / 0.03); bench/locomo.py --mode context
    measured text-led ones better (R@10 0.663 -> 0.702: recency and usage moved the best
    text match down for a memory merely recent or used), so recency, usage, affinity and
    domain only break near-ties; subject was added after (multi-hop R@10 0.402 -> 0.457,
    better in each of the five conversations; see ARCHITECTURE.md, "Context")."""

    text: float = 0.75
    link: float = 0.20
    recency: float = 0.02
    usage: float = 0.01
    affinity: float = 0.01
    domain: float = 0.01
    subject: float = 0.20
    seeds: int = 12  # the best recall hits that bloom
    pool: int = 60  # recall hits scored for text relevance (seeds included)
    episodes: int = 5  # most recent episodes probed
    episodic_text: float = 0.5  # what a hit of the handoff's or buffer's text counts, against the task's
    hops: int = 2
    fanout: int = 4  # neighbours followed per node
    damping: float = 0.5  # each hop's contribution is this share of the one before
    adjacent: float = 0.6  # link weight of the memory stored just before or after, the same day
    answer: float = 0.8  # the memory after a matching question, the same day, matches at this share of it
    asking: float = 0.6  # a matching memory that asks a question counts at this share of its text relevance
    warm: float = 0.5  # a working-set node seeds the bloom at this share of its activation
    recency_half_life: float = 30.0  # days since last use
    per_group: int = 16  # at most this many memories per (layer, domain)
    identity: int = 6  # at most this many identity memories


RESONANCE = Resonance()
FRAMES = ("identity", "knowledge", "episodic", "constraints")
# The most of the budget each frame may take; knowledge takes what the others leave.
FRAME_SHARE = {"identity": 0.25, "knowledge": 1.0, "episodic": 0.25, "constraints": 0.25}
CONSTRAINT_CATEGORIES = frozenset(
    {"rule", "decision", "lesson", "constraint", "convention", "policy", "correction", "deadline"}
)
EPISODE_CATEGORY = "episode"  # what --save writes
EPISODE_PREFIX = "Context for task: "
EPISODE_SOURCE = "context.py "
IDENTITY_DOMAINS = ("user", "self")
DEFAULT_BUDGET = 1500
MIN_BUDGET = 60  # the JSON envelope with an empty context needs ~45 tokens
TASK_CHARS = 200  # the task as quoted in the header
LINE_CHARS = 300  # a memory's text on one line

# The working set (section 2 of issue 12).
STATE_NAME = "activation.json"
FADE = 0.7  # per call: a node not selected again is gone after ~7 calls (0.7**7 < 0.1)
FLOOR = 0.1
MAX_NODES = 200


@dataclass
class Candidate:
    number: int  # search index docno
    id: str
    text: float = 0.0
    link: float = 0.0
    via: set = field(default_factory=set)  # task, episodic, recent, link, working, identity
    record: dict | None = None
    score: float = 0.0
    features: dict = field(default_factory=dict)
    frame: str = ""


@dataclass(frozen=True)
class Composed:
    """A context: what each frame holds and every memory used, in score order."""

    task: str
    budget: int
    now: datetime
    chosen: list  # Candidates, score order
    handoff: object | None
    working: list
    marks: dict
    notes: tuple[str, ...] = ()
    extras: dict = field(default_factory=dict)  # the handoff and buffer lines fit() kept


# ---------------------------------------------------------------- the working set
def read_working_set(store) -> dict[str, float]:
    value = store.read_state(STATE_NAME)
    nodes = value.get("nodes") if isinstance(value, dict) else None
    out = {}
    if isinstance(nodes, dict):
        for memory_id, activation in nodes.items():
            if isinstance(memory_id, str) and isinstance(activation, int | float) and not isinstance(activation, bool):
                if FLOOR <= activation <= 1:
                    out[memory_id] = float(activation)
    return out


def faded(nodes: dict[str, float], selected: dict[str, float]) -> dict[str, float]:
    """The working set after one call. Pure: every node fades by FADE, those below FLOOR
    leave, each selected memory rises to its activation (never lowered by a call)."""
    out = {i: round(a * FADE, 6) for i, a in nodes.items() if a * FADE >= FLOOR}
    for memory_id, activation in selected.items():
        if activation >= FLOOR:
            out[memory_id] = round(max(out.get(memory_id, 0.0), min(1.0, activation)), 6)
    kept = sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_NODES]
    return dict(sorted(kept))


def update_working_set(store, selected: dict[str, float]) -> dict[str, float]:
    with store.locked():
        nodes = faded(read_working_set(store), selected)
        store.write_state(STATE_NAME, {"version": 1, "updated": iso(store.now), "fade": FADE, "nodes": nodes})
    return nodes


# ---------------------------------------------------------------- loading derived data, degrading
def _search_index(store, view):
    """The search index; a damaged cache is rebuilt and said (a stale one silently, as recall)."""
    from hippocampus import search_cache
    from hippocampus.files import NotPlain

    try:
        raw = store.folder.read(search_cache.SEARCH_FILE, limit=1 << 34)
    except FileNotFoundError:
        raw = None
    except (OSError, NotPlain) as exc:
        store.note(f"context: the search cache could not be read ({exc}); rebuilt")
        raw = None
    if raw is not None:
        try:
            return search_cache.decode(raw, view)
        except search_cache.CacheInvalid as exc:
            if str(exc) != "built for another index":
                store.note(f"context: the search cache was damaged ({exc}); rebuilt")
    index = search_cache.build(view)
    search_cache.save(store, view, index)
    return index


def _graph(store, view):
    """The link graph; a damaged cache is rebuilt and said; one that cannot be built means
    no links are followed, said too."""
    try:
        return links.load(store, view, note=lambda text: store.note(f"context: {text}"))
    except Exception as exc:  # noqa: BLE001 - a context never fails for its links: it blooms along none
        store.note(f"context: the link graph could not be built ({type(exc).__name__}: {exc}); no links followed")
        return None


# ---------------------------------------------------------------- composing
_NOT_WORD = re.compile(r"[^\w]+")


def slug(text: str) -> str:
    return _NOT_WORD.sub("-", text.lower()).strip("-") or "x"


def compose(
    store,
    task: str,
    budget: int = DEFAULT_BUDGET,
    hops: int | None = None,
    as_json: bool = False,
    weights: Resonance = RESONANCE,
    use_working_set: bool = True,
) -> Composed:
    """Probe, bloom, score, trim and fit a context for ``task`` (see the module docstring)."""
    from hippocampus import conflicts, handoff, working
    from hippocampus.catalog import FilesChanged
    from hippocampus.errors import HippocampusError

    store.require()
    hops = weights.hops if hops is None else hops
    marks = conflicts.open_marks(store.folder)
    buffer = working.entries(store)
    latest = handoff.latest(store)
    warm = read_working_set(store) if use_working_set else {}
    for attempt in range(3):
        view = store.view()
        try:
            index = _search_index(store, view)
            candidates = _candidates(store, view, index, task, hops, weights, warm, buffer, latest)
            ranked = _score(candidates, index, task, store.now, weights)
            break
        except FilesChanged:
            if attempt == 2:
                raise HippocampusError("the memory files keep changing while read; try again") from None
            store.refresh()
    ranked = _trim(ranked, weights)
    composed = Composed(task, budget, store.now, ranked, latest, buffer, marks)
    return fit(composed, as_json)


def _candidates(store, view, index, task, hops, weights, warm, buffer, latest) -> dict[int, Candidate]:
    found: dict[int, Candidate] = {}
    numbers = view.catalog.numbers

    def number_of(memory_id: str) -> int | None:
        return index.docno_of(memory_id, numbers.get(memory_id))

    def take(number: int) -> Candidate:
        c = found.get(number)
        if c is None:
            c = found[number] = Candidate(number, index.ids[number])
        return c

    # semantic probe
    hits = search.rank(index, task, store.now, weights.pool, include_all=True)  # as recall: faded ones too
    top = hits[0].score if hits else 1.0
    by_id = {}
    for hit in hits:
        n = number_of(hit.record["id"])
        if n is None:
            continue
        c = take(n)
        c.text = max(c.text, hit.score / top)
        c.record = hit.record
        c.via.add("task")
        by_id[c.id] = n
    _answer_questions(index, hits, by_id, top, weights, take)
    seeds = [
        (found[by_id[h.record["id"]]].text, by_id[h.record["id"]])
        for h in hits[: weights.seeds]
        if h.record["id"] in by_id
    ]
    # episodic probe: the handoff's and the buffer's words, then the latest episodes
    words = " ".join([*(e.text for e in buffer), latest.summary if latest else ""]).strip()
    if words:
        side = search.rank(index, words[:2000], store.now, weights.seeds)
        side_top = side[0].score if side else 1.0
        for hit in side:
            n = number_of(hit.record["id"])
            if n is not None:
                c = take(n)
                c.text = max(c.text, weights.episodic_text * hit.score / side_top)
                c.record = c.record or hit.record
                c.via.add("episodic")
                seeds.append((weights.episodic_text * hit.score / side_top, n))
    for n in _recent_episodes(index, weights.episodes):
        take(n).via.add("recent")
    for n in _identity_numbers(index, store.now):
        take(n).via.add("identity")
    # warm nodes from earlier calls
    for memory_id, activation in sorted(warm.items()):
        n = number_of(memory_id)
        if n is None or index.flags[n] & search.SUPERSEDED:
            continue
        c = take(n)
        c.link = 1 - (1 - c.link) * (1 - weights.warm * activation)
        c.via.add("working")
        seeds.append((weights.warm * activation, n))
    # bloom
    if hops > 0 and seeds:
        graph = _graph(store, view)
        _bloom(store, index, graph, seeds, hops, weights, take, number_of)
    return found


def _answer_questions(index, hits, by_id, top, weights, take) -> None:
    """A memory that asks something states little, and the memory stored right after it,
    the same day, is most likely its answer ("Where did you go on that trip?" / "Up the
    coast, to the national parks"): the answer counts as matching the task at ``answer``
    times the question's text relevance, and the question at ``asking`` times its own. Only
    the semantic probe's hits are looked at, so this reads no record."""
    answers: dict[int, float] = {}
    for hit in hits:
        n = by_id.get(hit.record["id"])
        if n is None or not asks(hit.record["content"]):
            continue
        m = _same_day_beside(index, n, 1)
        if m is not None and not index.flags[m] & search.SUPERSEDED:
            answers[m] = max(answers.get(m, 0.0), weights.answer * hit.score / top)
        take(n).text *= weights.asking
    for m, text in sorted(answers.items()):
        c = take(m)
        c.text = max(c.text, text)
        c.via.add("task")


def _same_day_beside(index, n: int, step: int) -> int | None:
    """The memory stored just before (-1) or after (+1) memory ``n``, the same day: a turn of
    the same conversation, a note of the same session; None when there is none."""
    m = index.beside(n, step)
    if 0 <= m < index.total and index.domains[m] != search.DEAD and index.created[m] == index.created[n]:
        return m
    return None


def _recent_episodes(index, count: int) -> list[int]:
    """The ``count`` memories captured last (by created day, then by their order in the
    store), superseded ones left out. Layers are checked when records are read. The
    largest (day, number) pairs are taken in C and only they are checked, more of them
    while too few pass (tombstones and superseded memories are few)."""
    import heapq

    flags, domains, total = index.flags, index.domains, index.total
    take = max(count * 4, 16)
    while True:
        top = heapq.nlargest(take, zip(index.created, range(total), strict=True))
        live = [n for _, n in top if domains[n] != search.DEAD and not flags[n] & search.SUPERSEDED]
        if len(live) >= count or take >= total:
            return live[:count]
        take *= 4


def _identity_numbers(index, now) -> list[int]:
    """Core memories about the user and the agent (importance today >= CORE), best first
    (``numbers_at_least``: only memories whose base reaches the core line are looked at)."""
    wanted = frozenset(search.DOMAIN_CODES[d] for d in IDENTITY_DOMAINS)
    ids = index.ids
    found = sorted((-value, ids[n], n) for value, n in index.numbers_at_least(CORE, now, wanted))
    return [n for _, _, n in found[: RESONANCE.identity * 2]]


def _bloom(store, index, graph, seeds, hops, weights, take, number_of) -> None:
    frontier: dict[int, float] = {}
    for activation, n in seeds:
        frontier[n] = max(frontier.get(n, 0.0), activation)
    now = store.now.timestamp()
    reached: set[int] = set(frontier)
    missing = 0
    for hop in range(1, hops + 1):
        spread: dict[int, float] = {}
        for n, activation in sorted(frontier.items(), key=lambda kv: (-kv[1], kv[0])):
            out = []
            if graph is not None:
                for memory_id, weight, _kind in graph.neighbours(index.ids[n], now, weights.fanout):
                    m = number_of(memory_id)
                    if m is None:
                        missing += 1
                        continue
                    out.append((weight, m))
            for step in (-1, 1):
                m = _same_day_beside(index, n, step)
                if m is not None:
                    out.append((weights.adjacent, m))
            out.sort(key=lambda wm: (-wm[0], index.ids[wm[1]]))
            for weight, m in out[: weights.fanout]:
                if index.flags[m] & search.SUPERSEDED or m == n:
                    continue
                a = activation * weight * weights.damping ** (hop - 1)
                spread[m] = 1 - (1 - spread.get(m, 0.0)) * (1 - a)
        for m, a in spread.items():
            c = take(m)
            c.link = 1 - (1 - c.link) * (1 - a)
            c.via.add("link")
        frontier = {m: a for m, a in spread.items() if m not in reached}
        reached.update(frontier)
        if not frontier:
            break
    if missing:
        store.note(f"context: {missing} linked memories are no longer in the store; skipped")


def _score(found: dict[int, Candidate], index, task: str, now: datetime, weights: Resonance) -> list[Candidate]:
    """Every candidate's features and score, best first (a record read here may raise
    FilesChanged, which compose answers by reading again)."""
    from hippocampus.records import current_importance
    from hippocampus.text import names, search_terms

    task_terms = set(search_terms(task))
    named = names(task)
    seeds = [c for c in found.values() if "task" in c.via]
    domain_share: dict[str, float] = {}
    out = []
    today = now.date().toordinal()
    for c in sorted(found.values(), key=lambda c: c.id):
        if c.record is None:
            c.record = index.record(c.number)
    for c in seeds:
        domain_share[c.record["domain"]] = domain_share.get(c.record["domain"], 0.0) + 1.0 / len(seeds)
    for c in sorted(found.values(), key=lambda c: c.id):
        record = c.record
        if record is None or record.get("supersededBy"):
            continue
        if "identity" in c.via and record.get("domain") not in IDENTITY_DOMAINS:
            c.via.discard("identity")
        touched = search.day_ordinal(record.get("lastAccessed") or record.get("created"))
        age = max(0, today - touched)
        times = record.get("timesReinforced") or 0
        terms = set(search_terms(" ".join([*(record.get("keywords") or []), record.get("category") or ""])))
        first = search_terms(record["content"])[:1] if named else []
        features = {
            "text": c.text,
            "link": c.link,
            "recency": 0.5 ** (age / weights.recency_half_life),
            "usage": 1 - 0.7 ** max(0, int(times)) if isinstance(times, int) else 0.0,
            "affinity": len(task_terms & terms) / len(task_terms) if task_terms else 0.0,
            "domain": domain_share.get(record.get("domain"), 0.0),
            "subject": 1.0 if first and first[0] in named else 0.0,
        }
        c.features = features
        c.score = round(sum(getattr(weights, name) * value for name, value in features.items()), 9)
        c.frame = _frame(c, record, now, current_importance)
        out.append(c)
    out.sort(key=lambda c: (-c.score, c.id))
    return out


def _frame(c: Candidate, record: dict, now, current_importance) -> str:
    category = (record.get("category") or "").lower()
    if category in CONSTRAINT_CATEGORIES:
        return "constraints"
    if "identity" in c.via and current_importance(record, now) >= CORE:
        return "identity"
    if category == EPISODE_CATEGORY:
        return "episodic"
    if c.via <= {"recent", "working", "identity"} and "recent" in c.via:
        return "episodic" if (record.get("layer") or "episodic") == "episodic" else ""
    if not (c.via & {"task", "episodic", "link", "working"}):
        return ""  # an identity seed that is not core today (decayed since the scan): not used
    return "knowledge"


def _trim(ranked: list[Candidate], weights: Resonance) -> list[Candidate]:
    counts: dict[tuple, int] = {}
    identity = 0
    out = []
    for c in ranked:
        if not c.frame:
            continue
        if c.frame == "identity":
            identity += 1
            if identity > weights.identity:
                continue
        key = (c.record.get("layer") or "episodic", c.record.get("domain"))
        counts[key] = counts.get(key, 0) + 1
        if counts[key] > weights.per_group:
            continue
        out.append(c)
    return out


# ---------------------------------------------------------------- frames and the budget
def key_of(record: dict, used: set) -> str:
    """The path-like key of a memory in the knowledge tree: domain.category.keyword."""
    category = slug(record.get("category") or "general")
    words = [k for k in (record.get("keywords") or []) if isinstance(k, str) and slug(k) != category]
    base = f"{record['domain']}.{category}.{slug(words[0]) if words else slug(record['id'])}"
    key, n = base, 2
    while key in used:
        key, n = f"{base}-{n}", n + 1
    used.add(key)
    return key


def _line(c: Candidate, now, marks, key: str | None) -> str:
    record = render.shown(c.record)
    text = render.one_line(record["content"], LINE_CHARS)
    mark = render.marks(record, marks)
    if c.frame == "knowledge":
        return f"- {key}: {mark}{text} [{record['id']}]"
    if c.frame == "episodic":
        return f"- {str(record.get('created') or '')[:10]} {mark}{text} [{record['id']}]"
    return f"- {mark}{text} [{record['id']}, {record.get('category')}]"


TITLES = {"identity": "Identity", "knowledge": "Knowledge", "episodic": "Episodic", "constraints": "Constraints"}


def header(task: str, count: int, composed: Composed) -> str:
    return (
        f"# Context for: {render.one_line(render.shown_text(task), TASK_CHARS)} "
        f"({count} memories, as of {composed.now.date().isoformat()})"
    )


def markdown(composed: Composed, chosen: list[Candidate], extras: dict, memo: dict | None = None) -> str:
    """The Markdown text; ``memo`` keeps each memory's line between calls (fit renders
    the growing context once per memory it takes)."""
    keys = _keys(chosen)
    lines = [header(composed.task, len(chosen), composed)]
    memo = {} if memo is None else memo

    def line(c: Candidate) -> str:
        key = keys.get(c.id)
        found = memo.get((c.id, key))
        if found is None:
            found = memo[(c.id, key)] = _line(c, composed.now, composed.marks, key)
        return found

    for frame in FRAMES:
        body = [line(c) for c in chosen if c.frame == frame]
        if frame == "episodic":
            body = [*extras.get("episodic", []), *body]
        if body:
            lines += ["", f"## {TITLES[frame]}", *body]
    if not chosen and not extras.get("episodic"):
        lines += ["", "No memories for this task yet."]
    return "\n".join(lines) + "\n"


def _keys(chosen: list[Candidate]) -> dict[str, str]:
    used: set = set()
    return {c.id: key_of(c.record, used) for c in chosen if c.frame == "knowledge"}


def _entry(c: Candidate, marks: dict) -> dict:
    record = render.shown(c.record)
    out = {
        "id": record["id"],
        "content": record["content"],
        "domain": record["domain"],
        "category": record.get("category"),
        "layer": record.get("layer") or "episodic",
        "created": record.get("created"),
        "score": round(c.score, 6),
    }
    if record["id"] in marks:
        out["conflict"] = marks[record["id"]]
    return out


def as_json(composed: Composed, chosen: list[Candidate], extras: dict, memo: dict | None = None) -> dict:
    keys = _keys(chosen)
    memo = {} if memo is None else memo

    def entry(c: Candidate, marks: dict) -> dict:
        found = memo.get(c.id)
        if found is None:
            found = memo[c.id] = _entry(c, marks)
        return found

    tree: dict = {}
    frames: dict = {"identity": [], "knowledge": tree, "episodic": {}, "constraints": []}
    episodic = []
    for c in chosen:
        if c.frame == "knowledge":
            domain, category, _ = keys[c.id].split(".", 2)
            tree.setdefault(domain, {}).setdefault(category, {})[keys[c.id]] = entry(c, composed.marks)
        elif c.frame == "episodic":
            episodic.append(entry(c, composed.marks))
        else:
            frames[c.frame].append(entry(c, composed.marks))
    frames["episodic"] = {**extras.get("episodic_json", {}), "memories": episodic}
    return {
        "task": render.shown_text(composed.task)[:TASK_CHARS],
        "asOf": iso(composed.now),
        "budget": composed.budget,
        "frames": frames,
        "selected": [
            {"id": c.id, "source": c.record.get("source"), "score": round(c.score, 6), "frame": c.frame} for c in chosen
        ],
    }


def dumps(value) -> str:
    import orjson

    return orjson.dumps(value, option=orjson.OPT_INDENT_2).decode("utf-8")


def printed(composed: Composed, chosen: list, extras: dict, json_mode: bool, memo: dict | None = None) -> str:
    """The text the command prints (what the budget counts)."""
    if json_mode:
        return dumps(as_json(composed, chosen, extras, memo)) + "\n"
    return markdown(composed, chosen, extras, memo)


def _extras(composed: Composed, with_handoff: bool, working_count: int) -> dict:
    from hippocampus import working

    lines, js = [], {}
    if with_handoff and composed.handoff is not None:
        h = composed.handoff
        summary = render.one_line(render.shown_text(h.summary), 240)
        lines.append(f"- handoff {h.created[:10]}: {summary}")
        js["handoff"] = {"created": h.created, "summary": summary, "file": h.file}
    chosen_working = composed.working[:working_count]
    if chosen_working:
        lines += [working.line(e).replace("- ", "- now: ", 1) for e in chosen_working]
        js["working"] = [e.as_json() for e in chosen_working]
    return {"episodic": lines, "episodic_json": js}


def fit(composed: Composed, json_mode: bool) -> Composed:
    """Take memories in score order while the printed output fits the budget and each
    frame its share; a memory that does not fit is skipped, a shorter one may follow. The
    handoff and the working buffer (episodic) come first, within the episodic share."""
    from hippocampus.render import token_count

    budget = composed.budget
    notes: list[str] = []
    spent: dict[str, int] = dict.fromkeys(FRAMES, 0)
    base_cost = token_count(printed(composed, [], _extras(composed, False, 0), json_mode))
    with_handoff, working_count = False, 0
    cap = int(budget * FRAME_SHARE["episodic"])
    if composed.handoff is not None:
        cost = token_count(printed(composed, [], _extras(composed, True, 0), json_mode)) - base_cost
        if cost <= cap:
            with_handoff, spent["episodic"] = True, cost
    for count in range(1, len(composed.working) + 1):
        cost = token_count(printed(composed, [], _extras(composed, with_handoff, count), json_mode)) - base_cost
        if cost > cap:
            break
        working_count, spent["episodic"] = count, cost
    extras = _extras(composed, with_handoff, working_count)
    chosen: list[Candidate] = []
    used = token_count(printed(composed, chosen, extras, json_mode))
    misses = 0
    memo: dict = {}
    for c in composed.chosen:
        trial = [*chosen, c]
        cost = token_count(printed(composed, trial, extras, json_mode, memo))
        share = int(budget * FRAME_SHARE[c.frame])
        if cost <= budget and spent[c.frame] + (cost - used) <= share:
            spent[c.frame] += cost - used
            chosen, used, misses = trial, cost, 0
        else:
            misses += 1
            if misses >= 40 or budget - used < 8:
                break
    taken = {c.id for c in chosen}
    skipped = dict.fromkeys(FRAMES, 0)
    for c in composed.chosen:
        if c.id not in taken:
            skipped[c.frame] += 1
    for frame, n in skipped.items():
        if n:
            notes.append(f"context: {n} {frame} memories did not fit the budget of {budget} tokens; left out")
    if used > budget:  # the empty context itself does not fit (a very small budget)
        notes.append(f"context: even an empty context exceeds {budget} tokens")
    return Composed(
        composed.task, budget, composed.now, chosen, composed.handoff if with_handoff else None,
        composed.working[:working_count], composed.marks, tuple(notes), extras,
    )  # fmt: skip


def output(composed: Composed, json_mode: bool) -> str:
    """What context.py prints."""
    return printed(composed, composed.chosen, composed.extras, json_mode)


def activations(composed: Composed) -> dict[str, float]:
    """What the working set takes from a context: each memory used, at its score over the best."""
    if not composed.chosen:
        return {}
    top = max(c.score for c in composed.chosen) or 1.0
    # Only what this task reached (its text, the session's text, the bloom) is renewed: a
    # warm node, a recent episode or an identity memory shown again for no reason of its
    # own keeps fading, so the working set cannot keep itself alive.
    return {c.id: c.score / top for c in composed.chosen if c.via & {"task", "episodic", "link"}}


def save_episode(store, composed: Composed) -> dict:
    """Write the context back: one episode memory (the task, when) and one ``use`` event
    naming it and every memory used, so links.py folds them as co-recalled (the episode
    and the best nine: links.USE_IDS) and each used memory is reinforced once."""
    from hippocampus.redact import redact
    from hippocampus.text import normalize_content

    task = normalize_content(redact(composed.task).text)[:2000] or "(empty task)"
    used = [c.id for c in composed.chosen]
    with store.transaction() as txn:
        episode = txn.create(
            f"{EPISODE_PREFIX}{task}",
            "self",
            EPISODE_CATEGORY,
            0.3,
            source=f"{EPISODE_SOURCE}{iso(store.now)}",
            facts={"layer": "episodic"},
        )
        live = [i for i in used if i in txn]
        txn.reinforce_together([episode["id"], *live])
    return {"id": episode["id"], "used": live, "time": iso(store.now)}


def saved_episodes(store) -> list[dict]:
    """The contexts ``--save`` wrote, for stats' coverage: per episode still in the store,
    ``domain``, its task's (the domain capture would guess for the task's text), and
    ``domains``, those of the memories its context used (its ``use`` event names the
    episode first, then them; one archived since is not counted)."""
    from hippocampus.signals import guess_domain

    view = store.view()
    episodes = {
        r["id"]: r["content"].removeprefix(EPISODE_PREFIX)
        for r in view
        if r.get("category") == EPISODE_CATEGORY
        and r["content"].startswith(EPISODE_PREFIX)
        and str(r.get("source") or "").startswith(EPISODE_SOURCE)
    }
    if not episodes:
        return []
    used: dict[str, tuple[str, ...]] = {}
    for use in links.uses_in(store.folder)[0]:
        if use.ids[0] in episodes:
            used[use.ids[0]] = use.ids[1:]
    domain_of = {r["id"]: r.get("domain") for r in view}
    return [
        {
            "domain": guess_domain(task),
            "domains": sorted({domain_of[i] for i in used.get(episode, ()) if i in domain_of}),
        }
        for episode, task in sorted(episodes.items())
    ]
