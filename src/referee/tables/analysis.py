"""The table of `score-sheet --analyse`: the best plays next to the plays made, built only from the
record object's `analysis` field (so the table never disagrees with the JSON)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.games import GAME_NAMES, Game
from referee.games.letter_roll.table import analysis_table as letter_roll_analysis
from referee.render import cell, table


def _best(best: Mapping[str, Any] | None) -> str:
    return "" if not best else f"{best['word']} ({best['score']})"


def _words(best: Mapping[str, Any] | None) -> str:
    return "" if not best else " ".join(w["word"] for w in best["words"])


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


def _letter_tricks(analysis: Mapping[str, Any]) -> str:
    hands = analysis.get("hands", [])
    if any("teams" in h for h in hands):
        rows = [[h["hand"], t["team"], "yes" if t["victory"] else "no",
                 " ".join(w["word"] for w in t["words"])] for h in hands for t in h["teams"]]
        return ("Analysis: could the team's cards claim victory at the end of the hand?\n"
                + table(rows, ["hand", "team", "victory possible", "words"]))
    if any("tricks" in h for h in hands):
        rows = [[h["hand"], t["trick"], cell(t["cards"]), "yes" if t["possible"] else "no", cell(t["words"]),
                 "yes" if t["scored"] else "no"] for h in hands for t in h["tricks"]]
        return ("Analysis: the words each trick's cards made\n"
                + table(rows, ["hand", "trick", "cards", "word possible", "words", "scored"]))
    rows = [[h["hand"], p["player"], cell(p["score"]), _words(p["best"]),
             cell(p["best"]["score"] if p["best"] else None), cell(p["missed"])]
            for h in hands for p in h["players"]]
    return ("Analysis: the best play the cards collected allowed\n"
            + table(rows, ["hand", "player", "score", "best", "best score", "missed"]))


def analysis_table(record: Mapping[str, Any]) -> str:
    """The analysis of a record as text, or "" when the record has none (Letterflip)."""
    analysis = record.get("analysis")
    if not analysis:
        return ""
    game = record.get("game")
    render = TABLES[Game(game)] if game in GAME_NAMES else None
    return "" if render is None else render(analysis)


TABLES: dict[Game, Callable[[Mapping[str, Any]], str] | None] = {
    Game.FIRST_CLASS_LETTERS: _first_class,
    Game.LETTER_ROLL: letter_roll_analysis,
    Game.LETTER_TRICKS: _letter_tricks,
    Game.LETTERFLIP: None,
}
"""Each game's analysis table, by the registry's games (Letterflip has no analysis)."""
