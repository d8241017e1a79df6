"""LetterTricks tables: each trick as a player writes it down, then words, scores and winners.

Built from the typed result only (`result.RecordResult`, the one the JSON object is made from, and
the typed analysis with --analyse), so the table never says anything the JSON does not. In a
trick the winning card is marked `*`, the first pick `(1)`, the second pick `(2)`; the vowel
taken from the 3-player display is shown in its own column. `analysis_table` is the table of
`score-sheet --analyse`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.games.letter_tricks.cards import Suit, cards_text
from referee.games.letter_tricks.result import ruled
from referee.games.letter_tricks.result.analysis import analysed
from referee.games.letter_tricks.setup import LetterTricksMode
from referee.games.outcome import equal_best, tie_sentence
from referee.plurals import counted
from referee.render import cell, table

if TYPE_CHECKING:
    from referee.games import Adjudication
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.hand import Victory
    from referee.games.letter_tricks.hints import TrickHint, WordSet
    from referee.games.letter_tricks.play import TrickPlay
    from referee.games.letter_tricks.result import HandResult, RecordResult

SUIT_NAMES: dict[Suit | None, str] = {Suit.YELLOW: "yellow", Suit.BLUE: "blue", Suit.RED: "red",
                                      None: "(all multicolored)"}
"""The led suit as the table names it (none when every card of the trick is multicolored)."""


def _picked(trick: TrickPlay, key: str) -> LetterCard | None:
    """The card taken by a pick (`first_pick`, ...), when the record says."""
    return trick.picks.get(key, (None, None))[1]


def trick_line(trick: TrickPlay) -> str:
    """`Ann Y:C  Bob Y:M*(1)  Cat B:V  Dan Y:A(2)`: who played what, winner and picks marked."""
    first, second = _picked(trick, "first_pick"), _picked(trick, "second_pick")
    parts = []
    for player, card in trick.plays:
        mark = ""
        if card == trick.winning_card:
            mark += "*"
        if card == first:
            mark += "(1)"
        if card == second:
            mark += "(2)"
        parts.append(f"{player} {card}{mark}")
    return "  ".join(parts)


def from_the_table(trick: TrickPlay, key: str) -> bool:
    """Team game: whether the first or second pick took a card left on the table, "in lieu of one
    of the cards in the trick" (the picks hold only cards legally taken, so a card not played
    into the trick came from the table)."""
    card = _picked(trick, key)
    return key != "vowel_pick" and card is not None and card not in trick.cards


def _pick(trick: TrickPlay, key: str) -> str:
    """`Bob: Y:M` (who picked, and the card when the record says; `Dan: Y:E (table)` for a card
    left on the table), or empty when nobody picks."""
    player, card = trick.picks.get(key, (None, None))
    if player is None:
        return ""
    if card is None:
        return f"{player}"
    return f"{player}: {card}" + (" (table)" if from_the_table(trick, key) else "")


def _ruling(trick: TrickPlay) -> str:
    """The trick's rulings: its illegal plays first, then (team) the victory claimed or possible and
    (cooperative) its word, which an illegal play does not hide: the JSON keeps them all."""
    extra = ["ILLEGAL: " + "; ".join(i.why for i in trick.illegal)] if trick.illegal else []
    verdict = trick.victory
    if verdict is not None:
        if verdict.claimed is not None:
            words = ", ".join(w.word for w in verdict.claimed)
            status = "REFUSED" if not verdict.holds else "too late (the game was over)" if verdict.too_late \
                else "upheld"
            extra.append(f"{verdict.team} claims victory ({words}): {status}")
            if not verdict.holds and verdict.searched and verdict.found is not None:  # refused, yet winnable
                extra.append(f"{verdict.team} can win: " + ", ".join(verdict.found.values()))
        elif verdict.searched and verdict.found is not None:
            extra.append(f"{verdict.team} can win: " + ", ".join(verdict.found.values()))
        if verdict.after is not None:
            extra.append(f"after the victory of {victory_text(verdict.after)}")
    word = trick.word
    if word is not None:
        ruling = word.ruling
        shown = ruling.word if ruling is not None else word.found
        if shown:
            status = "scores" if ruling is None or ruling.valid else "NO: " + cell(ruling.reasons)
            extra.append(f"word {shown} ({status})")
        else:
            extra.append("no word" + (f"; could be {word.possible[0]}" if word.possible else ""))
    return "; ".join(extra) or "ok"


def victory_text(victory: Victory) -> str:
    """`Bob+Dan (hand 2, trick 5, claimed)`: the team game's victory, at the end and on later tricks."""
    how = "claimed" if victory.claimed else "possible, not claimed in the record"
    when = "end of the hand" if victory.trick is None else f"trick {victory.trick}"
    return f"{victory.team} (hand {victory.hand}, {when}, {how})"


