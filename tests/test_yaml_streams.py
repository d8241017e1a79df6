"""Streams as YAML itself reads them: document boundaries come from PyYAML's events, not from text.

Issue 14, items 6 and 22: valid YAML that a hand-written `---` splitter refused. Each case runs
the installed console script, as a shell user would.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
import yaml

from referee.errors import RefereeError
from referee.records import compose, read_stream
from tests.conftest import FIXTURES, run, shell

ROUND = FIXTURES / "letter-roll" / "rulebook-round.yaml"
# The fixture's own comment: "Printed result: Terry 3, Chris 5".
TOTALS = {"Terry": 3, "Chris": 5}


def totals(stdout: bytes) -> list[dict[str, int]]:
    return [json.loads(line)["totals"] for line in stdout.decode().splitlines()]


def record() -> dict[str, object]:
    loaded: dict[str, object] = yaml.safe_load(ROUND.read_text(encoding="utf-8"))
    return loaded


def test_a_stream_that_starts_with_a_yaml_directive_is_read() -> None:
    text = "%YAML 1.1\n---\n" + ROUND.read_text(encoding="utf-8")
    result = shell("referee score-sheet -f json", input=text.encode())
    assert (result.returncode, result.stderr) == (0, b"")
    assert totals(result.stdout) == [TOTALS]


def test_a_flow_mapping_whose_second_line_starts_with_a_brace_at_column_0() -> None:
    text = ('{game: letter-roll, letters: [P, E, C], scores: {Terry: 3, Chris: 5}, lists:\n'
            '{Terry: [pace, price, place, peace, piece, process],\n'
            ' Chris: [place, pancake, pace, cope, escape, peach, space, peace]}}\n')
    result = shell("referee dedupe-lists -f json", input=text.encode())
    assert (result.returncode, result.stderr) == (0, b"")
    assert totals(result.stdout) == [TOTALS]


def test_two_documents_with_lone_cr_line_endings_are_two_records() -> None:
    text = ROUND.read_text(encoding="utf-8")
    both = (text + "---\n" + text).replace("\n", "\r")
    result = shell("referee score-sheet -f json", input=both.encode())
    assert (result.returncode, result.stderr) == (0, b"")
    assert totals(result.stdout) == [TOTALS, TOTALS]


def test_json_dumps_with_indent_0_is_one_record_each() -> None:
    """`json.dumps(record, indent=0)` puts every nested `{` at column 0."""
    text = json.dumps(record(), indent=0)
    assert "\n{" in text or "\n\"lists\": {\n" in text
    result = shell("referee score-sheet -f json", input=(text + "\n" + text + "\n").encode())
    assert (result.returncode, result.stderr) == (0, b"")
    assert totals(result.stdout) == [TOTALS, TOTALS]


@pytest.mark.parametrize("cut", [-9, -35], ids=["inside-a-list", "after-a-comma"])
def test_json_lines_are_one_record_a_line_and_a_broken_line_spoils_only_itself(cut: int) -> None:
    """Cut after a comma, the next line's `{` would be a key of the broken mapping in YAML."""
    line = json.dumps(record())
    text = f"{line}\n{line[:cut]}\n{line}\n"
    result = shell("referee score-sheet -f json", input=text.encode())
    assert result.returncode == 2
    [error] = result.stderr.decode().splitlines()
    assert error.startswith("referee: error: <stdin>:2:1: YAML syntax error: the JSON object that starts "
                            "here is broken or not closed (")
    assert totals(result.stdout) == [TOTALS, TOTALS]


def test_trick_winner_reads_json_lines_with_the_same_reader() -> None:
    trick = json.dumps({"plays": ["Y:C", "Y:M", "B:V", "Y:A"]})
    result = shell("referee trick-winner -f json", input=f"{trick}\n{trick}\n".encode())
    assert (result.returncode, result.stderr) == (0, b"")
    assert [json.loads(line)["winner"] for line in result.stdout.decode().splitlines()] == [2, 2]


