"""Post-game analysis for `score-sheet --analyse`: what the best play would have been (issue 7).

Pure: takes the typed result a game's `adjudicate` produced (`ruling.result`) and returns the
game's typed analysis, whose `as_json()` is the `analysis` field added to the record object:

- First-Class Letters: per player (or the communal sheet) and row, the best word the round allowed
  on that row, and the best one that also kept the alphabetical order
  (`games/first_class/analysis.py`).
- Letter Roll: per round, how many valid words there were, how many the table found, and the words
  nobody found (`games/letter_roll/analysis.py`).
- LetterTricks: per hand and player, the best play the cards collected allowed (a single word for
  4-5 players, up to one word per suit for 3) against the hand score; per team, whether the cards
  taken made the winning words; per cooperative trick, the words its cards made
  (`games/letter_tricks/analysis.py`).
- Letterflip has no word to choose at the end of a game: its analysis is null.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from referee.dictionary import Lexicon
from referee.games import Adjudication, Game
from referee.games.first_class.analysis import analyse as first_class_analysis
from referee.games.first_class.sheets import ruled as first_class_result
from referee.games.letter_roll.analysis import analyse as letter_roll_analysis
from referee.games.letter_roll.result import ruled as letter_roll_result
from referee.games.letter_tricks.analysis import analyse as letter_tricks_analysis
from referee.games.letter_tricks.result import ruled as letter_tricks_result


class Analysis(Protocol):
    """A game's typed analysis: its `as_json()` is the record object's `analysis` field."""

    def as_json(self) -> dict[str, Any]: ...


def analyse(ruling: Adjudication, lexicon: Lexicon) -> Analysis | None:
    """The typed analysis of an adjudicated record of any game (None for Letterflip)."""
    analysis = ANALYSES[ruling.game]
    return None if analysis is None else analysis(ruling, lexicon)


Analyser = Callable[[Adjudication, Lexicon], Analysis]

ANALYSES: dict[Game, Analyser | None] = {
    Game.FIRST_CLASS_LETTERS: lambda ruling, lexicon: first_class_analysis(first_class_result(ruling), lexicon),
    Game.LETTER_ROLL: lambda ruling, lexicon: letter_roll_analysis(letter_roll_result(ruling), lexicon),
    Game.LETTER_TRICKS: lambda ruling, lexicon: letter_tricks_analysis(letter_tricks_result(ruling), lexicon),
    Game.LETTERFLIP: None,
}
"""Each game's analysis, by the registry's games (a test holds them to it); Letterflip has no word
to choose at the end of a game."""


def add_analysis(ruling: Adjudication, lexicon: Lexicon) -> None:
    """`score-sheet --analyse`: the typed analysis kept on the ruling, for its table, and its object
    added to the record's as the `analysis` field (null for Letterflip)."""
    found = analyse(ruling, lexicon)
    ruling.analysis = found
    ruling.record["analysis"] = None if found is None else found.as_json()
