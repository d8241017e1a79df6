"""A pick by a player who does not pick names who does: a pick typed under the wrong name, the
commonest slip with equal lowest letters, shows whose it was.

Rulebook, 4-5 players: "the player with the highest card of suit led gets to pick a card from
the trick ... The lowest card (suit does not matter for this purpose) then gets to pick a card
after the winner of the trick. In the event of matching letters for the lowest card, the later
played card gets the pick." The ruling said 'Bob picked B:C but played neither the winning, the
lowest nor (3 players) the middle card', naming neither picker, and the 3-player middle card in a
game without one.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run

RECORD = """game: letter-tricks
players: [Ann, Bob, Cat, Dan]
hands:
  - tricks:
      - {leader: Ann, plays: [B:C, B:A, Y:E, Y:A], picks: {Ann: B:A, Bob: B:C}}
"""


def test_the_later_of_two_equal_lowest_cards_picks(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(RECORD)
    result = run(["score-sheet", "-f", "json", str(path)])
    assert result.exit_code == 1
    # Blue led: B:C beats B:A, so Ann wins. The lowest of the others: Bob's B:A and Dan's Y:A,
    # both A; Dan's was played later, so Dan picks, not Bob.
    assert json.loads(result.stdout)["disputes"] == [
        "hand 1, trick 1: Bob picked B:C, but only the winner (Ann) and the lowest card (Dan) pick",
        "hand 1, trick 1: Dan did not take the lowest card's pick",
    ]
