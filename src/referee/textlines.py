"""Lines of plain text (check-word's stdin, a word list), read as the docs promise: UTF-8.

A byte order mark at the start is dropped, and at the start of a line (a file joined on with
`cat`, saved with one); a line that is not UTF-8 or longer than
`MAX_LINE_BYTES` is an error naming its line, and is skipped in bounded memory. A stream with
no line break in `MAX_SKIP_BYTES` (`< /dev/zero`) is not words: it is one error, and reading stops.
So is a stream in UTF-16 (Notepad's "Unicode", PowerShell's pipes): every line of it would be
letters and NUL bytes, never a word.

The stream is read a block at a time (what is there, up to `BLOCK_BYTES`), each block's whole
lines decoded and split at once: a long word list costs a few hundred reads, not a call per line.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Iterator
from typing import IO

from referee.errors import InputError, Position

MAX_LINE_BYTES = 64 * 1024
"""One word, or one line of a word list: the longest English word is 45 letters."""
MAX_SKIP_BYTES = 16 * 1024 * 1024
"""How far past an over-long line to look for its end: `< /dev/zero` never has one."""
BLOCK_BYTES = 64 * 1024
"""The most read at once; a pipe gives what it has, so a word typed is read as it comes."""

Line = tuple[int, str | InputError]

NOT_UTF8 = "not valid UTF-8 text"
UTF16 = f"{NOT_UTF8}: it looks like UTF-16 (convert it to UTF-8: iconv -f UTF-16 -t UTF-8)"
"""What a stream that starts in UTF-16 is told, records and plain lines alike."""


def is_utf16(start: bytes) -> bool:
    """Whether a stream's first bytes are UTF-16: its byte order mark, or two characters each
    beside a NUL byte, as ASCII text is in UTF-16 (and UTF-8 text, NUL-free, never is)."""
    if start[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        return True
    pairs = start[:4]
    return len(pairs) == 4 and any(pairs[i::2] == b"\x00\x00" and b"\x00" not in pairs[1 - i::2]
                                   for i in (0, 1))


def text_lines(stream: IO[bytes], source: str, waiting: Callable[[], None] | None = None) -> Iterator[Line]:
    """(line number, the line without its line break, or the error that spoils it).

    `waiting` is called before every read, which may wait for more input: a filter writes out
    there what it made of the lines so far, so a reader at the other end never waits on it.
    """
    read = getattr(stream, "read1", None) or stream.read  # read1: what is there, waiting for no more
    number = 0
    rest = b""  # the start of a line whose end is not read yet
    after: bytes | None = None  # what followed an over-long line, still to be split
    while True:
        if after is not None:
            block, after = after, None
        else:
            if waiting is not None:
                waiting()
            block = read(BLOCK_BYTES)
            if not block:
                break
        data = rest + block if rest else block
        if number == 0 and not rest and is_utf16(data):
            yield 1, InputError(UTF16, Position(source, 1, 1))
            return
        end = data.rfind(b"\n")
        if end >= 0:
            yield from _whole_lines(data[:end], number, source)
            number += data.count(b"\n", 0, end + 1)
            rest = data[end + 1:]
        elif len(data) - _bom(number, data) > MAX_LINE_BYTES:  # no end in sight: skip, keeping none of it
            error, after = _skip_line(read, len(data) - _bom(number, data), number + 1, source, waiting)
            number += 1
            yield number, error
            if after is None:
                return
            rest = b""
        else:
            rest = data
    if rest:
        yield from _whole_lines(rest, number, source)


def _whole_lines(data: bytes, before: int, source: str) -> Iterator[Line]:
    """The lines of `data` (no line break after the last), numbered from `before + 1`."""
    data = data[_bom(before, data):]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        yield from _line_by_line(data, before, source)
        return
    lines = text.split("\n")
    if len(data) > MAX_LINE_BYTES and max(map(len, lines)) * 4 > MAX_LINE_BYTES:  # 1-4 bytes a character
        yield from _line_by_line(data, before, source)
        return
    if "\r" in text:
        lines = [line.rstrip("\r") for line in lines]
    if "\ufeff" in text:  # a file joined on with cat, saved with a byte order mark: dropped as the first one is
        lines = [line.removeprefix("\ufeff") for line in lines]
    yield from enumerate(lines, before + 1)


def _bom(before: int, data: bytes) -> int:
    """The length of the byte order mark that `data` starts with, if it is the stream's start."""
    return len(codecs.BOM_UTF8) if before == 0 and data.startswith(codecs.BOM_UTF8) else 0


def _line_by_line(data: bytes, before: int, source: str) -> Iterator[Line]:
    """Each line of `data` checked on its own: which is too long, which is not UTF-8 and where."""
    for number, raw in enumerate(data.split(b"\n"), before + 1):
        if len(raw) > MAX_LINE_BYTES:
            yield number, _too_long(source, number)
            continue
        try:
            yield number, raw.decode("utf-8").rstrip("\r").removeprefix("\ufeff")
        except UnicodeDecodeError as exc:  # the column counts characters, as an editor's does
            before_it = raw[:exc.start].decode("utf-8").removeprefix("\ufeff")
            yield number, InputError(NOT_UTF8, Position(source, number, len(before_it) + 1))


def _skip_line(read: Callable[[int], bytes], skipped: int, number: int, source: str,
               waiting: Callable[[], None] | None) -> tuple[InputError, bytes | None]:
    """Read past an over-long line of which `skipped` bytes are read, a block at a time: its
    error, and what follows its end (None when nothing more is to be read: the input ended, or
    there is no end within `MAX_SKIP_BYTES`; a terminal's input is not asked again after Ctrl-D)."""
    while skipped <= MAX_SKIP_BYTES:
        if waiting is not None:
            waiting()
        block = read(BLOCK_BYTES)
        if not block:
            return _too_long(source, number), None
        end = block.find(b"\n")
        if end >= 0 and skipped + end <= MAX_SKIP_BYTES:
            return _too_long(source, number), block[end + 1:]
        skipped += len(block)
    return InputError(f"no line break in {MAX_SKIP_BYTES // (1024 * 1024)} MiB: not one word a line; "
                      f"the rest is not read", Position(source, number)), None


def _too_long(source: str, number: int) -> InputError:
    """The error of a line past `MAX_LINE_BYTES`, whose end (if any) was read past."""
    return InputError(f"line longer than {MAX_LINE_BYTES // 1024} KiB; one word a line is expected",
                      Position(source, number))
