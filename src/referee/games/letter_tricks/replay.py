"""A LetterTricks record replayed hand by hand from its typed claims (`claims.LetterTricksClaims`, read
by `record`): the deal, the passes, every trick against what each player holds, the cards taken,
the words and scores, the totals and the outcome. It reads no node, so it can only rule; the
disputes come out in the order a player reads the record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letter_tricks.dispute import Dispute, DisputeCode
from referee.games.letter_tricks.hand import (
    PASSED_CARDS,
    Context,
    check_deal,
    check_untaken,
    expected_leader,
    played_after_victory,
    score_cooperative,
    team_trick,
)
from referee.games.letter_tricks.outcome import settle
from referee.games.letter_tricks.play import HandState, Illegal, TrickPlay, play_trick
from referee.games.letter_tricks.result import HandResult, RecordResult
from referee.games.letter_tricks.setup import LetterTricksMode
from referee.games.letter_tricks.totals import (
    check_scores,
    competitive_totals,
    cooperative_totals,
    score_competitive,
    team_totals,
    team_words,
)
from referee.games.outcome import left_out_of_totals
from referee.plurals import counted

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.claims import HandClaims, LetterTricksClaims, TrickClaims


def replay(claims: LetterTricksClaims, lexicon: Lexicon) -> RecordResult:
    """Replay and score every hand of a record as written."""
    setup, names = claims.setup, claims.names
    ctx = Context(setup, names, lexicon)
    if setup.mode is LetterTricksMode.TEAM:
        ctx.teams = claims.teams
        ctx.team_cards = {0: [], 1: []}
    ctx.claims_victory = claims.claims_victory
    ctx.planned = claims.planned
    hands = []
    too_many_at: int | None = None
    for number, hand in enumerate(claims.hands, start=1):
        if number == claims.planned + 1:
            too_many_at = len(ctx.disputes)
        hands.append(_hand(ctx, number, hand, claims.in_progress(number, hand), claims.tricks_owed(number, hand)))
    # A hand past the game's number is ruled and shown, but is no part of the game: the totals,
    # the best hand and the winner count the game's hands only.
    counted_hands = hands[:claims.planned]
    if too_many_at is not None:  # said where the first hand too many starts, as a reader meets it
        ctx.disputes.insert(too_many_at, _too_many_hands(ctx, claims, hands[claims.planned:]))
    if setup.mode is LetterTricksMode.TEAM:
        totals = team_totals(ctx, counted_hands, claims.totals)
        # No victory is won in a hand too many (`Context.past_the_game`): the game had ended in a draw.
        won = [ctx.victory.team] if ctx.victory else []
        outcome = settle(setup, totals, won, None, ctx.victory is not None, claims.hands_played, claims.planned)
        return RecordResult(setup.mode, names, claims.variants, hands, totals, outcome, ctx.disputes,
                            teams={ctx.team_name(t): [names[s] for s in ctx.teams[t]] for t in range(2)},
                            victory=ctx.victory)
    if setup.mode is LetterTricksMode.COOPERATIVE:
        return cooperative_totals(ctx, hands, claims)
    totals, best = competitive_totals(ctx, counted_hands, claims.totals)
    outcome = settle(setup, totals, [], best, False, claims.hands_played, claims.planned)
    return RecordResult(setup.mode, names, claims.variants, hands, totals, outcome, ctx.disputes, best_hand=best)


def _too_many_hands(ctx: Context, claims: LetterTricksClaims, extra: list[HandResult]) -> Dispute:
    """The hands past the game's number (Letter Roll rules a round too many so): each is ruled and
    shown, but its points are left out of the totals, and the dispute names them."""
    planned = claims.planned
    if claims.agreed:
        why = f"the record's hand-count is {planned}"
    elif ctx.setup.mode is LetterTricksMode.TEAM:
        why = "the team game ends in a draw after three hands"
    elif ctx.setup.mode is LetterTricksMode.COOPERATIVE:
        why = "the cooperative game is one hand (hand-count: N for more)"
    elif ctx.setup.three_player:
        why = "the 3-player game is one hand unless agreed in advance (hand-count: N)"
    else:
        why = f"players play {counted(planned, 'hand')} unless they agree to more (hand-count: N)"
    if ctx.setup.mode is LetterTricksMode.COOPERATIVE:
        points = {"group": sum(h.tricks_scored for h in extra)}
    else:
        keys = [ctx.team_name(t) for t in range(2)] if ctx.setup.mode is LetterTricksMode.TEAM else ctx.names
        points = {key: sum(h.score_of(key) for h in extra) for key in keys}
    return Dispute(DisputeCode.TOO_MANY_HANDS, f"hand {planned + 1}: {counted(len(extra), 'hand')} too many: "
                                               f"{why}; {left_out_of_totals(len(extra), points)}")


# --- one hand ------------------------------------------------------------------------------------
def _hand(ctx: Context, number: int, claims: HandClaims, in_progress: bool, owed: int | None) -> HandResult:
    """One hand replayed and scored; `owed`: the tricks it should have, when some are missing
    though a later hand follows it."""
    setup, start = ctx.setup, len(ctx.disputes)
    state = HandState(setup, list(ctx.names))
    # The tricks the hand has: the cards dealt, as the record's reading counts them; cards passed
    # unevenly are a dispute of their own and do not move the open tricks or the last leader.
    hand_size = max((len(c) for c in claims.deal.values()), default=0) if claims.deal else setup.hand_size
    if claims.deal is not None:
        state.holdings = {s: list(cards) for s, cards in claims.deal.items()}
        check_deal(ctx, number, state, claims)
    _pass_cards(ctx, number, state, claims.passed)
    state.display = None if claims.display is None else list(claims.display)
    state.returned = set(claims.returned)
    state.table_cards = list(claims.table)
    if setup.mode is LetterTricksMode.TEAM:
        check_untaken(ctx, number, state)
        if claims.deal is None:  # with the deal, a card taken before is ruled where it is dealt
            state.taken_before = {card for cards in ctx.team_cards.values() for card in cards}
    tricks: list[TrickPlay] = []
    if not claims.tricks and setup.mode is LetterTricksMode.TEAM:
        played_after_victory(ctx, f"hand {number}", "a hand played", start)
    ends: list[int] = []  # the disputes ruled by the end of each trick
    for index, trick in enumerate(claims.tricks):
        before, over = len(ctx.disputes), ctx.victory is not None
        tricks.append(_trick(ctx, state, number, index, trick, tricks, hand_size))
        if over:
            first = tricks[-1]
            played_after_victory(ctx, _where(number, index), f"{first.leader} led {first.plays[0][1]}", before)
        ends.append(len(ctx.disputes))
    hand = HandResult(number, tricks, list(claims.returned), None if state.display is None else list(state.display),
                      setup.mode is LetterTricksMode.COOPERATIVE)
    at = len(ctx.disputes)
    at += _score_hand(ctx, hand, claims, state, in_progress, ends)  # past the words ruled in their tricks
    if owed is not None:
        _tricks_missing(ctx, number, len(tricks), owed, at)
    return hand


def _score_hand(ctx: Context, hand: HandResult, claims: HandClaims, state: HandState, in_progress: bool,
                ends: list[int]) -> int:
    """The end of a hand: the cards collected, the words (a team's victory claim) and the scores
    (`ends`: the disputes ruled by the end of each trick, where a cooperative trick's word is ruled).
    Returns how many disputes it placed among the tricks' (a cooperative trick's wrong word)."""
    number = hand.number
    collected = _collected(ctx, number, claims, state)
    if ctx.setup.mode is LetterTricksMode.COOPERATIVE:
        before = len(ctx.disputes)
        hand.tricks_scored = score_cooperative(ctx, number, hand.tricks, ends)
        in_tricks = len(ctx.disputes) - before  # it only inserts, each word in its trick's place
        hand.scores = {"group": hand.tricks_scored}
        check_scores(ctx, number, claims.scores, hand.scores)
        if claims.tricks_scored is not None and claims.tricks_scored != hand.tricks_scored:
            ctx.dispute(DisputeCode.TRICKS_SCORED_CLAIM, f"hand {number}, tricks_scored", f"the record claims "
                        f"{claims.tricks_scored}, the referee counts {hand.tricks_scored}")
        return in_tricks
    hand.collected = {ctx.names[s]: list(collected.get(s, [])) for s in range(len(ctx.names))} \
        if collected is not None else None
    if ctx.setup.mode is LetterTricksMode.TEAM:
        team_words(ctx, number, hand, claims, collected)
    elif in_progress:  # the words are formed at the hand's end: no word, and no card unused, yet
        hand.words, hand.scores = {}, {}
    else:
        score_competitive(ctx, number, hand, claims, collected)
    return 0


def _tricks_missing(ctx: Context, number: int, written: int, owed: int, at: int) -> None:
    """An earlier hand short of its tricks, another hand written after it: a hand ends when every
    card is played ("At the end of the hand, players take the cards they have collected"), so the
    missing tricks are named, for the typist to add (their picks change the cards scored), where
    the hand's tricks end (`at`, before the disputes of its end). The team game's hand ends at
    the victory, so a hand cut short by an upheld claim (in a trick or its words) owes nothing."""
    victory = ctx.victory
    if victory is not None and victory.claimed:
        return
    ctx.taken_known = False  # the cards its missing tricks gave are not known
    missing = f"trick {owed} is" if written + 1 == owed else f"tricks {written + 1} to {owed} are"
    ctx.disputes.insert(at, Dispute(DisputeCode.MISSING_TRICKS, f"hand {number}: {written} of {owed} tricks "
                                    f"written, though hand {number + 1} follows it: {missing} missing"))


def _pass_cards(ctx: Context, number: int, state: HandState, passed: list[tuple[int, list[LetterCard]]]) -> None:
    """Move each player's passed cards to the next seat clockwise (their left)."""
    for who, cards in passed:
        if len(cards) != PASSED_CARDS:
            ctx.dispute(DisputeCode.PASSED, f"hand {number}, passed",
                        f"{ctx.names[who]} passed {counted(len(cards), 'card')}, not {PASSED_CARDS}")
    for who, cards in passed:
        for card in cards:
            state.holdings[who].remove(card)
    for who, cards in passed:
        state.holdings[(who + 1) % len(ctx.names)].extend(cards)


def _trick(ctx: Context, state: HandState, number: int, index: int, claims: TrickClaims,
           tricks: list[TrickPlay], hand_size: int) -> TrickPlay:
    setup, n = ctx.setup, len(ctx.names)
    cards = claims.plays
    expected, why = expected_leader(ctx, state, index, hand_size, tricks)
    if claims.leader is not None:
        leader = claims.leader
    elif expected is not None:
        leader = expected
    else:
        leader = (number - 1) % n if setup.mode is LetterTricksMode.COMPETITIVE else 0
    open_trick = setup.mode is LetterTricksMode.COOPERATIVE and hand_size >= 2 and index >= hand_size - 2
    trick = play_trick(state, index + 1, leader, cards, claims.picks, open_trick, first_trick=index == 0)
    if expected is not None and leader != expected and not (
            setup.mode is LetterTricksMode.TEAM and index == 0 and ctx.team_of(leader) == ctx.team_of(expected)):
        trick.illegal.insert(0, Illegal(ctx.names[leader], cards[0], DisputeCode.WRONG_LEADER,
                                        f"{ctx.names[leader]} led; {ctx.names[expected]} should have ({why})"))
    trick.open = open_trick
    if claims.winner is not None and claims.winner[0] != state.last_winner:
        ctx.dispute(DisputeCode.WINNER_CLAIM, _where(number, index), f"the record says {claims.winner[1]} won; "
                    f"{trick.winner} did with {trick.winning_card}")
    if setup.mode is LetterTricksMode.TEAM:
        trick.victory = team_trick(ctx, number, index, state,
                                   list(claims.victory) if claims.victory is not None else None)
    elif setup.mode is LetterTricksMode.COOPERATIVE:
        trick.claimed_word = claims.word
    for ruling in trick.illegal:
        ctx.dispute(ruling.rule, _where(number, index), ruling.why)
    if state.last_winner is not None:
        ctx.last_winner = state.last_winner
    return trick


def _where(number: int, index: int) -> str:
    """The trick a dispute is about, written only when there is one (most tricks have none)."""
    return f"hand {number}, trick {index + 1}"


def _collected(ctx: Context, number: int, claims: HandClaims,
               state: HandState) -> dict[int, list[LetterCard]] | None:
    """The cards each player took: from the picks, else the record's `collected` (checked if both)."""
    from_picks = {s: list(cards) for s, cards in state.collected.items()} if claims.all_picks else None
    if claims.collected is None:
        return from_picks if from_picks is not None else ({} if not claims.tricks else None)
    if from_picks is None:
        return {s: list(cards) for s, cards in claims.collected.items()}
    for who in range(len(ctx.names)):
        mine = sorted(map(str, from_picks.get(who, [])))
        theirs = sorted(map(str, claims.collected.get(who, [])))
        if mine != theirs:
            ctx.dispute(DisputeCode.COLLECTED_CLAIM, f"hand {number}, collected",
                        f"{ctx.names[who]} took {', '.join(mine) or 'nothing'} by the picks, "
                        f"the record says {', '.join(theirs) or 'nothing'}")
    return from_picks
