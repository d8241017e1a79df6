"""A count and its word agreeing, as a player says it: "1 round too many", "2 rounds too many",
"1 record has", "3 records have". Every message and ruling words its counts here, never "round(s)"."""

from __future__ import annotations


def plural(count: int, one: str, many: str | None = None) -> str:
    """The word for `count`: `one` for exactly one, else `many` (`one` + "s" unless given: "die",
    "dice"; a verb too: "has", "have")."""
    if count == 1:
        return one
    return many if many is not None else one + "s"


def counted(count: int, one: str, many: str | None = None) -> str:
    """The count and its word: "1 round", "0 rounds", "1 die", "3 dice"."""
    return f"{count} {plural(count, one, many)}"
