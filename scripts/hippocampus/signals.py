"""Why a piece of text may matter: signal detection and the initial importance it implies.

Pure functions over text. Patterns are plain regular expressions (English plus common
Russian forms, and the commonest Chinese, Japanese and Arabic ones); they are heuristics for the no-LLM path and a hint for the sub-agent,
which makes the real decision.
"""

from __future__ import annotations

import re

from hippocampus.scoring import SIGNAL_IMPORTANCE

_I = re.IGNORECASE

PATTERNS: dict[str, re.Pattern[str]] = {
    "remember-request": re.compile(
        r"\b(remember (this|that|me)|please remember|don'?t forget|do not forget|keep in mind|"
        r"make a note|note (this|that) down|for future reference|never forget)\b|\bremember\s*:|"
        r"\bremember\b(?=[^.?!]*\b(my|i|we|our)\b)|"
        r"(запомни|не забудь|имей в виду)|(记住|覚えて)|(تذكر|تذكري|لا تنس|لا تنسى)",
        _I,
    ),
    "emotional": re.compile(
        # First person as said in chat, or third person as an agent writes it down
        # ("User is anxious about ...").
        r"\b(i'?m|i am|i feel|i felt|feeling|i was|is|was|are|were|feels|felt|seems|seemed|gets|got)\s+"
        r"(so\s+|really\s+|very\s+|quite\s+|deeply\s+|still\s+)?"
        r"(sad|scared|afraid|anxious|worried|stressed|depressed|lonely|hurt|upset|angry|"
        r"frustrated|overwhelmed|heartbroken|grieving|ashamed|excited|thrilled|grateful|proud)\b|"
        r"\b(passed away|died|divorce|diagnosed|miscarriage|breakup|broke up|panic attack|"
        r"i love you|means a lot to me|i'?m struggling)\b|"
        r"(мне грустно|я боюсь|я переживаю|я злюсь|я счастлив)",
        _I,
    ),
    "preference": re.compile(
        r"\b(i|we)\s+(really\s+|strongly\s+)?(prefer|like|love|hate|dislike|always|never|"
        r"can'?t stand|enjoy|favou?r)\b|"
        r"\bmy (favou?rite|preferred)\b|\b(i'?d|i would) rather\b|\bplease (always|never)\b|"
        r"(я предпочитаю|мне нравится|я люблю|я всегда|я никогда|терпеть не могу)|(我喜欢|我更喜欢|好き)|"
        r"(أنا أفضل|أفضّل|أحب)",
        _I,
    ),
    "decision": re.compile(
        r"\b(we|i)\s+(have\s+|'ve\s+)?(decided|chose|chosen|agreed|settled on|will go with|are going with|"
        r"picked|opted)\b|\blet'?s (go with|use|stick with|switch to)\b|\bthe decision is\b|"
        r"\bdecision:\s|\bgoing forward,? (we|i)\b|"
        r"(мы решили|я решил|я решила|решено|давай используем)|(决定|決めた)|(قررنا|قررت)",
        _I,
    ),
    "deadline": re.compile(
        r"\b(deadline|due (on|by|date)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
        r"tomorrow|tonight|end of (the )?(day|week|month))|before (the )?\d{1,2}(st|nd|rd|th)?\b|"
        r"no later than)\b|(дедлайн|срок до|до понедельника|до пятницы)",
        _I,
    ),
    "person-project-fact": re.compile(
        r"\bmy (wife|husband|partner|son|daughter|mother|mom|mum|father|dad|sister|brother|"
        r"friend|boss|manager|colleague|team|dog|cat|kid|kids|children)\b|"
        r"\b(works? (at|for|on)|lives in|i live in|i work (at|for|on)|moved to|born (in|on)|"
        r"birthday is|is called|name is|named)\b|"
        r"\b(the|our|my) (project|repo|repository|service|app|company|startup|codebase) "
        r"(is|uses|runs|has|needs|called)\b|"
        r"(меня зовут|моя жена|мой муж|моя сестра|мой брат|я живу|я работаю|день рождения)",
        _I,
    ),
    "correction": re.compile(
        r"\b(actually,|no,? that'?s (wrong|not right|incorrect)|that'?s not (what|right)|"
        r"i meant|correction:|to be clear,|not .{1,30}, but|you got it wrong|that is wrong)\b|"
        r"(на самом деле|я имел в виду|неправильно)",
        _I,
    ),
    "passing-mention": re.compile(r"\b(by the way|btw|fyi|incidentally|just saying|random thought)\b", _I),
}


def detect_signals(text: str) -> tuple[str, ...]:
    """Names of every signal present, in the table's order (strongest first)."""
    return tuple(name for name, pattern in PATTERNS.items() if pattern.search(text))


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

_SELF = re.compile(r"\b(the agent|the assistant|as an assistant|my (own )?(tools?|skills?|instructions|mistake))\b", _I)
_USER = re.compile(
    r"\b(i|i'm|i've|i'd|me|my|mine|user|user's|the user|he|she|his|her|я|мне|меня|мой|моя|моё|мои)\b", _I
)
_RELATIONSHIP = re.compile(
    r"\b(we|we're|we've|us|our|together|between us|each other|мы|нас|наш|наша|наше|вместе)\b", _I
)


def category_for(signals: tuple[str, ...] | list[str]) -> str:
    """A default category: the strongest signal's label, else general."""
    for name in signals:
        if name in CATEGORY_BY_SIGNAL:
            return CATEGORY_BY_SIGNAL[name]
    return "general"


def guess_domain(text: str) -> str:
    """A default domain from who the text is about: the agent (self), the two of us
    (relationship), the user, else the world (projects, tools, facts)."""
    if _SELF.search(text):
        return "self"
    if _RELATIONSHIP.search(text):
        return "relationship"
    if _USER.search(text):
        return "user"
    return "world"
