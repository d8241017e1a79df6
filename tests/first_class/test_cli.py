"""`referee score-sheet` on First-Class Letters records, through the CLI: files, stdin, formats, exits."""

from __future__ import annotations

import json
from typing import Any

import yaml

from tests.conftest import FIXTURES, run
from tests.first_class.rules_support import ROUND_SEVEN_UNWRITTEN

FIXTURE = FIXTURES / "first-class-letters"


def objects(output: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines()]


def test_game_night_from_a_file_and_from_stdin() -> None:
    path = FIXTURE / "game-night.yaml"
    by_file = run(["score-sheet", "-f", "json", str(path)])
    by_stdin = run(["score-sheet", "-f", "json"], input=path.read_text())
    assert by_file.exit_code == by_stdin.exit_code == 0
    assert by_file.stdout == by_stdin.stdout and by_file.stderr == ""
    first, second = objects(by_file.stdout)
    assert [p["total"] for p in first["players"]] == [49, 28, 23]
    assert first["winners"] == ["Ana"]
    # Ana, row 2: cucumber with C M R, dead A = 8 (the rulebook's example).
    assert first["players"][0]["rows"][1] == {
        "row": 2, "word": "cucumber", "round": 1, "checks": 4, "doubled": True, "score": 8,
        "canceled": False, "reasons": [], "status": "scored", "corrected": None, "candidates": [],
        "claimed_score": 8, "disputed": False,
    }
    # Second game, priority mail + breezy: Dana 62 (10+10+8+8+10+10+6), Eli 44 ("tail" has no M).
    assert [p["total"] for p in second["players"]] == [62, 44]
    assert second["players"][1]["rows"][5]["reasons"] == ["missing-priority"]
    assert second["winners"] == ["Dana"]
    assert set(first) >= {"game", "mode", "players", "winners"}


def test_wrong_claims_exit_one_with_every_dispute() -> None:
    result = run(["score-sheet", "-f", "json", str(FIXTURE / "wrong-claims.yaml")])
    assert result.exit_code == 1
    [obj] = objects(result.stdout)
    # Hal: crumb C1 R1 M1 = 3 doubled = 6 (claimed 4); dig D1 G1 = 2 (claimed 4); the rows add up to
    # 6+6+2+3+6+2+6 = 31 (claimed 29). Ivy's rows add up to 49 (claimed 50).
    assert obj["disputes"] == [
        "Hal row 2 (crumb): the record claims 4, the referee scores 6",
        "Hal row 3 (dig): the record claims 4, the referee scores 2",
        "Hal: the record claims a total of 29, the referee counts 31",
        "Ivy: the record claims a total of 50, the referee counts 49",
    ]
    assert obj["winners"] == ["Ivy"]


def test_cooperative_and_solo_through_the_command() -> None:
    coop = run(["score-sheet", "-f", "json", str(FIXTURE / "cooperative.yaml")])
    assert coop.exit_code == 0
    [obj] = objects(coop.stdout)
    assert obj["rounds"][0]["eliminated"] == ["gardening", "nudged"]
    assert obj["rounds"][0]["candidates"] == ["danger", "grind"]
    assert (obj["communal"]["total"], obj["communal"]["rank"]) == (46, "Postmaster")
    solo = run(["score-sheet", "-f", "json", str(FIXTURE / "solo.yaml")])
    assert solo.exit_code == 0
    ranks = [(o["players"][0]["adjusted_total"], o["players"][0]["rank"]) for o in objects(solo.stdout)]
    assert ranks == [(47, "Postmaster"), (26, "Mail Sorter")]


TABLE_RECORD = """game: first-class-letters
special: {2: C, 4: M, 6: R}
rounds:
  - {dice: [C, M, R], dead: A}
players:
  - name: Ana
    rows: [null, {word: cucumber, round: 1, score: 8}, null, null, null, null, null]
  - name: Ben
    rows: [{word: cockroach, round: 1}, null, null, null, null, null, null]
"""


def test_table_is_one_table_per_player_with_total_and_leader() -> None:
    result = run(["score-sheet"], input=TABLE_RECORD)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "First-Class Letters, competitive (in progress after round 1); variants: none; special rows 2:C 4:M 6:R",
        "",
        "Ana",
        "row    word      round    ✓    x2    points    why canceled",
        "-----  --------  -------  ---  ----  --------  --------------",
        "1",
        "2      cucumber  1        4    x2    8",
        "3",
        "4",
        "5",
        "6",
        "7",
        "total 8",
        "",
        "Ben",
        "row    word       round    ✓    x2    points    why canceled",
        "-----  ---------  -------  ---  ----  --------  --------------",
        "1      cockroach  1        4          0         dead-letter",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "total 0",
        "",
        "leading: Ana",
    ]


