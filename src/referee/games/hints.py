"""Best plays for First-Class Letters and LetterTricks, found on the dictionary's letter-multiset
index (issue 7); Letter Roll's are in `games/letter_roll/hints.py`, Letterflip's in its package.

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
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING

from referee.dictionary import Lexicon, fold, letter_mask
from referee.games.first_class_score import word_score

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import Card, Suit

# --- First-Class Letters ------------------------------------------------------------------------


@dataclass(frozen=True)
class FirstClassRound:
    """What a word must satisfy in one round: the dice, the dead letter, the priority letter, and
    the special row's initial when the player means to write on one."""

    dice: tuple[str, ...]
    dead: str | None = None
    priority: str | None = None
    initial: str | None = None


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


def fits_between(word: str, between: Between) -> bool:
    """Whether a (folded) word may sit between the two bounds, inclusive."""
    low, high = between
    return (low is None or low <= word) and (high is None or word <= high)


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


def first_class_hints(lexicon: Lexicon, round_: FirstClassRound, between: Between = (None, None),
                      limit: int | None = 10) -> list[WordHint]:
    """The highest-scoring valid words for a round, best first (at most `limit`; None for all).

    Only words scoring at least one point are suggested. Exact top `limit` with two passes: the
    doubled words (every die letter present, found by mask) give a threshold score; a word that is
    not doubled can only beat it with at least that many checkmarks, so only words that long are
    counted at all. The search counts checkmarks as `first_class_score.word_score` does; the
    scores it reports are that function's own (tests hold hints to score-sheet's points).
    """
    faces = sorted({d.lower() for d in round_.dice})
    face_mask = letter_mask("".join(faces))
    dead_mask = letter_mask(round_.dead.lower()) if round_.dead else 0
    need_mask = letter_mask(round_.priority.lower()) if round_.priority else 0
    initial = round_.initial.lower() if round_.initial else ""
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


# --- LetterTricks -------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardWord:
    """A word laid out from cards: the cards it uses and the points they score (J K QU V X Z 2)."""

    word: str
    cards: tuple[Card, ...]
    frequency: int

    @property
    def points(self) -> int:
        return sum(card.points for card in self.cards)


def card_words(lexicon: Lexicon, cards: Sequence[Card], min_cards: int = 1) -> Iterator[CardWord]:
    """Every valid word the cards lay out, using at least `min_cards` cards (any order)."""
    from referee.games.letter_tricks.spelling import spell, tiles

    have = Counter(tiles(cards))
    outside = ~letter_mask("".join(have)) & 0x3FFFFFF
    index = lexicon.index
    words, frequencies, deny = index.words, index.frequencies, index.deny
    for i, m in enumerate(index.masks):
        if m & outside:
            continue
        word = words[i]
        if len(word) < min_cards or word in deny:
            continue
        if all(word.count(c) <= have[c] for c in set(word)):
            used = spell(word, cards)
            if used is not None and len(used) >= min_cards:
                yield CardWord(word, used, frequencies[i])


@dataclass(frozen=True)
class TrickHint:
    """A 4-5 player hand's word: its score after the advanced penalty, and the cards left over."""

    word: CardWord
    score: int
    unused: tuple[Card, ...]


def unused_cards(cards: Sequence[Card], used: Iterable[Card]) -> tuple[Card, ...]:
    """The cards left over once `used` are taken out (multiset difference, order kept)."""
    left = Counter(used)
    rest = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            rest.append(card)
    return tuple(rest)


