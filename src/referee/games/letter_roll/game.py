"""A whole Letter Roll game ruled: the dice of each round checked, the roller rotation, the totals,
the winner and the tie-break round ("There will be as many letters as tied players").

Rulings where the rulebook is silent are those of the contract's section 10 and docs/letter-roll.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from itertools import pairwise

from referee.dictionary import Lexicon, missing_letters
from referee.games.letter_roll.lists import rule_lists
from referee.games.letter_roll.model import (
    DiceRules,
    Dispute,
    DisputeCode,
    SeatingOrder,
    WrittenRound,
    dice_rolled,
    finished,
    rolls_per_player,
    rounds_in_game,
)
from referee.games.letter_roll.result import LetterRollResult, RoundResult, SingleRoundResult
from referee.games.outcome import TiebreakRule, left_out_of_totals, top
from referee.letters import printed
from referee.plurals import counted


def check_dice(rnd: WrittenRound, in_play: int, removal: bool, disputes: list[Dispute],
               tiebreak: bool = False, rules: DiceRules | None = None) -> str | None:
    """The letters in play against the variant and the roll; returns the removed letter if known.
    A roll with no removal is the tie-break round's, or every round's with the white dice only;
    `rules`, a round's variants, also say which colours of dice it rolls."""
    refused = rules.colours_refused(rnd.colours) if rules is not None and rnd.colours else None
    if refused:
        disputes.append(Dispute(DisputeCode.DICE_COLOURS, f"{rnd.label}: {refused}"))
    if len(rnd.letters) != in_play:
        disputes.append(Dispute(DisputeCode.LETTERS_IN_PLAY,
                                f"{rnd.label}: {counted(len(rnd.letters), 'letter')} in play "
                                f"({printed(rnd.letters)}), expected {in_play}"))
    no_removal = "in the tie-break round" if tiebreak else "with white-dice (both dice in play)"
    if not removal and rnd.removed is not None and (
            rnd.rolled is None or not missing_letters("".join(rnd.letters), rnd.rolled)):
        # "The tied players all roll their dice": nothing to remove (a die rolled and not played
        # is the dispute below).
        disputes.append(Dispute(DisputeCode.REMOVED_CLAIM,
                                f"{rnd.label}: removed {rnd.removed}, but no die is removed {no_removal}"))
    claimed_removal = rnd.removed if removal else None
    if rnd.rolled is None:
        return claimed_removal
    expected_rolled = dice_rolled(in_play, removal)
    if len(rnd.rolled) != expected_rolled:
        disputes.append(Dispute(DisputeCode.DICE_ROLLED,
                                f"{rnd.label}: {counted(len(rnd.rolled), 'die', 'dice')} rolled "
                                f"({printed(rnd.rolled)}), expected {expected_rolled}"))
    # Each letter matched one for one, alphabetically (two Ts rolled and one in play leave a T):
    # the count a word's letters get against the letters in play (`missing_letters`).
    left_over = missing_letters("".join(rnd.letters), rnd.rolled)
    not_rolled = missing_letters("".join(rnd.rolled), rnd.letters)
    removed = "".join(left_over) if left_over else None
    if not_rolled:
        disputes.append(Dispute(DisputeCode.NOT_ROLLED,
                                f"{rnd.label}: letters {printed(not_rolled)} in play "
                                f"but not rolled ({printed(rnd.rolled)})"))
    elif removal and len(left_over) != 1:
        disputes.append(Dispute(DisputeCode.REMOVAL,
                                f"{rnd.label}: exactly one die is removed, but the letters in play "
                                f"{printed(rnd.letters)} leave "
                                f"{printed(left_over) or 'none'} "
                                f"of the roll {printed(rnd.rolled)}"))
    elif not removal and left_over:
        disputes.append(Dispute(DisputeCode.REMOVAL,
                                f"{rnd.label}: no die is removed {no_removal}, "
                                f"but {printed(left_over)} was rolled and not played"))
    # A die named removed that is among those the roll less the letters leaves is no second fault:
    # the letters in play (one not rolled, or one too few) are already disputed above.
    if rnd.removed is not None and left_over and rnd.removed not in left_over:
        disputes.append(Dispute(DisputeCode.REMOVED_CLAIM,
                                f"{rnd.label}: removed {rnd.removed}, but the roll less the letters in play "
                                f"leaves {printed(left_over)}"))
    return removed if removed is not None and len(removed) == 1 else claimed_removal


