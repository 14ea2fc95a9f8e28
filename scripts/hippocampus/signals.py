"""Why a piece of text may matter: which signals it carries, who they are about, whether it
states them, and the initial importance, category and domain they imply.

Pure functions over text, plain regular expressions. Two levels:

- ``detect_signals``: every signal whose wording appears anywhere in the text. Generous on
  purpose: preprocess uses it to pick candidates for the sub-agent, which makes the real
  decision, and capture uses it for a default importance and category.
- ``claims``: the keep-worthy signals (a remember request, a preference, a decision, a fact
  about a person or project) that a sentence *states*, each with who it is about. A
  signal's wording in a question ("Remember this photo?"), a hypothetical ("what if we
  decided..."), a plan to think it over ("maybe we should...", "let me think about it"), a
  suggestion about the code on screen ("let's use a dict here") or a reminder of a chore
  ("don't forget to attach the logs") states nothing. The heuristic run loop keeps claims.

Each signal is a list of forms, each tagged with who it is about (the speaker, "we", the
person spoken to, the user named in the third person, someone else, nobody in particular),
in English, Chinese, Japanese, Russian, German, Spanish and French, plus the commonest
Arabic ones. Wording that only looks like a signal is not one: thanks and reactions to
what is on screen ("I love this", "我喜欢这个", "мне нравится!") and denials ("I never said
that") are not preferences; "I remember when..." is not a request.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from hippocampus.literals import alternation
from hippocampus.scoring import SIGNAL_IMPORTANCE

_I = re.IGNORECASE

# Who a form is about.
SPEAKER, WE, YOU, USER, OTHER, NONE = "i", "we", "you", "user", "other", "none"
# What kind of utterance a form is, beyond stating its signal. A MENTION is wording that
# makes a text worth a look (preprocess, capture's defaults) but states nothing by itself
# ("my husband and kids"), so it is never a claim.
STATE, TASK, SUGGEST, RULE, MENTION = "state", "task", "suggest", "rule", "mention"


class _Lazy:
    """A regular expression compiled on first use: this module's patterns cost ~150 ms to
    compile, which every capture, hook and preprocess process would pay at import for
    signals it may not meet (a text without a signal's trigger words never needs its
    forms, and only the run loop's heuristic reads sentences for claims)."""

    __slots__ = ("source", "flags", "_compiled")

    def __init__(self, source: str, flags: int = _I):
        self.source, self.flags, self._compiled = source, flags, None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.source, self.flags)
        return self._compiled

    @property
    def pattern(self) -> str:
        return self.source

    def __getattr__(self, name: str):  # search, match, finditer, sub, split, ...
        return getattr(self.compiled, name)


def _lazy(source: str, flags: int = 0) -> _Lazy:
    return _Lazy(source, flags)


@dataclass(frozen=True)
class _Form:
    person: str | None  # None: read it from the match's ``who`` group, else the clause's subject
    kind: str
    source: str
    default: str = NONE  # who it is about when nothing names anyone
    # Lower-case substrings without one of which it cannot match (empty: no such list);
    # checked before the form is compiled or searched (see _present).
    needs: tuple[str, ...] = ()

    def may_match(self, lowered: str) -> bool:
        return not self.needs or any(word in lowered for word in self.needs)

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.source, _I)


# (A CJK range such as [\u4e00-\u9fff] is written case-sensitive, "(?-i:...)": under
# IGNORECASE Python case-folds every character of it at compile time, ~5 ms a range.)
def needs(words: str, source: str) -> tuple[str, str]:
    """A form's source with the words (space-separated, "_" for a space) one of which it
    needs; see _Form.needs."""
    return source, words


def _forms(person: str | None, kind: str, *sources: str | tuple[str, str], default: str = NONE) -> list[_Form]:
    forms = []
    for source in sources:
        words = ()
        if isinstance(source, tuple):
            source, spec = source
            words = tuple(w.replace("_", " ") for w in spec.split())
        forms.append(_Form(person, kind, source, default, words))
    return forms


# ------------------------------------------------------------------ shared pieces
# What a reaction to the thing on screen looks like after "I love / I like / I hate": no
# object at all, or a pointer to it ("this", "that idea", "how you did it", "the second
# option"). "I hate it when..." is a preference, so "it" followed by when/if is not one.
_EN_REACTION = (
    r"(?!\s*(?:$|[,.!?;:)…]|(?:this|that|these|those|it|you|your|how|what|the\s+way|"
    r"them|both|all\s+of\s+them|each\s+one|"
    r"(?:the|your)\s+(?:(?:first|second|third|fourth|last|other|latter|former|previous|new|original|updated|"
    r"revised|final|current)\s+)?(?:idea|ideas|option|options|version|one|ones|approach|suggestion|suggestions|"
    r"change|changes|result|results|design|layout|answer|answers|response|poem|story|ending|intro|"
    r"introduction|title|titles|name|names|list|summary|draft|example|examples|explanation|joke|song|"
    r"lyrics|logo|image|picture|photo|script|email|letter|essay|paragraph|sentence|line|lines|tone|"
    r"code|solution|fix|output|rewrite|edit|edits|plan|outline|description|caption|recipe|translation|"
    r"first\s+one|second\s+one|last\s+one))\b"
    r"(?!\s+(?:when|if|whenever)\b))|"
    r"\s+to\s+(?:say|admit|break|ask|bother|interrupt|disappoint|be\s+that\s+guy)\b|"
    r"\s+(?:working|talking|chatting|speaking)\s+(?:with|to)\s+you\b)"
)
_EN_ADVERBS = (
    r"(?:(?:really|strongly|definitely|much|generally|usually|normally|kind\s+of|kinda|tend\s+to|"
    r"still|totally|absolutely|also|just|honestly|personally|very\s+much|genuinely|always)\s+)*"
)
# Verbs that make "I never ..." or "I always ..." a denial or a confession, not a habit.
_EN_NOT_HABIT = (
    r"(?!\s*(?:said|say|says|told|tell|asked|ask|meant|mean|agreed|agree|claimed|suggested|"
    r"wanted\s+you|promised|mentioned|wrote|approved|did|do|does|know|knew|forget|forgot|"
    r"remember|understand|understood|get|got|thought|think|realized|noticed|saw|see|heard|"
    r"had|have|was|am|were|been|be|seem|feel|felt|end\s+up|manage|struggle|mess|screw|confuse|mix|find|count|rely|"
    r"need|try|wonder|wondered|assume|assumed|believed|wish|hope|seen|done|made|went|gone|took|came|"
    r"heard|liked|loved|hated|wanted|\w+ed)\b)"
)
_EN_PREFERENCE_VERB = (
    r"(?:prefer|like|love|adore|hate|dislike|detest|loathe|enjoy|favou?r|can'?t\s+stand|"
    r"cannot\s+stand|don'?t\s+like|do\s+not\s+like|never\s+want|always\s+want|avoid|am\s+not\s+a\s+fan\s+of|'?m\s+not\s+a\s+fan\s+of|'?m\s+a\s+(?:big\s+|huge\s+)?fan\s+of)"
)
_EN_PREFERENCE_VERB_3 = (
    r"(?:prefers|likes|loves|adores|hates|dislikes|detests|enjoys|favou?rs|can'?t\s+stand|"
    r"cannot\s+stand|doesn'?t\s+like|does\s+not\s+like|doesn'?t\s+want|wants|avoids|"
    r"is\s+not\s+a\s+fan\s+of|isn'?t\s+a\s+fan\s+of|is\s+a\s+(?:big\s+|huge\s+)?fan\s+of)"
)
_PREFER_DEFLECT = r"(?!\s+not\s+to\s+(?:talk|discuss|say|answer|share|get\s+into|go\s+into)\b)"
# A capitalised name at the start of a third-person form, not a function word.
_NAME = (
    r"\b(?=(?-i:[A-Z]))(?!(?:It|This|That|These|Those|There|Here|What|Which|Who|Everyone|Everybody|Nobody|"
    r"No\s+one|Someone|Somebody|Anyone|Nothing|Something|Everything|Each|Every|Some|Most|All|"
    r"Many|Few|If|When|Why|How|Where|Maybe|Please|Then|So|And|But|Or|Also|Just|Now|Today|"
    r"Yesterday|Tomorrow|Honestly|Actually|Basically|Docker|Git|Python|Node|Java|Rust|Go|Everyone|"
    r"Nobody|Anybody|Users|Customers|Folks|Guys|You|We|They|Our|My|Your|Their|Its)\b)"
    r"(?!\w*(?:ers|ists|ians|ople|ren|men|ents|ies)\b)(?-i:[A-Z][a-z'\-]+(?:\s+[A-Z][a-z'\-]+)?)"
)
# "Please always / from now on" before an imperative: a standing instruction.
_EN_STANDING = (
    r"\b(?:always|never|every\s+time|each\s+time|whenever|from\s+now\s+on|going\s+forward|"
    r"in\s+(?:the\s+)?future|before\s+(?:every|each|any)|after\s+(?:every|each|any))\b"
)
_STANDING = _lazy(
    _EN_STANDING + r"|每次|以后|今后|总是|一直|永远|毎回|いつも|必ず|今後|"
    r"всегда|каждый\s+раз|впредь|в\s+будущем|\bimmer\b|jedes\s+mal|künftig|\bsiempre\b|cada\s+vez|"
    r"\btoujours\b|chaque\s+fois|à\s+l'avenir",
    _I,
)
_CJK_REACTION = r"(?!这|那|它|你|您|这样|那样|[，。！？!?,.…~～]|$)"

