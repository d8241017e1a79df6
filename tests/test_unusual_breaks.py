"""NEL, U+2028 and U+2029: read as YAML 1.1 reads them, positions counted as an editor counts.

PyYAML (YAML 1.1) breaks lines at NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
(U+2029); editors, `grep -n` and `sed -n` do not, and the record reader cuts lines at LF and CR
only. Bug: a message after one of them named YAML's line, which the user's editor does not have
(`title: a<U+2028>b` on one line was an error at line 3), and bytes that are not UTF-8 there
mixed the two counts (YAML's line, the editor's column, in bytes). Now every FILE:LINE:COLUMN
counts lines at LF, CRLF and a lone CR only, and columns in characters (docs/records.md).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.errors import RefereeError
from referee.records import compose, load_text, read_stream
from tests.conftest import run, shell
from tests.test_yaml_streams import CONTROL, NOT_UTF8, found_in

LS, PS, NEL = "\u2028", "\u2029", "\u0085"
# The rulebook's illustration (letter-roll.txt, Playing the Game, step 5), as the fixture
# rulebook-round.yaml types it: "Printed result: Terry 3, Chris 5".
ROUND = ("game: letter-roll\n"
         "rolled: [P, E, C, X]\n"
         "letters: [P, E, C]\n"
         "lists:\n"
         "  Terry: [pace, price, place, peace, piece, process]\n"
         "  Chris: [place, pancake, pace, cope, escape, peach, space, peace]\n"
         "scores: {Terry: 3, Chris: 5}\n")
TOTALS = {"Terry": 3, "Chris": 5}


def joined(separator: str) -> str:
    """The round with its first two lines joined by `separator`: one line in an editor, two in YAML 1.1."""
    return ROUND.replace("\n", separator, 1)


@pytest.mark.parametrize("separator", [LS, PS, NEL], ids=["ls", "ps", "nel"])
def test_a_record_is_read_as_yaml_1_1_reads_it(separator: str) -> None:
    """`rolled:` after the separator is a key, as PyYAML's own loader reads it: nothing dropped."""
    result = run(["score-sheet", "-f", "json"], input=joined(separator))
    assert (result.exit_code, result.stderr) == (0, "")
    assert json.loads(result.stdout)["totals"] == TOTALS
    assert [document.root.plain() for document in load_text(joined(separator))] == [
        yaml.safe_load(joined(separator))]


