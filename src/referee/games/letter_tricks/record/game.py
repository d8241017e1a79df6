"""A whole LetterTricks record read and ruled hand by hand: what `score-sheet` calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games import RECORD_LABELS, Adjudication
from referee.games.letter_tricks.cards import VOWELS, LetterCard
from referee.games.letter_tricks.dispute import DisputeCode
from referee.games.letter_tricks.hand import (
    PASSED_CARDS,
    Context,
    check_deal,
    check_untaken,
    expected_leader,
    score_cooperative,
    team_trick,
    winners,
)
from referee.games.letter_tricks.outcome import planned_hands, settle
from referee.games.letter_tricks.play import HandState, Illegal, TrickPlay, play_trick
from referee.games.letter_tricks.record.cards import parse_card, parse_cards, parse_teams, player_names, seat
from referee.games.letter_tricks.record.scores import (
    claimed_scores,
    competitive_totals,
    cooperative_totals,
    score_competitive,
    team_totals,
    team_words,
)
from referee.games.letter_tricks.result import HandResult, RecordResult
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, LetterTricksVariant
from referee.games.letter_tricks.trick import PLAYED_TWICE, played_twice
from referee.records import Fields, Node

if TYPE_CHECKING:
    from referee.dictionary import Lexicon


RECORD_KEYS = ["game", "mode", "players", "variants", "teams", "hands", "totals", "hand-count",
               "previous-best", "seed", *RECORD_LABELS]
HAND_KEYS = ["deal", "passed", "display", "returned", "table", "tricks", "collected", "words", "scores",
             "tricks_scored", "tricks-scored"]
TRICK_KEYS = ["leader", "plays", "picks", "word", "victory", "winner"]


# --- the record ----------------------------------------------------------------------------------
def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Replay and score every hand of a LetterTricks record."""
    fields = Fields(root, "record", RECORD_KEYS)
    mode_node = fields.get("mode")
    mode = LetterTricksMode(mode_node.choice("mode", [m.value for m in LetterTricksMode])) if mode_node \
        else LetterTricksMode.COMPETITIVE
    players_node = fields.require("players")
    names = player_names(players_node)
    variants_node = fields.get("variants")
    variants = {LetterTricksVariant(v.choice("variants entry", [x.value for x in LetterTricksVariant]))
                for v in (variants_node.items("variants") if variants_node and variants_node.is_sequence
                          else [variants_node] if variants_node else [])}
    setup = GameSetup(mode, len(names), LetterTricksVariant.MULTICOLORED in variants,
                      LetterTricksVariant.ADVANCED in variants)
    problem = setup.check()
    if problem:
        raise players_node.fail(f"players: {problem}")
    ctx = Context(setup, names, lexicon)
    if mode is LetterTricksMode.TEAM:
        ctx.teams = parse_teams(fields.get("teams"), ctx)
        ctx.team_cards = {0: [], 1: []}
    elif fields.get("teams") is not None:
        raise fields.require("teams").fail("teams: only team mode has teams")
    hand_nodes = fields.require("hands").items("hands")
    planned_node = fields.get("hand-count")
    planned = planned_node.integer("hand-count", minimum=1) if planned_node else planned_hands(setup)
    ctx.claims_victory = mode is LetterTricksMode.TEAM and _any_victory_claim(hand_nodes)
    hands = [_hand(ctx, number, node) for number, node in enumerate(hand_nodes, start=1)]
    variant_names = sorted(v.value for v in variants)
    if mode is LetterTricksMode.TEAM:
        totals = team_totals(ctx, hands, fields)
        won = [ctx.victory.team] if ctx.victory else []
        outcome = settle(setup, totals, won, None, ctx.victory is not None, len(hands), planned)
        result = RecordResult(mode, names, variant_names, hands, totals, outcome, ctx.disputes,
                              teams={ctx.team_name(t): [names[s] for s in ctx.teams[t]] for t in range(2)},
                              victory=ctx.victory)
    elif mode is LetterTricksMode.COOPERATIVE:
        result = cooperative_totals(ctx, hands, fields, variant_names, planned)
    else:
        totals, best = competitive_totals(ctx, hands, fields)
        outcome = settle(setup, totals, winners(totals, best), best, False, len(hands), planned)
        result = RecordResult(mode, names, variant_names, hands, totals, outcome, ctx.disputes, best_hand=best)
    return Adjudication(result.as_json(), result.disputes, result)


def _any_victory_claim(hands: list[Node]) -> bool:
    for hand in hands:
        fields = hand.fields("hand") if hand.is_mapping else {}
        if "words" in fields and not fields["words"].is_null:
            return True
        tricks = fields.get("tricks")
        if tricks is not None and tricks.is_sequence:
            for trick in tricks.items("tricks"):
                if trick.is_mapping and "victory" in trick.fields("trick"):
                    return True
    return False


