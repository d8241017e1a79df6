"""`referee new GAME --players NAME,...`: print a commented blank record of GAME to fill in."""

from __future__ import annotations

import importlib

import click

from referee.games import REGISTRY, Game
from referee.games.template import Request, TemplateError
from referee.options import WholeNumber, format_option, game_argument, option_refused
from referee.render import Format, to_json


def _names(_ctx: click.Context, _param: click.Parameter, values: tuple[str, ...]) -> tuple[str, ...]:
    """Every `--players` given, in order: `-p Ana -p Ben` is `-p Ana,Ben` (click would keep only
    the last one, and `Ana` would be dropped without a word)."""
    names: list[str] = []
    for value in values:
        written = [name.strip() for name in value.split(",")]
        if any(not name for name in written):
            raise click.BadParameter(f"expected names separated by commas, got {value!r}")
        names += written
    return tuple(names)


@click.command("new", short_help="Print a blank record of a game to fill in, for score-sheet.")
@game_argument
@click.option("--players", "-p", required=True, multiple=True, callback=_names, metavar="NAME,NAME,...",
              help="The players, in seating order (the first rolls, leads or guesses first); "
                   "repeatable: -p Ana -p Ben is -p Ana,Ben.")
@click.option("--mode", "-m", default=None, metavar="MODE",
              help="first-class-letters: competitive (default), solo, cooperative; "
                   "letter-tricks: competitive (default), team, cooperative.")
@click.option("--variant", "variants", multiple=True, metavar="NAME",
              help="A variant played (repeatable): first-class-letters breezy, priority-mail; letter-roll "
                   "two-letter, four-letter, white-dice, white-blue-dice; letter-tricks advanced, multicolored.")
@click.option("--side", default=None, metavar="SIDE", help="letterflip: standard (gold, default) or advanced (blue).")
@click.option("--without-rounds", is_flag=True,
              help="first-class-letters: the sheet as written on paper (words, checkmarks, circles, "
                   "boxes), no dice per round.")
@click.option("--without-tricks", is_flag=True,
              help="letter-tricks: each hand's cards collected and words only, no tricks.")
@click.option("--hands", type=WholeNumber(1), default=None, metavar="N",
              help="letter-tricks: the hands the group agreed to play (default: the rulebook's, 3 or 1).")
@format_option
def command(game: str, players: tuple[str, ...], mode: str | None, variants: tuple[str, ...],
            side: str | None, without_rounds: bool, without_tricks: bool, hands: int | None, fmt: Format) -> int:
    """Print a commented blank record of GAME to fill in (blanks are ~).

    The record is valid YAML as it stands; fill in the blanks and `referee score-sheet FILE`
    rules it. Blanks left in optional claims (a score, a total) are simply not claimed. With
    -f json, one object whose "template" is the same text.

    \b
    Examples:
      referee new first-class-letters --players Ana,Ben,Cy > game-night.yaml
      referee new first-class-letters --players Ana --mode solo --without-rounds
      referee new letter-roll --players Terry,Chris
      referee new letter-tricks --players Ann,Bob,Cat,Dan --mode team
      referee new letterflip --players Ann,Bob --side advanced
    """
    request = Request(players, mode, variants, side, without_rounds, without_tricks, hands)
    module = importlib.import_module(REGISTRY[Game(game)].template)
    try:
        text: str = module.template(request)
    except TemplateError as exc:
        raise option_refused(exc) from None
    if fmt is Format.JSON:
        click.echo(to_json({"game": game, "players": list(players), "template": text}))
    else:
        click.echo(text, nl=False)
    return 0
