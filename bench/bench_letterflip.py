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
median of several runs; then the same candidate search in-process (warm), referee's letter index
vs the plain scan.
"""

from __future__ import annotations

import argparse
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


def timed(argv: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    return time.perf_counter() - start, done.stdout


def words_file() -> Path:
    import referee.dictionary as dictionary

    return Path(dictionary.DATA_DIR) / "words.txt"


def cold(runs: int) -> list[tuple[str, float, float, float]]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "plain_scan.py"
        script.write_text(BASELINE, encoding="utf-8")
        words = str(words_file())
        for name, length, known in QUERIES:
            ours_json, ours_table, base = [], [], []
            hint = [*referee_command(), "hint", "letterflip", "--length", str(length), "--known", known]
            for _ in range(runs):
                seconds, out_json = timed([*hint, "-f", "json", "--limit", "1"])
                ours_json.append(seconds)
                ours_table.append(timed(hint)[0])
                seconds, out_base = timed([sys.executable, str(script), words, str(length), known])
                base.append(seconds)
            count, best = out_base.split()
            if best != "-" and f'"word": "{best}"' not in out_json:
                print(f"  warning: baseline's best letter {best} differs from the referee's: {out_json.strip()}")
            rows.append((f"{name} ({count} candidates)", statistics.median(ours_json),
                         statistics.median(ours_table), statistics.median(base)))
    return rows


def warm(runs: int) -> list[tuple[str, float, float]]:
    from collections import Counter

    from referee.dictionary import get_lexicon
    from referee.games.letterflip import parse_knowledge
    from referee.games.letterflip_hint import candidates

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
    print(f"Letterflip hint, cold (whole process), median of {runs}; target < {TARGET_SECONDS * 1000:.0f} ms")
    print(f"{'query':48} {'referee -f json':>16} {'referee table':>14} {'plain scan':>11} {'ratio':>6}  target")
    for name, ours_json, ours_table, base in cold(runs):
        verdict = "met" if max(ours_json, ours_table) < TARGET_SECONDS else "MISSED"
        print(f"{name:48} {ours_json * 1000:13.0f} ms {ours_table * 1000:11.0f} ms {base * 1000:8.0f} ms "
              f"{ours_json / base:6.2f}  {verdict}")
    print()
    print(f"Candidate search in-process (warm), median of {runs * 3}: letter index vs plain scan")
    print(f"{'query':48} {'letter index':>13} {'plain scan':>11} {'ratio':>6}")
    for name, ours, base in warm(runs * 3):
        print(f"{name:48} {ours * 1000:10.1f} ms {base * 1000:8.1f} ms {ours / base:6.2f}")


if __name__ == "__main__":
    main()