# --- one hand ------------------------------------------------------------------------------------
def _hand(ctx: Context, number: int, node: Node) -> HandResult:
    fields = Fields(node, "hand", HAND_KEYS)
    setup, n = ctx.setup, len(ctx.names)
    state = HandState(setup, list(ctx.names))
    seen: dict[LetterCard, str] = {}

    def claim(cards_node: Node, what: str) -> list[LetterCard]:
        cards = parse_cards(cards_node, what, setup)
        for card in cards:
            if card in seen:
                raise cards_node.fail(f"{what}: {card} is already in {seen[card]}")
            seen[card] = what
        return cards

    deal_node = fields.get("deal")
    if deal_node is not None:
        for key, value in deal_node.mapping("deal"):
            state.holdings[seat(ctx, key, "deal")] = claim(value, f"deal of {key.text('deal')}")
        missing = [ctx.names[s] for s in range(n) if s not in state.holdings]
        if missing:
            raise deal_node.fail(f"deal: no cards for {', '.join(missing)}")
        check_deal(ctx, number, state)
    passed_node = fields.get("passed")
    if passed_node is not None:
        if setup.mode is not LetterTricksMode.COOPERATIVE or not state.holdings:
            raise passed_node.fail("passed: only a cooperative hand with its deal passes cards")
        _pass_cards(ctx, number, state, passed_node)
    if setup.three_player:
        display_node = fields.get("display")
        state.display = claim(display_node, "display") if display_node else \
            [c for c in VOWELS if c not in seen]
        if any(not c.is_vowel or c.is_multicolored for c in state.display):
            raise (display_node or node).fail("display: only the 15 coloured vowel cards are displayed")
    elif fields.get("display") is not None:
        raise fields.require("display").fail("display: only the 3-player game has a vowel display")
    returned_node = fields.get("returned")
    returned = claim(returned_node, "returned") if returned_node else []
    state.returned = set(returned)
    table_node = fields.get("table")
    if table_node is not None:
        if setup.mode is not LetterTricksMode.TEAM:
            raise table_node.fail("table: only the team game leaves cards on the table")
        state.table_cards = claim(table_node, "table")
    if setup.mode is LetterTricksMode.TEAM:
        check_untaken(ctx, number, state)

    tricks_node = fields.get("tricks")
    trick_nodes = tricks_node.items("tricks") if tricks_node else []
    hand_size = len(state.holdings[0]) if state.holdings else setup.hand_size
    tricks: list[TrickPlay] = []
    all_picks = bool(trick_nodes)
    for index, trick_node in enumerate(trick_nodes):
        trick, picked = _trick(ctx, state, number, index, trick_node, tricks, hand_size)
        all_picks = all_picks and picked
        tricks.append(trick)
    hand = HandResult(number, tricks, returned, None if state.display is None else list(state.display),
                      setup.mode is LetterTricksMode.COOPERATIVE)
    collected = _collected(ctx, number, fields, state, all_picks, bool(trick_nodes))
    if setup.mode is LetterTricksMode.COOPERATIVE:
        hand.tricks_scored = score_cooperative(ctx, number, tricks)
        hand.scores = {"group": hand.tricks_scored}
        claimed_scores(ctx, number, fields, hand.scores)
        tricks_scored = fields.get("tricks_scored") or fields.get("tricks-scored")
        if tricks_scored is not None and tricks_scored.integer("tricks_scored", minimum=0) != hand.tricks_scored:
            ctx.dispute(DisputeCode.TRICKS_SCORED_CLAIM, f"hand {number}, tricks_scored", f"the record claims "
                        f"{tricks_scored.integer('tricks_scored')}, the referee counts {hand.tricks_scored}")
        return hand
    hand.collected = {ctx.names[s]: list(collected.get(s, [])) for s in range(n)} \
        if collected is not None else None
    if setup.mode is LetterTricksMode.TEAM:
        team_words(ctx, number, hand, fields, collected)
    else:
        score_competitive(ctx, number, hand, fields, collected)
    return hand


def _pass_cards(ctx: Context, number: int, state: HandState, node: Node) -> None:
    """Move each player's passed cards to the next seat clockwise (their left), checking them."""
    n = len(ctx.names)
    moves: list[tuple[int, list[LetterCard]]] = []
    for key, value in node.mapping("passed"):
        who = seat(ctx, key, "passed")
        cards = parse_cards(value, "passed", ctx.setup)
        name = ctx.names[who]
        if len(cards) != PASSED_CARDS:
            ctx.dispute(DisputeCode.PASSED, f"hand {number}, passed",
                        f"{name} passed {len(cards)} cards, not {PASSED_CARDS}")
        missing = [str(c) for c in cards if c not in state.holdings[who]]
        if missing:
            raise value.fail(f"passed: {name} was not dealt {', '.join(missing)}")
        twice = sorted({str(c) for c in cards if cards.count(c) > 1})
        if twice:
            raise value.fail(f"passed: {name} passes {', '.join(twice)} twice")
        moves.append((who, cards))
    for who, cards in moves:
        for card in cards:
            state.holdings[who].remove(card)
    for who, cards in moves:
        state.holdings[(who + 1) % n].extend(cards)