def tricks_table(tricks: Sequence[TrickPlay]) -> str:
    """One row per trick."""
    rows = []
    for trick in tricks:
        rows.append([str(trick.number) + ("o" if trick.open else ""), trick_line(trick), SUIT_NAMES[trick.led],
                     f"{trick.winner} {trick.winning_card}", _pick(trick, "first_pick"),
                     _pick(trick, "second_pick"), _pick(trick, "vowel_pick"), _ruling(trick)])
    headers = ["#", "", "led", "winner", "1st pick", "2nd pick", "vowel", "ruling"]
    keep = [i for i in range(len(headers))
            if i not in (4, 5, 6) or any(row[i] for row in rows)]
    marked = any(_picked(t, key) in t.cards for t in tricks for key in ("first_pick", "second_pick"))
    headers[1] = f"plays ({_legend(tricks, picks=marked)})"
    return table([[row[i] for i in keep] for row in rows], [headers[i] for i in keep])


def _legend(tricks: Sequence[TrickPlay], picks: bool) -> str:
    """What the marks in the plays column mean, only the marks the table shows: a cooperative
    hand has no picks, a hand typed without them shows no card picked, and a cooperative hand's
    last two tricks, numbered `12o` and `13o`, are open."""
    legend = "* wins" + (", (1) first pick, (2) second pick" if picks else "")
    return legend + ("; o: an open trick, no need to follow" if any(t.open for t in tricks) else "")


def words_table(hand: HandResult) -> str:
    rows = []
    words = hand.words or {}
    for name, made in words.items():
        if not made:
            rows.append([name, "", "", "", "", "", ""])
        for word in made:
            rows.append([name, word.word, word.suit.value if word.suit is not None else "",
                         "yes" if word.valid else "NO", str(word.score), cell(word.reasons),
                         cell(cards_text(word.cards))])
    for name in hand.collected or {} if hand.team_cards is None else ():  # a team's words are the team's
        if name not in words:
            rows.append([name, "", "", "", "", "", ""])
    return table(rows, ["player", "word", "suit", "valid", "score", "reasons", "cards"])


