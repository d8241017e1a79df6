"""Which word a misspelling meant: candidates ranked, and the clear correction if there is one.

The search for candidates is `spelling.candidates`; this module only ranks what it found.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee.dictionary.lexicon import Lexicon

CLEAR_RATIO = 10
"""A distance-1 correction is clear when it is the only one, or this many times commoner."""
MIN_LENGTH_FOR_DISTANT_CORRECTION = 6
"""A unique correction two edits away is only clear for words at least this long."""
SHOWN = 5
"""How many candidates a ruling shows."""


@dataclass(frozen=True)
class Correction:
    """The closest real words to a misspelling, and whether one is clearly meant."""

    candidates: tuple[str, ...]
    clear: str | None


def meant(lexicon: Lexicon, folded: str, found: Mapping[str, int]) -> Correction:
    """Rank the candidates (word -> edit distance) and rule whether one is clearly meant.

    Clear correction rule (docs/rulings.md): exactly one word one edit away, or the commonest
    one-edit word at least CLEAR_RATIO times as common as the next; or, for words of at least
    MIN_LENGTH_FOR_DISTANT_CORRECTION letters with nothing one edit away, exactly one word two
    edits away.
    """
    if not found:
        return Correction((), None)
    nearest = min(found.values())
    ranked = sorted((w for w, d in found.items() if d == nearest), key=lambda w: (-lexicon.count(w), w))
    clear = None
    if nearest == 1:
        if len(ranked) == 1 or lexicon.count(ranked[0]) >= CLEAR_RATIO * lexicon.count(ranked[1]):
            clear = ranked[0]
    elif len(ranked) == 1 and len(folded) >= MIN_LENGTH_FOR_DISTANT_CORRECTION:
        clear = ranked[0]
    return Correction(tuple(ranked[:SHOWN]), clear)
