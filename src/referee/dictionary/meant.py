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
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from referee.dictionary.correction import Correction
from referee.dictionary.floor import Step, cheapest_chain
from referee.dictionary.forms import ALPHABET

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


def slip_cost(written: str, word: str, limit: float = math.inf) -> float:
    """The cheapest way to slip from `word` to `written`: a weighted edit distance with swaps and
    sound-alike spellings (speshal for special, fone for phone). `Slips.cost` has the details."""
    return Slips(written).cost(word, limit)


_WORDS: dict[str, tuple[list[float], list[float], list[float]]] = {}
"""Per candidate word: what each letter costs left out (all, and after the first), and the table's first row (kept up to
`_WORDS_KEPT` words, then started again: the common short words that are candidates again and
again; 50,000 measured no faster)."""
_WORDS_KEPT = 4_096


def _sound_steps() -> dict[tuple[str, str], Step]:
    from referee.dictionary.nearby import distance

    return {(heard, spelled): (distance(heard, spelled), len(spelled) - len(heard), SOUND_ALIKE)
            for heard, spelled in SOUND_ALIKE_SPELLINGS}


_SOUND_STEPS = _sound_steps()
"""Each sound-alike spelling as a step of a slip (`floor.cheapest_chain`): how many edits it
stands for (sh for ti: two; k for ck: one), what it adds to the word's length, its cost."""


class _Replacements(dict[str, float]):
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


_REPLACEMENTS: dict[tuple[str, bool], _Replacements] = {}


def _replacements(written: str, first: bool) -> _Replacements:
    table = _REPLACEMENTS.get((written, first))
    if table is None:
        table = _REPLACEMENTS[written, first] = _Replacements(written, first)
    return table


