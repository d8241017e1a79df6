"""Letterflip hints: the words that still fit, and the next guess ranked two ways.

Every candidate is taken as equally likely (the cards do not say how they were chosen; `side`
narrows the candidates to the words `roll letterflip` would draw). A guess is then ranked by

- information: the entropy, in bits, of its answer over the candidates (a letter's count
  splits them into up to seven groups; a position or word guess into two), and
- keep chance: the share of candidates for which it is correct, i.e. keeps the turn.

Guess the word when only one candidate is left, or when the chance that a word guess is right
(one in the number of candidates) is at least the best keep chance of any letter or position
guess: the turn is kept at least as often, and a right word moves on to the next one.

Candidates come from the lexicon's letter index (its letter masks: containing the found letters,
avoiding the eliminated ones, checked in the same pass as the length), then the exact counts and
positions are checked on the few survivors.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from referee.dictionary import letter_mask
from referee.games.letterflip.card import Side, card_pool
from referee.games.letterflip.guesses import Guess, GuessKind, LetterGuess, PositionGuess, WordGuess
from referee.games.letterflip.knowledge import Knowledge

if TYPE_CHECKING:
    from referee.dictionary import Lexicon

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Rank(str, Enum):
    """The two orders a hint can be given in."""

    INFORMATION = "information"
    KEEP = "keep"


@dataclass(frozen=True)
class Suggestion:
    """One possible next guess, with what it is expected to tell and how often it keeps the turn."""

    guess: Guess
    information: float
    """Expected information of the answer, in bits (entropy over the candidates)."""
    keep_chance: float
    """Share of the candidates for which the guess is correct."""

    @property
    def text(self) -> str:
        return self.guess.text

    @property
    def kind(self) -> GuessKind:
        return self.guess.kind

    def score(self, rank: Rank) -> float:
        """The value the ranking orders by: the information, or the keep chance."""
        return self.information if rank is Rank.INFORMATION else self.keep_chance


@dataclass(frozen=True)
class Hint:
    """Everything a hint says: candidates, both rankings, and whether to guess the word now."""

    knowledge: Knowledge
    candidates: tuple[str, ...]
    by_information: tuple[Suggestion, ...]
    by_keep_chance: tuple[Suggestion, ...]
    guess_word: str | None
    """The word to guess now, when guessing it beats every letter or position guess."""
    advice: str

    def ranked(self, rank: Rank) -> tuple[Suggestion, ...]:
        return self.by_information if rank is Rank.INFORMATION else self.by_keep_chance

    def recommended(self, rank: Rank) -> str | None:
        """The guess to make: the word the advice names, else the ranking's first (None: nothing fits)."""
        if self.guess_word is not None:
            return self.guess_word
        ranked = self.ranked(rank)
        return ranked[0].text if ranked else None


def entropy(group_sizes: Iterable[int]) -> float:
    """Shannon entropy in bits of a split of the candidates into groups of these sizes."""
    sizes = [n for n in group_sizes if n > 0]
    total = sum(sizes)
    if total == 0:
        return 0.0
    return max(0.0, -sum(n / total * math.log2(n / total) for n in sizes))


def candidates(knowledge: Knowledge, lexicon: Lexicon, side: Side | None = None) -> list[str]:
    """Every word of the lexicon (or of a side's card pool) that fits every answer so far.

    One pass over the lexicon's letter index: the length and the letter masks (every found
    letter present, no eliminated letter) are checked together, the way `index.containing` does
    it, so only the few survivors get the exact count and position checks.
    """
    length = knowledge.length
    fits = knowledge.fits
    if side is not None:
        return sorted(w for w in card_pool(lexicon, side, length) if fits(w))
    index = lexicon.index
    want = letter_mask("".join(knowledge.found).lower())
    banned = letter_mask("".join(knowledge.eliminated).lower())
    hits = [w for w, m in zip(index.words, index.masks, strict=True)
            if len(w) == length and m & want == want and not m & banned]
    if index.deny:
        hits = [w for w in hits if w not in index.deny]
    if knowledge.found or knowledge.at or knowledge.not_at or knowledge.wrong_words:
        hits = [w for w in hits if fits(w)]
    return sorted(hits)


