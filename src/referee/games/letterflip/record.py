"""Reading a Letterflip record (interface section 9) and ruling on it: the only module of the game
that reads `referee.records` nodes, so every schema message and its position is made here.

`adjudicate` is what `score-sheet` calls (the registry names this module); `situation_from_log`
and `card_from_file` read the files `referee answer` and `referee hint letterflip` are given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.dictionary import fold, is_plain
from referee.errors import OptionError, RecordError
from referee.games import GAME_NAMES, RECORD_LABELS, Adjudication, Game
from referee.games.letterflip.card import (
    PLAYERS,
    SIDES,
    WORD_LENGTHS,
    GuessError,
    LetterflipCard,
    Side,
    card_problems,
    two_players,
)
from referee.games.letterflip.guesses import (
    YES,
    Answer,
    Guess,
    LetterGuess,
    PositionGuess,
    WordGuess,
    parse_guess,
)
from referee.games.letterflip.replay import Record, Replay, Situation, Turn, replay, situation
from referee.games.letterflip.result import game_result
from referee.records import Fields, Node, brackets_left_out, did_you_mean, left_as_printed, left_blank, read_paths
from referee.records.written import quoted_number

if TYPE_CHECKING:
    from referee.dictionary import Lexicon

RECORD_KEYS = ["game", "side", "players", "cards", "turns", "winners", "seed", *RECORD_LABELS]
TURN_KEYS = ["player", "letter", "word", "position", "answer"]
CARD_FILE_KEYS = ["game", "side", "seed", "card"]
"""A card file: what `referee roll letterflip -f yaml` prints (`card: [...]`)."""


def _name(node: Node, what: str, players: Sequence[str]) -> str:
    name = node.text(what)
    for player in players:
        if player.lower() == name.lower():
            return player
    raise node.fail(f"{what}: {name!r} is not one of the players ({', '.join(players)})"
                    + did_you_mean(name, players))


def read_record(root: Node) -> Record:
    """Read a record, raising RecordError (with its position) where it breaks the schema."""
    fields = Fields(root, "record", RECORD_KEYS)
    side_node = fields.get("side")
    side = SIDES[side_node.choice("side", list(SIDES))] if side_node else Side.STANDARD
    players_node = fields.require("players")
    players = players_node.texts("players") if players_node.is_sequence else []
    if len(players) != PLAYERS:
        raise players_node.fail(f"players: expected a list of two names, got {players_node.describe()}"
                                + (f" of {len(players)}" if players_node.is_sequence else ""))
    if not two_players(players):
        raise players_node.fail(f"players: the two players need different names, got {players[0]!r} twice")
    cards_node = fields.require("cards")
    cards: dict[str, LetterflipCard] = {}
    entries = cards_node.mapping("cards")
    for at, (key, value) in enumerate(entries):
        name = _name(key, "cards", players)
        try:
            words = value.texts(f"cards: {name}")
        except RecordError:
            if left_blank(value):  # `[~, ~, ~, ~]`, as `referee new` prints it
                raise left_as_printed(value, f"cards: {name}", f"write the four words {name} is trying to "
                                      "identify, 3, 4, 5 and 6 letters") from None
            raise
        problems = card_problems(words)
        if problems:
            # `{Ann: cat, frog, wagon, bridge, Bob: [...]}`: YAML read frog, wagon and bridge as keys
            following = brackets_left_out(entries, at + 1, "cards") if at + 1 < len(entries) else ""
            raise value.fail(f"cards: {name}: " + "; ".join(problems) + following)
        cards[name] = LetterflipCard.of(words)
    for name in players:
        if name not in cards:
            raise cards_node.fail(f"cards: missing the words {name} is trying to identify")
    turns_node = fields.get("turns")
    turns = tuple(_read_turn(item, players) for item in turns_node.items("turns")) if turns_node else ()
    winners_node = fields.get("winners")
    claimed = None
    if winners_node is not None:
        claimed = tuple(_name(item, "winners", players) for item in winners_node.items("winners"))
    return Record(side, tuple(players), {p: cards[p] for p in players}, turns, claimed)


def _read_turn(node: Node, players: Sequence[str]) -> Turn:
    fields = Fields(node, "turn", TURN_KEYS)
    player = _name(fields.require("player"), "player", players)
    given = [key for key in ("letter", "word", "position") if fields.get(key) is not None]
    if len(given) != 1:
        blank = [key for key in ("letter", "word", "position") if key in fields.values]
        if blank and not given:
            raise left_as_printed(node, "turn", "write the guess, or delete the turn",
                                  ", ".join(f"{key}: ~" for key in blank))
        raise node.fail("turn: expected exactly one of letter, word or position, got "
                        + (", ".join(given) if given else "none"))
    kind = given[0]
    value = fields.require(kind)
    guess: Guess
    if kind == "letter":
        guess = LetterGuess(value.letter("letter"))
    elif kind == "word":
        word = fold(value.text("word"))
        if not is_plain(word):
            raise value.fail(f"word: expected a word of letters A-Z, got {value.describe()}")
        guess = WordGuess(word)
    elif value.is_mapping:
        spot = Fields(value, "position", ["letter", "at"])
        guess = PositionGuess(spot.require("letter").letter("position letter"),
                              spot.require("at").integer("position at", minimum=1, maximum=max(WORD_LENGTHS)))
    else:
        try:
            parsed = parse_guess(value.text("position"))
        except GuessError as exc:
            raise value.fail(f"position: {exc}") from None
        if not isinstance(parsed, PositionGuess):
            raise value.fail(f"position: expected {{letter: W, at: 1}} or W@1, got {value.describe()}")
        guess = parsed
    return Turn(player, guess, _read_answer(fields.get("answer"), guess), node.where.line)


def _read_answer(node: Node | None, guess: Guess) -> Answer | None:
    if node is None:
        return None
    value = node.scalar() if not (node.is_mapping or node.is_sequence) else None
    if isinstance(value, str) and value.strip().lower() in YES:
        value = YES[value.strip().lower()]  # a quoted 'yes' or 'no' means what it says
    if isinstance(guess, LetterGuess):
        if value is False:
            return 0
        if isinstance(value, bool) or not isinstance(value, int):
            raise node.fail(f"answer: expected how many times {guess.letter} occurs (0-6), "
                            f"got {node.describe()}{quoted_number(value)}")
        if not 0 <= value <= max(WORD_LENGTHS):
            raise node.fail(f"answer: expected how many times {guess.letter} occurs (0-6), got {node.describe()}")
        return value
    if not isinstance(value, bool):
        raise node.fail(f"answer: expected yes or no, got {node.describe()}")
    return value


def replay_record(root: Node) -> tuple[Record, Replay]:
    """Read a record and replay its log: where each player stands now (for `answer`, `hint`)."""
    record = read_record(root)
    return record, replay(record.cards, record.turns)


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule on a whole Letterflip record: every answer, every turn, the winner."""
    record, game = replay_record(root)
    result = game_result(record, game, lexicon)
    return Adjudication(Game.LETTERFLIP, result.as_json, list(result.disputes), result)


