"""LetterTricks disputes: every point the referee rules against a record, as a reason code (the
rule the record breaks) and the sentence a player reads.

The JSON's `disputes` carries the sentences only, each starting with the part of the record meant
(`hand 1, trick 2: ...`); the code is for whoever reads the typed result (`result.RecordResult`).
A play or pick ruled illegal is a trick's `illegal` entry too: its `rule` is the code's value.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class DisputeCode(str, Enum):
    """Why the referee rules against a record: each a rulebook rule the record breaks."""

    DEAL = "deal"
    """A hand not dealt as the rulebook deals it (so many cards each; a team's later hands evenly)."""
    DEALT_TAKEN = "dealt-taken"
    """Team game: a later hand dealt (or left on the table) a card already taken in an earlier hand."""
    UNTAKEN_LEFT_OUT = "untaken-left-out"
    """Team game: a later hand whose deal and table leave out a card nobody has taken yet."""
    PASSED = "passed"
    """Cooperative: a player passing other than three cards to their left."""
    PLAYED_TWICE = "played-twice"
    """A card played again in the same hand."""
    NOT_HELD = "not-held"
    """A card played that the player did not hold (dealt elsewhere, in the vowel display, returned)."""
    MUST_FOLLOW = "must-follow"
    """A player holding the led suit played another suit (not a multicolored card)."""
    REVOKE = "revoke"
    """A failure to follow suit shown by a later play of that suit (the deal not recorded)."""
    WRONG_PICK = "wrong-pick"
    """A card picked by someone who may not pick it, not offered, or a pick not taken."""
    WRONG_LEADER = "wrong-leader"
    """A trick led by someone other than the player who must lead it."""
    WINNER_CLAIM = "winner-claim"
    """The trick's `winner:` on the record is not the player whose card won it."""
    COLLECTED_CLAIM = "collected-claim"
    """The cards the record says a player collected are not the ones the picks gave them."""
    VICTORY_CLAIM = "victory-claim"
    """Team game: a claimed victory (in a trick, or the words at the end of a hand) not upheld."""
    TRICK_WORD = "trick-word"
    """Cooperative: the word claimed for a trick is not a dictionary word of exactly its cards."""
    TRICKS_SCORED_CLAIM = "tricks-scored-claim"
    """Cooperative: a hand's `tricks_scored` on the record that the referee does not count."""
    MISSING_TRICKS = "missing-tricks"
    """A hand with fewer tricks than its deal, though a later hand follows it (so it has ended)."""
    GAME_OVER = "game-over"
    """Team game: a trick (or a hand) played after a team's claimed victory ended the game."""
    TOO_MANY_HANDS = "too-many-hands"
    """More hands written than the game has (`hand-count:`, else the rulebook's number)."""
    SCORE_CLAIM = "score-claim"
    """A hand score on the record that the referee does not count."""
    TOTAL_CLAIM = "total-claim"
    """A total on the record that the referee does not count."""


@dataclass(frozen=True)
class Dispute:
    """One point ruled against the record: a reason code and the sentence a player reads."""

    code: DisputeCode
    text: str
