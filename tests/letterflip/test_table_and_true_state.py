"""Letterflip's table and the true state `answer --card` starts from, asked of the game directly."""

from __future__ import annotations

import pytest

from referee.errors import OptionError
from referee.games.letterflip.answers import situation_on_card
from referee.games.letterflip.card import LetterflipCard, two_players

CARD = LetterflipCard.of(["cat", "frog", "wagon", "bridge"])


@pytest.mark.parametrize(("names", "playable"), [
    # Rulebook: "Each player will be attempting to identify the words on the card in his or her
    # opponent's Letterflipper" (Player A and Player B, one Letterflipper each).
    (["Ann", "Bob"], True), (["Ann"], False), (["Ann", "Bob", "Cy"], False), (["Ann", "ann"], False),
])
def test_letterflip_is_played_by_two_players_with_different_names(names: list[str], playable: bool) -> None:
    assert two_players(names) is playable


def test_a_card_with_true_answers_is_where_the_guess_is_answered_from() -> None:
    # WAGON: "Player A determines that N, A, W, G, and O are the five letters in the word".
    situation = situation_on_card(CARD, None, 5, "N=1,A=1,W=1,G=1,O=1,G@1=no", "")
    assert (situation.word_number, situation.knowledge.letters_known) == (3, 5)


@pytest.mark.parametrize(("known", "out", "option", "wrong"), [
    ("C=0", "", "--known/--out", "C=0"),  # CAT has a C
    ("", "T", "--known/--out", "T=0"),  # --out T says CAT has no T
    ("A=x", "", "--known", None),  # not an answer at all
])
def test_a_false_or_unreadable_answer_is_refused_naming_its_option(known: str, out: str, option: str,
                                                                  wrong: str | None) -> None:
    with pytest.raises(OptionError) as caught:
        situation_on_card(CARD, 1, None, known, out)
    assert caught.value.option == option
    if wrong is not None:
        assert caught.value.message.startswith(f"{wrong}: not what the card says for word 1")
