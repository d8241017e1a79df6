"""What each slip of the pen costs: the weights of the ranking of misspellings (`meant`).

Slips people make often cost little: two neighbours swapped (recieve; two vowels, wierd, cheaper
still), a doubled letter written once or a single one twice (untill, comming), one vowel for
another (seperate, definately), a key next to the right one, letters that sound alike (c/k/s), a
stray final e (tomatoe). A different first letter costs more: writers rarely get it wrong
(bountries is not countries). docs/rulings.md states the rule; the weights were tuned on
misspellings the accuracy set does not hold. Kept apart from the table that adds them up
(`meant.Slips`) so that the floors under it (`floor.Floors`) read the same weights, and the same
cost for each letter left out or stray (`extra_costs`, the one statement of it).
"""

from __future__ import annotations

import re

from referee.dictionary.forms import ALPHABET

VOWELS = frozenset("aeiouy")
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_OFFSETS = (0.0, 0.25, 0.75)
_KEYS = {c: (r, i + _OFFSETS[r]) for r, row in enumerate(_ROWS) for i, c in enumerate(row)}
_SOUND_ALIKE = frozenset(frozenset(p) for p in ("ck", "cs", "sz", "gj", "iy", "mn", "dt", "kq", "xz", "fv"))

SOUND_ALIKE_SPELLINGS = tuple((heard, spelled) for pair in (
    ("sh", "ti"), ("sh", "ci"), ("sh", "ch"), ("f", "ph"), ("f", "gh"), ("k", "ck"), ("k", "ch"),
    ("kw", "qu"), ("s", "sc"), ("s", "ce"), ("j", "dg"), ("ee", "ea"), ("ee", "ie"), ("i", "igh"),
) for heard, spelled in (pair, pair[::-1]))
"""Spellings of the same sound, each way round: a writer spelling by ear writes one for the other."""
_HEARD_BY_LETTER: dict[str, list[tuple[int, str, str]]] = {}
for _n, (_heard, _spelled) in enumerate(SOUND_ALIKE_SPELLINGS):
    _HEARD_BY_LETTER.setdefault(_heard[0], []).append((_n, _heard, _spelled))


def sounds_in(written: str) -> list[tuple[int, str, str]]:
    """The sound-alike spellings (their place in SOUND_ALIKE_SPELLINGS, heard, spelled) whose
    heard form `written` holds, in that order: looked up by the written word's letters rather
    than by trying all 28 on every misspelling."""
    found = [entry for letter in set(written) for entry in _HEARD_BY_LETTER.get(letter, ()) if entry[1] in written]
    found.sort()
    return found


SWAP, VOWEL_FOR_VOWEL, SOUND_ALIKE, NEAR_KEY, OTHER_LETTER = 0.7, 0.7, 0.8, 0.9, 1.4
"""The cost of each kind of slip (one ordinary edit costs about 1)."""
DOUBLING, FINAL_E, FIRST_LETTER, VOWELS_SWAPPED = 0.4, 0.5, 1.0, 0.5
LEFT_OUT_VOWEL, LEFT_OUT_LETTER, STRAY_LETTER = 0.7, 0.9, 1.0
"""A letter left out of the word (commonest of all slips), or one too many in what was written."""


def substitution_cost(written: str, meant_letter: str) -> float:
    """What writing one letter for another costs: vowels, neighbouring keys, sound-alikes are cheap."""
    if written in VOWELS and meant_letter in VOWELS:
        return VOWEL_FOR_VOWEL
    if frozenset((written, meant_letter)) in _SOUND_ALIKE:
        return SOUND_ALIKE
    (r1, x1), (r2, x2) = _KEYS.get(written, (9, 0.0)), _KEYS.get(meant_letter, (-9, 0.0))
    return NEAR_KEY if abs(r1 - r2) <= 1 and abs(x1 - x2) <= 1 else OTHER_LETTER


_LEFT_OUT = {letter: LEFT_OUT_VOWEL if letter in VOWELS else LEFT_OUT_LETTER for letter in ALPHABET}
"""What leaving out each letter a-z costs where it is neither doubled nor a final e."""
doubled = re.compile(r"(.)\1").search
"""Whether some letter of the word is written twice in a row (comming, untill): a match or None."""


def extra_costs(word: str, left_out: bool) -> list[float]:
    """What each letter of `word` costs when the other spelling lacks it: doubled letters are
    cheap, then a final e; else a stray letter costs STRAY_LETTER, a letter left out a vowel's or
    another letter's cost. The one statement of these costs: the slip table and both of its
    floors read them (`left_out_costs`).

    `left_out`: the letters are in the word meant and missing from what was written.
    """
    costs = [_LEFT_OUT.get(letter, LEFT_OUT_LETTER) for letter in word] if left_out else [STRAY_LETTER] * len(word)
    if word.endswith("e"):
        costs[-1] = FINAL_E
    if doubled(word):
        for i in range(1, len(word)):
            if word[i] == word[i - 1]:
                costs[i] = DOUBLING  # one of the pair: the other is the letter itself
    return costs


KEPT_LEFT_OUT: dict[str, list[float]] = {}
"""`left_out_costs` of the candidates met so far, up to `LEFT_OUT_KEPT` words, then started again."""
LEFT_OUT_KEPT = 16_384
"""Words whose left-out costs are kept: the 50,000 non-words of a 200,000-word batch have 15,052
different candidates, asked for about ten times each."""


def left_out_costs(word: str) -> list[float]:
    """What leaving out each letter of `word` costs (`extra_costs`), kept: the letter floor reads
    them for the candidates that come near the top, and the table for the few it costs."""
    costs = KEPT_LEFT_OUT.get(word)
    if costs is None:
        if len(KEPT_LEFT_OUT) >= LEFT_OUT_KEPT:
            KEPT_LEFT_OUT.clear()
        costs = KEPT_LEFT_OUT[word] = extra_costs(word, True)
    return costs


class Replacements(dict[str, float]):
    """What replacing one written letter by each letter costs (0 for itself), with or without
    FIRST_LETTER: a-z worked out in advance, anything else when it is met."""

    def __init__(self, written: str, first: bool) -> None:
        super().__init__()
        self.written, self.first = written, first
        for letter in ALPHABET:
            self[letter] = self.__missing__(letter)
        self.least: float = min(cost for letter, cost in self.items() if letter != written)
        """The cheapest replacement by another letter (any letter outside a-z costs OTHER_LETTER)."""

    def __missing__(self, letter: str) -> float:
        if letter == self.written:
            return 0.0
        cost = substitution_cost(self.written, letter)
        return cost + FIRST_LETTER if self.first else cost


_REPLACEMENTS: dict[tuple[str, bool], Replacements] = {}


def replacements(written: str, first: bool) -> Replacements:
    """The `Replacements` of one written letter, at the first letter or not: made once a run, as
    every misspelling's slips and floors ask for the same few dozen tables."""
    table = _REPLACEMENTS.get((written, first))
    if table is None:
        table = _REPLACEMENTS[written, first] = Replacements(written, first)
    return table
