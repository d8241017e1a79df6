"""First-Class Letters, cooperative play: which of the round's words goes on the communal sheet.

Rulebook, "Cooperative Play": the words are ranked by score, the top half is eliminated, and the
best remaining word is written on the communal sheet (a tie is the group's choice).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee.dictionary import fold
from referee.games.first_class.model import Dispute, DisputeCode, RoundRoll
from referee.games.first_class.words import WrittenWord


def spelling(word: WrittenWord) -> str:
    return word.scored_as or word.written


@dataclass(frozen=True)
class Elimination:
    """A cooperative round ranked: the top half eliminated, the best remaining words (one or several)."""

    eliminated: tuple[tuple[str, WrittenWord], ...]
    candidates: tuple[tuple[str, WrittenWord], ...]

    @property
    def candidate_words(self) -> list[str]:
        return list(dict.fromkeys(spelling(w) for _, w in self.candidates))


@dataclass(frozen=True)
class CooperativeRound:
    """A cooperative round ruled: its roll, every player's word, the elimination, the word written
    on the communal sheet (None: no word, or the group's choice is pending) and why, and its row."""

    roll: RoundRoll
    words: tuple[tuple[str, WrittenWord], ...]
    elimination: Elimination
    pick: WrittenWord | None
    decision: str
    """`rule` (one best word), `chosen` (the group's pick of tied words), `pending`, `no-word`."""
    row: int


def eliminate(words: Sequence[tuple[str, WrittenWord]]) -> Elimination:
    """Rank by score, eliminate the top half (rounded down); the best remaining score's words are
    the candidates. A tie across the cut is the group's to settle, so every word with the best
    remaining score is a candidate and only words scoring more are certainly eliminated.
    """
    if not words:
        return Elimination((), ())
    scores = sorted((w.points for _, w in words), reverse=True)
    best = scores[len(words) // 2]
    above = sorted((pair for pair in words if pair[1].points > best), key=lambda p: -p[1].points)
    return Elimination(tuple(above), tuple(p for p in words if p[1].points == best))


def decide(number: int, elimination: Elimination, chosen: str | None,
            disputes: list[Dispute]) -> tuple[WrittenWord | None, str]:
    """The word written on the communal sheet: the single best, or the group's recorded choice."""
    if not elimination.candidates:
        if chosen is not None:
            disputes.append(Dispute(DisputeCode.CHOSEN_WITHOUT_WORDS,
                                    f"round {number}: chosen {chosen!r}, but nobody wrote a word"))
        return None, "no-word"
    options = elimination.candidate_words
    match = None
    if chosen is not None:
        key = fold(chosen.strip())
        match = next((w for _, w in elimination.candidates
                      if key in (fold(w.written.strip()), spelling(w))), None)
        if match is None:
            disputes.append(Dispute(DisputeCode.CHOSEN_NOT_BEST, f"round {number}: chosen {chosen!r} is not "
                                    f"among the best remaining words ({', '.join(options)})"))
    if len(options) == 1:
        return elimination.candidates[0][1], "rule"
    if match is not None:
        return match, "chosen"
    return None, "pending"


def unrecorded_choices(rounds: Sequence[CooperativeRound], played: int) -> list[Dispute]:
    """A choice pending in a round before the last one played: "Write the remaining word with the
    highest score on the communal sheet" ends a round, so the group went on only once it had
    written one; the record is missing it (as a finished sheet with a round on no row), and the
    referee, who does not choose for the group, names the round and the words it chose between."""
    return [Dispute(DisputeCode.CHOICE_NOT_RECORDED,
                    f"round {r.roll.number}: the record is missing the group's choice of "
                    f"{' or '.join(r.elimination.candidate_words)} for row {r.row} (write it as the round's chosen:)")
            for r in rounds if r.decision == "pending" and r.roll.number < played]
