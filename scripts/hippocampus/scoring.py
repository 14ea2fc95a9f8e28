"""Importance maths: initial scores, decay, reinforcement, tiers. Pure, no I/O.

Decay is computed from an anchor, never compounded run over run: every memory keeps
``baseImportance`` (its importance on the day ``decayFrom``) and its current importance
is ``base * 0.99 ** days`` where ``days`` counts UTC calendar days since the anchor. So a
run twice in one day changes nothing, and a week of missed runs followed by one run gives
exactly what seven daily runs would have. (The published shell version multiplied the
stored score by 0.99^(days since access) on every run, collapsing scores within a month.)
"""

from __future__ import annotations

from datetime import date, datetime

# Initial importance by signal, from the skill's original design.
SIGNAL_IMPORTANCE: dict[str, float] = {
    "remember-request": 0.9,
    "emotional": 0.85,
    "preference": 0.8,
    "decision": 0.75,
    "person-project-fact": 0.7,
    "deadline": 0.7,
    "correction": 0.7,
    "general": 0.5,
    "passing-mention": 0.3,
}

# 0.99 per day unused: the memory-stream recency decay of Park et al. 2023 (Generative Agents).
DECAY_PER_DAY = 0.99
# Reinforcement closes 15% of the gap to 1 on each use: new = old + (1 - old) * 0.15.
REINFORCE_RATE = 0.15
# Outcome feedback (outcome.py, hippo-memory's --good/--bad): a memory that helped is
# reinforced at twice a plain use's rate (it was not only retrieved, it proved right: worth
# two uses); one that misled loses half its importance, so a core memory (0.7-1.0) drops
# out of core at once (0.35-0.5) and two bad outcomes take it to the background tier. A
# bad outcome is not a use: lastAccessed and timesReinforced stay.
OUTCOME_GOOD_RATE = 2 * REINFORCE_RATE
OUTCOME_BAD_FACTOR = 0.5

CORE = 0.7
ACTIVE = 0.4
BACKGROUND = 0.2

# Stored scores are rounded so index.json stays readable; the maths uses the base value.
DIGITS = 6


def clamp(value: float) -> float:
    """Keep a score inside [0, 1]."""
    return 0.0 if value < 0.0 else 1.0 if value > 1.0 else value


def days_elapsed(since: date, now: date | datetime) -> int:
    """Whole UTC calendar days from ``since`` to ``now``; never negative."""
    today = now.date() if isinstance(now, datetime) else now
    return max(0, (today - since).days)


def decayed(base: float, days: int) -> float:
    """Importance after ``days`` unused days, starting from ``base``."""
    return round(clamp(base) * decay_factor(days), DIGITS)


_FACTORS: dict[int, float] = {}


def decay_factor(days: int) -> float:
    """DECAY_PER_DAY ** days (1 for none or fewer), memoized: callers that score every
    memory meet the same few day counts again and again."""
    factor = _FACTORS.get(days)
    if factor is None:
        factor = _FACTORS[days] = DECAY_PER_DAY ** max(0, days)
    return factor


def reinforced(current: float, rate: float = REINFORCE_RATE) -> float:
    """One use: close ``rate`` of the gap to 1. Never lowers a score."""
    current = clamp(current)
    return round(clamp(current + (1.0 - current) * rate), DIGITS)


def merged(kept: float, gone: float, used: str, used_too: str, now: str) -> tuple[float, str]:
    """What a merge leaves its survivor, from the two memories' importance today and last
    use (ISO stamps; a memory never used was last used when it was said): the higher
    importance reinforced once, as capture reinforces a repeat, and the later last use,
    never after ``now`` (``now`` when neither says one). Transaction.absorb applies it;
    sleep's forgetting judges a survivor by it beforehand (one rule, so they never differ)."""
    return reinforced(max(kept, gone)), min(max(used, used_too) or now, now)


def tier(importance: float) -> str:
    """core (0.7+), active (0.4-0.7), background (0.2-0.4), archive (below 0.2)."""
    if importance >= CORE:
        return "core"
    if importance >= ACTIVE:
        return "active"
    if importance >= BACKGROUND:
        return "background"
    return "archive"
