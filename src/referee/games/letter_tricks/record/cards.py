"""Reading cards, seats, names and teams from a LetterTricks record or trick document, and the
trick documents `trick-winner` is given: every schema message about them is made here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.errors import RecordError
from referee.games.letter_tricks.cards import PARSED_CARDS, CardError, LetterCard
from referee.games.letter_tricks.play import Name, TrickPlay
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.games.letter_tricks.single_trick import NO_DISPLAY, rule_single_trick
from referee.games.letter_tricks.trick import PLAYED_TWICE, played_twice
from referee.records import Fields, Node, brackets_left_out, did_you_mean, left_as_printed, left_blank

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence


TRICK_DOCUMENT_KEYS = ["game", "mode", "players", "variants", "leader", "plays", "picks", "hands",
                       "display"]


# --- reading cards and names ---------------------------------------------------------------------
def parse_card(node: Node, what: str, setup: GameSetup | None = None) -> LetterCard:
    """A card of the deck (and of this game's deck), or a schema error at its position."""
    text = node.text(what)
    named = _named(setup.in_deck) if setup is not None else None
    card = named.get(text) if named is not None else None
    if card is not None:  # written this way before, in a game with this deck: checked then
        return card
    try:
        card = LetterCard.parse(text)
    except CardError as exc:
        raise node.fail(f"{what}: {exc}") from None
    if setup is not None and named is not None:
        if card not in setup.in_deck:
            raise node.fail(f"{what}: {card} is not used in this game "
                            f"({setup.deck_name()}: {len(setup.deck)} cards)")
        if len(named) < 4096:
            named[text] = card
    return card


_NAMED: dict[frozenset[LetterCard], dict[str, LetterCard]] = {}


def _named(in_deck: frozenset[LetterCard]) -> dict[str, LetterCard]:
    """The cards of one deck read so far, by their text as written (`Y:A`, `y:a`): a list of cards
    that are all here is read without a wrapper or a check for each card (`Node.plain_entries`)."""
    named = _NAMED.get(in_deck)
    if named is None:
        named = _NAMED[in_deck] = {}
    return named


def parse_cards(node: Node, what: str, setup: GameSetup | None = None) -> list[LetterCard]:
    """A list of cards, or one string of cards separated by spaces or commas."""
    if node.is_sequence:
        known = node.plain_entries(_named(setup.in_deck) if setup is not None else PARSED_CARDS)
        if known is not None:
            return known
        return [parse_card(item, f"{what} entry", setup) for item in node.items(what)]
    text = node.text(what)
    cards: list[LetterCard] = []
    for token in text.replace(",", " ").split():
        try:
            card = LetterCard.parse(token)
        except CardError as exc:
            raise node.fail(f"{what}: {exc}") from None
        if setup is not None and card not in setup.in_deck:
            raise node.fail(f"{what}: {card} is not used in this game ({setup.deck_name()})")
        cards.append(card)
    return cards


def seat(names: Sequence[str], node: Node, what: str, hint: str = "") -> int:
    """The seat of the player a node names (exactly, else ignoring case), or a schema error; `hint`,
    when the name is a word of a list typed without its brackets, says so instead of a did-you-mean."""
    name = node.text(what)
    if name in names:  # the usual case, the name as `players:` spells it: found in C
        return names.index(name)
    for index, known in enumerate(names):
        if known.lower() == name.lower():
            return index
    raise node.fail(f"{what}: {name!r} is not a player" + ("" if hint else did_you_mean(name, names))
                    + f" (players: {', '.join(names)}){hint}")


def by_seat(names: Sequence[str], node: Node, what: str) -> Iterator[tuple[int, Node, Node]]:
    """A mapping keyed by player (`collected: {Ann: [...]}`), entry by entry: the seat, the key and
    the value; a key that is a word of a list typed in braces without its brackets (`{Ann: Y:D, Y:O}`)
    is told the list it meant, not only that it is no player."""
    entries = node.mapping(what)
    for at, (key, value) in enumerate(entries):
        yield seat(names, key, what, brackets_left_out(entries, at, what) if value.is_null else ""), key, value


def player_names(node: Node) -> list[str]:
    names = [item.text("players entry") for item in node.items("players", of="names")]
    seen: set[str] = set()
    for item, name in zip(node.items("players", of="names"), names, strict=True):
        if name.lower() in seen:
            raise item.fail(f"players: {name!r} is listed twice")
        seen.add(name.lower())
    return names


def parse_teams(node: Node | None, names: Sequence[str]) -> list[list[int]]:
    """`teams: [[Ann, Cat], [Bob, Dan]]`; by default partners sit opposite (seats 1+3, 2+4)."""
    if node is None:
        return [[0, 2], [1, 3]]
    teams = [[seat(names, member, "teams") for member in team.items("teams entry")]
             for team in node.items("teams")]
    seats = sorted(s for team in teams for s in team)
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or seats != [0, 1, 2, 3]:
        raise node.fail("teams: expected two teams of two players, every player in one team")
    return teams


def words_of(names: Sequence[str], fields: Fields) -> dict[int, list[str]]:
    """Competitive: each seat's words (`words: {Ann: [quiz]}`)."""
    node = fields.get("words")
    words: dict[int, list[str]] = {}
    if node is not None:
        for who, _, value in by_seat(names, node, "words"):
            try:
                words[who] = [] if value.is_null else value.texts("words")
            except RecordError:
                if left_blank(value):  # `[~]`, as `referee new` prints it
                    raise left_as_printed(value, f"words {names[who]}", f"write the words {names[who]} made ([] "
                                          "for none), or leave out words: while the hand is being played") from None
                raise
    return words


# --- a trick document (trick-winner) ------------------------------------------------------------
def _trick_seat(node: Node, names: list[Name], what: str, hint: str = "") -> int:
    """A seat a trick document names by number (from 1) or name; `hint` as for `seat`."""
    value = node.scalar() if not (node.is_mapping or node.is_sequence) else None
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(names):
        return value - 1
    text = node.text(what)
    for seat, name in enumerate(names):
        if str(name).lower() == text.lower():
            return seat
    raise node.fail(f"{what}: {text!r} is not a player or seat" + ("" if hint else did_you_mean(text, map(str, names)))
                    + f" (players: {', '.join(map(str, names))}){hint}")


def read_trick(root: Node) -> TrickPlay:
    """A trick document (`trick-winner` FILE) ruled, with schema errors at their positions."""
    fields = Fields(root, "trick", TRICK_DOCUMENT_KEYS)
    plays_node = fields.require("plays")
    cards = parse_cards(plays_node, "plays")
    mode_node = fields.get("mode")
    mode = LetterTricksMode(mode_node.choice("mode", [m.value for m in LetterTricksMode])) if mode_node \
        else LetterTricksMode.COMPETITIVE
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
    if played_twice(cards):
        raise plays_node.fail(f"plays: {PLAYED_TWICE}")
    problem = GameSetup(mode, len(names)).check()
    if problem:
        raise (players_node or plays_node).fail(f"players: {problem}")
    leader_node = fields.get("leader")
    leader = _trick_seat(leader_node, names, "leader") if leader_node else 0
    hands: dict[int, list[LetterCard]] = {}
    hands_node = fields.get("hands")
    if hands_node is not None:
        entries = hands_node.mapping("hands")
        for at, (key, value) in enumerate(entries):  # the seat first: `{Bob: Y:E, B:V}` gives B:V no cards
            who = _trick_seat(key, names, "hands", brackets_left_out(entries, at, "hands") if value.is_null else "")
            hands[who] = parse_cards(value, "hands")
    picks: dict[int, LetterCard] | None = None
    picks_node = fields.get("picks")
    if picks_node is not None:
        picks = {_trick_seat(key, names, "picks"): parse_card(value, "picks")
                 for key, value in picks_node.mapping("picks")}
    display_node = fields.get("display")
    if display_node is not None and not GameSetup(mode, len(names)).three_player:
        raise display_node.fail(f"display: {NO_DISPLAY}")
    display = parse_cards(display_node, "display") if display_node else None
    return rule_single_trick(cards, mode, names, leader, hands, picks, display)
