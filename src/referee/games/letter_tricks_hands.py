"""LetterTricks records: every hand replayed trick by trick, every word scored, totals and winners.

The record format is interface section 8; the extra keys a record may carry (`display`,
`returned`, `table`, `scores`, `totals`, trick `winner`, `word`, `victory`) are claims or setup
the referee checks, documented in docs/letter-tricks.md.
"""

from __future__ import annotations

from typing import Any

from referee.dictionary import Lexicon
from referee.games import RECORD_LABELS, Adjudication, Game
from referee.games.letter_tricks import (
    VOWELS,
    Card,
    GameSetup,
    Mode,
    Variant,
    cards_text,
)
from referee.games.letter_tricks_outcome import planned_hands, settle
from referee.games.letter_tricks_play import HandState, play_trick
from referee.games.letter_tricks_records import Context, parse_card, parse_cards, parse_teams, player_names
from referee.games.letter_tricks_scoring import (
    PlayerScore,
    WordRuling,
    check_victory_claim,
    find_victory,
    rule_trick_word,
    score_single_word,
    score_suit_words,
    trick_words,
    victory_size,
    why_refused,
)
from referee.games.outcome import TiebreakRule, decide
from referee.records import Fields, Node, did_you_mean

__all__ = ["adjudicate", "parse_card", "parse_cards", "winners"]

RECORD_KEYS = ["game", "mode", "players", "variants", "teams", "hands", "totals", "hand-count",
               "previous-best", "seed", *RECORD_LABELS]
HAND_KEYS = ["deal", "passed", "display", "returned", "table", "tricks", "collected", "words", "scores",
             "tricks_scored", "tricks-scored"]
TRICK_KEYS = ["leader", "plays", "picks", "word", "victory", "winner"]
FIRST_VICTORY = {4: 9, 5: 7}
"""Cooperative: the score that is a first victory, by number of players."""


