"""3 players: no vowel is ever played, whether still in the display or taken from it.

Rulebook, 3-player game: "Put the 15 vowel cards into a face-up display. Shuffle the remaining 43
cards together (including the multicolored cards), then deal them out evenly." A vowel leaves the
display only for the middle player's collected cards, which are words' letters, not cards to
play. Ann's B:A, her vowel pick of trick 1, played into trick 2 was ruled ok when the record
gave no deal (and so was any vowel no longer in a trick-winner `--display`).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run

RECORD = """game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - tricks:
      - {leader: Ann, plays: [Y:S, Y:G, Y:X], picks: {Cat: Y:X, Bob: Y:S, Ann: B:A}}
      - {leader: Cat, plays: [R:T, B:A, Y:D], picks: {Cat: R:T, Ann: B:A, Bob: Y:E}}
"""


def test_a_vowel_taken_from_the_display_is_not_played(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(RECORD)
    table, as_json = run(["score-sheet", str(path)]), run(["score-sheet", "-f", "json", str(path)])
    assert table.exit_code == as_json.exit_code == 1
    # Trick 1: Y:X wins (Cat), Y:G is the lowest (Bob picks), Ann plays the middle card and takes
    # B:A from the display. Trick 2: Cat's R:T is the only red, so it wins; Ann's B:A is the
    # lowest card, but Ann could not play it.
    why = ("Ann played B:A: with 3 players the vowels go face up in the display, not in a hand; "
           "Ann took it from the display")
    record = json.loads(as_json.stdout)
    assert record["hands"][0]["tricks"][1]["illegal"] == [
        {"player": "Ann", "card": "B:A", "rule": "not-held", "why": why}]
    assert record["disputes"] == [f"hand 1, trick 2: {why}"]
    assert table.stdout.endswith(f"disputes:\n  - hand 1, trick 2: {why}\n")
