"""Letter Roll as a person reads it: each round's lists with crossed words marked and why, then standings.

Built from the typed result only (`result.py`, the one the JSON object is made from, and the typed
analysis with --analyse), so the table never says anything the JSON does not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letter_roll.lists import Status
from referee.games.letter_roll.result import SingleRoundResult, analysed, ruled
from referee.games.outcome import listed, tie_sentence
from referee.letters import printed
from referee.plurals import counted
from referee.render import cell, table

if TYPE_CHECKING:
    from referee.games import Adjudication
    from referee.games.letter_roll.lists import ListedWord
    from referee.games.letter_roll.result import LetterRollResult, RoundAnalysis, RoundResult


def _why(word: ListedWord, min_length: int | None) -> str:
    """The reasons, each with the detail a player asks for next (shared with whom, which letter)."""
    parts: list[str] = []
    for reason in word.reasons:
        if reason == "duplicate":
            parts.append(f"duplicate ({', '.join(word.shared_with)})")
        elif reason == "missing-letters":
            parts.append(f"missing-letters (lacks {' '.join(word.missing)})")
        elif reason == "too-short" and min_length is not None:
            parts.append(f"too-short (min {min_length})")
        elif reason == "not-in-dictionary" and word.suggestion:
            parts.append(f"not-in-dictionary (closest: {word.suggestion})")
        else:
            parts.append(reason)
    if word.corrected:
        parts.append(f"read as {word.corrected}")
    return "; ".join(parts)


def _heading(ruled_round: RoundResult) -> str:
    rnd = ruled_round.round
    title = "Tie-break round" if ruled_round.number is None else f"Round {ruled_round.number}"
    parts = [title]
    if rnd.roller:
        parts.append(f"roller {rnd.roller}")
    if rnd.rolled:
        dice = list(rnd.rolled)
        if rnd.colours:
            dice = [f"{letter} ({colour})" for letter, colour in zip(rnd.rolled, rnd.colours, strict=True)]
        parts.append("rolled " + " ".join(dice))
    if ruled_round.removed:
        parts.append(f"{ruled_round.removed} removed")
    parts.append("letters " + printed(rnd.letters))
    if ruled_round.tied:
        parts.append("tied: " + ", ".join(ruled_round.tied))
    return " · ".join(parts)


def round_table(ruled_round: RoundResult) -> str:
    """One round: a line per word (player named on their first word), then the points."""
    rows: list[list[str]] = []
    points: list[str] = []
    for player, sheet in ruled_round.lists.items():
        minimum = ruled_round.round.min_length.get(player)
        label = player if minimum is None else f"{player} (min {minimum})"
        for index, word in enumerate(sheet.words):
            mark = "scored" if word.status is Status.SCORED else "CROSSED"
            rows.append([label if index == 0 else "", word.word, mark, _why(word, minimum)])
        if not sheet.words:
            rows.append([label, "(no words)", "", ""])
        claim = ruled_round.round.claimed.get(player)
        note = f" (sheet says {claim})" if claim is not None and claim != sheet.score else ""
        points.append(f"{player} {sheet.score}{note}")
    body = table(rows, ["player", "word", "ruling", "why"])
    return f"{_heading(ruled_round)}\n{body}\nPoints: {', '.join(points)}"


def _score(ruled_round: RoundResult, player: str) -> str:
    """A player's points in a round, blank when they had no list in it (the tie-break round)."""
    sheet = ruled_round.lists.get(player)
    return "" if sheet is None else str(sheet.score)


def _standings(result: LetterRollResult) -> str:
    counted_rounds = len(result.rounds_counted)
    # A round beyond the game's length is shown, and said to be left out of the total.
    headers = ["player", *[f"R{r.number}" if n < counted_rounds else f"R{r.number} (not counted)"
                           for n, r in enumerate(result.rounds)], "total"]
    if result.tiebreak is not None:
        headers.append("tie-break")
    order = sorted(result.totals, key=lambda p: (-result.totals[p], result.players.index(p)))
    rows = []
    for player in order:
        total, claim = result.totals[player], result.claimed_totals.get(player)
        note = f" (sheet says {claim})" if claim is not None and claim != total else ""
        row = [player, *[_score(r, player) for r in result.rounds], f"{total}{note}"]
        if result.tiebreak is not None:
            row.append(_score(result.tiebreak, player))
        rows.append(row)
    return table(rows, headers)


