"""Words, keywords, similarity and duplicates; Unicode; the Markdown file format."""

from __future__ import annotations

import pytest
import yaml
from helpers_store import capture, day, memories, memory_files, ok, ok_json, seed
from hippocampus import memory_file, relations, scoring, text
from hippocampus.errors import InvalidInput
from hippocampus.search import DuplicateFinder
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def recall_ids(query: str, *options: str) -> list[str]:
    return [hit["id"] for hit in ok_json("recall", query, *options)]


# ---------------------------------------------------------------- words
def test_names_are_the_capitalised_words_past_the_first():
    assert text.names("What do Melanie's kids like?") == {"melanie"}
    assert text.names("what are John's goals with the Wolves?") == {"john", text.stem("wolves")}  # stemmed as search terms are
    assert text.names("Which office does Pavel Weber work in now?") == {"pavel", "weber"}
    assert text.names("Deploy the billing service") == set()  # a first word is capitalised anyway
    assert text.names("Is it true that I always do this? What about Ana") == {"ana"}  # "I", "What": stopwords
    assert text.names("Über Straße") == {text.stem("straße".casefold())}
    assert text.names("東京に行った Taro") == {"taro"} and text.names("東京 大阪") == set()  # no capitals, no names


@given(st.text())
def test_names_are_always_search_terms_of_the_text(value):
    assert text.names(value) <= set(text.search_terms(value))


def test_tokens_are_whole_words():
    assert "art" not in text.tokens("We start the project tomorrow")
    assert "start" in text.tokens("We start the project tomorrow")
    assert text.tokens("Don't PANIC") == ["dont", "panic"]


def test_recall_matches_words_not_substrings():
    seed("We start the project tomorrow", "Smart people partake in art")
    assert recall_ids("art") == ["mem_test_002"]
    assert recall_ids("tar") == []
    assert recall_ids("star") == []


def test_recall_returns_only_memories_whose_own_words_match():
    """The issue: recall returns results "that have any relevance", and "art" must not
    match "start". Two memories captured one after the other (the usual case) must not
    pull each other into the results when only one of them matches the query."""
    capture("We start the project tomorrow", "--importance", "0.9")
    capture("Smart people partake in art", "--importance", "0.9")
    assert recall_ids("art") == ["mem_test_002"]


def test_possessives_are_found_by_the_plain_word():
    assert text.tokens("My wife's name is Anna") == ["my", "wife", "name", "is", "anna"]
    assert text.tokens("Don't stop") == ["dont", "stop"]
    memory_id = capture("My wife\u2019s name is Anna", "--importance", "0.7")
    assert recall_ids("wife") == [memory_id]
    assert recall_ids("wife's") == [memory_id]


def test_recall_is_case_insensitive():
    capture("PostgreSQL is our Billing database", "--importance", "0.7")
    assert recall_ids("postgresql") == ["mem_test_001"]
    assert recall_ids("POSTGRESQL BILLING") == ["mem_test_001"]
    assert recall_ids("Billing") == ["mem_test_001"]


def test_cyrillic_is_stored_exactly_and_found_case_insensitively(workspace):
    content = "Пользователь живёт в Москве и любит Чайковского"
    memory_id = capture(content, "--importance", "0.8", "--category", "факт")
    record = memories(workspace)[memory_id]
    assert record["content"] == content
    assert record["category"] == "факт"
    assert "москве" in record["keywords"]
    files = memory_files(workspace)
    assert len(files) == 1 and content in files[0].read_text("utf-8")
    assert recall_ids("москве") == [memory_id]
    assert recall_ids("МОСКВЕ") == [memory_id]
    assert recall_ids("чайковского") == [memory_id]
    assert recall_ids("моск") == []  # a word, not a prefix


def test_cjk_is_stored_exactly_and_found_by_a_word_inside_a_run(workspace):
    memory_id, other = seed(
        {"content": "我喜欢喝绿茶", "importance": 0.8}, {"content": "東京で寿司を食べた", "importance": 0.8}
    )
    assert memories(workspace)[memory_id]["content"] == "我喜欢喝绿茶"
    assert recall_ids("绿茶") == [memory_id]
    assert recall_ids("寿司") == [other]
    assert recall_ids("红茶") == [memory_id]  # shares the character 茶
    assert recall_ids("咖啡") == []


