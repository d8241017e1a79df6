"""What a correction is, apart from how one is found: a plain record the lexicon, check-word and
the games pass around, so a check of valid words never imports the ranking (`meant.py`)."""

from __future__ import annotations

from typing import NamedTuple


class Correction(NamedTuple):
    """The closest real words to a misspelling, and whether one is clearly meant."""

    candidates: tuple[str, ...]
    clear: str | None
