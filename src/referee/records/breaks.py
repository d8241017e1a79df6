"""Raw lines cut where YAML breaks them: at `\\n`, at a carriage return alone, and after a NEL,
U+2028 or U+2029.

A stream's `readline` splits only at `\\n`, so a file with old Mac line endings (`\\r` alone) came
in as one piece of up to 64 KiB. Bytes that are not UTF-8 anywhere in it then spoiled the whole
piece: every record in it, before the bad byte or after, was lost with one error line. Cut at
each lone `\\r`, a piece is one line again, as with `\\n` and `\\r\\n`, and a broken line spoils
only the record it is in. The same held for documents YAML 1.1 finds after a NEL, U+2028 or
U+2029 (`a: 1<U+2028>---<U+2028>b: <0xFF>` lost `a: 1`, unreported): a piece ends after each of
them too (the positions in messages still count an editor's lines: records/lines.py).
"""

from __future__ import annotations

import re
from typing import IO

_AFTER_A_BREAK = re.compile(rb"(?<=\r)(?!\n)|(?<=\xc2\x85)|(?<=\xe2\x80[\xa8\xa9])")
"""Where a line ends at a carriage return alone (a `\\r\\n` is one break, as YAML counts it), or
after NEL, U+2028 or U+2029 in UTF-8."""


def lines_of(raw: bytes, stream: IO[bytes] | None, piece_bytes: int) -> list[bytes]:
    """The lines of `raw` (read with `readline`), the last first: the order they are taken from
    a stack of lines read ahead. With the `stream` `raw` was just read from, a `\\r` that ends
    `raw` is looked past: a `\\r\\n` cut between its two bytes stays one line break, and a line
    after a lone `\\r` is read whole (the next piece begins a line, so a `---` there is seen)."""
    if raw.endswith(b"\r\n") and raw.find(b"\r") == len(raw) - 2 and raw.isascii():
        return [raw]  # a CRLF line: nothing to cut
    ahead: list[bytes] = []
    if stream is not None and raw.endswith(b"\r"):
        after = stream.read(1)
        if after == b"\n":
            raw += after
        else:  # the next line, or b"" for the end: the stream is not read past it again
            ahead.append(after + stream.readline(piece_bytes - 1) if after else b"")
    lines = _AFTER_A_BREAK.split(raw)
    if not lines[-1]:
        lines.pop()
    lines.reverse()
    return ahead + lines
