"""Letters as the tables print a round's (`P-E-C`), and that form read back: a player typing up a
sheet copies what the table shows, so a record and an option take it as the letters it names."""

from __future__ import annotations

import re
from collections.abc import Iterable

_PRINTED = re.compile(r"[A-Za-z](?:-[A-Za-z])+")


def printed(letters: Iterable[str]) -> str:
    """`P-E-C`: letters as a table and a ruling show them."""
    return "-".join(letters)


def read_printed(text: str) -> str | None:
    """`P-E-C` (any case) read back as `PEC`: single letters A-Z, each pair joined by one hyphen,
    so nothing else is read into it (`PE-C`, `P--E` are not the printed form); None otherwise."""
    return text.replace("-", "") if _PRINTED.fullmatch(text) else None
