"""Option decorators shared by every command, so the same option means the same thing everywhere."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from referee.dictionary import LEXICON_ENV, LexiconChoice, get_lexicon
from referee.games import GAME_NAMES
from referee.render import Format

if TYPE_CHECKING:
    from referee.errors import OptionError

F = TypeVar("F", bound=Callable[..., Any])

GAMES = GAME_NAMES


FORMATS = [f.value for f in Format]
MAX_SEED = 2**64 - 1


def format_option(func: F) -> F:
    """`--format/-f table|json|yaml` (any case: `-f JSON`): a table for people, JSON Lines or YAML
    for scripts."""
    return click.option(
        "--format", "-f", "fmt", type=NearMissChoice(FORMATS, case_sensitive=False), default="table",
        show_default=True, callback=lambda _ctx, _param, value: Format(value),
        help="table for people; json (JSON Lines, one object per item) or yaml for scripts.",
    )(func)


def group_format_option(func: F) -> F:
    """`-f` on `referee roll` and `referee hint`, before GAME: handed on to GAME's command, so
    `roll -f json letterflip` is `roll letterflip -f json` (a -f after GAME wins)."""

    def pass_on(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
        if value is not None and isinstance(ctx.command, click.Group):
            games = ctx.command.list_commands(ctx)
            ctx.default_map = {**(ctx.default_map or {}), **{game: {"fmt": value} for game in games}}

    return click.option(
        "--format", "-f", type=NearMissChoice(FORMATS, case_sensitive=False), expose_value=False,
        callback=pass_on, help="The output format of GAME's command (the same as its own -f).",
    )(func)


def _house_words(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[str, ...]:
    """`--allow`/`--deny` words, refused when one could name no word (as in a house-rules file)."""
    from referee.dictionary.house import could_be_a_word

    for written in value:
        if not could_be_a_word(written):
            raise click.BadParameter(f"expected a word, got {written!r}", ctx=ctx, param=param)
    return value


def lexicon_options(func: F) -> F:
    """`--lexicon`, `--allow`, `--deny`, `--house-rules`, gathered into one `lexicon` argument."""

    @click.option("--lexicon", "lexicon_path", type=click.Path(), metavar="FILE", envvar=LEXICON_ENV,
                  help="A word list to use instead of the built-in one (one word a line, "
                       f"# comments; - reads stdin; also ${LEXICON_ENV}).")
    @click.option("--allow", multiple=True, metavar="WORD", callback=_house_words,
                  help="House rule: accept this word (repeatable).")
    @click.option("--deny", multiple=True, metavar="WORD", callback=_house_words,
                  help="House rule: refuse this word; beats --allow (repeatable).")
    @click.option("--house-rules", type=click.Path(), metavar="FILE",
                  help="YAML file of house rules: allow: [...], deny: [...] (- reads stdin).")
    @functools.wraps(func)
    def wrapper(*args: Any, lexicon_path: str | None, allow: tuple[str, ...],
                deny: tuple[str, ...], house_rules: str | None, **kwargs: Any) -> Any:
        source = click.get_current_context().get_parameter_source("lexicon_path")
        choice = LexiconChoice(lexicon_path, house_rules, tuple(allow), tuple(deny),
                               source is click.core.ParameterSource.ENVIRONMENT)
        if lexicon_path or house_rules:  # (without either, stdin's reader is not even imported)
            _read_stdin_first(choice)
        return func(*args, lexicon=choice, **kwargs)

    return wrapper  # type: ignore[return-value]


def _read_stdin_first(choice: LexiconChoice) -> None:
    """A word list or house rules on stdin are read before any record or word, in every command
    (some load the lexicon only at the first word that needs it), so that the second reader of
    stdin is told which option read it; both on stdin is a usage error before either is read."""
    from referee.stdin import reads_stdin

    lexicon_path, house_rules = choice.path, choice.house_rules
    if reads_stdin(lexicon_path) and reads_stdin(house_rules):
        raise click.UsageError(f"--lexicon {lexicon_path} and --house-rules {house_rules} both read "
                               f"stdin; give one of them as a FILE")
    if reads_stdin(lexicon_path) or reads_stdin(house_rules):
        get_lexicon(choice)


def input_files(func: F) -> F:
    """`[FILE...]`: YAML record files; `-` or none (with stdin piped) reads stdin."""
    return click.argument("files", nargs=-1, type=click.Path(allow_dash=True))(func)


def resolve_inputs(files: tuple[str, ...], or_arguments: str = "") -> list[str]:
    """The files to read: the arguments, else stdin when it is piped; a terminal gets a usage error
    that names the command's other arguments too (`or_arguments`: "CARDs"), if it takes any."""
    if files:
        return list(files)
    if sys.stdin is None or sys.stdin.isatty():
        given = f"{or_arguments} or a FILE" if or_arguments else "a FILE"
        raise click.UsageError(f"no input: give {given}, or pipe records on stdin (FILE '-' reads stdin)")
    return ["-"]


