"""`referee roll letter-tricks`: deals for every game, seeded, fair, and valid records."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
import yaml

from referee.games.letter_tricks.cards import COLOURED_CARDS, DECK, MULTICOLORED_CARDS, REPLACED_BY_MULTICOLORED, VOWELS
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, deal
from referee.randomness import SeededSource, chi_square_critical, chi_square_uniform
from tests.conftest import run


def rolled(args: list[str]) -> dict[str, Any]:
    result = run(["roll", "letter-tricks", "-f", "json", *args])
    assert result.exit_code == 0, result.stderr
    obj: dict[str, Any] = json.loads(result.stdout)
    return obj


def all_cards(obj: dict[str, Any]) -> list[str]:
    hand = obj["hands"][0]
    every: list[str] = [c for cards in hand["deal"].values() for c in cards] + hand.get("returned", []) + \
        hand.get("display", [])
    return every


def test_four_players() -> None:
    obj = rolled(["--seed", "7"])
    assert obj["players"] == ["1", "2", "3", "4"] and obj["mode"] == "competitive"
    assert [len(c) for c in obj["hands"][0]["deal"].values()] == [13] * 4
    assert sorted(all_cards(obj)) == sorted(map(str, COLOURED_CARDS))


def test_five_players_two_returned() -> None:
    obj = rolled(["--players", "5", "--seed", "1"])
    assert [len(c) for c in obj["hands"][0]["deal"].values()] == [10] * 5
    assert len(obj["hands"][0]["returned"]) == 2
    assert not any(c.startswith("M:") for c in all_cards(obj))


def test_three_players_display_and_one_returned() -> None:
    obj = rolled(["--players", "3", "--names", "Ann,Bob,Cat", "--seed", "3"])
    hand = obj["hands"][0]
    assert list(hand["deal"]) == ["Ann", "Bob", "Cat"]
    assert hand["display"] == [str(c) for c in VOWELS]
    assert [len(c) for c in hand["deal"].values()] == [14, 14, 14] and len(hand["returned"]) == 1
    assert sorted(all_cards(obj)) == sorted(map(str, DECK))


@pytest.mark.parametrize("mode", ["team", "cooperative"])
def test_multicolored_cards_replace_the_six(mode: str) -> None:
    obj = rolled(["--mode", mode, "--seed", "5"])
    cards = set(all_cards(obj))
    assert {str(c) for c in MULTICOLORED_CARDS} <= cards
    assert not cards & {str(c) for c in REPLACED_BY_MULTICOLORED}
    assert obj["variants"] == ["multicolored"]
    plain = rolled(["--mode", mode, "--seed", "5", "--no-multicolored"])
    assert set(all_cards(plain)) == {str(c) for c in COLOURED_CARDS} and plain["variants"] == []


def test_seed_is_reproducible_and_matters() -> None:
    assert rolled(["--seed", "42"]) == rolled(["--seed", "42"])
    assert rolled(["--seed", "42"])["hands"] != rolled(["--seed", "43"])["hands"]
    fair = rolled([])
    assert fair["seed"] is None and len(all_cards(fair)) == 52


@pytest.mark.parametrize("args", [
    ["--seed", "9"], ["--players", "3", "--seed", "9"], ["--players", "5", "--advanced", "--seed", "9"],
    ["--mode", "team", "--names", "Ann,Bob,Cat,Dan", "--seed", "9"],
    ["--mode", "cooperative", "--players", "5", "--seed", "9"],
])
def test_yaml_output_is_a_record_score_sheet_accepts(args: list[str]) -> None:
    out = run(["roll", "letter-tricks", "-f", "yaml", *args])
    assert out.exit_code == 0
    record = yaml.safe_load(out.stdout)
    assert record["game"] == "letter-tricks" and "deal" in record["hands"][0]
    scored = run(["score-sheet", "-f", "json"], input=out.stdout)
    assert scored.exit_code == 0, scored.stderr
    result = json.loads(scored.stdout)
    assert result["players"] == [str(p) for p in record["players"]] and result["disputes"] == []


def test_deal_pasted_into_a_record_with_tricks() -> None:
    """The rolled deal, with a first trick played from it, is audited against the deal."""
    record = yaml.safe_load(run(["roll", "letter-tricks", "-f", "yaml", "--seed", "11",
                                 "--names", "Ann,Bob,Cat,Dan"]).stdout)
    deal_ = record["hands"][0]["deal"]
    plays = [deal_["Ann"][0]] + [deal_[p][-1] for p in ("Bob", "Cat", "Dan")]
    record["hands"][0]["tricks"] = [{"leader": "Ann", "plays": plays}]
    result = run(["score-sheet", "-f", "json"], input=yaml.safe_dump(record))
    assert result.exit_code in (0, 1)
    trick = json.loads(result.stdout)["hands"][0]["tricks"][0]
    assert all(i["rule"] == "must-follow" for i in trick["illegal"])


@pytest.mark.parametrize(("args", "message"), [
    (["--mode", "team", "--players", "5"], "team LetterTricks is played by 4 players"),
    (["--mode", "cooperative", "--players", "3"], "cooperative LetterTricks is played by 4 or 5"),
    (["--players", "4", "--names", "Ann,Bob"], "Invalid value for '--names': 4 players, 2 names"),
    (["--mode", "team", "--advanced"], "Invalid value for '--advanced'"),
])
def test_usage_errors(args: list[str], message: str) -> None:
    result = run(["roll", "letter-tricks", *args])
    assert result.exit_code == 2 and message in result.stderr


def test_table() -> None:
    result = run(["roll", "letter-tricks", "--players", "3", "--seed", "2"])
    assert result.exit_code == 0
    assert "vowel display (face up): Y:A Y:E Y:I Y:O Y:U" in result.stdout
    assert "seed 2 (replay with --seed 2)" in result.stdout


def test_deals_are_fair() -> None:
    """Over many seeded deals each card lands with seat 1 about a quarter of the time."""
    setup = GameSetup(LetterTricksMode.COMPETITIVE, 4)
    counts: Counter[str] = Counter()
    rng = SeededSource(2024)
    for _ in range(400):
        counts.update(str(c) for c in deal(setup, rng).hands[0])
    observed = [counts[str(c)] for c in COLOURED_CARDS]
    assert sum(observed) == 400 * 13
    assert chi_square_uniform(observed) < chi_square_critical(len(observed) - 1)


def test_variant_names_the_variants_as_new_and_records_do() -> None:
    # `new letter-tricks --variant advanced` and `hint letter-tricks --variant advanced` name the
    # variants; roll took only --advanced and --multicolored ("No such option '--variant'").
    for named, flag in ((["--players", "5", "--variant", "advanced"], ["--players", "5", "--advanced"]),
                        (["--mode", "team", "--variant", "multicolored"], ["--mode", "team", "--multicolored"])):
        by_name = run(["roll", "letter-tricks", "--seed", "4", *named])
        by_flag = run(["roll", "letter-tricks", "--seed", "4", *flag])
        assert by_name.exit_code == by_flag.exit_code == 0
        assert by_name.stdout == by_flag.stdout
    assert run(["roll", "letter-tricks", "--players", "5", "--variant", "advanced"]).stdout.startswith(
        "LetterTricks deal, competitive, 5 players (advanced)\n")
    # The rulebook's 4-5 player game: "Do not use the multicolored cards in this game".
    refused = run(["roll", "letter-tricks", "--variant", "multicolored"])
    assert refused.exit_code == 2
    assert refused.stderr == ("referee: error: Invalid value for '--variant': the 4-5 player competitive game has "
                              "no multicolored cards (team and cooperative play choose them; the 3-player game "
                              "always has them)\n")
    both = run(["roll", "letter-tricks", "--mode", "team", "--variant", "multicolored", "--no-multicolored"])
    assert both.exit_code == 2
    assert both.stderr == "referee: error: --variant multicolored and --no-multicolored contradict each other\n"


def test_players_may_be_the_names_as_new_takes_them() -> None:
    # `new letter-tricks -p Ann,Bob,Cat,Dan` and `roll letterflip --players Ann,Bob` take names;
    # `roll letter-tricks --players Ann,Bob,Cat` was "'Ann,Bob,Cat' is not a valid integer range".
    by_names = run(["roll", "letter-tricks", "--players", "Ann,Bob,Cat", "--seed", "3", "-f", "yaml"])
    by_count = run(["roll", "letter-tricks", "--players", "3", "--names", "Ann,Bob,Cat", "--seed", "3", "-f", "yaml"])
    assert by_names.exit_code == by_count.exit_code == 0
    assert by_names.stdout == by_count.stdout
    assert "players: [Ann, Bob, Cat]\n" in by_names.stdout
    for args, message in ((["--players", "Ann,Bob"], "Invalid value for '--players': LetterTricks is played by "
                                                     "3, 4 or 5 players, got 2"),
                          (["--players", "Ann,Bob,Cat", "--names", "A,B,C"],
                           "--players names the players already; give the names once"),
                          (["--players", "Ann,ann,Bob"], "Invalid value for '--players': a name is given twice")):
        refused = run(["roll", "letter-tricks", *args])
        assert (refused.exit_code, refused.stderr) == (2, f"referee: error: {message}\n")
