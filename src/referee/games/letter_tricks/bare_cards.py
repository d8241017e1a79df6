"""A `--cards` list, as `check-word` and `hint letter-tricks` both read it: `Y:A` is that card,
a card written without its suit (`A`) is a card of any suit.

One reading for both commands, so they agree on every card list: the same cards are refused with
the same words (`Q` alone, a card given twice, more cards of a letter than the deck holds).

A hint takes them where the suit cannot change what it says: a 4-5 player word scores by its
letters alone (1 a card, 2 for J K QU V X Z), and a cooperative trick's word uses every card
whatever their suits. With 3 players and in the team game each word is made from one suit's
cards, so which words go together depends on the suits: there a card needs its suit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from referee.games.letter_tricks.cards import DECK, CardError, LetterCard
from referee.games.letter_tricks.setup import LetterTricksMode
from referee.games.letter_tricks.trick import played_twice
from referee.plurals import plural

if TYPE_CHECKING:
    from referee.games.letter_tricks.setup import GameSetup

LETTERS = tuple(sorted({card.letter for card in DECK}))
"""The letters a card may have: A-Z but Q, and QU (the Qu card)."""


@dataclass(frozen=True)
class BareCard:
    """A card's letter without its suit."""

    letter: str

    @classmethod
    def parse(cls, text: str) -> BareCard:
        """`a`, `QU` -> a bare card; anything else (`Q`: the Qu card is QU) raises CardError."""
        raw = text.strip()
        letter = raw.upper()
        if letter == "Q":
            raise CardError(f"no card has the letter {raw} alone (the Qu card is QU)")
        if letter not in LETTERS:
            raise CardError(f"expected a card SUIT:LETTER (Y, B, R or M, then A-Z or QU) or a bare letter, "
                            f"got {raw!r}")
        return cls(letter)

    def __str__(self) -> str:
        return self.letter


GivenCard = LetterCard | BareCard
"""A card as a `--cards` list gives it: with its suit, or without."""


def read_cards(text: str) -> list[GivenCard]:
    """`Y:C,R:QU B:I` or `C,QU,I` (commas or spaces): the cards given, each read by the deck's
    own parser or as a bare letter. None at all, or a card given twice (`Y:A,Y:A`: the deck has
    one of each), raises CardError."""
    cards: list[GivenCard] = [LetterCard.parse(token) if ":" in token else BareCard.parse(token)
                              for token in text.replace(" ", ",").split(",") if token]
    if not cards:
        raise CardError("no cards given")
    suited = [card for card in cards if isinstance(card, LetterCard)]
    if played_twice(suited):
        twice = next(card for card in suited if suited.count(card) > 1)
        raise CardError(f"{twice} is given twice (the deck has one of each card)")
    return cards


def word_check_letters(text: str) -> tuple[str, ...]:
    """`check-word --cards`: the letters of the cards given (`QU` for the Qu card). A word check
    needs no suits and knows no table, so the cards are counted against the whole deck, all 58 of
    which the 3-player game deals: `X,X` may be Y:X and M:X, a third X is refused."""
    cards = read_cards(text)
    stand_ins(DECK, cards, "the deck")
    return tuple(card.letter for card in cards)


def why_suits_matter(setup: GameSetup) -> str | None:
    """Why this game's hint needs every card's suit, or None when a bare letter is hinted honestly."""
    if setup.three_player:
        return "with 3 players each word is made from one suit's cards"
    if setup.mode is LetterTricksMode.TEAM:
        return "a team's words are made one from each suit's cards"
    return None


def stand_ins(deck: Sequence[LetterCard], given: Sequence[GivenCard],
              holder: str = "this game") -> dict[int, LetterCard]:
    """For each bare card (by its place in `given`), a card of `deck` that no other card given
    is: where bare cards are taken the suit counts for nothing, so any such card stands for it.
    More cards of a letter than the deck holds raises CardError, naming the letter and what
    holds the deck (`holder`: this game, the deck)."""
    taken = {card for card in given if isinstance(card, LetterCard)}
    found: dict[int, LetterCard] = {}
    for place, card in enumerate(given):
        if isinstance(card, LetterCard):
            continue
        spare = next((c for c in deck if c.letter == card.letter and c not in taken), None)
        if spare is None:
            of_letter = [str(c) for c in deck if c.letter == card.letter]
            times = Counter(c.letter for c in given)[card.letter]
            raise CardError(f"{card.letter} is given {times} times, and {holder} has {len(of_letter)} "
                            f"{card.letter} {plural(len(of_letter), 'card')} ({', '.join(of_letter)})")
        taken.add(spare)
        found[place] = spare
    return found


def with_suit(card: BareCard, setup: GameSetup) -> str:
    """The cards of this game a bare letter may be, as a user would write them: `Y:A, B:A or R:A`."""
    cards = [str(c) for c in setup.deck if c.letter == card.letter]
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} or {cards[-1]}"
