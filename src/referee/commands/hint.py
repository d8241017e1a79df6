"""`referee hint GAME`: the best plays for a round, a hand or a trick, one subcommand per game."""

from __future__ import annotations

import click

from referee.commands.lazy import LazyGroup
from referee.file_arguments import GAME_FIRST
from referee.games import REGISTRY
from referee.options import group_format_option

HINTS: dict[str, str] = {game.value: code.hint for game, code in REGISTRY.items()}


@click.group("hint", cls=LazyGroup, lazy_subcommands=HINTS, games=True, file_hint=GAME_FIRST,
             short_help="The best plays: words for a round, a hand or a trick.")
@group_format_option
def command() -> None:
    """Show the best plays for GAME, best first: the words a round allows, the words the cards
    collected make, whether a team can claim victory, the next Letterflip guess.

    Each game has its own options: `referee hint GAME --help`. A round file (what `referee roll
    -f yaml` printed, or a record) is given after the game with --round FILE, a Letterflip log
    with --log FILE. With --format json each suggestion is one JSON object (at least `word` and
    `score`), best first.

    \b
    Examples:
      referee hint first-class-letters --dice CMR --dead A --limit 5
      referee example letter-roll round > round.yaml
      referee hint letter-roll --round round.yaml --limit 5
      referee hint first-class-letters --dice CMR --dead A --between candle crumb
      referee hint letter-roll --letters PEC --min-length 6
      referee hint letter-tricks --players 4 --cards Y:C,R:QU,B:I,R:Z,Y:U
      referee hint letter-tricks --players 3 --cards Y:C,Y:A,Y:T,B:O,B:N,M:X
    """
