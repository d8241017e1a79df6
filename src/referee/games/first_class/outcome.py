"""First-Class Letters: who won, who leads, and which rule broke a tie, with its words for the table.

Rulebook: "The player with the highest final score is the winner. In the case of a tie, the
player with the highest-scoring word on their sheet is the winner. If still tied, the tied players
share the victory." A game in progress (fewer than seven rounds, or rows still empty) names no
winner: `complete: false`, its `leaders`, `winners: []` (contract section 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from referee.games.outcome import TiebreakRule, decide, tie_sentence

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


def settle(record: dict[str, Any], sheets: Sequence[SheetRuling], competitive: bool, complete: bool) -> None:
    """Add `complete`, `leaders`, `winners`, `tiebreak_rule` (and `tie`, when one was broken)."""
    record["complete"] = complete
    record["tiebreak_rule"] = None
    if not competitive or not sheets:
        record["winners"], record["leaders"] = [], []
        return
    outcome = decide({s.name: s.total for s in sheets}, {s.name: s.best_word for s in sheets},
                     TiebreakRule.BEST_WORD)
    record["leaders"] = outcome.winners
    record["winners"] = outcome.winners if complete else []
    if complete and outcome.rule is not None:
        record["tiebreak_rule"] = outcome.rule_name
        words = {s.name: best_word(s) for s in sheets if s.name in outcome.tied}
        record["tie"] = {"tied": outcome.tied, "total": next(s.total for s in sheets if s.name in outcome.tied),
                         "best_words": {name: {"word": w, "score": p} for name, (w, p) in words.items()}}


def tie_words(record: dict[str, Any]) -> str:
    """'Ben wins the 44–44 tie with the best word, cucumber (14)', or '' when no tie was broken."""
    rule, tie = record.get("tiebreak_rule"), record.get("tie")
    if rule is None or tie is None:
        return ""
    winners = record["winners"]
    best = tie["best_words"][winners[0]]
    if rule == TiebreakRule.SHARED.value:
        how = f"with equal best words ({best['score']})"
    else:
        how = f"with the best word, {best['word']} ({best['score']})"
    return tie_sentence(winners, tie["total"], rule, how)