STREAMS = [
    b"%YAML 1.1\n---\na: 1\n",
    b"a: 1\r---\rb: 2\r",
    b'{"a": 1}\n{"b": \xff}\n{"c": 3}\n',
    b"game: a\n---\ngame: [unclosed\n---\ngame: c\n",
    b"game: ok\nplayers: [B\x07ob]\n---\nc: 1\n",
    b"\x07\n---\nc: 1\n",
    b"a:\n\tb: 1\n---\nc: 1\n",
    b"a: 1\n...\nb: 2\n",
    b"%YAML 2.0\n---\na: 1\n---\nb: 2\n",
    b"%YAML 1.1\n%YAML 1.1\n---\na: 1\n---\nb: 2\n",
    b"a: 1\n  b: c\n...\nd: 2\n",
    b"%YAML 1.1\n--- a: 1\n---\nb: 2\n",
    b"%YAML 1.1\x01\n---\na: 1\n---\nb: 2\n",
    b"a: 1\n...\n%YAML 1.1\x07\n---\nb: 2\n---\nc: 3\n",
    b"a: 1\n%YAML 1.1\x07\n---\nb: 2\n",
    b"%YAML 1.1 \xff\n---\na: 1\n---\nb: 2\n",
    b"a: 1\n...\n%YAML 1.1 \xff\n---\nb: 2\n---\nc: 3\n",
    b"a: 1\n%YAML 1.1 \xff\n---\nb: 2\n",
    b"a: 1\n%YAML 9.9\n---\nb: 2\n---\nc: 3\n",
    b"a: 1\n%TAG !a\n---\nb: 2\n---\nc: 3\n",
    b"a: 1\n# a comment\n%YAML 1.1\n---\nb: 2\n",
    b"a: 1\n%TAG !x! tag:x,2000:\n---\n!x!a b: 2\n---\nc: 3\n",
    b"a: 1\n%TAG ! tag:yaml.org,2002:\n---\n!str b: 2\n---\nc: 3\n",
    b"a: 1\n%TAG !x! tag:x,2000:\xff\n---\n!x!a b: 2\n---\nc: 3\n",
]


@pytest.mark.parametrize("data", STREAMS)
def test_pythons_own_parser_finds_the_same_documents_and_errors(monkeypatch: pytest.MonkeyPatch,
                                                                 data: bytes) -> None:
    """PyYAML built without libyaml reads every stream the same way, error positions included."""
    def found() -> list[object]:
        return [str(item) if isinstance(item, RefereeError) else item.root.plain()
                for item in read_stream(io.BytesIO(data), "f.yaml")]

    with_libyaml = found()
    monkeypatch.setattr(compose, "FAST", compose.PythonLoader)
    assert [x if not isinstance(x, str) else x.split(": ")[0] for x in found()] == [
        x if not isinstance(x, str) else x.split(": ")[0] for x in with_libyaml]


@pytest.mark.parametrize(("data", "expected"), [
    (b'{"a": \xff}\n{"b": \xfe}\n{"c": 2}\n', ["f.yaml:1:7", "f.yaml:2:7", {"c": 2}]),
    (b"a: \xff\n--- \xfe\nb: 1\n---\nc: 2\n", ["f.yaml:1:4", "f.yaml:2:5", {"c": 2}]),
    (b"a: 1\nb: \xff\n---\nd: 1\n", ["f.yaml:2:4", {"d": 1}]),
], ids=["json-lines", "yaml-marker-line", "yaml"])
def test_every_record_spoiled_by_bytes_that_are_not_utf8_is_reported(data: bytes, expected: list[object]) -> None:
    """A record skipped while the reader looks for the next good one still gets its own error."""
    found = [str(item).split(": ")[0] if isinstance(item, RefereeError) else item.root.plain()
             for item in read_stream(io.BytesIO(data), "f.yaml")]
    assert found == expected


CONTROL = "character U+{} is not allowed in YAML text (a control character)"
NOT_UTF8 = "not valid UTF-8 text"
GAME_Y = "---\ngame: y\n"
"""A document after the broken one: still read."""
VERSION = ("YAML syntax error: the %YAML directive names a version other than 1.x (write %YAML 1.1, "
           "or leave the line out)")