# ------------------------------------------------------------------ forms
REMEMBER_FORMS: list[_Form] = [
    *_forms(
        YOU,
        STATE,
        # An imperative "remember", not "I remember when", "can't remember", "do you remember".
        # At the start of a clause (after "please", "and", "also"...): "I remember when",
        # "helps us remember" and "do you remember" are not requests.
        r"(?:^|(?<=[^\w\s'’])|(?<=\n))\s*(?:(?:please|pls|and|also|just|but|so|oh|hey|ok|okay|now|always|do)\s+){0,3}"
        r"remember\b(?=\s*(?:that\b|this\b|:|,|—|–|-\s|\s+(?:my|i|i'm|i've|we|we're|our|the|me|it's)\b))",
        r"\bi\s+(?:want|need)\s+you\s+to\s+remember\b",
        r"\b(?:please\s+)?(?:don'?t|do\s+not|never)\s+forget\b(?!\s+to\b)",
        r"\b(?:keep|bear)\s+in\s+mind\b|\bfor\s+(?:future|later)\s+reference\b|\bmake\s+a\s+note\b|\bnote\s+to\s+self\b|"
        r"\bnote\s+(?:this|that)\s+down\b|\btake\s+note\b|\bremember\s+this\b|\bplease\s+note\b",
        r"(?<!我)(?<!我会)(?<!还)(?<!不)(?<!你)记住(?!了)|记下来|记一下|记好了|帮我记|别忘了(?!把|给|去|带|发|附|提交|推送|交)|"
        r"不要忘(?:了|记)(?!把|给|去|带|发|附|提交|推送|交)|千万别忘",
        r"覚えて(?:おいて|おいてね|おいてください|いてください|てね|て[:：、,。！!]|ください)|覚えといて|"
        r"忘れないで(?:ね|ください|ほしい|欲しい)?|記憶して(?:おいて|ください)|メモして(?:おいて|ください)",
        r"(?<![а-яё])(?:запомни(?:те)?|не\s+забу(?:дь|дьте)(?!\s+(?:\w+(?:ть|ти|чь)(?:ся)?)\b)|"
        r"имей(?:те)?\s+в\s+виду|учти(?:те)?|запиши(?:те)?\s+себе|на\s+будущее)(?![а-яё])",
        r"\bmerk\s+dir\b|\bmerken\s+sie\s+sich\b|\bvergiss\s+nicht\b|\bvergessen\s+sie\s+nicht\b|"
        r"\bdenk\s+dran\b|\bdenk\s+daran\b|\bbehalte?\s+im\s+hinterkopf\b",
        r"\brecuerd[ae](?:lo)?\s+que\b|\bno\s+(?:te\s+)?olvides\s+que\b|\bten\s+en\s+cuenta\b|"
        r"\bacuérdate\s+de\s+que\b|\bapunta\s+que\b|\bno\s+olvides\b(?!\s+\w+(?:ar|er|ir)\b)",
        r"\bsouviens-toi\b|\brappelle-toi\b|\bretiens\s+(?:que|bien)\b|\bn'?oublie(?:z)?\s+pas\b(?!\s+de\b)|"
        r"\bgarde\s+en\s+tête\b|\bnote\s+bien\b",
        r"(?:تذكر|تذكري|لا\s+تنس|لا\s+تنسى)",
    ),
    # Reminders of a chore ("remember to push the branch"): a request, but for now.
    *_forms(
        YOU,
        TASK,
        r"(?:^|(?<=[^\w\s'’])|(?<=\n))\s*(?:(?:please|pls|and|also|just|but|so|oh|hey|ok|okay|now|always|do)\s+){0,3}"
        r"remember\s+to\b|\b(?:don'?t|do\s+not)\s+forget\s+to\b",
        r"别忘了(?=把|给|去|带|发|附|提交|推送|交)|记得(?=把|给|去|带|发|附|提交|推送)|忘れずに",
        r"(?<![а-яё])не\s+забу(?:дь|дьте)\s+\w+(?:ть|ти|чь)(?:ся)?(?![а-яё])",
        r"\bno\s+olvides\s+\w+(?:ar|er|ir)\b|\bn'?oublie(?:z)?\s+pas\s+de\b",
    ),
]

PREFERENCE_FORMS: list[_Form] = [
    *_forms(
        None,
        STATE,
        rf"\b(?P<who>i|we)\s+{_EN_ADVERBS}{_EN_PREFERENCE_VERB}\b{_PREFER_DEFLECT}{_EN_REACTION}",
        rf"\b(?P<who>i|we)\s+(?:\w+\s+)?(?:always|never|usually|typically|normally|tend\s+to)\b{_EN_NOT_HABIT}(?=\s+\w)",
        # "you prefer" (the assistant's recap of the user), never in a question to someone.
        rf"\b(?P<who>you)\s+{_EN_ADVERBS}(?:prefer|like|love|hate|dislike|enjoy|can'?t\s+stand|don'?t\s+like|"
        rf"always|never)\b{_EN_NOT_HABIT}{_EN_REACTION}(?![^.!?\n]{{0,200}}\?)",
        rf"\b(?P<who>user|the\s+user|the\s+client|the\s+customer)\s+{_EN_ADVERBS}"
        rf"(?:{_EN_PREFERENCE_VERB_3}|always|never)\b|\b(?P<who2>(?:the\s+)?user's)\s+(?:favou?rite|preferred)\b",
        rf"(?P<who>{_NAME}|\bhe|\bshe)\s+{_EN_ADVERBS}{_EN_PREFERENCE_VERB_3}\b{_EN_REACTION}",
        r"\b(?P<who>i'?m|i\s+am|we'?re|we\s+are)\s+(?:not\s+)?(?:a\s+|such\s+a\s+)?(?:big\s+|huge\s+|massive\s+)?fan\s+of\b"
        + _EN_REACTION,
        r"\b(?P<who>my|our)\s+(?:all-time\s+)?(?:favou?rite|preferred|go-to)\b"
        r"(?!\s+(?:part|one|line|lines|bit|thing\s+about\s+(?:this|it)|of\s+(?:these|those|them|the|your)))",
        r"\b(?P<who>i'?d|i\s+would|we'?d|we\s+would)\s+(?:much\s+|really\s+)?(?:rather|prefer)\b" + _PREFER_DEFLECT,
        r"\b(?P<who>i'?m|i\s+am)\s+(?:a|an)\s+(?:morning|night|early)\s+(?:person|owl|bird)\b|"
        r"\b(?P<who2>i'?m|i\s+am)\s+(?:more\s+)?(?:a\s+)?(?:cat|dog|tea|coffee|vim|emacs|mac|linux|windows)\s+person\b",
        r"(?P<who>我们|我|用户|他|她)(?:真的|很|特别|比较|更|最|一般|一直|通常|还是|也|都|非常)*"
        r"(?:喜欢|偏好|倾向于|讨厌|不喜欢|不太喜欢|不怎么喜欢|不是很喜欢|受不了|习惯|爱用|爱喝|爱吃|更喜欢|最喜欢)"
        + _CJK_REACTION,
        r"(?P<who>我们|我)(?:总是|从来不|从不|永远不|一直都|每天都|一般都|向来|"
        r"(?:平时|平常|一般|通常|向来)都?(?:用|喝|吃|在|写|穿|坐|听|看|不用|不喝|不吃))",
        r"(?P<who>我)最喜欢的|(?P<who2>(?-i:[\u4e00-\u9fff]{1,3}))(?:喜欢|偏好|讨厌|不喜欢)(?:用|喝|吃|在|把)",
        r"(?<!これ)(?<!それ)(?<!あれ)(?<!どれ)(?:が|は|の方が|のほうが|も)(?:大?好き|嫌い|苦手|好み)|"
        r"派です|派だ|を好む|を好みます|(?:て|で)(?:ほしくない|欲しくない)|(?:の方|のほう)がいい|(?<!これ)(?<!それ)(?<!どれ)がいいです|"
        r"(?:いつも|必ず|絶対に?)(?:[^。！？\n]{1,20})(?:使って|使います|飲み|飲んで|して|します)",
        r"(?<![а-яё])(?:(?P<who>я)\s+)?(?:очень\s+|больше\s+|всегда\s+|обычно\s+|тоже\s+|просто\s+)?"
        r"(?:предпочитаю|люблю|обожаю|ненавижу|не\s+люблю|терпеть\s+не\s+могу|не\s+переношу)(?![а-яё])"
        r"(?!\s*(?:это|этот|эту|эти|так|тебя|вас|когда\s+ты|тво[йяеи]|тво[её]|ваш[аеи]?)(?![а-яё]))",
        r"(?P<who>(?<![а-яё])мне)\s+(?:очень\s+|больше\s+|не\s+|гораздо\s+больше\s+|куда\s+больше\s+)?"
        r"(?:нравится|нравятся|удобнее|по\s+душе)(?![а-яё])(?!\s*(?:[,.!?…]|$|это|этот|эта|так|как\s+ты|тво[йяеи]|тво[её]|ваш[аеи]?)(?![а-яё]))",
        r"(?P<who>(?<![а-яё])(?:я|мы))\s+(?:\w+\s+)?(?:всегда|никогда|обычно)(?![а-яё])"
        r"(?!\s+(?:не\s+)?(?:говорил|говорила|просил|просила|писал|писала|соглашался|соглашалась|утверждал|знаю|помню|"
        r"понимаю|забываю|путаю|получаю|вижу|натыкаюсь|ошибаюсь|могу|[а-яё]+(?:л|ла|ли|лся|лась))(?![а-яё]))",
        r"(?P<who>(?<![а-яё])(?:мой|моя|моё|мое|мои))\s+любим(?:ый|ая|ое|ые)(?![а-яё])",
        r"(?<![а-яё])обычно\s+(?P<who>я|мы)\s+[а-яё]+",
        r"(?P<who>пользователь|(?-i:[А-ЯЁ][а-яё]+))\s+(?:очень\s+|больше\s+)?"
        r"(?:предпочитает|любит|не\s+любит|терпеть\s+не\s+может|ненавидит)(?![а-яё])",
        r"\b(?P<who>ich|wir)\s+(?:bevorzuge|bevorzugen|mag|mögen|liebe|lieben|hasse|hassen)\b(?!\s*(?:das|es|dies)\b)|"
        r"\b(?P<who2>ich|wir)\s+\w+e?n?\s+(?:immer|nie|lieber)\b|\bmein(?:e)?\s+lieblings\w*",
        r"\b(?P<who>prefiero|preferimos|odio|odiamos)\b|\b(?P<who2>me|nos)\s+(?:gusta|gustan|encanta|encantan)\b(?=\s+\w)"
        r"(?!\s+(?:esto|eso|mucho|así)\b)|\bno\s+me\s+gusta\b|\b(?:siempre|nunca)\s+(?!dij|dije|ped|he\s+dicho)\w+[oa]\b",
        r"\b(?P<who>je|nous|on)\s+(?:préfère|préférons|préfère|déteste|détestons)\b|"
        r"\b(?P<who2>j'|je\s+)(?:aime|adore)\b(?=\s+\w)(?!\s+(?:ça|cela|ceci|bien)\b)|\bje\s+n'aime\s+pas\b|"
        r"\bje\s+ne\s+\w+\s+jamais\b|\bmon\s+\w+\s+préféré\b|\bma\s+\w+\s+préférée\b",
        r"(?:أنا\s+أفضل|أفضّل|أحب)",
        # A preference with no one named is the speaker's (Japanese and Chinese drop "I").
        default=SPEAKER,
    ),
    # Standing instructions to the agent: the user's preference about how it works.
    *_forms(
        SPEAKER,
        RULE,
        r"\bplease\s+(?:always|never|don'?t\s+ever)\b|(?:^|(?<=[.!?:;,]\s)|(?<=\n))\s*(?:always|never)\s+(?:use|write|answer|reply|respond|"
        r"put|add|keep|call|format|ask|show|give|send|make|include|run|check|commit|push|test|document|cite|"
        r"explain|assume|start|end|mention|remind|speak|talk|address|sign|spell|round|suggest|recommend|"
        r"deploy|merge|delete|touch|change|edit|rename|open|close|leave|sort|list|translate)\b|"
        r"\b(?:from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future),?\s+(?:please\s+)?(?:always\s+|never\s+|don'?t\s+|do\s+not\s+)?"
        r"(?:use|write|answer|reply|respond|put|add|keep|call|format|ask|show|give|send|make|avoid|skip|stop)\b",
        r"(?:以后|今后|从现在开始)(?:请|都|你)?(?:一直|都|总是|永远|不要|别)|请(?:一直|总是|永远)",
        r"(?:今後は?|これからは?)(?:[^。！？\n]{1,20})(?:して|ください|でお願いします)",
        r"(?<![а-яё])терпеть\s+не\s+могу(?![а-яё])",
        r"(?<![а-яё])(?:пожалуйста,?\s+)?(?:всегда|никогда\s+не)\s+"
        r"(?:отвечай|пиши|используй|делай|присылай|говори|ставь|добавляй|предлагай)(?![а-яё])",
    ),
]

