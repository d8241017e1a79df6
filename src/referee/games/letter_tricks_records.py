"""LetterTricks records: reading cards, players and teams with their positions, and the state
that carries over from hand to hand while a record is replayed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.dictionary import Lexicon
from referee.games.letter_tricks import Card, CardError, GameSetup, Mode
from referee.records import Node, did_you_mean


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


@dataclass
class Context:
    """What stays the same through a record, and what carries over from hand to hand."""

    setup: GameSetup
    names: list[str]
    lexicon: Lexicon
    teams: list[list[int]] = field(default_factory=list)
    disputes: list[str] = field(default_factory=list)
    team_cards: dict[int, list[Card]] = field(default_factory=dict)
    """Team game: every card each team has taken so far, over all hands."""
    last_winner: int | None = None
    victory: dict[str, Any] | None = None
    claims_victory: bool = False

    def seat(self, node: Node, what: str) -> int:
        name = node.text(what)
        for seat, known in enumerate(self.names):
            if known == name:
                return seat
        for seat, known in enumerate(self.names):
            if known.lower() == name.lower():
                return seat
        raise node.fail(f"{what}: {name!r} is not a player" + did_you_mean(name, self.names)
                        + f" (players: {', '.join(self.names)})")

    def team_of(self, seat: int) -> int:
        return next(i for i, members in enumerate(self.teams) if seat in members)

    def team_name(self, team: int) -> str:
        return "+".join(self.names[s] for s in self.teams[team])

    def dispute(self, where: str, why: str) -> None:
        self.disputes.append(f"{where}: {why}")


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
    teams = [[ctx.seat(member, "teams") for member in team.items("teams entry")]
             for team in node.items("teams")]
    seats = sorted(s for team in teams for s in team)
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or seats != [0, 1, 2, 3]:
        raise node.fail("teams: expected two teams of two players, every player in one team")
    return teams
