"""Which pairs of memories are worth relating, without comparing all pairs: an inverted
index over their terms (``relations.index_terms``) that yields, for a new memory, the
indexed ones that may be a duplicate, another version or a contradiction of it.

Apart from ``relations.py`` on purpose: what a sleep keeps of the texts it read
(``readings.py``) is stamped with that module's source, and a change to how candidates are
found changes no reading.
"""

from __future__ import annotations

import heapq
import math
import os
from array import array
from collections import Counter
from collections.abc import Collection, Iterable, Iterator

from hippocampus.relations import index_terms
from hippocampus.text import numbers

# A term in more than this share of indexed memories is not probed (it cannot tell one
# fact's subject from another's); it still counts when a candidate found otherwise is scored.
# Measured on the 10,000-item truth stream: 5% -> 0.867 of true update pairs proposed,
# 2% -> 0.864 at two thirds of the time, 1% -> 0.749.
COMMON_SHARE = 0.02
# A candidate must share at least this share of the new memory's term weight (IDF): the
# subject of one fact in two versions is most of a short text ("Nils works in Berlin" /
# "Nils moved to Munich" share "nils" and the rarest words).
MIN_SHARED_WEIGHT = 0.35
# At most this many candidates per new memory (best first): versions and duplicates of
# one fact are a handful; look-alikes from one template can be hundreds and outrank a
# version said in other words. On the 10,000-item truth stream 12 proposed 0.864 of the
# true update pairs, 20 proposes ~0.91 for ~70% more pairs to relate, 40 0.956.
CANDIDATES_PER_MEMORY = 20
# Of those, the best RESERVED_EACH holders of each of the new memory's RESERVED_TERMS
# rarest terms the index holds (its subject's name, project, service) are taken first, and
# the rest by rank. Look-alikes from one template share its many common words and outrank
# the fact's own versions said in other words, which share little but the subject (at
# 10,000, "Roles and responsibilities, P: release manager - X" had dozens of other projects'
# roles above "Resolved that Y serves as release manager for P"). The same 20 pairs a
# memory; true update pairs proposed at 10,000 (tuned / held-out / fortieth set): 0.945 /
# 0.937 / 0.779 by rank alone, 0.961 / 0.953 / 0.839 with 3 x 2 reserved, 0.974 / 0.968 /
# 0.894 with 4 x 4; over the 100 streams of 1,000, 0.935 -> 0.955 (duplicates 0.981 ->
# 0.995), none worse.
RESERVED_TERMS = 4
RESERVED_EACH = 4
# A new memory stops reading postings once this many memories are in hand. Postings are
# read rarest term first, so the memories that share its rarest words (a fact's subject:
# names, services, projects) are in hand before the budget ends; what only shares
# mid-frequency words is cut. It bounds the work per memory at any store size.
SCORING_BUDGET = 1500
# Past this many postings entries read, only memories sharing two terms read, or one
# term whose posting is at most RARE_POSTING long, are scored exactly.
PRUNE_AT = 600
RARE_POSTING = 200
# A rare term weighs at least this share of the weight of a term no memory holds (IDF
# log(1 + N)): one held by fewer than about N^0.4 memories (8 of 1,000, 100 of 100,000).
# A memory sharing one passes on MIN_SHARED_HELD of the weight of the new memory's words
# the index holds (a new value's unseen words left out). Measured on the 1,000-item truth
# streams: 0.6 / 0.6 proposes 3% more pairs and 0.944 of the true update pairs (0.929
# before); 0.5 / 0.35 proposes 0.964 for 31% more pairs.
RARE_IDF_SHARE = 0.6
MIN_SHARED_HELD = 0.6
# A term with a digit (a time, a count, a version: text.numbers) weighs this share of its
# IDF in the bounds above: a new value's numbers are shared with the fact's older versions least.
VALUE_SHARE = 0.5
# Weights are summed in integer units of 2^-40 (an IDF of 14, a store of a million memories,
# is 2^44 of them; a text of thousands of terms stays below 2^53): exact in any order, so
# every run, process and machine finds the same candidates, and numpy's sums are Python's.
UNIT = float(1 << 40)
# From this many postings entries read on, a lookup scores the memories in hand with numpy
# (when it imports): one pass in C over their terms, ~0.1 ms fixed, where pure Python takes
# ~1.5 us a memory. The candidates are the same either way (a property test compares them).
# 2,000 lookups (with their adds) into 90,000 memories of bench/speed.py's store: 1,174 us
# a lookup in Python, 334 us from 300 or 150 entries on, 343 us from 0; into 10,000: 294
# us in Python, 190 us from 150, 164 us from 60, 152 us from 0. Below 100 a lookup holds
# few memories, and a small store or a capture never imports numpy (~0.1 s).
NUMPY_READ = 100
# Making the numpy side reads every indexed memory's terms (~0.6 s at 100,000); it pays
# for itself in ~650 lookups there (0.84 ms spared each). So it is made once the lookups
# that would use it reach this share of the memories indexed: a first sleep, whose index
# grows from nothing, makes it early and cheaply; 1,000 new memories into 100,000 (500
# lookups a process) never do, and score in Python as before.
DENSE_AFTER = 0.01


