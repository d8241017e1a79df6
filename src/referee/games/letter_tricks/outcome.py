"""LetterTricks: whether the game is over, who leads, who won and which rule broke a tie.

The rulebook: 4-5 players "play three hands (though they may agree to more). High score wins. In
the event of a tie, the player who had the best individual hand score wins. If there is still a
tie, players share the victory." The 3-player game "is designed to be a one-hand game" (three
hands if agreed in advance); the team game ends at a victory, or in a draw after three hands; the
cooperative game is one hand. A record's `hand-count:` says how many hands the group agreed on.
Until that many are played the game is in progress: `complete: false`, `leaders`, `winners: []`.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.games.outcome import TiebreakRule, decide, top


def planned_hands(setup: GameSetup) -> int:
    """Hands in a game when the record does not say: 1 for 3 players and cooperative, else 3."""
    return 1 if setup.three_player or setup.mode is LetterTricksMode.COOPERATIVE else 3


@dataclass(frozen=True)
class LetterTricksOutcome:
    """Whether the game is over, who won (once it is), who leads, and the rule that broke a tie."""

    complete: bool
    hand_count: int
    winners: list[str]
    leaders: list[str]
    rule: str | None
    tied: list[str]
    """Competitive: the players tied on total points when the game ended, if any."""


def settle(setup: GameSetup, totals: dict[str, int], winners: list[str], best_hand: dict[str, int] | None,
           won: bool, hands_played: int, planned: int) -> LetterTricksOutcome:
    """The outcome from the totals: `winners` as the mode rules them (team: the team that won,
    `won`; cooperative: the group, if it reached the mark); competitive players by total, then
    the best hand (`best_hand`), decided here alone (`winners` is not asked)."""
    tied: list[str] = []
    if setup.mode is LetterTricksMode.TEAM:
        complete = won or hands_played >= planned
        leaders = list(winners) or top(totals)
        rule = None
    elif setup.mode is LetterTricksMode.COOPERATIVE:
        complete = hands_played >= planned
        leaders = []
        rule = None
    else:
        complete = hands_played >= planned
        outcome = decide(totals, best_hand or {}, TiebreakRule.BEST_HAND)
        leaders = top(totals)
        winners = outcome.winners if complete else []
        rule = outcome.rule_name if complete else None
        tied = outcome.tied if complete else []
    return LetterTricksOutcome(complete, planned, winners if complete else [], leaders, rule, tied)
