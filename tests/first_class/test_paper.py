"""First-Class Letters sheets as written on paper (interface section 6b): records without `rounds`.

Expectations are worked by hand from the rulebook's "3) Score" and "Game End":
  "Write a checkmark in the first box for each letter in your word that matches one of the 3
   letter dice ... Each checkmark is worth 1 point."
  "If your word includes all 3 letters shown on the dice, place a checkmark in the circle. This
   doubles your score for the word."
  "If they are not [in alphabetical order], you must cancel words, covering their score, until the
   remaining words on your sheet are in alphabetical order."
  "The player with the highest final score is the winner. In the case of a tie, the player with the
   highest-scoring word on their sheet is the winner."
"""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import FIXTURES, run

FIXTURE = FIXTURES / "first-class-letters"


def rule(text: str, *options: str) -> tuple[int, list[dict[str, Any]], str]:
    result = run(["score-sheet", "-f", "json", *options, "-"], input=text)
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()], result.stderr


def scores(player: dict[str, Any]) -> list[int]:
    return [row["score"] for row in player["rows"]]


def sheet(*rows: str, name: str = "Ana", total: int | None = None) -> str:
    lines = [f"  - name: {name}", "    rows:", *(f"      - {row}" for row in rows)]
    if total is not None:
        lines.append(f"    total: {total}")
    return "\n".join(lines) + "\n"


HEAD = "game: first-class-letters\nspecial: {2: B, 4: L, 6: S}\nplayers:\n"
GOOD = ("{word: apron, checks: 2, score: 2}", "{word: bakery, checks: 3, doubled: true, score: 6}",
        "{word: candle, checks: 4, doubled: true}", "{word: lemon, checks: 2}", "{word: mitten, checks: 2}",
        "{word: stream, checks: 2}", "{word: window, checks: 3, doubled: true}")
"""Ana's sheet: 2 + 6 + 8 + 2 + 2 + 2 + 6 = 28, in alphabetical order, special rows B, L, S kept."""
BEN = ("{word: anchor, checks: 3}", "{word: bridge, checks: 2}", "{word: cherry, checks: 4, doubled: true}",
       "{word: lantern, checks: 3}", "{word: mitten, checks: 2}", "{word: sprout, checks: 3}",
       "{word: tiger, checks: 3, doubled: true}")
"""Ben's sheet: 3 + 2 + 8 + 3 + 2 + 3 + 6 = 27."""


def test_game_night_typed_from_the_sheets() -> None:
    code, [obj], err = rule((FIXTURE / "paper-game-night.yaml").read_text())
    assert (code, err) == (0, "")
    maya, theo, iris = obj["players"]
    # Maya: checks as marked, doubled rows x2: 2, 3x2, 4x2, 2, 5x2, 2, 3x2 = 36.
    assert scores(maya) == [2, 6, 8, 2, 10, 2, 6] and maya["total"] == 36
    # "stroberry" has one clear correction; the rulebook: "score the correctly-spelled word instead".
    assert maya["rows"][4]["word"] == "stroberry" and maya["rows"][4]["corrected"] == "strawberry"
    # Theo: anchor 6, bridge 2, thunder 8, lantern 3, mitten 2, sprout 6, empty box. Keeping thunder
    # keeps 6+2+8 = 16; canceling it keeps 6+2+3+2+6 = 19: thunder (row 3) is canceled.
    assert scores(theo) == [6, 2, 0, 3, 2, 6, 0] and theo["total"] == 19
    assert theo["rows"][2]["reasons"] == ["alphabetical-order"]
    assert theo["rows"][6]["reasons"] == ["empty-box"] and theo["rows"][6]["dice_checked"] is None
    assert theo["order"]["cancel"] == [3]
    # Iris: 6 + 3 + 8 + 2 + 0 (quilt, canceled at the table) + 8 + 12 (the box alone) = 39.
    assert scores(iris) == [6, 3, 8, 2, 0, 8, 12] and iris["total"] == 39
    assert iris["rows"][4]["reasons"] == ["canceled-at-table"] and iris["rows"][4]["dice_checked"] is False
    assert iris["rows"][6]["taken_as_written"] == ["score"]
    assert iris["rows"][6]["checks"] is None and iris["rows"][6]["doubled"] is None
    assert obj["winners"] == ["Iris"] and obj["finished"] is True and obj["rounds_played"] == 7
    assert obj["dice_checked"] is False and obj["taken_as_written"] == ["checks", "doubled", "dead-letter"]
    assert all(row["dice_checked"] is False for row in maya["rows"])
    assert all(row["round"] is None for row in maya["rows"])


