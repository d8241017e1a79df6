"""Where a word list comes from: a saved file, a pipe, or stdin, read once and named as its user
knows it.

`--lexicon FILE` and `score-sheet --what-if FILE` read FILE here. `-`, and a pipe that is this
process's stdin (`/dev/stdin` under `printf ... |`), are read through the one stdin reader
(`referee.stdin`), so a second reader of stdin is told which option read it.
"""

from __future__ import annotations

import os
import stat
from typing import NamedTuple

from referee.dictionary.wordlist import MAX_WORD_LIST_BYTES
from referee.errors import STDIN_NAME, LexiconError, Position
from referee.stdin import reads_stdin, stdin_bytes

STREAM_DIRECTORIES = ("/dev/", "/proc/")
"""Where the system names streams: the last part of `/dev/fd/63` (what the shell passes for
`<(...)`) or `/dev/stdin` names nothing the user wrote."""


class ListFile(NamedTuple):
    """A list's bytes (at most one more than a word list may have), the name its errors give
    (`source`: the path as typed, `<stdin>` for `-`) and the name its lexicon goes by."""

    raw: bytes
    source: str
    name: str


def list_name(path: str, saved: bool) -> str:
    """A lexicon's name: a saved file's own name (`american-english`), but a stream's path as
    typed (`/dev/fd/63` from `<(...)`, `/dev/stdin`, a named pipe), and `<stdin>` for `-`."""
    if path == "-":
        return STDIN_NAME
    if saved and not path.startswith(STREAM_DIRECTORIES):
        return os.path.basename(path)
    return path


def read_list_file(path: str, option: str) -> ListFile:
    """FILE of `option` (`--lexicon`, `--what-if`), read once; stdin, by either name, is read as
    `option FILE` (`--lexicon -`), the reader a second one is told of. An unreadable FILE is
    `FILE: cannot read word list: ...`."""
    if reads_stdin(path):
        source = STDIN_NAME if path == "-" else path
        return ListFile(_read_stdin(f"{option} {path}", source), source, list_name(path, False))
    try:
        with open(path, "rb") as handle:
            saved = stat.S_ISREG(os.fstat(handle.fileno()).st_mode)
            raw = handle.read(MAX_WORD_LIST_BYTES + 1)
    except OSError as exc:
        raise _unreadable(exc, path) from None
    return ListFile(raw, path, list_name(path, saved))


def _read_stdin(reader: str, source: str) -> bytes:
    stream = stdin_bytes(reader)
    try:
        return stream.read(MAX_WORD_LIST_BYTES + 1)
    except OSError as exc:
        raise _unreadable(exc, source) from None


def _unreadable(exc: OSError, source: str) -> LexiconError:
    return LexiconError(f"cannot read word list: {exc.strerror or exc}", Position(source))
