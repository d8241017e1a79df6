"""How `check-word` prints a word's ruling: the JSON object of the contract, and `-f lines`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.dictionary import Lexicon, fold, is_plain

if TYPE_CHECKING:
    from typing import Any, TextIO

    from referee.games.word_rules import WordRuling

LINES_PER_WRITE = 512
"""Lines gathered per write: one system call per line is slow when stdout is unbuffered."""


def ruling_object(ruling: WordRuling) -> dict[str, Any]:
    """The JSON object of the interface contract, plus the deciding layer and the correction."""
    verdict = ruling.verdict
    return {
        "word": verdict.word,
        "valid": ruling.valid,
        "reasons": [r.value for r in ruling.reasons],
        "suggestion": verdict.suggestion,
        "score": ruling.score,
        "corrected": verdict.corrected,
        "candidates": list(verdict.candidates),
        "decided_by": verdict.decided_by,
    }


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
