"""Who wins a game, and which rule broke a tie: the same reading for every game (contract section 10).

Every record's output carries `tiebreak_rule`: `None` when no tie was broken, else what decided
it. The rulebooks break a tie on totals the same way twice over: First-Class Letters by the best
single word, competitive LetterTricks by the best single hand; a tie that survives is a shared
victory. Letter Roll plays a tie-break round instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from referee.plurals import plural


class TiebreakRule(str, Enum):
    """What decided a tie on totals."""

    BEST_WORD = "best-word"
    BEST_HAND = "best-hand"
    TIEBREAK_ROUND = "tiebreak-round"
    SHARED = "shared"


@dataclass(frozen=True)
class Outcome:
    """The winners and, when the totals were tied, the players tied and the rule that decided."""

    winners: list[str]
    tied: list[str]
    rule: TiebreakRule | None

    @property
    def rule_name(self) -> str | None:
        return self.rule.value if self.rule else None


def top(scores: Mapping[str, int], among: Sequence[str] | None = None) -> list[str]:
    """The players with the highest score (all of them when level), in the order given (a
    player `among` them missing from `scores` counts 0): every game's winners, leaders and ties."""
    names = list(scores) if among is None else list(among)
    if not names:
        return []
    best = max(scores.get(name, 0) for name in names)
    return [name for name in names if scores.get(name, 0) == best]


def decide(totals: Mapping[str, int], second: Mapping[str, int], rule: TiebreakRule) -> Outcome:
    """Highest total; a tie goes to the highest `second` score (`rule`); still tied, shared."""
    tied = top(totals)
    if len(tied) <= 1:
        return Outcome(tied, [], None)
    winners = top(second, tied)
    return Outcome(winners, tied, rule if len(winners) == 1 else TiebreakRule.SHARED)


def tie_sentence(winners: Sequence[str], tied_total: int, rule: str | None, how: str, tied: int = 2) -> str:
    """The table's words for a broken tie: 'Ben wins the 44–44 tie with the best word, cucumber (14)';
    `tied` players level, more than two: 'Hal wins the 4-way tie at 8 in the tie-break round (...)'
    (a '8–8 tie' read as two players level when four were).

    `how` says what decided it ("with the best word, cucumber (14)", "in the tie-break round"; for
    a shared victory what was equal: "with equal best words (14)"). Empty when no tie was broken.
    """
    if rule is None:
        return ""
    if rule == TiebreakRule.SHARED.value:
        return f"{listed(winners)} share the victory: tied at {tied_total}, {how}"
    tie = f"{tied}-way tie at {tied_total}" if tied > 2 else f"{tied_total}–{tied_total} tie"
    return f"{listed(winners)} wins the {tie} {how}"


def equal_best(what: str, best: int, each: Mapping[str, str], winners: Sequence[str]) -> str:
    """What a shared victory's players had equal: 'with equal best words (14)'. When the tie-break
    left out some of the players tied on total, each tied player's best (`each`) is said too, so
    the one left out is named with why: 'with equal best hands, 5 (Ann 5, Bob 5, Cat 4)'."""
    if len(winners) < len(each):
        return f"with equal {what}, {best} (" + ", ".join(f"{name} {b}" for name, b in each.items()) + ")"
    return f"with equal {what} ({best})"


def listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them: 'Jo', 'Jo and Kim', 'Jo, Kim and Lee'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def left_out_of_totals(extra: int, points: Mapping[str, int]) -> str:
    """How a dispute about play past the game's length ends: the `extra` rounds or hands are no part
    of the game, so the points they held (`points`, each player's or team's) are named as left out
    of the totals. Letter Roll and LetterTricks word it alike: 'its points are left out of the
    totals (Terry 0, Chris 3)'."""
    held = ", ".join(f"{name} {score}" for name, score in points.items())
    return f"{plural(extra, 'its', 'their')} points are left out of the totals ({held})"