class Slips:
    """The slips from candidate words to one misspelling: what depends on the misspelling alone
    (each letter's cost as a stray, where a swap or a sound-alike spelling could end in it) is
    worked out once, not once per candidate."""

    __slots__ = ("_first", "_first_letter", "_floors", "_heard", "_inside", "_length", "_openings", "_pairs",
                 "_sounds", "_steps", "_stray", "written")

    def __init__(self, written: str) -> None:
        self.written = written
        self._stray = [_extra_cost(written, i, False) for i in range(len(written))]
        self._heard = [(spelled, len(heard), len(spelled),
                        [i for i in range(len(heard), len(written) + 1) if written.endswith(heard, 0, i)])
                       for heard, spelled in SOUND_ALIKE_SPELLINGS if heard in written]
        pairs: dict[str, list[int]] = {}
        for i in range(2, len(written) + 1):
            if written[i - 2] != written[i - 1]:
                pairs.setdefault(written[i - 1] + written[i - 2], []).append(i)  # as the word has them
        self._pairs = pairs
        self._inside = [_replacements(a, False) for a in written]
        self._first = [_replacements(a, True) for a in written]
        swaps = [VOWELS_SWAPPED if VOWELS.issuperset(pair) else SWAP for pair in pairs]
        self._steps: tuple[Step, ...] = (
            (1, 0, min((table.least for table in self._inside), default=math.inf)),  # a letter for another
            (1, 0, min(swaps, default=math.inf)),  # two neighbours swapped
            (1, -1, min(self._stray, default=math.inf)),  # a stray letter
        )
        self._sounds = [(spelled, 1 << n, _SOUND_STEPS[heard, spelled])
                        for n, (heard, spelled) in enumerate(SOUND_ALIKE_SPELLINGS) if heard in written]
        self._openings = tuple(s for heard, s in SOUND_ALIKE_SPELLINGS if written.startswith(heard))
        self._first_letter, self._length = written[:1], len(written)
        self._floors: dict[tuple[int, int, float, int], float] = {}

    def floor(self, word: str, edits: int) -> float:
        """The least the slip from `word`, `edits` edits away, can cost (`floor.cheapest_chain`):
        from the two lengths, the cheapest letter the word can leave out, the misspelling's
        cheapest stray letter, swap and replacement, the sound-alike spellings both hold, and
        the first-letter cost when the first letters differ (unless a sound-alike spelling
        begins both: fone for phone)."""
        if _doubled(word):
            left_out = DOUBLING
        elif word[-1] == "e":
            left_out = FINAL_E
        else:
            left_out = LEFT_OUT_LETTER if VOWELS.isdisjoint(word) else LEFT_OUT_VOWEL
        sounds = 0
        for spelled, bit, _ in self._sounds:
            if spelled in word:
                sounds |= bit
        key = (edits, len(word) - self._length, left_out, sounds)
        least = self._floors.get(key)
        if least is None:
            steps = (*self._steps, (1, 1, left_out), *(step for _, bit, step in self._sounds if sounds & bit))
            least = self._floors[key] = cheapest_chain(edits, key[1], steps)
        if word[0] != self._first_letter and not word.startswith(self._openings):
            return least + FIRST_LETTER
        return least

    def cost(self, word: str, limit: float = math.inf) -> float:
        """The cheapest slip from `word` to the misspelling: a weighted edit distance, each
        letter's replacement, stray or left-out letter costed as the module says.

        With a `limit`, the work stops as soon as every way left costs more than it, and the
        answer is then `math.inf`: a candidate that cannot enter the ranking is not costed to the
        end. Below the limit the cost is exactly the same, sum for sum.
        """
        written, stray, firsts, insides = self.written, self._stray, self._first, self._inside
        n, m = len(written), len(word)
        known = _WORDS.get(word)
        if known is None:
            if len(_WORDS) >= _WORDS_KEPT:
                _WORDS.clear()
            left_out = [_extra_cost(word, j, True) for j in range(m)]
            first_row = [0.0] * (m + 1)
            for j in range(1, m + 1):
                first_row[j] = first_row[j - 1] + left_out[j - 1] + (FIRST_LETTER if j == 1 else 0.0)
            known = _WORDS[word] = (left_out, left_out[1:], first_row)
        left_out, rest, row = known
        jumps = self._jumps(word)
        # A way through the table moves down one row, or two (a swap), or as many as a
        # sound-alike spelling is long: it meets at least one row of any `reach` rows in a row,
        # and never gets cheaper, so once that many rows all cost more than the limit, so does
        # the slip.
        reach = max([1, *(i - i0 for i, row_jumps in jumps.items() for _, i0, _, _, _ in row_jumps)]) if jumps else 1
        limited = limit < math.inf
        cost = [row]
        over = 0
        for i in range(1, n + 1):
            extra = stray[i - 1]
            at_first = firsts[i - 1]
            replaced = at_first if i == 1 else insides[i - 1]
            prev = row
            left = prev[0] + extra + (FIRST_LETTER if i == 1 else 0.0)
            row = [left]
            if m:
                best = prev[1] + extra
                here = left + left_out[0]
                if here < best:
                    best = here
                here = prev[0] + at_first[word[0]]
                if here < best:
                    best = here
                row.append(best)
                left = best
                for b, lost, diagonal, up in zip(word[1:], rest, prev[1:m], prev[2:], strict=True):
                    best = up + extra
                    here = left + lost
                    if here < best:
                        best = here
                    here = diagonal + replaced[b]
                    if here < best:
                        best = here
                    row.append(best)
                    left = best
            row_jumps = jumps.get(i)
            if row_jumps is not None:
                for j, i0, j0, slip, edge in row_jumps:
                    here = cost[i0][j0] + slip + edge
                    if here < row[j]:
                        row[j] = here
                        for k in range(j + 1, m + 1):  # a cheaper cell makes the rest of the row cheaper
                            here = row[k - 1] + left_out[k - 1]
                            if here >= row[k]:
                                break
                            row[k] = here
            cost.append(row)
            if limited and min(row) > limit:
                over += 1
                if over >= reach:
                    return math.inf
            else:
                over = 0
        return row[m]

    def _jumps(self, word: str) -> dict[int, list[tuple[int, int, int, float, float]]]:
        """The cells a swap or a sound-alike spelling reaches: row i -> (column j, the row and
        column it comes from, its cost, and FIRST_LETTER when it replaces the first letters),
        in column order."""
        jumps: dict[int, list[tuple[int, int, int, float, float]]] = {}
        pairs = self._pairs
        if pairs:
            for j in range(2, len(word) + 1):
                rows = pairs.get(word[j - 2:j])
                if rows is not None:
                    a, b = word[j - 2], word[j - 1]
                    swap = VOWELS_SWAPPED if a in VOWELS and b in VOWELS else SWAP
                    for i in rows:
                        jumps.setdefault(i, []).append((j, i - 2, j - 2, swap, FIRST_LETTER if i == 2 else 0.0))
        for spelled, h, k, rows in self._heard:
            if spelled in word:
                columns = [j for j in range(k, len(word) + 1) if word.endswith(spelled, 0, j)]
                for i in rows:
                    for j in columns:
                        jumps.setdefault(i, []).append((j, i - h, j - k, SOUND_ALIKE, 0.0))
        for row_jumps in jumps.values():
            row_jumps.sort()
        return jumps


