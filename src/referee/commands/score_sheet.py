"""`referee score-sheet`: whole game records of any of the four games, every point ruled."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games import Adjudication, Game, game_of
from referee.options import format_option, input_files, lexicon_options, resolve_inputs
from referee.progress import Progress, quiet_option
from referee.records import Document
from referee.render import Emitter, Format
from referee.runner import run_records

RULES = {
    Game.FIRST_CLASS_LETTERS: "first_class",
    Game.LETTER_ROLL: "letter_roll",
    Game.LETTER_TRICKS: "letter_tricks",
    Game.LETTERFLIP: "letterflip",
}


def _module(game: Game, package: str) -> ModuleType:
    return importlib.import_module(f"referee.{package}.{RULES[game]}")


def record_table(ruling: Adjudication) -> str:
    """The table of the record's own game (and of its analysis, with --analyse)."""
    game = Game(ruling.record["game"])
    render: Callable[[Adjudication], str] = _module(game, "tables").record_table
    text = render(ruling)
    if ruling.record.get("analysis"):
        from referee.tables.analysis import analysis_table

        text = text.rstrip("\n") + "\n\n" + analysis_table(ruling.record)
    return text


@click.command("score-sheet", short_help="Whole game records of any game: every row, word, trick and turn ruled.")
@click.option("--analyse", "--analyze", "analyse", is_flag=True,
              help="Add the best plays: the best word each round allowed, the words nobody found, "
                   "the best word from the cards collected (an `analysis` field; a table after the record's).")
@format_option
@lexicon_options
@quiet_option
@input_files
def command(analyse: bool, fmt: Format, lexicon: LexiconChoice, files: tuple[str, ...],
            progress: Progress) -> int:
    """Adjudicate whole game records (YAML, many per file with ---) of any of the four games.

    Every row, word, trick or turn is ruled, totals and winners worked out, and every claim the
    record makes (a score, a total, a pick, an answer) checked: exit status 1 if one is wrong.
    A First-Class Letters sheet typed as written, without the dice of each round, is ruled on
    all that needs no dice; the rest is taken as written and the output says so.

    \b
    Examples:
      referee example first-class-letters > game-night.yaml
      referee score-sheet game-night.yaml
      referee example letter-roll two-players | referee score-sheet -f json
      referee example letterflip advanced-in-progress | referee score-sheet
      referee example first-class-letters paper-game-night | referee score-sheet
      referee new letter-roll --players Terry,Chris > night.yaml
      referee score-sheet --analyse game-night.yaml
    """
    lex = get_lexicon(lexicon)

    def adjudicate(document: Document) -> Adjudication:
        game = game_of(document.root)
        rules: Callable[..., Adjudication] = _module(game, "games").adjudicate
        ruling = rules(document.root, lex)
        if analyse:
            from referee.games.analysis import analyse as analysis_of

            ruling.record["analysis"] = analysis_of(ruling.record, document.root, lex)
        return ruling

    return run_records(resolve_inputs(files), Emitter(fmt), adjudicate, record_table, progress)
