"""Ranking memories for a query. Pure: records (or a prebuilt SearchIndex) and a query in,
ranked hits out.

A memory's score is its text relevance, shaped by gentle factors:

    own     = bm25 * (1 + coverage * matched) * importance_factor * recency_factor
              * phrase_factor * subject_factor
    score   = own + context * (own score of each matching neighbour stored the same day, id +-1)

- ``bm25``: BM25 (Robertson & Zaragoza 2009) over the whole store, on ``text.search_terms``
  (Unicode words, case-folded, light Porter stemming, CJK bigrams; stopwords are dropped
  from queries unless the query has nothing else, and do not count in lengths). A
  memory's keywords and category count as extra, lighter occurrences (``keyword_tf``,
  ``category_tf``), so a keyword or category match helps without swamping the text.
- ``matched``: the share of the query's IDF mass the memory matches (0..1): a memory that
  answers more of the question beats one that repeats one rare word.
- ``importance_factor = 1 - w + w * importance``: importance breaks near-ties but cannot
  beat a clearly better text match (the seed design's relevance x importance let a 0.9
  memory with a weak match outrank a 0.5 memory that answers the question).
- ``recency_factor = 1 - w + w * 0.5 ** (days since last accessed / half-life)``.
- ``phrase_factor = 1 + phrase * pairs``: ``pairs`` is the share (by IDF) of the query's
  adjacent term pairs the memory holds adjacent and in order (Metzler & Croft's sequential
  dependence, in its simplest form): "Omar Dubois" in one memory says more than "Omar" in
  one and "Dubois" in another, "the security team" more than "security" and some other
  "team". Checked on the best ``phrase_pool`` memories only (their texts are read).
- ``subject_factor = 1 + subject`` when the memory's first word is one the query names
  (``text.names``: written with a capital, past the query's first word): "What do
  Melanie's kids like?" is about Melanie, so "Melanie: they loved the dinosaurs" (or
  "Melanie's kids ...") answers it before "Caroline: how are the kids, Melanie?", which
  only mentions her. Checked on the same ``phrase_pool`` memories; a query that names
  nothing is ranked as without it.
- context: a matching memory's neighbours (the memories stored just before and after it,
  on the same day: turns of one conversation, notes of one session) lend it part of their
  score when they match too, because a reply ("yes, the one by the lake") often only makes
  sense with the turn before it. Context re-ranks matches; it never adds a non-match.

With ``include_all`` (what recall passes) every current memory is ranked; without it (the
prompt hook) background memories (importance 0.2-0.4) are returned only for a strong match
(``matched >= background_match``) and archive candidates (below 0.2) not at all.
Every weight lives in ``WEIGHTS`` (one frozen dataclass) and was chosen on the LoCoMo
evidence-recall benchmark (bench/locomo.py) among general settings, not data-set rules.
"""

from __future__ import annotations

import heapq
import math
from array import array
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from itertools import pairwise

from hippocampus import scoring
from hippocampus.text import (
    DUPLICATE_THRESHOLD,
    KINDS_OF_THINGS,
    STEM_MEMO,
    STOPWORDS,
    names,
    numbers,
    search_terms,
    stem,
    token_similarity,
    tokens,
)


@dataclass(frozen=True)
class Weights:
    """Every ranking constant, in one place."""

    k1: float = 1.2  # BM25 term-frequency saturation
    b: float = 0.5  # BM25 length normalisation (memories are short; 0.75 over-rewarded one-liners)
    keyword_tf: float = 0.5  # a keyword counts as half an occurrence in the text
    category_tf: float = 0.5  # so does the category
    coverage: float = 3.0  # relevance x (1 + coverage x share of query IDF matched)
    importance: float = 0.3  # factor in [0.7, 1] for importance 0..1
    recency: float = 0.1  # factor in [0.9, 1]
    recency_half_life: float = 30.0  # days since last accessed
    background_match: float = 0.6  # share of query IDF a background memory must match
    context: float = 0.4  # share of a neighbour's score a memory receives (see rank)
    phrase: float = 2.0  # relevance x (1 + phrase x share of the query's word pairs held in order)
    kind_member: float = 0.5  # a query naming a kind ("which database"): a member's tf counts this much
    phrase_pool: int = 200  # only the best this many by the other factors are checked for pairs and subjects
    subject: float = 0.4  # relevance x (1 + subject) when the memory's first word is a name the query says