def test_emoji_and_accents_are_kept(workspace):
    memory_id = capture("Café Zoë serves 🍕 on Fridays", "--importance", "0.6")
    assert memories(workspace)[memory_id]["content"] == "Café Zoë serves 🍕 on Fridays"
    assert recall_ids("café") == [memory_id]
    assert recall_ids("zoë") == [memory_id]
    assert recall_ids("cafe") == []


@pytest.mark.parametrize("stored_form, query_form", [("NFD", "NFC"), ("NFC", "NFD")])
def test_composed_and_decomposed_unicode_find_each_other(workspace, stored_form, query_form):
    import unicodedata

    content = unicodedata.normalize(stored_form, "Андрей runs the café")
    memory_id = capture(content, "--importance", "0.7")
    assert memories(workspace)[memory_id]["content"] == content  # stored as given
    assert recall_ids(unicodedata.normalize(query_form, "андрей")) == [memory_id]
    assert recall_ids(unicodedata.normalize(query_form, "CAFÉ")) == [memory_id]


def test_query_is_data_never_code():
    capture("The deploy script lives in ops", "--importance", "0.7")
    for query in ["$(rm -rf /)", "(.*", "[", "'; DROP TABLE memories; --", "\\", "{{7*7}}", "*"]:
        assert ok_json("recall", query) == []
    assert recall_ids("deploy (.*") == ["mem_test_001"]


# ---------------------------------------------------------------- keywords
def test_keywords_are_frequent_content_words_in_order():
    words = text.extract_keywords("The PostgreSQL database is fast; PostgreSQL scales and the database is ours")
    assert words[:2] == ["postgresql", "database"]
    assert "the" not in words and "is" not in words
    assert set(words) <= {"postgresql", "database", "fast", "scales", "ours"}


def test_keywords_drop_stopwords_short_words_and_numbers():
    assert text.extract_keywords("I am at it in 2026 ok") == []
    assert text.extract_keywords("Я живу в Москве") == ["живу", "москве"]
    assert text.extract_keywords("我喜欢绿茶") == ["我喜", "喜欢", "欢绿", "绿茶"]


def test_a_very_long_word_is_no_keyword():
    assert text.extract_keywords("x" * 20_000) == []
    assert text.extract_keywords("deploy " + "y" * 41 + " staging") == ["deploy", "staging"]


def test_keywords_limit():
    assert len(text.extract_keywords(" ".join(f"word{n}x" for n in range(20)))) == 6


def test_capture_extracts_keywords_unless_given(workspace):
    first = capture("The billing service runs on Kubernetes", "--importance", "0.6", now=day(-1))
    second = capture("Lunch is at noon", "--keywords", "Food, lunch ,food", "--importance", "0.6")
    stored = memories(workspace)
    assert stored[first]["keywords"] == ["billing", "service", "runs", "kubernetes"]
    assert stored[second]["keywords"] == ["food", "lunch"]
    assert recall_ids("food") == [second]  # keywords are searched too


@given(st.text())
def test_tokens_and_keywords_never_crash(value):
    words = text.tokens(value)
    assert all(w == w.casefold() and w for w in words)
    assert len(text.extract_keywords(value)) <= 6


# ---------------------------------------------------------------- duplicates
def test_always_and_never_are_not_duplicates(workspace):
    assert text.similarity("I always use tabs", "I never use tabs") == 0.0
    a = capture("I always use tabs")
    b = capture("I never use tabs")
    assert a != b
    assert len(memories(workspace)) == 2
    assert len(memory_files(workspace)) == 2


def test_different_numbers_are_not_duplicates(workspace):
    assert (
        text.similarity(
            "The weekly sync moved to room 4 on the third floor", "The weekly sync moved to room 5 on the third floor"
        )
        == 0.0
    )
    assert text.similarity("Release 2.4 shipped on Friday", "release 2.4 shipped on friday!") == 1.0
    capture("The standup is at 9 every weekday morning in the big room")
    capture("The standup is at 10 every weekday morning in the big room")
    assert len(memories(workspace)) == 2


