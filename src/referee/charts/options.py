"""`--chart` and `--chart-file`, shared by `score-sheet` and `standings`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])


def chart_options(func: F) -> F:
    """`--chart` draws running totals after the table; `--chart-file PATH` writes them as an image."""
    func = click.option("--chart-file", metavar="PATH.svg|PATH.png", default=None,
                        help="Write the running totals as an SVG or PNG image: score-sheet one panel a "
                             "record (the first twelve), standings the season's (needs matplotlib: "
                             "pip install 'referee[chart]').")(func)
    return click.option("--chart", is_flag=True,
                        help="Draw each player's running total in the terminal, after the table "
                             "(Unicode blocks; table format only).")(func)
