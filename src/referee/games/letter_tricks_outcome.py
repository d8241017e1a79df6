"""LetterTricks: whether the game is over, who leads, who won and which rule broke a tie.

The rulebook: 4-5 players "play three hands (though they may agree to more). High score wins. In
the event of a tie, the player who had the best individual hand score wins. If there is still a
tie, players share the victory." The 3-player game "is designed to be a one-hand game" (three
hands if agreed in advance); the team game ends at a victory, or in a draw after three hands; the
cooperative game is one hand. A record's `hand-count:` says how many hands the group agreed on.
Until that many are played the game is in progress: `complete: false`, `leaders`, `winners: []`.
"""

from __future__ import annotations

from typing import Any

from referee.games.letter_tricks import GameSetup, Mode
from referee.games.outcome import TiebreakRule, decide, top


def planned_hands(setup: GameSetup) -> int:
    """Hands in a game when the record does not say: 1 for 3 players and cooperative, else 3."""
    return 1 if setup.three_player or setup.mode is Mode.COOPERATIVE else 3


def settle(record: dict[str, Any], setup: GameSetup, hands_played: int, planned: int) -> None:
    """Add `finished`/`complete`, `leaders`, `winners` and `tiebreak_rule` to the record's output."""
    totals: dict[str, int] = record.get("totals", {})
    if setup.mode is Mode.TEAM:
        complete = record.get("victory") is not None or hands_played >= planned
        leaders = list(record["winners"]) or top(totals)
        rule = None
    elif setup.mode is Mode.COOPERATIVE:
        complete = hands_played >= planned
        leaders = []
        rule = None
    else:
        complete = hands_played >= planned
        outcome = decide(totals, record["best_hand"], TiebreakRule.BEST_HAND)
        leaders = top(totals)
        record["winners"] = outcome.winners if complete else []
        rule = outcome.rule_name if complete else None
        record["tied"] = outcome.tied if complete else []
    if not complete:
        record["winners"] = []
    record["finished"] = complete
    record["complete"] = complete
    record["hand_count"] = planned
    record["leaders"] = leaders
    record["tiebreak_rule"] = rule