# --- the record ----------------------------------------------------------------------------------
def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Replay and score every hand of a LetterTricks record."""
    fields = Fields(root, "record", RECORD_KEYS)
    mode_node = fields.get("mode")
    mode = Mode(mode_node.choice("mode", [m.value for m in Mode])) if mode_node else Mode.COMPETITIVE
    players_node = fields.require("players")
    names = player_names(players_node)
    variants_node = fields.get("variants")
    variants = {Variant(v.choice("variants entry", [x.value for x in Variant]))
                for v in (variants_node.items("variants") if variants_node and variants_node.is_sequence
                          else [variants_node] if variants_node else [])}
    setup = GameSetup(mode, len(names), Variant.MULTICOLORED in variants, Variant.ADVANCED in variants)
    problem = setup.check()
    if problem:
        raise players_node.fail(f"players: {problem}")
    ctx = Context(setup, names, lexicon)
    if mode is Mode.TEAM:
        ctx.teams = parse_teams(fields.get("teams"), ctx)
        ctx.team_cards = {0: [], 1: []}
    elif fields.get("teams") is not None:
        raise fields.require("teams").fail("teams: only team mode has teams")
    hand_nodes = fields.require("hands").items("hands")
    planned_node = fields.get("hand-count")
    planned = planned_node.integer("hand-count", minimum=1) if planned_node else planned_hands(setup)
    ctx.claims_victory = mode is Mode.TEAM and _any_victory_claim(hand_nodes)
    hands = [_hand(ctx, number, node) for number, node in enumerate(hand_nodes, start=1)]
    record: dict[str, Any] = {"game": Game.LETTER_TRICKS.value, "mode": mode.value, "players": names,
                              "variants": sorted(v.value for v in variants), "hands": hands}
    if mode is Mode.TEAM:
        record["teams"] = {ctx.team_name(t): [names[s] for s in ctx.teams[t]] for t in range(2)}
        _team_totals(ctx, record, hands, fields)
    elif mode is Mode.COOPERATIVE:
        _cooperative_totals(ctx, record, hands, fields)
    else:
        _competitive_totals(ctx, record, hands, fields)
    settle(record, setup, len(hands), planned)
    record["disputes"] = list(ctx.disputes)
    return Adjudication(record, list(ctx.disputes))


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
def _hand(ctx: Context, number: int, node: Node) -> dict[str, Any]:
    fields = Fields(node, "hand", HAND_KEYS)
    setup, n = ctx.setup, len(ctx.names)
    state = HandState(setup, list(ctx.names))
    seen: dict[Card, str] = {}

    def claim(cards_node: Node, what: str) -> list[Card]:
        cards = parse_cards(cards_node, what, setup)
        for card in cards:
            if card in seen:
                raise cards_node.fail(f"{what}: {card} is already in {seen[card]}")
            seen[card] = what
        return cards

    deal_node = fields.get("deal")
    if deal_node is not None:
        for key, value in deal_node.mapping("deal"):
            state.holdings[ctx.seat(key, "deal")] = claim(value, f"deal of {key.text('deal')}")
        missing = [ctx.names[s] for s in range(n) if s not in state.holdings]
        if missing:
            raise deal_node.fail(f"deal: no cards for {', '.join(missing)}")
        _check_deal(ctx, number, state)
    passed_node = fields.get("passed")
    if passed_node is not None:
        if setup.mode is not Mode.COOPERATIVE or not state.holdings:
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
        if setup.mode is not Mode.TEAM:
            raise table_node.fail("table: only the team game leaves cards on the table")
        state.table_cards = claim(table_node, "table")
    if setup.mode is Mode.TEAM:
        _check_untaken(ctx, number, state)

    hand: dict[str, Any] = {"hand": number}
    tricks_node = fields.get("tricks")
    trick_nodes = tricks_node.items("tricks") if tricks_node else []
    hand_size = len(state.holdings[0]) if state.holdings else setup.hand_size
    tricks: list[dict[str, Any]] = []
    all_picks = bool(trick_nodes)
    for index, trick_node in enumerate(trick_nodes):
        trick, picked = _trick(ctx, state, number, index, trick_node, tricks, hand_size)
        all_picks = all_picks and picked
        tricks.append(trick)
    hand["tricks"] = tricks
    if returned:
        hand["returned"] = cards_text(returned)
    if state.display is not None:
        hand["display"] = cards_text(state.display)

    collected = _collected(ctx, number, fields, state, all_picks, bool(trick_nodes))
    if setup.mode is Mode.COOPERATIVE:
        _score_cooperative(ctx, number, hand, fields, tricks)
        return hand
    hand["collected"] = {ctx.names[s]: cards_text(collected.get(s, [])) for s in range(n)} \
        if collected is not None else None
    if setup.mode is Mode.TEAM:
        _team_words(ctx, number, hand, fields, collected)
    else:
        _score_competitive(ctx, number, hand, fields, collected)
    return hand


def _check_deal(ctx: Context, number: int, state: HandState) -> None:
    sizes = {ctx.names[s]: len(cards) for s, cards in state.holdings.items()}
    if ctx.setup.mode is Mode.TEAM and number > 1:
        if len(set(sizes.values())) > 1:
            ctx.dispute(f"hand {number}, deal", f"uneven deal {sizes}")
        return
    wrong = {name: size for name, size in sizes.items() if size != ctx.setup.hand_size}
    if wrong:
        ctx.dispute(f"hand {number}, deal", f"each player is dealt {ctx.setup.hand_size} cards, got "
                    + ", ".join(f"{name} {size}" for name, size in wrong.items()))


PASSED_CARDS = 3
"""Cooperative setup: each player passes three cards to the player on their left."""


def _pass_cards(ctx: Context, number: int, state: HandState, node: Node) -> None:
    """Move each player's passed cards to the next seat clockwise (their left), checking them."""
    n = len(ctx.names)
    moves: list[tuple[int, list[Card]]] = []
    for key, value in node.mapping("passed"):
        seat = ctx.seat(key, "passed")
        cards = parse_cards(value, "passed", ctx.setup)
        name = ctx.names[seat]
        if len(cards) != PASSED_CARDS:
            ctx.dispute(f"hand {number}, passed", f"{name} passed {len(cards)} cards, not {PASSED_CARDS}")
        missing = [str(c) for c in cards if c not in state.holdings[seat]]
        if missing:
            raise value.fail(f"passed: {name} was not dealt {', '.join(missing)}")
        twice = sorted({str(c) for c in cards if cards.count(c) > 1})
        if twice:
            raise value.fail(f"passed: {name} passes {', '.join(twice)} twice")
        moves.append((seat, cards))
    for seat, cards in moves:
        for card in cards:
            state.holdings[seat].remove(card)
    for seat, cards in moves:
        state.holdings[(seat + 1) % n].extend(cards)


