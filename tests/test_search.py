"""Search: stemming and tokens, ranking factors, --why, --budget, load-core --budget, and
the search cache (stale, hand-edited, corrupt: rebuilt; same results with or without)."""

from __future__ import annotations

import math
import os
from datetime import date
from itertools import pairwise
from pathlib import Path

import orjson
from helpers_store import at, capture, day, let_seconds_pass, memory_files, ok, ok_json, seed
from hippocampus import render, search, search_cache
from hippocampus.catalog import FilesChanged
from hippocampus.store import Store
from hippocampus.text import search_terms, stem
from hypothesis import given, settings
from hypothesis import strategies as st

NOW = at(0)


def record(memory_id, content, importance=0.5, created="2026-11-01T00:00:00Z", **extra):
    return {
        "id": memory_id,
        "content": content,
        "domain": extra.get("domain", "user"),
        "category": "general",
        "keywords": extra.get("keywords", []),
        "baseImportance": importance,
        "importance": importance,
        "decayFrom": "2026-11-29",
        "created": created,
        "lastAccessed": "2026-11-29T00:00:00Z",
    }


# ---------------------------------------------------------------- stemming and terms
def test_stem_folds_inflections_but_not_derivations():
    assert {stem(w) for w in ("paint", "paints", "painted", "painting")} == {"paint"}
    assert stem("studies") == stem("study") == "studi"
    assert stem("hopping") == "hop" and stem("hiking") == stem("hikes") == "hike"
    assert stem("painter") == "painter"  # a different word, left alone
    assert stem("bus") == "bus" and stem("this") == "this" and stem("gas") == "gas"
    assert stem("Café") == "Café" and stem("日本") == "日本"  # only lowercase ASCII words


def test_search_terms_drop_stopwords_and_stem():
    assert search_terms("When did she go hiking with the kids?") == ["go", "hike", "kid"]
    assert "東京" in search_terms("東京に行きました")  # CJK bigrams are kept as tokens


@given(st.text())
def test_search_terms_never_crash_and_never_yield_empty_terms(text):
    assert all(term for term in search_terms(text))


def test_query_of_only_stopwords_still_has_terms():
    assert search.query_terms("who are you") == ["who", "are", "you"]


# ---------------------------------------------------------------- ranking
def test_a_better_text_match_beats_a_more_important_memory():
    records = [
        record("mem_test_001", "Alice painted a sunset over the lake", importance=0.5),
        record("mem_test_002", "Alice likes the lake", importance=0.95, created="2026-10-01T00:00:00Z"),
    ]
    hits = search.rank(records, "when did alice paint the sunset at the lake", NOW, 5)
    assert [h.record["id"] for h in hits] == ["mem_test_001", "mem_test_002"]


def test_a_question_naming_a_kind_finds_a_memory_naming_one_of_it():
    records = [
        record("mem_test_001", "Shipping-quotes keeps everything in CockroachDB"),
        record("mem_test_002", "Shipping-quotes runs 12 replicas in production"),
        record("mem_test_003", "Shipping-quotes has a 15s request timeout"),
    ]
    hits = search.rank(records, "Which database does shipping-quotes use now?", NOW, 5)
    assert hits[0].record["id"] == "mem_test_001"
    # the kind's name said outright still counts more than a member of it
    records.append(record("mem_test_004", "The shipping-quotes database is being migrated"))
    hits = search.rank(records, "Which database does shipping-quotes use now?", NOW, 5)
    assert [h.record["id"] for h in hits[:2]] == ["mem_test_004", "mem_test_001"]


def test_a_kind_whose_members_are_everyday_words_is_not_widened():
    # "city" is not widened to every city a conversation names (LoCoMo lowered)
    records = [record("mem_test_001", "We walked around Paris all day"), record("mem_test_002", "The city council met")]
    hits = search.rank(records, "which city", NOW, 5)
    assert [h.record["id"] for h in hits] == ["mem_test_002"]


