"""First-Class Letters: what a record with rounds and a sheet as written on paper share when ruled.

The setup (mode, variants, the special rows in order), the players' sheets and their claimed
totals, the disputes over claimed scores, and the typed result (`RecordRuling`); `rounds.py` rules
the rows of a record with rounds, `paper.py` those of a sheet without rounds, both from the claims
the record reader (`record/`) read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from referee.games import Adjudication, typed
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.claims import RecordClaims, RowClaim, SheetClaim
from referee.games.first_class.cooperative import CooperativeRound
from referee.games.first_class.model import (
    ROUNDS,
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
from referee.games.first_class.words import Speller, rounds_scoring
from referee.letters import printed
from referee.plurals import plural


@dataclass
class Setup:
    """What the whole record shares: mode, variants, special rows, the rounds played."""

    mode: FirstClassMode
    variants: tuple[FirstClassVariant, ...]
    special: dict[int, str]
    rounds: list[RoundRoll]
    order: Order
    disputes: list[Dispute] = field(default_factory=list)
    names: tuple[str, ...] = ()
    """Cooperative play as written: the players the record lists (with rounds, their words name them)."""
    last_round_pending: bool = False
    """The last round rolled not yet on every sheet (a row still null there); with all seven
    rolled, the game is not over until it is."""

    @property
    def finished(self) -> bool:
        return len(self.rounds) == ROUNDS and not self.last_round_pending

    def initial(self, row: int) -> str | None:
        return self.special.get(row)

    @property
    def rounds_played(self) -> int:
        return len(self.rounds)

    @property
    def round_unfinished(self) -> bool:
        """Whether the last round played is on some sheets but not yet on all: with rounds, the last
        round rolled (round 7: the game cannot end before it is written); as written, the last row."""
        return self.last_round_pending

    @property
    def taken_as_written(self) -> tuple[str, ...] | None:
        """What was taken as written for want of the dice (None: a record with rounds checks all)."""
        return None


def setup_of(claims: RecordClaims) -> Setup:
    """The setup a record with rounds plays, its special rows' order ruled first."""
    return Setup(claims.mode, claims.variants, claims.special, list(claims.rounds or ()), claims.order,
                 special_disputes(claims.special))


def special_disputes(special: dict[int, str]) -> list[Dispute]:
    """Setup: "Roll the 3 letter dice and arrange them in alphabetical order" top to bottom."""
    ordered = [special[row] for row in sorted(special)]
    if ordered == sorted(ordered):
        return []
    return [Dispute(DisputeCode.SPECIAL_ROWS_ORDER, f"special rows: the setup letters go in alphabetical order "
                                                    f"from top to bottom ({' '.join(sorted(ordered))}), the "
                                                    f"record has {' '.join(ordered)}")]


RowsRule = Callable[[Sequence["RowClaim | None"], str, "Setup", Speller], list[RowRuling]]
"""Rules a player's seven rows as claimed: with rounds (`rounds.py`) or as written (`paper.py`)."""


def missing_rounds(rows: Sequence[RowRuling], setup: Setup) -> list[int]:
    """Rounds on no row: all of them at game end, else those before the round being written."""
    used = {r.round for r in rows if r.round is not None}
    last = len(setup.rounds) if setup.finished else len(setup.rounds) - 1
    return [n for n in range(1, last + 1) if n not in used]


def row_disputes(who: str, sheet: SheetRuling, setup: Setup | None = None) -> list[Dispute]:
    """A sheet's row scores the record claims and the referee does not; on a player's sheet
    (`setup` given), where the claim is what the word scores in another round, that is said too
    (the row's `round:` mistyped, or swapped; the communal sheet's rows have no round typed)."""
    disputes = []
    for row in sheet.rows:
        if not row.claim_upheld():
            word = row.ruling.written if row.ruling else "empty box"
            disputes.append(Dispute(DisputeCode.SCORE_CLAIM, f"{who} row {row.row} ({word}): the record "
                                    f"claims {row.claimed}, the referee scores {row.points}"
                                    + (_other_rounds(row, setup) if setup else "")))
    return disputes