def _check_untaken(ctx: Context, number: int, state: HandState) -> None:
    """Team game: later hands are dealt only from the cards nobody has taken."""
    taken = {card for cards in ctx.team_cards.values() for card in cards}
    for seat, cards in state.holdings.items():
        again = [str(c) for c in cards if c in taken]
        if again:
            ctx.dispute(f"hand {number}, deal", f"{ctx.names[seat]} was dealt {', '.join(again)}, "
                        f"already taken in an earlier hand")


def _expected_leader(ctx: Context, state: HandState, index: int, hand_size: int,
                     tricks: list[dict[str, Any]]) -> tuple[int | None, str]:
    """Who must lead, and why; None when any player may (the first trick of the game)."""
    if index == 0:
        if ctx.setup.mode is Mode.TEAM and ctx.last_winner is not None:
            return ctx.last_winner, "the team that won the last trick of the last hand leads"
        return None, ""
    if ctx.setup.mode is Mode.COOPERATIVE and index == hand_size - 1 and hand_size >= 2:
        leader = ctx.names.index(tricks[-1]["leader"])
        return leader, "the lead player opens both of the last two tricks"
    assert state.last_winner is not None
    return state.last_winner, "the winner of the previous trick leads"


def _trick(ctx: Context, state: HandState, number: int, index: int, node: Node,
           tricks: list[dict[str, Any]], hand_size: int) -> tuple[dict[str, Any], bool]:
    fields = Fields(node, "trick", TRICK_KEYS)
    setup, n = ctx.setup, len(ctx.names)
    plays_node = fields.require("plays")
    cards = parse_cards(plays_node, "plays", setup)
    if len(cards) != n:
        raise plays_node.fail(f"plays: expected {n} cards, one per player, got {len(cards)}")
    if len(set(cards)) != n:
        raise plays_node.fail("plays: the same card is played twice in one trick")
    expected, why = _expected_leader(ctx, state, index, hand_size, tricks)
    leader_node = fields.get("leader")
    if leader_node is not None:
        leader = ctx.seat(leader_node, "leader")
    elif expected is not None:
        leader = expected
    else:
        leader = (number - 1) % n if setup.mode is Mode.COMPETITIVE else 0
    picks_node = fields.get("picks")
    picks: dict[int, Card] | None = None
    if picks_node is not None:
        if setup.mode is Mode.COOPERATIVE:
            raise picks_node.fail("picks: cooperative tricks have no picks")
        picks = {}
        for key, value in picks_node.mapping("picks"):
            picks[ctx.seat(key, "picks")] = parse_card(value, "picks", setup)
    open_trick = setup.mode is Mode.COOPERATIVE and hand_size >= 2 and index >= hand_size - 2
    trick = play_trick(state, index + 1, leader, cards, picks, open_trick, first_trick=index == 0)
    where = f"hand {number}, trick {index + 1}"
    if expected is not None and leader != expected:
        if ctx.setup.mode is Mode.TEAM and index == 0 and ctx.team_of(leader) == ctx.team_of(expected):
            pass
        else:
            trick["illegal"].insert(0, {"player": ctx.names[leader], "card": str(cards[0]),
                                        "rule": "wrong-leader",
                                        "why": f"{ctx.names[leader]} led; {ctx.names[expected]} "
                                               f"should have ({why})"})
    if open_trick:
        trick["open"] = True
    winner_node = fields.get("winner")
    if winner_node is not None and ctx.seat(winner_node, "winner") != state.last_winner:
        ctx.dispute(where, f"the record says {winner_node.text('winner')} won; "
                    f"{trick['winner']} did with {trick['winning_card']}")
    if setup.mode is Mode.TEAM:
        _team_trick(ctx, number, index, trick, state, fields)
    elif setup.mode is Mode.COOPERATIVE:
        word_node = fields.get("word")
        trick["claimed_word"] = word_node.text("word") if word_node else None
    for ruling in trick["illegal"]:
        ctx.dispute(where, ruling["why"])
    if state.last_winner is not None:
        ctx.last_winner = state.last_winner
    return trick, picks is not None


