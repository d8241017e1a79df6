"""How every `referee hint GAME` shows its suggestions: --limit, and one object per suggestion or
one table, so the four games' hints read alike."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

import click

from referee.options import WholeNumber
from referee.render import Emitter, Format, TableStream, table

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


def limit_option(default: int) -> Callable[[F], F]:
    """`--limit N`: how many suggestions to show, best first (0 shows them all)."""
    return click.option("--limit", "-n", type=WholeNumber(0), default=default, show_default=True,
                        metavar="N", help="Show the N best suggestions (0: all of them).")


def emit(fmt: Format, objects: Sequence[Mapping[str, Any]], headers: Sequence[str],
         rows: Sequence[Sequence[Any]], preface: str = "", empty: str = "no suggestion") -> None:
    """One JSON/YAML object per suggestion, best first; or one table with a line above it."""
    if fmt is not Format.TABLE:
        _objects(fmt, objects)
        return
    lines = [preface] if preface else []
    lines.append(table(rows, headers) if rows else empty)
    sys.stdout.write("\n".join(lines) + "\n")
    sys.stdout.flush()


def emit_each(fmt: Format, found: Iterable[T], as_object: Callable[[T], Mapping[str, Any]],
              headers: Sequence[str], as_row: Callable[[int, T], Sequence[Any]], preface: str = "",
              empty: str = "no suggestion") -> None:
    """As `emit`, each suggestion printed as soon as it is found: for `--limit 0` on hints that
    can number a million (a table's columns are fixed by its first rows, as check-word's are)."""
    if fmt is not Format.TABLE:
        _objects(fmt, map(as_object, found))
        return
    if preface:
        sys.stdout.write(preface + "\n")
    stream = TableStream(headers)
    rank = 0
    for rank, item in enumerate(found, 1):
        stream.row(as_row(rank, item))
    stream.close()
    if not rank:
        sys.stdout.write(empty + "\n")
    sys.stdout.flush()


def _objects(fmt: Format, objects: Iterable[Mapping[str, Any]]) -> None:
    """JSON Lines or YAML, both ways alike: one object per suggestion, best first, each printed
    as it comes. (The tables differ: `emit` lays out all its rows at once, `emit_each` streams.)"""
    emitter = Emitter(fmt)
    for obj in objects:
        emitter.item(obj)


def none_as_all(limit: int) -> int | None:
    """`--limit 0` asks for every suggestion: no limit."""
    return limit or None
