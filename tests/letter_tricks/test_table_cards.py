"""Team game: a pick of a card left on the table says so, in score-sheet's table and trick-winner's.

Rulebook, Team LetterTricks: "Put any remaining cards ... on the table: they can be taken by the
high and low card in the next trick in lieu of one of the cards in the trick." Dan's R:M, taken
from the table, showed as 'Dan: R:M' beside a trick it was not played into, and trick-winner said
'Dan takes R:M (lowest card B:C)', as if a card of the trick.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run
from tests.fixture_support import with_slip


def _record(tmp_path: Path) -> Path:
    # Hand 2 of the fixture puts Y:R and R:M on the table; Dan takes R:M instead of B:C.
    return with_slip(tmp_path, "letter-tricks/team.yaml", "picks: {Bob: B:Y, Dan: B:C}",
                     "picks: {Bob: B:Y, Dan: R:M}")


def test_score_sheet_marks_the_table_card(tmp_path: Path) -> None:
    lines = run(["score-sheet", str(_record(tmp_path))]).stdout.splitlines()
    start = lines.index("Hand 2")
    # Blue led: Bob's B:Y is the highest blue and wins; of the others, Dan's C is the lowest.
    row = lines[start + 3]
    assert row.startswith("1    Bob B:Y*(1)  Cat B:P  Dan B:C  Ann B:R  ")
    assert "  blue    Bob B:Y   Bob: B:Y    Dan: R:M (table)  ok" in row


def test_trick_winner_says_where_the_card_came_from(tmp_path: Path) -> None:
    lines = run(["trick-winner", str(_record(tmp_path))]).stdout.splitlines()
    start = lines.index(next(line for line in lines if line.startswith("hand 2, trick 1 ")))
    assert lines[start + 5:start + 7] == ["first pick         Bob takes B:Y",
                                          "second pick        Dan takes R:M from the table (lowest card B:C)"]
