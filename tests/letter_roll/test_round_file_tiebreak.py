"""`--round FILE` of a Letter Roll record with its tie-break round typed up: the round being played
is the tie-break round, and check-word and hint rule a word on its letters, as score-sheet does."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import FIXTURES, run

TIE_BREAK = str(FIXTURES / "letter-roll" / "tie-break.yaml")


def test_check_word_takes_the_tie_break_round_s_letters() -> None:
    # Rulebook: "There will be as many letters as tied players and all letters must be used in
    # each word." Jo and Kim's tie-break letters are R and M: farm and embrace have both, beam has
    # no R. (The old reading took the ninth round's B-E-M: farm was missing-letters, beam valid.)
    result = run(["check-word", "--round", TIE_BREAK, "-f", "json", "farm", "embrace", "beam"])
    assert result.exit_code == 1
    assert [(w["word"], w["valid"], w["reasons"]) for w in map(json.loads, result.stdout.splitlines())] == [
        ("farm", True, []), ("embrace", True, []), ("beam", False, ["missing-letters"])]
    sheet = json.loads(run(["score-sheet", "-f", "json", TIE_BREAK]).stdout)
    assert sheet["tiebreak"]["players"]["Jo"]["words"][0] == {
        "word": "farm", "status": "scored", "reasons": [], "corrected": None, "suggestion": None,
        "shared_with": [], "missing": []}


def test_hint_offers_the_tie_break_round_s_words() -> None:
    from_file = run(["hint", "letter-roll", "--round", TIE_BREAK, "-n", "3", "-f", "json"])
    by_letters = run(["hint", "letter-roll", "--letters", "RM", "-n", "3", "-f", "json"])
    assert (from_file.exit_code, from_file.stdout) == (0, by_letters.stdout)


def test_rounds_referee_new_printed_and_nobody_played_are_passed_over() -> None:
    # A game in progress typed into `referee new letter-roll`'s template: rounds 1 and 2 written
    # (round 2's letters R-O-W), rounds 3 to 6 still [~, ~, ~]. The round being played is round 2:
    # "Words must contain all three letters rolled" - row has R, O and W; pace has none of them.
    # (The last round was taken, and refused at its first ~: 'letters entry: expected a single
    # letter A-Z, got ~'.)
    template = run(["new", "letter-roll", "--players", "Terry,Chris"]).stdout
    text = template.replace("letters: [~, ~, ~]", "letters: [P, E, C]", 1).replace(
        "letters: [~, ~, ~]", "letters: [R, O, W]", 1)
    result = run(["check-word", "--round", "-", "-f", "json", "row", "pace"], input=text)
    assert [(w["word"], w["valid"], w["reasons"]) for w in map(json.loads, result.stdout.splitlines())] == [
        ("row", True, []), ("pace", False, ["missing-letters"])]


def test_a_template_nobody_has_played_says_what_to_write() -> None:
    template = run(["new", "letter-roll", "--players", "Terry,Chris"]).stdout
    line = next(n for n, text in enumerate(template.splitlines(), 1) if text.startswith("    letters: [~, ~, ~]"))
    result = run(["hint", "letter-roll", "--round", "-"], input=template)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: <stdin>:{line}:14: round 1 letters: left as referee new prints it "
                             "(every value ~): write them in the file, or give --letters without --round\n")


def test_check_word_takes_the_tied_players_minimum_length(tmp_path: Path) -> None:
    # Rulebook: "In case of a tie, the players with tied scores each select one of the Letter Roll
    # dice", and the variation: "The more experienced players may only list words that meet the
    # minimum while less experienced players are allowed to list words of any length." Jo and Kim,
    # tied, must write words of 5 letters or more; Lee, with no minimum, is out of the tie and
    # writes nothing in the tie-break round. So farm (4 letters) is too short there, as score-sheet
    # crosses it off Jo's list, and mirror (6) is fine. (The bug: Lee's missing minimum left the
    # round with none, farm valid, exit 0.)
    record = tmp_path / "night.yaml"
    record.write_text(Path(TIE_BREAK).read_text(encoding="utf-8").replace(
        "players: [Jo, Kim, Lee]\n", "players: [Jo, Kim, Lee]\nmin-length: {Jo: 5, Kim: 5}\n"), encoding="utf-8")
    result = run(["check-word", "--round", str(record), "-f", "json", "farm", "mirror"])
    assert result.exit_code == 1
    assert [(w["word"], w["valid"], w["reasons"]) for w in map(json.loads, result.stdout.splitlines())] == [
        ("farm", False, ["too-short"]), ("mirror", True, [])]
    sheet = json.loads(run(["score-sheet", "-f", "json", str(record)]).stdout)
    assert sheet["tiebreak"]["players"]["Jo"]["words"][0]["reasons"] == ["too-short"]


def test_a_round_rolled_and_its_removal_not_yet_written_is_the_round_being_played() -> None:
    # Round 1 written (P-E-C); round 2 rolled T-I-R-Q, its letters not yet written: "The player to
    # the left of the roller selects one of the four dice rolled and removes it from play", so
    # round 2's letters are still to be decided, and no word can be ruled on them yet. (The bug:
    # round 2 was passed over as a blank round, and its words were ruled on round 1's letters, pace
    # yes and tire missing-letters, exit 1.)
    template = run(["new", "letter-roll", "--players", "Terry,Chris"]).stdout
    text = template.replace("letters: [~, ~, ~]", "letters: [P, E, C]", 1).replace(
        "    letters: [~, ~, ~]", "    rolled: [T, I, R, Q]\n    letters: ~", 1)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("    letters: ~"))
    result = run(["check-word", "--round", "-", "pace", "tire"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (f"referee: error: <stdin>:{line}:14: letters: not decided yet (rolled T I R Q): "
                             "remove a die first (referee roll letter-roll --remove N) or give --letters\n")
