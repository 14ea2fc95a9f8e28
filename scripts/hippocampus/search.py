"""Ranking memories for a query. Pure: records and a query in, ranked hits out.

Relevance is BM25 over the whole store (each memory's text, keywords and category),
on whole Unicode word tokens (see text.tokens), multiplied by the memory's current
importance: the seed design's relevance x importance.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime

from hippocampus.scoring import BACKGROUND
from hippocampus.store import current_importance
from hippocampus.text import DUPLICATE_THRESHOLD, STOPWORDS, token_similarity, tokens

# BM25 constants, the usual defaults (Robertson & Zaragoza 2009).
K1 = 1.5
B = 0.75


@dataclass(frozen=True)
class Hit:
    record: dict
    score: float
    relevance: float
    importance: float
    matched: dict = field(default_factory=dict)  # term -> weight contributed


def document_text(record: dict) -> str:
    """What a memory is searched by: its text, keywords and category."""
    return " ".join([record["content"], " ".join(record.get("keywords") or []), record.get("category") or ""])


def query_terms(query: str) -> list[str]:
    """Distinct query tokens; stopwords dropped unless the query is only stopwords."""
    words = list(dict.fromkeys(tokens(query)))
    content = [w for w in words if w not in STOPWORDS]
    return content or words


def rank(
    records: list[dict],
    query: str,
    now: datetime,
    limit: int = 5,
    domain: str | None = None,
    include_all: bool = False,
) -> list[Hit]:
    """Up to ``limit`` memories with any relevance to ``query``, best first."""
    terms = query_terms(query)
    if not terms:
        return []
    wanted = set(terms)
    docs = [(record, Counter(tokens(document_text(record)))) for record in records]
    total = len(docs)
    average = sum(sum(c.values()) for _, c in docs) / total if total else 0.0
    df = Counter(term for _, counts in docs for term in wanted.intersection(counts))
    hits = []
    for record, counts in docs:
        if domain and record["domain"] != domain:
            continue
        common = wanted.intersection(counts)
        if not common:
            continue
        importance = current_importance(record, now)
        if importance < BACKGROUND and not include_all:
            continue
        length = sum(counts.values())
        matched = {}
        for term in common:
            idf = math.log(1 + (total - df[term] + 0.5) / (df[term] + 0.5))
            tf = counts[term]
            matched[term] = idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / (average or 1)))
        relevance = sum(matched.values())
        hits.append(Hit(record, relevance * importance, relevance, importance, matched))
    hits.sort(key=lambda h: (-h.score, h.record["id"]))
    return hits[:limit]


class DuplicateFinder:
    """Near-duplicate lookup for many captures in one run, without comparing all pairs.

    Prefix filtering (Chaudhuri et al. 2006): if two token sets have Jaccard >= t, the
    new set's first ``|A| - ceil(t|A|) + 1`` tokens in any fixed order (here: sorted)
    include one the other set has. So only memories in those tokens' postings are compared.
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
        prefix = sorted(new)[: len(new) - math.ceil(DUPLICATE_THRESHOLD * len(new)) + 1]
        candidates = set().union(*(self.postings.get(word, ()) for word in prefix))
        best, best_score = None, 0.0
        for memory_id in sorted(candidates):
            score = token_similarity(new, set(self.sets[memory_id]))
            if score >= DUPLICATE_THRESHOLD and score > best_score:
                best, best_score = self.records[memory_id], score
        return best