@pytest.mark.parametrize("command", ["score-sheet", "dedupe-lists"])
def test_an_error_after_a_line_separator_is_at_the_editors_line_exact_output(command: str) -> None:
    """Editor lines: 1 `game: ... rolled: ...`, 2 `letters:`, 3 `lists:`, 4 Terry, 5 Chris,
    6 `scores: {Terry: 3, Chris: seven}`, where `seven` starts at column 27 (YAML 1.1: line 7)."""
    text = joined(LS).replace("Chris: 5", "Chris: seven")
    result = run([command, "-f", "json"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "referee: error: <stdin>:6:27: scores 'Chris': expected a whole number, got 'seven'\n"


@pytest.mark.parametrize(("text", "expected"), [
    # On the separator's own line it is one character of the line: `game: x` is columns 1-7,
    # U+2028 column 8, `players: [Ann, B` 9-24, so the character after `B` is at column 25.
    (f"game: x{LS}players: [Ann, B\x07ob]\n", [f"f.yaml:1:25: {CONTROL.format('0007')}"]),
    (f"game: x{LS}players: [Ann, B\udcffob]\n", [f"f.yaml:1:25: {NOT_UTF8}"]),
    (f"game: x{LS}players: !x!y [Ann]\n", ["f.yaml:1:18: YAML syntax error: found undefined tag handle"]),
    # YAML 1.1 reads `b` as a key with no `:`; the error is at the key (`title: a` is columns
    # 1-8, U+2028 9, `b` 10), not at line 2, where the parser looked and the editor has no text.
    (f"title: a{LS}b\n", ["f.yaml:1:10: YAML syntax error: could not find expected ':'"]),
    # On the lines after it, and in the documents after it (read by libyaml's own composer too).
    (f"a: 1{PS}{PS}b: 2\nc: d: e\n", ["f.yaml:2:5: YAML syntax error: mapping values are not allowed in this context"]),
    (f"a: 1{NEL}b: 2\n---\nc: 3\n---\nd: !!python/object 4\n",
     [{"a": 1, "b": 2}, {"c": 3}, "f.yaml:5:4: unsupported YAML tag 'tag:yaml.org,2002:python/object'"]),
    # `{"b": 2}` is columns 1-8, U+2028 9, `{"c": [` 10-16: the `}` at 17.
    (f'{{"a": 1}}\n{{"b": 2}}{LS}{{"c": [}}\n',
     [{"a": 1}, {"b": 2}, "f.yaml:2:17: YAML syntax error: did not find expected node content"]),
    # Columns count characters, not bytes: `é` is one.
    ("é: \udcff\n", [f"f.yaml:1:4: {NOT_UTF8}"]),
], ids=["control-character", "not-utf8", "tag", "yaml-line", "next-line", "later-documents", "json-lines",
        "characters"])
def test_every_position_is_counted_as_an_editor_counts(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    (f"a: \udcff{LS}---{LS}b: 2\n---\nc: 3\n", [f"f.yaml:1:4: {NOT_UTF8}", {"b": 2}, {"c": 3}]),
    (f"a: 1{LS}---{LS}b: \udcff{LS}---{LS}c: 3\n", [{"a": 1}, f"f.yaml:1:13: {NOT_UTF8}", {"c": 3}]),
    (f"a: 1{NEL}---{NEL}b: \udcff{NEL}---{NEL}c: 3\n", [{"a": 1}, f"f.yaml:1:13: {NOT_UTF8}", {"c": 3}]),
], ids=["first", "middle", "nel"])
def test_bytes_that_are_not_utf8_spoil_only_their_own_document(text: str, expected: list[object]) -> None:
    """YAML 1.1 finds three documents on this one line. Bug: the line was one piece of the reader,
    so a bad byte in one document lost the others on the line, unreported (`a: 1`, `c: 3`)."""
    assert found_in(text) == expected


BREAKS = st.sampled_from(["\n", "\r\n", "\r", LS, PS, NEL])


@settings(max_examples=60)
@given(st.lists(st.tuples(BREAKS, BREAKS, BREAKS), min_size=2, max_size=5), st.data())
def test_every_document_is_one_item_whatever_breaks_its_lines(breaks: list[tuple[str, str, str]],
                                                              data: st.DataObject) -> None:
    """Documents `n: 0`, `n: 1`, ... each after a `---` line, any of the six line breaks YAML
    reads ending each line, one of them with a byte that is not UTF-8: that one is one error,
    every other is read, in order (before the reader cut its lines at NEL, U+2028 and U+2029,
    the records on the broken one's editor line were lost, unreported)."""
    broken = data.draw(st.integers(0, len(breaks) - 1))
    values = ["\udcff" if number == broken else "v" for number in range(len(breaks))]
    text = "".join(f"---{first}n: {number}{second}k: {values[number]}{third}"
                   for number, (first, second, third) in enumerate(breaks))
    items = list(read_stream(io.BytesIO(text.encode("utf-8", "surrogateescape")), "f.yaml"))
    assert [item.root.plain()["n"] for item in items if not isinstance(item, RefereeError)] == [
        number for number in range(len(breaks)) if number != broken]
    assert [str(item).endswith(NOT_UTF8) for item in items if isinstance(item, RefereeError)] == [True]


def test_a_document_too_large_is_named_at_the_editors_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """`FILE:LINE` names the document's `---` line: the editor's 6 and 10 (YAML 1.1 counts 8
    and 12), whether the separator was read before or inside the fast composer's documents."""
    from referee.records import text as limits

    monkeypatch.setattr(limits, "MAX_DOCUMENT_BYTES", 200)
    stream = (f"a: 1\n---\nb: 1\n---\nb: x{LS}c: y{LS}d: z\n---\ne: {'y' * 300}\n---\nf: 1\n"
              f"---\ng: 1{LS}h: {'z' * 300}\n---\nk: 2\n")
    too_large = "document larger than 200 bytes; a game record is a few kilobytes"
    assert found_in(stream) == [{"a": 1}, {"b": 1}, {"b": "x", "c": "y", "d": "z"}, f"f.yaml:6: {too_large}",
                                {"f": 1}, f"f.yaml:10: {too_large}", {"k": 2}]


def test_every_value_has_the_editors_position() -> None:
    documents = load_text(f"game: x{LS}players: [a]\nnotes: b\n---\nc: 1\r\nd: 2{PS}e: 3\n", "f.yaml")
    assert [[(str(key.where), str(value.where)) for key, value in document.root.mapping("record")]
            for document in documents] == [
        [("f.yaml:1:1", "f.yaml:1:7"), ("f.yaml:1:9", "f.yaml:1:18"), ("f.yaml:2:1", "f.yaml:2:8")],
        [("f.yaml:4:1", "f.yaml:4:4"), ("f.yaml:5:1", "f.yaml:5:4"), ("f.yaml:5:6", "f.yaml:5:9")]]


def test_a_separator_inside_quotes_is_part_of_the_value() -> None:
    result = run(["score-sheet", "-f", "json"], input=ROUND + f'notes: "Game{LS}night"\n')
    assert (result.exit_code, result.stderr) == (0, "")
    assert json.loads(result.stdout)["totals"] == TOTALS
    [document] = load_text(ROUND + f'notes: "Game{LS}night"\n')
    assert document.root.plain()["notes"] == f"Game{LS}night"


@pytest.mark.parametrize("data", [
    f"game: x{LS}players: [Ann, B\x07ob]\n---\nc: 1\n".encode(),
    f"a: 1{NEL}b: 2\n---\nc: 3\n---\nd: !!python/object 4\n".encode(),
    f"title: a{LS}b\n---\nc: [1\n".encode(),
    f"a: 1{LS}---{LS}b: \udcff{LS}---{LS}c: 3\n".encode("utf-8", "surrogateescape"),
], ids=["control-character", "later-documents", "syntax-errors", "not-utf8"])
def test_pythons_own_parser_gives_the_same_positions(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    """Error positions and documents alike (the two parsers word some messages differently)."""
    def found() -> list[object]:
        return [str(item.where) if isinstance(item, RefereeError) else item.root.plain()
                for item in read_stream(io.BytesIO(data), "f.yaml")]

    with_libyaml = found()
    monkeypatch.setattr(compose, "FAST", compose.PythonLoader)
    assert found() == with_libyaml


def test_an_editors_line_from_the_console_script(tmp_path: Path) -> None:
    """The file as a user has it; `sed -n 6p` shows the line the message names."""
    night = f"{tmp_path}/night.yaml"
    with open(night, "w", encoding="utf-8", newline="") as file:
        file.write(joined(LS).replace("Chris: 5", "Chris: seven"))
    result = shell("referee score-sheet night.yaml; sed -n 6p night.yaml", cwd=tmp_path)
    assert result.stderr.decode() == ("referee: error: night.yaml:6:27: scores 'Chris': expected a whole number, "
                                      "got 'seven'\n")
    assert result.stdout.decode() == "scores: {Terry: 3, Chris: seven}\n"
