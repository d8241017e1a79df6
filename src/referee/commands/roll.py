"""`referee roll GAME`: fair or seeded dice rolls, deals and card draws, one subcommand per game."""

from __future__ import annotations

import click

from referee.commands.lazy import LazyGroup
from referee.games import REGISTRY
from referee.options import group_format_option

ROLLS: dict[str, str] = {game.value: code.roll for game, code in REGISTRY.items()}


@click.group("roll", cls=LazyGroup, lazy_subcommands=ROLLS, games=True,
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
