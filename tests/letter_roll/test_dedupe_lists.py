"""`referee dedupe-lists` (and `score-sheet` on Letter Roll records) through the CLI."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from tests.conftest import FIXTURES, run

LR = FIXTURES / "letter-roll"
RULEBOOK = (LR / "rulebook-round.yaml").read_text(encoding="utf-8")


def records(output: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines()]


def test_rulebook_round_from_a_file_as_json() -> None:
    result = run(["dedupe-lists", "-f", "json", str(LR / "rulebook-round.yaml")])
    assert result.exit_code == 0, result.stderr
    [record] = records(result.stdout)
    assert record["game"] == "letter-roll"
    assert record["totals"] == {"Terry": 3, "Chris": 5}
    assert record["winners"] == ["Chris"]
    terry = record["rounds"][0]["players"]["Terry"]
    assert terry["score"] == 3
    assert terry["words"][0] == {"word": "pace", "status": "crossed", "reasons": ["duplicate"],
                                 "corrected": None, "suggestion": None, "shared_with": ["Chris"],
                                 "missing": []}
    assert [w["status"] for w in terry["words"]] == ["crossed", "scored", "crossed", "crossed", "scored", "scored"]
    assert result.stderr == ""


def test_single_round_from_stdin_without_a_game_key() -> None:
    text = "letters: TTE\nlists:\n  Ana: [letter, ten, better]\n  Ben: [better, tent]\n"
    result = run(["dedupe-lists", "-f", "json"], input=text)
    assert result.exit_code == 0
    [record] = records(result.stdout)
    ana = record["rounds"][0]["players"]["Ana"]
    assert [(w["word"], w["status"], w["reasons"]) for w in ana["words"]] == [
        ("letter", "scored", []), ("ten", "crossed", ["missing-letters"]), ("better", "crossed", ["duplicate"])]
    assert ana["words"][1]["missing"] == ["T"]
    assert record["totals"] == {"Ana": 1, "Ben": 1}


def test_dash_reads_stdin_and_yaml_output_round_trips() -> None:
    result = run(["dedupe-lists", "-f", "yaml", "-"], input=RULEBOOK)
    assert result.exit_code == 0
    [record] = list(yaml.safe_load_all(result.stdout))
    assert record["totals"] == {"Terry": 3, "Chris": 5}


def test_table_marks_crossed_words_and_why() -> None:
    result = run(["dedupe-lists", str(LR / "rulebook-round.yaml")])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "Round 1 · rolled P E C X · X removed · letters P-E-C"
    assert lines[1].split() == ["player", "word", "ruling", "why"]
    assert lines[3].split() == ["Terry", "pace", "CROSSED", "duplicate", "(Chris)"]
    assert lines[4].split() == ["price", "scored"]
    assert "Points: Terry 3, Chris 5" in lines
    assert lines[-1] == "Winner: Chris"


def test_whole_game_table_has_standings() -> None:
    result = run(["dedupe-lists", str(LR / "two-players.yaml")])
    assert result.exit_code == 0
    out = result.stdout
    rows = [line.split() for line in out.splitlines()]
    assert ["soldeir", "CROSSED", "duplicate", "(Chris);", "read", "as", "soldier"] in rows
    assert ["sense", "CROSSED", "repeated"] in rows
    assert "Standings (6 of 6 rounds)" in out
    standings = out.split("Standings (6 of 6 rounds)\n")[1].splitlines()
    assert standings[2].split() == ["Chris", "5", "6", "4", "6", "4", "2", "27"]
    assert standings[3].split() == ["Terry", "3", "5", "5", "4", "4", "4", "25"]
    assert out.rstrip().endswith("Winner: Chris")


def test_many_records_in_one_stream() -> None:
    result = run(["dedupe-lists", "-f", "json", str(LR / "variants.yaml")])
    assert result.exit_code == 0
    assert [r["totals"] for r in records(result.stdout)] == [
        {"Maya": 3, "Leo": 3}, {"Ana": 3, "Ben": 4}, {"Maya": 3, "Leo": 3}, {"Ana": 6, "Ben": 3}]


def test_rotation_error_exits_1_with_the_disputes() -> None:
    result = run(["dedupe-lists", "-f", "json", str(LR / "rotation-error.yaml")])
    assert result.exit_code == 1
    [record] = records(result.stdout)
    assert record["disputes"][0] == "round 3: Dee rolled, but the dice pass to the left of Ben: it was Cy's roll"


def test_a_wrong_claimed_score_exits_1() -> None:
    claimed = RULEBOOK.replace("Terry: 3, Chris: 5", "Terry: 4, Chris: 5")
    result = run(["dedupe-lists", "-f", "json", "-"], input=claimed)
    assert result.exit_code == 1
    [record] = records(result.stdout)
    assert record["disputes"] == ["round: Terry claims 4, the referee counts 3"]
    assert record["rounds"][0]["players"]["Terry"]["claimed"] == 4


def test_a_tie_is_reported_not_ruled_against() -> None:
    text = ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n"
            + "".join(f"  - {{roller: {r}, letters: PEC, lists: {{Ann: [pace], Bob: [cope]}}}}\n"
                      for r in ["Ann", "Bob"] * 3))
    result = run(["dedupe-lists", "-f", "json"], input=text)
    assert result.exit_code == 0
    [record] = records(result.stdout)
    assert (record["winners"], record["needs_tiebreak"]) == ([], ["Ann", "Bob"])
    table = run(["dedupe-lists"], input=text)
    assert table.stdout.rstrip().endswith("Tie: Ann, Bob play the tie-break round")


@pytest.mark.parametrize("name", ["rulebook-round.yaml", "two-players.yaml", "four-players.yaml",
                                  "eight-players.yaml", "tie-break.yaml", "rotation-error.yaml"])
def test_score_sheet_gives_the_same_result(name: str) -> None:
    ours = run(["dedupe-lists", "-f", "json", str(LR / name)])
    theirs = run(["score-sheet", "-f", "json", str(LR / name)])
    assert (theirs.exit_code, theirs.stdout) == (ours.exit_code, ours.stdout)
    assert ours.exit_code == (1 if name == "rotation-error.yaml" else 0)


def test_a_bad_record_is_one_line_and_the_next_is_still_ruled() -> None:
    text = "letters: PEC\nlists: {Ann: [pace], Ann: [cope]}\n---\n" + RULEBOOK
    result = run(["dedupe-lists", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert result.stderr == "referee: error: <stdin>:2:22: lists: duplicate key 'Ann'\n"
    assert [r["totals"] for r in records(result.stdout)] == [{"Terry": 3, "Chris": 5}]


@pytest.mark.parametrize(("text", "error"), [
    ("game: letterflip\nletters: PEC\n",
     "referee: error: <stdin>:1:7: game: dedupe-lists rules on Letter Roll lists, got letterflip (use score-sheet)\n"),
    ("letters: PEC\nlists: {Ann: [pace]\n",
     "referee: error: <stdin>:2:8: YAML syntax error: the { mapping that starts here is broken or not closed "
     "(did not find expected ',' or '}', found at the end of the stream)\n"),
    ("- pace\n- cope\n",
     "referee: error: <stdin>:1:1: record: expected a mapping with 'letters' and 'lists' or 'rounds', got a list\n"),
    ("game: letter-roll\nletters: PEC\n",
     "referee: error: <stdin>:1:1: record: a Letter Roll record needs 'players' and 'rounds' (a game) or "
     "'letters' and 'lists' (one round)\n"),
    ("letters: PEC\nlists: {Ann: [pace, [cope]]}\n",
     "referee: error: <stdin>:2:21: lists Ann entry: expected text, got a list\n"),
])
def test_schema_and_syntax_errors_exit_2(text: str, error: str) -> None:
    result = run(["dedupe-lists"], input=text)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == error


def test_missing_file_exits_2() -> None:
    result = run(["dedupe-lists", "no-such-file.yaml"])
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: no-such-file.yaml: cannot read")


def test_house_rules_apply() -> None:
    # With `--deny cope` Chris's "cope" is no longer a word: Chris scores 4.
    result = run(["dedupe-lists", "-f", "json", "--deny", "cope", str(LR / "rulebook-round.yaml")])
    [record] = records(result.stdout)
    assert record["totals"] == {"Terry": 3, "Chris": 4}
    assert result.exit_code == 1  # the sheet's claimed 5 for Chris is no longer confirmed


def test_tie_break_table() -> None:
    result = run(["dedupe-lists", str(LR / "tie-break.yaml")])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "Tie-break round · rolled R (white) M (blue) · letters R-M · tied: Jo, Kim" in lines
    assert "Points: Jo 5, Kim 4" in lines
    standings = result.stdout.split("Standings (9 of 9 rounds)\n")[1].splitlines()
    assert standings[0].split()[-2:] == ["total", "tie-break"]
    assert standings[2].split()[-2:] == ["25", "5"]
    assert lines[-2:] == ["Winner: Jo", "Jo wins the 25–25 tie in the tie-break round (Jo 5, Kim 4)"]


def test_game_in_progress_and_a_wrong_claim_in_the_table() -> None:
    text = ("game: letter-roll\nplayers: [Terry, Chris]\nrounds:\n"
            "  - roller: Terry\n    letters: PEC\n    scores: {Terry: 2}\n"
            "    lists: {Terry: [pace, price], Chris: [pace, cope, space]}\n")
    result = run(["dedupe-lists"], input=text)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert "Points: Terry 1 (sheet says 2), Chris 2" in lines
    assert "Game in progress: 5 rounds still to play; leading: Chris" in lines
    assert lines[-2:] == ["Ruled against the record:", "  - round 1: Terry claims 2, the referee counts 1"]


def test_yaml_of_a_game_with_one_leader_has_no_anchors() -> None:
    """The winner and the leader are the same player, written out twice: the YAML once gave
    `winners: &id001 [Chris]` and `leaders: *id001`, because both were the same list object."""
    result = run(["score-sheet", "-f", "yaml", str(LR / "two-players.yaml")])
    assert result.exit_code == 0, result.stderr
    assert "&id" not in result.stdout and "*id" not in result.stdout
    assert "\nwinners: [Chris]\nleaders: [Chris]\n" in result.stdout
    assert yaml.safe_load(result.stdout)["winners"] == ["Chris"]


def test_a_tie_break_round_that_ties_again_asks_for_another() -> None:
    # Rulebook: "the player with the highest score wins" the tie-break round. Ann and Bob tie 3-3
    # (pace, cope each round); in the tie-break round (M, A) each scores 2: mat is on both lists and
    # crossed, man and map are Ann's, ham and arm Bob's. Still level, and the record has a
    # tie-break round: the table asked them to play one (the one it just ruled).
    text = ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n"
            + "".join(f"  - {{roller: {r}, letters: PEC, lists: {{Ann: [pace], Bob: [cope]}}}}\n"
                      for r in ["Ann", "Bob"] * 3)
            + "tiebreak: {letters: [M, A], lists: {Ann: [man, mat, map], Bob: [ham, mat, arm]}}\n")
    [record] = records(run(["dedupe-lists", "-f", "json"], input=text).stdout)
    assert (record["winners"], record["needs_tiebreak"], record["tiebreak_rule"]) == ([], ["Ann", "Bob"], None)
    table = run(["dedupe-lists"], input=text)
    assert table.exit_code == 0
    assert table.stdout.endswith("\n\nTie: Ann, Bob are still level after the tie-break round: play another\n")


def test_a_tie_break_round_with_the_wrong_letters_is_not_called_level() -> None:
    # Rulebook: "There will be as many letters as tied players". Ann and Bob tie 3-3; the round
    # typed up as the tie-break has three letters (O, D, L) for two tied players, so it is not the
    # tie-break round and decides nothing, though Ann's gold and old beat Bob's dollar 2-1: the
    # table used to call them "still level after the tie-break round".
    text = ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n"
            + "".join(f"  - {{roller: {r}, letters: PEC, lists: {{Ann: [pace], Bob: [cope]}}}}\n"
                      for r in ["Ann", "Bob"] * 3)
            + "tiebreak: {letters: [O, D, L], lists: {Ann: [gold, old], Bob: [dollar]}}\n")
    assert ruled_against(text) == (
        "Tie: Ann, Bob play the tie-break round (the one typed up has 3 letters, not one per tied "
        "player, so it decides nothing)",
        ["tiebreak: 3 letters in play (O-D-L), expected 2"])


def test_a_white_dice_round_rolled_with_a_die_left_out_is_not_called_a_tie_break() -> None:
    # Variation: "Use just the white dice": the box has two, both rolled and both in play (docs'
    # ruling 11), so a third letter rolled and not played breaks the white-dice roll; the dispute
    # named "the tie-break round" for an ordinary round 1.
    text = ("game: letter-roll\nplayers: [Ann, Bob]\nvariants: [white-dice]\nrounds:\n"
            "  - {roller: Ann, rolled: [A, E, T], letters: [A, E], lists: {Ann: [area], Bob: [eat]}}\n")
    assert ruled_against(text) == (
        "Game in progress: 5 rounds still to play; leading: Ann, Bob",
        ["round 1: 3 dice rolled (A-E-T), expected 2",
         "round 1: no die is removed with white-dice (both dice in play), but T was rolled and not played"])


def test_a_die_of_a_colour_the_variant_does_not_play_is_ruled_against() -> None:
    # Variation: "Use just the white dice or the white and blue dice": with white-blue-dice an
    # orange die is not rolled, and with white-dice a blue one is not. Both rounds were taken.
    rounds = ("  - {roller: Ann, rolled: [A, E, B, Q], colours: [white, white, blue, orange], "
              "letters: [A, E, B], lists: {Ann: [abate], Bob: [beam]}}\n")
    assert ruled_against("game: letter-roll\nplayers: [Ann, Bob]\nvariants: [white-blue-dice]\nrounds:\n"
                         + rounds) == (
        "Game in progress: 5 rounds still to play; leading: Ann, Bob",
        ["round 1: dice rolled white, white, blue, orange, but white-blue-dice plays just the white and "
         "blue dice (not orange)"])
    white = "  - {roller: Ann, rolled: [A, B], colours: [white, blue], letters: [A, B], lists: {Ann: [tab], Bob: []}}\n"
    assert ruled_against("game: letter-roll\nplayers: [Ann, Bob]\nvariants: [white-dice]\nrounds:\n" + white) == (
        "Game in progress: 5 rounds still to play; leading: Ann",
        ["round 1: dice rolled white, blue, but white-dice plays just the white dice (not blue)"])


def ruled_against(text: str) -> tuple[str, list[str]]:
    """The table's result line and its disputes, for a record ruled against (exit status 1)."""
    table = run(["dedupe-lists"], input=text)
    assert table.exit_code == 1
    head, _, disputes = table.stdout.partition("\n\nRuled against the record:\n")
    assert disputes.endswith("\n")
    return head.splitlines()[-1], [line.removeprefix("  - ") for line in disputes.splitlines()]
