"""A cold one-word `referee check-word` against a cold `hunspell -l`, side by side in one run.

Baseline: Debian's hunspell with the en_US dictionary (`apt-get install hunspell hunspell-en-us`),
checking the same one word from a file: the spell checker a Unix user would reach for. Each
scenario is a fresh process through the ordinary click CLI (there is no other path), run
alternately with the baseline; the table gives the ratio referee/hunspell of the median wall
time (what a person waits; the target), of the best wall time (least disturbed by other work)
and of the median CPU time (user + system).

    python bench/bench_cold_start.py             # --runs N for more runs (default 31)

Targets (issue 11): table output, `--dice CMR --dead A`, and `-f json`: each <= 1.5x hunspell
(goal 1.0x). The interpreter alone and `import click` alone are printed as the floor the
ratios stand on.
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORD = "cucumber"
TARGET, GOAL = 1.5, 1.0

CLEAN_ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE")}
"""As a user's shell runs it: buffered output, bytecode cached as for an installed package."""


def referee_command() -> list[str]:
    """The installed console script beside this Python (what a user runs), else `python -m referee`."""
    script = Path(sys.executable).with_name("referee")
    return [str(script)] if script.exists() else [sys.executable, "-m", "referee"]


def timed(argv: list[str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system, from the child's own rusage) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=CLEAN_ENV)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime + usage.ru_stime


def measure(commands: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float, float]]:
    """Median wall time, best wall time and median CPU time of each command, the commands taking
    turns so that load from other work hits them all alike."""
    for argv in commands.values():  # warm the page cache and the bytecode once each
        timed(argv)
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            times[name].append(timed(argv))
    return {name: (statistics.median(w for w, _ in values), min(w for w, _ in values),
                   statistics.median(c for _, c in values)) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=31)
    args = parser.parse_args()
    if not shutil.which("hunspell"):
        sys.exit("hunspell is not installed: apt-get install hunspell hunspell-en-us")
    import referee as package

    compileall.compile_dir(str(Path(package.__file__).parent), quiet=1)  # as `pip install` would
    referee = referee_command()
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one.txt"
        one.write_text(WORD + "\n", encoding="ascii")
        commands = {
            "hunspell -d en_US -l FILE (baseline)": ["hunspell", "-d", "en_US", "-l", str(one)],
            f"check-word {WORD} (table)": [*referee, "check-word", WORD],
            f"check-word --dice CMR --dead A {WORD}": [*referee, "check-word", "--dice", "CMR", "--dead", "A",
                                                      WORD],
            f"check-word -f json {WORD}": [*referee, "check-word", "-f", "json", WORD],
            f"check-word -f lines {WORD}": [*referee, "check-word", "-f", "lines", WORD],
            "floor: python -c pass": [sys.executable, "-c", "pass"],
            "floor: python -c 'import click'": [sys.executable, "-c", "import click"],
        }
        medians = measure(commands, args.runs)
    base = medians[next(iter(commands))]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"referee: {' '.join(referee)}   {args.runs} alternating runs, load {load:.1f}\n")
    print(f"{'scenario (one cold process each)':44} {'wall, median':>15} {'wall, best':>15} "
          f"{'cpu, median':>15}  target")
    for name, figures in medians.items():
        targeted = name.startswith("check-word") and "lines" not in name
        note = f"<= {TARGET}x (goal {GOAL}x)" if targeted else ""
        cells = " ".join(f"{mine * 1000:6.1f}ms {mine / theirs:5.2f}x" for mine, theirs in zip(figures, base,
                                                                                                 strict=True))
        print(f"{name:44} {cells}  {note}")


if __name__ == "__main__":
    main()
