"""The running totals the charts draw: by round or hand within a record, by record over a season."""

from __future__ import annotations

from referee.charts.terminal import Series
from referee.standings.season import Season
from referee.standings.summary import RecordSummary


def record_series(summary: RecordSummary) -> list[Series]:
    """Each player's running total within one record (cooperative play: the group's)."""
    if summary.group:
        return [Series("group", summary.group)]
    return [Series(p.name, p.running) for p in summary.players]


def season_series(season: Season) -> list[Series]:
    """Each player's points so far after each record of the season, in standings order."""
    return [Series(p.name, tuple(season.progress.get(p.name.casefold(), ()))) for p in season.standings()]
