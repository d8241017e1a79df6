"""First-Class Letters in `--format table`: one table per sheet, as a player reads their own.

Built only from the adjudication's record object, so the table never disagrees with the JSON.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games import Adjudication
from referee.render import cell, table

HEADERS = ["row", "word", "round", "✓", "x2", "points", "why canceled"]


def _word(row: Mapping[str, Any]) -> str:
    if row["status"] == "pending":
        return "(group's decision pending)"
    if row["word"] is None:
        return "(canceled box)" if row["canceled"] else ""
    word = str(row["word"])
    if row.get("corrected"):
        word += f" -> {row['corrected']}"
    return word


def _why(row: Mapping[str, Any]) -> str:
    why = cell(row["reasons"])
    if row.get("candidates"):
        why += f" (maybe: {cell(row['candidates'])})"
    if row.get("disputed"):
        why = (why + "; " if why else "") + f"record claims {row['claimed_score']}"
    return why


def sheet_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """The rows of one sheet: word, round, checkmarks, doubled, points and why canceled."""
    body = []
    for row in rows:
        used = row["status"] != "unused"
        body.append([
            row["row"],
            _word(row),
            cell(row["round"]),
            row["checks"] if row["word"] is not None else "",
            "x2" if row["doubled"] else "",
            row["score"] if used else "",
            _why(row),
        ])
    return table(body, HEADERS)


def _round_table(rounds: Sequence[Mapping[str, Any]]) -> str:
    body = []
    for rnd in rounds:
        words = ", ".join(f"{w['player']}: {w['corrected'] or w['word']} {w['score']}" for w in rnd["words"])
        decision = rnd["decision"]
        written = rnd["chosen"] or ("pending: " + " or ".join(rnd["candidates"]) if decision == "pending" else "")
        body.append([rnd["round"], " ".join(rnd["dice"]), cell(rnd["dead"]), words,
                     cell(rnd["eliminated"]), cell(rnd["candidates"]), written, rnd["row"]])
    return table(body, ["round", "dice", "dead", "words", "eliminated", "best remaining", "written",
                        "on row"])


def record_table(adjudication: Adjudication) -> str:
    """What a person at the table reads: each sheet, its total, then the winner and disputes."""
    record = adjudication.record
    variants = ", ".join(record["variants"]) or "none"
    status = "finished" if record["finished"] else f"in progress after round {record['rounds_played']}"
    special = " ".join(f"{row}:{letter}" for row, letter in record["special"].items())
    parts = [f"First-Class Letters, {record['mode']} ({status}); variants: {variants}; special rows {special}"]
    if record["mode"] == "cooperative":
        parts.append(_round_table(record["rounds"]))
        communal = record["communal"]
        parts.append("communal sheet\n" + sheet_table(communal["rows"]))
        rank = communal["rank"] or ("no rank (under 20)" if record["finished"] and not record["pending"]
                                    else "open until the game is complete")
        parts.append(f"total {communal['total']}, adjusted {communal['adjusted_total']}: {rank}")
    else:
        for player in record["players"]:
            lines = [f"{player['name']}", sheet_table(player["rows"])]
            total = f"total {player['total']}"
            if player.get("claimed_total") is not None and player["claimed_total"] != player["total"]:
                total += f" (record claims {player['claimed_total']})"
            if "adjusted_total" in player:
                rank = player["rank"] or ("no rank (under 20)" if record["finished"] else "rank at game end")
                total += f", adjusted {player['adjusted_total']}: {rank}"
            lines.append(total)
            parts.append("\n".join(lines))
        if record["mode"] == "competitive":
            if record["winners"]:
                label = "winner" if len(record["winners"]) == 1 else "shared victory"
                parts.append(f"{label}: {', '.join(record['winners'])}")
            else:
                parts.append(f"leading: {', '.join(record['leaders'])}")
    if record["disputes"]:
        parts.append("disputes:\n" + "\n".join(f"  - {d}" for d in record["disputes"]))
    return "\n\n".join(parts)
