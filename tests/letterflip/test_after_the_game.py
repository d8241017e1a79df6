"""A turn typed after the game ended is no turn: the table's turn column says `-` (it said
`passes`), and the standings leave it out of the player's turns (they counted it, so a player's
turns per word grew with lines typed after the game).

Rulebook: "The first player to correctly identify all four of the words on his or her LETTERFLIP
Card wins LETTERFLIP!" The game ends there; the opponent has no last turn.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run

RECORD = """game: letterflip
players: [Ann, Bob]
cards:
  Ann: [cat, frog, wagon, bridge]
  Bob: [sun, lamp, crisp, garden]
turns:
  - {player: Ann, word: cat, answer: yes}
  - {player: Ann, word: frog, answer: yes}
  - {player: Ann, word: wagon, answer: yes}
  - {player: Ann, word: bridge, answer: yes}
  - {player: Bob, letter: S, answer: 1}
"""


def _record(tmp_path: Path) -> Path:
    path = tmp_path / "flip.yaml"
    path.write_text(RECORD)
    return path


def test_the_table_shows_no_turn_kept_or_passed(tmp_path: Path) -> None:
    result = run(["score-sheet", str(_record(tmp_path))])
    assert result.exit_code == 1
    # Each right word guess "takes another turn"; BRIDGE is Ann's fourth word, so she has won, and
    # Bob's S (it is in SUN once) comes after the game.
    assert result.stdout.splitlines()[2:9] == [
        "#    player    word    guess    answer    truth    turn    ruling",
        "---  --------  ------  -------  --------  -------  ------  ---------",
        "1    Ann       1 (3)   cat      yes       yes      keeps   ok",
        "2    Ann       2 (4)   frog     yes       yes      keeps   ok",
        "3    Ann       3 (5)   wagon    yes       yes      keeps   ok",
        "4    Ann       4 (6)   bridge   yes       yes      keeps   ok",
        "5    Bob               S        1         -        -       game-over",
    ]


def test_the_standings_count_only_turns_of_the_game(tmp_path: Path) -> None:
    result = run(["standings", "-f", "json", str(_record(tmp_path))])
    flips = {p["name"]: p["letterflip"] for p in map(json.loads, result.stdout.splitlines())}
    assert flips == {"Ann": {"words_solved": 4, "turns": 4, "turns_per_word": 1.0},
                     "Bob": {"words_solved": 0, "turns": 0, "turns_per_word": None}}
