"""First-Class Letters speed targets, each beside a named baseline in the same run.

    python bench/bench_first_class.py

1. A game night of 1,000 sheets (250 four-player records, 7 rounds each) scored by
   `referee score-sheet -f json` in under 2 s. Baseline: `yaml.safe_load_all` over the same file,
   which only parses it (pure-Python SafeLoader, like the referee's loader).
2. `alpha-cancel` on 100,000 rows in under 1 s. Baseline: the textbook quadratic dynamic program
   (for each row, scan every earlier row), timed on a smaller sheet both can finish and
   extrapolated (n^2) to 100,000 rows.

Inputs are generated in a temporary directory from a fixed seed; medians of several runs.
"""

from __future__ import annotations

import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml

from referee.games.first_class.alphabetical import Entry, alpha_cancel, keep_in_order

RUNS = 5
SHEETS = 1_000
PLAYERS = 4
ROWS = 100_000
QUADRATIC_ROWS = 3_000

WORDS = ["abet", "bandana", "cabinet", "chrome", "crumb", "cucumber", "danger", "dolls", "grind", "horse",
         "leopard", "limit", "match", "mending", "mercury", "midnight", "mower", "paella", "plural",
         "proper", "roughs", "salons", "shoes", "slain", "tablet", "trusts", "usage", "vague", "wrestle",
         "wrote", "zebra", "apple", "banana", "cherry", "lemon", "melon", "onion", "pepper", "quiet"]
TYPOS = ["cucumbr", "dangr", "bannana"]  # one clear correction each, as on a real night
LETTERS = "ABCDEFGHIJKLMNOPRSTUWY"


def median_seconds(call: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def game_night(rng: random.Random, records: int) -> str:
    docs = []
    for number in range(records):
        dice = [rng.sample(LETTERS, 4) for _ in range(7)]
        lines = [f"# table {number + 1}", "game: first-class-letters", "special: {2: C, 4: M, 6: R}", "rounds:"]
        lines += [f"  - {{dice: [{d[0]}, {d[1]}, {d[2]}], dead: {d[3]}}}" for d in dice]
        lines.append("players:")
        for player in range(PLAYERS):
            lines.append(f"  - name: P{player + 1}")
            lines.append("    rows:")
            rounds = list(range(1, 8))
            rng.shuffle(rounds)
            for rnd in rounds:
                word = rng.choice(TYPOS) if rng.random() < 0.01 else rng.choice(WORDS)
                lines.append(f"      - {{word: {word}, round: {rnd}}}")
        docs.append("\n".join(lines) + "\n")
    return "---\n".join(docs)


def quadratic_keep(keys: list[str], points: list[int]) -> int:
    """Baseline: best[i] = points[i] + max(best[j] for j < i with keys[j] <= keys[i])."""
    best: list[int] = []
    for i, key in enumerate(keys):
        prior = 0
        for j in range(i):
            if keys[j] <= key and best[j] > prior:
                prior = best[j]
        best.append(prior + points[i])
    return max(best, default=0)


def report(name: str, ours: float, baseline_name: str, baseline: float, target: float) -> None:
    verdict = "meets" if ours < target else "MISSES"
    print(f"{name}:")
    print(f"  referee      {ours:8.3f} s   (target < {target:.1f} s: {verdict})")
    print(f"  {baseline_name:<12} {baseline:8.3f} s")
    print(f"  ratio ours/baseline {ours / baseline:6.2f}")


def main() -> None:
    rng = random.Random(20261130)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game-night.yaml"
        path.write_text(game_night(rng, SHEETS // PLAYERS))
        command = [sys.executable, "-m", "referee", "score-sheet", "-f", "json", str(path)]

        cpu: list[float] = []

        def score() -> None:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run(command, capture_output=True, check=False)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            if done.returncode not in (0, 1):
                raise SystemExit(done.stderr.decode())

        text = path.read_text()
        ours = median_seconds(score)
        print(f"(score-sheet CPU time, median: {statistics.median(cpu):.3f} s; wall time below is "
              f"slower on a busy machine)")
        baseline = median_seconds(lambda: list(yaml.safe_load_all(text)))
        report(f"score-sheet, {SHEETS} sheets ({SHEETS // PLAYERS} records, end to end)", ours,
               "safe_load_all", baseline, 2.0)

    pool = [f"{a}{b}{c}" for a in "abcdefghij" for b in "klmnopqrst" for c in "uvwxyz"]
    keys = [rng.choice(pool) for _ in range(ROWS)]
    points = [rng.randrange(0, 17) for _ in range(ROWS)]
    entries = [Entry(i + 1, k, p) for i, (k, p) in enumerate(zip(keys, points, strict=True))]
    ours = median_seconds(lambda: alpha_cancel(entries))
    small_keys, small_points = keys[:QUADRATIC_ROWS], points[:QUADRATIC_ROWS]
    small_ours = median_seconds(lambda: keep_in_order(small_keys, small_points))
    small_quadratic = median_seconds(lambda: quadratic_keep(small_keys, small_points), runs=3)
    ruling = alpha_cancel(entries[:QUADRATIC_ROWS])
    assert ruling.score == quadratic_keep(small_keys, small_points), "the two disagree"
    report(f"alpha-cancel, {QUADRATIC_ROWS:,} rows (both algorithms)", small_ours, "quadratic DP",
           small_quadratic, 1.0)
    extrapolated = small_quadratic * (ROWS / QUADRATIC_ROWS) ** 2
    report(f"alpha-cancel, {ROWS:,} rows (in process; quadratic extrapolated n^2)", ours,
           "quadratic DP", extrapolated, 1.0)


if __name__ == "__main__":
    main()
