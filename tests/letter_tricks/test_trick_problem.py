"""What makes cards one LetterTricks trick, and a table one of its games, asked of the game (the commands ask it)."""

from __future__ import annotations

import pytest

from referee.games.letter_tricks.cards import CardError, LetterCard, Suit
from referee.games.letter_tricks.setup import (
    GameSetup,
    LetterTricksMode,
    LetterTricksVariant,
    Seating,
    multicolored_in_play,
)
from referee.games.letter_tricks.single_trick import card_as_written, held_twice, one_card_each, trick_problem


def cards(*texts: str) -> list[LetterCard]:
    return [LetterCard.parse(t) for t in texts]


FOUR = cards("Y:C", "Y:M", "B:V", "Y:A")


@pytest.mark.parametrize(("mode", "players", "broken"), [
    # Rulebook headings: "4- and 5-Player Competitive LetterTricks", "3-Player Competitive
    # LetterTricks", "Team LetterTricks (4 Players)", "Cooperative LetterTricks (4- and 5-Players ...)".
    (LetterTricksMode.COMPETITIVE, 3, None), (LetterTricksMode.COMPETITIVE, 5, None),
    (LetterTricksMode.COMPETITIVE, 6, Seating.PLAYERS),
    (LetterTricksMode.TEAM, 4, None), (LetterTricksMode.TEAM, 5, Seating.TEAM),
    (LetterTricksMode.TEAM, 3, Seating.TEAM),
    (LetterTricksMode.COOPERATIVE, 4, None), (LetterTricksMode.COOPERATIVE, 5, None),
    (LetterTricksMode.COOPERATIVE, 3, Seating.COOPERATIVE),
])
def test_each_mode_is_played_at_the_rulebooks_tables(mode: LetterTricksMode, players: int,
                                                     broken: Seating | None) -> None:
    setup = GameSetup(mode, players)
    assert setup.seating() is broken
    assert setup.check() == (None if broken is None else f"{broken.value}, got {players}")


def test_a_trick_of_one_card_per_player_at_a_real_table_is_a_trick() -> None:
    assert trick_problem(FOUR) is None
    assert trick_problem(FOUR, LetterTricksMode.TEAM, 4) is None
    assert trick_problem(FOUR, LetterTricksMode.COOPERATIVE) is None


@pytest.mark.parametrize(("played", "mode", "players", "problem"), [
    (FOUR, LetterTricksMode.COMPETITIVE, 5, "5 players play 5 cards, got 4"),
    (FOUR[:2], LetterTricksMode.COMPETITIVE, None, "a trick has one card per player (3 to 5), got 2"),
    (cards("Y:C", "Y:M", "B:V", "Y:A", "R:T", "B:C"), LetterTricksMode.TEAM, None,
     "a trick has one card per player (3 to 5), got 6"),  # the table size is checked before the mode
    (cards("Y:C", "Y:C", "B:V"), LetterTricksMode.TEAM, None, "the same card is played twice in one trick"),
    (FOUR[:3], LetterTricksMode.TEAM, None, "team LetterTricks is played by 4 players"),
    (FOUR[:3], LetterTricksMode.COOPERATIVE, None, "cooperative LetterTricks is played by 4 or 5 players"),
])
def test_why_cards_are_not_a_trick(played: list[LetterCard], mode: LetterTricksMode, players: int | None,
                                   problem: str) -> None:
    assert trick_problem(played, mode, players) == problem


@pytest.mark.parametrize(("mode", "players", "variants"), [
    # "Using the multicolored cards is required in the 3-player competitive version of LetterTricks,
    # and recommended in the Teams and Cooperative versions": only there is it a variant to record;
    # the 4-5 player game: "Do not use the multicolored cards in this game."
    (LetterTricksMode.COMPETITIVE, 4, ()), (LetterTricksMode.COMPETITIVE, 3, ()),
    (LetterTricksMode.TEAM, 4, (LetterTricksVariant.MULTICOLORED,)),
    (LetterTricksMode.COOPERATIVE, 5, (LetterTricksVariant.MULTICOLORED,)),
])
def test_the_multicolored_cards_are_a_variant_of_team_and_cooperative_play(
        mode: LetterTricksMode, players: int, variants: tuple[LetterTricksVariant, ...]) -> None:
    assert GameSetup(mode, players, multicolored=True).variants == variants


def test_the_advanced_variant_belongs_to_the_competitive_game() -> None:
    # The Advanced Variant is a rule of "4- and 5-Player Competitive LetterTricks" (its scoring).
    assert GameSetup(LetterTricksMode.COMPETITIVE, 5, advanced=True).variants == (LetterTricksVariant.ADVANCED,)
    assert GameSetup(LetterTricksMode.COMPETITIVE, 5, advanced=True).variant_problem() is None
    for mode in (LetterTricksMode.TEAM, LetterTricksMode.COOPERATIVE):
        assert GameSetup(mode, 4, advanced=True).variant_problem() == \
            "the advanced variant is for the 4-5 player competitive game"


def test_a_multicolored_card_among_the_cards_means_the_multicolored_cards_are_played() -> None:
    # Team play: "If using the multicolored cards variant ..., their goal is to get at least five
    # cards in all three suits"; the multicolored cards are in the deck only in that variant.
    assert multicolored_in_play(True, cards("Y:S", "B:L"))
    assert multicolored_in_play(False, cards("Y:S", "M:K"))
    assert not multicolored_in_play(False, cards("Y:S", "B:L", "R:T"))


def test_a_card_the_deck_lacks_is_ruled_as_written_and_says_why() -> None:
    # The rulebook's blue suit has no Z; a trick typed with B:Z is still a trick of suit and letter.
    card, missing = card_as_written("b:z")
    assert (card.suit, card.letter) == (Suit.BLUE, "Z") and missing is not None and "no card B:Z" in missing
    assert card_as_written("Y:C") == (LetterCard.parse("Y:C"), None)
    for text in ("Q:C", "Y:1", "Y:AB"):
        with pytest.raises(CardError):
            card_as_written(text)


def test_a_card_is_held_by_one_seat_only() -> None:
    # The rulebook's deck lists each card once, so the hands given for a trick cannot share one.
    y_a, y_e, b_v = cards("Y:A", "Y:E", "B:V")
    assert held_twice([(1, [y_a]), (2, [y_e, b_v])]) is None
    assert held_twice([(2, [b_v, y_e]), (3, [y_a, y_e])]) == (y_e, 2, 3)
    assert held_twice([(1, [y_a, y_a])]) == (y_a, 1, 1)


def test_one_card_each_is_a_trick_at_that_table() -> None:
    assert one_card_each(FOUR, 4) and not one_card_each(FOUR, 3) and not one_card_each(FOUR, 5)
