"""`referee alpha-cancel`: First-Class Letters' end-of-game alphabetical check, optimally."""

from __future__ import annotations

import os

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.file_names import RECORD_SUFFIXES
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.order_check import PlainRow, ScoredWordError, check_plain_sheet, parse_scored_word
from referee.games.first_class.result import SheetOrder
from referee.options import NearMissChoice, bad_value, format_option, lexicon_options, resolve_inputs
from referee.plurals import plural
from referee.progress import Progress, quiet_option
from referee.records import read_paths
from referee.render import Emitter, Format, table
from referee.runner import run_items


def parse_word(text: str) -> tuple[str, int]:
    """A WORD[=SCORE] argument, as a plain sheet's row reads it; a bad one is a usage error."""
    try:
        return parse_scored_word(text)
    except ScoredWordError as exc:
        raise bad_value(exc.message, exc.part) from None


def _table(sheet: SheetOrder) -> str:
    read_as = sheet.corrected or (None,) * len(sheet.rows)
    rows = [[n, f"{word} -> {meant}" if word and meant else word or "", points, ruling]
            for (n, word, points, ruling), meant in zip(sheet.rows, read_as, strict=True)]
    head = f"{sheet.name}\n" if sheet.name is not None else ""
    cancel = sheet.ruling.cancel
    verdict = ("in alphabetical order" if not cancel
               else f"cancel {plural(len(cancel), 'row')} {', '.join(map(str, cancel))}")
    return f"{head}{table(rows, ['row', 'word', 'points', 'ruling'])}\n{verdict}; score kept {sheet.ruling.score}"


def _is_file_argument(arg: str) -> bool:
    """A FILE, not a WORD: `-`, a path that exists (a directory too: it is then one error, as
    grep reports one), or anything that looks like a path. A word has no slash, so a mistyped
    `fixtures/sheet.yml` is "cannot read", never ruled as a word."""
    return (arg == "-" or os.path.sep in arg or "/" in arg or os.path.exists(arg)
            or arg.lower().endswith(RECORD_SUFFIXES))


@click.command("alpha-cancel", short_help="First-Class Letters: the cancellations that restore alphabetical order.")
@click.option("--order", "order_name", type=NearMissChoice([o.value for o in Order]), default=Order.WORD.value,
              show_default=True, help="Compare whole words (the rulebook) or only first letters (a house rule).")
@format_option
@lexicon_options
@quiet_option
@click.argument("args", nargs=-1, metavar="[FILE...] | [WORD[=SCORE]...]")
def command(order_name: str, fmt: Format, lexicon: LexiconChoice, args: tuple[str, ...],
            progress: Progress) -> int:
    """The cancellations that put a First-Class Letters sheet in alphabetical order, keeping the
    most points, then the most words; any remaining tie keeps the rows nearer the top.

    Give WORD[=SCORE] arguments (top row first; a bare word counts 1), or FILEs of YAML: First-Class
    Letters records (one result per player's sheet, or for the communal sheet; words are ruled
    first) or plain sheets (`rows: [apple=3, null, zebra=2]`). Each row is ruled kept, cancel or
    excluded: canceled words, canceled empty boxes and unused rows take no part. An argument
    that is `-`, names an existing file or directory, has a slash or ends in .yaml/.yml/.json is
    a FILE. Words compare case-insensitively and a repeated word is in order. Exit status 1 if a
    sheet needs cancellations.

    \b
    Examples:
      referee alpha-cancel zebra=1 apple=5 banana=5
      referee alpha-cancel --order first-letter apple=2 avocado=3 acorn=1
      referee example first-class-letters game-night > game-night.yaml
      referee alpha-cancel game-night.yaml
      referee example first-class-letters out-of-order | referee alpha-cancel -f json
    """
    order = Order(order_name)
    emitter = Emitter(fmt)
    files = [a for a in args if _is_file_argument(a)]
    if args and not files:
        sheet = check_plain_sheet([PlainRow(*parse_word(a)) for a in args], order)
        emitter.item(sheet.as_json(), lambda: _table(sheet))
        return 1 if sheet.ruling.needs_cancellations else 0
    if args and len(files) != len(args):
        words = [a for a in args if a not in files]
        raise click.UsageError(f"give FILEs or WORDs, not both (words: {', '.join(words[:3])})")
    from referee.games.first_class.record import read_order_checks

    return run_items(progress.counted(read_paths(resolve_inputs(tuple(files), "WORD[=SCORE] arguments"))), emitter,
                     lambda document: read_order_checks(document.root, lambda: get_lexicon(lexicon), order),
                     lambda sheet: sheet.ruling.needs_cancellations, SheetOrder.as_json, _table)
