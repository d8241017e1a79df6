"""`referee example GAME [NAME]`: print a record shipped with referee, so every example in --help
and the man pages runs from any directory of an installed copy, with no checkout at hand."""

from __future__ import annotations

import sys
from importlib.resources import files

import click

from referee.games import REGISTRY, Game
from referee.options import GAMES, GameArgument, NearMissChoice, bad_value, format_option
from referee.render import Emitter, Format, table, to_json

if sys.version_info >= (3, 11):
    from importlib.resources.abc import Traversable
else:  # pragma: no cover - Python 3.10
    from importlib.abc import Traversable


SEASON = "season"
"""Not a game: the game nights of a season (every game in them) and a house-rules file, for
`referee standings` and `score-sheet --what-if`; bare, it prints every night as one stream."""


def _data() -> Traversable:
    return files("referee").joinpath("data")


def examples(game: str) -> dict[str, Traversable]:
    """The game's examples by name: the records in data/examples/GAME, and its dice file (the
    one the referee rolls by default, for --dice-file)."""
    found = {entry.name.removesuffix(".yaml"): entry
             for entry in _data().joinpath("examples").joinpath(game).iterdir() if entry.name.endswith(".yaml")}
    dice = None if game == SEASON else REGISTRY[Game(game)].dice
    if dice is not None:
        found["dice"] = _data().joinpath(dice)
    return dict(sorted(found.items()))


def about(entry: Traversable) -> str:
    """What an example is: the first sentence of its opening comment."""
    comment: list[str] = []
    for line in entry.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            comment.append(line.lstrip("#").strip())
        elif comment or line.strip() not in ("", "---"):
            break
    text = " ".join(comment)
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


@click.command("example", short_help="Print an example record of a game, to try every command on.")
@click.argument("game", cls=GameArgument, type=NearMissChoice([*GAMES, SEASON]), required=False)
@click.argument("name", required=False)
@format_option
def command(game: str | None, name: str | None, fmt: Format) -> int:
    """Print an example that ships with referee: a record typed up from a game (YAML, as you
    would write one), a round, or the dice file. Save it, edit it, feed it to a command.

    With no GAME, list every example (-f json or yaml for scripts). With GAME alone, print the
    game's complete example game night; NAME picks another. `season` is a season's game nights
    (every game) as one stream, for `standings`; `season strict-house-rules` is house rules for
    `score-sheet --what-if`. The record itself is printed as it is stored, comments and all; with
    -f json, one object whose "text" is that record (JSON has no comments).

    \b
    Examples:
      referee example
      referee example first-class-letters | referee score-sheet
      referee example letter-roll rulebook-round > round.yaml
      referee dedupe-lists round.yaml
      referee example season | referee standings
    """
    if game is None:
        if name is not None:
            raise click.UsageError("give GAME before NAME")
        return _list(fmt)
    available = examples(game)
    if game == SEASON and name is None:
        nights = [entry.read_text(encoding="utf-8") for key, entry in available.items() if key.startswith("night-")]
        return _print(fmt, game, None, "---\n".join(night if night.endswith("\n") else night + "\n"
                                                   for night in nights))
    chosen = name if name is not None else REGISTRY[Game(game)].example
    chosen = chosen.lower() if chosen.lower() in available else chosen  # as GAME, case aside
    if chosen not in available:
        raise bad_value(f"no example {chosen!r} for {game}; there are: {', '.join(available)}", "NAME")
    return _print(fmt, game, chosen, available[chosen].read_text(encoding="utf-8"))


def _print(fmt: Format, game: str, name: str | None, text: str) -> int:
    """The example as it is stored, comments and all; with -f json one object whose "text" it
    is (JSON has no comments), as `new -f json` prints its template."""
    if fmt is Format.JSON:
        click.echo(to_json({"game": game, "name": name, "text": text}))
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0


def _list(fmt: Format) -> int:
    rows = [{"game": game, "name": name, "about": about(entry)}
            for game in [*GAMES, SEASON] for name, entry in examples(game).items()]
    emitter = Emitter(fmt)
    if fmt is Format.TABLE:
        emitter.item({}, lambda: table(([r["game"], r["name"], r["about"]] for r in rows),
                                       ["game", "name", "about"]))
    else:
        for row in rows:
            emitter.item(row)
    return 0