def _trick(ctx: Context, state: HandState, number: int, index: int, node: Node,
           tricks: list[TrickPlay], hand_size: int) -> tuple[TrickPlay, bool]:
    fields = Fields(node, "trick", TRICK_KEYS)
    setup, n = ctx.setup, len(ctx.names)
    plays_node = fields.require("plays")
    cards = parse_cards(plays_node, "plays", setup)
    if len(cards) != n:
        raise plays_node.fail(f"plays: expected {n} cards, one per player, got {len(cards)}")
    if played_twice(cards):
        raise plays_node.fail(f"plays: {PLAYED_TWICE}")
    expected, why = expected_leader(ctx, state, index, hand_size, tricks)
    leader_node = fields.get("leader")
    if leader_node is not None:
        leader = seat(ctx, leader_node, "leader")
    elif expected is not None:
        leader = expected
    else:
        leader = (number - 1) % n if setup.mode is LetterTricksMode.COMPETITIVE else 0
    picks_node = fields.get("picks")
    picks: dict[int, LetterCard] | None = None
    if picks_node is not None:
        if setup.mode is LetterTricksMode.COOPERATIVE:
            raise picks_node.fail("picks: cooperative tricks have no picks")
        picks = {}
        for key, value in picks_node.mapping("picks"):
            picks[seat(ctx, key, "picks")] = parse_card(value, "picks", setup)
    open_trick = setup.mode is LetterTricksMode.COOPERATIVE and hand_size >= 2 and index >= hand_size - 2
    trick = play_trick(state, index + 1, leader, cards, picks, open_trick, first_trick=index == 0)
    where = f"hand {number}, trick {index + 1}"
    if expected is not None and leader != expected and not (
            ctx.setup.mode is LetterTricksMode.TEAM and index == 0 and ctx.team_of(leader) == ctx.team_of(expected)):
        trick.illegal.insert(0, Illegal(ctx.names[leader], cards[0], DisputeCode.WRONG_LEADER,
                                        f"{ctx.names[leader]} led; {ctx.names[expected]} should have ({why})"))
    trick.open = open_trick
    winner_node = fields.get("winner")
    if winner_node is not None and seat(ctx, winner_node, "winner") != state.last_winner:
        ctx.dispute(DisputeCode.WINNER_CLAIM, where, f"the record says {winner_node.text('winner')} won; "
                    f"{trick.winner} did with {trick.winning_card}")
    if setup.mode is LetterTricksMode.TEAM:
        claim_node = fields.get("victory")
        trick.victory = team_trick(ctx, number, index, state,
                                   claim_node.texts("victory") if claim_node is not None else None)
    elif setup.mode is LetterTricksMode.COOPERATIVE:
        word_node = fields.get("word")
        trick.claimed_word = word_node.text("word") if word_node else None
    for ruling in trick.illegal:
        ctx.dispute(ruling.rule, where, ruling.why)
    if state.last_winner is not None:
        ctx.last_winner = state.last_winner
    return trick, picks is not None


def _collected(ctx: Context, number: int, fields: Fields, state: HandState, all_picks: bool,
               has_tricks: bool) -> dict[int, list[LetterCard]] | None:
    """The cards each player took: from the picks, else the record's `collected` (checked if both)."""
    from_picks = {s: list(cards) for s, cards in state.collected.items()} if all_picks else None
    node = fields.get("collected")
    if node is None:
        if from_picks is None and has_tricks and fields.get("words") is not None \
                and ctx.setup.mode is not LetterTricksMode.COOPERATIVE:
            raise fields.require("words").fail(
                "words: the cards each player collected are unknown: record the picks of every "
                "trick or give 'collected'")
        return from_picks if from_picks is not None else ({} if not has_tricks else None)
    given: dict[int, list[LetterCard]] = {}
    owners: dict[LetterCard, str] = {}
    for key, value in node.mapping("collected"):
        who = seat(ctx, key, "collected")
        cards = parse_cards(value, "collected", ctx.setup)
        for card in cards:
            if card in owners:
                raise value.fail(f"collected: {card} is also collected by {owners[card]}")
            owners[card] = ctx.names[who]
        given[who] = cards
    if from_picks is not None:
        for who in range(len(ctx.names)):
            mine, theirs = sorted(map(str, from_picks.get(who, []))), sorted(map(str, given.get(who, [])))
            if mine != theirs:
                ctx.dispute(DisputeCode.COLLECTED_CLAIM, f"hand {number}, collected",
                            f"{ctx.names[who]} took {', '.join(mine) or 'nothing'} by the picks, "
                            f"the record says {', '.join(theirs) or 'nothing'}")
        return from_picks
    return given


# --- words, scores and totals claimed --------------------------------------------------------------
