"""Best LetterTricks plays from the cards collected, found on the dictionary's letter-multiset
index (issue 7): a single word (4-5 players), one word per suit (3 players), a team's winning
words, the words of a cooperative trick.

Pure functions, no click: `referee hint letter-tricks` and `score-sheet --analyse` both call them.
Every word is laid out by the scorer's own `spelling.spell` (the one reading of the Qu card) and
the team minimum is the scorer's `victory_size`, so a hint never offers a word the scorer refuses.
Order of suggestions: the points (highest first), then the commoner word, then alphabetical order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from heapq import heappop, heappush
from itertools import islice
from typing import TYPE_CHECKING

from referee.dictionary import Lexicon, letter_mask

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard, Suit


@dataclass(frozen=True)
class CardWord:
    """A word laid out from cards: the cards it uses and the points they score (J K QU V X Z 2)."""

    word: str
    cards: tuple[LetterCard, ...]
    frequency: int

    @property
    def points(self) -> int:
        return sum(card.points for card in self.cards)


def card_words(lexicon: Lexicon, cards: Sequence[LetterCard], min_cards: int = 1) -> Iterator[CardWord]:
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
    unused: tuple[LetterCard, ...]


def unused_cards(cards: Sequence[LetterCard], used: Iterable[LetterCard]) -> tuple[LetterCard, ...]:
    """The cards left over once `used` are taken out (multiset difference, order kept)."""
    left = Counter(used)
    rest = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            rest.append(card)
    return tuple(rest)


def single_word_hints(lexicon: Lexicon, cards: Sequence[LetterCard], advanced: bool = False,
                      limit: int | None = 10) -> list[TrickHint]:
    """4-5 players: the best single words from the cards collected, best first.

    Score: the points of the cards used; advanced variant, minus one for every second card
    collected but not used (x2 cards not special).
    """
    from referee.games.letter_tricks.scoring import single_word_score  # the scorer's own rule

    ranked = []
    for found in card_words(lexicon, cards):
        score = single_word_score(found.cards, len(cards), advanced)
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
    unused: tuple[LetterCard, ...]


@dataclass(frozen=True)
class _Candidate:
    gain: int
    key: tuple[object, ...]
    word: CardWord | None
    multicolored: tuple[LetterCard, ...]


_NONE_KEY: tuple[object, ...] = (1,)


def _suit_candidates(lexicon: Lexicon, cards: Sequence[LetterCard], suit: Suit, min_cards: int,
                     scored: bool, limit: int | None, allow_none: bool) -> list[_Candidate]:
    """A suit's words (its own cards first, then multicolored), best first, pruned: of the words
    needing the same multicolored cards only the best `limit` can be in the best `limit` sets
    (None: every set is wanted, so every word is kept)."""
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


def _choices_in_order(lists: Sequence[list[_Candidate]],
                      available: Counter[LetterCard]) -> Iterator[tuple[_Candidate, ...]]:
    """Every choice of one candidate per list (most gain, then the candidates' keys in list order)
    whose multicolored cards are all in hand, best first, found as they are asked for: the best
    few come at once, and all of them (a million, from 28 cards) need memory only for the heap.

    Each list is sorted best first, so a choice one candidate further down one list is never
    better than the choice it comes from. Each choice is reached from exactly one other: the one
    with the last list it moved down in one step back (so its lists after that one are at their
    first candidate). A heap of the choices reached but not yet taken yields them in order.
    """
    if not lists or not all(lists):
        return

    def reached(at: tuple[int, ...], moved: int) -> tuple[int, tuple[object, ...], tuple[int, ...], int]:
        chosen = [lists[i][n] for i, n in enumerate(at)]
        return -sum(c.gain for c in chosen), tuple(c.key for c in chosen), at, moved

    frontier = [reached((0,) * len(lists), 0)]
    while frontier:
        _gain, _keys, at, moved = heappop(frontier)  # the keys differ: `at` is never compared
        choice = tuple(lists[i][n] for i, n in enumerate(at))
        need = Counter(card for cand in choice for card in cand.multicolored)
        if all(n <= available[card] for card, n in need.items()):
            yield choice
        for i in range(moved, len(lists)):
            if at[i] + 1 < len(lists[i]):
                heappush(frontier, reached((*at[:i], at[i] + 1, *at[i + 1:]), i))


def _word_set(cards: Sequence[LetterCard], choice: Sequence[_Candidate], scored: bool) -> WordSet:
    from referee.games.letter_tricks.cards import COLOURED
    from referee.games.letter_tricks.scoring import suit_words_score  # the scorer's own rule

    words = tuple(SuitWord(suit, cand.word) for suit, cand in zip(COLOURED, choice, strict=True)
                  if cand.word is not None)
    used = [c for w in words for c in w.word.cards]
    unused = unused_cards(cards, used)
    score = suit_words_score(used, len(unused)) if scored else None
    return WordSet(words, score, unused)


def three_player_hints(lexicon: Lexicon, cards: Sequence[LetterCard], limit: int | None = 5) -> list[WordSet]:
    """3 players: the best `limit` sets of up to three one-suit words, best first."""
    return list(three_player_sets(lexicon, cards, limit))


def three_player_sets(lexicon: Lexicon, cards: Sequence[LetterCard], limit: int | None = None) -> Iterator[WordSet]:
    """3 players: the best `limit` sets (None: all of them, which may be a million) of up to
    three one-suit words, best first, each found as it is asked for.

    Each word uses one suit's cards and multicolored cards (which fit any suit, each used once);
    each card used scores its points, each card left unused costs one. A suit may go without a
    word, but a set has one word at least (`scoring.SUIT_WORDS`): no cards with a word, no set.
    """
    from referee.games.letter_tricks.cards import COLOURED, Suit
    from referee.games.letter_tricks.scoring import SUIT_WORDS  # the scorer's own rule

    multi = Counter(c for c in cards if c.suit is Suit.MULTICOLORED)
    lists = [_suit_candidates(lexicon, cards, suit, 1, True, limit, True) for suit in COLOURED]
    sets = (_word_set(cards, choice, True) for choice in _choices_in_order(lists, multi))
    return islice((found for found in sets if len(found.words) in SUIT_WORDS), limit)


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


@dataclass(frozen=True)
class TeamSearch:
    """A team's winning sets as they are asked for (there may be a hundred thousand): the cards a
    word needs, the suits with no word that long, the sets best first."""

    min_cards: int
    missing: tuple[Suit, ...]
    sets: Iterator[WordSet]


def team_hints(lexicon: Lexicon, cards: Sequence[LetterCard], multicolored: bool = False,
               limit: int | None = 5) -> TeamHint:
    """Team LetterTricks: the best `limit` winning sets, or why there is none."""
    search = team_search(lexicon, cards, multicolored, limit)
    return TeamHint(search.min_cards, tuple(search.sets), search.missing)


def team_search(lexicon: Lexicon, cards: Sequence[LetterCard], multicolored: bool = False,
                limit: int | None = None) -> TeamSearch:
    """Team LetterTricks: a word of at least 4 cards in each of the three suits (5 cards with the
    multicolored cards, each of which counts in one suit only). The Qu card is one letter here."""
    from referee.games.letter_tricks.cards import COLOURED, Suit
    from referee.games.letter_tricks.scoring import victory_size  # the scorer's own minimum

    min_cards = victory_size(multicolored)
    multi = Counter(c for c in cards if c.suit is Suit.MULTICOLORED)
    lists = [_suit_candidates(lexicon, cards, suit, min_cards, False, limit, False) for suit in COLOURED]
    missing = tuple(suit for suit, found in zip(COLOURED, lists, strict=True) if not found)
    choices = islice(_choices_in_order([] if missing else lists, multi), limit)
    return TeamSearch(min_cards, missing, (_word_set(cards, c, False) for c in choices))


def trick_words(lexicon: Lexicon, cards: Sequence[LetterCard], limit: int | None = None) -> list[CardWord]:
    """Cooperative LetterTricks: the words that use every card of the trick, commonest first: the
    scorer's own `scoring.trick_words` (what a trick's claimed word is ruled against), each laid
    out on the cards."""
    from referee.games.letter_tricks.scoring import trick_words as words_of_the_trick
    from referee.games.letter_tricks.spelling import spell

    found = []
    for word in words_of_the_trick(lexicon, cards)[:limit]:
        used = spell(word, cards)
        if used is not None:  # always: the scorer found the word laid out on these cards
            found.append(CardWord(word, used, lexicon.count(word)))
    return found
