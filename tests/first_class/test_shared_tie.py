"""First-Class Letters: a victory shared by some of the players tied on total names the one the
best word left out.

Rulebook, "Game End": "The player with the highest final score is the winner. In the case of a
tie, the player with the highest-scoring word on their sheet is the winner. If still tied, the tied
players share the victory." Expectations worked by hand.
"""

from __future__ import annotations

import json

from tests.conftest import run

WORDS = ["apple", "cat", "dog", "mango", "nest", "rope", "stone"]  # in order; rows 2, 4, 6: C, M, R


def _record(checks: dict[str, list[int]]) -> str:
    head = "game: first-class-letters\nmode: competitive\nspecial: {2: C, 4: M, 6: R}\nplayers:\n"
    return head + "".join(f"  - name: {name}\n    rows:\n" + "".join(
        f"      - {{word: {word}, checks: {n}}}\n" for word, n in zip(WORDS, marks, strict=True))
        for name, marks in checks.items())


THREE_TIED = _record({"Ann": [5, 2, 1, 1, 1, 1, 1], "Bob": [5, 2, 1, 1, 1, 1, 1], "Cat": [4, 2, 2, 1, 1, 1, 1]})


def test_three_tied_two_sharing_the_best_word_say_each_best_word() -> None:
    # Ann 5+2+1+1+1+1+1 = 12, Bob the same, Cat 4+2+2+1+1+1+1 = 12: tied at 12. Best words: Ann's
    # apple 5, Bob's apple 5, Cat's apple 4, so Ann and Bob are "still tied" and share the victory,
    # and Cat is out on her best word. (The bug: 'Ann and Bob share the victory: tied at 12, with
    # equal best words (5)', nothing said of Cat, tied at 12 too, as LetterTricks said of best hands.)
    result = run(["score-sheet", "-"], input=THREE_TIED)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.endswith("shared victory: Ann, Bob\nAnn and Bob share the victory: tied at 12, with "
                                  "equal best words, 5 (Ann apple 5, Bob apple 5, Cat apple 4)\n")
    ruling = json.loads(run(["score-sheet", "-f", "json", "-"], input=THREE_TIED).stdout)
    assert (ruling["winners"], ruling["tiebreak_rule"], ruling["tie"]["tied"]) == (
        ["Ann", "Bob"], "shared", ["Ann", "Bob", "Cat"])


def test_every_player_tied_sharing_reads_as_before() -> None:
    # Ann and Bob alone, tied at 12 with best words of 5 each: nobody is left out.
    both = _record({"Ann": [5, 2, 1, 1, 1, 1, 1], "Bob": [5, 2, 1, 1, 1, 1, 1]})
    result = run(["score-sheet", "-"], input=both)
    assert result.stdout.endswith("Ann and Bob share the victory: tied at 12, with equal best words (5)\n")
