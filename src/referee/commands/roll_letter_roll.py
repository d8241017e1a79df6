"""`referee roll letter-roll`: the roller's dice, rolled fairly or from --seed, colour and letter each."""

from __future__ import annotations

import click

from referee.dice import DiceChoiceError, DiceSet, load_dice, roll
from referee.errors import OptionError
from referee.games.letter_roll.model import Variation, dice_rules
from referee.games.letter_roll.result import RolledDice
from referee.games.letter_roll.roll import choose_colours, removed_die, rolled_dice, shipped_dice
from referee.options import NearMissChoice, bad_value, format_option, option_refused, seed_note, seed_option
from referee.randomness import source
from referee.render import Emitter, Format, table


def _table(dice: RolledDice, removed: int | None, tiebreak: bool, dice_set: DiceSet) -> str:
    decided = dice.letters is not None  # until a die is removed there is no "in play" column
    rows = []
    for index, (colour, letter) in enumerate(zip(dice.colours, dice.rolled, strict=True)):
        state = ["removed" if index == removed else "in play"] if decided else []
        rows.append([str(index + 1), colour, letter, *state])
    lines = [table(rows, ["die", "colour", "letter", *(["status"] if decided else [])])]
    if dice.letters is not None:
        lines.append(f"Letters in play: {'-'.join(dice.letters)}"
                     + (" (tie-break: all of them in every word)" if tiebreak else ""))
    else:
        record = (" (--remove LETTER or --remove N records which)" if dice.seed is not None else
                  ": write them in the record (--remove records the choice only for a roll that --seed N "
                  "replays: a fair roll is never the same twice)")
        lines.append(f"The player to the left of the roller removes one die, leaving {dice.dice.in_play} "
                     f"letters in play{record}.")
    lines += [f"Dice: {dice_set.name}", seed_note(dice.seed)]
    return "\n".join(lines)


@click.command("letter-roll", short_help="Roll the Letter Roll dice the roller chooses.")
@click.option("--dice", "wanted", metavar="COLOURS",
              help="The dice the roller picks, by colour: white,white,blue,orange. "
                   "Default: white,white,blue,orange (see the variants for theirs).")
@click.option("--variant", "variants", multiple=True, type=NearMissChoice([v.value for v in Variation]),
              help="two-letter (roll 3), four-letter (roll 5), white-dice (the two white dice, none "
                   "removed) or white-blue-dice (younger players). Repeatable.")
@click.option("--remove", metavar="LETTER|N",
              help="The die the player to the left removes: a rolled letter or its position from 1. "
                   "Then the output gives the letters in play. Chosen once the dice are seen: roll with "
                   "--seed N to look, then again with the same --seed and --remove.")
@click.option("--tiebreak", is_flag=True,
              help="The tie-break round: one die per tied player (--dice), all letters in play.")
@click.option("--dice-file", type=click.Path(allow_dash=True), metavar="FILE",
              help="Your own dice: a YAML file of {colour, faces} entries, like the default dice, which "
                   "`referee example letter-roll dice` prints.")
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
        rules = dice_rules([Variation(v) for v in variants])
    except ValueError as exc:
        raise bad_value(str(exc), "--variant") from None
    dice_set = load_dice(dice_file) if dice_file else shipped_dice()
    try:
        colours = choose_colours(rules, wanted, tiebreak)
    except OptionError as exc:
        raise option_refused(exc) from None
    try:
        dice = dice_set.choose(colours)
    except DiceChoiceError as exc:
        raise bad_value(str(exc), "--dice") from None
    faces = roll(dice, source(seed))
    try:
        removed = removed_die(faces, remove, rules, tiebreak)
    except OptionError as exc:
        raise option_refused(exc) from None
    rolled = rolled_dice(faces, removed, rules, tiebreak, seed)
    Emitter(fmt).item(rolled.as_json(), lambda: _table(rolled, removed, tiebreak, dice_set))
    return 0
