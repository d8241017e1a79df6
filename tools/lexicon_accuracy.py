"""Measure the default lexicon against the labeled accuracy set, class by class.

The set (tests/data/lexicon-accuracy.tsv) is labeled from sources independent of the lexicon
(docs/lexicon.md says which); this script only asks the lexicon and counts how often it agrees.
tests/test_lexicon_accuracy.py holds the same figures to the thresholds below.

    python tools/lexicon_accuracy.py              per-class table (Markdown, as in docs/lexicon.md)
    python tools/lexicon_accuracy.py --misses     also every misclassified word and reason mismatch
    python tools/lexicon_accuracy.py --hunspell   also hunspell's figures on the same set, side by side
    python tools/lexicon_accuracy.py --gibberish 120 --seed 2026 --reject-list LIST [LIST...]
                                                  candidate gibberish rows for the set (see below)
    python tools/lexicon_accuracy.py --misspellings 300 --seed 2026 --codespell DICT --reject-list LIST...
                                                  misspelling rows sampled from codespell's dictionary

The gibberish generator is seeded (the same seed gives the same strings everywhere) and makes
pronounceable strings (consonant-vowel syllables) and unpronounceable ones (random letters with at
most one vowel); a candidate found in any given word list, in any case, is rejected.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from referee.dictionary import Lexicon, fold, load_default

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "data" / "lexicon-accuracy.tsv"
CLASSES = ("common", "current", "loanword", "rare", "also-a-name", "proper-noun", "abbreviation",
           "hyphen-apostrophe", "non-word", "gibberish", "misspelling")
VALID_CLASSES = frozenset({"common", "current", "loanword", "rare", "also-a-name"})
OVERALL_THRESHOLD = 0.98
CLASS_THRESHOLD = 0.90
CLEAR_RIGHT_THRESHOLD = 0.85
"""Of the real misspellings, at least this share gets the intended word as its clear correction..."""
CLEAR_WRONG_THRESHOLD = 0.02
"""...and at most this share gets a clear correction that is some other word."""


@dataclass(frozen=True)
class Case:
    """One labeled word: what it is and what a referee should rule."""

    word: str
    kind: str
    valid: bool
    source: str
    reasons: frozenset[str]
    line: int
    meant: str = ""
    """For a misspelling, the word its writer meant (empty for every other class)."""


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
    """The labeled set: word, class, expected valid (yes/no), source, expected reasons (comma list), meant."""
    cases: list[Case] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#") or line.startswith("word\t"):
            continue
        cols = line.split("\t")
        if len(cols) != 6:
            raise ValueError(f"{path.name}:{number}: expected 6 tab-separated columns, got {len(cols)}")
        word, kind, expected, source, reasons, meant = cols
        if kind not in CLASSES:
            raise ValueError(f"{path.name}:{number}: unknown class {kind!r}")
        if expected not in ("yes", "no"):
            raise ValueError(f"{path.name}:{number}: expected valid must be yes or no, got {expected!r}")
        codes = frozenset(r.strip() for r in reasons.split(",") if r.strip())
        cases.append(Case(word, kind, expected == "yes", source, codes, number, meant))
    return cases


@dataclass(frozen=True)
class Ruling:
    """What a checker said about one word: valid or not, its reason codes, its correction."""

    valid: bool
    reasons: frozenset[str] = frozenset()
    corrected: str | None = None


def referee_rulings(lexicon: Lexicon, cases: Sequence[Case]) -> list[Ruling]:
    """The lexicon's ruling on every case; misspellings get their clear correction too."""
    rulings = []
    for case in cases:
        verdict = lexicon.check(case.word, suggest=case.kind == "misspelling")
        rulings.append(Ruling(verdict.valid, frozenset(r.value for r in verdict.reasons), verdict.corrected))
    return rulings