def test_a_name_said_whole_beats_its_parts_said_apart():
    records = [
        record("mem_test_001", "Omar Hoffmann now reports to Viktor Vargas", importance=0.6),
        record("mem_test_002", "Tobias Garcia now reports to Tariq Dubois", importance=0.6),
        record("mem_test_003", "Omar Dubois moved from Felix Sakamoto's team to Rafael Vogel's", importance=0.4),
        record("mem_test_004", "Leon Dubois reports to Arjun Ono"),
        record("mem_test_005", "Omar Chen is the engineering manager on Raven"),
    ]
    names = ["Ines Kato", "Jonas Roth", "Mira Park", "Hugo Silva", "Lena Ito", "Nils Brandt", "Zoe Moreau"]
    records += [record(f"mem_test_1{n:02d}", f"{a} now reports to {b}") for n, (a, b) in enumerate(pairwise(names))]
    records += [record(f"mem_test_2{n:02d}", f"{a} works in the Porto office") for n, a in enumerate(names)]
    question = "Who does Omar Dubois report to now?"
    hits = search.rank(records, question, NOW, 5)
    assert hits[0].record["id"] == "mem_test_003"
    assert hits[0].factors["phrase"] > max(h.factors.get("phrase", 1) for h in hits[1:])
    # without the word pairs, the memories sharing "report" and "now" with the question lead
    plain = search.rank(records, question, NOW, 5, weights=search.Weights(phrase=0))
    assert plain[0].record["id"] != "mem_test_003"


def test_a_memory_about_who_the_query_names_beats_one_that_only_mentions_them():
    records = [
        record("mem_test_001", "Caroline: do the kids like it, Melanie?", importance=0.7),
        record("mem_test_002", "Melanie: dinosaurs are what the kids like most at the museum"),
        record("mem_test_003", "Caroline: I started a pottery class"),
        record("mem_test_004", "Melanie: we went camping at the beach"),
    ]
    question = "What do Melanie's kids like?"
    hits = search.rank(records, question, NOW, 5)
    assert hits[0].record["id"] == "mem_test_002"
    assert hits[0].factors["subject"] == 1 + search.WEIGHTS.subject
    assert "subject" not in next(h for h in hits if h.record["id"] == "mem_test_001").factors
    # without it, the question that says "kids", "like" and "Melanie" leads
    plain = search.rank(records, question, NOW, 5, weights=search.Weights(subject=0))
    assert plain[0].record["id"] == "mem_test_001"
    # a query that names nobody is ranked as before
    assert [h.record["id"] for h in search.rank(records, "what do the kids like", NOW, 5)] == [
        h.record["id"] for h in search.rank(records, "what do the kids like", NOW, 5, weights=search.Weights(subject=0))
    ]


def test_only_pairs_in_the_query_s_order_count():
    records = [record("mem_test_001", "the team security review"), record("mem_test_002", "security team review")]
    hits = search.rank(records, "security team", NOW, 5)
    assert hits[0].record["id"] == "mem_test_002" and "phrase" not in hits[1].factors


def test_importance_breaks_a_tie():
    records = [
        record("mem_test_001", "deploys on friday", 0.5),
        record("mem_test_002", "deploys on friday", 0.9, created="2026-10-01"),
    ]
    assert [h.record["id"] for h in search.rank(records, "friday deploys", NOW, 5)] == ["mem_test_002", "mem_test_001"]


def test_background_memories_need_a_strong_match():
    records = [
        record("mem_test_001", "old note: the fax machine is in room 4", importance=0.3),
        record("mem_test_002", "the printer is in room 4", importance=0.8, created="2026-10-01"),
    ]
    assert [h.record["id"] for h in search.rank(records, "fax machine", NOW)] == ["mem_test_001"]
    # "room" alone is a weak match for the background memory (half the query's weight at most)
    ids = [h.record["id"] for h in search.rank(records, "printer room fax", NOW)]
    assert ids == ["mem_test_002"]
    assert "mem_test_001" in [h.record["id"] for h in search.rank(records, "printer room fax", NOW, include_all=True)]


