"""The Letter Roll dice as data: the shipped set, choosing dice by colour, fair and seeded rolls."""

from __future__ import annotations

import string
from collections import Counter
from pathlib import Path

import pytest

from referee.dice import DiceChoiceError, Die, default_dice, dice_from_node, load_dice, roll
from referee.errors import RecordError
from referee.randomness import SeededSource, chi_square_critical, chi_square_uniform, source
from referee.records import load_text

DICE = default_dice("letter-roll-dice.yaml")


def test_the_box_holds_two_white_three_blue_two_orange() -> None:
    # Rulebook, What's in the Box: seven dice, two white, three blue and two orange.
    assert [d.colour for d in DICE.dice] == ["white"] * 2 + ["blue"] * 3 + ["orange"] * 2
    assert all(len(d.faces) == 6 for d in DICE.dice)


def test_every_letter_is_on_some_die_and_colours_follow_frequency() -> None:
    faces = {colour: Counter(f for d in DICE.dice if d.colour == colour for f in d.faces)
             for colour in DICE.colours()}
    assert set().union(*faces.values()) == set(string.ascii_uppercase)
    # The commonest letters in dictionary words are white, the rarest orange.
    assert set("EARIOT") <= set(faces["white"])
    assert set("JQXZ") <= set(faces["orange"])
    assert not set("EARIOTNSL") & (set(faces["blue"]) | set(faces["orange"]))


def test_choose_takes_each_die_once_in_the_order_asked() -> None:
    chosen = DICE.choose(["blue", "white", "white", "orange"])
    assert [d.colour for d in chosen] == ["blue", "white", "white", "orange"]
    assert chosen[1] != chosen[2]  # the two different white dice
    with pytest.raises(DiceChoiceError, match="only 2 white dice, 3 asked for"):
        DICE.choose(["white", "white", "white"])
    with pytest.raises(DiceChoiceError, match="no green dice"):
        DICE.choose(["green"])


def test_only_some_colours() -> None:
    younger = DICE.only(["white", "blue"])
    assert [d.colour for d in younger.dice] == ["white"] * 2 + ["blue"] * 3


def test_a_seeded_roll_is_the_same_every_time_and_everywhere() -> None:
    dice = DICE.choose(["white", "white", "blue", "orange"])
    first = [f.letter for f in roll(dice, source(7))]
    assert first == [f.letter for f in roll(dice, source(7))]
    # Pinned: SplitMix64 from seed 7 picks faces 3, 0, 0, 3 of these dice on every platform.
    rng = SeededSource(7)
    assert [rng.below(6) for _ in range(4)] == [3, 0, 0, 3]
    assert first == ["O", "A", "B", "V"]


def test_rolls_are_fair() -> None:
    die = DICE.dice[0]
    rng = SeededSource(2024)
    counts = Counter(roll([die], rng)[0].letter for _ in range(6000))
    assert chi_square_uniform([counts[f] for f in die.faces]) < chi_square_critical(5)


def test_a_group_s_own_dice_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "dice.yaml"
    path.write_text("name: our dice\ndice:\n  - {color: Red, faces: ABC}\n  - {colour: red, faces: [x, y]}\n",
                    encoding="utf-8")
    dice = load_dice(path)
    assert dice.name == "our dice"
    assert dice.dice == (Die("red", ("A", "B", "C")), Die("red", ("X", "Y")))


@pytest.mark.parametrize(("text", "message"), [
    ("dice: []\n", "<string>:1:1: dice: expected at least one die, got none"),
    ("dice:\n  - {colour: red}\n", "<string>:2:5: dice[1]: missing 'faces'"),
    ("dice:\n  - {colour: red, faces: [A, 7]}\n", "<string>:2:30: dice[1] faces entry: expected a single letter"),
    ("dice:\n  - {colour: red, sides: 6, faces: A}\n", "<string>:2:19: dice[1]: unknown key 'sides'"),
    ("dices: []\n", "<string>:1:1: dice file: unknown key 'dices'"),
])
def test_dice_file_errors_name_the_place(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        dice_from_node(load_text(text)[0].root, "test")
    assert str(caught.value).startswith(message), str(caught.value)