def test_different_objects_are_not_duplicates(workspace):
    capture("I use vim")
    capture("I use emacs")
    assert len(memories(workspace)) == 2


@pytest.mark.parametrize(
    "first, second",
    [
        ("Use npm, not yarn, for the frontend repo", "Use yarn, not npm, for the frontend repo"),
        (
            "Nils Suzuki works in the Berlin office on the third floor by the kitchen",
            "Eva Suzuki works in the Berlin office on the third floor by the kitchen",
        ),
        ("For the billing service prefer Postgres over MySQL", "For the billing service prefer MySQL over Postgres"),
    ],
)
def test_capture_never_merges_a_reversed_pair_or_another_person(workspace, first, second):
    """Issue 11: these pass the token-set check (Jaccard >= 0.8, same negations and
    numbers) and were merged; relations.is_duplicate now vetoes them."""
    assert text.similarity(first, second) >= text.DUPLICATE_THRESHOLD
    capture(first)
    assert ok_json("capture", second)["action"] == "created"
    assert len(memories(workspace)) == 2


def test_near_duplicate_capture_reinforces_instead_of_copying(workspace):
    first = ok_json("capture", "User prefers dark mode in every editor")
    assert first["action"] == "created"
    before = memories(workspace)[first["id"]]
    files_before = {p: p.read_bytes() for p in memory_files(workspace)}
    again = ok("capture", "user prefers dark mode in every editor!")
    assert "reinforced" in again.stdout and first["id"] in again.stdout
    after = memories(workspace)
    assert list(after) == [first["id"]]
    assert after[first["id"]]["timesReinforced"] == 1
    assert after[first["id"]]["importance"] == scoring.reinforced(before["importance"])
    # no copy: the one file keeps the absorbed text, word for word, in its mergedFrom
    (path,) = memory_files(workspace)
    assert list(files_before) == [path]
    assert [m["content"] for m in after[first["id"]]["mergedFrom"]] == ["user prefers dark mode in every editor!"]
    assert "user prefers dark mode in every editor!" in path.read_text("utf-8")
    assert ok_json("capture", "User prefers dark mode in every editor")["action"] == "reinforced"
    again = ok_json("capture", "user prefers dark mode in every editor!")  # the same text twice: kept once
    assert memories(workspace)[first["id"]]["timesReinforced"] == 3
    assert len(memories(workspace)[first["id"]]["mergedFrom"]) == 1 and again["action"] == "reinforced"


def test_duplicate_finder_agrees_with_similarity():
    records = [
        {"id": "mem_test_001", "content": "User prefers dark mode in every editor"},
        {"id": "mem_test_002", "content": "I always use tabs"},
    ]
    finder = DuplicateFinder(records)
    assert finder.find("user prefers DARK mode in every editor")["id"] == "mem_test_001"
    assert finder.find("I never use tabs") is None
    assert finder.find("I always use spaces") is None
    assert finder.find("") is None


words = st.sampled_from("alpha beta gamma delta tabs spaces vim emacs never always the use dark mode".split())


@given(
    st.lists(st.lists(words, min_size=1, max_size=8).map(" ".join), min_size=1, max_size=8),
    st.lists(words, min_size=1, max_size=8).map(" ".join),
)
def test_duplicate_finder_finds_the_best_match_the_brute_force_way(contents, query):
    """The finder's answer is the brute-force best among the texts that pass the token-set
    gate and that relations.is_duplicate also calls one memory (issue 11 added that veto:
    "never use tabs" and "use tabs never" share every token)."""
    records = [{"id": f"mem_{n:03d}", "content": c} for n, c in enumerate(contents, 1)]
    found = DuplicateFinder(records).find(query)
    scores = [text.similarity(query, c) if relations.is_duplicate(query, c) else 0.0 for c in contents]
    best = max(scores)
    if best >= text.DUPLICATE_THRESHOLD:
        assert found is not None and text.similarity(query, found["content"]) == best
    else:
        assert found is None


