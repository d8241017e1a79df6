"""A file named where `hint` takes no argument: `referee hint letter-roll round.yaml`,
`referee hint round.yaml`. Each hint takes its file, if any, with an option (`--round FILE`,
`--log FILE`), so the refusal says which, with the line to type, not only that the word was not
expected or is no game.

A word looks like a file when it is `-`, ends in .yaml or .yml, or names a path that is there;
any other stray word keeps click's message.
"""

from __future__ import annotations

import os
from typing import Any

import click

from referee.file_names import YAML_SUFFIXES
from referee.plurals import plural

ROUND_BY_OPTION = "a round is given with --round FILE ({command} --round {path})"
"""The hints that read a round: first-class-letters, letter-roll."""
LOG_BY_OPTION = "a game log is given with --log FILE ({command} --log {path})"
"""Letterflip's hint, which reads a game log."""
CARDS_BY_OPTION = "{command} reads no file: the cards are given with --cards CARDS ({command} --cards Y:C,R:QU,B:I)"
"""LetterTricks' hint, which reads no file."""
GAME_FIRST = ("a round is given after the game, with --round FILE ({command} GAME --round {path}), "
              "a Letterflip log with --log FILE")
"""`hint` itself, given a file where the game goes."""


def looks_like_file(text: str) -> bool:
    """`-` (stdin), a YAML file's name, or a path that is there: what a user gives as a file."""
    return text == "-" or text.lower().endswith(YAML_SUFFIXES) or os.path.exists(text)


def pointer(template: str, ctx: click.Context, path: str) -> str:
    """`template` with `{command}` the command so far (`referee hint letter-roll`: the program by
    the name it is installed as, however it was started) and `{path}` quoted for a shell (shlex
    imported only here, on the way to an error: not on every start)."""
    import shlex

    names: list[str] = []
    while ctx.parent is not None:
        names.insert(0, ctx.info_name or "")
        ctx = ctx.parent
    return template.format(command=" ".join(["referee", *names]), path=shlex.quote(path))


class TakesFileByOption(click.Command):
    """A command that takes no arguments and its file by an option: a stray argument that looks
    like a file is told `file_hint`, a template of `{command}` and `{path}` (see `pointer`)."""

    def __init__(self, *args: Any, file_hint: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.file_hint = file_hint

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Click's parse, with the stray arguments kept to be looked at rather than refused at once."""
        allowed = ctx.allow_extra_args
        ctx.allow_extra_args = True
        given = list(args)  # click's parser consumes the list it is given
        try:
            rest = super().parse_args(ctx, args)
        except click.MissingParameter:
            # `hint letter-tricks hand.yaml`: the file given in place of the option is the slip to
            # name, not only the option it left missing.
            if allowed or ctx.resilient_parsing:
                raise
            _, rest, _ = self.make_parser(ctx).parse_args(args=given)
            if not any(map(looks_like_file, rest)):
                raise
        finally:
            ctx.allow_extra_args = allowed
        if rest and not allowed and not ctx.resilient_parsing:
            stray = plural(len(rest), "argument")
            message = f"Got unexpected extra {stray} ({' '.join(rest)})"
            first_file = next((word for word in rest if looks_like_file(word)), None)
            if first_file is not None:
                message += ": " + pointer(self.file_hint, ctx, first_file)
            raise click.UsageError(message, ctx=ctx)
        return rest
