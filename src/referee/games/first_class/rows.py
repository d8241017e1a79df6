"""First-Class Letters: a sheet's rows ruled, and the alphabetical check at game end.

Rulebook, "Game End": "cancel as few words as possible so that the remaining words are in
alphabetical order from top to bottom" (the check itself is `alphabetical.py`'s).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from referee.dictionary import Reason
from referee.games.first_class.alphabetical import Entry, Order, OrderRuling, alpha_cancel
from referee.games.first_class.model import Dispute
from referee.games.first_class.words import WrittenWord

EMPTY_BOX = "empty-box"
"""Reason code: a box the player canceled because they had no word that round."""
ALPHABETICAL_ORDER = "alphabetical-order"
"""Reason code: canceled at game end to restore alphabetical order."""
CANCELED_AT_TABLE = "canceled-at-table"
"""Reason code: a word the table canceled (its score box covered) for a reason only the dice show."""
WITHOUT_PRIORITY = Reason.MISSING_PRIORITY.value
"""On a sheet as written with priority mail, a word with no checkmark: the priority letter is one
of the dice, so a word matching none of them lacks it (the marks taken as written say so)."""


@dataclass(frozen=True)
class RowRuling:
    """One row of a sheet: unused, a canceled empty box, or a word with its ruling."""

    row: int
    round: int | None = None
    ruling: WrittenWord | None = None
    empty_box: bool = False
    out_of_order: bool = False
    claimed: int | None = None
    pending: bool = False

    @cached_property
    def reasons(self) -> tuple[str, ...]:
        reasons = self.ruling.reasons if self.ruling else ()
        if self.empty_box:
            reasons = (*reasons, EMPTY_BOX)
        if self.out_of_order:
            reasons = (*reasons, ALPHABETICAL_ORDER)
        return reasons

    @property
    def canceled(self) -> bool:
        return bool(self.reasons)

    @property
    def points(self) -> int:
        return 0 if self.canceled or self.ruling is None else self.ruling.points

    @property
    def takes_part(self) -> bool:
        """Whether the row is in the alphabetical check: a word not canceled for another reason."""
        return self.ruling is not None and not self.ruling.canceled and not self.empty_box

    @property
    def status(self) -> str:
        if self.pending:
            return "pending"
        if self.ruling is None and not self.empty_box:
            return "unused"
        return "canceled" if self.canceled else "scored"

    def claim_upheld(self) -> bool:
        """A claimed score is right if it is the word's score, or 0 once canceled for order."""
        if self.claimed is None:
            return True
        before_order = 0 if self.ruling is None or self.ruling.canceled or self.empty_box else self.ruling.points
        return self.claimed == before_order or (self.out_of_order and self.claimed == 0)



@dataclass(frozen=True)
class SheetRuling:
    """A whole sheet: every row, the alphabetical check, and whether it was applied yet."""

    name: str
    rows: tuple[RowRuling, ...]
    order: OrderRuling
    applied: bool

    @property
    def total(self) -> int:
        return sum(r.points for r in self.rows)

    @property
    def best_word(self) -> int:
        return max((r.points for r in self.rows), default=0)

    @property
    def excluded(self) -> tuple[int, ...]:
        """Rows that take no part in the alphabetical check (canceled, empty or unused)."""
        return tuple(r.row for r in self.rows if not r.takes_part)


def check_order(name: str, rows: Sequence[RowRuling], apply: bool, order: Order) -> SheetRuling:
    """Run the alphabetical check on a sheet; cancel the rows it names when `apply` (game end)."""
    entries = [Entry(r.row, r.ruling.scored_as or r.ruling.written, r.ruling.points)
               for r in rows if r.ruling is not None and r.takes_part]
    ruling = alpha_cancel(entries, order)
    if apply and ruling.cancel:
        out = set(ruling.cancel)
        rows = [replace(r, out_of_order=True) if r.row in out else r for r in rows]
    return SheetRuling(name, tuple(rows), ruling, apply)


@dataclass(frozen=True)
class PaperRow(RowRuling):
    """A row as the paper shows it: what of it was taken as written rather than ruled."""

    taken: tuple[str, ...] = ()
    """What the referee took as written: `checks`, `doubled`, `score`, `canceled`."""
    circle_fault: Dispute | None = None
    """The circle marked with no checkmark: a dispute only while the word scores (`paper.py`)."""

    @property
    def dice_checked(self) -> bool | None:
        """False when the row's ruling needed the dice (it was taken as written); None when it needed
        none (an unused row, an empty box, a word canceled whatever the dice were)."""
        marks = (CANCELED_AT_TABLE, WITHOUT_PRIORITY)
        if self.ruling is None or (self.ruling.canceled and not any(r in self.ruling.reasons for r in marks)):
            return None
        return False
