"""Line endings: LF, CRLF and a lone CR (old Mac files) are each one line break, as YAML reads
them (docs/records.md, "Input"), so a broken record spoils only itself whichever a file uses.

Bug: with lone-CR line endings the reader cut the stream into pieces only at LF, so bytes that
are not UTF-8 anywhere in it made up to 64 KiB of the stream one broken piece: every record in
it, before and after the bad byte, was silently not ruled.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.errors import RefereeError
from referee.records import read_stream
from referee.records.text import PIECE_BYTES
from tests.adversarial_support import GOOD
from tests.conftest import run, shell

ENDINGS = ["\n", "\r", "\r\n"]
IDS = ["lf", "cr", "crlf"]
# The rulebook's illustration (letter-roll.txt): "Terry's sheet lists pace (crossed out), price,
# place (crossed out), peace (crossed out), piece, process, scoring 3. Chris's sheet lists ...
# scoring 5." The fixture GOOD is that round.
TOTALS = {"Terry": 3, "Chris": 5}
LINES = len(GOOD.splitlines())
NOT_UTF8 = "not valid UTF-8 text"


def totals(stdout: str | bytes) -> list[dict[str, int]]:
    text = stdout.decode() if isinstance(stdout, bytes) else stdout
    return [json.loads(line)["totals"] for line in text.splitlines()]


def ended(text: str, end: str) -> bytes:
    """`text` with `end` for each line break; a lone surrogate (`\\udcff`) is that raw byte."""
    return text.replace("\n", end).encode("utf-8", "surrogateescape")


def found(data: bytes) -> list[object]:
    return [str(item) if isinstance(item, RefereeError) else item.root.plain()
            for item in read_stream(io.BytesIO(data), "f.yaml")]


BROKEN = "game: letter-roll\nplayers: [Ann, B\udcffob]\n"
"""A record with a byte that is not UTF-8 at its line 2, column 17."""


@pytest.mark.parametrize("end", ENDINGS, ids=IDS)
def test_bytes_that_are_not_utf8_spoil_only_their_record_whatever_the_line_endings(end: str) -> None:
    result = run(["score-sheet", "-f", "json"], input=ended(f"{GOOD}---\n{BROKEN}---\n{GOOD}---\n{GOOD}", end))
    assert result.exit_code == 2
    # GOOD's lines, the `---` line, then BROKEN's `game:` line: its `players:` line comes after.
    assert result.stderr == f"referee: error: <stdin>:{LINES + 3}:17: {NOT_UTF8}\n"
    assert totals(result.stdout) == [TOTALS] * 3


@pytest.mark.parametrize("end", ENDINGS, ids=IDS)
def test_the_first_record_broken_the_others_are_still_ruled(end: str) -> None:
    result = run(["score-sheet", "-f", "json"], input=ended(f"{BROKEN}---\n{GOOD}---\n{GOOD}", end))
    assert (result.exit_code, result.stderr) == (2, f"referee: error: <stdin>:2:17: {NOT_UTF8}\n")
    assert totals(result.stdout) == [TOTALS] * 2


def test_a_lone_cr_file_with_a_broken_record_from_the_console_script(tmp_path: Path) -> None:
    """One error line naming the file, exit 2; the records before and after are ruled."""
    (tmp_path / "night.yaml").write_bytes(ended(f"{GOOD}---\n{BROKEN}---\n{GOOD}", "\r"))
    result = shell("referee score-sheet -f json night.yaml", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode() == f"referee: error: night.yaml:{LINES + 3}:17: {NOT_UTF8}\n"
    assert totals(result.stdout) == [TOTALS] * 2


STREAMS = [
    "a: 1\n---\nb: \udcff\n---\nc: 3\n---\nd: 4\n",
    "a: \udcff\nb: 2\n---\nc: 3\n",
    "a: \udcff\n--- \udcfe\nb: 1\n---\nc: 2\n",
    '{"a": 1}\n{"b": \udcff}\n{"c": 3}\n',
    "%YAML 1.1 \udcff\n---\na: 1\n---\nb: 2\n",
    "a: 1\n...\n%YAML 1.1 \udcff\n---\nb: 2\n---\nc: 3\n",
    "a: 1\n%YAML 1.1 \udcff\n---\nb: 2\n",
    "a: 1\n...\nb: \udcff\n...\nc: 3\n",
    "game: ok\nplayers: [B\x07ob]\n---\nc: 1\n",
    "game: a\n---\ngame: [unclosed\n---\ngame: c\n",
    "%YAML 9.9\n---\na: 1\n---\nb: 2\n",
    "a: 1\n%YAML 1.1\n---\nb: 2\n",
    "# only a comment\n---\n# another\n---\na: \udcff\n---\nb: 2\n",
]


@pytest.mark.parametrize("text", STREAMS)
@pytest.mark.parametrize("end", ["\r", "\r\n"], ids=["cr", "crlf"])
def test_every_line_ending_finds_the_same_documents_and_errors(text: str, end: str) -> None:
    """YAML reads a lone CR and a CRLF as it reads an LF: the same records, and every error at
    the same line and column."""
    assert found(ended(text, end)) == found(ended(text, "\n"))


@pytest.mark.parametrize("end", ENDINGS, ids=IDS)
def test_a_line_break_where_a_piece_of_a_long_line_ends(end: str) -> None:
    """A line longer than a piece (64 KiB) ends exactly there: its break, CR and LF alike, is one
    (bug: a CRLF cut between its two bytes was two, and every error after it a line too low)."""
    long = "a: " + "x" * (PIECE_BYTES - 3 - len(end) + 1)  # the break's first byte ends the piece
    assert found(ended(f"{long}\n---\nb: \udcff\n---\nc: 3\n", end))[1:] == [f"f.yaml:3:4: {NOT_UTF8}", {"c": 3}]


@settings(max_examples=40)
@given(st.integers(2, 6), st.data(), st.sampled_from(ENDINGS))
def test_one_bad_byte_is_one_error_at_its_line_and_column(records: int, data: st.DataObject, end: str) -> None:
    """In a stream of small records one byte that is not UTF-8 is one error, at the line and
    column YAML counts (lines are counted by hand here: each `end` is one), and every other
    record is read."""
    bad = data.draw(st.integers(0, records - 1))
    cut = data.draw(st.integers(3, 6))  # within the value `number-N`
    lines = [f"n: number-{i}" for i in range(records)]
    lines[bad] = lines[bad][:cut] + "\udcff" + lines[bad][cut:]
    stream = ended("\n---\n".join(lines) + "\n", end)
    expected: list[object] = [{"n": f"number-{i}"} for i in range(records)]
    expected[bad] = f"f.yaml:{2 * bad + 1}:{cut + 1}: {NOT_UTF8}"
    assert found(stream) == expected


@pytest.mark.parametrize("end", ENDINGS, ids=IDS)
def test_a_broken_marker_line_after_a_good_record_spoils_only_itself(end: str) -> None:
    """A `---` line ends the record above it whatever follows on it. Bug: bytes that are not UTF-8
    on it lost the record above (`x: a`), unreported: the parser saw the stream end after it, and
    a record in block style is whole only when what follows it is seen."""
    expected = [{"x": "a"}, f"f.yaml:2:5: {NOT_UTF8}", {"c": 3}]
    assert found(ended("x: a\n--- \udcff\n---\nc: 3\n", end)) == expected
    assert found(ended("x: a\n... \udcff\n---\nc: 3\n", end)) == expected


@pytest.mark.parametrize("before", range(PIECE_BYTES - 10, PIECE_BYTES + 2))
@pytest.mark.parametrize("end", ["\r", "\u2028", "\u0085"], ids=["cr", "ls", "nel"])
def test_a_marker_line_where_a_piece_of_a_long_line_ends(before: int, end: str) -> None:
    """With no LF in it a stream is read 64 KiB at a time and cut at its other breaks; a `---`
    line the 64 KiB cut through (or a break the cut went through) is read whole. Bug: a
    `--- <0xFF>` line so cut was no marker line, and lost the record above it, unreported."""
    long = "x" * before
    text = f"a: {long}{end}--- \udcff{end}---{end}c: 3{end}"
    assert found(text.encode("utf-8", "surrogateescape"))[0::2] == [{"a": long}, {"c": 3}]


@pytest.mark.parametrize("command", ["score-sheet", "dedupe-lists"])
def test_a_broken_marker_line_after_a_record_exact_output(command: str) -> None:
    """The record above the broken `---` line is ruled; stderr is exactly the one line."""
    result = run([command, "-f", "json"], input=ended(f"{GOOD}--- \udcff\n---\n{GOOD}", "\n"))
    assert (result.exit_code, result.stderr) == (2, f"referee: error: <stdin>:{LINES + 1}:5: {NOT_UTF8}\n")
    assert totals(result.stdout) == [TOTALS] * 2
