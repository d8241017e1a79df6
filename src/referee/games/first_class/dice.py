"""First-Class Letters: the box's dice (three letter dice, the dead-letter die), the setup roll, the audit.

The dice are data (data/first-class-dice.yaml, read by `referee.dice`); a face's letter is read
by `record.die_face`, the one reader of the game's files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from referee.games.first_class.model import DEFAULT_SPECIAL_ROWS, DICE, RECYCLE_MARK

if TYPE_CHECKING:
    from referee.dice import DiceSet
    from referee.errors import Position
    from referee.randomness import Source

DICE_FILE = "first-class-dice.yaml"
LETTER_DIE = "letter"
DEAD_LETTER_DIE = "dead-letter"


@dataclass(frozen=True)
class FirstClassDie:
    """One die as it is printed: its faces and which of them carry the recycle symbol."""

    label: str
    faces: tuple[str, ...]
    recyclable: frozenset[int] = frozenset()

    def is_recyclable(self, face: int) -> bool:
        return face in self.recyclable


@dataclass(frozen=True)
class FirstClassDice:
    """The box's dice: three letter dice and the dead-letter die."""

    name: str
    letter: tuple[FirstClassDie, ...]
    dead: FirstClassDie

    @property
    def all(self) -> tuple[FirstClassDie, ...]:
        return (*self.letter, self.dead)


def dice_from_set(dice_set: DiceSet, where: Position) -> FirstClassDice:
    """Check a generic dice set (`referee.dice`) holds 3 letter dice and 1 dead-letter die."""
    from referee.errors import RecordError

    letter: list[FirstClassDie] = []
    dead: list[FirstClassDie] = []
    for die in dice_set.dice:
        faces = tuple(f.rstrip(RECYCLE_MARK) for f in die.faces)
        marked = frozenset(i for i, f in enumerate(die.faces) if f.endswith(RECYCLE_MARK))
        if die.colour == LETTER_DIE:
            letter.append(FirstClassDie(f"letter die {len(letter) + 1}", faces, marked))
        elif die.colour == DEAD_LETTER_DIE:
            if marked:
                raise RecordError("dead-letter die: only letter dice have recyclable faces", die.where)
            dead.append(FirstClassDie("dead-letter die", faces))
        else:
            raise RecordError(f"dice: a First-Class die is named {LETTER_DIE!r} or {DEAD_LETTER_DIE!r}, "
                              f"got {die.colour!r}", die.where)
    if len(letter) != DICE or len(dead) != 1:
        raise RecordError(f"dice: expected {DICE} {LETTER_DIE!r} dice and 1 {DEAD_LETTER_DIE!r} die, got "
                          f"{len(letter)} and {len(dead)}", where)
    return FirstClassDice(dice_set.name, tuple(letter), dead[0])


def load_first_class_dice(path: str | None = None) -> FirstClassDice:
    """The dice from a dice file, or the shipped default set (data/first-class-dice.yaml)."""
    from referee.dice import DATA_DIR, load_dice
    from referee.errors import Position
    from referee.games.first_class.record import die_face

    target = path or str(DATA_DIR / DICE_FILE)
    return dice_from_set(load_dice(target, die_face), Position(path or DICE_FILE))


def roll_setup(dice: FirstClassDice, rng: Source) -> dict[int, str]:
    """Setup: roll the three letter dice, sort them, and write them in the special rows."""
    from referee.randomness import pick

    letters = sorted(pick(rng, die.faces) for die in dice.letter)
    return dict(zip(DEFAULT_SPECIAL_ROWS, letters, strict=True))


@dataclass(frozen=True)
class DieAudit:
    """A fairness audit of one die: counts per face and Pearson's chi-square against uniform."""

    label: str
    faces: tuple[str, ...]
    counts: tuple[int, ...]
    chi_square: float
    critical: float

    @property
    def uniform(self) -> bool:
        return self.chi_square <= self.critical


def audit(dice: FirstClassDice, rng: Source, rolls: int) -> list[DieAudit]:
    """Roll every die `rolls` times and test each for uniform faces (alpha 0.001).

    The plain die is audited: the priority reroll of a recyclable face deliberately makes those
    faces rarer as priority letters, which is the rulebook's intent, not unfairness.
    """
    from referee.randomness import chi_square_critical, chi_square_uniform

    results = []
    for die in dice.all:
        counts = [0] * len(die.faces)
        for _ in range(rolls):
            counts[rng.below(len(die.faces))] += 1
        critical = chi_square_critical(len(die.faces) - 1) if len(die.faces) > 1 else 0.0
        results.append(DieAudit(die.label, die.faces, tuple(counts),
                                round(chi_square_uniform(counts), 4), round(critical, 4)))
    return results
