"""A value a record holds where something else was expected is quoted in the message as the
record wrote it, in YAML's words (`true`, `yes`, `010`, `null`), never Python's (`True`, `None`)."""

from __future__ import annotations

import math

import pytest

from referee.records.written import as_written, yaml_spelling
from tests.conftest import FIXTURES, run

ROUND = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")
CARDS = "cards: {Ann: [cat, frog, wagon, bridge], Bob: [sun, lamp, crisp, garden]}\n"


def error_of(args: list[str], record: str) -> str:
    result = run(args, input=record)
    assert result.exit_code == 2, result.stdout
    assert result.stdout == ""
    return result.stderr


@pytest.mark.parametrize(("claim", "shown"), [
    ("true", "expected a whole number, got true"),
    ("True", "expected a whole number, got True"),
    ("yes", "expected a whole number, got yes"),  # YAML 1.1's true, as the player typed it
    ("3.50", "expected a whole number, got 3.50"),
    (".inf", "expected a whole number, got .inf"),
    ("2024-01-01", "expected a whole number, got 2024-01-01"),
    ("-03", "expected at least 0, got -03"),
    ("[3]", "expected a whole number, got a list"),
    ('"3"', "expected a whole number, got '3' (a number in quotes: write it without them)"),
])
def test_a_claimed_score_is_quoted_as_written(claim: str, shown: str) -> None:
    """The rulebook round's `scores: {Terry: 3, Chris: 5}` with Terry's claim typed otherwise."""
    record = ROUND.replace("scores: {Terry: 3,", f"scores: {{Terry: {claim},")
    assert error_of(["dedupe-lists"], record) == f"referee: error: <stdin>:10:17: scores 'Terry': {shown}\n"


def test_a_letter_roll_round_claiming_true_says_true() -> None:
    record = ("game: letter-roll\nplayers: [Ana, Ben]\nrounds:\n  - roller: Ana\n    letters: [P, E, C]\n"
              "    lists: {Ana: [pace], Ben: [peace]}\n    scores: {Ana: true}\n")
    assert error_of(["score-sheet"], record) == (
        "referee: error: <stdin>:7:19: scores 'Ana': expected a whole number, got true\n")


@pytest.mark.parametrize(("name", "shown"), [("~", "~"), ("null", "null"), ("Null", "Null")])
def test_a_null_is_quoted_as_written(name: str, shown: str) -> None:
    assert error_of(["score-sheet"], f"game: letter-roll\nplayers: [Ana, {name}]\n") == (
        f"referee: error: <stdin>:2:16: players entry: expected text, got {shown}\n")


def test_a_null_written_as_nothing_is_nothing() -> None:
    assert error_of(["score-sheet"], "game: letter-roll\nplayers:\n  - Ana\n  -\n") == (
        "referee: error: <stdin>:4:4: players entry: expected text, got nothing\n")


def test_a_choice_is_quoted_as_written_not_lower_cased() -> None:
    assert error_of(["score-sheet"], "game: letter-roll\nplayers: [A, B]\nvariants: Two-Lettr\n") == (
        "referee: error: <stdin>:3:11: variants entry: expected one of two-letter, four-letter, white-dice, "
        "white-blue-dice, got 'Two-Lettr'; did you mean 'two-letter'?\n")
    assert error_of(["score-sheet"], "game: letterflip\nside: 7\n") == (
        "referee: error: <stdin>:2:7: side: expected one of standard, advanced, gold, blue, got 7\n")


@pytest.mark.parametrize(("turn", "shown"), [
    ("letter: A, answer: 07", "expected how many times A occurs (0-6), got 07"),
    # A quoted count is told what is wrong, as a quoted position is ('at: "2"'); it said only got '1'.
    ("letter: A, answer: '1'",
     "expected how many times A occurs (0-6), got '1' (a number in quotes: write it without them)"),
    ("word: cat, answer: 0x1F", "expected yes or no, got 0x1F"),
])
def test_a_letterflip_answer_is_quoted_as_written(turn: str, shown: str) -> None:
    record = f"game: letterflip\nplayers: [Ann, Bob]\n{CARDS}turns:\n  - {{player: Ann, {turn}}}\n"
    column = record.splitlines()[4].index("answer:") + len("answer: ") + 1
    assert error_of(["score-sheet"], record) == f"referee: error: <stdin>:5:{column}: answer: {shown}\n"


def test_yaml_spelling_of_values_read_from_a_record() -> None:
    assert [yaml_spelling(v) for v in (True, False, None, 7, 1.5, "abc")] == [
        "true", "false", "null", "7", "1.5", "'abc'"]
    assert [yaml_spelling(v) for v in (math.inf, -math.inf, math.nan)] == [".inf", "-.inf", ".nan"]
    assert yaml_spelling(10 ** 1000) == "a number too long to show"


def test_as_written_prefers_the_text_typed() -> None:
    assert as_written(10, "010") == "010"
    assert as_written(True, "yes") == "yes"
    assert as_written(None, "") == "nothing"
    assert as_written(None) == "null"
    assert as_written("x" * 50) == "'" + "x" * 36 + "..."
