"""A count and its word agree in every ruling and message ("1 round", "2 rounds"), never "round(s)"
(`referee.plurals`, the one helper every module words its counts with)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from referee.games.letter_tricks.dispute import DisputeCode
from referee.plurals import counted, plural
from tests.conftest import json_lines, run
from tests.letter_tricks.test_dispute_codes import COOPERATIVE, COOPERATIVE_DEAL, disputes

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
        "round 7: 1 round too many: with 6 players each is the roller 1 time, 6 rounds in all; "
        "its points are left out of the totals (Ann 0, Bob 0, Cy 0, Dee 0, Eve 0, Fay 0)"]


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


def test_a_round_of_one_letter_and_one_die_says_so_in_the_singular() -> None:
    """"The roller selects any four of the seven dice and rolls them. The player to the left ...
    removes it from play": a round typed with one die rolled and one letter in play (it said
    "1 letters in play", "1 dice rolled")."""
    record = yaml.safe_dump({"game": "letter-roll", "players": ["Ann", "Bob"], "rounds": [
        {"roller": "Ann", "rolled": ["P"], "letters": ["P"], "lists": {"Ann": [], "Bob": []}}]})
    disputes = json_lines(run(["score-sheet", "-f", "json", "-"], input=record).stdout)[0]["disputes"]
    assert disputes[:2] == ["round 1: 1 letter in play (P), expected 3", "round 1: 1 die rolled (P), expected 4"]


def test_one_word_contains_the_letters() -> None:
    """Q, X and Z, at least 11 letters: of squeezebox (10) and squeezeboxes (12) one word is left
    (it said "1 words of at least 11 letters contain")."""
    result = run(["hint", "letter-roll", "--letters", "QXZ", "--min-length", "11"])
    assert result.stdout.splitlines()[0] == "1 word of at least 11 letters contains Q, X, Z:"


def test_a_one_point_word_in_what_if(tmp_path: Path) -> None:
    """First-Class Letters: "a checkmark ... for each letter in your word that matches one of the 3
    letter dice. ... Each checkmark is worth 1 point": CAB with C, M, R (dead O) has one, so one
    point, and a house rule denying it takes that point (it said "1 points")."""
    record = tmp_path / "night.yaml"
    record.write_text(yaml.safe_dump({
        "game": "first-class-letters", "special": {2: "C", 4: "M", 6: "R"},
        "rounds": [{"dice": ["C", "M", "R"], "dead": "O"}],
        "players": [{"name": "Ana", "rows": [{"word": "cab", "round": 1}] + [None] * 6},
                    {"name": "Ben", "rows": [{"word": "crumb", "round": 1}] + [None] * 6}]}), encoding="utf-8")
    house = tmp_path / "deny.yaml"
    house.write_text("deny: [cab]\n", encoding="utf-8")
    result = run(["score-sheet", "-f", "json", "--what-if", str(house), str(record)])
    assert json_lines(result.stdout)[0]["changes"][0] == {
        "kind": "word", "what": "Ana row 1 cab", "before": "1 point", "after": "canceled (house-rule)"}


def test_a_one_letter_word_on_a_paper_sheet() -> None:
    """A sheet as written: "a checkmark ... for each letter in your word", so A (one letter) marked
    with two is scored at one, and a box of 3 no checkmarks of one letter can make (it said "1 letters")."""
    record = yaml.safe_dump({"game": "first-class-letters", "mode": "solo", "special": {2: "B", 4: "L", 6: "S"},
                             "players": [{"name": "Maya", "rows": [{"word": "a", "checks": 2}, None,
                                                                   {"word": "a", "score": 3}] + [None] * 4}]})
    assert json_lines(run(["score-sheet", "-f", "json", "-"], input=record).stdout)[0]["disputes"] == [
        "Maya row 1 (a): 2 checkmarks marked, but the word has only 1 letter (scored at 1)",
        "Maya row 3 (a): a box score of 3 is not possible for a word of 1 letter (at most one checkmark a "
        "letter, doubled at most)"]


def test_one_card_passed() -> None:
    """LetterTricks cooperative: "each player passes three cards of their choice to the player to
    their left"; Ann passing one is "1 card", not "1 cards"."""
    record = (COOPERATIVE + "hands:\n" + COOPERATIVE_DEAL + "    passed:\n"
              "      {Ann: [Y:A], Bob: [B:A, B:B, B:C], Cat: [R:A, R:B, R:D], Dan: [M:J, M:K, M:X]}\n"
              "    tricks:\n      - {leader: Cat, plays: [B:C, R:A, M:J, B:E]}\n")
    assert disputes(record) == [(DisputeCode.PASSED, "hand 1, passed: Ann passed 1 card, not 3")]


def test_an_audit_of_one_roll_and_a_minimum_of_one_letter() -> None:
    """`--audit 1` rolls each die once ("1 roll per die", it said "1 rolls"); a minimum length of
    one letter, "set a minimum for the number of letters each word must contain", is "at least 1
    letter" (it said "1 letters")."""
    audit = run(["roll", "first-class-letters", "--audit", "1", "--seed", "3"])
    assert audit.stdout.splitlines()[0] == "1 roll per die; seed 3 (replay with --seed 3)"
    hint = run(["hint", "letter-roll", "--letters", "QXZ", "--min-length", "1"])
    assert hint.stdout.splitlines()[0] == "2 words of at least 1 letter contain Q, X, Z:"