DECISION_FORMS: list[_Form] = [
    *_forms(
        None,
        STATE,
        r"\b(?P<who>we|i|you|they)(?:'ve|'d|'re|'ll)?\s+(?:(?:have|has|had|finally|just|all|both|eventually|officially|"
        r"already|now|collectively|jointly)\s+)*(?:decided|chose|chosen|agreed|settled\s+on|opted|picked|"
        r"went\s+with|voted|committed\s+to|made\s+the\s+call)\b"
        r"(?!\s+to\s+(?:take\s+a\s+break|call\s+it\s+a\s+day|stop\s+(?:here|for\s+(?:today|now|tonight))|go\s+home|"
        r"grab|get\s+(?:lunch|dinner|coffee|some\s+sleep)|wait|sleep\s+on\s+it|try\s+again|restart|reboot|"
        r"rerun|re-run|retry|log\s+off|head\s+out)\b)",
        r"\b(?P<who>we)(?:'re|\s+are|'ll|\s+will)\s+(?:going\s+with|go\s+with|sticking\s+with|stick\s+with|"
        r"switching\s+to|moving\s+to|standardi[sz]ing\s+on|keeping)\b",
        r"\b(?P<who>the\s+user|user|the\s+team|the\s+client|the\s+company|the\s+board|management|"
        rf"leadership|{_NAME})\s+(?:(?:has|have|had|finally|officially|just)\s+)*(?:decided|chose|agreed|settled\s+on|"
        r"opted|picked|went\s+with|voted|signed\s+off)\b",
        r"\b(?P<who>the\s+)?(?:final\s+)?decision(?:\s+is|\s+was|:)|\bfinal\s+call\b|\bit'?s\s+decided\b|"
        r"\b(?:going\s+forward|from\s+now\s+on),?\s+(?:we|i)\b|\bwe('ll|\s+will)\s+(?:always|never)\b",
        r"(?P<who>我们|咱们|我|团队|公司|大家|(?-i:[\u4e00-\u9fff]{1,3}))?(?:已经|最后|最终|终于|一致)?"
        r"(?<![没未不])(?:决定|決定|选择了|选了|商量好了|说好了|约定|讨论后确定|定(?:了|下来)(?=用|是|在|为))(?![吗么])",
        r"(?P<who>(?<![а-яё])(?:мы|я|команда|они|(?-i:[А-ЯЁ][а-яё]+)))(?:\s+с\s+[а-яё]+)?"
        r"(?:\s+(?!не(?![а-яё]))[а-яё]+){0,2}?\s+"
        r"(?:решили|решил|решила|выбрали|выбрал|выбрала|договорились|остановились\s+на|определились)(?![а-яё])",
        r"(?<![а-яё])решено(?![а-яё])",
        r"\b(?P<who>wir|ich)\s+haben?\s+(?:uns\s+)?(?:\w+\s+){0,3}(?:entschieden|beschlossen|geeinigt|gewählt|festgelegt)\b|"
        r"\bdie\s+entscheidung\s+(?:ist|fiel)\b",
        r"\b(?:he\s+decidido|decidí|elegí)\b",
        r"\b(?P<who>on\s+a|nous\s+avons|j'ai)\s+(?:\w+\s+)?(?:décidé|choisi|opté|convenu)\b|\bc'est\s+décidé\b|"
        r"\bon\s+part\s+sur\b|\bnous\s+utiliserons\b",
        r"(?:قررنا|قررت)",
    ),
    *_forms(
        None,
        STATE,
        r"(?:決めました|決めた|決定しました|決定です|に決まりました|に決定|ことにしました|ことにした|"
        r"ことになりました|ことになってる|ことになっています|を採用|に決めて)",
        # A decision with no one named, in a language that drops "we": ours.
        default=WE,
    ),
    # Verbs that say "we" by themselves (Russian, Spanish first person plural).
    *_forms(
        WE,
        STATE,
        r"(?<![а-яё])(?:договорились|остановились\s+на|определились|будем\s+использовать|выбрали|решили)(?![а-яё])",
        r"\b(?:decidimos|hemos\s+decidido|elegimos|acordamos|nos\s+quedamos\s+con|usaremos)\b",
    ),
    # A proposal: a decision when it is about the project, a passing one when it points at
    # what is on screen ("let's use a dict here"); see _points_at_screen.
    *_forms(
        WE,
        SUGGEST,
        r"\blet'?s\s+(?:just\s+)?(?:go\s+with|use|stick\s+with|switch\s+to|standardi[sz]e\s+on|adopt|move\s+to)\b",
        r"(?:就|还是|统一)用[^，。！？,.!?]{1,20}吧",
        r"(?:で|に)(?:いきましょう|行きましょう|いきます|行きます|しましょう)",
        r"(?<![а-яё])давай(?:те)?\s+(?:используем|возьмём|возьмем|оставим|перейдём|перейдем|остановимся\s+на)(?![а-яё])",
        r"\blass\s+uns\s+(?:\w+\s+){1,4}(?:nehmen|verwenden|benutzen|bleiben)\b|\bvamos\s+a\s+usar\b|\bon\s+va\s+utiliser\b",
    ),
]