@pytest.mark.parametrize(("text", "expected"), [
    ("%YAML 9.9\n---\ngame: x\n", [f"f.yaml:1:1: {VERSION}"]),
    ("%YAML 1.1\n%YAML 1.1\n---\ngame: x\n" + GAME_Y,
     ["f.yaml:2:1: YAML syntax error: found duplicate %YAML directive", {"game": "y"}]),
    ("%TAG !a\n---\ngame: x\n" + GAME_Y,
     ["f.yaml:1:8: YAML syntax error: did not find expected '!'", {"game": "y"}]),
    ("%TAG !a! tag:x,2000:\n%TAG !a! tag:y,2000:\n# a comment\n\n--- {game: x}\n" + GAME_Y,
     ["f.yaml:2:1: YAML syntax error: found duplicate %TAG directive", {"game": "y"}]),
    ("game: a\n...\n%YAML 2.0\n---\ngame: x\n" + GAME_Y,
     [{"game": "a"}, f"f.yaml:3:1: {VERSION}", {"game": "y"}]),
    # No `---` after the directive: the text up to the next `---` is the broken document.
    ("%YAML 9.9\ngame: x\n" + GAME_Y, [f"f.yaml:1:1: {VERSION}", {"game": "y"}]),
    # A control character on a directive line breaks the directive as much as a wrong version
    # (bug: `game: x` was read and ruled; after a `...` line the character was reported twice).
    ("%YAML 1.1\x01\n---\ngame: x\n" + GAME_Y, [f"f.yaml:1:10: {CONTROL.format('0001')}", {"game": "y"}]),
    ("game: a\n...\n%YAML 1.1\x07\n---\ngame: x\n" + GAME_Y,
     [{"game": "a"}, f"f.yaml:3:10: {CONTROL.format('0007')}", {"game": "y"}]),
    ("%YAML 1.1\n%TAG !a! tag:x,2000:\x1b\n# a comment\n\n--- {game: x}\n" + GAME_Y,
     [f"f.yaml:2:21: {CONTROL.format('001B')}", {"game": "y"}]),
    ("%YAML\x01 1.1\ngame: x\n" + GAME_Y, [f"f.yaml:1:6: {CONTROL.format('0001')}", {"game": "y"}]),
    # Bytes that are not UTF-8 on a directive line break it as a control character does (bug:
    # only the directive was broken: `game: x` under it was read and ruled).
    ("%YAML 1.1 \udcff\n---\ngame: x\n" + GAME_Y, [f"f.yaml:1:11: {NOT_UTF8}", {"game": "y"}]),
    ("game: a\n...\n%YAML 1.1 \udcff\n---\ngame: x\n" + GAME_Y,
     [{"game": "a"}, f"f.yaml:3:11: {NOT_UTF8}", {"game": "y"}]),
    ("%YAML 1.1\n%TAG !a! tag:x,2000:\udcfe\n# a comment\n\n--- {game: x}\n" + GAME_Y,
     [f"f.yaml:2:21: {NOT_UTF8}", {"game": "y"}]),
    ("# a comment\n\n%YAML\udcc3 1.1\ngame: x\n" + GAME_Y, [f"f.yaml:3:6: {NOT_UTF8}", {"game": "y"}]),
    # A directive line longer than one piece the reader takes (64 KiB): the line's start decides.
    ("%TAG !a! tag:x," + "a" * 70_000 + "\udcff\n---\ngame: x\n" + GAME_Y,
     [f"f.yaml:1:70016: {NOT_UTF8}", {"game": "y"}]),
], ids=["version", "second-yaml", "tag-without-prefix", "second-tag", "after-a-record", "no-marker",
        "control-character", "control-character-after-a-record", "control-character-in-tag",
        "control-character-no-marker", "not-utf8", "not-utf8-after-a-record", "not-utf8-in-tag",
        "not-utf8-no-marker", "not-utf8-on-a-long-line"])
def test_a_broken_directive_is_one_error_and_spoils_the_document_it_heads(text: str,
                                                                        expected: list[object]) -> None:
    """A directive belongs to the document its `---` starts: that document is not read by a YAML
    version or tags it did not declare, so it adds no second error for the same fault (bug:
    `%YAML 9.9` then `game: x` was a syntax error at 1:1 and "unknown game 'x'" at 3:7)."""
    assert found_in(text) == expected


