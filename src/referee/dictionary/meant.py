"""Which word a misspelling meant: candidates ranked, and the clear correction if there is one.

The search for candidates is `spelling.candidates`; this module only ranks what it found. Each
candidate is scored as a writer's slip would be (a noisy channel): how common the word is, less
what it costs to slip from it to what was written. Slips people make often cost little: two
neighbours swapped (recieve; two vowels, wierd, cheaper still), a doubled letter written once or
a single one twice (untill, comming), one vowel for another (seperate, definately), a key next to
the right one, letters that sound alike (c/k/s), a stray final e (tomatoe). A different first
letter costs more: writers rarely get it wrong (bountries is not countries). docs/rulings.md
states the rule; the weights were tuned on misspellings the accuracy set does not hold.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee.dictionary.lexicon import Lexicon

SHOWN = 5
"""How many candidates a ruling shows."""
COST_WEIGHT = 4.0
"""How many powers of ten of word frequency one unit of slip cost is worth (a slip is rarer than
any difference in how common two words are)."""
CLEAR_MARGIN = 1.25
"""The best candidate is clear only when its score beats the runner-up's by this much (a factor of
about 18 in plausibility)."""
MAX_CLEAR_COST = 2.0
"""A candidate whose slips cost more than this is never a clear correction, however common."""
MIN_CLEAR_LENGTH = 3
"""Words shorter than this are too short to guess: a slip in `ct` could be at, cat, cut, it, ..."""

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
SWAP, VOWEL_FOR_VOWEL, SOUND_ALIKE, NEAR_KEY, OTHER_LETTER = 0.7, 0.7, 0.8, 0.9, 1.4
"""The cost of each kind of slip (one ordinary edit costs about 1)."""
DOUBLING, FINAL_E, FIRST_LETTER, VOWELS_SWAPPED = 0.4, 0.5, 1.0, 0.5
LEFT_OUT_VOWEL, LEFT_OUT_LETTER, STRAY_LETTER = 0.7, 0.9, 1.0
"""A letter left out of the word (commonest of all slips), or one too many in what was written."""


@dataclass(frozen=True)
class Correction:
    """The closest real words to a misspelling, and whether one is clearly meant."""

    candidates: tuple[str, ...]
    clear: str | None


def meant(lexicon: Lexicon, folded: str, found: Mapping[str, int]) -> Correction:
    """Rank the candidates (word -> edit distance) and rule whether one is clearly meant.

    Clear correction rule (docs/rulings.md): the best-scored candidate, when its slips cost at most
    MAX_CLEAR_COST, the written word has at least MIN_CLEAR_LENGTH letters, and its score beats
    every other candidate's by CLEAR_MARGIN.
    """
    if not found:
        return Correction((), None)
    scored, costs = ranked_best(folded, {w: lexicon.count(w) for w in found}, found)
    ranked = tuple(w for _, w in scored)
    best, cost = ranked[0], costs[ranked[0]]
    runner_up = -scored[1][0] if len(scored) > 1 else -math.inf
    clear = best if (cost <= MAX_CLEAR_COST and len(folded) >= MIN_CLEAR_LENGTH
                     and -scored[0][0] - runner_up >= CLEAR_MARGIN) else None
    return Correction(ranked, clear)


def score(count: int, cost: float) -> float:
    """How plausible a candidate is: log10 of its frequency, less the weighted cost of the slips."""
    return math.log10(max(count, 1)) - COST_WEIGHT * cost


def substitution_cost(written: str, meant_letter: str) -> float:
    """What writing one letter for another costs: vowels, neighbouring keys, sound-alikes are cheap."""
    if written in VOWELS and meant_letter in VOWELS:
        return VOWEL_FOR_VOWEL
    if frozenset((written, meant_letter)) in _SOUND_ALIKE:
        return SOUND_ALIKE
    (r1, x1), (r2, x2) = _KEYS.get(written, (9, 0.0)), _KEYS.get(meant_letter, (-9, 0.0))
    return NEAR_KEY if abs(r1 - r2) <= 1 and abs(x1 - x2) <= 1 else OTHER_LETTER


_SUBSTITUTIONS: dict[tuple[str, str], float] = {}
"""`substitution_cost` of each pair of letters met so far (at most 26 x 26)."""


def _substitution(written: str, meant_letter: str) -> float:
    cost = _SUBSTITUTIONS[written, meant_letter] = substitution_cost(written, meant_letter)
    return cost


def _extra_cost(word: str, index: int, left_out: bool) -> float:
    """What a letter of `word` costs when the other spelling lacks it: doubled letters are cheap.

    `left_out`: the letter is in the word meant and missing from what was written.
    """
    letter = word[index]
    if (index > 0 and word[index - 1] == letter) or (index + 1 < len(word) and word[index + 1] == letter):
        return DOUBLING
    if letter == "e" and index == len(word) - 1:
        return FINAL_E
    if not left_out:
        return STRAY_LETTER
    return LEFT_OUT_VOWEL if letter in VOWELS else LEFT_OUT_LETTER


def slip_cost(written: str, word: str) -> float:
    """The cheapest way to slip from `word` to `written`: a weighted edit distance with swaps and
    sound-alike spellings (speshal for special, fone for phone)."""
    n, m = len(written), len(word)
    # Worked out once per call, not once per cell (the same costs, a fraction of the time): what
    # each letter costs left out or stray, and the sound-alike spellings these two words can use.
    stray = [_extra_cost(written, i, False) for i in range(n)]
    left_out = [_extra_cost(word, j, True) for j in range(m)]
    sounds = [(heard, spelled) for heard, spelled in SOUND_ALIKE_SPELLINGS
              if heard in written and spelled in word]
    substitutions = _SUBSTITUTIONS
    cost = [[0.0] * (m + 1) for _ in range(n + 1)]
    for j in range(1, m + 1):
        cost[0][j] = cost[0][j - 1] + left_out[j - 1] + (FIRST_LETTER if j == 1 else 0.0)
    for i in range(1, n + 1):
        a = written[i - 1]
        cost[i][0] = cost[i - 1][0] + stray[i - 1] + (FIRST_LETTER if i == 1 else 0.0)
        for j in range(1, m + 1):
            b = word[j - 1]
            edge = FIRST_LETTER if i == 1 or j == 1 else 0.0
            best = min(cost[i - 1][j] + stray[i - 1],
                       cost[i][j - 1] + left_out[j - 1],
                       cost[i - 1][j - 1] + (0.0 if a == b else (substitutions.get((a, b))
                                                                 or _substitution(a, b)) + edge))
            if i > 1 and j > 1 and a == word[j - 2] and written[i - 2] == b and a != b:
                swap = VOWELS_SWAPPED if a in VOWELS and b in VOWELS else SWAP
                best = min(best, cost[i - 2][j - 2] + swap + (FIRST_LETTER if i == 2 else 0.0))
            for heard, spelled in sounds:
                h, k = len(heard), len(spelled)
                if i >= h and j >= k and written.endswith(heard, 0, i) and word.endswith(spelled, 0, j):
                    best = min(best, cost[i - h][j - k] + SOUND_ALIKE)
            cost[i][j] = best
    return cost[n][m]


# --- the ranking's bound: only candidates that can be shown get an exact slip cost ------------
# A refused word has dozens of candidates, but a ruling shows SHOWN of them and the clear
# correction compares only the best two. Every slip costs at least CHEAPEST_PER_EDIT for each edit
# it stands for (a sound-alike spelling stands for at most two), and a different first letter adds
# FIRST_LETTER unless a sound-alike spelling begins both words (fone for phone). So each
# candidate's score has a cheap upper bound from its frequency and edit distance alone; candidates
# are costed best bound first, and once SHOWN exact scores beat every bound still to come, the
# rest cannot enter the ranking: the same rulings as costing every candidate, at a fraction.
CHEAPEST_PER_EDIT = DOUBLING
"""The least any slip costs per edit: a doubled letter written once (a sound-alike spelling
costs SOUND_ALIKE for at most two edits, which is more)."""
_SLACK = 1e-9
"""Float rounding room, so a bound never falls below the exact score it bounds."""


def ranked_best(written: str, counts: Mapping[str, int], found: Mapping[str, int]
                ) -> tuple[list[tuple[float, str]], dict[str, float]]:
    """The best `SHOWN` candidates as (-score, word), best first, and the slip costs worked out.

    The same order as sorting every candidate by exact score: a candidate is left uncosted only
    when its bound is below the `SHOWN`-th exact score (ties are costed, since the word breaks them).
    """
    first = written[0]
    openings = tuple(spelled for heard, spelled in SOUND_ALIKE_SPELLINGS if written.startswith(heard))
    bounded = []
    for word, edits in found.items():
        floor = CHEAPEST_PER_EDIT * edits
        if word[0] != first and not any(word.startswith(s) for s in openings):
            floor += FIRST_LETTER
        plausibility = math.log10(max(counts[word], 1))
        bounded.append((COST_WEIGHT * floor - plausibility - _SLACK, word, plausibility))
    bounded.sort()
    scored: list[tuple[float, str]] = []
    costs: dict[str, float] = {}
    for negative_bound, word, plausibility in bounded:
        if len(scored) >= SHOWN and negative_bound > scored[SHOWN - 1][0]:
            break
        cost = costs[word] = slip_cost(written, word)
        scored.append((COST_WEIGHT * cost - plausibility, word))
        scored.sort()
    return scored[:SHOWN], costs
