"""The readings a sleep keeps between runs (readings.py): each reads back as the very
analysis a fresh reading gives, a file this code did not write whole is never used, and a
sleep with them decides what a sleep without them does, reading fewer texts."""

from __future__ import annotations

import zlib

import orjson
import pytest
from hippocampus import candidates, files, readings, relations, sleep
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sleep import MIXED, VERSIONED, _outcome_by_text, add, consolidate, open_store

TEXTS = [
    *(item[0] for item in MIXED),
    *(item[0] for item in VERSIONED),
    "Use npm, not yarn, for the billing-api's builds since 2026-03-04",
    "Nils no longer works on Falcon; he moved to the payments team in Lisbon at 9am",
    "用户喜欢深色模式",
    "ユーザーはダークモードが好きではない",
    "The flag is on. Standup moved from 9:30 to 10.",
    "\uff35\uff53\uff45\uff52 prefers \ufb01sh over cafe\u0301",  # read as NFKC: "User prefers fish over café"
    "",
]


def round_trip(text: str) -> relations.Analysis | None:
    return readings.decode(text, readings.encode(relations.analyze.__wrapped__(text)))


@pytest.mark.parametrize("text", TEXTS)
def test_a_reading_reads_back_as_the_analysis_itself(text):
    assert round_trip(text) == relations.analyze.__wrapped__(text)


def test_a_reading_shares_its_strings_and_a_mixed_pair_reads_the_tokens_again():
    # read back, each word's strings are one copy across readings (a sleep keeps 40,000),
    # and only a text without spaces keeps its token set; a pair of it with a spaced text
    # reads the spaced one's tokens again, as they were kept before
    a, b = round_trip("Nils works in the Berlin office"), round_trip("Nils moved to the Berlin office")
    assert a.words[0].key is b.words[0].key and a.words[0].cls is b.words[0].cls
    assert a.token_set == frozenset() and round_trip("用户喜欢深色模式").token_set
    for cjk, spaced in (("用户喜欢 Berlin 9", "User likes Berlin 9"), ("用户不喜欢咖啡", "用户喜欢咖啡 and tea")):
        read = relations.relate(round_trip(cjk), round_trip(spaced))
        assert read == relations.relate(relations.analyze.__wrapped__(cjk), relations.analyze.__wrapped__(spaced))
    assert relations.relate(round_trip("用户喜欢 Berlin 9"), round_trip("User likes Berlin 10")).reason == "number-differs"


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.sampled_from(list("abcNils Berlin9:30, not over to from-_'.;:!?0123456789用户\u00e9")), max_size=80
    )
)
def test_any_text_s_reading_reads_back(text):
    assert round_trip(text) == relations.analyze.__wrapped__(text)


@pytest.mark.parametrize(
    "entry",
    [
        b"",
        b"not zlib",
        zlib.compress(b"not json"),
        zlib.compress(b"{}"),
        zlib.compress(b"[1, 2, 3]"),
        zlib.compress(
            orjson.dumps(["n", [["k", "word"]], False, False, [], {}, {}, {}, [], False, []])
        ),  # a short word
        zlib.compress(orjson.dumps(["n", [], False, False, [], {"k": 3}, {}, {}, [], False, []])),  # no such place
    ],
)
def test_an_entry_that_is_not_a_reading_gives_none(entry):
    assert readings.decode("Nils works in Berlin", entry) is None


