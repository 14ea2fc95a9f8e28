"""The truth benchmark's generator (bench/truth_data.py): the same stream for the same seed,
lines capture --batch accepts, and an answer key consistent with the items' labels."""

from __future__ import annotations

import random
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


def _same_for_the_same_seed(tmp_path, dataset, items: int, seed: int, mode: str = "tuned") -> None:
    """``dataset`` (``items`` drawn with ``seed`` in ``mode``) is drawn again byte for byte,
    and another seed draws another stream."""
    first = truth_data.write(dataset, tmp_path / "a")
    second = truth_data.write(truth_data.generate(items, seed=seed, templates_mode=mode), tmp_path / "b")
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]
    other = truth_data.write(truth_data.generate(items, seed=seed + 1, templates_mode=mode), tmp_path / "c")
    assert first[0].read_bytes() != other[0].read_bytes()


def _a_capture_batch(stream: Path, items: int) -> None:
    read = capture.read_batch(stream.read_bytes(), "stream.jsonl")
    assert len(read) == items
    assert all(item.created and item.source and item.domain and item.category for item in read)


def test_the_same_seed_gives_the_same_stream_and_key(tmp_path, dataset):
    _same_for_the_same_seed(tmp_path, dataset, 400, 5)


def test_the_stream_is_a_capture_batch_and_hides_the_labels(tmp_path, dataset):
    stream, key = truth_data.write(dataset, tmp_path)
    _a_capture_batch(stream, 400)
    for raw in stream.read_bytes().splitlines():
        assert set(orjson.loads(raw)) == {"content", "domain", "category", "importance", "source", "created"}


def test_the_key_agrees_with_the_labels(dataset):
    _assert_key_agrees(dataset)


def _assert_key_agrees(dataset):
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


# The fifty-seventh blind set brings families of its own (kinds of facts FAMILIES never says).
FRESH57_NAMES = {family.name for family in truth_data.FRESH57_FAMILIES}


@pytest.fixture(scope="module")
def fresh57():
    return truth_data.generate(2000, seed=57, templates_mode="fresh57")


def test_fresh57_is_a_template_mode_with_families_of_its_own():
    assert "fresh57" in truth_data.TEMPLATE_MODES
    assert truth_data.FAMILY_SETS["fresh57"] == (truth_data.FRESH57_FAMILIES, truth_data.FRESH57_FILLERS)
    assert len(FRESH57_NAMES) == len(truth_data.FRESH57_FAMILIES)
    assert FRESH57_NAMES.isdisjoint(family.name for family in truth_data.FAMILIES)
    assert FRESH57_NAMES.isdisjoint(family.slot for family in truth_data.FAMILIES if family.slot)


def test_fresh57_gives_the_same_stream_for_the_same_seed(tmp_path, fresh57):
    _same_for_the_same_seed(tmp_path, fresh57, 2000, 57, "fresh57")


def test_fresh57_stream_is_a_capture_batch(tmp_path, fresh57):
    stream, _ = truth_data.write(fresh57, tmp_path)
    _a_capture_batch(stream, 2000)


def test_fresh57_key_agrees_with_the_labels(fresh57):
    _assert_key_agrees(fresh57)


def test_fresh57_draws_only_its_own_families_and_plants_every_structure(fresh57):
    assert {item.family for item in fresh57.items} == FRESH57_NAMES
    kinds = {fact.kind for fact in fresh57.facts.values()}
    assert kinds >= {"single", "exact", "paraphrase", "versions", "conflict", "lookalike", "reversed"}
    roles = {item.role for item in fresh57.items}
    assert roles >= {"update", "update-cue", "retract", "contradiction", "reversed", "lookalike", "exact", "paraphrase"}
    assert any(item.content.startswith(tuple(truth_data.FRESH57_FILLERS)) for item in fresh57.items)
    key = fresh57.key()
    assert {key["facts"][q["fact"]]["family"] for q in key["questions"]} <= FRESH57_NAMES
    assert all("{" not in item.content and "H|" not in item.content for item in fresh57.items)


def test_fresh57_templates_format_with_their_fields():
    pools, rng = truth_data.Pools(heldout=True), random.Random(57)
    fields = truth_data.Generator.fields
    for family in truth_data.FRESH57_FAMILIES:
        phrasings = family.say + family.cue + family.negate + family.retract
        assert not any(t.startswith("H|") for t in phrasings), family.name
        assert truth_data.templates(family.say, "fresh57") == list(family.say)
        assert len(family.say) >= 3 and family.question and family.lookalike, family.name
        assert family.cue or family.retract, family.name  # every fact kind can change
        for _ in range(30):
            subject = family.subject(pools, rng)
            values = family.values(pools, subject, rng)
            assert len(set(values)) == len(values) >= (2 if family.cue else 1), family.name
            plain = fields(subject, values[0])
            # plain statements, denials and withdrawals name one value and no older one
            for template in family.say + family.negate + family.retract:
                assert "{old}" not in template, (family.name, template)
                text = template.format(**plain)
                assert "{" not in text and "}" not in text
            for template in family.say + family.negate:
                if not family.retract:  # a standing rule's value ("always") is in its wording
                    value = values[0] if isinstance(values[0], tuple) else (values[0],)
                    assert all(part in template.format(**plain) for part in value), (family.name, template)
            for template in family.cue:
                assert not family.reversible or "{old}" not in template  # an order has no older value to name
                text = template.format(**fields(subject, values[1], values[0]))
                new = values[1] if isinstance(values[1], tuple) else (values[1],)
                assert all(part in text for part in new), (family.name, template)
            family.question.format(**subject)
            twin = family.lookalike(pools, subject, rng)
            assert twin != subject and set(twin) == set(subject), family.name
            for template in family.say:  # the look-alike reads differently in every phrasing
                assert template.format(**fields(twin, values[0])) != template.format(**plain), (family.name, template)


def test_fresh57_two_valued_and_ordered_families_are_planted_as_such():
    families = truth_data.FRESH57_FAMILIES
    assert any(f.antonym for f in families) and any(f.reversible for f in families) and any(f.retract for f in families)
    assert any(f.slot for f in families)  # the Spanish diet shares the English one's subjects
    assert all(0.2 <= f.weight <= 1.2 for f in families)


def test_fresh57_subjects_do_not_run_out_at_ten_thousand_items(monkeypatch):
    missed = []
    draw = truth_data.Generator.subject

    def subject(self, family):
        drawn = draw(self, family)
        if drawn is None:
            missed.append(family.name)
        return drawn

    monkeypatch.setattr(truth_data.Generator, "subject", subject)
    dataset = truth_data.generate(10_000, seed=57, templates_mode="fresh57")
    assert len(dataset.items) == 10_000
    assert not missed
