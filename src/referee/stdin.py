"""stdin has one reader: the first to ask takes it, and a second is told which one did.

`-` may be records, the words to check, a round (`--round -`), house rules or a word list
(`--house-rules -`, `--lexicon -`, `--what-if -`); any two of them would leave the second an
empty read. Kept apart from the record reader so that a word list or the words on stdin do not
import it (nor PyYAML under it).
"""

from __future__ import annotations

import os
import stat
import sys
from typing import IO

from referee.errors import STDIN_NAME, InputError, Position

_taken: tuple[object, str] | None = None
"""The stdin object already handed to a reader, and what that reader was (one per process run;
kept by identity, so each in-process test run with its own stdin starts afresh)."""


def stdin_bytes(reader: str) -> IO[bytes]:
    """stdin as bytes, for `reader` (named in the error if another reader wants it too)."""
    global _taken
    stdin = sys.stdin
    if stdin is None or getattr(stdin, "buffer", None) is None:
        raise InputError("cannot read: stdin is closed", Position(STDIN_NAME))
    if _taken is not None and _taken[0] is stdin:
        raise InputError(f"stdin is already read by {_taken[1]}; give one of them as a FILE",
                         Position(STDIN_NAME))
    _taken = (stdin, reader)
    return stdin.buffer


def is_stdin(path: str) -> bool:
    """Whether a FILE names this process's stdin: `-`, or another name for the same file
    (`/dev/stdin`, `/dev/fd/0`), which a first reader would leave empty for a second."""
    if path == "-":
        return True
    try:
        return os.path.samestat(os.stat(path), os.fstat(sys.stdin.fileno()))
    except (OSError, ValueError, AttributeError):  # no such file; stdin closed, or not a file (a test's)
        return False


def reads_stdin(path: str | None) -> bool:
    """Whether FILE is this process's stdin as a stream, which only one reader can read: `-`, or
    another name for the same pipe or terminal (`/dev/stdin` under `printf ... |`). A saved file
    given as stdin (`< words.txt`) opens afresh under any name, so under another name it is not."""
    if not path:
        return False
    if path == "-":
        return True
    try:
        if stat.S_ISREG(os.stat(path).st_mode):
            return False
    except (OSError, ValueError):
        return False
    return is_stdin(path)