def _collected(ctx: Context, number: int, fields: Fields, state: HandState, all_picks: bool,
               has_tricks: bool) -> dict[int, list[Card]] | None:
    """The cards each player took: from the picks, else the record's `collected` (checked if both)."""
    from_picks = {s: list(cards) for s, cards in state.collected.items()} if all_picks else None
    node = fields.get("collected")
    if node is None:
        if from_picks is None and has_tricks and fields.get("words") is not None \
                and ctx.setup.mode is not Mode.COOPERATIVE:
            raise fields.require("words").fail(
                "words: the cards each player collected are unknown: record the picks of every "
                "trick or give 'collected'")
        return from_picks if from_picks is not None else ({} if not has_tricks else None)
    given: dict[int, list[Card]] = {}
    owners: dict[Card, str] = {}
    for key, value in node.mapping("collected"):
        seat = ctx.seat(key, "collected")
        cards = parse_cards(value, "collected", ctx.setup)
        for card in cards:
            if card in owners:
                raise value.fail(f"collected: {card} is also collected by {owners[card]}")
            owners[card] = ctx.names[seat]
        given[seat] = cards
    if from_picks is not None:
        for seat in range(len(ctx.names)):
            mine, theirs = sorted(map(str, from_picks.get(seat, []))), sorted(map(str, given.get(seat, [])))
            if mine != theirs:
                ctx.dispute(f"hand {number}, collected", f"{ctx.names[seat]} took {', '.join(mine) or 'nothing'}"
                            f" by the picks, the record says {', '.join(theirs) or 'nothing'}")
        return from_picks
    return given


# --- competitive scoring -------------------------------------------------------------------------
def _words_of(ctx: Context, fields: Fields) -> dict[int, list[str]]:
    node = fields.get("words")
    words: dict[int, list[str]] = {}
    if node is not None:
        for key, value in node.mapping("words"):
            words[ctx.seat(key, "words")] = [] if value.is_null else value.texts("words")
    return words


def _claimed_scores(ctx: Context, number: int, fields: Fields, scores: dict[str, int]) -> None:
    node = fields.get("scores")
    if node is None:
        return
    for key, value in node.mapping("scores"):
        name = key.text("scores")
        claimed = value.integer("scores")
        real = scores.get(name)
        if real is None:
            real = next((v for k, v in scores.items() if k.lower() == name.lower()), None)
        if real is None:
            raise key.fail(f"scores: {name!r} is not one of {', '.join(scores)}"
                           + did_you_mean(name, list(scores)))
        if claimed != real:
            ctx.dispute(f"hand {number}, scores", f"{name} claims {claimed}, scores {real}")


def _score_competitive(ctx: Context, number: int, hand: dict[str, Any], fields: Fields,
                       collected: dict[int, list[Card]] | None) -> None:
    words = _words_of(ctx, fields)
    if collected is None:
        hand["words"], hand["scores"] = {}, {}
        return
    rulings: dict[str, list[dict[str, Any]]] = {}
    scores: dict[str, int] = {}
    for seat, name in enumerate(ctx.names):
        cards = collected.get(seat, [])
        mine = words.get(seat, [])
        result: PlayerScore
        if ctx.setup.three_player:
            result = score_suit_words(ctx.lexicon, mine, cards)
        else:
            result = score_single_word(ctx.lexicon, mine, cards, ctx.setup.advanced)
        rulings[name] = [w.as_dict() for w in result.words]
        scores[name] = result.score
    hand["words"], hand["scores"] = rulings, scores
    _claimed_scores(ctx, number, fields, scores)


