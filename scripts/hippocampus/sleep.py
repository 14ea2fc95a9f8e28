"""Sleep: consolidate the store offline (``consolidate.py``), in one locked transaction.

    plan   (pure) what changes, from the memories, which of them are new since the last
           sleep, the conflicts already recorded and the link graph: a ``Plan`` value;
    texts  each pattern's text, from the agent command when one is configured, else an
           extractive summary (already in the plan);
    apply  the plan through the transaction (merges, supersessions, conflict records,
           patterns, forgetting) and the new ``.state/sleep.json`` with it: one commit,
           so a killed sleep leaves the store as it was.

What a plan decides, in order:

1. Pairs. Only memories that are new since the last sleep (a content fingerprint the last
   sleep did not see: captured, imported, edited by hand) are related, each against the
   rest and the new ones before it, through ``candidates.CandidateIndex`` (no pass over all
   pairs), in a canonical order (created, text, id), so the order memories arrived in
   changes nothing. Superseded memories (history) and patterns (semantic) are not related.
2. Duplicates (``relations.relate`` says duplicate) join a group; the survivor is a pinned
   memory, else one the last sleep saw, else the first said. A member merges into it only
   when it is itself a duplicate of the survivor (no chains: A~B~C with A, C apart keeps C).
   The survivor keeps each absorbed text in ``mergedFrom`` and their scores combine
   (``Transaction.absorb``); the absorbed one goes to the archive with ``duplicateOf``.
3. Supersession: an update marks the older ``supersededBy`` its next version (the earliest
   newer one) with ``validUntil`` the newer's ``created``; it stays.
4. Conflicts: a contradiction nothing orders opens a record (``conflicts.open_conflict``),
   never twice for one pair.
5. Patterns: episodes that are about one thing without being one fact (relate says
   different, weighted term overlap >= PATTERN_SIMILARITY) form star clusters: a centre and
   its most similar neighbours, 3 to PATTERN_MAX of them, each directly similar to the centre
   (a star cannot chain). A cluster yields a semantic memory listing its evidence, unless a
   pattern already covers two of its members (then that pattern's evidence grows).
6. Forgetting: a memory whose importance today is below FORGET_BELOW, unused for GRACE_DAYS,
   and that nothing holds (pinned, a pattern's evidence, superseded history, the current
   version of a fact with history or a newer memory about its subject, a conflict, a link of
   at least links.STRONG) goes to the archive; never deleted.

Links themselves are derived (``links.py``); a sleep rebuilds their cache and reports which
it created, strengthened and pruned since the last sleep.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import heapq
import os
import signal
from array import array
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from contextlib import contextmanager
from dataclasses import asdict, astuple, dataclass, field, replace
from datetime import datetime
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple

import orjson

from hippocampus import candidates, links, readings, relations, scoring
from hippocampus.context import iso, parse_instant
from hippocampus.errors import HippocampusError
from hippocampus.files import NotPlain, write_all
from hippocampus.layout import STATE

STATE_FILE = "sleep.json"
SEEN_FILE = "sleep-seen.bin"

# ---------------------------------------------------------------- constants
# Patterns: 3 episodes make a recurrence (issue 11); a star of at most 8 keeps clusters
# from chaining into one theme of everything, and a pattern small enough to read.
PATTERN_MIN = 3
PATTERN_MAX = 8
# Two episodes are about one thing when they share this share of their words' IDF weight
# (weighted Jaccard of relations.index_terms' single words, candidates.words): a half, well
# above the candidate finder's bound (candidates.MIN_SHARED_WEIGHT, 0.35, of one side only).
PATTERN_SIMILARITY = 0.5
# A pattern is drawn, not said: at most 0.65, below the core set (scoring.CORE, 0.7), so it
# loads at session start only once it has been used.
PATTERN_IMPORTANCE_CAP = 0.65
PATTERN_CATEGORY = "pattern"
PATTERN_SOURCE = "sleep"
# Forgetting: the archive tier (scoring.BACKGROUND, 0.2), as decay.py --archive, and only
# after a month without use, so a memory captured faint yesterday still has its chance.
FORGET_BELOW = scoring.BACKGROUND
GRACE_DAYS = 30
# A survivor's mergedFrom texts stop growing past this many characters: its frontmatter
# must stay under memory_file.MAX_FRONTMATTER (64 KB); a merge past it is left for a person.
MERGED_CHARS = 32_000
# Texts read (relations.analyze) kept at once: ~5.5 KB each read back from a reading
# (relations.from_reading interns its strings; measured on the generated 100,000 store),
# so 40,000 hold ~220 MB.
ANALYSES_KEPT = 40_000
AGENT_TIMEOUT = 300.0
# Set to a list by a process that ends once the sleep is done, without freeing what it made
# (scripts/consolidate.py: cli.end_without_freeing): the sleep leaves its values here
# instead of freeing its millions of objects one by one (~0.2 s at 100,000 memories).
HELD_UNTIL_EXIT: list | None = None
PROMPT_FILE = Path("prompts") / "sleep-patterns.md"
PATTERN_TEXT_CHARS = 1000


class Mem(NamedTuple):
    """What a plan reads of one memory."""

    id: str
    content: str
    created: str
    source: str | None
    domain: str
    category: str
    importance: float  # today
    last_used: str
    layer: str
    superseded_by: str | None
    valid_until: str | None
    evidence: tuple[str, ...]
    pinned: bool
    merged_chars: int

    @property
    def key(self) -> tuple[str, str, str]:
        """The canonical order: when it was said, then its text, then its id."""
        return (self.created, self.content, self.id)


def mem_of(record: dict, now: datetime) -> Mem:
    return mems_of((record,), now)[0]


def mems_of(records: Iterable[dict], now: datetime) -> list[Mem]:
    """``mem_of`` of each record, in order. A sleep reads every record: today's date is
    taken once (``records.importance_on``), not once a record."""
    from hippocampus.records import importance_on

    today = now.date().toordinal()
    out: list[Mem] = []
    add = out.append
    for record in records:
        get = record.get
        evidence = get("evidence")
        merged = get("mergedFrom")
        created = get("created") or ""
        add(
            _MEM(  # the tuple made in C: a sleep reads every record (~0.15 s less at 100,000)
                Mem,
                (
                    record["id"],
                    record["content"],
                    created,
                    get("source"),
                    record["domain"],
                    record["category"],
                    importance_on(record, today),
                    get("lastAccessed") or created,
                    get("layer") or "episodic",
                    get("supersededBy"),
                    get("validUntil"),
                    tuple(evidence) if isinstance(evidence, list) else (),
                    get("pinned") is True,
                    sum(len(m.get("content", "")) for m in merged if isinstance(m, dict)) if merged else 0,
                ),
            )
        )
    return out


_MEM = tuple.__new__


def canonical(memories: list[Mem]) -> list[Mem]:
    """The memories in the canonical order (``Mem.key``): sorted by when each was said, then
    each run said at one moment by its text and id. The same order as sorting by the whole
    key, ~4x faster at 100,000 (0.3 s -> 0.07 s): a tuple key is made and compared per memory.
    Each run's end is found by bisection in C, and a run sorted by (text, id) only, its
    moment being one (0.16 s -> 0.14 s, 15 alternating runs on the 92,556 memories)."""
    out = sorted(memories, key=_CREATED)
    said = list(map(_CREATED, out))
    n, start = len(out), 0
    while start < n:
        end = bisect_right(said, said[start], start)
        if end - start > 1:
            out[start:end] = sorted(out[start:end], key=_TEXT_ID)
        start = end
    return out


_ID = itemgetter(0)  # Mem.id
_CREATED = itemgetter(2)  # Mem.created
_TEXT_ID = itemgetter(1, 0)  # Mem.key within one moment: (content, id)


def fingerprint(memory_id: str, content: str, created: str) -> int:
    """What a sleep remembers having seen of a memory: its id, text and date (a hand edit
    of the text makes it new again; a reinforcement does not)."""
    digest = hashlib.blake2b(f"{memory_id}\0{content}\0{created}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


# ---------------------------------------------------------------- the plan
@dataclass(frozen=True)
class Merge:
    survivor: str
    absorbed: str
    reason: str


@dataclass(frozen=True)
class Supersession:
    old: str
    new: str
    valid_until: str
    reason: str


@dataclass(frozen=True)
class Conflict:
    memories: tuple[str, str]
    reason: str


@dataclass(frozen=True)
class Pattern:
    evidence: tuple[str, ...]
    content: str
    domain: str
    importance: float
    centre: str
    text_from: str = "extractive"  # or "agent"


@dataclass(frozen=True)
class Growth:
    pattern: str
    evidence: tuple[str, ...]  # the whole new evidence list
    added: tuple[str, ...]


@dataclass(frozen=True)
class Repoint:
    """A pattern whose evidence names a memory this sleep merges away: it names the
    survivor instead (``merged``: each (absorbed, survivor))."""

    pattern: str
    evidence: tuple[str, ...]  # the whole new evidence list
    merged: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Forget:
    id: str
    importance: float
    reason: str


@dataclass(frozen=True)
class Kept:
    id: str
    importance: float
    reason: str


@dataclass(frozen=True)
class Plan:
    memories: int
    new: tuple[str, ...]
    pairs: int
    merges: tuple[Merge, ...] = ()
    supersessions: tuple[Supersession, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    patterns: tuple[Pattern, ...] = ()
    growths: tuple[Growth, ...] = ()
    repoints: tuple[Repoint, ...] = ()
    forgets: tuple[Forget, ...] = ()
    kept: tuple[Kept, ...] = ()  # below the line, yet held by something
    skipped: tuple[str, ...] = ()  # what was left for a person, with why

    @property
    def changes_anything(self) -> bool:
        return bool(
            self.merges
            or self.supersessions
            or self.conflicts
            or self.patterns
            or self.growths
            or self.repoints
            or self.forgets
        )


class Analyses:
    """How a sleep reads texts: relations.analyze, with at most ANALYSES_KEPT texts kept
    (the module's own cache would keep 65,536: ~250 MB at 100,000 memories), and
    relations.index_terms. What the last sleeps read is taken from what they kept
    (``stored``, ``stored_terms``: readings.py); what is read afresh is kept for the next
    (``fresh``, ``fresh_terms``), each by its text's readings.key_of."""

    def __init__(
        self,
        limit: int = ANALYSES_KEPT,
        stored: readings.Readings | None = None,
        stored_terms: readings.Terms | None = None,
    ):
        self.limit = limit
        self.kept: dict[str, relations.Analysis] = {}
        self.read = relations.analyze.__wrapped__
        self.stored = stored if stored is not None else readings.Readings()
        self.fresh: dict[int, bytes] = {}
        self.stored_terms = stored_terms if stored_terms is not None else readings.Terms()
        self.fresh_terms: dict[int, frozenset[str]] = {}
        self._indexed: dict[int, Collection[str]] = {}  # ``indexed``: each text's, by key
        self._keys: dict[str, int] = {}
        # while texts are asked for in an order known beforehand (``expecting``): where
        # each ask's text is asked for next, how many asks so far, and each kept text's next ask
        self._then: array | None = None
        self._asked = 0
        self._next: dict[str, int] = {}

    def key(self, text: str) -> int:
        found = self._keys.get(text)
        if found is None:
            found = self._keys[text] = readings.key_of(text)
        return found

    def __call__(self, text: str) -> relations.Analysis:
        found = self.kept.get(text)
        if self._then is not None:
            asked = self._asked
            self._asked = asked + 1
            self._next[text] = self._then[asked] if asked < len(self._then) else len(self._then)
        if found is None:
            if len(self.kept) >= self.limit:
                self._make_room()
            key = self.key(text)
            entry = self.fresh.get(key) or self.stored.entry(key)
            found = readings.decode(text, entry) if entry is not None else None
            if found is None:
                found = self.read(text)
                self.fresh[key] = readings.encode(found)
            self.kept[text] = found
        return found

    def passed(self, *texts: str) -> None:
        """Texts asked for in ``expecting``'s order whose readings were not needed (their
        pair's verdict was known): counted as asks, so what is kept stays in step."""
        if self._then is None:
            return
        for text in texts:
            asked = self._asked
            self._asked = asked + 1
            if text in self.kept:
                self._next[text] = self._then[asked] if asked < len(self._then) else len(self._then)

    def _make_room(self) -> None:
        if self._then is None:
            for old in list(self.kept)[: self.limit // 4]:  # the oldest quarter
                del self.kept[old]
            return
        # Belady's rule, a tenth at a time: drop the texts asked for again last, or never
        # (simulated on the asks of a first sleep at 100,000: 152,000 readings decoded per
        # process instead of 335,000 by dropping the oldest quarter; 140,000 at best)
        later, last = self._next.get, len(self._then) + 1
        for old in heapq.nlargest(max(1, self.limit // 10), self.kept, key=lambda t: later(t, last)):
            del self.kept[old]
            self._next.pop(old, None)

    @contextmanager
    def expecting(self, texts: list[str]):
        """Within: texts are asked for in this order (a hint: any order still reads right),
        so what is kept makes room by dropping what is asked for again last."""
        then = array("q", bytes(8 * len(texts)))
        where: dict[str, int] = {}
        for n in range(len(texts) - 1, -1, -1):
            text = texts[n]
            then[n] = where.get(text, len(texts))
            where[text] = n
        del where, texts  # the caller's list may go
        self._then, self._asked, self._next = then, 0, {}
        try:
            yield
        finally:
            self._then, self._asked, self._next = None, 0, {}

    def unread(self, texts: list[str]) -> list[str]:
        """The texts this sleep has not read and no sleep kept a reading of."""
        kept, fresh, stored, key = self.kept, self.fresh, self.stored, self.key
        return [t for t in texts if t not in kept and (k := key(t)) not in fresh and stored.entry(k) is None]

    def terms(self, text: str) -> frozenset[str]:
        """The text's candidate-index terms."""
        key = self.key(text)
        kept = self.stored_terms.get(key)
        if kept is not None:
            return kept
        found = self.fresh_terms.get(key)
        if found is None:
            found = self.fresh_terms[key] = relations.index_terms(text)
        return found

    def indexed(self, text: str) -> Collection[str]:
        """The text's candidate-index terms, each once, for the index of the old memories
        and forgetting's lookup: the kept ones as terms.bin lists them (a tuple: a set of
        strings made for each of ~62,000 texts at 100,000 cost ~0.05 s more, and neither
        needs one), else ``terms``. Made once a sleep: forgetting asks again for those of the
        current versions (~20,000 at 100,000)."""
        key = self.key(text)
        found = self._indexed.get(key)
        if found is None:
            found = self._indexed[key] = self.stored_terms.listed(key) or self.terms(text)
        return found

    def save(self, folder, contents) -> None:
        """Keep what this sleep read afresh, for the texts the store holds now (``contents``)."""
        if self.fresh or self.fresh_terms:
            live = {self.key(c) for c in contents}
            readings.save(folder, self.stored, self.fresh, live)
            readings.save_terms(folder, self.stored_terms, self.fresh_terms, live)


def plan(
    memories: list[Mem],
    new: frozenset[str],
    recorded: set[frozenset],
    strongest: Callable[[str], float],
    now: datetime,
    analysis: Analyses | None = None,
) -> Plan:
    """What a sleep changes. Pure: the memories (as read), which are new, the memory sets
    conflict records name already, a memory's strongest link today, and how texts are
    read (``analysis``: the readings of the last sleeps); no I/O."""
    ordered = canonical(memories)
    ids = list(map(_ID, ordered))
    by_id = dict(zip(ids, ordered, strict=True))  # made in C, not by comprehensions
    rank = dict(zip(ids, range(len(ids)), strict=True))
    analysis = analysis if analysis is not None else Analyses()
    verdicts: dict[tuple[str, str], relations.Relation] = {}

    def relate(a: Mem, b: Mem) -> relations.Relation:
        pair = (a.id, b.id) if rank[a.id] < rank[b.id] else (b.id, a.id)
        found = verdicts.get(pair)
        if found is None:
            x, y = by_id[pair[0]], by_id[pair[1]]
            found = verdicts[pair] = relations.relate(analysis(x.content), analysis(y.content), x.created, y.created)
        return found

    semantic = [m for m in ordered if m.layer == "semantic"]  # patterns: read by steps 3 and 6

    # 1. pairs: each new memory against the rest and the new ones before it
    related = [m for m in ordered if m.superseded_by is None and m.layer != "semantic"]
    pairs, looked = look_all(related, new, by_id, rank, analysis)
    for (a, b), _, verdict in looked:
        verdicts[(a, b) if rank[a] < rank[b] else (b, a)] = verdict
    similar: list[tuple[float, str, str]] = []  # (weighted overlap, a, b) of episodes about one thing
    duplicates: list[tuple[str, str]] = []
    updates: list[tuple[str, str, str]] = []  # (older, newer, reason)
    contradictions: list[tuple[str, str, str]] = []
    for (m_id, other_id), share, verdict in looked:
        pair = (m_id, other_id) if rank[m_id] < rank[other_id] else (other_id, m_id)
        if verdict.kind == relations.DUPLICATE:
            duplicates.append((other_id, m_id))
        elif verdict.kind == relations.UPDATE:
            newer = pair[0] if verdict.newer == "a" else pair[1]
            older = pair[1] if newer == pair[0] else pair[0]
            updates.append((older, newer, verdict.reason))
        elif verdict.kind == relations.CONFLICT:
            contradictions.append((*pair, verdict.reason))
        elif share >= PATTERN_SIMILARITY:
            similar.append((share, m_id, other_id))
    del looked
    skipped: list[str] = []

    # 2. duplicates: groups, one survivor each, members that are its duplicates merge
    newer_of: dict[str, list[str]] = {}
    for older, newer, _ in updates:
        newer_of.setdefault(older, []).append(newer)

    def changed_between(a: str, b: str) -> bool:
        """Whether a newer version of the earlier of ``a`` and ``b`` came before the later
        one: "Eva works in Munich", "Eva moved to Austin", then "Eva works in Munich" again.
        The two say one thing, yet the first is history and the last the current word; one
        memory of them would supersede its own successor (a loop, and no version current)."""
        first, second = (a, b) if rank[a] < rank[b] else (b, a)
        return any(rank[n] < rank[second] for n in newer_of.get(first, ()))

    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.get(x, x) != x:
            parent[x] = parent.get(parent[x], parent[x])
            x = parent[x]
        return x

    for a, b in duplicates:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb, key=rank.__getitem__)] = min(ra, rb, key=rank.__getitem__)
    groups: dict[str, list[str]] = {}
    for x in {i for pair in duplicates for i in pair}:
        groups.setdefault(find(x), []).append(x)
    merges: list[Merge] = []
    absorbed_into: dict[str, str] = {}
    for members in groups.values():
        members.sort(key=rank.__getitem__)
        survivor = min(members, key=lambda i: (not by_id[i].pinned, i in new, rank[i]))
        chars = by_id[survivor].merged_chars
        for member in members:
            if member == survivor:
                continue
            verdict = relate(by_id[survivor], by_id[member])
            if verdict.kind != relations.DUPLICATE:
                continue  # a duplicate of a duplicate only: it stays (no chains)
            if changed_between(survivor, member):
                continue  # said again after the fact changed: a version of its own
            m = by_id[member]
            chars += len(m.content) + m.merged_chars
            if chars > MERGED_CHARS:
                skipped.append(f"{member} duplicates {survivor}, whose merged texts are full; left for a person")
                continue
            absorbed_into[member] = survivor
            merges.append(Merge(survivor, member, verdict.reason))
    merges.sort(key=lambda x: (rank[x.survivor], rank[x.absorbed]))

    def rep(x: str) -> str:
        return absorbed_into.get(x, x)

    # a pattern's evidence merged away: the pattern names the survivor instead (which holds
    # the absorbed text in mergedFrom), so its evidence stays in the store and is held
    repoints: list[Repoint] = []
    for m in semantic:
        if any(e in absorbed_into for e in m.evidence):
            merged = tuple((e, absorbed_into[e]) for e in m.evidence if e in absorbed_into)
            repoints.append(Repoint(m.id, tuple(dict.fromkeys(map(rep, m.evidence))), merged))
    evidence_now = {r.pattern: r.evidence for r in repoints}

    # 3. supersession: each older one by its next version
    successor: dict[str, tuple[str, str]] = {}
    for older, newer, reason in updates:
        old, nxt = rep(older), rep(newer)
        if old == nxt or old in absorbed_into:
            continue
        best = successor.get(old)
        if best is None or rank[nxt] < rank[best[0]]:
            successor[old] = (nxt, reason)
    supersessions: list[Supersession] = []
    for old in sorted(successor, key=rank.__getitem__):
        nxt, reason = successor[old]
        walk, seen = nxt, {old}
        while walk in successor and walk not in seen:  # never a cycle (equal times ordered by a cue)
            seen.add(walk)
            walk = successor[walk][0]
        if walk == old or walk in seen and walk != nxt and walk == old:
            skipped.append(f"{old} and {nxt} supersede each other; left as they are")
            continue
        supersessions.append(Supersession(old, nxt, by_id[nxt].created, reason))
    # a memory already superseded by one this sleep merges away: superseded by the survivor
    # now (the same end), so no version points into the archive and the survivor is the
    # current version of a fact with history (never forgotten as a faded repeat)
    for m in ordered:
        if m.superseded_by in absorbed_into:
            supersessions.append(
                Supersession(m.id, absorbed_into[m.superseded_by], m.valid_until, SUCCESSOR_MERGED)
            )
    superseded = {s.old for s in supersessions}

    # 4. conflicts: each pair once, never one already recorded
    conflicts: list[Conflict] = []
    opened: set[frozenset] = set()
    for a, b, reason in contradictions:
        a, b = rep(a), rep(b)
        pair = frozenset((a, b))
        if a == b or pair in opened or pair in recorded or a in superseded or b in superseded:
            continue
        opened.add(pair)
        conflicts.append(Conflict(tuple(sorted((a, b), key=rank.__getitem__)), reason))

    # 5. patterns: star clusters of similar episodes
    taken = set(absorbed_into) | superseded | {i for c in conflicts for i in c.memories}
    patterns, growths = _patterns(similar, by_id, rank, taken, ordered, evidence_now, now)

    # 6. forgetting
    held = {e for m in semantic for e in evidence_now.get(m.id, m.evidence)}
    held |= {e for p in patterns for e in p.evidence} | {e for g in growths for e in g.evidence}
    in_conflict = {i for pair in recorded for i in pair} | {i for c in conflicts for i in c.memories}
    # the current version of a fact that changed: archiving it would leave only its stale
    # versions, which recall hides, so the fact would vanish
    current_of = {m.superseded_by for m in ordered if m.superseded_by} | {s.new for s in supersessions}
    changed = set(absorbed_into) | superseded
    merged = _after_merges(merges, by_id, iso(now))  # a survivor as the merges leave it
    forgets, kept = [], []
    today = now.date()
    for m in ordered:
        if m.id in merged:
            m = m._replace(importance=merged[m.id][0], last_used=merged[m.id][1])
        if m.importance >= FORGET_BELOW or m.id in changed:
            continue
        unused = _days_since(m.last_used, today)
        why = None
        if m.pinned:
            why = "pinned"
        elif m.layer == "semantic":
            why = "a pattern (its evidence stays)"
        elif m.superseded_by is not None:
            why = f"history: superseded by {m.superseded_by}"
        elif m.id in held:
            why = "evidence of a pattern"
        elif m.id in in_conflict:
            why = "in a conflict"
        elif m.id in current_of:
            why = "the current version of a fact with history"
        elif unused is not None and unused < GRACE_DAYS:
            why = f"used {unused} days ago (grace {GRACE_DAYS} days)"
        else:
            link = strongest(m.id)
            if link >= links.STRONG:
                why = f"strongly linked ({link:.2f} >= {links.STRONG})"
        if why is None:
            reason = f"importance {m.importance:.3f} < {FORGET_BELOW}"
            if unused is not None:
                reason += f", unused for {unused} days"
            reason += f", strongest link {strongest(m.id):.2f} < {links.STRONG}"
            forgets.append(Forget(m.id, m.importance, reason))
        else:
            kept.append(Kept(m.id, m.importance, why))
    staying = current_of - superseded - set(absorbed_into) - {f.id for f in forgets}
    forgets, spared = _spare_newer_about_current(forgets, staying, by_id, analysis)
    kept += spared
    return Plan(
        memories=len(ordered),
        new=tuple(i for i in ids if i in new),
        pairs=pairs,
        merges=tuple(merges),
        supersessions=tuple(supersessions),
        conflicts=tuple(conflicts),
        patterns=tuple(patterns),
        growths=tuple(growths),
        repoints=tuple(repoints),
        forgets=tuple(forgets),
        kept=tuple(kept),
        skipped=tuple(skipped),
    )


# Relating is most of a sleep (~60 us a pair, ~300 us to read a text). From this many new
# memories on, where the machine has two processors or more and os.fork, it runs in two
# processes: each finds the candidates of every second new memory (with each pair's
# overlap) and relates those pairs. A fork and its answer cost ~0.1 s at 100,000 memories,
# so it is one fork, not one per step.
PARALLEL_NEW = 500
# Texts no sleep has read (~300 us each) are read where a pair needs them, so a text both
# processes' pairs need is read twice. That is a few texts where the new memories are a
# small share of the store (at 100,000 with 1,000 new, 2.4% of the candidates are new
# ones); where they are many and a large share (a first sleep: every text), they are read
# first, every second one in each process, in a fork of their own.
PARALLEL_READ = 200
READ_APART_SHARE = 0.1

Looked = tuple[tuple[str, str], float, relations.Relation]  # (new, candidate), overlap, verdict
# A margin under a bound compared in floating point (a quotient just under it may round to it).
_BELOW = 1 - 1e-9
SUCCESSOR_MERGED = "successor-merged"  # a supersession repointed to a merge's survivor
# relations.surely_different's verdicts, by its reason
SURELY_DIFFERENT = {
    why: relations.Relation(relations.DIFFERENT, why) for why in (relations.SUBJECT_DIFFERS, "another-predicate")
}


def look_all(
    related: list[Mem],
    new: frozenset[str],
    by_id: dict[str, Mem],
    rank: dict[str, int],
    analysis: Analyses,
) -> tuple[int, list[Looked]]:
    """Each new memory (in ``related``'s order) against the candidate index of the rest and
    the new ones before it: how many (new, candidate) pairs were related, and, in order, each
    that matters (a verdict other than different, or an overlap a pattern may use) with its
    weighted overlap and verdict; the same however it is computed (two processes or one)."""
    fresh = [m for m in related if m.id in new]
    if not fresh:
        return 0, []  # nothing to look up: no index to build (2.4 s at 100,000)
    two = len(fresh) >= PARALLEL_NEW and _may_fork()
    parent = os.getpid()
    if two:
        unread = analysis.unread(list(dict.fromkeys(m.content for m in fresh)))
        if len(unread) >= max(PARALLEL_READ, READ_APART_SHARE * len(related)):

            def read(share: int, of: int) -> None:
                for n, text in enumerate(unread):
                    _alive(parent, n)
                    if n % of == share:
                        analysis(text)
                        analysis.terms(text)  # from the reading just made (relations.index_terms)

            _in_two(read, analysis, parent)
    terms = {m.id: analysis.terms(m.content) for m in fresh}
    index = candidates.CandidateIndex.of((m.id, analysis.indexed(m.content)) for m in related if m.id not in new)

    def find(share: int, of: int) -> list[tuple[int, str, float]]:
        """(n, candidate id, overlap) of every ``of``-th new memory from the ``share``-th;
        each overlap is weighed while the index holds what came before that memory."""
        if fresh[0].id in index.position:  # a second pass here (the child failed): as before the first
            for m in fresh:
                index.remove(m.id)
        out = []
        for n, m in enumerate(fresh):
            _alive(parent, n)
            terms_m = terms[m.id]
            if n % of == share:
                found, whole = index.scored(m.content, exclude=m.id, terms=terms_m)
                for other_id, shared, own in found:
                    # the weighted overlap of their index words; the union weighs at least
                    # m's own, so an overlap surely below a pattern's is recorded as 0.0
                    union = whole + own - shared
                    if shared < PATTERN_SIMILARITY * whole * _BELOW or union <= 0:
                        out.append((n, other_id, 0.0))
                    else:
                        out.append((n, other_id, shared / union))
            index.add(m.id, m.content, terms_m)
        return out

    def ordered(m: Mem, other: Mem) -> tuple[Mem, Mem]:
        return (m, other) if rank[m.id] < rank[other.id] else (other, m)

    said_again = _said_again(related)

    def look(share: int, of: int) -> tuple[int, list]:
        """How many pairs every ``of``-th new memory from the ``share``-th makes, and [n,
        candidate id, overlap, kind, reason, newer, detail] of each that matters."""
        pairs = find(share, of)
        found = [None] * len(pairs)  # each pair's row, in the order found
        turns = _nearby_first([(fresh[n].id, other_id) for n, other_id, _ in pairs])
        asks = [t.content for at in turns for t in ordered(fresh[pairs[at][0]], by_id[pairs[at][1]])]
        known: dict[tuple[str, str, str | None], relations.Relation] = {}
        with analysis.expecting(asks):
            del asks
            for count, at in enumerate(turns):
                _alive(parent, count)
                n, other_id, overlap = pairs[at]
                x, y = ordered(fresh[n], by_id[other_id])
                key = verdict = None
                if x.content in said_again or y.content in said_again:
                    key = (x.content, y.content, relations.newer_by_created(x.created, y.created))
                    verdict = known.get(key)
                if verdict is not None:
                    analysis.passed(x.content, y.content)  # asked for in ``expecting``'s order
                else:
                    ax, ay = analysis(x.content), analysis(y.content)
                    why = relations.surely_different(ax, ay)  # most pairs, at a tenth of relate's cost
                    verdict = SURELY_DIFFERENT[why] if why else relations.relate(ax, ay, x.created, y.created)
                    if key is not None:
                        known[key] = verdict
                # a pattern's episodes are about one subject: "Olga Falk works in Lisbon" and
                # "Nils Falk works in Lisbon" are two facts, not one recurring
                if verdict.kind != relations.DIFFERENT or (
                    overlap >= PATTERN_SIMILARITY and verdict.reason != relations.SUBJECT_DIFFERS
                ):
                    kind, reason, newer = verdict.kind, verdict.reason, verdict.newer
                    found[at] = [n, other_id, overlap, kind, reason, newer, list(verdict.detail)]
        return len(pairs), [row for row in found if row is not None]

    if two:
        shares = _in_two(look, analysis, parent)
    else:
        shares = [look(0, 1)]
    count = sum(pairs for pairs, _ in shares)
    rows = sorted((row for _, part in shares for row in part), key=itemgetter(0))  # stable: best first per memory
    looked = []
    for n, other_id, overlap, kind, reason, newer, detail in rows:
        looked.append(((fresh[n].id, other_id), overlap, relations.Relation(kind, reason, newer, tuple(detail))))
    return count, looked


def _said_again(memories: list[Mem]) -> set[str]:
    """The texts several memories hold (a fact captured again, an import repeated). Each
    meets the same partners' texts again, so ``look_all`` relates each pair of texts (and
    which of the two is newer) once: ~10% of the pairs of a first sleep of bench/speed.py's
    100,000 memories (85,821 texts), 3.5% of its time."""
    return {text for text, count in Counter(m.content for m in memories).items() if count > 1}


def _nearby_first(pairs: list[tuple[str, str]]) -> list[int]:
    """An order to relate ``pairs`` (of memory ids) in: each memory's pairs next to those
    of the memories near it (a depth-first walk of the tree in which a memory hangs under
    its first partner), so the texts a stretch of pairs needs stay among the analyses a
    process keeps. Only the order of the work: every pair is related, on its own."""
    first: dict[str, str] = {}
    for a, b in pairs:
        first.setdefault(a, b)
    nodes = dict.fromkeys(x for pair in pairs for x in pair)
    under: dict[str, list[str]] = {x: [] for x in nodes}
    for x, partner in first.items():
        under[partner].append(x)
    place: dict[str, int] = {}
    # from each memory without a partner of its own first; then any left (a loop)
    for top in [x for x in nodes if x not in first] + list(nodes):
        walk = [top]
        while walk:
            x = walk.pop()
            if x not in place:
                place[x] = len(place)
                walk.extend(reversed(under[x]))

    def near(at: int) -> tuple[int, int]:
        a, b = place[pairs[at][0]], place[pairs[at][1]]
        return (a, b) if a < b else (b, a)

    return sorted(range(len(pairs)), key=near)


def _after_merges(merges: list[Merge], by_id: dict[str, Mem], stamp: str) -> dict[str, tuple[float, str]]:
    """Each survivor's importance today and last use once its merges are applied, as
    ``Transaction.absorb`` sets them (``scoring.merged``, one merge at a time, in order), so
    forgetting judges it as the next sleep would: a survivor of faded repeats, unused for
    months, is archived now, not a sleep later."""
    out: dict[str, tuple[float, str]] = {}
    for merge in merges:
        survivor, absorbed = by_id[merge.survivor], by_id[merge.absorbed]
        if survivor.pinned:
            continue  # a pinned survivor keeps its frozen score
        importance, last = out.get(survivor.id, (survivor.importance, survivor.last_used))
        out[survivor.id] = scoring.merged(importance, absorbed.importance, last, absorbed.last_used, stamp)
    return out


def _alive(parent: int, n: int) -> None:
    """In a child of the sleep (pid ``parent``), at every 256th item (``n`` counts the
    items this process takes or passes): once the sleep is gone (killed), end, since
    nobody will read what this process finds."""
    if n % 256 == 0 and os.getpid() != parent and os.getppid() != parent:
        os._exit(1)


def _in_two(work: Callable[[int, int], object], analysis: Analyses, parent: int) -> list:
    """``work(share, 2)`` for share 1 in a forked child and share 0 here: what each returned
    (a JSON value), in a list; what the child read afresh (readings and index terms, into
    its copy of ``analysis``, which ``work`` reads with) joins ``analysis``. Where no child
    answers, this process does its share too (it failed), or all of it alone (no fork, no
    pipe: a list of one)."""
    try:
        reader, writer = os.pipe()
    except OSError:  # out of descriptors
        return [work(0, 1)]
    try:
        pid = os.fork()
    except OSError:  # a sandbox that forbids it, or out of processes
        os.close(reader)
        os.close(writer)
        return [work(0, 1)]
    if pid == 0:  # the child: its share, as JSON into the pipe; nothing else
        status = 1
        try:
            os.close(reader)
            before, before_terms = set(analysis.fresh), set(analysis.fresh_terms)
            result = work(1, 2)
            read = [(key, entry.decode("latin-1")) for key, entry in analysis.fresh.items() if key not in before]
            terms = [(key, list(t)) for key, t in analysis.fresh_terms.items() if key not in before_terms]
            with os.fdopen(writer, "wb") as sink:
                sink.write(orjson.dumps({"result": result, "readings": read, "terms": terms}))  # bytes as JSON text
            status = 0
        finally:
            os._exit(status)
    os.close(writer)
    try:
        mine = work(0, 2)
        with os.fdopen(reader, "rb") as source:
            data = source.read()
    finally:
        _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) == 0 and data:
        try:
            answer = orjson.loads(data)
            theirs = answer["result"]
            read = {int(key): entry.encode("latin-1") for key, entry in answer["readings"]}
            terms = {int(key): frozenset(t) for key, t in answer["terms"]}
        except (ValueError, TypeError, KeyError, AttributeError):  # not what a child writes
            pass
        else:
            for key, entry in read.items():
                analysis.fresh.setdefault(key, entry)
            for key, found in terms.items():
                analysis.fresh_terms.setdefault(key, found)
            return [mine, theirs]
    return [mine, work(1, 2)]  # the child failed: this process does its share


def _spare_newer_about_current(
    forgets: list[Forget], current: set[str], by_id: dict[str, Mem], analysis: Analyses
) -> tuple[list[Forget], list[Kept]]:
    """A fact that changed before may have changed again in words the rules could not
    join to it ("You'll find Marco at the Istanbul office" / "Marco works out of
    Amsterdam"): while its current version stays, a newer memory about the same subject
    (every name or thing in its subject is in the current version's) is not forgotten,
    so the stale one is never all that is left. ``current``: the current versions of
    facts with history that stay live. A candidate tries only the older ones whose index
    terms hold its lookup word, reading each when tried (thousands of current versions at
    100,000, a few hundred candidates)."""
    about: dict[str, frozenset[str]] = {}
    for f in forgets:
        read = analysis(by_id[f.id].content)
        # its names and things; else its subject's words, concepts aside (a first name
        # opening a text is no name to the rules: "Alice moved to Munich" has none)
        values = read.subject_values or frozenset(k for k in read.subject if not k.isupper())
        if values:
            about[f.id] = values
    if not about or not current:
        return forgets, []
    # each candidate is looked up by an index term of one of its subject's words, which a
    # version holding that word holds too: a name's, not a version's number ("v2" is the
    # term, "2" the word), and a part of a hyphenated one ("checkout-service" is filed
    # under "checkout" and "service")
    lookup = {}
    for memory_id, values in about.items():
        for value in sorted(values, key=lambda v: (v[:1].isdigit(), v)):
            terms = relations.index_terms(value)
            if terms:
                lookup[memory_id] = min(terms)
                break
    wanted = frozenset(lookup.values())
    holders: dict[str, list[Mem]] = {}  # by the index terms only: a current version is read when tried
    for memory_id in sorted(current):
        m = by_id.get(memory_id)
        if m is None or m.superseded_by is not None:
            continue
        for term in wanted.intersection(analysis.indexed(m.content)):
            holders.setdefault(term, []).append(m)
    out, spared = [], []
    for f in forgets:
        m = by_id[f.id]
        found = None
        if f.id in lookup:  # only memories with a subject (``about``) have a lookup word
            values = about[f.id]
            for c in holders.get(lookup[f.id], ()):
                if c.created < m.created:
                    theirs = analysis(c.content)
                    if values <= theirs.subject_values or values <= frozenset(theirs.subject):
                        found = c
                        break
        if found is None:
            out.append(f)
        else:
            spared.append(
                Kept(f.id, f.importance, f"newer than {found.id}, the kept current version of a fact about its subject")
            )
    return out, spared


def _may_fork() -> bool:
    """Whether a sleep may do part of its work in a forked child: a machine of two
    processors or more, with os.fork, and one thread running (a fork copies one thread:
    another's locks would stay held in the child)."""
    import threading

    return threading.active_count() == 1 and _processors() >= 2 and hasattr(os, "fork")


def _processors() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _days_since(stamp: str, today) -> int | None:
    from hippocampus.records import parse_day

    day = parse_day(stamp)
    return None if day is None else max(0, (today - day).days)


def _patterns(similar, by_id, rank, taken, ordered, evidence_now, now) -> tuple[list[Pattern], list[Growth]]:
    """Star clusters: centres by how many similar episodes they have (then the canonical
    order), each with its most similar untaken neighbours; a cluster two of whose members
    are evidence of an existing pattern grows that pattern instead (``evidence_now``: the
    evidence of the patterns this sleep repoints, as it leaves them)."""
    near: dict[str, list[tuple[float, str]]] = {}
    for share, a, b in similar:
        if a in taken or b in taken:
            continue
        near.setdefault(a, []).append((share, b))
        near.setdefault(b, []).append((share, a))
    existing = [
        (m.id, set(evidence_now.get(m.id, m.evidence))) for m in ordered if m.layer == "semantic" and m.evidence
    ]
    evidence_of = dict(existing)
    place = {pid: n for n, (pid, _) in enumerate(existing)}
    held_by: dict[str, list[str]] = {}  # an episode -> the patterns it is evidence of
    for pid, ev in existing:
        for i in ev:
            held_by.setdefault(i, []).append(pid)
    used: set[str] = set()
    patterns: list[Pattern] = []
    growth: dict[str, set[str]] = {}
    for centre in sorted(near, key=lambda i: (-len(near[i]), rank[i])):
        if centre in used:
            continue
        around = sorted((x for x in near[centre] if x[1] not in used), key=lambda x: (-x[0], rank[x[1]]))
        members = [centre] + [i for _, i in around[: PATTERN_MAX - 1]]
        if len(members) < PATTERN_MIN:
            continue
        # the first existing pattern (in the canonical order) two of the members are evidence of
        shares = Counter(pid for i in set(members) for pid in held_by.get(i, ()))
        covering = min((pid for pid, n in shares.items() if n >= 2), key=place.__getitem__, default=None)
        if covering is not None:
            evidence = evidence_of[covering] | growth.get(covering, set())
            room = PATTERN_MAX - len(evidence)
            extra = [i for i in members if i not in evidence][: max(0, room)]
            if extra:
                growth.setdefault(covering, set()).update(extra)
                used.update(extra)
            continue
        used.update(members)
        evidence = tuple(sorted(members, key=rank.__getitem__))
        patterns.append(_extractive(evidence, by_id, near, centre))
    growths = []
    # A pattern's evidence may name a memory no longer in the store (forget.py archived
    # it, a later sleep merged it away): it stays in the list, after the live ones.
    gone = len(rank)
    for pid in sorted(growth, key=rank.__getitem__):
        evidence = evidence_of[pid]
        added = tuple(sorted(growth[pid], key=rank.__getitem__))
        whole = tuple(sorted(evidence | set(added), key=lambda i: (rank.get(i, gone), i)))
        growths.append(Growth(pid, whole, added))
    return patterns, growths


def _extractive(evidence: tuple[str, ...], by_id, near, centre: str) -> Pattern:
    """A pattern's text without an agent: the centre's text (the episode most similar to
    the others; the cluster was drawn around it), its first sentence when it is long,
    framed with how often and over what span it came up."""
    members = [by_id[i] for i in evidence]
    text = by_id[centre].content.strip()
    if len(text) > 300:
        first = text.split(". ")[0]
        text = first if len(first) >= 20 else text[:300]
    days = sorted(m.created[:10] for m in members)
    span = days[0] if days[0] == days[-1] else f"{days[0]} to {days[-1]}"
    content = f"Recurring ({len(members)} times, {span}): {text}"
    domains = [m.domain for m in members]
    domain = max(sorted(set(domains)), key=domains.count)
    importance = min(PATTERN_IMPORTANCE_CAP, max(m.importance for m in members))
    return Pattern(evidence, content, domain, round(importance, 6), centre)


# ---------------------------------------------------------------- pattern texts by agent
class PatternAgentFailed(HippocampusError):
    """The agent command failed or printed no valid pattern document."""


def agent_input(prompt: str, patterns: tuple[Pattern, ...], by_id: dict[str, Mem]) -> bytes:
    """The prompt, then one JSON line per cluster between markers."""
    from hippocampus import agent_command as contract

    lines = []
    for n, p in enumerate(patterns, 1):
        cluster = {
            "cluster": f"c{n}",
            "memories": [
                {
                    "id": i,
                    "content": by_id[i].content,
                    "created": by_id[i].created,
                    "domain": by_id[i].domain,
                    "category": by_id[i].category,
                }
                for i in p.evidence
            ],
        }
        lines.append(orjson.dumps(cluster).decode("utf-8"))
    body = [
        prompt.rstrip("\n"),
        "",
        f"## Clusters ({len(patterns)})",
        "",
        contract.BEGIN,
        *lines,
        contract.END,
        "",
    ]
    return "\n".join(body).encode("utf-8")


def parse_agent_output(raw: bytes, count: int) -> dict[str, str]:
    """cluster -> pattern text from the agent's document ({"patterns": [{"cluster", "content"}]},
    prompts/sleep-patterns.md); PatternAgentFailed naming what is wrong. A cluster left out
    keeps its extractive text."""
    text = raw.decode("utf-8", "replace").strip()
    if text.startswith("```"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        text = text.rsplit("```", 1)[0]
    try:
        doc = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise PatternAgentFailed(f"not JSON ({exc})") from None
    if not isinstance(doc, dict) or set(doc) != {"patterns"} or not isinstance(doc["patterns"], list):
        raise PatternAgentFailed('expected {"patterns": [...]} and nothing else')
    known = {f"c{n}" for n in range(1, count + 1)}
    out: dict[str, str] = {}
    for n, entry in enumerate(doc["patterns"], 1):
        where = f"patterns[{n}]"
        if not isinstance(entry, dict) or set(entry) - {"cluster", "content", "reason"}:
            raise PatternAgentFailed(f"{where}: an object with cluster and content (and an optional reason)")
        cluster, content = entry.get("cluster"), entry.get("content")
        if cluster not in known or cluster in out:
            raise PatternAgentFailed(f"{where}: cluster {str(cluster)[:20]!r} is not one given, or given twice")
        if not isinstance(content, str) or not content.strip() or len(content) > PATTERN_TEXT_CHARS:
            raise PatternAgentFailed(f"{where}: content must be text of 1 to {PATTERN_TEXT_CHARS} characters")
        out[cluster] = content.strip()
    return out


def agent_texts(
    found: Plan, by_id: dict[str, Mem], command: str, skill_dir: Path, workspace: Path, timeout: float, notes: list
) -> Plan:
    """The plan with each pattern's text from the agent command, redacted; on any failure
    the extractive texts stay (fail safe) and a note says why."""
    from hippocampus import agent_command as contract
    from hippocampus.capture import check_content
    from hippocampus.redact import redact

    if not found.patterns:
        return found
    try:
        prompt = (Path(skill_dir) / PROMPT_FILE).read_text(encoding="utf-8")
        env = dict(
            os.environ,
            WORKSPACE=str(workspace),
            HIPPOCAMPUS_WORKSPACE=str(workspace),
            HIPPOCAMPUS_SKILL_DIR=str(skill_dir),
        )
        out = contract.run_agent(command, agent_input(prompt, found.patterns, by_id), env, timeout)
        texts = parse_agent_output(out, len(found.patterns))
    except (OSError, HippocampusError) as exc:
        notes.append(f"pattern texts are extractive: the agent command failed ({exc})")
        return found
    patterns = []
    for n, p in enumerate(found.patterns, 1):
        text = texts.get(f"c{n}")
        if text is not None:
            try:
                text = check_content(redact(text).text, f"cluster c{n}")
            except HippocampusError as exc:
                notes.append(f"cluster c{n}: the agent's text was refused ({exc}); extractive kept")
                text = None
        patterns.append(replace(p, content=text, text_from="agent") if text else p)
    return replace(found, patterns=tuple(patterns))


# ---------------------------------------------------------------- state
@dataclass
class Last:
    """What the last sleep left: when, and the fingerprints of the memories it saw."""

    at: str | None = None
    seen: frozenset[int] = field(default_factory=frozenset)


def read_last(folder) -> Last:
    try:
        doc = orjson.loads(folder.read(f"{STATE}/{STATE_FILE}"))
        raw = folder.read(f"{STATE}/{SEEN_FILE}", limit=1 << 30)
    except (OSError, NotPlain, orjson.JSONDecodeError):
        return Last()
    values = array("Q")
    try:
        values.frombytes(raw)
    except ValueError:
        return Last()
    at = doc.get("lastSleep") if isinstance(doc, dict) else None
    if not isinstance(at, str) or isinstance(doc, dict) and doc.get("memories") != len(values):
        return Last()
    return Last(at, frozenset(values))


def state_bytes(at: str, seen: set[int]) -> tuple[bytes, bytes]:
    doc = {"format": 1, "lastSleep": at, "memories": len(seen)}
    return orjson.dumps(doc, option=orjson.OPT_INDENT_2) + b"\n", array("Q", sorted(seen)).tobytes()


# ---------------------------------------------------------------- the sleep
@contextmanager
def without_cycle_collection():
    """Python's cyclic collector off for a sleep. A sleep builds millions of objects that
    live until it ends (the store's records, analyses, the candidate index), and the
    collector re-scans them as they pile up: measured, 20-30% of a sleep at 100,000
    memories (1,000 new: ~10 s -> ~8 s, in-process), ~10% at 10,000. What a sleep makes
    is freed by reference counting; any cycle it leaves is collected once this ends.

    What the sleep made and still holds is moved, unscanned, to the oldest generation
    (gc.freeze, gc.unfreeze) before the collector is on again: otherwise the first
    allocation after it scans every object made meanwhile (~0.3 s of a sleep of 1,000 new
    into 100,000). The next full collection scans them, as it would any old object."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        if enabled:
            gc.enable()


def run(
    store,
    *,
    dry_run: bool = False,
    report: bool = False,
    agent_command: str | None = None,
    skill_dir: Path | None = None,
    agent_timeout: float = AGENT_TIMEOUT,
) -> dict:
    """One sleep; its summary. ``report``: only the forgetting candidates, nothing changed
    (``dry_run`` too: everything it would do)."""
    with without_cycle_collection():
        return _run(store, dry_run, report, agent_command, skill_dir, agent_timeout)


def _run(store, dry_run, report, agent_command, skill_dir, agent_timeout) -> dict:
    from hippocampus import agent_command as contract
    from hippocampus import conflicts as conflict_records

    now = store.now
    notes: list[str] = []
    with contextlib.ExitStack() as stack:
        with store.transaction() as txn:
            last = read_last(txn.folder)
            uses, _ = links.uses_in(txn.folder)
            then_at = links.seconds(last.at) if last.at else None
            linking = stack.enter_context(Linking(txn, uses, then_at, now.timestamp()))
            memories = mems_of(txn.records(), now)
            recorded = {frozenset(c.memories) for c in conflict_records.read_all(txn.folder, include_resolved=True)}
            analysis = Analyses(stored=readings.load(txn.folder), stored_terms=readings.load_terms(txn.folder))
            # what needs no fingerprint comes first: the child computes them meanwhile
            ids = list(map(_ID, memories))
            prints = dict(zip(ids, linking.prints(memories), strict=True))
            new = frozenset(i for i, p in prints.items() if p not in last.seen)
            # forgetting asks for the links last: the child folds them while the plan relates
            found = plan(memories, new, recorded, lambda i: linking.strongest().get(i, 0.0), now, analysis)
            if report:
                found = replace(
                    found,
                    merges=(),
                    supersessions=(),
                    conflicts=(),
                    patterns=(),
                    growths=(),
                    repoints=(),
                    skipped=found.skipped,
                )
            if agent_command and found.patterns and not (dry_run or report):
                found = agent_texts(
                    found,
                    dict(zip(ids, memories, strict=True)),
                    agent_command,
                    skill_dir or contract.SKILL_DIR,
                    store.workspace,
                    agent_timeout,
                    notes,
                )
            if dry_run or report:
                txn.discard()
                _hold(locals())
                return summary(found, None, dry_run=dry_run, report=report, notes=notes, now=now, links_changes=None)
            created = apply(txn, found)
            # What the store holds after this sleep, for its state and its links.
            gone = {m.absorbed for m in found.merges} | {f.id for f in found.forgets}
            linking.send(After.of(found, created, gone))
            seen = {prints[m.id] for m in memories if m.id not in gone}
            seen |= {fingerprint(r["id"], r["content"], r["created"]) for r in created}
            if found.changes_anything or seen != set(last.seen):
                state, fingerprints = state_bytes(iso(now), seen)
                txn.put_state(STATE_FILE, state)
                txn.put_state(SEEN_FILE, fingerprints)
        analysis.save(store.folder, [m.content for m in memories if m.id not in gone])
        changes, graph = linking.result()
    _hold(locals())
    view = store.current_view()
    if view is not None:
        try:
            store.folder.make_folder(links.CACHE)
            store.folder.write(links.CACHE_FILE, links.encode(graph, links.cache_stamp(store, view)), durable=False)
        except (OSError, NotPlain):
            pass
    return summary(found, created, dry_run=False, report=False, notes=notes, now=now, links_changes=changes)


def _hold(values: dict) -> None:
    """Keep what the sleep made (its frame's values) until the process exits, when one that
    ends without freeing asked for it (HELD_UNTIL_EXIT)."""
    if HELD_UNTIL_EXIT is not None:
        HELD_UNTIL_EXIT.append(values)


# The fingerprints and the links' side of a sleep (the fold of the store as it was, each
# memory's strongest link, the fold of the store as the sleep leaves it, its graph for the
# cache and what changed) are ~1 s of a sleep of 1,000 new into 100,000 and need nothing
# from the plan until the plan is applied: from this many memories on, where the machine
# has two processors or more and os.fork, they run in a child process forked before the
# records are read (so it shares little the sleep then writes), beside the plan and the commit.
LINKS_ASIDE = 20_000


def facts_of(m: Mem) -> links.Facts:
    """What the links of a memory come from, as ``links.facts_of`` reads them from its record."""
    return links.facts(m.id, m.source, m.created, m.superseded_by, m.evidence)


@dataclass(frozen=True)
class After:
    """What a plan, applied, changed of the links' facts: the memories gone, the superseded
    (old -> new), the patterns whose evidence changed, grown or repointed (pattern -> its
    whole evidence), and the patterns created."""

    gone: frozenset[str]
    superseded: dict[str, str]
    evidence: dict[str, tuple[str, ...]]
    created: tuple[links.Facts, ...]

    @classmethod
    def of(cls, found: Plan, created: list[dict], gone: set[str]) -> After:
        return cls(
            frozenset(gone),
            {s.old: s.new for s in found.supersessions},
            {r.pattern: tuple(r.evidence) for r in found.repoints}
            | {g.pattern: tuple(g.evidence) for g in found.growths},
            tuple(links.facts_of(r) for r in created),
        )

    def dumps(self) -> bytes:
        return orjson.dumps(
            [sorted(self.gone), self.superseded, self.evidence, [list(astuple(f)) for f in self.created]]
        )

    @classmethod
    def loads(cls, raw: bytes) -> After:
        gone, superseded, evidence, created = orjson.loads(raw)
        return cls(
            frozenset(gone),
            superseded,
            {k: tuple(v) for k, v in evidence.items()},
            tuple(links.Facts(i, c, t, s, tuple(e)) for i, c, t, s, e in created),
        )


class Linking:
    """The fingerprints and the links' side of one sleep: ``prints(memories)``, each memory's
    fingerprint; ``strongest()``, each memory's strongest link today (for forgetting); then
    ``send(after)`` and ``result()``, what changed and the graph the sleep leaves. Computed
    in this process, or (from LINKS_ASIDE memories) in a child forked once the transaction
    is open, which reads the records itself and answers through a pipe; whatever the child
    does not answer (it failed, the fork was refused) this process computes with the same
    functions, so the answers are the same."""

    def __init__(self, txn, uses: list, then_at: float | None, moment: float):
        self.uses, self.then_at, self.moment = uses, then_at, moment
        self.memories: list[Mem] = []
        self.before: links.Fold | None = None
        self.facts: dict[str, links.Facts] | None = None
        self._strongest: dict[str, float] | None = None
        self.after: After | None = None
        self.pid: int | None = None
        self.reader = self.writer = -1
        if len(txn) >= LINKS_ASIDE and _may_fork():
            self._fork(txn)

    def __enter__(self) -> Linking:
        return self

    def __exit__(self, *exc) -> None:
        self._end()

    # -- the work, wherever it runs
    def _fold_before(self) -> None:
        if self.facts is None:
            self.facts = {m.id: facts_of(m) for m in self.memories}
        self.before = links.fold(self.facts.values(), self.uses, self.then_at)
        self._strongest = links.strongest(self.before, self.moment)

    def _fold_after(self, after: After) -> tuple[links.Changes, links.Graph]:
        if self.before is None:
            self._fold_before()
        facts = []
        for memory_id, f in self.facts.items():
            if memory_id in after.gone:
                continue
            if memory_id in after.superseded or memory_id in after.evidence:
                f = replace(
                    f,
                    superseded_by=after.superseded.get(memory_id, f.superseded_by),
                    evidence=tuple(after.evidence.get(memory_id, f.evidence)),
                )
            facts.append(f)
        facts.extend(after.created)
        folded = links.fold(facts, self.uses)
        return links.changes(self.before, folded, self.then_at, self.moment), links.layout(folded)

    # -- this process
    def prints(self, memories: list[Mem]) -> list[int]:
        """Each memory's fingerprint, in the order given (the transaction's records' order)."""
        self.memories = memories
        if self.pid is not None:
            raw = b""
            try:
                raw = _receive(self.reader)
            except OSError:
                pass
            found = array("Q")
            if raw[:_DIGEST] == _ids_digest(map(_ID, memories)):
                found.frombytes(raw[_DIGEST : _DIGEST + 8 * len(memories)])
            if len(found) == len(memories) == (len(raw) - _DIGEST) // 8:
                return found.tolist()
            self._end()
        return [fingerprint(m.id, m.content, m.created) for m in memories]

    def strongest(self) -> dict[str, float]:
        if self._strongest is None and self.pid is not None:
            try:
                found = orjson.loads(_receive(self.reader))
                if type(found) is not dict or not all(type(w) is float for w in found.values()):
                    raise ValueError("not a child's answer")
                self._strongest = found
            except (ValueError, TypeError, OSError):
                self._end()
        if self._strongest is None:
            self._fold_before()
        return self._strongest

    def send(self, after: After) -> None:
        """What the plan changed: the child folds the store the sleep leaves from here on."""
        self.after = after
        if self.pid is not None:
            self.strongest()  # the child's first answer is read before it is given more
        if self.pid is not None:
            try:
                _send(self.writer, after.dumps())
            except OSError:
                self._end()

    def result(self) -> tuple[links.Changes, links.Graph]:
        """What changed in the links since the last sleep, and the graph the sleep leaves."""
        if self.pid is not None:
            try:
                counts = orjson.loads(_receive(self.reader))
                graph = links.decode(_receive(self.reader))
                if graph is not None:
                    changes = links.Changes(**counts)
                    self._end()
                    return changes, graph
            except (ValueError, TypeError, OSError):
                pass
            self._end()
        return self._fold_after(self.after)

    # -- the child
    def _fork(self, txn) -> None:
        try:
            down, up = os.pipe(), os.pipe()  # (read, write) each: to the child, from it
        except OSError:  # out of descriptors
            return
        try:
            pid = os.fork()
        except OSError:  # a sandbox that forbids it, or out of processes
            for fd in (*down, *up):
                os.close(fd)
            return
        if pid == 0:  # the child: answers into the pipe; nothing else
            status = 1
            try:
                os.close(down[1])
                os.close(up[0])
                self._answer(txn, down[0], up[1])
                status = 0
            finally:
                os._exit(status)
        os.close(down[0])
        os.close(up[1])
        self.pid, self.reader, self.writer = pid, up[0], down[1]

    def _answer(self, txn, reader: int, writer: int) -> None:
        """In the child: the fingerprints (after the digest of the ids they belong to), the
        strongest links, then (once told what the plan changed; a dry run, or a sleep that
        ended, closes the pipe instead) the counts and the graph."""
        records = list(txn.records())
        prints = array("Q", [fingerprint(r["id"], r["content"], r.get("created") or "") for r in records])
        _send(writer, _ids_digest(r["id"] for r in records) + prints.tobytes())  # the sleep waits for these
        self.facts = {r["id"]: links.facts_of(r) for r in records}
        del records
        self._fold_before()
        _send(writer, orjson.dumps(self._strongest))
        raw = _receive(reader)
        if not raw:
            return
        changes, graph = self._fold_after(After.loads(raw))
        _send(writer, orjson.dumps(asdict(changes)))
        _send(writer, links.encode(graph, ()))

    def _end(self) -> None:
        """No more answers: the pipes closed, the child ended and reaped."""
        if self.pid is None:
            return
        for fd in (self.reader, self.writer):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            os.kill(self.pid, signal.SIGKILL)  # one still folding is not waited for
        except OSError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        self.pid = None


_LENGTH = 8
_DIGEST = 16


def _ids_digest(ids) -> bytes:
    """Which memories, in which order, a list of fingerprints belongs to (each id and a NUL)."""
    ids = list(ids)
    data = "\0".join(ids) + "\0" if ids else ""
    return hashlib.blake2b(data.encode("utf-8", "surrogatepass"), digest_size=_DIGEST).digest()


def _send(fd: int, data: bytes) -> None:
    """One message: its length, then its bytes."""
    write_all(fd, len(data).to_bytes(_LENGTH, "little") + data)


def _receive(fd: int) -> bytes:
    """One message, or b"" when the other side closed its end first."""
    head = _read_exactly(fd, _LENGTH)
    if len(head) < _LENGTH:
        return b""
    size = int.from_bytes(head, "little")
    data = _read_exactly(fd, size)
    return data if len(data) == size else b""


def _read_exactly(fd: int, size: int) -> bytes:
    parts, got = [], 0
    while got < size:
        part = os.read(fd, min(size - got, 1 << 20))
        if not part:
            break
        parts.append(part)
        got += len(part)
    return b"".join(parts)


def apply(txn, found: Plan) -> list[dict]:
    """Carry the plan out in the transaction; the pattern records created."""
    from hippocampus import conflicts as conflict_records

    for merge in found.merges:
        txn.absorb(merge.survivor, merge.absorbed)
    for s in found.supersessions:
        txn.supersede(s.old, s.new, until=s.valid_until)
    opened = []
    for c in found.conflicts:
        a, b = (txn.get(i) for i in c.memories)
        note = (
            f"Sleep found these two memories contradicting ({c.reason}) with nothing to say which is current: "
            "both stay, marked, until one is kept."
        )
        record = conflict_records.open_conflict(txn, conflict_records.CONTRADICTION, [a["id"], b["id"]], note)
        if record is not None:
            opened.append(record)
    created = []
    for p in found.patterns:
        record = txn.create(
            p.content,
            p.domain,
            PATTERN_CATEGORY,
            p.importance,
            source=PATTERN_SOURCE,
            facts={"layer": "semantic", "evidence": list(p.evidence)},
        )
        created.append(record)
    grown = {g.pattern for g in found.growths}
    for r in found.repoints:
        if r.pattern not in grown:  # a growth's evidence is repointed already
            txn.update(r.pattern, evidence=list(r.evidence))
    for g in found.growths:
        txn.update(g.pattern, evidence=list(g.evidence))
    for f in found.forgets:
        txn.archive(f.id, f"sleep: {f.reason}")
    return created


def summary(found: Plan, created, *, dry_run: bool, report: bool, notes: list, now, links_changes) -> dict:
    """The JSON summary: a count of every kind of change, then each change."""
    ids = [r["id"] for r in created] if created is not None else [None] * len(found.patterns)
    out = {
        "ran": True,
        "dryRun": dry_run,
        "report": report,
        "asOf": iso(now),
        "memories": found.memories,
        "new": len(found.new),
        "pairs": found.pairs,
        "merged": len(found.merges),
        "superseded": len(found.supersessions),
        "conflictsOpened": len(found.conflicts),
        "patterns": len(found.patterns),
        "patternsGrown": len(found.growths),
        "patternsRepointed": len(found.repoints),
        "archived": 0 if (dry_run or report) else len(found.forgets),
        "forgetCandidates": len(found.forgets),
        "links": None
        if links_changes is None
        else {
            "created": links_changes.created,
            "strengthened": links_changes.strengthened,
            "pruned": links_changes.pruned,
            "hebbian": links_changes.hebbian,
            "structural": links_changes.structural,
        },
        "changes": {
            "merged": [{"survivor": m.survivor, "absorbed": m.absorbed, "reason": m.reason} for m in found.merges],
            "superseded": [
                {"old": s.old, "new": s.new, "validUntil": s.valid_until, "reason": s.reason}
                for s in found.supersessions
            ],
            "conflicts": [{"memories": list(c.memories), "reason": c.reason} for c in found.conflicts],
            "patterns": [
                {"id": i, "evidence": list(p.evidence), "content": p.content, "text": p.text_from}
                for i, p in zip(ids, found.patterns, strict=True)
            ],
            "patternsGrown": [{"id": g.pattern, "added": list(g.added)} for g in found.growths],
            "patternsRepointed": [
                {"id": r.pattern, "merged": [{"absorbed": a, "survivor": s} for a, s in r.merged]}
                for r in found.repoints
            ],
            "archived": [{"id": f.id, "importance": round(f.importance, 6), "reason": f.reason} for f in found.forgets],
            "kept": [{"id": k.id, "importance": round(k.importance, 6), "reason": k.reason} for k in found.kept],
        },
        "skipped": list(found.skipped),
        "notes": notes,
    }
    return out


def describe(result: dict) -> str:
    """The sleep's Markdown summary."""
    c = result["changes"]
    if result["report"]:
        lines = [f"forgetting report as of {result['asOf']} ({result['memories']} memories; nothing changed)"]
        if c["archived"]:
            lines.append(f"{len(c['archived'])} would be archived:")
            lines += [f"- {f['id']} ({f['importance']:.3f}): {f['reason']}" for f in c["archived"]]
        else:
            lines.append("nothing to forget")
        if c["kept"]:
            lines.append(f"{len(c['kept'])} below {FORGET_BELOW} but kept:")
            lines += [f"- {k['id']} ({k['importance']:.3f}): {k['reason']}" for k in c["kept"]]
        return "\n".join(lines)
    verb = "would" if result["dryRun"] else "did"
    head = (
        f"sleep {'(dry run) ' if result['dryRun'] else ''}as of {result['asOf']}: {result['memories']} memories, "
        f"{result['new']} new, {result['pairs']} pairs related"
    )
    lines = [head]
    counts = (
        f"{verb}: merge {result['merged']}, supersede {result['superseded']}, open {result['conflictsOpened']} "
        f"conflict(s), make {result['patterns']} pattern(s) (grow {result['patternsGrown']}, repoint "
        f"{result['patternsRepointed']}), "
        f"archive {result['forgetCandidates']}"
    )
    lines.append(counts)
    if result["links"]:
        k = result["links"]
        lines.append(
            f"links: {k['created']} created, {k['strengthened']} strengthened, {k['pruned']} pruned since the last sleep "
            f"({k['hebbian']} co-recall/co-capture, {k['structural']} structural)"
        )
    lines += [f"- merged {m['absorbed']} into {m['survivor']} ({m['reason']})" for m in c["merged"]]
    lines += [f"- {s['old']} superseded by {s['new']} ({s['reason']})" for s in c["superseded"]]
    lines += [f"- conflict: {' / '.join(x['memories'])} ({x['reason']})" for x in c["conflicts"]]
    lines += [
        f"- pattern {p['id'] or '(new)'} from {len(p['evidence'])} episodes ({p['text']}): {p['content']}"
        for p in c["patterns"]
    ]
    lines += [f"- pattern {g['id']} gains {', '.join(g['added'])}" for g in c["patternsGrown"]]
    lines += [
        f"- pattern {r['id']} names {m['survivor']} for {m['absorbed']} (merged)"
        for r in c["patternsRepointed"]
        for m in r["merged"]
    ]
    lines += [f"- archived {f['id']}: {f['reason']}" for f in c["archived"]]
    lines += [f"- skipped: {s}" for s in result["skipped"]]
    lines += [f"- note: {n}" for n in result["notes"]]
    return "\n".join(lines)


# ---------------------------------------------------------------- when (the run loop)
# The run loop sleeps once the memories new since the last sleep add up to this much
# importance: ~40 memories of ordinary weight (0.5), or ~25 stated preferences; a heuristic
# run loop (0.6 a memory) gets there in a busy week, about as often as the weekly cron.
TRIGGER_IMPORTANCE = 20.0


# The weekly cron (install.py --with-cron) sleeps when the last sleep is this old: six days,
# so a job that fires a little early, or one after a sleep the run loop started, still runs.
EVERY_DAYS = 6


def pending(store) -> tuple[Last, int, float]:
    """What the last sleep left, and the count and summed importance today of the memories
    it has not seen (captured, imported or edited since)."""
    from hippocampus.records import current_importance

    view = store.view()
    last = read_last(store.folder)
    count, total = 0, 0.0
    for record in view:
        if fingerprint(record["id"], record["content"], record.get("created") or "") not in last.seen:
            count += 1
            total += current_importance(record, store.now)
    return last, count, total


def due_state(store) -> dict:
    """Whether a sleep is due (``due``: why, or None), with the figures that decided it."""
    last, count, total = pending(store)
    age = None if last.at is None else (store.now - parse_instant(last.at)).total_seconds() / 86400
    reason = None
    if count:
        if total >= TRIGGER_IMPORTANCE:
            reason = f"new importance {total:.2f} >= {TRIGGER_IMPORTANCE:g}"
        elif age is None:
            reason = "never slept"
        elif age >= EVERY_DAYS:
            reason = f"last sleep {age:.1f} days ago (>= {EVERY_DAYS})"
    return {
        "due": reason,
        "lastSleep": last.at,
        "newMemories": count,
        "newImportance": round(total, 6),
        "threshold": TRIGGER_IMPORTANCE,
    }


def describe_not_due(state: dict) -> str:
    last = state["lastSleep"] or "never"
    return (
        f"last sleep {last}; {state['newMemories']} new memories, importance {state['newImportance']:.2f} "
        f"(a sleep is due at {state['threshold']:g}, or {EVERY_DAYS} days after the last one)"
    )


__all__ = ["plan", "run", "describe", "due_state", "Plan", "Mem"]
