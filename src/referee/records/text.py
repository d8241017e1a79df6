"""A byte stream as text for PyYAML's parser: decoded, bounded, and rewindable within a document.

The parser reads a piece at a time (a line, or 64 KiB of a longer one). What the current
document has read is kept, so a parser can be started again at any point of it: at the next
JSON object of a JSON Lines stream, or after a broken document. A problem the parser cannot
see (bytes that are not UTF-8, a document over the size limit) ends the text early, as if the
stream ended there, and is kept as `failure` for the reader to report. What the kept pieces
hold, and where a character of them is, is `KeptText`'s (records/positions.py), which
`StreamText` inherits.
"""

from __future__ import annotations

import codecs
import re
from typing import IO

from referee.errors import InputError, Position
from referee.records.positions import BREAK, UNUSUAL_BREAKS, YAML_BREAKS, KeptText, Piece, Segment, editor_breaks
from referee.textlines import NOT_UTF8, UTF16, is_utf16

MAX_DOCUMENT_BYTES = 16 * 1024 * 1024
PIECE_BYTES = 64 * 1024
_LINE_ENDS = tuple(c.encode() for c in YAML_BREAKS)
"""How a raw line ends where YAML breaks lines (else a read of 64 KiB, or the stream, ended it)."""
_MARKER = re.compile(rb"(---|\.\.\.)(\s|$)")
"""A line that starts or ends a document (its size is counted afresh)."""


def size_text(count: int) -> str:
    for unit, scale in (("MiB", 1024 * 1024), ("KiB", 1024)):
        if count >= scale and count % scale == 0:
            return f"{count // scale} {unit}"
    return f"{count} bytes"


