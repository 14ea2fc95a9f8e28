"""signals.py: which signals a text carries, which it states, who they are about, and the
default domain; in English, Chinese, Japanese, Russian, German, Spanish and French."""

from __future__ import annotations

from pathlib import Path

import fixtures_transcripts as fx
import orjson
import pytest
from hippocampus import signals as sig
from hippocampus.capture import make_item, resolve
from hypothesis import given, settings
from hypothesis import strategies as st

LABELLED = Path(__file__).resolve().parent.parent / "bench" / "data" / "chat_labelled.jsonl"


def stated(text: str) -> set[str]:
    return {claim.signal for claim in sig.claims(text)}


# (text, the keep-worthy signal it states, who it is about)
STATED = [
    ("User prefers dark mode in every editor", "preference", sig.USER),
    ("The user decided to move the newsletter to Buttondown", "decision", sig.USER),
    ("Alice is the tech lead on Falcon", "person-project-fact", sig.OTHER),
    # a role's new holder weighs as the first one did
    ("Bo Li is now the tech lead for Falcon", "person-project-fact", sig.OTHER),
    ("Falcon's tech lead is now Bo Li", "person-project-fact", sig.OTHER),
    ("Bo Li took over as tech lead for Falcon", "person-project-fact", sig.OTHER),
    ("Tom likes his reports as PDFs, not Google Docs", "preference", sig.OTHER),
    ("I always run the formatter before I commit", "preference", sig.SPEAKER),
    ("I can't stand tabs in YAML files", "preference", sig.SPEAKER),
    ("Please never put emojis in commit messages.", "preference", sig.SPEAKER),
    ("We agreed to freeze the schema until the March release", "decision", sig.WE),
    ("Let's stick with SQLite until we have real traffic", "decision", sig.WE),
    ("Remember that my brother Luca visits from the 3rd to the 10th", "remember-request", sig.YOU),
    ("remember: the VPN config lives in ~/work/vpn/office.ovpn", "remember-request", sig.YOU),
    ("Remember to always ask before deleting files", "remember-request", sig.YOU),
    ("I'm allergic to penicillin", "person-project-fact", sig.SPEAKER),
    ("Our CI runs on Buildkite, not GitHub Actions", "person-project-fact", sig.WE),
    ("我更喜欢简短的回答，不要太啰嗦", "preference", sig.SPEAKER),
    ("我们决定下个月把服务迁移到阿里云", "decision", sig.WE),
    ("请记住，我每周三晚上要上日语课", "remember-request", sig.YOU),
    ("张伟是凤凰项目的技术负责人", "person-project-fact", sig.OTHER),
    ("辛い食べ物は苦手です", "preference", sig.SPEAKER),
    ("田中さんはSlackよりメールの方が好きです", "preference", sig.OTHER),
    ("新しいプロジェクトはTypeScriptで書くことにしました", "decision", sig.WE),
    ("私が左利きだということを覚えておいてください", "remember-request", sig.YOU),
    ("Я предпочитаю короткие ответы без воды", "preference", sig.SPEAKER),
    ("Пользователь предпочитает тёмную тему", "preference", sig.USER),
    ("Мы решили перенести базу на PostgreSQL 16", "decision", sig.WE),
    ("Не забудь, что сервер статистики в Казани", "remember-request", sig.YOU),
    ("Ich bevorzuge kurze Antworten ohne Aufzählungen", "preference", sig.SPEAKER),
    ("Decidimos usar Django para el nuevo portal", "decision", sig.WE),
    ("N'oublie pas qu'on ne déploie jamais le vendredi", "remember-request", sig.YOU),
]


@pytest.mark.parametrize(("text", "signal", "person"), STATED)
def test_statements_are_claims_about_the_right_person(text, signal, person):
    claims = [c for c in sig.claims(text) if c.signal == signal]
    assert claims, sig.claims(text)
    assert claims[0].person == person
    assert signal in sig.detect_signals(text)  # preprocess sees what the heuristic keeps


