"""`referee new first-class-letters`: a blank First-Class Letters record (interface sections 6, 6b).

Seven rounds and seven rows a sheet, the special rows 2, 4 and 6 of the printed sheet; the
round-by-round record by default, or the sheet as written on paper (`without_rounds`).
"""

from __future__ import annotations

from referee.games import template as form
from referee.games.first_class.model import DEFAULT_SPECIAL_ROWS, ROUNDS, ROWS, FirstClassMode, FirstClassVariant

GAME = "first-class-letters"
MOST_PLAYERS = 8
"""The box has 8 pencils and a pad of sheets; the referee accepts any number, the template up to 8."""


ROUND_NOTES = (
    "A row is {word, round} (the round's number in rounds:), or {canceled: true, round: N} for an",
    "empty box canceled for want of a word. A game in progress: delete the rounds not played and",
    "write null for a row not used yet.",
)
PAPER_NOTES = (
    "The sheet as written, no dice: a row is {word, checks, doubled, score}, {word, score} when only",
    "the box can be read, {word, canceled: true} for a word the table canceled, {canceled: true} for",
    "an empty box. A game in progress: write null for a row not used yet.",
)


def template(request: form.Request) -> str:
    """The commented blank record for these players, mode and variants."""
    request.refuse_others(GAME, ("--mode", "--variant", "--without-rounds"))
    mode = FirstClassMode(request.choice("--mode", request.mode, [m.value for m in FirstClassMode],
                                         FirstClassMode.COMPETITIVE.value))
    variants = tuple(FirstClassVariant(v) for v in request.chosen_variants([v.value for v in FirstClassVariant]))
    players = request.players
    if mode is FirstClassMode.SOLO:
        form.check_players(players, "solo First-Class Letters", 1, 1)
    else:
        form.check_players(players, f"{mode.value} First-Class Letters", 2, MOST_PLAYERS)
    paper = request.without_rounds
    lines = form.comment([
        f"First-Class Letters, {mode.value}: {', '.join(players)}. Fill in each {form.BLANK} and check it with",
        "`referee score-sheet FILE`. A score: or total: left blank is simply not claimed.",
        *(PAPER_NOTES if paper else ROUND_NOTES),
    ])
    lines += [f"game: {GAME}", f"mode: {mode.value}",
              form.aligned(f"variants: {form.flow(v.value for v in variants)}", "breezy, priority-mail (or both)"),
              form.aligned("special: {" + ", ".join(f"{row}: {form.BLANK}" for row in DEFAULT_SPECIAL_ROWS) + "}",
                      "the setup roll, alphabetical from top to bottom")]
    if not paper:
        lines += _rounds(mode, variants, players)
    if mode is FirstClassMode.COOPERATIVE:
        if paper:
            lines += [f"players: {form.flow(form.scalar(p) for p in players)}",
                      form.aligned("communal:", "the communal sheet as written"), "  rows:",
                      *_rows(paper, "    "), f"  total: {form.BLANK}"]
        else:
            lines.append(form.aligned(f"total: {form.BLANK}", "the communal sheet's total"))
        return form.render(lines)
    lines.append("players:")
    for player in players:
        lines += [f"  - name: {form.scalar(player)}", "    rows:", *_rows(paper, "      "), f"    total: {form.BLANK}"]
    return form.render(lines)


def _rounds(mode: FirstClassMode, variants: tuple[FirstClassVariant, ...], players: tuple[str, ...]) -> list[str]:
    """One line (cooperative: a block) per round, in play order."""
    dead = "" if FirstClassVariant.BREEZY in variants else f", dead: {form.BLANK}"
    priority = f", priority: {form.BLANK}" if FirstClassVariant.PRIORITY_MAIL in variants else ""
    note = "the 3 letter dice" + (", the dead letter" if dead else "") \
        + (", the priority letter (one of the dice)" if priority else "")
    lines = [form.aligned("rounds:", "in play order, one a round")]
    for number in range(1, ROUNDS + 1):
        what = f"round {number}" + (f": {note}" if number == 1 else "")
        roll = f"dice: {form.blanks(3)}{dead}{priority}"
        if mode is not FirstClassMode.COOPERATIVE:
            lines.append(form.aligned(f"  - {{{roll}}}", what))
            continue
        lines += [form.aligned(f"  - dice: {form.blanks(3)}", what),
                  *([f"    dead: {form.BLANK}"] if dead else []),
                  *([form.aligned(f"    priority: {form.BLANK}", "one of the dice")] if priority else []),
                  form.aligned(f"    words: {form.per_player(players, form.BLANK)}", "each word written (null: none)"),
                  form.aligned(f"    chosen: {form.BLANK}", "only when the best remaining words tie"),
                  form.aligned(f"    row: {form.BLANK}", "the communal row it was written on (1-7)"),
                  form.aligned(f"    score: {form.BLANK}", "the communal box (optional)")]
    return lines


def _rows(paper: bool, indent: str) -> list[str]:
    """Seven rows, top of the sheet first, with the special rows marked."""
    if paper:
        blank = f"{{word: {form.BLANK}, checks: {form.BLANK}, doubled: {form.BLANK}, score: {form.BLANK}}}"
        first = "checks as marked, doubled true/false, the box"
    else:
        blank = f"{{word: {form.BLANK}, round: {form.BLANK}, score: {form.BLANK}}}"
        first = "round: the round's number above; the box"
    special = set(DEFAULT_SPECIAL_ROWS)
    lines = []
    for row in range(1, ROWS + 1):
        note = f"row {row}" + (" (special)" if row in special else "")
        if row == 1:
            note += f": {first}"
        lines.append(form.aligned(f"{indent}- {blank}", note, 56))
    return lines
