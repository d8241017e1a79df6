"""First-Class Letters: the JSON object of a ruled record (interface section 6 and 6b), built here only.

The rules pass typed rulings (`RowRuling`, `SheetRuling`, `RecordRuling`); this module turns them
into the contract's objects, which the table (`table.py`), `--analyse` and the standings read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import typed
from referee.games.first_class.cooperative import CooperativeRound, spelling
from referee.games.first_class.model import GAME, Dispute, FirstClassMode, RoundRoll
from referee.games.first_class.outcome import GameOutcome
from referee.games.first_class.rows import PaperRow, RowRuling, SheetRuling

if TYPE_CHECKING:
    from referee.games import Adjudication
    from referee.games.first_class.alphabetical import OrderRuling
    from referee.games.first_class.dice import DieAudit
    from referee.games.first_class.hints import WordHint
    from referee.games.first_class.model import FirstClassVariant
    from referee.games.first_class.sheets import PlayerSheet, RecordRuling


def round_json(rnd: RoundRoll) -> dict[str, Any]:
    """A round's roll: `round`, `dice`, `dead`, `priority`."""
    return {"round": rnd.number, "dice": list(rnd.dice), "dead": rnd.dead, "priority": rnd.priority}


def row_json(row: RowRuling) -> dict[str, Any]:
    """One row of a sheet; a paper row also says what was taken as written (section 6b)."""
    r = row.ruling
    out = {
        "row": row.row,
        "word": r.written if r else None,
        "round": row.round,
        "checks": r.checks if r else 0,
        "doubled": r.doubled if r else False,
        "score": row.points,
        "canceled": row.canceled,
        "reasons": list(row.reasons),
        "status": row.status,
        "corrected": r.corrected if r else None,
        "candidates": list(r.candidates) if r else [],
        "claimed_score": row.claimed,
        "disputed": not row.claim_upheld(),
    }
    if isinstance(row, PaperRow):
        if row.ruling is not None and "checks" not in row.taken:
            out["checks"] = None  # the row gives the box score, and the circle only if it says
            if "doubled" not in row.taken:
                out["doubled"] = None
        out["dice_checked"] = row.dice_checked
        out["taken_as_written"] = list(row.taken)
    return out


def order_json(sheet: SheetRuling) -> dict[str, Any]:
    """The alphabetical check of a sheet: what it cancels and keeps, and whether it was applied."""
    return {"cancel": list(sheet.order.cancel), "kept": list(sheet.order.kept),
            "score": sheet.order.score, "excluded": list(sheet.excluded), "applied": sheet.applied}


def cooperative_round_json(ruled: CooperativeRound) -> dict[str, Any]:
    """A cooperative round: the roll, every player's word, the elimination and the word chosen."""
    return {
        **round_json(ruled.roll),
        "words": [{"player": name, "word": w.written, "corrected": w.corrected, "score": w.points,
                   "canceled": w.canceled, "reasons": list(w.reasons)} for name, w in ruled.words],
        "eliminated": [spelling(w) for _, w in ruled.elimination.eliminated],
        "candidates": ruled.elimination.candidate_words,
        "chosen": spelling(ruled.pick) if ruled.pick else None,
        "decision": ruled.decision,
        "row": ruled.row,
    }


def outcome_json(outcome: GameOutcome) -> dict[str, Any]:
    """`complete`, `tiebreak_rule`, `leaders` and `winners` (and `tie`, when one was broken)."""
    out: dict[str, Any] = {"complete": outcome.complete,
                           "tiebreak_rule": outcome.tiebreak_rule.value if outcome.tiebreak_rule else None}
    if not outcome.competitive:
        return {**out, "winners": [], "leaders": []}
    out |= {"leaders": list(outcome.leaders), "winners": list(outcome.winners)}
    if outcome.tie is not None:
        out["tie"] = {"tied": list(outcome.tie.tied), "total": outcome.tie.total,
                      "best_words": {name: {"word": w, "score": p} for name, (w, p) in outcome.tie.best_words.items()}}
    return out


