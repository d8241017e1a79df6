"""Pure game rules, one module per game; nothing here imports click or prints.

`REGISTRY` says where each game's code lives. Each game's rules module offers
`adjudicate(root, lexicon) -> Adjudication` for its records, used by `score-sheet`: its `record`
is the JSON object of the interface contract, printed as it is for JSON and YAML, and its typed
`result` is what the game's table, analysis and the standings read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.records import Node


class Game(str, Enum):
    """The four games, by the names used in records and on the command line."""

    FIRST_CLASS_LETTERS = "first-class-letters"
    LETTER_ROLL = "letter-roll"
    LETTER_TRICKS = "letter-tricks"
    LETTERFLIP = "letterflip"


class GameEntry(NamedTuple):
    """One game: its names, whether it reads misspellings as their corrections, and where its code
    lives, as module paths: nothing is imported until a record or a command needs it, so a cold
    `referee check-word` never loads the other games' rules."""

    title: str
    """The game's name as the rulebook spells it, for messages."""
    short: str
    """The game's name in a narrow table column (standings)."""
    corrects: bool
    """Whether the rulebook scores a misspelled word as its correct spelling (`games/reading.py`)."""
    rules: str
    """Defines `adjudicate(root, lexicon) -> Adjudication`, what `score-sheet` calls."""
    table: str
    """Defines `record_table(ruling) -> str`, the table a person reads."""
    template: str
    """Defines `template(request) -> str`, the blank record `referee new GAME` prints."""
    roll: str
    """The `referee roll GAME` command (a module defining `command`)."""
    hint: str
    """The `referee hint GAME` command."""
    example: str
    """The example (in data/examples/GAME/) a bare `referee example GAME` prints."""
    dice: str | None = None
    """The dice file (in data/) the referee rolls by default, if the game has dice to describe."""


REGISTRY: dict[Game, GameEntry] = {
    Game.FIRST_CLASS_LETTERS: GameEntry(
        title="First-Class Letters", short="First-Class", corrects=True,
        rules="referee.games.first_class.record.game", table="referee.games.first_class.table",
        template="referee.games.first_class.template", roll="referee.commands.roll_first_class",
        hint="referee.commands.hint_first_class", example="game-night", dice="first-class-dice.yaml"),
    Game.LETTER_ROLL: GameEntry(
        title="Letter Roll", short="Letter Roll", corrects=True,
        rules="referee.games.letter_roll.record", table="referee.games.letter_roll.table",
        template="referee.games.letter_roll.template", roll="referee.commands.roll_letter_roll",
        hint="referee.commands.hint_letter_roll", example="four-players", dice="letter-roll-dice.yaml"),
    Game.LETTER_TRICKS: GameEntry(
        title="LetterTricks", short="LetterTricks", corrects=False,
        rules="referee.games.letter_tricks.record.game", table="referee.games.letter_tricks.table",
        template="referee.games.letter_tricks.template", roll="referee.commands.roll_letter_tricks",
        hint="referee.commands.hint_letter_tricks", example="four-players"),
    Game.LETTERFLIP: GameEntry(
        title="Letterflip", short="Letterflip", corrects=False,
        rules="referee.games.letterflip.record", table="referee.games.letterflip.table",
        template="referee.games.letterflip.template", roll="referee.commands.roll_letterflip",
        hint="referee.commands.hint_letterflip", example="standard-game"),
}
"""The one list of the games: every other list of them (the `roll` and `hint` subcommands, the
GAME choices, score-sheet's rules and tables, `new`, `example`, the analyses) is derived from it
or checked against it by tests/test_registry.py, so a game cannot be added in one place only."""

GAME_NAMES = tuple(game.value for game in Game)
"""The games' names in the registry's order, for command-line choices and messages."""


class Dispute(Protocol):
    """One point the referee rules against a record, as every game types it: a reason code (a
    member of the game's own code enum, so `str`) and the sentence a player reads, which is what
    the JSON's `disputes` carries. A game's dispute may say more (Letterflip's says which turn)."""

    @property
    def code(self) -> str: ...

    @property
    def text(self) -> str: ...


class Adjudication:
    """A record ruled on: its output object (the contract's JSON), every point the referee rules
    against it, and the game's typed result that the object was built from, for the table, the
    analysis and the standings to read. (A plain class rather than a dataclass: this module is on
    every cold run's path, and defining a dataclass costs about a millisecond.)"""

    __slots__ = ("_record", "analysis", "disputes", "game", "result")

    def __init__(self, game: Game, record: dict[str, Any] | Callable[[], dict[str, Any]],
                 disputes: Sequence[Dispute] = (), result: object = None, analysis: object = None) -> None:
        self.game = game
        """Which game was ruled."""
        self._record = record
        self.disputes = disputes
        self.result = result
        """The game's own result type (each game's `result.py`, set by every game's `adjudicate`):
        what the table, the analysis and the standings read. None only in a test's hand-built ruling."""
        self.analysis = analysis
        """`score-sheet --analyse`'s typed analysis (each game's own), for its table; None unless asked."""

    def __repr__(self) -> str:
        return f"Adjudication({self.game.value}, {len(self.disputes)} disputes)"

    @property
    def record(self) -> dict[str, Any]:
        """The record's output object. A game may give the function that builds it (its result's
        `as_json`), called here the first time it is asked for: `standings` reads the typed result
        and never prints a record, and building the object was about a fourteenth of a record's ruling."""
        record = self._record
        if callable(record):
            record = self._record = record()
        return record

    @property
    def upheld(self) -> bool:
        return not self.disputes

    @property
    def dispute_texts(self) -> list[str]:
        """The disputes as the JSON carries them: one sentence each."""
        return [dispute.text for dispute in self.disputes]


T = TypeVar("T")


def typed(value: object, kind: type[T], what: str) -> T:
    """A ruling's `result` or `analysis` as the game's own type, for its table, analysis and
    standings; a TypeError naming what came instead (a wrong dispatch, never bad input)."""
    if not isinstance(value, kind):
        raise TypeError(f"not {what}: {type(value).__name__}")
    return value


def game_of(root: Node) -> Game:
    """The record's `game:`, with a did-you-mean for a near miss."""
    if not root.is_mapping:
        from referee.records.fields import missing_colon, records_in_a_list

        raise root.fail(f"record: expected a mapping with a 'game:' key, got {root.describe()}"
                        + (missing_colon(root, ["game"]) or records_in_a_list(root)))
    node = root.fields("record").get("game")
    if node is None or node.is_null:
        raise root.fail("record: missing 'game' (one of " + ", ".join(GAME_NAMES) + ")")
    from referee.records import did_you_mean

    name = node.text("game").lower()
    try:
        return Game(name)
    except ValueError:
        raise node.fail(f"game: unknown game {name!r}" + did_you_mean(name, GAME_NAMES)
                        + f" (expected one of {', '.join(GAME_NAMES)})") from None


RECORD_LABELS = ("date", "title", "notes", "night")
"""Keys any record of any game may carry to say when and where it was played; no rule reads them
(`night` groups records into game nights for `referee standings`)."""


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule on a record of any game, with that game's rules (imported only when a record needs it)."""
    import importlib

    rules = importlib.import_module(REGISTRY[game_of(root)].rules)
    ruling: Adjudication = rules.adjudicate(root, lexicon)
    return ruling


def night_of(root: Node, default: str) -> str:
    """The game night a record belongs to: its `night:` key, else `default` (its file)."""
    node = root.fields("record").get("night") if root.is_mapping else None
    return default if node is None else node.text("night")
