"""Records from several files on one stdin (`cat a.yaml b.yaml | referee standings -`).

Files that do not start with `---` run together when joined: the last record of one and the first
of the next are one YAML mapping with two `game:` keys. YAML reads that as a duplicate key; the
message says it is two records and what to add, and the records around it are still ruled.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run, shell

# The rulebook (Letter Roll, step 6): "each player adds the number of words that have not been
# crossed off ... This number represents points for that round." Step 5: a word on two lists is
# crossed off both.
ROUND_A = "game: letter-roll\nletters: [P, E, C]\nlists:\n  Terry: [pace, price]\n  Chris: [pace, cope]\n"
ROUND_B = "game: letter-roll\nletters: [P, E, C]\nlists:\n  Terry: [piece]\n  Chris: [escape, space]\n"
JOINED = ("referee: error: <stdin>:6:1: record: duplicate key 'game'; two records run together: "
          "put a '---' line between them\n")


def test_two_records_run_together_are_named_as_such_and_the_next_is_still_ruled() -> None:
    """A and B with no `---` between them are one broken record (the second `game:` is line 6);
    the record after a `---` is ruled: Terry's piece 1, Chris's escape and space 2."""
    result = run(["dedupe-lists", "-f", "json", "-"], input=ROUND_A + ROUND_B + "---\n" + ROUND_B)
    assert (result.exit_code, result.stderr) == (2, JOINED)
    [ruled] = [json.loads(line) for line in result.stdout.splitlines()]
    assert (ruled["totals"], ruled["winners"]) == ({"Terry": 1, "Chris": 2}, ["Chris"])


def test_a_repeated_key_before_the_second_game_key_is_where_the_second_record_starts() -> None:
    """The second record's first key repeats one of the first record's (`night:`), so that is the
    line the `---` belongs before."""
    night = "night: friday\n"
    result = run(["dedupe-lists", "-"], input=night + ROUND_A + night + ROUND_B)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == JOINED.replace(":6:1:", ":7:1:").replace("key 'game'", "key 'night'")


def test_a_key_typed_twice_in_one_record_is_not_called_two_records() -> None:
    """One record, `letters:` written twice and no second `game:`: only the duplicate key."""
    result = run(["dedupe-lists", "-"], input=ROUND_A + "letters: [P, E, C]\n")
    assert (result.exit_code, result.stderr) == (2, "referee: error: <stdin>:6:1: record: duplicate key 'letters'\n")


def test_cat_of_files_that_start_with_dashes_is_the_standings_of_the_files(tmp_path: Path) -> None:
    """The same standings from `cat a b | referee standings -` as from `referee standings a b`, and
    from files without `---` the joined records are the one error line, in the console script."""
    (tmp_path / "a.yaml").write_text("---\n" + ROUND_A.replace("lists", "night: one\nlists"), encoding="utf-8")
    (tmp_path / "b.yaml").write_text("---\n" + ROUND_B.replace("lists", "night: one\nlists"), encoding="utf-8")
    piped = shell("cat a.yaml b.yaml | referee standings -f json -", cwd=tmp_path)
    named = shell("referee standings -f json a.yaml b.yaml", cwd=tmp_path)
    assert (piped.returncode, piped.stderr) == (named.returncode, named.stderr) == (0, b"")
    assert piped.stdout == named.stdout
    # Terry: price 1 + piece 1; Chris: cope 1 + escape, space 2 (pace crossed off both lists).
    points = {p["name"]: p["points"] for p in map(json.loads, piped.stdout.splitlines())}
    assert points == {"Chris": 3, "Terry": 2}
    (tmp_path / "a.yaml").write_text(ROUND_A, encoding="utf-8")
    (tmp_path / "b.yaml").write_text(ROUND_B, encoding="utf-8")
    joined = shell("cat a.yaml b.yaml | referee standings -", cwd=tmp_path)
    assert (joined.returncode, joined.stdout, joined.stderr.decode()) == (2, b"", JOINED)


def test_a_list_of_records_is_told_how_to_be_a_stream() -> None:
    """A JSON array of records (`jq -s`, a script's `json.dump(records)`) was "expected a mapping
    with a 'game:' key, got a list", nothing on what to do; each record is its own document."""
    records = ('[{"game": "letter-roll", "letters": ["P", "E", "C"], "lists": {"Terry": ["pace"]}}, '
               '{"game": "letterflip"}]')
    hint = ("got a list (a list of 2 records: write each as its own document, with '---' between them, or one "
            "JSON object a line: jq -c '.[]')\n")
    for command, expected in (("score-sheet", "record: expected a mapping with a 'game:' key, "),
                              ("standings", "record: expected a mapping with a 'game:' key, "),
                              ("dedupe-lists", "record: expected a mapping with 'letters' and 'lists' or 'rounds', "),
                              ("trick-winner", "trick: expected a mapping, ")):
        result = run([command, "-"], input=records + "\n")
        assert (result.exit_code, result.stdout) == (2, ""), command
        assert result.stderr == f"referee: error: <stdin>:1:1: {expected}{hint}", command
    plain = run(["score-sheet", "-"], input="- a\n- b\n")  # a list, but not of records: as before
    assert plain.stderr == "referee: error: <stdin>:1:1: record: expected a mapping with a 'game:' key, got a list\n"