def words(terms: frozenset[str]) -> frozenset[str]:
    """The single words of a text's index terms (without its pairs of words)."""
    return frozenset(t for t in terms if " " not in t)


class CandidateIndex:
    """An inverted index over memories' terms that yields, for a new memory, the existing
    ones that may relate to it (duplicate, version, conflict), without comparing all pairs.

    Prefix filtering on IDF weights (Chaudhuri et al. 2006): a memory that shares at least
    MIN_SHARED_WEIGHT of the new memory's term weight shares one of its rarest terms that
    hold more than the rest of that weight, so only those terms' postings are read; each
    memory found is scored on every shared term with one set intersection."""

    def __init__(self, items: Iterable[tuple[str, str]] = ()):
        self.ids: list[str] = []
        self.terms: list[Collection[str]] = []  # each memory's terms, each once (a set or a tuple)
        self.postings: dict[str, array] = {}
        self.position: dict[str, int] = {}
        self.live = 0
        self.dense: _Dense | None = None  # the numpy side, made once it pays (_dense_pays)
        self.waited = 0  # lookups that would have used it before it was made
        for memory_id, text in items:
            self.add(memory_id, text)

    @classmethod
    def of(cls, indexed: Iterable[tuple[str, Collection[str]]]) -> CandidateIndex:
        """An index of memories given as (id, terms), each id once, in one pass: what
        ``add`` of each in turn makes, without its per-memory checks (~40% less time for
        the ~92,000 old memories a sleep at 100,000 indexes)."""
        index = cls()
        ids, all_terms, postings = index.ids, index.terms, index.postings
        for number, (memory_id, terms) in enumerate(indexed):
            ids.append(memory_id)
            all_terms.append(terms)
            _post(postings, number, terms)
        index.position = dict(zip(ids, range(len(ids)), strict=True))
        if len(index.position) != len(ids):
            raise ValueError("an id was given twice")
        index.live = len(ids)
        return index

    def __len__(self) -> int:
        return self.live

    def add(self, memory_id: str, text: str, terms: Collection[str] | None = None) -> None:
        """Index a memory (again, if its id is indexed already); ``terms`` when known, each
        once (a frozenset, or a tuple: a lookup intersects a set with them)."""
        if memory_id in self.position:
            self.remove(memory_id)
        terms = index_terms(text) if terms is None else terms
        number = len(self.ids)
        self.ids.append(memory_id)
        self.terms.append(terms)
        self.position[memory_id] = number
        self.live += 1
        _post(self.postings, number, terms)
        if self.dense is not None:
            self.dense.add(terms)

    def remove(self, memory_id: str) -> None:
        number = self.position.pop(memory_id, None)
        if number is None:
            return
        for term in self.terms[number]:
            posting = self.postings.get(term)
            if posting is not None and number in posting:
                posting.remove(number)
                if self.dense is not None:
                    self.dense.drop(term)
        self.terms[number] = frozenset()
        self.live -= 1

    def candidates(
        self,
        text: str,
        limit: int = CANDIDATES_PER_MEMORY,
        exclude: str | None = None,
        terms: frozenset[str] | None = None,
    ) -> list[str]:
        """Ids of indexed memories that may relate to ``text``, best first (``terms``: its
        index terms, when known)."""
        return [memory_id for memory_id, _, _ in self.scored(text, limit, exclude, terms)[0]]

    def scored(
        self,
        text: str,
        limit: int = CANDIDATES_PER_MEMORY,
        exclude: str | None = None,
        terms: frozenset[str] | None = None,
    ) -> tuple[list[tuple[str, float, float]], float]:
        """``candidates`` with each one's shared weight (the IDF weight of the single words
        it shares with ``text``) and own weight (of all its single words), and the weight of
        all of ``text``'s single words: exact sums (UNIT), the same whatever order a set
        gives. The weighted overlap of the two is shared / (text's + own - shared).
        Candidates rank by the weight of all they share, pairs of words too."""
        terms = index_terms(text) if terms is None else terms
        if not terms or not self.live:
            return [], 0.0
        postings = self.postings
        live = self.live
        weights = {t: _idf(live, len(postings.get(t, ()))) for t in terms}
        units = {t: _in_units(w) for t, w in weights.items()}  # what is summed
        # Two words side by side (relations.index_terms: "alice chen") rank: a fact's other
        # versions share its subject's name whole, where look-alikes from one template share
        # its other words (at 100,000 they outnumbered the versions past the limit). The
        # weights returned are the single words'; a rare pair also passes (below).
        singles = words(terms)
        total = sum(units[t] for t in singles)
        # A number is what changes between a fact's versions ("at 08:00 instead of 2pm"):
        # its weight counts at VALUE_SHARE towards the bounds (it still scores whole).
        valued = numbers(terms)
        bound = {t: units[t] * VALUE_SHARE if t in valued else units[t] for t in singles}
        need = MIN_SHARED_WEIGHT * sum(bound.values())
        # A word no memory holds cannot be shared, yet it weighs most: a new value ("Nils
        # moved to Munich") would keep the fact's other versions below the bound. So a
        # memory that shares a rare term also passes on the share of the words held.
        rare_weight = RARE_IDF_SHARE * math.log(1 + live)
        need_held = MIN_SHARED_HELD * sum(w for t, w in bound.items() if t in postings)
        common = max(50, COMMON_SHARE * live)
        probed: list[tuple[str, array, int]] = []  # each term whose posting was read, with its weight
        rare: list[array] = []  # postings short enough to score whole
        remaining = total
        read = 0
        for term in sorted(terms, key=lambda t: (-weights[t], t)):
            if (remaining < need and weights[term] < rare_weight) or read >= SCORING_BUDGET:
                break  # a memory sharing none of the terms so far cannot reach either bound
            if term in singles:
                remaining -= units[term]
            posting = postings.get(term)
            if posting and len(posting) <= common:
                probed.append((term, posting, units[term]))
                read += len(posting)
                if len(posting) <= RARE_POSTING:
                    rare.append(posting)
        if not probed or limit < 1:
            return [], total / UNIT
        rare_words = {t for t in singles if weights[t] >= rare_weight}
        # two words side by side held by few (a full name: "chloe popescu") say one subject
        rare_pairs = {t for t in terms if t not in singles and weights[t] >= rare_weight and t in postings}
        excluded = self.position.get(exclude, -1) if exclude is not None else -1
        # read rarest first; one held by many says no subject
        reserved = [term for term, posting, _ in probed[:RESERVED_TERMS] if len(posting) <= RARE_POSTING]
        # Many memories in hand: only those sharing two of the terms read, or one rare
        # term, are scored. One that shares a single mid-frequency word rarely reaches the
        # bound and is most of the postings.
        pruned = read > PRUNE_AT and len(probed) > 2
        np = _numpy() if read >= NUMPY_READ and self._dense_pays() else None
        if np is not None:
            if self.dense is None:
                self.dense = _Dense(np, self.terms)
            best = self.dense.best(
                [p for _, p, _ in probed],
                rare if pruned else None,
                excluded,
                units,
                singles,
                rare_words,
                rare_pairs,
                need,
                need_held,
                limit,
                live,
                [postings[t] for t in reserved],
            )
        else:
            best = self._best(
                probed,
                rare if pruned else None,
                excluded,
                units,
                singles,
                rare_words,
                rare_pairs,
                need,
                need_held,
                limit,
                reserved,
            )
            best = [(number, score, self._own(number, units)) for number, score in best]
        ids = self.ids
        return [(ids[number], score / UNIT, own / UNIT) for number, score, own in best], total / UNIT

    def _own(self, number: int, units: dict[str, int]) -> int:
        """The weight of memory ``number``'s single words (UNIT), ``units`` holding some."""
        live, postings = self.live, self.postings
        own = 0
        for term in self.terms[number]:
            if " " not in term:
                weight = units.get(term)
                own += _in_units(_idf(live, len(postings[term]))) if weight is None else weight
        return own

    def _dense_pays(self) -> bool:
        """Whether numpy may score this lookup: once made, always; before, only once the
        lookups that would have used it reach DENSE_AFTER of the memories indexed (making
        it reads every memory's terms, ~6 us each: rent before buying)."""
        if self.dense is None:
            self.waited += 1
            return self.waited >= DENSE_AFTER * self.live
        return True

    def _best(
        self, probed, rare, excluded, units, singles, rare_words, rare_pairs, need, need_held, limit, reserved
    ) -> list[tuple[int, int]]:
        """``scored``'s candidates in pure Python: (memory number, shared units), best first,
        the best holders of each ``reserved`` term among them (``_with_reserved``)."""
        pairs = units.keys() - singles
        # What each memory in hand shares of the terms read: with the weight of every term
        # not read, a bound on its rank (below).
        partial: dict[int, int] = {}
        get = partial.get
        for _, posting, term_weight in probed:
            for number in posting:
                partial[number] = get(number, 0) + term_weight
        if rare is None:
            found = partial.keys()
        else:
            counts = Counter()  # counted in C
            for _, posting, _ in probed:
                counts.update(posting)
            found = {number for number, count in counts.items() if count >= 2}
            for posting in rare:
                found.update(posting)
        all_terms = self.terms
        unit = units.__getitem__
        # .intersection, not &: an indexed memory's terms may be a tuple (``add``)
        shared_with, pairs_with = singles.intersection, pairs.intersection
        # Top ``limit`` by rank, the best of those passing (a heap with the worst on top:
        # (rank, -number, number, shared weight), so equal ranks go to the lower number, as
        # a sort by (-rank, number) gives). Memories are scored in order of what they share
        # of the terms read, and the scoring stops once the next one's bound, that plus
        # every term not read, is below the worst rank held: no memory left can enter.
        # Scoring is most of a lookup; this scores ~73% of the memories in hand (a first
        # sleep at 100,000), and finds what scoring all finds. The reserved terms' holders
        # it did not reach are scored after it (a rare term's posting is short).
        unread = sum(units.values()) - sum(w for _, _, w in probed)
        best: list[tuple[int, int, int, int]] = []
        passing: dict[int, tuple[int, int]] = {}  # each one scored that passes: (rank, shared weight)

        def passes(number: int) -> bool:
            theirs = all_terms[number]
            shared = shared_with(theirs)  # the single words: what passes, and the weight returned
            score = sum(map(unit, shared))
            if number != excluded and (
                score >= need
                or (score >= need_held and not rare_words.isdisjoint(shared))
                or not rare_pairs.isdisjoint(theirs)
            ):
                # pairs of words rank: looked up for a memory that passes, not for every one
                passing[number] = score + sum(map(unit, pairs_with(theirs))), score
                return True
            return False

        stopped = False
        for number in sorted(found, key=partial.__getitem__, reverse=True):
            if len(best) == limit and partial[number] + unread < best[0][0]:
                stopped = True
                break
            # passes(number), inline: a call per memory is ~10% of a lookup
            theirs = all_terms[number]
            shared = shared_with(theirs)
            score = sum(map(unit, shared))
            if number != excluded and (
                score >= need
                or (score >= need_held and not rare_words.isdisjoint(shared))
                or not rare_pairs.isdisjoint(theirs)
            ):
                rank = score + sum(map(unit, pairs_with(theirs)))
                passing[number] = rank, score
                item = (rank, -number, number, score)
                if len(best) < limit:
                    heapq.heappush(best, item)
                elif item > best[0]:
                    heapq.heapreplace(best, item)
        best.sort(reverse=True)
        if not stopped and len(passing) <= limit:  # every one that passes is in
            return [(number, weight) for _, _, number, weight in best]

        def key(number: int) -> tuple[int, int]:  # rank down, then the lower number
            return -passing[number][0], number

        ranked = [number for _, _, number, _ in best]
        holders = []
        for term in reserved:
            held = [number for number in ranked if term in all_terms[number]]
            if len(held) >= RESERVED_EACH:  # the best holders are among the best already
                holders.append(held[:RESERVED_EACH])
                continue
            posting = self.postings[term]
            held = heapq.nsmallest(RESERVED_EACH, passing.keys() & posting, key=key)
            # those the loop did not reach (or found short), as it scores: while one may enter
            for number in sorted((n for n in posting if n in found and n not in passing), key=partial.__getitem__, reverse=True):
                if len(held) == RESERVED_EACH and partial[number] + unread < passing[held[-1]][0]:
                    break
                if passes(number):
                    held = heapq.nsmallest(RESERVED_EACH, [*held, number], key=key)
            holders.append(held)
        chosen = _with_reserved(ranked, holders, limit)
        return [(number, passing[number][1]) for number in sorted(chosen, key=key)]


