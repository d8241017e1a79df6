"""LetterTricks tables: each trick as a player writes it down, then words, scores and winners.

Built only from the adjudication's record, so the table always says what the JSON says. In a
trick the winning card is marked `*`, the first pick `(1)`, the second pick `(2)`; the vowel
taken from the 3-player display is shown in its own column. `analysis_table` is the table of
`score-sheet --analyse`, from the record's `analysis` field only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.games import Adjudication
from referee.games.outcome import tie_sentence
from referee.render import cell, table

SUIT_NAMES = {"Y": "yellow", "B": "blue", "R": "red", None: "(all multicolored)"}


def trick_line(trick: dict[str, Any]) -> str:
    """`Ann Y:C  Bob Y:M*(1)  Cat B:V  Dan Y:A(2)`: who played what, winner and picks marked."""
    first = trick.get("first_pick_card")
    second = trick.get("second_pick_card")
    parts = []
    for play in trick["plays"]:
        mark = ""
        if play["card"] == trick["winning_card"]:
            mark += "*"
        if play["card"] == first:
            mark += "(1)"
        if play["card"] == second:
            mark += "(2)"
        parts.append(f"{play['player']} {play['card']}{mark}")
    return "  ".join(parts)


def _pick(trick: dict[str, Any], key: str) -> str:
    """`Bob: Y:M` (who picked, and the card when the record says), or empty when nobody picks."""
    player, card = trick.get(key), trick.get(f"{key}_card")
    if player is None:
        return ""
    return f"{player}: {card}" if card else f"{player}"


def _ruling(trick: dict[str, Any]) -> str:
    if trick["illegal"]:
        return "ILLEGAL: " + "; ".join(i["why"] for i in trick["illegal"])
    extra = []
    victory = trick.get("victory")
    if victory:
        if victory.get("claimed") is not None:
            words = ", ".join(w["word"] for w in victory["claimed"])
            extra.append(f"{victory['team']} claims victory ({words}): "
                         + ("upheld" if victory.get("won") else "REFUSED"))
        elif victory.get("possible"):
            extra.append(f"{victory['team']} can win: " + ", ".join(victory["words"].values()))
    word = trick.get("word")
    if word is not None:
        if word.get("word"):
            status = "scores" if word["valid"] else "NO: " + cell(word["reasons"])
            extra.append(f"word {word['word']} ({status})")
        else:
            extra.append("no word" + (f"; could be {word['possible'][0]}" if word.get("possible") else ""))
    return "; ".join(extra) or "ok"


def tricks_table(tricks: list[dict[str, Any]]) -> str:
    """One row per trick."""
    rows = []
    for trick in tricks:
        vowel = _pick(trick, "vowel_pick")
        rows.append([str(trick["trick"]) + ("o" if trick.get("open") else ""), trick_line(trick),
                     SUIT_NAMES.get(trick["led_suit"], trick["led_suit"]),
                     f"{trick['winner']} {trick['winning_card']}",
                     _pick(trick, "first_pick"), _pick(trick, "second_pick"), vowel,
                     _ruling(trick)])
    headers = ["#", "plays (* wins, (1) first pick, (2) second pick)", "led", "winner",
               "1st pick", "2nd pick", "vowel", "ruling"]
    keep = [i for i in range(len(headers))
            if i not in (4, 5, 6) or any(row[i] for row in rows)]
    return table([[row[i] for i in keep] for row in rows], [headers[i] for i in keep])


def words_table(hand: dict[str, Any]) -> str:
    rows = []
    collected = hand.get("collected") or {}
    for name, words in hand.get("words", {}).items():
        for word in words or [{}]:
            rows.append([name, word.get("word", ""), cell(word.get("suit")),
                         "" if not word else ("yes" if word["valid"] else "NO"),
                         cell(word.get("score")), cell(word.get("reasons")), cell(word.get("cards"))])
    for name in collected if "team_cards" not in hand else ():  # a team's words are the team's
        if name not in hand.get("words", {}):
            rows.append([name, "", "", "", "", "", ""])
    return table(rows, ["player", "word", "suit", "valid", "score", "reasons", "cards"])


def record_table(adj: Adjudication) -> str:
    """The whole record: every hand's tricks, then collected cards, words and scores, then totals."""
    record = adj.record
    out = [f"LetterTricks, {record['mode']}: {', '.join(record['players'])}"
           + (f" (variants: {', '.join(record['variants'])})" if record["variants"] else "")]
    for hand in record["hands"]:
        out.append(f"\nHand {hand['hand']}")
        if hand["tricks"]:
            out.append(tricks_table(hand["tricks"]))
        if hand.get("collected"):
            out.append("\n" + table([[n, " ".join(c)] for n, c in hand["collected"].items()],
                                    ["player", "collected"]))
        if any(hand.get("words", {}).values()):
            out.append("\n" + words_table(hand))
        if "tricks_scored" in hand:
            out.append(f"\ntricks scored: {hand['tricks_scored']}")
        elif hand.get("scores"):
            out.append("\nscores: " + ", ".join(f"{n} {s}" for n, s in hand["scores"].items()))
    out.append("")
    out.append(table([[n, str(t)] for n, t in record.get("totals", {}).items()], ["total", "points"]))
    if record["mode"] == "cooperative":
        reached = "reached" if record["victory"] else "not reached"
        out.append(f"tricks scored: {record['tricks_scored']}; victory mark {record['victory_mark']} {reached}")
    elif record["mode"] == "team":
        victory = record.get("victory")
        if victory:
            how = "claimed" if victory["claimed"] else "possible, not claimed in the record"
            when = "end of the hand" if victory["trick"] is None else f"trick {victory['trick']}"
            out.append(f"victory: {victory['team']} (hand {victory['hand']}, {when}, {how})")
        elif record.get("draw"):
            out.append("draw: no team formed its words in three hands")
    out.append(_result(record))
    if record.get("disputes"):
        out.append("disputes:")
        out.extend(f"  - {d}" for d in record["disputes"])
    return "\n".join(out)