def test_finished_game_table_names_the_winner_and_disputes() -> None:
    result = run(["score-sheet", str(FIXTURE / "wrong-claims.yaml")])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert "winner: Ivy" in lines
    assert "total 31 (record claims 29)" in lines
    assert "  - Ivy: the record claims a total of 50, the referee counts 49" in lines


def test_yaml_output_round_trips() -> None:
    result = run(["score-sheet", "-f", "yaml", str(FIXTURE / "solo.yaml")])
    docs = list(yaml.safe_load_all(result.stdout))
    assert [d["players"][0]["name"] for d in docs] == ["Fay", "Gus"]


def test_schema_error_is_one_line_and_the_next_record_is_still_ruled() -> None:
    bad = TABLE_RECORD.replace("round: 1, score: 8", "round: 2, score: 8")
    result = run(["score-sheet", "-f", "json", "-"], input=bad + "---\n" + TABLE_RECORD)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:7:42: Ana row 2 round: round 2 has not been played "
                             "(the record has 1 round)\n")
    assert len(objects(result.stdout)) == 1


def test_unknown_keys_get_a_did_you_mean() -> None:
    result = run(["score-sheet", "-"], input=TABLE_RECORD.replace("special:", "specail:"))
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:2:1: record: unknown key 'specail'; "
                                    "did you mean 'special'?")


def test_in_progress_fixture_with_a_pending_cooperative_choice() -> None:
    result = run(["score-sheet", "-f", "json", str(FIXTURE / "in-progress.yaml")])
    assert result.exit_code == 0
    competitive, coop = objects(result.stdout)
    assert competitive["leaders"] == ["Kim"] and competitive["winners"] == []
    assert coop["rounds"][1]["decision"] == "pending" and coop["pending"] == [2]
    assert coop["rounds"][1]["candidates"] == ["chrome", "crumb"]


COOPERATIVE_MISSPELT = """game: first-class-letters
mode: cooperative
special: {2: D, 4: M, 6: S}
rounds:
  - dice: [C, M, R]
    dead: A
    words: {Ana: kucumber, Ben: chrome, Cy: crumb}
    chosen: chrome
    row: 1
"""


def test_a_cooperative_round_shows_a_misspelt_word_as_written_and_as_read() -> None:
    # "kucumber" is read as cucumber: C, M, R with A dead, 4 checks doubled = 8 (the rulebook's
    # example); chrome and crumb 3 checks doubled = 6. Three players eliminate the top one
    # (cucumber); chrome and crumb tie, the group writes chrome on row 1. The words column reads
    # as a player's sheet does: as written, then what it was scored as.
    result = run(["score-sheet", "-"], input=COOPERATIVE_MISSPELT)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        "First-Class Letters, cooperative (in progress after round 1); variants: none; special rows 2:D 4:M 6:S\n"
        "\n"
        "round    dice    dead    words                                                    eliminated    "
        "best remaining    written    on row\n"
        "-------  ------  ------  -------------------------------------------------------  ------------  "
        "----------------  ---------  --------\n"
        "1        C M R   A       Ana: kucumber -> cucumber 8, Ben: chrome 6, Cy: crumb 6  cucumber      "
        "chrome, crumb     chrome     1\n"
        "\n"
        "communal sheet\n"
        "row    word    round    ✓    x2    points    why canceled\n"
        "-----  ------  -------  ---  ----  --------  --------------\n"
        "1      chrome  1        3    x2    6\n"
        "2\n3\n4\n5\n6\n7\n"
        "\n"
        "total 6, adjusted 6: open until the game is complete\n"
    )


