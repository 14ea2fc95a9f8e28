"""Importance maths: decay, reinforcement, tiers (properties), and decay as the store applies it."""

from __future__ import annotations

import math
import tempfile
from datetime import date, timedelta
from pathlib import Path

import pytest
from conftest import make_store
from helpers_store import at, day, memories, ok
from hippocampus import maintenance, scoring
from hippocampus.records import current_importance
from hippocampus.store import Store
from hypothesis import given, settings
from hypothesis import strategies as st

# Stored scores are rounded to scoring.DIGITS places; these are the values the maths sees.
stored_scores = st.integers(0, 10**scoring.DIGITS).map(lambda n: n / 10**scoring.DIGITS)
any_scores = st.floats(0.0, 1.0, allow_nan=False)
days = st.integers(0, 3650)
# Half a unit in the last stored digit, plus float slack for values that round at exactly .5.
ROUNDING = 0.5 * 10**-scoring.DIGITS + 1e-12


# ---------------------------------------------------------------- decay
@given(stored_scores, days)
def test_decay_never_raises_a_stored_score_and_stays_in_unit_interval(base, n):
    value = scoring.decayed(base, n)
    assert 0.0 <= value <= 1.0
    assert value <= base


@given(st.floats(allow_nan=False, allow_infinity=False), days)
def test_decay_of_any_number_stays_in_unit_interval(base, n):
    assert 0.0 <= scoring.decayed(base, n) <= 1.0


@given(stored_scores, days, days)
def test_decay_is_monotone_in_days(base, a, b):
    lo, hi = sorted((a, b))
    assert scoring.decayed(base, hi) <= scoring.decayed(base, lo)


@given(stored_scores, st.integers(0, 400))
def test_decay_is_099_per_day(base, n):
    assert scoring.decayed(base, n) == pytest.approx(base * 0.99**n, abs=ROUNDING)


def test_decay_examples():
    assert scoring.decayed(0.8, 0) == 0.8
    assert scoring.decayed(0.8, 1) == 0.792
    assert scoring.decayed(1.0, 7) == round(0.99**7, 6)
    assert scoring.decayed(0.5, -3) == 0.5  # a clock that went backwards never raises a score


@given(st.dates(date(2000, 1, 1), date(2100, 1, 1)), st.integers(0, 3650))
def test_days_elapsed_counts_calendar_days_and_never_negative(start, n):

    assert scoring.days_elapsed(start, start + timedelta(days=n)) == n
    assert scoring.days_elapsed(start + timedelta(days=n), start) == 0


@given(stored_scores, st.lists(st.integers(1, 40), min_size=1, max_size=8))
def test_current_importance_depends_only_on_the_anchor_not_on_how_often_it_is_read(base, gaps):
    """Reading (or storing) today's score any number of times on the way gives the same
    result as computing it once for the whole span."""
    record = {"baseImportance": base, "decayFrom": "2026-11-29", "importance": base}
    offset = 0
    for gap in gaps:
        offset += gap
        record["importance"] = current_importance(record, at(offset))  # what apply_decay stores
    assert record["importance"] == current_importance({"baseImportance": base, "decayFrom": "2026-11-29"}, at(offset))
    assert record["importance"] == scoring.decayed(base, offset)


def _store(now_offset: int, root: Path) -> Store:
    return Store(root, at(now_offset))


@settings(max_examples=25, deadline=None)
@given(stored_scores, st.integers(1, 40), st.data())
def test_store_decay_applied_daily_equals_decay_applied_once(importance, span, data):
    """Two stores, same memory: one runs apply_decay every day (and is reinforced on day r),
    the other is reinforced on day r and decayed once at the end. Same scores."""
    reinforce_day = data.draw(st.one_of(st.none(), st.integers(1, span)))
    with tempfile.TemporaryDirectory() as tmp:
        daily, once = make_store(Path(tmp) / "daily"), make_store(Path(tmp) / "once")
        for ws in (daily, once):
            with _store(0, ws).transaction() as txn:
                txn.create("Deploys happen on Fridays", "world", "fact", importance)
        for d in range(1, span + 1):
            if d == reinforce_day:
                with _store(d, daily).transaction() as txn:
                    txn.reinforce("mem_test_001")
            maintenance.decay(_store(d, daily))
        if reinforce_day is not None:
            with _store(reinforce_day, once).transaction() as txn:
                txn.reinforce("mem_test_001")
        maintenance.decay(_store(span, once))
        a, b = memories(daily)["mem_test_001"], memories(once)["mem_test_001"]
        assert a["importance"] == b["importance"]
        assert a["timesReinforced"] == b["timesReinforced"] == (0 if reinforce_day is None else 1)
        if reinforce_day is None:
            assert a["importance"] == scoring.decayed(importance, span)
        assert a["importance"] <= max(importance, scoring.reinforced(importance))


def test_decay_script_daily_for_a_month_equals_once_after_a_missed_month(workspace, tmp_path):
    """Through decay.py itself: 30 daily runs vs one run after 30 days asleep."""
    from conftest import make_store as fresh

    other = fresh(tmp_path / "other")
    for ws in (workspace, other):
        for text, imp in (
            ("User prefers dark mode", "0.8"),
            ("Standup is at nine", "0.45"),
            ("Cat is named Miso", "0.23"),
        ):
            ok("capture", text, "--importance", imp, "--workspace", str(ws))
    for d in range(1, 31):
        ok("decay", "--workspace", str(workspace), now=day(d, hour=3))
    ok("decay", "--workspace", str(other), now=day(30, hour=3))
    daily, once = memories(workspace), memories(other)
    assert {k: v["importance"] for k, v in daily.items()} == {k: v["importance"] for k, v in once.items()}
    assert daily["mem_test_001"]["importance"] == scoring.decayed(0.8, 30) == round(0.8 * 0.99**30, 6)
    assert daily["mem_test_003"]["importance"] < 0.2  # 0.23 * 0.99**30 = 0.170


