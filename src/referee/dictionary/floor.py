"""The least a slip from one word to another can cost, without working the slip out.

A misspelling's ranking costs the slips of only the candidates that could be shown (`meant`);
the rest are left out by floors under their cost (`Floors`). A slip is a chain of steps (a
letter replaced, swapped, left out, written twice, a sound-alike spelling), each with a least
cost, a number of edits it can stand for, and a change it makes to the word's length. Whatever
the steps, they must stand for at least the two words' edit distance and change the length by
exactly the difference: the cheapest chain that does both is a floor under every real slip
(`cheapest_chain`). Which steps are cheap depends on the two words (a written word without a
doubled letter has no cheap stray letter). And the letters one word has that the other lacks
must each be replaced, left out or stray: a second floor (`Floors.from_letters`).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping, Sequence
from itertools import pairwise, permutations

from referee.dictionary.forms import ALPHABET
from referee.dictionary.slip_costs import (
    DOUBLING,
    FINAL_E,
    FIRST_LETTER,
    LEFT_OUT_LETTER,
    LEFT_OUT_VOWEL,
    SOUND_ALIKE,
    SOUND_ALIKE_SPELLINGS,
    SWAP,
    VOWELS,
    VOWELS_SWAPPED,
    Replacements,
    doubled,
    left_out_costs,
    sounds_in,
    substitution_cost,
)

Step = tuple[int, int, float]
"""A kind of step: the edits it can stand for, what it adds to the length, its least cost."""

def cheapest_chain(edits: int, lengthen: int, steps: tuple[Step, ...]) -> float:
    """The least cost of steps standing for at least `edits` edits and lengthening by `lengthen`
    (negative: shortening); `math.inf` when no chain of these steps can.

    A shortest path over (edits stood for so far, at most `edits`; length change so far), found
    cheapest first (Dijkstra's way: every step costs more than nothing, so the first time the
    goal comes off the heap no other chain can be cheaper; relaxing every state until nothing
    changed took four times as long for the same sums). The steps of a chain can go in any order,
    and some order keeps the length change within the longest step of zero and of `lengthen`: no
    need to look further. Worked out once a run for each combination the misspellings ask for
    (`_Chains`).
    """
    kinds = [(units, grow, cost) for units, grow, cost in steps if cost < math.inf]
    longest = max((abs(grow) for _, grow, _ in kinds), default=0)
    low, high = min(0, lengthen) - longest, max(0, lengthen) + longest
    best: dict[tuple[int, int], float] = {(0, 0): 0.0}
    waiting = [(0.0, 0, 0)]
    while waiting:
        so_far, done, grown = heapq.heappop(waiting)
        if done == edits and grown == lengthen:
            return so_far
        if so_far > best[done, grown]:  # met again at less since it was pushed
            continue
        for units, grow, cost in kinds:
            length = grown + grow
            if low <= length <= high:
                state = (edits if done + units > edits else done + units, length)
                here = so_far + cost
                if here < best.get(state, math.inf):
                    best[state] = here
                    heapq.heappush(waiting, (here, *state))
    return math.inf


def _sound_steps() -> dict[tuple[str, str], Step]:
    from referee.dictionary.nearby import distance

    return {(heard, spelled): (distance(heard, spelled), len(spelled) - len(heard), SOUND_ALIKE)
            for heard, spelled in SOUND_ALIKE_SPELLINGS}


_SOUND_STEPS = _sound_steps()
"""Each sound-alike spelling as a step of a slip (`cheapest_chain`): how many edits it
stands for (sh for ti: two; k for ck: one), what it adds to the word's length, its cost."""