# --- the ranking's bound: only candidates that can be shown get an exact slip cost ------------
# A refused word has dozens of candidates, but a ruling shows SHOWN of them and the clear
# correction compares only the best two. Each candidate's slip has a floor from the two words'
# lengths, edit distance and a few letters (`Slips.floor`: a word two letters longer needs two
# left-out letters, and a misspelling without a doubled letter or a final e has no stray letter
# under STRAY_LETTER), so its score has a cheap upper bound; candidates are costed best bound
# first, and once SHOWN exact scores beat every bound still to come, the rest cannot enter the
# ranking: the same rulings as costing every candidate, at a fraction.
CHEAPEST_PER_EDIT = min(DOUBLING, SOUND_ALIKE / 2)
"""The least any slip costs per edit: a doubled letter written once, or half a sound-alike
spelling (which stands for at most two edits). The floor is never below it."""
_SLACK = 1e-9
"""Float rounding room, so a bound never falls below the exact score it bounds."""


_doubled = re.compile(r"(.)\1").search
"""Whether some letter of the word is written twice in a row (comming, untill): a match or None."""


def ranked_best(written: str, counts: Mapping[str, int], found: Mapping[str, int]
                ) -> tuple[list[tuple[float, str]], dict[str, float]]:
    """The best `SHOWN` candidates as (-score, word), best first, and the slip costs worked out.

    The same order as sorting every candidate by exact score: a candidate is left uncosted only
    when its bound is below the `SHOWN`-th exact score (ties are costed, since the word breaks
    them), and its costing stops once its slips cost more than would put it level with that score.
    """
    slips = Slips(written)
    bounded = []
    for word, edits in found.items():
        floor = slips.floor(word, edits)
        plausibility = math.log10(max(counts[word], 1))
        bounded.append((COST_WEIGHT * floor - plausibility - _SLACK, word, plausibility))
    bounded.sort()
    scored: list[tuple[float, str]] = []
    costs: dict[str, float] = {}
    limit = math.inf
    for negative_bound, word, plausibility in bounded:
        if len(scored) >= SHOWN:
            if negative_bound > scored[SHOWN - 1][0]:
                break
            # The cost above which this word's score falls below the fifth: no need to know more.
            limit = (scored[SHOWN - 1][0] + plausibility) / COST_WEIGHT + _SLACK
        cost = slips.cost(word, limit)
        if cost == math.inf:
            continue
        costs[word] = cost
        scored.append((COST_WEIGHT * cost - plausibility, word))
        scored.sort()
        del scored[SHOWN:]
    return scored, costs
