"""check-word against `hunspell -l`, side by side in one run: 200,000-word streams, memory, suggestions.

Baseline: Debian's hunspell with the en_US dictionary (`apt-get install hunspell hunspell-en-us`),
the spell checker a Unix user would reach for. Each scenario runs both commands alternately,
several times, and reports medians and the ratio referee/hunspell (lower is better). Peak memory
is the largest resident set size of each command, read with getrusage in a fresh wrapper
process so the two never share a maximum.

    python bench/bench_check_word.py            # prints the table; --runs N for more runs

Targets (issue 2): 200,000 words through stdin <= 0.5x; peak memory <= 60 MB for both.
Targets (issue 11): a 200,000-word batch (150,000 dictionary words, 50,000 random non-words) as
`check-word -f json` with suggestions <= 5x `hunspell -l` on the same file (goal 2x), peak
memory <= 150 MiB; a single refused word's suggestions <= 1 ms after load (in process). Also
printed: what a table costs cold if it were laid out by tabulate (imported first) instead of
render.plain_table. A cold one-word check is bench/bench_cold_start.py.
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


BATCH_WORDS, BATCH_NON_WORDS = 150_000, 50_000


def batch_file(path: Path) -> None:
    """150,000 dictionary words (a seeded sample of the lower-case words both the system list and
    the lexicon have) and 50,000 random non-words (random letters, lengths as the sample's, in
    neither list). The system list may be far bigger than the lexicon (british-english-huge);
    its words the lexicon refuses would be misspellings to it, not dictionary words."""
    from referee.dictionary import get_lexicon

    source = next((Path(p) for p in WORD_SOURCES if Path(p).exists()), None)
    if source is None:
        sys.exit("no system word list: apt-get install wamerican")
    listed = {w for w in source.read_text(encoding="utf-8").split() if w.isascii() and w.isalpha()}
    lexicon = get_lexicon()
    words = sorted(w for w in listed if w.islower() and w in lexicon.words)
    rng = random.Random(20261201)
    lines = [rng.choice(words) for _ in range(BATCH_WORDS)]
    while len(lines) < BATCH_WORDS + BATCH_NON_WORDS:
        length = len(rng.choice(words))
        junk = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(length))
        if junk not in listed and junk not in lexicon.words:
            lines.append(junk)
    rng.shuffle(lines)
    path.write_text("\n".join(lines) + "\n", encoding="ascii")


def batch_non_words() -> list[str]:
    """The batch's 50,000 random non-words, in its order (what the in-process benches search and rank)."""
    from referee.dictionary import get_lexicon

    lexicon = get_lexicon()
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "batch.txt"
        batch_file(batch)
        return [w for w in batch.read_text(encoding="ascii").split() if w not in lexicon.words]


def timed_cpu(argv: list[str], stdin_path: Path | None) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one process: CPU holds on a loaded machine."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = timed(argv, stdin_path)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def compare_cpu(ours: list[str], theirs: list[str], stdin_path: Path | None,
                runs: int) -> list[tuple[float, float]]:
    """Median (wall, CPU) of ours and of theirs, run alternately after one warm-up each."""
    for argv in (ours, theirs):
        timed(argv, stdin_path)
    a: list[tuple[float, float]] = []
    b: list[tuple[float, float]] = []
    for _ in range(runs):
        a.append(timed_cpu(ours, stdin_path))
        b.append(timed_cpu(theirs, stdin_path))
    return [(statistics.median(t[0] for t in x), statistics.median(t[1] for t in x)) for x in (a, b)]


def suggestion_times(count: int = 2000) -> tuple[float, float, float, float]:
    """Median and 90th percentile, in ms, of one refused word's candidate search and of its whole
    correction (search and ranking), in process after the first correction has loaded everything;
    CPU time, so other work on the machine does not count."""
    from referee.dictionary import get_lexicon
    from referee.dictionary.spelling import candidates

    lexicon = get_lexicon()
    lexicon.correct("qiuz")
    words = sorted(lexicon.words.as_set)
    rng = random.Random(20261201)
    slips: list[str] = []
    while len(slips) < count:
        word = rng.choice(words)
        i = rng.randrange(len(word))
        slip = word[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + word[i + 1:]
        if slip not in lexicon.words:
            slips.append(slip)
    figures = []
    for search in (lambda w: candidates(lexicon, w), lexicon.correct):
        times = []
        for slip in slips:
            start = time.process_time()
            search(slip)
            times.append(time.process_time() - start)
        times.sort()
        figures += [times[len(times) // 2] * 1000, times[len(times) * 9 // 10] * 1000]
    return figures[0], figures[1], figures[2], figures[3]


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
        batch = Path(tmp) / "batch.txt"
        batch_file(batch)
        json_batch = [*referee, "check-word", "-f", "json", "-"]
        (bw, bc), (hw, hc) = compare_cpu(json_batch, hunspell, batch, max(3, args.runs // 5))
        batch_mem = peak_mb(json_batch, batch)
        one = [*referee, "check-word", "cucumber"]
        with_tabulate = [sys.executable, "-c", "import tabulate, sys; from referee.launcher import main; "
                         "sys.argv = ['referee', 'check-word', 'cucumber']; main()"]
        (tw, tc), (pw, pc) = compare_cpu(with_tabulate, one, None, args.runs)
    search_median, search_p90, correct_median, correct_p90 = suggestion_times()
    print(f"referee: {' '.join(referee)}\nbaseline: {' '.join(hunspell)}  (median of {args.runs} runs)\n")
    print(f"{'scenario':58} {'referee':>9} {'hunspell':>9} {'ratio':>6} {'target':>7}")
    for label, mine, base, target in rows:
        goal = f"<={target}x" if target else ""
        print(f"{label:58} {mine * 1000:7.1f}ms {base * 1000:7.1f}ms {mine / base:5.2f}x {goal:>7}")
    print(f"{'peak memory, 200,000-word stream':58} {mem_ours:7.1f}MB {mem_theirs:7.1f}MB "
          f"{mem_ours / mem_theirs:5.2f}x {'<=60MB':>7}")
    print(f"\nbatch: {BATCH_WORDS:,} dictionary words + {BATCH_NON_WORDS:,} random non-words, "
          f"check-word -f json (with suggestions); wall / CPU seconds")
    print(f"{'referee':>10} {bw:7.2f} / {bc:6.2f}\n{'hunspell':>10} {hw:7.2f} / {hc:6.2f}\n"
          f"{'ratio':>10} {bw / hw:6.2f}x / {bc / hc:5.2f}x   target <=5x (goal 2x)")
    print(f"{'peak memory':>10} {batch_mem:7.1f} MB (target <= 150 MiB)")
    print(f"\none refused word, in process after load (CPU ms): search median {search_median:.3f}, "
          f"90th percentile {search_p90:.3f}; with ranking median {correct_median:.3f}, "
          f"90th percentile {correct_p90:.3f} (target <= 1 ms)")
    print(f"\ncold check-word cucumber (table), wall / CPU ms: as shipped {pw * 1000:.1f} / {pc * 1000:.1f}; "
          f"with tabulate imported {tw * 1000:.1f} / {tc * 1000:.1f} (+{(tc - pc) * 1000:.1f} ms CPU, "
          f"{tc / pc:.2f}x)")


if __name__ == "__main__":
    main()