def record_json(ruling: RecordRuling, disputes: Sequence[Dispute]) -> dict[str, Any]:
    """The whole record ruled (interface section 6), its disputes last."""
    setup = ruling.setup
    record: dict[str, Any] = {
        "game": GAME,
        "mode": setup.mode.value,
        "variants": [v.value for v in setup.variants],
        "special": dict(setup.special),
        "rounds_played": setup.rounds_played,
        "finished": setup.finished,
    }
    if ruling.cooperative:
        sheet = ruling.sheets[0].sheet
        record["players"] = [{"name": name} for name in ruling.player_names]
        record["rounds"] = [cooperative_round_json(r) for r in ruling.rounds]
        record["communal"] = {
            "rows": [row_json(r) for r in sheet.rows],
            "total": sheet.total,
            "claimed_total": ruling.communal_claim,
            "adjusted_total": ruling.adjusted_total(sheet),
            "rank": ruling.rank(sheet),
            "order": order_json(sheet),
        }
        if ruling.total_unchecked(ruling.communal_claim):
            record["communal"]["claimed_total_checked"] = False
        record["pending"] = list(ruling.pending)
    else:
        record["players"] = [player_json(ruling, player) for player in ruling.sheets]
    record |= outcome_json(ruling.outcome)
    if setup.taken_as_written is not None:
        record["dice_checked"] = False
        record["taken_as_written"] = list(setup.taken_as_written)
    record["disputes"] = [dispute.text for dispute in disputes]
    return record


def player_json(ruling: RecordRuling, player: PlayerSheet) -> dict[str, Any]:
    """A player's sheet: rows, total, claimed total, best word, order (solo: the adjusted total, rank)."""
    sheet = player.sheet
    out: dict[str, Any] = {
        "name": sheet.name,
        "rows": [row_json(r) for r in sheet.rows],
        "total": sheet.total,
        "claimed_total": player.claimed_total,
        "best_word": sheet.best_word,
        "order": order_json(sheet),
    }
    if ruling.total_unchecked(player.claimed_total):
        out["claimed_total_checked"] = False  # a game in progress has no final score to check yet
    if ruling.setup.mode is FirstClassMode.SOLO:
        out["adjusted_total"] = ruling.adjusted_total(sheet)
        out["rank"] = ruling.rank(sheet)
    return out


def _hint_json(hint: WordHint | None) -> dict[str, Any] | None:
    return None if hint is None else {"word": hint.word, "score": hint.score}


@dataclass(frozen=True)
class RowAnalysis:
    """`--analyse` for one row: the best word the round allowed there, the best that kept the order,
    and the points the written word missed against the latter."""

    row: int
    round: int
    word: str | None
    score: int
    best: WordHint | None
    best_in_place: WordHint | None
    missed: int

    def as_json(self) -> dict[str, Any]:
        return {"row": self.row, "round": self.round, "word": self.word, "score": self.score,
                "best": _hint_json(self.best), "best_in_place": _hint_json(self.best_in_place),
                "missed": self.missed}


@dataclass(frozen=True)
class SheetAnalysis:
    """`--analyse` for one sheet: a player's (named) or the communal one (no name)."""

    name: str | None
    rows: tuple[RowAnalysis, ...]

    @property
    def missed(self) -> int:
        return sum(r.missed for r in self.rows)

    def as_json(self) -> dict[str, Any]:
        rows = [r.as_json() for r in self.rows]
        return {"rows": rows, "missed": self.missed} if self.name is None else \
            {"name": self.name, "rows": rows, "missed": self.missed}


@dataclass(frozen=True)
class GameAnalysis:
    """`score-sheet --analyse` for a record: every player's sheet, or the communal sheet."""

    players: tuple[SheetAnalysis, ...]
    communal: SheetAnalysis | None

    def as_json(self) -> dict[str, Any]:
        if self.communal is not None:
            return {"communal": self.communal.as_json()}
        return {"players": [p.as_json() for p in self.players]}


