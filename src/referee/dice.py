"""Letter dice described as data: a die is a name (its colour) and its faces, rolled fairly or seeded.

Any game's dice can use this module. A dice file is YAML (positions kept, so a bad face is reported
as FILE:LINE:COLUMN):

    name: my dice                 # optional: shown in output
    dice:
      - {colour: white, faces: [A, E, I, O, R, T]}   # `color` and `name` are accepted too
      - {colour: blue, faces: BCDGMP}                 # faces as a list or as one word

Faces are single letters A-Z by default; a game with other faces passes its own `face` reader.
Rolls go through `referee.randomness`, so `--seed N` gives the same faces on every platform.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from referee.errors import Position
from referee.plurals import plural
from referee.randomness import Source, pick
from referee.records import Fields, Node, read_paths

DATA_DIR = Path(__file__).with_name("data")

FaceReader = Callable[[Node, str], str]


def letter_face(node: Node, what: str) -> str:
    """The default face: one letter A-Z, upper-cased."""
    return node.letter(what)


@dataclass(frozen=True)
class Die:
    """One die: its colour (or any name the game gives it) and its faces, in the order written."""

    colour: str
    faces: tuple[str, ...]
    where: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Face:
    """A die as it landed: which die, and the face showing."""

    die: Die
    letter: str


class DiceChoiceError(ValueError):
    """The dice asked for are not in the set (an unknown colour, or more than the set holds)."""


@dataclass(frozen=True)
class DiceSet:
    """All the dice in a box, in the order the dice file lists them."""

    name: str
    dice: tuple[Die, ...]

    def colours(self) -> list[str]:
        """The colours in the set, first appearance first."""
        return list(dict.fromkeys(die.colour for die in self.dice))

    def count(self, colour: str) -> int:
        return sum(1 for die in self.dice if die.colour == colour)

    def only(self, colours: Sequence[str]) -> DiceSet:
        """The dice of these colours only (e.g. white and blue for younger players)."""
        wanted = [c.lower() for c in colours]
        unknown = [c for c in wanted if c not in self.colours()]
        if unknown:
            raise DiceChoiceError(f"no {unknown[0]} dice in {self.name} (colours: {', '.join(self.colours())})")
        return DiceSet(self.name, tuple(d for d in self.dice if d.colour in wanted))

    def choose(self, colours: Sequence[str]) -> list[Die]:
        """Take dice by colour, each die at most once, in the order asked (the roller's choice)."""
        left = list(self.dice)
        chosen: list[Die] = []
        for colour in (c.strip().lower() for c in colours):
            for index, die in enumerate(left):
                if die.colour == colour:
                    chosen.append(left.pop(index))
                    break
            else:
                if colour not in self.colours():
                    raise DiceChoiceError(f"no {colour} dice in {self.name} "
                                          f"(colours: {', '.join(self.colours())})")
                raise DiceChoiceError(f"{self.name} has only {self.count(colour)} {colour} "
                                      f"{plural(self.count(colour), 'die', 'dice')}, "
                                      f"{sum(1 for c in colours if c.strip().lower() == colour)} asked for")
        return chosen


def roll(dice: Sequence[Die], rng: Source) -> list[Face]:
    """Roll each die once, in order: every face equally likely (or reproducible from a seed)."""
    return [Face(die, pick(rng, die.faces)) for die in dice]


def dice_from_node(root: Node, source_name: str, face: FaceReader = letter_face) -> DiceSet:
    """A dice set from a parsed dice file; schema problems raise RecordError with the position."""
    fields = Fields(root, "dice file", ["name", "description", "dice"])
    name_node = fields.get("name")
    name = name_node.text("name") if name_node is not None else source_name
    dice: list[Die] = []
    for index, entry in enumerate(fields.require("dice").items("dice"), start=1):
        what = f"dice[{index}]"
        values = entry.fields(what)
        colour_keys = [k for k in ("colour", "color", "name") if k in values]
        if len(colour_keys) != 1:
            raise entry.fail(f"{what}: expected exactly one of 'colour', 'color' or 'name', "
                             f"got {', '.join(colour_keys) or 'none'}")
        Fields(entry, what, [colour_keys[0], "faces"])
        colour = values[colour_keys[0]].text(f"{what} {colour_keys[0]}").strip().lower()
        if "faces" not in values:
            raise entry.fail(f"{what}: missing 'faces'")
        faces_node = values["faces"]
        if faces_node.is_sequence:
            faces = tuple(face(item, f"{what} faces entry") for item in faces_node.items(f"{what} faces"))
        else:
            faces = tuple(faces_node.letters(f"{what} faces"))
        if not faces:
            raise faces_node.fail(f"{what} faces: expected at least one face, got none")
        dice.append(Die(colour, faces, entry.where))
    if not dice:
        raise root.fail("dice: expected at least one die, got none")
    return DiceSet(name, tuple(dice))


def load_dice(path: str | Path, face: FaceReader = letter_face) -> DiceSet:
    """The dice set in a YAML dice file (the first document); errors name FILE:LINE:COLUMN.
    Read from stdin, it is `--dice-file -` that took it (so a second reader is told)."""
    item = next(read_paths([str(path)], reader=f"--dice-file {path}", what="dice"))  # a document, or why none
    if isinstance(item, Exception):
        raise item
    return dice_from_node(item.root, Path(path).name, face)


def default_dice(file_name: str, face: FaceReader = letter_face) -> DiceSet:
    """A dice set shipped in `referee/data/` (e.g. `letter-roll-dice.yaml`)."""
    return load_dice(DATA_DIR / file_name, face)
