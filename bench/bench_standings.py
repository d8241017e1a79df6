"""`referee standings` over a season of 10,000 records, beside `score-sheet` on the same file.

    python bench/bench_standings.py

Target (issue 15): standings streams 10,000 records in bounded memory (<= 100 MiB peak) at
>= 2,000 records a second, and costs at most 1.2x `referee score-sheet -f json` on the same file
(both rule every record with the same rules; standings folds instead of printing). The season is
the fixture season (seven records of four games) repeated, each copy on a night of its own, so
every game's rules are in the mix. Medians of three runs, measured side by side.
"""

from __future__ import annotations

import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
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


def measure(args: list[str]) -> tuple[float, float]:
    """(median seconds, peak MiB of the slowest child) of running `referee ARGS` RUNS times."""
    times, peaks = [], []
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        done = subprocess.run([REFEREE, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
        assert done.returncode in (0, 1), (args, done.returncode)
        peaks.append(max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024)
    return statistics.median(times), max(peaks)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "season.yaml"
        path.write_text(season(RECORDS))
        score, _ = measure(["score-sheet", "-f", "json", str(path)])
        standings, peak = measure(["standings", "-f", "json", str(path)])
    rate = RECORDS / standings
    print(f"standings over {RECORDS:,} records: {standings:.2f} s ({rate:,.0f} records/s, target >= 2,000), "
          f"peak {peak:.0f} MiB (target <= 100)")
    print(f"score-sheet -f json on the same file: {score:.2f} s; standings / score-sheet = "
          f"{standings / score:.2f}x (target <= 1.2x)")


if __name__ == "__main__":
    main()
