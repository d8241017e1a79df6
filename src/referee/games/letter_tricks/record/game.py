"""A whole LetterTricks record read into typed claims (`claims.LetterTricksClaims`), every schema error
at its position, hand by hand in the record's order; then `replay` rules on them. `adjudicate` is
what `score-sheet` calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.errors import RecordError
from referee.games import RECORD_LABELS, Adjudication, Game
from referee.games.letter_tricks.cards import VOWELS, LetterCard
from referee.games.letter_tricks.claims import HandClaims, LetterTricksClaims, TrickClaims
from referee.games.letter_tricks.outcome import planned_hands
from referee.games.letter_tricks.record.cards import by_seat, parse_card, parse_cards, parse_teams, player_names, seat
from referee.games.letter_tricks.record.scores import read_collected, read_hand_claims, read_totals
from referee.games.letter_tricks.replay import replay
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, LetterTricksVariant
from referee.games.letter_tricks.single_trick import NO_DISPLAY
from referee.games.letter_tricks.trick import PLAYED_TWICE, played_twice
from referee.records import Fields, Node, left_as_printed, left_blank

if TYPE_CHECKING:
    from referee.dictionary import Lexicon


RECORD_KEYS = ["game", "mode", "players", "variants", "teams", "hands", "totals", "hand-count",
               "previous-best", "seed", *RECORD_LABELS]
HAND_KEYS = ["deal", "passed", "display", "returned", "table", "tricks", "collected", "words", "scores",
             "tricks_scored", "tricks-scored"]
TRICK_KEYS = ["leader", "plays", "picks", "word", "victory", "winner"]


# --- the record ----------------------------------------------------------------------------------
def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Read the record, then replay and score every hand."""
    result = replay(read_record(root), lexicon)
    return Adjudication(Game.LETTER_TRICKS, result.as_json, result.disputes, result)


def read_record(root: Node) -> LetterTricksClaims:
    """The record as written, typed; a schema error (at its position) for anything malformed."""
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
    refused = setup.variant_problem()
    if refused and variants_node is not None:
        raise variants_node.fail(f"variants: {refused}")
    teams: list[list[int]] = []
    if mode is LetterTricksMode.TEAM:
        teams = parse_teams(fields.get("teams"), names)
    elif fields.get("teams") is not None:
        raise fields.require("teams").fail("teams: only team mode has teams")
    hand_nodes = fields.require("hands").items("hands")
    planned_node = fields.get("hand-count")
    planned = planned_node.integer("hand-count", minimum=1) if planned_node else planned_hands(setup)
    claims_victory = mode is LetterTricksMode.TEAM and _any_victory_claim(hand_nodes)
    hands = [_hand(setup, names, teams, node) for node in hand_nodes]
    totals, previous_best = read_totals(fields, setup, names, teams)
    return LetterTricksClaims(setup, names, sorted(v.value for v in variants), teams, hands, planned, claims_victory,
                        totals, previous_best, agreed=planned_node is not None)


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
def _hand(setup: GameSetup, names: list[str], teams: list[list[int]], node: Node) -> HandClaims:
    """A hand as written: its setup cards (each card in one place only), its tricks, its claims."""
    fields = Fields(node, "hand", HAND_KEYS)
    seen: dict[LetterCard, str] = {}

    def claim(cards_node: Node, what: str) -> list[LetterCard]:
        cards = parse_cards(cards_node, what, setup)
        for card in cards:
            if card in seen:
                raise cards_node.fail(f"{what}: {card} is already in {seen[card]}")
            seen[card] = what
        return cards

    deal: dict[int, list[LetterCard]] | None = None
    deal_node = fields.get("deal")
    if deal_node is not None:
        deal = {}
        for who, key, value in by_seat(names, deal_node, "deal"):
            deal[who] = claim(value, f"deal of {key.text('deal')}")
        missing = [names[s] for s in range(len(names)) if s not in deal]
        if missing:
            raise deal_node.fail(f"deal: no cards for {', '.join(missing)}")
    passed: list[tuple[int, list[LetterCard]]] = []
    passed_node = fields.get("passed")
    if passed_node is not None:
        if setup.mode is not LetterTricksMode.COOPERATIVE or not deal:
            raise passed_node.fail("passed: only a cooperative hand with its deal passes cards")
        passed = _passed(setup, names, deal, passed_node)
    display: list[LetterCard] | None = None
    if setup.three_player:
        display_node = fields.get("display")
        display = claim(display_node, "display") if display_node else [c for c in VOWELS if c not in seen]
        if any(not c.is_vowel or c.is_multicolored for c in display):
            raise (display_node or node).fail("display: only the 15 coloured vowel cards are displayed")
    elif fields.get("display") is not None:
        raise fields.require("display").fail(f"display: {NO_DISPLAY}")
    returned_node = fields.get("returned")
    returned = claim(returned_node, "returned") if returned_node else []
    table: list[LetterCard] = []
    table_node = fields.get("table")
    if table_node is not None:
        if setup.mode is not LetterTricksMode.TEAM:
            raise table_node.fail("table: only the team game leaves cards on the table")
        table = claim(table_node, "table")
    tricks_node = fields.get("tricks")
    tricks = [_trick(setup, names, trick) for trick in (tricks_node.items("tricks") if tricks_node else [])]
    collected = read_collected(fields, setup, names, tricks)
    return read_hand_claims(fields, setup, names, teams,
                            HandClaims(deal, passed, display, returned, table, tricks, collected))


