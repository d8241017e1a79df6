"""Post-game analysis for `score-sheet --analyse`: what the best play would have been (issue 7).

Pure: takes the record object a game's `adjudicate` produced (the JSON object of the interface
contract) and, where that object does not carry the round's constraints, the record's own Node,
and returns the `analysis` field added to the record object:

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

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from referee.dictionary import Lexicon
from referee.games import GAME_NAMES, Game
from referee.games.first_class.analysis import analyse as first_class_analysis
from referee.games.letter_roll.analysis import analyse as letter_roll_analysis
from referee.games.letter_tricks.analysis import analyse as letter_tricks_analysis

if TYPE_CHECKING:
    from referee.records import Node



def analyse(record: Mapping[str, Any], root: Node | None, lexicon: Lexicon) -> dict[str, Any] | None:
    """The `analysis` field for an adjudicated record of any game (None for Letterflip)."""
    game = record.get("game")
    analysis = ANALYSES[Game(game)] if game in GAME_NAMES else None
    return None if analysis is None else analysis(record, root, lexicon)


Analysis = Callable[[Mapping[str, Any], "Node | None", Lexicon], "dict[str, Any] | None"]

ANALYSES: dict[Game, Analysis | None] = {
    Game.FIRST_CLASS_LETTERS: lambda record, root, lexicon: first_class_analysis(record, root, lexicon).as_json(),
    Game.LETTER_ROLL: lambda record, _root, lexicon: letter_roll_analysis(record, lexicon).as_json(),
    Game.LETTER_TRICKS: lambda record, _root, lexicon: letter_tricks_analysis(record, lexicon).as_json(),
    Game.LETTERFLIP: None,
}
"""Each game's analysis, by the registry's games (a test holds them to it); Letterflip has no word
to choose at the end of a game."""
