"""`referee hint letter-roll` and the analysis: every valid word containing the letters in play.

Found on the dictionary's letter-multiset index: the 26-bit letter masks narrow the lexicon with
one AND per word, and only letters wanted more than once are counted; tests hold it to a
brute-force scan of the word list. Commonest first (`lexicon.count`), then alphabetical.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from referee.dictionary import Lexicon, letter_mask


@dataclass(frozen=True)
class RollHints:
    """Every valid word containing the letters in play: how many, and the commonest first."""

    letters: str
    total: int
    words: tuple[tuple[str, int], ...]
    """(word, frequency) pairs, commonest first, cut to the limit asked for."""


def letter_roll_hints(lexicon: Lexicon, letters: Iterable[str], min_length: int = 1,
                      limit: int | None = None) -> RollHints:
    """Words containing every letter with multiplicity (two Ts rolled need two Ts), at least
    `min_length` long; commonest first, then alphabetical."""
    wanted = "".join(letters).lower()
    need = Counter(wanted)
    want = letter_mask(wanted)
    index = lexicon.index
    words, frequencies, deny = index.words, index.frequencies, index.deny
    # the mask has every letter once; only letters wanted more than once need counting
    several = [(c, n) for c, n in need.items() if n > 1]
    found = [(-frequencies[i], w) for i, m in enumerate(index.masks) if m & want == want
             for w in (words[i],)
             if len(w) >= min_length and all(w.count(c) >= n for c, n in several) and w not in deny]
    shown = sorted(found) if limit is None else heapq.nsmallest(limit, found)
    return RollHints(wanted.upper(), len(found), tuple((w, -f) for f, w in shown))