def test_a_sheet_without_rounds_takes_the_keys_every_record_takes() -> None:
    """`night:` (and date, title, notes) belong to any record of any game (docs/records.md); a
    sheet without rounds refused `night:` as an unknown key, so standings could not group it."""
    text = "night: Friday at Ana's\ndate: 2026-11-27\n" + HEAD + sheet(*GOOD) + sheet(*BEN, name="Ben")
    code, [obj], err = rule(text)
    assert (code, err) == (0, "")
    assert [p["total"] for p in obj["players"]] == [28, 27] and obj["winners"] == ["Ana"]
    result = run(["standings", "--nights", "-f", "json", "-"], input=text)
    assert result.exit_code == 0, result.stderr
    assert [json.loads(line)["night"] for line in result.stdout.splitlines()] == ["Friday at Ana's"]


def test_solo_sheet_rank_uses_the_adjusted_total() -> None:
    code, [obj], _ = rule((FIXTURE / "paper-solo.yaml").read_text())
    [nora] = obj["players"]
    # 2 + 8 + 6 + 6 + 2 + 8 + 5 = 37; "If playing with Priority Mail add 10": 47, "45+ Postmaster".
    assert code == 0 and nora["total"] == 37 and nora["adjusted_total"] == 47 and nora["rank"] == "Postmaster"
    assert obj["taken_as_written"] == ["checks", "doubled", "dead-letter", "missing-priority"]
    assert obj["winners"] == []


def test_cooperative_sheet_is_the_communal_sheet_alone() -> None:
    code, [obj], _ = rule((FIXTURE / "paper-cooperative.yaml").read_text())
    communal = obj["communal"]
    # 6 + 6 + 6 + 6 + 8 + 6 + 8 = 46: "compare it to the chart in Solo Play", 45+ Postmaster.
    assert code == 0 and communal["total"] == 46 and communal["rank"] == "Postmaster"
    assert communal["rows"][1]["corrected"] == "danger"
    assert [p["name"] for p in obj["players"]] == ["Ana", "Ben", "Cy"]
    assert obj["rounds"] == [] and obj["winners"] == []


def test_wrong_marks_and_claims_are_ruled_against() -> None:
    rows = ("{word: apron, checks: 2, score: 3}",               # 2 checks are 2 points, not 3
            "{word: bee, checks: 4, doubled: true, score: 8}",  # 4 checks on a 3-letter word: 3, x2 = 6
            "{word: candle, checks: 0, doubled: true, score: 0}",  # a circle with no checkmark
            "{word: lamp, checks: 2, score: 2}",                # row 4 is special L: kept
            "{word: mitten, score: 13}",                        # 13 is odd and over 6 letters
            "{word: sprout, checks: 3, doubled: true, score: 6}",
            "{word: zqxj, checks: 2, score: 2}")                # not a word: canceled, scores 0
    code, [obj], _ = rule(HEAD + sheet(*rows, total=30) + sheet(*BEN, name="Ben"))
    ana = obj["players"][0]
    # apron 2, bee 6, candle 0 (undoubled, no checks), lamp 2, mitten 13 as written, sprout 6, zqxj 0.
    assert code == 1 and scores(ana) == [2, 6, 0, 2, 13, 6, 0] and ana["total"] == 29
    assert ana["rows"][6]["reasons"] == ["not-in-dictionary"]
    assert obj["disputes"] == [
        "Ana row 2 (bee): 4 checkmarks marked, but the word has only 3 letters (scored at 3)",
        "Ana row 3 (candle): the circle is marked with no checkmark (doubling needs every dice letter "
        "in the word; scored undoubled)",
        "Ana row 5 (mitten): a box score of 13 is not possible for a word of 6 letters (at most one "
        "checkmark a letter, doubled at most)",
        "Ana row 1 (apron): the record claims 3, the referee scores 2",
        "Ana row 2 (bee): the record claims 8, the referee scores 6",
        "Ana row 7 (zqxj): the record claims 2, the referee scores 0",
        "Ana: the record claims a total of 30, the referee counts 29",
    ]


