"""The ranking of refused words' candidates, in process: this tree against another, taking turns.

The batch's 50,000 random non-words (bench_check_word.batch_non_words) are searched once, by this
tree's index, and the 5,264 or so that have a word within two edits are saved with their
candidates. A child process per tree then ranks them all (`meant.meant`, count look-ups
included), best CPU time of a few passes, for all of them and for those of 3-5 letters (the
words with the most candidates); the trees take turns, round after round, so a busy machine
slows both alike. The children also report a digest of every ranking and clear correction:
with --against, the two trees must rank every word the same, or the script exits 1.

    python bench/bench_ranking.py                             # this tree alone
    git archive REV src | tar -x -C /some/dir
    python bench/bench_ranking.py --against /some/dir/src     # REV's ranking, then this one's
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent / "src"


def child(saved: Path, passes: int) -> None:
    """Rank the saved words with the referee on sys.path; print CPU times and a digest as JSON."""
    from referee.dictionary import get_lexicon
    from referee.dictionary.meant import meant

    with saved.open("rb") as handle:
        found: list[tuple[str, dict[str, int]]] = pickle.load(handle)
    lexicon = get_lexicon()
    digest = hashlib.sha256(repr([meant(lexicon, w, f) for w, f in found]).encode()).hexdigest()
    report: dict[str, object] = {"digest": digest}
    for name, words in (("all", found), ("3-5 letters", [(w, f) for w, f in found if 3 <= len(w) <= 5])):
        times = []
        for _ in range(passes):
            start = time.process_time()
            for w, f in words:
                meant(lexicon, w, f)
            times.append(time.process_time() - start)
        report[name] = min(times)
    print(json.dumps(report))


def run_child(sources: Path, saved: Path, passes: int) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(sources)}
    out = subprocess.run([sys.executable, __file__, "--child", str(saved), "--passes", str(passes)],
                         env=env, check=True, capture_output=True, text=True).stdout
    report: dict[str, object] = json.loads(out)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="another tree's src directory, ranked first each round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.passes)
        return
    sys.path.insert(0, str(HERE))
    from bench_check_word import batch_non_words

    from referee.dictionary import get_lexicon

    lexicon = get_lexicon()
    found = [(w, f) for w in dict.fromkeys(batch_non_words()) if (f := lexicon.nearby.near(w))]
    trees = [("this tree", SOURCES)] if args.against is None else [("against", args.against), ("this tree", SOURCES)]
    times: dict[str, dict[str, list[float]]] = {name: {"all": [], "3-5 letters": []} for name, _ in trees}
    with tempfile.TemporaryDirectory() as tmp:
        saved = Path(tmp) / "found.pickle"
        with saved.open("wb") as handle:
            pickle.dump(found, handle)
        for _ in range(args.rounds):
            digests = set()
            for name, sources in trees:
                report = run_child(sources, saved, args.passes)
                digests.add(report["digest"])
                for group in ("all", "3-5 letters"):
                    value = report[group]
                    assert isinstance(value, float)
                    times[name][group].append(value)
            if len(digests) > 1:
                sys.exit("the two trees rank the words differently")
    same = ": every ranking and clear correction the same in both trees" if args.against else ""
    print(f"{len(found):,} non-words with candidates; CPU seconds to rank them, best of {args.passes} passes, "
          f"{args.rounds} rounds{same}")
    for group in ("all", "3-5 letters"):
        line = [f"{group:>12}:"]
        for name, _ in trees:
            line.append(f"{name} {', '.join(f'{t:.2f}' for t in times[name][group])} s")
        if args.against is not None:
            ratios = [now / then for then, now in zip(times["against"][group], times["this tree"][group], strict=True)]
            line.append(f"ratio {', '.join(f'{r:.2f}' for r in ratios)} (median {statistics.median(ratios):.2f}x)")
        print("  ".join(line))


if __name__ == "__main__":
    main()