def record_table(adj: Adjudication) -> str:
    """The whole record: every hand's tricks, then collected cards, words and scores, then totals."""
    result = ruled(adj)
    out = [f"LetterTricks, {result.mode.value}: {', '.join(result.players)}"
           + (f" (variants: {', '.join(result.variants)})" if result.variants else "")]
    counted_hands = len(result.hands_counted)
    for hand in result.hands:
        # A hand too many is shown, and said to be left out of the totals.
        out.append(f"\nHand {hand.number}" + ("" if hand.number <= counted_hands else " (not counted)"))
        if hand.tricks:
            out.append(tricks_table(hand.tricks))
        if hand.collected:
            out.append("\n" + table([[n, " ".join(cards_text(c))] for n, c in hand.collected.items()],
                                    ["player", "collected"]))
        if any((hand.words or {}).values()):
            out.append("\n" + words_table(hand))
        if hand.cooperative:
            out.append(f"\ntricks scored: {hand.tricks_scored}")
        elif hand.scores:
            why = f"no word written for anyone in hand {hand.number}: every card collected counts as unused\n"
            out.append("\n" + (why if hand.no_words else "") + "scores: "
                       + ", ".join(f"{n} {s}" for n, s in hand.scores.items()))
    out.append("")
    out.append(table([[n, str(t)] for n, t in result.totals.items()], ["total", "points"]))
    if result.mode is LetterTricksMode.COOPERATIVE:
        reached = "reached" if result.reached else "not reached"
        out.append(f"tricks scored: {result.tricks_scored}; victory mark {result.victory_mark} {reached}")
    elif result.mode is LetterTricksMode.TEAM:
        victory = result.victory
        if victory is not None:
            out.append(f"victory: {victory_text(victory)}")
        elif result.draw:
            hands = "three hands" if result.outcome.hand_count == 3 else counted(result.outcome.hand_count, "hand")
            out.append(f"draw: no team formed its words in {hands}")
    out.append(_result(result))
    if result.disputes:
        out.append("disputes:")
        out.extend(f"  - {d.text}" for d in result.disputes)
    return "\n".join(out)


def _result(result: RecordResult) -> str:
    """The winners once the game is over, the leaders while it is not, and why a tie was broken."""
    outcome = result.outcome
    winners = outcome.winners
    if not outcome.complete:
        leaders = outcome.leaders
        return (f"in progress: hand {len(result.hands)} of {outcome.hand_count}"
                + (f"; leading: {', '.join(leaders)}" if leaders else "") + "; no winner yet")
    line = "winners: " + (", ".join(winners) if winners else "none")
    rule = outcome.rule
    if rule is not None:
        tied = outcome.tied
        best = {name: (result.best_hand or {})[name] for name in tied}
        each = "(" + ", ".join(f"{n} {b}" for n, b in best.items()) + ")"
        how = (f"with the best hand, {best[winners[0]]} {each}" if rule != "shared"
               else equal_best("best hands", best[winners[0]], {name: str(b) for name, b in best.items()},
                                   winners))
        line += "\n" + tie_sentence(winners, result.totals[tied[0]], rule, how, len(tied))
    return line


def _best(best: WordSet | TrickHint | None) -> tuple[str, str]:
    """The best play's words and its score, as the analysis shows them (none: both empty)."""
    from referee.games.letter_tricks.hints import TrickHint

    if best is None:
        return "", ""
    if isinstance(best, TrickHint):
        return best.word.word, str(best.score)
    return " ".join(w.word.word for w in best.words), cell(best.score)


def analysis_table(adj: Adjudication) -> str:
    """`score-sheet --analyse`: the best plays next to the plays made, from the typed analysis."""
    hands = analysed(adj).hands
    if any(h.teams is not None for h in hands):
        rows = [[h.hand, t.team, "yes" if t.hint.victory else "no",
                 " ".join(w.word.word for w in t.hint.sets[0].words) if t.hint.sets else ""]
                for h in hands for t in h.teams or ()]
        return ("Analysis: could the team's cards claim victory at the end of the hand?\n"
                + table(rows, ["hand", "team", "victory possible", "words"]))
    if any(h.tricks is not None for h in hands):
        rows = [[h.hand, t.trick, cell(cards_text(t.cards)), "yes" if t.possible else "no", cell(t.words),
                 "yes" if t.scored else "no"] for h in hands for t in h.tricks or ()]
        return ("Analysis: the words each trick's cards made\n"
                + table(rows, ["hand", "trick", "cards", "word possible", "words", "scored"]))
    rows = [[h.hand, p.player, cell(p.score), *_best(p.best), cell(p.missed)]
            for h in hands for p in h.players or ()]
    return ("Analysis: the best play the cards collected allowed\n"
            + table(rows, ["hand", "player", "score", "best", "best score", "missed"]))
