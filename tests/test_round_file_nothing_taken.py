"""A `--round FILE` that gives no constraint is refused, not passed over.

The spec: "`--round FILE` takes these constraints from a round (e.g. the YAML that `roll`
printed)", and "an unknown key is an error with a did-you-mean, so a typo never silently drops a
word". A round file with `dices: [C, M, R]`, a blank `dice: ~`, or no round at all (a house-rules
file, a standings line) gave nothing, and `check-word --round FILE cucumber` ruled cucumber by
the dictionary alone: `valid`, exit 0, as if `--round` had not been given.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run

GIVES = "a round gives game, dice, dead, priority, initial, letters, min-length or rolled"


def round_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "round.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [["check-word", "cucumber"], ["hint", "first-class-letters"]])
def test_a_mistyped_key_is_named_with_its_did_you_mean(tmp_path: Path, command: list[str]) -> None:
    path = round_file(tmp_path, "# the round\ndices: [C, M, R]\n")  # the key on line 2, column 1
    result = run([*command, "--round", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {path}:2:1: round: unknown key 'dices'; did you mean 'dice'? ({GIVES})\n"


def test_a_minimum_length_typed_with_an_underscore_is_not_passed_over(tmp_path: Path) -> None:
    """--letters PEC comes from the command line; the file was to add the minimum length."""
    path = round_file(tmp_path, "Min_Length: 7\n")
    result = run(["hint", "letter-roll", "--letters", "PEC", "--round", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {path}:1:1: round: unknown key 'min_length'; "
                             f"did you mean 'min-length'? ({GIVES})\n")


def test_a_constraint_left_blank_is_named(tmp_path: Path) -> None:
    path = round_file(tmp_path, "dice: ~\ndead: ~\n")
    result = run(["check-word", "--round", str(path), "cucumber"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {path}:1:1: round: dice left blank: write it, or give it as an option\n"


def test_a_file_that_is_no_round_says_what_a_round_gives() -> None:
    """The house rules (`allow:` on line 2 of the file, after its comment) are no round."""
    house = FIXTURES / "check-word/house-rules.yaml"
    assert house.read_text(encoding="utf-8").splitlines()[1].startswith("allow:")
    result = run(["check-word", "--round", str(house), "cucumber"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {house}:2:1: round: nothing to take constraints from: {GIVES}, "
                             "as referee roll GAME -f yaml prints it (a record: its rounds)\n")


def test_a_record_round_with_nothing_to_take_is_named_by_its_number(tmp_path: Path) -> None:
    path = round_file(tmp_path, "rounds:\n  - {words: {Ana: danger}}\n")  # round 1's mapping at line 2, column 5
    result = run(["check-word", "--round", str(path), "danger"])
    assert result.stderr == (f"referee: error: {path}:2:5: round 1: nothing to take constraints from: {GIVES}, "
                             "as referee roll GAME -f yaml prints it (a record: its rounds)\n")


def test_referees_own_output_given_as_a_round_is_told_what_it_is(tmp_path: Path) -> None:
    standings = run(["standings", "-f", "json", str(FIXTURES / "season/night-1.yaml")])
    path = round_file(tmp_path, standings.stdout)
    result = run(["check-word", "--round", str(path), "cucumber"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: {path}:1:1: this is referee's standings of a player (standings -f json "
                             "output), not a record: give the records the standings were made from\n")


def test_a_round_that_gives_one_constraint_is_still_taken(tmp_path: Path) -> None:
    """`dead: A` alone is a round's dead letter: "Players must not use this letter in their word",
    so apple is ruled dead-letter, exit 1 (the keys beside it, a record's, are passed over)."""
    path = round_file(tmp_path, "dead: A\nplayers: [Ana]\n")
    result = run(["check-word", "-f", "json", "--round", str(path), "apple"])
    assert result.exit_code == 1
    assert '"reasons": ["dead-letter"]' in result.stdout


def test_a_first_class_sheet_gives_no_round_to_any_game(tmp_path: Path) -> None:
    """A sheet as written has no rounds ("Nobody writes down the dice of each round"). Its refusal
    to First-Class and Letter Roll's commands (76e73fd, 813bdcb) left two siblings: `--letters`
    alone means Letter Roll, and was told "records no dice to take: give --dice", the First-Class
    answer; `--game letter-tricks` or `--game letterflip` said "dog yes", exit 0, on the
    dictionary alone, the file passed over."""
    sheet = round_file(tmp_path, "game: first-class-letters\nspecial: {2: D, 4: K, 6: P}\nplayers:\n  - name: Ana\n"
                                 "    rows: [{word: apple, score: 2}, null, null, null, null, null, null]\n")
    for options, title in ((["--letters", "PEC"], "Letter Roll"), (["--game", "letter-tricks"], "LetterTricks"),
                           (["--game", "letterflip"], "Letterflip")):
        result = run(["check-word", *options, "--round", str(sheet), "dog"])
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == (f"referee: error: Invalid value for '--round': {sheet} holds a First-Class "
                                 f"Letters sheet, not a {title} round\n")
    # The letters given on the command line still decide, as --dice does for First-Class: pace
    # holds P, E and C ("must contain all three letters in play").
    result = run(["check-word", "--game", "letter-roll", "--letters", "PEC", "--round", str(sheet), "pace"])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines()[2].split() == ["pace", "yes"]


def test_a_sheet_as_written_is_known_whatever_the_case_of_its_game(tmp_path: Path) -> None:
    """A record reads `game: First-Class-Letters` as first-class-letters, so a paper sheet written
    so is one too: it records no dice to give --round. It was read as a First-Class round with no
    dice, and `check-word --round sheet.yaml dog` said "dog yes" on the dictionary alone, exit 0."""
    path = round_file(tmp_path, "game: First-Class-Letters\nplayers:\n  - name: Ana\n    rows: [{word: abet}]\n")
    result = run(["check-word", "--round", str(path), "dog"])
    assert (result.exit_code, result.stdout, result.stderr) == (
        2, "", f"referee: error: {path}:1:1: record: a First-Class Letters sheet as written (no rounds) "
               "records no dice to take: give --dice LETTERS (and --dead L)\n")