def _competitive_totals(ctx: Context, record: dict[str, Any], hands: list[dict[str, Any]],
                        fields: Fields) -> None:
    totals = {name: sum(h["scores"].get(name, 0) for h in hands) for name in ctx.names}
    best = {name: max((h["scores"].get(name, 0) for h in hands if h["scores"]), default=0)
            for name in ctx.names}
    record["totals"] = totals
    record["best_hand"] = best
    record["winners"] = winners(totals, best)  # settle() keeps them only once the game is over
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            name = ctx.names[ctx.seat(key, "totals")]
            if value.integer("totals") != totals[name]:
                ctx.dispute("totals", f"{name} claims {value.integer('totals')}, total is {totals[name]}")


def winners(totals: dict[str, int], best: dict[str, int]) -> list[str]:
    """Highest total; a tie goes to the best single hand; still tied, the victory is shared."""
    return decide(totals, best, TiebreakRule.BEST_HAND).winners


# --- team game -----------------------------------------------------------------------------------
def _team_trick(ctx: Context, number: int, index: int, trick: dict[str, Any], state: HandState,
                fields: Fields) -> None:
    """After the trick, can the winning team claim victory, and is its claim right?"""
    assert state.last_winner is not None
    team = ctx.team_of(state.last_winner)
    cards = _team_cards(ctx, state, team)
    size = victory_size(ctx.setup.multicolored)
    claim_node = fields.get("victory")
    verdict: dict[str, Any] = {"team": ctx.team_name(team)}
    if claim_node is not None:
        claimed = claim_node.texts("victory")
        rulings, won = check_victory_claim(ctx.lexicon, claimed, cards, size)
        verdict["claimed"] = [r.as_dict() for r in rulings]
        verdict["won"] = won
        if not won:
            ctx.dispute(f"hand {number}, trick {index + 1}",
                        f"{ctx.team_name(team)} claims victory with {', '.join(claimed)}, not upheld "
                        f"({why_refused(rulings, size)})")
        elif ctx.victory is None:
            ctx.victory = {"team": ctx.team_name(team), "hand": number, "trick": index + 1, "claimed": True}
    if ctx.victory is None or claim_node is None:
        found = find_victory(ctx.lexicon, cards, size) if ctx.victory is None else None
        verdict["possible"] = found is not None
        verdict["words"] = {s.value: w for s, w in found.items()} if found else None
        if found and ctx.victory is None and not ctx.claims_victory:
            ctx.victory = {"team": ctx.team_name(team), "hand": number, "trick": index + 1,
                           "claimed": False}
    trick["victory"] = verdict


def _team_cards(ctx: Context, state: HandState, team: int) -> list[Card]:
    """Every card the team has taken, in earlier hands and in this one so far."""
    cards = list(ctx.team_cards[team])
    for seat in ctx.teams[team]:
        cards += state.collected.get(seat, [])
    return cards


def _team_words(ctx: Context, number: int, hand: dict[str, Any], fields: Fields,
                collected: dict[int, list[Card]] | None) -> None:
    """End of a team hand: bank the cards taken; words listed are a victory claim, checked."""
    if collected is not None:
        for seat, cards in collected.items():
            ctx.team_cards[ctx.team_of(seat)] += cards
    node = fields.get("words")
    rulings: dict[str, list[dict[str, Any]]] = {}
    size = victory_size(ctx.setup.multicolored)
    if node is not None:
        team_names = {ctx.team_name(t).lower(): t for t in range(2)}
        for key, value in node.mapping("words"):
            label = key.text("words")
            team = team_names.get(label.lower())
            if team is None:
                team = ctx.team_of(ctx.seat(key, "words"))
            words = [] if value.is_null else value.texts("words")
            result, won = check_victory_claim(ctx.lexicon, words, ctx.team_cards[team], size)
            rulings[ctx.team_name(team)] = [r.as_dict() for r in result]
            if won and ctx.victory is None:
                ctx.victory = {"team": ctx.team_name(team), "hand": number, "trick": None, "claimed": True}
            elif not won:
                ctx.dispute(f"hand {number}, words", f"{ctx.team_name(team)}: no victory with "
                            f"{', '.join(words) or 'no words'} ({why_refused(result, size)})")
    hand["words"] = rulings
    won_here = ctx.victory is not None and ctx.victory["hand"] == number
    hand["scores"] = {ctx.team_name(t): int(won_here and ctx.victory is not None
                                            and ctx.victory["team"] == ctx.team_name(t))
                      for t in range(2)}
    _claimed_scores(ctx, number, fields, hand["scores"])
    hand["team_cards"] = {ctx.team_name(t): cards_text(ctx.team_cards[t]) for t in range(2)}


