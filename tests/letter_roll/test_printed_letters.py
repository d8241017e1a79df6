"""Letters typed as the tables print them (`P-E-C`): a player typing up a sheet copies the table,
so a record's `letters:` and `rolled:`, `--letters` and a `--round` file read them as the letters."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import json_lines, run

# The rulebook's illustration, "a round with the letters P-E-C", its dice as the table prints them.
ROUND = """\
game: letter-roll
rolled: P-E-C-X
letters: P-E-C
lists:
  Terry: [pace, price, place, peace, piece, process]
  Chris: [place, pancake, pace, cope, escape, peach, space, peace]
"""


def test_a_round_typed_as_the_table_prints_it_is_the_rulebook_s_round() -> None:
    """"Terry's sheet ... scoring 3. Chris's sheet ... scoring 5": pace, place and peace are on both
    lists ("crossed off of all lists"); P-E-C-X rolled less P-E-C in play leaves X removed."""
    result = run(["dedupe-lists", "-f", "json", "-"], input=ROUND)
    assert result.exit_code == 0, result.stderr
    [record] = json_lines(result.stdout)
    [rnd] = record["rounds"]
    assert (rnd["rolled"], rnd["removed"], rnd["letters"]) == (["P", "E", "C", "X"], "X", ["P", "E", "C"])
    assert record["totals"] == {"Terry": 3, "Chris": 5}
    assert record["disputes"] == []


def test_lower_case_printed_letters_are_read_too() -> None:
    # "Letters are single letters A-Z, case-insensitive" (the interface contract).
    result = run(["dedupe-lists", "-f", "json", "-"], input=ROUND.replace("P-E-C\n", "p-e-c\n"))
    assert json_lines(result.stdout)[0]["rounds"][0]["letters"] == ["P", "E", "C"]


def test_a_hyphen_that_is_not_the_printed_form_is_still_told_what_to_write() -> None:
    # `PE-C` joins no single letters one to one: not what a table prints, so not guessed at.
    result = run(["dedupe-lists", "-"], input=ROUND.replace("letters: P-E-C", "letters: PE-C"))
    assert (result.exit_code, result.stderr) == (
        2, "referee: error: <stdin>:3:10: letters: expected letters A-Z, got 'PE-C'; write [P, E, C] or PEC\n")


def test_check_word_takes_letters_as_printed() -> None:
    """"Words must contain all three letters rolled": pace has P, E and C; ten lacks P and C."""
    result = run(["check-word", "--letters", "P-E-C", "-f", "json", "pace", "ten"])
    assert result.exit_code == 1
    assert [(w["word"], w["valid"], w["reasons"]) for w in json_lines(result.stdout)] == [
        ("pace", True, []), ("ten", False, ["missing-letters"])]


def test_hint_takes_letters_as_printed() -> None:
    printed = run(["hint", "letter-roll", "--letters", "P-E-C", "--limit", "3"])
    plain = run(["hint", "letter-roll", "--letters", "PEC", "--limit", "3"])
    assert (printed.exit_code, printed.stdout) == (0, plain.stdout)
    assert printed.stdout.split("\n", 1)[0].endswith("contain P, E, C (the commonest 3 shown):")


def test_a_round_file_with_printed_letters(tmp_path: Path) -> None:
    round_file = tmp_path / "round.yaml"
    round_file.write_text(ROUND, encoding="utf-8")
    result = run(["check-word", "--round", str(round_file), "-f", "json", "piece"])
    assert result.exit_code == 0
    assert [(w["word"], w["valid"]) for w in json_lines(result.stdout)] == [("piece", True)]


def test_an_option_s_letters_not_in_the_printed_form_are_told_what_to_write() -> None:
    # `PE-C` is not how a table prints letters: refused, as it was, now saying what to write (the
    # option's refusal said only "expected letters A-Z, got 'PE-C'"; a record's said what to write).
    result = run(["check-word", "--letters", "PE-C", "pace"])
    assert (result.exit_code, result.stderr) == (
        2, "referee: error: Invalid value for '--letters': expected letters A-Z, got 'PE-C'; write PEC\n")