def rule_round(lexicon: Lexicon, rnd: WrittenRound, number: int | None, in_play: int, removal: bool,
               disputes: list[Dispute], lists: Mapping[str, Sequence[str]] | None = None,
               rules: DiceRules | None = None, playing: Collection[str] | None = None) -> RoundResult:
    """One round: its dice checked, its lists ruled, each score the sheet claims checked.

    `playing`, the tied players of a tie-break round: only their words cross off each other's; a
    list from anyone else is still ruled (against every list) but crosses off none of theirs."""
    removed = check_dice(rnd, in_play, removal, disputes, tiebreak=number is None, rules=rules)
    written = rnd.lists if lists is None else lists
    rulings = rule_lists(lexicon, rnd.letters, written, rnd.min_length)
    if playing is not None and any(player not in playing for player in rulings):
        among = rule_lists(lexicon, rnd.letters, {p: w for p, w in written.items() if p in playing},
                           rnd.min_length)
        rulings = {player: among.get(player, ruling) for player, ruling in rulings.items()}
    for player, ruling in rulings.items():
        claimed = rnd.claimed.get(player)
        if claimed is not None and claimed != ruling.score:
            disputes.append(Dispute(DisputeCode.SCORE_CLAIM,
                                    f"{rnd.label}: {player} claims {claimed}, the referee counts {ruling.score}"))
    return RoundResult(rnd, number, removed, rulings)


def rule_single_round(lexicon: Lexicon, seating: SeatingOrder, dice: DiceRules, rnd: WrittenRound) -> SingleRoundResult:
    """One round on its own: the cross-offs and points; the winners are the round's top scorers."""
    disputes: list[Dispute] = []
    ruled = rule_round(lexicon, rnd, 1, dice.in_play, dice.removal, disputes, rules=dice)
    totals = {p: r.score for p, r in ruled.lists.items()}
    return SingleRoundResult(tuple(seating.names), dice, ruled, totals,
                             tuple(top(totals, seating.names)), tuple(disputes))


def rule_game(lexicon: Lexicon, seating: SeatingOrder, dice: DiceRules, rounds: Sequence[WrittenRound],
              claimed_totals: Mapping[str, int], tiebreak: WrittenRound | None) -> LetterRollResult:
    """Every round ruled, the rotation of the roller checked, totals, winner and tie-break.

    "Play continues ... until each player has been the roller the required number of times": the
    game is that many rounds. A round beyond them is ruled (its words are shown) but is no part of
    the game, so its points are left out of the totals and it cannot make a winner."""
    disputes: list[Dispute] = []
    # In play order: a round's roller (or its being a round too many) before its dice and lists,
    # the whole game's count after.
    before_round, game_wide = check_rotation(rounds, seating)
    in_game = rounds_in_game(len(seating.names))

    totals = dict.fromkeys(seating.names, 0)
    ruled: list[RoundResult] = []
    too_many_at = None
    for number, rnd in enumerate(rounds, 1):
        if number == in_game + 1:
            too_many_at = len(disputes)
        disputes.extend(before_round.get(number, ()))
        result = rule_round(lexicon, rnd, number, dice.in_play, dice.removal, disputes, rules=dice)
        if number <= in_game:
            for player, ruling in result.lists.items():
                totals[player] += ruling.score
        ruled.append(result)
    if too_many_at is not None:  # said where the first round too many starts, as a reader meets it
        disputes.insert(too_many_at, _too_many(ruled, in_game, seating))
    disputes.extend(game_wide)

    for player, claimed in claimed_totals.items():
        if claimed != totals[player]:
            disputes.append(Dispute(DisputeCode.TOTAL_CLAIM,
                                    f"totals: {player} claims {claimed}, the referee counts {totals[player]}"))

    complete = finished(len(rounds), len(seating.names))
    leaders = top(totals, seating.names)
    winners: list[str] = []
    needs_tiebreak: list[str] = []
    tiebreak_result = None
    if complete:
        if len(leaders) == 1:
            winners = leaders
        else:
            needs_tiebreak = leaders
    if tiebreak is not None:
        tiebreak_result, winners, needs_tiebreak = tie_break(
            tiebreak, lexicon, complete, leaders, needs_tiebreak, winners, disputes, dice)
    rule = TiebreakRule.TIEBREAK_ROUND if winners and len(leaders) > 1 else None
    # Once the game is over, who is ahead is who won or who is still level: a player the tie-break
    # round knocked out no longer leads. In a game in progress, the totals' leaders.
    ahead = winners or needs_tiebreak or leaders
    return LetterRollResult(tuple(seating.names), dice, tuple(ruled), totals, dict(claimed_totals),
                      tuple(winners), tuple(ahead), tuple(needs_tiebreak), tiebreak_result, rule,
                      tuple(disputes))


