"""`referee hint GAME`: the best plays for a round, a hand or a trick, one subcommand per game."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import click

from referee.render import Emitter, Format, table

F = TypeVar("F", bound=Callable[..., Any])

HINTS: dict[str, str] = {
    "first-class-letters": "referee.commands.hint_first_class",
    "letter-roll": "referee.commands.hint_letter_roll",
    "letter-tricks": "referee.commands.hint_letter_tricks",
    "letterflip": "referee.commands.hint_letterflip",
}


class HintGroup(click.Group):
    """Loads each game's hint command only when it is asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(HINTS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        path = HINTS.get(cmd_name)
        if path is None:
            return None
        try:
            module = importlib.import_module(path)
        except ModuleNotFoundError as exc:
            if exc.name != path:
                raise
            return None
        command: click.Command = module.command
        return command


@click.group("hint", cls=HintGroup, short_help="The best plays: words for a round, a hand or a trick.")
def command() -> None:
    """Show the best plays for GAME, best first: the words a round allows, the words the cards
    collected make, whether a team can claim victory.

    Each game has its own options: `referee hint GAME --help`. With --format json each
    suggestion is one JSON object (at least `word` and `score`), best first.

    \b
    Examples:
      referee hint first-class-letters --dice CMR --dead A --limit 5
      referee hint first-class-letters --dice CMR --dead A --between candle crumb
      referee hint letter-roll --letters PEC --min-length 6
      referee hint letter-tricks --players 4 --cards Y:C,R:QU,B:I,R:Z,Y:U
      referee hint letter-tricks --players 3 --cards Y:C,Y:A,Y:T,B:O,B:N,M:X
    """


def limit_option(default: int) -> Callable[[F], F]:
    """`--limit N`: how many suggestions to show, best first (0 shows them all)."""
    return click.option("--limit", "-n", type=click.IntRange(0), default=default, show_default=True,
                        metavar="N", help="Show the N best suggestions (0: all of them).")


def emit(fmt: Format, objects: Sequence[Mapping[str, Any]], headers: Sequence[str],
         rows: Sequence[Sequence[Any]], preface: str = "", empty: str = "no suggestion") -> None:
    """One JSON/YAML object per suggestion, best first; or one table with a line above it."""
    if fmt is not Format.TABLE:
        emitter = Emitter(fmt)
        for obj in objects:
            emitter.item(obj)
        return
    lines = [preface] if preface else []
    lines.append((plain_table(rows, headers) or table(rows, headers)) if rows else empty)
    sys.stdout.write("\n".join(lines) + "\n")
    sys.stdout.flush()


def plain_table(rows: Sequence[Sequence[Any]], headers: Sequence[str]) -> str | None:
    """The table `referee.render.table` prints, for plain one-line ASCII cells, without importing
    tabulate (about 30 ms at start-up: it reads its package metadata). None for anything else, which
    then goes to tabulate; tests/test_hints_cli.py holds the two equal."""
    cells = [[("" if c is None else str(c)).strip() for c in row] for row in rows]
    heads = [str(h) for h in headers]
    if any(len(row) != len(heads) for row in cells) or not all(
            t.isascii() and t.isprintable() for t in (*heads, *(c for row in cells for c in row))):
        return None
    widths = [max([len(h) + 2, *(len(row[i]) for row in cells)]) for i, h in enumerate(heads)]

    def line(items: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(items, widths, strict=True)).rstrip()

    return "\n".join([line(heads), line(["-" * w for w in widths]), *map(line, cells)])


def none_as_all(limit: int) -> int | None:
    return limit or None