_ROLE_NOUN = (
    r"(?:tech(?:nical)?\s+lead|team\s+lead|lead|manager|engineering\s+manager|product\s+manager|pm|"
    r"product\s+owner|owner|maintainer|designer|cto|ceo|cfo|coo|founder|co-?founder|architect|"
    r"point\s+of\s+contact|contact|admin|on-call|reviewer|boss|director|head\s+of\s+\w+|"
    r"accountant|lawyer|doctor|dentist|therapist|landlord|mentor|intern)"
)
_RELATIVE = (
    r"(?:wife|husband|partner|spouse|son|daughter|mother|mom|mum|father|dad|sister|brother|"
    r"kid|kids|children|child|baby|parents|grandma|grandmother|grandpa|grandfather|girlfriend|"
    r"boyfriend|fianc[ée]e?|dog|cat|puppy|kitten|uncle|aunt|cousin|niece|nephew)"
)
_WORK_RELATION = (
    r"(?:boss|manager|colleague|coworker|co-worker|cofounder|co-founder|client|team\s+lead|tech\s+lead|mentor)"
)
_THING = (
    r"(?:project|repo|repository|service|app|api|backend|frontend|database|db|cluster|server|"
    r"site|website|codebase|ci|pipeline|monorepo|stack|infra|infrastructure|team|company|startup|"
    r"docs|documentation|product|platform|cli|sdk|library|package|bot)"
)
_STATUS = (
    r"(?!\s+(?:down|up|slow|broken|failing|back|fine|ok|okay|unavailable|dead|full|out|offline|"
    r"online|flaky|red|green|stuck|busy|done|ready|deploying|building|running)\b)"
)

FACT_FORMS: list[_Form] = [
    # A relative or a colleague named at all, or a fact-like phrase: worth a look (as
    # generous as these signals always were), a claim only in the stricter forms below.
    *_forms(
        SPEAKER,
        MENTION,
        needs("my_", r"\bmy\s+(?:\w+\s+)?" + _RELATIVE + r"\b|\bmy\s+" + _WORK_RELATION + r"\b"),
        needs(
            "my_ works work_ lives live_in moved_to born birthday called name project repo service app company startup codebase меня_зовут жена муж сестра брат живу работаю рождения",
            r"\bmy (?:wife|husband|partner|son|daughter|mother|mom|mum|father|dad|sister|brother|friend|boss|manager|"
            r"colleague|team|dog|cat|kid|kids|children)\b|"
            r"\b(?:works? (?:at|for|on)|lives in|i live in|i work (?:at|for|on)|moved to|born (?:in|on)|birthday is|"
            r"is called|name is|named)\b|"
            r"\b(?:the|our|my) (?:project|repo|repository|service|app|company|startup|codebase) (?:is|uses|runs|has|needs|called)\b|"
            r"(?:меня зовут|моя жена|мой муж|моя сестра|мой брат|я живу|я работаю|день рождения)",
        ),
    ),
    *_forms(
        USER,
        STATE,
        needs(
            "user",
            r"\b(?:the\s+)?user\s+(?:is\s+(?:a|an)\s+(?!\w+ing\b)|works\s+(?:at|for|as|on)\b|lives\s+in\b|is\s+based\s+in\b|"
            r"is\s+from\b|has\s+(?:a|an|two|three|\d+)\s+|was\s+born\b|is\s+allergic\b|is\s+(?:vegetarian|vegan)\b|"
            r"'s\s+name\s+is\b|is\s+learning\b|speaks\b|is\s+married\b|is\s+called\b)",
        ),
    ),
    *_forms(
        SPEAKER,
        STATE,
        needs(
            "my_",
            r"\bmy\s+(?:\w+\s+)?" + _RELATIVE + r"(?:'s\s+name)?(?:\s+(?-i:[A-Z])\w+)?(?:,)?\s+"
            r"(?:is|'s|was|works|lives|has|hates|loves|likes|prefers|can'?t|cannot|doesn'?t|does\s+not|just|turned|"
            r"turns|goes|studies|plays|passed\s+away|died|is\s+called|was\s+diagnosed|moved|got|gets\s+married|"
            r"starts|started|graduated|retired|speaks|is\s+allergic|eats|drinks)\b",
        ),
        needs(
            "my_",
            r"\bmy\s+"
            + _WORK_RELATION
            + r"\s+(?:is|'s|was)\s+(?:(?-i:[A-Z])|an?\b|the\b|called\b|named\b|based\b|from\b|in\b)",
        ),
        needs(
            "i_ i'm my_name call_me we",
            r"\bi\s+(?:live|work|grew\s+up|was\s+born|studied|teach)\s+(?:in|at|for|as|on)\b|"
            r"\bi'?m\s+(?:based|located)\s+in\b|\bi\s+am\s+(?:based|located)\s+in\b|\bi'?m\s+from\b|"
            r"\bi\s+(?:just\s+)?moved\s+to\b|\bmy\s+name\s+is\b|\bcall\s+me\s+(?-i:[A-Z])|"
            r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+moving\s+to\s+(?-i:[A-Z])|"
            r"\b(?:i|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:got\s+married|got\s+engaged|got\s+divorced|had\s+a\s+baby|"
            r"adopted\s+a|got\s+a\s+new\s+job|started\s+a\s+new\s+job|started\s+working\s+(?:at|for)|quit\s+my\s+job|"
            r"retired|graduated)\b|\b(?:i'?m|i\s+am)\s+\d{1,2}\s*(?:years?\s+old|yo)\b",
        ),
        needs(
            "i'm i_am i_have i_own i_founded i_co i_run i_don i_do_not",
            r"\b(?:i'?m|i\s+am)\s+(?:severely\s+|very\s+|mildly\s+)?(?:allergic|vegetarian|vegan|pescatarian|"
            r"gluten[- ]free|lactose[- ]intolerant|diabetic|pregnant|colou?r-?blind|left-handed|deaf|"
            r"dyslexic|autistic|celiac)\b|\bi\s+have\s+(?:an?\s+)?(?:\w+\s+){0,2}allerg(?:y|ies)\b|\bi\s+(?:own|founded|co-?founded)\s+(?:a|an)\b|\bi\s+run\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,3}(?:studio|company|business|shop|agency|startup|bakery|restaurant|store|lab|nonprofit|podcast|blog|channel|practice|clinic)\b|\bi\s+(?:don'?t|do\s+not)\s+eat\b",
        ),
        needs(
            "i'm_a i_am_a",
            r"\b(?:i'?m|i\s+am)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}(?:engineer|developer|programmer|designer|"
            r"scientist|teacher|student|doctor|nurse|lawyer|researcher|founder|writer|consultant|analyst|"
            r"architect|freelancer|manager|accountant|physician|professor|journalist|translator|sre|devops)\b",
        ),
        needs(
            "my_ i_have i_was",
            r"\bmy\s+(?:birthday|anniversary|passport|visa|lease|contract)\b|\bi\s+have\s+(?:a|an|one|two|three|four|\d+)\s+"
            r"(?:kids?|children|sons?|daughters?|dogs?|cats?)\b|\bi\s+was\s+diagnosed\b",
        ),
        needs(
            "我",
            r"我叫|我的名字(?:是|叫)|我住在|我在[^，。！？,.!?]{1,15}(?:工作|上班|上学|读书|实习)|我是(?:一名|一个|个)?"
            r"[^，。！？,.!?]{0,8}(?:工程师|程序员|设计师|医生|老师|学生|经理|分析师|研究员|律师|产品经理)|"
            r"我对[^，。！？,.!?]{1,10}过敏|我今年\d{1,2}岁|我(?:不吃|不能吃|吃素)|我的(?:生日|女儿|儿子|妻子|老婆|丈夫|老公|妈妈|爸爸|狗|猫|孩子|名字|"
            r"母亲|父亲|哥哥|姐姐|弟弟|妹妹|男朋友|女朋友)|"
            r"我(?:女儿|儿子|老婆|老公|妻子|丈夫|孩子|妈妈|爸爸|母亲|父亲|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|男朋友|女朋友)|我有[^，。！？,.!?]{0,3}(?:个|只|条)(?:孩子|女儿|儿子|猫|狗)",
        ),
        needs(
            "名前 申します 住んで 働いて 勤めて アレルギー 誕生日 娘 息子 妻 夫 犬 猫 子供 私は 僕は 俺は",
            r"私の名前は|と申します|(?:に|で)住んで(?:います|いる|る|いて|おり)|(?:で|に)(?:働いて|勤めて)(?:います|いる|る)|として働いて|"
            r"アレルギー|誕生日は|(?:娘|息子|妻|夫|犬|猫|子供)(?:は|が)|"
            r"(?:私|僕|俺)は[^。！？\n]{0,10}(?:学生|エンジニア|デザイナー|教師|先生|医者|看護師|会社員|主婦|フリーランス)(?:です|だ|をして)",
        ),
        needs(
            "я мне меня мой моя мои",
            r"(?<![а-яё])(?:меня\s+зовут|я\s+живу|я\s+работаю|у\s+меня\s+аллергия|мой\s+день\s+рождения|"
            r"день\s+рождения\s+у\s+меня|я\s+не\s+ем|мой\s+(?:сын|муж|брат|отец|папа|пёс|кот)|"
            r"моя\s+(?:жена|дочь|дочка|сестра|мама|мать|собака|кошка)|мои\s+(?:дети|родители)|"
            r"у\s+меня\s+(?:дальтонизм|диабет)|мне\s+\d{1,2}\s+(?:год|года|лет)|я\s+из\s+(?-i:[А-ЯЁ])|я\s+(?:программист|разработчик|инженер|дизайнер|врач|учитель|студент|аналитик))(?![а-яё])",
        ),
        needs(
            "ich mein",
            r"\bich\s+(?:wohne|lebe|arbeite)\s+(?:in|bei|als|im|für)\b|\bich\s+heiße\b|\bmein\s+name\s+ist\b|"
            r"\bich\s+bin\s+(?:allergisch|vegetarier\w*|veganer\w*)\b|\bmein\s+geburtstag\b",
        ),
        needs(
            "vivo trabajo llamo nombre soy_ cumpleaños",
            r"\b(?:vivo|trabajo)\s+(?:en|como|para)\b|\bme\s+llamo\b|\bmi\s+nombre\s+es\b|\bsoy\s+(?:alérgic[oa]|vegetarian[oa]|vegan[oa])\b|"
            r"\bmi\s+cumpleaños\b",
        ),
        needs(
            "j'habite je_vis travaille appelle je_suis anniversaire",
            r"\bj'habite\s+(?:à|a|en)\b|\bje\s+vis\s+(?:à|en)\b|\bje\s+travaille\s+(?:dans|chez|comme|à|pour)\b|"
            r"\bje\s+m'appelle\b|\bje\s+suis\s+(?:allergique|végétarien\w*|végan\w*)\b|\bmon\s+anniversaire\b",
        ),
    ),
    *_forms(
        OTHER,
        STATE,
        needs(
            "is_ 's_",
            rf"{_NAME}\s+(?:is|'s)\s+(?:now\s+|currently\s+|still\s+)?(?:the|our|my|their|a|an)\s+"
            rf"(?:new\s+|current\s+|main\s+|senior\s+|lead\s+)?{_ROLE_NOUN}\b",
        ),
        # the role's new holder said the other way: "Falcon's tech lead is now Bo Li", "Bo
        # Li took over as tech lead for Falcon"
        needs("'s_", rf"{_NAME}'s\s+(?:new\s+|current\s+)?{_ROLE_NOUN}\s+is\s+(?:now\s+)?{_NAME}"),
        needs("over", rf"{_NAME}\s+(?:took|takes|has\s+taken)\s+over\s+as\s+(?:the\s+)?(?:new\s+)?{_ROLE_NOUN}\b"),
        needs(
            "owns leads maintains manages responsible charge works_at works_for lives_in allergic married",
            rf"{_NAME}\s+(?:owns|leads|maintains|manages|is\s+responsible\s+for|is\s+in\s+charge\s+of|works\s+(?:at|for)|"
            r"lives\s+in|is\s+allergic|is\s+married)\b",
        ),
        needs(
            "是",
            r"(?-i:[\u4e00-\u9fffA-Za-z]{1,8})是[^，。！？,.!?]{1,12}的(?:负责人|技术负责人|组长|经理|设计师|老板|产品经理|架构师)",
        ),
        needs(
            "リーダー 責任者 担当 マネージャー デザイナー",
            r"(?:さん|君|くん)?(?:が|は)[^。！？\n]{1,20}の(?:リーダー|責任者|担当|マネージャー|デザイナー)(?:です|だ)",
        ),
        needs(
            "техлид тимлид руководитель менеджер дизайнер архитектор владелец отвечает",
            r"(?-i:[А-ЯЁ][а-яё]+)\s+[—–-]\s+(?:техлид|тимлид|руководитель|менеджер|дизайнер|архитектор|владелец)(?![а-яё])|"
            r"(?-i:[А-ЯЁ][а-яё]+)\s+отвечает\s+за(?![а-яё])",
        ),
        needs(
            "_ist_ _es_ _est_",
            r"\b(?-i:[A-ZÄÖÜ][a-zäöüß]+)\s+ist\s+(?:der|die|unser|unsere)\s+(?:team|projekt)?(?:leiter|leiterin|chef|chefin|lead)\b|"
            r"\b(?-i:[A-ZÁÉÍÓÚ][a-záéíóúñ]+)\s+es\s+(?:el|la)\s+(?:responsable|jef[ea]|líder)\b|"
            r"\b(?-i:[A-ZÉ][a-zéèêàç]+)\s+est\s+(?:le|la)\s+(?:chef|cheffe|responsable|lead)\b",
        ),
    ),
    *_forms(
        None,
        STATE,
        needs(
            "uses runs_on written_in built deployed hosted lives_in lives_on called named talks_to depends ships is_a is_an",
            rf"\b(?P<who>the|our|my)\s+(?:[\w-]+\s+){{0,2}}{_THING}\s+(?:uses|runs\s+on|is\s+written\s+in|is\s+built\s+(?:with|on)|"
            r"is\s+deployed\s+(?:on|to)|is\s+hosted\s+(?:on|at|in|by)|lives\s+(?:in|on)|is\s+called|is\s+named|talks\s+to|"
            r"depends\s+on|ships|is\s+(?:a|an)\s+(?!bit\b|little\b|mess\b|problem\b|pain\b|nightmare\b|joke\b|disaster\b))\b",
        ),
        needs(
            "staging prod dev_ test_",
            rf"\b(?P<who>the|our)\s+(?:staging|prod|production|dev|test)\s+(?:server|database|db|cluster|environment|env|box|url|host|bucket)\s+is\b{_STATUS}",
        ),
        needs(
            "我们 本番 ステージング テスト",
            r"(?P<who>我们的|我们)(?:生产环境|测试环境|服务器|数据库|项目|网站)[^，。！？,.!?]{0,4}(?:部署在|在|是|用)|"
            r"(?:うちの|私たちの)?(?:本番|ステージング|テスト)(?:環境|サーバー)?は[^。！？\n]{1,30}(?:にあります|です)",
        ),
        needs("наш", r"(?P<who>(?<![а-яё])наш)\s+(?:прод|сервер|бэкенд|фронтенд|сайт|проект)(?![а-яё])"),
    ),
]

