"""The `referee` command line: wires the commands together and turns every failure into one line.

Commands live in `referee.commands.<name>` and are imported only when used, so a cold
`referee check-word` does not pay for the other games.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from referee import __version__
from referee.commands.lazy import LazyGroup
from referee.exits import run_translated
from referee.startup import Interrupted

COMMANDS: dict[str, str] = {
    "alpha-cancel": "referee.commands.alpha_cancel",
    "answer": "referee.commands.answer",
    "check-word": "referee.commands.check_word",
    "dedupe-lists": "referee.commands.dedupe_lists",
    "example": "referee.commands.example",
    "hint": "referee.commands.hint",
    "lexicon": "referee.commands.lexicon",
    "new": "referee.commands.new",
    "roll": "referee.commands.roll",
    "score-sheet": "referee.commands.score_sheet",
    "standings": "referee.commands.standings",
    "trick-winner": "referee.commands.trick_winner",
}


class RefereeGroup(LazyGroup):
    """The top-level group: lazily loaded commands, every ending translated in `referee.exits`."""

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; Ctrl-C is carried past click, which would call it an abort."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            raise Interrupted from None

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        """Run, then exit 0 (upheld), 1 (ruled against) or 2 (could not adjudicate)."""
        code = run_translated(lambda: super(RefereeGroup, self).main(
            args, prog_name or "referee", complete_var, standalone_mode=False, **extra))
        if standalone_mode:
            sys.exit(code)
        return code


CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


@click.group(cls=RefereeGroup, lazy_subcommands=COMMANDS, context_settings=CONTEXT_SETTINGS)
@click.version_option(__version__, "--version", "-V", prog_name="referee")
def cli() -> None:
    """Referee and scorer for tabletop word games: First-Class Letters, Letter Roll,
    LetterTricks and Letterflip.

    Commands read words, cards or a round from their arguments and options, or YAML game records
    from FILEs or stdin, and print rulings that say why: a table by default, JSON Lines (-f json)
    or YAML (-f yaml) for scripts.

    Exit status: 0 upheld, 1 ruled against the input, 2 could not adjudicate.

    \b
    Examples:
      referee check-word Brooklyn
      referee example first-class-letters | referee score-sheet
    """


def main() -> None:
    """Run the CLI through click (the console script goes through referee.launcher first)."""
    cli.main()
