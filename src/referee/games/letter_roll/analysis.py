"""`score-sheet --analyse` for Letter Roll: per round, how many valid words there were, how many
the table found, and the words nobody found (the commonest `MISSED_SHOWN`, all of them counted).

Reads the record's typed result (what the table and standings read too) and asks the game's own
hint search, so the analysis can never count a word the hint would not offer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.dictionary import Lexicon
from referee.games.letter_roll.hints import letter_roll_hints
from referee.games.letter_roll.model import least_minimum
from referee.games.letter_roll.result import LetterRollAnalysis, LetterRollResult, RoundAnalysis

if TYPE_CHECKING:
    from referee.games.letter_roll.result import RoundResult, SingleRoundResult

MISSED_SHOWN = 10
"""How many of the words nobody found are listed (the commonest); all are counted."""


def _found(ruled_round: RoundResult) -> set[str]:
    """Every word any player listed, as the referee read it (the clear correction when misspelled):
    the lists' own spelling, so a word written with a space around it is still found."""
    return {w.spelled for sheet in ruled_round.lists.values() for w in sheet.words}


def _min_length(ruled_round: RoundResult) -> int:
    """The shortest word any player could list: 1 unless every player had a minimum length."""
    return least_minimum(ruled_round.round.min_length, ruled_round.lists) or 1


def _round(ruled_round: RoundResult, lexicon: Lexicon) -> RoundAnalysis:
    found = _found(ruled_round)
    letters = ruled_round.round.letters
    everything = letter_roll_hints(lexicon, letters, _min_length(ruled_round))
    missed = [word for word, _f in everything.words if word not in found]
    return RoundAnalysis(ruled_round.number, letters, everything.total, len(missed), tuple(missed[:MISSED_SHOWN]))


def analyse(result: LetterRollResult | SingleRoundResult, lexicon: Lexicon) -> LetterRollAnalysis:
    """Per round (and the tie-break round): the words nobody found, commonest first."""
    rounds = tuple(_round(r, lexicon) for r in result.rounds)
    tiebreak = result.tiebreak if isinstance(result, LetterRollResult) else None
    return LetterRollAnalysis(rounds, _round(tiebreak, lexicon) if tiebreak and tiebreak.round.letters else None)
