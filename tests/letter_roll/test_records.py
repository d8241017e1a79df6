"""Letter Roll records: the dice and variants checked against the letters in play, and schema errors."""

from __future__ import annotations

import pytest

from referee.errors import RecordError
from referee.games.letter_roll.model import DiceRules, Variation, dice_rules
from referee.games.letter_roll.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES
from tests.letter_roll.support import LEX, judge


# --- dice and variants ----------------------------------------------------------------------------
def test_letters_must_be_the_roll_less_one_die() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X]
letters: [P, E, Q]
lists: {Ana: [pique], Ben: [equip]}
""")
    assert adj.dispute_texts == ["round: letters Q in play but not rolled (P-E-C-X)"]


def test_three_letters_in_play_in_the_standard_game() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X, A]
letters: [P, E, C, A]
lists: {Ana: [escape]}
""")
    assert adj.dispute_texts == ["round: 4 letters in play (P-E-C-A), expected 3",
                            "round: 5 dice rolled (P-E-C-X-A), expected 4"]


def test_four_letter_variant_checks_five_rolled() -> None:
    adj = judge("""
game: letter-roll
variants: [four-letter]
rolled: [S, T, R, E, K]
letters: [S, T, R, E]
lists: {Ana: [street, rest], Ben: [tester]}
""")
    assert adj.dispute_texts == []
    assert adj.record["rounds"][0]["removed"] == "K"


