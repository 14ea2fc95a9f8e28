"""Text handling shared by capture, dedupe and search: Unicode words, keywords, similarity.

Pure functions. Words are Unicode ``\\w`` runs after case folding, so Cyrillic, Greek,
Arabic and accented Latin are words like any other; runs of CJK characters (which are
written without spaces) become overlapping character bigrams plus single characters, so
a two-character query word matches inside a longer CJK run. Matching is always on whole
tokens, never substrings: "art" does not match "start".
"""

from __future__ import annotations

import re
from collections import Counter

_WORD = re.compile(r"\w+")
# Han, Hiragana, Katakana and the CJK compatibility blocks: scripts written without spaces.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]+")

STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just me more most my myself nor of off on once only or other our
    ours ourselves out over own same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very
    was we were what when where which while who whom why will with would you your yours
    yourself yourselves s t d ll m re ve y also let lets ok okay yes yeah get got really
    и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только
    ее мне было вот от меня еще нет о из ему для мы они это
    """.split()
)

# Words that flip a statement's meaning: "always X" and "never X" are not duplicates.
NEGATIONS = frozenset(
    """
    not no never none nothing nobody neither nor cannot cant dont doesnt didnt wont
    wouldnt shouldnt isnt arent wasnt werent hasnt havent hadnt stop stopped quit without
    нет не никогда ни
    """.split()
)


def tokens(text: str) -> list[str]:
    """Case-folded word tokens in order; CJK runs become bigrams plus single characters."""
    out: list[str] = []
    for word in _WORD.findall(text.casefold().replace("'", "").replace("\u2019", "")):
        if not _CJK.search(word):
            out.append(word)
            continue
        pos = 0
        for run in _CJK.finditer(word):
            if run.start() > pos:
                out.append(word[pos : run.start()])
            chars = run.group()
            out.extend(chars)
            out.extend(chars[i : i + 2] for i in range(len(chars) - 1))
            pos = run.end()
        if pos < len(word):
            out.append(word[pos:])
    return out


def content_tokens(text: str) -> list[str]:
    """Tokens without stopwords: what a memory is about."""
    return [t for t in tokens(text) if t not in STOPWORDS]


def extract_keywords(text: str, limit: int = 6) -> list[str]:
    """The most frequent content words (ties by first appearance), for a memory's keywords."""
    # Single CJK characters are too ambiguous to be keywords; their bigrams carry meaning.
    words = [
        t
        for t in content_tokens(text)
        if not t.isdigit() and (len(t) >= 2 if _CJK.match(t) else len(t) >= 3)
    ]
    counts = Counter(words)
    first = {}
    for i, word in enumerate(words):
        first.setdefault(word, i)
    ranked = sorted(counts, key=lambda w: (-counts[w], first[w]))
    return ranked[:limit]


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_RUN = re.compile(r"\n{3,}")


def normalize_content(text: str) -> str:
    """The form in which content is stored: control characters dropped, line ends unified,
    trailing spaces and runs of blank lines trimmed. Every script and emoji is kept."""
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    return _BLANK_RUN.sub("\n\n", "\n".join(lines)).strip()


def polarity(words: set[str] | frozenset[str]) -> frozenset[str]:
    """The negation words present, which must agree for two texts to be duplicates."""
    return frozenset(words & NEGATIONS)


def similarity(a: str, b: str) -> float:
    """Jaccard similarity of the two texts' token sets, 0 when their negations differ."""
    ta, tb = set(tokens(a)), set(tokens(b))
    return token_similarity(ta, tb)


def token_similarity(ta: set[str], tb: set[str]) -> float:
    """Jaccard of two token sets, forced to 0 when one is negated and the other is not."""
    if not ta or not tb or polarity(ta) != polarity(tb):
        return 0.0
    return len(ta & tb) / len(ta | tb)


# Two memories whose token sets overlap this much say the same thing (measured on
# paraphrase pairs like "I prefer dark mode" / "I prefer dark mode."): high enough that
# "I use vim" and "I use emacs" (0.5) stay separate.
DUPLICATE_THRESHOLD = 0.8
