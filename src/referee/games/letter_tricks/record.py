"""Reading a LetterTricks record (interface section 8) and ruling on it: the only module of the
game that reads `referee.records` nodes, so every schema message and its position is made here.

`adjudicate` is what `score-sheet` calls (the registry names this module); `read_trick` reads
the trick documents `trick-winner` is given. The extra keys a record may carry (`display`,
`returned`, `table`, `scores`, `totals`, trick `winner`, `word`, `victory`) are claims or setup
the referee checks, documented in docs/letter-tricks.md. The rules of a hand that read no node
are in `hand`, a trick's in `play`; what is built here is typed (`result`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games import RECORD_LABELS, Adjudication
from referee.games.letter_tricks.cards import VOWELS, Card, CardError
from referee.games.letter_tricks.hand import (
    FIRST_VICTORY,
    PASSED_CARDS,
    Context,
    check_deal,
    check_untaken,
    expected_leader,
    score_cooperative,
    team_claim,
    team_scores,
    team_trick,
    winners,
)
from referee.games.letter_tricks.outcome import planned_hands, settle
from referee.games.letter_tricks.play import HandState, Illegal, Name, TrickPlay, play_trick
from referee.games.letter_tricks.result import HandResult, RecordResult
from referee.games.letter_tricks.scoring import PlayerScore, WordRuling, score_single_word, score_suit_words
from referee.games.letter_tricks.setup import GameSetup, Mode, Variant
from referee.games.letter_tricks.single_trick import rule_single_trick
from referee.records import Fields, Node, did_you_mean

if TYPE_CHECKING:
    from referee.dictionary import Lexicon

__all__ = ["adjudicate", "parse_card", "parse_cards", "read_trick"]

RECORD_KEYS = ["game", "mode", "players", "variants", "teams", "hands", "totals", "hand-count",
               "previous-best", "seed", *RECORD_LABELS]
HAND_KEYS = ["deal", "passed", "display", "returned", "table", "tricks", "collected", "words", "scores",
             "tricks_scored", "tricks-scored"]
TRICK_KEYS = ["leader", "plays", "picks", "word", "victory", "winner"]
TRICK_DOCUMENT_KEYS = ["game", "mode", "players", "variants", "leader", "plays", "picks", "hands",
                       "display"]
# --- reading cards and names ---------------------------------------------------------------------
def parse_card(node: Node, what: str, setup: GameSetup | None = None) -> Card:
    """A card of the deck (and of this game's deck), or a schema error at its position."""
    try:
        card = Card.parse(node.text(what))
    except CardError as exc:
        raise node.fail(f"{what}: {exc}") from None
    if setup is not None and card not in setup.deck:
        raise node.fail(f"{what}: {card} is not used in this game "
                        f"({_game_name(setup)}: {len(setup.deck)} cards)")
    return card


def _game_name(setup: GameSetup) -> str:
    if setup.three_player:
        return "3-player competitive"
    if setup.mode is Mode.COMPETITIVE:
        return f"{setup.players}-player competitive, no multicolored cards"
    extra = "multicolored cards replacing the coloured J K Qu V X Z" if setup.multicolored \
        else "no multicolored cards (variants: [multicolored] to use them)"
    return f"{setup.mode.value}, {extra}"


def parse_cards(node: Node, what: str, setup: GameSetup | None = None) -> list[Card]:
    """A list of cards, or one string of cards separated by spaces or commas."""
    if node.is_sequence:
        return [parse_card(item, f"{what} entry", setup) for item in node.items(what)]
    text = node.text(what)
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        try:
            card = Card.parse(token)
        except CardError as exc:
            raise node.fail(f"{what}: {exc}") from None
        if setup is not None and card not in setup.deck:
            raise node.fail(f"{what}: {card} is not used in this game ({_game_name(setup)})")
        cards.append(card)
    return cards


def seat(ctx: Context, node: Node, what: str) -> int:
    """The seat of the player a node names (exactly, else ignoring case), or a schema error."""
    name = node.text(what)
    for index, known in enumerate(ctx.names):
        if known == name:
            return index
    for index, known in enumerate(ctx.names):
        if known.lower() == name.lower():
            return index
    raise node.fail(f"{what}: {name!r} is not a player" + did_you_mean(name, ctx.names)
                    + f" (players: {', '.join(ctx.names)})")


def player_names(node: Node) -> list[str]:
    names = [item.text("players entry") for item in node.items("players", of="names")]
    seen: set[str] = set()
    for item, name in zip(node.items("players", of="names"), names, strict=True):
        if name.lower() in seen:
            raise item.fail(f"players: {name!r} is listed twice")
        seen.add(name.lower())
    return names


def parse_teams(node: Node | None, ctx: Context) -> list[list[int]]:
    """`teams: [[Ann, Cat], [Bob, Dan]]`; by default partners sit opposite (seats 1+3, 2+4)."""
    if node is None:
        return [[0, 2], [1, 3]]
    teams = [[seat(ctx, member, "teams") for member in team.items("teams entry")]
             for team in node.items("teams")]
    seats = sorted(s for team in teams for s in team)
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or seats != [0, 1, 2, 3]:
        raise node.fail("teams: expected two teams of two players, every player in one team")
    return teams


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
    variant_names = sorted(v.value for v in variants)
    if mode is Mode.TEAM:
        totals = _team_totals(ctx, hands, fields)
        won = [ctx.victory.team] if ctx.victory else []
        outcome = settle(setup, totals, won, None, ctx.victory is not None, len(hands), planned)
        result = RecordResult(mode, names, variant_names, hands, totals, outcome, ctx.disputes,
                              teams={ctx.team_name(t): [names[s] for s in ctx.teams[t]] for t in range(2)},
                              victory=ctx.victory)
    elif mode is Mode.COOPERATIVE:
        result = _cooperative_totals(ctx, hands, fields, variant_names, planned)
    else:
        totals, best = _competitive_totals(ctx, hands, fields)
        outcome = settle(setup, totals, winners(totals, best), best, False, len(hands), planned)
        result = RecordResult(mode, names, variant_names, hands, totals, outcome, ctx.disputes, best_hand=best)
    return Adjudication(result.as_json(), list(ctx.disputes))


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
            state.holdings[seat(ctx, key, "deal")] = claim(value, f"deal of {key.text('deal')}")
        missing = [ctx.names[s] for s in range(n) if s not in state.holdings]
        if missing:
            raise deal_node.fail(f"deal: no cards for {', '.join(missing)}")
        check_deal(ctx, number, state)
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
                      setup.mode is Mode.COOPERATIVE)
    collected = _collected(ctx, number, fields, state, all_picks, bool(trick_nodes))
    if setup.mode is Mode.COOPERATIVE:
        hand.tricks_scored = score_cooperative(ctx, number, tricks)
        hand.scores = {"group": hand.tricks_scored}
        _claimed_scores(ctx, number, fields, hand.scores)
        tricks_scored = fields.get("tricks_scored") or fields.get("tricks-scored")
        if tricks_scored is not None and tricks_scored.integer("tricks_scored", minimum=0) != hand.tricks_scored:
            ctx.dispute(f"hand {number}, tricks_scored", f"the record claims "
                        f"{tricks_scored.integer('tricks_scored')}, the referee counts {hand.tricks_scored}")
        return hand
    hand.collected = {ctx.names[s]: list(collected.get(s, [])) for s in range(n)} \
        if collected is not None else None
    if setup.mode is Mode.TEAM:
        _team_words(ctx, number, hand, fields, collected)
    else:
        _score_competitive(ctx, number, hand, fields, collected)
    return hand


