"""First-Class Letters: the score of one word against the three letter dice.

Apart from the record reader (`record/`), so that `check-word --dice` scores a word
without loading the record reader and PyYAML (docs/benchmarks.md, cold start).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

DICE = 3
"""The letter dice a word is scored against ("the letters rolled on 3 dice"); here, apart from
the model, so that `check-word --dice` counts them without loading it."""


class WordScore(NamedTuple):
    """A word's score on the sheet: checkmarks, whether the circle doubles it, the points.
    (A named tuple rather than a dataclass: a fifth of the cost at start-up.)"""

    checks: int
    doubled: bool
    score: int


def word_score(word: str, dice: Sequence[str]) -> WordScore:
    """One checkmark per letter of the word matching any die; doubled when every die letter is used.

    "Cucumber" with C, M, R: C twice, U no, M once, R once = 4 checkmarks, all three used, 8.
    A letter shown on two dice still earns one checkmark per use (interface section 10).
    """
    faces = {d.upper() for d in dice}
    letters = word.upper()
    checks = sum(1 for c in letters if c in faces)
    doubled = bool(faces) and all(face in letters for face in faces)
    return WordScore(checks, doubled, box_score(checks, doubled))


def box_score(checks: int, doubled: bool) -> int:
    """The score box: "Each checkmark is worth 1 point", and the circle "doubles your score for
    the word". A sheet as written (`paper.py`) is scored from its marks by this too."""
    return checks * 2 if doubled else checks
