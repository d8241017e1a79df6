"""A Letterflip card: four words of 3, 4, 5 and 6 letters, and the pools `roll letterflip` draws from.

The card is the bottom of the game's modules, so the game's one input error, `GuessError`, is
defined here too: every module above it raises it for a card, guess or answer that cannot be read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from referee.dictionary import fold, is_plain
from referee.errors import OptionError

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.randomness import Source

WORD_LENGTHS = (3, 4, 5, 6)
"""A card holds a three-, four-, five- and six-letter word, identified in that order."""

PLAYERS = 2
"""Letterflip is played by two players, each trying to identify the card the other holds."""

STANDARD_RANK = 400
"""`roll letterflip --side standard` draws among the 400 commonest words of each length."""
ADVANCED_RANK = 2000
"""`--side advanced` draws among the next commonest words, up to rank 2,000 of each length..."""
ADVANCED_SHARE = 0.6
"""...but never from the rarest 40% of a length's words (short lengths run out of real words)."""


class GuessError(ValueError):
    """A card, guess, answer or knowledge item that cannot be read (commands turn it into exit 2)."""


class Side(str, Enum):
    """Which side of the Letterflip card: gold (standard) or blue (advanced)."""

    STANDARD = "standard"
    ADVANCED = "advanced"


SIDES: dict[str, Side] = {"standard": Side.STANDARD, "advanced": Side.ADVANCED,
                          "gold": Side.STANDARD, "blue": Side.ADVANCED}
"""A side by its name or by its colour, as the rulebook names them ("Gold side: Standard Game,
Blue side: Advanced Game"): what a record's `side:` and every `--side` take."""


def card_problems(words: Sequence[str]) -> list[str]:
    """Why these words are not a Letterflip card (empty when they are): four words, 3-6 letters."""
    if len(words) != len(WORD_LENGTHS):
        return [f"a card has four words (3, 4, 5 and 6 letters), got {len(words)}"]
    problems = []
    for number, (word, length) in enumerate(zip(words, WORD_LENGTHS, strict=True), start=1):
        folded = fold(word)
        if not is_plain(folded):
            problems.append(f"word {number} {word!r} is not plain letters A-Z")
        elif len(folded) != length:
            problems.append(f"word {number} must have {length} letters, {word!r} has {len(folded)}")
    return problems


@dataclass(frozen=True)
class LetterflipCard:
    """The four words a player is trying to identify, shortest first."""

    words: tuple[str, ...]

    @classmethod
    def of(cls, words: Iterable[str]) -> LetterflipCard:
        """A card from its words; GuessError when they are not four words of 3, 4, 5, 6 letters."""
        listed = [w.strip() for w in words]
        problems = card_problems(listed)
        if problems:
            raise GuessError("; ".join(problems))
        return cls(tuple(fold(w) for w in listed))


def two_players(names: Sequence[str]) -> bool:
    """Whether these names are Letterflip's two players: two of them, not one typed twice (case ignored)."""
    return len(names) == PLAYERS and names[0].lower() != names[1].lower()


def word_in_play(word: int | None, length: int | None) -> int:
    """The word in play, 1-4, from `--word N` or `--length L` (default the first); an OptionError
    when both are given and disagree."""
    if word is not None and length is not None and WORD_LENGTHS[word - 1] != length:
        raise OptionError(f"--word {word} is the {WORD_LENGTHS[word - 1]}-letter word, not --length {length}")
    if length is not None:
        return WORD_LENGTHS.index(length) + 1
    return word if word is not None else 1


def card_pools(lexicon: Lexicon, side: Side, lengths: Iterable[int] = WORD_LENGTHS) -> dict[int, list[str]]:
    """The words a card of this side may hold, per length, alphabetically (for fair, seeded draws).

    Ranked by the lexicon's word frequency (`lexicon.count`, as the index holds it), commonest
    first; proper nouns and abbreviations are never in the pool, even when a house rule allows them.
    """
    wanted = set(lengths)
    index = lexicon.index
    proper, abbreviations = lexicon.proper, lexicon.abbreviations
    by_length: dict[int, list[tuple[int, str]]] = {length: [] for length in wanted}
    for word, frequency in zip(index.words, index.frequencies, strict=True):
        if len(word) in wanted and word not in index.deny and is_plain(word):
            by_length[len(word)].append((-frequency, word))
    pools = {}
    for length, words in by_length.items():
        ranked = [w for _, w in sorted(words) if w not in proper and w not in abbreviations]
        if side is Side.STANDARD:
            chosen = ranked[:STANDARD_RANK]
        else:
            end = min(ADVANCED_RANK, max(STANDARD_RANK + 1, int(len(ranked) * ADVANCED_SHARE)))
            chosen = ranked[STANDARD_RANK:end] or ranked[:STANDARD_RANK]
        pools[length] = sorted(chosen)
    return pools


def card_pool(lexicon: Lexicon, side: Side, length: int) -> list[str]:
    """The words a card of this side may hold at one length."""
    return card_pools(lexicon, side, [length])[length]


def draw_cards(pools: Sequence[Sequence[str]], count: int, rng: Source) -> list[list[str]]:
    """`count` cards, each word drawn uniformly from its length's pool; no word twice in one roll."""
    used: set[str] = set()
    cards = []
    for _ in range(count):
        card = []
        for pool in pools:
            fresh = [w for w in pool if w not in used]
            if not fresh:
                raise GuessError("the word list has too few words of some length for these cards")
            word = fresh[rng.below(len(fresh))]
            used.add(word)
            card.append(word)
        cards.append(card)
    return cards
