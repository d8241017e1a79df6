"""The least a slip from one word to another can cost, knowing only how far apart they are.

A misspelling's ranking costs the slips of only the candidates that could be shown (`meant`);
the rest are left out by a floor under their cost. A slip is a chain of steps (a letter replaced,
swapped, left out, written twice, a sound-alike spelling), each with a least cost, a number of
edits it can stand for, and a change it makes to the word's length. Whatever the steps, they
must stand for at least the two words' edit distance and change the length by exactly the
difference: the cheapest chain that does both is a floor under every real slip. Which steps are
cheap depends on the two words (a written word without a doubled letter has no cheap stray
letter), so the floor is worked out from numbers the caller supplies.
"""

from __future__ import annotations

import math
from functools import lru_cache

Step = tuple[int, int, float]
"""A kind of step: the edits it can stand for, what it adds to the length, its least cost."""

@lru_cache(maxsize=4_096)
def cheapest_chain(edits: int, lengthen: int, steps: tuple[Step, ...]) -> float:
    """The least cost of steps standing for at least `edits` edits and lengthening by `lengthen`
    (negative: shortening); `math.inf` when no chain of these steps can.

    A shortest path over (edits stood for so far, at most `edits`; length change so far): every
    step costs more than nothing, so relaxing until nothing changes finds it. The steps of a
    chain can go in any order, and some order keeps the length change within the longest step
    of zero and of `lengthen`: no need to look further. Kept for the few thousand combinations
    the cost table allows: each is asked for again and again.
    """
    kinds = [(units, grow, cost) for units, grow, cost in steps if cost < math.inf]
    longest = max((abs(grow) for _, grow, _ in kinds), default=0)
    low, high = min(0, lengthen) - longest, max(0, lengthen) + longest
    best: dict[tuple[int, int], float] = {(0, 0): 0.0}
    changed = True
    while changed:
        changed = False
        for (done, grown), so_far in list(best.items()):
            for units, grow, cost in kinds:
                state = (min(done + units, edits), grown + grow)
                if not low <= state[1] <= high:
                    continue
                here = so_far + cost
                if here < best.get(state, math.inf):
                    best[state] = here
                    changed = True
    return best.get((edits, lengthen), math.inf)
