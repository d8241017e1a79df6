"""Man pages generated from the click definitions, so they cannot drift from `--help`.

`python tools/gen_man.py` writes man/referee.1 and one page per command (and per `roll` and
`hint` game); tests/test_manpages.py regenerates them in memory and fails if a checked-in page
differs, and renders each with `groff -man -ww -z` to catch warnings.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterator
from dataclasses import dataclass

import click

from referee import __version__
from referee.cli import cli

DATE = _dt.date(2026, 11, 30)
"""Fixed so regenerating the pages gives the same bytes (bump with the version)."""


@dataclass(frozen=True)
class Page:
    """One man page: its file name and roff text."""

    name: str
    text: str


def _escape(text: str) -> str:
    """Roff-escape a line of text: backslashes, leading dots and quotes, hyphens as minus."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    if text.startswith((".", "'")):
        text = "\\&" + text
    return text


_LITERAL = str.maketrans({"\\": "\\e", "-": "\\-", "'": "\\(aq", "`": "\\(ga", "~": "\\(ti",
                          "^": "\\(ha"})


def _literal(text: str) -> str:
    """Roff for a line to be copied into a shell: every character as typed (ASCII quotes, minus
    signs, backslashes), never turned into typographic quotes or hyphens."""
    text = text.translate(_LITERAL)
    return "\\&" + text if text.startswith((".", "'")) else text


def _page_ref(name: str) -> str:
    """A cross-reference `name(1)` that is never hyphenated (\\%) nor split from its section."""
    return f"\\fB\\%{_escape(name)}\\fR(1)"


def _paragraphs(help_text: str) -> tuple[list[list[str]], list[str]]:
    """Split click help into prose paragraphs and the example lines after 'Examples:'."""
    prose: list[list[str]] = []
    examples: list[str] = []
    in_examples = False
    current: list[str] = []
    for raw in help_text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped == "\b":
            continue
        if re.match(r"^Examples?:$", stripped):
            in_examples = True
            if current:
                prose.append(current)
                current = []
            continue
        if in_examples:
            if stripped:
                examples.append(stripped)
            continue
        if not stripped:
            if current:
                prose.append(current)
                current = []
            continue
        current.append(stripped.replace("\b", ""))
    if current:
        prose.append(current)
    return prose, examples


def _option_rows(command: click.Command, ctx: click.Context) -> Iterator[tuple[str, str]]:
    for param in command.get_params(ctx):
        if not isinstance(param, click.Option):
            continue  # arguments are in the synopsis (and click versions differ on their help)
        record = param.get_help_record(ctx)
        if record is not None:
            yield record


def _usage(command: click.Command, ctx: click.Context) -> str:
    pieces = command.collect_usage_pieces(ctx)
    return " ".join([ctx.command_path, *pieces])


