"""`referee score-sheet`: whole game records of any of the four games, every point ruled."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import click

from referee.charts.options import chart_options
from referee.dictionary import LexiconChoice, get_lexicon
from referee.games import REGISTRY, Adjudication
from referee.games import adjudicate as adjudicate_record
from referee.options import format_option, input_files, lexicon_options, resolve_inputs
from referee.progress import Progress, quiet_option
from referee.records import Document, read_paths
from referee.render import Emitter, Format, table, warn
from referee.runner import UPHELD, run_items, run_records
from referee.stdin import is_stdin

if TYPE_CHECKING:
    from referee.charts.terminal import Series
    from referee.standings.whatif import Change


def record_table(ruling: Adjudication) -> str:
    """The table of the record's own game (and of its analysis, with --analyse)."""
    game = ruling.game
    render: Callable[[Adjudication], str] = importlib.import_module(REGISTRY[game].table).record_table
    text = render(ruling)
    if ruling.analysis is not None:
        from referee.tables.analysis import analysis_table

        text = text.rstrip("\n") + "\n\n" + analysis_table(ruling)
    return text


@click.command("score-sheet", short_help="Whole game records of any game: every row, word, trick and turn ruled.")
@click.option("--analyse", "--analyze", "analyse", is_flag=True,
              help="Add the best plays: the best word each round allowed, the words nobody found, "
                   "the best word from the cards collected (an `analysis` field; a table after the record's). "
                   "A Letterflip game has none (`analysis: null`, no table): see `hint letterflip`.")
@click.option("--what-if", "what_if", metavar="LEXICON_OR_HOUSE_RULES",
              type=click.Path(allow_dash=True),
              help="Rule every record again with this word list (or house-rules file, allow:/deny:) "
                   "and print only what changes: words whose ruling flips, totals, winners. "
                   "It is read once, so a pipe will do: <(...), or - (stdin) when the records are FILEs. "
                   "Exit status 0 if nothing changes, 1 if something does.")
@chart_options
@format_option
@lexicon_options
@quiet_option
@input_files
def command(analyse: bool, what_if: str | None, chart: bool, chart_file: str | None, fmt: Format,
            lexicon: LexiconChoice, files: tuple[str, ...], progress: Progress) -> int:
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
      referee score-sheet --chart game-night.yaml
      echo "deny: [paella]" > house.yaml
      referee score-sheet --what-if house.yaml game-night.yaml
      referee score-sheet --what-if <(echo "deny: [paella]") game-night.yaml
      echo "deny: [paella]" | referee score-sheet --what-if - game-night.yaml
    """
    if chart and fmt is not Format.TABLE:
        raise click.UsageError("--chart draws in the table format; use --chart-file for an image")
    if what_if and (analyse or chart or chart_file):
        raise click.UsageError("--what-if prints only what changes: it takes no --analyse, --chart or --chart-file")
    if chart_file:
        from referee.charts.image import check_path

        check_path(chart_file)
    lex = get_lexicon(lexicon)
    if what_if:
        inputs = resolve_inputs(files)
        if "-" in inputs and is_stdin(what_if):
            raise click.UsageError(f"--what-if {what_if} and the records both read stdin; "
                                   f"give one of them as a FILE")
        return run_what_if(inputs, lexicon, what_if, Emitter(fmt))
    panels: list[tuple[str, str, list[Series]]] = []
    """The running totals --chart-file draws: the first twelve records'."""
    latest: list[tuple[str, list[Series]]] = []
    """What --chart draws under the record just ruled."""
    undrawn = [0]
    """The records ruled after the image's last panel, which it does not draw."""
    if chart or chart_file:  # only then: a plain run pays nothing for the charts
        from referee.charts.image import PANELS
        from referee.charts.terminal import chart as draw
        from referee.standings.progress import record_series
        from referee.standings.summary import summarise

    def adjudicate(document: Document) -> Adjudication:
        ruling = adjudicate_record(document.root, lex)
        if analyse:
            from referee.games.analysis import add_analysis

            add_analysis(ruling, lex)
        if chart or chart_file:
            summary = summarise(ruling, "", str(document.where))
            series = record_series(summary)
            latest[:] = [(summary.steps, series)]
            if chart_file and len(panels) < PANELS:
                panels.append((f"{summary.game} at {document.where}", summary.steps, series))
            elif chart_file:
                undrawn[0] += 1
        return ruling

    def table(ruling: Adjudication) -> str:
        text = record_table(ruling)
        if chart and latest:
            steps, series = latest[0]
            text = text.rstrip("\n") + "\n\n" + draw(series, steps)
        return text

    status = run_records(resolve_inputs(files), Emitter(fmt), adjudicate, table, progress)
    if chart_file and panels:  # no record ruled: no empty image, as standings draws none
        from referee.charts.image import write

        write(chart_file, panels)
        if undrawn[0]:
            from referee.plurals import counted, plural

            warn(f"warning: {chart_file} draws the first {PANELS} records, one panel each; "
                 f"{counted(undrawn[0], 'record')} after them {plural(undrawn[0], 'is', 'are')} not in it")
    return status


def run_what_if(paths: Iterable[str], base: LexiconChoice, what_if: str, emitter: Emitter) -> int:
    """Print one item per record whose rulings change; exit 0 when none does, 1 when one does."""
    from referee.dictionary.what_if import what_if_lexicon
    from referee.standings.whatif import changes

    alternative, name = what_if_lexicon(base, what_if)
    lex = get_lexicon(base)

    def rule(document: Document) -> list[tuple[Document, list[Change]]]:
        found = changes(adjudicate_record(document.root, lex), adjudicate_record(document.root, alternative))
        return [(document, found)] if found else []

    status = run_items(read_paths(paths), emitter, rule, lambda _item: True,
                       lambda item: {"record": str(item[0].where), "changes": [c.as_json() for c in item[1]]},
                       lambda item: f"{item[0].where}\n" + changes_table(item[1]))
    if status == UPHELD:
        warn(f"no ruling changes with {name}")
    return status


def changes_table(found: list[Change]) -> str:
    """One row per change: what kind, whose and where, the ruling before and after."""
    return table([[c.kind, c.what, c.before, c.after] for c in found], ["change", "what", "before", "after"])
