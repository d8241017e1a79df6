"""`referee roll letter-roll`: the roller's dice, rolled fairly or from --seed, colour and letter each."""

from __future__ import annotations

from typing import Any

import click

from referee.dice import DiceChoiceError, DiceSet, Face, default_dice, load_dice, roll
from referee.games.letter_roll import GAME, DiceRules, Variant, dice_rules
from referee.options import format_option, seed_note, seed_option
from referee.randomness import source
from referee.render import Emitter, Format, table

DEFAULT_DICE_FILE = "letter-roll-dice.yaml"


def _choose(rules: DiceRules, wanted: str | None, tiebreak: bool) -> list[str]:
    """The colours to roll: the roller's `--dice`, checked against the variant, or the default."""
    if wanted is None:
        if tiebreak:
            raise click.UsageError("in the tie-break round each tied player picks a die: give them "
                                   "with --dice (one colour per tied player, e.g. --dice white,blue)")
        return list(rules.default_colours)
    colours = [c.strip().lower() for c in wanted.split(",") if c.strip()]
    if rules.colours is not None:
        outside = [c for c in colours if c not in rules.colours]
        if outside:
            raise click.BadParameter(f"the {', '.join(v.value for v in rules.variants)} variant uses "
                                     f"{' and '.join(rules.colours)} dice only, got {outside[0]}",
                                     param_hint="--dice")
    if not tiebreak and len(colours) != rules.rolled:
        extra = " (one is then removed)" if rules.removal else ""
        raise click.BadParameter(f"{rules.in_play} letters in play means rolling {rules.rolled} dice"
                                 f"{extra}, got {len(colours)}", param_hint="--dice")
    if not colours:
        raise click.BadParameter("expected at least one colour", param_hint="--dice")
    return colours


def _removal(faces: list[Face], remove: str | None, rules: DiceRules, tiebreak: bool) -> int | None:
    """Which rolled die the player to the left removes: a position from 1, or a letter rolled."""
    if remove is None:
        return None
    if tiebreak or not rules.removal:
        raise click.BadParameter("no die is removed in this roll", param_hint="--remove")
    text = remove.strip()
    if text.isascii() and text.isdigit():
        index = int(text) - 1
        if not 0 <= index < len(faces):
            raise click.BadParameter(f"expected a die from 1 to {len(faces)}, got {text}",
                                     param_hint="--remove")
        return index
    for index, face in enumerate(faces):
        if face.letter == text.upper():
            return index
    rolled = " ".join(face.letter for face in faces)
    raise click.BadParameter(f"{text!r} was not rolled (rolled: {rolled})", param_hint="--remove")


def roll_object(faces: list[Face], removed: int | None, rules: DiceRules, tiebreak: bool,
                seed: int | None) -> dict[str, Any]:
    """The roll as a Letter Roll round fragment: `rolled` and, once known, `letters` in play."""
    letters: list[str] | None
    if tiebreak or not rules.removal:
        letters = [face.letter for face in faces]
    elif removed is not None:
        letters = [face.letter for i, face in enumerate(faces) if i != removed]
    else:
        letters = None
    return {
        "game": GAME,
        "variants": [v.value for v in rules.variants],
        "seed": seed,
        "colours": [face.die.colour for face in faces],
        "rolled": [face.letter for face in faces],
        "removed": faces[removed].letter if removed is not None else None,
        "letters": letters,
    }


def _table(obj: dict[str, Any], removed: int | None, rules: DiceRules, tiebreak: bool,
           dice_set: DiceSet) -> str:
    decided = obj["letters"] is not None  # until a die is removed there is no "in play" column
    rows = []
    for index, (colour, letter) in enumerate(zip(obj["colours"], obj["rolled"], strict=True)):
        state = ["removed" if index == removed else "in play"] if decided else []
        rows.append([str(index + 1), colour, letter, *state])
    lines = [table(rows, ["die", "colour", "letter", *(["status"] if decided else [])])]
    if obj["letters"] is not None:
        lines.append(f"Letters in play: {'-'.join(obj['letters'])}"
                     + (" (tie-break: all of them in every word)" if tiebreak else ""))
    else:
        lines.append(f"The player to the left of the roller removes one die, leaving {rules.in_play} "
                     f"letters in play (--remove LETTER or --remove N records which).")
    lines += [f"Dice: {dice_set.name}", seed_note(obj["seed"])]
    return "\n".join(lines)


@click.command("letter-roll", short_help="Roll the Letter Roll dice the roller chooses.")
@click.option("--dice", "wanted", metavar="COLOURS",
              help="The dice the roller picks, by colour: white,white,blue,orange. "
                   "Default: white,white,blue,orange (see the variants for theirs).")
@click.option("--variant", "variants", multiple=True, type=click.Choice([v.value for v in Variant]),
              help="two-letter (roll 3), four-letter (roll 5), white-dice (the two white dice, none "
                   "removed) or white-blue-dice (younger players). Repeatable.")
@click.option("--remove", metavar="LETTER|N",
              help="The die the player to the left removes: a rolled letter or its position from 1. "
                   "Then the output gives the letters in play.")
@click.option("--tiebreak", is_flag=True,
              help="The tie-break round: one die per tied player (--dice), all letters in play.")
@click.option("--dice-file", type=click.Path(allow_dash=True), metavar="FILE",
              help="Your own dice: a YAML file of {colour, faces} entries (docs/letter-roll.md).")
@seed_option
@format_option
def command(wanted: str | None, variants: tuple[str, ...], remove: str | None, tiebreak: bool,
            dice_file: str | None, seed: int | None, fmt: Format) -> int:
    """Roll the Letter Roll dice: each die's colour and the letter it shows.

    The roller picks the dice (--dice, by colour); the player to their left then removes one
    (--remove), leaving the letters in play. Without --remove the output shows the roll and
    leaves `letters` empty for the table to decide. With -f yaml the output is a round fragment
    (rolled, colours, letters) that records and `check-word --round` accept.

    \b
    Examples:
      referee roll letter-roll --seed 42
      referee roll letter-roll --dice white,white,blue,orange --seed 7 --remove 4
      referee roll letter-roll --variant four-letter --seed 1 --remove 5 -f yaml
      referee roll letter-roll --variant white-dice
      referee roll letter-roll --tiebreak --dice white,blue
      referee example letter-roll dice > dice.yaml
      referee roll letter-roll --dice-file dice.yaml
    """
    try:
        rules = dice_rules([Variant(v) for v in variants])
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--variant") from None
    dice_set = load_dice(dice_file) if dice_file else default_dice(DEFAULT_DICE_FILE)
    colours = _choose(rules, wanted, tiebreak)
    try:
        dice = dice_set.choose(colours)
    except DiceChoiceError as exc:
        raise click.BadParameter(str(exc), param_hint="--dice") from None
    faces = roll(dice, source(seed))
    removed = _removal(faces, remove, rules, tiebreak)
    obj = roll_object(faces, removed, rules, tiebreak, seed)
    Emitter(fmt).item(obj, lambda: _table(obj, removed, rules, tiebreak, dice_set))
    return 0
