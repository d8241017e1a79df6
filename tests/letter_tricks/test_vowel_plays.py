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


DEALT = """game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - deal:
      Ann: [Y:C, Y:K, Y:M, Y:P, Y:R, Y:S, B:J, B:N, B:Y, R:L, R:M, R:W, M:K, M:V]
      Bob: [Y:D, Y:G, B:B, B:F, B:L, B:P, B:R, R:B, R:H, R:QU, R:S, R:T, R:Y, R:Z]
      Cat: [Y:H, Y:W, Y:X, B:C, B:G, B:S, B:V, R:D, R:F, R:N, M:J, M:QU, M:X, M:Z]
    returned: [Y:T]
    tricks:
      - {{leader: Ann, plays: [{plays}]}}
"""


def test_a_card_of_the_display_or_the_box_is_one_dispute_with_the_deal_known() -> None:
    """With the deal known, a card the ruling already places (a vowel still face up: "Put the 15
    vowel cards into a face-up display"; the card "shown to players and returned to the box") was
    disputed again as not held: 'Ann played B:A, a card of the vowel display' and then 'Ann played
    B:A without holding it', two disputes for one slip, where a vowel taken from the display gets
    one (c49c96a). Neither card is in Ann's deal, and nobody else holds it."""
    for plays, why in (("B:A, B:F, B:C", "Ann played B:A, a card of the vowel display"),
                       ("Y:T, Y:D, Y:H", "Ann played Y:T, returned to the box")):
        card = plays[:3]
        result = run(["score-sheet", "-f", "json", "-"], input=DEALT.format(plays=plays))
        assert result.exit_code == 1
        record = json.loads(result.stdout)
        assert record["hands"][0]["tricks"][0]["illegal"] == [
            {"player": "Ann", "card": card, "rule": "not-held", "why": why}]
        assert record["disputes"] == [f"hand 1, trick 1: {why}"]
    # A card another player holds is still the one dispute that says who holds it.
    result = run(["score-sheet", "-f", "json", "-"], input=DEALT.format(plays="B:B, B:F, B:C"))
    assert json.loads(result.stdout)["disputes"] == [
        "hand 1, trick 1: Ann played B:B without holding it (Bob holds it)"]
