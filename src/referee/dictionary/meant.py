"""Which word a misspelling meant: candidates ranked, and the clear correction if there is one.

The search for candidates is `spelling.candidates`; this module only ranks what it found. Each
candidate is scored as a writer's slip would be (a noisy channel): how common the word is, less
what it costs to slip from it to what was written. Slips people make often cost little: two
neighbours swapped (recieve; two vowels, wierd, cheaper still), a doubled letter written once or
a single one twice (untill, comming), one vowel for another (seperate, definately), a key next to
the right one, letters that sound alike (c/k/s), a stray final e (tomatoe). A different first
letter costs more: writers rarely get it wrong (bountries is not countries). docs/rulings.md
states the rule; the weights are in `slip_costs`.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING

from referee.dictionary.correction import Correction
from referee.dictionary.floor import Floors
from referee.dictionary.forms import ALPHABET
from referee.dictionary.slip_costs import (
    FIRST_LETTER,
    SOUND_ALIKE,
    SWAP,
    VOWELS,
    VOWELS_SWAPPED,
    Replacements,
    extra_costs,
    left_out_costs,
    replacements,
    sounds_in,
)

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



def meant(lexicon: Lexicon, folded: str, found: Mapping[str, int]) -> Correction:
    """Rank the candidates (word -> edit distance) and rule whether one is clearly meant.

    Clear correction rule (docs/rulings.md): the best-scored candidate, when its slips cost at most
    MAX_CLEAR_COST, the written word has at least MIN_CLEAR_LENGTH letters, and its score beats
    every other candidate's by CLEAR_MARGIN.
    """
    if not found:
        return Correction((), None)
    scored, costs = ranked_best(folded, lexicon.counts_of(list(found)), found)
    ranked = tuple(w for _, w in scored)
    best, cost = ranked[0], costs[ranked[0]]
    runner_up = -scored[1][0] if len(scored) > 1 else -math.inf
    clear = best if (cost <= MAX_CLEAR_COST and len(folded) >= MIN_CLEAR_LENGTH
                     and -scored[0][0] - runner_up >= CLEAR_MARGIN) else None
    return Correction(ranked, clear)


def how_common(count: int) -> float:
    """How common a word is, as the ranking weighs it: log10 of its count (0 for a count of 0 or 1)."""
    return math.log10(count) if count > 1 else 0.0


def score(count: int, cost: float) -> float:
    """How plausible a candidate is: how common it is (`how_common`), less the weighted cost of the slips."""
    return how_common(count) - COST_WEIGHT * cost


def slip_cost(written: str, word: str, limit: float = math.inf) -> float:
    """The cheapest way to slip from `word` to `written`: a weighted edit distance with swaps and
    sound-alike spellings (speshal for special, fone for phone). `Slips.cost` has the details."""
    return Slips(written).cost(word, limit)


_WORDS: dict[str, tuple[list[float], list[tuple[str, float]], list[float], bool]] = {}
"""Per candidate word: what each letter costs left out, its letters after the first with that
cost, the table's first row, and whether its letters are all a-z (kept up to `_WORDS_KEPT`
words, then started again: the common short words that are candidates again and again; 50,000
measured no faster)."""
_WORDS_KEPT = 4_096
_A_TO_Z: dict[tuple[str, bool], dict[str, float]] = {}
"""Each `Replacements` table (a written letter's, at the first letter or not) as a plain dict."""


def _a_to_z(table: Replacements) -> dict[str, float]:
    """`table`'s costs of a-z in a plain dict, made once a run as the tables are."""
    plain = _A_TO_Z.get((table.written, table.first))
    if plain is None:
        plain = _A_TO_Z[table.written, table.first] = {letter: table[letter] for letter in ALPHABET}
    return plain


class Slips:
    """The slips from candidate words to one misspelling: what depends on the misspelling alone
    (each letter's cost as a stray, where a swap or a sound-alike spelling could end in it) is
    worked out once, not once per candidate."""

    __slots__ = ("_first", "_heard", "_pairs", "_rows", "_rows_any_letter", "inside", "stray", "written")

    def __init__(self, written: str) -> None:
        self.written = written
        self.stray = extra_costs(written, False)
        self._heard = [(spelled, len(heard), len(spelled),
                        [i for i in range(len(heard), len(written) + 1) if written.endswith(heard, 0, i)])
                       for _, heard, spelled in sounds_in(written)]
        pairs: dict[str, list[int]] = {}
        for i in range(2, len(written) + 1):
            if written[i - 2] != written[i - 1]:
                pairs.setdefault(written[i - 1] + written[i - 2], []).append(i)  # as the word has them
        self._pairs = pairs
        self.inside = [replacements(a, False) for a in written]
        """Each written letter's replacement costs, as `stray` its cost as a stray letter: read by
        `floor.Floors` too."""
        self._first = [replacements(a, True) for a in written]
        rows = []
        left = 0.0
        for i, (extra, replaced, at_first) in enumerate(zip(self.stray, self.inside, self._first, strict=True)):
            left = left + extra + (FIRST_LETTER if i == 0 else 0.0)
            rows.append((extra, at_first if i == 0 else replaced, at_first, left))
        self._rows_any_letter = rows
        """Per row of the table (a written letter): its cost as a stray, its replacement costs
        (with FIRST_LETTER in the first row), the same at the word's first letter, and the row's
        first cell (every written letter so far stray): the same for every candidate."""
        self._rows = [(extra, _a_to_z(replaced), _a_to_z(at_first), left) for extra, replaced, at_first, left in rows]
        """The same with the replacement costs in plain dicts of a-z, for candidates of a-z alone
        (all the word list's): CPython 3.11 looks up a plain dict's key faster than a subclass's,
        about 6 % of a costing."""

    def cost(self, word: str, limit: float = math.inf) -> float:
        """The cheapest slip from `word` to the misspelling: a weighted edit distance, each
        letter's replacement, stray or left-out letter costed as the module says.

        With a `limit`, the work stops as soon as every way left costs more than it, and the
        answer is then `math.inf`: a candidate that cannot enter the ranking is not costed to the
        end. Below the limit the cost is exactly the same, sum for sum.
        """
        m = len(word)
        known = _WORDS.get(word)
        if known is None:
            if len(_WORDS) >= _WORDS_KEPT:
                _WORDS.clear()
            left_out = left_out_costs(word)
            # Every letter left out, the first with FIRST_LETTER: the same sums as adding them one
            # by one (0.0 + a cost is the cost), in C.
            first_row = [0.0, *accumulate([left_out[0] + FIRST_LETTER, *left_out[1:]])] if m else [0.0]
            known = _WORDS[word] = (left_out, list(zip(word[1:], left_out[1:])), first_row,  # noqa: B905 (see below)
                                    not word.strip(ALPHABET))
        left_out, rest, row, a_to_z = known
        if not m:  # every written letter stray
            stray = self._rows[-1][3] if self._rows else 0.0
            return stray if stray <= limit else math.inf
        jumps = self._jumps(word)
        # A way through the table moves down one row, or two (a swap), or as many as a
        # sound-alike spelling is long: it meets at least one row of any `reach` rows in a row,
        # and never gets cheaper, so once that many rows all cost more than the limit, so does
        # the slip.
        reach = max([1, *(i - i0 for i, row_jumps in jumps.items() for _, i0, _, _, _ in row_jumps)]) if jumps else 1
        limited = limit < math.inf
        cost = [row]
        over = 0
        first, lost_first = word[0], left_out[0]
        for i, (extra, replaced, at_first, left) in enumerate(self._rows if a_to_z else self._rows_any_letter, 1):
            prev = row
            best = prev[1] + extra
            here = left + lost_first
            if here < best:
                best = here
            here = prev[0] + at_first[first]
            if here < best:
                best = here
            row = [left, best]
            # zip without `strict`: the keyword alone costs about 1,200 instructions a row in
            # CPython 3.11 (about 8 % of a costing); prev[1:] is one longer than the others.
            for (b, lost), diagonal, up in zip(rest, prev[1:], prev[2:]):  # noqa: B905
                here = up + extra
                best += lost
                if here < best:
                    best = here
                here = diagonal + replaced[b]
                if here < best:
                    best = here
                row.append(best)
            if jumps:
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
            if limited:
                if min(row) > limit:
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
        for pair in pairs:
            if pair in word:  # some swap ends in this word (most words have none): find where
                for j in range(2, len(word) + 1):
                    rows = pairs.get(word[j - 2:j])
                    if rows is not None:
                        a, b = word[j - 2], word[j - 1]
                        swap = VOWELS_SWAPPED if a in VOWELS and b in VOWELS else SWAP
                        for i in rows:
                            jumps.setdefault(i, []).append((j, i - 2, j - 2, swap, FIRST_LETTER if i == 2 else 0.0))
                break
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
# correction compares only the best two. Each candidate's slip cost has floors worked out
# without the table (`floor.Floors`), so its score has an upper bound; candidates are costed
# best bound first, and once SHOWN exact scores beat every bound still to come, the rest cannot
# enter the ranking: the same rulings as costing every candidate, at a fraction of the work.
_SLACK = 1e-9
"""Float rounding room, so a bound never falls below the exact score it bounds."""


def ranked_best(written: str, counts: Sequence[int], found: Mapping[str, int]
                ) -> tuple[list[tuple[float, str]], dict[str, float]]:
    """The best `SHOWN` candidates (word -> edit distance; `counts` how common each is, in the
    same order) as (-score, word), best first, and the slip costs worked out.

    The same order as sorting every candidate by exact score: a candidate is left uncosted only
    when its bound is below the `SHOWN`-th exact score (ties are costed, since the word breaks
    them), and its costing stops once its slips cost more than would put it level with that score.
    Candidates wait in a heap by the bound from `Floors.chains`; once SHOWN are scored, the one on
    top gets the tighter bound from `Floors.from_letters` and goes back in when that puts it lower
    (or out, when it puts it below the fifth score), so the letter floor is worked out only for the
    candidates that come near the top. With SHOWN candidates or fewer every one is shown, and
    costed without floors.
    """
    slips = Slips(written)
    plausibilities = [math.log10(count) if count > 1 else 0.0 for count in counts]  # how_common of each
    if len(found) <= SHOWN:  # every candidate is shown: no floor can spare a costing
        costs = {word: slips.cost(word) for word in found}
        return sorted((COST_WEIGHT * costs[word] - plausibility, word)
                      for word, plausibility in zip(found, plausibilities, strict=True)), costs
    floors = Floors(written, slips.stray, slips.inside)
    waiting = [(COST_WEIGHT * floor - plausibility - _SLACK, word, plausibility, False)  # zip as in Slips.cost
               for floor, word, plausibility in zip(floors.chains(found), found, plausibilities)]  # noqa: B905
    heapq.heapify(waiting)
    scored: list[tuple[float, str]] = []
    costs = {}
    limit = math.inf
    while waiting:
        negative_bound, word, plausibility, tightened = heapq.heappop(waiting)
        if len(scored) >= SHOWN:
            if negative_bound > scored[SHOWN - 1][0]:
                break
            # The cost above which this word's score falls below the fifth: no need to know more.
            limit = (scored[SHOWN - 1][0] + plausibility) / COST_WEIGHT + _SLACK
            if not tightened:  # the letter floor may put it below the fifth, or further back
                by_letters = COST_WEIGHT * floors.from_letters(word) - plausibility - _SLACK
                if by_letters > negative_bound:
                    if by_letters <= scored[SHOWN - 1][0]:  # else out for good: the fifth only gets better
                        heapq.heappush(waiting, (by_letters, word, plausibility, True))
                    continue
        cost = slips.cost(word, limit)
        if cost == math.inf:
            continue
        costs[word] = cost
        scored.append((COST_WEIGHT * cost - plausibility, word))
        scored.sort()
        del scored[SHOWN:]
    return scored, costs
