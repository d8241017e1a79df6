"""`score-sheet --analyse` for Letter Roll: per round, how many valid words there were, how many
the table found, and the words nobody found (the commonest `MISSED_SHOWN`, all of them counted).

Reads the record's JSON object (what the table and standings read too) and asks the game's own
hint search, so the analysis can never count a word the hint would not offer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dictionary import Lexicon, fold
from referee.games.letter_roll.hints import letter_roll_hints
from referee.games.letter_roll.result import GameAnalysis, RoundAnalysis

MISSED_SHOWN = 10
"""How many of the words nobody found are listed (the commonest); all are counted."""


def _found(players: Mapping[str, Any]) -> set[str]:
    """Every word any player listed, as the referee read it (the clear correction when misspelled)."""
    return {fold(w.get("corrected") or w["word"]) for p in players.values() for w in p.get("words", [])}


def _min_length(round_: Mapping[str, Any]) -> int:
    """The shortest word any player could list: 1 unless every player had a minimum length."""
    minimum = round_.get("min_length") or {}
    players = round_.get("players") or {}
    if players and all(name in minimum for name in players):
        return min(int(minimum[name]) for name in players)
    return 1


def _round(round_: Mapping[str, Any], lexicon: Lexicon) -> RoundAnalysis:
    found = _found(round_.get("players") or {})
    everything = letter_roll_hints(lexicon, round_["letters"], _min_length(round_))
    missed = [word for word, _f in everything.words if word not in found]
    return RoundAnalysis(round_.get("round"), tuple(round_["letters"]), everything.total, len(missed),
                         tuple(missed[:MISSED_SHOWN]))


def analyse(record: Mapping[str, Any], lexicon: Lexicon) -> GameAnalysis:
    """Per round (and the tie-break round): the words nobody found, commonest first."""
    rounds = tuple(_round(r, lexicon) for r in record.get("rounds", []))
    tiebreak = record.get("tiebreak")
    return GameAnalysis(rounds, _round(tiebreak, lexicon) if tiebreak and tiebreak.get("letters") else None)
