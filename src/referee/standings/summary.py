"""What one ruled record contributes to the standings: each player's points, win, best play, progress.

Read from each game's typed result (`ruling.result`, the one the interface contract's JSON object is
built from), never from the input, so the standings always agree with what `score-sheet` printed
for the same record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from referee.games import Adjudication, Game
from referee.games.first_class.rows import RowRuling
from referee.games.first_class.sheets import ruled as first_class_result
from referee.games.letter_roll.lists import Status
from referee.games.letter_roll.result import LetterRollResult
from referee.games.letter_roll.result import ruled as letter_roll_result
from referee.games.letter_tricks.result import best_hand
from referee.games.letter_tricks.result import ruled as letter_tricks_result
from referee.games.letter_tricks.setup import LetterTricksMode
from referee.games.letterflip.guesses import Ruling
from referee.games.letterflip.result import ruled as letterflip_result

FIRST_CLASS = Game.FIRST_CLASS_LETTERS.value
LETTER_ROLL = Game.LETTER_ROLL.value
LETTER_TRICKS = Game.LETTER_TRICKS.value
LETTERFLIP = Game.LETTERFLIP.value


@dataclass(frozen=True)
class BestWord:
    """A player's best word: its points, the game and the night it was played."""

    word: str
    score: int
    game: str
    night: str

    def as_json(self) -> dict[str, Any]:
        return {"word": self.word, "score": self.score, "game": self.game, "night": self.night}


@dataclass(frozen=True)
class BestHand:
    """A player's best LetterTricks hand: its number in its record, its points, where it was."""

    hand: int
    score: int
    night: str
    source: str

    def as_json(self) -> dict[str, Any]:
        return {"hand": self.hand, "score": self.score, "night": self.night, "source": self.source}


@dataclass(frozen=True)
class PlayerResult:
    """One player's part in one record."""

    name: str
    points: int | None = None
    """The player's total (team mode: the team's); None where the game gives a player none
    (cooperative play, Letterflip)."""
    won: bool = False
    best_word: tuple[str, int] | None = None
    best_hand: tuple[int, int] | None = None
    """(hand number, points) of the player's best LetterTricks hand."""
    words_solved: int | None = None
    turns: int | None = None
    running: tuple[int, ...] = ()
    """Running total after each round, hand or turn: what the charts draw."""


@dataclass(frozen=True)
class NightLine:
    """One record of a game night: its game, where it is, and who won (or leads, unfinished)."""

    game: str
    mode: str
    night: str
    source: str
    complete: bool
    winners: tuple[str, ...]
    leaders: tuple[str, ...]

    def as_json(self) -> dict[str, Any]:
        return {"night": self.night, "game": self.game, "mode": self.mode, "source": self.source,
                "complete": self.complete, "winners": list(self.winners), "leaders": list(self.leaders)}


@dataclass(frozen=True)
class RecordSummary(NightLine):
    """One ruled record, as the standings see it: its night line, and each player's part."""

    players: tuple[PlayerResult, ...]
    steps: str = "round"
    """What the running totals count: round, hand or turn."""
    group: tuple[int, ...] = field(default=())
    """Cooperative play: the group's running total (the communal sheet, the tricks scored)."""
    round_alone: bool = False
    """A Letter Roll round typed up on its own: one round of a game (so unfinished here), whose
    leaders `score-sheet` names its winners."""

    def line(self) -> NightLine:
        """The night line alone, without the players' parts: what a season keeps of a record, so
        that it holds one line per record however long the season."""
        return NightLine(*(getattr(self, f.name) for f in fields(NightLine)))


def summarise(ruling: Adjudication, night: str, source: str) -> RecordSummary:
    """The summary of one ruled record, whatever its game."""
    return SUMMARIES[ruling.game](ruling, night, source)


def _first_class(ruling: Adjudication, night: str, source: str) -> RecordSummary:
    result = first_class_result(ruling)
    mode = result.setup.mode.value
    outcome = result.outcome
    rounds = result.setup.rounds_played
    # A sheet as written on paper records no rounds: its running total goes row by row.
    steps = "round" if result.setup.taken_as_written is None else "row"
    if result.cooperative:
        group = _running_by_round(result.sheets[0].sheet.rows, rounds)
        return RecordSummary(FIRST_CLASS, mode, night, source, outcome.complete, (), (),
                             tuple(PlayerResult(n) for n in result.player_names), steps, group)
    winners = outcome.winners if outcome.complete else ()
    players = []
    for player in result.sheets:
        sheet = player.sheet
        scored = [(r.ruling.corrected or r.ruling.written, r.points) for r in sheet.rows
                  if r.ruling is not None and r.ruling.written and r.points and not r.canceled]
        players.append(PlayerResult(sheet.name, sheet.total, sheet.name in winners, _best(scored),
                                    running=_running_by_round(sheet.rows, rounds)))
    return RecordSummary(FIRST_CLASS, mode, night, source, outcome.complete, winners, outcome.leaders,
                         tuple(players), steps)


