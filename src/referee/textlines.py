"""Lines of plain text (check-word's stdin, a word list), read as the docs promise: UTF-8.

A byte order mark at the start is dropped; a line that is not UTF-8 or longer than
`MAX_LINE_BYTES` is an error naming its line, and is skipped in bounded memory. A stream with
no line break in `MAX_SKIP_BYTES` (`< /dev/zero`) is not words: it is one error, and reading stops.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from typing import IO

from referee.errors import InputError, Position

MAX_LINE_BYTES = 64 * 1024
"""One word, or one line of a word list: the longest English word is 45 letters."""
MAX_SKIP_BYTES = 16 * 1024 * 1024
"""How far past an over-long line to look for its end: `< /dev/zero` never has one."""


def text_lines(stream: IO[bytes], source: str) -> Iterator[tuple[int, str | InputError]]:
    """(line number, the line without its line break, or the error that spoils it)."""
    number = 0
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        number += 1
        if number == 1 and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8):]
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            skipped = len(raw)
            while raw and not raw.endswith(b"\n") and skipped <= MAX_SKIP_BYTES:
                raw = stream.readline(MAX_LINE_BYTES + 1)  # the rest of the line, a piece at a time
                skipped += len(raw)
            if skipped > MAX_SKIP_BYTES:
                yield number, InputError(f"no line break in {MAX_SKIP_BYTES // (1024 * 1024)} MiB: not one "
                                         f"word a line; the rest is not read", Position(source, number))
                return
            yield number, InputError(f"line longer than {MAX_LINE_BYTES // 1024} KiB; one word a "
                                     f"line is expected", Position(source, number))
            continue
        try:
            yield number, raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError as exc:
            yield number, InputError("not valid UTF-8 text", Position(source, number, exc.start + 1))
