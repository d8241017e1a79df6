"""`referee dedupe-lists`: Letter Roll cross-offs and points, for one round or a whole game."""

from __future__ import annotations

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games.letter_roll import record as rules
from referee.games.letter_roll.table import record_table
from referee.options import format_option, input_files, lexicon_options, resolve_inputs
from referee.progress import Progress, quiet_option
from referee.render import Emitter, Format
from referee.runner import run_records


@click.command("dedupe-lists", short_help="Letter Roll lists: cross-offs, points per player, totals.")
@format_option
@lexicon_options
@quiet_option
@input_files
def command(fmt: Format, lexicon: LexiconChoice, files: tuple[str, ...],
            progress: Progress) -> int:
    """Cross off Letter Roll words and count the points, for single rounds or whole game records.

    Every word is ruled scored or crossed, with reasons: duplicate (on another player's list,
    compared after case, accents and clear spelling corrections), repeated (written twice by
    one player), missing-letters (two Ts rolled need two Ts), not-in-dictionary and the
    dictionary's other reasons (proper-noun, abbreviation, hyphen, apostrophe, not-one-word,
    non-letter, house-rule), too-short (a player's min-length). A misspelling with one
    clear correction is scored as that word and the correction is shown.

    A FILE holds whole game records (`rounds:`, as for score-sheet, with the same result) or
    single rounds: `letters:` and `lists:` at the top level (`game: letter-roll` optional).
    Exit status 1 if the record claims a score or total the referee does not confirm, breaks
    the roller rotation or the dice rules, or has a round too many (shown, its points left out
    of the totals); 2 if a record cannot be read.

    \b
    Examples:
      referee example letter-roll rulebook-round > round.yaml
      referee dedupe-lists round.yaml
      referee example letter-roll two-players | referee dedupe-lists -f json
      referee example letter-roll | referee dedupe-lists -f yaml
    """
    lex = get_lexicon(lexicon)
    return run_records(resolve_inputs(files), Emitter(fmt), lambda document: rules.adjudicate_lists(document.root, lex),
                       record_table, progress)
