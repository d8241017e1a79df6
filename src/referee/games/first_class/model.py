"""First-Class Letters: the game's shape (rows, rounds, dice, modes, variants) and the solo ranks.

Rules from the rulebook ("Setup", "Solo Play", "Variants"); what every other module of the game
builds on, so it imports none of them but the count of the letter dice (`score.DICE`). Where the
rulebook is silent the ruling is documented in docs/first-class-letters.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from referee.games.first_class.score import DICE as DICE

GAME = "first-class-letters"
ROWS = 7
ROUNDS = 7
DEFAULT_SPECIAL_ROWS = (2, 4, 6)
"""Where the setup letters go when a record lists them without rows (the printed sheet's boxes)."""
RECYCLE_MARK = "*"
"""The recycle symbol on a letter die's face, as a dice file writes it (after the letter)."""

RANKS: tuple[tuple[int, str], ...] = (
    (50, "Postmaster General"),
    (45, "Postmaster"),
    (40, "Supervisor"),
    (35, "Letter Carrier"),
    (30, "Window Clerk"),
    (25, "Mail Sorter"),
    (20, "Stamp Licker"),
)
RANK_FLOOR = min(floor for floor, _name in RANKS)
"""Below the chart's lowest line (20+ Stamp Licker) a solo or cooperative score has no rank."""



class FirstClassMode(str, Enum):
    """How the game is played: against each other, alone, or together on a communal sheet."""

    COMPETITIVE = "competitive"
    SOLO = "solo"
    COOPERATIVE = "cooperative"


class FirstClassVariant(str, Enum):
    """The rulebook's variants; both may be played together."""

    BREEZY = "breezy"
    PRIORITY_MAIL = "priority-mail"


def rank_for(adjusted: int) -> str | None:
    """The Solo Play chart: 20+ Stamp Licker ... 50+ Postmaster General; under 20 no rank."""
    for floor, name in RANKS:
        if adjusted >= floor:
            return name
    return None


def priority_on_the_dice(dice: Sequence[str], priority: str) -> bool:
    """Priority mail: "roll a random letter die ... This is the priority letter", so it is the face
    of one of the round's letter dice. The one statement of the rule: the record reader and the
    round options (`check-word`, `hint`) both ask it."""
    return priority.upper() in {die.upper() for die in dice}


def adjusted_total(total: int, variants: Iterable[FirstClassVariant]) -> int:
    """The score compared to the chart: breezy -10, priority mail +10 (both may apply)."""
    chosen = set(variants)
    return total - 10 * (FirstClassVariant.BREEZY in chosen) + 10 * (FirstClassVariant.PRIORITY_MAIL in chosen)


@dataclass(frozen=True)
class RoundRoll:
    """One round's roll: the three letter dice, the dead letter, the priority letter. Round
    `number` 0 is a roll outside a record's rounds: the one a hint is asked for, a paper row's."""

    number: int
    dice: tuple[str, ...]
    dead: str | None = None
    priority: str | None = None


class DisputeCode(str, Enum):
    """Why the referee rules against a record: each a rulebook rule (or claim) the record breaks."""

    SPECIAL_ROWS_ORDER = "special-rows-order"
    """The setup letters are not in alphabetical order from top to bottom ("Setup")."""
    ROUND_WITHOUT_ROW = "round-without-row"
    """A round played that is on no row of a sheet (a player with no word cancels an empty box)."""
    CHOSEN_NOT_BEST = "chosen-not-best"
    """Cooperative play: the word the group chose is not among the best remaining words."""
    CHOICE_NOT_RECORDED = "choice-not-recorded"
    """Cooperative play: a round's tie with no `chosen`, though later rounds are recorded: the
    group wrote a word before going on, and the record is missing it."""
    CHOSEN_WITHOUT_WORDS = "chosen-without-words"
    """Cooperative play: a word chosen in a round where nobody wrote a word."""
    SCORE_CLAIM = "score-claim"
    """A row's score on the sheet that the referee does not count."""
    TOTAL_CLAIM = "total-claim"
    """A sheet's total that the referee does not count."""
    BOX_SCORE_IMPOSSIBLE = "box-score-impossible"
    """A sheet as written: a box score no checkmarks of the word's letters can make."""
    TOO_MANY_CHECKMARKS = "too-many-checkmarks"
    """A sheet as written: more checkmarks than the word has letters."""
    CIRCLE_WITHOUT_CHECKMARK = "circle-without-checkmark"
    """A sheet as written: the doubling circle marked on a word with no checkmark."""
    UNEVEN_SHEETS = "uneven-sheets"
    """Sheets as written whose numbers of rows written differ by more than the round being written."""


@dataclass(frozen=True)
class Dispute:
    """One point ruled against the record: a reason code and the sentence a player reads (the JSON's
    `disputes` carries the sentence, as it always has; it starts with the part of the record meant)."""

    code: DisputeCode
    text: str
