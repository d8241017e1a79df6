"""The Letterflip game-log table: every turn with its truthful answer and ruling, then the players,
built from the record's JSON object only (`result.py`), so the table never disagrees with it."""

from __future__ import annotations

from typing import Any

from referee.games import Adjudication
from referee.games.letterflip.guesses import describe_answer as _answer
from referee.render import cell, table


def record_table(adj: Adjudication) -> str:
    """Turns, then each player's progress, the winner and every ruling against the record."""
    record = adj.record
    rows = []
    for turn in record["turns"]:
        word = "" if turn["word_in_play"] is None else f"{turn['word_in_play']} ({turn['length']})"
        rows.append([turn["turn"], turn["player"], word, turn["guess"], _answer(turn["answer"]),
                     _answer(turn["truth"]), "keeps" if turn["keeps_turn"] else "passes",
                     "ok" if turn["ruling"] == "upheld" else cell(turn["rulings"])])
    parts = [f"Letterflip ({record['side']})"]
    if rows:
        parts.append(table(rows, ["#", "player", "word", "guess", "answer", "truth", "turn", "ruling"]))
    else:
        parts.append("no turns played yet")
    players = [[p["name"], p["words_solved"], cell(p["solved"]),
                "done" if p["finished"] else f"word {p['word_in_play']}"] for p in record["players"]]
    parts.append(table(players, ["player", "solved", "words", "now on"]))
    parts.append(_result(record))
    parts.extend(f"ruled against the record: {reason}" for reason in record["disputes"])
    parts.extend(f"note: {note}" for note in record["notes"])
    header, turns, players_table, *lines = parts
    return "\n\n".join([header, turns, players_table]) + "\n" + "\n".join(lines)


def _result(record: dict[str, Any]) -> str:
    """The winner on the truth; a game that ended at the table on a false yes says so."""
    if record["winners"]:
        return "winner: " + ", ".join(record["winners"])
    if record.get("winners_as_played"):
        falsely = "; ".join(f"{p['name']} moved past word {', '.join(map(str, p['false_yes']))} on a false yes"
                            for p in record["players"] if p["false_yes"])
        return f"winner: nobody ({falsely}; as played: {', '.join(record['winners_as_played'])})"
    leaders = record.get("leaders") or []
    ahead = f"; leading: {leaders[0]}" if len(leaders) == 1 else ""
    return "winner: nobody yet" + (f" ({record['to_play']} to play)" if record["to_play"] else "") + ahead
