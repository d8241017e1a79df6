"""LetterTricks: the deck, the deals and one trick's rulings (rulebook and interface section 10).

The deck is data (`DECK_LETTERS`, exactly the rulebook's list) and every ruling on a trick is a
small pure function: the led suit, the winner, who picks first and second, the 3-player vowel
pick and the must-follow legality of each play. Whole hand records are replayed in
`letter_tricks_hands` (whose `adjudicate` is the entry point `score-sheet` calls) and scored in
`letter_tricks_scoring`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from referee.randomness import Source, shuffle


class Suit(str, Enum):
    """The four colours printed on the cards; multicolored cards belong to every suit."""

    YELLOW = "Y"
    BLUE = "B"
    RED = "R"
    MULTICOLORED = "M"

    @property
    def label(self) -> str:
        return self.name.lower()


COLOURED = (Suit.YELLOW, Suit.BLUE, Suit.RED)
RARE_LETTERS = frozenset({"J", "K", "QU", "V", "X", "Z"})
"""The x2 cards: each scores two points when used in a word."""
VOWEL_LETTERS = ("A", "E", "I", "O", "U")

DECK_LETTERS: dict[Suit, tuple[str, ...]] = {
    Suit.YELLOW: ("A", "C", "D", "E", "G", "H", "I", "K", "M", "O", "P", "R", "S", "T", "U", "W", "X"),
    Suit.BLUE: ("A", "B", "C", "E", "F", "G", "I", "J", "L", "N", "O", "P", "R", "S", "U", "V", "Y"),
    Suit.RED: ("A", "B", "D", "E", "F", "H", "I", "L", "M", "N", "O", "QU", "S", "T", "U", "W", "Y", "Z"),
    Suit.MULTICOLORED: ("J", "K", "QU", "V", "X", "Z"),
}
"""The 58 cards exactly as the rulebook lists them: 17 yellow, 17 blue, 18 red, 6 multicolored."""


class CardError(ValueError):
    """Text that is not a card of the deck (`Y:B`: yellow has no B)."""


@dataclass(frozen=True)
class Card:
    """One card: its suit and its letter (`QU` for the Qu card, which ranks as Q)."""

    suit: Suit
    letter: str

    @property
    def rank(self) -> int:
        """A = 1 (lowest) .. Z = 26 (highest); the Qu card ranks as Q."""
        return ord(self.letter[0]) - ord("A") + 1

    @property
    def points(self) -> int:
        """What the card scores when used in a word: 2 for J K QU V X Z, else 1."""
        return 2 if self.letter in RARE_LETTERS else 1

    @property
    def is_multicolored(self) -> bool:
        return self.suit is Suit.MULTICOLORED

    @property
    def is_vowel(self) -> bool:
        """A E I O U (Y is not a vowel, as the cooperative rules say)."""
        return self.letter in VOWEL_LETTERS

    @property
    def spells(self) -> str:
        """The letters the card spells in a word at most (`qu` for the Qu card)."""
        return self.letter.lower()

    def follows(self, led: Suit | None) -> bool:
        """Whether the card follows the led suit: its own suit, or multicolored (always follows)."""
        return led is None or self.is_multicolored or self.suit is led

    def __str__(self) -> str:
        return f"{self.suit.value}:{self.letter}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """`Y:C`, `r:qu`, `M:Qu` -> a card of the deck; anything else raises CardError."""
        raw = str(text).strip()
        suit_text, sep, letter = raw.partition(":")
        if not sep:
            raise CardError(f"expected a card SUIT:LETTER (Y, B, R or M, then A-Z or QU), got {raw!r}")
        try:
            suit = Suit(suit_text.strip().upper())
        except ValueError:
            raise CardError(f"unknown suit {suit_text!r} in {raw!r} (expected Y, B, R or M)") from None
        letter = letter.strip().upper()
        if letter not in DECK_LETTERS[suit]:
            raise CardError(f"no card {suit.value}:{letter} in the deck ({suit.label} has "
                            f"{' '.join(DECK_LETTERS[suit])})")
        return cls(suit, letter)


DECK: tuple[Card, ...] = tuple(Card(suit, letter) for suit, letters in DECK_LETTERS.items()
                               for letter in letters)
MULTICOLORED_CARDS: tuple[Card, ...] = tuple(c for c in DECK if c.is_multicolored)
COLOURED_CARDS: tuple[Card, ...] = tuple(c for c in DECK if not c.is_multicolored)
REPLACED_BY_MULTICOLORED: tuple[Card, ...] = tuple(
    c for c in COLOURED_CARDS if c.letter in RARE_LETTERS)
"""The coloured J, K, Qu, V, X, Z (Y:K Y:X B:J B:V R:QU R:Z) left out when the multicolored cards are used."""
VOWELS: tuple[Card, ...] = tuple(c for c in COLOURED_CARDS if c.is_vowel)
"""The 15 vowel cards of the 3-player display: A E I O U of each coloured suit."""


def cards_text(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


# --- games and decks ----------------------------------------------------------------------------
class Mode(str, Enum):
    """The record's `mode:`; with the number of players it decides which of the four games it is."""

    COMPETITIVE = "competitive"
    TEAM = "team"
    COOPERATIVE = "cooperative"


