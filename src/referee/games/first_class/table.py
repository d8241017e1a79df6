"""First-Class Letters in `--format table`: one table per sheet, as a player reads their own.

Built only from the adjudication's record object, so the table never disagrees with the JSON.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games import Adjudication
from referee.games.first_class.model import RANK_FLOOR
from referee.games.first_class.outcome import tie_words
from referee.render import cell, table

NO_RANK = f"no rank (under {RANK_FLOOR})"

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


def _points(row: Mapping[str, Any]) -> str:
    """The row's points; `*` when they rest on marks taken as written (no dice to check them)."""
    if row["status"] == "unused":
        return ""
    return f"{row['score']}*" if row.get("dice_checked") is False else str(row["score"])


def sheet_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """The rows of one sheet: word, round, checkmarks, doubled, points and why canceled.

    A sheet typed without rounds (its rows carry `dice_checked`) has no round column."""
    paper = any("dice_checked" in row for row in rows)
    body = []
    for row in rows:
        line = [
            row["row"],
            _word(row),
            cell(row["round"]),
            row["checks"] if row["word"] is not None and row["checks"] is not None else "",
            "x2" if row["doubled"] else "",
            _points(row),
            _why(row),
        ]
        body.append(line[:2] + line[3:] if paper else line)
    return table(body, [h for h in HEADERS if not (paper and h == "round")])


AS_WRITTEN = {"checks": "the checkmarks", "doubled": "the doubling circle", "dead-letter": "the dead letter",
              "missing-priority": "the priority letter"}


def _as_written(record: Mapping[str, Any]) -> str:
    """The note on a record typed without rounds: which rulings needed the dice."""
    taken = [AS_WRITTEN.get(t, t) for t in record.get("taken_as_written", [])]
    listed = ", ".join(taken[:-1]) + f" and {taken[-1]}" if len(taken) > 1 else "".join(taken)
    return (f"No rounds recorded (a sheet as written): {listed} are taken as written, not checked "
            f"against the dice (points marked *).")


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
    if record.get("dice_checked") is False:
        parts[0] += "\n" + _as_written(record)
    if record["mode"] == "cooperative":
        if record["rounds"]:
            parts.append(_round_table(record["rounds"]))
        communal = record["communal"]
        parts.append("communal sheet\n" + sheet_table(communal["rows"]))
        rank = communal["rank"] or (NO_RANK if record["finished"] and not record["pending"]
                                    else "open until the game is complete")
        parts.append(f"total {communal['total']}, adjusted {communal['adjusted_total']}: {rank}")
    else:
        for player in record["players"]:
            lines = [f"{player['name']}", sheet_table(player["rows"])]
            total = f"total {player['total']}"
            if player.get("claimed_total") is not None and player["claimed_total"] != player["total"]:
                total += f" (record claims {player['claimed_total']})"
            if "adjusted_total" in player:
                rank = player["rank"] or (NO_RANK if record["finished"] else "rank at game end")
                total += f", adjusted {player['adjusted_total']}: {rank}"
            lines.append(total)
            parts.append("\n".join(lines))
        if record["mode"] == "competitive":
            if record["winners"]:
                label = "winner" if len(record["winners"]) == 1 else "shared victory"
                parts.append(f"{label}: {', '.join(record['winners'])}")
                if record.get("tiebreak_rule"):
                    parts[-1] += "\n" + tie_words(record)
            else:
                parts.append(f"leading: {', '.join(record['leaders'])}")
    if record["disputes"]:
        parts.append("disputes:\n" + "\n".join(f"  - {d}" for d in record["disputes"]))
    return "\n\n".join(parts)
