"""First-Class Letters sheets as written on paper: a record without `rounds` (interface section 6b).

Nobody writes down the dice of each round, so a typed-up sheet has only what the paper shows: the
special letters, the seven words, the checkmarks, the doubling circle and the box scores. The
referee rules all that needs no dice with the same code as a record with rounds (`rule_word`,
`check_order`, the winners and the solo rank of the rest of the package), and takes as written
what needed the dice: which letters matched, the dead letter, the priority letter. Rows whose ruling
needed the dice carry `dice_checked: false`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from referee.games.first_class.claims import RecordClaims, RowClaim
from referee.games.first_class.model import Dispute, DisputeCode, FirstClassVariant, RoundRoll
from referee.games.first_class.rows import (
    CANCELED_AT_TABLE,
    WITHOUT_PRIORITY,
    PaperRow,
    RowRuling,
    SheetRuling,
    check_order,
)
from referee.games.first_class.score import box_score
from referee.games.first_class.sheets import PlayerSheet, RecordRuling, Setup, game_over, rule_players, special_disputes
from referee.games.first_class.words import Speller, WrittenWord, rule_word
from referee.plurals import counted

NO_DICE = RoundRoll(0, ())
"""The round a paper row is ruled in: no dice, so only the dictionary and the row's initial apply."""


@dataclass
class PaperSetup(Setup):
    """A record without rounds: finished when every row of every sheet is written."""

    full: bool = False
    filled: int = 0
    least: int = 0
    """The rows written on the sheet that has fewest: one short of `filled` mid-round."""

    @property
    def finished(self) -> bool:
        return self.full

    @property
    def rounds_played(self) -> int:
        """As many rounds as the fullest sheet has rows written."""
        return self.filled

    @property
    def round_unfinished(self) -> bool:
        return self.least < self.filled

    @property
    def taken_as_written(self) -> tuple[str, ...]:
        """The rulings that needed the dice: the matching letters (checks, doubled), the dead letter
        (not in breezy), the priority letter (priority mail)."""
        taken = ["checks", "doubled"]
        if FirstClassVariant.BREEZY not in self.variants:
            taken.append("dead-letter")
        if FirstClassVariant.PRIORITY_MAIL in self.variants:
            taken.append("missing-priority")
        return tuple(taken)


def _letters(word: str) -> int:
    return sum(1 for c in word if c.isalpha())


def _possible(score: int, letters: int, doubled: bool | None = None) -> bool:
    """Whether a box score can be checks (x2 when doubled) with no more checks than letters; a
    circle marked (or left empty) on the row allows only the doubled (or undoubled) scores, and a
    marked circle needs a checkmark (see `CIRCLE_WITHOUT_CHECKMARK`)."""
    circles = (False, True) if doubled is None else (doubled,)
    return any(box_score(checks, circle) == score for circle in circles
               for checks in range(1 if circle else 0, letters + 1))


def _impossible(claimed: int, letters: int, doubled: bool | None) -> str:
    """Why a box score is one no checkmarks can make, in the dispute's words."""
    if doubled is None:
        return (f"a box score of {claimed} is not possible for a word of {counted(letters, 'letter')} "
                f"(at most one checkmark a letter, doubled at most)")
    if doubled:
        return (f"a box score of {claimed} is not possible for a word of {counted(letters, 'letter')} with the "
                f"circle marked (doubled: an even score from 2 to {2 * letters})")
    return (f"a box score of {claimed} is not possible for a word of {counted(letters, 'letter')} with the "
            f"circle empty (undoubled: at most {letters}, one checkmark a letter)")


def paper_rows(rows: Sequence[RowClaim | None], name: str, setup: Setup, speller: Speller) -> list[RowRuling]:
    """The seven rows of a paper sheet, each ruled on what needs no dice."""
    return [paper_row(row, f"{name} row {number}", number, setup, speller)
            for number, row in enumerate(rows, start=1)]


