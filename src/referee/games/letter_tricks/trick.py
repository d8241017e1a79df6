"""One LetterTricks trick's rulings, each a small pure function: the led suit, the winner, who
picks first and second, the 3-player vowel pick and the must-follow legality of a play."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

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


def winner_index(cards: Sequence[LetterCard]) -> int:
    """The position of the highest card following the led suit (multicolored always follows);
    between two following cards of the same letter the one played earlier wins."""
    led = led_suit(cards)
    following = [i for i, card in enumerate(cards) if card.follows(led)]
    return max(following, key=lambda i: (cards[i].rank, -i))


def lowest_index(cards: Sequence[LetterCard], winner: int) -> int:
    """The lowest card among the other players' (suit ignored); on equal letters the later one."""
    others = [i for i in range(len(cards)) if i != winner]
    return min(others, key=lambda i: (cards[i].rank, -i))


def middle_index(cards: Sequence[LetterCard], winner: int, lowest: int) -> int | None:
    """3 players: the one who played neither the winning nor the lowest card picks a vowel."""
    rest = [i for i in range(len(cards)) if i not in (winner, lowest)]
    return rest[0] if len(cards) == 3 and len(rest) == 1 else None


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


@dataclass(frozen=True)
class TrickRuling:
    """Who won a trick and who picks: positions in play order (leader = 0)."""

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
    win = winner_index(cards)
    low = lowest_index(cards, win) if picks and len(cards) > 1 else None
    mid = middle_index(cards, win, low) if low is not None else None
    return TrickRuling(cards, led_suit(cards), win, low, mid)