def render_page(command: click.Command, ctx: click.Context, page_name: str,
                see_also: list[str] | None = None) -> str:
    """The roff source of one command's man page."""
    help_text = command.help or ""
    prose, examples = _paragraphs(help_text)
    summary = command.get_short_help_str(limit=200)
    lines = [
        f'.TH "{page_name.upper()}" "1" "{DATE.isoformat()}" "referee {__version__}" "referee manual"',
        ".nh",  # no hyphenation and no justification: option names and paths stay whole
        ".nr HY 0",  # and each paragraph macro (.TP, .PP, .SH) restores hyphenation from HY
        ".ad l",
        ".SH NAME",
        f"{_escape(page_name)} \\- {_escape(summary)}",
        ".SH SYNOPSIS",
        f".B {_escape(_usage(command, ctx))}",
        ".SH DESCRIPTION",
    ]
    for number, paragraph in enumerate(prose):
        if number:
            lines.append(".PP")
        lines.append(_escape(" ".join(paragraph)))
    rows = list(_option_rows(command, ctx))
    if rows:
        lines.append(".SH OPTIONS")
        for opts, text in rows:
            lines += [".TP", f".B {_escape(opts)}", _escape(" ".join(text.split()))]
    if isinstance(command, click.Group):
        lines.append(".SH COMMANDS")
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                sub_page = f"{page_name}-{name}"
                lines += [".TP", f".B {_escape(name)}",
                          f"{_escape(sub.get_short_help_str(limit=200))} See {_page_ref(sub_page)}."]
    if examples:  # verbatim (.EX/.EE): neither filled, justified nor hyphenated, so they copy as typed
        lines += [".SH EXAMPLES", ".RS 4", ".EX", *map(_literal, examples), ".EE", ".RE"]
    lines += _environment(command, ctx)
    lines += [
        ".SH EXIT STATUS",
        "0: adjudicated, every ruling in the input's favour.",
        ".br",
        "1: adjudicated, and the referee rules against the input on at least one point.",
        ".br",
        "2: could not adjudicate (usage error, unreadable file, YAML syntax or schema error),"
        " reported as one line \\fBreferee: error: FILE:LINE:COLUMN: message\\fR on standard error;"
        " so is a write error on standard output, \\fB\\%referee: error: write error: ...\\fR.",
        ".br",
        "141, 130: ended by a signal, as the shell reports it: the reader of standard output left"
        " (SIGPIPE, \\fB| head\\fR) or Ctrl-C (SIGINT).",
        ".SH SEE ALSO",
        ", ".join(_page_ref(p) for p in (see_also or ["referee"])),
    ]
    return "\n".join(lines) + "\n"


def _environment(command: click.Command, ctx: click.Context) -> list[str]:
    """An ENVIRONMENT section for the variables the command's options read (`REFEREE_LEXICON`);
    a group's page lists those of every command under it."""
    found: dict[str, str] = {}
    for param in _params_under(command, ctx):
        envvars = [param.envvar] if isinstance(param.envvar, str) else list(param.envvar or ())
        options = "/".join(param.opts)
        for name in envvars:  # the option's help, less its pointer to this very variable
            said = " ".join((getattr(param, "help", "") or "").split()).replace(f"; also ${name}", "")
            found.setdefault(name, said + f" Read when {options} is not given: the option wins.")
    if any(param.name == "quiet" for param in _params_under(command, ctx)):  # the progress line's
        from referee.progress import AFTER_ENV, AFTER_HELP

        found[AFTER_ENV] = AFTER_HELP
    if any(param.name == "fmt" for param in _params_under(command, ctx)):  # every table's width
        from referee.terminal import COLUMNS_ENV, COLUMNS_HELP

        found[COLUMNS_ENV] = COLUMNS_HELP
    if not found:
        return []
    lines = [".SH ENVIRONMENT"]
    for name, text in sorted(found.items()):
        lines += [".TP", f".B {_escape(name)}", _escape(text)]
    return lines


def _params_under(command: click.Command, ctx: click.Context) -> Iterator[click.Parameter]:
    yield from command.get_params(ctx)
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                yield from _params_under(sub, sub.make_context(name, [], parent=ctx, resilient_parsing=True))


def pages() -> list[Page]:
    """Every page: referee, each command, and each subcommand of a group (roll GAME, hint GAME)."""
    root_ctx = cli.make_context("referee", [], resilient_parsing=True)
    commands = [f"referee-{name}" for name in cli.list_commands(root_ctx)]
    return [Page("referee.1", render_page(cli, root_ctx, "referee", commands)),
            *_subcommand_pages(cli, root_ctx, "referee")]


def _subcommand_pages(group: click.Group, ctx: click.Context, prefix: str) -> list[Page]:
    """The pages of a group's commands, and of theirs in turn (`referee-roll-letter-roll`)."""
    result: list[Page] = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is None:
            continue
        sub_ctx = command.make_context(name, [], parent=ctx, resilient_parsing=True)
        page = f"{prefix}-{name}"
        result.append(Page(f"{page}.1", render_page(command, sub_ctx, page)))
        if isinstance(command, click.Group):
            result += _subcommand_pages(command, sub_ctx, page)
    return result
