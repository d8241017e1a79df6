"""A wrong score claim where unused cards cost points says how the score is made up.

The words table shows each word's own points (ZOA 4), and the hand's score is less than that when
unused cards cost points, so "Ann claims 4, scores 3" alone left the table to find the missing
point itself. Rulebook, 3-player game: "letters not in the word are each one negative point";
4-5 players, advanced variant: "Players lose one point for every second card collected but not
used to form the word."
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run

THREE = """game: letter-tricks
players: [Ann, Bob, Cat]
hands:
  - collected: {Ann: [Y:C, Y:A, Y:T, R:Z, M:K], Bob: [B:O, Y:X], Cat: [R:O, R:N]}
    words: {Ann: [cat], Bob: [], Cat: [on]}
    scores: {Ann: 3, Bob: -2, Cat: 2}
"""

ADVANCED = """game: letter-tricks
players: [Ann, Bob, Cat, Dan, Eve]
variants: [advanced]
hand-count: 1
hands:
  - collected: {Ann: [R:Z, B:J, R:A, R:I, B:O], Bob: [B:C, Y:A, R:T, B:S], Cat: [Y:I, B:P, B:E],
                Dan: [B:V, R:QU], Eve: [R:W, Y:M]}
    words: {Ann: [zoa], Bob: [cat], Cat: [pie], Dan: [], Eve: []}
    scores: {Ann: 4, Bob: 4, Cat: 3, Dan: -1, Eve: 0}
"""


def _ruled(tmp_path: Path, text: str) -> tuple[list[str], str]:
    path = tmp_path / "night.yaml"
    path.write_text(text)
    as_json, as_table = run(["score-sheet", "-f", "json", str(path)]), run(["score-sheet", str(path)])
    assert as_json.exit_code == as_table.exit_code == 1
    disputes: list[str] = json.loads(as_json.stdout)["disputes"]
    return disputes, as_table.stdout[as_table.stdout.index("disputes:"):]


def test_three_players_each_unused_card_costs_a_point(tmp_path: Path) -> None:
    # CAT is Y:C Y:A Y:T, 3 points; R:Z and M:K are not in a word: "each one negative point",
    # so Ann scores 3 - 2 = 1. Bob's B:O Y:X make no word he wrote: -2, as claimed. Cat's ON is
    # 2, nothing unused: her claim holds.
    disputes, table = _ruled(tmp_path, THREE)
    line = "hand 1, scores: Ann claims 3, scores 1: cat 3, less 2 for 2 cards unused (R:Z, M:K)"
    assert disputes == [line]
    assert table == f"disputes:\n  - {line}\n"


def test_advanced_every_second_unused_card_costs_a_point(tmp_path: Path) -> None:
    # Ann: ZOA is R:Z (2) B:O R:A, 4 points; B:J and R:I unused, "one point for every second
    # card": 4 - 1 = 3. Bob: CAT, 3; B:S alone unused costs nothing, so his wrong claim of 4 has no
    # penalty to explain. Cat: PIE 3, nothing unused. Dan: no word, B:V and R:QU unused: -1, as
    # claimed. Eve: no word, R:W and Y:M unused: -1, not 0.
    disputes, table = _ruled(tmp_path, ADVANCED)
    assert disputes == [
        "hand 1, scores: Ann claims 4, scores 3: zoa 4, less 1 for 2 cards unused, a point for every "
        "second one (B:J, R:I)",
        "hand 1, scores: Bob claims 4, scores 3",
        "hand 1, scores: Eve claims 0, scores -1: no word, less 1 for 2 cards unused, a point for every "
        "second one (R:W, Y:M)",
    ]
    assert table == "disputes:\n" + "".join(f"  - {d}\n" for d in disputes)