def test_the_file_holds_its_entries_and_one_changed_byte_or_other_rules_void_it(monkeypatch):
    entries = {readings.key_of(t): readings.encode(relations.analyze.__wrapped__(t)) for t in TEXTS}
    raw = readings.render(entries)
    parsed = readings.parse(raw)
    assert len(parsed) == len(entries)
    assert all(parsed.get(t) == relations.analyze.__wrapped__(t) for t in TEXTS)
    assert parsed.get("a text it never read") is None
    for at in range(0, len(raw), max(1, len(raw) // 97)):
        damaged = bytearray(raw)
        damaged[at] ^= 0x40
        assert readings.parse(bytes(damaged)) is None
    assert readings.parse(raw[:-1]) is None
    monkeypatch.setattr(readings, "rules_stamp", lambda: "other rules")
    assert readings.parse(raw) is None


def counted_reads(monkeypatch) -> list[str]:
    read = []
    real = relations.analyze.__wrapped__

    def counting(text):
        read.append(text)
        return real(text)

    monkeypatch.setattr(relations.analyze, "__wrapped__", counting)
    return read


def test_a_sleep_keeps_its_readings_and_the_next_one_reads_only_new_texts(tmp_path, monkeypatch):
    from workload import make_store

    outcomes, reads = [], []
    for n in range(2):  # the same store twice, the second time without the kept readings
        ws = make_store(tmp_path / f"ws{n}")
        monkeypatch.setenv("WORKSPACE", str(ws))
        add(ws, *MIXED)
        consolidate("--json")
        kept = readings.load(open_store(ws).folder)
        live = [m["content"] for m in open_store(ws).view()]
        assert len(kept) and all(
            kept.get(t) == relations.analyze.__wrapped__(t) for t in live if kept.entry(readings.key_of(t))
        )
        if n:
            (ws / readings.FILE.replace(".cache", "memory/.cache", 1)).unlink()
        add(ws, *VERSIONED)
        read = counted_reads(monkeypatch)
        consolidate("--json")
        monkeypatch.undo()
        outcomes.append(_outcome_by_text(ws))
        reads.append(set(read))
    assert outcomes[0] == outcomes[1]
    new_texts = {item[0] for item in VERSIONED}
    assert reads[0] <= new_texts < reads[1]  # with them, only the new texts were read afresh


def test_a_damaged_readings_file_is_rewritten_and_never_fails_a_sleep(workspace):
    add(workspace, *MIXED)
    path = workspace / "memory" / readings.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"HPREAD01\n" + b"\xff" * 64)
    consolidate("--json")
    assert len(readings.load(open_store(workspace).folder)) > 0


def test_a_link_in_place_of_the_file_is_not_followed(workspace, tmp_path):
    add(workspace, *MIXED)
    outside = tmp_path / "outside.bin"
    outside.write_bytes(b"keep me")
    path = workspace / "memory" / readings.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(outside)
    assert len(readings.load(open_store(workspace).folder)) == 0
    consolidate("--json")
    assert outside.read_bytes() == b"keep me"
    assert not path.is_symlink() and len(readings.load(open_store(workspace).folder)) > 0


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no os.fork here")
@pytest.mark.parametrize("read_apart", [False, True])  # the child reads as it relates, or reads half first
def test_a_sleep_in_two_processes_keeps_the_child_s_readings_too(tmp_path, monkeypatch, read_apart):
    from hippocampus import sleep
    from test_sleep import slept_in_one_process_and_in_two

    if read_apart:
        monkeypatch.setattr(sleep, "PARALLEL_READ", 1)
    kept, forks = slept_in_one_process_and_in_two(
        tmp_path, monkeypatch, lambda ws, _: set(readings.load(open_store(ws).folder).keys)
    )
    assert forks == ([1, 1] if read_apart else [1])
    assert kept[0] == kept[1] and len(kept[0]) > len(MIXED)


def test_the_terms_file_holds_its_terms_and_one_changed_byte_or_other_rules_void_it(monkeypatch):
    entries = {readings.key_of(t): relations.index_terms(t) for t in TEXTS}
    raw = readings.render_terms(entries)
    numbered, vocabulary = readings.parse_terms(raw)
    assert {k: frozenset(vocabulary[n] for n in v) for k, v in numbered.items()} == entries
    for at in range(0, len(raw), max(1, len(raw) // 97)):
        damaged = bytearray(raw)
        damaged[at] ^= 0x40
        assert readings.parse_terms(bytes(damaged)) == ({}, [])
    assert readings.parse_terms(raw[:-1]) == ({}, [])
    monkeypatch.setattr(readings, "rules_stamp", lambda: "other rules")
    assert readings.parse_terms(raw) == ({}, [])


def test_kept_terms_share_one_string_per_term_and_a_number_outside_the_vocabulary_voids_the_file():
    texts = ("Nils works in Berlin", "Nils moved to Munich")
    entries = {readings.key_of(t): relations.index_terms(t) for t in texts}
    raw = readings.render_terms(entries)
    numbered, vocabulary = readings.parse_terms(raw)
    kept = readings.Terms(numbered, len(numbered), vocabulary=vocabulary)
    first, second = (kept.get(readings.key_of(t)) for t in texts)
    assert frozenset(first) == entries[readings.key_of(texts[0])]
    (nils_1,) = (t for t in first if t == "nil")
    (nils_2,) = (t for t in second if t == "nil")
    assert nils_1 is nils_2  # one string for every text that holds the term
    magic = raw[: raw.index(b"\n") + 1]
    doc = orjson.loads(raw[len(magic) + 4 :])
    for bad in (len(doc["vocabulary"]), -1, "0"):
        forged = {**doc, "terms": [[*doc["terms"][0], bad], *doc["terms"][1:]]}
        assert readings.parse_terms(files.sealed(magic, orjson.dumps(forged))) == ({}, [])
    assert readings.parse_terms(
        files.sealed(magic, orjson.dumps({**doc, "vocabulary": [1, *doc["vocabulary"][1:]]}))
    ) == ({}, [])
    assert readings.parse_terms(files.sealed(magic, orjson.dumps(doc))) == readings.parse_terms(raw)


def test_kept_terms_that_are_not_terms_are_computed_again():
    text = "Nils works in Berlin"
    key = readings.key_of(text)
    logged = readings.Terms({key: ["nils", ["a list"]]})  # a log line's list, not of strings
    logged.logged.add(key)
    numbered = readings.Terms({key: [0, 2.5]}, 1, vocabulary=["nils"])  # a file's number that is not one
    for kept in (logged, numbered):
        assert kept.get(key) is None
    analysis = sleep.Analyses(stored_terms=logged)
    assert analysis.terms(text) == relations.index_terms(text)
    assert analysis.fresh_terms  # and kept afresh for the next sleep
    for kept in (logged, numbered):
        assert kept.listed(key) is None
        assert frozenset(sleep.Analyses(stored_terms=kept).indexed(text)) == relations.index_terms(text)


def test_the_index_s_terms_of_a_kept_text_are_its_terms_each_once_and_find_what_sets_find():
    entries = {readings.key_of(t): relations.index_terms(t) for t in TEXTS}
    numbered, vocabulary = readings.parse_terms(readings.render_terms(entries))
    kept = readings.Terms(numbered, len(numbered), vocabulary=vocabulary)
    listed = {key: kept.listed(key) for key in entries}
    assert all(type(terms) is tuple and len(set(terms)) == len(terms) for terms in listed.values())
    assert {key: frozenset(terms) for key, terms in listed.items()} == entries
    as_sets, as_listed = candidates.CandidateIndex(), candidates.CandidateIndex()
    for n, text in enumerate(TEXTS[:-1]):
        as_sets.add(f"m{n}", text, entries[readings.key_of(text)])
        as_listed.add(f"m{n}", text, listed[readings.key_of(text)])
    for text in TEXTS:
        assert as_listed.scored(text) == as_sets.scored(text)
    assert sum(len(as_sets.scored(text)[0]) for text in TEXTS) >= 3  # there were candidates to find


def test_the_next_sleep_indexes_only_the_new_texts(workspace, monkeypatch):
    add(workspace, *MIXED)
    consolidate("--json")
    kept = readings.load_terms(open_store(workspace).folder).every()
    live = [
        m["content"] for m in open_store(workspace).view() if not m.get("supersededBy") and m.get("layer") != "semantic"
    ]
    assert {readings.key_of(t) for t in live} <= set(kept)
    assert all(frozenset(kept[readings.key_of(t)]) == relations.index_terms(t) for t in live)
    add(workspace, *VERSIONED)
    computed, real = [], relations.index_terms

    def counting(text):
        computed.append(text)
        return real(text)

    monkeypatch.setattr(relations, "index_terms", counting)
    consolidate("--json")
    assert computed and set(computed) <= {item[0] for item in VERSIONED}


def test_a_few_new_readings_are_appended_and_a_cut_off_one_is_left_behind(workspace, monkeypatch):
    folder = open_store(workspace).folder
    first = {readings.key_of(t): readings.encode(relations.analyze.__wrapped__(t)) for t in TEXTS}
    live = set(first)
    assert readings.save(folder, readings.load(folder), first, live)  # no file yet: written whole
    file_bytes = (workspace / "memory" / readings.FILE).read_bytes()
    more = ["Alice moved to Porto", "Deploys happen on Fridays", "The staging database is Postgres 16"]
    entries = {readings.key_of(t): readings.encode(relations.analyze.__wrapped__(t)) for t in more}
    monkeypatch.setattr(readings, "LOG_SHARE", 10.0)  # however big: appended
    one, two, three = entries.items()
    assert readings.save(folder, readings.load(folder), dict([one]), live | set(entries))
    log = workspace / "memory" / readings.LOG_FILE
    log.write_bytes(log.read_bytes() + b"\x01" * 7)  # a crash cut the next entry short
    assert readings.save(folder, readings.load(folder), dict([two]), live | set(entries))
    kept = readings.load(folder)
    assert (workspace / "memory" / readings.FILE).read_bytes() == file_bytes  # only the log grew
    assert kept.get(more[0]) == relations.analyze.__wrapped__(more[0])
    assert kept.get(more[1]) == relations.analyze.__wrapped__(more[1])
    assert kept.get(TEXTS[0]) == relations.analyze.__wrapped__(TEXTS[0])
    monkeypatch.setattr(readings, "LOG_SHARE", 0.0)  # past the share: the file is written again
    assert readings.save(folder, kept, dict([three]), (live | set(entries)) - {readings.key_of(TEXTS[0])})
    assert not log.exists()
    again = readings.load(folder)
    assert all(again.get(t) == relations.analyze.__wrapped__(t) for t in more)
    assert again.entry(readings.key_of(TEXTS[0])) is None  # no longer in the store: dropped
    assert len(again) == len(TEXTS) - 1 + len(more)


def test_a_log_of_other_rules_is_not_read(workspace, monkeypatch):
    folder = open_store(workspace).folder
    texts = TEXTS[:3]
    entries = {readings.key_of(t): readings.encode(relations.analyze.__wrapped__(t)) for t in texts}
    readings.save(folder, readings.load(folder), entries, set(entries))
    monkeypatch.setattr(readings, "LOG_SHARE", 10.0)
    extra = {
        readings.key_of("Alice moved to Porto"): readings.encode(relations.analyze.__wrapped__("Alice moved to Porto"))
    }
    readings.save(folder, readings.load(folder), extra, set(entries) | set(extra))
    assert readings.load(folder).get("Alice moved to Porto") is not None
    log = workspace / "memory" / readings.LOG_FILE
    log.write_bytes(log.read_bytes().replace(readings.rules_stamp().encode(), b"0" * 32))
    assert readings.load(folder).get("Alice moved to Porto") is None


def test_new_terms_are_appended_and_a_cut_off_line_is_left_behind(workspace, monkeypatch):
    folder = open_store(workspace).folder
    first = {readings.key_of(t): relations.index_terms(t) for t in TEXTS}
    assert readings.save_terms(folder, readings.load_terms(folder), first, set(first))
    more = ["Alice moved to Porto", "Deploys happen on Fridays"]
    entries = {readings.key_of(t): relations.index_terms(t) for t in more}
    live = set(first) | set(entries)
    monkeypatch.setattr(readings, "LOG_SHARE", 10.0)
    (one, two) = entries.items()
    assert readings.save_terms(folder, readings.load_terms(folder), dict([one]), live)
    log = workspace / "memory" / readings.TERMS_LOG
    log.write_bytes(log.read_bytes() + b'[123, ["cut')  # a crash cut the next line short
    assert readings.save_terms(folder, readings.load_terms(folder), dict([two]), live)
    kept = readings.load_terms(folder)
    assert kept.every() == {**first, **entries}
    assert kept.in_file == len(first) and kept.log_lines == 2
    monkeypatch.setattr(readings, "LOG_SHARE", 0.0)
    gone = readings.key_of(TEXTS[0])
    assert readings.save_terms(
        folder, kept, {readings.key_of("x y z"): frozenset({"x"})}, live - {gone} | {readings.key_of("x y z")}
    )
    assert not log.exists()
    again = readings.load_terms(folder)
    assert gone not in again.every() and again.in_file == len(first) - 1 + len(more) + 1
