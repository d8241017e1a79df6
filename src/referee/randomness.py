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
    """Upper critical value of chi-square (Wilson-Hilferty approximation), for fairness audits."""
    z = {0.05: 1.6449, 0.01: 2.3263, 0.001: 3.0902}[alpha]
    k = float(degrees)
    root: float = (2 / (9 * k)) ** 0.5
    return k * (1 - 2 / (9 * k) + z * root) ** 3
