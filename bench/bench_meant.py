"""The ranking of a misspelling's candidates against its previous form, side by side: same answers.

Over the batch's 50,000 random non-words (bench_check_word.batch_file, the same seed) and 2,000
seeded one-letter slips of lexicon words (bench_check_word.suggestion_times' words), each word's
candidates (found once, by the shipped index) are ranked twice: by `meant.meant` as it is, and by
the ranking as it was before the per-edit floor and the costing limit (every slip cost worked out
to the end by the full table, every letter's `extra_costs` worked out per candidate; kept below, the same
steps). Every ranking and clear correction must be identical; the script exits 1 on the first
difference. CPU time, alternating the two.

    python bench/bench_meant.py            # --runs N (default 3)
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from referee.dictionary import meant as m  # noqa: E402
from referee.dictionary import slip_costs as c  # noqa: E402

_OLD_SUBSTITUTIONS: dict[tuple[str, str], float] = {}
"""The substitution costs met so far, as the previous module kept them."""


def old_slip_cost(written: str, word: str) -> float:
    """`meant.slip_cost` before: the whole table, cell by cell."""
    n, k = len(written), len(word)
    stray, left_out = c.extra_costs(written, False), c.extra_costs(word, True)
    sounds = [(heard, spelled) for heard, spelled in c.SOUND_ALIKE_SPELLINGS if heard in written and spelled in word]
    substitutions = _OLD_SUBSTITUTIONS
    cost = [[0.0] * (k + 1) for _ in range(n + 1)]
    for j in range(1, k + 1):
        cost[0][j] = cost[0][j - 1] + left_out[j - 1] + (c.FIRST_LETTER if j == 1 else 0.0)
    for i in range(1, n + 1):
        a = written[i - 1]
        cost[i][0] = cost[i - 1][0] + stray[i - 1] + (c.FIRST_LETTER if i == 1 else 0.0)
        for j in range(1, k + 1):
            b = word[j - 1]
            edge = c.FIRST_LETTER if i == 1 or j == 1 else 0.0
            best = min(cost[i - 1][j] + stray[i - 1], cost[i][j - 1] + left_out[j - 1],
                       cost[i - 1][j - 1] + (0.0 if a == b else (substitutions.get((a, b)) or _substitution(a, b))
                                             + edge))
            if i > 1 and j > 1 and a == word[j - 2] and written[i - 2] == b and a != b:
                swap = c.VOWELS_SWAPPED if a in c.VOWELS and b in c.VOWELS else c.SWAP
                best = min(best, cost[i - 2][j - 2] + swap + (c.FIRST_LETTER if i == 2 else 0.0))
            for heard, spelled in sounds:
                h, s = len(heard), len(spelled)
                if i >= h and j >= s and written.endswith(heard, 0, i) and word.endswith(spelled, 0, j):
                    best = min(best, cost[i - h][j - s] + c.SOUND_ALIKE)
            cost[i][j] = best
    return cost[n][k]


def _substitution(a: str, b: str) -> float:
    cost = _OLD_SUBSTITUTIONS[a, b] = c.substitution_cost(a, b)
    return cost


def old_meant(counts: Callable[[str], int], written: str,
              found: Mapping[str, int]) -> tuple[tuple[str, ...], str | None]:
    """`meant.meant` before: the bound of 0.4 per edit, every costed candidate costed to the end."""
    if not found:
        return (), None
    openings = tuple(spelled for heard, spelled in c.SOUND_ALIKE_SPELLINGS if written.startswith(heard))
    bounded = []
    for word, edits in found.items():
        floor = 0.4 * edits
        if word[0] != written[0] and not any(word.startswith(s) for s in openings):
            floor += c.FIRST_LETTER
        plausibility = math.log10(max(counts(word), 1))
        bounded.append((m.COST_WEIGHT * floor - plausibility - 1e-9, word, plausibility))
    bounded.sort()
    scored: list[tuple[float, str]] = []
    costs: dict[str, float] = {}
    for negative_bound, word, plausibility in bounded:
        if len(scored) >= m.SHOWN and negative_bound > scored[m.SHOWN - 1][0]:
            break
        cost = costs[word] = old_slip_cost(written, word)
        scored.append((m.COST_WEIGHT * cost - plausibility, word))
        scored.sort()
    scored = scored[:m.SHOWN]
    ranked = tuple(w for _, w in scored)
    runner_up = -scored[1][0] if len(scored) > 1 else -math.inf
    clear = ranked[0] if (costs[ranked[0]] <= m.MAX_CLEAR_COST and len(written) >= m.MIN_CLEAR_LENGTH
                          and -scored[0][0] - runner_up >= m.CLEAR_MARGIN) else None
    return ranked, clear


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from bench_check_word import batch_non_words

    from referee.dictionary import get_lexicon

    lexicon = get_lexicon()
    written = list(dict.fromkeys(batch_non_words()))
    words = sorted(lexicon.words.as_set)
    rng = random.Random(20261201)  # suggestion_times' slips
    while len(written) < 52_000:
        word = rng.choice(words)
        i = rng.randrange(len(word))
        slip = word[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + word[i + 1:]
        if slip not in lexicon.words:
            written.append(slip)
    found = [(w, lexicon.nearby.near(w)) for w in written]
    found = [(w, f) for w, f in found if f]
    for w, f in found:
        now = m.meant(lexicon, w, f)
        if old_meant(lexicon.count, w, f) != (now.candidates, now.clear):
            sys.exit(f"different rulings for {w!r}: {old_meant(lexicon.count, w, f)} then, {now} now")
    times: dict[str, list[float]] = {"before": [], "now": []}
    for _ in range(args.runs):
        for name, rank in (("before", lambda w, f: old_meant(lexicon.count, w, f)),
                           ("now", lambda w, f: m.meant(lexicon, w, f))):
            start = time.process_time()
            for w, f in found:
                rank(w, f)
            times[name].append((time.process_time() - start) / len(found) * 1e6)
    print(f"{len(found):,} misspellings with candidates ({sum(len(f) for _, f in found):,} candidates): "
          "every ranking and clear correction identical")
    then, now = statistics.median(times["before"]), statistics.median(times["now"])
    print(f"CPU per ranking (median of {args.runs}): before {then:.1f} µs, now {now:.1f} µs ({now / then:.2f}x)")


if __name__ == "__main__":
    main()
