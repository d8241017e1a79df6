"""`referee roll GAME`: fair or seeded dice rolls, deals and card draws, one subcommand per game."""

from __future__ import annotations

import click

from referee.commands.lazy import LazyGroup
from referee.options import group_format_option

ROLLS: dict[str, str] = {
    "first-class-letters": "referee.commands.roll_first_class",
    "letter-roll": "referee.commands.roll_letter_roll",
    "letter-tricks": "referee.commands.roll_letter_tricks",
    "letterflip": "referee.commands.roll_letterflip",
}


@click.group("roll", cls=LazyGroup, lazy_subcommands=ROLLS,
             short_help="Fair or seeded dice rolls, deals and card draws.")
@group_format_option
def command() -> None:
    """Roll the dice, deal the cards or draw a card for GAME, fairly or from --seed.

    Each game has its own options: `referee roll GAME --help`. With --format yaml the output
    is a fragment that records and `check-word --round` accept; -f may also come before GAME.

    \b
    Examples:
      referee roll first-class-letters --rounds 7 --seed 42
      referee roll letter-roll --dice white,white,blue,orange
      referee roll letter-tricks --players 4 -f yaml
      referee roll letterflip --side advanced
      referee roll -f json letterflip --seed 7
    """
