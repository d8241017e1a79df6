"""`referee roll letter-roll`'s rules: which dice the roller may pick, which die the player to the
left removes, and the letters that leaves in play (the rulebook's roll, and the variants')."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.dice import DiceSet, default_dice
from referee.errors import OptionError
from referee.games import REGISTRY, Game
from referee.games.letter_roll.result import RolledDice

if TYPE_CHECKING:
    from referee.dice import Face
    from referee.games.letter_roll.model import DiceRules


def shipped_dice() -> DiceSet:
    """The seven dice the referee rolls when no --dice-file is given: the registry's dice file."""
    name = REGISTRY[Game.LETTER_ROLL].dice
    assert name is not None, "the registry names Letter Roll's dice file"
    return default_dice(name)


def choose_colours(rules: DiceRules, wanted: str | None, tiebreak: bool) -> list[str]:
    """The colours to roll: the roller's `--dice`, checked against the variant, or the default."""
    if wanted is None:
        if tiebreak:
            raise OptionError("in the tie-break round each tied player picks a die: give them "
                              "with --dice (one colour per tied player, e.g. --dice white,blue)")
        return list(rules.default_colours)
    colours = [c.strip().lower() for c in wanted.split(",") if c.strip()]
    if rules.colours is not None:
        outside = [c for c in colours if c not in rules.colours]
        if outside:
            raise OptionError(f"the {', '.join(v.value for v in rules.variants)} variant uses "
                              f"{' and '.join(rules.colours)} dice only, got {outside[0]!r}", "--dice")
    if not tiebreak and len(colours) != rules.rolled:
        extra = " (one is then removed)" if rules.removal else ""
        raise OptionError(f"{rules.in_play} letters in play means rolling {rules.rolled} dice"
                          f"{extra}, got {len(colours)}", "--dice")
    if not colours:
        raise OptionError("expected at least one colour", "--dice")
    if tiebreak and len(colours) < 2:
        # "In case of a tie, the players with tied scores each select one of the Letter Roll dice."
        raise OptionError(f"a tie is between two or more players, one die each: got {len(colours)} die",
                          "--dice")
    return colours


def removed_die(faces: Sequence[Face], remove: str | None, rules: DiceRules, tiebreak: bool) -> int | None:
    """Which rolled die the player to the left removes: a position from 1, or a letter rolled."""
    if remove is None:
        return None
    if tiebreak or not rules.removal:
        raise OptionError("no die is removed in this roll", "--remove")
    text = remove.strip()
    if text.isascii() and text.isdigit():
        index = int(text) - 1
        if not 0 <= index < len(faces):
            raise OptionError(f"expected a die from 1 to {len(faces)}, got {text!r}", "--remove")
        return index
    for index, face in enumerate(faces):
        if face.letter == text.upper():
            return index
    rolled = " ".join(face.letter for face in faces)
    raise OptionError(f"{text!r} was not rolled (rolled: {rolled})", "--remove")


def rolled_dice(faces: Sequence[Face], removed: int | None, rules: DiceRules, tiebreak: bool,
                seed: int | None) -> RolledDice:
    """The roll as a round fragment: every die in play when none is removed (the tie-break round,
    white-dice), the rest once the removal is known, and no letters in play before it."""
    letters: tuple[str, ...] | None
    if tiebreak or not rules.removal:
        letters = tuple(face.letter for face in faces)
    elif removed is not None:
        letters = tuple(face.letter for i, face in enumerate(faces) if i != removed)
    else:
        letters = None
    return RolledDice(rules, seed, tuple(face.die.colour for face in faces), tuple(face.letter for face in faces),
                      faces[removed].letter if removed is not None else None, letters)
