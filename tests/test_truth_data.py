"""The truth benchmark's generator (bench/truth_data.py): the same stream for the same seed,
lines capture --batch accepts, and an answer key consistent with the items' labels."""

from __future__ import annotations

import sys
from pathlib import Path

import orjson
import pytest
from hippocampus import capture

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import truth_data  # noqa: E402


@pytest.fixture(scope="module")
def dataset():
    return truth_data.generate(400, seed=5)


def test_the_same_seed_gives_the_same_stream_and_key(tmp_path, dataset):
    first = truth_data.write(dataset, tmp_path / "a")
    second = truth_data.write(truth_data.generate(400, seed=5), tmp_path / "b")
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]
    other = truth_data.write(truth_data.generate(400, seed=6), tmp_path / "c")
    assert first[0].read_bytes() != other[0].read_bytes()


def test_the_stream_is_a_capture_batch_and_hides_the_labels(tmp_path, dataset):
    stream, key = truth_data.write(dataset, tmp_path)
    items = capture.read_batch(stream.read_bytes(), "stream.jsonl")
    assert len(items) == 400
    assert all(item.created and item.source and item.domain and item.category for item in items)
    for raw in stream.read_bytes().splitlines():
        assert set(orjson.loads(raw)) == {"content", "domain", "category", "importance", "source", "created"}


def test_the_key_agrees_with_the_labels(dataset):
    key = dataset.key()
    by_id = {item.id: item for item in dataset.items}
    for a, b in key["duplicates"]:
        assert truth_data.pair_truth(by_id[a], by_id[b]) == "duplicate"
    for update in key["updates"]:
        older, newer = by_id[update["older"]], by_id[update["newer"]]
        assert older.fact == newer.fact and older.version < newer.version
        assert older.created < newer.created  # versions follow each other in time
    for conflict in key["conflicts"]:
        a, b = (by_id[i] for i in conflict["pair"])
        assert a.fact == b.fact and a.side != b.side
    for question in key["questions"]:
        current = [by_id[i] for i in question["current_ids"]]
        stale = [by_id[i] for i in question["stale_ids"]]
        assert current and stale
        assert min(c.version for c in current) > max(s.version for s in stale)
        assert question["current_text"] in {c.content for c in current}
    assert {"duplicates", "updates", "conflicts", "lookalikes", "versions", "current", "questions"} <= set(key)
    assert key["lookalikes"] and key["conflicts"] and key["updates"] and key["duplicates"]


def test_every_way_of_saying_a_fact_has_held_out_phrasings():
    for family in truth_data.FAMILIES:
        for role in ("say", "cue", "negate", "retract"):
            phrasings = getattr(family, role)
            if phrasings:  # else a held-out stream would fall back to the tuned ones
                assert any(p.startswith("H|") for p in phrasings), (family.name, role)
                assert any(not p.startswith("H|") for p in phrasings), (family.name, role)


def test_held_out_streams_use_only_held_out_phrasings():
    tuned = {item.content for item in truth_data.generate(300, seed=5, templates_mode="tuned").items}
    held = {item.content for item in truth_data.generate(300, seed=5, templates_mode="heldout").items}
    # A held-out phrasing never appears in a tuned stream, so the two share no texts.
    assert not tuned & held
    with pytest.raises(ValueError):
        truth_data.generate(10, templates_mode="other")
