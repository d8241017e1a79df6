"""LetterTricks words: which cards spell a word, and what it scores in each of the four games.

A word is always laid out with the assignment of cards that is best for its player (interface
section 10): the Qu card stands for Q or for QU, whichever uses more cards, and a multicolored
card is only spent on a letter the suit itself cannot give. Because the six multicolored cards
all have different letters, which multicolored cards a word needs is then fixed, and choosing
one word per suit is a search over at most 3! orders of at most three words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import NamedTuple

from referee.dictionary import Lexicon, Reason, is_plain
from referee.games.letter_tricks.cards import COLOURED, LetterCard, Suit
from referee.games.letter_tricks.spelling import spell, tiles

EXTRA_WORD = "extra-word"
"""Reason code: more words than the game lets a player score (one; three with 3 players)."""


def points(cards: Iterable[LetterCard]) -> int:
    """1 a card, 2 for J K QU V X Z."""
    return sum(card.points for card in cards)


def advanced_penalty(unused: int, advanced: bool) -> int:
    """4-5 players, advanced variant: "lose one point for every second card collected but not used"."""
    return unused // 2 if advanced else 0


def single_word_score(used: Sequence[LetterCard], collected: int, advanced: bool) -> int:
    """4-5 players: a hand's score with this word, of `collected` cards: the points of the cards it
    uses, less (advanced) a point for every second card left unused. The scorer and the hints
    rank a player's words by it, so the best word is the one that scores most."""
    return points(used) - advanced_penalty(collected - len(used), advanced)


SUIT_WORDS = range(1, len(COLOURED) + 1)
"""3 players: how many words a hand may claim. The rulebook: players "try to make up to three
words, one for each suit". Up to three is at least one: no word is no play (it only costs the
unused cards), so the scorer places and the hint offers one to three words, never none."""


def suit_words_score(used: Iterable[LetterCard], unused: int) -> int:
    """3 players: each card in a word scores its points, each card not in one costs a point."""
    return points(used) - unused


@dataclass(frozen=True)
class FormedWord:
    """One word a player (or team, or trick) formed: dictionary verdict, cards used, score."""

    word: str
    valid: bool
    score: int
    reasons: tuple[str, ...]
    cards: tuple[LetterCard, ...] = ()
    suit: Suit | None = None
    suggestion: str | None = None


@dataclass(frozen=True)
class PlayerScore:
    """A player's words at the end of a hand and the hand's score."""

    words: tuple[FormedWord, ...]
    score: int
    unused: int


class _Checked(NamedTuple):
    """The dictionary's verdict on a word as written, and its spelling as the dictionary read it."""

    valid: bool
    reasons: list[str]
    suggestion: str | None
    spelled: str
    """Folded, the spaces around it dropped (" cat" is cat): the letters the cards must lay out."""


def _dictionary(lexicon: Lexicon, word: str) -> _Checked:
    verdict = lexicon.check(word)
    return _Checked(verdict.valid, [r.value for r in verdict.reasons], verdict.suggestion, verdict.folded)


def score_single_word(lexicon: Lexicon, words: Sequence[str], collected: Sequence[LetterCard],
                      advanced: bool) -> PlayerScore:
    """4-5 players: one word, 1 point a card (2 for x2 cards); advanced: -1 per two unused cards.

    A player who lists several words scores the best one; the others are `extra-word`.
    """
    rulings: list[tuple[str, bool, list[str], str | None, tuple[LetterCard, ...] | None]] = []
    for word in words:
        valid, reasons, suggestion, spelled = _dictionary(lexicon, word)
        used = spell(spelled, collected) if is_plain(spelled) else None
        if used is None and is_plain(spelled):
            reasons.append(Reason.NOT_FROM_CARDS.value)
        rulings.append((word, valid and used is not None, reasons, suggestion, used))
    scoring = [i for i, r in enumerate(rulings) if r[1]]
    best = max(scoring, key=lambda i: (single_word_score(rulings[i][4] or (), len(collected), advanced), -i),
               default=None)
    out: list[FormedWord] = []
    for i, (word, valid, reasons, suggestion, used) in enumerate(rulings):
        if valid and i != best:
            out.append(FormedWord(word, False, 0, (EXTRA_WORD,), used or (), None, suggestion))
        else:
            out.append(FormedWord(word, valid, points(used or ()) if valid else 0, tuple(reasons),
                                  used or () if valid else (), None, suggestion))
    used_cards = rulings[best][4] or () if best is not None else ()
    unused = len(collected) - len(used_cards)
    return PlayerScore(tuple(out), single_word_score(used_cards, len(collected), advanced), unused)


@dataclass(frozen=True)
class PlacedWord:
    """A word placed in one suit, with the cards it uses."""

    index: int
    suit: Suit
    cards: tuple[LetterCard, ...]