def test_same_day_neighbours_lend_context_but_never_add_non_matches():
    records = [
        record("mem_test_001", "Alice: I went to the lake on Sunday", created="2026-11-01T10:00:00Z"),
        record("mem_test_002", "Bob: was the lake cold", created="2026-11-01T10:00:00Z"),
        record("mem_test_003", "Carol: the lake in summer is nice", created="2026-10-01T10:00:00Z"),
        record("mem_test_004", "Dan: nothing related", created="2026-11-01T10:00:00Z"),
    ]
    hits = {h.record["id"]: h for h in search.rank(records, "Alice lake Sunday", NOW, 10)}
    assert set(hits) == {"mem_test_001", "mem_test_002", "mem_test_003"}  # mem_test_004 matches nothing: never returned
    assert hits["mem_test_002"].context == {
        "mem_test_001": search.WEIGHTS.context * (hits["mem_test_001"].score - sum(hits["mem_test_001"].context.values()))
    }
    assert hits["mem_test_003"].context == {}  # stored on another day
    assert hits["mem_test_002"].score > hits["mem_test_003"].score


def test_score_is_the_product_of_its_parts_plus_context():
    records = [
        record("mem_test_001", "tea with lemon every morning"),
        record("mem_test_002", "tea is fine", created="2026-10-01"),
    ]
    for hit in search.rank(records, "morning tea", NOW):
        own = hit.relevance * math.prod(hit.factors.values())
        assert math.isclose(hit.score, own + sum(hit.context.values()))
        assert math.isclose(hit.relevance, sum(hit.matched.values()))


# ---------------------------------------------------------------- --why
def test_why_markdown_and_json_show_the_parts():
    seed("User drinks green tea every morning", "User prefers coffee after lunch")
    out = ok("recall", "morning tea", "--why").stdout
    assert "why: bm25" in out and "tea" in out and "importance" in out and "recency" in out
    (hit,) = ok_json("recall", "morning tea", "--why", "--json")
    why = hit["why"]
    assert set(why["terms"]) == {stem("morning"), "tea"}
    assert why["score"] == hit["score"]
    assert set(why["factors"]) == {"coverage", "importance", "recency"}
    assert "why" not in ok_json("recall", "morning tea", "--json")[0]


# ---------------------------------------------------------------- --budget
def test_budget_returns_the_best_results_that_fit():
    seed("tea " + "long story " * 60, "tea with lemon", "tea at five", "tea in the garden")
    every = ok_json("recall", "tea", "--limit", "10")
    assert len(every) == 4
    markdown = ok("recall", "tea", "--budget", "40").stdout.splitlines()
    used = sum(render.token_count(line.split(". ", 1)[1]) for line in markdown)
    assert used <= 40 and len(markdown) >= 2
    assert all("long story" not in line for line in markdown)  # too big: skipped, smaller ones still in
    assert ok_json("recall", "tea", "--budget", "1") == []


def test_fit_budget_is_greedy_in_order():
    # 3 tokens fit, 5 would not (skipped), 1 more still fits
    assert render.fit_budget(["aaaa" * 3, "a" * 20, "aa"], 4, render.token_count) == ["aaaa" * 3, "aa"]
    assert render.token_count("abcde") == 2