class _Dense:
    """The numpy side of a ``CandidateIndex``: each memory's terms as term numbers in one
    flat array, so the memories in hand are scored by gathering their terms' weights and
    summing each memory's run (``np.add.reduceat``). Made from the index's terms once it
    pays (``CandidateIndex._dense_pays``) and kept in step by ``add`` and ``drop``; a
    removed memory is in no posting, so it is never in hand and its run stays unread."""

    def __init__(self, np, all_terms: list[Collection[str]]):
        self.np = np
        self.number: dict[str, int] = {}  # term -> term number
        self.held = array("i")  # by term number: how many memories hold it (its posting's length)
        self.single = array("b")  # by term number: 1 for a single word, 0 for a pair of words
        self.flat = array("i")  # every memory's term numbers, one run each
        self.starts = array("q")
        self.lengths = array("i")
        for terms in all_terms:
            self.add(terms)
        self.weights = np.zeros(0, np.int64)  # by term number: the query's single words
        self.pair_weights = np.zeros(0, np.int64)  # ... its pairs of words
        self.rare = np.zeros(0, np.int32)  # ... 1 for its rare words

    def add(self, terms: Collection[str]) -> None:
        number, held = self.number, self.held
        runs = []
        for term in terms:
            n = number.get(term)
            if n is None:
                n = number[term] = len(held)
                held.append(0)
                self.single.append(" " not in term)
            held[n] += 1
            runs.append(n)
        self.starts.append(len(self.flat))
        self.lengths.append(len(runs))
        self.flat.extend(runs)

    def drop(self, term: str) -> None:
        """One memory fewer holds ``term`` (a memory removed from its posting)."""
        self.held[self.number[term]] -= 1

    def _runs(self, starts, lengths):
        """The term numbers of the memories whose runs start at ``starts`` and are
        ``lengths`` long, one after another, and where each run begins among them."""
        np = self.np
        ends = np.cumsum(lengths)
        offsets = ends - lengths
        return np.frombuffer(self.flat, np.int32).take(np.repeat(starts - offsets, lengths) + np.arange(ends[-1])), offsets

    def best(
        self, probed, rare, excluded, units, singles, rare_words, rare_pairs, need, need_held, limit, live, reserved
    ) -> list[tuple[int, int, int]]:
        """``CandidateIndex._best`` in numpy, with each one's ``_own``: the same (memory
        number, shared units, own units)."""
        np = self.np
        # the memories in hand, sorted, each once (views of the postings, freed before any
        # add: an array exporting its buffer cannot grow)
        held = np.concatenate([np.frombuffer(p, np.int32) for p in probed])
        held.sort()
        if rare is None:
            found = held[np.concatenate(([True], held[1:] != held[:-1]))]
        else:
            again = held[1:][held[1:] == held[:-1]]  # in two postings read or more
            found = np.concatenate((again, *[np.frombuffer(p, np.int32) for p in rare]))
            found.sort()
            found = found[np.concatenate(([True], found[1:] != found[:-1]))] if len(found) else found
        found = found[found != excluded]
        if not len(found):
            return []
        # each memory's run of term numbers, one after another
        starts = np.frombuffer(self.starts, np.int64).take(found)
        lengths = np.frombuffer(self.lengths, np.int32).take(found)
        terms, offsets = self._runs(starts, lengths)
        if len(self.weights) < len(self.number):
            size = max(len(self.number), 2 * len(self.weights))
            self.weights, self.pair_weights = np.zeros(size, np.int64), np.zeros(size, np.int64)
            self.rare = np.zeros(size, np.int32)
        # the query's weights by term number, set for this lookup and cleared after it
        number = self.number
        held_singles = [t for t in singles if t in number]
        held_pairs = [t for t in units.keys() - singles if t in number]
        ones = [number[t] for t in held_singles]
        twos = [number[t] for t in held_pairs]
        rares = [number[t] for t in rare_words if t in number]
        rare_twos = [number[t] for t in rare_pairs if t in number]
        self.weights[ones] = [units[t] for t in held_singles]
        self.pair_weights[twos] = [units[t] for t in held_pairs]
        self.rare[rares] = 1
        self.rare[rare_twos] = 1 << 16
        try:
            score = np.add.reduceat(self.weights.take(terms), offsets)
            passes = score >= need
            maybe = ~passes & (score >= need_held)
            if maybe.any() or rare_twos:
                marks = np.add.reduceat(self.rare.take(terms), offsets)
                passes |= maybe & ((marks & 0xFFFF) > 0)
                passes |= marks >= (1 << 16)
            rank = score + np.add.reduceat(self.pair_weights.take(terms), offsets)
        finally:
            self.weights[ones] = 0
            self.pair_weights[twos] = 0
            self.rare[rares] = 0
            self.rare[rare_twos] = 0
        kept = np.flatnonzero(passes)
        kept = kept[np.lexsort((found[kept], -rank[kept]))]  # rank down, then the lower number
        if len(kept) > limit and reserved:
            # each reserved posting's holders that pass, by their places in ``kept`` (best
            # first), looked up in ``found`` (sorted, as a posting is): all postings at once
            place = np.full(len(found), len(kept), np.int64)
            place[kept] = np.arange(len(kept))
            postings = np.concatenate([np.frombuffer(p, np.int32) for p in reserved])
            term = np.repeat(np.arange(len(reserved)), [len(p) for p in reserved])
            at = np.minimum(np.searchsorted(found, postings), len(found) - 1)
            hit = found.take(at) == postings
            places, term = place.take(at[hit]), term[hit]
            passed = places < len(kept)
            places, term = places[passed], term[passed]
            order = np.lexsort((places, term))  # by term, best first
            term, places = term.take(order), places.take(order)
            # the first RESERVED_EACH of each term's run
            first = np.searchsorted(term, np.arange(len(reserved)))
            within = np.arange(len(term)) - first.take(term) < RESERVED_EACH
            holders = [[] for _ in reserved]
            for j, k in zip(term[within].tolist(), places[within].tolist(), strict=True):
                holders[j].append(k)
            kept = kept.take(sorted(_with_reserved(range(len(kept)), holders, limit)))
        kept = kept[:limit]
        if not len(kept):
            return []
        # each one's own weight: its single words' units, one IDF per posting length
        theirs, offsets = self._runs(starts.take(kept), lengths.take(kept))
        held, at = np.unique(np.frombuffer(self.held, np.int32).take(theirs), return_inverse=True)
        weights = np.array([_in_units(_idf(live, n)) for n in held.tolist()], np.int64).take(at)
        own = np.add.reduceat(weights * np.frombuffer(self.single, np.int8).take(theirs), offsets)
        return list(zip(found.take(kept).tolist(), score.take(kept).tolist(), own.tolist(), strict=True))


