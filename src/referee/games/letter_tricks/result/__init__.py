"""LetterTricks results as typed objects, and the only place their JSON objects (interface
section 8) are built: what `-f json` prints and what tables, analyses and standings read.

The replay keeps typed state (`play.TrickPlay`, `HandResult`, `RecordResult`); nothing reads a
JSON object back while a record is ruled. `score-sheet --analyse`'s analysis is `analysis`,
`hint letter-tricks`' suggestions `hints`, `roll letter-tricks`' deal `roll`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import Adjudication, Game, typed
from referee.games.letter_tricks.cards import cards_text
from referee.games.letter_tricks.play import PICKS

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.dispute import Dispute
    from referee.games.letter_tricks.hand import Victory
    from referee.games.letter_tricks.outcome import LetterTricksOutcome
    from referee.games.letter_tricks.play import Illegal, TeamVerdict, TrickPlay, TrickWord
    from referee.games.letter_tricks.scoring import FormedWord
    from referee.games.letter_tricks.setup import LetterTricksMode


def word_json(ruling: FormedWord) -> dict[str, Any]:
    """One word ruled: the dictionary's verdict, the cards it uses, its score (and suit)."""
    result: dict[str, Any] = {"word": ruling.word, "valid": ruling.valid, "score": ruling.score,
                              "reasons": list(ruling.reasons), "cards": cards_text(ruling.cards)}
    if ruling.suit is not None:
        result["suit"] = ruling.suit.value
    if ruling.suggestion:
        result["suggestion"] = ruling.suggestion
    return result


def illegal_json(illegal: Illegal) -> dict[str, Any]:
    return {"player": illegal.player, "card": str(illegal.card) if illegal.card else None,
            "rule": illegal.rule.value, "why": illegal.why}


def verdict_json(verdict: TeamVerdict) -> dict[str, Any]:
    """Team game: a trick's victory claim ruled, and the victory the team could claim (or the one
    already won, `after_victory`: the search stops at the first victory, so no `possible` then). A
    claim after that victory is `too_late` and never `won`: the game was already over."""
    result: dict[str, Any] = {"team": verdict.team}
    if verdict.claimed is not None:
        result["claimed"] = [word_json(r) for r in verdict.claimed]
        result["won"] = verdict.won
        if verdict.too_late:
            result["too_late"] = True
    if verdict.after is not None:
        result["after_victory"] = victory_json(verdict.after)
    if verdict.searched:
        result["possible"] = verdict.found is not None
        result["words"] = {s.value: w for s, w in verdict.found.items()} if verdict.found else None
    return result


def trick_word_json(word: TrickWord) -> dict[str, Any]:
    """Cooperative: the trick's word, claimed and ruled or the referee's first find."""
    result = word_json(word.ruling) if word.ruling is not None else {
        "word": word.found, "valid": word.valid, "score": word.score, "reasons": [], "cards": []}
    result["claimed"] = word.claimed
    result["possible"] = list(word.possible)
    return result


def trick_json(trick: TrickPlay) -> dict[str, Any]:
    """The trick object of interface section 8 (what `trick-winner` prints for one trick)."""
    result: dict[str, Any] = {
        "trick": trick.number, "leader": trick.leader,
        "plays": [{"player": player, "card": str(card)} for player, card in trick.plays],
        "led_suit": trick.led.value if trick.led else None,
        "winner": trick.winner, "winning_card": str(trick.winning_card),
        "lowest_card": str(trick.lowest_card) if trick.lowest_card is not None else None}
    for key in PICKS:
        player, card = trick.picks.get(key, (None, None))
        result[key] = player
        result[f"{key}_card"] = str(card) if card else None
    result["illegal"] = [illegal_json(i) for i in trick.illegal]
    if trick.open:
        result["open"] = True
    if trick.victory is not None:
        result["victory"] = verdict_json(trick.victory)
    if trick.word is not None:
        result["word"] = trick_word_json(trick.word)
    return result


