"""A record typed into `referee new`'s template, with what was not played yet left as printed.

A game in progress is typed into the template as it goes: what is not written yet is still `~`.
Such a row, round, trick, hand or turn is told to be filled in or deleted (or, a First-Class
row, written null), not refused as a value of the wrong kind (docs/records.md).
"""

from __future__ import annotations

import pytest

from tests.conftest import run
from tests.test_new import new


@pytest.mark.parametrize(("paper", "line"), [(False, 16), (True, 14)], ids=["with-rounds", "as-written"])
def test_a_row_left_as_printed_is_told_to_be_null(paper: bool, line: int) -> None:
    # A game in progress typed into the template: row 1 written, the rest left as printed. Such a
    # row was "missing 'round'" or "missing 'word'", though nothing at all was written in it.
    text = new("first-class-letters", "--players", "Ana,Ben", *(["--without-rounds"] if paper else []))
    text = text.replace("special: {2: ~, 4: ~, 6: ~}", "special: {2: C, 4: M, 6: R}")
    blank_round = "  - {dice: [~, ~, ~], dead: ~}"
    text = text.replace(blank_round, "  - {dice: [C, M, R], dead: A}", 1)
    text = "\n".join(line for line in text.splitlines() if not line.startswith(blank_round)) + "\n"
    row = "{word: ~, checks: ~, doubled: ~, score: ~}" if paper else "{word: ~, round: ~, score: ~}"
    text = text.replace(row, "{word: cucumber, checks: 4, doubled: true}" if paper else "{word: cucumber, round: 1}", 1)
    assert text.splitlines()[line - 1].startswith(f"      - {row}  ")  # Ana's row 2
    assert refused(text) == (f"referee: error: <stdin>:{line}:9: Ana row 2: left as referee new prints it (every "
                             f"value ~): write null for a row not used yet\n")


