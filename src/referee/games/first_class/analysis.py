"""`score-sheet --analyse` for First-Class Letters: per sheet and row, the best word the round allowed
on that row (dice, dead letter, priority letter, the row's special initial), and the best one that
also fits alphabetically between the neighbouring words kept on the final sheet, with the points
the written word missed against the latter.

Reads the record's typed result (`RecordRuling`: its rounds, special rows and ruled rows); the
words come from the game's own hint search (`hints.py`), which scores with `score.py`, so the
analysis never offers a word the scorer refuses. A sheet typed without rounds has no dice to
search with, so nothing to analyse.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.dictionary import Lexicon
from referee.games.first_class.alphabetical import order_key
from referee.games.first_class.hints import Between, WordHint, first_class_hints, fits_between
from referee.games.first_class.model import RoundRoll
from referee.games.first_class.result import GameAnalysis, RowAnalysis, SheetAnalysis
from referee.games.first_class.rows import RowRuling
from referee.games.first_class.sheets import RecordRuling


def _spelling(row: RowRuling) -> str | None:
    """The word a row holds as the alphabetical check compares it (`alphabetical.order_key` of the
    spelling scored: its clear correction when misspelled, case, accents and spaces aside)."""
    word = (row.ruling.scored_as or row.ruling.written) if row.ruling else None
    return order_key(word) if word else None


def kept_bounds(rows: Sequence[RowRuling], index: int) -> Between:
    """The nearest words above and below row `index` that are kept (scored) on the final sheet."""
    above = next((_spelling(r) for r in reversed(rows[:index]) if r.status == "scored"), None)
    below = next((_spelling(r) for r in rows[index + 1:] if r.status == "scored"), None)
    return above, below


class _Best:
    """Best words per round and row, cached: players share rounds, and rows share initials."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.cache: dict[tuple[RoundRoll, str | None, Between], WordHint | None] = {}

    def __call__(self, roll: RoundRoll, initial: str | None, between: Between = (None, None)) -> WordHint | None:
        key = (roll, initial, between)
        if key not in self.cache:
            found = first_class_hints(self.lexicon, roll, between, limit=1, initial=initial)
            self.cache[key] = found[0] if found else None
        return self.cache[key]


def _sheet(name: str | None, rows: Sequence[RowRuling], rounds: Mapping[int, RoundRoll],
           special: Mapping[int, str], best: _Best) -> SheetAnalysis:
    out = []
    for index, row in enumerate(rows):
        played = rounds.get(row.round or 0)
        if played is None or row.round is None:  # a row not used yet
            continue
        initial = special.get(row.row)
        anywhere = best(played, initial)
        bounds = kept_bounds(rows, index)
        in_place = (anywhere if anywhere is None or fits_between(anywhere.word, bounds)
                    else best(played, initial, bounds))
        written = row.ruling.written if row.ruling else None
        out.append(RowAnalysis(row.row, row.round, written, row.points, anywhere, in_place,
                               max(0, (in_place.score if in_place else 0) - row.points)))
    return SheetAnalysis(name, tuple(out))


def analyse(ruling: RecordRuling, lexicon: Lexicon) -> GameAnalysis:
    """Per sheet and row: the best word the round allowed there, and the best that kept the order."""
    best = _Best(lexicon)
    rounds = {r.number: r for r in ruling.setup.rounds}
    special = ruling.setup.special
    if ruling.cooperative:
        return GameAnalysis((), _sheet(None, ruling.sheets[0].sheet.rows, rounds, special, best))
    players = tuple(_sheet(p.sheet.name, p.sheet.rows, rounds, special, best) for p in ruling.sheets)
    return GameAnalysis(players, None)