class StreamText(KeptText):
    """The `read(size)` object a parser reads; see the module docstring."""

    def __init__(self, stream: IO[bytes], source: str, limit: int = MAX_DOCUMENT_BYTES) -> None:
        self.stream = stream
        self.source = source
        self.limit = limit
        self.kept: list[Piece] = []
        self.failure: InputError | None = None
        self.failure_index = 0
        self.failed_on_a_marker = False  # the failure's piece is a `---` or `...` line
        self.failure_line: tuple[int, str, str, str] | None = None  # bytes not UTF-8: see records/resume.py
        self.json_objects = False  # a record so far was a JSON object at column 0
        self.passed_over: list[InputError] = []  # errors of records skipped while resuming
        self.refused_tags: tuple[int, frozenset[str]] | None = None  # see records/directives.py
        self.directives_before: list[str] = []  # the `%` lines just before where records/resume.py went on
        self._next = 0  # the first kept piece not yet handed to the current parser
        self._offset = 0  # characters of that piece already handed out
        self._pad = 0
        self._index = self._line = self._column = 0  # where the next fresh piece starts
        self._decoder = codecs.getincrementaldecoder("utf-8")()
        self._first = True
        self._line_bytes = 0  # bytes of the current raw line before the next piece
        self._size = 0
        self._size_line = 0
        self._eof = False
        self._back: list[bytes] = []  # lines read ahead, not yet taken (the next last): see `_fresh`
        self.fast_bytes: int | None = None  # while the fast composer reads: where it is cut off
        self.cut = False  # it was: the text seemed to end there
        self.replaying = False  # a counting parser reads again what the fast composer read
        self.unusual = False  # a NEL, U+2028 or U+2029 was read: lines are then counted twice
        self._editor_line = self._editor_column = 0  # where the next fresh piece starts, as an editor counts

    # --- what the parser sees ----------------------------------------------------------------
    def read(self, size: int = -1) -> str:
        if self._pad:
            pad, self._pad = self._pad, 0
            return " " * pad
        if self._next < len(self.kept):
            piece = self.kept[self._next]
            text = piece.text[self._offset:]
            self._next += 1
            self._offset = 0
            return text
        if self.failure is not None or self.cut:
            return ""
        fresh = self._fresh(strict=True)
        if fresh is None:
            return ""
        self.kept.append(fresh)
        text = fresh.text
        if (self.fast_bytes is not None and not fresh.marker and self._column == 0 and self._line_bytes == 0
                and not self._back and not self.unusual):
            run = self._plain_lines(self.fast_bytes)
            if run:
                self.kept += run
                text += "".join([piece.text for piece in run])
        self._next = len(self.kept)
        return text

    def _plain_lines(self, fast_bytes: int) -> list[Piece]:
        """While the fast composer reads (records/fast.py), the plain lines that follow a whole
        line, up to the next line that is anything else: one read hands out all of them (a
        season's record is 70 lines; the parser asked once a line). A plain line is whole, ASCII,
        has no CR and does not start like a document marker, and keeps the document within both
        limits: it cannot fail, cut the text or start a count, so nothing is found sooner than a
        line at a time would find it. The line that ends the run is read next, the usual way."""
        run: list[Piece] = []
        size, index, line = self._size, self._index, self._line
        limit = min(fast_bytes, self.limit)
        readline = self.stream.readline
        while True:
            raw = readline(PIECE_BYTES)
            if (not raw.endswith(b"\n") or raw[:3] in (b"---", b"...") or b"\r" in raw or not raw.isascii()
                    or size + len(raw) > limit):
                self._back.append(raw)  # (b"" at the end: the usual read finds the end)
                break
            size += len(raw)
            text = raw.decode("ascii")
            run.append(Piece(index, line, 0, text, None, len(raw), False, True))
            index += len(text)
            line += 1
        self._size, self._index, self._line = size, index, line
        return run

    def _fresh(self, strict: bool) -> Piece | None:
        """The next piece of the stream, decoded, or None at its end (or, when `strict`, at a
        failure: that piece is then counted but not handed out)."""
        if self._eof:
            return None
        newest = len(self._back) <= 1  # the last bytes read: the stream goes on right after them
        raw = self._back.pop() if self._back else self.stream.readline(PIECE_BYTES)
        if newest and raw and not raw.endswith(_LINE_ENDS):  # cut short by a read of 64 KiB:
            if raw.endswith((b"\xc2", b"\xe2", b"\xe2\x80")):  # maybe in a NEL, U+2028 or U+2029
                raw += self.stream.read(2 if raw.endswith(b"\xe2") else 1)
            elif self._column == 0 and len(raw) < PIECE_BYTES:  # a line begun after a CR or NEL, U+2028,
                raw += self.stream.readline(PIECE_BYTES - len(raw))  # U+2029: its start read whole
        if not raw:
            self._eof = True
            return None
        utf16 = False
        if raw.startswith(codecs.BOM_UTF8) and self._column == 0:  # the stream's, or a file's joined on
            raw = raw[len(codecs.BOM_UTF8):]  # with cat: YAML lets each document start with one
        if self._first:
            self._first = False
            utf16 = is_utf16(raw)  # the whole stream is, not one broken line: said so at 1:1
        if b"\r" in raw or (not raw.isascii() and (b"\xc2\x85" in raw or b"\xe2\x80\xa8" in raw
                                                 or b"\xe2\x80\xa9" in raw)):
            from referee.records.breaks import lines_of  # one line a piece also where a lone CR or a NEL,
            # U+2028 or U+2029 ends YAML's lines (imported only for a file that may have one)

            self._back += lines_of(raw, None if self._back else self.stream, PIECE_BYTES)
            raw = self._back.pop()
        marker = bool(self._column == 0 and raw[:3] in (b"---", b"...") and _MARKER.match(raw))
        if marker:  # a document marker starts a new count
            self._size, self._size_line = 0, self._editor_line if self.unusual else self._line
        else:
            self._size += len(raw)
        if self.fast_bytes is not None and self._size > self.fast_bytes:
            self.cut = True  # this piece is still handed out: a fast document is at most one piece longer
        self._line_bytes = 0 if raw.endswith((b"\n", b"\r")) else self._line_bytes + len(raw)
        failure: InputError | None = None
        if strict and self._size > self.limit:
            failure = InputError(f"document larger than {size_text(self.limit)}; a game record is "
                                 f"a few kilobytes", Position(self.source, self._size_line + 1))
        bad = -1
        try:
            text = self._decoder.decode(raw)
        except UnicodeDecodeError as exc:
            self._decoder = codecs.getincrementaldecoder("utf-8")()
            text = raw.decode("utf-8", "replace")
            bad = max(exc.start, 0)
        if utf16:
            bad = 0
        if not self.unusual and not text.isascii() and any(c in text for c in UNUSUAL_BREAKS):
            self.unusual = True  # from here on an editor's lines are counted beside YAML's
            self._editor_line, self._editor_column = self._line, self._column
        if bad >= 0:
            before = raw[:bad]
            cut = max(before.rfind(b"\n"), before.rfind(b"\r"))
            if failure is None:
                what = UTF16 if utf16 else NOT_UTF8
                failure = InputError(what, self._editor_position(before.decode("utf-8", "replace")))
                head = raw[:cut + 1].decode("utf-8", "replace")  # the piece's lines before the broken one
                starts = cut >= 0 or self._column == 0  # the broken line starts in this piece
                at = self._index + len(head) if starts else self._index - self._column
                self.failure_line = (at, raw[cut + 1:cut + 2].decode("latin-1") if starts else self.char_at(at), head,
                                     text[len(head):])
        piece = Piece(self._index, self._line, self._column, text, failure, len(raw), marker,
                      self.fast_bytes is not None, (self._editor_line, self._editor_column) if self.unusual else None)
        self._index += len(text)
        if text.endswith("\n") and text.find("\n") == len(text) - 1 and text.isascii() and "\r" not in text:
            self._line, self._column = self._line + 1, 0  # one whole line, the usual piece
            if self.unusual:
                self._editor_line, self._editor_column = self._editor_line + 1, 0
        else:
            breaks = list(BREAK.finditer(text))
            self._line += len(breaks)
            self._column = len(text) - breaks[-1].end() if breaks else self._column + len(text)
            if self.unusual:
                count, last = editor_breaks(text)
                self._editor_line += count
                self._editor_column = len(text) - last if count else self._editor_column + len(text)
        if strict and failure is not None:
            self.failure, self.failure_index = failure, piece.start
            self.failed_on_a_marker = marker  # what came before it ended there (records/stream.py)
            self.json_objects = self.json_objects or (piece.column == 0 and text.startswith("{"))
            return None
        return piece

    def _editor_position(self, before: str) -> Position:
        """The position, as an editor counts, of the character after `before`, the text of the
        fresh piece that comes before it."""
        line, column = (self._editor_line, self._editor_column) if self.unusual else (self._line, self._column)
        count, last = editor_breaks(before)
        return Position(self.source, line + count + 1, (len(before) - last if count else column + len(before)) + 1)

    # --- what the reader asks ----------------------------------------------------------------
    def document_started(self, index: int, line: int) -> None:
        """A document begins here: its size is counted from here, and nothing before is needed.

        When a counting parser reads again what the fast composer read (`replaying`), the pieces
        the fast composer read that this parser has yet to be handed were counted before this
        point; they are counted again after it, as they would have been had this parser read
        them first.
        """
        if self.failure is None:
            at = self.editor_at(index) if self.unusual else None
            self._size, self._size_line = 0, line if at is None else at[0]
            if self.replaying:
                self.replaying = False
                for piece in self.kept[self._next:]:
                    if piece.fast:
                        self.replaying = True
                        if piece.marker:
                            self._size, self._size_line = 0, (piece.editor or (piece.line, 0))[0]
                        else:
                            self._size += piece.size
        self.forget_before(index)

    def forget_before(self, index: int) -> None:
        """Drop kept pieces that end before `index` and were already handed out."""
        drop = 0
        while (drop < min(self._next, len(self.kept)) - 1
               and self.kept[drop].start + len(self.kept[drop].text) <= index):
            drop += 1
        if drop:
            del self.kept[:drop]
            self._next -= drop

    def start_at(self, index: int, line: int, column: int) -> Segment:
        """Hand out text again from this kept point (for a new parser); its segment."""
        self.replaying = False  # (the fast composer's reader sets it again when it gives up)
        for number, piece in enumerate(self.kept):
            if piece.start <= index < piece.start + len(piece.text) or (
                    number == len(self.kept) - 1 and index == piece.start + len(piece.text)):
                self._next, self._offset = number, index - piece.start
                break
        else:
            self._next, self._offset = len(self.kept), 0
        self._pad = column
        return Segment(index, line, column)

    def beginning(self) -> Segment:
        return Segment(0, 0, 0)

    # --- going on after a broken document (records/resume.py) ----------------------------------
    def take_kept(self) -> list[Piece]:
        """The kept pieces, handed over to be looked through for where to go on; the failure is
        forgotten, and nothing is kept until `go_on_at`."""
        self.failure, self.failure_line = None, None
        self.replaying = False
        kept, self.kept = self.kept, []
        self._next = self._offset = 0
        return kept

    def at_the_end(self, index: int) -> bool:
        """Whether `index` is past the last character of the stream (read to its end)."""
        return self._eof and not self.char_at(index)

    def next_piece(self) -> Piece | None:
        """The next piece of the stream, not kept (None at its end): a broken one is marked so."""
        return self._fresh(strict=False)

    def go_on_at(self, piece: Piece, offset: int, rest: list[Piece]) -> Segment:
        """A parser's new start at `offset` of `piece` (a line start), `rest` kept after it."""
        self.kept = [piece, *rest]
        where = self.position(piece, offset)
        self._size, self._size_line = 0, (self.as_an_editor_counts(piece.start + offset, where).line or 1) - 1
        return self.start_at(piece.start + offset, (where.line or 1) - 1, 0)
