"""One LetterTricks trick on its own, as `trick-winner` takes it: from arguments or a document.

A trick document is a mapping with `plays:` (leader first) and optionally `players:` (names, or
how many), `mode:`, `leader:`, `picks:`, `hands:` (each seat's cards before the trick, to check
must-follow) and `display:` (3 players: the vowels still face up).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.letter_tricks import VOWELS, Card, GameSetup, Mode
from referee.games.letter_tricks_play import HandState, Name, play_trick
from referee.games.letter_tricks_records import parse_card, parse_cards
from referee.records import Fields, Node, did_you_mean

TRICK_DOCUMENT_KEYS = ["game", "mode", "players", "variants", "leader", "plays", "picks", "hands",
                       "display"]


def rule_single_trick(cards: Sequence[Card], mode: Mode = Mode.COMPETITIVE,
                      names: Sequence[Name] | None = None, leader: int = 0,
                      hands: Mapping[int, Sequence[Card]] | None = None,
                      picks: Mapping[int, Card] | None = None,
                      display: Sequence[Card] | None = None) -> dict[str, Any]:
    """The trick object of interface section 8 for one trick (seats from 0; names default 1..N)."""
    players: list[Name] = list(names) if names is not None else list(range(1, len(cards) + 1))
    setup = GameSetup(mode, len(players))
    state = HandState(setup, players, holdings={s: list(c) for s, c in (hands or {}).items()})
    if setup.three_player:
        state.display = list(display) if display is not None else list(VOWELS)
    return play_trick(state, 1, leader, list(cards), dict(picks) if picks is not None else None)


def _seat(node: Node, names: list[Name], what: str) -> int:
    value = node.scalar() if not (node.is_mapping or node.is_sequence) else None
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(names):
        return value - 1
    text = node.text(what)
    for seat, name in enumerate(names):
        if str(name).lower() == text.lower():
            return seat
    raise node.fail(f"{what}: {text!r} is not a player or seat" + did_you_mean(text, map(str, names))
                    + f" (players: {', '.join(map(str, names))})")


def rule_trick_document(root: Node) -> dict[str, Any]:
    """A trick document ruled: the trick object, with schema errors at their positions."""
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
    leader = _seat(leader_node, names, "leader") if leader_node else 0
    hands: dict[int, list[Card]] = {}
    hands_node = fields.get("hands")
    if hands_node is not None:
        for key, value in hands_node.mapping("hands"):
            hands[_seat(key, names, "hands")] = parse_cards(value, "hands")
    picks: dict[int, Card] | None = None
    picks_node = fields.get("picks")
    if picks_node is not None:
        picks = {_seat(key, names, "picks"): parse_card(value, "picks")
                 for key, value in picks_node.mapping("picks")}
    display_node = fields.get("display")
    display = parse_cards(display_node, "display") if display_node else None
    return rule_single_trick(cards, mode, names, leader, hands, picks, display)
