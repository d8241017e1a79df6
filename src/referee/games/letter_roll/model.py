"""Letter Roll's vocabulary: the variants and the dice they roll, the seating, a round as written.

The rulebook: the roller picks four dice and the player to their left removes one, leaving three
letters in play; the dice pass to the left; each player rolls 3, 2 or 1 times by player count.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from referee.games import Game

GAME = Game.LETTER_ROLL.value
MIN_PLAYERS, MAX_PLAYERS = 2, 8


class Variation(str, Enum):
    """The rulebook's variations that change the dice and the letters in play."""

    TWO_LETTER = "two-letter"
    """Three dice rolled, one removed, words contain the two letters."""
    FOUR_LETTER = "four-letter"
    """Five dice rolled, one removed, words contain all four letters."""
    WHITE_DICE = "white-dice"
    """Younger players, just the white dice: the two white dice rolled, none removed, two letters."""
    WHITE_BLUE_DICE = "white-blue-dice"
    """Younger players, the white and blue dice only: the usual roll from those five dice."""


@dataclass(frozen=True)
class DiceRules:
    """What the variants played mean for the roll: letters in play, a die removed, which colours."""

    variants: tuple[Variation, ...] = ()
    in_play: int = 3
    removal: bool = True
    colours: tuple[str, ...] | None = None
    """The dice colours allowed (None: any of the seven dice)."""

    @property
    def rolled(self) -> int:
        return dice_rolled(self.in_play, self.removal)

    def colours_refused(self, colours: Sequence[str]) -> str | None:
        """Why a roll of dice of these colours is not the variant's ("Use just the white dice or the
        white and blue dice"), or None when every colour is played."""
        if self.colours is None:
            return None
        off = [c for c in dict.fromkeys(colours) if c not in self.colours]
        if not off:
            return None
        variant = next(v.value for v in self.variants if v in (Variation.WHITE_DICE, Variation.WHITE_BLUE_DICE))
        return (f"dice rolled {', '.join(colours)}, but {variant} plays just the "
                f"{' and '.join(self.colours)} dice (not {' or '.join(off)})")

    @property
    def default_colours(self) -> tuple[str, ...]:
        """The referee's default choice of dice when the roller names none (docs/letter-roll.md)."""
        if self.colours == ("white",):
            return ("white",) * self.rolled
        if self.colours is not None:
            return ("white", "white", "blue", "blue", "blue")[: self.rolled]
        return {3: ("white", "white", "blue"), 4: ("white", "white", "blue", "orange"),
                5: ("white", "white", "blue", "blue", "orange")}[self.rolled]


def dice_rolled(in_play: int, removal: bool) -> int:
    """The dice rolled for this many letters in play: "The roller selects any four of the seven
    dice", one is removed and three are in play; with no removal (the tie-break round, white
    dice) every die rolled is in play."""
    return in_play + 1 if removal else in_play


def dice_rules(variants: Sequence[Variation]) -> DiceRules:
    """The roll the variants make; raises ValueError for variants that cannot be played together."""
    chosen = tuple(dict.fromkeys(variants))
    if Variation.TWO_LETTER in chosen and Variation.FOUR_LETTER in chosen:
        raise ValueError("two-letter and four-letter cannot both be played")
    if Variation.WHITE_DICE in chosen and Variation.WHITE_BLUE_DICE in chosen:
        raise ValueError("white-dice and white-blue-dice cannot both be played")
    if Variation.WHITE_DICE in chosen:
        if Variation.FOUR_LETTER in chosen:
            raise ValueError("white-dice (two dice, both in play) cannot be played with four-letter")
        return DiceRules(chosen, 2, False, ("white",))
    in_play = 2 if Variation.TWO_LETTER in chosen else 4 if Variation.FOUR_LETTER in chosen else 3
    colours = ("white", "blue") if Variation.WHITE_BLUE_DICE in chosen else None
    return DiceRules(chosen, in_play, True, colours)


