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


def letters_meant(text: str) -> str | None:
    """The letters of `PE-C`, `P E C` or `P, E, C` with the spaces, commas and hyphens left out,
    upper-cased: what to tell a player to write when their form is refused; None when that leaves
    anything but letters A-Z, or nothing was left out."""
    bare = re.sub(r"[\s,-]", "", text)
    return bare.upper() if bare != text and bare.isascii() and bare.isalpha() else None