def _other_rounds(row: RowRuling, setup: Setup) -> str:
    """'; limit scores 8 in round 3 (M-I-L): is the round number right?', or the empty string."""
    if row.ruling is None or row.round is None or not row.claimed or row.out_of_order:
        return ""
    others = [rnd for rnd in setup.rounds if rnd.number != row.round]
    found = rounds_scoring(row.ruling, others, row.claimed, setup.initial(row.row))
    if not found:
        return ""
    where = ", ".join(f"{n} ({printed(setup.rounds[n - 1].dice)})" for n in found)
    return (f"; {row.ruling.scored_as} scores {row.claimed} in {plural(len(found), 'round')} "
            f"{where}: is the round number right?")


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
        return game_over(self.setup, self.pending)

    @property
    def player_names(self) -> tuple[str, ...]:
        """Cooperative play: the players, in the order their words first appear (or as named)."""
        return tuple(dict.fromkeys(name for r in self.rounds for name, _ in r.words)) or self.setup.names

    @cached_property
    def outcome(self) -> GameOutcome:
        return settle([p.sheet for p in self.sheets], competitive=self.setup.mode is FirstClassMode.COMPETITIVE,
                      complete=self.complete) if not self.cooperative else GameOutcome(self.complete)

    @property
    def totals_checked(self) -> bool:
        """Whether a claimed total is checked: only at game end. "Game End": "Add up the points for
        all uncanceled words and write your final score in the box at the bottom of your sheet", after
        the alphabetical check; in a game in progress the last words and the cancellations for order
        are still to come, so no count yet can confirm or refute a final score."""
        return self.complete

    def total_unchecked(self, claimed: int | None) -> bool:
        """A total the record claims that is left unchecked because the game is in progress."""
        return claimed is not None and not self.totals_checked

    def adjusted_total(self, sheet: SheetRuling) -> int:
        """The score the Solo Play chart reads (solo and cooperative play)."""
        return adjusted_total(sheet.total, self.setup.variants)

    def rank(self, sheet: SheetRuling) -> str | None:
        """The Solo Play chart's rank, once the game is complete (under its lowest line, none)."""
        return rank_for(self.adjusted_total(sheet)) if self.complete else None


def game_over(setup: Setup, pending: Sequence[int] = ()) -> bool:
    """Every round played and every row written (no cooperative choice still pending): the game's
    end, when the alphabetical check applies and a winner or a rank is named."""
    return setup.finished and not pending


def ruled(adjudication: Adjudication) -> RecordRuling:
    """The typed result of a First-Class Letters adjudication (the table, analysis and standings read it)."""
    return typed(adjudication.result, RecordRuling, "a First-Class Letters ruling")


def rule_players(setup: Setup, players: Sequence[SheetClaim], speller: Speller, rule_rows: RowsRule) -> RecordRuling:
    """Every player's sheet, its rows ruled by `rule_rows` (with rounds, or as written on paper)."""
    sheets: list[PlayerSheet] = []
    ruled = [(player, rule_rows(player.rows, player.name, setup, speller)) for player in players]
    setup.last_round_pending = last_round_unwritten(setup, [rows for _, rows in ruled])
    for player, rows in ruled:
        for missing in missing_rounds(rows, setup):
            setup.disputes.append(Dispute(DisputeCode.ROUND_WITHOUT_ROW, f"{player.name}: round {missing} is on "
                                          f"no row of the sheet (a player with no word cancels an empty box)"))
        sheet = check_order(player.name, rows, game_over(setup), setup.order)
        sheets.append(PlayerSheet(sheet, player.total))
    return RecordRuling(setup, tuple(sheets))


def last_round_unwritten(setup: Setup, sheets: Sequence[Sequence[RowRuling]]) -> bool:
    """The last round rolled (the 7th or any before it) on no row of some sheet that still has a
    row unused: the players are still writing it, as a sheet as written one row behind ("in
    progress in round N, not yet on every sheet"); one rule for every round, so the wording does
    not change with the round."""
    last = len(setup.rounds)
    if last == 0:
        return False
    return any(all(r.round != last for r in rows) and any(r.status == "unused" for r in rows)
               for rows in sheets)


def record_disputes(ruling: RecordRuling) -> list[Dispute]:
    """Every point ruled against a record: its setup, each sheet's claimed scores and (at game end)
    its claimed totals."""
    disputes = list(ruling.setup.disputes)
    checked = ruling.totals_checked
    if ruling.setup.mode is FirstClassMode.COOPERATIVE:
        sheet = ruling.sheets[0].sheet
        disputes += row_disputes("communal sheet", sheet)
        if checked and ruling.communal_claim is not None and ruling.communal_claim != sheet.total:
            disputes.append(_total_claim("communal sheet", ruling.communal_claim, sheet.total))
        return disputes
    for player in ruling.sheets:
        sheet = player.sheet
        disputes += row_disputes(sheet.name, sheet, ruling.setup)
        if checked and player.claimed_total is not None and player.claimed_total != sheet.total:
            disputes.append(_total_claim(sheet.name, player.claimed_total, sheet.total))
    return disputes


def _total_claim(who: str, claimed: int, total: int) -> Dispute:
    return Dispute(DisputeCode.TOTAL_CLAIM, f"{who}: the record claims a total of {claimed}, "
                                            f"the referee counts {total}")
