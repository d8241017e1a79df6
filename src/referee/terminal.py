"""Tables that fit the terminal they are printed on.

A table wider than the terminal (a cooperative First-Class sheet is 162 columns, a team
LetterTricks hand 150, `--analyse` 155) would wrap line by line into an unreadable zigzag. On a
terminal its widest columns are wrapped instead (tabulate's `maxcolwidths`), and when even that
cannot fit, each row is stacked as `header: value` lines. In a pipe or a file the full table is
kept, one line a row, for grep and cut.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

GAP = 2
"""Spaces between two columns in tabulate's "simple" layout."""

HEADER_PADDING = 2
"""tabulate makes a column two wider than its header."""

NARROWEST = 12
"""No column is wrapped narrower than this (or than a word of its header): a table that would
need it is stacked instead."""


UNKNOWN_WIDTH = 80
"""The width of a terminal that reports none (0 columns: a pseudo-terminal nobody sized, as
`script` or `docker exec -t` may open), as ls and Python's shutil take it."""


COLUMNS_ENV = "COLUMNS"
COLUMNS_HELP = ("The terminal's width, which tables and the lines around them are fitted to there; when it is "
                f"not set, the terminal's own size ({UNKNOWN_WIDTH} columns when it reports none). In a pipe "
                "or a file the full table is kept, one line a row, whatever it says.")
"""The man pages' ENVIRONMENT entry for COLUMNS: every command prints tables."""


def terminal_columns() -> int | None:
    """The width of the terminal stdout is, or None when stdout is a pipe or a file.
    `COLUMNS` (as a shell sets it) wins over the terminal's own size."""
    try:
        if not sys.stdout.isatty():
            return None
        columns = os.environ.get(COLUMNS_ENV, "")
        if columns.isdigit() and int(columns) > 0:
            return int(columns)
        return os.get_terminal_size(sys.stdout.fileno()).columns or UNKNOWN_WIDTH
    except (AttributeError, ValueError, OSError):
        return None


def fit(natural: str, rows: Sequence[Sequence[Any]], headers: Sequence[str]) -> str:
    """`natural` (the table as laid out for a pipe) if it fits the terminal, else a narrower form."""
    width = terminal_columns()
    if width is None or widest(natural) <= width:
        return natural
    cells = [["" if c is None else str(c) for c in row] for row in rows]
    heads = [str(h) for h in headers]
    wrapped = _wrapped(cells, heads, width)
    return wrapped if wrapped is not None else stacked(cells, heads, width)


def fit_lines(text: str) -> str:
    """On a terminal, a line of prose wider than it (a heading above a table, a note under one)
    is wrapped at word boundaries, its continuation indented; tables were fitted already, so
    only prose is still too wide. In a pipe the text is kept as it is."""
    width = terminal_columns()
    if width is None or widest(text) <= width:
        return text
    import textwrap

    lines: list[str] = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()))
        lines.extend(textwrap.wrap(line, width, initial_indent="", subsequent_indent=indent + "  ",
                                   break_long_words=False, break_on_hyphens=False) or [line])
    return "\n".join(lines)


def widest(text: str) -> int:
    return max((len(line) for line in text.splitlines()), default=0)


def column_caps(natural: Sequence[int], floors: Sequence[int], width: int) -> list[int | None] | None:
    """The widest each column may be for the table to fit `width` (None: as it is), cutting the
    widest columns first; None when that would take a column under its floor (its longest word,
    or NARROWEST), where a wrapped table would break words or be taller than it is readable."""
    room = width - GAP * (len(natural) - 1)
    least = [min(w, f) for w, f in zip(natural, floors, strict=True)]

    def total(cap: int) -> int:
        return sum(max(low, min(w, cap)) for w, low in zip(natural, least, strict=True))

    if total(0) > room:
        return None
    cap = max(natural)
    while total(cap) > room:
        cap -= 1
    return [max(cap, low) if w > max(cap, low) else None for w, low in zip(natural, least, strict=True)]


def _wrapped(cells: list[list[str]], heads: list[str], width: int) -> str | None:
    from tabulate import tabulate

    natural = [max([len(h) + HEADER_PADDING, *(len(line) for row in cells if i < len(row)
                                               for line in row[i].splitlines())]) for i, h in enumerate(heads)]
    floors = [max([NARROWEST, *(len(word) + HEADER_PADDING for word in h.split()),
                   *(len(word) for row in cells if i < len(row) for word in row[i].split())])
              for i, h in enumerate(heads)]  # a word is never broken: a table that would need it is stacked
    caps = column_caps(natural, floors, width)
    if caps is None:
        return None
    text = tabulate(cells, headers=heads, tablefmt="simple", disable_numparse=True, missingval="",
                    maxcolwidths=caps, maxheadercolwidths=[len(h) if c is None else c - HEADER_PADDING
                                        for c, h in zip(caps, heads, strict=True)])
    return text if widest(text) <= width else None


def stacked(cells: list[list[str]], heads: list[str], width: int) -> str:
    """Each row as `header  value` lines, rows apart by a blank line: for tables too wide to wrap."""
    import textwrap

    label = max(len(h) for h in heads)
    room = max(width - label - GAP, NARROWEST)
    blocks = []
    for row in cells:
        lines = []
        for head, value in zip(heads, row, strict=False):
            parts = textwrap.wrap(value, room) or [""]
            lines.append(f"{head.ljust(label)}  {parts[0]}".rstrip())
            lines += [f"{'':{label}}  {part}" for part in parts[1:]]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)