WEIGHTS = Weights()
FACTORS = ("coverage", "importance", "recency")  # every hit's factors, in the order applied
# then, for the best ``phrase_pool`` hits, whose texts are read, and only where they apply:
# "phrase" (word pairs held in order) and "subject" (the memory begins with a name the query says)
INDEX_FORMAT = 3  # bump when SearchIndex's layout or WEIGHTS' build-time terms change


@dataclass(frozen=True)
class Hit:
    record: dict
    score: float
    relevance: float  # BM25 sum
    importance: float  # importance today
    matched: dict = field(default_factory=dict)  # query term -> BM25 weight it contributed
    coverage: float = 0.0  # share of the query's IDF mass matched
    recency: float = 1.0  # recency factor
    factors: dict = field(default_factory=dict)  # name -> multiplier applied
    context: dict = field(default_factory=dict)  # neighbour id -> score borrowed from it


def document_terms(record: dict, weights: Weights = WEIGHTS) -> tuple[dict[str, float], float]:
    """A memory's weighted term frequencies (its text, plus lighter keywords and category)
    and its length. Stopwords are indexed too, for queries made only of stopwords, but do
    not count towards the length (ordinary queries never contain them)."""
    get = STEM_MEMO.get  # the memo first: this runs for every word of the store on a rebuild
    words = tokens(record["content"])
    counts: dict[str, float] = dict(Counter([get(t) or stem(t) for t in words]))
    length = float(len(words) - sum(map(STOPWORDS.__contains__, words)))
    for source, weight in (
        (" ".join(record.get("keywords") or []), weights.keyword_tf),
        (record.get("category") or "", weights.category_tf),
    ):
        for token in tokens(source):
            term = get(token) or stem(token)
            counts[term] = counts.get(term, 0.0) + weight
            if token not in STOPWORDS:
                length += weight
    return counts, length


def query_terms(query: str) -> list[str]:
    """Distinct query terms; a query of only stopwords keeps them (stemmed)."""
    terms = list(dict.fromkeys(search_terms(query)))
    return terms or list(dict.fromkeys(stem(t) for t in tokens(query)))


# Kinds whose name in a question asks for one of its members ("Which database does
# shipping-quotes use?" / "Shipping-quotes keeps everything in CockroachDB"): the kind's
# search term -> its members' (one term each). Not the kinds whose name is an everyday
# word or whose members are ("test", "notes", "chat": phone, email; "language": go), nor
# "city": on LoCoMo it lowered R@5 0.621 -> 0.619 (a conversation names many cities).
_ASKED_KINDS = (
    "editor shell terminal browser formatter database queue frontend monitoring tracker drink auth timezone"
)


def _kind_members() -> dict[str, tuple[str, ...]]:
    out = {}
    for kind in _ASKED_KINDS.split():
        (term,) = search_terms(kind)
        members = []
        for member in KINDS_OF_THINGS[kind].split():
            found = search_terms(member)
            if len(found) == 1 and found[0] != term:
                members.append(found[0])
        out[term] = tuple(dict.fromkeys(members))
    return out


KIND_MEMBERS = _kind_members()


def day_ordinal(value) -> int:
    try:
        return date.fromisoformat(str(value)[:10]).toordinal()
    except ValueError:
        return 0


DOMAIN_CODES = {"user": 0, "self": 1, "relationship": 2, "world": 3}
# The domain code of a memory removed since the search cache was built (a tombstone: in
# no postings, length 0, base importance -1; search_cache.refresh keeps its number so
# the others need not be renumbered).
DEAD = 255
# Per-memory flags (SearchIndex.flags): what ranking and load-core filter or score on
# without reading the record. SUPERSEDED: a newer memory replaced it (recall leaves it out
# unless --history); PINNED: it does not decay.
SUPERSEDED = 1
PINNED = 2


def flags_of(record: dict) -> int:
    return (SUPERSEDED if record.get("supersededBy") else 0) | (PINNED if record.get("pinned") is True else 0)


