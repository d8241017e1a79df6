"""Measure the default lexicon against the labeled accuracy set, class by class.

The set (tests/data/lexicon-accuracy.tsv) is labeled from sources independent of the lexicon
(docs/lexicon.md says which); this script only asks the lexicon and counts how often it agrees.
tests/test_lexicon_accuracy.py holds the same figures to the thresholds below.

    python tools/lexicon_accuracy.py              per-class table (Markdown, as in docs/lexicon.md)
    python tools/lexicon_accuracy.py --misses     also every misclassified word and reason mismatch
    python tools/lexicon_accuracy.py --gibberish 120 --seed 2026 --reject-list LIST [LIST...]
                                                  candidate gibberish rows for the set (see below)

The gibberish generator is seeded (the same seed gives the same strings everywhere) and makes
pronounceable strings (consonant-vowel syllables) and unpronounceable ones (random letters with at
most one vowel); a candidate found in any given word list, in any case, is rejected.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from referee.dictionary import Lexicon, fold, load_default

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "data" / "lexicon-accuracy.tsv"
CLASSES = ("common", "loanword", "proper-noun", "abbreviation", "hyphen-apostrophe", "gibberish")
OVERALL_THRESHOLD = 0.97
CLASS_THRESHOLD = 0.95


@dataclass(frozen=True)
class Case:
    """One labeled word: what it is and what a referee should rule."""

    word: str
    kind: str
    valid: bool
    source: str
    reasons: frozenset[str]
    line: int


@dataclass
class Tally:
    """Right and wrong rulings for one class, with the words that went wrong."""

    total: int = 0
    right: int = 0
    misses: list[str] = field(default_factory=list)
    reason_total: int = 0
    reason_right: int = 0
    reason_misses: list[str] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.right / self.total if self.total else 1.0

    @property
    def reason_accuracy(self) -> float | None:
        return self.reason_right / self.reason_total if self.reason_total else None


def load_cases(path: Path = CASES) -> list[Case]:
    """The labeled set: word, class, expected valid (yes/no), source, expected reasons (comma list)."""
    cases: list[Case] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#") or line.startswith("word\t"):
            continue
        cols = line.split("\t")
        if len(cols) != 5:
            raise ValueError(f"{path.name}:{number}: expected 5 tab-separated columns, got {len(cols)}")
        word, kind, expected, source, reasons = cols
        if kind not in CLASSES:
            raise ValueError(f"{path.name}:{number}: unknown class {kind!r}")
        if expected not in ("yes", "no"):
            raise ValueError(f"{path.name}:{number}: expected valid must be yes or no, got {expected!r}")
        codes = frozenset(r.strip() for r in reasons.split(",") if r.strip())
        cases.append(Case(word, kind, expected == "yes", source, codes, number))
    return cases


def evaluate(lexicon: Lexicon, cases: Iterable[Case]) -> dict[str, Tally]:
    """Ask the lexicon about every case; tally per class plus an `overall` entry."""
    tallies = {kind: Tally() for kind in (*CLASSES, "overall")}
    for case in cases:
        verdict = lexicon.check(case.word, suggest=False)
        got = {r.value for r in verdict.reasons}
        for tally in (tallies[case.kind], tallies["overall"]):
            tally.total += 1
            if verdict.valid == case.valid:
                tally.right += 1
            else:
                ruled = "valid" if verdict.valid else "invalid " + ",".join(sorted(got))
                tally.misses.append(f"{case.word} ({case.kind}, expected "
                                    f"{'valid' if case.valid else 'invalid'}, ruled {ruled})")
            if case.reasons:
                tally.reason_total += 1
                if got == set(case.reasons):
                    tally.reason_right += 1
                else:
                    tally.reason_misses.append(f"{case.word} (expected {','.join(sorted(case.reasons))}, "
                                               f"got {','.join(sorted(got)) or 'valid'})")
    return tallies


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def table(tallies: dict[str, Tally]) -> str:
    """A Markdown table of words, right, accuracy and reason accuracy per class."""
    rows = ["| class | words | right | accuracy | reason right | reason accuracy |",
            "|---|---:|---:|---:|---:|---:|"]
    for kind, tally in tallies.items():
        name = f"**{kind}**" if kind == "overall" else kind
        rows.append(f"| {name} | {tally.total} | {tally.right} | {_percent(tally.accuracy)} | "
                    f"{tally.reason_right}/{tally.reason_total} | {_percent(tally.reason_accuracy)} |")
    return "\n".join(rows)


def failures(tallies: dict[str, Tally]) -> list[str]:
    """Every threshold missed, each with its misclassified words; empty when the lexicon passes."""
    problems: list[str] = []
    overall = tallies["overall"]
    if overall.accuracy < OVERALL_THRESHOLD:
        problems.append(f"overall accuracy {_percent(overall.accuracy)} < {OVERALL_THRESHOLD:.0%}")
    for kind in CLASSES:
        tally = tallies[kind]
        if tally.accuracy < CLASS_THRESHOLD:
            problems.append(f"{kind} accuracy {_percent(tally.accuracy)} < {CLASS_THRESHOLD:.0%}")
    if problems:
        problems.append("misclassified: " + "; ".join(overall.misses))
    return problems


# --- gibberish ------------------------------------------------------------------------------------
ONSETS = ("b c d f g h j k l m n p r s t v w z br bl cr dr fl gl gr kl pl pr sk sl sn sp st "
          "str tr vr zw").split()
VOWELS = "a e i o u a e i o u ai ou oi ee".split()
CODAS = [""] * 6 + "n r s t l m k x nd rt sk".split()
CONSONANTS = "bcdfghjklmnpqrstvwxz"
HAND_REJECTED = frozenset({"muji"})
"""Candidates no word list rejects but a reader does: muji is a shop's name."""


