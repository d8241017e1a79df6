"""`referee standings` over a season of 10,000 records, beside `score-sheet` on the same file.

    python bench/bench_standings.py [RECORDS [RUNS]]      # default 10,000 records, 3 runs

Target (issue 15): standings streams 10,000 records in bounded memory (<= 100 MiB peak) at
>= 2,000 records a second, and costs at most 1.2x `referee score-sheet -f json` on the same file
(both rule every record with the same rules; standings folds instead of printing). The season is
the fixture season (seven records of four games) repeated, each copy on a night of its own, so
every game's rules are in the mix. Medians of three runs; the two commands' runs alternate
(score-sheet, standings, score-sheet, ...), so a change in the machine's load falls on both.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

RECORDS = 10_000
RUNS = 3
ROOT = Path(__file__).resolve().parent.parent
REFEREE = str(Path(sys.executable).with_name("referee"))


def season(records: int) -> str:
    """The fixture season's records, repeated to `records`, each repetition a night of its own."""
    docs = []
    for path in sorted((ROOT / "fixtures" / "season").glob("night-*.yaml")):
        docs += [d for d in re.split(r"(?m)^---\s*$", path.read_text()) if "game:" in d]
    out = []
    for number in range(records):
        doc = docs[number % len(docs)]
        out.append(re.sub(r'(?m)^night: .*$', f'night: "night {number // len(docs) + 1}"', doc).strip("\n"))
    return "\n---\n".join(out) + "\n"


MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(done.returncode, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
"""


def measure_once(args: list[str]) -> tuple[float, float, float]:
    """(wall seconds, CPU seconds, peak MiB) of one `referee ARGS`, run in a fresh wrapper process
    so the peak is that run's own."""
    out = subprocess.run([sys.executable, "-c", MEASURE, REFEREE, *args], capture_output=True, text=True,
                         check=True).stdout.split()
    assert int(out[0]) in (0, 1), (args, out)
    return float(out[1]), float(out[2]), int(out[3]) / 1024


def measure(commands: list[list[str]], runs: int = RUNS) -> list[tuple[float, float, float]]:
    """For each command, (median wall seconds, median CPU seconds, peak MiB) over `runs` runs, the
    commands' runs taken in turn so that each round sees the same machine."""
    samples: list[list[tuple[float, float, float]]] = [[] for _ in commands]
    for _ in range(runs):
        for command, taken in zip(commands, samples, strict=True):
            taken.append(measure_once(command))
    return [(statistics.median(s[0] for s in taken), statistics.median(s[1] for s in taken),
             max(s[2] for s in taken)) for taken in samples]


def main() -> None:
    records = int(sys.argv[1]) if len(sys.argv) > 1 else RECORDS
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else RUNS
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "season.yaml"
        path.write_text(season(records))
        load = os.getloadavg()[0]
        (score_wall, score_cpu, score_peak), (wall, cpu, peak) = measure(
            [["score-sheet", "-f", "json", str(path)], ["standings", "-f", "json", str(path)]], runs)
        load = (load + os.getloadavg()[0]) / 2
    print(f"standings over {records:,} records: {wall:.1f} s wall, {cpu:.1f} s CPU "
          f"({records / cpu:,.0f} records per CPU second, target >= 2,000), peak {peak:.0f} MiB (target <= 100)")
    print(f"score-sheet -f json on the same file: {score_wall:.1f} s wall, {score_cpu:.1f} s CPU, "
          f"peak {score_peak:.0f} MiB")
    print(f"standings / score-sheet = {cpu / score_cpu:.2f}x CPU, {wall / score_wall:.2f}x wall (target <= 1.2x)")
    print(f"{runs} alternating runs each, medians; load average about {load:.1f} (1 minute, start and end)")


if __name__ == "__main__":
    main()
