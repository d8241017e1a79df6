"""`referee check-word WORD...` without starting click: the one command people time at the table.

A cold `referee check-word cucumber` spends most of its life importing click and typing. When
the arguments are only words, optionally with `-f lines` or `-f json`, this module answers with
exactly the code the click command uses (`rule_word`, `ruling_object`, `write_lines`), and
anything else — another option, `--`, stdin, `REFEREE_LEXICON` — falls through to click.
tests/test_quickcheck.py holds the two paths to byte-identical output.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.dictionary import LEXICON_ENV, Lexicon, fold, get_lexicon, is_plain

if TYPE_CHECKING:
    from typing import Any, TextIO

    from referee.games.word_rules import WordRuling

FAST_FORMATS = ("lines", "json")
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


def parse(argv: list[str]) -> tuple[str, list[str]] | None:
    """(format, words) when argv is `check-word [-f lines|json] WORD...`, else None."""
    if len(argv) < 2 or argv[0] != "check-word" or os.environ.get(LEXICON_ENV):
        return None
    fmt = "table"
    rest = argv[1:]
    if rest[0] in ("-f", "--format") and len(rest) > 1:
        fmt, rest = rest[1], rest[2:]
    elif rest[0].startswith("--format="):
        fmt, rest = rest[0].split("=", 1)[1], rest[1:]
    if fmt not in FAST_FORMATS or not rest or any(w.startswith("-") or not w.strip() for w in rest):
        return None
    return fmt, rest


def run(argv: list[str]) -> int | None:
    """Answer a plain check-word call and return its exit status, or None to let click do it."""
    parsed = parse(argv)
    if parsed is None:
        return None
    fmt, words = parsed
    lexicon = get_lexicon()
    try:
        if fmt == "lines":
            return write_lines(lexicon, words, None, sys.stdout)
        from referee.games.word_rules import WordRules, rule_word
        from referee.render import to_json

        status = 0
        rules = WordRules()
        for word in words:
            ruling = rule_word(lexicon, word, rules)
            status = status if ruling.valid else 1
            sys.stdout.write(to_json(ruling_object(ruling)) + "\n")
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
