"""`referee standings`: who is ahead over a game night or a season, from records of every game."""

from __future__ import annotations

import click

from referee.charts.options import chart_options
from referee.dictionary import LexiconChoice, get_lexicon
from referee.games import Adjudication, adjudicate, night_of
from referee.options import format_option, input_files, lexicon_options, resolve_inputs
from referee.plurals import counted, plural
from referee.progress import Progress, quiet_option
from referee.records import Document, named_twice
from referee.render import Emitter, Format, warn
from referee.runner import RULED_AGAINST, fold_records
from referee.standings.season import Season
from referee.standings.summary import summarise


@click.command("standings", short_help="Who is ahead over game nights and a season, from records of any game.")
@click.option("--nights", is_flag=True,
              help="Print one item per record, night by night (who won each), instead of one per player.")
@chart_options
@format_option
@lexicon_options
@quiet_option
@input_files
def command(nights: bool, chart: bool, chart_file: str | None, fmt: Format, lexicon: LexiconChoice,
            files: tuple[str, ...], progress: Progress) -> int:
    """Standings over records of any of the four games: per player the games played and won in
    each game, points, average, best word and best hand, Letterflip words solved and turns.

    A game night is a file, or the records sharing a `night:` key. Players are the same person
    across records by name, ignoring case; names that look alike (Ana, Anna) get a warning.
    Unfinished games count as played and are listed apart; they never count as wins.
    Exit status as score-sheet: 1 if any record has a claim the referee rules against.

    \b
    Examples:
      referee example first-class-letters > first-class.yaml
      referee example letter-roll > letter-roll.yaml
      referee standings first-class.yaml letter-roll.yaml
      referee standings --chart first-class.yaml letter-roll.yaml
      referee standings --nights -f json first-class.yaml letter-roll.yaml
    """
    if chart and fmt is not Format.TABLE:
        raise click.UsageError("--chart draws in the table format; use --chart-file for an image")
    if chart_file:
        from referee.charts.image import check_path

        check_path(chart_file)
    lex = get_lexicon(lexicon)
    season = Season()
    disputed = 0

    def fold(document: Document, ruling: Adjudication) -> None:
        nonlocal disputed
        source = document.where.source
        season.add(summarise(ruling, night_of(document.root, source), str(document.where)))
        disputed += bool(ruling.disputes)

    for path in named_twice(files):
        warn(f"warning: {path} is given more than once: its records count each time")
    status = fold_records(resolve_inputs(files), lambda document: adjudicate(document.root, lex), fold, progress)
    for first, second in season.look_alike():
        warn(f"warning: players {first!r} and {second!r} look alike: the same person typed two ways? "
             "(names are matched ignoring case only)")
    if status == RULED_AGAINST or disputed:
        warn(f"warning: {counted(disputed, 'record')} {plural(disputed, 'has', 'have')} claims the referee "
             "rules against; the standings use the referee's rulings (score-sheet shows each)")
    if season.nights:  # no record ruled (each one broken, or none at all): no empty standings either
        _emit(season, nights, chart, chart_file, Emitter(fmt))
    return status


def _emit(season: Season, nights: bool, chart: bool, chart_file: str | None, emitter: Emitter) -> None:
    from referee.standings.progress import season_series
    from referee.standings.render import nights_text, standings_text

    players = season.standings()
    if emitter.format is Format.TABLE:
        named = season.name_of
        text = nights_text(season.nights, named) if nights else standings_text(players, season.nights, named)
        if chart:
            from referee.charts.terminal import chart as draw

            text += "\n\n" + draw(season_series(season), "record", "Season")
        emitter.item({}, lambda: text)
    elif nights:
        for line in season.nights:
            emitter.item(line.as_json())
    else:
        for player in players:
            emitter.item(player.as_json())
    if chart_file:
        from referee.charts.image import write

        write(chart_file, [("Season", "record", season_series(season))])
