"""How an error message quotes a value a record holds: as the record wrote it, in YAML's words.

A player who wrote `scores: {Ana: true}` looks for `true` in the message, not Python's `True`;
one who wrote `score: 010` looks for `010`. Every message that says what a record holds where
something else was expected (`expected a whole number, got true`) quotes it through `as_written`.
"""

from __future__ import annotations

import math
import re
from typing import Any

LONGEST = 40
"""Characters of a value a message shows; a longer one is cut short with `...`."""


def yaml_spelling(value: Any) -> str:
    """YAML's own spelling of a value read from a record: true, false, null, .inf, 7, 'text'."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, float) and not math.isfinite(value):
        return ".nan" if math.isnan(value) else (".inf" if value > 0 else "-.inf")
    if isinstance(value, int) and value.bit_length() > 3000:
        return "a number too long to show"
    return str(value)


def as_written(value: Any, written: str | None = None) -> str:
    """A scalar for a message: text in quotes ('abc'); anything else as typed when `written`
    (the unquoted text in the record) is known (`true`, `yes`, `010`, `1.50`, `~`), else in
    YAML's spelling; a null written as nothing at all is `nothing`."""
    if isinstance(value, str):
        shown = repr(value)
    elif written and written.strip() and not (isinstance(value, int) and value.bit_length() > 3000):
        shown = written.strip()
    elif value is None and written is not None:
        shown = "nothing"  # `score:` with nothing after it
    else:
        shown = yaml_spelling(value)
    return shown if len(shown) <= LONGEST else shown[:LONGEST - 3] + "..."


def quoted_number(value: object) -> str:
    """` (a number in quotes: write it without them)` for a count or a number typed as text
    (`'3'`), which a message about a number refused should say, else the empty string."""
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value):
        return " (a number in quotes: write it without them)"
    return ""
