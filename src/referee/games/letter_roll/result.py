"""Letter Roll's results as typed objects, and the only place their JSON objects (interface section 7)
are built: each result's `as_json()` is what `-f json` prints and what tables and standings read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import typed
from referee.games.letter_roll.model import GAME, finished, rolls_per_player, rounds_in_game

if TYPE_CHECKING:
    from referee.games import Adjudication
    from referee.games.letter_roll.hints import RollHints
    from referee.games.letter_roll.lists import ListedWord, ListRuling
    from referee.games.letter_roll.model import DiceRules, Dispute, WrittenRound
    from referee.games.outcome import TiebreakRule


def word_json(word: ListedWord) -> dict[str, Any]:
    """One word on one player's list, as a round's `players.NAME.words` entry."""
    return {"word": word.word, "status": word.status.value, "reasons": list(word.reasons),
            "corrected": word.corrected, "suggestion": word.suggestion,
            "shared_with": list(word.shared_with), "missing": list(word.missing)}


@dataclass(frozen=True)
class RoundResult:
    """One round ruled: the dice as checked, and every player's list with its points."""

    round: WrittenRound
    number: int | None
    """The round's number from 1; None for the tie-break round."""
    removed: str | None
    lists: dict[str, ListRuling]
    tied: tuple[str, ...] | None = None
    """The tie-break round only: the players tied for the highest total."""

    def as_json(self) -> dict[str, Any]:
        rnd = self.round
        players = {player: {"score": ruling.score, "claimed": rnd.claimed.get(player),
                            "words": [word_json(w) for w in ruling.words]}
                   for player, ruling in self.lists.items()}
        obj: dict[str, Any] = {
            "round": self.number, "roller": rnd.roller, "rolled": list(rnd.rolled) if rnd.rolled else None,
            "colours": list(rnd.colours) if rnd.colours else None, "removed": self.removed,
            "letters": list(rnd.letters), "min_length": dict(rnd.min_length), "players": players}
        if self.tied is not None:
            obj["tied"] = list(self.tied)
        return obj


@dataclass(frozen=True)
class SingleRoundResult:
    """A record of one round on its own: the round, and its top scorers as the winners."""

    players: tuple[str, ...]
    dice: DiceRules
    round: RoundResult
    totals: dict[str, int]
    winners: tuple[str, ...]
    disputes: tuple[Dispute, ...]

    @property
    def rounds(self) -> tuple[RoundResult, ...]:
        """The record's rounds: its one round (as the JSON's `rounds` lists it)."""
        return (self.round,)

    @property
    def rounds_counted(self) -> tuple[RoundResult, ...]:
        """Its one round, which its totals count."""
        return (self.round,)

    def as_json(self) -> dict[str, Any]:
        return {"game": GAME, "kind": "round", "players": list(self.players),
                "variants": [v.value for v in self.dice.variants], "rounds": [self.round.as_json()],
                "totals": dict(self.totals), "winners": list(self.winners), "tiebreak_rule": None,
                "disputes": [d.text for d in self.disputes]}


@dataclass(frozen=True)
class LetterRollResult:
    """A whole game ruled: every round, the totals, the winners or the tie to break, every dispute."""

    players: tuple[str, ...]
    dice: DiceRules
    rounds: tuple[RoundResult, ...]
    totals: dict[str, int]
    claimed_totals: dict[str, int]
    winners: tuple[str, ...]
    leaders: tuple[str, ...]
    needs_tiebreak: tuple[str, ...]
    tiebreak: RoundResult | None
    tiebreak_rule: TiebreakRule | None
    disputes: tuple[Dispute, ...]

    @property
    def rolls_per_player(self) -> int:
        return rolls_per_player(len(self.players))

    @property
    def rounds_in_game(self) -> int:
        return rounds_in_game(len(self.players))

    @property
    def complete(self) -> bool:
        return finished(len(self.rounds), len(self.players))

    @property
    def rounds_counted(self) -> tuple[RoundResult, ...]:
        """The rounds the game has, those the totals count: a round beyond them is ruled and shown,
        but is no part of the game (its points are left out, a dispute says so)."""
        return self.rounds[:self.rounds_in_game]

    def as_json(self) -> dict[str, Any]:
        return {"game": GAME, "kind": "game", "players": list(self.players),
                "variants": [v.value for v in self.dice.variants], "letters_in_play": self.dice.in_play,
                "rolls_per_player": self.rolls_per_player, "rounds": [r.as_json() for r in self.rounds],
                "totals": dict(self.totals), "claimed_totals": dict(self.claimed_totals) or None,
                "winners": list(self.winners), "leaders": list(self.leaders),
                "needs_tiebreak": list(self.needs_tiebreak),
                "tiebreak": None if self.tiebreak is None else self.tiebreak.as_json(),
                "complete": self.complete, "rounds_played": len(self.rounds),
                "tiebreak_rule": None if self.tiebreak_rule is None else self.tiebreak_rule.value,
                "rounds_in_game": self.rounds_in_game, "disputes": [d.text for d in self.disputes]}


def ruled(adjudication: Adjudication) -> LetterRollResult | SingleRoundResult:
    """The typed result of a Letter Roll record's adjudication, for its table, analysis and standings
    (a TypeError for another game's: a wrong dispatch, not bad input)."""
    result = adjudication.result
    if isinstance(result, SingleRoundResult):  # a single round; anything else must be a whole game
        return result
    return typed(result, LetterRollResult, "a Letter Roll result")


def analysed(adjudication: Adjudication) -> LetterRollAnalysis:
    """The typed `--analyse` analysis of a Letter Roll record's adjudication, for its table."""
    return typed(adjudication.analysis, LetterRollAnalysis, "a Letter Roll analysis")


@dataclass(frozen=True)
class RolledDice:
    """`referee roll letter-roll`: the dice as a round fragment, `letters` once the removal is known."""

    dice: DiceRules
    seed: int | None
    colours: tuple[str, ...]
    rolled: tuple[str, ...]
    removed: str | None
    letters: tuple[str, ...] | None

    def as_json(self) -> dict[str, Any]:
        return {"game": GAME, "variants": [v.value for v in self.dice.variants], "seed": self.seed,
                "colours": list(self.colours), "rolled": list(self.rolled), "removed": self.removed,
                "letters": None if self.letters is None else list(self.letters)}


@dataclass(frozen=True)
class RoundAnalysis:
    """`score-sheet --analyse`, one round: the valid words, how many the table found, the commonest missed."""

    number: int | None
    letters: tuple[str, ...]
    possible: int
    missed: int
    commonest_missed: tuple[str, ...]

    def as_json(self) -> dict[str, Any]:
        return {"round": self.number, "letters": list(self.letters), "possible": self.possible,
                "found": self.possible - self.missed, "missed": self.missed,
                "commonest_missed": list(self.commonest_missed)}


@dataclass(frozen=True)
class LetterRollAnalysis:
    """`score-sheet --analyse`: every round's analysis, and the tie-break round's when it was played."""

    rounds: tuple[RoundAnalysis, ...]
    tiebreak: RoundAnalysis | None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rounds": [r.as_json() for r in self.rounds]}
        if self.tiebreak is not None:
            out["tiebreak"] = self.tiebreak.as_json()
        return out


def suggestions_json(found: RollHints) -> list[dict[str, Any]]:
    """`hint letter-roll`'s words, commonest first: `score` is null (Letter Roll scores a list,
    not a word), `total` how many words contain the letters in all."""
    return [{"word": word, "score": None, "frequency": frequency, "rank": rank, "total": found.total}
            for rank, (word, frequency) in enumerate(found.words, 1)]
