"""What if: the same record ruled under two word lists (or house rules), and only what changed.

Both rulings are the games' own (`score-sheet`'s); this module only compares their typed results:
each word whose ruling flips, each total and each winner that moves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from referee.games import Adjudication, Game
from referee.games.first_class.sheets import ruled as first_class_result
from referee.games.letter_roll.result import ruled as letter_roll_result
from referee.games.letter_tricks.result import ruled as letter_tricks_result
from referee.plurals import counted
from referee.standings.summary import summarise


@dataclass(frozen=True)
class Change:
    """One difference between the two rulings of a record."""

    kind: str
    """word, total, winners, or leaders (a game in progress)."""
    what: str
    """Whose word or total, and where: 'Ana row 3', 'Ben round 2'."""
    before: str
    after: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "what": self.what, "before": self.before, "after": self.after}


def changes(before: Adjudication, after: Adjudication) -> list[Change]:
    """Every word ruling, total and winner that differs between two rulings of one record."""
    found = [Change("word", where, b, a) for where, b, a in _word_changes(before, after)]
    old, new = summarise(before, "", ""), summarise(after, "", "")
    new_points = {p.name: p.points for p in new.players}
    for player in old.players:
        if player.points != new_points.get(player.name):
            found.append(Change("total", player.name, str(player.points), str(new_points.get(player.name))))
    # A game in progress has no winners yet: its leaders move. A Letter Roll round on its own
    # is led by the players score-sheet names its winners, and is said so.
    kind = "winners" if old.complete or old.round_alone else "leaders"
    before_top, after_top = (old.winners, new.winners) if old.complete else (old.leaders, new.leaders)
    if before_top != after_top:
        found.append(Change(kind, "record", ", ".join(before_top) or "none", ", ".join(after_top) or "none"))
    return found


def _word_changes(before: Adjudication, after: Adjudication) -> Iterator[tuple[str, str, str]]:
    old, new = dict(_each_written(before)), dict(_each_written(after))
    for where, ruling in old.items():
        if new.get(where) != ruling:
            yield where, ruling, new.get(where, "")


def _each_written(ruling: Adjudication) -> Iterator[tuple[str, str]]:
    """The word rulings, a word written again in the same place named apart ('Ben round 2 pace
    (#2)'): keyed by place alone, the second ruling hid the first, which is the one that scores."""
    seen: dict[str, int] = {}
    for where, text in _word_rulings(ruling):
        seen[where] = seen.get(where, 0) + 1
        yield (where if seen[where] == 1 else f"{where} (#{seen[where]})"), text


def _word_rulings(ruling: Adjudication) -> Iterator[tuple[str, str]]:
    """(where, ruling) for every word the record rules on, in the record's own terms."""
    rulings = WORD_RULINGS[ruling.game]
    if rulings is not None:
        yield from rulings(ruling)


def _first_class_words(ruling: Adjudication) -> Iterator[tuple[str, str]]:
    result = first_class_result(ruling)
    for player in () if result.cooperative else result.sheets:
        for row in player.sheet.rows:
            if row.ruling is not None and row.ruling.written:
                yield (f"{player.sheet.name} row {row.row} {row.ruling.written}",
                       _scored(row.reasons, row.ruling.corrected, row.points))
    for number, round_ in enumerate(result.rounds, start=1):
        for name, word in round_.words:
            yield f"{name} round {number} {word.written}", _scored(word.reasons, word.corrected, word.points)


def _letter_roll_words(ruling: Adjudication) -> Iterator[tuple[str, str]]:
    # A round beyond the game's length changes no total, as score-sheet and standings leave it out.
    for ruled_round in letter_roll_result(ruling).rounds_counted:
        for name, sheet in ruled_round.lists.items():
            for word in sheet.words:
                yield (f"{name} round {ruled_round.number} {word.word}",
                       _listed_text(word.status.value, word.corrected, None, word.reasons))


def _letter_tricks_words(ruling: Adjudication) -> Iterator[tuple[str, str]]:
    # A hand too many changes no total, as score-sheet and standings leave it out.
    for hand in letter_tricks_result(ruling).hands_counted:
        for name, words in (hand.words or {}).items():
            for word in words:
                yield (f"{name} hand {hand.number} {word.word}",
                       _listed_text("valid" if word.valid else "invalid", None, word.score, word.reasons))


WORD_RULINGS: dict[Game, Callable[[Adjudication], Iterator[tuple[str, str]]] | None] = {
    Game.FIRST_CLASS_LETTERS: _first_class_words,
    Game.LETTER_ROLL: _letter_roll_words,
    Game.LETTER_TRICKS: _letter_tricks_words,
    Game.LETTERFLIP: None,
}
"""Each game's word rulings, by the registry's games (a test holds them to it); Letterflip's
words are not compared, only its totals and winners."""


def _scored(reasons: Sequence[str], corrected: str | None, points: int) -> str:
    """A First-Class word's ruling: its score, or why it is canceled."""
    if reasons:
        return f"canceled ({', '.join(reasons)})"
    return counted(points, "point") + (f" as {corrected}" if corrected else "")


def _listed_text(status: str, corrected: str | None, points: int | None, reasons: Sequence[str]) -> str:
    """A listed word's ruling (Letter Roll, LetterTricks): scored or crossed, and why."""
    because = ", ".join(reasons)
    read_as = f" as {corrected}" if corrected else ""
    scored = f", {counted(points, 'point')}" if points is not None else ""
    return f"{status}{read_as}{scored}" + (f" ({because})" if because else "")
