"""`referee lexicon`: which word list is in use, so two tables can tell they agree."""

from __future__ import annotations

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.options import format_option, lexicon_options
from referee.render import Emitter, Format


@click.command("lexicon", short_help="Name, size and SHA-256 of the word list in use.")
@format_option
@lexicon_options
def command(fmt: Format, lexicon: LexiconChoice) -> int:
    """Report the lexicon in use: its name, word counts, SHA-256 and house rules.

    Two referees that print the same SHA-256 and house rules rule on words alike.

    \b
    Examples:
      referee lexicon
      printf 'allow: [qi, za]\\ndeny: [zen]\\n' > house-rules.yaml
      referee lexicon --house-rules house-rules.yaml -f json
      printf 'cat\\ndog\\n' | referee lexicon --lexicon -
    """
    Emitter(fmt).item(get_lexicon(lexicon).info())
    return 0