def pronounceable(rng: random.Random) -> str:
    """Two or three consonant-vowel(-consonant) syllables: looks like it could be a word."""
    return "".join(rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)
                   for _ in range(rng.choice((2, 2, 3))))


def unpronounceable(rng: random.Random) -> str:
    """Five to nine random letters with at most one vowel: cannot be read aloud."""
    letters = [rng.choice(CONSONANTS) for _ in range(rng.randint(5, 9))]
    if rng.random() < 0.5:
        letters[rng.randrange(len(letters))] = rng.choice("aeiou")
    return "".join(letters)


def candidate(seed: int, attempt: int) -> tuple[str, str]:
    """The `attempt`-th gibberish candidate of a seed and its kind; each attempt has its own stream.

    Own streams keep every row reproducible on its own: a word list that rejects more or fewer
    candidates changes which attempts are kept, never what an attempt made.
    """
    rng = random.Random(f"{seed}:{attempt}")
    if attempt % 2 == 0:
        return pronounceable(rng), "pronounceable"
    return unpronounceable(rng), "unpronounceable"


def gibberish(count: int, seed: int, known: set[str]) -> list[tuple[int, str, str]]:
    """`count` distinct (attempt, string, kind) triples, none shorter than 4 or in `known` (folded)."""
    found: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    attempt = 0
    while len(found) < count:
        word, kind = candidate(seed, attempt)
        if len(word) >= 4 and word not in seen and word not in known and word not in HAND_REJECTED:
            seen.add(word)
            found.append((attempt, word, kind))
        attempt += 1
    return found


def read_known(paths: Sequence[str]) -> set[str]:
    """Every entry of these word lists, folded (so any capitalisation or accent counts)."""
    known: set[str] = set()
    for path in paths:
        known.update(fold(line.strip()) for line in Path(path).read_text(encoding="utf-8").splitlines())
    return known


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=CASES, help="the labeled set (TSV)")
    parser.add_argument("--misses", action="store_true", help="list misclassified words and reasons")
    parser.add_argument("--gibberish", type=int, metavar="N", help="print N candidate gibberish rows")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the gibberish generator")
    parser.add_argument("--reject-list", nargs="*", default=[], metavar="LIST",
                        help="word lists whose entries (any case) are rejected as gibberish")
    args = parser.parse_args(argv)
    if args.gibberish:
        for attempt, word, kind in gibberish(args.gibberish, args.seed, read_known(args.reject_list)):
            print(f"{word}\tgibberish\tno\tgenerator seed {args.seed} attempt {attempt} ({kind})"
                  "\tnot-in-dictionary")
        return 0
    tallies = evaluate(load_default(), load_cases(args.cases))
    print(table(tallies))
    if args.misses:
        print("\nMisclassified:")
        for miss in tallies["overall"].misses:
            print(f"  {miss}")
        print("\nReason mismatches:")
        for miss in tallies["overall"].reason_misses:
            print(f"  {miss}")
    return 1 if failures(tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
