"""Letterflip hint speed, beside a named baseline in the same run.

    python bench/bench_letterflip.py            # --runs N for more runs

Target (issue 6): `referee hint letterflip ...` under 200 ms cold, per hint, whole process.

Baseline: a plain scan of the whole word list per query — a fresh Python process that reads the
shipped word list, counts the letters of every word (collections.Counter) to keep the words
that fit, and ranks the 26 letters by the entropy of their count over those words: what a
straightforward script would do, with none of the referee's start-up (click, records, lexicon
layers). It prints the same best letter as the referee, which the script checks.

Three queries: an empty five-letter word (every five-letter word is a candidate), a six-letter
word with two letters found and three out, and the rulebook's WAGON position. Each is timed
cold (new process) for the referee (-f json and the default table) and the baseline, alternately,
median of several runs: wall-clock time, and the CPU time of the process (user + system, which a
busy machine does not inflate); then the same candidate search in-process (warm), referee's
letter index vs the plain scan.

Bytecode is cached as it is for an installed package (a warm-up run writes it under a temporary
PYTHONPYCACHEPREFIX even where PYTHONDONTWRITEBYTECODE is set); without a cache every process
also compiles some 40 modules, about 50 ms more.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET_SECONDS = 0.200

QUERIES = [
    ("empty 5-letter word", 5, ""),
    ("6 letters, E R found, A S T out", 6, "E=1,R=1,A=0,S=0,T=0"),
    ("WAGON: N A W G O found, G@1 no", 5, "N=1,A=1,W=1,G=1,O=1,G@1=no"),
]

BASELINE = r'''
import math, sys
from collections import Counter
words_path, length, known = sys.argv[1], int(sys.argv[2]), sys.argv[3]
counts, at, not_at = {}, {}, set()
for item in filter(None, known.split(",")):
    guess, _, answer = item.partition("=")
    if "@" in guess:
        letter, _, pos = guess.partition("@")
        (at.__setitem__(int(pos), letter.lower()) if answer != "no" else not_at.add((int(pos), letter.lower())))
    else:
        counts[guess.lower()] = int(answer)
fits = []
for word in open(words_path, encoding="ascii").read().split():
    if len(word) != length:
        continue
    have = Counter(word)
    if any(have[c] != n for c, n in counts.items()):
        continue
    if any(word[p - 1] != c for p, c in at.items()) or any(word[p - 1] == c for p, c in not_at):
        continue
    fits.append(word)
best = []
for letter in "abcdefghijklmnopqrstuvwxyz":
    if letter in counts:
        continue
    split = Counter(Counter(w)[letter] for w in fits)
    total = len(fits)
    h = -sum(n / total * math.log2(n / total) for n in split.values()) if total else 0.0
    best.append((-h, letter))
best.sort()
print(len(fits), best[0][1].upper() if best and best[0][0] < 0 else "-")
'''


def referee_command() -> list[str]:
    """The installed console script beside this Python (what a user runs), else `python -m referee`."""
    script = Path(sys.executable).with_name("referee")
    return [str(script)] if script.exists() else [sys.executable, "-m", "referee"]


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Wall-clock and CPU seconds (user + system) of one fresh process, and its stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def words_file() -> Path:
    import referee.dictionary as dictionary

    return Path(dictionary.DATA_DIR) / "words.txt"


def cold(runs: int) -> list[tuple[str, float, float, float, float, float]]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        script = Path(tmp) / "plain_scan.py"
        script.write_text(BASELINE, encoding="utf-8")
        words = str(words_file())
        for name, length, known in QUERIES:
            wall_json, cpu_json, wall_table, wall_base, cpu_base = [], [], [], [], []
            hint = [*referee_command(), "hint", "letterflip", "--length", str(length), "--known", known]
            baseline = [sys.executable, str(script), words, str(length), known]
            timed(hint, env), timed(baseline, env)  # warm-up: bytecode cached, files in the page cache
            for _ in range(runs):
                wall, cpu, out_json = timed([*hint, "-f", "json", "--limit", "1"], env)
                wall_json.append(wall)
                cpu_json.append(cpu)
                wall_table.append(timed(hint, env)[0])
                wall, cpu, out_base = timed(baseline, env)
                wall_base.append(wall)
                cpu_base.append(cpu)
            count, best = out_base.split()
            if best != "-" and f'"word": "{best}"' not in out_json:
                print(f"  warning: baseline's best letter {best} differs from the referee's: {out_json.strip()}")
            median = statistics.median
            rows.append((f"{name} ({count} candidates)", median(wall_json), median(cpu_json), median(wall_table),
                         median(wall_base), median(cpu_base)))
    return rows


def warm(runs: int) -> list[tuple[str, float, float]]:
    from collections import Counter

    from referee.dictionary import get_lexicon
    from referee.games.letterflip.hints import candidates
    from referee.games.letterflip.knowledge import parse_knowledge

    lexicon = get_lexicon()
    lexicon.index  # noqa: B018  (load once, as a warm process would have it)
    every_word = sorted(lexicon.all_words())
    rows = []
    for name, length, known in QUERIES:
        knowledge = parse_knowledge(length, known)

        def plain_scan(knowledge=knowledge, length=length) -> list[str]:  # type: ignore[no-untyped-def]
            found = []
            for word in every_word:
                have = Counter(word.upper())
                if len(word) == length and all(have[c] == n for c, n in knowledge.counts.items()) \
                        and knowledge.fits(word):
                    found.append(word)
            return found

        assert plain_scan() == candidates(knowledge, lexicon), name
        ours, base = [], []
        for _ in range(runs):
            start = time.perf_counter()
            candidates(knowledge, lexicon)
            ours.append(time.perf_counter() - start)
            start = time.perf_counter()
            plain_scan()
            base.append(time.perf_counter() - start)
        rows.append((name, statistics.median(ours), statistics.median(base)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7, help="runs per scenario (median reported)")
    runs = parser.parse_args().runs
    print(f"Letterflip hint, cold (whole process), median of {runs}; target < {TARGET_SECONDS * 1000:.0f} ms; "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"{'query':48} {'referee json':>13} {'(cpu)':>7} {'table':>7} {'plain scan':>11} {'(cpu)':>7} "
          f"{'ratio':>6} {'cpu ratio':>9}  target")
    for name, wall_json, cpu_json, wall_table, wall_base, cpu_base in cold(runs):
        verdict = "met" if max(wall_json, wall_table) < TARGET_SECONDS else "MISSED"
        if verdict == "MISSED" and cpu_json < TARGET_SECONDS:
            verdict += f" (wall; cpu {cpu_json * 1000:.0f} ms: a busy machine?)"
        print(f"{name:48} {wall_json * 1000:10.0f} ms {cpu_json * 1000:4.0f} ms {wall_table * 1000:4.0f} ms "
              f"{wall_base * 1000:8.0f} ms {cpu_base * 1000:4.0f} ms {wall_json / wall_base:6.2f} "
              f"{cpu_json / cpu_base:9.2f}  {verdict}")
    print()
    print(f"Candidate search in-process (warm), median of {runs * 3}: letter index vs plain scan")
    print(f"{'query':48} {'letter index':>13} {'plain scan':>11} {'ratio':>6}")
    for name, ours, base in warm(runs * 3):
        print(f"{name:48} {ours * 1000:10.1f} ms {base * 1000:8.1f} ms {ours / base:6.2f}")


if __name__ == "__main__":
    main()
