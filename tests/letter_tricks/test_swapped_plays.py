"""A card played that the player does not hold names who holds it, so two plays typed in each
other's places show as the swap they are.

Rulebook: "Players then play into this trick in clockwise order"; a record's `plays:` are in
that order, leader first. Typed with Dan's and Ann's cards swapped, the referee said only 'Dan
played Y:D without holding it' and 'Ann played Y:W without holding it', then a wrong winner,
pick and leader, and nothing pointed at the slip.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run
from tests.fixture_support import with_slip


def test_two_plays_typed_in_each_others_places(tmp_path: Path) -> None:
    path = with_slip(tmp_path, "letter-tricks/four-players.yaml", "  - leader: Cat\n    plays: [Y:T, Y:W, Y:D, Y:S]\n",
                     "  - leader: Cat\n    plays: [Y:T, Y:D, Y:W, Y:S]\n")
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code == 1
    # Clockwise from Cat: Dan, Ann, Bob. The deal gives Y:W to Dan and Y:D to Ann.
    assert json.loads(result.stdout)["disputes"][:2] == [
        "hand 1, trick 2: Dan played Y:D without holding it (Ann holds it)",
        "hand 1, trick 2: Ann played Y:W without holding it (Dan holds it)",
    ]


def test_a_card_nobody_holds_names_nobody() -> None:
    # The trick-winner example: seat 2 holds B:Z, Y:E and R:A, and no other hand is given.
    result = run(["trick-winner", "-f", "json", "Y:C", "Y:M", "B:Z", "Y:A", "--hand", "2=B:Z,Y:E,R:A"])
    assert json.loads(result.stdout)["illegal"][0]["why"] == "2 played Y:M without holding it"
