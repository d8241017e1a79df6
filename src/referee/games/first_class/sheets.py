"""First-Class Letters: what a record with rounds and a sheet as written on paper share when read.

The setup (mode, variants, the special rows), the players and their claimed totals, and the
disputes over claimed scores; `record.py` reads the rounds and their rows, `paper.py` the rows of a
sheet without rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from referee.games import Adjudication
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.cooperative import CooperativeRound
from referee.games.first_class.model import (
    DEFAULT_SPECIAL_ROWS,
    DICE,
    ROUNDS,
    ROWS,
    Dispute,
    DisputeCode,
    FirstClassMode,
    FirstClassVariant,
    RoundRoll,
    adjusted_total,
    rank_for,
)
from referee.games.first_class.outcome import GameOutcome, settle
from referee.games.first_class.rows import RowRuling, SheetRuling, check_order
from referee.games.first_class.words import Speller
from referee.records import Fields, Node

PLAYER_KEYS = ("name", "rows", "total")


@dataclass
class Setup:
    """What the whole record shares: mode, variants, special rows, the rounds played."""

    mode: FirstClassMode
    variants: tuple[FirstClassVariant, ...]
    special: dict[int, str]
    rounds: list[RoundRoll]
    round_nodes: list[Node]
    order: Order
    disputes: list[Dispute] = field(default_factory=list)
    names: tuple[str, ...] = ()
    """Cooperative play as written: the players the record lists (with rounds, their words name them)."""

    @property
    def finished(self) -> bool:
        return len(self.rounds) == ROUNDS

    def initial(self, row: int) -> str | None:
        return self.special.get(row)

    @property
    def rounds_played(self) -> int:
        return len(self.rounds)

    @property
    def taken_as_written(self) -> tuple[str, ...] | None:
        """What was taken as written for want of the dice (None: a record with rounds checks all)."""
        return None


def read_mode(fields: Fields) -> FirstClassMode:
    node = fields.get("mode")
    if node is None:
        return FirstClassMode.COMPETITIVE
    return FirstClassMode(node.choice("mode", [m.value for m in FirstClassMode]))


def read_variants(fields: Fields) -> tuple[FirstClassVariant, ...]:
    node = fields.get("variants")
    if node is None:
        return ()
    names = [m.value for m in FirstClassVariant]
    chosen: list[FirstClassVariant] = []
    entries = [node] if not node.is_sequence else node.items("variants")
    for entry in entries:
        variant = FirstClassVariant(entry.choice("variants entry", names))
        if variant in chosen:
            raise entry.fail(f"variants: {variant.value!r} is listed twice")
        chosen.append(variant)
    return tuple(chosen)


def read_special(fields: Fields, disputes: list[Dispute]) -> dict[int, str]:
    node = fields.require("special")
    special: dict[int, str] = {}
    if node.is_mapping:
        for key, value in node.mapping("special"):
            row = key.integer_key("special row", 1, ROWS)
            special[row] = value.letter(f"special row {row}")
    else:
        letters = node.letters("special")
        if len(letters) != DICE:
            raise node.fail(f"special: expected the {DICE} letters of the setup roll, got {len(letters)}")
        special = dict(zip(DEFAULT_SPECIAL_ROWS, letters, strict=True))
    if len(special) != DICE:
        raise node.fail(f"special: expected {DICE} special rows (row: letter), got {len(special)}")
    ordered = [special[row] for row in sorted(special)]
    if ordered != sorted(ordered):
        disputes.append(Dispute(DisputeCode.SPECIAL_ROWS_ORDER,
                                f"special rows: the setup letters go in alphabetical order from top to "
                                f"bottom ({' '.join(sorted(ordered))}), the record has {' '.join(ordered)}"))
    return dict(sorted(special.items()))


def read_claim(fields: Fields, key: str, what: str) -> int | None:
    node = fields.get(key)
    return node.integer(f"{what} {key}", minimum=0) if node else None


RowsReader = Callable[[Node, str, "Setup", Speller], list[RowRuling]]
"""Reads and rules a player's seven rows: with rounds (`record.py`) or as written (`paper.py`)."""


def missing_rounds(rows: Sequence[RowRuling], setup: Setup) -> list[int]:
    """Rounds on no row: all of them at game end, else those before the round being written."""
    used = {r.round for r in rows if r.round is not None}
    last = len(setup.rounds) if setup.finished else len(setup.rounds) - 1
    return [n for n in range(1, last + 1) if n not in used]


def row_disputes(who: str, sheet: SheetRuling) -> list[Dispute]:
    """A sheet's row scores the record claims and the referee does not."""
    disputes = []
    for row in sheet.rows:
        if not row.claim_upheld():
            word = row.ruling.written if row.ruling else "empty box"
            disputes.append(Dispute(DisputeCode.SCORE_CLAIM, f"{who} row {row.row} ({word}): the record "
                                    f"claims {row.claimed}, the referee scores {row.points}"))
    return disputes


