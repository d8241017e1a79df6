"""`check-word --cards` and `hint letter-tricks --cards` read a card list one way: the same lists
are refused with the same line, side by side through the command line; where they differ, it is
because a word check needs no suits and knows no table (docs/letter-tricks.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.analysis_support import word_list
from tests.conftest import run

WORDS = "a ax at"


@pytest.fixture
def lexicon(tmp_path: Path) -> str:
    return word_list(tmp_path, WORDS)


def check_word(lexicon: str, cards: str, *args: str) -> tuple[int, str, str]:
    result = run(["check-word", "--lexicon", lexicon, "--game", "letter-tricks", "--cards", cards, *args, "ax"])
    return result.exit_code, result.stdout, result.stderr


def hint(lexicon: str, cards: str, *args: str) -> tuple[int, str, str]:
    result = run(["hint", "letter-tricks", "--lexicon", lexicon, "--cards", cards, *args])
    return result.exit_code, result.stdout, result.stderr


def refused(message: str) -> tuple[int, str, str]:
    return 2, "", f"referee: error: Invalid value for '--cards': {message}\n"


@pytest.mark.parametrize("cards, message", [
    # Interface section 2: "LetterTricks' Qu card is written QU"; the rulebook's red suit has
    # "Qu" and no card is a Q alone (bug: check-word --cards took Q as the Qu card).
    ("Q", "no card has the letter Q alone (the Qu card is QU)"),
    ("A,q", "no card has the letter q alone (the Qu card is QU)"),
    # "17 Cards in Yellow (A, ...)", "17 Cards in Blue (A, ...)", "18 Cards in Red (A, ...)": three
    # A cards in the whole deck, so a fourth cannot be held (bug: check-word took A,A,A,A,A).
    ("A,A,A,A,A", "A is given 5 times, and {deck} has 3 A cards (Y:A, B:A, R:A)"),
    ("Y:A,A,A,A", "A is given 4 times, and {deck} has 3 A cards (Y:A, B:A, R:A)"),
    ("Y:A,Y:A", "Y:A is given twice (the deck has one of each card)"),
    ("Y:B", "no card Y:B in the deck (yellow has A C D E G H I K M O P R S T U W X)"),
    ("A,AB", "expected a card SUIT:LETTER (Y, B, R or M, then A-Z or QU) or a bare letter, got 'AB'"),
    # An empty list is no hand: refused, not read as "no --cards" (bug: check-word --cards ''
    # dropped the option and ruled by the dictionary alone).
    ("", "no cards given"),
    (", ,", "no cards given"),
])
def test_both_commands_refuse_a_card_list_in_the_same_words(lexicon: str, cards: str, message: str) -> None:
    # The hint names the game it hints (the 4-player game by default), the check the whole deck.
    assert check_word(lexicon, cards) == refused(message.format(deck="the deck"))
    assert hint(lexicon, cards) == refused(message.format(deck="this game"))


def test_a_list_both_accept_is_read_alike(lexicon: str) -> None:
    # "Each card used in the word is worth one point, though a few rare letters (J, K, Q, V, X, Z)
    # earn a bonus point each": ax is A 1 + X 2 = 3, from a bare A and the yellow X.
    assert check_word(lexicon, "A,Y:X,T") == (0, (
        "word    valid    reasons    suggestion\n"
        "------  -------  ---------  ------------\n"
        "ax      yes\n"), "")
    assert hint(lexicon, "A,Y:X,T", "-n", "1") == (0, (
        "Best words from 3 cards:\n"
        "#    word    score    cards    unused\n"
        "---  ------  -------  -------  --------\n"
        "1    ax      3        A, Y:X   T\n"), "")


def test_two_x_cards_are_the_whole_decks_not_the_four_player_games(lexicon: str) -> None:
    # "6 Multicolored Cards (J, K, Qu, V, X, Z)", and "Shuffle the remaining 43 cards together
    # (including the multicolored cards)" in the 3-player game: Y:X and M:X can both be held, so a
    # word check, which knows no table, takes X,X; the 4-player hint ("Do not use the multicolored
    # cards in this game") has one X card.
    ax = (0, "word    valid    reasons    suggestion\n"
             "------  -------  ---------  ------------\n"
             "ax      yes\n", "")
    assert check_word(lexicon, "X,X,A") == ax
    assert check_word(lexicon, "M:X,A") == ax
    assert check_word(lexicon, "X,Y:X,X") == refused("X is given 3 times, and the deck has 2 X cards (Y:X, M:X)")
    assert hint(lexicon, "X,X,A") == refused("X is given 2 times, and this game has 1 X card (Y:X)")
    assert hint(lexicon, "M:X,A") == refused("M:X is not used in this game (4-player competitive, "
                                             "no multicolored cards)")


def test_a_word_check_takes_bare_letters_where_the_hint_needs_suits(lexicon: str) -> None:
    # 3 players: "Each word can only have letters from a single suit": which words go together
    # depends on the suits, so the hint refuses A; one word's letters do not, so the check takes it.
    assert check_word(lexicon, "A,M:X") == (0, (
        "word    valid    reasons    suggestion\n"
        "------  -------  ---------  ------------\n"
        "ax      yes\n"), "")
    assert hint(lexicon, "A,M:X", "--players", "3") == refused(
        "A has no suit: with 3 players each word is made from one suit's cards, so write it with its "
        "suit (Y:A, B:A or R:A)")


# Cards whose letter the whole deck and the 4-player game hold alike (no J K QU V X Z, whose
# multicolored cards only some games use), with cards no game has and texts that are no card.
SAME_IN_EVERY_DECK = ["Y:A", "B:A", "R:A", "Y:T", "R:T", "B:E", "R:E", "A", "T", "E", "Y:B", "Q", "AB", ""]


@pytest.fixture(scope="module")
def words(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The word list once for the module: hypothesis runs the test below many times."""
    return word_list(tmp_path_factory.mktemp("words"), WORDS)


@settings(max_examples=40, deadline=None)
@given(tokens=st.lists(st.sampled_from(SAME_IN_EVERY_DECK), max_size=6), separator=st.sampled_from([",", " "]))
def test_the_two_commands_agree_on_any_list_of_such_cards(words: str, tokens: list[str], separator: str) -> None:
    # Refused by one, refused by the other in the same line (naming the deck each counts against);
    # taken by one, hinted by the other.
    cards = separator.join(tokens)
    checked = check_word(words, cards)
    hinted = hint(words, cards, "-n", "1")
    if checked[0] == 2:
        assert checked[1] == "" and checked[2].startswith("referee: error: Invalid value for '--cards': ")
        assert hinted == (2, "", checked[2].replace(", and the deck has", ", and this game has"))
    else:
        assert hinted[0] == 0 and hinted[2] == ""
