"""A file or pipe in UTF-16 (Notepad's "Unicode", PowerShell's pipes) is said to be UTF-16.

The interface: "A code-2 error message is one line on stderr of the form `referee: error:
FILE:LINE:COLUMN: what is wrong`". A UTF-16 stream was one line naming 1:1 but only "not valid
UTF-8 text" (with a byte order mark; without one, a NUL "control character" at 1:2), and on
check-word's stdin each later line was ruled as a word of letters and NULs: `\\x00b\\x00a...`,
non-letter, exit 1 after the error. Now: one line that says UTF-16, and nothing is ruled.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run, shell

UTF16 = "not valid UTF-8 text: it looks like UTF-16 (convert it to UTF-8: iconv -f UTF-16 -t UTF-8)"
ROUND = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("line_end", ["\n", "\r\n"])
def test_records_in_utf16_are_one_error_line(encoding: str, line_end: str) -> None:
    """With or without a byte order mark, Unix or Windows lines, two records or one: one line."""
    text = (ROUND + "---\n" + ROUND).replace("\n", line_end)
    result = run(["score-sheet", "-"], input=text.encode(encoding))
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", f"referee: error: <stdin>:1:1: {UTF16}\n")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le"])
def test_words_in_utf16_on_stdin_are_not_ruled_as_words(encoding: str) -> None:
    result = run(["check-word", "-f", "json"], input="apple\nbanana\n".encode(encoding))
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", f"referee: error: <stdin>:1:1: {UTF16}\n")


def test_a_word_list_in_utf16_is_refused_as_such(tmp_path: Path) -> None:
    (tmp_path / "words.txt").write_bytes("apple\nbanana\n".encode("utf-16"))
    done = shell("referee check-word --lexicon words.txt apple", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode() == f"referee: error: words.txt:1:1: word list: {UTF16}\n"


def test_a_utf16_file_among_others_spoils_only_itself(tmp_path: Path) -> None:
    """The rulebook's P-E-C round: "each player adds the number of words that have not been
    crossed off": Terry 3, Chris 5, in the UTF-8 copy; the UTF-16 copy is the one error line."""
    (tmp_path / "utf8.yaml").write_text(ROUND, encoding="utf-8")
    (tmp_path / "utf16.yaml").write_bytes(ROUND.encode("utf-16"))
    done = shell("referee score-sheet utf16.yaml utf8.yaml | tail -n 3", cwd=tmp_path)
    assert done.stdout == b"Points: Terry 3, Chris 5\n\nWinner: Chris\n"
    assert done.stderr.decode() == f"referee: error: utf16.yaml:1:1: {UTF16}\n"


def test_utf8_text_starting_with_a_nul_is_not_called_utf16() -> None:
    """A NUL beside one character is a control character, not an encoding."""
    result = run(["score-sheet", "-"], input=b"g\x00\n")
    assert result.stderr == ("referee: error: <stdin>:1:2: character U+0000 is not allowed in YAML text "
                             "(a control character)\n")