def _letter_suggestions(knowledge: Knowledge, words: Sequence[str]) -> list[Suggestion]:
    asked = set(knowledge.counts)
    total = len(words)
    # How many candidates hold each letter exactly n times, in one pass over the candidates.
    held = Counter((c, w.count(c)) for w in words for c in set(w))
    groups: dict[str, list[int]] = {}
    for (letter, _times), words_with in held.items():
        groups.setdefault(letter.upper(), []).append(words_with)
    found: list[Suggestion] = []
    for letter in ALPHABET:
        if letter in asked:
            continue
        split = groups.get(letter, [])
        hits = sum(split)
        found.append(Suggestion(LetterGuess(letter), entropy([*split, total - hits]), hits / total))
    return found


def _position_suggestions(knowledge: Knowledge, words: Sequence[str]) -> list[Suggestion]:
    total = len(words)
    found: list[Suggestion] = []
    for at in range(1, knowledge.length + 1):
        if at in knowledge.at:
            continue
        here = Counter(w[at - 1].upper() for w in words)
        for letter in knowledge.found:
            if (at, letter) in knowledge.not_at:
                continue
            hits = here[letter]
            found.append(Suggestion(PositionGuess(letter, at), entropy([hits, total - hits]), hits / total))
    return found


def analyse(knowledge: Knowledge, lexicon: Lexicon, limit: int | None = 10, side: Side | None = None) -> Hint:
    """The full hint for what a player knows: candidates, both rankings (`limit` each, None: every
    guess, each candidate word among them), advice."""
    words = candidates(knowledge, lexicon, side)
    if not words:
        return Hint(knowledge, (), (), (), None,
                    "no word fits every answer: check the answers (or the word list)")
    total = len(words)
    guesses = (_position_suggestions(knowledge, words) if knowledge.all_letters_known
               else _letter_suggestions(knowledge, words))
    # A guess every candidate answers alike tells nothing: it is never suggested (word guesses are,
    # since a right one moves on).
    guesses = [s for s in guesses if s.information > 0]
    best_keep = max((s.keep_chance for s in guesses), default=0.0)
    word_keep = 1 / total
    word_info = entropy([1, total - 1])
    # Every word guess has the same chances, so only the first `limit` (alphabetically) can show.
    word_guesses = [Suggestion(WordGuess(w), word_info, word_keep)
                    for w in words[:None if limit is None else max(limit, 1)]]
    everything = guesses + word_guesses
    by_info = sorted(everything, key=lambda s: (-s.information, -s.keep_chance, s.kind != GuessKind.WORD, s.text))
    by_keep = sorted(everything, key=lambda s: (-s.keep_chance, -s.information, s.kind != GuessKind.WORD, s.text))
    if total == 1:
        guess_word: str | None = words[0]
        advice = f"guess the word: only {words[0].upper()} fits"
    elif word_keep >= best_keep:
        guess_word = words[0]
        advice = (f"guess a word: each of the {total} candidates is right {word_keep:.0%} of the time, "
                  f"no letter or position keeps the turn more often ({best_keep:.0%})")
    else:
        guess_word = None
        top = by_info[0]
        advice = (f"{total} words fit: ask {top.text} for the most information "
                  f"({top.information:.2f} bits), or {by_keep[0].text} to keep the turn "
                  f"({by_keep[0].keep_chance:.0%})")
    return Hint(knowledge, tuple(words), _keep_word(by_info, limit, guess_word),
                _keep_word(by_keep, limit, guess_word), guess_word, advice)


def _keep_word(ranked: list[Suggestion], limit: int | None, word: str | None) -> tuple[Suggestion, ...]:
    """The first `limit` guesses, making room for the word to guess when the advice names one."""
    shown = ranked[:limit]
    if limit is not None and word is not None and all(s.text != word for s in shown):
        advised = next(s for s in ranked if s.text == word)
        shown = [*shown[: limit - 1], advised]
    return tuple(shown)


def suggest(knowledge: Knowledge, lexicon: Lexicon, limit: int | None = 10,
            rank: Rank = Rank.INFORMATION, side: Side | None = None) -> list[Suggestion]:
    """The best next guesses, best first, ranked by expected information or by keep chance."""
    return list(analyse(knowledge, lexicon, limit, side).ranked(rank))
