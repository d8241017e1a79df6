"""`referee roll letter-roll`: the roller's dice by colour, the removal, variants, seeds and round fragments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from referee.dice import default_dice
from referee.randomness import SeededSource
from tests.conftest import run

DICE = default_dice("letter-roll-dice.yaml")


def roll_json(*args: str) -> dict[str, Any]:
    result = run(["roll", "letter-roll", "-f", "json", *args])
    assert result.exit_code == 0, result.stderr
    [line] = result.stdout.splitlines()
    parsed: dict[str, Any] = json.loads(line)
    return parsed


def expected_faces(seed: int, colours: list[str]) -> list[str]:
    """What a seeded roll must show: the SplitMix64 draws index each chosen die's faces in turn."""
    rng = SeededSource(seed)
    return [die.faces[rng.below(len(die.faces))] for die in DICE.choose(colours)]


def test_default_roll_is_white_white_blue_orange() -> None:
    obj = roll_json("--seed", "7")
    assert obj == {"game": "letter-roll", "variants": [], "seed": 7,
                   "colours": ["white", "white", "blue", "orange"], "rolled": ["O", "A", "B", "V"],
                   "removed": None, "letters": None}
    assert obj["rolled"] == expected_faces(7, obj["colours"])


def test_the_same_seed_gives_the_same_roll() -> None:
    assert roll_json("--seed", "123") == roll_json("--seed", "123")


def test_the_roller_chooses_the_dice() -> None:
    obj = roll_json("--seed", "5", "--dice", "orange,blue,blue,white")
    assert obj["colours"] == ["orange", "blue", "blue", "white"]
    assert obj["rolled"] == expected_faces(5, obj["colours"])


@pytest.mark.parametrize("remove", ["4", "v", "V"])
def test_the_player_to_the_left_removes_a_die(remove: str) -> None:
    obj = roll_json("--seed", "7", "--remove", remove)
    assert (obj["removed"], obj["letters"]) == ("V", ["O", "A", "B"])


def test_table_names_each_die_colour_and_letter() -> None:
    result = run(["roll", "letter-roll", "--seed", "7", "--remove", "4"])
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "die    colour    letter    status",
        "-----  --------  --------  --------",
        "1      white     O         in play",
        "2      white     A         in play",
        "3      blue      B         in play",
        "4      orange    V         removed",
        "Letters in play: O-A-B",
        "Dice: referee default dice",
        "seed 7 (replay with --seed 7)",
    ]


def test_without_remove_the_table_says_who_removes() -> None:
    result = run(["roll", "letter-roll", "--seed", "7"])
    assert "The player to the left of the roller removes one die" in result.stdout


def test_a_fair_roll_says_to_write_the_removal_in_the_record() -> None:
    # A fair roll is never the same twice: the note said "--remove LETTER or --remove N records
    # which", and `roll letter-roll --remove 2` after it rolled other dice. Only a seeded roll
    # can be rolled again to record the choice (docs/letter-roll.md, Rolling the dice).
    lines = run(["roll", "letter-roll"]).stdout.splitlines()
    assert lines[-3:] == [
        "The player to the left of the roller removes one die, leaving 3 letters in play: write them in the "
        "record (--remove records the choice only for a roll that --seed N replays: a fair roll is never the "
        "same twice).",
        "Dice: referee default dice",
        "fair: operating-system randomness (--seed N makes a roll replayable)",
    ]
    seeded = run(["roll", "letter-roll", "--seed", "7"]).stdout.splitlines()
    assert seeded[-3] == ("The player to the left of the roller removes one die, leaving 3 letters in play "
                          "(--remove LETTER or --remove N records which).")


@pytest.mark.parametrize(("variant", "colours", "letters"), [
    ("two-letter", ["white", "white", "blue"], 2),
    ("four-letter", ["white", "white", "blue", "blue", "orange"], 4),
    ("white-blue-dice", ["white", "white", "blue", "blue"], 3),
])
def test_variants_roll_one_more_die_than_letters(variant: str, colours: list[str], letters: int) -> None:
    obj = roll_json("--variant", variant, "--seed", "3", "--remove", "1")
    assert obj["colours"] == colours
    assert len(obj["letters"]) == letters
    assert obj["variants"] == [variant]


def test_white_dice_only_rolls_both_white_dice_and_removes_none() -> None:
    obj = roll_json("--variant", "white-dice", "--seed", "3")
    assert obj["colours"] == ["white", "white"]
    assert obj["letters"] == obj["rolled"]


def test_tie_break_roll_one_die_per_tied_player() -> None:
    obj = roll_json("--tiebreak", "--dice", "white,blue,orange", "--seed", "9")
    assert obj["colours"] == ["white", "blue", "orange"]
    assert obj["letters"] == obj["rolled"] == expected_faces(9, obj["colours"])