FORMS: dict[str, list[_Form]] = {
    "remember-request": REMEMBER_FORMS,
    "preference": PREFERENCE_FORMS,
    "decision": DECISION_FORMS,
    "person-project-fact": FACT_FORMS,
}


_GROUP_NAME = re.compile(r"\(\?P<\w+>")


def _union(forms: list[_Form]) -> _Lazy:
    """One pattern for all of a signal's forms (group names dropped: they repeat)."""
    return _Lazy("|".join("(?:" + _GROUP_NAME.sub("(?:", f.source) + ")" for f in forms))


PATTERNS: dict[str, re.Pattern[str]] = {
    "remember-request": _union(REMEMBER_FORMS),
    "emotional": _lazy(
        # First person as said in chat, or third person as an agent writes it down
        # ("User is anxious about ...").
        r"\b(i'?m|i am|i feel|i felt|feeling|i was|is|was|are|were|feels|felt|seems|seemed|gets|got)\s+"
        r"(so\s+|really\s+|very\s+|quite\s+|deeply\s+|still\s+)?"
        r"(sad|scared|afraid|anxious|worried|stressed|depressed|lonely|hurt|upset|angry|"
        r"frustrated|overwhelmed|heartbroken|grieving|ashamed|excited|thrilled|grateful|proud)\b|"
        r"\b(passed away|died|divorce|diagnosed|miscarriage|breakup|broke up|panic attack|"
        r"i love you|means a lot to me|i'?m struggling)\b|"
        r"(мне грустно|я боюсь|я переживаю|я злюсь|я счастлив)|(我很难过|我很焦虑|我压力很大|去世)|(悲しい|不安です|亡くなりました)",
        _I,
    ),
    "preference": _union(PREFERENCE_FORMS),
    "decision": _union(DECISION_FORMS),
    "deadline": _lazy(
        r"\b(deadline|due (on|by|date)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
        r"tomorrow|tonight|end of (the )?(day|week|month))|before (the )?\d{1,2}(st|nd|rd|th)?\b|"
        r"no later than)\b|(дедлайн|срок до|до понедельника|до пятницы)|(截止|最晚)|(締め切り|までに)",
        _I,
    ),
    "person-project-fact": _union(FACT_FORMS),
    "correction": _lazy(
        # (No \b after the alternatives that end in punctuation: "actually," then a space has none.)
        r"\b(?:actually,|correction:|to be clear,|(?:no,? that'?s (?:wrong|not right|incorrect)|that'?s not (?:what|right)|"
        r"i meant|not .{1,30}, but|you got it wrong|that is wrong)\b)|"
        r"(на самом деле|я имел в виду|неправильно)|(不对|我的意思是)|(違います|そうじゃなくて)",
        _I,
    ),
    "passing-mention": _lazy(r"\b(by the way|btw|fyi|incidentally|just saying|random thought)\b", _I),
}
# The signals a claim can carry (what a person keeps), strongest first.
CLAIM_SIGNALS = tuple(FORMS)