def first_document(path: str, option: str, what: str) -> Node:
    """The first document of the file an option names (`what`: a card or a game log), read as
    `option FILE` (the name a second reader of stdin is told)."""
    item = next(read_paths([path], reader=f"{option} {path}", what=what))  # a document, or why there is none
    if isinstance(item, Exception):
        raise item
    return item.root


def situation_from_log(path: str, player: str | None, option: str = "--log") -> Situation:
    """The card, word in play and knowledge of a player (default: the one to play) from a game log.

    A log that cannot say it (no turn played and no --player, a name not at the table) is an
    `OptionError` naming the option to fix.
    """
    root = first_document(path, option, "game log")
    record, game = replay_record(root)
    if player is None:
        if game.to_play is None and not game.winners:
            raise OptionError(f"{option}: no turn played yet, so say whose guess it is with "
                              f"--player ({' or '.join(record.players)})")
        name = game.to_play or record.players[0]
    else:
        matches = [p for p in record.players if p.lower() == player.strip().lower()]
        if not matches:
            raise OptionError(f"{player!r} is not a player of {path} ({', '.join(record.players)})",
                              "--player")
        name = matches[0]
    return situation(game, name)


def card_from_file(path: str, player: str | None) -> tuple[LetterflipCard, Situation | None]:
    """`--card FILE`: a card file (`card: [...]`, or a bare list) gives the card; a game log (it has
    `cards:` or `turns:`) gives where the player stands in it instead."""
    root = first_document(path, "--card", "card")
    fields = root.fields("card file") if root.is_mapping else {}
    if "cards" in fields or "turns" in fields:
        return LetterflipCard(()), situation_from_log(path, player, "--card")
    card_node = root if root.is_sequence else _card_fields(root).require("card")
    words = card_node.texts("card")
    try:
        return LetterflipCard.of(words), None
    except GuessError as exc:
        raise card_node.fail(f"card: {exc}") from None


def _card_fields(root: Node) -> Fields:
    """A card file's keys, its `game:` and `side:` read too though the words alone answer: a
    slip in them (`side: purple`, another game's file) is told, not passed over."""
    fields = Fields(root, "card file", CARD_FILE_KEYS)
    game = fields.get("game")
    if game is not None and game.choice("game", GAME_NAMES) != Game.LETTERFLIP.value:
        raise game.fail(f"game: a card file holds a Letterflip card, got {game.describe()}")
    side = fields.get("side")
    if side is not None:
        side.choice("side", list(SIDES))
    return fields