def test_load_core_budget_keeps_the_most_important():
    for text, importance in (("Core fact alpha", "0.95"), ("Core fact beta", "0.8"), ("Core fact gamma", "0.75")):
        capture(text, "--importance", importance)
    full = ok("load-core").stdout
    assert all(word in full for word in ("alpha", "beta", "gamma"))
    # The budget counts the whole printed output: header, domain title, lines, and the line
    # saying how many did not fit (an agent must not read "no core memories" into a cut)
    first = [line for line in full.splitlines() if "alpha" in line][0]
    budget = sum(render.token_count(line) for line in full.splitlines()[:3]) + render.token_count(first)
    budget += render.token_count(render.left_out_note(3))
    small = ok("load-core", "--budget", str(budget)).stdout
    assert "alpha" in small and "beta" not in small and "gamma" not in small
    assert render.left_out_note(2) in small
    nothing = ok("load-core", "--budget", "5").stdout
    assert render.left_out_note(3) in nothing and "No core memories yet" not in nothing
    assert sum(render.token_count(line) for line in small.splitlines()) <= budget
    data = ok_json("load-core", "--budget", str(budget))
    assert [m["id"] for items in data.values() for m in items] == ["mem_test_001"]



# ---------------------------------------------------------------- the search cache
def search_file(workspace):
    return workspace / "memory" / search_cache.SEARCH_FILE


def ids(query, *options):
    return [h["id"] for h in ok_json("recall", query, *options)]


def test_cache_is_written_and_patched_by_a_write(workspace):
    seed("User likes green tea")
    assert ids("tea") == ["mem_test_001"]
    assert search_file(workspace).exists()
    capture("The office tea machine is broken")
    cached_index(workspace)  # the capture patched it: current without a rebuild
    assert sorted(ids("tea")) == ["mem_test_001", "mem_test_002"]


def edit_in_place(path, old: bytes, new: bytes) -> None:
    """What an editor that saves in place does (VS Code, nano): same inode, later mtime."""
    path.write_bytes(path.read_bytes().replace(old, new))
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000))


def test_hand_edit_in_place_is_seen_by_the_first_recall_that_reads_its_memory(workspace):
    seed("User likes green tea", "User likes black coffee")
    assert ids("tea") == ["mem_test_001"]
    (path,) = [p for p in memory_files(workspace) if "green" in p.name]
    edit_in_place(path, b"green tea", b"white tea")
    # At once, even within SWEEP_SECONDS: the cached mem_test_001 matches "green", and reading
    # it finds its file's stamp moved, so the store syncs and the query is answered afresh.
    assert ids("green") == []
    assert ids("white") == ["mem_test_001"]


def test_hand_edit_in_place_elsewhere_is_seen_once_the_sweep_interval_passes(workspace, monkeypatch):
    seed("User likes green tea", "User likes black coffee")
    assert ids("tea") == ["mem_test_001"]
    (path,) = [p for p in memory_files(workspace) if "green" in p.name]
    edit_in_place(path, b"green tea", b"white tea")
    # Within SWEEP_SECONDS of the last check of every file, a recall that reads no edited
    # memory does not stat them all again (the point: 0.3 s at 100,000 files).
    swept = []
    real = Store._sweep
    monkeypatch.setattr(Store, "_sweep", lambda self, *args: swept.append(1) or real(self, *args))
    assert ids("coffee") == ["mem_test_002"] and swept == []
    let_seconds_pass(workspace)
    assert ids("white") == ["mem_test_001"] and swept == [1]


def test_a_large_store_is_swept_a_turn_at_a_time(workspace, monkeypatch):
    from hippocampus import store as storing

    monkeypatch.setattr(storing, "SWEEP_FILES", 2)  # as if the store held five times SWEEP_FILES
    seed(
        "User likes green tea",
        "The deploy runs on Fridays",
        "Grace leads the design review",
        "The kettle is in the attic",
        "Billing uses Postgres",
        "Piano lessons are on Tuesday",
        "The garden needs water in July",
        "Invoices go to the finance inbox",
        "Cycling club meets at the river",
        "The museum trip was in Accra",
    )
    assert ids("Accra") == ["mem_test_010"]
    path = next(p for p in memory_files(workspace) if p.name.startswith("mem_test_010"))
    edit_in_place(path, b"Accra", b"Numea")
    checked = []
    real = Store._sweep
    monkeypatch.setattr(Store, "_sweep", lambda self, catalog, start, count: checked.append(count) or real(self, catalog, start, count))
    turns = 0
    while ids("Numea") != ["mem_test_010"]:
        turns += 1
        assert turns <= 5, "an in-place edit is seen within files / SWEEP_FILES turns"
        let_seconds_pass(workspace)
    assert checked and set(checked) == {2}  # no turn checks more than SWEEP_FILES files


