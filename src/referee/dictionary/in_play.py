"""Which word a misspelling meant when the letters in play are known: Letter Roll's reading.

The rulebook: "players are not penalized for misspelled words. Words must only be recognizable
and the correct spelling must contain the three letters on the dice." Among the candidates as
close as any (`spelling.candidates`), those with the letters are ranked by `meant` on their own.
Imported at the first such misspelling, never by a plain check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.dictionary.forms import is_plain, missing_letters
from referee.dictionary.meant import meant
from referee.dictionary.spelling import MAX_SUGGESTION_LENGTH, candidates

if TYPE_CHECKING:
    from referee.dictionary.lexicon import Lexicon


def correct_in_play(lexicon: Lexicon, folded: str, letters: str, clear: str | None) -> str | None:
    """The word a misspelling is read as when the letters in play are known (Letter Roll: "the
    correct spelling must contain the three letters on the dice"; docs/letter-roll.md).

    `clear`, the dictionary's clear correction, when it has the letters. Otherwise the candidates
    at the closest edit distance that have them (with multiplicity), ruled by `meant` among
    themselves (a single one is clear unless too short or too far a slip; several need the
    margin, or none is read), and `clear` again when none has them. A player at the table reads
    `nife` on K-N-F as knife, not nice; no candidate further away is searched.
    """
    if clear is not None and not missing_letters(clear, letters):
        return clear
    if not is_plain(folded) or len(folded) > MAX_SUGGESTION_LENGTH:
        return clear
    found = candidates(lexicon, folded)
    closest = min(found.values(), default=0)
    fitting = {word: edits for word, edits in found.items()
               if edits == closest and not missing_letters(word, letters)}
    return meant(lexicon, folded, fitting).clear if fitting else clear
