"""First-Class Letters in `--format table`: one table per sheet, as a player reads their own.

Built only from the typed result the JSON object is written from (`RecordRuling`), so the table
never disagrees with the JSON.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.games import Adjudication
from referee.games.first_class.cooperative import CooperativeRound, spelling
from referee.games.first_class.hints import WordHint
from referee.games.first_class.model import RANK_FLOOR, FirstClassMode
from referee.games.first_class.outcome import tie_words
from referee.games.first_class.result import analysed
from referee.games.first_class.rows import PaperRow, RowRuling, SheetRuling
from referee.games.first_class.sheets import RecordRuling, ruled
from referee.games.first_class.words import WrittenWord
from referee.plurals import plural
from referee.render import cell, table

NO_RANK = f"no rank (under {RANK_FLOOR})"

HEADERS = ["row", "word", "round", "✓", "x2", "points", "why canceled"]


def _word(row: RowRuling) -> str:
    if row.status == "pending":
        return "(group's decision pending)"
    if row.ruling is None:
        return "(canceled box)" if row.canceled else ""
    return read_as(row.ruling)


def read_as(word: WrittenWord) -> str:
    """The word as written, and the correction it was scored as ("kucumber -> cucumber"): a
    sheet's rows and a cooperative round's words read alike."""
    return f"{word.written} -> {word.corrected}" if word.corrected else word.written


def _why(row: RowRuling) -> str:
    why = cell(list(row.reasons))
    if row.ruling is not None and row.ruling.candidates:
        why += f" (maybe: {cell(list(row.ruling.candidates))})"
    if not row.claim_upheld():
        why = (why + "; " if why else "") + f"record claims {row.claimed}"
    return why


def _points(row: RowRuling) -> str:
    """The row's points; `*` when they rest on marks taken as written (no dice to check them)."""
    if row.status == "unused":
        return ""
    return f"{row.points}*" if isinstance(row, PaperRow) and row.dice_checked is False else str(row.points)


def _marks(row: RowRuling) -> tuple[object, str]:
    """The checkmarks and the doubling circle, blank where the sheet gives only the box score."""
    if row.ruling is None:
        return "", ""
    doubled = "x2" if row.ruling.doubled else ""
    if isinstance(row, PaperRow) and "checks" not in row.taken:
        return "", doubled if "doubled" in row.taken else ""
    return row.ruling.checks, doubled


def sheet_table(rows: Sequence[RowRuling]) -> str:
    """The rows of one sheet: word, round, checkmarks, doubled, points and why canceled.

    A sheet typed without rounds (paper rows) has no round column."""
    paper = any(isinstance(row, PaperRow) for row in rows)
    body = []
    for row in rows:
        checks, doubled = _marks(row)
        line = [row.row, _word(row), cell(row.round), checks, doubled, _points(row), _why(row)]
        body.append(line[:2] + line[3:] if paper else line)
    return table(body, [h for h in HEADERS if not (paper and h == "round")])


AS_WRITTEN = {"checks": "the checkmarks", "doubled": "the doubling circle", "dead-letter": "the dead letter",
              "missing-priority": "the priority letter"}


def _as_written(taken_as_written: Sequence[str]) -> str:
    """The note on a record typed without rounds: which rulings needed the dice."""
    taken = [AS_WRITTEN.get(t, t) for t in taken_as_written]
    listed = ", ".join(taken[:-1]) + f" and {taken[-1]}" if len(taken) > 1 else "".join(taken)
    return (f"No rounds recorded (a sheet as written): {listed} are taken as written, not checked "
            f"against the dice (points marked *).")


def _round_table(rounds: Sequence[CooperativeRound]) -> str:
    body = []
    for rnd in rounds:
        words = ", ".join(f"{name}: {read_as(w)} {w.points}" for name, w in rnd.words)
        candidates = rnd.elimination.candidate_words
        chosen = spelling(rnd.pick) if rnd.pick else None
        written = chosen or ("pending: " + " or ".join(candidates) if rnd.decision == "pending" else "")
        body.append([rnd.roll.number, " ".join(rnd.roll.dice), cell(rnd.roll.dead), words,
                     cell([spelling(w) for _, w in rnd.elimination.eliminated]), cell(candidates), written,
                     rnd.row])
    return table(body, ["round", "dice", "dead", "words", "eliminated", "best remaining", "written",
                        "on row"])


def _communal(ruling: RecordRuling) -> list[str]:
    sheet = ruling.sheets[0].sheet
    parts = [_round_table(ruling.rounds)] if ruling.rounds else []
    parts.append("communal sheet\n" + sheet_table(sheet.rows))
    missing = _missing_choices(ruling)
    rank = ruling.rank(sheet) or (NO_RANK if ruling.complete else f"no rank without {missing}" if missing
                                  else "open until the game is complete")
    claim = _claim(ruling, ruling.communal_claim, sheet.total)
    parts.append(f"total {sheet.total}{claim}, adjusted {ruling.adjusted_total(sheet)}: {rank}")
    return parts


