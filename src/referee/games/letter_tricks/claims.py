"""A LetterTricks record as written, typed: what `record` reads from the nodes before anything is
replayed, and all `replay` rules on.

Every schema error (a card not in the deck, a name not at the table, a claim about a player who
does not score) is raised while reading, at its position; what is here is already well formed, so
the replay reads no node and only rules. Seats count from 0 in the order `players:` lists them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from referee.games.letter_tricks.setup import LetterTricksMode

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.setup import GameSetup


@dataclass(frozen=True)
class ScoreClaim:
    """A number the record claims (a score, a total), about a player, a team or the group."""

    who: str
    """As the referee names them (`Ann`, `Ann+Cat`, `group`)."""
    written: str
    """As the record writes them (a hand's scores keep the record's spelling in the dispute)."""
    value: int


class TrickClaims(NamedTuple):
    """One trick as written: the plays in order from the leader, and what the record says of it.
    (A named tuple: a record has dozens of tricks, and a frozen dataclass sets each field through
    a call.)"""

    plays: tuple[LetterCard, ...]
    leader: int | None = None
    """The seat that led, when the record says."""
    picks: dict[int, LetterCard] | None = None
    """Competitive and team play: the card each picking seat took, when the record says."""
    winner: tuple[int, str] | None = None
    """The seat the record says won, and the name as written."""
    victory: tuple[str, ...] | None = None
    """Team game: the words the winning team claims victory with after this trick."""
    word: str | None = None
    """Cooperative: the word the group formed from the trick's cards."""


@dataclass(frozen=True)
class HandClaims:
    """One hand as written: its setup (deal, passes, display, returned and table cards), its
    tricks, and the cards, words and scores the record gives for it."""

    deal: dict[int, list[LetterCard]] | None
    """Each seat's cards, in the record's order of seats."""
    passed: list[tuple[int, list[LetterCard]]]
    """Cooperative: the cards each seat passed to its left (checked against the deal)."""
    display: list[LetterCard] | None
    """3 players: the vowels face up at the start of the hand."""
    returned: list[LetterCard]
    table: list[LetterCard]
    """Team game: cards left on the table after a later deal."""
    tricks: list[TrickClaims]
    collected: dict[int, list[LetterCard]] | None
    """The cards each seat collected, as written (None: not written)."""
    words: dict[int, list[str]] = field(default_factory=dict)
    """Competitive: each seat's words."""
    team_words: list[tuple[int, list[str]]] | None = None
    """Team game: the words each team lists at the end of the hand (a victory claim), if any."""
    scores: list[ScoreClaim] = field(default_factory=list)
    tricks_scored: int | None = None
    """Cooperative: the tricks the record says made a word."""

    @property
    def all_picks(self) -> bool:
        """Whether every trick says who picked what (so the picks give the cards collected)."""
        return bool(self.tricks) and all(trick.picks is not None for trick in self.tricks)


@dataclass(frozen=True)
class LetterTricksClaims:
    """A whole record as written."""

    setup: GameSetup
    names: list[str]
    variants: list[str]
    teams: list[list[int]]
    """Team game: the seats of each team."""
    hands: list[HandClaims]
    planned: int
    """The hands the game has (`hand-count:`, else the rulebook's)."""
    claims_victory: bool
    """Team game: whether any hand or trick claims victory (then none is found unclaimed)."""
    totals: list[ScoreClaim]
    previous_best: int | None = None
    """Cooperative: the group's best score before, which a victory must beat."""
    agreed: bool = False
    """Whether `planned` is the record's `hand-count:` (else the rulebook's number of hands)."""

    @property
    def hands_played(self) -> int:
        """The hands played to their end. The words are formed "at the end of the hand", so a hand
        whose tricks stop short of the cards dealt (a deal and no trick yet, as `roll` prints it,
        included), with nothing of its end written (no cards collected, words or scores), is still
        being played and does not end the game."""
        return sum(1 for number, hand in enumerate(self.hands, start=1) if not self.in_progress(number, hand))

    def in_progress(self, number: int, hand: HandClaims) -> bool:
        """Whether hand `number` is still being played (see `hands_played`): nothing of it is
        scored yet, since its words are formed at its end. Only the last hand written can be: a
        hand with another after it has ended, however short it is typed."""
        return number == len(self.hands) and self.short(number, hand)

    def short(self, number: int, hand: HandClaims) -> bool:
        """Whether hand `number`'s tricks stop short of the cards dealt, with nothing of its end
        written (no cards collected, words or scores): the last hand is then still being played;
        an earlier one has tricks missing (`tricks_owed`)."""
        if hand.collected is not None or hand.words or hand.team_words is not None \
                or hand.scores or hand.tricks_scored is not None:
            return False
        size = self.hand_size(number, hand)
        return size is not None and len(hand.tricks) < size

    def hand_size(self, number: int, hand: HandClaims) -> int | None:
        """The cards each player holds in hand `number`, so the tricks it has: its deal's, else the
        game's. A team game's later hand deals the cards nobody has taken out evenly, so without
        its deal it holds what the hands before it left: None when their cards taken are unknown
        (no cards collected written, and a trick without its picks or tricks missing, whose picks
        took cards nobody wrote down)."""
        if hand.deal is not None:
            return max((len(cards) for cards in hand.deal.values()), default=0)
        if self.setup.mode is LetterTricksMode.TEAM and number > 1:
            taken = 0
            for earlier, before in enumerate(self.hands[:number - 1], start=1):
                if before.collected is not None:
                    taken += sum(len(cards) for cards in before.collected.values())
                elif before.all_picks and self.tricks_owed(earlier, before) is None:
                    taken += sum(len(trick.picks or {}) for trick in before.tricks)
                else:
                    return None
            return max(len(self.setup.deck) - taken, 0) // self.setup.players
        return self.setup.hand_size

    def tricks_owed(self, number: int, hand: HandClaims) -> int | None:
        """The tricks an earlier hand, with another written after it, should have and does not: it
        ended, so every card was played. None when nothing is missing (the last hand, a hand
        played to its last trick, or one typed up with no trick but its cards or words)."""
        size = self.hand_size(number, hand)
        if number == len(self.hands) or size is None or len(hand.tricks) >= size:
            return None
        return size if hand.tricks or self.short(number, hand) else None
