"""Command synopses in docs/*.md, generated from the click definitions like the man pages.

A synopsis in a page is a code block right after the marker line

    <!-- synopsis: referee hint letter-roll -->

`python tools/gen_man.py` rewrites every marked block from the command's options, and
tests/test_synopses.py fails when a page's block differs or a hand-written synopsis (a
`referee ... [--option` line) has no marker, so the docs cannot drift from `--help`.
"""

from __future__ import annotations

import re

import click

from referee.cli import cli

MARKER = re.compile(r"^<!-- synopsis: (referee(?: [a-z-]+)*) -->\n```\n(.*?)```\n", re.M | re.S)
WIDTH = 100


def command_at(path: str) -> tuple[click.Command, click.Context]:
    """The command `referee roll letter-roll` names, with its context."""
    words = path.split()[1:]
    command: click.Command = cli
    ctx = cli.make_context("referee", [], resilient_parsing=True)
    for word in words:
        sub = command.get_command(ctx, word) if isinstance(command, click.Group) else None
        if sub is None:
            raise KeyError(f"no command {path!r}")
        ctx = sub.make_context(word, [], parent=ctx, resilient_parsing=True)
        command = sub
    return command, ctx


def _piece(param: click.Parameter, ctx: click.Context) -> str | None:
    """One option or argument as a synopsis shows it: `[--limit N]`, `--cards CARDS`, `[FILES]...`."""
    if isinstance(param, click.Argument):
        return param.make_metavar(ctx)
    if not isinstance(param, click.Option) or param.hidden or param is ctx.command.get_help_option(ctx):
        return None
    name = max(param.opts, key=len)
    if param.is_flag:
        text = " | ".join([name, *param.secondary_opts])
    else:
        if isinstance(param.type, click.Choice):
            metavar = "|".join(str(choice) for choice in param.type.choices)
        elif param.metavar:
            metavar = param.metavar
        else:  # click's own names ("INTEGER RANGE") say less than a plain N
            metavar = "N" if isinstance(param.type, (click.types.IntParamType, click.IntRange)) else \
                param.type.name.upper()
        text = f"{name} {metavar}"
    text = text if param.required else f"[{text}]"
    return text + ("..." if param.multiple else "")


def synopsis(path: str) -> str:
    """The synopsis of `path`, wrapped at WIDTH between options (never inside one), continuation
    lines under the first option."""
    command, ctx = command_at(path)
    pieces = [p for p in (_piece(param, ctx) for param in command.get_params(ctx)) if p]
    indent = " " * (len(path) + 1)
    lines, current = [], path
    for piece in pieces:
        if len(current) + 1 + len(piece) > WIDTH and current != path:
            lines.append(current)
            current = indent + piece
        else:
            current = f"{current} {piece}"
    lines.append(current)
    return "\n".join(lines) + "\n"


def regenerated(page: str) -> str:
    """The page with every marked synopsis block rewritten from click."""
    return MARKER.sub(lambda m: f"<!-- synopsis: {m.group(1)} -->\n```\n{synopsis(m.group(1))}```\n", page)