def assign_suits(words: Sequence[str], collected: Sequence[LetterCard], min_cards: int = 1,
                 require_all: bool = False,
                 value: Callable[[Sequence[LetterCard]], int] = points) -> tuple[PlacedWord, ...]:
    """The best placement of words, one per suit, each multicolored card in one word only.

    Best = the most `value` of the cards placed (their points, or what the hand scores with them),
    then most words. Every subset of the words and every order of suits is tried (at most three
    words, so at most 3! orders). With `require_all` only placements that use every word count (a
    team's victory claim).
    """
    by_suit = {suit: [c for c in collected if c.suit is suit] for suit in COLOURED}
    multicolored = [c for c in collected if c.is_multicolored]
    best: tuple[PlacedWord, ...] = ()
    best_key: tuple[int, int] | None = None  # a hand's score may be below 0
    sizes = [len(words)] if require_all else range(len(words), 0, -1)
    for size in sizes:
        if size not in SUIT_WORDS:
            continue
        for chosen in combinations(range(len(words)), size):
            for suits in permutations(COLOURED, size):
                spare = list(multicolored)
                placed: list[PlacedWord] = []
                for index, suit in zip(chosen, suits, strict=True):
                    used = spell(words[index], by_suit[suit], spare)
                    if used is None or len(used) < min_cards:
                        break
                    spare = [c for c in spare if c not in used]
                    placed.append(PlacedWord(index, suit, used))
                else:
                    key = (value([card for p in placed for card in p.cards]), len(placed))
                    if best_key is None or key > best_key:
                        best, best_key = tuple(placed), key
    return best


SUIT_TAKEN = "suit-taken"
"""Reason code: a word that only a suit (or a multicolored card) another of the words takes can give."""


def _unplaced(spelled: str, collected: Sequence[LetterCard]) -> str:
    """Why a valid word found no place among a hand's or a claim's words: `suit-taken` when one
    suit's cards (with the multicolored cards) spell it, so another word holds what it needs
    ("each suit can only be in one word"), else `not-from-cards`."""
    multicolored = [c for c in collected if c.is_multicolored]
    alone = any(spell(spelled, [c for c in collected if c.suit is suit], multicolored) for suit in COLOURED)
    return SUIT_TAKEN if alone else Reason.NOT_FROM_CARDS.value


def score_suit_words(lexicon: Lexicon, words: Sequence[str], collected: Sequence[LetterCard]) -> PlayerScore:
    """3 players: up to three words, one per suit (multicolored fit any), -1 per unused card."""
    checked = [_dictionary(lexicon, word) for word in words]
    valid_indexes = [i for i, checks in enumerate(checked) if checks.valid]
    placed = assign_suits([checked[i].spelled for i in valid_indexes], collected,
                          value=lambda used: suit_words_score(used, len(collected) - len(used)))
    placement = {valid_indexes[p.index]: p for p in placed}
    out: list[FormedWord] = []
    for i, word in enumerate(words):
        valid, reasons, suggestion, _ = checked[i]
        if i in placement:
            p = placement[i]
            out.append(FormedWord(word, True, points(p.cards), (), p.cards, p.suit, suggestion))
            continue
        if valid:
            reasons = [EXTRA_WORD] if len(placement) == len(COLOURED) else [_unplaced(checked[i].spelled, collected)]
        out.append(FormedWord(word, False, 0, tuple(reasons), (), None, suggestion))
    used = [card for p in placed for card in p.cards]
    unused = len(collected) - len(used)
    return PlayerScore(tuple(out), suit_words_score(used, unused), unused)


# --- team victory --------------------------------------------------------------------------------
def victory_size(multicolored: bool) -> int:
    """Cards each suit's word needs for a team victory: 4, or 5 with the multicolored cards."""
    return 5 if multicolored else 4


def check_victory_claim(lexicon: Lexicon, words: Sequence[str], collected: Sequence[LetterCard],
                        min_cards: int) -> tuple[tuple[FormedWord, ...], bool]:
    """A team's claimed words: three words, one per suit, each at least `min_cards` cards.

    A refused claim blames only the words that fail it, judged in the layout that places the most
    points (each word in its own suit): a placed word with too few cards is `too-short`, a word no
    suit can spell is `not-from-cards`, one that fits only where another word sits is `suit-taken`,
    a fourth word is `extra-word`. The other words are shown as valid, in their suits.
    """
    checked = [_dictionary(lexicon, word) for word in words]
    spellings = [checks.spelled for checks in checked]
    placed = assign_suits(spellings, collected, min_cards, require_all=True) if len(words) == 3 else ()
    if not placed:
        valid_indexes = [i for i, checks in enumerate(checked) if checks.valid]
        layout = assign_suits([spellings[i] for i in valid_indexes], collected)
        placed = tuple(PlacedWord(valid_indexes[p.index], p.suit, p.cards) for p in layout)
    placement = {p.index: p for p in placed}
    out: list[FormedWord] = []
    for i, word in enumerate(words):
        valid, reasons, suggestion, spelled = checked[i]
        p = placement.get(i)
        if p is not None and len(p.cards) >= min_cards:
            out.append(FormedWord(word, True, len(p.cards), (), p.cards, p.suit, suggestion))
            continue
        if p is not None:
            reasons = [Reason.TOO_SHORT.value]
        elif valid and len(placement) == len(COLOURED):
            reasons = [EXTRA_WORD]
        elif valid:
            reasons = [_unplaced(spelled, collected)]
        out.append(FormedWord(word, False, 0, tuple(reasons), p.cards if p else (), p.suit if p else None,
                              suggestion))
    won = len(words) == 3 and all(w.valid for w in out)
    return tuple(out), won


