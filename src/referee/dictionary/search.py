"""The words near a misspelling in one lexicon: its shipped index or a scan, with house rules on top.

The default lexicon ships `data/nearby.bin`, so a search is a few dozen look-ups. A word list
given with `--lexicon` has no index: it is scanned (letter sets and lengths first, the exact
distance on the few survivors) until `BUILD_AFTER` misspellings have been searched, then an
index is built in memory, since a long stream of misspellings then pays for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from referee.dictionary.index import letter_mask
from referee.dictionary.nearby import NearbyIndex, distance

BUILD_AFTER = 1_000
"""Misspellings scanned before a word list without a shipped index gets one built in memory."""
SCAN_ALLOWED_UP_TO = 256
"""House-rule words beyond this many are indexed (at their first search) rather than scanned."""


def scan(words: Iterable[str], masks: Iterable[int], folded: str) -> dict[str, int]:
    """Every word one or two edits from `folded`, by looking at each word: the index's oracle."""
    length, mask = len(folded), letter_mask(folded)
    found: dict[str, int] = {}
    for word_mask, word in zip(masks, words, strict=True):
        # Two edits change at most four letters of the letter set, and the length by two.
        if (word_mask ^ mask).bit_count() > 4 or abs(len(word) - length) > 2:
            continue
        edits = distance(folded, word)
        if 0 < edits <= 2:
            found[word] = edits
    return found


@dataclass
class NearbySearch:
    """Every acceptable word within two edits of a misspelling: house `allow` words in, `deny` out."""

    words: Callable[[], tuple[Sequence[str], Sequence[int]]]
    """The lexicon's own words (sorted) with their letter masks, for scanning or building."""
    open_index: Callable[[], NearbyIndex | None] = lambda: None
    """The shipped index, or None when the word list has none (or it belongs to another list)."""
    allow: frozenset[str] = frozenset()
    deny: frozenset[str] = frozenset()
    _index: NearbyIndex | None = None
    _opened: bool = False
    _scans: int = 0
    _allowed: NearbyIndex | None = field(default=None, repr=False)
    _own: tuple[Sequence[str], Sequence[int]] | None = field(default=None, repr=False)

    def near(self, folded: str) -> dict[str, int]:
        """Each word one or two edits away (never `folded` itself), with its number of edits."""
        found = self._search(folded)
        if self.allow:
            found.update(self._near_allowed(folded))
        for word in self.deny & found.keys():
            del found[word]
        return found

    def _search(self, folded: str) -> dict[str, int]:
        if not self._opened:
            self._opened = True
            self._index = self.open_index()
        if self._index is not None:
            return self._index.near(folded)
        if self._own is None:
            self._own = self.words()
        words, masks = self._own
        self._scans += 1
        if self._scans > BUILD_AFTER:
            self._index = NearbyIndex.of_words(words)
            return self._index.near(folded)
        return scan(words, masks, folded)

    def _near_allowed(self, folded: str) -> dict[str, int]:
        if len(self.allow) <= SCAN_ALLOWED_UP_TO:
            allowed = sorted(self.allow)
            return scan(allowed, map(letter_mask, allowed), folded)
        if self._allowed is None:
            self._allowed = NearbyIndex.of_words(self.allow)
        return self._allowed.near(folded)