def test_a_circle_not_written_is_read_from_a_box_of_twice_the_checkmarks() -> None:
    """"If your word includes all 3 letters shown on the dice, place a checkmark in the circle. This
    doubles your score for the word. Write your word score in the score box": a row typed with its
    checkmarks and its box but the circle left out (or left blank, as `referee new` prints it) and
    a box of twice the checkmarks had the circle marked. It was read as empty and the box disputed
    ('Ana row 1 (apple): the record claims 4, the referee scores 2'). A box that is neither the
    checkmarks nor twice them is still disputed; a circle written as empty still rules."""
    rows = ("{word: apple, checks: 2, doubled: ~, score: 4}",   # the circle blank: 2 x2 = 4
            "{word: bread, checks: 3, score: 6}",               # left out: 3 x2 = 6
            "{word: cat, checks: 1, score: 3}",                 # neither 1 nor 2: ruled 1
            "{word: lamp, checks: 2, doubled: false, score: 4}",  # written empty: 2, disputed
            "{word: mop, checks: 2}",                           # no box: undoubled, 2
            "{word: sun, checks: 1, score: 1}",
            "{word: tea, checks: 1, doubled: true, score: 2}")
    code, [obj], _ = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    ana = obj["players"][0]
    assert code == 1 and scores(ana) == [4, 6, 1, 2, 2, 1, 2] and ana["total"] == 18
    assert [row["doubled"] for row in ana["rows"]] == [True, True, False, False, False, False, True]
    assert obj["disputes"] == ["Ana row 3 (cat): the record claims 3, the referee scores 1",
                               "Ana row 4 (lamp): the record claims 4, the referee scores 2"]


def test_a_box_score_the_marked_circle_cannot_make_is_ruled_against() -> None:
    # A row with `doubled` and `score` but no checkmarks: "This doubles your score for the word",
    # so a marked circle holds an even score of 2 to twice the letters (it needs a checkmark), an
    # empty one at most one point a letter. Each score is still taken as written.
    rows = list(GOOD)
    rows[0] = "{word: apron, doubled: true, score: 3}"   # odd, with the circle marked
    rows[1] = "{word: bakery, doubled: false, score: 8}"  # over 6 letters, circle empty
    rows[2] = "{word: candle, doubled: true, score: 8}"  # 4 checkmarks doubled: possible
    code, [obj], _ = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    ana = obj["players"][0]
    # 3 + 8 + 8 + 2 + 2 + 2 + 6 = 31.
    assert code == 1 and scores(ana) == [3, 8, 8, 2, 2, 2, 6] and ana["total"] == 31
    assert obj["disputes"] == [
        "Ana row 1 (apron): a box score of 3 is not possible for a word of 5 letters with the circle "
        "marked (doubled: an even score from 2 to 10)",
        "Ana row 2 (bakery): a box score of 8 is not possible for a word of 6 letters with the circle "
        "empty (undoubled: at most 6, one checkmark a letter)",
    ]


def test_a_circle_marked_beside_a_box_score_is_shown_as_written() -> None:
    # Rows with the circle and the box but no checkmarks counted: "place a checkmark in the
    # circle" is on the sheet, so the output keeps it (x2) while the checkmarks stay unknown.
    text = HEAD + sheet("{word: apron, doubled: true, score: 4}", "{word: bakery, doubled: false, score: 3}",
                        *GOOD[2:]) + sheet(*BEN, name="Ben")
    code, [obj], _ = rule(text)
    ana = obj["players"][0]
    assert code == 0 and [(r["checks"], r["doubled"]) for r in ana["rows"][:2]] == [(None, True), (None, False)]
    table = run(["score-sheet", "-"], input=text)
    assert table.stdout.splitlines()[4:9] == [
        "row    word    ✓    x2    points    why canceled",
        "-----  ------  ---  ----  --------  --------------",
        "1      apron        x2    4*",
        "2      bakery             3*",
        "3      candle  4    x2    8*",
    ]