def hunspell_rulings(cases: Sequence[Case], dictionary: str = "en_US") -> list[Ruling] | None:
    """`hunspell -d en_US -a` on every case as written: valid when every token is, its first suggestion.

    None when hunspell is not installed. Hunspell has no clear correction; its first suggestion
    stands in for one (it always offers one when it has any).
    """
    if shutil.which("hunspell") is None:
        return None
    text = "".join(f"^{case.word}\n" for case in cases)
    output = subprocess.run(["hunspell", "-d", dictionary, "-a"], input=text, capture_output=True,
                            text=True, check=True).stdout
    blocks = output.split("\n\n")[: len(cases)]
    blocks[0] = blocks[0].split("\n", 1)[1] if "\n" in blocks[0] else ""  # the version banner
    rulings = []
    for block in blocks:
        lines = [line for line in block.split("\n") if line]
        valid = all(line[0] in "*+-" for line in lines)
        first = next((line.split(": ", 1)[1].split(", ")[0] for line in lines if line.startswith("&")), None)
        rulings.append(Ruling(valid, corrected=None if valid else first))
    return rulings


def evaluate(rulings: Sequence[Ruling] | Lexicon, cases: Sequence[Case]) -> dict[str, Tally]:
    """Tally the rulings (or ask the lexicon) against every case, per class plus an `overall` entry."""
    if isinstance(rulings, Lexicon):
        rulings = referee_rulings(rulings, cases)
    tallies = {kind: Tally() for kind in (*CLASSES, "overall")}
    for case, verdict in zip(cases, rulings, strict=True):
        got = set(verdict.reasons)
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


@dataclass
class CorrectionTally:
    """How the clear corrections of the real misspellings came out."""

    total: int = 0
    right: int = 0
    wrong: list[str] = field(default_factory=list)
    absent: list[str] = field(default_factory=list)

    def share(self, count: int) -> float:
        return count / self.total if self.total else 0.0


def corrections(rulings: Sequence[Ruling], cases: Sequence[Case]) -> CorrectionTally:
    """Right: the clear correction is the word meant; wrong: it is another word; absent: none."""
    tally = CorrectionTally()
    for case, ruling in zip(cases, rulings, strict=True):
        if case.kind != "misspelling" or not case.meant:
            continue
        tally.total += 1
        if ruling.corrected == case.meant:
            tally.right += 1
        elif ruling.corrected is None:
            tally.absent.append(f"{case.word} (meant {case.meant})")
        else:
            tally.wrong.append(f"{case.word} -> {ruling.corrected} (meant {case.meant})")
    return tally


def table(tallies: dict[str, Tally], hunspell: dict[str, Tally] | None = None) -> str:
    """A Markdown table of words, right, accuracy (and hunspell's) and reason accuracy per class."""
    extra = " hunspell right | hunspell accuracy |" if hunspell else ""
    rows = [f"| class | words | right | accuracy |{extra} reason right | reason accuracy |",
            "|---|---:|---:|---:|" + ("---:|---:|" if hunspell else "") + "---:|---:|"]
    for kind, tally in tallies.items():
        name = f"**{kind}**" if kind == "overall" else kind
        theirs = f" {hunspell[kind].right} | {_percent(hunspell[kind].accuracy)} |" if hunspell else ""
        rows.append(f"| {name} | {tally.total} | {tally.right} | {_percent(tally.accuracy)} |{theirs} "
                    f"{tally.reason_right}/{tally.reason_total} | {_percent(tally.reason_accuracy)} |")
    return "\n".join(rows)


def correction_table(ours: CorrectionTally, hunspell: CorrectionTally | None = None) -> str:
    """Clear corrections of the real misspellings: right, wrong, absent (hunspell: its first suggestion)."""
    rows = ["| checker | misspellings | right | wrong | no clear correction |", "|---|---:|---:|---:|---:|"]
    for name, tally in (("referee", ours), ("hunspell (first suggestion)", hunspell)):
        if tally is not None:
            rows.append(f"| {name} | {tally.total} | {tally.right} ({_percent(tally.share(tally.right))}) | "
                        f"{len(tally.wrong)} ({_percent(tally.share(len(tally.wrong)))}) | "
                        f"{len(tally.absent)} ({_percent(tally.share(len(tally.absent)))}) |")
    return "\n".join(rows)


