"""A regular expression for "any of these words", factored as a trie. Pure.

Python's ``re`` tries an alternation's branches one by one at every position, so a flat
"token|secret|password|..." of a few hundred words is slow; sharing prefixes
("pass(?:word|wd|phrase)") lets one failed character rule out a whole subtree, about
twice as fast on ordinary text. Used for the literal prefilters in redact and signals.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def alternation(words: Iterable[str]) -> str:
    """A pattern matching exactly where one of ``words`` (literal strings) occurs."""
    trie: dict = {}
    for word in dict.fromkeys(words):
        if not word:
            raise ValueError("an empty word would match everywhere")
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}  # a word ends here
    return _emit(trie)


def _emit(node: dict) -> str:
    if "" in node:
        return ""  # a word ends here: for "does one occur", longer words add nothing
    branches = [re.escape(char) + _emit(child) for char, child in sorted(node.items())]
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