# ---------------------------------------------------------------- the Markdown file
categories = (
    st.one_of(
        st.from_regex(r"[^\W_][\w .+-]{0,40}", fullmatch=True),
        st.sampled_from(
            ["null", "true", "yes", "1.5", "1e5", "0x10", "012", "1_000", "2026", "no", "on", "nan", "inf"]
        ),
    )
    .filter(lambda c: ".." not in c)
    .map(lambda c: memory_file.check_category(c))
    .filter(lambda c: memory_file._CATEGORY.match(c) is not None and memory_file.check_category(c) == c)
)
# Strings YAML would read as something else (null, bool, number, date, syntax) unless quoted.
YAML_TRICKY = [
    "null", "Null", "~", "true", "yes", "No", "on", "off", "y", "1.5", "1e5", "0x10", "0o7", "012", "1_000",
    "2026-01-01", "2026-01-01T10:00:00Z", ".inf", "-.inf", ".nan", "- a", "a: b", "a:b", "#x", "x #y", "[a]",
    "{a}", "'q'", '"q"', "&a", "*a", "!tag", "%x", "@x", "`x", "|", ">", "---", "...", " lead", "trail ",
    "a\nb", "\t", "=", "<<", "?", ", ", "\u2028", "\x85", "\ufeffbom", "é", "\U0001f600",
]  # fmt: skip
tricky = st.sampled_from(YAML_TRICKY)
contents = (
    st.one_of(st.text(min_size=1), tricky, tricky.map(lambda t: f"{t}\n---\n{t}"))
    .map(text.normalize_content)
    .filter(bool)
)
keyword_lists = st.lists(st.one_of(st.text(max_size=20), tricky), max_size=8).map(memory_file.check_keywords)
sources = st.one_of(st.none(), st.text(max_size=200), tricky)


@settings(max_examples=300, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(
    content=contents,
    category=categories,
    keywords=keyword_lists,
    source=sources,
    domain=st.sampled_from(memory_file.DOMAINS),
    importance=st.integers(0, 100).map(lambda n: n / 100),
    number=st.integers(1, 10**6),
)
def test_render_then_parse_is_identity_for_the_editable_fields(
    content, category, keywords, source, domain, importance, number
):
    record = {
        "id": f"mem_{number:03d}",
        "domain": domain,
        "category": category,
        "content": content,
        "importance": importance,
        "created": "2026-11-29T10:00:00Z",
        "updated": "2026-11-30T08:00:00Z",
        "keywords": keywords,
        "source": source,
    }
    rendered = memory_file.render(record)
    assert rendered == memory_file.render(dict(record))  # deterministic
    fields = memory_file.parse(rendered, "user/x.md")
    assert fields["content"] == content
    assert fields["category"] == category
    assert fields["keywords"] == keywords
    assert fields["domain"] == domain
    assert fields["importance"] == importance
    assert fields.get("source") == source
    assert fields["id"] == record["id"]
    assert fields["created"] == "2026-11-29T10:00:00Z"
    assert fields["updated"] == "2026-11-30T08:00:00Z"


@given(st.floats(0, 1))
def test_file_importance_is_the_score_to_two_places(importance):
    record = {
        "id": "mem_test_001",
        "domain": "user",
        "category": "x",
        "content": "c",
        "importance": importance,
        "created": "2026-11-29T10:00:00Z",
    }
    assert memory_file.parse(memory_file.render(record), "f")["importance"] == round(importance, 2)


def _parse_or_refuse(value: str) -> None:
    try:
        fields = memory_file.parse(value, "user/hand.md")
    except InvalidInput as exc:
        assert "user/hand.md" in str(exc)
        return
    assert isinstance(fields["content"], str)
    if "importance" in fields:
        assert 0.0 <= fields["importance"] <= 1.0
    if "domain" in fields:
        assert fields["domain"] in memory_file.DOMAINS
    if "keywords" in fields:
        assert all(isinstance(k, str) for k in fields["keywords"])
    if "category" in fields:
        assert "/" not in fields["category"] and ".." not in fields["category"]


@settings(max_examples=300)
@given(st.text())
def test_arbitrary_text_never_crashes_the_parser(value):
    _parse_or_refuse(value)


yaml_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**300, max_value=10**400)
    | st.floats()
    | st.text(max_size=30)
    | st.dates()
    | st.datetimes(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)