def _with_reserved(ranked: Iterable[int], holders: list[list[int]], limit: int) -> list[int]:
    """``limit`` of ``ranked`` (best first): the first RESERVED_EACH of each list in
    ``holders`` (each best first), then the best of the rest; in no particular order."""
    chosen: dict[int, None] = {}
    for held in holders:
        for item in held[:RESERVED_EACH]:
            if len(chosen) < limit:
                chosen[item] = None
    for item in ranked:
        if len(chosen) >= limit:
            break
        chosen[item] = None
    return list(chosen)


def _idf(live: int, held: int) -> float:
    """The IDF weight of a term ``held`` memories of ``live`` hold."""
    return math.log(1 + live / (1 + held))


def _in_units(weight: float) -> int:
    """A weight in UNIT, as every sum of weights is taken."""
    return round(weight * UNIT)


# Threads a numpy import may start for linear algebra (never used here): one, so a sleep's
# fork copies a process with one thread.
_THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
_NUMPY: list = []


def _numpy():
    """numpy, imported on first use (~0.1 s, which a command with a small store never
    pays), or None where it is not installed (the pure Python scoring finds the same)."""
    if not _NUMPY:
        saved = {name: os.environ.get(name) for name in _THREAD_VARIABLES}
        os.environ.update(dict.fromkeys(_THREAD_VARIABLES, "1"))
        try:
            import numpy
        except Exception:  # not installed, or a broken install: the Python scoring finds the same
            numpy = None
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
        _NUMPY.append(numpy)
    return _NUMPY[0]


def _post(postings: dict[str, array], number: int, terms: Iterable[str]) -> None:
    """File memory ``number`` under each of its terms (array("i"): 4 bytes an entry, and
    numpy reads it in place)."""
    for term in terms:
        posting = postings.get(term)
        if posting is None:
            postings[term] = array("i", (number,))
        else:
            posting.append(number)


def candidate_pairs(
    new: Iterable[tuple[str, str]], existing: CandidateIndex, limit: int = CANDIDATES_PER_MEMORY
) -> Iterator[tuple[str, str]]:
    """(new id, existing id) pairs worth relating: each new memory against the index and the
    new memories before it (each is added to the index once it has been looked up)."""
    for memory_id, text in new:
        for other in existing.candidates(text, limit, exclude=memory_id):
            yield memory_id, other
        existing.add(memory_id, text)
