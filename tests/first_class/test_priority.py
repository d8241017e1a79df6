"""Priority mail's letter is the face of one of the round's letter dice, ruled by one function that
the record reader and the round options (`check-word`, `hint`) both ask.

Rulebook, "Priority Mail": "After rolling the dead-letter die each round, roll a random letter
die and place it on the board. This is the priority letter."
"""

from __future__ import annotations

import pytest

from referee.games.first_class.model import priority_on_the_dice
from tests.conftest import run

RECORD = """game: first-class-letters
variants: [priority-mail]
special: [B, L, S]
rounds:
- {dice: [C, M, R], dead: Z, priority: %s}
players:
  - name: Ana
    rows: [{word: crumb, round: 1}, null, null, null, null, null, null]
  - name: Ben
    rows: [{word: cram, round: 1}, null, null, null, null, null, null]
"""


@pytest.mark.parametrize(("dice", "priority", "on"), [
    (("C", "M", "R"), "M", True), (("C", "M", "R"), "m", True), (("c", "m", "r"), "R", True),
    (("C", "M", "R"), "Q", False), ((), "Q", False),
])
def test_the_priority_letter_is_on_a_die_whatever_the_case(dice: tuple[str, ...], priority: str,
                                                           on: bool) -> None:
    assert priority_on_the_dice(dice, priority) is on


def test_a_record_and_check_word_refuse_the_same_priority_letter() -> None:
    record = run(["score-sheet", "-"], input=RECORD % "Q")  # line 5, column 40: the Q
    assert (record.exit_code, record.stderr) == (2, "referee: error: <stdin>:5:40: round 1 priority: the "
                                                    "priority letter is one of the dice (C M R), got Q\n")
    option = run(["check-word", "--dice", "CMR", "--priority", "Q", "crumb"])
    assert (option.exit_code, option.stderr) == (2, "referee: error: Invalid value for '--priority': the priority "
                                                    "letter must be one of the dice (CMR), got Q\n")


def test_a_priority_letter_on_a_die_is_played() -> None:
    # crumb and cram both use C, M and R: 3 checkmarks doubled = 6; both contain the priority M.
    record = run(["score-sheet", "-f", "json", "-"], input=RECORD % "M")
    assert record.exit_code == 0, record.stderr
    assert '"total": 6' in record.stdout and '"missing-priority"' not in record.stdout