def found_in(text: str) -> list[object]:
    """What the reader yields for `text`, a lone surrogate (`\\udcff`) written as that raw byte."""
    data = text.encode("utf-8", "surrogateescape")
    return [str(item) if isinstance(item, RefereeError) else item.root.plain()
            for item in read_stream(io.BytesIO(data), "f.yaml")]


MAPPING_HERE = "YAML syntax error: mapping values are not allowed in this context"


@pytest.mark.parametrize(("text", "expected"), [
    # Bug: the reader started again at the `...` line, where YAML finds no document: a second
    # error ("did not find expected node content") for the same broken record, and the next
    # record, written after `...` without its `---`, was lost.
    ("game: a\n  b: c\n...\ngame: y\n", [f"f.yaml:2:4: {MAPPING_HERE}", {"game": "y"}]),
    ("game: [a\n...\n---\ngame: y\n",
     ["f.yaml:1:7: YAML syntax error: the [ list that starts here is broken or not closed "
      "(did not find expected ',' or ']', found at line 2)", {"game": "y"}]),
    ("game: a\n  b: c\n...\n", [f"f.yaml:2:4: {MAPPING_HERE}"]),
    ("...\n...\n", ["f.yaml:1:1: YAML syntax error: did not find expected node content"]),
    # Bug: the fault on the `---` line itself was met again by the parser started there.
    ("%YAML 1.1\n--- game: x\n" + GAME_Y, [f"f.yaml:2:9: {MAPPING_HERE}", {"game": "y"}]),
    # Bug: a refused tag on the `---` line, then "found undefined tag handle" there (the %TAG
    # line left behind) for the same record.
    ("%TAG !x! tag:x,2000:\n--- !x!y\ngame: x\n" + GAME_Y,
     ["f.yaml:2:5: unsupported YAML tag 'tag:x,2000:y'", {"game": "y"}]),
    # A `%` line inside a record (no `...` ends `game: a`) is no directive: the control
    # character spoils `game: a`, as any in it would, and the next `---` record is read.
    ("game: a\n%YAML 1.1\x01\n---\ngame: x\n", [f"f.yaml:2:10: {CONTROL.format('0001')}", {"game": "x"}]),
], ids=["after-dots-no-marker", "after-dots-marker", "dots-last", "only-dots", "fault-on-the-marker-line",
        "tag-on-the-marker-line", "control-character-on-a-percent-line-in-a-record"])
