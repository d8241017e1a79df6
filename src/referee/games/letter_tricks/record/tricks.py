"""What `trick-winner` FILE reads: one trick document, or a whole record whose every trick is ruled.

Each trick comes back typed (`result.RuledTrick`), so the command prints what the replay ruled
and never reads a record's JSON object back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games import Game, game_of
from referee.games.letter_tricks.record.cards import read_trick
from referee.games.letter_tricks.record.game import adjudicate
from referee.games.letter_tricks.result import RuledTrick, ruled

if TYPE_CHECKING:
    from collections.abc import Callable

    from referee.dictionary import Lexicon
    from referee.records import Node


def read_tricks(root: Node, lexicon: Callable[[], Lexicon]) -> list[RuledTrick]:
    """The tricks of a document: a mapping with `plays:` is one trick; one with `game:` is a
    LetterTricks record, ruled whole with the lexicon (loaded only then), every trick in order."""
    keys = root.fields("trick") if root.is_mapping else {}
    if root.is_mapping and "plays" not in keys:
        if "game" not in keys:
            raise root.fail("trick: missing 'plays' (one trick, leader first) or 'game' (a whole "
                            "letter-tricks record)")
        game = game_of(root)
        if game is not Game.LETTER_TRICKS:
            raise keys["game"].fail(f"game: trick-winner rules LetterTricks tricks, got {game.value} (use score-sheet)")
        result = ruled(adjudicate(root, lexicon()))
        return [RuledTrick(trick, hand.number) for hand in result.hands for trick in hand.tricks]
    return [RuledTrick(read_trick(root))]
