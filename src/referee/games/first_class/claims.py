"""First-Class Letters: a record as written, read into typed claims before any rule is applied.

The record reader (`record/`) checks that every key and value is well formed, and says where
when it is not; the rules (`sheets.py`, `rounds.py`, `paper.py`) then rule these claims without
reading the record again, so the schema and its messages live in one place.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.games.first_class.alphabetical import Order
from referee.games.first_class.model import FirstClassMode, FirstClassVariant, RoundRoll


@dataclass(frozen=True)
class RowClaim:
    """One row as the sheet shows it (a sheet's unused rows are None, not a claim)."""

    word: str | None = None
    round: int | None = None
    """With rounds: the round the word was written in."""
    score: int | None = None
    """The box score the sheet claims (None: not claimed)."""
    canceled: bool = False
    checks: int | None = None
    """A sheet as written: the checkmarks marked (None: not given)."""
    doubled: bool | None = None
    """A sheet as written: the doubling circle (None: not given)."""


@dataclass(frozen=True)
class SheetClaim:
    """A sheet as written: a player's (or the communal one), its seven rows, its claimed total."""

    name: str
    rows: tuple[RowClaim | None, ...]
    total: int | None = None

    @property
    def filled(self) -> int:
        return sum(1 for row in self.rows if row is not None)


@dataclass(frozen=True)
class CommunalRoundClaim:
    """A cooperative round as recorded: the roll, each player's word, the group's choice, the row."""

    roll: RoundRoll
    words: tuple[tuple[str, str], ...]
    """(player, word written); a player who wrote nothing is left out."""
    chosen: str | None
    row: int
    score: int | None


@dataclass(frozen=True)
class RecordClaims:
    """Everything a record says, read and checked for form only."""

    mode: FirstClassMode
    variants: tuple[FirstClassVariant, ...]
    special: dict[int, str]
    """The special rows' letters, by row (top first)."""
    order: Order
    rounds: tuple[RoundRoll, ...] | None
    """The rounds' rolls; None for a sheet as written on paper (no rounds recorded)."""
    sheets: tuple[SheetClaim, ...] = ()
    """Each player's sheet; cooperative play as written: the communal sheet."""
    communal_rounds: tuple[CommunalRoundClaim, ...] = ()
    """Cooperative play with rounds: every round's words and the communal row it filled."""
    communal_total: int | None = None
    names: tuple[str, ...] = ()
    """Cooperative play as written: the players the record lists."""

    @property
    def cooperative(self) -> bool:
        return self.mode is FirstClassMode.COOPERATIVE
