"""The Letterflip game-log table: every turn with its truthful answer and ruling, then the players,
built from the typed result only (`result.py`, the one the JSON object is made from), so the table
never disagrees with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letterflip.guesses import Ruling
from referee.games.letterflip.guesses import describe_answer as _answer
from referee.games.letterflip.result import ruled
from referee.render import cell, table

if TYPE_CHECKING:
    from referee.games import Adjudication
    from referee.games.letterflip.replay import TurnRuling
    from referee.games.letterflip.result import LetterflipResult


def _turn_row(ruling: TurnRuling) -> list[object]:
    word = "" if ruling.word_in_play is None else f"{ruling.word_in_play} ({ruling.length})"
    verdict = "ok" if ruling.ruling is Ruling.UPHELD else cell([r.value for r in ruling.rulings])
    # A turn after the game ended is not played: it neither keeps nor passes the turn.
    turn = "-" if ruling.ruling is Ruling.GAME_OVER else "keeps" if ruling.keeps_turn else "passes"
    return [ruling.number, ruling.turn.player, word, ruling.turn.guess.text, _answer(ruling.turn.answer),
            _answer(ruling.truth), turn, verdict]


def record_table(adj: Adjudication) -> str:
    """Turns, then each player's progress, the winner and every ruling against the record."""
    result = ruled(adj)
    rows = [_turn_row(turn) for turn in result.turns]
    parts = [f"Letterflip ({result.side.value})"]
    if rows:
        parts.append(table(rows, ["#", "player", "word", "guess", "answer", "truth", "turn", "ruling"]))
    else:
        parts.append("no turns played yet")
    players = [[p.name, len(p.solved), cell(p.solved), "done" if p.finished else f"word {p.word_in_play}"]
               for p in result.players]
    parts.append(table(players, ["player", "solved", "words", "now on"]))
    parts.append(_result(result))
    parts.extend(f"ruled against the record: {dispute.text}" for dispute in result.disputes)
    parts.extend(f"note: {note}" for note in result.notes)
    header, turns, players_table, *lines = parts
    return "\n\n".join([header, turns, players_table]) + "\n" + "\n".join(lines)


def _result(result: LetterflipResult) -> str:
    """The winner on the truth; a game that ended at the table on a false yes says so."""
    if result.winners:
        return "winner: " + ", ".join(result.winners)
    if result.winners_as_played:
        falsely = "; ".join(f"{p.name} moved past word {', '.join(map(str, p.false_yes))} on a false yes"
                            for p in result.players if p.false_yes)
        return f"winner: nobody ({falsely}; as played: {', '.join(result.winners_as_played)})"
    ahead = f"; leading: {result.leaders[0]}" if len(result.leaders) == 1 else ""
    return "winner: nobody yet" + (f" ({result.to_play} to play)" if result.to_play else "") + ahead