class _Chains(dict[tuple[int, int, float, int], float]):
    """`cheapest_chain` for the misspellings whose cheapest replacement, swap and stray letter are
    `steps`, by (edits, lengthening, the candidate's cheapest left-out letter, the sound-alike
    spellings both hold, as bits of `_SOUND_BITS`), worked out when first asked for. One table
    serves every misspelling with the same steps (`_chains_for`): a few dozen tables in all."""

    def __init__(self, steps: tuple[Step, ...]) -> None:
        super().__init__()
        self.steps = steps

    def __missing__(self, key: tuple[int, int, float, int]) -> float:
        edits, lengthen, left_out, heard = key
        steps = (*self.steps, (1, 1, left_out), *(step for bit, step in _SOUND_BITS.items() if heard & bit))
        least = self[key] = cheapest_chain(edits, lengthen, steps)
        return least


_SOUND_BITS = {1 << n: _SOUND_STEPS[spelling] for n, spelling in enumerate(SOUND_ALIKE_SPELLINGS)}
"""Each sound-alike spelling's step, by the bit that stands for it in a `_Chains` key."""
_TABLES: dict[tuple[Step, ...], _Chains] = {}
_TABLES_KEPT = 1_024
"""Tables kept before starting again; the cost table allows far fewer different steps."""


def _chains_for(steps: tuple[Step, ...]) -> _Chains:
    """The `_Chains` shared by the misspellings with these steps."""
    chains = _TABLES.get(steps)
    if chains is None:
        if len(_TABLES) >= _TABLES_KEPT:
            _TABLES.clear()
        chains = _TABLES[steps] = _Chains(steps)
    return chains


