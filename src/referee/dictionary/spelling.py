"""Spelling correction: the closest words to a misspelling, and whether one is clearly meant."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from referee.dictionary.forms import ALPHABET, is_plain
from referee.dictionary.index import letter_mask
from referee.dictionary.meant import Correction, meant

if TYPE_CHECKING:
    from referee.dictionary.lexicon import Lexicon

MAX_SUGGESTION_LENGTH = 20
SHORT_WORD = 6
"""Up to this length, words two edits away are found by generating the edits, beyond it by a scan."""


def correct(lexicon: Lexicon, folded: str) -> Correction:
    """The closest words to a misspelling and the clear correction, if any.

    The search (`candidates`) is here; which candidate was meant is ruled in `meant`.
    """
    if not is_plain(folded) or len(folded) > MAX_SUGGESTION_LENGTH:
        return Correction((), None)
    return meant(lexicon, folded, candidates(lexicon, folded))


def candidates(lexicon: Lexicon, folded: str) -> dict[str, int]:
    """Every acceptable word at most two edits from `folded`, with its edit distance (1 or 2).

    House rules count: a denied word is never a candidate, an allowed one is.
    """
    found = dict.fromkeys(two_edits_away(lexicon, folded), 2)
    found.update(dict.fromkeys(_known(lexicon, _edits1(folded)), 1))
    found.pop(folded, None)
    return found


def two_edits_away(lexicon: Lexicon, folded: str) -> set[str]:
    """Every word at most two edits away (Damerau: delete, insert, replace, swap neighbours).

    Short words: build the strings two edits away and look them up. Longer ones would mean
    a million strings (1.4 s for 20 letters), so the lexicon is scanned instead: a word two
    edits away differs by at most two letters each way (checked on the letter masks, the
    length and the letter counts), and the few survivors get an exact edit distance.
    """
    if len(folded) <= SHORT_WORD:
        found: set[str] = set()
        for edit in _edits1(folded):
            found.update(_known(lexicon, _edits1(edit)))
        found.discard(folded)
        return found
    index = lexicon.index
    length, mask, have = len(folded), letter_mask(folded), Counter(folded)
    near = _edits1(folded)
    found = set()
    for word_mask, word in zip(index.masks, index.words, strict=True):
        if (word_mask ^ mask).bit_count() > 4 or abs(len(word) - length) > 2:
            continue
        counts = Counter(word)
        if sum((counts - have).values()) > 2 or sum((have - counts).values()) > 2:
            continue
        if _within_two_edits(folded, word, near) and word not in index.deny:
            found.add(word)
    found.discard(folded)
    return found

def _known(lexicon: Lexicon, candidates: Iterable[str]) -> set[str]:
    words = lexicon.words.as_set
    deny = lexicon.house.deny
    return {w for w in candidates
            if (w in words or w in lexicon.house.allow) and w not in deny}


def _restricted_distance(a: str, b: str) -> int:
    """Optimal-string-alignment distance (edits with neighbour swaps), a dynamic programme."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, previous2[j - 2] + 1)
            current[j] = best
        previous2, previous = previous, current
    return previous[-1]


def _within_two_edits(word: str, other: str, near: set[str]) -> bool:
    """Whether `other` is at most two single edits from `word` (`near`: the words one edit away).

    The alignment distance is exact except when a swap and an insertion overlap (ca -> abc), so a
    distance of 3 is confirmed by meeting in the middle: some string one edit from both.
    """
    distance = _restricted_distance(word, other)
    if distance <= 2:
        return True
    return distance == 3 and not near.isdisjoint(_edits1(other))


def _edits1(word: str) -> set[str]:
    """Every string one delete, transpose, replace or insert away (Damerau-Levenshtein 1)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    transposes = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in ALPHABET]
    inserts = [a + c + b for a, b in splits for c in ALPHABET]
    return set(deletes + transposes + replaces + inserts)