def test_one_fault_is_one_error_and_the_next_record_is_read(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


IN_A_RECORD = ("YAML syntax error: a directive must follow a '...' line that ends the record above it "
               "(add '...' before it)")


@pytest.mark.parametrize(("text", "expected"), [
    # YAML 1.2 puts directives at the stream's start or after a `...` line only, so a `%` line
    # straight after `game: a` is a broken line of that record: `game: a` is not ruled, and the
    # `---` document after it is read, as no directive heads it (bug: `%YAML 9.9` there kept
    # `game: a` and passed over `game: x`, while `%TAG !a` dropped `game: a` and read `game: x`).
    ("game: a\n%YAML 9.9\n---\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%TAG !a\n---\ngame: x\n" + GAME_Y,
     ["f.yaml:2:8: YAML syntax error: did not find expected '!'", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%YAML 1.1\x07\n---\ngame: x\n" + GAME_Y,
     [f"f.yaml:2:10: {CONTROL.format('0007')}", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%YAML 1.1 \udcff\n---\ngame: x\n" + GAME_Y, [f"f.yaml:2:11: {NOT_UTF8}", {"game": "x"}, {"game": "y"}]),
    # A directive YAML can read is refused there too (bug: it was taken as the next document's,
    # though it stands inside the record above).
    ("game: a\n%YAML 1.1\n---\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%TAG !a! tag:x,2000:\n---\ngame: x\n", [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}]),
    ("game: a\n%YAML 1.1\n%YAML 1.1\n---\ngame: x\n", [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}]),
    # Comments and blank lines between do not end a record; a good record before it still counts.
    ("game: w\n---\ngame: a\n# a comment\n\n%YAML 1.1\n---\ngame: x\n",
     [{"game": "w"}, f"f.yaml:6:1: {IN_A_RECORD}", {"game": "x"}]),
    # With no `---` after it, the broken record runs on to the next `---`.
    ("game: a\n%YAML 1.1\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    # After a `...` line it is a directive, and heads the next document.
    ("game: a\n...\n%YAML 1.1\n---\ngame: x\n", [{"game": "a"}, {"game": "x"}]),
], ids=["wrong-version", "broken-tag", "control-character", "not-utf8", "good-version", "good-tag", "two-directives",
        "after-comments", "no-marker", "after-dots"])
def test_a_directive_straight_after_a_record_is_a_fault_in_that_record(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


EMPTY_ABOVE = ("YAML syntax error: a directive must follow a '...' line that ends the document above it, "
               "even an empty one (add '...' before it)")


@pytest.mark.parametrize(("text", "expected"), [
    # An empty document holds no record, so "the record above it" was untrue (bug): the `---`
    # before the directive starts a document, which YAML 1.2 still wants a `...` line to end.
    ("---\n%YAML 1.1\n---\ngame: x\n", [f"f.yaml:2:1: {EMPTY_ABOVE}", {"game": "x"}]),
    ("game: w\n---\n# a comment\n\n%YAML 1.1\n---\ngame: x\n",
     [{"game": "w"}, f"f.yaml:5:1: {EMPTY_ABOVE}", {"game": "x"}]),
    ("--- # nothing yet\n%TAG !a! tag:x,2000:\n---\ngame: x\n", [f"f.yaml:2:1: {EMPTY_ABOVE}", {"game": "x"}]),
    ("---\r%YAML 1.1\r---\rgame: x\r", [f"f.yaml:2:1: {EMPTY_ABOVE}", {"game": "x"}]),
    # A document that holds anything, an empty string even, is a record (a broken one).
    ('--- ""\n%YAML 1.1\n---\ngame: x\n', [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}]),
    # After a `...` line it is a directive, and heads the next document.
    ("---\n...\n%YAML 1.1\n---\ngame: x\n", [{"game": "x"}]),
], ids=["marker-alone", "after-a-record-and-comments", "comment-on-the-marker", "lone-cr", "empty-string",
        "after-dots"])
def test_a_directive_after_an_empty_document_blames_no_record(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


def test_a_directive_after_an_empty_document_exact_output() -> None:
    """One line at the `%` line (CliRunner: stderr exactly), the record after it ruled; exit 2
    from the console script too."""
    good = ROUND.read_bytes()
    result = run(["score-sheet", "-f", "json"], input=b"---\n%YAML 1.1\n---\n" + good)
    assert (result.exit_code, result.stderr) == (2, f"referee: error: <stdin>:2:1: {EMPTY_ABOVE}\n")
    assert totals(result.stdout.encode()) == [TOTALS]
    assert shell("referee score-sheet -f json", input=b"---\n%YAML 1.1\n---\n" + good).returncode == 2


TAG_X = "%TAG !x! tag:x,2000:"


@pytest.mark.parametrize(("text", "expected"), [
    # A `%TAG` line refused inside a record is one error; the document after it, read with no
    # directive heading it, cannot be read as written if its tags need that line: it is spoiled
    # by the same fault, passed over with no second line (bug: `found undefined tag handle` there
    # too, blaming a handle the user declared, for a fault already reported).
    (f"game: a\n{TAG_X}\n---\n!x!a game: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n{TAG_X}\n--- !x!a\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n%YAML 1.1\n# a comment\n{TAG_X}\n---\ngame: !x!a x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    # The primary handle: without its `%TAG`, `!str` is a local tag, refused.
    ("game: a\n%TAG ! tag:yaml.org,2002:\n---\n!str game: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    # The `%TAG` line's own fault, whatever it is, is the one error.
    ("game: a\n%TAG !x!\n---\n!x!a game: x\n" + GAME_Y,
     ["f.yaml:2:9: YAML syntax error: did not find expected whitespace", {"game": "y"}]),
    (f"game: a\n{TAG_X}\x07\n---\n!x!a game: x\n" + GAME_Y, [f"f.yaml:2:21: {CONTROL.format('0007')}", {"game": "y"}]),
    (f"game: a\n{TAG_X}\udcff\n---\n!x!a game: x\n" + GAME_Y, [f"f.yaml:2:21: {NOT_UTF8}", {"game": "y"}]),
    # A tag the refused line does not declare is a fault of its own; a document that needs no
    # refused tag is read; and the line never headed a later document, whose handle is undefined.
    (f"game: a\n{TAG_X}\n---\ngame: !y!b x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", "f.yaml:4:7: YAML syntax error: found undefined tag handle", {"game": "y"}]),
    (f"game: a\n{TAG_X}\n---\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    (f"game: a\n{TAG_X}\n---\ngame: x\n---\n!x!a game: y\n",
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, "f.yaml:6:1: YAML syntax error: found undefined tag handle"]),
    # A record broken before the `%TAG` line (its `[` left open) is another fault: the line is
    # refused with that record, unreported, so the document that needs it says why it fails.
    (f"game: [a\n{TAG_X}\n---\n!x!a game: x\n" + GAME_Y,
     ["f.yaml:3:1: YAML syntax error: did not find expected node content",
      "f.yaml:4:1: YAML syntax error: found undefined tag handle", {"game": "y"}]),
], ids=["tag-in-the-body", "tag-on-the-marker-line", "second-directive", "primary-handle", "broken-tag",
        "control-character", "not-utf8", "another-handle", "no-tag", "a-later-document", "broken-record"])
def test_a_document_that_needs_a_refused_tag_line_is_spoiled_with_it(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


def test_a_refused_tag_line_is_one_error_line_exact_output() -> None:
    """CliRunner: stderr exactly one line, the record after the spoiled one ruled; exit 2 from the
    console script too."""
    good = ROUND.read_bytes()
    text = b"game: a\n%TAG !x! tag:x,2000:\n---\n!x!a game: x\n---\n" + good
    result = run(["score-sheet", "-f", "json"], input=text)
    assert (result.exit_code, result.stderr) == (2, f"referee: error: <stdin>:2:1: {IN_A_RECORD}\n")
    assert totals(result.stdout.encode()) == [TOTALS]
    assert shell("referee score-sheet -f json", input=text).returncode == 2


def test_a_directive_after_a_record_without_dots_from_the_console_script() -> None:
    """One error line at the `%` line, exit 2; the record above it is not ruled, the next is."""
    good = ROUND.read_bytes()
    result = shell("referee score-sheet -f json", input=good + b"%YAML 9.9\n---\n" + good)
    assert result.returncode == 2
    line = len(good.splitlines()) + 1
    assert result.stderr.decode() == f"referee: error: <stdin>:{line}:1: {IN_A_RECORD}\n"
    assert totals(result.stdout) == [TOTALS]


def test_a_broken_yaml_directive_is_one_error_line_from_the_console_script() -> None:
    result = shell("referee score-sheet", input=b"%YAML 9.9\n---\ngame: x\n")
    assert (result.returncode, result.stdout) == (2, b"")
    assert result.stderr.decode() == f"referee: error: <stdin>:1:1: {VERSION}\n"


def test_a_control_character_on_a_yaml_directive_spoils_its_record_from_the_console_script() -> None:
    """One error line, exit 2; the record under the directive is not ruled, the next one is."""
    good = ROUND.read_bytes()
    result = shell("referee score-sheet -f json", input=b"%YAML 1.1\x07\n---\n" + good + b"---\n" + good)
    assert result.returncode == 2
    assert result.stderr.decode() == f"referee: error: <stdin>:1:10: {CONTROL.format('0007')}\n"
    assert totals(result.stdout) == [TOTALS]


def test_invalid_utf8_on_a_yaml_directive_spoils_its_record_from_the_console_script(tmp_path: Path) -> None:
    """One error line naming the file, exit 2; the record under the directive is not ruled, the
    records before its `...` and after the next `---` are."""
    good = ROUND.read_bytes()
    night = tmp_path / "night.yaml"
    night.write_bytes(good + b"...\n%YAML 1.1 \xff\n---\n" + good + b"---\n" + good)
    result = shell(f"referee score-sheet -f json {night.name}", cwd=tmp_path)
    assert result.returncode == 2
    line = len(good.splitlines()) + 2
    assert result.stderr.decode() == f"referee: error: night.yaml:{line}:11: {NOT_UTF8}\n"
    assert totals(result.stdout) == [TOTALS, TOTALS]
