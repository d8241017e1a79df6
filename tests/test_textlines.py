"""Lines read a block at a time are the lines of the text, whatever the blocks: numbered, without
line breaks, over-long and non-UTF-8 lines reported, and every line read before the next read."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import textlines
from referee.errors import InputError
from referee.textlines import text_lines

MAX_LINE, MAX_SKIP = 12, 40
"""Small limits, so that generated text reaches them: over-long lines, and no end in sight."""


def spelled_out(data: bytes) -> list[tuple[int, str]]:
    """What the module's docstring says of `data`, a line at a time: the first line's byte order
    mark dropped (a later line's too, once its length is counted), a line of more than MAX_LINE
    bytes an error, one of more than MAX_SKIP the last thing read, bytes that are not UTF-8 an
    error at their column, a CR before the LF dropped."""
    raws = data.split(b"\n")
    if raws[-1] == b"":
        raws.pop()
    out: list[tuple[int, str]] = []
    for number, raw in enumerate(raws, start=1):
        if number == 1 and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8):]
        if len(raw) > MAX_SKIP:
            out.append((number, "no line break"))
            break
        if len(raw) > MAX_LINE:
            out.append((number, "line longer"))
            continue
        try:
            out.append((number, raw.decode("utf-8").rstrip("\r").removeprefix("\ufeff")))
        except UnicodeDecodeError as exc:  # at the column of the character, as an editor counts
            column = len(raw[:exc.start].decode("utf-8").removeprefix("\ufeff")) + 1
            out.append((number, f"not valid UTF-8 text at {column}"))
    return out


class Trickle:
    """A stream that hands out its bytes in the pieces given (a pipe written a bit at a time)."""

    def __init__(self, data: bytes, pieces: list[int]) -> None:
        self.data, self.pieces, self.given = data, pieces, 0

    def read1(self, size: int) -> bytes:
        piece = min(size, self.pieces[self.given % len(self.pieces)] if self.pieces else size)
        chunk = self.data[self.given:self.given + piece]
        self.given += len(chunk)
        return chunk


def said(number: int, line: str | InputError) -> str:
    if not isinstance(line, InputError):
        return line
    assert line.where is not None and line.where.line == number, (number, str(line))
    message = line.message
    for kind in ("no line break", "line longer"):
        if kind in message:
            return kind
    return f"not valid UTF-8 text at {line.where.column}"


PIECES = st.sampled_from([b"cat", b"Caf\xc3\xa9", b"\r", b"\n", b"\n", b"\n", b"x" * 7, b"\xff", b"\xc3",
                          b"\xef\xbb\xbf", b"  ", b"ice cream", b"\xe2\x80\xa8"])


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(PIECES, max_size=30), pieces=st.lists(st.integers(1, 9), max_size=5),
       block=st.integers(1, 8))
def test_lines_are_the_lines_of_the_text_whatever_the_reads(parts: list[bytes], pieces: list[int],
                                                             block: int) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(textlines, "MAX_LINE_BYTES", MAX_LINE)
        patch.setattr(textlines, "MAX_SKIP_BYTES", MAX_SKIP)
        patch.setattr(textlines, "BLOCK_BYTES", block)
        lines_read_as_spelled_out(b"".join(parts), pieces)


def lines_read_as_spelled_out(data: bytes, pieces: list[int]) -> None:
    stream = Trickle(data, pieces)
    got: list[tuple[int, str]] = []

    def waiting() -> None:  # nothing read is held back when the next read may wait
        ended = data[:stream.given].count(b"\n")
        assert len(got) >= min(ended, len(spelled_out(data))), (got, stream.given)

    for number, line in text_lines(stream, "<stdin>", waiting):  # type: ignore[arg-type]
        got.append((number, said(number, line)))
    assert got == spelled_out(data)



EDGES = [n for limit in (MAX_LINE, MAX_SKIP) for n in (limit - 1, limit, limit + 1)]


@pytest.mark.parametrize("block", range(1, 9))
def test_lines_at_the_limits_in_blocks_of_every_size(block: int) -> None:
    """A line one byte short of each limit, at it, and one byte past it, first or later, ended by
    a line break or by the end of the text, read in blocks and pieces of every small size."""
    texts = [start + b"x" * length + end for length in EDGES for start in (b"", b"cat\n", codecs.BOM_UTF8)
             for end in (b"", b"\n", b"\ndog\n", b"\r\ndog")]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(textlines, "MAX_LINE_BYTES", MAX_LINE)
        patch.setattr(textlines, "MAX_SKIP_BYTES", MAX_SKIP)
        patch.setattr(textlines, "BLOCK_BYTES", block)
        for data in texts:
            for piece in range(1, 10):
                lines_read_as_spelled_out(data, [piece])


def test_a_long_first_line_after_a_byte_order_mark_is_reported_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mark is not counted in the line, and does not hide the line's length either."""
    monkeypatch.setattr(textlines, "MAX_LINE_BYTES", MAX_LINE)
    monkeypatch.setattr(textlines, "BLOCK_BYTES", 5)
    for data in (codecs.BOM_UTF8 + b"x" * MAX_LINE + b"\ncat\n", codecs.BOM_UTF8 + b"x" * (MAX_LINE + 1) + b"\ncat\n"):
        got = [(n, said(n, line)) for n, line in text_lines(Trickle(data, [4]), "-")]  # type: ignore[arg-type]
        assert got == spelled_out(data)


class Ending:
    """A stream that counts the reads asked of it after its end (each a Ctrl-D on a terminal)."""

    def __init__(self, data: bytes) -> None:
        self.data, self.reads_at_end = data, 0

    def read1(self, size: int) -> bytes:
        chunk, self.data = self.data[:size], self.data[size:]
        self.reads_at_end += not chunk
        return chunk


@pytest.mark.parametrize("data", [b"x" * 30, b"cat\n" + b"x" * 30, b"x" * 30 + b"\n", b"cat\ndog"])
def test_the_end_of_the_input_is_read_once(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    """An input that ends in an over-long line was asked for more after its end: at a terminal,
    a second Ctrl-D before the error was printed and the command ended."""
    monkeypatch.setattr(textlines, "MAX_LINE_BYTES", MAX_LINE)
    monkeypatch.setattr(textlines, "BLOCK_BYTES", 8)
    stream = Ending(data)
    got = [(n, said(n, line)) for n, line in text_lines(stream, "-")]  # type: ignore[arg-type]
    assert got == spelled_out(data)
    assert stream.reads_at_end == 1
