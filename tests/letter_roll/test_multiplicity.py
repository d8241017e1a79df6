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
from tests.conftest import run


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


# "Apostrophes (such as in they'd), hyphens (such as in three-year-old) ... are not allowed", and
# "If a word read aloud is found to not contain all three letters, it must be crossed off"; the
# variation's minimum counts "the number of letters each word must contain". With T-R-E and a
# minimum of 6: three-year-old has T, R and E and 12 letters (hyphen only); they'd lacks the R
# and has 5 letters, the apostrophe being no letter; etc lacks the R and has 3 letters.
WORD_FORMS = ["three-year-old", "they'd", "etc", "street"]


def test_a_word_of_another_form_is_counted_on_its_letters_by_the_lists() -> None:
    ruled = rule_lists(get_lexicon(), ["T", "R", "E"], {"Ana": WORD_FORMS}, {"Ana": 6})["Ana"].words
    assert [w.reasons for w in ruled] == [
        ("hyphen",), ("apostrophe", "missing-letters", "too-short"),
        ("abbreviation", "missing-letters", "too-short"), ()]


def test_check_word_counts_it_on_its_letters_as_the_lists_do() -> None:
    # The same words, the same reasons (check-word gave they'd `apostrophe` alone: it asked the
    # letters in play and the minimum only of words of plain letters).
    result = run(["check-word", "--letters", "TRE", "--min-length", "6", *WORD_FORMS])
    assert result.exit_code == 1
    assert result.stdout == (
        "word            valid    reasons                                   read as    suggestion\n"
        "--------------  -------  ----------------------------------------  ---------  ------------\n"
        "three-year-old  NO       hyphen\n"
        "they'd          NO       apostrophe, missing-letters, too-short\n"
        "etc             NO       abbreviation, missing-letters, too-short\n"
        "street          yes\n")


@settings(max_examples=200, deadline=None)
@given(word=st.text(alphabet="abcdeprstÉéß-' ", max_size=12),
       letters=st.lists(st.sampled_from("ABCDEPRSTabc"), max_size=5))
def test_missing_letters_is_the_multiset_difference(word: str, letters: list[str]) -> None:
    # What the dice show less what the word has, counted as multisets (accents folded, ß as ss).
    have = Counter(word.lower().replace("é", "e").replace("ß", "ss").upper())
    need = Counter(letter.upper() for letter in letters)
    assert missing_letters(word, letters) == sorted((need - have).elements())
