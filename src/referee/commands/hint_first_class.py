"""`referee hint first-class-letters`: the highest-scoring words a round allows, best first."""

from __future__ import annotations

import click

from referee.dictionary import LexiconChoice, fold, get_lexicon
from referee.errors import OptionError
from referee.file_arguments import ROUND_BY_OPTION, TakesFileByOption
from referee.games.first_class.hints import (
    Between,
    first_class_hints,
    no_place_between,
    no_word_can_score,
    row_initial,
    sheet_bounds,
)
from referee.games.first_class.model import ROWS, RoundRoll
from referee.games.first_class.result import suggestion_json
from referee.games.reading import sheet_as_read
from referee.options import WholeNumber, bad_value, format_option, lexicon_options, option_refused
from referee.render import Format
from referee.round_options import build_rules
from referee.suggestions import emit, limit_option, none_as_all


def _sheet(value: str) -> list[str | None]:
    """`apple,,-,zebra`: the sheet top row first; empty, `-` or `x` is an empty or canceled row."""
    rows: list[str | None] = []
    for entry in value.split(","):
        word = entry.strip()
        if word in ("", "-", "x", "X"):
            rows.append(None)
        elif not fold(word).isalpha() or not fold(word).isascii():
            raise bad_value(f"not a word: {word!r}", "--sheet")
        else:
            rows.append(fold(word))
    if len(rows) > ROWS:
        raise bad_value(f"a sheet has {ROWS} rows, got {len(rows)}", "--sheet")
    return rows


def _special(value: str | None) -> dict[int, str]:
    """`2=C,4=M,6=R`: the special rows and their initial letters."""
    rows: dict[int, str] = {}
    for entry in (value or "").replace(" ", ",").split(","):
        if not entry:
            continue
        row, sep, letter = entry.partition("=")
        row, letter = row.strip(), letter.strip()
        if not sep or not (row.isascii() and row.isdigit()) or len(letter) != 1 or not (
                letter.isascii() and letter.isalpha()):
            raise bad_value(f"expected ROW=LETTER (e.g. 2=C), got {entry!r}", "--special")
        if not 1 <= int(row) <= ROWS:
            raise bad_value(f"row {int(row)} is not one of the sheet's rows 1..{ROWS}", "--special")
        if int(row) in rows:
            raise bad_value(f"row {int(row)} is given twice (a special row has one letter)", "--special")
        rows[int(row)] = letter.upper()
    return rows


def round_from_options(dice: str | None, dead: str | None, priority: str | None, initial: str | None,
                       round_path: str | None) -> tuple[RoundRoll, str | None]:
    """The round's roll and the initial letter from the options, over those of `--round FILE`
    (options win)."""
    rules = build_rules("first-class-letters", dice, dead, priority, initial, None, None, None, round_path)
    if not rules.dice:
        raise click.UsageError("no dice: give --dice LETTERS (or --round FILE)")
    return RoundRoll(0, rules.dice, rules.dead, rules.priority), rules.initial


@click.command("first-class-letters", cls=TakesFileByOption, file_hint=ROUND_BY_OPTION,
               short_help="The highest-scoring words for a round.")
@click.option("--dice", metavar="LETTERS", help="The three letter dice, e.g. CMR.")
@click.option("--dead", metavar="L", help="The dead letter (no word may use it).")
@click.option("--priority", metavar="L", help="Priority mail: the letter every word must use.")
@click.option("--initial", metavar="L", help="The special row's initial letter.")
@click.option("--round", "round_path", type=click.Path(allow_dash=True), metavar="FILE",
              help="Take dice, dead and priority from a round (e.g. what `referee roll` printed) or a "
                   "record (its last round; a file's first record).")
@click.option("--between", nargs=2, metavar="WORD1 WORD2", default=None,
              help="Only words that fit alphabetically between these two ('-' for no bound).")