def test_decay_twice_on_the_same_day_changes_nothing(workspace):
    ok("capture", "User prefers dark mode", "--importance", "0.8")
    ok("capture", "The build uses make", "--importance", "0.5")
    ok("decay", now=day(12))
    index = workspace / "memory" / "index.json"
    first = index.read_bytes()
    ok("decay", now=day(12, hour=23))
    second = memories(workspace)
    second_bytes = index.read_bytes()
    ok("decay", now=day(12, hour=23))
    assert index.read_bytes() == second_bytes
    assert second["mem_test_001"]["importance"] == scoring.decayed(0.8, 12)
    import orjson

    before = {m["id"]: m["importance"] for m in orjson.loads(first)["memories"]}
    assert before == {k: v["importance"] for k, v in second.items()}


@given(stored_scores, st.integers(0, 30))
def test_apply_decay_twice_in_a_day_is_idempotent(base, n):
    record = {"baseImportance": base, "decayFrom": "2026-11-29", "importance": base}
    first = current_importance(record, at(n, hour=1))
    record["importance"] = first
    assert current_importance(record, at(n, hour=23)) == first


# ---------------------------------------------------------------- reinforcement
@given(stored_scores)
def test_reinforcement_never_lowers_a_stored_score_and_stays_at_most_one(old):
    new = scoring.reinforced(old)
    assert old <= new <= 1.0


@given(any_scores)
def test_reinforcement_matches_the_formula(old):
    assert scoring.reinforced(old) == pytest.approx(old + (1 - old) * 0.15, abs=ROUNDING)
    assert 0.0 <= scoring.reinforced(old) <= 1.0


@given(stored_scores, stored_scores)
def test_reinforcement_is_monotone_in_the_old_score(a, b):
    lo, hi = sorted((a, b))
    assert scoring.reinforced(lo) <= scoring.reinforced(hi)


@given(stored_scores, st.floats(0.01, 1.0))
def test_reinforcement_with_a_boost(old, rate):
    new = scoring.reinforced(old, rate)
    assert old <= new <= 1.0
    assert new == pytest.approx(old + (1 - old) * rate, abs=ROUNDING)


def test_reinforcement_examples():
    assert scoring.reinforced(0.5) == 0.575
    assert scoring.reinforced(0.0) == 0.15
    assert scoring.reinforced(1.0) == 1.0
    assert scoring.reinforced(0.8) == 0.83


def test_store_reinforce_updates_score_timestamp_and_count(workspace):
    ok("capture", "User prefers dark mode", "--importance", "0.6")
    ok("reinforce", "mem_test_001", now=day(10))
    record = memories(workspace)["mem_test_001"]
    expected = scoring.reinforced(scoring.decayed(0.6, 10))
    assert record["importance"] == expected
    assert record["lastAccessed"] == day(10)
    assert record["timesReinforced"] == 1
    # Decay restarts from the reinforcement day.
    assert current_importance(record, at(10)) == expected
    assert current_importance(record, at(11)) == scoring.decayed(expected, 1)


# ---------------------------------------------------------------- tiers
@pytest.mark.parametrize(
    "value, expected",
    [
        (1.0, "core"),
        (0.7, "core"),
        (math.nextafter(0.7, 0), "active"),
        (0.69, "active"),
        (0.4, "active"),
        (math.nextafter(0.4, 0), "background"),
        (0.39, "background"),
        (0.2, "background"),
        (math.nextafter(0.2, 0), "archive"),
        (0.19, "archive"),
        (0.0, "archive"),
    ],
)
def test_tiers_at_the_boundaries(value, expected):
    assert scoring.tier(value) == expected


@given(any_scores)
def test_tier_is_defined_by_the_thresholds(value):
    expected = "core" if value >= 0.7 else "active" if value >= 0.4 else "background" if value >= 0.2 else "archive"
    assert scoring.tier(value) == expected


def test_signal_importance_table_matches_the_design():
    assert scoring.SIGNAL_IMPORTANCE["remember-request"] == 0.9
    assert scoring.SIGNAL_IMPORTANCE["emotional"] == 0.85
    assert scoring.SIGNAL_IMPORTANCE["preference"] == 0.8
    assert scoring.SIGNAL_IMPORTANCE["decision"] == 0.75
    assert scoring.SIGNAL_IMPORTANCE["person-project-fact"] == 0.7
    assert scoring.SIGNAL_IMPORTANCE["general"] == 0.5
    assert scoring.SIGNAL_IMPORTANCE["passing-mention"] == 0.3


@pytest.mark.parametrize(
    "text, importance",
    [
        ("Please remember this: the wifi password rotates monthly", 0.9),
        ("I'm so stressed about the move", 0.85),
        ("I prefer tea over coffee", 0.8),
        ("We decided to use Postgres for billing", 0.75),
        ("My sister lives in Lisbon", 0.7),
        ("The sky was grey", 0.5),
        ("btw the kettle is new", 0.3),
    ],
)
def test_capture_sets_initial_importance_by_signal(workspace, text, importance):
    from helpers_store import ok_json

    out = ok_json("capture", text)
    assert out["memory"]["importance"] == importance
    assert memories(workspace)[out["id"]]["importance"] == importance
