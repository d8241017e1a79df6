"""check-word against `hunspell -l`, side by side in one run: a 200,000-word stream, memory.

Baseline: Debian's hunspell with the en_US dictionary (`apt-get install hunspell hunspell-en-us`),
the spell checker a Unix user would reach for. Each scenario runs both commands alternately,
several times, and reports medians and the ratio referee/hunspell (lower is better). Peak memory
is the largest resident set size of each command, read with getrusage in a fresh wrapper
process so the two never share a maximum.

    python bench/bench_check_word.py            # prints the table; --runs N for more runs

Targets (issue 2): 200,000 words through stdin <= 0.5x; peak memory <= 60 MB for both.
A cold one-word check is bench/bench_cold_start.py.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
STREAM_WORDS = 200_000
WORD_SOURCES = ("/usr/share/dict/american-english", "/usr/share/dict/words")


def referee_command() -> list[str]:
    """The installed console script beside this Python (what a user runs), else `python -m referee`."""
    script = Path(sys.executable).with_name("referee")
    return [str(script)] if script.exists() else [sys.executable, "-m", "referee"]


def word_stream(path: Path) -> None:
    """200,000 words: a seeded sample of a system word list with 3% typos, one per line."""
    source = next((Path(p) for p in WORD_SOURCES if Path(p).exists()), None)
    if source is None:
        sys.exit("no system word list: apt-get install wamerican")
    words = [w for w in source.read_text(encoding="utf-8").split() if w.isascii() and w.isalpha()]
    rng = random.Random(20261130)
    lines = []
    for _ in range(STREAM_WORDS):
        word = rng.choice(words)
        if rng.random() < 0.03 and len(word) > 3:
            i = rng.randrange(len(word) - 1)
            word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        lines.append(word)
    path.write_text("\n".join(lines) + "\n", encoding="ascii")


CLEAN_ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE")}
"""As a user's shell would run it: buffered output, and bytecode cached as for an installed package."""


def timed(argv: list[str], stdin_path: Path | None) -> float:
    with open(stdin_path or os.devnull, "rb") as stdin:
        start = time.perf_counter()
        subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                       env=CLEAN_ENV)
        return time.perf_counter() - start


PEAK = ("import resource, subprocess, sys; "
        "subprocess.run(sys.argv[2:], stdin=open(sys.argv[1], 'rb'), stdout=subprocess.DEVNULL); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def peak_mb(argv: list[str], stdin_path: Path) -> float:
    done = subprocess.run([sys.executable, "-c", PEAK, str(stdin_path), *argv], capture_output=True,
                          text=True, check=True, env=CLEAN_ENV)
    return int(done.stdout.strip()) / 1024


def compare(name: str, ours: list[str], theirs: list[str], stdin_path: Path | None, runs: int) -> tuple[
        float, float]:
    for argv in (ours, theirs):  # warm the page cache once each
        timed(argv, stdin_path)
    a: list[float] = []
    b: list[float] = []
    for _ in range(runs):
        a.append(timed(ours, stdin_path))
        b.append(timed(theirs, stdin_path))
    return statistics.median(a), statistics.median(b)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    if not shutil.which("hunspell"):
        sys.exit("hunspell is not installed: apt-get install hunspell hunspell-en-us")
    referee = referee_command()
    import referee as package

    compileall.compile_dir(str(Path(package.__file__).parent), quiet=1)  # as `pip install` would
    hunspell = ["hunspell", "-d", "en_US", "-l"]
    with tempfile.TemporaryDirectory() as tmp:
        stream = Path(tmp) / "stream.txt"
        word_stream(stream)
        rows = []
        ours, theirs = compare("stream", [*referee, "check-word", "-f", "lines", "--only", "invalid", "-"],
                               hunspell, stream, max(3, args.runs // 3))
        rows.append((f"{STREAM_WORDS:,} words on stdin (-f lines --only invalid)", ours, theirs, 0.5))
        mem_ours = peak_mb([*referee, "check-word", "-f", "lines", "--only", "invalid", "-"], stream)
        mem_theirs = peak_mb(hunspell, stream)
    print(f"referee: {' '.join(referee)}\nbaseline: {' '.join(hunspell)}  (median of {args.runs} runs)\n")
    print(f"{'scenario':58} {'referee':>9} {'hunspell':>9} {'ratio':>6} {'target':>7}")
    for label, mine, base, target in rows:
        goal = f"<={target}x" if target else ""
        print(f"{label:58} {mine * 1000:7.1f}ms {base * 1000:7.1f}ms {mine / base:5.2f}x {goal:>7}")
    print(f"{'peak memory, 200,000-word stream':58} {mem_ours:7.1f}MB {mem_theirs:7.1f}MB "
          f"{mem_ours / mem_theirs:5.2f}x {'<=60MB':>7}")


if __name__ == "__main__":
    main()
