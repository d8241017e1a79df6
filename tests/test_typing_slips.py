"""The slips of someone typing up a game night's sheets, named on the line they are on.

A key typed without its `:` or a `[` left open is noticed by YAML's parser only on a later line
(or past the end of the file); the error line points at the slip instead, and the records after
it are still ruled.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import json_lines, run

SHEET = """\
game: first-class-letters
special: {2: C, 4: M, 6: R}
players:
  - name: Ana
    rows:
      - {word: abet, checks: 3, doubled: true, score: 6}
      - {word: cucumber, checks: 4, doubled: true, score: 8}
      - {word: dolls, checks: 3, doubled: false, score: 3}
      - {word: mending, checks: 4, doubled: true, score: 8}
      - {word: paella, checks: 5, doubled: true, score: 10}
      - {word: roughs, checks: 3, doubled: true, score: 6}
      - {word: wrestle, checks: 4, doubled: true, score: 8}
    total: 49
"""

ROUND = """\
letters: PEC
lists:
  Terry: [pace, price, place, peace, piece, process]
  Chris: [place, pancake, pace, cope, escape, peach, space, peace]
"""


def error_of(command: str, text: str) -> tuple[int, str]:
    result = run([command, "-f", "json"], input=text)
    return result.exit_code, result.stderr


@pytest.mark.parametrize(("slip", "error"), [
    # `total 49` on line 13, the last: the parser looked for its `:` past the end (line 14).
    (("    total: 49", "    total 49"), "<stdin>:13:5: YAML syntax error: could not find expected ':'"),
    # `rows` on line 5: the parser noticed on line 6, at the first row's `word:`.
    (("    rows:", "    rows"), "<stdin>:5:5: YAML syntax error: could not find expected ':'"),
    # `game first-class-letters` runs on into line 2, whose `special:` YAML then refuses.
    (("game: first", "game first"), "<stdin>:2:8: YAML syntax error: mapping values are not allowed in "
                                    "this context (is the ':' missing after the key on line 1?)"),
    (("  - name: Ana", "  - name Ana"), "<stdin>:5:9: YAML syntax error: mapping values are not allowed in "
                                        "this context (is the ':' missing after the key on line 4?)"),
    # A `}` left off row 3 (line 8): the parser gives up at row 4's `{`, on line 9.
    (("score: 3}", "score: 3"), "<stdin>:8:9: YAML syntax error: the { mapping that starts here is broken or "
                                "not closed (did not find expected ',' or '}', found at line 9)"),
    (("name: Ana", "name: Ana: B"), "<stdin>:4:14: YAML syntax error: mapping values are not allowed in "
                                    "this context (a value with ': ' in it goes in quotes)"),
    # A `:` with no space after it is part of the text to YAML: `game:first-class-letters` is a
    # key with no `:`, and so is `total:49`.
    (("game: first", "game:first"), "<stdin>:2:8: YAML syntax error: mapping values are not allowed in "
                                    "this context (is the space missing after the ':' on line 1?)"),
    (("    total: 49", "    total:49"), "<stdin>:13:5: YAML syntax error: could not find expected ':' "
                                         "(is the space missing after the ':'?)"),
    # A quote not closed runs to the end of the file: the error is at the quote, not past the end.
    (("{word: dolls,", '{word: "dolls,'), "<stdin>:8:16: YAML syntax error: the quoted text that starts here "
                                          "is not closed (found unexpected end of stream)"),
    # A line indented as nothing above it is told what to line up with: row 3 (line 8) without
    # its `- `, one space too far left, and Ana's total indented under her rows.
    (("      - {word: dolls", "        {word: dolls"), "<stdin>:8:9: YAML syntax error: did not find expected "
                                                      "'-' indicator (the entries of the list from line 6 "
                                                      "start with '- ' at column 7)"),
    (("      - {word: dolls", "     - {word: dolls"), "<stdin>:8:6: YAML syntax error: did not find expected key "
                                                     "(the keys of the mapping from line 4 are at column 5)"),
    # ... and one without its `- ` in the dashes' column: YAML takes the `{` for a key.
    (("      - {word: dolls", "      {word: dolls"), "<stdin>:8:7: YAML syntax error: could not find expected ':' "
                                                    "(is the '- ' missing before it?)"),
    (("    total: 49", "      total: 49"), "<stdin>:13:7: YAML syntax error: did not find expected '-' indicator "
                                           "(the entries of the list from line 6 start with '- ' at column 7)"),
], ids=["key-last-line", "key-above-a-list", "key-above-a-key", "list-item-key", "row-not-closed",
        "colon-in-a-value", "no-space-above-a-key", "no-space-last-line", "quote-not-closed", "row-without-dash",
        "row-too-far-left", "row-without-dash-in-line", "total-too-deep"])
def test_a_slip_is_named_on_its_own_line(slip: tuple[str, str], error: str) -> None:
    assert SHEET.count(slip[0]) == 1
    assert error_of("score-sheet", SHEET.replace(*slip)) == (2, f"referee: error: {error}\n")


def test_the_record_after_a_list_left_open_is_still_ruled() -> None:
    # Terry's list (line 3) has lost its `]`: the parser notices on line 4.
    broken = ROUND.replace("process]", "process")
    result = run(["dedupe-lists", "-f", "json"], input=broken + "---\n" + ROUND)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:3:10: YAML syntax error: the [ list that starts here is broken "
                             "or not closed (did not find expected ',' or ']', found at line 4)\n")
    # The rulebook's illustration: "Terry's sheet ... scoring 3. Chris's sheet ... scoring 5."
    assert [r["totals"] for r in json_lines(result.stdout)] == [{"Terry": 3, "Chris": 5}]


def test_a_list_open_at_the_end_names_no_line_past_it() -> None:
    broken = ROUND.replace("peace]\n", "peace\n")
    assert error_of("dedupe-lists", broken) == (
        2, "referee: error: <stdin>:4:10: YAML syntax error: the [ list that starts here is broken or not closed "
           "(did not find expected ',' or ']', found at the end of the stream)\n")


def test_a_key_and_value_above_a_refused_colon_is_no_slip() -> None:
    # `b: c` indented under `game: a` is YAML's own refusal; the line above has its `:`.
    assert error_of("score-sheet", "game: a\n  b: c\n") == (
        2, "referee: error: <stdin>:2:4: YAML syntax error: mapping values are not allowed in this context\n")


def test_letters_copied_as_the_tables_print_them_are_read_as_those_letters() -> None:
    # The round's table prints "letters P-E-C" (and the rulebook's illustration "P-E-C"); typed
    # back in, they are the letters P, E, C (they were refused, "expected letters A-Z, got 'P-E-C'").
    copied = run(["dedupe-lists", "-f", "json"], input=ROUND.replace("letters: PEC", "letters: P-E-C"))
    plain = run(["dedupe-lists", "-f", "json"], input=ROUND)
    assert (copied.exit_code, copied.stderr, copied.stdout) == (0, "", plain.stdout)


def test_a_name_typed_twice_in_two_cases_is_one_key_said_so() -> None:
    # Names are matched ignoring case, so `terry:` below `Terry:` is Terry's list again.
    twice = ROUND.replace("  Chris: [place", "  terry: [place")
    assert error_of("dedupe-lists", twice) == (
        2, "referee: error: <stdin>:4:3: lists: duplicate key 'terry' (the same as 'Terry': keys are compared "
           "ignoring case)\n")


@pytest.mark.parametrize(("text", "error"), [
    ("game first-class-letters\n",
     "<stdin>:1:1: record: expected a mapping with a 'game:' key, got 'game first-class-letters' "
     "(is the ':' missing after 'game'?)"),
    ("game\n", "<stdin>:1:1: record: expected a mapping with a 'game:' key, got 'game'"),  # a word alone: no guess
    ("first-class-letters\n",
     "<stdin>:1:1: record: expected a mapping with a 'game:' key, got 'first-class-letters'"),
])
def test_a_record_typed_without_any_colon_is_asked_about_it(text: str, error: str) -> None:
    assert error_of("score-sheet", text) == (2, f"referee: error: {error}\n")


@pytest.mark.parametrize(("text", "error"), [
    ("allow [zorp]\n", "house rules: expected a mapping, got 'allow [zorp]' (is the ':' missing after 'allow'?)"),
    ("deny cat dog\n", "house rules: expected a mapping, got 'deny cat dog' (is the ':' missing after 'deny'?)"),
    ("zorp [allow]\n", "house rules: expected a mapping, got 'zorp [allow]'"),
])
def test_house_rules_typed_without_their_colon_are_asked_about_it(tmp_path: Path, text: str, error: str) -> None:
    rules = tmp_path / "house.yaml"
    rules.write_text(text, encoding="utf-8")
    result = run(["check-word", "--house-rules", str(rules), "zorp"])
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {rules}:1:1: {error}\n")


def test_a_key_with_no_space_after_its_colon_in_a_row_is_told_so() -> None:
    # Inside `{...}` YAML takes `word:dolls` for a key of its own with no value (no syntax error),
    # so the row's reader refused an unknown key 'word:dolls' with no hint of the slip, and
    # `checks:3` was offered 'checks' as a near miss rather than the missing space. (One player:
    # a solo game, so that the row is the first thing refused; its line 8 is line 9.)
    solo = SHEET.replace("special:", "mode: solo\nspecial:")
    code, error = error_of("score-sheet", solo.replace("{word: dolls,", "{word:dolls,"))
    assert (code, error) == (2, "referee: error: <stdin>:9:10: Ana row 3: unknown key 'word:dolls'; is the space "
                                "missing after the ':'? (write 'word: dolls') (expected word, checks, doubled, "
                                "score, canceled)\n")
    code, error = error_of("score-sheet", solo.replace("dolls, checks: 3", "dolls, checks:3"))
    assert (code, error) == (2, "referee: error: <stdin>:9:23: Ana row 3: unknown key 'checks:3'; is the space "
                                "missing after the ':'? (write 'checks: 3') (expected word, checks, doubled, "
                                "score, canceled)\n")


def test_a_list_with_no_space_after_its_colon_in_a_mapping_is_told_so() -> None:
    # `Chris:[place]` inside `{...}`: YAML refuses the `:` (line 2, column 29: `Chris` starts at 24), and said only
    # "found unexpected ':'".
    text = "letters: PEC\nlists: {Terry: [pace], Chris:[place]}\n"
    assert error_of("dedupe-lists", text) == (2, "referee: error: <stdin>:2:29: YAML syntax error: found "
                                                 "unexpected ':' (is the space missing after the ':'?)\n")