class GameArgument(click.Argument):
    """A GAME argument whose errors call it GAME (click names an argument by its metavar, here
    every game's name in braces: "Invalid value for '{first-class-letters|...}'")."""

    def get_error_hint(self, ctx: click.Context | None) -> str:
        return f"'{self.human_readable_name}'"


class WholeNumber(click.IntRange):
    """click.IntRange, but a value that is no number at all is refused in a person's words:
    "'x' is not a valid whole number." (click's own say "is not a valid integer range")."""

    name = "whole number"


class NearMissChoice(click.Choice[str]):
    """A fixed list of values (a game, a mode, a variant, a format): a near miss gets the
    did-you-mean that `roll lettreroll` gets (`'letterroll' is not one of ...; did you mean
    'letter-roll'?`), whichever command the option is on, as the same value mistyped in a record
    or in `new` gets one. Case is ignored, as a record's `game: Letterflip` and `mode: Team` are
    read, and the value given on is the choice's own spelling."""

    def __init__(self, choices: Sequence[str], case_sensitive: bool = False) -> None:
        super().__init__(choices, case_sensitive=case_sensitive)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return str(super().convert(value, param, ctx))
        except click.BadParameter as exc:
            from referee.records import did_you_mean

            typed = str(value) if self.case_sensitive else str(value).lower()
            near = did_you_mean(typed, [str(choice) for choice in self.choices])
            if not near:
                raise
            self.fail(exc.message.rstrip(".") + near, param, ctx)


def game_argument(func: F) -> F:
    """`GAME`: one of the four games, by the name records use."""
    return click.argument("game", cls=GameArgument, type=NearMissChoice(GAMES))(func)


class Seed(click.ParamType[int]):
    """A seed: a whole number from 0 to 2**64 - 1, said so in those words when it is not one."""

    name = "seed"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            number = int(text) if text.isascii() and text.isdigit() and len(text) <= 20 else -1
        if not 0 <= number <= MAX_SEED:
            self.fail(f"a seed is a whole number from 0 to {MAX_SEED}, got {value!r}", param, ctx)
        return number


def seed_option(func: F) -> F:
    """`--seed N`: reproducible on every platform; without it, operating-system randomness."""
    return click.option("--seed", type=Seed(), default=None, metavar="N",
                        help="Reproducible rolls: the same seed gives the same result everywhere. "
                             "Without it the roll is fair (operating-system randomness).")(func)


def seed_note(seed: int | None) -> str:
    """The line every roll prints about its randomness: one wording for all four games."""
    if seed is None:
        return "fair: operating-system randomness (--seed N makes a roll replayable)"
    return f"seed {seed} (replay with --seed {seed})"


def bad_value(message: str, option: str) -> click.BadParameter:
    """A value refused, worded as click words its own refusals: `Invalid value for '--players' /
    '-p': ...`, every spelling of the option in quotes (an argument by its name: 'GUESS'; two
    options at fault together, `--known/--out`, as '--known' / '--out'), so a user meets one
    form whichever of the two refused it."""
    ctx = click.get_current_context(silent=True)
    for param in ctx.command.params if ctx is not None else ():
        if option in param.opts and isinstance(param, click.Option):
            return click.BadParameter(message, ctx=ctx, param=param)
    return click.BadParameter(message, param_hint=option.split("/"))


def option_refused(exc: OptionError) -> click.UsageError:
    """An option the rules refuse, as click reports a bad one (`Invalid value for '--player': ...`),
    or a usage error when no one option is to blame."""
    if exc.option is None:
        return click.UsageError(exc.message)
    return bad_value(exc.message, exc.option)
