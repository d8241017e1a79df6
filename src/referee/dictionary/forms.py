"""A word's form before any list is asked: folding accents, plain letters, reason codes, multiplicity.

Every ruling starts here, so these are the only definitions of a letter, a fold and a reason code.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable
from enum import Enum

ALPHABET = "abcdefghijklmnopqrstuvwxyz"


class Reason(str, Enum):
    """Why a word is refused: the reason codes of the interface contract, section 5."""

    NOT_IN_DICTIONARY = "not-in-dictionary"
    HOUSE_RULE = "house-rule"
    """Refused by the table's own house rules (`--deny`, `deny:`), whatever the lexicon says."""
    PROPER_NOUN = "proper-noun"
    ABBREVIATION = "abbreviation"
    HYPHEN = "hyphen"
    APOSTROPHE = "apostrophe"
    NOT_ONE_WORD = "not-one-word"
    NON_LETTER = "non-letter"
    DEAD_LETTER = "dead-letter"
    MISSING_PRIORITY = "missing-priority"
    WRONG_INITIAL = "wrong-initial"
    MISSING_LETTERS = "missing-letters"
    TOO_SHORT = "too-short"
    NOT_FROM_CARDS = "not-from-cards"
    WRONG_LENGTH = "wrong-length"


DICTIONARY_REASONS = frozenset({
    Reason.NOT_IN_DICTIONARY, Reason.HOUSE_RULE, Reason.PROPER_NOUN, Reason.ABBREVIATION, Reason.HYPHEN,
    Reason.APOSTROPHE, Reason.NOT_ONE_WORD, Reason.NON_LETTER,
})

_SPECIAL_FOLDS = str.maketrans({
    "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "ø": "o", "Ø": "O",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "þ": "th", "ı": "i",
})
_HYPHENS = frozenset("-‐‑‒–—―")
_APOSTROPHES = frozenset("'’‘ʼ`´")


def fold(word: str) -> str:
    """Lower-case a word and fold accents (café -> cafe); other characters are left as they are."""
    if word.isascii():
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.translate(_SPECIAL_FOLDS))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def is_plain(folded: str) -> bool:
    """True for a non-empty string of letters a-z only."""
    return folded.isascii() and folded.isalpha()


def letter_counts(word: str) -> Counter[str]:
    """How many times each letter occurs (upper-case keys), for multiplicity rules."""
    return Counter(fold(word).upper())


def missing_letters(word: str, letters: Iterable[str]) -> list[str]:
    """The letters in play (single letters, with multiplicity) that `word` lacks, alphabetically:
    two Ts rolled need two Ts.

    Counted with `str.count`, not a Counter per word: Letter Roll asks it of every word on every
    list, and a round of 1,600 words is ruled in a fraction of the time (bench/bench_letter_roll.py).
    """
    have = (word if word.isascii() else fold(word)).upper()  # fold lower-cases: the same letters
    need = "".join(letters).upper()
    missing: list[str] = []
    for letter in sorted(set(need)):
        short = need.count(letter) - have.count(letter)
        if short > 0:
            missing.extend(letter * short)
    return missing


def form_reasons(word: str) -> list[Reason]:
    """What is wrong with a word's form before any dictionary is asked (spaces, hyphens, ...)."""
    text = word.strip()
    reasons: list[Reason] = []
    if not text:
        return [Reason.NON_LETTER]
    if any(c.isspace() for c in text):
        reasons.append(Reason.NOT_ONE_WORD)
    if any(c in _HYPHENS for c in text):
        reasons.append(Reason.HYPHEN)
    if any(c in _APOSTROPHES for c in text):
        reasons.append(Reason.APOSTROPHE)
    if "." in text:
        reasons.append(Reason.ABBREVIATION)
    other = {c for c in fold(text)
             if not ("a" <= c <= "z") and not c.isspace() and c not in _HYPHENS
             and c not in _APOSTROPHES and c != "."}
    if other or not any("a" <= c <= "z" for c in fold(text)):
        reasons.append(Reason.NON_LETTER)
    return reasons