def test_a_recall_within_the_sweep_interval_still_sees_added_and_renamed_files(workspace):
    seed("User likes green tea")
    assert ids("tea") == ["mem_test_001"]
    (path,) = memory_files(workspace)
    # An editor that saves by rename (vim, emacs, sed -i) changes the folder's stamp.
    fresh = path.with_name(".edit.tmp")
    fresh.write_bytes(path.read_bytes().replace(b"green tea", b"mint tea"))
    os.replace(fresh, path)
    assert ids("mint") == ["mem_test_001"]
    (workspace / "memory" / "world" / "note.md").write_text("---\ndomain: world\n---\nThe kettle is in the attic\n")
    assert ids("kettle attic") == ["mem_test_002"]


def test_hand_added_file_is_found_through_the_cache(workspace):
    seed("User likes green tea")
    assert ids("tea") == ["mem_test_001"]
    (workspace / "memory" / "world" / "note.md").write_text("---\ndomain: world\n---\nThe kettle is in the attic\n")
    assert ids("kettle attic") == ["mem_test_002"]


def test_corrupt_cache_files_are_rebuilt(workspace):
    seed("User likes green tea", "User hates cold coffee")
    expected = ok_json("recall", "tea coffee")
    path = search_file(workspace)
    raw = path.read_bytes()
    for damaged in (b"garbage", raw[:-7], raw[:40] + bytes([raw[40] ^ 0xFF]) + raw[41:]):
        path.write_bytes(damaged)
        assert ok_json("recall", "tea coffee") == expected
        assert path.read_bytes() != damaged
    catalog = workspace / "memory" / ".cache" / "catalog.bin"
    catalog.write_bytes(catalog.read_bytes()[:-5])  # the store's own catalog: rebuilt from the truth
    assert ok_json("recall", "tea coffee") == expected


