"""A refused `%TAG` line is one error line, whatever refuses it and however long it is.

A `%TAG` line straight after a record is a fault of that record; the document after it, read
with no directive heading it, is spoiled by the same fault when its tags need that line, and
passed over with no second line (docs/records.md, "Input"). Bugs: a bad byte or a control
character inside the line's handle, a handle longer than 256 characters, or bytes that are not
UTF-8 past the first 64 KiB of the line, each gave a second line (`found undefined tag handle`)
for the document; and a refused `%TAG !! prefix` let the next document be read with YAML's own
`!!`, as though the line had never been written.
"""

from __future__ import annotations

import io

import pytest

from referee.errors import RefereeError
from referee.records import compose, read_stream
from tests.conftest import FIXTURES, run, shell
from tests.test_yaml_streams import CONTROL, GAME_Y, IN_A_RECORD, NOT_UTF8, TOTALS, found_in, totals

ROUND = FIXTURES / "letter-roll" / "rulebook-round.yaml"
LONG = 70_000
"""Longer than a piece the reader takes (64 KiB)."""
NAME = "b" * LONG


@pytest.mark.parametrize(("text", "expected"), [
    # A fault inside the handle, or before it: which handle the line declares cannot be told, so
    # any tag of the next document may need it.
    ("game: a\n%TAG !a\udcff! tag:x,2000:\n---\n!a!b game: x\n" + GAME_Y, [f"f.yaml:2:8: {NOT_UTF8}", {"game": "y"}]),
    ("game: a\n%TAG !a\x07! tag:x,2000:\n---\n!a!b game: x\n" + GAME_Y,
     [f"f.yaml:2:8: {CONTROL.format('0007')}", {"game": "y"}]),
    ("game: a\n%TAG \udcff!x! tag:x,2000:\n---\n!x!b game: x\n" + GAME_Y, [f"f.yaml:2:6: {NOT_UTF8}", {"game": "y"}]),
    ("game: a\n%TAG !x\udcff tag:x,2000:\n---\n!x!b game: x\n" + GAME_Y, [f"f.yaml:2:8: {NOT_UTF8}", {"game": "y"}]),
    # A handle read whole, the fault after it: that handle.
    ("game: a\n%TAG !x!\udcff tag:x,2000:\n---\n!x!b game: x\n" + GAME_Y, [f"f.yaml:2:9: {NOT_UTF8}", {"game": "y"}]),
    # A named handle with no closing `!` cannot be read either.
    ("game: a\n%TAG !x tag:x,2000:\n---\n!x!b game: x\n" + GAME_Y,
     ["f.yaml:2:8: YAML syntax error: did not find expected '!'", {"game": "y"}]),
    # Lines longer than 64 KiB: a long handle, a long prefix with the bad byte past 64 KiB, the
    # handle itself past 64 KiB of blanks.
    (f"game: a\n%TAG !{NAME}! tag:x,2000:\n---\n!{NAME}!c game: x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n%TAG !x! tag:x,{'a' * LONG}\udcff\n---\n!x!b game: x\n" + GAME_Y,
     [f"f.yaml:2:{LONG + 16}: {NOT_UTF8}", {"game": "y"}]),
    (f"game: a\n%TAG {' ' * LONG}!x! tag:x,\udcff\n---\n!x!b game: x\n" + GAME_Y,
     [f"f.yaml:2:{LONG + 16}: {NOT_UTF8}", {"game": "y"}]),
    (f"game: a\n%TAG !x! tag:x,{'a' * LONG}\x07\n---\n!x!b game: x\n" + GAME_Y,
     [f"f.yaml:2:{LONG + 16}: {CONTROL.format('0007')}", {"game": "y"}]),
    # Passed over after another `%` line: the long line's handle is read in full there too.
    (f"game: a\n%YAML 1.1\n%TAG !{NAME}! tag:x,2000:\n---\n!{NAME}!c game: x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    # A document that needs no tag is still read; one whose own line is broken has its own fault.
    ("game: a\n%TAG !a\udcff! tag:x,2000:\n---\ngame: x\n" + GAME_Y,
     [f"f.yaml:2:8: {NOT_UTF8}", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%TAG !a\udcff! tag:x,2000:\n---\n!a\udcff!b game: x\n" + GAME_Y,
     [f"f.yaml:2:8: {NOT_UTF8}", f"f.yaml:4:3: {NOT_UTF8}", {"game": "y"}]),
], ids=["not-utf8-in-the-handle", "control-character-in-the-handle", "not-utf8-before-the-handle",
        "not-utf8-in-an-unclosed-handle", "not-utf8-after-the-handle", "unclosed-handle", "long-handle",
        "not-utf8-past-64-kib", "handle-past-64-kib", "control-character-past-64-kib", "long-handle-passed-over",
        "no-tag", "its-own-bad-byte"])
def test_a_refused_tag_line_is_one_error_line_whatever_refuses_it(text: str, expected: list[object]) -> None:
    assert found_in(text) == expected


TAG_SECONDARY = "%TAG !! tag:x,2000:"


@pytest.mark.parametrize(("text", "expected"), [
    # `!!str` under the refused line would be `tag:x,2000:str`: read as YAML's `!!str` it would
    # be read as what it did not mean. Spoiled by the line's fault, one error line.
    (f"game: a\n{TAG_SECONDARY}\n---\n!!str game: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\n---\ngame: !!str x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\n--- !!map\ngame: x\n" + GAME_Y, [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"{{game: a}}\n{TAG_SECONDARY}\n---\n{{game: !!str x}}\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\n---\n!!python/object game: x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n%YAML 1.1\n{TAG_SECONDARY}\n---\n!!str game: x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\x07\n---\n!!str game: x\n" + GAME_Y,
     [f"f.yaml:2:20: {CONTROL.format('0007')}", {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\udcff\n---\n!!str game: x\n" + GAME_Y, [f"f.yaml:2:20: {NOT_UTF8}", {"game": "y"}]),
    ("game: a\n%TAG !!\n---\n!!str game: x\n" + GAME_Y,
     ["f.yaml:2:8: YAML syntax error: did not find expected whitespace", {"game": "y"}]),
    # A line whose handle cannot be read may have declared `!!` too.
    ("game: a\n%TAG !a\udcff! tag:x,2000:\n---\n!!str game: x\n" + GAME_Y, [f"f.yaml:2:8: {NOT_UTF8}", {"game": "y"}]),
    # `!!` in a quoted value or a comment is no tag; a document with no `!!` tag is read; so is
    # a later one (the line never headed it), and one after a line that declares another handle.
    (f"game: a\n{TAG_SECONDARY}\n---\ngame: '!!str x' # !!str\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "!!str x"}, {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\n---\ngame: x\n---\n!!str game: y\n",
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    (f"game: a\n{TAG_SECONDARY}\n---\ngame: x\n---\ngame: y\n---\n!!str game: z\n",
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}, {"game": "z"}]),
    (f"game: a\n{TAG_SECONDARY}\n---\ngame: x\n...\n---\n!!str game: y\n",
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    ("game: a\n%TAG !x! tag:x,2000:\n---\n!!str game: x\n" + GAME_Y,
     [f"f.yaml:2:1: {IN_A_RECORD}", {"game": "x"}, {"game": "y"}]),
    # Where the line heads the document (after a `...`), it is a directive YAML reads.
    (f"game: a\n...\n{TAG_SECONDARY}\n---\n!!map {{game: x}}\n",
     [{"game": "a"}, "f.yaml:5:1: unsupported YAML tag 'tag:x,2000:map'"]),
], ids=["root-tag", "value-tag", "marker-line", "flow", "unsupported", "second-directive", "control-character",
        "not-utf8", "no-prefix", "unreadable-handle", "quoted-and-comment", "a-later-document",
        "a-document-after-two", "a-document-after-dots", "another-handle", "after-dots"])
@pytest.mark.parametrize("parser", ["libyaml", "python"])
def test_a_document_that_needs_a_refused_secondary_handle_is_spoiled_with_it(
        monkeypatch: pytest.MonkeyPatch, parser: str, text: str, expected: list[object]) -> None:
    """With PyYAML's own parser too, which words some syntax errors its own way (bug: that parser
    read on past the spoiled document and, scanning from where it began, took the `!!` before a
    later document for that document's, which was lost, unreported)."""
    if parser == "python":
        monkeypatch.setattr(compose, "FAST", compose.PythonLoader)
        expected = [item.split(": ")[0] if isinstance(item, str) else item for item in expected]
        assert [item.split(": ")[0] if isinstance(item, str) else item for item in found_in(text)] == expected
    else:
        assert found_in(text) == expected


@pytest.mark.parametrize("data", [
    b"game: a\n%TAG !! tag:x,2000:\n---\n!!str game: x\n---\ngame: y\n",
    b"game: a\n%TAG !a\xff! tag:x,2000:\n---\n!a!b game: x\n---\ngame: y\n",
    b"game: a\n%TAG !" + NAME.encode() + b"! tag:x,2000:\n---\n!" + NAME.encode() + b"!c game: x\n---\ngame: y\n",
], ids=["secondary", "not-utf8-in-the-handle", "long-handle"])
def test_pythons_own_parser_refuses_the_same_documents(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    def found() -> list[object]:
        return [str(item) if isinstance(item, RefereeError) else item.root.plain()
                for item in read_stream(io.BytesIO(data), "f.yaml")]

    with_libyaml = found()
    monkeypatch.setattr(compose, "FAST", compose.PythonLoader)
    assert found() == with_libyaml and len(with_libyaml) == 2


GOOD = ROUND.read_bytes()


@pytest.mark.parametrize("refused", [b"%TAG !! tag:x,2000:\n---\n!!str game: x\n",
                                     b"%TAG !a\xff! tag:x,2000:\n---\n!a!b game: x\n"], ids=["secondary", "not-utf8"])
@pytest.mark.parametrize("command", ["score-sheet", "dedupe-lists"])
def test_a_refused_tag_line_is_one_error_line_exact_output(command: str, refused: bytes) -> None:
    """CliRunner: stderr exactly the one line, the record after the spoiled one ruled."""
    result = run([command, "-f", "json"], input=b"game: a\n" + refused + b"---\n" + GOOD)
    error = IN_A_RECORD if refused.startswith(b"%TAG !!") else NOT_UTF8
    column = 1 if refused.startswith(b"%TAG !!") else 8
    assert (result.exit_code, result.stderr) == (2, f"referee: error: <stdin>:2:{column}: {error}\n")
    assert totals(result.stdout.encode()) == [TOTALS]


def test_a_refused_secondary_handle_from_the_console_script() -> None:
    text = b"game: a\n%TAG !! tag:x,2000:\n---\n!!str game: x\n---\n" + GOOD
    result = shell("referee score-sheet -f json", input=text)
    assert result.returncode == 2
    assert result.stderr.decode() == f"referee: error: <stdin>:2:1: {IN_A_RECORD}\n"
    assert totals(result.stdout) == [TOTALS]