def rolls_per_player(players: int) -> int:
    """How many times each player is the roller (rulebook table: 2-3: 3, 4-5: 2, 6-8: 1)."""
    if players <= 3:
        return 3
    if players <= 5:
        return 2
    return 1


def rounds_in_game(players: int) -> int:
    """A whole game's rounds: each player is the roller `rolls_per_player` times."""
    return rolls_per_player(players) * players


def least_minimum(minimum: Mapping[str, int], players: Iterable[str]) -> int | None:
    """The shortest word every player of a round must write: the smallest of their minimum lengths
    when each of them has one (the variation sets a minimum per player), else None."""
    names = list(players)
    if names and all(name in minimum for name in names):
        return min(minimum[name] for name in names)
    return None


def finished(rounds_played: int, players: int) -> bool:
    """Whether the game is over: "Play continues ... until each player has been the roller the
    required number of times" (a round more is ruled against the record, not a longer game)."""
    return rounds_played >= rounds_in_game(players)


@dataclass
class SeatingOrder:
    """The players in seating order; the dice pass to the left, i.e. to the next name listed."""

    names: list[str]
    _by_fold: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._by_fold = {name.casefold(): name for name in self.names}

    def find(self, text: str) -> str | None:
        """The seated player a name means (case-insensitive), or None."""
        return self._by_fold.get(text.casefold())

    def left_of(self, player: str) -> str:
        return self.names[(self.names.index(player) + 1) % len(self.names)]


@dataclass(frozen=True)
class WrittenRound:
    """One round as typed up from the sheets (or the tie-break round)."""

    label: str
    roller: str | None
    rolled: tuple[str, ...] | None
    colours: tuple[str, ...] | None
    removed: str | None
    letters: tuple[str, ...]
    min_length: dict[str, int]
    lists: dict[str, tuple[str, ...]]
    claimed: dict[str, int]


class DisputeCode(str, Enum):
    """Why the referee rules against a record: each a rulebook rule the record breaks."""

    LETTERS_IN_PLAY = "letters-in-play"
    """Not as many letters in play as the variant plays (or, in the tie-break round, tied players)."""
    DICE_ROLLED = "dice-rolled"
    """Not as many dice rolled as the variant rolls."""
    NOT_ROLLED = "not-rolled"
    """A letter in play that no die rolled shows."""
    DICE_COLOURS = "dice-colours"
    """A die of a colour the variant does not play (white-dice: white only; white-blue-dice: no orange)."""
    REMOVAL = "removal"
    """Not exactly one die removed (or one removed where none is)."""
    REMOVED_CLAIM = "removed-claim"
    """The die the record says was removed is not the one the roll less the letters leaves."""
    SCORE_CLAIM = "score-claim"
    """A round's score on the sheet that the referee does not count."""
    TOTAL_CLAIM = "total-claim"
    """A total on the sheet that the referee does not count."""
    ROTATION = "rotation"
    """A round rolled by someone other than the player to the left of the last roller."""
    TOO_MANY_ROUNDS = "too-many-rounds"
    """More rounds than each player's rolls make."""
    ROLLS_PER_PLAYER = "rolls-per-player"
    """A whole game in which some player rolled more or fewer times than the table gives."""
    TIEBREAK_NO_LIST = "tiebreak-no-list"
    """A tied player with no list in the tie-break round (counted as no words)."""
    TIEBREAK_TOO_EARLY = "tiebreak-too-early"
    """A tie-break round before the game is over."""
    TIEBREAK_NO_TIE = "tiebreak-no-tie"
    """A tie-break round with no tie for the highest total."""
    TIEBREAK_NOT_TIED = "tiebreak-not-tied"
    """Words in the tie-break round from a player who was not tied."""
    TIEBREAK_ROLLER = "tiebreak-roller"
    """A tie-break round rolled by a player who was not tied (the tied players roll it)."""


@dataclass(frozen=True)
class Dispute:
    """One point ruled against the record: a reason code and the sentence a player reads (the JSON's
    `disputes` carries the sentence, as it always has; it starts with the part of the record meant)."""

    code: DisputeCode
    text: str