def _passed(setup: GameSetup, names: list[str], deal: dict[int, list[LetterCard]],
            node: Node) -> list[tuple[int, list[LetterCard]]]:
    """Cooperative setup: the cards each player passes left, each one they were dealt, once."""
    passed = []
    for who, _, value in by_seat(names, node, "passed"):
        cards = parse_cards(value, "passed", setup)
        missing = [str(c) for c in cards if c not in deal[who]]
        if missing:
            raise value.fail(f"passed: {names[who]} was not dealt {', '.join(missing)}")
        twice = sorted({str(c) for c in cards if cards.count(c) > 1})
        if twice:
            raise value.fail(f"passed: {names[who]} passes {', '.join(twice)} twice")
        passed.append((who, cards))
    return passed


def _trick(setup: GameSetup, names: list[str], node: Node) -> TrickClaims:
    fields = Fields(node, "trick", TRICK_KEYS)
    n = len(names)
    plays_node = fields.require("plays")
    try:
        cards = parse_cards(plays_node, "plays", setup)
    except RecordError:
        if left_blank(plays_node):
            raise left_as_printed(plays_node, "plays", "write the trick's cards, or delete the tricks not "
                                  "played (a game in progress)") from None
        raise
    if len(cards) != n:
        raise plays_node.fail(f"plays: expected {n} cards, one per player, got {len(cards)}")
    if played_twice(cards):
        raise plays_node.fail(f"plays: {PLAYED_TWICE}")
    leader_node = fields.get("leader")
    leader = seat(names, leader_node, "leader") if leader_node is not None else None
    picks_node = fields.get("picks")
    picks: dict[int, LetterCard] | None = None
    if picks_node is not None:
        if setup.mode is LetterTricksMode.COOPERATIVE:
            raise picks_node.fail("picks: cooperative tricks have no picks")
        picks = {}
        for key, value in picks_node.mapping("picks"):
            picks[seat(names, key, "picks")] = parse_card(value, "picks", setup)
    winner_node = fields.get("winner")
    winner = (seat(names, winner_node, "winner"), winner_node.text("winner")) if winner_node is not None else None
    victory: tuple[str, ...] | None = None
    word: str | None = None
    if setup.mode is LetterTricksMode.TEAM:
        claim_node = fields.get("victory")
        victory = tuple(claim_node.texts("victory")) if claim_node is not None else None
    elif setup.mode is LetterTricksMode.COOPERATIVE:
        word_node = fields.get("word")
        word = word_node.text("word") if word_node else None
    return TrickClaims(tuple(cards), leader, picks, winner, victory, word)