class Floors:
    """Floors under the slip costs from one misspelling's candidates, worked out without the table.

    Two floors, each a least cost any slip must pay: `chains`, from the edit distance and the
    difference in length (`cheapest_chain`: a word two letters longer needs two letters left
    out), and `from_letters`, from the letters one word has and the other lacks (each must be
    written in place of another, left out or stray: res for rep costs a replacement of p by s,
    1.4, not the 0.7 of one vowel for another). The first-letter cost comes on top of both.
    """

    __slots__ = ("_chains", "_first_letter", "_into", "_length", "_letters", "_openings", "_plain", "_produce",
                 "_sounds", "_spelled", "_steps", "_tables", "written")

    def __init__(self, written: str, stray: Sequence[float], inside: Sequence[Replacements]) -> None:
        """`stray`, `inside`: each written letter's cost as a stray letter, and its replacement
        costs (as `meant.Slips` has them)."""
        self.written = written
        swaps = [VOWELS_SWAPPED if a in VOWELS and b in VOWELS else SWAP for a, b in pairwise(written) if a != b]
        self._steps: tuple[Step, ...] = (
            (1, 0, min((table.least for table in inside), default=math.inf)),  # a letter for another
            (1, 0, min(swaps, default=math.inf)),  # two neighbours swapped
            (1, -1, min(stray, default=math.inf)),  # a stray letter
        )
        sounds = sounds_in(written)
        self._sounds = [(spelled, 1 << n) for n, _, spelled in sounds]
        self._spelled = [spelled for _, _, spelled in sounds]
        self._openings = tuple(spelled for _, heard, spelled in sounds if written.startswith(heard))
        self._first_letter, self._length = written[:1], len(written)
        self._chains = _chains_for(self._steps)
        produce: dict[str, float] = {}
        # zip without `strict` here and below: CPython 3.11 parses the keyword on every call (about
        # 1,200 instructions); the sequences are the misspelling's or the word's, one a letter.
        for letter, table, as_stray in zip(written, inside, stray):  # noqa: B905
            produce[letter] = min(produce.get(letter, table.least), as_stray)
        self._letters, self._produce = frozenset(produce), produce
        """The misspelling's letters, and the least a slip costs that writes one where the word
        meant has another letter or none (in place of another, or stray)."""
        self._plain = self._letters <= _ALPHABET
        """Whether all of them are a-z, whose replacement costs `_by_cost` has grouped."""
        self._tables = dict(zip(written, inside))  # noqa: B905
        """Each of the misspelling's letters' replacement costs, for the letter floor's pairs."""
        self._into: dict[str, float] = {}
        """Per letter of a candidate: the least cost of writing one of the misspelling's letters
        in its place."""

    def first_letter(self, word: str) -> float:
        """FIRST_LETTER when the first letters differ, unless a sound-alike spelling begins both
        (fone for phone); else nothing."""
        if word[0] != self._first_letter and not word.startswith(self._openings):
            return FIRST_LETTER
        return 0.0

    def chain(self, word: str, edits: int) -> float:
        """`chains` for one word."""
        return self.chains({word: edits})[0]

    def chains(self, found: Mapping[str, int]) -> list[float]:
        """For each candidate (word -> edit distance), in order, the least its slip can cost from
        the two lengths and the edit distance (`cheapest_chain`), with the cheapest letter
        the word can leave out, the misspelling's cheapest stray letter, swap and replacement,
        and the sound-alike spellings both hold; with the first-letter cost. All at once: a
        misspelling has a hundred candidates, and a call per word would cost more than its sums."""
        chains, length, sounds = self._chains, self._length, self._sounds
        first, openings, least_of = self._first_letter, self._openings, _LEAST_LEFT_OUT
        floors = []
        for word, edits in found.items():
            left_out = least_of.get(word)
            if left_out is None:
                left_out = least_left_out(word)
            heard = 0
            for spelled, bit in sounds:
                if spelled in word:
                    heard |= bit
            least = chains[edits, len(word) - length, left_out, heard]
            # The first-letter cost, as `first_letter` has it (inline: a call a candidate shows).
            floors.append(least + FIRST_LETTER if word[0] != first and not word.startswith(openings) else least)
        return floors

    def from_letters(self, word: str) -> float:
        """The least the slip from `word` can cost from the letters only one of the two has, with
        the first-letter cost. A letter of the misspelling's that the word lacks must be written
        in place of one of the word's or stray; a letter of the word's that the misspelling
        lacks must be replaced or left out; one replacement can do one of each. Swaps move
        letters without changing them. Nothing (but the first-letter cost) when a sound-alike
        spelling of the misspelling's could stand for some of the word's letters. A letter
        written more often in one word than in the other counts only when the other lacks it:
        a lower floor, never a wrong one."""
        least = self.first_letter(word)
        for spelled in self._spelled:
            if spelled in word:
                return least
        lost = _least_by_letter(word)
        letters, produce = self._letters, self._produce
        extra = letters.difference(lost)
        for a in extra:
            least += produce[a]
        missing = lost.keys() - letters
        if not missing:
            return least
        into = self._into
        consume = []
        total = 0.0
        for b in missing:
            left_out = lost[b]
            written_for = into[b] if b in into else self._written_for(b)
            cb = left_out if left_out < written_for else written_for
            consume.append((b, cb))
            total += cb
        least += total
        if not extra:
            return least
        # One replacement writes an extra letter for a missing one, instead of a slip for each:
        # what each such pair saves, and the best pairing (each letter in one pair at most). Two
        # edits leave at most two letters on each side, so the pairing is nearly always one of
        # the shortcuts below.
        tables = self._tables
        if len(consume) == 1:  # one letter missing: its best pair, if any
            (b, cb), = consume
            best = 0.0
            for a in extra:
                here = tables[a][b] - produce[a] - cb
                if here < best:
                    best = here
            return least + best
        if len(extra) == 1:  # one extra letter: its best pair, if any
            a, = extra
            table, pa = tables[a], produce[a]
            best = 0.0
            for b, cb in consume:
                here = table[b] - pa - cb
                if here < best:
                    best = here
            return least + best
        if len(extra) == 2 == len(consume):  # two and two: pair them one way or the other
            (a0, a1), ((b0, c0), (b1, c1)) = extra, consume
            t0, t1, p0, p1 = tables[a0], tables[a1], produce[a0], produce[a1]
            # A pair that would cost more than its two letters' own slips saves nothing.
            s00, s01, s10, s11 = t0[b0] - p0 - c0, t0[b1] - p0 - c1, t1[b0] - p1 - c0, t1[b1] - p1 - c1
            straight = (s00 if s00 < 0.0 else 0.0) + (s11 if s11 < 0.0 else 0.0)
            crossed = (s01 if s01 < 0.0 else 0.0) + (s10 if s10 < 0.0 else 0.0)
            return least + (straight if straight < crossed else crossed)
        saving = [[tables[a][b] - produce[a] - cb for b, cb in consume] for a in extra]
        if len(saving) > len(consume):  # pair the fewer letters with some of the more
            saving = [list(column) for column in zip(*saving, strict=True)]
        return least + min(sum(min(0.0, row[k]) for row, k in zip(saving, chosen, strict=True))
                           for chosen in permutations(range(len(saving[0])), len(saving)))

    def _written_for(self, letter: str) -> float:
        """The least cost of writing one of the misspelling's letters in place of `letter`: the
        cheapest group of `_by_cost(letter)` that holds one (a few set tests instead of a look-up
        per letter), or each table read when a letter is outside a-z."""
        if self._plain and letter in _ALPHABET:
            least = math.inf
            letters = self._letters
            for cost, group in _BY_COST.get(letter) or _by_cost(letter):
                if not letters.isdisjoint(group):
                    least = cost
                    break
        else:
            least = min((table[letter] for a, table in self._tables.items() if a != letter), default=math.inf)
        self._into[letter] = least
        return least


