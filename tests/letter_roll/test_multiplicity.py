"""The one multiplicity rule, `dictionary.missing_letters`, that Letter Roll's lists and
`check-word --letters` both ask: "If a letter appears more than once on the rolled dice, that
letter must appear at least as many times in each word as it appears on the dice."
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon, missing_letters
from referee.games.letter_roll.lists import rule_lists


def test_the_rulebook_s_two_ts() -> None:
    # "For example, if two Ts are rolled, each word must contain at least two Ts."
    assert missing_letters("tent", ["T", "T", "E"]) == []
    assert missing_letters("ten", ["T", "T", "E"]) == ["T"]
    assert missing_letters("net", ["T", "T", "T"]) == ["T", "T"]


def test_missing_letters_are_alphabetical_and_case_and_accents_do_not_matter() -> None:
    assert missing_letters("Zap", ["s", "P", "E", "E"]) == ["E", "E", "S"]
    assert missing_letters("ÉTÉ", ["e", "T", "E"]) == []
    assert missing_letters("straße", ["S", "S", "S"]) == []  # ß is read as ss


def test_a_round_s_lists_ask_the_same_rule() -> None:
    ruled = rule_lists(get_lexicon(), ["T", "T", "E"], {"Ana": ["tent", "ten"]})["Ana"].words
    assert [(w.word, w.missing) for w in ruled] == [("tent", ()), ("ten", ("T",))]
    assert "missing-letters" in ruled[1].reasons and "missing-letters" not in ruled[0].reasons


@settings(max_examples=200, deadline=None)
@given(word=st.text(alphabet="abcdeprstÉéß-' ", max_size=12),
       letters=st.lists(st.sampled_from("ABCDEPRSTabc"), max_size=5))
def test_missing_letters_is_the_multiset_difference(word: str, letters: list[str]) -> None:
    # What the dice show less what the word has, counted as multisets (accents folded, ß as ss).
    have = Counter(word.lower().replace("é", "e").replace("ß", "ss").upper())
    need = Counter(letter.upper() for letter in letters)
    assert missing_letters(word, letters) == sorted((need - have).elements())
