"""literals.alternation: a trie-factored pattern finds exactly what the flat one finds."""

from __future__ import annotations

import re

import pytest
from hippocampus.literals import alternation
from hypothesis import given
from hypothesis import strategies as st

WORDS = st.lists(st.text("ab-._:/ç密", min_size=1, max_size=5), min_size=1, max_size=12)


@given(WORDS, st.text("ab-._:/ç密 x", max_size=40))
def test_trie_finds_a_word_exactly_when_the_flat_alternation_does(words, text):
    flat = re.compile("|".join(map(re.escape, words)))
    assert bool(re.search(alternation(words), text)) == bool(flat.search(text)) == any(w in text for w in words)


def test_shared_prefixes_are_factored_and_an_empty_word_is_refused():
    assert alternation(["pass", "passwd", "password", "pwd"]) == "p(?:ass|wd)"
    with pytest.raises(ValueError):
        alternation(["a", ""])