@dataclass
class HandResult:
    """One hand ruled: its tricks, the cards taken, the words and what they score."""

    number: int
    tricks: list[TrickPlay]
    returned: list[LetterCard]
    display: list[LetterCard] | None
    cooperative: bool
    collected: dict[str, list[LetterCard]] | None = None
    words: dict[str, list[FormedWord]] | None = None
    scores: dict[str, int] | None = None
    tricks_scored: int = 0
    team_cards: dict[str, list[LetterCard]] | None = None
    """Team game: every card each team has taken, this hand and before."""
    no_words: bool = False
    """Competitive: the hand is scored with cards collected but no word written for anyone, so every
    card counts as unused; said outright, as a typist who has not typed the words yet would miss it."""

    def score_of(self, name: str) -> int:
        return (self.scores or {}).get(name, 0)

    def as_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"hand": self.number, "tricks": [trick_json(t) for t in self.tricks]}
        if self.returned:
            result["returned"] = cards_text(self.returned)
        if self.display is not None:
            result["display"] = cards_text(self.display)
        if self.cooperative:
            result["tricks_scored"] = self.tricks_scored
            result["scores"] = dict(self.scores or {})
            return result
        result["collected"] = None if self.collected is None else {
            name: cards_text(cards) for name, cards in self.collected.items()}
        result["words"] = {name: [word_json(w) for w in words] for name, words in (self.words or {}).items()}
        if self.no_words:
            result["no_words_written"] = True
        result["scores"] = dict(self.scores or {})
        if self.team_cards is not None:
            result["team_cards"] = {name: cards_text(cards) for name, cards in self.team_cards.items()}
        return result


def best_hand(hands: Sequence[HandResult], key: str) -> tuple[int, int] | None:
    """A player's (team play: a team's) best individual hand, competitive play's tie-break: (its
    number, its points), the first of equal ones, among the hands scored (a hand whose cards
    collected are unknown scores nothing); None when none was. The totals and the standings ask it."""
    scored = [(hand.number, hand.score_of(key)) for hand in hands if hand.scores]
    return max(scored, key=lambda found: (found[1], -found[0]), default=None)


def victory_json(victory: Victory | None) -> dict[str, Any] | None:
    if victory is None:
        return None
    return {"team": victory.team, "hand": victory.hand, "trick": victory.trick, "claimed": victory.claimed}


@dataclass(frozen=True)
class RecordResult:
    """A whole LetterTricks record ruled: every hand, the totals, the outcome, every dispute."""

    mode: LetterTricksMode
    players: list[str]
    variants: list[str]
    hands: list[HandResult]
    totals: dict[str, int]
    outcome: LetterTricksOutcome
    disputes: list[Dispute]
    """Every point ruled against the record, in the order a player reads the record."""
    teams: dict[str, list[str]] | None = None
    victory: Victory | None = None
    """Team game: the team that won and when."""
    best_hand: dict[str, int] | None = None
    """Competitive: each player's best single hand, the tie-break."""
    tricks_scored: int = 0
    victory_mark: int = 0
    """Cooperative: the best hand's tricks scored, and the score that is a victory."""
    reached: bool = False

    @property
    def hands_counted(self) -> list[HandResult]:
        """The hands the game has, those its totals count: a hand too many is ruled and shown, but
        is no part of the game (its points are left out, a dispute says so)."""
        return self.hands[:self.outcome.hand_count]

    @property
    def draw(self) -> bool:
        """Team game: "if after three hands neither team has formed the winning words, the game ends
        in a draw": once the game is over (its hands played to their end, `hand-count:` if the
        group agreed on another number) with no victory; a third hand still being played is none."""
        return self.teams is not None and self.victory is None and self.outcome.complete

    def as_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"game": Game.LETTER_TRICKS.value, "mode": self.mode.value,
                                  "players": list(self.players), "variants": list(self.variants),
                                  "hands": [h.as_json() for h in self.hands]}
        outcome = self.outcome
        if self.teams is not None:
            result["teams"] = self.teams
            result.update(totals=self.totals, victory=victory_json(self.victory), winners=outcome.winners,
                          draw=self.draw)
        elif self.best_hand is None:
            result.update(tricks_scored=self.tricks_scored, victory_mark=self.victory_mark,
                          victory=self.reached, totals=self.totals, winners=outcome.winners)
        else:
            result.update(totals=self.totals, best_hand=self.best_hand, winners=outcome.winners,
                          tied=outcome.tied)
        result.update(finished=outcome.complete, complete=outcome.complete, hand_count=outcome.hand_count,
                      leaders=outcome.leaders, tiebreak_rule=outcome.rule, disputes=[d.text for d in self.disputes])
        return result



@dataclass(frozen=True)
class RuledTrick:
    """A trick as `trick-winner` prints it: on its own, or a trick of a whole record, with its hand."""

    play: TrickPlay
    hand: int | None = None

    @property
    def legal(self) -> bool:
        return not self.play.illegal

    def as_json(self) -> dict[str, Any]:
        """The trick object of interface section 8, with `hand` first for a record's trick."""
        trick = trick_json(self.play)
        return trick if self.hand is None else {"hand": self.hand, **trick}


def ruled(adjudication: Adjudication) -> RecordResult:
    """The typed result of a LetterTricks record's adjudication, for its table, analysis and
    standings (a TypeError for another game's: a wrong dispatch, not bad input)."""
    return typed(adjudication.result, RecordResult, "a LetterTricks result")

