"""`score-sheet --analyse` for First-Class Letters: per sheet and row, the best word the round allowed
on that row (dice, dead letter, priority letter, the row's special initial), and the best one that
also fits alphabetically between the neighbouring words kept on the final sheet, with the points
the written word missed against the latter.

Reads the record's JSON object, and the rounds from the record itself (`record.rounds_of`) where
the object does not carry them; the words come from the game's own hint search (`hints.py`),
which scores with `score.py`, so the analysis never offers a word the scorer refuses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from referee.dictionary import Lexicon, fold
from referee.games.first_class.hints import Between, FirstClassRound, WordHint, first_class_hints, fits_between
from referee.games.first_class.record import rounds_of
from referee.games.first_class.result import GameAnalysis, RowAnalysis, SheetAnalysis

if TYPE_CHECKING:
    from referee.records import Node


def _spelling(row: Mapping[str, Any]) -> str | None:
    """The word a row holds as the referee scored it (its clear correction when misspelled)."""
    word = row.get("corrected") or row.get("word")
    return fold(word) if word else None


def kept_bounds(rows: Sequence[Mapping[str, Any]], index: int) -> Between:
    """The nearest words above and below row `index` that are kept (scored) on the final sheet."""
    above = next((_spelling(r) for r in reversed(rows[:index]) if r.get("status") == "scored"), None)
    below = next((_spelling(r) for r in rows[index + 1:] if r.get("status") == "scored"), None)
    return above, below


class _Best:
    """Best words per round and row, cached: players share rounds, and rows share initials."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.cache: dict[tuple[FirstClassRound, Between], WordHint | None] = {}

    def __call__(self, round_: FirstClassRound, between: Between = (None, None)) -> WordHint | None:
        key = (round_, between)
        if key not in self.cache:
            found = first_class_hints(self.lexicon, round_, between, limit=1)
            self.cache[key] = found[0] if found else None
        return self.cache[key]


def _sheet(name: str | None, rows: Sequence[Mapping[str, Any]], rounds: Mapping[int, FirstClassRound],
           special: Mapping[int, str], best: _Best) -> SheetAnalysis:
    out = []
    for index, row in enumerate(rows):
        played = rounds.get(row.get("round") or 0)
        if played is None:  # a row not used yet
            continue
        round_ = replace(played, initial=special.get(int(row["row"])))
        anywhere = best(round_)
        bounds = kept_bounds(rows, index)
        in_place = anywhere if anywhere is None or fits_between(anywhere.word, bounds) else best(round_, bounds)
        score = int(row.get("score") or 0)
        out.append(RowAnalysis(row["row"], row["round"], row.get("word"), score, anywhere, in_place,
                               max(0, (in_place.score if in_place else 0) - score)))
    return SheetAnalysis(name, tuple(out))


def analyse(record: Mapping[str, Any], root: Node | None, lexicon: Lexicon) -> GameAnalysis:
    """Per sheet and row: the best word the round allowed there, and the best that kept the order."""
    special = {int(row): letter for row, letter in record.get("special", {}).items()}
    best = _Best(lexicon)
    if record.get("mode") == "cooperative":
        rounds = {r["round"]: FirstClassRound(tuple(r["dice"]), r.get("dead"), r.get("priority"))
                  for r in record.get("rounds", [])}
        return GameAnalysis((), _sheet(None, record["communal"]["rows"], rounds, special, best))
    rounds = rounds_of(root) if root is not None else {}
    players = tuple(_sheet(player["name"], player.get("rows", []), rounds, special, best)
                    for player in record.get("players", []))
    return GameAnalysis(players, None)
