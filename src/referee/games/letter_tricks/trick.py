"""One LetterTricks trick's rulings, each a small pure function: the led suit, the winner, who
picks first and second, the 3-player vowel pick and the must-follow legality of a play."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from referee.games.letter_tricks.cards import LetterCard, Suit

PLAYED_TWICE = "the same card is played twice in one trick"


def played_twice(cards: Sequence[LetterCard]) -> bool:
    """Whether a card is played twice in one trick: the deck has one of each card."""
    return len(set(cards)) != len(cards)


def led_suit(cards: Sequence[LetterCard]) -> Suit | None:
    """The leader's suit; after a multicolored lead the first non-multicolored card sets it.

    None when every card is multicolored (then the highest card simply wins).
    """
    for card in cards:
        if not card.is_multicolored:
            return card.suit
    return None


def _winner(cards: Sequence[LetterCard], led: Suit | None) -> int:
    """The position of the highest card following the led suit (multicolored always follows);
    between two following cards of the same letter the one played earlier wins. `rule_trick`
    is its one caller, so a trick's winner is worked out one way everywhere."""
    best, best_rank = 0, 0
    for position, card in enumerate(cards):
        # following and strictly higher: of two equal letters the earlier one stays the winner
        if card.rank > best_rank and card.follows(led):
            best, best_rank = position, card.rank
    return best


def lowest_index(cards: Sequence[LetterCard], winner: int) -> int:
    """The lowest card among the other players' (suit ignored); on equal letters the later one.
    A trick of one card has no other player's: -1."""
    lowest, lowest_rank = -1, 27
    for position, card in enumerate(cards):
        if position != winner and card.rank <= lowest_rank:  # <=: an equal letter played later is lower
            lowest, lowest_rank = position, card.rank
    return lowest


def middle_index(cards: Sequence[LetterCard], winner: int, lowest: int) -> int | None:
    """3 players: the one who played neither the winning nor the lowest card picks a vowel."""
    return 3 - winner - lowest if len(cards) == 3 and winner != lowest else None


def must_follow_breach(card: LetterCard, led: Suit | None, holding: Iterable[LetterCard]) -> LetterCard | None:
    """The card of the led suit the player held but did not play (a revoke), or None if legal.

    A player holding the led suit must play that suit or a multicolored card; a multicolored
    card is never compulsory, and with no suit led yet (a multicolored lead) anything goes.
    """
    if led is None or card.follows(led):
        return None
    for held in holding:
        if held.suit is led and held != card:
            return held
    return None


class TrickRuling(NamedTuple):
    """Who won a trick and who picks: positions in play order (leader = 0). (A named tuple: one
    is made for every trick replayed, and a frozen dataclass sets each field through a call.)"""

    cards: tuple[LetterCard, ...]
    led: Suit | None
    winner: int
    lowest: int | None
    middle: int | None

    @property
    def winning_card(self) -> LetterCard:
        return self.cards[self.winner]


def rule_trick(cards: Sequence[LetterCard], picks: bool = True) -> TrickRuling:
    """The led suit, the winner and the pickers of one trick, leader's card first."""
    cards = tuple(cards)
    led = led_suit(cards)
    win = _winner(cards, led)
    low = lowest_index(cards, win) if picks and len(cards) > 1 else None
    mid = middle_index(cards, win, low) if low is not None else None
    return TrickRuling(cards, led, win, low, mid)
