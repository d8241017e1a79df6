"""First-Class Letters' end-of-game check: the cancellations that restore alphabetical order.

The rulebook: "if they are not [in alphabetical order], you must cancel words ... until the
remaining words on your sheet are in alphabetical order". Which words to cancel is left to the
player; the referee (interface section 10) cancels the set that keeps the most points, then the
most words, then applies a fixed tie-break: keep the rows nearest the top of the sheet (of two
equally good choices, the first row where they differ is kept).

Keeping words in order is a longest non-decreasing subsequence weighted by points. A greedy scan
(keep each word that is not before the last one kept) is wrong: `zebra=1, apple=5, banana=5`
keeps zebra and loses 10 points. This module solves it exactly in O(n log n): a Fenwick tree of
prefix maxima over the ranks of the words, run from the bottom of the sheet up, then a single
forward pass picks the top-most optimal rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from referee.dictionary import fold


class Order(str, Enum):
    """How two words are compared: whole words (the rulebook) or first letters only (a house rule)."""

    WORD = "word"
    FIRST_LETTER = "first-letter"


@dataclass(frozen=True)
class Entry:
    """One row taking part in the check: its number on the sheet, its word and its points."""

    row: int
    word: str
    points: int


@dataclass(frozen=True)
class OrderRuling:
    """Which rows to cancel for alphabetical order, which stay, and the points that stay."""

    cancel: tuple[int, ...]
    kept: tuple[int, ...]
    score: int

    @property
    def needs_cancellations(self) -> bool:
        return bool(self.cancel)


def order_key(word: str, order: Order = Order.WORD) -> str:
    """The text compared for alphabetical order: case and accents ignored."""
    folded = fold(word.strip())
    return folded[:1] if order is Order.FIRST_LETTER else folded


def keep_in_order(keys: Sequence[str], points: Sequence[int]) -> list[int]:
    """Indices of the entries to keep: non-decreasing keys, most points, then most entries,
    then the top-most rows (lexicographically smallest list of indices).

    O(n log n) time, O(n) memory. Points must be whole numbers >= 0.
    """
    n = len(keys)
    if n != len(points):
        raise ValueError("keys and points must have the same length")
    if n == 0:
        return []
    if any(p < 0 for p in points):
        raise ValueError("points must be >= 0")
    # (points, words) packed in one int that compares the same way: points * base + words.
    base = n + 1
    ranks = {key: rank for rank, key in enumerate(sorted(set(keys), reverse=True), start=1)}
    size = len(ranks)
    tree = [0] * (size + 1)
    best_from = [0] * n
    for i in range(n - 1, -1, -1):
        rank = ranks[keys[i]]  # rank 1 is the greatest key: a prefix of ranks is "key >= this"
        best = 0
        r = rank
        while r > 0:
            if tree[r] > best:
                best = tree[r]
            r -= r & -r
        value = best + points[i] * base + 1
        best_from[i] = value
        r = rank
        while r <= size:
            if tree[r] < value:
                tree[r] = value
            r += r & -r
    target = max(best_from)
    kept: list[int] = []
    last_key: str | None = None
    for i in range(n):
        if target == 0:
            break
        if best_from[i] == target and (last_key is None or keys[i] >= last_key):
            kept.append(i)
            last_key = keys[i]
            target -= points[i] * base + 1
    return kept


def alpha_cancel(entries: Sequence[Entry], order: Order = Order.WORD) -> OrderRuling:
    """The rows to cancel so the rest are in alphabetical order, keeping the most points."""
    keys = [order_key(e.word, order) for e in entries]
    kept_indices = keep_in_order(keys, [e.points for e in entries])
    keep = set(kept_indices)
    return OrderRuling(
        cancel=tuple(e.row for i, e in enumerate(entries) if i not in keep),
        kept=tuple(entries[i].row for i in kept_indices),
        score=sum(entries[i].points for i in kept_indices),
    )


def greedy_keep(keys: Sequence[str]) -> list[int]:
    """The naive scan players often do: keep each word not before the last one kept.

    Not used for rulings; kept to show (in tests and docs) why it is wrong.
    """
    kept: list[int] = []
    last: str | None = None
    for i, key in enumerate(keys):
        if last is None or key >= last:
            kept.append(i)
            last = key
    return kept