def _pass_cards(ctx: Context, number: int, state: HandState, node: Node) -> None:
    """Move each player's passed cards to the next seat clockwise (their left), checking them."""
    n = len(ctx.names)
    moves: list[tuple[int, list[Card]]] = []
    for key, value in node.mapping("passed"):
        who = seat(ctx, key, "passed")
        cards = parse_cards(value, "passed", ctx.setup)
        name = ctx.names[who]
        if len(cards) != PASSED_CARDS:
            ctx.dispute(f"hand {number}, passed", f"{name} passed {len(cards)} cards, not {PASSED_CARDS}")
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
    if len(set(cards)) != n:
        raise plays_node.fail("plays: the same card is played twice in one trick")
    expected, why = expected_leader(ctx, state, index, hand_size, tricks)
    leader_node = fields.get("leader")
    if leader_node is not None:
        leader = seat(ctx, leader_node, "leader")
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
            picks[seat(ctx, key, "picks")] = parse_card(value, "picks", setup)
    open_trick = setup.mode is Mode.COOPERATIVE and hand_size >= 2 and index >= hand_size - 2
    trick = play_trick(state, index + 1, leader, cards, picks, open_trick, first_trick=index == 0)
    where = f"hand {number}, trick {index + 1}"
    if expected is not None and leader != expected and not (
            ctx.setup.mode is Mode.TEAM and index == 0 and ctx.team_of(leader) == ctx.team_of(expected)):
        trick.illegal.insert(0, Illegal(ctx.names[leader], cards[0], "wrong-leader",
                                        f"{ctx.names[leader]} led; {ctx.names[expected]} should have ({why})"))
    trick.open = open_trick
    winner_node = fields.get("winner")
    if winner_node is not None and seat(ctx, winner_node, "winner") != state.last_winner:
        ctx.dispute(where, f"the record says {winner_node.text('winner')} won; "
                    f"{trick.winner} did with {trick.winning_card}")
    if setup.mode is Mode.TEAM:
        claim_node = fields.get("victory")
        trick.victory = team_trick(ctx, number, index, state,
                                   claim_node.texts("victory") if claim_node is not None else None)
    elif setup.mode is Mode.COOPERATIVE:
        word_node = fields.get("word")
        trick.claimed_word = word_node.text("word") if word_node else None
    for ruling in trick.illegal:
        ctx.dispute(where, ruling.why)
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
                ctx.dispute(f"hand {number}, collected", f"{ctx.names[who]} took {', '.join(mine) or 'nothing'}"
                            f" by the picks, the record says {', '.join(theirs) or 'nothing'}")
        return from_picks
    return given


