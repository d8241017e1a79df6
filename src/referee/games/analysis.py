"""Post-game analysis for `score-sheet --analyse`: what the best play would have been (issue 7).

Pure: takes the record object a game's `adjudicate` produced (the JSON object of the interface
contract) and, where that object does not carry the round's constraints, the record's own Node,
and returns the `analysis` field added to the record object:

- First-Class Letters: per player (or the communal sheet) and row, the best word the round allowed
  on that row (dice, dead letter, priority letter, the row's special initial), and the best one that
  also fits alphabetically between the neighbouring words kept on the final sheet, with the points
  the written word missed against the latter.
- Letter Roll: per round, how many valid words there were, how many the table found, and the words
  nobody found (`games/letter_roll/analysis.py`).
- LetterTricks: per hand and player, the best play the cards collected allowed (a single word for
  4-5 players, up to one word per suit for 3) against the hand score; per team, whether the cards
  taken made the winning words; per cooperative trick, the words its cards made
  (`games/letter_tricks/analysis.py`).
- Letterflip has no word to choose at the end of a game: its analysis is null.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from referee.dictionary import Lexicon, fold
from referee.games import GAME_NAMES, Game
from referee.games.first_class.hints import Between, FirstClassRound, WordHint, first_class_hints, fits_between
from referee.games.letter_roll.analysis import analyse as letter_roll_analysis
from referee.games.letter_tricks.analysis import analyse as letter_tricks_analysis

if TYPE_CHECKING:
    from referee.records import Node



def analyse(record: Mapping[str, Any], root: Node | None, lexicon: Lexicon) -> dict[str, Any] | None:
    """The `analysis` field for an adjudicated record of any game (None for Letterflip)."""
    game = record.get("game")
    analysis = ANALYSES[Game(game)] if game in GAME_NAMES else None
    return None if analysis is None else analysis(record, root, lexicon)


# --- First-Class Letters ------------------------------------------------------------------------
def rounds_of(root: Node) -> dict[int, FirstClassRound]:
    """The rounds' dice, dead and priority letters from the record (already ruled valid); none for
    a sheet typed without rounds, which leaves nothing to analyse."""
    found: dict[int, FirstClassRound] = {}
    rounds = root.fields("record").get("rounds")
    if rounds is None or rounds.is_null:
        return found
    for number, node in enumerate(rounds.items("rounds"), start=1):
        fields = node.fields(f"rounds[{number}]")
        letters = {key: fields[key].letter(key) for key in ("dead", "priority")
                   if key in fields and not fields[key].is_null}
        found[number] = FirstClassRound(tuple(fields["dice"].letters("dice")), letters.get("dead"),
                                        letters.get("priority"))
    return found


def _hint_object(hint: WordHint | None) -> dict[str, Any] | None:
    return None if hint is None else {"word": hint.word, "score": hint.score}


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


def _sheet(rows: Sequence[Mapping[str, Any]], rounds: Mapping[int, FirstClassRound],
           special: Mapping[int, str], best: _Best) -> list[dict[str, Any]]:
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
        out.append({"row": row["row"], "round": row["round"], "word": row.get("word"), "score": score,
                    "best": _hint_object(anywhere), "best_in_place": _hint_object(in_place),
                    "missed": max(0, (in_place.score if in_place else 0) - score)})
    return out


def first_class(record: Mapping[str, Any], root: Node | None, lexicon: Lexicon) -> dict[str, Any]:
    """Per sheet and row: the best word the round allowed there, and the best that kept the order."""
    special = {int(row): letter for row, letter in record.get("special", {}).items()}
    best = _Best(lexicon)
    if record.get("mode") == "cooperative":
        rounds = {r["round"]: FirstClassRound(tuple(r["dice"]), r.get("dead"), r.get("priority"))
                  for r in record.get("rounds", [])}
        rows = _sheet(record["communal"]["rows"], rounds, special, best)
        return {"communal": {"rows": rows, "missed": sum(r["missed"] for r in rows)}}
    rounds = rounds_of(root) if root is not None else {}
    players = []
    for player in record.get("players", []):
        rows = _sheet(player.get("rows", []), rounds, special, best)
        players.append({"name": player["name"], "rows": rows, "missed": sum(r["missed"] for r in rows)})
    return {"players": players}


Analysis = Callable[[Mapping[str, Any], "Node | None", Lexicon], "dict[str, Any] | None"]

ANALYSES: dict[Game, Analysis | None] = {
    Game.FIRST_CLASS_LETTERS: first_class,
    Game.LETTER_ROLL: lambda record, _root, lexicon: letter_roll_analysis(record, lexicon).as_json(),
    Game.LETTER_TRICKS: lambda record, _root, lexicon: letter_tricks_analysis(record, lexicon).as_json(),
    Game.LETTERFLIP: None,
}
"""Each game's analysis, by the registry's games (a test holds them to it); Letterflip has no word
to choose at the end of a game."""