def _running_by_round(rows: Sequence[RowRuling], rounds: int) -> tuple[int, ...]:
    """Running total after each round: a row's points count from the round it was written in.
    A sheet typed from paper records no rounds: its running total goes row by row, top first."""
    if not any(row.round is not None for row in rows):
        return _accumulate([row.points for row in rows])
    by_round = [0] * max(rounds, 1)
    for row in rows:
        if not row.points:
            continue
        index = row.round - 1 if row.round is not None and 1 <= row.round <= len(by_round) else len(by_round) - 1
        by_round[index] += row.points
    return _accumulate(by_round)


def _accumulate(steps: Sequence[int]) -> tuple[int, ...]:
    total, running = 0, []
    for step in steps:
        total += step
        running.append(total)
    return tuple(running)


def _letter_roll(ruling: Adjudication, night: str, source: str) -> RecordSummary:
    result = letter_roll_result(ruling)
    game = result if isinstance(result, LetterRollResult) else None
    # A round on its own (typed up to settle one dispute) is not a game: it is one round of a
    # game, so it counts as a game unfinished, led by the round's top scorers, never a win.
    complete = game is not None and game.complete
    winners = result.winners if complete else ()
    # A round beyond the game's length is no part of it: not in its totals, its best word, its run.
    rounds = result.rounds_counted
    players = []
    for name in result.players or tuple(result.totals):
        sheets = [r.lists[name] for r in rounds if name in r.lists]
        words = [w.corrected or w.word for sheet in sheets for w in sheet.words if w.status is Status.SCORED]
        # Every scored word is a point; the best word is the longest (then alphabetical).
        best = min(words, key=lambda w: (-len(w), w)) if words else None
        running = _accumulate([r.lists[name].score if name in r.lists else 0 for r in rounds])
        players.append(PlayerResult(name, result.totals.get(name, 0), name in winners,
                                    (best, 1) if best else None, running=running))
    return RecordSummary(LETTER_ROLL, "competitive", night, source, complete, winners,
                         result.winners if game is None else game.leaders, tuple(players), round_alone=game is None)


def _letter_tricks(ruling: Adjudication, night: str, source: str) -> RecordSummary:
    result = letter_tricks_result(ruling)
    outcome = result.outcome
    names = list(result.players)
    # A hand too many is no part of the game: not in its totals, its best hand or word, its run.
    hands = result.hands_counted
    if result.mode is LetterTricksMode.COOPERATIVE:
        group = _accumulate([h.tricks_scored for h in hands])
        return RecordSummary(LETTER_TRICKS, result.mode.value, night, source, outcome.complete, (), (),
                             tuple(PlayerResult(n) for n in names), "hand", group)
    side = {member: team for team, members in (result.teams or {}).items() for member in members}
    won_by = set(outcome.winners if outcome.complete else ())
    winners = tuple(n for n in names if n in won_by or side.get(n) in won_by)
    leaders = set(outcome.leaders)
    players = []
    for name in names:
        key = side.get(name, name)
        hand_scores = [h.score_of(key) for h in hands]
        best_word = _best([(w.word, w.score) for h in hands for w in (h.words or {}).get(name, []) if w.valid])
        players.append(PlayerResult(name, result.totals.get(key, 0), name in winners, best_word,
                                    best_hand(hands, key),
                                    running=_accumulate(hand_scores)))
    return RecordSummary(LETTER_TRICKS, result.mode.value, night, source, outcome.complete, winners,
                         tuple(n for n in names if n in leaders or side.get(n) in leaders),
                         tuple(players), "hand")


def _best(words: Sequence[tuple[str, int]]) -> tuple[str, int] | None:
    """The highest-scoring word; between equal scores the longer, then the first alphabetically."""
    return min(words, key=lambda ws: (-ws[1], -len(ws[0]), ws[0])) if words else None


def _letterflip(ruling: Adjudication, night: str, source: str) -> RecordSummary:
    result = letterflip_result(ruling)
    complete = result.complete
    players = []
    for player in result.players:
        name = player.name
        # every turn the player took, right or wrong; a line typed after the game ended was no turn
        taken = sum(1 for t in result.turns if t.turn.player == name and t.ruling is not Ruling.GAME_OVER)
        solved, running = 0, []
        for turn in result.turns:
            if turn.turn.player == name and turn.moved_on:
                solved += 1
            running.append(solved)
        players.append(PlayerResult(name, None, complete and name in result.winners,
                                    words_solved=len(player.solved), turns=taken, running=tuple(running)))
    return RecordSummary(LETTERFLIP, "competitive", night, source, complete,
                         result.winners if complete else (), result.leaders, tuple(players), "turn")


SUMMARIES: dict[Game, Callable[[Adjudication, str, str], RecordSummary]] = {
    Game.FIRST_CLASS_LETTERS: _first_class,
    Game.LETTER_ROLL: _letter_roll,
    Game.LETTER_TRICKS: _letter_tricks,
    Game.LETTERFLIP: _letterflip,
}
"""Each game's summary, by the registry's games (a test holds them to it)."""
