"""Cooperative: cards passed unevenly are one dispute; they do not move the open tricks.

Rulebook: "Deal the deck of cards evenly among the players ... each player passes three cards of
their choice to the player to their left", and "When there are two tricks left to play in the
hand, the lead player puts both of their cards on the table, opening two tricks." The hand has
as many tricks as cards dealt, 13. The referee counted the first player's cards after passing:
Ann passing four left her twelve, so trick 12 was taken for the last and Cat's leading it, as
the winner of trick 11 and the opener of the last two, was ruled 'Cat led; Dan should have'.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run
from tests.fixture_support import with_slip


def test_four_cards_passed_leave_thirteen_tricks(tmp_path: Path) -> None:
    path = with_slip(tmp_path, "letter-tricks/cooperative.yaml", "    Ann: [R:E, Y:U, B:G]\n",
                     "    Ann: [R:E, Y:U, B:G, R:N]\n")
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code == 1
    record = json.loads(result.stdout)
    # R:N went to Bob, on Ann's left, so Ann's R:N in trick 7 is not hers; tricks 12 and 13 are
    # the open ones, both led by Cat, whose Y:O won trick 11 (yellow led: Y:G, Y:D, Y:O; B:O is off suit).
    assert record["disputes"] == [
        "hand 1, passed: Ann passed 4 cards, not 3",
        "hand 1, trick 7: Ann played R:N without holding it (Bob holds it)",
    ]
    assert [t.get("open", False) for t in record["hands"][0]["tricks"]] == [False] * 11 + [True, True]
