"""The `referee` command line: wires the commands together and turns every failure into one line.

Commands live in `referee.commands.<name>` and are imported only when used, so a cold
`referee check-word` does not pay for the other games.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from referee import __version__
from referee.commands.lazy import LazyGroup
from referee.errors import RefereeError
from referee.render import one_line, report_error

COMMANDS: dict[str, str] = {
    "alpha-cancel": "referee.commands.alpha_cancel",
    "answer": "referee.commands.answer",
    "check-word": "referee.commands.check_word",
    "dedupe-lists": "referee.commands.dedupe_lists",
    "example": "referee.commands.example",
    "hint": "referee.commands.hint",
    "lexicon": "referee.commands.lexicon",
    "roll": "referee.commands.roll",
    "score-sheet": "referee.commands.score_sheet",
    "trick-winner": "referee.commands.trick_winner",
}


class RefereeGroup(LazyGroup):
    """The top-level group: lazily loaded commands, and every error translated in one place."""

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            from referee.records import did_you_mean

            raise click.UsageError(f"no command {name!r}" + did_you_mean(name, self.list_commands(ctx)))
        return super().resolve_command(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; a reader that went away (`| head`) ends the run quietly with 0.

        Caught here, before click's own handler turns a broken pipe into exit status 1.
        """
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            _silence_stdout()
            raise click.exceptions.Exit(0) from None

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        """Run, then exit 0 (upheld), 1 (ruled against) or 2 (could not adjudicate)."""
        code = run_translated(lambda: super(RefereeGroup, self).main(
            args, prog_name or "referee", complete_var, standalone_mode=False, **extra))
        if standalone_mode:
            sys.exit(code)
        return code


def run_translated(call: Any) -> int:
    """Call the CLI; every exception becomes `referee: error: ...` on stderr and exit 2."""
    try:
        result = call()
    except click.exceptions.Exit as exc:
        return int(exc.exit_code)
    except click.exceptions.Abort:
        sys.stderr.write("referee: error: aborted\n")
        return 2
    except click.ClickException as exc:
        sys.stderr.write(f"referee: error: {one_line(exc.format_message())}\n")
        return 2
    except RefereeError as exc:
        report_error(exc)
        return 2
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except RecursionError:
        sys.stderr.write("referee: error: input nested too deeply to adjudicate\n")
        return 2
    except MemoryError:
        sys.stderr.write("referee: error: input too large to adjudicate in memory\n")
        return 2
    except Exception as exc:  # the last line of defence: never a traceback
        sys.stderr.write(f"referee: error: internal error ({type(exc).__name__}): "
                         f"{one_line(str(exc))}\n")
        return 2
    return result if isinstance(result, int) else 0


def _silence_stdout() -> None:
    """After the reader of a pipe went away (`| head`), drop what is left quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


@click.group(cls=RefereeGroup, lazy_subcommands=COMMANDS, context_settings=CONTEXT_SETTINGS)
@click.version_option(__version__, "--version", "-V", prog_name="referee")
def cli() -> None:
    """Referee and scorer for tabletop word games: First-Class Letters, Letter Roll,
    LetterTricks and Letterflip.

    Every command reads YAML game records from FILEs or stdin and prints rulings that say why:
    a table by default, JSON Lines (-f json) or YAML (-f yaml) for scripts.

    Exit status: 0 upheld, 1 ruled against the input, 2 could not adjudicate.

    \b
    Examples:
      referee check-word Brooklyn
      referee example first-class-letters | referee score-sheet
    """


def main() -> None:
    """Run the CLI through click (the console script goes through referee.launcher first)."""
    cli.main()