def why_refused(rulings: Sequence[FormedWord], min_cards: int) -> str:
    """The words that fail a refused victory claim, and why, in a few words."""
    why = {Reason.TOO_SHORT.value: f"fewer than {min_cards} cards",
           Reason.NOT_FROM_CARDS.value: "not from the team's cards of one suit",
           SUIT_TAKEN: "its suit is taken by another word", EXTRA_WORD: "a fourth word"}
    parts = [f"{w.word}: {', '.join(why.get(r, r) for r in w.reasons)}" for w in rulings if not w.valid]
    if len(rulings) < len(COLOURED):
        parts.append(f"a victory needs a word in each of the three suits, {len(rulings)} claimed")
    return "; ".join(parts)


SuitMemo = dict[tuple[frozenset[LetterCard], frozenset[LetterCard], int], dict[frozenset[LetterCard], str]]
"""One lexicon's suit options already found, by the suit's cards, the multicolored cards and the
size: a trick changes at most two of a team's suits, so a record's replay keeps one (`hand.Context`)
and the third suit's options are not looked up again. Nothing is kept between records."""


def suit_options(lexicon: Lexicon, suit_cards: Sequence[LetterCard], multicolored: Sequence[LetterCard],
                 min_cards: int, memo: SuitMemo | None = None) -> dict[frozenset[LetterCard], str]:
    """For one suit: each minimal set of multicolored cards with a word of `min_cards` cards.

    One letter-index query (`spellable`) over the suit's and the multicolored letters gives every
    candidate; each is then laid out exactly (Qu as Q or QU) to see which multicolored cards it
    spends. The commonest word is kept for each set.
    """
    if len(suit_cards) + len(multicolored) < min_cards:
        return {}
    asked = (frozenset(suit_cards), frozenset(multicolored), min_cards)
    known = memo.get(asked) if memo is not None else None
    if known is not None:
        return known
    found: dict[frozenset[LetterCard], tuple[int, str]] = {}
    for word in lexicon.index.spellable(tiles([*suit_cards, *multicolored]), min_length=min_cards):
        used = spell(word, suit_cards, multicolored)
        if used is None or len(used) < min_cards:
            continue
        spent = frozenset(c for c in used if c.is_multicolored)
        key = (-lexicon.count(word), word)
        if spent not in found or key < found[spent]:
            found[spent] = key
    options = {s: word for s, (_, word) in found.items() if not any(o < s for o in found)}
    if memo is not None:
        memo[asked] = options
    return options


def find_victory(lexicon: Lexicon, collected: Sequence[LetterCard], min_cards: int,
                 memo: SuitMemo | None = None) -> dict[Suit, str] | None:
    """Words a team could claim victory with (one per suit, multicolored cards used once), or None."""
    multicolored = [c for c in collected if c.is_multicolored]
    options: list[dict[frozenset[LetterCard], str]] = []
    for suit in COLOURED:
        suit_cards = [c for c in collected if c.suit is suit]
        if len(suit_cards) + len(multicolored) < min_cards:
            return None
    for suit in COLOURED:
        found = suit_options(lexicon, [c for c in collected if c.suit is suit], multicolored, min_cards, memo)
        if not found:
            return None
        options.append(found)
    for y, y_word in options[0].items():
        for b, b_word in options[1].items():
            if y & b:
                continue
            for r, r_word in options[2].items():
                if not (r & y) and not (r & b):
                    return {Suit.YELLOW: y_word, Suit.BLUE: b_word, Suit.RED: r_word}
    return None


# --- cooperative tricks ------------------------------------------------------------------------
def uses_every_card(word: str, cards: Sequence[LetterCard]) -> bool:
    """Whether `word` lays out exactly these cards, each once (the Qu card as Q or QU)."""
    used = spell(word, cards)
    return used is not None and len(used) == len(cards)


def trick_words(lexicon: Lexicon, cards: Sequence[LetterCard]) -> list[str]:
    """Every word made of exactly the cards of a trick, commonest first (the order played is free)."""
    shortest = len(cards)
    found = {w for w in lexicon.index.spellable(tiles(cards), min_length=shortest)
             if uses_every_card(w, cards)}
    return sorted(found, key=lambda w: (-lexicon.count(w), w))


def rule_trick_word(lexicon: Lexicon, word: str, cards: Sequence[LetterCard]) -> FormedWord:
    """The word a cooperative group claims for a trick: a dictionary word of exactly its cards."""
    valid, reasons, suggestion, spelled = _dictionary(lexicon, word)
    if is_plain(spelled) and not uses_every_card(spelled, cards):
        reasons.append(Reason.NOT_FROM_CARDS.value)
        valid = False
    return FormedWord(word, valid, 1 if valid else 0, tuple(reasons), tuple(cards) if valid else (),
                      None, suggestion)