def test_round_seven_not_yet_on_every_sheet_is_a_game_in_progress() -> None:
    # All seven rounds rolled, but Carl's round 7 row is still null: the players are writing round 7,
    # as a sheet as written one row behind. No winner yet, no dispute for round 7 (the last round may
    # still be being written), and no alphabetical check yet (cabinet after mercury keeps its 6).
    # Ana: abet B-E-T 3 x2 = 6, cucumber 4 x2 = 8, dolls L-L-S 3 (no N) = 3, mending N-D-N-G 4 x2 = 8,
    # paella P-A-L-L-A 5 x2 = 10, roughs O-H-S 3 x2 = 6, wrestle W-R-E-E 4 x2 = 8: 49.
    # Carl: mercury 4 x2 = 8, cabinet 3 x2 = 6, Brooklyn proper noun 0, midnight 3 x2 = 6,
    # plural P-L-A-L 4 x2 = 8, rooks O-O-S 3 (no H) = 3: 31.
    result = run(["score-sheet", "-"], input=ROUND_SEVEN_UNWRITTEN)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        "First-Class Letters, competitive (in progress in round 7, not yet on every sheet); variants: none; "
        "special rows 2:C 4:M 6:R\n"
        "\n"
        "Ana\n"
        "row    word      round    ✓    x2    points    why canceled\n"
        "-----  --------  -------  ---  ----  --------  --------------\n"
        "1      abet      2        3    x2    6\n"
        "2      cucumber  1        4    x2    8\n"
        "3      dolls     3        3          3\n"
        "4      mending   4        4    x2    8\n"
        "5      paella    5        5    x2    10\n"
        "6      roughs    6        3    x2    6\n"
        "7      wrestle   7        4    x2    8\n"
        "total 49\n"
        "\n"
        "Carl\n"
        "row    word      round    ✓    x2    points    why canceled\n"
        "-----  --------  -------  ---  ----  --------  --------------\n"
        "1      mercury   1        4    x2    8\n"
        "2      cabinet   2        3    x2    6\n"
        "3      Brooklyn  3        2          0         proper-noun\n"
        "4      midnight  4        3    x2    6\n"
        "5      plural    5        4    x2    8\n"
        "6      rooks     6        3          3\n"
        "7\n"
        "total 31\n"
        "\n"
        "leading: Ana\n"
    )
    [obj] = objects(run(["score-sheet", "-f", "json", "-"], input=ROUND_SEVEN_UNWRITTEN).stdout)
    assert (obj["rounds_played"], obj["finished"], obj["complete"], obj["winners"], obj["leaders"],
            obj["disputes"]) == (7, False, False, [], ["Ana"], [])


ROUND_THREE_UNWRITTEN = """game: first-class-letters
special: {2: C, 4: M, 6: R}
rounds:
  - {dice: [C, M, R], dead: A}
  - {dice: [B, E, T], dead: O}
  - {dice: [S, L, N], dead: E}
players:
  - name: Jo
    rows:
      - null
      - {word: cucumber, round: 1}
      - null
      - null
      - {word: slain, round: 3}
      - {word: rebut, round: 2}
      - null
  - name: Kim
    rows: [{word: bet, round: 2}, {word: crumb, round: 1}, null, null, null, null, null]
"""


def test_an_earlier_round_not_yet_on_every_sheet_is_worded_as_round_seven_is() -> None:
    """Bug: three rounds rolled and round 3 on no row of Kim's sheet said "in progress after round 3",
    where round 7 (and a sheet as written one row behind) says "in progress in round 7, not yet on
    every sheet": the last round rolled still being written is one rule, whichever round it is."""
    # Jo: cucumber C-M-R 4 (c, c, m, r) x2 = 8; slain S-L-N 3 x2 = 6 (no E); rebut B-E-T 3 x2 = 6 on
    # row 6 (R): 20. Kim: bet 3 x2 = 6; crumb C-M-R 3 x2 = 6 on row 2 (C): 12. No dispute for round 3.
    result = run(["score-sheet", "-"], input=ROUND_THREE_UNWRITTEN)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        "First-Class Letters, competitive (in progress in round 3, not yet on every sheet); variants: none; "
        "special rows 2:C 4:M 6:R\n"
        "\n"
        "Jo\n"
        "row    word      round    ✓    x2    points    why canceled\n"
        "-----  --------  -------  ---  ----  --------  --------------\n"
        "1\n"
        "2      cucumber  1        4    x2    8\n"
        "3\n4\n"
        "5      slain     3        3    x2    6\n"
        "6      rebut     2        3    x2    6\n"
        "7\n"
        "total 20\n"
        "\n"
        "Kim\n"
        "row    word    round    ✓    x2    points    why canceled\n"
        "-----  ------  -------  ---  ----  --------  --------------\n"
        "1      bet     2        3    x2    6\n"
        "2      crumb   1        3    x2    6\n"
        "3\n4\n5\n6\n7\n"
        "total 12\n"
        "\n"
        "leading: Jo\n"
    )
    [obj] = objects(run(["score-sheet", "-f", "json", "-"], input=ROUND_THREE_UNWRITTEN).stdout)
    assert (obj["rounds_played"], obj["finished"], obj["complete"], obj["leaders"], obj["disputes"]) == (
        3, False, False, ["Jo"], [])