# What looks like a signal and states none: thanks and reactions, denials, questions,
# hypotheticals, plans to think it over, chores, choices about the code on screen.
NOT_STATED = [
    "I love this, thanks!",
    "I like that idea",
    "lol I love how you handled the edge case there",
    "I love the ending of that story!",
    "I never said that.",
    "No, I never asked you to delete the tests",
    "I never said I prefer Python",
    "Remember this photo?",
    "Do you remember what we decided about the cache?",
    "Remember the good old days",
    "Please remember this.",
    "I remember when this took an hour to build",
    "What's my favorite editor again?",
    "If I preferred the light theme, how would I switch?",
    "Suppose we decided to go serverless, what would break?",
    "I might prefer the compact layout, let me sleep on it",
    "We haven't decided on the database yet",
    "don't forget to attach the screenshot",
    "let's use a dict here instead of a list",
    "we decided to take a break, back tomorrow",
    "I always forget how to do this in git",
    "I never used Docker before",
    "I don't want to use any external libraries",
    "My code:\n```python\n# I prefer explicit loops\n```",
    "Rewrite this:\nI have always been passionate about products. I love teamwork.",
    "Rewrite this: I prefer short emails and I live in Oslo",
    "Translate to German: I prefer dark mode",
    "太好了，我喜欢这个！",
    "我从来没说过这句话",
    "记得这张照片吗？",
    "我们还没决定用哪个框架",
    "别忘了把日志附上",
    "就用这个变量名吧",
    "これいいね、好き！",
    "この写真覚えてる？",
    "どっちのデザインが好きですか？",
    "まだ決めていません",
    "承知しました。覚えておきます。",
    "Класс, мне нравится!",
    "Я никогда не просил удалять эти файлы",
    "Помнишь эту фотку?",
    "Что мы решили насчёт кэша?",
    "Давай используем тут список вместо словаря",
    "Хорошо, я это запомню.",
    "Super, das gefällt mir",
    "Me encanta, ¡genial!",
    "Yo nunca dije eso",
    "J'adore, c'est parfait",
    "Tu te souviens de cette photo ?",
]


@pytest.mark.parametrize("text", NOT_STATED)
def test_reactions_denials_questions_and_plans_state_nothing(text):
    assert not stated(text), sig.claims(text)


def test_reactions_and_denials_carry_no_preference_at_all():
    # Not just unclaimed: preprocess does not offer them as preferences either.
    for text in (
        "I love this, thanks!",
        "I never said that.",
        "I love it",
        "我喜欢你的回答",
        "Мне нравится твой ответ",
    ):
        assert "preference" not in sig.detect_signals(text), text


def test_a_standing_reminder_is_a_request_a_chore_is_not():
    assert stated("Remember to always run black before committing") == {"remember-request"}
    assert not stated("Remember to push the branch when you're done")


@pytest.mark.parametrize(
    ("text", "domain"),
    [
        ("我喜欢用 Vim 写代码", "user"),
        ("我们决定下个月把服务迁移到阿里云", "relationship"),
        ("私は朝型なので、会議は午前中がいいです", "user"),
        ("私たちは来月からリモートワークに切り替えることに決めました", "relationship"),
        ("Я живу в Казани", "user"),
        ("Мы решили перенести базу на PostgreSQL", "relationship"),
        ("Ich wohne in Leipzig", "user"),
        ("Wir haben entschieden, auf Kubernetes zu verzichten", "relationship"),
        ("User prefers dark mode in every editor", "user"),
        # "the user" in other languages, as in English
        ("L'utilisateur n'aime pas le fromage", "user"),
        ("Der Benutzer wohnt in Köln", "user"),
        ("El usuario prefiere el té", "user"),
        ("Alice is the tech lead on Falcon", "world"),
        ("I'm on call on a Sunday", "user"),  # "on" is not French "on"
    ],
)
def test_domain_from_pronouns(text, domain):
    assert sig.guess_domain(text) == domain


def test_domain_from_who_a_claim_is_about_when_no_pronoun_says():
    # Japanese drops "I": a preference with no one named is the speaker's.
    (claim,) = sig.claims("辛い食べ物は苦手です")
    assert sig.guess_domain("辛い食べ物は苦手です") == "world"
    assert sig.guess_domain("辛い食べ物は苦手です", claim.person) == "user"


def test_capture_defaults_read_third_person_notes():
    resolved = resolve(make_item({"content": "User prefers dark mode in every editor"}, "content"))
    assert (resolved["category"], resolved["importance"], resolved["domain"]) == ("preference", 0.8, "user")
    resolved = resolve(make_item({"content": "The user decided to drop the Windows build"}, "content"))
    assert (resolved["category"], resolved["importance"]) == ("decision", 0.75)
    assert resolve(make_item({"content": "我们决定用 PostgreSQL"}, "content"))["domain"] == "relationship"


def test_sentences_do_not_split_inside_names_and_versions():
    assert sig.sentences("Use v1.2 of example.com. Then stop!") == ["Use v1.2 of example.com.", "Then stop!"]
    assert sig.sentences("我喜欢茶。你呢？") == ["我喜欢茶。", "你呢？"]