frontmatter_keys = st.sampled_from([*memory_file.FIELDS, "content", "other", ""])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(frontmatter_keys, yaml_values, max_size=6), st.text(max_size=100))
def test_arbitrary_frontmatter_never_crashes_the_parser(meta, body):
    _parse_or_refuse("---\n" + yaml.safe_dump(meta, allow_unicode=True) + "---\n" + body)


@pytest.mark.parametrize(
    "document",
    [
        "---\nimportance: " + "9" * 400 + "\n---\nhuge number",
        "---\nimportance: .nan\n---\nx",
        "---\nimportance: .inf\n---\nx",
        "---\nimportance: [1]\n---\nx",
        "---\nimportance: high\n---\nx",
        "---\ncategory: ../../etc\n---\nx",
        "---\ncategory: /abs\n---\nx",
        '---\ncategory: "a\\0b"\n---\nx',
        "---\ndomain: mars\n---\nx",
        "---\nid: ../../etc/passwd\n---\nx",
        "---\nkeywords: {a: 1}\n---\nx",
        "---\nsource: !!python/object/apply:os.system [ls]\n---\nx",
        "---\n: : :\n---\nx",
        "---\nkey: [unclosed\n---\nx",
        "---\ncreated: last week\n---\nx",
        "a\x00b",
    ],
)
def test_bad_frontmatter_is_refused_with_the_file_named(document):
    with pytest.raises(InvalidInput, match="user/hand.md"):
        memory_file.parse(document, "user/hand.md")


def test_file_without_frontmatter_is_just_content():
    assert memory_file.parse("Just a note\nwith two lines\n", "f") == {"content": "Just a note\nwith two lines"}


@given(st.text())
def test_normalize_content_is_idempotent_and_keeps_letters(value):
    once = text.normalize_content(value)
    assert text.normalize_content(once) == once
    assert "\r" not in once and "\x00" not in once
    assert [c for c in value if c.isalnum()] == [c for c in once if c.isalnum()]


@given(st.text())
def test_slug_is_a_safe_file_name_part(value):
    slug = memory_file.slug(value)
    assert slug and "/" not in slug and "\x00" not in slug and not slug.startswith(".")
    assert len(slug.encode("utf-8")) <= 40


_TRICKY_WORDS = st.sampled_from(
    [
        "tea",
        "mem_test_001",
        "passing-mention",
        "_x",
        "-x",
        "x-",
        "a_b",
        "yes",
        "no",
        "on",
        "off",
        "true",
        "false",
        "null",
        "y",
        "n",
        "e1",
        "inf",
        "nan",
        "x:y",
        "x: y",
        "#x",
        "x #y",
        "Tea",
        "café",
        "茶",
        "2026-11-29",
        "2026-11-29T10:00:00Z",
        "2026-11-29T10:00:00",
        "12",
        "0.5",
        "",
        " ",
        "a b",
        "~",
        "<<",
        "=",
        "x" * 950,
    ]
)
_TRICKY_VALUES = st.one_of(
    st.none(),
    _TRICKY_WORDS,
    st.text(max_size=20),
    st.floats(allow_nan=False, allow_infinity=False).map(lambda x: round(x, 2)),
    st.sampled_from([0.0, 1.0, 0.5, 0.84, 1e-05, 123456789.0, 1e16]),
    st.integers(-5, 10**6),
    st.lists(_TRICKY_WORDS, max_size=6),
)


# Text made of what decides a YAML style: indicators, quotes, spaces, digits, non-ASCII.
_TRICKY_TEXT = st.text(alphabet=list("aXyn é茶:#-?,[]{}'\"!&*|>%@`.~<=019\t\xa0\x85\ufeff\u2028\u2029\r\n"), max_size=12)
_MAPPINGS = st.dictionaries(
    st.sampled_from(["content", "source", "created", "importance", "yes"]),
    st.one_of(_TRICKY_WORDS, _TRICKY_TEXT, st.none(), st.sampled_from([0.37, 1, 2.5e-07, True])),
    max_size=4,
)


