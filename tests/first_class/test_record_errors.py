"""First-Class Letters records that cannot be ruled: one line naming the place and what is wrong."""

from __future__ import annotations

import pytest

from tests.first_class.rules_support import error_of

HEAD = """game: first-class-letters
special: {2: C, 4: M, 6: R}
rounds:
  - {dice: [C, M, R], dead: A}
  - {dice: [B, E, T], dead: O}
players:
"""


def test_a_row_in_an_unplayed_round_names_its_position() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 3}, null, null, null, null, null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text) == ("record.yaml:8:33: Ana row 1 round: round 3 has not been played "
                              "(the record has 2 rounds)")


def test_a_round_used_twice_is_a_schema_error() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 1}, {word: crumb, round: 1}, null, null, null, null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    # Two rounds played, round 1 named twice, round 2 on no row: the slip is likely a 2 typed 1,
    # so the message names the round no row has (it said only 'round 1 is already on row 1').
    assert error_of(text) == ("record.yaml:8:58: Ana row 2 round: round 1 is already on row 1; "
                              "round 2 is on no row of Ana's sheet")


def test_a_round_used_twice_with_every_round_on_a_row_names_no_other() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 1}, {word: crumb, round: 1}, {word: dab, round: 2}, null, null, null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text) == "record.yaml:8:58: Ana row 2 round: round 1 is already on row 1"


def test_rows_must_be_seven() -> None:
    text = HEAD + """  - name: Ana
    rows: [null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text).startswith("record.yaml:8:11: Ana rows: expected 7 entries")


# The third round is `round 3`, as a row's `round: 3` counts it and Letter Roll's messages say
# it; it was `rounds[3]`, which reads as a list index (the fourth).
@pytest.mark.parametrize(("change", "message"), [
    ("  - {dice: [C, M], dead: A}\n", "round 3 dice: expected 3 letter dice, got 2"),
    ("  - {dice: [C, M, R]}\n", "round 3: missing 'dead'"),
    ("  - {dice: [C, M, R], dead: A, priority: C}\n", "round 3 priority: only the priority-mail variant"),
    ("  - {dice: [C, M, R], dead: 7}\n", "round 3 dead: expected a single letter A-Z, got 7"),
    ("  - {dice: [C, M, R], dead: A, dic: 1}\n", "round 3: unknown key 'dic'; did you mean 'dice'?"),
])
def test_bad_rounds(change: str, message: str) -> None:
    text = HEAD.replace("players:\n", change + "players:\n") + "  - {name: Ana, rows: [null, null, null, " \
        "null, null, null, null]}\n  - {name: Ben, rows: [null, null, null, null, null, null, null]}\n"
    assert message in error_of(text)


def test_solo_needs_exactly_one_player_and_competitive_two() -> None:
    two = "  - {name: A, rows: [null, null, null, null, null, null, null]}\n"
    assert "solo play has exactly one player, got 2" in error_of(HEAD.replace("game:", "mode: solo\ngame:")
                                                                   + two + two.replace("A", "B"))
    assert "competitive play needs 2 or more players, got 1" in error_of(HEAD + two)


def test_word_and_canceled_box_together_is_refused() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 1, canceled: true}, null, null, null, null, null, null]
  - {name: Ben, rows: [null, null, null, null, null, null, null]}
"""
    assert "a row has a word or 'canceled: true'" in error_of(text)


def test_breezy_with_a_dead_letter_and_priority_not_on_the_dice() -> None:
    base = HEAD.replace("game:", "variants: [breezy]\ngame:")
    assert "breezy variant plays without the dead-letter die" in error_of(base + "  - {name: A}\n")
    pm = HEAD.replace("game:", "variants: [priority-mail]\ngame:").replace(
        "dead: A}", "dead: A, priority: Q}")
    assert "the priority letter is one of the dice (C M R), got Q" in error_of(pm)
