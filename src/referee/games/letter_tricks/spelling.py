"""Which LetterTricks cards lay out a word: the one reading of the Qu card.

The rulebook: "players may assume that there is virtual a 'U' card following the 'Q' card. This
is optional, and players may instead use an actual 'U' card or even create a (rare!) word where
'Q' is not followed by 'U'." So the Qu card stands for Q, or for QU when the word's Q is followed
by U (interface section 10: "a QU card may stand for Q or for QU"); its virtual U can never be a
U elsewhere in the word (`qiviut` cannot be laid out from QU I V I T). A U card is used for the U
whenever there is one, since a word scores by the cards it uses.

The scorer (`score-sheet`), the hints and `check-word --cards` all call `lay_out`, so a hint
can never offer a word the scorer refuses.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from referee.dictionary import fold, is_plain

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard


def lay_out(word: str, letters: Sequence[str]) -> tuple[int, ...] | None:
    """The positions in `letters` (card letters, `QU` for the Qu card) that lay out `word`, or None.

    Cards earlier in `letters` are used first, so a caller that lists a suit's own cards before
    the multicolored ones keeps those free for other words. The positions come in the order of
    the word's letters.
    """
    text = fold(word).upper()
    if not is_plain(text.lower()):
        return None
    by_letter: dict[str, list[int]] = {}
    for position, letter in enumerate(letters):
        by_letter.setdefault(letter.upper()[:1], []).append(position)  # the Qu card under Q
    need = Counter(text)
    virtual_u = max(0, need["U"] - len(by_letter.get("U", ())))
    if virtual_u > text.count("QU"):
        return None
    need["U"] -= virtual_u
    used: list[int] = []
    for letter, count in need.items():
        available = by_letter.get(letter, [])
        if len(available) < count:
            return None
        used.extend(available[:count])
    return tuple(used)


def spell(word: str, cards: Sequence[LetterCard], spare: Sequence[LetterCard] = ()) -> tuple[LetterCard, ...] | None:
    """The cards that lay out `word`, using `cards` before `spare` (multicolored), or None."""
    pool = [*cards, *spare]
    used = lay_out(word, [card.letter for card in pool])
    return None if used is None else tuple(pool[i] for i in used)


def can_spell(word: str, letters: Sequence[str]) -> bool:
    """Whether `word` can be laid out from cards with these letters, each card used once."""
    return lay_out(word, letters) is not None


def tiles(cards: Iterable[LetterCard]) -> str:
    """Every letter the cards could spell (a Qu card gives a Q and a possible U): an index query."""
    return "".join(card.spells for card in cards)
