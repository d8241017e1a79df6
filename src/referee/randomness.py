"""Fair or reproducible randomness for every roll, deal and draw, the same on every platform.

Fair rolls come from the operating system (`secrets`). Seeded rolls use SplitMix64 (Steele,
Lea & Flood 2014: state += 0x9E3779B97F4A7C15, then two xor-shift-multiply rounds) and map to
a die face by rejection sampling, so `--seed 7` gives the same faces on every machine and every
Python release; `random.choice` promises neither.
"""

from __future__ import annotations

import secrets
from collections.abc import MutableSequence, Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Source(Protocol):
    """Where random numbers come from."""

    seed: int | None

    def below(self, n: int) -> int:
        """A uniformly random whole number in [0, n)."""
        ...


class SystemSource:
    """Operating-system randomness: fair, and never the same twice."""

    seed: int | None = None

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return secrets.randbelow(n)


class SeededSource:
    """SplitMix64 with rejection sampling: reproducible from a seed on every platform."""

    def __init__(self, seed: int) -> None:
        self.seed: int | None = seed
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n


def source(seed: int | None) -> Source:
    """A seeded source for `--seed N`, else the operating system's."""
    return SystemSource() if seed is None else SeededSource(seed)


def pick(rng: Source, items: Sequence[T]) -> T:
    """One item, uniformly (a die face, a card)."""
    return items[rng.below(len(items))]


def shuffle(rng: Source, items: MutableSequence[T]) -> None:
    """Fisher-Yates shuffle in place (a deck before dealing)."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def chi_square_uniform(counts: Sequence[int]) -> float:
    """Pearson's chi-square statistic of observed counts against a uniform expectation."""
    total = sum(counts)
    expected = total / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


def chi_square_critical(degrees: int, alpha: float = 0.001) -> float:
    """Upper critical value of chi-square, for fairness audits: the x with P(X > x) = alpha.

    Found exactly (to 1e-9) by bisection on the distribution itself, not by the Wilson-Hilferty
    approximation, which gives 20.751 where the table says 20.515 (5 degrees, alpha 0.001).
    """
    import math

    low, high = 0.0, degrees + 20.0 * math.sqrt(2.0 * degrees) + 50.0
    while high - low > 1e-9:
        middle = (low + high) / 2
        if 1.0 - _chi_square_cdf(middle, degrees) > alpha:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def _chi_square_cdf(x: float, degrees: int) -> float:
    """P(X <= x): the regularized lower incomplete gamma function P(k/2, x/2), by its series."""
    import math

    a, half = degrees / 2.0, x / 2.0
    if half <= 0:
        return 0.0
    term = total = 1.0 / a
    n = 0
    while term > total * 1e-17:
        n += 1
        term *= half / (a + n)
        total += term
    return min(1.0, math.exp(a * math.log(half) - half - math.lgamma(a)) * total)
