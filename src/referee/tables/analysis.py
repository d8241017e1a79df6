"""The table of `score-sheet --analyse`: the best plays next to the plays made, built only from the
analysis the JSON's `analysis` field is made from (Letter Roll's typed one; the other games' field
itself), so the table never disagrees with the JSON."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.games import Adjudication, Game
from referee.games.letter_roll.table import analysis_table as letter_roll_analysis
from referee.games.letter_tricks.table import analysis_table as letter_tricks_analysis
from referee.render import cell, table


def _best(best: Mapping[str, Any] | None) -> str:
    return "" if not best else f"{best['word']} ({best['score']})"


def _first_class(analysis: Mapping[str, Any]) -> str:
    sheets = ([("communal", analysis["communal"])] if "communal" in analysis
              else [(p["name"], p) for p in analysis.get("players", [])])
    rows = [[name, r["row"], r["round"], cell(r["word"]), r["score"], _best(r["best"]),
             _best(r["best_in_place"]), r["missed"]]
            for name, sheet in sheets for r in sheet["rows"]]
    totals = ", ".join(f"{name} {sheet['missed']}" for name, sheet in sheets)
    if not rows:
        return "Analysis: no rounds in the record (a sheet as written), so no best words to show"
    return ("Analysis: the best word each round allowed on that row, and the best that kept the order\n"
            + table(rows, ["sheet", "row", "round", "word", "score", "best", "best in order", "missed"])
            + f"\npoints missed: {totals}")


def analysis_table(ruling: Adjudication) -> str:
    """The analysis of a record as text, or "" when the record has none (Letterflip)."""
    if ruling.analysis is None:
        return ""
    render = TABLES[Game(ruling.record["game"])]
    return "" if render is None else render(ruling)


TABLES: dict[Game, Callable[[Adjudication], str] | None] = {
    Game.FIRST_CLASS_LETTERS: lambda ruling: _first_class(ruling.record["analysis"]),
    Game.LETTER_ROLL: letter_roll_analysis,
    Game.LETTER_TRICKS: lambda ruling: letter_tricks_analysis(ruling.record["analysis"]),
    Game.LETTERFLIP: None,
}
"""Each game's analysis table, by the registry's games (Letterflip has no analysis)."""
