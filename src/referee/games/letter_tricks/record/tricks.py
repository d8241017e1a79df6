"""What `trick-winner` FILE reads: one trick document, or a whole record whose every trick is ruled.

Each trick comes back typed (`result.RuledTrick`), so the command prints what the replay ruled
and never reads a record's JSON object back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from referee.games import Game, game_of
from referee.games.letter_tricks.record.cards import read_trick
from referee.games.letter_tricks.record.game import adjudicate
from referee.games.letter_tricks.result import RuledTrick, ruled
from referee.records import records_in_a_list

if TYPE_CHECKING:
    from collections.abc import Callable

    from referee.dictionary import Lexicon
    from referee.records import Node


CARDS_TEXT = re.compile(r"[A-Za-z]:[A-Za-z]{1,2}([\s,]+[A-Za-z]:[A-Za-z]{1,2})*")
"""A text of cards, as trick-winner's CARD arguments are written."""


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
    if not (root.is_mapping or root.is_sequence):  # `echo Y:C Y:M B:V Y:A | referee trick-winner`
        value = root.scalar()
        if isinstance(value, str) and CARDS_TEXT.fullmatch(value):
            raise root.fail(f"trick: expected a mapping, got {root.describe()}; CARDs are arguments, not input "
                            "(xargs referee trick-winner < FILE)")
    if root.is_sequence and (hint := records_in_a_list(root)):
        raise root.fail(f"trick: expected a mapping, got {root.describe()}{hint}")
    return [RuledTrick(read_trick(root))]