@dataclass(frozen=True)
class PlayerSheet:
    """A sheet ruled, with the total the record claims for it."""

    sheet: SheetRuling
    claimed_total: int | None


@dataclass(frozen=True)
class RecordRuling:
    """Everything ruled on a record: the game's typed result, which `result.py` writes out as the
    JSON object and the table, the analysis and the standings read."""

    setup: Setup
    sheets: tuple[PlayerSheet, ...]
    rounds: tuple[CooperativeRound, ...] = ()
    communal_claim: int | None = None
    pending: tuple[int, ...] = ()

    @property
    def cooperative(self) -> bool:
        return self.setup.mode is FirstClassMode.COOPERATIVE

    @property
    def complete(self) -> bool:
        """Every round played and every row written (no cooperative choice still pending)."""
        return self.setup.finished and not self.pending

    @property
    def player_names(self) -> tuple[str, ...]:
        """Cooperative play: the players, in the order their words first appear (or as named)."""
        return tuple(dict.fromkeys(name for r in self.rounds for name, _ in r.words)) or self.setup.names

    @cached_property
    def outcome(self) -> GameOutcome:
        return settle([p.sheet for p in self.sheets], competitive=self.setup.mode is FirstClassMode.COMPETITIVE,
                      complete=self.complete) if not self.cooperative else GameOutcome(self.complete)

    def adjusted_total(self, sheet: SheetRuling) -> int:
        """The score the Solo Play chart reads (solo and cooperative play)."""
        return adjusted_total(sheet.total, self.setup.variants)

    def rank(self, sheet: SheetRuling) -> str | None:
        """The Solo Play chart's rank, once the game is complete (under its lowest line, none)."""
        return rank_for(self.adjusted_total(sheet)) if self.complete else None


def ruled(adjudication: Adjudication) -> RecordRuling:
    """The typed result of a First-Class Letters adjudication (the table, analysis and standings read it)."""
    if not isinstance(adjudication.result, RecordRuling):
        raise TypeError(f"not a First-Class Letters ruling: {type(adjudication.result).__name__}")
    return adjudication.result


def rule_players(setup: Setup, fields: Fields, speller: Speller, read_rows: RowsReader) -> RecordRuling:
    """Every player's sheet, its rows read by `read_rows` (with rounds, or as written on paper)."""
    players_node = fields.require("players")
    entries = players_node.items("players")
    if setup.mode is FirstClassMode.SOLO and len(entries) != 1:
        raise players_node.fail(f"players: solo play has exactly one player, got {len(entries)}")
    if setup.mode is FirstClassMode.COMPETITIVE and len(entries) < 2:
        raise players_node.fail(f"players: competitive play needs 2 or more players, got {len(entries)} "
                                f"(mode: solo for a solitaire game)")
    seen: set[str] = set()
    sheets: list[PlayerSheet] = []
    for entry in entries:
        player = Fields(entry, "player", PLAYER_KEYS)
        name_node = player.require("name")
        name = name_node.text("player name")
        if name.lower() in seen:
            raise name_node.fail(f"player name: {name!r} is listed twice")
        seen.add(name.lower())
        rows = read_rows(player.require("rows"), name, setup, speller)
        for missing in missing_rounds(rows, setup):
            setup.disputes.append(Dispute(DisputeCode.ROUND_WITHOUT_ROW, f"{name}: round {missing} is on no "
                                          f"row of the sheet (a player with no word cancels an empty box)"))
        sheet = check_order(name, rows, setup.finished, setup.order)
        sheets.append(PlayerSheet(sheet, read_claim(player, "total", f"{name}")))
    return RecordRuling(setup, tuple(sheets))


def record_disputes(ruling: RecordRuling) -> list[Dispute]:
    """Every point ruled against a record: its setup, each sheet's claimed scores and totals."""
    disputes = list(ruling.setup.disputes)
    if ruling.setup.mode is FirstClassMode.COOPERATIVE:
        sheet = ruling.sheets[0].sheet
        disputes += row_disputes("communal sheet", sheet)
        if ruling.communal_claim is not None and ruling.communal_claim != sheet.total:
            disputes.append(_total_claim("communal sheet", ruling.communal_claim, sheet.total))
        return disputes
    for player in ruling.sheets:
        sheet = player.sheet
        disputes += row_disputes(sheet.name, sheet)
        if player.claimed_total is not None and player.claimed_total != sheet.total:
            disputes.append(_total_claim(sheet.name, player.claimed_total, sheet.total))
    return disputes


def _total_claim(who: str, claimed: int, total: int) -> Dispute:
    return Dispute(DisputeCode.TOTAL_CLAIM, f"{who}: the record claims a total of {claimed}, "
                                            f"the referee counts {total}")