# One example of each alternative of the signals that are a single pattern, not forms.
OTHER_SIGNALS = [
    "I'm so stressed about it",
    "she was really upset",
    "my dad passed away",
    "we broke up",
    "I love you",
    "that means a lot to me",
    "the deadline is Friday",
    "it is due by Monday",
    "by end of the week",
    "before the 3rd",
    "no later than noon",
    "actually, it's Go",
    "no, that's wrong",
    "that's not what I said",
    "i meant the other one",
    "correction: 5pm",
    "to be clear, no",
    "not Go, but Rust",
    "you got it wrong",
    "by the way",
    "btw it works",
    "fyi the build is red",
    "мне грустно",
    "срок до пятницы",
    "на самом деле нет",
    "我压力很大",
    "截止到周五",
    "不对",
    "悲しいです",
    "締め切りは金曜",
    "違います",
]


def _labelled_and_fixture_texts() -> list[str]:
    rows = [orjson.loads(line) for line in LABELLED.read_bytes().splitlines() if line.strip()]
    texts = [r["text"] for r in rows] + [t for _, t in fx.PLANTED] + fx.USER_FILLER + fx.ASSISTANT_FILLER
    return texts + OTHER_SIGNALS + [t for t, *_ in STATED] + NOT_STATED


def test_every_other_signal_example_is_found():
    found = {name for text in OTHER_SIGNALS for name in sig.detect_signals(text)}
    assert {"emotional", "deadline", "correction", "passing-mention"} <= found
    assert all(sig.detect_signals(text) for text in OTHER_SIGNALS)


def test_triggers_never_change_a_result():
    # The literal prefilter may only skip work: on every labelled and fixture message the
    # signals are those of the full patterns, and no form matches without its trigger.
    for text in _labelled_and_fixture_texts():
        assert sig.detect_signals(text) == tuple(n for n, p in sig.PATTERNS.items() if p.search(text)), text
        for sentence in [text, *sig.sentences(text)]:
            lowered = sentence.lower()
            for name, forms in sig.FORMS.items():
                for form in forms:
                    if form.pattern.search(sentence):
                        assert sig._TRIGGER_RE[name].search(lowered), (name, sentence)
                        assert form.may_match(lowered), (name, form.needs, sentence)


def test_reading_form_by_form_or_by_union_gives_the_same_signals(monkeypatch):
    # A short process reads forms one by one (and triggers by substring), a long one
    # compiles the unions: the answer must not depend on which.
    texts = _labelled_and_fixture_texts()
    monkeypatch.setattr(sig, "_form_reads", {})
    monkeypatch.setattr(sig, "_trigger_reads", {})
    monkeypatch.setattr(sig, "UNION_AFTER", 10**9)
    by_form = [sig.detect_signals(t) for t in texts]
    monkeypatch.setattr(sig, "UNION_AFTER", 0)
    assert [sig.detect_signals(t) for t in texts] == by_form


def test_the_labelled_set_is_well_formed():
    rows = [orjson.loads(line) for line in LABELLED.read_bytes().splitlines() if line.strip()]
    assert len(rows) >= 300 and len({r["id"] for r in rows}) == len(rows)
    assert {"en", "zh", "ja", "ru"} <= {r["lang"] for r in rows}
    for r in rows:
        assert r["role"] in ("user", "assistant") and r["text"].strip()
        assert isinstance(r["keep"], bool) and (r["keep"] or not r["core"])
        assert (r["domain"] is None) == (not r["keep"])
        assert r["keep"] is False or set(r["domain"]) <= {"user", "self", "relationship", "world"}


FRAGMENTS = [
    "I prefer",
    "I love this",
    "remember",
    "Remember that",
    "we decided",
    "let's use",
    "?",
    ".",
    "!",
    ",",
    " ",
    "\n",
    "```",
    "`",
    '"',
    "If",
    "maybe",
    "my wife",
    "Alice",
    "is the tech lead on",
    "我",
    "喜欢",
    "记住",
    "吗",
    "好き",
    "覚えて",
    "Я",
    "люблю",
    "запомни",
    "İ",
    "\u200b",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=6), max_size=30).map("".join))
def test_arbitrary_text_never_crashes_and_claims_what_it_carries(text):
    signals = sig.detect_signals(text)
    claims = sig.claims(text)
    assert all(c.signal in sig.CLAIM_SIGNALS and c.person for c in claims)
    assert sig.guess_domain(text) in ("user", "self", "relationship", "world")
    if "`" not in text and '"' not in text:
        # What the heuristic keeps reaches it: preprocess picks candidates by detect_signals.
        assert {c.signal for c in claims} <= set(signals), (text, claims, signals)
