"""A LetterTricks competitive hand scored with no word written for anyone: the ruling stands (the
record says no words, so every card collected is unused), and the output says so outright, so a
typist who has not typed the words yet sees why every player scores what they do."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run

THREE = (FIXTURES / "letter-tricks" / "three-players.yaml").read_text()
# All 14 tricks played (each takes the winner's, the lowest card's and a display vowel: 3 cards), and
# the record stops before its words, scores and totals: 14 cards each, all unused, -1 each: -14.
NO_WORDS = THREE[:THREE.index("  words:\n")]


def test_a_hand_with_no_words_says_so_in_the_table() -> None:
    """Bug: the table showed only `scores: Ann -14, Bob -14, Cat -14`, with no word of why."""
    result = run(["score-sheet"], input=NO_WORDS)
    assert result.exit_code == 0
    assert result.stdout.endswith(
        "\n\nno word written for anyone in hand 1: every card collected counts as unused\n"
        "scores: Ann -14, Bob -14, Cat -14\n"
        "\n"
        "total    points\n"
        "-------  --------\n"
        "Ann      -14\n"
        "Bob      -14\n"
        "Cat      -14\n"
        "winners: Ann, Bob, Cat\n"
        "Ann, Bob and Cat share the victory: tied at -14, with equal best hands (-14)\n"), result.stdout


def test_a_hand_with_no_words_says_so_in_json() -> None:
    result = run(["score-sheet", "-f", "json"], input=NO_WORDS)
    [hand] = json.loads(result.stdout)["hands"]
    assert (hand["words"], hand["no_words_written"], hand["scores"]) == (
        {"Ann": [], "Bob": [], "Cat": []}, True, {"Ann": -14, "Bob": -14, "Cat": -14})


FOUR = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nhand-count: 1\nhands:\n"


def test_a_four_player_hand_typed_without_its_words() -> None:
    # Ann took Y:C Y:A Y:T and nobody wrote a word: no penalty without `advanced`, so 0 each, said why.
    result = run(["score-sheet"], input=FOUR + "  - collected: {Ann: [Y:C, Y:A, Y:T]}\n")
    assert result.exit_code == 0
    assert ("\nno word written for anyone in hand 1: every card collected counts as unused\n"
            "scores: Ann 0, Bob 0, Cat 0, Dan 0\n") in result.stdout, result.stdout


def test_no_note_when_someone_wrote_a_word_or_nobody_took_a_card() -> None:
    # CAT from Y:C Y:A Y:T: 3 points, nothing unused; an empty `collected` leaves no card unused.
    for hand, scores in (("  - collected: {Ann: [Y:C, Y:A, Y:T]}\n    words: {Ann: [cat]}\n",
                          "scores: Ann 3, Bob 0, Cat 0, Dan 0\n"),
                         ("  - collected: {}\n", "scores: Ann 0, Bob 0, Cat 0, Dan 0\n")):
        result = run(["score-sheet"], input=FOUR + hand)
        assert "no word written" not in result.stdout, result.stdout
        assert f"\n\n{scores}" in result.stdout, result.stdout
        record = json.loads(run(["score-sheet", "-f", "json"], input=FOUR + hand).stdout)
        assert "no_words_written" not in record["hands"][0]
