"""A click group whose subcommands are imported only when one is used.

`referee`, `referee roll` and `referee hint` all list their subcommands by module path, so a
cold `referee check-word` never imports the other games' rules.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

import click

from referee.startup import imports_done


class LazyGroup(click.Group):
    """Subcommands given as {name: module path}; each module defines `command`."""

    def __init__(self, *args: Any, lazy_subcommands: Mapping[str, str] | None = None,
                 games: bool = False, file_hint: str | None = None, **kwargs: Any) -> None:
        if games:
            kwargs.setdefault("subcommand_metavar", "GAME [ARGS]...")
        super().__init__(*args, **kwargs)
        self.lazy_subcommands = dict(lazy_subcommands or {})
        self.games = games  # `roll GAME`, `hint GAME`: a wrong name is a game, and the four are named
        self.file_hint = file_hint  # `hint round.yaml`: where a file goes (referee.file_arguments)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(self.lazy_subcommands) | set(self.commands))

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        """A mistyped command gets a did-you-mean, at the top level and in `roll` and `hint`; a game
        with none is told the games, and a file given as the game (`hint round.yaml`, `hint -`)
        where it goes. `-` is a name like any other here, not an option."""
        name = args[0] if args else ""
        if self.games and name and self.get_command(ctx, name) is None and self.get_command(ctx, name.lower()):
            name = name.lower()  # a game's name, case aside, as a record's `game:` and GAME are read
            args = [name, *args[1:]]
        if name and (name == "-" or not name.startswith("-")) and self.get_command(ctx, name) is None:
            from referee.file_arguments import looks_like_file, pointer
            from referee.records import did_you_mean

            choices = self.list_commands(ctx)
            games = f" (expected one of {', '.join(choices)})"
            if self.games and self.file_hint is not None and looks_like_file(name):
                raise click.UsageError(f"no game {name!r}{games}: {pointer(self.file_hint, ctx, name)}", ctx=ctx)
            near = did_you_mean(name, choices)
            if self.games:
                raise click.UsageError(f"no game {name!r}" + (near or games), ctx=ctx)
            raise click.UsageError(f"no command {name!r}" + near, ctx=ctx)
        resolved = super().resolve_command(ctx, args)
        if resolved[1] is not None and not isinstance(resolved[1], click.Group):
            imports_done()  # the command that will run is loaded (referee.startup)
        return resolved

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.commands:
            return self.commands[cmd_name]
        path = self.lazy_subcommands.get(cmd_name)
        if path is None:
            return None
        command: click.Command = importlib.import_module(path).command
        return command
