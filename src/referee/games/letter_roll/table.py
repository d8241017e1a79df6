"""Letter Roll as a person reads it: each round's lists with crossed words marked and why, then standings.

Built from `adjudication.record` only (and the analysis from its `analysis` field), so the table
never says anything the JSON does not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.games import Adjudication
from referee.games.outcome import tie_sentence
from referee.render import cell, table


def _why(word: Mapping[str, Any], min_length: int | None) -> str:
    """The reasons, each with the detail a player asks for next (shared with whom, which letter)."""
    parts: list[str] = []
    for reason in word["reasons"]:
        if reason == "duplicate":
            parts.append(f"duplicate ({', '.join(word['shared_with'])})")
        elif reason == "missing-letters":
            parts.append(f"missing-letters (lacks {' '.join(word['missing'])})")
        elif reason == "too-short" and min_length is not None:
            parts.append(f"too-short (min {min_length})")
        elif reason == "not-in-dictionary" and word.get("suggestion"):
            parts.append(f"not-in-dictionary (closest: {word['suggestion']})")
        else:
            parts.append(reason)
    if word.get("corrected"):
        parts.append(f"read as {word['corrected']}")
    return "; ".join(parts)


def _heading(rnd: Mapping[str, Any]) -> str:
    title = "Tie-break round" if rnd["round"] is None else f"Round {rnd['round']}"
    parts = [title]
    if rnd.get("roller"):
        parts.append(f"roller {rnd['roller']}")
    if rnd.get("rolled"):
        dice = rnd["rolled"]
        if rnd.get("colours"):
            dice = [f"{letter} ({colour})" for letter, colour in zip(rnd["rolled"], rnd["colours"], strict=True)]
        parts.append("rolled " + " ".join(dice))
    if rnd.get("removed"):
        parts.append(f"{rnd['removed']} removed")
    parts.append("letters " + "-".join(rnd["letters"]))
    if rnd.get("tied"):
        parts.append("tied: " + ", ".join(rnd["tied"]))
    return " · ".join(parts)


def round_table(rnd: Mapping[str, Any]) -> str:
    """One round: a line per word (player named on their first word), then the points."""
    rows: list[list[str]] = []
    points: list[str] = []
    for player, sheet in rnd["players"].items():
        minimum = rnd.get("min_length", {}).get(player)
        label = player if minimum is None else f"{player} (min {minimum})"
        for index, word in enumerate(sheet["words"]):
            mark = "scored" if word["status"] == "scored" else "CROSSED"
            rows.append([label if index == 0 else "", word["word"], mark, _why(word, minimum)])
        if not sheet["words"]:
            rows.append([label, "(no words)", "", ""])
        claim = sheet.get("claimed")
        note = f" (sheet says {claim})" if claim is not None and claim != sheet["score"] else ""
        points.append(f"{player} {sheet['score']}{note}")
    body = table(rows, ["player", "word", "ruling", "why"])
    return f"{_heading(rnd)}\n{body}\nPoints: {', '.join(points)}"


def _standings(record: Mapping[str, Any]) -> str:
    rounds = record["rounds"]
    headers = ["player", *[f"R{r['round']}" for r in rounds], "total"]
    if record.get("tiebreak"):
        headers.append("tie-break")
    order = sorted(record["totals"], key=lambda p: (-record["totals"][p], record["players"].index(p)))
    rows = []
    for player in order:
        row = [player, *[str(r["players"].get(player, {}).get("score", "")) for r in rounds],
               str(record["totals"][player])]
        if record.get("tiebreak"):
            row.append(str(record["tiebreak"]["players"].get(player, {}).get("score", "")))
        rows.append(row)
    return table(rows, headers)


def _result(record: Mapping[str, Any]) -> str:
    if record["winners"]:
        names = " and ".join(record["winners"])
        result = f"Winner: {names}" if len(record["winners"]) == 1 else f"Top score shared: {names}"
        if record.get("tiebreak_rule") and record.get("tiebreak"):
            scores = {p: v["score"] for p, v in record["tiebreak"]["players"].items()
                      if p in record["tiebreak"]["tied"]}
            how = "in the tie-break round (" + ", ".join(f"{p} {n}" for p, n in scores.items()) + ")"
            tied_total = record["totals"][record["winners"][0]]
            result += "\n" + tie_sentence(record["winners"], tied_total, record["tiebreak_rule"], how)
        return result
    if record.get("needs_tiebreak"):
        return f"Tie: {', '.join(record['needs_tiebreak'])} play the tie-break round"
    if record.get("kind") == "game" and not record.get("complete"):
        left = record["rounds_in_game"] - record["rounds_played"]
        return (f"Game in progress: {left} round(s) still to play; leading: "
                f"{', '.join(record['leaders'])}")
    return "No winner"


def record_table(adjudication: Adjudication) -> str:
    """Every round, then the standings, the result and anything the referee rules against the record."""
    record = adjudication.record
    parts = [round_table(rnd) for rnd in record["rounds"]]
    if record.get("tiebreak"):
        parts.append(round_table(record["tiebreak"]))
    if record.get("kind") == "game":
        played = f"{record['rounds_played']} of {record['rounds_in_game']} rounds"
        parts.append(f"Standings ({played})\n{_standings(record)}")
    parts.append(_result(record))
    if record["disputes"]:
        parts.append("Ruled against the record:\n" + "\n".join(f"  - {d}" for d in record["disputes"]))
    return "\n\n".join(parts)


def analysis_table(analysis: Mapping[str, Any]) -> str:
    """`score-sheet --analyse`: per round, the valid words, how many were found, the commonest missed."""
    rounds = list(analysis.get("rounds", []))
    if analysis.get("tiebreak"):
        rounds.append({**analysis["tiebreak"], "round": "tie-break"})
    rows = [[cell(r["round"]), "".join(r["letters"]), r["possible"], r["found"], r["missed"],
             cell(r["commonest_missed"])] for r in rounds]
    return ("Analysis: the words nobody found (the commonest shown)\n"
            + table(rows, ["round", "letters", "valid words", "found", "nobody found", "commonest"]))