# Words without one of which a signal's forms cannot match, searched for in the lower-case
# text first: a plain alternation of literals is ~10x cheaper than the case-insensitive
# forms, and most chat carries none of them (preprocess reads every message). Every form
# must contain one; tests/test_signals.py checks they change no result on the labelled set.
TRIGGERS: dict[str, tuple[str, ...]] = {
    name: tuple(word.replace("_", " ") for word in words.split())
    for name, words in {
        "remember-request": (
            "remember forget mind reference note 记 忘 覚え 記憶 メモ помни забуд виду учти запиши будущее merk "
            "vergiss vergessen denk hinterkopf recuerd olvid cuenta acuérdate apunta souviens rappelle retiens "
            "oublie tête تذكر تنس"
        ),
        "preference": (
            "prefer prefier like love ador hate detest loath enjoy favo stand always_want never_want wants avoid "
            "fan_of always never don't_ever usually typically normally tend_to rather go-to morning night early "
            "person now_on forward future 喜欢 偏好 倾向 讨厌 受不了 习惯 爱 总是 从来不 从不 永远 一直 每天 一般 向来 平时 "
            "平常 通常 以后 今后 从现在开始 好き 嫌い 苦手 好み 派 好む ほしくない 欲しくない 方がいい ほうがいい がいい いつも "
            "必ず 絶対 今後 これから предпоч люблю любит обожаю ненавиж терпеть переношу нравит удобнее душе всегда "
            "никогда обычно любим bevorzug ich_mag wir_mögen lieb hass immer nie odio odiamos gusta encanta "
            "siempre nunca préf détest aime adore jamais أفضل أفضّل أحب"
        ),
        "decision": (
            "decid decision chose agreed settled opted picked went_with voted committed_to made_the_call "
            "going_with go_with stick switching_to moving_to standardi keeping signed_off final_call "
            "going_forward now_on we'll_always we'll_never will_always will_never let's lets 决定 決定 选择了 选了 "
            "商量好了 说好了 约定 确定 定了 定下来 吧 決め 決ま ことにし ことにな 採用 いきま 行きま しましょう решил решено "
            "выбрал выбрали договорились остановились определились использовать давай entschieden beschlossen "
            "geeinigt gewählt festgelegt entscheidung lass_uns elegí elegimos acordamos quedamos usaremos "
            "vamos_a_usar décidé choisi opté convenu part_sur utiliserons va_utiliser قرر"
        ),
        "emotional": (
            "sad scared afraid anxious worried stressed depressed lonely hurt upset angry frustrated overwhelmed "
            "heartbroken grieving ashamed excited thrilled grateful proud passed_away died divorce diagnosed "
            "miscarriage breakup broke_up panic_attack love_you means_a_lot struggling грустно боюсь переживаю злюсь "
            "счастлив 难过 焦虑 压力很大 去世 悲しい 不安 亡くなり"
        ),
        "deadline": (
            "deadline due by_ before no_later дедлайн срок_до до_понедельника до_пятницы 截止 最晚 締め切り までに"
        ),
        "correction": (
            "actually, that meant correction clear, ,_but wrong на_самом_деле имел_в_виду неправильно 不对 我的意思是 "
            "違います そうじゃなくて"
        ),
        "passing-mention": "by_the_way btw fyi incidentally just_saying random_thought",
    }.items()
}
# A fact form says exactly which words it needs (_Form.needs): its signal's triggers are those.
TRIGGERS["person-project-fact"] = tuple(dict.fromkeys(word for form in FACT_FORMS for word in form.needs))
_TRIGGER_RE = {name: _lazy(alternation(words)) for name, words in TRIGGERS.items()}


# How many triggered texts a process reads form by form before it compiles a signal's
# union: a capture or a hook reads one or two texts and compiles only the forms it tries
# (~3 ms each, the first often matching), where the union costs ~25 ms; preprocess reads
# thousands and is faster with one search per text. The answer is the same either way.
UNION_AFTER = 64
_form_reads: dict[str, int] = {}


_trigger_reads: dict[str, int] = {}


def _triggered(name: str, lowered: str) -> bool:
    """Whether one of the signal's trigger words is in the text: by plain substring tests
    for a process's first texts (compiling the alternation costs ~5 ms), then by the
    compiled alternation (much faster over thousands of messages). Same answer."""
    reads = _trigger_reads.get(name, 0)
    if reads >= UNION_AFTER:
        return _TRIGGER_RE[name].search(lowered) is not None
    _trigger_reads[name] = reads + 1
    return any(word in lowered for word in TRIGGERS[name])


def _present(name: str, text: str, lowered: str) -> bool:
    if name in TRIGGERS and not _triggered(name, lowered):
        return False
    if name not in FORMS:
        return PATTERNS[name].search(text) is not None
    reads = _form_reads.get(name, 0)
    if reads >= UNION_AFTER:
        return PATTERNS[name].search(text) is not None
    _form_reads[name] = reads + 1
    return any(form.may_match(lowered) and form.pattern.search(text) for form in FORMS[name])


def detect_signals(text: str) -> tuple[str, ...]:
    """Names of every signal whose wording is present, in the table's order (strongest first)."""
    lowered = text.lower()
    return tuple(name for name in PATTERNS if _present(name, text, lowered))


def suggested_importance(signals: tuple[str, ...] | list[str]) -> float:
    """Initial importance: the strongest signal's score, general (0.5) when there is none.

    A passing mention only lowers the score when nothing stronger is present.
    """
    strong = [SIGNAL_IMPORTANCE[s] for s in signals if s in SIGNAL_IMPORTANCE and s != "passing-mention"]
    if strong:
        return max(strong)
    if "passing-mention" in signals:
        return SIGNAL_IMPORTANCE["passing-mention"]
    return SIGNAL_IMPORTANCE["general"]


# The category a memory gets from its strongest signal when none is given.
CATEGORY_BY_SIGNAL = {
    "remember-request": "note",
    "emotional": "emotional",
    "preference": "preference",
    "decision": "decision",
    "person-project-fact": "fact",
    "deadline": "deadline",
    "correction": "correction",
    "passing-mention": "general",
}


def category_for(signals: tuple[str, ...] | list[str]) -> str:
    """A default category: the strongest signal's label, else general."""
    for name in PATTERNS:
        if name in signals:
            return CATEGORY_BY_SIGNAL[name]
    return "general"


