"""`referee roll letter-tricks`'s deal as a typed object, and its JSON object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import Game
from referee.games.letter_tricks.cards import cards_text, sorted_hand

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.setup import Deal, GameSetup


@dataclass(frozen=True)
class DealtGame:
    """`referee roll letter-tricks`: the deal as a LetterTricks record with one hand, each player's
    cards sorted as a player sorts them: paste it into a record, or adjudicate it."""

    setup: GameSetup
    players: tuple[str, ...]
    seed: int | None
    deal: Deal

    @property
    def hands(self) -> dict[str, list[LetterCard]]:
        return {name: sorted_hand(cards) for name, cards in zip(self.players, self.deal.hands, strict=True)}

    @property
    def returned(self) -> list[LetterCard]:
        """The cards shown and returned to the box (5 players: two; 3 players: one), sorted."""
        return sorted_hand(self.deal.returned)

    def as_json(self) -> dict[str, Any]:
        hand: dict[str, Any] = {"deal": {name: cards_text(cards) for name, cards in self.hands.items()}}
        if self.deal.display:
            hand["display"] = cards_text(self.deal.display)
        if self.deal.returned:
            hand["returned"] = cards_text(self.returned)
        return {"game": Game.LETTER_TRICKS.value, "mode": self.setup.mode.value, "players": list(self.players),
                "variants": [v.value for v in self.setup.variants], "seed": self.seed, "hands": [hand]}