def _result(result: LetterRollResult | SingleRoundResult) -> str:
    game = result if not isinstance(result, SingleRoundResult) else None
    if result.winners:
        names = listed(result.winners)
        text = f"Winner: {names}" if len(result.winners) == 1 else f"Top score shared: {names}"
        if game is not None and game.tiebreak_rule is not None and game.tiebreak is not None:
            tied = game.tiebreak.tied or ()
            scores = {p: sheet.score for p, sheet in game.tiebreak.lists.items() if p in tied}
            how = "in the tie-break round (" + ", ".join(f"{p} {n}" for p, n in scores.items()) + ")"
            tied_total = game.totals[game.winners[0]]
            text += "\n" + tie_sentence(game.winners, tied_total, game.tiebreak_rule.value, how, len(tied))
        return text
    if game is None:
        return "No winner"
    if game.needs_tiebreak:
        names = ", ".join(game.needs_tiebreak)
        if game.tiebreak is not None and len(game.tiebreak.round.letters) != len(game.tiebreak.tied or ()):
            # Not the rulebook's round ("as many letters as tied players"): its scores decide nothing.
            letters = len(game.tiebreak.round.letters)
            return (f"Tie: {names} play the tie-break round (the one typed up has {counted(letters, 'letter')}, "
                    f"not one per tied player, so it decides nothing)")
        if game.tiebreak is not None:  # typed up, and it decided nothing: the rulebook plays another
            return f"Tie: {names} are still level after the tie-break round: play another"
        return f"Tie: {names} play the tie-break round"
    if not game.complete:
        left = game.rounds_in_game - len(game.rounds)
        return (f"Game in progress: {counted(left, 'round')} still to play; leading: "
                f"{', '.join(game.leaders)}")
    return "No winner"


def record_table(adjudication: Adjudication) -> str:
    """Every round, then the standings, the result and anything the referee rules against the record."""
    result = ruled(adjudication)
    parts = [round_table(rnd) for rnd in result.rounds]
    if not isinstance(result, SingleRoundResult):
        if result.tiebreak is not None:
            parts.append(round_table(result.tiebreak))
        # Play past the game's length is shown, not counted: "7 of 6 rounds" read as a miscount.
        extra = len(result.rounds) - result.rounds_in_game
        played = f"{len(result.rounds) - max(extra, 0)} of {result.rounds_in_game} rounds"
        if extra > 0:
            played += f"; {counted(extra, 'round')} too many, not counted"
        parts.append(f"Standings ({played})\n{_standings(result)}")
    parts.append(_result(result))
    if result.disputes:
        parts.append("Ruled against the record:\n" + "\n".join(f"  - {d.text}" for d in result.disputes))
    return "\n\n".join(parts)


def _analysis_row(label: int | str | None, analysed_round: RoundAnalysis) -> list[object]:
    r = analysed_round
    return [cell(label), "".join(r.letters), r.possible, r.possible - r.missed, r.missed, cell(r.commonest_missed)]


def analysis_table(adjudication: Adjudication) -> str:
    """`score-sheet --analyse`: per round, the valid words, how many were found, the commonest missed."""
    analysis = analysed(adjudication)
    rows = [_analysis_row(r.number, r) for r in analysis.rounds]
    if analysis.tiebreak is not None:
        rows.append(_analysis_row("tie-break", analysis.tiebreak))
    return ("Analysis: the words nobody found (the commonest shown)\n"
            + table(rows, ["round", "letters", "valid words", "found", "nobody found", "commonest"]))
