"""`alpha-cancel`'s check on its own: a sheet typed as rows of words (`rows: [apple=3, null,
zebra=2]`, or `apple=3 zebra=2` on the command line), or a record's sheet once its words are ruled.

Which rows take part and with what points is decided here, once, for the command line, a plain
sheet and a record alike; `record/` reads the nodes, `result.SheetOrder` is the object printed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee.games.first_class.alphabetical import Entry, Order, alpha_cancel
from referee.games.first_class.result import SheetOrder
from referee.games.first_class.rows import SheetRuling

WORD = "WORD"
WORD_AND_SCORE = "WORD=SCORE"


class ScoredWordError(ValueError):
    """A row written `WORD=SCORE` that is not one; `part` is what is wrong (WORD or WORD=SCORE),
    which the command line names in its message."""

    def __init__(self, message: str, part: str) -> None:
        super().__init__(message)
        self.message = message
        self.part = part


def parse_scored_word(text: str) -> tuple[str, int]:
    """`apple=3` -> ("apple", 3); a bare word counts 1 (a sheet noted without its scores). A
    byte order mark before the word is dropped, as a file's is: `xargs referee alpha-cancel <
    FILE` hands a FILE saved with one (Notepad's UTF-8) to its first row, and the invisible
    character would sort the word after `zebra`."""
    word, sep, score = text.removeprefix("\ufeff").partition("=")
    word = word.strip()
    if not word:
        raise ScoredWordError(f"expected WORD or WORD=SCORE, got {text!r}", WORD)
    if not sep:
        return word, 1
    try:
        points = int(score.strip())
    except ValueError:
        raise ScoredWordError(f"{text!r}: SCORE must be a whole number", WORD_AND_SCORE) from None
    if points < 0:
        raise ScoredWordError(f"{text!r}: SCORE must be 0 or more", WORD_AND_SCORE)
    return word, points


@dataclass(frozen=True)
class PlainRow:
    """A row of a plain sheet: its word (None for an empty box) and points; a canceled or empty
    row takes no part in the check and scores nothing."""

    word: str | None
    points: int = 1
    takes_part: bool = True


def check_plain_sheet(rows: Sequence[PlainRow], order: Order, name: str | None = None) -> SheetOrder:
    """The cancellations that put a plain sheet in order, keeping the most points."""
    excluded = tuple(n for n, row in enumerate(rows, start=1) if not row.takes_part)
    entries = [Entry(n, row.word, row.points) for n, row in enumerate(rows, start=1)
               if row.takes_part and row.word is not None]
    return SheetOrder(tuple(row.word for row in rows), tuple(row.points if row.takes_part else 0 for row in rows),
                      alpha_cancel(entries, order), excluded, name)


def check_ruled_sheet(sheet: SheetRuling) -> SheetOrder:
    """A record's sheet, its words ruled and its check run (`record.order_sheets`): each row as
    written, with the points its word scores unless the word was canceled."""
    words = tuple(r.ruling.written if r.ruling else None for r in sheet.rows)
    points = tuple(r.ruling.points if r.ruling and not r.ruling.canceled else 0 for r in sheet.rows)
    corrected = tuple(r.ruling.corrected if r.ruling else None for r in sheet.rows)
    return SheetOrder(words, points, sheet.order, sheet.excluded, sheet.name, corrected)
