"""The table of `score-sheet --analyse`: the best plays next to the plays made, built only from the
game's typed analysis the JSON's `analysis` field is made from (`ruling.analysis`), so the table
never disagrees with the JSON."""

from __future__ import annotations

from collections.abc import Callable

from referee.games import Adjudication, Game
from referee.games.first_class.table import analysis_table as first_class_analysis
from referee.games.letter_roll.table import analysis_table as letter_roll_analysis
from referee.games.letter_tricks.table import analysis_table as letter_tricks_analysis


def analysis_table(ruling: Adjudication) -> str:
    """The analysis of a record as text, or "" when the record has none (Letterflip)."""
    if ruling.analysis is None:
        return ""
    render = TABLES[ruling.game]
    return "" if render is None else render(ruling)


TABLES: dict[Game, Callable[[Adjudication], str] | None] = {
    Game.FIRST_CLASS_LETTERS: first_class_analysis,
    Game.LETTER_ROLL: letter_roll_analysis,
    Game.LETTER_TRICKS: letter_tricks_analysis,
    Game.LETTERFLIP: None,
}
"""Each game's analysis table, by the registry's games (Letterflip has no analysis)."""
