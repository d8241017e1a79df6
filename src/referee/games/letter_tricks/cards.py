"""LetterTricks cards: the suits, the 58 cards of the deck exactly as the rulebook lists them.

The deck is data (`DECK_LETTERS`); which of these cards a game uses and how they are dealt is
`setup`, one trick's rulings `trick`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import Enum


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


class LetterCard:
    """One card: its suit and its letter (`QU` for the Qu card, which ranks as Q).

    There is one object for each card (`LetterCard(Suit.RED, "QU")` gives the same one every
    time), so cards compare and hash by identity in C: a record's replay compares and looks up
    cards tens of thousands of times, and a dataclass's `__eq__` and `__hash__` were a Python call
    each (300,000 for 140 records of three hands). What a card is worth is worked out once, when
    it is made."""

    __slots__ = ("is_multicolored", "is_vowel", "letter", "points", "rank", "spells", "suit", "text")

    suit: Suit
    letter: str
    rank: int
    """A = 1 (lowest) .. Z = 26 (highest); the Qu card ranks as Q."""
    points: int
    """What the card scores when used in a word: 2 for J K QU V X Z, else 1."""
    is_multicolored: bool
    is_vowel: bool
    """A E I O U (Y is not a vowel, as the cooperative rules say)."""
    spells: str
    """The letters the card spells in a word at most (`qu` for the Qu card)."""
    text: str
    """As a record writes it: `Y:A`."""

    def __new__(cls, suit: Suit, letter: str) -> LetterCard:
        made = _MADE.get((suit, letter))
        if made is not None:
            return made
        if not (letter == "QU" or (len(letter) == 1 and "A" <= letter <= "Z")):
            raise CardError(f"no card letter {letter!r} (A-Z or QU)")
        card: LetterCard = object.__new__(cls)
        suit = Suit(suit)
        fill = object.__setattr__  # the card's own __setattr__ refuses every change
        fill(card, "suit", suit)
        fill(card, "letter", letter)
        fill(card, "rank", ord(letter[0]) - ord("A") + 1)
        fill(card, "points", 2 if letter in RARE_LETTERS else 1)
        fill(card, "is_multicolored", suit is Suit.MULTICOLORED)
        fill(card, "is_vowel", letter in VOWEL_LETTERS)
        fill(card, "spells", letter.lower())
        fill(card, "text", f"{suit.value}:{letter}")
        _MADE[(suit, letter)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed (LetterCard.{name})")

    def __reduce__(self) -> tuple[type[LetterCard], tuple[Suit, str]]:
        return LetterCard, (self.suit, self.letter)  # a copy is the same card

    def __repr__(self) -> str:
        return f"LetterCard(suit={self.suit!r}, letter={self.letter!r})"

    def follows(self, led: Suit | None) -> bool:
        """Whether the card follows the led suit: its own suit, or multicolored (always follows)."""
        return led is None or self.is_multicolored or self.suit is led

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> LetterCard:
        """`Y:C`, `r:qu`, `M:Qu` -> a card of the deck; anything else raises CardError.

        Cards read are remembered by their text: a record names the same few dozen hundreds of times."""
        known = PARSED_CARDS.get(text) if isinstance(text, str) and cls is LetterCard else None
        if known is not None:
            return known
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
            qu = f"; the Qu card is {suit.value}:QU" if letter == "Q" and "QU" in DECK_LETTERS[suit] else ""
            raise CardError(f"no card {suit.value}:{letter} in the deck ({suit.label} has "
                            f"{' '.join(DECK_LETTERS[suit])}){qu}")
        card = cls(suit, letter)
        if isinstance(text, str) and cls is LetterCard and len(PARSED_CARDS) < 4096:
            PARSED_CARDS[text] = card
        return card


PARSED_CARDS: dict[str, LetterCard] = {}
"""Every card read by `LetterCard.parse`, by the text it was read from (at most 4,096 texts)."""
_MADE: dict[tuple[Suit, str], LetterCard] = {}
"""Every card made, by suit and letter: at most 4 x 27."""


DECK: tuple[LetterCard, ...] = tuple(LetterCard(suit, letter) for suit, letters in DECK_LETTERS.items()
                               for letter in letters)
MULTICOLORED_CARDS: tuple[LetterCard, ...] = tuple(c for c in DECK if c.is_multicolored)
COLOURED_CARDS: tuple[LetterCard, ...] = tuple(c for c in DECK if not c.is_multicolored)
REPLACED_BY_MULTICOLORED: tuple[LetterCard, ...] = tuple(
    c for c in COLOURED_CARDS if c.letter in RARE_LETTERS)
"""The coloured J, K, Qu, V, X, Z (Y:K Y:X B:J B:V R:QU R:Z) left out when the multicolored cards are used."""
VOWELS: tuple[LetterCard, ...] = tuple(c for c in COLOURED_CARDS if c.is_vowel)
"""The 15 vowel cards of the 3-player display: A E I O U of each coloured suit."""


SUIT_ORDER = {Suit.YELLOW: 0, Suit.BLUE: 1, Suit.RED: 2, Suit.MULTICOLORED: 3}
"""How a player sorts a hand: yellow, blue, red, then the multicolored cards."""


def sorted_hand(cards: Iterable[LetterCard]) -> list[LetterCard]:
    """A hand as a player sorts it: by suit (yellow, blue, red, multicolored), then A to Z."""
    return sorted(cards, key=lambda c: (SUIT_ORDER[c.suit], c.rank, c.letter))


CardNames = Callable[["LetterCard"], str]
"""How a card is written out: `str` (`Y:A`), or as a hint was given it (a bare letter as `A`)."""


def cards_text(cards: Iterable[LetterCard], name: CardNames = str) -> list[str]:
    """The cards written out for a table or JSON, each by `name` (a hint shows a card given
    without its suit as its bare letter, not as the deck's card that stands in for it)."""
    return [name(c) for c in cards]
