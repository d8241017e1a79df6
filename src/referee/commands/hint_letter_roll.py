"""`referee hint letter-roll`: every valid word containing the letters in play, commonest first."""

from __future__ import annotations

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.file_arguments import ROUND_BY_OPTION, TakesFileByOption
from referee.games.letter_roll.hints import letter_roll_hints
from referee.games.letter_roll.result import suggestions_json
from referee.options import WholeNumber, format_option, lexicon_options
from referee.plurals import counted, plural
from referee.render import Format
from referee.round_options import build_rules
from referee.suggestions import emit, limit_option, none_as_all


@click.command("letter-roll", cls=TakesFileByOption, file_hint=ROUND_BY_OPTION,
               short_help="Every word containing the letters, commonest first.")
@click.option("--letters", metavar="LETTERS",
              help="The letters in play, e.g. PEC (TT needs two Ts; P-E-C, as the tables print them, is read "
                   "as PEC).")
@click.option("--min-length", type=WholeNumber(1, 100), metavar="N", help="Minimum word length.")
@click.option("--round", "round_path", type=click.Path(allow_dash=True), metavar="FILE",
              help="Take the letters (and a minimum length) from a round or a record (its last round; a "
                   "file's first record).")
@limit_option(20)
@format_option
@lexicon_options
def command(letters: str | None, min_length: int | None, round_path: str | None, limit: int,
            fmt: Format, lexicon: LexiconChoice) -> int:
    """Every valid word containing all the letters in play (with multiplicity): how many there
    are, then the commonest first (ties alphabetical).

    With --format json each word is one object: word, score (null: Letter Roll scores per list,
    not per word), frequency, rank and total (how many words there are in all).

    \b
    Examples:
      referee hint letter-roll --letters PEC
      referee hint letter-roll --letters PEC --min-length 7 --limit 0
      referee example letter-roll round > round.yaml
      referee hint letter-roll --round round.yaml -f json -n 5
    """
    rules = build_rules("letter-roll", None, None, None, None, letters, min_length, None, round_path)
    wanted, least = "".join(rules.letters), rules.min_length
    if not wanted:
        raise click.UsageError("no letters: give --letters LETTERS (or --round FILE)")
    found = letter_roll_hints(get_lexicon(lexicon), wanted, least or 1, none_as_all(limit))
    shown = f" (the commonest {len(found.words)} shown)" if len(found.words) < found.total else ""
    length = f" of at least {counted(least, 'letter')}" if least else ""
    contain = plural(found.total, "contains", "contain")
    emit(fmt, suggestions_json(found), ["#", "word", "frequency"],
         [[rank, word, frequency] for rank, (word, frequency) in enumerate(found.words, 1)],
         preface=f"{counted(found.total, 'word')}{length} {contain} {', '.join(found.letters)}{shown}:",
         empty="none")
    return 0
