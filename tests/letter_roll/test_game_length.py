"""A round beyond the game's length: ruled and shown, but no part of the game, so left out of the
totals, the winner, the standings and --what-if alike. Totals worked out by hand in the comments.

Letter Roll Rulebook: "Play continues following steps 1-7 until each player has been the roller the
required number of times" (2-3 players: 3 times), and "Players total their points. The player with
the highest score wins": two players play six rounds; a seventh is not a round of the game.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import json_lines, run

# pace (P-A-C-E), piece (P-I-E-C-E), cope (C-O-P-E), space and escape all contain P, E and C, and
# no word is on both lists of a round. Rounds 1-6: Terry 2+1+1+1+1+1 = 7, Chris 1 x 6 = 6.
# Round 7, a round too many (Terry's roll, to the left of Chris): Terry 0, Chris 3 (cope, space,
# escape); counted, it made Chris 9 and the winner.
GAME = """\
game: letter-roll
players: [Terry, Chris]
rounds:
  - {roller: Terry, letters: PEC, lists: {Terry: [pace, piece], Chris: [cope]}}
  - {roller: Chris, letters: PEC, lists: {Terry: [pace], Chris: [cope]}}
  - {roller: Terry, letters: PEC, lists: {Terry: [pace], Chris: [cope]}}
  - {roller: Chris, letters: PEC, lists: {Terry: [pace], Chris: [cope]}}
  - {roller: Terry, letters: PEC, lists: {Terry: [pace], Chris: [cope]}}
  - {roller: Chris, letters: PEC, lists: {Terry: [pace], Chris: [cope]}}
  - {roller: Terry, letters: PEC, lists: {Terry: [], Chris: [cope, space, escape]}}
"""
TOO_MANY = ("round 7: 1 round too many: with 2 players each is the roller 3 times, 6 rounds in all; "
            "its points are left out of the totals (Terry 0, Chris 3)")


def _game_file(tmp_path: Path) -> str:
    path = tmp_path / "night.yaml"
    path.write_text(GAME, encoding="utf-8")
    return str(path)


def test_a_round_too_many_is_left_out_of_the_totals_and_the_winner() -> None:
    # The totals said Terry 7, Chris 9 and the winner Chris, from round 7.
    result = run(["score-sheet", "-f", "json", "-"], input=GAME)
    assert result.exit_code == 1
    [record] = json_lines(result.stdout)
    assert [r["players"]["Chris"]["score"] for r in record["rounds"]] == [1, 1, 1, 1, 1, 1, 3]
    assert record["totals"] == {"Terry": 7, "Chris": 6}
    assert (record["winners"], record["leaders"], record["needs_tiebreak"]) == (["Terry"], ["Terry"], [])
    assert (record["complete"], record["rounds_played"], record["rounds_in_game"]) == (True, 7, 6)
    assert record["disputes"] == [TOO_MANY]


def test_the_table_shows_the_round_left_out() -> None:
    # "Play continues ... until each player has been the roller the required number of times":
    # the game is 6 rounds of 6, and round 7 one too many (the heading said "7 of 6 rounds").
    result = run(["score-sheet", "-"], input=GAME)
    tail = result.stdout[result.stdout.index("Standings"):]
    assert tail == (
        "Standings (6 of 6 rounds; 1 round too many, not counted)\n"
        "player    R1    R2    R3    R4    R5    R6    R7 (not counted)    total\n"
        "--------  ----  ----  ----  ----  ----  ----  ------------------  -------\n"
        "Terry     2     1     1     1     1     1     0                   7\n"
        "Chris     1     1     1     1     1     1     3                   6\n"
        "\n"
        "Winner: Terry\n"
        "\n"
        "Ruled against the record:\n"
        f"  - {TOO_MANY}\n")


def test_standings_count_the_game_s_rounds_only(tmp_path: Path) -> None:
    # Chris's best word was escape (6 letters, round 7); of the game's rounds it is cope.
    result = run(["standings", "-f", "json", _game_file(tmp_path)])
    rows = {row["name"]: row for row in json_lines(result.stdout) if "name" in row}
    assert {name: (row["games"], row["wins"], row["points"]) for name, row in rows.items()} == {
        "Terry": (1, 1, 7), "Chris": (1, 0, 6)}
    assert (rows["Terry"]["best_word"]["word"], rows["Chris"]["best_word"]["word"]) == ("piece", "cope")


def test_what_if_changes_nothing_in_a_round_left_out(tmp_path: Path) -> None:
    # Denying piece and escape: Terry's round 1 piece is crossed (7 -> 6, level with Chris's 6, so
    # no winner until the tie-break round); escape is in round 7, which counts for nothing (it
    # was listed, with Chris 9 -> 8).
    rules = tmp_path / "rules.yaml"
    rules.write_text("deny: [piece, escape]\n", encoding="utf-8")
    result = run(["score-sheet", "--what-if", str(rules), "-f", "json", _game_file(tmp_path)])
    assert result.exit_code == 1
    [item] = [json.loads(line) for line in result.stdout.splitlines()]
    assert item["changes"] == [
        {"kind": "word", "what": "Terry round 1 piece", "before": "scored", "after": "crossed (house-rule)"},
        {"kind": "total", "what": "Terry", "before": "7", "after": "6"},
        {"kind": "winners", "what": "record", "before": "Terry", "after": "none"}]


def test_rolls_are_counted_in_the_game_s_rounds() -> None:
    # Rollers Terry, Chris, Terry, Chris, Terry, Terry, Chris: round 6 was Chris's roll, and in the
    # game's six rounds Terry rolled 4 times, Chris 2 (with a seventh round this was not said).
    rollers = ["Terry", "Chris", "Terry", "Chris", "Terry", "Terry", "Chris"]
    rounds = "".join(f"  - {{roller: {r}, letters: PEC, lists: {{Terry: [], Chris: []}}}}\n" for r in rollers)
    result = run(["score-sheet", "-f", "json", "-"],
                 input=f"game: letter-roll\nplayers: [Terry, Chris]\nrounds:\n{rounds}")
    assert json_lines(result.stdout)[0]["disputes"] == [
        "round 6: Terry rolled, but the dice pass to the left of Terry: it was Chris's roll",
        "round 7: 1 round too many: with 2 players each is the roller 3 times, 6 rounds in all; "
        "its points are left out of the totals (Terry 0, Chris 0)",
        "rounds: each player is the roller 3 times, but rolls were Terry 4, Chris 2"]
