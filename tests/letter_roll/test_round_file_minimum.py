"""`--round FILE` of a Letter Roll record: the minimum length it sets on every word is the one
`score-sheet` crosses words by, whether written for the round, for the whole game, or per player.

Rulebook, Letter Roll Variations: "Set a minimum for the number of letters each word must contain,
start with six and then try seven, or more." (and, per player, "The more experienced players may
only list words that meet the minimum").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run

GAME = ("game: letter-roll\nplayers: [Ana, Ben]\n{game_min}rounds:\n  - roller: Ana\n    letters: PEC\n"
        "{round_min}    lists: {{Ana: [place], Ben: [special]}}\n")


def _record(tmp_path: Path, game_min: str = "", round_min: str = "") -> str:
    path = tmp_path / "night.yaml"
    path.write_text(GAME.format(game_min=game_min, round_min=round_min), encoding="utf-8")
    return str(path)


def _ruled(path: str) -> list[tuple[str, bool, list[str]]]:
    result = run(["check-word", "--round", path, "-f", "json", "place", "special"])
    return [(w["word"], w["valid"], w["reasons"]) for w in map(json.loads, result.stdout.splitlines())]


@pytest.mark.parametrize("game_min, round_min", [
    ("min-length: 7\n", ""),                              # the whole game, everyone (old: place valid)
    ("min-length: {Ana: 7, Ben: 8}\n", ""),               # every player has one: the smallest, 7
    ("min-length: 9\n", "    min-length: {Ana: 7}\n"),    # the round's beats the game's: Ana 7, Ben 9
    ("", "    min-length: 7\n"),                          # the round's own number, as before
])
def test_a_minimum_every_player_has_is_checked(tmp_path: Path, game_min: str, round_min: str) -> None:
    # place has 5 letters, special 7: at least 7 crosses place, as score-sheet crosses Ana's place.
    path = _record(tmp_path, game_min, round_min)
    assert _ruled(path) == [("place", False, ["too-short"]), ("special", True, [])]
    sheet = json.loads(run(["score-sheet", "-f", "json", path]).stdout)
    assert sheet["rounds"][0]["players"]["Ana"]["words"][0]["reasons"] == ["too-short"]


@pytest.mark.parametrize("game_min, round_min", [
    ("min-length: {Ana: 7}\n", ""),                       # Ben may write any length
    ("min-length: 7\n", "    min-length: {Ben: ~}\n"),    # lifted for Ben this round
])
def test_a_minimum_some_player_is_free_of_is_not(tmp_path: Path, game_min: str, round_min: str) -> None:
    assert _ruled(_record(tmp_path, game_min, round_min)) == [("place", True, []), ("special", True, [])]


def test_hint_takes_the_game_s_minimum_from_the_record(tmp_path: Path) -> None:
    path = _record(tmp_path, "min-length: 7\n")
    from_file = run(["hint", "letter-roll", "--round", path, "-n", "0", "-f", "json"])
    by_options = run(["hint", "letter-roll", "--letters", "PEC", "--min-length", "7", "-n", "0", "-f", "json"])
    assert (from_file.exit_code, from_file.stdout) == (0, by_options.stdout)
    assert min(len(json.loads(line)["word"]) for line in from_file.stdout.splitlines()) == 7
