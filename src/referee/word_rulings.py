"""How `check-word -f lines` prints words, like `hunspell -l` (the JSON object is `WordRuling.as_json`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.dictionary import Lexicon, fold, is_plain

if TYPE_CHECKING:
    from typing import TextIO

LINES_PER_WRITE = 512
"""Lines gathered per write: one system call per line is slow when stdout is unbuffered."""


def write_lines(lexicon: Lexicon, words: Iterable[str], only: str | None, out: TextIO) -> int:
    """One word per line, like `hunspell -l` (with --only invalid); exit 1 if any is invalid."""
    status = 0
    pending: list[str] = []
    for word in words:
        folded = fold(word)
        valid = is_plain(folded) and lexicon.is_word(folded)
        if not valid:
            status = 1
        if only is None or (only == "valid") == valid:
            pending.append(word + "\n")
            if len(pending) >= LINES_PER_WRITE:
                out.write("".join(pending))
                pending.clear()
    out.write("".join(pending))
    out.flush()
    return status