@dataclass(frozen=True)
class SheetOrder:
    """`alpha-cancel` on one sheet: every row as written, with its points, and the check's ruling;
    `excluded` rows (canceled or empty) take no part. The record's own sheets print `order_json`."""

    words: tuple[str | None, ...]
    points: tuple[int, ...]
    ruling: OrderRuling
    excluded: tuple[int, ...] = ()
    name: str | None = None
    corrected: tuple[str | None, ...] = ()
    """A record's rows: the clear correction each misspelt word is scored and ordered as (the
    table shows it, `aple -> apple`, so a check that puts apple after apex reads as it rules)."""

    @property
    def rows(self) -> list[tuple[int, str | None, int, str]]:
        """(row, word, points, ruling) top to bottom; the ruling is excluded, cancel or kept."""
        canceled, skipped = set(self.ruling.cancel), set(self.excluded)
        return [(n, w, p, "excluded" if n in skipped else "cancel" if n in canceled else "kept")
                for n, (w, p) in enumerate(zip(self.words, self.points, strict=True), start=1)]

    def as_json(self) -> dict[str, Any]:
        """The contract's object (`cancel`, `kept`, `score`), the sheet's name when it has one,
        and the rows, for tables and scripts."""
        obj: dict[str, Any] = {} if self.name is None else {"name": self.name}
        obj.update({"cancel": list(self.ruling.cancel), "kept": list(self.ruling.kept), "score": self.ruling.score,
                    "excluded": list(self.excluded)})
        obj["rows"] = [{"row": n, "word": w, "points": p, "ruling": r} for n, w, p, r in self.rows]
        return obj


def analysed(adjudication: Adjudication) -> GameAnalysis:
    """The typed `--analyse` analysis of a First-Class Letters adjudication, for its table."""
    return typed(adjudication.analysis, GameAnalysis, "a First-Class Letters analysis")


@dataclass(frozen=True)
class GameRoll:
    """`referee roll first-class-letters`: a record fragment of the variants, the setup roll's
    special rows (when it was rolled) and each round's dice, dead and priority letters."""

    seed: int | None
    variants: tuple[FirstClassVariant, ...]
    special: dict[int, str] | None
    rounds: tuple[RoundRoll, ...]

    def as_json(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"game": GAME, "seed": self.seed, "variants": [v.value for v in self.variants]}
        if self.special is not None:
            obj["special"] = dict(self.special)
        rounds = []
        for rnd in self.rounds:
            entry: dict[str, Any] = {"dice": list(rnd.dice)}
            if rnd.dead is not None:
                entry["dead"] = rnd.dead
            if rnd.priority is not None:
                entry["priority"] = rnd.priority
            rounds.append(entry)
        obj["rounds"] = rounds
        return obj


@dataclass(frozen=True)
class DiceAudit:
    """`roll first-class-letters --audit N`: every die rolled N times, and whether each is fair."""

    rolls: int
    seed: int | None
    dice: tuple[DieAudit, ...]

    @property
    def uniform(self) -> bool:
        return all(die.uniform for die in self.dice)

    def as_json(self) -> dict[str, Any]:
        return {"game": GAME, "audit": self.rolls, "seed": self.seed,
                "dice": [{"die": d.label, "faces": list(d.faces), "counts": list(d.counts),
                          "chi_square": d.chi_square, "critical": d.critical, "uniform": d.uniform}
                         for d in self.dice]}


def suggestion_json(hint: WordHint) -> dict[str, Any]:
    """`hint first-class-letters`, one suggestion: the word, its score, checkmarks, doubling and how
    common it is."""
    return {"word": hint.word, "score": hint.score, "checks": hint.checks, "doubled": hint.doubled,
            "frequency": hint.frequency}