class SearchIndex:
    """Postings and per-memory numbers for ranking, built from records or loaded from the
    cache (store.SearchCache). Records themselves come from ``record(i)``."""

    def __init__(self, ids, lengths, base, anchor, touched, created, domains, postings, record_at, flags=None):
        self.ids: list[str] = ids
        self.lengths = lengths  # array('d'): weighted document length
        self.base = base  # array('d'): baseImportance
        self.anchor = anchor  # array('l'): decayFrom as a date ordinal
        self.touched = touched  # array('l'): lastAccessed as a date ordinal
        self.created = created  # array('l'): created as a date ordinal (neighbours share it)
        self.domains = domains  # bytes: DOMAIN_CODES per memory
        self.postings = postings  # term -> (array('L') memory numbers, array('d') weighted tf)
        self.record = record_at  # memory number -> record dict
        self.flags = bytes(len(ids)) if flags is None else flags  # bytes: SUPERSEDED | PINNED per memory
        self.total = len(ids)  # memory numbers, tombstones (DEAD) included
        self.dead = bytes(domains).count(DEAD) if self.total else 0
        self.live = self.total - self.dead  # what BM25 counts, as a fresh build would
        self.average = (sum(lengths) / self.live) if self.live else 0.0

    @classmethod
    def build(cls, records: list[dict], weights: Weights = WEIGHTS) -> SearchIndex:
        builder = Builder(weights)
        for record in records:
            builder.add(record)
        return builder.index(records.__getitem__)

    @staticmethod
    def numbers(record: dict) -> tuple[float, int, int, int, int]:
        """A memory's per-memory numbers: base importance, decay anchor, last access and
        creation (date ordinals), domain code."""
        return (
            float(record["baseImportance"]),
            day_ordinal(record["decayFrom"]),
            day_ordinal(record.get("lastAccessed") or record.get("created")),
            day_ordinal(record.get("created")),
            DOMAIN_CODES.get(record["domain"], 3),
        )

    def beside(self, number: int, step: int) -> int:
        """The next memory number before (-1) or after (+1) this one, past tombstones."""
        number += step
        if self.dead:
            while 0 <= number < self.total and self.domains[number] == DEAD:
                number += step
        return number

    def importance(self, number: int, today: int) -> float:
        """Importance today, exactly as store.current_importance computes it (scoring.decayed;
        the base needs no clamp: the index only holds validated records; pinned: no decay)."""
        if self.flags[number] & PINNED:
            return round(self.base[number], scoring.DIGITS)
        return round(self.base[number] * scoring.decay_factor(today - self.anchor[number]), scoring.DIGITS)

    def numbers_at_least(
        self, threshold: float, now: datetime, domains: frozenset[int] | None = None
    ) -> list[tuple[float, int]]:
        """(importance today, memory number) of every current memory at or above
        ``threshold`` (of ``domains``' codes only, when given), in number order, from the
        numbers alone (no record read): superseded ones are left out, pinned ones do not
        decay. The candidates are found in C: a base at the line, a domain wanted, and, for
        a memory that decays, a decay anchor recent enough for the highest base to reach it."""
        from itertools import compress
        from operator import and_

        today = now.date().toordinal()
        low = threshold - 1e-6  # decay only lowers a score (up to rounding): a low base rules it out
        flags, base, anchor, total = self.flags, self.base, self.anchor, self.total
        if not total:
            return []

        def passing():
            test = map(low.__le__, base)
            return test if domains is None else map(and_, test, map(domains.__contains__, self.domains))

        # rounding lifts a value by at most half the last digit: 1e-3 below the line is safe
        reach = threshold - 1e-3
        top = max(base)
        if reach > 0 and top > 0 and reach < top:
            earliest = today - math.floor(math.log(reach / top) / math.log(scoring.DECAY_PER_DAY)) - 1
            found = set(compress(range(total), map(and_, passing(), map(earliest.__le__, anchor))))
            found.update(n for n in compress(range(total), flags) if flags[n] & PINNED and base[n] >= low)
            numbers = sorted(found)
        else:
            numbers = compress(range(total), passing())
        chosen = []
        importance = self.importance
        for number in numbers:
            if flags[number] & SUPERSEDED or domains is not None and self.domains[number] not in domains:
                continue
            value = importance(number, today)
            if value >= threshold:
                chosen.append((value, number))
        return chosen

    def at_least(self, threshold: float, now: datetime) -> list[tuple[float, dict]]:
        """(importance today, record) of every current memory at or above ``threshold`` (load-core)."""
        return [(value, self.record(number)) for value, number in self.numbers_at_least(threshold, now)]


