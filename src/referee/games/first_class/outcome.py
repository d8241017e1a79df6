"""First-Class Letters: who won, who leads, and which rule broke a tie, with its words for the table.

Rulebook: "The player with the highest final score is the winner. In the case of a tie, the
player with the highest-scoring word on their sheet is the winner. If still tied, the tied players
share the victory." A game in progress (fewer than seven rounds, or rows still empty) names no
winner: `complete: false`, its `leaders`, `winners: []` (contract section 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from referee.games.outcome import TiebreakRule, decide, equal_best, tie_sentence

if TYPE_CHECKING:
    from referee.games.first_class.rows import SheetRuling


def best_word(sheet: SheetRuling) -> tuple[str | None, int]:
    """The sheet's highest-scoring uncanceled word (the first from the top on equal scores)."""
    scored = [(r.points, -r.row, r.ruling.scored_as or r.ruling.written) for r in sheet.rows
              if r.ruling is not None and r.points > 0]
    if not scored:
        return None, 0
    points, _, word = max(scored)
    return word, points


@dataclass(frozen=True)
class TieBroken:
    """A tie on totals that the game's end settled: who was tied, at what, and each one's best word."""

    tied: tuple[str, ...]
    total: int
    best_words: dict[str, tuple[str | None, int]]
    """Each tied player's best word and its points (the tie-break's evidence)."""


@dataclass(frozen=True)
class GameOutcome:
    """Who won (at game end) or leads, and which rule broke a tie, if one was."""

    complete: bool
    winners: tuple[str, ...] = ()
    leaders: tuple[str, ...] = ()
    tiebreak_rule: TiebreakRule | None = None
    tie: TieBroken | None = None
    competitive: bool = False
    """Whether players play against each other (solo and cooperative play name no winner)."""


def settle(sheets: Sequence[SheetRuling], competitive: bool, complete: bool) -> GameOutcome:
    """The winners of a finished competitive game, the leaders of one in progress, the tie broken."""
    if not competitive or not sheets:
        return GameOutcome(complete)
    outcome = decide({s.name: s.total for s in sheets}, {s.name: s.best_word for s in sheets},
                     TiebreakRule.BEST_WORD)
    leaders = tuple(outcome.winners)
    if not complete:
        return GameOutcome(complete, (), leaders, competitive=True)
    if outcome.rule is None:
        return GameOutcome(complete, leaders, leaders, competitive=True)
    tie = TieBroken(tuple(outcome.tied), next(s.total for s in sheets if s.name in outcome.tied),
                    {s.name: best_word(s) for s in sheets if s.name in outcome.tied})
    return GameOutcome(complete, leaders, leaders, outcome.rule, tie, competitive=True)


def tie_words(outcome: GameOutcome) -> str:
    """'Ben wins the 44–44 tie with the best word, cucumber (14)', or '' when no tie was broken."""
    rule, tie = outcome.tiebreak_rule, outcome.tie
    if rule is None or tie is None:
        return ""
    word, points = tie.best_words[outcome.winners[0]]
    each = {name: f"{best} {score}" if best else str(score) for name, (best, score) in tie.best_words.items()}
    how = (equal_best("best words", points, each, outcome.winners) if rule is TiebreakRule.SHARED
           else f"with the best word, {word} ({points})")
    return tie_sentence(outcome.winners, tie.total, rule.value, how, len(tie.tied))
