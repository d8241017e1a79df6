"""First-Class Letters: one written word ruled in its round (the dictionary, the dice, the row's initial).

A misspelling with one clear correction is scored as the correction (rulebook, "3) Score"); the
constraints are `games/word_rules.py`'s, the score `score.py`'s, so check-word and score-sheet agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee.dictionary import Lexicon, WordVerdict
from referee.games.first_class.model import GAME, RoundRoll
from referee.games.first_class.score import WordScore, word_score
from referee.games.reading import reading_of


@dataclass(frozen=True)
class WrittenWord:
    """A written word ruled in its round: the spelling scored, its marks, why it is canceled."""

    written: str
    scored_as: str | None
    corrected: str | None
    candidates: tuple[str, ...]
    checks: int
    doubled: bool
    points: int
    reasons: tuple[str, ...]

    @property
    def canceled(self) -> bool:
        return bool(self.reasons)


class Speller:
    """The lexicon's verdicts for one record's words, passed to every rule that spells a word; the
    lexicon caches them for the whole run, every game, so no speller outlives its record."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon

    def check(self, word: str) -> WordVerdict:
        return self.lexicon.check(word)


def rule_word(speller: Speller, word: str, rnd: RoundRoll, initial: str | None = None) -> WrittenWord:
    """Rule a word written in a round, on a row whose special initial (if any) is `initial`.

    A misspelling with one clear correction is scored as the correction (checked again for the
    dead letter, the priority letter and the initial); without one it is canceled
    `not-in-dictionary` and the candidates are kept for the output.
    """
    from referee.games.word_rules import WordRules, game_reasons

    verdict = speller.check(word)
    reading = reading_of(verdict)
    reasons = [r.value for r in reading.faults]
    corrected = reading.corrected
    spelled = reading.spelled if reading.plain else None
    marks = WordScore(0, False, 0)
    if spelled is not None:
        rules = WordRules(game=GAME, dice=rnd.dice, dead=rnd.dead, priority=rnd.priority, initial=initial)
        reasons += [r.value for r in game_reasons(spelled, rules)]
        marks = word_score(spelled, rnd.dice)
    candidates = () if verdict.valid or corrected else verdict.candidates
    return WrittenWord(word, spelled, corrected, candidates, marks.checks, marks.doubled,
                      0 if reasons else marks.score, tuple(dict.fromkeys(reasons)))


def rounds_scoring(word: WrittenWord, rounds: Sequence[RoundRoll], points: int, initial: str | None) -> list[int]:
    """The rounds in which the word, as scored, would have scored `points` on its row: a claim the
    word's own round does not uphold often means its round number was mistyped."""
    from referee.games.word_rules import WordRules, game_reasons

    if word.scored_as is None:
        return []
    found = []
    for rnd in rounds:
        rules = WordRules(game=GAME, dice=rnd.dice, dead=rnd.dead, priority=rnd.priority, initial=initial)
        if not game_reasons(word.scored_as, rules) and word_score(word.scored_as, rnd.dice).score == points:
            found.append(rnd.number)
    return found