_BY_COST: dict[str, tuple[tuple[float, frozenset[str]], ...]] = {}
_ALPHABET = frozenset(ALPHABET)


def _by_cost(letter: str) -> tuple[tuple[float, frozenset[str]], ...]:
    """The other letters a-z grouped by what writing one in place of `letter` costs (as their
    `replacements` tables have it), cheapest group first: made once a run for each letter asked for."""
    groups: dict[float, set[str]] = {}
    for other in ALPHABET:
        if other != letter:
            groups.setdefault(substitution_cost(other, letter), set()).add(other)
    by_cost = _BY_COST[letter] = tuple(sorted((cost, frozenset(group)) for cost, group in groups.items()))
    return by_cost


_BY_LETTER: dict[str, dict[str, float]] = {}
_BY_LETTER_KEPT = 16_384


_LEAST_LEFT_OUT: dict[str, float] = {}


def least_left_out(word: str) -> float:
    """The cheapest letter `word` can leave out: the least of `slip_costs.left_out_costs(word)`
    without working out the list, as `Floors.chains` asks it of every candidate. The least of the
    costs the word's letters can have (a vowel's, another letter's, a final e's, a doubled
    letter's): never above the list's least, and equal to it (tests/test_meant.py holds it).
    Cheapest first, so the first that the word has is the answer: three tests, not four, for
    most words, and one for a word with a doubled letter."""
    if len(_LEAST_LEFT_OUT) >= _BY_LETTER_KEPT:
        _LEAST_LEFT_OUT.clear()
    if doubled(word):
        least = DOUBLING
    elif word.endswith("e"):
        least = FINAL_E
    elif not VOWELS.isdisjoint(word):
        least = LEFT_OUT_VOWEL
    else:  # no vowel: any letter is another letter
        least = LEFT_OUT_LETTER if word else math.inf
    _LEAST_LEFT_OUT[word] = least
    return least


def _least_by_letter(word: str) -> dict[str, float]:
    """Each letter of `word`, with the least its slip costs left out at any of its places
    (`slip_costs.left_out_costs`: one of two side by side, or a final e, may cost less): kept per
    candidate, as the letter floor asks for the same words again and again."""
    least = _BY_LETTER.get(word)
    if least is None:
        if len(_BY_LETTER) >= _BY_LETTER_KEPT:
            _BY_LETTER.clear()
        least = _BY_LETTER[word] = {}
        for letter, cost in zip(word, left_out_costs(word)):  # noqa: B905 (as in Floors.__init__)
            if cost < least.get(letter, math.inf):
                least[letter] = cost
    return least