def refused(text: str) -> str:
    """The one error line `score-sheet` gives a record it cannot rule."""
    result = run(["score-sheet", "-"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    return result.stderr


# Round 1 of Letter Roll, or hand 1's first trick (the four-players fixture's: Cat wins with R:Z,
# Dan's R:D is lowest), typed in and the rest left as printed. "A game in progress: delete the
# rounds not played" (the template's own comment); before, round 2 was "letters entry: expected a
# single letter A-Z, got ~" and trick 2 "plays entry: expected text, got ~".
@pytest.mark.parametrize(("args", "printed", "typed", "message"), [
    (["letter-roll", "--players", "Terry,Chris"],
     "    letters: [~, ~, ~]                  # the letters in play after the removal\n"
     "    lists:\n      Terry: [~]\n      Chris: [~]\n",
     "    letters: PEC\n    lists:\n      Terry: [pace]\n      Chris: [cope]\n",
     "17:14: round 2: left as referee new prints it (every value ~): write the letters in play, or delete the "
     "rounds not played (a game in progress)"),
    (["letter-tricks", "--players", "Ann,Bob,Cat,Dan"],
     "      - leader: ~                       # trick 1: who led\n        plays: [~, ~, ~, ~]\n"
     "        picks: {~: ~, ~: ~}\n",
     "      - leader: Ann\n        plays: [R:Y, R:L, R:Z, R:D]\n        picks: {Cat: R:Z, Dan: R:D}\n",
     "17:16: plays: left as referee new prints it (every value ~): write the trick's cards, or delete the "
     "tricks not played (a game in progress)"),
    # Hand 1 typed without its tricks (Ann took Y:C, Y:A, R:T and made CAT), hand 2 left as printed:
    # it was "collected entry: expected text, got ~".
    (["letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--without-tricks"],
     "  - collected: {Ann: [~], Bob: [~], Cat: [~], Dan: [~]} # hand 1: the cards taken\n"
     "    words: {Ann: [~], Bob: [~], Cat: [~], Dan: [~]} # the words each made\n",
     "  - collected: {Ann: [Y:C, Y:A, R:T], Bob: [], Cat: [], Dan: []}\n"
     "    words: {Ann: [cat], Bob: [], Cat: [], Dan: []}\n",
     "13:22: collected Ann: left as referee new prints it (every value ~): write the cards Ann collected ([] "
     "for none), or delete the hands not played (a game in progress)"),
    # The cards typed in, the first turn left as printed (`letter: ~`): it was "expected exactly one
    # of letter, word or position, got none", with nothing to say that the ~ was the fault.
    (["letterflip", "--players", "Ann,Bob"], "  Ann: [~, ~, ~, ~]\n  Bob: [~, ~, ~, ~]\n",
     "  Ann: [cat, frog, wagon, bridge]\n  Bob: [sun, lamp, crisp, garden]\n",
     "12:5: turn: left as referee new prints it (letter: ~): write the guess, or delete the turn"),
    # What was played typed in, one list beside it left as printed: Chris's words of round 1, Bob's
    # card, the words of hand 1 after its cards. Each was "... entry: expected text, got ~".
    (["letter-roll", "--players", "Terry,Chris"],
     "    letters: [~, ~, ~]                  # the letters in play after the removal\n"
     "    lists:\n      Terry: [~]\n",
     "    letters: [P, E, C]\n    lists:\n      Terry: [pace]\n",
     "14:14: lists Chris: left as referee new prints it (every value ~): write every word Chris listed "
     "([] for none)"),
    (["letterflip", "--players", "Ann,Bob"], "  Ann: [~, ~, ~, ~]\n", "  Ann: [cat, frog, wagon, bridge]\n",
     "10:8: cards: Bob: left as referee new prints it (every value ~): write the four words Bob is trying "
     "to identify, 3, 4, 5 and 6 letters"),
    (["letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--without-tricks"],
     "  - collected: {Ann: [~], Bob: [~], Cat: [~], Dan: [~]} # hand 1: the cards taken\n",
     "  - collected: {Ann: [Y:C, Y:A, R:T], Bob: [], Cat: [], Dan: []}\n",
     "11:18: words Ann: left as referee new prints it (every value ~): write the words Ann made ([] for "
     "none), or leave out words: while the hand is being played"),
], ids=["letter-roll-round", "letter-tricks-trick", "letter-tricks-hand", "letterflip-turn", "letter-roll-list",
        "letterflip-card", "letter-tricks-words"])
def test_what_was_not_played_left_as_printed_is_told_to_go(args: list[str], printed: str, typed: str,
                                                            message: str) -> None:
    text = new(*args).replace(printed, typed, 1)
    assert typed in text
    assert refused(text) == f"referee: error: <stdin>:{message}\n"



def test_first_class_rounds_and_special_rows_left_as_printed_are_told_to_go() -> None:
    """Round 1's roll typed in (C M R, dead A), round 2 left as printed: it was "round 2 dice
    entry: expected a single letter A-Z, got ~", where Letter Roll's round says it was left as
    printed. The setup roll left as printed was "special row 2: expected a single letter".
    The rulebook: "The game is played over 7 rounds. Each round has 3 steps: roll the dice, write
    a word, then score", and setup step 4: "Roll the 3 letter dice ... These are called 'special
    rows'"."""
    text = new("first-class-letters", "--players", "Ana,Ben")
    blank_round = "  - {dice: [~, ~, ~], dead: ~}"
    assert text.splitlines()[8].startswith("special: {2: ~, 4: ~, 6: ~}  ")  # line 9
    assert refused(text) == ("referee: error: <stdin>:9:10: special: left as referee new prints it (every value ~): "
                             "write the setup roll's letter beside each special row\n")
    text = text.replace("special: {2: ~, 4: ~, 6: ~}", "special: {2: C, 4: M, 6: R}")
    text = text.replace(blank_round, "  - {dice: [C, M, R], dead: A}", 1)
    assert text.splitlines()[11].startswith(blank_round)  # line 12: round 2
    assert refused(text) == ("referee: error: <stdin>:12:12: round 2: left as referee new prints it (every value ~): "
                             "write the round's letter dice, or delete the rounds not played (a game in progress)\n")
