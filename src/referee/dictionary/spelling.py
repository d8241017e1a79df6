"""Spelling correction: the closest words to a misspelling, and whether one is clearly meant."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING

from referee.dictionary.correction import Correction
from referee.dictionary.forms import ALPHABET, is_plain

if TYPE_CHECKING:
    from referee.dictionary.lexicon import Lexicon

MAX_SUGGESTION_LENGTH = 20


def correct(lexicon: Lexicon, folded: str) -> Correction:
    """The closest words to a misspelling and the clear correction, if any.

    The search (`candidates`) is here; which candidate was meant is ruled in `meant`.
    """
    if not is_plain(folded) or len(folded) > MAX_SUGGESTION_LENGTH:
        return Correction((), None)
    return _ranking()(lexicon, folded, candidates(lexicon, folded))


@cache
def _ranking() -> Callable[[Lexicon, str, Mapping[str, int]], Correction]:
    """`meant.meant`, imported at the first misspelling (a valid word never loads the ranking),
    then handed out from this cache: an import statement run at every misspelling of a long
    stream costs more than the cache."""
    from referee.dictionary.meant import meant

    return meant


def candidates(lexicon: Lexicon, folded: str) -> dict[str, int]:
    """Every acceptable word at most two edits from `folded`, with its edit distance (1 or 2).

    House rules count: a denied word is never a candidate, an allowed one is. Found through
    the lexicon's index of nearby words (`nearby.py`), not by generating edits.
    """
    return lexicon.nearby.near(folded)


def two_edits_away(lexicon: Lexicon, folded: str) -> set[str]:
    """Every acceptable word one or two edits away (Damerau: delete, insert, replace, swap
    neighbours): the candidates without their distances."""
    return set(candidates(lexicon, folded))


def _edits1(word: str) -> set[str]:
    """Every string one delete, transpose, replace or insert away (Damerau-Levenshtein 1): the
    brute-force oracle the tests hold the index to."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    transposes = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in ALPHABET]
    inserts = [a + c + b for a, b in splits for c in ALPHABET]
    return set(deletes + transposes + replaces + inserts)

