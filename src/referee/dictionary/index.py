"""The letter-multiset index: which words can be spelled from, or must contain, some letters."""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from functools import cached_property

from referee.dictionary.forms import fold


def letter_mask(word: str) -> int:
    """The set of letters of a folded word as 26 bits (a = bit 0)."""
    mask = 0
    for c in set(word):
        mask |= 1 << (ord(c) - 97)
    return mask


class LetterIndex:
    """Every word with the set of letters it uses as a 26-bit mask, for fast multiset queries.

    A word can only be spelled from some tiles if its letter set is a subset of theirs, and can
    only contain some letters if its set is a superset: one AND per word over a flat array
    (shipped precomputed for the default lexicon, so nothing is built at start-up), then an exact
    count check on the few survivors. Every query gives exactly what a scan of the whole word list
    would (tests/test_letter_index.py holds it to a brute-force oracle).
    """

    def __init__(self, words: Sequence[str], masks: Sequence[int] | None = None,
                 deny: frozenset[str] = frozenset(),
                 frequencies: Callable[[], Sequence[int]] | None = None) -> None:
        self.words = words
        self.masks = masks if masks is not None else array("I", map(letter_mask, words))
        self.deny = deny
        self._frequencies = frequencies

    @cached_property
    def frequencies(self) -> Sequence[int]:
        """How common each word is (higher is commoner), aligned with `words`; 1 when unknown."""
        return self._frequencies() if self._frequencies is not None else [1] * len(self.words)

    def _matching(self, want: int, banned: int = 0, subset_of: int | None = None) -> Iterator[str]:
        deny = self.deny
        if subset_of is not None:
            outside = ~subset_of & 0x3FFFFFF
            hits = (w for m, w in zip(self.masks, self.words, strict=True) if not m & outside)
        else:
            hits = (w for m, w in zip(self.masks, self.words, strict=True)
                    if m & want == want and not m & banned)
        return (w for w in hits if w not in deny)

    def containing(self, letters: str, without: str = "") -> Iterator[str]:
        """Words that contain every letter given, with multiplicity, and none of `without`."""
        need = Counter(fold(letters))
        for word in self._matching(letter_mask("".join(need)), letter_mask(fold(without))):
            if all(word.count(c) >= n for c, n in need.items()):
                yield word

    def spellable(self, tiles: str, min_length: int = 1) -> Iterator[str]:
        """Words that can be laid out from these letters, each used at most once."""
        have = Counter(fold(tiles))
        for word in self._matching(0, subset_of=letter_mask("".join(have))):
            if len(word) >= min_length and all(word.count(c) <= have[c] for c in set(word)):
                yield word