def test_priority_mail_word_marked_with_no_checkmark_lacks_the_priority_letter() -> None:
    # Priority Mail: the priority letter "must be included in your word this round, or else be
    # canceled and score 0", and it is one of the letter dice (contract section 10), so zebra, marked
    # with no checkmark, matched no die and lacks it: canceled, it takes no part in the alphabetical
    # check (it was kept in it and canceled for alphabetical order instead). Ana 0 + 6 + 8 + 2 + 2
    # + 2 + 6 = 26, all the other words in order.
    rows = list(GOOD)
    rows[0] = "{word: zebra, checks: 0, score: 0}"
    text = HEAD.replace("special:", "variants: [priority-mail]\nspecial:") + sheet(*rows) + sheet(*BEN, name="Ben")
    code, [obj], _ = rule(text)
    ana = obj["players"][0]
    assert code == 0 and scores(ana) == [0, 6, 8, 2, 2, 2, 6] and ana["total"] == 26
    assert ana["rows"][0]["reasons"] == ["missing-priority"] and ana["rows"][0]["dice_checked"] is False
    assert ana["order"]["excluded"] == [1] and ana["order"]["cancel"] == []


def test_special_row_initial_is_ruled_without_dice() -> None:
    rows = list(GOOD)
    rows[1] = "{word: cabin, checks: 3, doubled: true, score: 6}"  # row 2 is special B
    code, [obj], _ = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    # "Words on special rows must begin with the letter marked in the box": canceled, 0; the claim
    # of 6 for it is wrong. Ana 28 - 6 = 22.
    ana = obj["players"][0]
    assert code == 1 and ana["rows"][1]["reasons"] == ["wrong-initial"] and ana["total"] == 22
    assert ana["rows"][1]["dice_checked"] is None


def test_tie_is_broken_by_the_best_word() -> None:
    ben = list(BEN)
    ben[1] = "{word: bridge, checks: 3}"  # Ben 28, as Ana; Ben's best word is cherry 8, Ana's candle 8
    ben[2] = "{word: cherry, checks: 5, doubled: true}"  # now 10: Ben 30
    ben[0] = "{word: anchor, checks: 1}"  # 30 - 2 = 28
    code, [obj], _ = rule(HEAD + sheet(*GOOD) + sheet(*ben, name="Ben"))
    # Ana 28 (best word 8), Ben 1+3+10+3+2+3+6 = 28 (best word 10): "the player with the
    # highest-scoring word on their sheet is the winner".
    assert code == 0 and [p["total"] for p in obj["players"]] == [28, 28]
    assert obj["winners"] == ["Ben"] and obj["tiebreak_rule"] == "best-word"


def test_a_sheet_in_progress_has_leaders_and_no_order_cancellation() -> None:
    ana = ["{word: zebra, checks: 1}", "{word: bakery, checks: 3, doubled: true}", "null", "null",
           "null", "null", "null"]
    ben = ["{word: anchor, checks: 3}", "{word: bridge, checks: 2}", "null", "null", "null", "null", "null"]
    code, [obj], _ = rule(HEAD + sheet(*ana) + sheet(*ben, name="Ben"))
    # Two rounds played: the alphabetical check waits for game end ("After 7 rounds ... check").
    assert code == 0 and obj["finished"] is False and obj["rounds_played"] == 2
    assert [p["total"] for p in obj["players"]] == [7, 5]
    assert obj["winners"] == [] and obj["leaders"] == ["Ana"] and obj["complete"] is False
    assert obj["players"][0]["order"] == {"cancel": [1], "kept": [2], "score": 6, "excluded": [3, 4, 5, 6, 7],
                                          "applied": False}


def test_sheets_written_for_different_numbers_of_rounds_are_disputed() -> None:
    ben = [*BEN[:4], "null", "null", "null"]
    code, [obj], _ = rule(HEAD + sheet(*GOOD) + sheet(*ben, name="Ben"))
    assert code == 1
    assert obj["disputes"] == ["sheets: every round fills one row of every sheet, but the sheets have "
                               "Ana 7, Ben 4 rows written"]


def test_table_says_what_was_taken_as_written() -> None:
    result = run(["score-sheet", str(FIXTURE / "paper-solo.yaml")])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[1] == ("No rounds recorded (a sheet as written): the checkmarks, the doubling circle, the "
                        "dead letter and the priority letter are taken as written, not checked against "
                        "the dice (points marked *).")
    assert "round" not in lines[4]  # the sheet has no round column
    assert lines[6].split() == ["1", "acorn", "2", "2*"]


def test_alpha_cancel_reads_a_sheet_without_rounds() -> None:
    result = run(["alpha-cancel", "-f", "json", str(FIXTURE / "paper-game-night.yaml")])
    maya, theo, iris = (json.loads(line) for line in result.stdout.splitlines())
    assert result.exit_code == 1 and theo["cancel"] == [3] and theo["score"] == 19
    assert maya["cancel"] == [] and iris["excluded"] == [5]


