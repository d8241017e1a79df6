"""A whole First-Class Letters roll asked of the game: the setup roll, then each round in order."""

from __future__ import annotations

from referee.games.first_class.dice import load_first_class_dice
from referee.games.first_class.model import DEFAULT_SPECIAL_ROWS, ROUNDS, FirstClassVariant
from referee.games.first_class.roll import roll_game


def test_a_game_roll_is_the_setup_then_seven_rounds() -> None:
    # Rulebook: "Roll the 3 letter dice and arrange them in alphabetical order. Each player should
    # write these letters, in this order, in the 3 marked boxes"; "The game is played over 7 rounds."
    rolled, notes = roll_game(load_first_class_dice(None), 42, ROUNDS)
    assert rolled.special is not None and tuple(rolled.special) == DEFAULT_SPECIAL_ROWS
    assert list(rolled.special.values()) == sorted(rolled.special.values())
    assert [r.number for r in rolled.rounds] == list(range(1, ROUNDS + 1))
    assert all(len(r.dice) == 3 and r.dead is not None and r.priority is None for r in rolled.rounds)
    assert notes == [] and rolled.seed == 42
    assert rolled.as_json()["rounds"][0] == {"dice": list(rolled.rounds[0].dice), "dead": rolled.rounds[0].dead}


def test_breezy_rolls_no_dead_letter_and_the_setup_can_be_left_out() -> None:
    # Breezy: "play without the dead-letter die entirely ... use only the 3 letter dice each round."
    rolled, _ = roll_game(load_first_class_dice(None), 7, 2, [FirstClassVariant.BREEZY], setup=False)
    assert rolled.special is None and "special" not in rolled.as_json()
    assert all(r.dead is None for r in rolled.rounds) and rolled.as_json()["variants"] == ["breezy"]


def test_the_same_seed_rolls_the_same_game() -> None:
    dice, variants = load_first_class_dice(None), [FirstClassVariant.PRIORITY_MAIL]
    assert roll_game(dice, 3, ROUNDS, variants) == roll_game(dice, 3, ROUNDS, variants)
