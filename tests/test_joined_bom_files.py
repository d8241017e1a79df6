"""Files saved with a byte order mark, joined with `cat`, and where a line's fault is counted.

docs/records.md: "Files joined on one stdin (`cat a.yaml b.yaml | referee standings -`) need a
`---` at the top of each", and "a byte order mark at the start is dropped". A file saved by
Notepad starts with the mark, so the second file's `---` came as U+FEFF then `---`: no document
marker to YAML, and that record was lost (`YAML syntax error: did not find expected key` at
column 2 of a line that shows `game:` at column 1). YAML 1.2 lets every document start with one
(its l-document-prefix); each is dropped where a line starts with it, and check-word's stdin
and word lists drop it so too (the joined list's second word was ruled `non-letter`).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import FIXTURES, run, xargs

BOM = b"\xef\xbb\xbf"
GAME = FIXTURES / "letterflip/standard-game.yaml"  # starts with '---'; "Ann wins on turn 41"


def test_records_joined_from_files_with_byte_order_marks_are_each_ruled() -> None:
    record = GAME.read_bytes()
    assert record.startswith(b"---\n")
    result = run(["score-sheet", "-f", "json", "-"], input=BOM + record + BOM + record)
    assert (result.exit_code, result.stderr) == (0, "")
    rulings = [json.loads(line) for line in result.stdout.splitlines()]
    assert [ruling["winners"] for ruling in rulings] == [["Ann"], ["Ann"]]
    assert result.stdout == run(["score-sheet", "-f", "json", str(GAME), str(GAME)]).stdout


def test_a_joined_file_without_its_dashes_is_told_the_records_ran_together() -> None:
    """Without the mark in the way the second record's `game:` is the documented slip's first
    repeated key: line 2 of the text (`game:` at column 1, after the first record's line)."""
    result = run(["score-sheet", "-"], input=b"game: letterflip\n" + BOM + b"game: letterflip\n")
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:2:1: record: duplicate key 'game'; two records run "
                             "together: put a '---' line between them\n")


def test_word_lists_joined_from_files_with_byte_order_marks_are_words() -> None:
    """apple is in the dictionary however many files it comes from: valid, exit 0."""
    result = run(["check-word", "-f", "json"], input=BOM + b"apple\n" + BOM + b"apple\r\n")
    assert (result.exit_code, result.stderr) == (0, "")
    assert [(o["word"], o["valid"], o["reasons"]) for o in map(json.loads, result.stdout.splitlines())] == [
        ("apple", True, []), ("apple", True, [])]


def test_a_line_after_a_joined_byte_order_mark_is_counted_from_after_it() -> None:
    """The mark is invisible in an editor: a bad byte right after it is column 1 of its line."""
    result = run(["check-word"], input=b"apple\n" + BOM + b"\xff\n")
    assert result.exit_code == 2
    assert result.stderr == "referee: error: <stdin>:2:1: not valid UTF-8 text\n"


def test_a_bad_byte_in_a_word_is_at_the_column_of_its_character(tmp_path: Path) -> None:
    """docs/records.md: "Columns count characters, not bytes, in every message". In `café<0xFF>`
    the bad byte is the fifth character (é is two bytes): column 5, where it said 6."""
    result = run(["check-word"], input="café".encode() + b"\xff\n")
    assert (result.exit_code, result.stderr) == (2, "referee: error: <stdin>:1:5: not valid UTF-8 text\n")
    words = tmp_path / "words.txt"
    words.write_bytes(b"apple\n" + "café".encode() + b"\xff\n")
    listed = run(["check-word", "--lexicon", str(words), "apple"])
    assert (listed.exit_code, listed.stderr) == (2, f"referee: error: {words}:2:5: word list: not valid UTF-8 text\n")


def test_words_handed_on_by_xargs_from_a_file_with_a_byte_order_mark_are_words(tmp_path: Path) -> None:
    """`xargs referee check-word < FILE`: xargs hands a FILE's byte order mark on as the start of
    the first word, which was ruled `non-letter` (an invisible character), exit 1. apple and pear
    are words: `--only invalid` lists none (as `hunspell -l` would), exit 0."""
    done = xargs(["check-word", "-f", "lines", "--only", "invalid"], BOM + b"apple\npear\n", tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