class Variant(str, Enum):
    ADVANCED = "advanced"
    MULTICOLORED = "multicolored"


@dataclass(frozen=True)
class GameSetup:
    """Which of the four games is played, and so which cards are in it."""

    mode: Mode
    players: int
    multicolored: bool = False
    advanced: bool = False

    @property
    def three_player(self) -> bool:
        return self.mode is Mode.COMPETITIVE and self.players == 3

    @property
    def uses_multicolored(self) -> bool:
        return self.three_player or (self.mode is not Mode.COMPETITIVE and self.multicolored)

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards of this game: all 58 for 3 players; 52 otherwise (coloured, or with the
        multicolored cards replacing the coloured J K Qu V X Z)."""
        if self.three_player:
            return DECK
        if self.uses_multicolored:
            return tuple(c for c in DECK if c not in REPLACED_BY_MULTICOLORED)
        return COLOURED_CARDS

    @property
    def hand_size(self) -> int:
        """Cards each player is dealt: 14 with 3 players, 13 with 4, 10 with 5."""
        return 14 if self.three_player else len(self.deck) // self.players

    def check(self) -> str | None:
        """Why this combination is not a LetterTricks game, or None."""
        if self.mode is Mode.TEAM and self.players != 4:
            return f"team LetterTricks is played by 4 players, got {self.players}"
        if self.mode is Mode.COOPERATIVE and self.players not in (4, 5):
            return f"cooperative LetterTricks is played by 4 or 5 players, got {self.players}"
        if self.players not in (3, 4, 5):
            return f"LetterTricks is played by 3, 4 or 5 players, got {self.players}"
        return None


@dataclass(frozen=True)
class Deal:
    """One hand's deal: the cards of each seat, the 3-player display and the cards returned."""

    hands: tuple[tuple[Card, ...], ...]
    display: tuple[Card, ...] = ()
    returned: tuple[Card, ...] = ()


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


# --- one trick ----------------------------------------------------------------------------------
def led_suit(cards: Sequence[Card]) -> Suit | None:
    """The leader's suit; after a multicolored lead the first non-multicolored card sets it.

    None when every card is multicolored (then the highest card simply wins).
    """
    for card in cards:
        if not card.is_multicolored:
            return card.suit
    return None


def winner_index(cards: Sequence[Card]) -> int:
    """The position of the highest card following the led suit (multicolored always follows);
    between two following cards of the same letter the one played earlier wins."""
    led = led_suit(cards)
    following = [i for i, card in enumerate(cards) if card.follows(led)]
    return max(following, key=lambda i: (cards[i].rank, -i))


def lowest_index(cards: Sequence[Card], winner: int) -> int:
    """The lowest card among the other players' (suit ignored); on equal letters the later one."""
    others = [i for i in range(len(cards)) if i != winner]
    return min(others, key=lambda i: (cards[i].rank, -i))


def middle_index(cards: Sequence[Card], winner: int, lowest: int) -> int | None:
    """3 players: the one who played neither the winning nor the lowest card picks a vowel."""
    rest = [i for i in range(len(cards)) if i not in (winner, lowest)]
    return rest[0] if len(cards) == 3 and len(rest) == 1 else None


def must_follow_breach(card: Card, led: Suit | None, holding: Iterable[Card]) -> Card | None:
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

    cards: tuple[Card, ...]
    led: Suit | None
    winner: int
    lowest: int | None
    middle: int | None

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]


def rule_trick(cards: Sequence[Card], picks: bool = True) -> TrickRuling:
    """The led suit, the winner and the pickers of one trick, leader's card first."""
    cards = tuple(cards)
    win = winner_index(cards)
    low = lowest_index(cards, win) if picks and len(cards) > 1 else None
    mid = middle_index(cards, win, low) if low is not None else None
    return TrickRuling(cards, led_suit(cards), win, low, mid)