@given(
    st.dictionaries(
        st.sampled_from(
            ["id", "domain", "category", "importance", "created", "keywords", "source", "x", "mergedFrom", "reason", "On"]
        ),
        st.one_of(_TRICKY_VALUES, _TRICKY_TEXT, st.lists(_TRICKY_TEXT, max_size=3), st.lists(_MAPPINGS, max_size=3)),
    ),
    st.text(max_size=80),
)
def test_plain_rendering_is_byte_identical_to_frontmatter(meta, content):
    fast = memory_file._render_plain(meta, content)
    if fast is not None:  # None: not sure of it, and render takes frontmatter's path
        assert fast == memory_file._render_yaml(meta, content)


@given(
    st.dictionaries(
        st.sampled_from(
            ["id", "domain", "keywords", "source", "x", "mergedFrom", "supersededBy", "evidence", "On", "validUntil"]
        ),
        st.one_of(_TRICKY_VALUES, _TRICKY_TEXT, st.lists(_TRICKY_TEXT, max_size=3), st.lists(_MAPPINGS, max_size=3)),
    ),
)
def test_what_is_read_without_pyyaml_is_what_pyyaml_reads(meta):
    text = memory_file._render_plain({**meta, "keywords": ["k"]}, "Text")
    if text is not None:
        meta_text, _ = memory_file.split(text)
        fast = memory_file._fast_meta(meta_text)
        assert fast is not None  # everything _render_plain writes is read back without PyYAML
        assert fast == memory_file._yaml_meta(meta_text, "f")


# Frontmatter lines a person might write, or a damaged file hold: each read without PyYAML
# must be read as PyYAML reads it, or left to PyYAML.
_LINE_TEXT = st.text(alphabet=list("aXy0129.:,-' []{}#~\" 茶"), max_size=24)


_KEY = st.sampled_from(["id", "source", "mergedFrom", "On", "k-2", "content", "created"])
_DOC_LINE = st.one_of(
    st.builds("{}: {}".format, _KEY, _LINE_TEXT),
    st.builds("{}: [{}]".format, _KEY, _LINE_TEXT),
    st.builds("{}:".format, _KEY),
    st.builds("- {{{}: {}, {}: {}}}".format, _KEY, _LINE_TEXT, _KEY, _LINE_TEXT),
    st.builds("- {{{}}}".format, _LINE_TEXT),
)


@given(st.lists(_DOC_LINE, max_size=5))
def test_a_frontmatter_read_without_pyyaml_is_never_read_otherwise(lines):
    meta_text = "\n".join(lines)
    fast = memory_file._fast_meta(meta_text)
    if fast is not None:
        assert fast == memory_file._yaml_meta(meta_text, "f")


def test_plain_rendering_covers_a_usual_memory():
    record = {
        "id": "mem_test_042",
        "domain": "user",
        "category": "preference",
        "content": "User prefers vim",
        "importance": 0.8,
        "created": "2026-11-29T10:00:00Z",
        "keywords": ["vim", "editor"],
    }
    meta = {
        "id": "mem_test_042",
        "domain": "user",
        "category": "preference",
        "importance": 0.8,
        "created": "2026-11-29T10:00:00Z",
        "updated": "2026-11-29T10:00:00Z",
        "keywords": ["vim", "editor"],
        "source": None,
    }
    assert memory_file._render_plain(meta, record["content"]) is not None
    assert memory_file.render(record) == memory_file._render_yaml(meta, record["content"])


def test_a_last_value_ending_in_a_unicode_space_reads_back():
    record = {
        "id": "mem_test_001",
        "domain": "user",
        "category": "null",
        "content": "0",
        "importance": 0.0,
        "created": "2026-11-29T10:00:00Z",
        "keywords": [],
        "source": "\xa0",  # found by the round-trip property below: frontmatter stripped it
    }
    assert memory_file.parse(memory_file.render(record), "f")["source"] == "\xa0"
    record["source"] = "a\x85b"  # NEL: PyYAML's own round trip turns it into a space
    assert memory_file.parse(memory_file.render(record), "f")["source"] == "a\x85b"


def test_yaml_rendering_is_frontmatters_for_ordinary_values():
    import frontmatter

    meta = {"id": "mem_test_001", "domain": "user", "category": "Café", "keywords": ["a b", "2026"], "source": "chat: 1"}
    expected = frontmatter.dumps(frontmatter.Post("Text", **meta), sort_keys=False, default_flow_style=None, width=1000)
    assert memory_file._render_yaml(meta, "Text") == expected + "\n"
