"""The advanced variant belongs to the 4-5 player competitive game, the multicolored cards never
to it, and every way in says so.

Rulebook, 4-5 Player Competitive LetterTricks: "(Advanced Variant: Players lose one point for
every second card collected but not used to form the word.)" The 3-player game already costs
"one negative point" for every unused letter, and team and cooperative play score tricks and
hands, not unused cards, so a record, a blank record or a deal naming the variant there cannot
be ruled as written (exit 2), where before a record was ruled as if the variant were not named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run

REFUSED = "the advanced variant is for the 4-5 player competitive game"


@pytest.mark.parametrize(("fixture", "before"), [
    ("three-players.yaml", "variants: []"),
    ("team.yaml", "variants: [multicolored]"),
    ("cooperative.yaml", "variants: [multicolored]"),
])
def test_a_record_naming_it_outside_the_4_5_player_game_is_not_ruled(
        tmp_path: Path, fixture: str, before: str) -> None:
    text = (FIXTURES / "letter-tricks" / fixture).read_text()
    assert before in text
    after = "variants: [advanced]" if before == "variants: []" else "variants: [multicolored, advanced]"
    path = tmp_path / fixture
    path.write_text(text.replace(before, after))
    line = 1 + text[:text.index(before)].count("\n")
    result = run(["score-sheet", str(path)])
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: {path}:{line}:11: variants: {REFUSED}\n"
    assert result.stdout == ""


def test_the_5_player_fixture_still_plays_it() -> None:
    result = run(["score-sheet", str(FIXTURES / "letter-tricks" / "five-players-advanced.yaml"), "-f", "json"])
    assert result.exit_code == 0
    assert '"variants": ["advanced"]' in result.stdout


@pytest.mark.parametrize("args", [
    ["--players", "Ann,Bob,Cat"],
    ["--players", "Ann,Bob,Cat,Dan", "--mode", "team"],
    ["--players", "Ann,Bob,Cat,Dan", "--mode", "cooperative"],
])
def test_a_blank_record_is_not_offered_with_it(args: list[str]) -> None:
    result = run(["new", "letter-tricks", *args, "--variant", "advanced"])
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: Invalid value for '--variant': {REFUSED}\n"


def test_a_3_player_deal_is_not_dealt_with_it() -> None:
    result = run(["roll", "letter-tricks", "--players", "3", "--advanced"])
    assert result.exit_code == 2
    assert result.stderr.endswith(f"Invalid value for '--advanced': {REFUSED}\n")


def test_a_blank_4_player_record_offers_it() -> None:
    result = run(["new", "letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--variant", "advanced"])
    assert result.exit_code == 0
    assert "variants: [advanced]" in result.stdout


@pytest.mark.parametrize("args", [
    ["--players", "3", "--cards", "Y:C,Y:A,Y:T,B:O,B:N,B:E,R:S,R:U,M:X"],
    ["--team", "--cards", "Y:S,Y:U,Y:R,Y:E,B:L,B:I,B:N,B:E,R:S,R:E,R:N,R:T"],
    ["--trick", "--cards", "Y:T,R:QU,B:I,Y:E"],
])
def test_hints_are_not_given_with_it_outside_the_4_5_player_game(args: list[str]) -> None:
    # Before, `hint letter-tricks --players 3 --variant advanced` printed the 3-player hints as if
    # the variant were not named (bug), as records were ruled.
    result = run(["hint", "letter-tricks", *args, "--variant", "advanced"])
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: Invalid value for '--variant': {REFUSED}\n"
    assert result.stdout == ""


def test_hints_for_5_players_take_it() -> None:
    # "Players lose one point for every second card collected but not used": pontes uses all six
    # cards (1 each, none of J K QU V X Z), so nothing is lost and it scores 6.
    result = run(["hint", "letter-tricks", "--players", "5", "--variant", "advanced",
                  "--cards", "Y:S,Y:T,B:O,R:N,Y:E,B:P", "-n", "1", "-f", "json"])
    assert result.exit_code == 0
    assert '"word": "pontes"' in result.stdout and '"score": 6' in result.stdout


NO_MULTICOLORED = ("the 4-5 player competitive game has no multicolored cards (team and cooperative play "
                   "choose them; the 3-player game always has them)")


def test_a_4_player_competitive_record_naming_the_multicolored_cards_is_not_ruled(tmp_path: Path) -> None:
    # 4-5 Player Competitive: "Do not use the multicolored cards in this game." Before, such a record
    # was ruled without them and its object still listed "variants": ["multicolored"] (bug).
    text = (FIXTURES / "letter-tricks" / "four-players.yaml").read_text()
    path = tmp_path / "four-players.yaml"
    path.write_text(text.replace("variants: []", "variants: [multicolored]"))
    result = run(["score-sheet", str(path)])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"referee: error: {path}:6:11: variants: {NO_MULTICOLORED}\n"


def test_the_3_player_game_may_name_the_cards_it_always_has(tmp_path: Path) -> None:
    # 3-Player Competitive: "Shuffle the remaining 43 cards together (including the multicolored cards)".
    text = (FIXTURES / "letter-tricks" / "three-players.yaml").read_text()
    path = tmp_path / "three-players.yaml"
    path.write_text(text.replace("variants: []", "variants: [multicolored]"))
    assert run(["score-sheet", str(path)]).exit_code == 0


@pytest.mark.parametrize(("args", "message"), [
    (["new", "letter-tricks", "--players", "Ann,Bob,Cat,Dan", "--variant", "multicolored"],
     f"referee: error: Invalid value for '--variant': {NO_MULTICOLORED}\n"),
    (["roll", "letter-tricks", "--players", "5", "--multicolored"],
     f"referee: error: Invalid value for '--multicolored': {NO_MULTICOLORED}\n"),
    (["hint", "letter-tricks", "--variant", "multicolored", "--cards", "Y:C,Y:A,Y:T"],
     f"referee: error: Invalid value for '--variant': {NO_MULTICOLORED}\n"),
])
def test_no_way_in_offers_the_4_5_player_game_multicolored_cards(args: list[str], message: str) -> None:
    result = run(args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == message


def test_a_competitive_deal_leaves_them_out_by_default() -> None:
    # --multicolored is on by default for team and cooperative play; the 4-5 player deal has no choice.
    result = run(["roll", "letter-tricks", "--players", "4", "--seed", "1", "-f", "json"])
    assert result.exit_code == 0 and '"variants": []' in result.stdout and "M:" not in result.stdout


def test_of_two_words_the_one_the_hand_scores_most_with_is_the_one_scored(tmp_path: Path) -> None:
    # Ann collected seven cards and lists ZOO and TOES. ZOO is Z (x2) + O + O = 4 points with
    # four cards unused (-2): 2. TOES is 4 points with three unused (-1): 3. "Players lose one
    # point for every second card collected but not used", so TOES is her best word, and ZOO the
    # extra one (bug: the two tied on card points and the first listed, ZOO, scored 2).
    path = tmp_path / "hand.yaml"
    path.write_text("game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\nvariants: [advanced]\nhands:\n"
                    "  - collected: {Ann: [R:Z, Y:O, B:O, R:T, R:E, R:S, Y:A], Bob: [], Cat: [], Dan: []}\n"
                    "    words: {Ann: [zoo, toes]}\n")
    result = run(["score-sheet", "-f", "json", str(path)])
    [hand] = json.loads(result.stdout)["hands"]
    assert hand["scores"]["Ann"] == 3
    assert [(w["word"], w["valid"], w["score"], w["reasons"]) for w in hand["words"]["Ann"]] == [
        ("zoo", False, 0, ["extra-word"]), ("toes", True, 4, [])]