@click.option("--sheet", metavar="WORDS",
              help="The sheet so far, top row first, comma-separated; empty or - for empty/canceled rows. "
                   "A misspelling counts as its clear correction; a word with none is canceled.")
@click.option("--row", type=WholeNumber(1, ROWS), metavar="N",
              help="The row the word is for: bounds from --sheet, initial from --special.")
@click.option("--special", metavar="ROW=L,...", help="The special rows, e.g. 2=C,4=M,6=R.")
@limit_option(10)
@format_option
@lexicon_options
def command(dice: str | None, dead: str | None, priority: str | None, initial: str | None,
            round_path: str | None, between: tuple[str, str] | None, sheet: str | None,
            row: int | None, special: str | None, limit: int, fmt: Format,
            lexicon: LexiconChoice) -> int:
    """The highest-scoring valid words for a First-Class Letters round, best first.

    A word scores one checkmark per letter matching a die, doubled when it uses all three dice;
    it must avoid the dead letter, use the priority letter and start with the special row's
    initial. Ties: the commoner word first, then alphabetical. --between (or --sheet with --row)
    keeps only words that keep the sheet in alphabetical order.

    \b
    Examples:
      referee hint first-class-letters --dice CMR --dead A
      referee example first-class-letters round > round.yaml
      referee hint first-class-letters --round round.yaml --limit 3 -f json
      referee hint first-class-letters --dice CMR --dead A --between cab - --initial C
      referee hint first-class-letters --dice CMR --dead A --sheet crumb,,,,,,zebra --row 4 --special 4=M
    """
    round_, initial_letter = round_from_options(dice, dead, priority, initial, round_path)
    if between is not None and sheet is not None:
        raise click.UsageError("give --between or --sheet with --row, not both")
    if sheet is not None and row is None:
        raise click.UsageError("--sheet needs --row: the row the word is for")
    lex = get_lexicon(lexicon)
    bounds: Between = (None, None)
    if between is not None:
        low, high = (None if w.strip() in ("", "-") else fold(w.strip()) for w in between)
        bounds = (low, high)
    if row is not None:
        if sheet is not None:
            rows = sheet_as_read(lex, _sheet(sheet))
            rows += [None] * (max(ROWS, row) - len(rows))
            try:
                bounds = sheet_bounds(rows, row)
            except ValueError as exc:
                raise bad_value(str(exc), "--row") from None
        try:
            initial_letter = row_initial(_special(special), row, initial_letter)
        except OptionError as exc:
            raise option_refused(exc) from None
    elif special:
        raise click.UsageError("--special needs --row: the row the word is for")
    hints = first_class_hints(lex, round_, bounds, none_as_all(limit), initial_letter)
    constraints = [f"dice {''.join(round_.dice)}"]
    if round_.dead:
        constraints.append(f"dead {round_.dead}")
    if round_.priority:
        constraints.append(f"priority {round_.priority}")
    if initial_letter:
        constraints.append(f"initial {initial_letter}")
    if bounds != (None, None):
        constraints.append(f"between {bounds[0] or '(start)'} and {bounds[1] or '(end)'}")
    rows_out = [[rank, h.word, h.score, h.checks, "yes" if h.doubled else "no"]
                for rank, h in enumerate(hints, 1)]
    emit(fmt, [suggestion_json(h) for h in hints], ["#", "word", "score", "checks", "doubled"], rows_out,
         preface="Best words for " + ", ".join(constraints) + ":",
         empty=no_word_can_score(round_, initial_letter) or _none_found(bounds, between is not None))
    return 0


def _none_found(bounds: Between, typed: bool) -> str:
    """Why the list is empty: bounds the wrong way round leave no place for any word, whatever
    the dice (`--between crumb candle` said "no word scores a point under these constraints")."""
    if no_place_between(bounds):
        low, high = bounds
        return (f"no word fits: {low} (above) comes after {high} (below) alphabetically"
                + ("; --between takes the word above first" if typed else ""))
    return "no word scores a point under these constraints"
