"""Rolling one First-Class Letters round, in the rulebook's order, and never an unplayable one.

Priority mail: "After rolling the dead-letter die each round, roll a random letter die and place
it on the board. This is the priority letter. If the priority letter is recyclable (marked with a
recycle symbol), reroll it once." A priority letter equal to the dead letter makes every word
canceled (it must be in the word and must not be): the rulebook's recyclable reroll is used
first, and when the letter is still the dead one the referee rerolls that die until it is not
(docs/first-class-letters.md, "Rolling"), and says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from referee.games.first_class.dice import FirstClassDice, roll_setup
from referee.games.first_class.model import DICE, FirstClassVariant, RoundRoll
from referee.games.first_class.result import GameRoll
from referee.randomness import Source, source

MAX_REROLLS = 100
"""A die whose faces are all the dead letter would never stop: give up (and say so) after this many."""


@dataclass(frozen=True)
class RefereeRoll:
    """A round's roll, with what the referee did about an unplayable priority letter (if anything)."""

    round: RoundRoll
    note: str | None = None


def roll_round(dice: FirstClassDice, rng: Source, number: int,
               variants: Iterable[FirstClassVariant] = ()) -> RefereeRoll:
    """One round: the dead-letter die (not in breezy), then with priority mail a random letter die
    for the priority letter (rerolled once if the face is recyclable, rerolled again while it is
    the dead letter), then the other letter dice. Dice are reported in die order."""
    chosen = set(variants)
    dead = None if FirstClassVariant.BREEZY in chosen else dice.dead.faces[rng.below(len(dice.dead.faces))]
    faces: list[str | None] = [None] * DICE
    priority = None
    note = None
    if FirstClassVariant.PRIORITY_MAIL in chosen:
        which = rng.below(DICE)
        die = dice.letter[which]
        face = rng.below(len(die.faces))
        if die.is_recyclable(face):
            face = rng.below(len(die.faces))
        first = die.faces[face]
        rerolls = 0
        while die.faces[face] == dead and rerolls < MAX_REROLLS:
            face = rng.below(len(die.faces))
            rerolls += 1
        priority = faces[which] = die.faces[face]
        if first == dead:
            note = (f"round {number}: the priority letter {first} was also the dead letter, so no word "
                    f"could score; " + (f"the priority die was rerolled: {priority}" if priority != dead
                                        else "the priority die shows nothing else"))
    for i, die in enumerate(dice.letter):
        if faces[i] is None:
            faces[i] = die.faces[rng.below(len(die.faces))]
    return RefereeRoll(RoundRoll(number, tuple(f for f in faces if f is not None), dead, priority), note)


def roll_game(dice: FirstClassDice, seed: int | None, rounds: int, variants: Iterable[FirstClassVariant] = (),
              setup: bool = True) -> tuple[GameRoll, list[str]]:
    """The setup roll (unless `setup` is off), then `rounds` rounds in order, from `seed` (a fair
    roll when None), with what the referee did about an unplayable priority letter (a note each)."""
    rng = source(seed)
    chosen = tuple(variants)
    special = roll_setup(dice, rng) if setup else None
    rolled = [roll_round(dice, rng, number, chosen) for number in range(1, rounds + 1)]
    return (GameRoll(seed, chosen, special, tuple(r.round for r in rolled)),
            [r.note for r in rolled if r.note])