class Builder:
    """A SearchIndex built one record at a time (SearchIndex.build; the search cache's
    streaming rebuild, which keeps no record once it is added)."""

    def __init__(self, weights: Weights = WEIGHTS):
        self.weights = weights
        self.ids: list[str] = []
        self.lengths, self.base, self.anchor = array("d"), array("d"), array("l")
        self.touched, self.created, self.domains = array("l"), array("l"), bytearray()
        self.flags = bytearray()
        self.postings: dict[str, tuple[array, array]] = {}

    def add(self, record: dict) -> None:
        number = len(self.ids)
        counts, length = document_terms(record, self.weights)
        self.ids.append(record["id"])
        self.lengths.append(length)
        row = SearchIndex.numbers(record)
        self.base.append(row[0])
        self.anchor.append(row[1])
        self.touched.append(row[2])
        self.created.append(row[3])
        self.domains.append(row[4])
        self.flags.append(flags_of(record))
        postings = self.postings
        for term, tf in counts.items():
            entry = postings.get(term)
            if entry is None:
                entry = postings[term] = (array("L"), array("d"))
            entry[0].append(number)
            entry[1].append(tf)

    def index(self, record_at) -> SearchIndex:
        return SearchIndex(
            self.ids,
            self.lengths,
            self.base,
            self.anchor,
            self.touched,
            self.created,
            bytes(self.domains),
            self.postings,
            record_at,
            bytes(self.flags),
        )


def rank(
    records_or_index,
    query: str,
    now: datetime,
    limit: int = 5,
    domain: str | None = None,
    include_all: bool = False,
    weights: Weights = WEIGHTS,
    history: bool = False,
) -> list[Hit]:
    """Up to ``limit`` memories relevant to ``query``, best first (all matches if limit is None);
    memories superseded by a newer one only with ``history``, after every current one.
    Archive candidates and weak matches of background memories are left out unless
    ``include_all`` (recall ranks them all; the prompt hook keeps this strict rule)."""
    index = (
        records_or_index if isinstance(records_or_index, SearchIndex) else SearchIndex.build(records_or_index, weights)
    )
    terms = query_terms(query)
    if not terms or not index.live:
        return []
    total, average = index.live, index.average or 1.0
    k1, b = weights.k1, weights.b
    # each term's (memory numbers, weighted tf): its postings, or for a kind's name those
    # merged with its members' (made only for such a term: a common word's postings are long)
    matching = {term: _matching(index, term, weights.kind_member) for term in terms}
    idf = {}
    for term in terms:
        df = len(matching[term][0])
        idf[term] = math.log(1 + (total - df + 0.5) / (df + 0.5))
    idf_mass = sum(idf.values()) or 1.0
    parts: dict[int, dict[str, float]] = {}
    lengths = index.lengths
    for term in terms:
        weight = idf[term]
        numbers_of, tfs = matching[term]
        for number, tf in zip(numbers_of, tfs, strict=True):
            norm = k1 * (1 - b + b * lengths[number] / average)
            parts.setdefault(number, {})[term] = weight * tf * (k1 + 1) / (tf + norm)
    wanted = DOMAIN_CODES.get(domain) if domain else None
    today = now.date().toordinal()
    # Every matching memory is scored here (tens of thousands at 100,000 memories for a
    # common word): the loop reads the index's arrays directly and keeps its factors as a
    # tuple (FACTORS names them); only the hits returned get a dict.
    flags, domains, base, anchor, touched = index.flags, index.domains, index.base, index.anchor, index.touched
    decay, digits = scoring.decay_factor, scoring.DIGITS
    background, active, strong = scoring.BACKGROUND, scoring.ACTIVE, weights.background_match
    w_coverage, w_importance, w_recency = weights.coverage, weights.importance, weights.recency
    half_life = weights.recency_half_life
    weight_of = idf.__getitem__
    recency_at: dict[int, float] = {}
    own: dict[int, tuple] = {}
    stale: dict[int, tuple] = {}  # superseded matches: their current version answers too
    for number, matched in parts.items():
        if wanted is not None and domains[number] != wanted:
            continue
        flag = flags[number]
        # importance today, exactly as SearchIndex.importance (pinned: no decay)
        importance = round(base[number] if flag & PINNED else base[number] * decay(today - anchor[number]), digits)
        coverage = sum(map(weight_of, matched)) / idf_mass
        if not include_all and (importance < background or (importance < active and coverage < strong)):
            continue
        relevance = sum(matched.values())
        age = today - touched[number]
        age = age if age > 0 else 0
        recency = recency_at.get(age)
        if recency is None:
            recency = recency_at[age] = 1 - w_recency + w_recency * 0.5 ** (age / half_life)
        covered = 1 + w_coverage * coverage
        weighed = 1 - w_importance + w_importance * importance
        row = (
            relevance * covered * weighed * recency,
            relevance,
            importance,
            coverage,
            matched,
            (covered, weighed, recency),
        )
        if flag & SUPERSEDED:
            stale[number] = row
            if not history:
                continue  # shown only with history (marked); its current version answers
        own[number] = row
    if stale:
        _current_versions(index, own, stale, wanted, today, limit)
    read, extra = _with_texts(index, own, query, idf, weights)
    scored = _with_context(index, own, weights)
    if history:  # the current versions first, each group best first (a stable sort)
        scored.sort(key=lambda row: bool(flags[row[2]] & SUPERSEDED))
    if limit is not None:
        scored = scored[:limit]
    return [
        Hit(
            read.get(number) or index.record(number),
            -neg,
            row[1],
            row[2],
            row[4],
            row[3],
            row[5][2],
            {**dict(zip(FACTORS, row[5], strict=True)), **extra.get(number, {})},
            borrowed,
        )
        for neg, _, number, row, borrowed in scored
    ]