def single_word_hints(lexicon: Lexicon, cards: Sequence[Card], advanced: bool = False,
                      limit: int | None = 10) -> list[TrickHint]:
    """4-5 players: the best single words from the cards collected, best first.

    Score: the points of the cards used; advanced variant, minus one for every second card
    collected but not used (x2 cards not special).
    """
    ranked = []
    for found in card_words(lexicon, cards):
        unused = len(cards) - len(found.cards)
        score = found.points - (unused // 2 if advanced else 0)
        ranked.append((-score, -found.frequency, found.word, found))
    ranked.sort(key=lambda item: item[:3])
    if limit is not None:
        ranked = ranked[:limit]
    return [TrickHint(found, -score, unused_cards(cards, found.cards))
            for score, _f, _w, found in ranked]


@dataclass(frozen=True)
class SuitWord:
    """One word of a one-word-per-suit set, and the suit it is laid out in."""

    suit: Suit
    word: CardWord


@dataclass(frozen=True)
class WordSet:
    """Up to one word per suit, each card used at most once; `score` is the game's points."""

    words: tuple[SuitWord, ...]
    score: int | None
    unused: tuple[Card, ...]


@dataclass(frozen=True)
class _Candidate:
    gain: int
    key: tuple[object, ...]
    word: CardWord | None
    multicolored: tuple[Card, ...]


_NONE_KEY: tuple[object, ...] = (1,)


def _suit_candidates(lexicon: Lexicon, cards: Sequence[Card], suit: Suit, min_cards: int,
                     scored: bool, limit: int, allow_none: bool) -> list[_Candidate]:
    """A suit's words (its own cards first, then multicolored), best first, pruned: of the words
    needing the same multicolored cards only the best `limit` can be in the best `limit` sets."""
    from referee.games.letter_tricks.cards import Suit

    own = [c for c in cards if c.suit is suit] + [c for c in cards if c.suit is Suit.MULTICOLORED]
    groups: dict[tuple[str, ...], list[_Candidate]] = {}
    for found in card_words(lexicon, own, min_cards):
        multi = tuple(c for c in found.cards if c.suit is Suit.MULTICOLORED)
        gain = found.points + len(found.cards) if scored else 0
        candidate = _Candidate(gain, (0, -found.frequency, found.word), found, multi)
        groups.setdefault(tuple(sorted(map(str, multi))), []).append(candidate)
    kept = [c for group in groups.values()
            for c in sorted(group, key=lambda c: (-c.gain, c.key))[:limit]]
    if allow_none:
        kept.append(_Candidate(0, _NONE_KEY, None, ()))
    return sorted(kept, key=lambda c: (-c.gain, c.key))


def _best_sets(lists: Sequence[list[_Candidate]], available: Counter[Card],
               limit: int) -> list[tuple[_Candidate, ...]]:
    """The `limit` best choices of one candidate per list (most gain, then the candidates' keys
    in list order) whose multicolored cards are all in hand: depth-first, with an exact bound."""
    best: list[tuple[int, tuple[tuple[object, ...], ...], tuple[_Candidate, ...]]] = []
    rest_max = [0] * (len(lists) + 1)
    for i in range(len(lists) - 1, -1, -1):
        rest_max[i] = rest_max[i + 1] + max((c.gain for c in lists[i]), default=0)

    def search(i: int, gain: int, chosen: tuple[_Candidate, ...], used: Counter[Card]) -> None:
        if i == len(lists):
            best.append((gain, tuple(c.key for c in chosen), chosen))
            best.sort(key=lambda item: (-item[0], item[1]))
            del best[limit:]
            return
        for cand in lists[i]:
            bound = gain + cand.gain + rest_max[i + 1]
            if len(best) >= limit:
                worst_total, worst_keys, _ = best[-1]
                if bound < worst_total:
                    break  # the list is sorted by gain: every later candidate is bounded lower
                prefix = tuple(c.key for c in (*chosen, cand))
                if bound == worst_total and prefix > worst_keys[: len(prefix)]:
                    continue
            need = used + Counter(cand.multicolored)
            if any(n > available[card] for card, n in need.items()):
                continue
            search(i + 1, gain + cand.gain, (*chosen, cand), need)

    search(0, 0, (), Counter())
    return [choice for _gain, _keys, choice in best]


def _word_set(cards: Sequence[Card], choice: Sequence[_Candidate], scored: bool) -> WordSet:
    from referee.games.letter_tricks.cards import COLOURED
    words = tuple(SuitWord(suit, cand.word) for suit, cand in zip(COLOURED, choice, strict=True)
                  if cand.word is not None)
    unused = unused_cards(cards, (c for w in words for c in w.word.cards))
    score = sum(w.word.points for w in words) - len(unused) if scored else None
    return WordSet(words, score, unused)


def three_player_hints(lexicon: Lexicon, cards: Sequence[Card], limit: int = 5) -> list[WordSet]:
    """3 players: the best sets of up to three one-suit words, best first.

    Each word uses one suit's cards and multicolored cards (which fit any suit, each used once);
    each card used scores its points, each card left unused costs one.
    """
    from referee.games.letter_tricks.cards import COLOURED, Suit

    multi = Counter(c for c in cards if c.suit is Suit.MULTICOLORED)
    lists = [_suit_candidates(lexicon, cards, suit, 1, True, limit, True) for suit in COLOURED]
    return [_word_set(cards, choice, True) for choice in _best_sets(lists, multi, limit)]


@dataclass(frozen=True)
class TeamHint:
    """Whether a team can claim victory now: the winning sets (commonest words first), and the
    suits in which no word is long enough at all."""

    min_cards: int
    sets: tuple[WordSet, ...]
    missing: tuple[Suit, ...]

    @property
    def victory(self) -> bool:
        return bool(self.sets)


def team_hints(lexicon: Lexicon, cards: Sequence[Card], multicolored: bool = False,
               limit: int = 5) -> TeamHint:
    """Team LetterTricks: a word of at least 4 cards in each of the three suits (5 cards with the
    multicolored cards, each of which counts in one suit only). The Qu card is one letter here."""
    from referee.games.letter_tricks.cards import COLOURED, Suit
    from referee.games.letter_tricks.scoring import victory_size  # the scorer's own minimum

    min_cards = victory_size(multicolored)
    multi = Counter(c for c in cards if c.suit is Suit.MULTICOLORED)
    lists = [_suit_candidates(lexicon, cards, suit, min_cards, False, limit, False) for suit in COLOURED]
    missing = tuple(suit for suit, found in zip(COLOURED, lists, strict=True) if not found)
    choices = [] if missing else _best_sets(lists, multi, limit)
    return TeamHint(min_cards, tuple(_word_set(cards, c, False) for c in choices), missing)


def trick_words(lexicon: Lexicon, cards: Sequence[Card], limit: int | None = None) -> list[CardWord]:
    """Cooperative LetterTricks: the words that use every card of the trick, commonest first."""
    found = [w for w in card_words(lexicon, cards, min_cards=len(cards)) if len(w.cards) == len(cards)]
    found.sort(key=lambda w: (-w.frequency, w.word))
    return found if limit is None else found[:limit]
