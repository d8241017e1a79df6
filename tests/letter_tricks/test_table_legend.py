"""The tricks table's plays header explains the marks the table shows, and only those.

A cooperative hand has no picks ("The goal is for players work together to ensure that each
trick forms a word"), yet its header read `plays (* wins, (1) first pick, (2) second pick)`; and
its last two tricks, numbered `12o` and `13o`, are open ("Players can then play into either
trick, without needing to follow"), which nothing on the table said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import FIXTURES, run

TWO_TRICKS = """game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
variants: [multicolored]
hands:
  - tricks:
      - {leader: Ann, plays: [Y:T, Y:A, M:K, Y:E], word: take}
      - {leader: Ann, plays: [R:S, R:O, R:N, B:G], word: song}
"""


def test_a_cooperative_hand_has_no_pick_marks(tmp_path: Path) -> None:
    path = tmp_path / "coop.yaml"
    path.write_text(TWO_TRICKS)
    result = run(["score-sheet", str(path)])
    # "The highest card of the suit led wins the trick": Y:T over M:K, Y:E, Y:A; R:S over R:O,
    # R:N, with B:G off suit. TAKE and SONG use every card of their tricks.
    assert result.stdout.splitlines()[:7] == [
        "LetterTricks, cooperative: Ann, Bob, Cat, Dan (variants: multicolored)",
        "",
        "Hand 1",
        "#    plays (* wins)                       led     winner    ruling",
        "---  -----------------------------------  ------  --------  ------------------",
        "1    Ann Y:T*  Bob Y:A  Cat M:K  Dan Y:E  yellow  Ann Y:T   word take (scores)",
        "2    Ann R:S*  Bob R:O  Cat R:N  Dan B:G  red     Ann R:S   word song (scores)",
    ]


def test_the_open_tricks_are_explained() -> None:
    result = run(["score-sheet", str(FIXTURES / "letter-tricks" / "cooperative.yaml")])
    lines = result.stdout.splitlines()
    assert lines[3] == "#    plays (* wins; o: an open trick, no need to follow)    led     winner    ruling"
    # Trick 12 is open: Dan's Y:P, Ann's B:F and Bob's B:G need not follow Cat's red lead. The
    # plays column is its 51-letter header and 2 of padding wide, 53: the 35 letters of the plays,
    # 18 spaces, then the 2 between columns.
    assert lines[16] == "12o  Cat R:U*  Dan Y:P  Ann B:F  Bob B:G" + " " * 20 + "red     Cat R:U   no word"


def test_a_hand_with_picks_keeps_its_legend() -> None:
    result = run(["score-sheet", str(FIXTURES / "letter-tricks" / "four-players.yaml")])
    assert result.stdout.splitlines()[3].startswith("#    plays (* wins, (1) first pick, (2) second pick)  ")


def test_a_trick_typed_without_its_picks_marks_no_pick(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text("game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n  - tricks:\n"
                    "      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}\n")
    result = run(["score-sheet", str(path)])
    # Y:M is the highest yellow: Bob wins and picks; Dan's A is the lowest of the others, so Dan
    # picks second. Who picks is shown; no card is marked picked, so the legend has no (1), (2).
    assert result.stdout.splitlines()[3:6] == [
        "#    plays (* wins)                       led     winner    1st pick    2nd pick    ruling",
        "---  -----------------------------------  ------  --------  ----------  ----------  --------",
        "1    Ann Y:C  Bob Y:M*  Cat B:V  Dan Y:A  yellow  Bob Y:M   Bob         Dan         ok",
    ]