def _result(record: dict[str, Any]) -> str:
    """The winners once the game is over, the leaders while it is not, and why a tie was broken."""
    winners = record.get("winners") or []
    if not record.get("complete"):
        played = len(record["hands"])
        leaders = record.get("leaders") or []
        return (f"in progress: hand {played} of {record['hand_count']}"
                + (f"; leading: {', '.join(leaders)}" if leaders else "") + "; no winner yet")
    line = "winners: " + (", ".join(winners) if winners else "none")
    rule = record.get("tiebreak_rule")
    if rule is not None:
        tied = record["tied"]
        best = {name: record["best_hand"][name] for name in tied}
        how = (f"with equal best hands ({best[winners[0]]})" if rule == "shared" else
               f"with the best hand, {best[winners[0]]} (" + ", ".join(f"{n} {b}" for n, b in best.items()) + ")")
        line += "\n" + tie_sentence(winners, record["totals"][tied[0]], rule, how)
    return line


def _words(best: Mapping[str, Any] | None) -> str:
    return "" if not best else " ".join(w["word"] for w in best["words"])


def analysis_table(analysis: Mapping[str, Any]) -> str:
    """`score-sheet --analyse`: the best plays next to the plays made, from the `analysis` field only."""
    hands = analysis.get("hands", [])
    if any("teams" in h for h in hands):
        rows = [[h["hand"], t["team"], "yes" if t["victory"] else "no",
                 " ".join(w["word"] for w in t["words"])] for h in hands for t in h["teams"]]
        return ("Analysis: could the team's cards claim victory at the end of the hand?\n"
                + table(rows, ["hand", "team", "victory possible", "words"]))
    if any("tricks" in h for h in hands):
        rows = [[h["hand"], t["trick"], cell(t["cards"]), "yes" if t["possible"] else "no", cell(t["words"]),
                 "yes" if t["scored"] else "no"] for h in hands for t in h["tricks"]]
        return ("Analysis: the words each trick's cards made\n"
                + table(rows, ["hand", "trick", "cards", "word possible", "words", "scored"]))
    rows = [[h["hand"], p["player"], cell(p["score"]), _words(p["best"]),
             cell(p["best"]["score"] if p["best"] else None), cell(p["missed"])]
            for h in hands for p in h["players"]]
    return ("Analysis: the best play the cards collected allowed\n"
            + table(rows, ["hand", "player", "score", "best", "best score", "missed"]))