STALE_FOLLOWED = 10  # the best superseded matches whose current versions are looked up
STALE_SHARE = 0.99  # a current version found through a stale match ranks just below it


def _current_versions(
    index, own: dict[int, tuple], stale: dict[int, tuple], wanted, today: int, limit: int | None
) -> None:
    """A superseded memory that matches the query answers it with its current version
    (supersededBy, followed to the end): "where do I live" matched "I live in Berlin",
    which "I moved to Munich" superseded, and recall found nothing. The current version
    takes the stale match's score (times STALE_SHARE) unless it scores better itself. Only
    a stale match that would reach the first ``limit`` is read (at most STALE_FOLLOWED):
    where the current versions rank first anyway, no superseded record is read."""
    ids, flags, domains = index.ids, index.flags, index.domains
    floor = -1.0
    if limit is not None and len(own) >= limit:
        floor = heapq.nlargest(limit, (row[0] for row in own.values()))[-1]
    best = heapq.nlargest(STALE_FOLLOWED, stale.items(), key=lambda item: item[1][0])
    for number, row in best:
        if row[0] * STALE_SHARE <= floor:
            break
        current, hops = number, 0
        while flags[current] & SUPERSEDED and hops < STALE_FOLLOWED:
            successor = index.record(current).get("supersededBy")
            current = _number_of(ids, domains, successor) if successor else None
            if current is None:
                break
            hops += 1
        if current is None or flags[current] & SUPERSEDED or (wanted is not None and domains[current] != wanted):
            continue
        score = row[0] * STALE_SHARE
        if current not in own or own[current][0] < score:
            importance = index.importance(current, today)
            own[current] = (score, row[1], importance, row[3], row[4], row[5])


def _number_of(ids: list[str], domains, memory_id: str) -> int | None:
    """The live memory number of ``memory_id`` (a C scan of the ids: only for the few
    superseded matches a query has)."""
    start = 0
    while True:
        try:
            number = ids.index(memory_id, start)
        except ValueError:
            return None
        if domains[number] != DEAD:
            return number
        start = number + 1


def _matching(index, term: str, member_share: float) -> tuple:
    """(memory numbers, weighted tf) of the memories holding ``term``; for a kind's name,
    also those holding one of its members (KIND_MEMBERS), at ``member_share`` of their tf."""
    entry = index.postings.get(term)
    members = KIND_MEMBERS.get(term) if member_share else None
    if not members:
        return entry if entry is not None else ((), ())
    out: dict[int, float] = dict(zip(entry[0], entry[1], strict=True)) if entry is not None else {}
    for member in members:
        found = index.postings.get(member)
        if found is not None:
            for number, tf in zip(found[0], found[1], strict=True):
                if number not in out:
                    out[number] = tf * member_share
    return tuple(out), tuple(out.values())