def test_yaml_output_is_a_round_for_check_word(tmp_path: Path) -> None:
    result = run(["roll", "letter-roll", "--seed", "7", "--remove", "V", "-f", "yaml"])
    fragment = yaml.safe_load(result.stdout)
    assert fragment["letters"] == ["O", "A", "B"]
    path = tmp_path / "round.yaml"
    path.write_text(result.stdout, encoding="utf-8")
    # O-A-B: "boat" has all three, "bat" lacks the O.
    checked = run(["check-word", "--round", str(path), "-f", "json", "boat", "bat"])
    rows = [json.loads(line) for line in checked.stdout.splitlines()]
    assert [(r["word"], r["valid"], r["reasons"]) for r in rows] == [
        ("boat", True, []), ("bat", False, ["missing-letters"])]
    assert checked.exit_code == 1


def test_yaml_output_with_lists_added_is_a_single_round_record() -> None:
    result = run(["roll", "letter-roll", "--seed", "7", "--remove", "4", "-f", "yaml"])
    record = result.stdout + "lists:\n  Ann: [boat, about]\n  Bob: [boat, above]\n"
    ruled = run(["dedupe-lists", "-f", "json"], input=record)
    assert ruled.exit_code == 0, ruled.stderr
    assert json.loads(ruled.stdout)["totals"] == {"Ann": 1, "Bob": 1}


def test_a_group_s_own_dice(tmp_path: Path) -> None:
    path = tmp_path / "ours.yaml"
    path.write_text("name: our dice\ndice:\n" + "".join(
        f"  - {{colour: {c}, faces: [{f}]}}\n" for c, f in
        [("white", "E"), ("white", "A"), ("blue", "S"), ("blue", "S"), ("orange", "Q")]), encoding="utf-8")
    obj = roll_json("--dice-file", str(path), "--dice", "white,white,blue,orange")
    assert obj["rolled"] == ["E", "A", "S", "Q"]


@pytest.mark.parametrize(("args", "error"), [
    (["--dice", "white,blue"],
     "referee: error: Invalid value for '--dice': 3 letters in play means rolling 4 dice (one is then removed), "
     "got 2\n"),
    (["--dice", "white,white,white,blue"],
     "referee: error: Invalid value for '--dice': referee default dice has only 2 white dice, 3 asked for\n"),
    (["--dice", "white,white,green,blue"],
     "referee: error: Invalid value for '--dice': no green dice in referee default dice "
     "(colours: white, blue, orange)\n"),
    (["--variant", "white-blue-dice", "--dice", "white,white,blue,orange"],
     "referee: error: Invalid value for '--dice': the white-blue-dice variant uses white and blue dice only, "
     "got 'orange'\n"),
    (["--variant", "two-letter", "--variant", "four-letter"],
     "referee: error: Invalid value for '--variant': two-letter and four-letter cannot both be played\n"),
    (["--tiebreak"],
     "referee: error: in the tie-break round each tied player picks a die: give them with --dice (one colour "
     "per tied player, e.g. --dice white,blue)\n"),
    (["--seed", "7", "--remove", "Z"],
     "referee: error: Invalid value for '--remove': 'Z' was not rolled (rolled: O A B V)\n"),
    (["--seed", "7", "--remove", "5"],
     "referee: error: Invalid value for '--remove': expected a die from 1 to 4, got '5'\n"),
    (["--seed", "7", "--remove", "0"],
     "referee: error: Invalid value for '--remove': expected a die from 1 to 4, got '0'\n"),
    (["--variant", "white-dice", "--remove", "1"],
     "referee: error: Invalid value for '--remove': no die is removed in this roll\n"),
    # "In case of a tie, the players with tied scores each select one of the Letter Roll dice": one
    # die is no tie (it was rolled: 'Letters in play: T (tie-break: all of them in every word)').
    (["--tiebreak", "--dice", "white"],
     "referee: error: Invalid value for '--dice': a tie is between two or more players, one die each: got 1 "
     "die\n"),
])
def test_usage_errors_exit_2_on_one_line(args: list[str], error: str) -> None:
    result = run(["roll", "letter-roll", *args])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == error


def test_bad_dice_file_names_the_place(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("dice:\n  - {colour: white, faces: [A, 1]}\n", encoding="utf-8")
    result = run(["roll", "letter-roll", "--dice-file", str(path)])
    assert result.exit_code == 2
    assert result.stderr == (f"referee: error: {path}:2:32: dice[1] faces entry: expected a single letter A-Z, "
                             "got 1\n")
