"""Pure game rules, one module per game; nothing here imports click or prints.

Each game module offers `adjudicate(root, lexicon) -> Adjudication` for its records, used by
`score-sheet`; commands render the `record` dict (the JSON object of the interface contract).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.records import Node


class Game(str, Enum):
    """The four games, by the names used in records and on the command line."""

    FIRST_CLASS_LETTERS = "first-class-letters"
    LETTER_ROLL = "letter-roll"
    LETTER_TRICKS = "letter-tricks"
    LETTERFLIP = "letterflip"


@dataclass
class Adjudication:
    """A record ruled on: its output object, and every point the referee rules against it."""

    record: dict[str, Any]
    disputes: list[str] = field(default_factory=list)

    @property
    def upheld(self) -> bool:
        return not self.disputes


def game_of(root: Node) -> Game:
    """The record's `game:`, with a did-you-mean for a near miss."""
    if not root.is_mapping:
        raise root.fail(f"record: expected a mapping with a 'game:' key, got {root.describe()}")
    node = root.fields("record").get("game")
    if node is None or node.is_null:
        raise root.fail("record: missing 'game' (one of " + ", ".join(g.value for g in Game) + ")")
    from referee.records import did_you_mean

    name = node.text("game").lower()
    try:
        return Game(name)
    except ValueError:
        names = [g.value for g in Game]
        raise node.fail(f"game: unknown game {name!r}" + did_you_mean(name, names)
                        + f" (expected one of {', '.join(names)})") from None


RULES = {
    Game.FIRST_CLASS_LETTERS: "first_class",
    Game.LETTER_ROLL: "letter_roll",
    Game.LETTER_TRICKS: "letter_tricks",
    Game.LETTERFLIP: "letterflip",
}
"""Each game's module name, in `referee.games` (its rules) and `referee.tables` (its table)."""

RECORD_LABELS = ("date", "title", "notes", "night")
"""Keys any record of any game may carry to say when and where it was played; no rule reads them
(`night` groups records into game nights for `referee standings`)."""


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule on a record of any game, with that game's rules (imported only when a record needs it)."""
    import importlib

    game = game_of(root)
    rules = importlib.import_module(f"referee.games.{RULES[game]}")
    ruling: Adjudication = rules.adjudicate(root, lexicon)
    return ruling


def night_of(root: Node, default: str) -> str:
    """The game night a record belongs to: its `night:` key, else `default` (its file)."""
    node = root.fields("record").get("night") if root.is_mapping else None
    return default if node is None else node.text("night")