# --- words, scores and totals claimed --------------------------------------------------------------
def _words_of(ctx: Context, fields: Fields) -> dict[int, list[str]]:
    node = fields.get("words")
    words: dict[int, list[str]] = {}
    if node is not None:
        for key, value in node.mapping("words"):
            words[seat(ctx, key, "words")] = [] if value.is_null else value.texts("words")
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


def _claimed_totals(ctx: Context, fields: Fields, totals: dict[str, int]) -> None:
    """Competitive: each player's claimed total, by player name."""
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            name = ctx.names[seat(ctx, key, "totals")]
            if value.integer("totals") != totals[name]:
                ctx.dispute("totals", f"{name} claims {value.integer('totals')}, total is {totals[name]}")


def _score_competitive(ctx: Context, number: int, hand: HandResult, fields: Fields,
                       collected: dict[int, list[Card]] | None) -> None:
    words = _words_of(ctx, fields)
    if collected is None:
        hand.words, hand.scores = {}, {}
        return
    hand.words, hand.scores = {}, {}
    for who, name in enumerate(ctx.names):
        cards = collected.get(who, [])
        mine = words.get(who, [])
        result: PlayerScore
        if ctx.setup.three_player:
            result = score_suit_words(ctx.lexicon, mine, cards)
        else:
            result = score_single_word(ctx.lexicon, mine, cards, ctx.setup.advanced)
        hand.words[name] = list(result.words)
        hand.scores[name] = result.score
    _claimed_scores(ctx, number, fields, hand.scores)


def _competitive_totals(ctx: Context, hands: list[HandResult],
                        fields: Fields) -> tuple[dict[str, int], dict[str, int]]:
    """Each player's total and best single hand (the tie-break)."""
    totals = {name: sum(h.score_of(name) for h in hands) for name in ctx.names}
    best = {name: max((h.score_of(name) for h in hands if h.scores), default=0) for name in ctx.names}
    _claimed_totals(ctx, fields, totals)
    return totals, best


def _team_words(ctx: Context, number: int, hand: HandResult, fields: Fields,
                collected: dict[int, list[Card]] | None) -> None:
    """End of a team hand: bank the cards taken; words listed are a victory claim, checked."""
    if collected is not None:
        for who, cards in collected.items():
            ctx.team_cards[ctx.team_of(who)] += cards
    node = fields.get("words")
    rulings: dict[str, list[WordRuling]] = {}
    if node is not None:
        team_names = {ctx.team_name(t).lower(): t for t in range(2)}
        for key, value in node.mapping("words"):
            team = team_names.get(key.text("words").lower())
            if team is None:
                team = ctx.team_of(seat(ctx, key, "words"))
            rulings[ctx.team_name(team)] = team_claim(ctx, number, team, [] if value.is_null
                                                      else value.texts("words"))
    hand.words = rulings
    hand.scores = team_scores(ctx, number)
    _claimed_scores(ctx, number, fields, hand.scores)
    hand.team_cards = {ctx.team_name(t): list(ctx.team_cards[t]) for t in range(2)}