def test_removed_claim_is_checked() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X]
removed: C
letters: [P, E, C]
lists: {Ana: [pace]}
""")
    assert adj.dispute_texts == ["round: removed C, but the roll less the letters in play leaves X"]


def test_a_letter_rolled_twice_is_matched_die_for_die() -> None:
    """"The player to the left of the roller selects one of the four dice rolled and removes it
    from play": two Ts rolled and one in play leave the other T, the die removed; two Ts in play
    need two Ts rolled."""
    adj = judge("game: letter-roll\nrolled: [T, T, E, S]\nletters: [T, E, S]\nlists: {Ana: [test]}\n")
    assert adj.dispute_texts == [] and adj.record["rounds"][0]["removed"] == "T"
    adj = judge("game: letter-roll\nrolled: [T, E, S, A]\nletters: [T, T, E]\nlists: {Ana: [tent]}\n")
    assert adj.dispute_texts == ["round: letters T in play but not rolled (T-E-S-A)"]


def test_two_dice_left_over_is_not_one_die_removed() -> None:
    """Four dice rolled, "removes it from play" (one die): P-E in play leave C and X of the roll."""
    adj = judge("game: letter-roll\nrolled: [P, E, C, X]\nletters: [P, E]\nlists: {Ana: [pet]}\n")
    assert adj.dispute_texts == ["round: 2 letters in play (P-E), expected 3",
                                 "round: exactly one die is removed, but the letters in play P-E leave C-X "
                                 "of the roll P-E-C-X"]


def test_a_removed_die_is_not_disputed_again_when_the_letters_are_wrong() -> None:
    """"The player to the left of the roller selects one of the four dice rolled and removes it
    from play": G-O-E-K rolled and K removed leave G-O-E. A sheet that reads G-O-L has a letter not
    rolled, one fault: K was still one of the dice not in play, so it is not disputed as well (it
    was: 'removed K, but the roll less the letters in play leaves EK'). A removed die that was not
    rolled at all is its own fault, the dice left named as the table prints them."""
    lists = "lists: {Ana: [goes], Ben: [ego]}\n"
    adj = judge("game: letter-roll\nrolled: [G, O, E, K]\nremoved: K\nletters: [G, O, L]\n" + lists)
    assert adj.dispute_texts == ["round: letters L in play but not rolled (G-O-E-K)"]
    adj = judge("game: letter-roll\nrolled: [G, O, E, K]\nremoved: K\nletters: [G, O]\n" + lists)
    assert adj.dispute_texts == ["round: 2 letters in play (G-O), expected 3",
                                 "round: exactly one die is removed, but the letters in play G-O leave E-K "
                                 "of the roll G-O-E-K"]
    adj = judge("game: letter-roll\nrolled: [G, O, E, K]\nremoved: X\nletters: [G, O, L]\n" + lists)
    assert adj.dispute_texts == ["round: letters L in play but not rolled (G-O-E-K)",
                                 "round: removed X, but the roll less the letters in play leaves E-K"]


@pytest.mark.parametrize(("claim", "message"), [
    ("-1", "<string>:4:15: scores 'Ana': expected at least 0, got -1"),
    ("true", "<string>:4:15: scores 'Ana': expected a whole number, got true"),
])
def test_a_claimed_score_that_is_no_count_names_the_player(claim: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        judge(f"game: letter-roll\nletters: PEC\nlists: {{Ana: [pace]}}\nscores: {{Ana: {claim}}}\n")
    assert str(caught.value).startswith(message), str(caught.value)


@pytest.mark.parametrize(("variants", "expected"), [
    ([], DiceRules((), 3, True, None)),
    ([Variation.TWO_LETTER], DiceRules((Variation.TWO_LETTER,), 2, True, None)),
    ([Variation.FOUR_LETTER], DiceRules((Variation.FOUR_LETTER,), 4, True, None)),
    ([Variation.WHITE_DICE], DiceRules((Variation.WHITE_DICE,), 2, False, ("white",))),
    ([Variation.WHITE_BLUE_DICE], DiceRules((Variation.WHITE_BLUE_DICE,), 3, True, ("white", "blue"))),
])
def test_dice_rules(variants: list[Variation], expected: DiceRules) -> None:
    assert dice_rules(variants) == expected


def test_default_dice_choices() -> None:
    assert dice_rules([]).default_colours == ("white", "white", "blue", "orange")
    assert dice_rules([Variation.TWO_LETTER]).default_colours == ("white", "white", "blue")
    assert dice_rules([Variation.FOUR_LETTER]).default_colours == ("white", "white", "blue", "blue", "orange")
    assert dice_rules([Variation.WHITE_DICE]).default_colours == ("white", "white")
    assert dice_rules([Variation.WHITE_BLUE_DICE]).default_colours == ("white", "white", "blue", "blue")


def test_the_variants_fixture() -> None:
    docs = load_text((FIXTURES / "letter-roll" / "variants.yaml").read_text(encoding="utf-8"))
    results = [adjudicate(d.root, LEX) for d in docs]
    assert [r.record["totals"] for r in results] == [
        {"Maya": 3, "Leo": 3}, {"Ana": 3, "Ben": 4}, {"Maya": 3, "Leo": 3}, {"Ana": 6, "Ben": 3}]
    assert all(r.disputes == [] for r in results)


# --- schema errors (exit 2) -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "message"), [
    ("game: letter-roll\nplayers: [Ann]\nrounds: []\n",
     "<string>:2:10: players: Letter Roll is for 2 to 8 players, got 1"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Ann, letters: PEC, lists: {Ann: [a]}}\n",
     "<string>:4:40: lists: no list for Bob (write `Bob: []` for a player who wrote no words)"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Anne, letters: PEC, lists: {Ann: [], Bob: []}}\n",
     "<string>:4:14: roller: 'Anne' is not one of the players (Ann, Bob); did you mean 'Ann'?"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {letters: PEC, lists: {Ann: [], Bob: []}}\n",
     "<string>:4:5: round 1: missing 'roller' (who rolled the dice)"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Ann, lettres: PEC}\n",
     "<string>:4:19: round 1: unknown key 'lettres'; did you mean 'letters'?"),
    ("game: letter-roll\nletters: P3C\nlists: {Ann: []}\n",
     "<string>:2:10: letters: expected letters A-Z, got 'P3C'"),
    ("game: letter-roll\nvariants: [two-letter, four-letter]\nletters: PE\nlists: {Ann: []}\n",
     "<string>:2:11: variants: two-letter and four-letter cannot both be played"),
    ("game: letter-roll\nplayers: [Ann, ann]\nrounds: []\n",
     "<string>:2:16: players: 'ann' is listed twice"),
    ("game: letter-roll\nletters: PEC\nmin-length: {Ann: 0}\nlists: {Ann: [pace]}\n",
     "<string>:3:19: min-length: expected at least 1, got 0"),
])
def test_schema_errors_name_the_place(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        judge(text)
    assert str(caught.value).startswith(message), str(caught.value)


def test_a_list_typed_without_brackets_in_braces_is_told_its_brackets() -> None:
    """`{Ann: pace, price, place, Bob: [cope]}`: YAML reads price and place as keys with no value.
    They are not players (the refusal was only "'price' is not one of the players (Ann, Bob)",
    which a player who knows that is left to puzzle over); the error now says what was meant,
    as a list typed without brackets outside braces is told."""
    round_ = "  - roller: Ann\n    letters: PEC\n    lists: {Ann: pace, price, place, Bob: [cope]}\n"
    with pytest.raises(RecordError) as caught:
        judge("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n" + round_)
    assert str(caught.value) == ("<string>:6:24: lists: 'price' is not one of the players (Ann, Bob): "
                                 "Ann's list needs its brackets, Ann: [pace, price, place]")
    # A name that is no player, after a list written as a list, is refused as before.
    with pytest.raises(RecordError) as caught:
        judge("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n"
              "  - {roller: Ann, letters: PEC, lists: {Ann: [pace], Bob: [], Cy: }}\n")
    assert str(caught.value) == "<string>:4:63: lists: 'Cy' is not one of the players (Ann, Bob)"


def test_a_single_round_record_may_carry_the_labels_of_any_record() -> None:
    # docs/records.md: "Any record of any game may also carry date:, title:, notes: and night:
    # (free text, read by no rule)". A round written on its own is a record too (it was refused:
    # "round: unknown key 'title'"). bat is crossed off both lists; tab scores Ana 1 point.
    from tests.conftest import run

    record = """game: letter-roll
title: the quick one
date: 2026-11-30
night: Friday
notes: typed up from two pads
letters: [A, B, T]
lists: {Ana: [bat, tab], Ben: [bat]}
"""
    result = run(["score-sheet", "-f", "json"], input=record)
    assert result.exit_code == 0, result.output
    labelled = result.output
    plain = run(["score-sheet", "-f", "json"],
                input="game: letter-roll\nletters: [A, B, T]\nlists: {Ana: [bat, tab], Ben: [bat]}\n").output
    assert labelled == plain  # read by no rule: the ruling is the round's alone
    assert '"winners": ["Ana"]' in labelled
    standings = run(["standings", "-f", "json"], input=record)
    assert standings.exit_code == 0, standings.output
    assert '"night": "Friday"' in standings.output
