"""A hand past the game's number of hands: ruled and shown, but no part of the game, so left out of
the totals, the best hand, the winner, the standings and --what-if, as Letter Roll leaves out a
round too many. Totals worked out by hand in the comments.

LetterTricks Rulebook: 4-5 players "play three hands (though they may agree to more). High score
wins"; the 3-player game "is designed to be a one-hand game, but if players decide in advance to
play multiple hands..."; a record's `hand-count:` is the number agreed. A hand past it was never
part of the game the players agreed to.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import FIXTURES, json_lines, run

# "Each card used in the word is worth one point": CAT (Y:C Y:A Y:T) and DOG (Y:D Y:O Y:G) are 3
# each. Hand 1, the game's one hand: Ann 3. Hand 2, one too many: Bob 3, which made him Ann's
# equal (3-3, equal best hands of 3, a shared victory) when it was counted.
FOUR = """game: letter-tricks
players: [Ann, Bob, Cat, Dan]
hand-count: 1
hands:
  - collected: {Ann: [Y:C, Y:A, Y:T]}
    words: {Ann: [cat]}
  - collected: {Bob: [Y:D, Y:O, Y:G]}
    words: {Bob: [dog]}
"""
FOUR_TOO_MANY = ("hand 2: 1 hand too many: the record's hand-count is 1; "
                 "its points are left out of the totals (Ann 0, Bob 3, Cat 0, Dan 0)")


def _record(text: str) -> tuple[int, dict[str, object]]:
    result = run(["score-sheet", "-f", "json", "-"], input=text)
    return result.exit_code, json.loads(result.stdout)


def _file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_hand_too_many_cannot_make_a_winner() -> None:
    code, record = _record(FOUR)
    assert code == 1
    assert record["disputes"] == [FOUR_TOO_MANY]
    assert record["hands"][1]["scores"] == {"Ann": 0, "Bob": 3, "Cat": 0, "Dan": 0}  # type: ignore[index]
    assert record["totals"] == {"Ann": 3, "Bob": 0, "Cat": 0, "Dan": 0}
    assert record["best_hand"] == {"Ann": 3, "Bob": 0, "Cat": 0, "Dan": 0}
    assert (record["winners"], record["leaders"], record["tied"], record["tiebreak_rule"]) == (
        ["Ann"], ["Ann"], [], None)


def test_the_table_marks_the_hand_not_counted() -> None:
    result = run(["score-sheet", "-"], input=FOUR)
    assert "\nHand 1\n" in result.stdout and "\nHand 2 (not counted)\n" in result.stdout, result.stdout
    assert result.stdout.endswith(
        "scores: Ann 0, Bob 3, Cat 0, Dan 0\n"
        "\n"
        "total    points\n"
        "-------  --------\n"
        "Ann      3\n"
        "Bob      0\n"
        "Cat      0\n"
        "Dan      0\n"
        "winners: Ann\n"
        "disputes:\n"
        f"  - {FOUR_TOO_MANY}\n"), result.stdout


def test_standings_count_the_game_s_hands_only(tmp_path: Path) -> None:
    # Bob's only word, dog, is in hand 2: of the game's hands he has no word, no points, no win.
    result = run(["standings", "-f", "json", _file(tmp_path, FOUR)])
    rows = {row["name"]: row for row in json_lines(result.stdout) if "name" in row}
    assert {name: (row["wins"], row["points"]) for name, row in rows.items()} == {
        "Ann": (1, 3), "Bob": (0, 0), "Cat": (0, 0), "Dan": (0, 0)}
    assert (rows["Ann"]["best_word"]["word"], rows["Bob"]["best_word"]) == ("cat", None)


def test_what_if_changes_nothing_in_a_hand_left_out(tmp_path: Path) -> None:
    # Denying cat and dog: Ann's hand 1 cat is no word (3 -> 0), so all four are level at 0 with
    # equal best hands of 0 and share the victory; dog is in hand 2, which counts for nothing (it
    # was listed, with Bob 3 -> 0).
    rules = tmp_path / "rules.yaml"
    rules.write_text("deny: [cat, dog]\n", encoding="utf-8")
    result = run(["score-sheet", "--what-if", str(rules), "-f", "json", _file(tmp_path, FOUR)])
    [item] = [json.loads(line) for line in result.stdout.splitlines()]
    assert item["changes"] == [
        {"kind": "word", "what": "Ann hand 1 cat", "before": "valid, 3 points",
         "after": "invalid, 0 points (house-rule)"},
        {"kind": "total", "what": "Ann", "before": "3", "after": "0"},
        {"kind": "winners", "what": "record", "before": "Ann", "after": "Ann, Bob, Cat, Dan"}]


def test_a_three_player_hand_too_many() -> None:
    # The 3-player game is one hand. Hand 1: Ann's CAT, 3. Hand 2, not agreed: Bob's DOG 3, and
    # Ann's Y:H in no word, "letters not in the word are each one negative point": -1.
    # Counted, it was Ann 2, Bob 3 and Bob the winner; of the game's hand it is Ann 3, Bob 0.
    code, record = _record("game: letter-tricks\nplayers: [Ann, Bob, Cat]\nhands:\n"
                           "  - collected: {Ann: [Y:C, Y:A, Y:T]}\n    words: {Ann: [cat]}\n"
                           "  - collected: {Ann: [Y:H], Bob: [Y:D, Y:O, Y:G]}\n    words: {Bob: [dog]}\n")
    assert code == 1
    assert record["disputes"] == [
        "hand 2: 1 hand too many: the 3-player game is one hand unless agreed in advance (hand-count: N); "
        "its points are left out of the totals (Ann -1, Bob 3, Cat 0)"]
    assert (record["totals"], record["winners"]) == ({"Ann": 3, "Bob": 0, "Cat": 0}, ["Ann"])


def test_a_cooperative_hand_too_many() -> None:
    # "Tricks where words were formed each score one point", and the cooperative game is one hand.
    # Hand 1's one trick (C, D, G, H) makes no word: 0. Hand 2, one too many, scores TAKE: 1,
    # which was the group's best hand; of the game's one hand the group scored 0. (Hand 1 is one
    # trick of 13, so its missing tricks are named too.)
    code, record = _record("game: letter-tricks\nmode: cooperative\nplayers: [Ann, Bob, Cat, Dan]\n"
                           "variants: [multicolored]\nhands:\n"
                           "  - tricks:\n      - {leader: Ann, plays: [Y:C, Y:D, Y:G, Y:H]}\n"
                           "    tricks_scored: 0\n"
                           "  - tricks:\n      - {leader: Ann, plays: [Y:A, M:K, Y:T, Y:E], word: take}\n"
                           "    tricks_scored: 1\n")
    assert code == 1
    assert record["disputes"] == [
        "hand 1: 1 of 13 tricks written, though hand 2 follows it: tricks 2 to 13 are missing",
        "hand 2: 1 hand too many: the cooperative game is one hand (hand-count: N for more); "
        "its points are left out of the totals (group 1)"]
    assert (record["totals"], record["tricks_scored"]) == ({"group": 0}, 0)


def test_a_team_victory_in_a_hand_too_many_wins_nothing() -> None:
    # "If after three hands neither team has formed the winning words, the game ends in a draw":
    # the game is over after its hands (here the one agreed), so Bob+Dan's victory claimed in hand
    # 2, trick 5 comes after the draw. The claim is still ruled (its words hold), but it is too
    # late, as a claim after a victory is: it wins nothing, hand 2 scores nobody, totals 0-0, no
    # victory, a draw (it made Bob+Dan the winners, and its trick said the claim was upheld).
    team = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
    code, record = _record(team.replace("mode: team\n", "mode: team\nhand-count: 1\n"))
    assert code == 1
    assert record["disputes"] == ["hand 2: 1 hand too many: the record's hand-count is 1; "
                                  "its points are left out of the totals (Ann+Cat 0, Bob+Dan 0)"]
    hand = record["hands"][1]  # type: ignore[index]
    assert hand["scores"] == {"Ann+Cat": 0, "Bob+Dan": 0}
    claim = hand["tricks"][4]["victory"]
    assert ([w["word"] for w in claim["claimed"]], claim["won"], claim["too_late"]) == (
        ["adzes", "fancy", "awoke"], False, True)
    assert (record["totals"], record["victory"], record["winners"], record["draw"]) == (
        {"Ann+Cat": 0, "Bob+Dan": 0}, None, [], True)
    table = run(["score-sheet", "-"], input=team.replace("mode: team\n", "mode: team\nhand-count: 1\n")).stdout
    assert "Bob+Dan claims victory (adzes, fancy, awoke): too late (the game was over)" in table
    assert "Hand 2 (not counted)" in table and "draw: no team formed its words in 1 hand" in table
