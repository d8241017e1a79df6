"""Benchmark: a stream of 1,000 game records, clean and with 2% of the words misspelled.

A misspelling costs a suggestion search; a word seen before should cost nothing, whichever
record or game it was seen in (one verdict cache per run, shared by every game). For each game
the same fixture record is repeated 1,000 times as one YAML stream, once as written and once
with 2% of its words given a typo (a seeded neighbour swap, different in every copy, so most
misspellings are new and cost a search); `referee score-sheet -f json` rules each stream
in a cold process. Printed: median wall and CPU seconds and the ratio typos/clean (1.0 is free).

Run: python bench/bench_verdict_cache.py [--runs N] [--records N]
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = {
    "letter-roll": ROOT / "fixtures" / "letter-roll" / "eight-players.yaml",
    "first-class-letters": ROOT / "fixtures" / "first-class-letters" / "game-night.yaml",
    "letter-tricks": ROOT / "fixtures" / "letter-tricks" / "five-players-advanced.yaml",
}
WORD_KEYS = {"lists", "word", "words", "rows"}
"""Where the records keep written words (Letter Roll lists, First-Class rows, LetterTricks words)."""


def typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(len(word) - 1)
    return word[:i] + word[i + 1] + word[i] + word[i + 2:]


def mutate(node: Any, rate: float, rng: random.Random, inside: bool = False) -> Any:
    """The record with about `rate` of its written words misspelled."""
    if isinstance(node, dict):
        return {k: mutate(v, rate, rng, inside or k in WORD_KEYS) for k, v in node.items()}
    if isinstance(node, list):
        return [mutate(v, rate, rng, inside) for v in node]
    if inside and isinstance(node, str) and node.isalpha() and node.islower() and len(node) > 3:
        return typo(node, rng) if rng.random() < rate else node
    return node


def stream(fixture: Path, records: int, rate: float) -> str:
    """The fixture's record `records` times; every copy gets its own seeded typos."""
    record = next(yaml.safe_load_all(fixture.read_text(encoding="utf-8")))
    rng = random.Random(20261201)
    return yaml.safe_dump_all([mutate(record, rate, rng) for _ in range(records)], sort_keys=False)


def cold(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} failed: {done.stderr.decode(errors='replace')[-500:]}")
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def median(runs: int, measure: Callable[[], tuple[float, float]]) -> tuple[float, float]:
    measure()
    times = [measure() for _ in range(runs)]
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--records", type=int, default=1000)
    args = parser.parse_args()
    referee = [str(Path(sys.executable).with_name("referee"))]
    print(f"{args.records:,} records a stream, median of {args.runs} cold runs (wall / CPU seconds)\n")
    print(f"{'game':22} {'clean':>15} {'2% typos':>15} {'ratio (CPU)':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for game, fixture in FIXTURES.items():
            times = []
            for rate in (0.0, 0.02):
                path = Path(tmp) / f"{game}-{rate}.yaml"
                path.write_text(stream(fixture, args.records, rate), encoding="utf-8")
                command = [*referee, "score-sheet", "-f", "json", str(path)]
                times.append(median(args.runs, lambda command=command: cold(command)))
            (clean_wall, clean_cpu), (typo_wall, typo_cpu) = times
            print(f"{game:22} {clean_wall:6.2f} / {clean_cpu:5.2f}  {typo_wall:6.2f} / {typo_cpu:5.2f}"
                  f"  {typo_cpu / clean_cpu:10.2f}x")


if __name__ == "__main__":
    main()