def test_a_damaged_postings_section_is_caught_when_first_used(workspace):
    seed("User likes green tea", "User hates cold coffee")
    expected = ok_json("recall", "tea coffee")
    core = ok_json("load-core", "--threshold", "0")
    path = search_file(workspace)
    raw = bytearray(path.read_bytes())
    # damage the postings shard that holds "tea" (load-core reads no postings at all)
    header, parts = search_cache._sections(bytes(raw))
    shard = parts[1 + search_cache.shard_of(stem("tea"))][0]
    offset = len(raw) - sum(len(p) for p, _ in parts[1 + search_cache.shard_of(stem("tea")) :])
    raw[offset + len(shard) // 2] ^= 0xFF
    path.write_bytes(bytes(raw))
    assert ok_json("load-core", "--threshold", "0") == core
    assert ok_json("recall", "tea coffee") == expected  # their CRC32 fails: rebuilt
    assert path.read_bytes() != bytes(raw)


def test_results_are_identical_with_and_without_the_cache(workspace):
    seed(
        *[
            f"Note {n}: {'tea' if n % 2 else 'coffee'} with {'lemon' if n % 3 else 'milk'} on day {n}"
            for n in range(1, 25)
        ]
    )
    ids("tea")
    store = Store(workspace, NOW)
    view = store.current_view()
    cold = search_cache.build(view)
    warm = search_cache.load(store, view)
    assert isinstance(warm.postings, search_cache._Postings)  # really from the cache
    built = search.SearchIndex.build(list(view))
    for query in ("tea lemon", "coffee milk day", "note 7", "nothing here"):
        expect = [(h.record, h.score, h.matched, h.context) for h in search.rank(built, query, NOW, 10)]
        for index in (cold, warm):
            assert [(h.record, h.score, h.matched, h.context) for h in search.rank(index, query, NOW, 10)] == expect


def test_cache_from_another_format_is_not_used(workspace, monkeypatch):
    seed("User likes green tea")
    ids("tea")
    monkeypatch.setattr(search_cache, "FORMAT", search_cache.FORMAT + 1)
    view = Store(workspace, NOW).current_view()
    try:
        search_cache.decode(search_file(workspace).read_bytes(), view)
    except search_cache.CacheInvalid:
        pass
    else:
        raise AssertionError("a cache of another format was accepted")
    assert ids("tea") == ["mem_test_001"]


# ---------------------------------------------------------------- near-duplicates from the cache
WORDS = ["tea", "coffee", "lemon", "milk", "always", "never", "morning", "evening", "the", "a", "green", "black"]


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=6), min_size=1, max_size=12),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=6),
)
def test_cached_duplicate_finder_finds_what_the_full_one_finds(texts, probe):
    import tempfile

    from workload import make_store

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(make_store(Path(tmp) / "ws"), NOW)
        with store.transaction() as txn:
            for words in texts:
                txn.create(" ".join(words), "world", "general", 0.5, created="2026-10-01T00:00:00Z")
        with store.transaction() as txn:
            full = search.DuplicateFinder(list(txn.records()))
            cached = search_cache.duplicate_finder(txn)
            assert isinstance(cached, search_cache.CachedDuplicateFinder)
            query = " ".join(probe)
            assert cached.find(query) == full.find(query)
            extra = txn.create(query, "world", "general", 0.5)
            full.add(extra)
            cached.add(extra)
            assert cached.find(query) == full.find(query)
            txn.discard()


def test_capture_dedupes_through_the_cache(workspace):
    seed("User drinks green tea every morning")
    ids("tea")  # builds the cache
    result = ok_json("capture", "User drinks green tea every morning!")
    assert result["action"] == "reinforced" and result["id"] == "mem_test_001"
    ids("tea")
    assert ok_json("capture", "User drinks black coffee at night")["action"] == "created"


# ---------------------------------------------------------------- writers keep the cache current
def cached_index(workspace):
    """The index recall would use, failing (CacheInvalid) if it would have to rebuild."""
    view = Store(workspace, NOW).current_view()
    assert view is not None, "the catalog is not current"
    return search_cache.decode(search_file(workspace).read_bytes(), view)


def assert_cache_matches_a_full_build(workspace):
    view = Store(workspace, NOW).current_view()
    cached = cached_index(workspace)  # raises CacheInvalid if stale
    built = search.SearchIndex.build(list(view))
    live = sorted((p, i) for p, i in zip(cached.positions, cached.ids, strict=True) if p >= 0)
    assert [i for _, i in live] == built.ids
    assert (cached.live, cached.average) == (built.total, built.average)
    for query in ("tea", "coffee lemon", "note milk", "garden"):
        expect = [(without_importance(h.record), h.score, h.context) for h in search.rank(built, query, NOW, 10)]
        got = [(without_importance(h.record), h.score, h.context) for h in search.rank(cached, query, NOW, 10)]
        assert got == expect


def without_importance(record: dict) -> dict:
    """A record but its stored importance (computed from baseImportance/decayFrom wherever
    a score is read; index.json's is the one its last write or decay stored)."""
    return {key: value for key, value in record.items() if key != "importance"}