def _team_totals(ctx: Context, record: dict[str, Any], hands: list[dict[str, Any]], fields: Fields) -> None:
    record["totals"] = {ctx.team_name(t): sum(h["scores"].get(ctx.team_name(t), 0) for h in hands)
                        for t in range(2)}
    record["victory"] = ctx.victory
    record["winners"] = [ctx.victory["team"]] if ctx.victory else []
    record["draw"] = ctx.victory is None and len(hands) >= 3
    if fields.get("totals") is not None:
        for key, value in fields.require("totals").mapping("totals"):
            name = key.text("totals")
            real = record["totals"].get(name)
            if real is None:
                raise key.fail(f"totals: {name!r} is not a team ({', '.join(record['totals'])})")
            if value.integer("totals") != real:
                ctx.dispute("totals", f"{name} claims {value.integer('totals')}, total is {real}")


# --- cooperative game ----------------------------------------------------------------------------
def _score_cooperative(ctx: Context, number: int, hand: dict[str, Any], fields: Fields,
                       tricks: list[dict[str, Any]]) -> None:
    """One point for each trick whose cards the group rearranged into a word."""
    claimed_any = any(t["claimed_word"] for t in tricks)
    scored = 0
    for trick in tricks:
        cards = [Card.parse(p["card"]) for p in trick["plays"]]
        claimed = trick.pop("claimed_word")
        ruling: WordRuling | None = None
        if claimed:
            ruling = rule_trick_word(ctx.lexicon, claimed, cards)
            if not ruling.valid:
                ctx.dispute(f"hand {number}, trick {trick['trick']}",
                            f"{claimed!r} is not a word of the trick's cards "
                            f"({', '.join(ruling.reasons)})")
        found = trick_words(ctx.lexicon, cards)
        word: dict[str, Any] = ruling.as_dict() if ruling else {
            "word": found[0] if found and not claimed_any else None,
            "valid": bool(found) and not claimed_any, "score": int(bool(found) and not claimed_any),
            "reasons": [], "cards": []}
        word["claimed"] = bool(claimed)
        word["possible"] = found[:5]
        trick["word"] = word
        scored += word["score"]
    hand["tricks_scored"] = scored
    hand["scores"] = {"group": scored}
    _claimed_scores(ctx, number, fields, hand["scores"])
    node = fields.get("tricks_scored") or fields.get("tricks-scored")
    if node is not None and node.integer("tricks_scored", minimum=0) != scored:
        ctx.dispute(f"hand {number}, tricks_scored",
                    f"the record claims {node.integer('tricks_scored')}, the referee counts {scored}")


def _cooperative_totals(ctx: Context, record: dict[str, Any], hands: list[dict[str, Any]],
                        fields: Fields) -> None:
    best = max((h["tricks_scored"] for h in hands), default=0)
    mark = FIRST_VICTORY[len(ctx.names)]
    previous = fields.get("previous-best")
    to_beat = previous.integer("previous-best", minimum=0) if previous else None
    victory = best > to_beat if to_beat is not None else best >= mark
    record["tricks_scored"] = best
    record["victory_mark"] = mark if to_beat is None else to_beat + 1
    record["victory"] = victory
    record["totals"] = {"group": best}
    record["winners"] = list(ctx.names) if victory else []
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            if key.text("totals").lower() != "group":
                raise key.fail("totals: a cooperative record has one total, 'group'")
            if value.integer("totals") != best:
                ctx.dispute("totals", f"the group claims {value.integer('totals')}, its best hand is {best}")
