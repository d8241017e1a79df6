"""Best plays for First-Class Letters, found on the dictionary's letter-multiset index (issue 7),
scored by the game's own `score.word_score`, so a hint never ranks a word the scorer refuses.

Pure functions, no click: `referee hint` and `score-sheet --analyse` both call them. Every query
first narrows the lexicon with the index's 26-bit letter masks (one AND per word over a flat
array, no per-word Counter) and only then counts letters in the few survivors, so a hint costs a
few milliseconds; tests hold each one to a brute-force scan of the word list.

Order of suggestions, everywhere: the game's points (highest first), then the commoner word
(`lexicon.count`), then alphabetical order — so the same question always gets the same answer.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import islice

from referee.dictionary import Lexicon, fold, letter_mask
from referee.errors import OptionError
from referee.games.first_class.model import RoundRoll
from referee.games.first_class.score import word_score

# --- First-Class Letters ------------------------------------------------------------------------


Between = tuple[str | None, str | None]
"""Alphabetical bounds (inclusive, case-insensitive): the words just above and below the row."""


@dataclass(frozen=True)
class WordHint:
    """A First-Class Letters suggestion: the word, its score, checkmarks, doubling, commonness."""

    word: str
    score: int
    checks: int
    doubled: bool
    frequency: int


def sheet_bounds(sheet: Sequence[str | None], row: int) -> Between:
    """The alphabetical bounds for writing on `row` (1-based) of a sheet, top row first.

    `sheet` holds the words written so far, None for empty rows and canceled boxes or words
    (they take no part in the end-of-game check). The new word must not come before the nearest
    word above nor after the nearest word below (a repeated word is fine: non-decreasing order).
    """
    if not 1 <= row <= len(sheet):
        raise ValueError(f"row {row} is not on the sheet (rows 1-{len(sheet)})")
    if sheet[row - 1]:
        raise ValueError(f"row {row} already holds {sheet[row - 1]!r}")
    above = next((fold(w) for w in reversed(sheet[: row - 1]) if w), None)
    below = next((fold(w) for w in sheet[row:] if w), None)
    return above, below


def row_initial(special: Mapping[int, str], row: int, initial: str | None) -> str | None:
    """The initial letter a word on `row` must start with: the special row's letter, or `initial`;
    an OptionError when they are two different letters (a special row has one)."""
    special_initial = special.get(row)
    if special_initial and initial and special_initial != initial:
        raise OptionError(f"row {row} is special with {special_initial}, but --initial is {initial}")
    return initial or special_initial


def fits_between(word: str, between: Between) -> bool:
    """Whether a (folded) word may sit between the two bounds, inclusive."""
    low, high = between
    return (low is None or low <= word) and (high is None or word <= high)


def no_place_between(between: Between) -> bool:
    """Whether the bounds are the wrong way round, the word above coming after the word below
    alphabetically: then no word fits between them (`fits_between` holds for none), whatever
    the dice."""
    low, high = between
    return low is not None and high is not None and low > high


def no_word_can_score(round_: RoundRoll, initial: str | None = None) -> str | None:
    """Why no word at all is valid, whatever the dictionary holds, or None. The dead letter "Must
    not" be in the word, but the priority letter "must be included" and a special row's word "must
    begin with the letter marked in the box": when either is the dead letter, every word is canceled."""
    dead = round_.dead.upper() if round_.dead else None
    if dead is None:
        return None
    if round_.priority and round_.priority.upper() == dead:
        return (f"no word can score: the priority letter {dead} is also the dead letter (a word must use "
                f"the one and must not use the other)")
    if initial and initial.upper() == dead:
        return (f"no word can score: the row's initial {dead} is also the dead letter (a word there "
                f"must begin with it and must not use it)")
    return None


def _spans(lexicon: Lexicon, initial: str, low: str | None, high: str | None) -> list[tuple[int, int]]:
    """The stretches of the index that can hold words with this initial between these bounds.

    The lexicon's own words come first in the index, sorted (binary search narrows them); words
    a house rule allows follow and are always scanned. The caller still checks every bound.
    """
    words = lexicon.index.words
    base = min(len(lexicon.words), len(words))
    start, stop = 0, base
    first = max(low or "", initial)
    if first:
        start = bisect_left(words, first, 0, base)
    if high is not None:
        stop = bisect_right(words, high, start, base)
    if initial:
        stop = min(stop, bisect_left(words, initial[:-1] + chr(ord(initial[-1]) + 1), start, base))
    return [(start, max(start, stop)), (base, len(words))]


def first_class_hints(lexicon: Lexicon, round_: RoundRoll, between: Between = (None, None),
                      limit: int | None = 10, initial: str | None = None) -> list[WordHint]:
    """The highest-scoring valid words for a round's roll, best first (at most `limit`; None for
    all), starting with `initial` when the player means to write on a special row.

    Only words scoring at least one point are suggested. Exact top `limit` with two passes: the
    doubled words (every die letter present, found by mask) give a threshold score; a word that is
    not doubled can only beat it with at least that many checkmarks, so only words that long are
    counted at all. The search counts checkmarks as `first_class.score.word_score` does; the
    scores it reports are that function's own (tests hold hints to score-sheet's points).
    """
    faces = sorted({d.lower() for d in round_.dice})
    face_mask = letter_mask("".join(faces))
    dead_mask = letter_mask(round_.dead.lower()) if round_.dead else 0
    need_mask = letter_mask(round_.priority.lower()) if round_.priority else 0
    initial = initial.lower() if initial else ""
    low = fold(between[0]) if between[0] else None
    high = fold(between[1]) if between[1] else None
    index = lexicon.index
    deny = index.deny

    def allowed(word: str) -> bool:
        return (word.startswith(initial) and (low is None or low <= word)
                and (high is None or word <= high) and word not in deny)

    one, two, three = (*faces, "#", "#")[:3]  # "#" is in no word: fewer distinct dice count nothing

    def checks(word: str) -> int:
        return word.count(one) + word.count(two) + word.count(three)

    words, masks = index.words, index.masks
    spans = _spans(lexicon, initial, low, high)
    doubled = [(2 * checks(words[i]), i) for start, stop in spans
               for i, m in enumerate(islice(masks, start, stop), start)
               if m & face_mask == face_mask and not m & dead_mask and m & need_mask == need_mask
               and allowed(words[i])] if faces else []
    threshold = 1
    if limit is not None and len(doubled) >= limit > 0:
        threshold = max(1, heapq.nlargest(limit, (s for s, _ in doubled))[-1])
    # A word that is not doubled has at most len(word) - (its distinct non-dice letters) checkmarks.
    other_letters = ~face_mask & 0x3FFFFFF
    others = [(n, i) for start, stop in spans for i, m in enumerate(islice(masks, start, stop), start)
              if m & face_mask and m & face_mask != face_mask and not m & dead_mask
              and m & need_mask == need_mask and len(words[i]) - (m & other_letters).bit_count() >= threshold
              and allowed(words[i]) for n in (checks(words[i]),) if n >= threshold]
    frequencies = index.frequencies
    ranked = sorted((-s, -frequencies[i], words[i]) for s, i in [*doubled, *others] if s >= threshold)
    if limit is not None:
        ranked = ranked[:limit]
    hints = []
    for _score, frequency, word in ranked:
        marks = word_score(word, round_.dice)  # what the sheet's scorer gives it, not a copy
        hints.append(WordHint(word, marks.score, marks.checks, marks.doubled, -frequency))
    return hints