def test_writes_refresh_the_cache_instead_of_leaving_a_rebuild(workspace):
    seed(*[f"Note {n}: tea with {'lemon' if n % 2 else 'milk'}" for n in range(1, 30)])
    ids("tea")  # builds the cache
    capture("Coffee in the garden")
    assert_cache_matches_a_full_build(workspace)
    capture("Coffee in the garden")  # a duplicate: reinforces mem_test_030
    assert_cache_matches_a_full_build(workspace)
    ok("reinforce", "mem_test_003", "mem_test_004")
    assert_cache_matches_a_full_build(workspace)
    ok_json("recall", "lemon", "--reinforce", "--json")
    assert_cache_matches_a_full_build(workspace)
    ok("capture", "--batch", "-", input='{"content": "Tea ceremony notes from Kyoto"}\n')
    assert_cache_matches_a_full_build(workspace)


def test_a_hand_edit_during_no_write_is_still_seen_after_a_refresh(workspace):
    seed("User likes green tea", "User likes black coffee")
    ids("tea")
    capture("Lemon cake recipe")  # refreshes the cache
    (path,) = [p for p in memory_files(workspace) if "green" in p.name]
    edit_in_place(path, b"green tea", b"white tea")
    let_seconds_pass(workspace)
    assert Store(workspace, NOW).current_view() is None  # the sweep sees the file moved
    assert ids("white") == ["mem_test_001"]


def test_a_cached_record_whose_file_changed_is_never_returned(workspace):
    seed("User likes green tea")
    ids("tea")
    (path,) = memory_files(workspace)
    edit_in_place(path, b"green tea", b"green teas")
    index = cached_index(workspace)  # within SWEEP_SECONDS: the listing is not re-checked
    try:
        index.record(0)
    except FilesChanged:
        pass
    else:
        raise AssertionError("a record was read although its file changed")


def test_a_forget_leaves_a_tombstone_not_a_rebuild(workspace, monkeypatch):
    seed(*[f"Note {n}: tea with {'lemon' if n % 2 else 'milk'}" for n in range(1, 30)])
    ids("tea")

    def no_rebuild(*args, **kwargs):
        raise AssertionError("rebuilt the search cache")

    monkeypatch.setattr(search_cache, "build", no_rebuild)
    ok("forget", "mem_test_001")
    ok("forget", "--purge", "mem_test_005")
    assert_cache_matches_a_full_build(workspace)
    found = ids("tea", "--limit", "100")
    assert "mem_test_001" not in found and "mem_test_005" not in found and len(found) == 27
    capture("Coffee in the garden")
    assert ids("garden") == ["mem_test_030"]
    assert_cache_matches_a_full_build(workspace)
    ok("decay", now=at(3).strftime("%Y-%m-%dT%H:%M:%SZ"))
    assert_cache_matches_a_full_build(workspace)


def test_many_forgets_rebuild_the_cache(workspace):
    lines = [orjson.dumps({"content": f"Note {n}: tea with lemon", "created": day(-1 - n)}) for n in range(80)]
    ok("capture", "--batch", "-", input=(b"\n".join(lines) + b"\n").decode())
    ids("tea")
    for n in range(1, 60):
        ok("forget", f"mem_test_{n:03d}")
    assert sorted(ids("tea", "--limit", "100")) == [f"mem_test_{n:03d}" for n in range(60, 81)]
    ids("tea")
    assert cached_index(workspace).dead == 0  # past the limit the cache was rebuilt without them
    assert_cache_matches_a_full_build(workspace)


def test_decay_and_updates_keep_the_cache_current(workspace):
    seed(*[f"Note {n}: tea with {'lemon' if n % 2 else 'milk'}" for n in range(1, 30)])
    ids("tea")
    # A later day: decay rewrites every memory's importance in index.json (nothing the
    # search cache derives from changes), so the cache is patched, not left stale.
    later = at(40).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert ok_json("decay", "--json", now=later)["changed"] == 29
    assert_cache_matches_a_full_build(workspace)
    assert ok_json("decay", "--json", now=later)["changed"] == 0
    assert_cache_matches_a_full_build(workspace)
    document = '{"actions": [{"action": "update", "id": "mem_test_002", "content": "Garden party with coffee"}]}'
    ok("capture", "--apply", "-", input=document)
    assert_cache_matches_a_full_build(workspace)
    assert ids("garden") == ["mem_test_002"] and "mem_test_002" not in ids("milk")


