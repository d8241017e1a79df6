"""Build the default lexicon in src/referee/data/ from pyspellchecker's list and SCOWL.

Why: pyspellchecker's English list accepts names (brooklyn, canada) and has no notion of
capitalisation. SCOWL (Kevin Atkinson's Spell Checker Oriented Word Lists, as packaged by Debian
in wamerican-large and wbritish-large; permissive licence, see docs/lexicon.md) records case, so:

* words          = pyspellchecker words that SCOWL lists in lower case, minus abbreviations;
* proper nouns   = SCOWL entries found only capitalised (Brooklyn, Canada, Xerox is a word too);
* abbreviations  = SCOWL entries found only in capitals (TV, NASA), lower-case entries with no
                   vowel that are not interjections (blvd, mgr), single letters other than a, i,
                   o, and a short curated list (etc, approx, mr, ...).

Accents are folded (café -> cafe). Run:  python tools/build_lexicon.py  (needs Debian's
wamerican-large and wbritish-large: apt-get install wamerican-large wbritish-large).
"""

from __future__ import annotations

import argparse
import re
import sys
from array import array
from collections import Counter
from pathlib import Path

from referee.dictionary import DATA_DIR, base_word_counts, fold, is_plain, letter_mask

SCOWL_LISTS = (
    "/usr/share/dict/american-english-large",
    "/usr/share/dict/british-english-large",
)

INTERJECTIONS = frozenset(
    "brr brrr crwth cwm cwms hm hmm mm nth pfft psst sh shh ssh tsk tsks tsktsk grr zzz pst".split()
)
SINGLE_LETTER_WORDS = frozenset({"a", "i", "o"})
CURATED_ABBREVIATIONS = frozenset(
    "etc approx dept govt inc corp assoc misc esp mr mrs ms dr st jr sr vs ave blvd rd ltd co "
    "oz lb lbs kg km cm mm ft yd yds hr hrs ok tv usa uk eg ie aka asap diy faq fyi rsvp vip "
    "mph rpm ref ca cf viz".split()
)
VOWEL = re.compile("[aeiouy]")


def read_scowl(paths: list[str]) -> tuple[set[str], set[str], set[str]]:
    """(lower-case entries, capitalised-only entries, all-capitals entries), folded."""
    lower: set[str] = set()
    capitalised: set[str] = set()
    capitals: set[str] = set()
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            entry = line.strip()
            folded = fold(entry)
            if not is_plain(folded):
                continue
            if entry == entry.lower():
                lower.add(folded)
            elif len(entry) > 1 and entry == entry.upper():
                capitals.add(folded)
            else:
                capitalised.add(folded)
    return lower, capitalised - lower, capitals - lower


def build(scowl_paths: list[str], out: Path) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for word, count in base_word_counts().items():
        folded = fold(word)
        if is_plain(folded):
            counts[folded] += count
    lower, capitalised, capitals = read_scowl(scowl_paths)

    abbreviations = set(CURATED_ABBREVIATIONS) | capitals
    abbreviations |= {w for w in lower if not VOWEL.search(w) and w not in INTERJECTIONS}
    abbreviations |= {w for w in lower if len(w) == 1 and w not in SINGLE_LETTER_WORDS}
    abbreviations -= SINGLE_LETTER_WORDS

    words = {w for w in counts if w in lower and w not in abbreviations}
    proper = capitalised - abbreviations - words

    out.mkdir(parents=True, exist_ok=True)
    ordered = sorted(words)
    (out / "words.txt").write_text("".join(f"{w}\n" for w in ordered), encoding="ascii")
    (out / "counts.txt").write_text("".join(f"{counts[w]}\n" for w in ordered), encoding="ascii")
    masks = array("I", (letter_mask(w) for w in ordered))
    if sys.byteorder != "little":
        masks.byteswap()
    (out / "masks.bin").write_bytes(masks.tobytes())
    (out / "proper.txt").write_text("".join(f"{w}\n" for w in sorted(proper)), encoding="ascii")
    (out / "abbreviations.txt").write_text(
        "".join(f"{w}\n" for w in sorted(abbreviations - words)), encoding="ascii")
    return {"words": len(words), "proper": len(proper), "abbreviations": len(abbreviations)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", nargs="+", default=list(SCOWL_LISTS), help="SCOWL word lists")
    parser.add_argument("--out", type=Path, default=Path(DATA_DIR), help="where to write the data files")
    args = parser.parse_args()
    print(build(args.scowl, args.out))


if __name__ == "__main__":
    main()
