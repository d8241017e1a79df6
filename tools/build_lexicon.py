"""Build the default lexicon in src/referee/data/ from pyspellchecker's list and SCOWL.

Why: pyspellchecker's English list accepts names (brooklyn, canada) and has no notion of
capitalisation. SCOWL (Kevin Atkinson's Spell Checker Oriented Word Lists, as packaged by Debian
in wamerican-large and wbritish-large; permissive licence, see docs/lexicon.md) records case, so:

* words          = pyspellchecker words that SCOWL lists in lower case, minus abbreviations;
                   pyspellchecker's list is American, so British spellings (colour, centre,
                   organise) are added (unless built with --no-british-variants): the
                   British spellings SCOWL lists whose American spelling is a word;
* proper nouns   = SCOWL entries found only capitalised (Brooklyn, Canada, Xerox is a word too);
* abbreviations  = SCOWL entries found only in capitals (TV, NASA) or written like an acronym
                   (TVs, DVDs, OKed; PhD, GHz: more capitals than small letters), lower-case entries with no
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

from referee.dictionary import CLEAR_RATIO, DATA_DIR, base_word_counts, fold, is_plain, letter_mask
from referee.dictionary.nearby import write_nearby_index

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

BRITISH_TO_AMERICAN = tuple((re.compile(pattern), american) for pattern, american in (
    (r"our", "or"),                                  # colour, honourable
    (r"([bcdgkmtv])re", r"\1er"),                    # centre, litres, meagre, manoeuvre
    (r"is(e|ing|ation|er|ab)", r"iz\1"),             # organise, realisation
    (r"ys(e|ing|er)", r"yz\1"),                      # analyse
    (r"ll", "l"), (r"ul", "ull"), (r"gg", "g"),      # travelled; skilful; waggon
    (r"ae", "e"), (r"oe", "e"),                      # anaemia, oestrogen
    (r"ence", "ense"), (r"ogue", "og"), (r"mme", "m"),  # defence, catalogue, programme
    (r"que", "ck"), (r"yre", "ire"), (r"grey", "gray"),  # cheque, tyre
    (r"dgement", "dgment"), (r"oeuvr", "euver"),     # judgement, manoeuvre
    (r"aluminium", "aluminum"), (r"pyjama", "pajama"), (r"jewellery", "jewelry"),
    (r"aeroplane", "airplane"), (r"sulph", "sulf"), (r"draught", "draft"), (r"gaol", "jail"),
    (r"kerb", "curb"), (r"plough", "plow"), (r"mou?ld", "mold"), (r"moult", "molt"),
    (r"smoulder", "smolder"), (r"sceptic", "skeptic"),
))
"""British -> American spelling rules (SCOWL's variant classes); tried in every combination."""


ACRONYM_INFLECTED = re.compile(r"[A-Z]{2,}(?:s|es|ed|ing)")


def looks_like_acronym(entry: str) -> bool:
    """All capitals (TV), an inflected acronym (TVs, OKed), or more capitals than small letters (PhD)."""
    if len(entry) < 2:
        return False
    if entry == entry.upper() or ACRONYM_INFLECTED.fullmatch(entry):
        return True
    return sum(c.isupper() for c in entry) > sum(c.islower() for c in entry)


def read_scowl(paths: list[str]) -> tuple[set[str], set[str], set[str]]:
    """(lower-case entries, capitalised-only entries, acronym-like entries), folded."""
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
            elif looks_like_acronym(entry):
                capitals.add(folded)
            else:
                capitalised.add(folded)
    return lower, capitalised - lower, capitals - lower


def american_spellings(word: str) -> set[str]:
    """Every spelling the British -> American rules can make of a word (applied in any combination)."""
    spellings = {word}
    for pattern, american in BRITISH_TO_AMERICAN:
        spellings |= {pattern.sub(american, s) for s in spellings if pattern.search(s)}
    spellings.discard(word)
    return spellings


def british_variants(candidates: set[str], words: set[str], counts: Counter[str]) -> dict[str, int]:
    """British spellings whose American spelling is a word, each with a count below that word's.

    The count is one clear-correction ratio below the American spelling's, so a misspelling one
    edit from both (centr) still has a clear correction, the spelling of the base list.
    """
    found: dict[str, int] = {}
    for word in sorted(candidates - words):
        american = [a for a in american_spellings(word) if a in words]
        if american:
            found[word] = max(1, max(counts[a] for a in american) // CLEAR_RATIO)
    return found


def build(scowl_paths: list[str], out: Path, with_british: bool = True) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for word, count in base_word_counts().items():
        folded = fold(word)
        if is_plain(folded):
            counts[folded] += count
    lower, capitalised, capitals = read_scowl(scowl_paths)
    american_lower = read_scowl(scowl_paths[:1])[0]

    abbreviations = set(CURATED_ABBREVIATIONS) | capitals
    abbreviations |= {w for w in lower if not VOWEL.search(w) and w not in INTERJECTIONS}
    abbreviations |= {w for w in lower if len(w) == 1 and w not in SINGLE_LETTER_WORDS}
    abbreviations -= SINGLE_LETTER_WORDS

    words = {w for w in counts if w in lower and w not in abbreviations}
    british = british_variants(lower - american_lower - abbreviations, words, counts) if with_british else {}
    counts.update(british)
    words |= british.keys()
    proper = capitalised - abbreviations - words

    out.mkdir(parents=True, exist_ok=True)
    ordered = sorted(words)
    (out / "words.txt").write_text("".join(f"{w}\n" for w in ordered), encoding="ascii")
    frequencies = array("I", (min(counts[w], 2**32 - 1) for w in ordered))
    if sys.byteorder != "little":
        frequencies.byteswap()
    (out / "counts.bin").write_bytes(frequencies.tobytes())
    masks = array("I", (letter_mask(w) for w in ordered))
    if sys.byteorder != "little":
        masks.byteswap()
    (out / "masks.bin").write_bytes(masks.tobytes())
    write_nearby_index(out, ordered)  # the suggestion index is built from these very words
    (out / "proper.txt").write_text("".join(f"{w}\n" for w in sorted(proper)), encoding="ascii")
    (out / "abbreviations.txt").write_text(
        "".join(f"{w}\n" for w in sorted(abbreviations - words)), encoding="ascii")
    return {"words": len(words), "british_variants": len(british), "proper": len(proper),
            "abbreviations": len(abbreviations)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", nargs="+", default=list(SCOWL_LISTS),
                        help="SCOWL word lists, the American one first")
    parser.add_argument("--out", type=Path, default=Path(DATA_DIR), help="where to write the data files")
    parser.add_argument("--british-variants", action=argparse.BooleanOptionalAction, default=True,
                        help="also accept British spellings of accepted words (colour, centre); "
                             "on by default: the rulebooks ask for English words, not American ones")
    args = parser.parse_args()
    print(build(args.scowl, args.out, args.british_variants))


if __name__ == "__main__":
    main()
