"""`referee roll first-class-letters`: the setup roll and round rolls, fair or from a seed."""

from __future__ import annotations

from typing import Any

import click

from referee.games.first_class.dice import audit, load_first_class_dice, roll_setup
from referee.games.first_class.model import FirstClassVariant
from referee.games.first_class.roll import roll_round
from referee.options import format_option, seed_note, seed_option
from referee.randomness import source
from referee.render import Emitter, Format, table, warn


def _roll_table(obj: dict[str, Any]) -> str:
    lines = [seed_note(obj["seed"])]
    if obj["variants"]:
        lines.append("variants: " + ", ".join(obj["variants"]))
    if "special" in obj:
        lines.append("setup: special rows " + ", ".join(f"{r}: {letter}" for r, letter in obj["special"].items()))
    if obj["rounds"]:
        rows = [[n, " ".join(r["dice"]), r.get("dead", "") or "", r.get("priority", "") or ""]
                for n, r in enumerate(obj["rounds"], start=1)]
        lines.append(table(rows, ["round", "dice", "dead letter", "priority"]))
    return "\n".join(lines)


def _audit_table(obj: dict[str, Any]) -> str:
    rows = [[d["die"], " ".join(f"{f}:{c}" for f, c in zip(d["faces"], d["counts"], strict=True)),
             d["chi_square"], d["critical"], "yes" if d["uniform"] else "NO"] for d in obj["dice"]]
    head = f"{obj['audit']} rolls per die; {seed_note(obj['seed'])}"
    return head + "\n" + table(rows, ["die", "face:count", "chi-square", "critical (0.001)", "uniform"])


@click.command("first-class-letters", short_help="First-Class Letters: setup roll and round rolls.")
@click.option("--rounds", type=click.IntRange(0, 7), default=1, show_default=True, metavar="N",
              help="How many rounds to roll (7 for a whole game, 0 for the setup roll only).")
@click.option("--setup/--no-setup", default=True, show_default=True,
              help="Roll the setup (the three special-row letters, sorted) before the rounds.")
@click.option("--breezy", is_flag=True, help="Breezy variant: no dead-letter die.")
@click.option("--priority-mail", is_flag=True,
              help="Priority mail: one letter die gives the priority letter (rerolled once if recyclable, "
                   "and again while it is the dead letter).")
@click.option("--dice-file", type=click.Path(), metavar="FILE",
              help="A group's own dice (YAML, like the default data/first-class-dice.yaml).")
@click.option("--audit", "audit_rolls", type=click.IntRange(1, 10_000_000), metavar="N",
              help="Fairness check instead of a roll: roll each die N times, chi-square test per die.")
@seed_option
@format_option
def command(rounds: int, setup: bool, breezy: bool, priority_mail: bool,
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
    dice = load_first_class_dice(dice_file)
    rng = source(seed)
    emitter = Emitter(fmt)
    if audit_rolls is not None:
        results = audit(dice, rng, audit_rolls)
        obj: dict[str, Any] = {
            "game": "first-class-letters", "audit": audit_rolls, "seed": seed,
            "dice": [{"die": r.label, "faces": list(r.faces), "counts": list(r.counts),
                      "chi_square": r.chi_square, "critical": r.critical, "uniform": r.uniform}
                     for r in results],
        }
        emitter.item(obj, lambda: _audit_table(obj))
        return 0 if all(r.uniform for r in results) else 1
    variants = [v for v, on in ((FirstClassVariant.BREEZY, breezy), (FirstClassVariant.PRIORITY_MAIL, priority_mail))
                if on]
    obj = {"game": "first-class-letters", "seed": seed, "variants": [v.value for v in variants]}
    if setup:
        obj["special"] = roll_setup(dice, rng)
    rolled = []
    for number in range(1, rounds + 1):
        rolled_round = roll_round(dice, rng, number, variants)
        rnd = rolled_round.round
        if rolled_round.note:
            warn(rolled_round.note)
        entry: dict[str, Any] = {"dice": list(rnd.dice)}
        if rnd.dead is not None:
            entry["dead"] = rnd.dead
        if rnd.priority is not None:
            entry["priority"] = rnd.priority
        rolled.append(entry)
    obj["rounds"] = rolled
    emitter.item(obj, lambda: _roll_table(obj))
    return 0