def paper_row(row: RowClaim | None, what: str, number: int, setup: Setup, speller: Speller) -> PaperRow:
    """One row as written: `{word, checks, doubled, score}`, `{word, score}`, `{canceled: true}`
    (an empty box), `{word, canceled: true}` (a word the table canceled), or null (not used yet)."""
    if row is None:
        return PaperRow(number)
    claimed = row.score
    if row.word is None:
        return PaperRow(number, empty_box=True, claimed=claimed)
    ruling = rule_word(speller, row.word, NO_DICE, setup.initial(number))
    doubled = bool(row.doubled) or _circle_from_box(row)
    if row.canceled:
        ruling = replace(ruling, checks=row.checks or 0, doubled=doubled, points=0,
                         reasons=(*ruling.reasons, CANCELED_AT_TABLE))
        return PaperRow(number, ruling=ruling, claimed=claimed,
                        taken=("canceled", "checks", "doubled") if row.checks is not None else ("canceled",))
    if row.checks is None:
        assert claimed is not None  # the reader refuses a row with neither checks nor a score
        letters = _letters(ruling.scored_as or ruling.written)
        if not ruling.canceled and not _possible(claimed, letters, row.doubled):
            setup.disputes.append(Dispute(DisputeCode.BOX_SCORE_IMPOSSIBLE,
                                          f"{what} ({ruling.written}): {_impossible(claimed, letters, row.doubled)}"))
        points = 0 if ruling.canceled else claimed
        taken = ("doubled", "score") if row.doubled is not None else ("score",)
        return PaperRow(number, ruling=replace(ruling, doubled=doubled, points=points), claimed=claimed,
                        taken=taken)
    checks = row.checks
    letters = _letters(ruling.scored_as or ruling.written)
    if checks > letters:
        if not ruling.canceled:  # a word canceled in its round scores 0 whatever its marks: no dispute
            setup.disputes.append(Dispute(DisputeCode.TOO_MANY_CHECKMARKS, f"{what} ({ruling.written}): "
                                          f"{checks} checkmarks marked, but the word has only "
                                          f"{counted(letters, 'letter')} (scored at {letters})"))
        checks = letters
    circle_fault = None
    if doubled and checks == 0:
        circle_fault = Dispute(DisputeCode.CIRCLE_WITHOUT_CHECKMARK, f"{what} ({ruling.written}): the circle "
                               f"is marked with no checkmark (doubling needs every dice letter in the word; "
                               f"scored undoubled)")
        setup.disputes.append(circle_fault)
        doubled = False
    ruling = _priority_missed(ruling, checks == 0, setup)
    points = 0 if ruling.canceled else box_score(checks, doubled)
    return PaperRow(number, ruling=replace(ruling, checks=checks, doubled=doubled, points=points),
                    claimed=claimed, taken=("checks", "doubled"), circle_fault=circle_fault)


def _circle_from_box(row: RowClaim) -> bool:
    """A row that gives its checkmarks and its box but not the circle (`doubled` left out or blank):
    a box of twice the checkmarks says the circle was marked ("This doubles your score for the
    word. Write your word score in the score box"), so it is read so, not disputed as a sum."""
    return row.doubled is None and bool(row.checks) and row.score == 2 * (row.checks or 0)


def drop_moot_circles(setup: Setup, sheets: Sequence[SheetRuling]) -> None:
    """A circle marked with no checkmark is disputed only on a word that scores. Once the word is
    canceled (its initial, the dictionary, the priority letter, or at game end for alphabetical
    order) it "scores 0" whatever its marks: the cancellation is the one ruling the player needs,
    and a second line saying how the covered box was doubled would tell them nothing."""
    moot = [r.circle_fault for sheet in sheets for r in sheet.rows
            if isinstance(r, PaperRow) and r.circle_fault is not None and r.canceled]
    setup.disputes[:] = [d for d in setup.disputes if d not in moot]


def _priority_missed(ruling: WrittenWord, no_checkmark: bool, setup: Setup) -> WrittenWord:
    """Priority Mail: "This letter must be included in your word this round, or else be canceled
    and score 0". The priority letter is one of the dice, so a word marked with no checkmark has not
    used it: canceled `missing-priority`, and so out of the alphabetical check. (A box of 0 alone
    does not say which: it may be a word the table canceled for the dead letter.)"""
    if not no_checkmark or ruling.canceled or FirstClassVariant.PRIORITY_MAIL not in setup.variants:
        return ruling
    return replace(ruling, points=0, reasons=(*ruling.reasons, WITHOUT_PRIORITY))


def rule_sheet(claims: RecordClaims, speller: Speller) -> RecordRuling:
    """Rule a record without rounds: each player's sheet, or the communal sheet alone. The game is
    over when every row of every sheet is written (the alphabetical check applies only then)."""
    setup = PaperSetup(claims.mode, claims.variants, claims.special, [], claims.order,
                       special_disputes(claims.special), claims.names)
    setup.full = all(sheet.filled == len(sheet.rows) for sheet in claims.sheets)
    if claims.cooperative:
        [communal] = claims.sheets
        rows = paper_rows(communal.rows, "communal", setup, speller)
        setup.filled = setup.least = _filled(rows)  # one sheet: never a row behind another
        sheet = check_order("communal", rows, game_over(setup), setup.order)
        drop_moot_circles(setup, [sheet])
        return RecordRuling(setup, (PlayerSheet(sheet, None),), (), communal.total)
    ruling = rule_players(setup, claims.sheets, speller, paper_rows)
    drop_moot_circles(setup, [p.sheet for p in ruling.sheets])
    counts = {p.sheet.name: _filled(list(p.sheet.rows)) for p in ruling.sheets}
    setup.filled = max(counts.values(), default=0)
    setup.least = min(counts.values(), default=0)
    if counts and setup.filled - setup.least > 1:
        setup.disputes.append(Dispute(DisputeCode.UNEVEN_SHEETS,
                                      "sheets: every round fills one row of every sheet, but the sheets have "
                                      + ", ".join(f"{name} {n}" for name, n in counts.items()) + " rows written"))
    return ruling


def _filled(rows: list[RowRuling]) -> int:
    return sum(1 for r in rows if r.status != "unused")