UNCHECKED = "not checked: no final score while the game is in progress"


def _missing_choices(ruling: RecordRuling) -> str:
    """"the group's choice of round 3" when every round is played but a cooperative choice is not
    in the record: the game is over, so "in progress" would be wrong; what is missing is said."""
    if not (ruling.setup.finished and ruling.pending):
        return ""
    *first, last = (str(n) for n in ruling.pending)
    rounds = f"{', '.join(first)} and {last}" if first else last
    return f"the group's choice of {plural(len(ruling.pending), 'round')} {rounds}"


def _claim(ruling: RecordRuling, claimed: int | None, total: int) -> str:
    """A claimed total beside the count: when it differs at game end, or whenever the game is in
    progress (then it is left unchecked, and the line says so)."""
    if ruling.total_unchecked(claimed):
        missing = _missing_choices(ruling)
        why = f"not checked: the record is missing {missing}" if missing else UNCHECKED
        return f" (record claims {claimed}, {why})"
    return f" (record claims {claimed})" if claimed is not None and claimed != total else ""


def _sheet(ruling: RecordRuling, sheet: SheetRuling, claimed: int | None) -> str:
    lines = [sheet.name, sheet_table(sheet.rows)]
    total = f"total {sheet.total}" + _claim(ruling, claimed, sheet.total)
    if ruling.setup.mode is FirstClassMode.SOLO:
        rank = ruling.rank(sheet) or (NO_RANK if ruling.setup.finished else "rank at game end")
        total += f", adjusted {ruling.adjusted_total(sheet)}: {rank}"
    lines.append(total)
    return "\n".join(lines)


def record_table(adjudication: Adjudication) -> str:
    """What a person at the table reads: each sheet, its total, then the winner and disputes."""
    ruling = ruled(adjudication)
    setup = ruling.setup
    variants = ", ".join(v.value for v in setup.variants) or "none"
    unwritten = "the group's choice not yet on the communal sheet" if ruling.cooperative else "not yet on every sheet"
    missing = _missing_choices(ruling)
    status = (f"finished, {missing} not recorded" if missing else "finished") if setup.finished else (
        f"in progress in round {setup.rounds_played}, {unwritten}" if setup.round_unfinished
        else f"in progress after round {setup.rounds_played}" if setup.rounds_played
        else "in progress, no round played yet")
    special = " ".join(f"{row}:{letter}" for row, letter in setup.special.items())
    parts = [f"First-Class Letters, {setup.mode.value} ({status}); variants: {variants}; special rows {special}"]
    if setup.taken_as_written is not None:
        parts[0] += "\n" + _as_written(setup.taken_as_written)
    if ruling.cooperative:
        parts += _communal(ruling)
    else:
        parts += [_sheet(ruling, player.sheet, player.claimed_total) for player in ruling.sheets]
        outcome = ruling.outcome
        if outcome.competitive:
            if outcome.winners:
                label = "winner" if len(outcome.winners) == 1 else "shared victory"
                parts.append(f"{label}: {', '.join(outcome.winners)}")
                if outcome.tiebreak_rule:
                    parts[-1] += "\n" + tie_words(outcome)
            else:
                parts.append(f"leading: {', '.join(outcome.leaders)}")
    if adjudication.disputes:
        parts.append("disputes:\n" + "\n".join(f"  - {d}" for d in adjudication.dispute_texts))
    return "\n\n".join(parts)


def _best(best: WordHint | None) -> str:
    return "" if best is None else f"{best.word} ({best.score})"


def analysis_table(adjudication: Adjudication) -> str:
    """`score-sheet --analyse`: per sheet and row, the best word anywhere and the best kept in order."""
    analysis = analysed(adjudication)
    sheets = [("communal", analysis.communal)] if analysis.communal is not None else \
        [(p.name or "", p) for p in analysis.players]
    rows = [[name, r.row, r.round, cell(r.word), r.score, _best(r.best), _best(r.best_in_place), r.missed]
            for name, sheet in sheets for r in sheet.rows]
    if not rows:
        return "Analysis: no rounds in the record (a sheet as written), so no best words to show"
    totals = ", ".join(f"{name} {sheet.missed}" for name, sheet in sheets)
    return ("Analysis: the best word each round allowed on that row, and the best that kept the order\n"
            + table(rows, ["sheet", "row", "round", "word", "score", "best", "best in order", "missed"])
            + f"\npoints missed: {totals}")