def failures(tallies: dict[str, Tally], fixes: CorrectionTally | None = None) -> list[str]:
    """Every threshold missed, each with its misclassified words; empty when the lexicon passes."""
    problems: list[str] = []
    overall = tallies["overall"]
    if overall.accuracy < OVERALL_THRESHOLD:
        problems.append(f"overall accuracy {_percent(overall.accuracy)} < {OVERALL_THRESHOLD:.0%}")
    for kind in CLASSES:
        tally = tallies[kind]
        if tally.total and tally.accuracy < CLASS_THRESHOLD:
            problems.append(f"{kind} accuracy {_percent(tally.accuracy)} < {CLASS_THRESHOLD:.0%}")
    if problems:
        problems.append("misclassified: " + "; ".join(overall.misses))
    if fixes is not None and fixes.total:
        if fixes.share(fixes.right) < CLEAR_RIGHT_THRESHOLD:
            problems.append(f"clear corrections right {_percent(fixes.share(fixes.right))} < "
                            f"{CLEAR_RIGHT_THRESHOLD:.0%}; none: " + "; ".join(fixes.absent))
        if fixes.share(len(fixes.wrong)) > CLEAR_WRONG_THRESHOLD:
            problems.append(f"clear corrections wrong {_percent(fixes.share(len(fixes.wrong)))} > "
                            f"{CLEAR_WRONG_THRESHOLD:.0%}: " + "; ".join(fixes.wrong))
    return problems


# --- misspellings ---------------------------------------------------------------------------------
def misspellings(codespell: Path, count: int, seed: int, known: set[str]) -> list[tuple[str, str]]:
    """`count` (misspelling, meant) pairs drawn at random (seeded) from codespell's dictionary.

    Kept: lower-case letters only, at least 4 letters, one intended word, and a misspelling no
    given word list has in any case (so none is a rare real word).
    """
    pairs = []
    for line in codespell.read_text(encoding="utf-8").splitlines():
        wrong, _, right = line.partition("->")
        meant = right.rstrip(",").strip()
        if (wrong.isascii() and wrong.isalpha() and wrong.islower() and len(wrong) >= 4 and "," not in meant
                and meant.isascii() and meant.isalpha() and meant.islower() and wrong not in known):
            pairs.append((wrong, meant))
    return sorted(random.Random(seed).sample(pairs, count))


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
    parser.add_argument("--hunspell", action="store_true", help="also measure hunspell -d en_US")
    parser.add_argument("--gibberish", type=int, metavar="N", help="print N candidate gibberish rows")
    parser.add_argument("--misspellings", type=int, metavar="N", help="print N misspelling rows from codespell")
    parser.add_argument("--codespell", type=Path, help="codespell's dictionary.txt (for --misspellings)")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the gibberish or misspelling draw")
    parser.add_argument("--reject-list", nargs="*", default=[], metavar="LIST",
                        help="word lists whose entries (any case) are rejected as gibberish or misspellings")
    args = parser.parse_args(argv)
    if args.gibberish:
        for attempt, word, kind in gibberish(args.gibberish, args.seed, read_known(args.reject_list)):
            print(f"{word}\tgibberish\tno\tgenerator seed {args.seed} attempt {attempt} ({kind})"
                  "\tnot-in-dictionary\t")
        return 0
    if args.misspellings:
        for wrong, meant in misspellings(args.codespell, args.misspellings, args.seed, read_known(args.reject_list)):
            print(f"{wrong}\tmisspelling\tno\tcodespell dictionary, seed {args.seed}\tnot-in-dictionary\t{meant}")
        return 0
    cases = load_cases(args.cases)
    ours = referee_rulings(load_default(), cases)
    tallies, fixes = evaluate(ours, cases), corrections(ours, cases)
    theirs = hunspell_rulings(cases) if args.hunspell else None
    print(table(tallies, evaluate(theirs, cases) if theirs else None))
    print()
    print(correction_table(fixes, corrections(theirs, cases) if theirs else None))
    if args.misses:
        for title, misses in (("Misclassified", tallies["overall"].misses),
                              ("Reason mismatches", tallies["overall"].reason_misses),
                              ("Wrong clear corrections", fixes.wrong), ("No clear correction", fixes.absent)):
            print(f"\n{title}:")
            for miss in misses:
                print(f"  {miss}")
    return 1 if failures(tallies, fixes) else 0


if __name__ == "__main__":
    sys.exit(main())