def _team_totals(ctx: Context, hands: list[HandResult], fields: Fields) -> dict[str, int]:
    totals = {ctx.team_name(t): sum(h.score_of(ctx.team_name(t)) for h in hands) for t in range(2)}
    if fields.get("totals") is not None:
        for key, value in fields.require("totals").mapping("totals"):
            name = key.text("totals")
            real = totals.get(name)
            if real is None:
                raise key.fail(f"totals: {name!r} is not a team ({', '.join(totals)})")
            if value.integer("totals") != real:
                ctx.dispute("totals", f"{name} claims {value.integer('totals')}, total is {real}")
    return totals


def _cooperative_totals(ctx: Context, hands: list[HandResult], fields: Fields, variants: list[str],
                        planned: int) -> RecordResult:
    """The group's best hand against the first victory's mark (or the best it must beat)."""
    best = max((h.tricks_scored for h in hands), default=0)
    mark = FIRST_VICTORY[len(ctx.names)]
    previous = fields.get("previous-best")
    to_beat = previous.integer("previous-best", minimum=0) if previous else None
    victory = best > to_beat if to_beat is not None else best >= mark
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            if key.text("totals").lower() != "group":
                raise key.fail("totals: a cooperative record has one total, 'group'")
            if value.integer("totals") != best:
                ctx.dispute("totals", f"the group claims {value.integer('totals')}, its best hand is {best}")
    outcome = settle(ctx.setup, {"group": best}, list(ctx.names) if victory else [], None, False,
                     len(hands), planned)
    return RecordResult(ctx.setup.mode, ctx.names, variants, hands, {"group": best}, outcome, ctx.disputes,
                        tricks_scored=best, victory_mark=mark if to_beat is None else to_beat + 1,
                        reached=victory)


# --- a trick document (trick-winner) ------------------------------------------------------------
def _trick_seat(node: Node, names: list[Name], what: str) -> int:
    value = node.scalar() if not (node.is_mapping or node.is_sequence) else None
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(names):
        return value - 1
    text = node.text(what)
    for seat, name in enumerate(names):
        if str(name).lower() == text.lower():
            return seat
    raise node.fail(f"{what}: {text!r} is not a player or seat" + did_you_mean(text, map(str, names))
                    + f" (players: {', '.join(map(str, names))})")


def read_trick(root: Node) -> TrickPlay:
    """A trick document (`trick-winner` FILE) ruled, with schema errors at their positions."""
    fields = Fields(root, "trick", TRICK_DOCUMENT_KEYS)
    plays_node = fields.require("plays")
    cards = parse_cards(plays_node, "plays")
    mode_node = fields.get("mode")
    mode = Mode(mode_node.choice("mode", [m.value for m in Mode])) if mode_node else Mode.COMPETITIVE
    players_node = fields.get("players")
    names: list[Name]
    if players_node is None:
        names = list(range(1, len(cards) + 1))
    elif players_node.is_sequence:
        names = list(players_node.texts("players"))
    else:
        names = list(range(1, players_node.integer("players", minimum=3, maximum=5) + 1))
    if len(names) != len(cards):
        raise plays_node.fail(f"plays: expected {len(names)} cards, one per player, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise plays_node.fail("plays: the same card is played twice in one trick")
    problem = GameSetup(mode, len(names)).check()
    if problem:
        raise (players_node or plays_node).fail(f"players: {problem}")
    leader_node = fields.get("leader")
    leader = _trick_seat(leader_node, names, "leader") if leader_node else 0
    hands: dict[int, list[Card]] = {}
    hands_node = fields.get("hands")
    if hands_node is not None:
        for key, value in hands_node.mapping("hands"):
            hands[_trick_seat(key, names, "hands")] = parse_cards(value, "hands")
    picks: dict[int, Card] | None = None
    picks_node = fields.get("picks")
    if picks_node is not None:
        picks = {_trick_seat(key, names, "picks"): parse_card(value, "picks")
                 for key, value in picks_node.mapping("picks")}
    display_node = fields.get("display")
    display = parse_cards(display_node, "display") if display_node else None
    return rule_single_trick(cards, mode, names, leader, hands, picks, display)
