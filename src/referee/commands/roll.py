"""`referee roll GAME`: fair or seeded dice rolls, deals and card draws, one subcommand per game."""

from __future__ import annotations

import importlib

import click

ROLLS: dict[str, str] = {
    "first-class-letters": "referee.commands.roll_first_class",
    "letter-roll": "referee.commands.roll_letter_roll",
    "letter-tricks": "referee.commands.roll_letter_tricks",
    "letterflip": "referee.commands.roll_letterflip",
}


class RollGroup(click.Group):
    """Loads each game's roll command only when it is asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(ROLLS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        path = ROLLS.get(cmd_name)
        if path is None:
            return None
        command: click.Command = importlib.import_module(path).command
        return command


@click.group("roll", cls=RollGroup, short_help="Fair or seeded dice rolls, deals and card draws.")
def command() -> None:
    """Roll the dice, deal the cards or draw a card for GAME, fairly or from --seed.

    Each game has its own options: `referee roll GAME --help`. With --format yaml the output
    is a fragment that records and `check-word --round` accept.

    \b
    Examples:
      referee roll first-class-letters --rounds 7 --seed 42
      referee roll letter-roll --dice white,white,blue,orange
      referee roll letter-tricks --players 4 -f yaml
      referee roll letterflip --side advanced
    """