# ------------------------------------------------------------------ sentences and claims
_SENTENCE_END = _lazy(r"(?<=[.!?…])\s+|(?<=[。！？])|\n+")
_CLAUSE_END = _lazy(r"[,;:，；：、]|\s[—–-]\s|[—–]")
_FILLER_START = _lazy(
    r"^(?:\W|\b(?:ok(?:ay)?|so|and|but|also|hey|hmm+|well|btw|oh|ah|yeah|yes|no|lol|haha|anyway|alright|"
    r"и|а|но|ну|так|ok|好的|那|那么|じゃあ|では|それで|und|aber|also|y|pero|et|mais|alors)\b)+",
    _I,
)
_QUESTION_OPENER = _lazy(
    r"^(?:(?:what|which|who|whom|whose|where|why|how)\b|"
    r"(?:do|does|did|can|could|would|will|should|shall|is|are|was|were|am|have|has|had|may|might|"
    r"don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|shouldn'?t|isn'?t|aren'?t|can'?t)\s+"
    r"(?:you|we|i|it|they|he|she|this|that|there|the|my|our|your|u)\b|"
    r"(?:что|как|почему|зачем|где|когда|кто|как(?:ой|ая|ое|ие)|чей|сколько|разве|неужели|помнишь|ты\s+помнишь)(?![а-яё])|"
    r"(?:wer|wie|wo|warum|wann|welche[rsnm]?|was\s+(?:ist|sind|hast|haben|machst)|erinnerst\s+du|kannst\s+du|hast\s+du|haben\s+wir)\b|"
    r"(?:qué|cuál|quién|cómo|dónde|cuándo|por\s+qué|te\s+acuerdas)\b|"
    r"(?:est-ce\s+que|qu'est-ce|quel|quelle|quand|comment|pourquoi|tu\s+te\s+souviens)\b)",
    _I,
)
_QUESTION_END = _lazy(r"(?:[?？]|(?:吗|呢|么|嘛|か|かな|っけ|かしら|ли)\s*[。.!！]?)\s*[\"'”’)）]*\s*$")
_QUESTION_WORDS = _lazy(
    r"(?<![а-яё])ли(?![а-яё])|什么|怎么|为什么|哪个|哪些|哪里|是不是|要不要|能不能|有没有|对不对|好不好|¿"
)
_HYPOTHETICAL = _lazy(
    r"^(?:(?:if|suppose|supposing|imagine|what\s+if|let'?s\s+say|say|assuming|hypothetically|in\s+case|"
    r"unless|even\s+if|whether|once|until|as\s+soon\s+as|in\s+case)\b|如果|假如|要是|假设|万一|即使|もし|仮に|"
    r"(?:если|а\s+что\s+если|что\s+если|предположим|допустим|представь)(?![а-яё])|"
    r"(?:wenn|falls|angenommen|was\s+wäre)\b|(?:si|y\s+si|supongamos|imagina)\b|(?:et\s+si|imaginons|supposons|s'il)\b)",
    _I,
)
# A plan to think it over: the whole sentence states nothing settled.
_DELIBERATION = _lazy(
    r"\b(?:not\s+sure|unsure|i'?m\s+thinking|thinking\s+(?:about|of)|considering|i\s+wonder|let\s+me\s+think|"
    r"i'?ll\s+think|i\s+will\s+think|think\s+(?:about\s+it|it\s+over)|sleep\s+on\s+it|"
    r"mull(?:ing)?\s+(?:it\s+)?over|torn\s+between|haven'?t\s+decided|not\s+decided|undecided|"
    r"(?:we|i)(?:'ll|\s+will)\s+decide|we'?ll\s+see|get\s+back\s+to\s+you|toying\s+with|on\s+the\s+fence|"
    r"not\s+(?:yet\s+)?settled|still\s+deciding|up\s+in\s+the\s+air)\b|"
    r"考虑|想想|想一想|再说|不确定|还没(?:决定|定|想好)|没想好|犹豫|纠结|看看再|"
    r"考えて(?:おきます|おく|みます|います)|検討|迷って|考え中|まだ決め|未定|"
    r"(?<![а-яё])(?:подума(?:ю|ть|ем|йте)|посмотрим|не\s+уверен\w*|"
    r"пока\s+не\s+знаю|ещё\s+не\s+решили|еще\s+не\s+решили|сомневаюсь)(?![а-яё])|"
    r"\b(?:denke\s+(?:noch\s+)?darüber\s+nach|mal\s+sehen|überlege|weiß\s+(?:es\s+)?noch\s+nicht|"
    r"bin\s+mir\s+nicht\s+sicher|no\s+estoy\s+segur[oa]|lo\s+voy\s+a\s+pensar|pensarlo|"
    r"je\s+vais\s+y\s+réfléchir|pas\s+sûr|on\s+verra|j'hésite)\b",
    _I,
)
# A hedge: the clause it is in is a guess ("I might prefer...", "maybe we decided...").
_HEDGE = _lazy(
    r"\b(?:maybe|perhaps|might|probably|possibly|could\s+be|may\s+be|i\s+guess|i\s+think|kind\s+of\s+think)\b|"
    r"(?<![尽不])可能|也许|或许|大概|かもしれ|たぶん|多分|かな|"
    r"(?<![а-яё])(?:может\s+быть|возможно|наверное|кажется)(?![а-яё])|"
    r"\b(?:vielleicht|eventuell|wahrscheinlich|quizás?|tal\s+vez|a\s+lo\s+mejor|peut-être|probablement)\b",
    _I,
)
# A choice for this moment only ("a quick hotfix for tonight").
_TRANSIENT = _lazy(
    r"\bfor\s+(?:tonight|today|this\s+(?:time|once|evening|afternoon|morning|pr|ticket|task|file|function|commit|one|demo))\b|"
    r"\bjust\s+this\s+once\b|\bfor\s+the\s+moment\b|今天先|今回は|только\s+сегодня|на\s+сегодня",
    _I,
)
# Reported or denied speech before the wording: "I never said I prefer X", "you said we decided".
_REPORTED = _lazy(
    r"\b(?:never|didn'?t|did\s+not|don'?t|do\s+not|not)\s+(?:say|said|tell|told|mention|mentioned|claim|claimed|mean|meant)\b|"
    r"\b(?:you|he|she|they|someone|somebody|who)\s+(?:said|say|says|think|thinks|thought|claimed|claims|assumed)\b|"
    r"没(?:有)?说|(?<![а-яё])не\s+говорил|言ってない|言っていません|\bnunca\s+dije\b|\bjamais\s+dit\b|\bnie\s+gesagt\b",
    _I,
)
# A clause after "remember that / the / my": the words of a fact ("...my sister's name is
# Olga"), not a noun to reminisce about ("remember the good old days").
_CLAUSE_VERB = _lazy(
    r"\b(?:i|we|you|he|she|they|it|i'm|we're|you're|he's|she's|they're|it's|there's|is|are|was|were|"
    r"has|have|had|will|won't|can|can't|cannot|must|should|shouldn't|need|needs|don't|doesn't|isn't|aren't|"
    r"wasn't|weren't|hasn't|haven't|didn't|"
    r"\w+'s|\w+s\s+(?:on|in|at|to|every|each|only|from|with|before|after|by))\b",
    _I,
)
_CODE = _lazy(r"```.*?(?:```|\Z)|`[^`\n]*`|^\s*>.*$", re.DOTALL | re.MULTILINE)
# What the code on screen is called when a suggestion is about it, not the project.
_POINTS_AT_SCREEN = _lazy(
    r"\b(?:here|this|that|these|those|it|the\s+(?:other|first|second|third|last|previous|next|new|old|"
    r"original|above|below)\b)|这个|这里|这儿|那个|这样|この|これ|ここ|その|それ|"
    r"(?<![а-яё])(?:тут|здесь|этот|эту|это|эти|этого)(?![а-яё])|\b(?:hier|das\s+hier|aquí|esto|ici|ça)\b",
    _I,
)
# The same for a decision or a standing rule, read after its verb: "that" there starts a
# clause ("we agreed that Jakub reviews migrations"), so it does not point.
_POINTS_AFTER = _lazy(
    r"\b(?:here|this(?!\s+(?:year|week|month|quarter|season|summer|winter|spring|fall|autumn|weekend|morning|"
    r"evening|sprint|release|cycle|semester|term)\b)|these|those|it|the\s+(?:other|first|second|third|above|below)\b)|"
    r"这个|这里|この|これ|ここ|(?<![а-яё])(?:тут|здесь|этот|эту|это)(?![а-яё])",
    _I,
)
# Text pasted to be worked on, after the request that introduces it ("Rewrite this:",
# "Translate the following:"): someone's words, not statements the user makes.
_MATERIAL = _lazy(
    r"^[^\n]*\b(?:translate|rewrite|re-write|summari[sz]e|fix|proofread|edit|improve|check|review|explain|"
    r"paraphrase|correct|format|shorten|expand|polish|continue|analy[sz]e|grade|respond\s+to|reply\s+to|answer|"
    r"the\s+following|below|this\s+(?:text|email|message|essay|story|letter|paragraph|post|review|article|poem|"
    r"speech|bio|cover\s+letter))\b[^\n]*:\s*\n|"
    r"^[^\n]*(?:翻译|改写|总结|润色|修改|以下|下面)[^\n]*[:：]\s*\n|^[^\n]*(?:翻訳|要約|添削|以下|次の)[^\n]*[:：]\s*\n|"
    r"^[^\n]*(?<![а-яё])(?:переведи|перепиши|исправь|проверь|ниже|следующ\w+)(?![а-яё])[^\n]*:\s*\n|"
    # or on the same line, the request opening the message: "Rewrite this: I prefer short
    # emails", "Translate to German: I prefer dark mode"
    r"\A\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:translate|rewrite|re-write|summari[sz]e|"
    r"proofread|paraphrase|correct|polish|shorten|improve|reword)\s+(?:this|these|that|it|the\s+following|"
    r"(?:this|the|my)\s+\w+|(?:in)?to\s+\w+)[^\n:：]{0,30}[:：]",
    _I | re.MULTILINE,
)
# Someone's words quoted at length: "He said 'I always hate mornings' to me".
_QUOTED = _lazy(r"[\"“”]([^\"“”\n]*?\s){3,}[^\"“”\n]*[\"“”]|「[^」\n]{8,}」|«[^»\n]*\s[^»\n]*\s[^»\n]*»")
# Words that say nothing on their own, for telling "Remember this!" from "Remember: X".
_EMPTY_WORDS = frozenset(
    "please pls this that it for me now ok okay later next time one thing the a an thanks thank you too also and so "
    "just well right yeah yes all of to in on oh hey again remember forget note".split()
)
# A redacted secret and the words that name one: what is left of "Remember: my password is X".
_SECRET_LEFT = _lazy(
    r"\[REDACTED(?::[a-z0-9-]{1,40})?\]|\b(?:my|our|the|is|ist|es|est|это|password|passwort|contraseña|"
    r"mot\s+de\s+passe|pin|passcode|token|api\s+key|key|secret|code|login|credentials?|for|of|to)\b|"
    r"(?<![а-яё])(?:мой|пароль|это)(?![а-яё])|密码|密碼|パスワード|は|です|是|我的",
    _I,
)
_EMPTY_CJK = _lazy(r"[请这个那它一下吧啊呀哦呢了的好谢谢これそれあれをねよくださいおいてて。，！？、：:]")
_WORD = _lazy(r"\w+")
_CJK = _lazy(r"[\u3040-\u30ff\u3400-\u9fff]")


