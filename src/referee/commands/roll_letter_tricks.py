"""`referee roll letter-tricks`: shuffle and deal the LetterTricks deck for any of the four games."""

from __future__ import annotations

from typing import Any

import click

from referee.games.letter_tricks.cards import cards_text
from referee.games.letter_tricks.result.roll import DealtGame
from referee.games.letter_tricks.setup import (
    PLAYER_COUNTS,
    GameSetup,
    LetterTricksMode,
    LetterTricksVariant,
    Seating,
    deal,
)
from referee.options import NearMissChoice, WholeNumber, bad_value, format_option, seed_note, seed_option
from referee.randomness import source
from referee.render import Emitter, Format, table


def _table(dealt: DealtGame) -> str:
    rows = [[name, " ".join(cards_text(cards))] for name, cards in dealt.hands.items()]
    variants = [v.value for v in dealt.setup.variants]
    lines = [f"LetterTricks deal, {dealt.setup.mode.value}, {len(dealt.players)} players"
             + (f" ({', '.join(variants)})" if variants else ""),
             table(rows, ["player", "cards"])]
    if dealt.deal.display:
        lines.append("vowel display (face up): " + " ".join(cards_text(dealt.deal.display)))
    if dealt.deal.returned:
        lines.append("shown and returned to the box: " + " ".join(cards_text(dealt.returned)))
    lines.append(seed_note(dealt.seed))
    return "\n".join(lines)


class SeatsOrNames(WholeNumber):
    """--players: how many (4), or who, in seating order (Ann,Bob,Cat,Dan), as `new --players` and
    `roll letterflip --players` take them; names are passed on as written, for the command to count."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and any(c.isalpha() for c in value):
            return value
        return super().convert(value, param, ctx)


@click.command("letter-tricks", short_help="Deal the LetterTricks cards for any of the four games.")
@click.option("--players", type=SeatsOrNames(min(PLAYER_COUNTS), max(PLAYER_COUNTS)), default=4, show_default=True,
              metavar="N|NAMES",
              help="3 (with the vowel display), 4 or 5 players, or their names in seating order "
                   "(Ann,Bob,Cat,Dan), as `new --players` takes them.")
@click.option("--mode", type=NearMissChoice([m.value for m in LetterTricksMode]), default="competitive",
              show_default=True, help="competitive, team (4 players) or cooperative (4 or 5).")
@click.option("--names", metavar="A,B,...", help="Player names in seating order (default 1, 2, ...).")
@click.option("--multicolored/--no-multicolored", default=True, show_default=True,
              help="Team and cooperative: the six multicolored cards replace the coloured "
                   "J K Qu V X Z (recommended).")
@click.option("--advanced", is_flag=True, help="4-5 players: record the advanced (penalty) variant.")
@click.option("--variant", "variants", multiple=True, type=NearMissChoice([v.value for v in LetterTricksVariant]),
              help="A variant by the name `new` and records give it (repeatable): --variant advanced is "
                   "--advanced, --variant multicolored is --multicolored.")
@seed_option
@format_option
def command(players: int | str, mode: str, names: str | None, multicolored: bool, advanced: bool,
            variants: tuple[str, ...], seed: int | None, fmt: Format) -> int:
    """Shuffle and deal the LetterTricks cards, fairly or from --seed.

    3 players: the 15 vowels face up, the other 43 cards 14 each, one shown and returned.
    4-5 players: the 52 coloured cards (5 players: two shown and returned). Team and
    cooperative: with the multicolored cards in place of Y:K Y:X B:J B:V R:QU R:Z, unless
    --no-multicolored. With -f yaml the output is a letter-tricks record with this hand's
    `deal:`; add the tricks and words as they are played.

    \b
    Examples:
      referee roll letter-tricks --players 4 --seed 7
      referee roll letter-tricks --players 3 --names Ann,Bob,Cat -f yaml
      referee roll letter-tricks --mode team --seed 1 -f json
      referee roll letter-tricks --mode cooperative --players 5 --no-multicolored
    """
    the_mode = LetterTricksMode(mode)
    names_from = "--names"
    if isinstance(players, str):  # the names, in seating order
        names_from = "--players"
        if names:
            raise click.UsageError("--players names the players already; give the names once")
        names = players
        players = len([n for n in names.split(",") if n.strip()])
        if players not in PLAYER_COUNTS:
            raise bad_value(f"{Seating.PLAYERS.value}, got {players}", "--players")
    seat_names = [n.strip() for n in names.split(",") if n.strip()] if names else \
        [str(i) for i in range(1, players + 1)]
    if names and len(seat_names) != players:
        if players == 4 and click.get_current_context().get_parameter_source("players") \
                is click.core.ParameterSource.DEFAULT and len(seat_names) in PLAYER_COUNTS:
            players = len(seat_names)
        else:
            raise bad_value(f"{players} players, {len(seat_names)} names", "--names")
    if len({n.lower() for n in seat_names}) != len(seat_names):
        raise bad_value("a name is given twice", names_from)
    chosen = click.get_current_context().get_parameter_source("multicolored") is not click.core.ParameterSource.DEFAULT
    if LetterTricksVariant.MULTICOLORED.value in variants:
        if chosen and not multicolored:
            raise click.UsageError("--variant multicolored and --no-multicolored contradict each other")
        multicolored = chosen = True
    if the_mode is LetterTricksMode.COMPETITIVE and not chosen:
        multicolored = False  # the default is team and cooperative play's; competitive has no choice
    setup = GameSetup(the_mode, players, multicolored, advanced or LetterTricksVariant.ADVANCED.value in variants)
    refused = setup.refused_variant()
    if refused is not None:
        given = "--variant" if refused.value in variants else f"--{refused.value}"
        raise bad_value(str(setup.variant_problem()), given)
    problem = setup.check()
    if problem:
        raise click.UsageError(problem)
    dealt = DealtGame(setup, tuple(seat_names), seed, deal(setup, source(seed)))
    Emitter(fmt).item(dealt.as_json(), lambda: _table(dealt))
    return 0