def test_schema_errors_name_the_row() -> None:
    rows = list(GOOD)
    rows[2] = "{word: candle, round: 3}"
    code, objs, err = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    assert code == 2 and objs == []
    assert err == ("referee: error: <stdin>:8:31: Ana row 3: 'round' names one of the record's rounds, and "
                   "this record has none (a sheet as written gives word, checks, doubled and score; add "
                   "rounds: to rule the dice too)\n")
    rows[2] = "{word: candle}"
    code, _, err = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    assert code == 2 and "Ana row 3: give 'checks' (and 'doubled') as marked, or the 'score'" in err
    rows[2] = "{checks: 2}"
    code, _, err = rule(HEAD + sheet(*rows) + sheet(*BEN, name="Ben"))
    assert code == 2 and "Ana row 3: missing 'word'" in err
    with_rounds = HEAD.replace("players:", "rounds: [{dice: [A, B, C], dead: E}]\nplayers:")
    code, _, err = rule(with_rounds + sheet("{word: cab, round: 1, checks: 3}", *["null"] * 6)
                        + sheet(*["null"] * 7, name="Ben"))
    assert code == 2 and err == ("referee: error: <stdin>:7:39: Ana row 1: 'checks' is for a sheet typed "
                                 "without rounds; with rounds: the referee counts the checkmarks from the "
                                 "dice (leave it out, or leave out rounds: to take it as written)\n")
    code, _, err = rule("game: first-class-letters\nmode: cooperative\nspecial: [B, L, S]\n")
    assert code == 2 and err == "referee: error: <stdin>:1:1: record: missing 'communal'\n"


def test_the_chart_of_a_sheet_as_written_runs_by_row() -> None:
    # A paper sheet records no rounds, so its running total goes row by row, top first, and the
    # chart says so (it said "by round", which the sheet does not show). Ana: 2, 8, 16, 18, 20,
    # 22, 28; Ben: 3, 5, 13, 16, 18, 21, 27. On one scale of 28, a step is round(7 * total / 28)
    # of the eight heights (at least the second once a point is scored); Ben's bar is
    # round(27 * 24 / 28) = 23 blocks.
    result = run(["score-sheet", "--chart", "-"], input=HEAD + sheet(*GOOD) + sheet(*BEN, name="Ben"))
    assert result.exit_code == 0
    assert result.stdout.endswith("\nRunning total by row (1–7)\n"
                                  "Ana          ▂▃▅▅▆▇█    28  " + "█" * 24 + "\n"
                                  "Ben          ▂▂▄▅▅▆█    27  " + "█" * 23 + "\n")


def test_a_sheet_a_row_behind_is_the_last_round_still_being_written() -> None:
    # "After 7 rounds, the game ends": Ana has written all 7 rows, Ben 6 (his last row still
    # null), so round 7 is under way, not over. The heading said "in progress after round 7".
    ben = (*BEN[:6], "null")
    result = run(["score-sheet", "-"], input=HEAD + sheet(*GOOD) + sheet(*ben, name="Ben"))
    assert result.exit_code == 0
    assert result.stdout.startswith("First-Class Letters, competitive (in progress in round 7, not yet on "
                                    "every sheet); variants: none; special rows 2:B 4:L 6:S\n")
    code, [record], _ = rule(HEAD + sheet(*GOOD) + sheet(*ben, name="Ben"))
    assert (code, record["complete"], record["rounds_played"], record["winners"]) == (0, False, 7, [])


def test_a_communal_sheet_part_written_is_after_its_last_row_not_behind_another_sheet() -> None:
    # The cooperative communal sheet is the only sheet: three rows written is "after round 3". A
    # reviewer found it read "in round 3, not yet on every sheet" (its fewest rows were never set).
    text = (FIXTURE / "paper-cooperative.yaml").read_text(encoding="utf-8")
    for word in ("mower", "plural", "slain", "tablet"):
        text = "\n".join("    - ~" if f"word: {word}," in line else line for line in text.splitlines()) + "\n"
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("total:")) + "\n"
    result = run(["score-sheet", "-"], input=text)
    assert result.stdout.startswith("First-Class Letters, cooperative (in progress after round 3); variants: none; "
                                    "special rows 2:D 4:M 6:S\n"), result.stdout
