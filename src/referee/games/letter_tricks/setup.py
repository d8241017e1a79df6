"""LetterTricks setup: which of the four games a record is, the cards it uses, the deal."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from referee.games.letter_tricks.cards import COLOURED_CARDS, DECK, REPLACED_BY_MULTICOLORED, VOWELS, LetterCard
from referee.randomness import Source, shuffle


class LetterTricksMode(str, Enum):
    """The record's `mode:`; with the number of players it decides which of the four games it is."""

    COMPETITIVE = "competitive"
    TEAM = "team"
    COOPERATIVE = "cooperative"


PLAYER_COUNTS = (3, 4, 5)
"""The tables LetterTricks is played at; a trick is one card from each player."""


class Seating(str, Enum):
    """The rulebook's table for each mode, as the rule a record or a trick can break."""

    TEAM = "team LetterTricks is played by 4 players"
    COOPERATIVE = "cooperative LetterTricks is played by 4 or 5 players"
    PLAYERS = "LetterTricks is played by 3, 4 or 5 players"


class LetterTricksVariant(str, Enum):
    ADVANCED = "advanced"
    MULTICOLORED = "multicolored"


_IN_DECK: dict[tuple[bool, bool], frozenset[LetterCard]] = {}


@dataclass(frozen=True)
class GameSetup:
    """Which of the four games is played, and so which cards are in it."""

    mode: LetterTricksMode
    players: int
    multicolored: bool = False
    advanced: bool = False

    @property
    def three_player(self) -> bool:
        return self.mode is LetterTricksMode.COMPETITIVE and self.players == 3

    @property
    def uses_multicolored(self) -> bool:
        return self.three_player or (self.mode is not LetterTricksMode.COMPETITIVE and self.multicolored)

    @property
    def deck(self) -> tuple[LetterCard, ...]:
        """The cards of this game: all 58 for 3 players; 52 otherwise (coloured, or with the
        multicolored cards replacing the coloured J K Qu V X Z)."""
        if self.three_player:
            return DECK
        if self.uses_multicolored:
            return tuple(c for c in DECK if c not in REPLACED_BY_MULTICOLORED)
        return COLOURED_CARDS

    @cached_property
    def in_deck(self) -> frozenset[LetterCard]:
        """The deck as a set: every card a record names is looked up in it (in the tuple, each
        look-up compared the card with up to 58 others). Worked out once for a record's setup."""
        key = (self.three_player, self.uses_multicolored)
        cards = _IN_DECK.get(key)
        if cards is None:
            cards = _IN_DECK[key] = frozenset(self.deck)
        return cards

    @property
    def hand_size(self) -> int:
        """Cards each player is dealt: 14 with 3 players, 13 with 4, 10 with 5."""
        return 14 if self.three_player else len(self.deck) // self.players

    @property
    def variants(self) -> tuple[LetterTricksVariant, ...]:
        """The variants as a record lists them: the multicolored cards count as a variant only in
        team and cooperative play (the 3-player game always has them, 4-5 players never)."""
        return ((LetterTricksVariant.ADVANCED,) if self.advanced else ()) + (
            (LetterTricksVariant.MULTICOLORED,) if self.mode is not LetterTricksMode.COMPETITIVE and self.multicolored
            else ())

    def deck_name(self) -> str:
        """The game as a message about its deck names it: why a card is not used in it."""
        if self.three_player:
            return "3-player competitive"
        if self.mode is LetterTricksMode.COMPETITIVE:
            return f"{self.players}-player competitive, no multicolored cards"
        extra = ("multicolored cards replacing the coloured J K Qu V X Z" if self.multicolored
                 else "no multicolored cards (variants: [multicolored] to use them)")
        return f"{self.mode.value}, {extra}"

    def refused_variant(self) -> LetterTricksVariant | None:
        """A variant asked for that this game does not play: the advanced variant is a rule of the
        4- and 5-player competitive game (the rulebook gives it there; the 3-player game already
        costs a point for every unused card); the multicolored cards are never in the 4-5 player
        competitive game ("Do not use the multicolored cards in this game"; team and cooperative
        play choose them, the 3-player game always has them)."""
        if self.advanced and (self.mode is not LetterTricksMode.COMPETITIVE or self.three_player):
            return LetterTricksVariant.ADVANCED
        if self.multicolored and self.mode is LetterTricksMode.COMPETITIVE and not self.three_player:
            return LetterTricksVariant.MULTICOLORED
        return None

    def variant_problem(self) -> str | None:
        """Why a variant asked for is not played in this game (`refused_variant`), or None."""
        refused = self.refused_variant()
        if refused is LetterTricksVariant.ADVANCED:
            return "the advanced variant is for the 4-5 player competitive game"
        if refused is LetterTricksVariant.MULTICOLORED:
            return ("the 4-5 player competitive game has no multicolored cards (team and cooperative "
                    "play choose them; the 3-player game always has them)")
        return None

    def seating(self) -> Seating | None:
        """The seating rule this combination breaks, or None when it is one of the four games."""
        if self.mode is LetterTricksMode.TEAM and self.players != 4:
            return Seating.TEAM
        if self.mode is LetterTricksMode.COOPERATIVE and self.players not in (4, 5):
            return Seating.COOPERATIVE
        if self.players not in PLAYER_COUNTS:
            return Seating.PLAYERS
        return None

    def check(self) -> str | None:
        """Why this combination is not a LetterTricks game, or None."""
        broken = self.seating()
        return None if broken is None else f"{broken.value}, got {self.players}"


def multicolored_in_play(variant: bool, cards: Iterable[LetterCard]) -> bool:
    """Whether the multicolored cards are in the game: the variant is asked for, or one of them is
    among these cards (the deck holds them only when they are played)."""
    return variant or any(card.is_multicolored for card in cards)


@dataclass(frozen=True)
class Deal:
    """One hand's deal: the cards of each seat, the 3-player display and the cards returned."""

    hands: tuple[tuple[LetterCard, ...], ...]
    display: tuple[LetterCard, ...] = ()
    returned: tuple[LetterCard, ...] = ()


def deal(setup: GameSetup, rng: Source) -> Deal:
    """Shuffle and deal as the rulebook says, card by card round the table from seat 1.

    3 players: the 15 vowels face up, the other 43 shuffled, 14 each, the last card shown and
    returned. 5 players (competitive and cooperative): 52 cards, the last two shown and returned.
    """
    display = VOWELS if setup.three_player else ()
    cards = [c for c in setup.deck if c not in display]
    shuffle(rng, cards)
    dealt = setup.hand_size * setup.players
    hands = tuple(tuple(cards[seat:dealt:setup.players]) for seat in range(setup.players))
    return Deal(hands, display, tuple(cards[dealt:]))