def _too_many(ruled: Sequence[RoundResult], in_game: int, seating: SeatingOrder) -> Dispute:
    """The rounds beyond the game's length, and the points they held that the totals leave out."""
    extra = ruled[in_game:]
    count = len(seating.names)
    left_out = {player: sum(r.lists[player].score for r in extra if player in r.lists) for player in seating.names}
    return Dispute(DisputeCode.TOO_MANY_ROUNDS,
                   f"{extra[0].round.label}: {counted(len(extra), 'round')} too many: with {count} players "
                   f"each is the roller {counted(rolls_per_player(count), 'time')}, {in_game} rounds in all; "
                   f"{left_out_of_totals(len(extra), left_out)}")


def check_rotation(rounds: Sequence[WrittenRound],
                   seating: SeatingOrder) -> tuple[dict[int, list[Dispute]], list[Dispute]]:
    """Each round's roller sits to the left of the last one (the disputes ruled before a round's
    dice, by round number from 1); in the rounds the game has, each player rolls as often as the
    rulebook's table says for so many players (`model.rolls_per_player`), the game's disputes."""
    count = len(seating.names)
    per_player, in_game = rolls_per_player(count), rounds_in_game(count)
    before_round: dict[int, list[Dispute]] = {}
    for number, (previous, rnd) in enumerate(pairwise(rounds), 2):
        if previous.roller is None or rnd.roller is None:
            continue
        expected = seating.left_of(previous.roller)
        if rnd.roller != expected:
            before_round.setdefault(number, []).append(Dispute(
                DisputeCode.ROTATION, f"{rnd.label}: {rnd.roller} rolled, but the dice pass to the left of "
                                      f"{previous.roller}: it was {expected}'s roll"))
    disputes: list[Dispute] = []
    if len(rounds) >= in_game:  # the game's own rounds: one too many is the dispute above
        rolls = Counter(rnd.roller for rnd in rounds[:in_game])
        wrong = [f"{name} {rolls.get(name, 0)}" for name in seating.names if rolls.get(name, 0) != per_player]
        if wrong:
            disputes.append(Dispute(DisputeCode.ROLLS_PER_PLAYER,
                                    f"rounds: each player is the roller {counted(per_player, 'time')}, but rolls were "
                                    f"{', '.join(wrong)}"))
    return before_round, disputes


def tie_break(tiebreak: WrittenRound, lexicon: Lexicon, complete: bool, leaders: list[str],
              needs_tiebreak: list[str], winners: list[str], disputes: list[Dispute],
              dice: DiceRules) -> tuple[RoundResult, list[str], list[str]]:
    """The tie-break round: one die per tied player, all letters used; its top scorer wins. The
    dice are the game's (`dice`: white-dice and white-blue-dice leave the other colours out)."""
    tied = needs_tiebreak
    lists = dict(tiebreak.lists)
    absent = [p for p in tied if p not in lists]
    if complete and absent:
        disputes.append(Dispute(DisputeCode.TIEBREAK_NO_LIST,
                                f"tiebreak: no list for {', '.join(absent)} (counted as no words)"))
    for player in absent:
        lists[player] = ()
    if not complete:
        disputes.append(Dispute(DisputeCode.TIEBREAK_TOO_EARLY,
                                "tiebreak: the game is not over yet, there is nothing to break"))
    elif not tied:
        disputes.append(Dispute(DisputeCode.TIEBREAK_NO_TIE,
                                f"tiebreak: no tie to break, {leaders[0]} has the highest total"))
    else:
        outsiders = [p for p, words in tiebreak.lists.items() if words and p not in tied]
        if outsiders:
            disputes.append(Dispute(DisputeCode.TIEBREAK_NOT_TIED,
                                    f"tiebreak: only the tied players ({', '.join(tied)}) play it, not "
                                    f"{', '.join(outsiders)} (whose words cross off none of theirs)"))
        if tiebreak.roller is not None and tiebreak.roller not in tied:
            # "The tied players all roll their dice at the same time": nobody else rolls.
            disputes.append(Dispute(DisputeCode.TIEBREAK_ROLLER,
                                    f"tiebreak: {tiebreak.roller} rolled, but the tied players "
                                    f"({', '.join(tied)}) each roll their own die"))
    in_play = len(tied) if tied else len(tiebreak.letters)
    # "The players with tied scores" play it: a word of someone out of the tie crosses none of theirs.
    ruled = rule_round(lexicon, tiebreak, None, in_play, False, disputes, lists, rules=dice,
                       playing=tied if complete and tied else None)
    result = RoundResult(tiebreak, None, ruled.removed, ruled.lists, tuple(tied))
    if not complete or not tied:
        return result, winners, needs_tiebreak
    if len(tiebreak.letters) != len(tied):
        # "There will be as many letters as tied players": a round with another number of letters
        # is not the tie-break round the rulebook plays, so it decides nothing (ruled above).
        return result, [], tied
    scores = {p: r.score for p, r in ruled.lists.items()}
    best = top(scores, tied)
    if len(best) == 1:
        return result, best, []
    return result, [], best
