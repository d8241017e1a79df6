"""The standings of a game night or a season: every record's summary folded into one row per player.

Records stream through `Season.add` one at a time, so a season of any length holds only one row
per player and one line per record, never the records themselves.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from referee.games import GAME_NAMES
from referee.standings.summary import BestHand, BestWord, NightLine, RecordSummary

GAMES = GAME_NAMES


@dataclass
class GameTally:
    """One player's games, wins and points in one game."""

    games: int = 0
    wins: int = 0
    points: int = 0
    scored_games: int = 0
    """Games that gave the player points (cooperative play and Letterflip give none)."""

    def as_json(self) -> dict[str, Any]:
        return {"games": self.games, "wins": self.wins, "points": self.points}


@dataclass
class PlayerStanding:
    """One player over every record read: the contract's standings object (section 11)."""

    name: str
    spellings: set[str] = field(default_factory=set)
    by_game: dict[str, GameTally] = field(default_factory=dict)
    unfinished: int = 0
    best_word: BestWord | None = None
    best_hand: BestHand | None = None
    words_solved: int = 0
    letterflip_turns: int = 0

    @property
    def games(self) -> int:
        return sum(t.games for t in self.by_game.values())

    @property
    def wins(self) -> int:
        return sum(t.wins for t in self.by_game.values())

    @property
    def points(self) -> int:
        return sum(t.points for t in self.by_game.values())

    @property
    def average(self) -> float | None:
        """Points per game that gave points, to one decimal; None when no game did."""
        scored = sum(t.scored_games for t in self.by_game.values())
        return round(self.points / scored, 1) if scored else None

    @property
    def turns_per_word(self) -> float | None:
        return round(self.letterflip_turns / self.words_solved, 1) if self.words_solved else None

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "games": self.games, "wins": self.wins, "points": self.points,
            "average": self.average, "unfinished": self.unfinished,
            "by_game": {game: self.by_game[game].as_json() for game in GAMES if game in self.by_game},
            "best_word": self.best_word.as_json() if self.best_word else None,
            "best_hand": self.best_hand.as_json() if self.best_hand else None,
            "letterflip": {"words_solved": self.words_solved, "turns": self.letterflip_turns,
                           "turns_per_word": self.turns_per_word} if "letterflip" in self.by_game else None,
            "spellings": sorted(self.spellings),
        }


class Season:
    """Every record read so far, folded into standings; players matched by name, ignoring case."""

    def __init__(self) -> None:
        self._players: dict[str, PlayerStanding] = {}
        self.nights: list[NightLine] = []
        self.progress: dict[str, list[int]] = {}
        """Each player's points so far after each record read (what `--chart` draws)."""

    def add(self, summary: RecordSummary) -> None:
        """Count one ruled record: an unfinished one counts in games, never in wins."""
        self.nights.append(summary.line())
        for points in self.progress.values():
            points.append(points[-1] if points else 0)
        for result in summary.players:
            player = self._player(result.name)
            running = self.progress.setdefault(result.name.casefold(), [0] * len(self.nights))
            running[-1] += result.points or 0
            tally = player.by_game.setdefault(summary.game, GameTally())
            tally.games += 1
            if not summary.complete:
                player.unfinished += 1
            elif result.won:
                tally.wins += 1
            if result.points is not None:
                tally.points += result.points
                tally.scored_games += 1
            if result.best_word is not None:
                word, score = result.best_word
                if player.best_word is None or (score, len(word)) > (player.best_word.score,
                                                                     len(player.best_word.word)):
                    player.best_word = BestWord(word, score, summary.game, summary.night)
            if result.best_hand is not None and (player.best_hand is None
                                                 or result.best_hand[1] > player.best_hand.score):
                player.best_hand = BestHand(result.best_hand[0], result.best_hand[1], summary.night,
                                            summary.source)
            if result.words_solved is not None:
                player.words_solved += result.words_solved
                player.letterflip_turns += result.turns or 0

    def _player(self, name: str) -> PlayerStanding:
        key = name.casefold()
        if key not in self._players:
            self._players[key] = PlayerStanding(name)
        player = self._players[key]
        player.spellings.add(name)
        return player

    def name_of(self, name: str) -> str:
        """The player's name as the standings print it: the first spelling read (`ana` is Ana)."""
        player = self._players.get(name.casefold())
        return name if player is None else player.name

    def standings(self) -> list[PlayerStanding]:
        """Most wins first, then most points, then name."""
        return sorted(self._players.values(), key=lambda p: (-p.wins, -p.points, p.name.casefold()))

    def look_alike(self) -> Iterator[tuple[str, str]]:
        """Pairs of players whose names look alike (Ana and Anna): perhaps one person typed twice."""
        names = sorted(p.name for p in self._players.values())
        for i, first in enumerate(names):
            for second in names[i + 1:]:
                if _alike(first.casefold(), second.casefold()):
                    yield first, second


def _alike(first: str, second: str) -> bool:
    """A letter added or dropped (Ana, Anna; Jon, John), or one changed in a name of five letters or
    more (Maria, Marie): short names a letter apart are usually two people (Ben, Ken)."""
    if len(first) == len(second):
        return len(first) >= 5 and sum(a != b for a, b in zip(first, second, strict=True)) == 1
    short, long = sorted((first, second), key=len)
    return (len(short) >= 3 and len(long) == len(short) + 1
            and any(long[:i] + long[i + 1:] == short for i in range(len(long))))
