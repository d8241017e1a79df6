"""Benchmark: one Letter Roll round, 8 players x 200 words, adjudicated cold (a whole process).

Target (issue 4): under 0.5 s for `referee dedupe-lists` on that round, from process start to exit.
Baselines on the same file, each a cold process too:
  * yaml      -- `python -c "import yaml; yaml.safe_load(open(F))"`: just reading the record;
  * check-word -- `referee check-word -f lines` on the same 1,600 words: the dictionary alone.
Prints the median of several runs of each and the ratios ours/baseline.

Run: python bench/bench_letter_roll.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from referee.dictionary import get_lexicon, missing_letters

TARGET_SECONDS = 0.5
PLAYERS = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fin", "Gus", "Hal"]
WORDS_EACH = 200
LETTERS = ["E", "R", "S"]


def make_round(seed: int = 4) -> tuple[str, list[str]]:
    """A realistic big round: common words with the letters, many shared, a few typos and repeats."""
    rng = random.Random(seed)
    lexicon = get_lexicon()
    pool = sorted((w for w in lexicon.all_words() if not missing_letters(w, LETTERS) and 4 <= len(w) <= 10),
                  key=lambda w: (-lexicon.count(w), w))[:2500]
    common = pool[:300]
    lines = ["game: letter-roll", f"letters: [{', '.join(LETTERS)}]", "lists:"]
    every: list[str] = []
    for player in PLAYERS:
        words: list[str] = []
        while len(words) < WORDS_EACH:
            word = rng.choice(common if rng.random() < 0.4 else pool)
            roll = rng.random()
            if roll < 0.03 and len(word) > 4:  # a typo: two neighbouring letters swapped
                i = rng.randrange(len(word) - 1)
                word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
            elif roll < 0.04 and words:  # written twice
                word = rng.choice(words)
            words.append(word)
        lines.append(f"  {player}: [{', '.join(words)}]")
        every.extend(words)
    return "\n".join(lines) + "\n", every


def cold(command: list[str], stdin: bytes | None = None) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one whole process, start to exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.decode(errors='replace')}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_of(runs: int, command: list[str], stdin: bytes | None = None) -> tuple[float, float]:
    """Median wall and CPU seconds over `runs` fresh processes (after one untimed run)."""
    cold(command, stdin)  # warm the OS file cache once; every timed run is still a fresh process
    times = [cold(command, stdin) for _ in range(runs)]
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    text, words = make_round()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big-round.yaml"
        path.write_text(text, encoding="utf-8")
        word_lines = ("\n".join(words) + "\n").encode("utf-8")
        ours = median_of(args.runs, [sys.executable, "-m", "referee", "dedupe-lists", "-f", "json", str(path)])
        yaml_only = median_of(args.runs, [sys.executable, "-c",
                                          f"import yaml; yaml.safe_load(open({str(path)!r}))"])
        dictionary = median_of(args.runs, [sys.executable, "-m", "referee", "check-word", "-f", "lines", "-"],
                               word_lines)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"round: {len(PLAYERS)} players x {WORDS_EACH} words, letters {'-'.join(LETTERS)}; "
          f"median of {args.runs} cold runs; load average {load:.2f} on {os.cpu_count()} CPUs")
    print(f"  {'':38} {'wall s':>7} {'cpu s':>7} {'ours/this':>11}")
    rows = [("referee dedupe-lists -f json (ours)", ours), ("baseline: yaml.safe_load of the file", yaml_only),
            ("baseline: referee check-word -f lines", dictionary)]
    for name, (wall, cpu) in rows:
        print(f"  {name:38} {wall:7.3f} {cpu:7.3f} {ours[0] / wall:11.2f}")
    verdict = "met" if ours[0] < TARGET_SECONDS else "MISSED"
    print(f"target: under {TARGET_SECONDS} s wall, cold: {verdict} ({ours[0]:.3f} s; "
          f"CPU {ours[1]:.3f} s, which is what a busy machine cannot inflate)")

if __name__ == "__main__":
    main()
