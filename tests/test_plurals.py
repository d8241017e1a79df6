"""A count and its word agree in every ruling and message ("1 round", "2 rounds"), never "round(s)"
(`referee.plurals`, the one helper every module words its counts with)."""

from __future__ import annotations

from typing import Any

import yaml

from referee.plurals import counted, plural
from tests.conftest import json_lines, run

SIX = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def letter_roll(players: list[str], rounds: int, **more: Any) -> str:
    """A Letter Roll game of `rounds` rounds, each rolled in turn to the left, every list empty."""
    played = [{"roller": players[n % len(players)], "letters": "PEC", "lists": {p: [] for p in players}}
              for n in range(rounds)]
    return yaml.safe_dump({"game": "letter-roll", "players": players, "rounds": played, **more})


def test_one_is_singular_and_every_other_count_plural() -> None:
    assert [counted(n, "round") for n in (0, 1, 2)] == ["0 rounds", "1 round", "2 rounds"]
    assert counted(1, "die", "dice") == "1 die" and counted(3, "die", "dice") == "3 dice"
    assert plural(1, "has", "have") == "has" and plural(2, "has", "have") == "have"


def test_a_round_too_many_with_six_players_says_one_round_and_one_time() -> None:
    """Letter Roll Rulebook: "6-8 | 1 time" each player is the roller: six players, six rounds; a
    seventh is one round too many (it said "1 round(s) too many ... the roller 1 time(s)")."""
    result = run(["score-sheet", "-f", "json", "-"], input=letter_roll(SIX, 7))
    assert result.exit_code == 1
    assert json_lines(result.stdout)[0]["disputes"] == [
        "round 7: 1 round too many: with 6 players each is the roller 1 time, 6 rounds in all"]


def test_a_game_one_round_short_has_one_round_still_to_play() -> None:
    """"2-3 | 3 times": two players roll six rounds, so after five one is still to play (the table
    said "1 round(s) still to play")."""
    result = run(["score-sheet", "-"], input=letter_roll(["Ann", "Bob"], 5))
    assert result.exit_code == 0
    assert "\nGame in progress: 1 round still to play; leading: Ann, Bob\n" in result.stdout


def test_a_tie_break_round_of_one_letter_says_one_letter() -> None:
    """"There will be as many letters as tied players": two tied, a round typed with one letter
    decides nothing (it said "has 1 letter(s)")."""
    tiebreak = {"letters": "R", "lists": {"Ann": ["red"], "Bob": []}}
    result = run(["score-sheet", "-"], input=letter_roll(["Ann", "Bob"], 6, tiebreak=tiebreak))
    assert ("\nTie: Ann, Bob play the tie-break round (the one typed up has 1 letter, not one per tied "
            "player, so it decides nothing)\n") in result.stdout


def test_standings_counts_one_disputed_record_and_two() -> None:
    """One record the referee rules against "has" claims, two "have" them (it said "1 record(s) have")."""
    record = letter_roll(SIX, 7)
    one = run(["standings", "-"], input=record)
    assert one.stderr == ("referee: warning: 1 record has claims the referee rules against; the standings "
                          "use the referee's rulings (score-sheet shows each)\n")
    two = run(["standings", "-"], input=f"{record}---\n{record}")
    assert two.stderr == ("referee: warning: 2 records have claims the referee rules against; the "
                          "standings use the referee's rulings (score-sheet shows each)\n")