@dataclass(frozen=True)
class Claim:
    """A keep-worthy signal a sentence states, who it is about, and the sentence."""

    signal: str
    person: str
    kind: str
    sentence: str


def sentences(text: str) -> list[str]:
    """The text's sentences, each with its closing punctuation; dots inside a word
    ("example.com", "v1.2") do not end one."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def _clause_bounds(sentence: str, at: int) -> tuple[int, int]:
    start, end = 0, len(sentence)
    for sep in _CLAUSE_END.finditer(sentence):
        if sep.end() <= at:
            start = sep.end()
        elif sep.start() >= at:
            end = sep.start()
            break
    return start, end


def asks(text: str) -> bool:
    """The text ends in a question (a question mark or particle last): it asks something
    and states nothing after it ("Where did you go?"; not "Who leads Falcon? Alice")."""
    return bool(_QUESTION_END.search(text))


def is_question(sentence: str) -> bool:
    """A question: a question mark (or particle) at its end, or an interrogative opening."""
    body = _FILLER_START.sub("", sentence.strip())
    return asks(body) or bool(_QUESTION_OPENER.match(body) or _QUESTION_WORDS.search(body))


_WHO = {
    SPEAKER: "i i'm i am i'd i would my me 我 私 僕 俺 я мне мой моя моё мое мои ich je j' prefiero odio j'ai",
    WE: "we we'd we would our 我们 咱们 мы наш wir nos nous on preferimos odiamos on a nous avons",
    YOU: "you 你 您",
}
_WHO_PERSON = {word: person for person, words in _WHO.items() for word in words.split()}
_WHO_PERSON.update({"i am": SPEAKER, "i would": SPEAKER, "we would": WE, "on a": WE, "nous avons": WE, "je": SPEAKER})
# The subject of a clause with no "who" in the form: what comes before the match.
_SUBJECTS = (
    (USER, _lazy(r"用户|ユーザー|(?<![а-яё])пользовател", _I)),
    (OTHER, _lazy(r"さん|くん|君|ちゃん|チーム|会社|团队|公司|(?<![а-яё])команд", _I)),
    (WE, _lazy(r"我们|咱们|私たち|僕たち|我々|うち|(?<![а-яё])мы(?![а-яё])", _I)),
    (SPEAKER, _lazy(r"我|私|僕|俺|わたし|(?<![а-яё])(?:я|мне)(?![а-яё])", _I)),
)


def _person(form: _Form, match: re.Match[str], clause_before: str) -> str:
    """Who a matched form is about: the form's own person, its ``who`` group, the
    clause's subject before the match, else the form's default."""
    if form.person is not None:
        return form.person
    who = next((match.group(g) for g in ("who", "who2") if g in match.re.groupindex and match.group(g)), "")
    who = " ".join(who.lower().split())
    if who and who != "the":
        if who in _WHO_PERSON:
            return _WHO_PERSON[who]
        if "user" in who or who in ("用户", "пользователь"):
            return USER
        return OTHER
    for person, pattern in _SUBJECTS:
        if pattern.search(clause_before):
            return person
    return form.default


def _has_content(sentence: str, match: re.Match[str]) -> bool:
    """Whether a remember request says what to remember ("Remember: X"), not just "Remember
    this!". A secret it asked to keep is redacted before it gets here: "Remember: my
    password is [REDACTED:password]" has nothing left to remember (it became a core memory
    holding a placeholder)."""
    rest = _SECRET_LEFT.sub(" ", sentence[: match.start()] + " " + sentence[match.end() :])
    after = sentence[match.end() :]
    if not _SECRET_LEFT.sub(" ", after).strip(" \t:：,.!。-—–"):
        return False
    if re.match(r"\s+(?:that|this|the|my|our|me)\b", after, _I) and not re.match(r"\s+this\s*[:—–-]", after):
        return bool(_CLAUSE_VERB.search(after))
    if _CJK.search(rest):
        return len(_EMPTY_CJK.sub("", re.sub(r"\s+", "", rest))) >= 3
    words = [w for w in _WORD.findall(rest.lower()) if w not in _EMPTY_WORDS]
    return len(words) >= 2


def claims(text: str) -> tuple[Claim, ...]:
    """The keep-worthy signals the text's sentences state, in text order.

    A signal counts only where its clause is not a question or a hypothetical and its
    sentence is not a plan to think it over; a remember request only when it says what
    to remember; a reminder of a chore only when it is standing ("always", "every time");
    a suggestion only when it does not point at what is on screen.
    """
    found: dict[Claim, None] = {}
    for sentence in sentences(said(text)):
        lowered = sentence.lower()
        signalled = [
            (name, form) for name, forms in FORMS.items() if _present(name, sentence, lowered) for form in forms
        ]
        if not signalled:
            continue
        deliberating = bool(_DELIBERATION.search(sentence))
        for name, form in signalled:
            if form.kind == MENTION or not form.may_match(lowered):
                continue
            for match in form.pattern.finditer(sentence):
                start, end = _clause_bounds(sentence, match.start())
                clause = sentence[start:end]
                lead = _FILLER_START.sub("", clause.strip())
                if is_question(clause) or _HYPOTHETICAL.match(lead) or _earlier_hypothetical(sentence, start):
                    continue
                if name != "remember-request" and (
                    deliberating
                    or _HEDGE.search(clause)
                    or _TRANSIENT.search(clause)
                    or _REPORTED.search(sentence[start : match.start()])
                ):
                    continue
                kind = form.kind
                if kind == TASK:
                    if not _STANDING.search(sentence):
                        continue
                    kind = STATE
                if name == "remember-request" and not _has_content(sentence, match):
                    continue
                if kind == SUGGEST and _POINTS_AT_SCREEN.search(clause):
                    continue
                if (kind == RULE and _POINTS_AFTER.search(sentence[match.start() : end])) or (
                    name == "decision" and _POINTS_AFTER.search(clause)
                ):
                    continue
                found[Claim(name, _person(form, match, sentence[start : match.start()]), kind, sentence)] = None
                break
    return tuple(found)


def said(text: str) -> str:
    """The text without what is not the speaker's own statement: code, quoted lines,
    long quotations, and material pasted after "Rewrite this:"."""
    material = _MATERIAL.search(text)
    if material:
        text = text[: material.end()]
    return _QUOTED.sub(" ", _CODE.sub(" ", text))


def _earlier_hypothetical(sentence: str, clause_start: int) -> bool:
    """A clause that continues an "if ..." one ("if I prefer X, then ...")."""
    if clause_start == 0:
        return False
    first_end = _CLAUSE_END.search(sentence)
    first = sentence[: first_end.start()] if first_end else sentence
    return bool(_HYPOTHETICAL.match(_FILLER_START.sub("", first.strip())))


# ------------------------------------------------------------------ domains
_SELF = _lazy(r"\b(the agent|the assistant|as an assistant|my (own )?(tools?|skills?|instructions|mistake))\b", _I)
_USER = _lazy(
    r"\b(i|i'm|i've|i'd|me|my|mine|user|user's|the user|he|she|his|her|"
    r"ich|mich|mir|mein|meine|yo|mi|mis|soy|tengo|estoy|je|j|moi|mon|ma|mes|"
    r"utilisateur|utilisatrice|benutzer|benutzerin|nutzer|nutzerin|usuario|usuaria|utente)\b|"
    r"(?<![а-яё])(я|мне|меня|мной|мой|моя|моё|мое|мои|моих|моего|моей|моему|моим|мою|моём|моем|у\s+меня|пользователь)(?![а-яё])|"
    r"我|私|僕|俺|わたし|あたし|自分|用户|ユーザー",
    _I,
)
_RELATIONSHIP = _lazy(
    r"\b(we|we're|we've|us|our|together|between us|each other|wir|uns|unser|unsere|nosotros|nosotras|"
    r"nuestro|nuestra|nous|notre|nos)\b|qu'on\b|\bon\s+n[e']|(?<![а-яё])(мы|нас|нам|наш|наша|наше|наши|вместе)(?![а-яё])|"
    r"我们|咱们|私たち|僕たち|我々|俺たち|うちの|一緒に",
    _I,
)
_PERSON_DOMAIN = {SPEAKER: "user", USER: "user", WE: "relationship"}


def guess_domain(text: str, about: str | None = None) -> str:
    """A default domain from who the text is about: the agent (self), the two of us
    (relationship), the user, else the world (projects, tools, facts). ``about``, a
    claim's person, settles it when the text has no pronoun to go by (Japanese and
    Chinese often drop them)."""
    if _SELF.search(text):
        return "self"
    if about in _PERSON_DOMAIN and not (about == SPEAKER and _RELATIONSHIP.search(text) and not _USER.search(text)):
        return _PERSON_DOMAIN[about]
    if _RELATIONSHIP.search(text):
        return "relationship"
    if _USER.search(text):
        return "user"
    return "world"