def _with_texts(
    index, own: dict[int, tuple], query: str, idf: dict[str, float], weights: Weights
) -> tuple[dict[int, dict], dict[int, dict[str, float]]]:
    """Raise, in ``own``, the best ``phrase_pool`` memories by what their texts hold: the
    share of the query's adjacent word pairs (its terms in order, stopwords out) each holds
    adjacent too, each pair weighed by its words' IDF ("Omar Dubois" in a memory says more
    than "Omar" and "Dubois" apart, and "the security team" more than "security" and some
    other "team"); and a first word that is a name the query says (the memory is about
    what the query names). The records read, by memory number (so that no hit is read
    twice), and the factors applied to each, by name."""
    sequence = search_terms(query)
    pairs = {(a, b): idf.get(a, 0.0) + idf.get(b, 0.0) for a, b in pairwise(sequence) if a != b}
    mass = sum(pairs.values()) if weights.phrase else 0.0
    named = names(query) if weights.subject else frozenset()
    read: dict[int, dict] = {}
    extra: dict[int, dict[str, float]] = {}
    if not mass and not named:
        return read, extra
    for _, number in heapq.nlargest(weights.phrase_pool, ((row[0], number) for number, row in own.items())):
        record = read[number] = index.record(number)
        words = search_terms(record["content"])
        applied = {}
        if mass:
            held = set(pairwise(words))
            found = sum(weight for pair, weight in pairs.items() if pair in held)
            if found:
                applied["phrase"] = 1 + weights.phrase * found / mass
        if words and words[0] in named:
            applied["subject"] = 1 + weights.subject
        if applied:
            row = own[number]
            own[number] = (row[0] * math.prod(applied.values()), *row[1:])
            extra[number] = applied
    return read, extra


def _with_context(index, own: dict[int, tuple], weights: Weights) -> list[tuple]:
    """``own`` scores plus what same-day neighbours lend, best first."""
    # Context: memories stored one after another on the same day (turns of one conversation,
    # notes of one session) explain each other ("Yes, that one!" answers the turn before),
    # so a matching memory receives ``context`` x each such neighbour's own score. Context
    # only re-ranks matches: a memory that matches nothing is never returned for its neighbour.
    context: dict[int, dict[str, float]] = {}
    if weights.context:
        created, ids, beside, share = index.created, index.ids, index.beside, weights.context
        for number, row in own.items():
            day = created[number]
            for neighbour in (beside(number, -1), beside(number, 1)):
                if neighbour in own and created[neighbour] == day:
                    context.setdefault(neighbour, {})[ids[number]] = share * row[0]
    scored = []
    for number in own:
        row = own[number]
        borrowed = context.get(number, {})
        score = row[0] + sum(borrowed.values())
        scored.append((-score, index.ids[number], number, row, borrowed))
    scored.sort(key=lambda item: (item[0], item[1]))
    return scored


def is_duplicate(a: str, b: str) -> bool:
    """relations.is_duplicate, imported when first needed: a recall never needs it (the
    relation rules cost ~17 ms to import)."""
    from hippocampus.relations import is_duplicate as same

    return same(a, b)


class DuplicateFinder:
    """Near-duplicate lookup for many captures in one run, without comparing all pairs.

    Prefix filtering (Chaudhuri et al. 2006): if two token sets have Jaccard >= t, the
    new set's first ``|A| - ceil(t|A|) + 1`` tokens in any fixed order (here: sorted)
    include one the other set has. So only memories in those tokens' postings are compared.
    A pair that passes the token-set check must also be the same memory by
    ``relations.is_duplicate`` (no reversed pair, no other name or scope, nothing denied
    on one side only): similar words alone never merge two facts.
    """

    def __init__(self, records):
        self.sets: dict[str, frozenset[str]] = {}
        self.postings: dict[str, set[str]] = {}
        self.records: dict[str, dict] = {}
        for record in records:
            self.add(record)

    def add(self, record: dict) -> None:
        words = frozenset(tokens(record["content"]))
        memory_id = record["id"]
        self.sets[memory_id] = words
        self.records[memory_id] = record
        for word in words:
            self.postings.setdefault(word, set()).add(memory_id)

    def remove(self, memory_id: str) -> None:
        for word in self.sets.pop(memory_id, ()):
            self.postings.get(word, set()).discard(memory_id)
        self.records.pop(memory_id, None)

    def find(self, content: str) -> dict | None:
        new = set(tokens(content))
        if not new:
            return None
        digits = numbers(new)
        if digits:  # a duplicate holds every number the new text holds: the rarest suffices
            rarest = min(digits, key=lambda word: (len(self.postings.get(word, ())), word))
            candidates = set(self.postings.get(rarest, ()))
        else:
            prefix = sorted(new)[: len(new) - math.ceil(DUPLICATE_THRESHOLD * len(new)) + 1]
            candidates = set().union(*(self.postings.get(word, ()) for word in prefix))
        best, best_score = None, 0.0
        for memory_id in sorted(candidates):
            score = token_similarity(new, set(self.sets[memory_id]))
            if score >= DUPLICATE_THRESHOLD and score > best_score:
                if is_duplicate(content, self.records[memory_id]["content"]):
                    best, best_score = self.records[memory_id], score
        return best
