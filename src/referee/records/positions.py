"""Where a character of the stream is: the line breaks YAML counts (and those an editor counts),
the pieces of text the reader keeps with where each starts, and the look-ups over what a document
kept that the reader asks when a document ends, fails or is resumed.

records/text.py is the stream as the parser reads it (decoding, limits, handing text out); this
is what its positions are counted in. `StreamText` inherits `KeptText`: a method found on a base
class costs a call no more than one on `StreamText` itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from referee.errors import InputError, Position

UNUSUAL_BREAKS = ("\x85", "\u2028", "\u2029")
"""NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR: YAML 1.1 breaks lines there, editors do not."""
YAML_BREAKS = ("\r", "\n", *UNUSUAL_BREAKS)
"""Every character YAML 1.1 ends a line with (CRLF is one break): the one list the reader's
patterns and tests of a line's end are made from."""
BREAK = re.compile(r"\r\n|[" + "".join(YAML_BREAKS) + "]")
"""Line breaks as YAML 1.1 counts them, as the parser's marks do: the reader's own positions
(pieces, segments) are counted so too; a message's are counted as an editor counts them."""


class Piece(NamedTuple):
    """Some text of the stream and where it starts: character index, 0-based line and column.
    (A named tuple: one is made for every line read, and a frozen dataclass costs five times more.)"""

    start: int
    line: int
    column: int
    text: str
    broken: InputError | None = None  # not UTF-8: passed over, never parsed
    size: int = 0  # bytes read, as the document's size counts them
    marker: bool = False  # a `---` or `...` line: the count starts afresh
    fast: bool = False  # read by the fast composer (records/fast.py): see `document_started`
    editor: tuple[int, int] | None = None  # its line and column as an editor counts, where they differ


@dataclass(frozen=True)
class Segment:
    """Where a parser was started: its marks are relative to this point (`pad` spaces were
    handed out first, so a parser started mid-line still reports the right columns)."""

    index: int
    line: int
    pad: int

    def index_of(self, mark_index: int) -> int:
        return self.index + mark_index - self.pad


def editor_breaks(text: str) -> tuple[int, int]:
    """The line breaks in `text` as an editor counts them (LF, CRLF, a lone CR; no NEL, U+2028 or
    U+2029), and where its last line starts (0 if there is none). No regex: it is on every path."""
    return (text.count("\n") + text.count("\r") - text.count("\r\n"),
            max(text.rfind("\n"), text.rfind("\r")) + 1)


class KeptText:
    """What the current document has kept of the stream, looked through: see the module docstring."""

    if TYPE_CHECKING:  # what `StreamText` sets, and these look-ups read
        source: str
        kept: list[Piece]
        failure: InputError | None
        cut: bool
        unusual: bool
        _eof: bool

    def clean_after(self, index: int, column: int) -> bool:
        """Whether the kept text from `index` (at `column`) holds only blanks and comments up to a
        `---` line or the end of the stream: a parser started there reads on as one that read
        the document before it (a `...`, a directive or a second JSON value would not)."""
        at = column
        for piece in self.kept:
            if piece.start + len(piece.text) <= index:
                continue
            text = piece.text
            offset = max(index - piece.start, 0)
            while offset < len(text):
                character = text[offset]
                if character in " \t":
                    at += 1
                elif character == "\n" or (character == "\r" and text[offset + 1:offset + 2] == "\n"):
                    at = -1 if character == "\r" else 0
                elif character == "#":
                    end = text.find("\n", offset)
                    if end < 0:
                        break
                    offset, at = end, 0
                else:
                    return (at == 0 and text.startswith("---", offset)
                            and text[offset + 3:offset + 4] in (" ", "\t", "\n"))
                offset += 1
            else:
                continue
            return False  # a comment runs on into text not kept
        return self._eof and self.failure is None and not self.cut

    def char_at(self, index: int) -> str:
        """The kept character at `index` ("" if not kept), looked for from the last piece: it is
        asked mostly where a document ends."""
        for piece in reversed(self.kept):
            if piece.start <= index < piece.start + len(piece.text):
                return piece.text[index - piece.start]
        return ""

    def find(self, character: str, start: int) -> tuple[int, Position] | None:
        """Where `character` first appears at or after `start` in the kept text: its index and
        its position."""
        for piece in self.kept:
            at = piece.text.find(character, max(start - piece.start, 0))
            if at >= 0:
                return piece.start + at, self.position(piece, at)
        return None

    def editor_at(self, index: int) -> tuple[int, int] | None:
        """The 0-based line and column of the kept character at `index` as an editor counts them
        (None if it is not kept)."""
        for piece in reversed(self.kept):
            if piece.start <= index <= piece.start + len(piece.text):
                line, column = piece.editor or (piece.line, piece.column)
                before = piece.text[:index - piece.start]
                count, last = editor_breaks(before)
                return (line + count, len(before) - last) if count else (line, column + len(before))
        return None

    def as_an_editor_counts(self, index: int, where: Position) -> Position:
        """`where`, the position of the kept character at `index` as YAML counts lines, as an
        editor counts them: the same, unless the stream has a NEL, U+2028 or U+2029."""
        at = self.editor_at(index) if self.unusual else None
        return where if at is None else Position(self.source, at[0] + 1, at[1] + 1)

    def position(self, piece: Piece, offset: int) -> Position:
        """Where `offset` of `piece` is, as YAML counts lines (the reader's own count; a message
        says it `as_an_editor_counts`)."""
        before = piece.text[:offset]
        breaks = list(BREAK.finditer(before))
        column = offset - breaks[-1].end() if breaks else piece.column + offset
        return Position(self.source, piece.line + len(breaks) + 1, column + 1)