def test_consecutive_captures_serve_duplicates_from_the_cache(workspace, monkeypatch):
    seed(*[f"Note {n}: tea with {'lemon' if n % 2 else 'milk'}" for n in range(1, 30)])
    ids("tea")
    capture("Coffee in the garden")
    capture("Cocoa on the porch")

    def no_rebuild(*args, **kwargs):
        raise AssertionError("tokenized every memory to find a duplicate")

    monkeypatch.setattr(search_cache, "build", no_rebuild)
    capture("Coffee in the garden")  # a duplicate, found through the cache's postings
    assert_cache_matches_a_full_build(workspace)


def test_a_capture_after_a_lost_cache_rebuilds_it_for_the_next_ones(workspace, monkeypatch):
    seed(*[f"Note {n}: tea with {'lemon' if n % 2 else 'milk'}" for n in range(1, 30)])
    ids("tea")
    search_file(workspace).unlink()
    capture("Coffee in the garden")  # rebuilds it under the lock, then patches it
    assert_cache_matches_a_full_build(workspace)

    def no_rebuild(*args, **kwargs):
        raise AssertionError("tokenized every memory to find a duplicate")

    monkeypatch.setattr(search_cache, "build", no_rebuild)
    capture("Cocoa on the porch")
    capture("Coffee in the garden")
    assert_cache_matches_a_full_build(workspace)
    assert sorted(ids("coffee")) == ["mem_test_030"]


def test_a_recall_that_reads_an_unreadable_hand_edit_answers_from_the_index(workspace):
    seed("User likes green tea", "User likes black coffee")
    ids("tea")
    (path,) = [p for p in memory_files(workspace) if "green" in p.name]
    path.write_bytes(b"---\nimportance: [unclosed\n---\nUser likes white tea\n")  # in place, unparseable
    (other,) = [p for p in memory_files(workspace) if "black" in p.name]
    edit_in_place(other, b"black coffee", b"black tea")  # a good edit: its sync is a write
    for _ in range(2):  # never vouched for: every read goes to the index, and says why
        result = ok("recall", "tea", "--json")
        assert sorted(h["content"] for h in orjson.loads(result.stdout)) == [
            "User likes black tea",
            "User likes green tea",
        ]
        assert str(path) in result.stderr
        let_seconds_pass(workspace)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.floats(0, 1),  # base importance
            st.integers(0, 400),  # days since the decay anchor
            st.booleans(),  # pinned
            st.booleans(),  # superseded
            st.sampled_from(["user", "self", "relationship", "world"]),
        ),
        max_size=40,
    ),
    st.sampled_from([0.0, 0.2, 0.4, 0.7, 0.9, 1.0]),
    st.sampled_from([None, frozenset({0, 1}), frozenset({3})]),
)
def test_numbers_at_least_finds_exactly_the_memories_at_the_line(rows, threshold, domains):
    # the candidates are found in C with a bound on the anchor: the same memories as
    # SearchIndex.importance on every one, pinned ones whatever their anchor
    today = NOW.date().toordinal()
    records = []
    for n, (base, days, pinned, superseded, domain) in enumerate(rows):
        r = record(f"m{n}", f"memory {n}", importance=round(base, 4), domain=domain)
        r["decayFrom"] = date.fromordinal(today - days).isoformat()
        r["pinned"] = pinned
        r["supersededBy"] = "m0" if superseded else None
        records.append(r)
    index = search.SearchIndex.build(records)
    brute = []
    for n in range(index.total):
        if index.flags[n] & search.SUPERSEDED or domains is not None and index.domains[n] not in domains:
            continue
        value = index.importance(n, today)
        if value >= threshold:
            brute.append((value, n))
    assert index.numbers_at_least(threshold, NOW, domains) == brute
