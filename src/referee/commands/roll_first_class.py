"""`referee roll first-class-letters`: the setup roll and round rolls, fair or from a seed."""

from __future__ import annotations

import click

from referee.games.first_class.dice import audit, load_first_class_dice
from referee.games.first_class.model import ROUNDS, FirstClassVariant
from referee.games.first_class.result import DiceAudit, GameRoll
from referee.games.first_class.roll import roll_game
from referee.options import NearMissChoice, WholeNumber, format_option, seed_note, seed_option
from referee.plurals import counted
from referee.randomness import source
from referee.render import Emitter, Format, table, warn


def _roll_table(rolled: GameRoll) -> str:
    lines = [seed_note(rolled.seed)]
    if rolled.variants:
        lines.append("variants: " + ", ".join(v.value for v in rolled.variants))
    if rolled.special is not None:
        lines.append("setup: special rows " + ", ".join(f"{r}: {letter}" for r, letter in rolled.special.items()))
    if rolled.rounds:
        rows = [[n, " ".join(r.dice), r.dead or "", r.priority or ""] for n, r in enumerate(rolled.rounds, start=1)]
        lines.append(table(rows, ["round", "dice", "dead letter", "priority"]))
    return "\n".join(lines)


def _audit_table(checked: DiceAudit) -> str:
    rows = [[d.label, " ".join(f"{f}:{c}" for f, c in zip(d.faces, d.counts, strict=True)),
             d.chi_square, d.critical, "yes" if d.uniform else "NO"] for d in checked.dice]
    head = f"{counted(checked.rolls, 'roll')} per die; {seed_note(checked.seed)}"
    return head + "\n" + table(rows, ["die", "face:count", "chi-square", "critical (0.001)", "uniform"])


@click.command("first-class-letters", short_help="First-Class Letters: setup roll and round rolls.")
@click.option("--rounds", type=WholeNumber(0, ROUNDS), default=1, show_default=True, metavar="N",
              help="How many rounds to roll (7 for a whole game, 0 for the setup roll only).")
@click.option("--setup/--no-setup", default=True, show_default=True,
              help="Roll the setup (the three special-row letters, sorted) before the rounds.")
@click.option("--breezy", is_flag=True, help="Breezy variant: no dead-letter die.")
@click.option("--priority-mail", is_flag=True,
              help="Priority mail: one letter die gives the priority letter (rerolled once if recyclable, "
                   "and again while it is the dead letter).")
@click.option("--variant", "variants", multiple=True, type=NearMissChoice([v.value for v in FirstClassVariant]),
              help="A variant by the name `new` and records give it (repeatable): --variant breezy is "
                   "--breezy, --variant priority-mail is --priority-mail.")
@click.option("--dice-file", type=click.Path(), metavar="FILE",
              help="A group's own dice: a YAML file like the default dice, which `referee example "
                   "first-class-letters dice` prints.")
@click.option("--audit", "audit_rolls", type=WholeNumber(1, 10_000_000), metavar="N",
              help="Fairness check instead of a roll: roll each die N times, chi-square test per die.")
@seed_option
@format_option
def command(rounds: int, setup: bool, breezy: bool, priority_mail: bool, variants: tuple[str, ...],
            dice_file: str | None, audit_rolls: int | None, seed: int | None, fmt: Format) -> int:
    """Roll First-Class Letters dice: the setup roll and the rounds of a game.

    The setup roll is the three letter dice, sorted, written in the special rows (2, 4, 6). A
    round is the dead-letter die (none with --breezy), then with --priority-mail a random letter
    die for the priority letter, rerolled once if it shows a recyclable face (and again, said on
    stderr, while it is the dead letter, which no word could both use and avoid), then the other
    letter dice. With --format yaml the output is a record fragment (game, variants, special,
    rounds) that a record and `check-word --round` accept; --seed N replays a roll exactly and is
    printed with it. --audit N checks the dice are fair (exit 1 if a die fails).

    \b
    Examples:
      referee roll first-class-letters --rounds 7 --seed 42
      referee roll first-class-letters --priority-mail --no-setup -f yaml > round.yaml
      referee roll first-class-letters --breezy --rounds 7 -f json
      referee example first-class-letters dice > dice.yaml
      referee roll first-class-letters --dice-file dice.yaml --audit 60000
    """
    if audit_rolls is None and rounds == 0 and not setup:  # nothing asked for: no seed line either
        raise click.UsageError("--no-setup with --rounds 0 leaves nothing to roll")
    dice = load_first_class_dice(dice_file)
    emitter = Emitter(fmt)
    if audit_rolls is not None:
        checked = DiceAudit(audit_rolls, seed, tuple(audit(dice, source(seed), audit_rolls)))
        emitter.item(checked.as_json(), lambda: _audit_table(checked))
        return 0 if checked.uniform else 1
    played = [v for v, on in ((FirstClassVariant.BREEZY, breezy), (FirstClassVariant.PRIORITY_MAIL, priority_mail))
              if on or v.value in variants]
    rolled, notes = roll_game(dice, seed, rounds, played, setup)
    for note in notes:
        warn(note)
    emitter.item(rolled.as_json(), lambda: _roll_table(rolled))
    return 0
