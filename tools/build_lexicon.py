"""Build the default lexicon in src/referee/data/ from SCOWL's lists by size and pyspellchecker's frequencies.

Why: a standard current dictionary has every lower-case word SCOWL (Kevin Atkinson's Spell Checker
Oriented Word Lists) lists up to a size, inflections included; SCOWL also says which entries are
names and abbreviations. pyspellchecker's list (word frequencies from film subtitles) says how
common a word is, which ranks suggestions. So (docs/lexicon.md says why each choice):

* words          = SCOWL's lower-case entries (English, American, British, British -ize, and common
                   variants) up to `--size`, minus abbreviations; a British-only entry only when
                   the British -> American spelling rules map it to an accepted word (colour ->
                   color; not gre, an artefact of SCOWL's variant generation); plus the clippings
                   dictionaries enter as words though SCOWL files them as abbreviations (app, admin);
* proper nouns   = SCOWL's capitalised entries (upper and proper-name lists, up to size 80) not
                   otherwise words (Brooklyn, Canada);
* abbreviations  = SCOWL's abbreviation lists (up to size 95: oct, aug, capt, univ), entries written
                   like an acronym (TV, TVs, PhD), lower-case entries with no vowel that are not
                   interjections (blvd, mgr), single letters other than a, i, o, and a short curated
                   list (etc, approx, mr, ...);
* counts         = pyspellchecker's frequency; a British spelling it lacks gets its American
                   spelling's count over `BRITISH_RATIO`, any other word it lacks
                   `UNSEEN_COUNT`.

Accents are folded (café -> cafe). Run:  python tools/build_lexicon.py  (needs Debian's `scowl`
package and the pinned pyspellchecker: pip install '.[build]').
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from array import array
from collections import Counter
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from frequent_words import frequent_words, word_zipfs

from referee.dictionary import DATA_DIR, fold, is_plain, letter_mask
from referee.dictionary.nearby import write_nearby_index

SCOWL_DIR = Path("/usr/share/dict/scowl")
PINNED = {"pyspellchecker": "0.9.1", "scowl": "2020.12.07-2", "wordfreq": "3.1.1"}
"""The source versions the shipped data was built from; others build another list (docs/lexicon.md)."""
SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
WORD_SIZE = 70
"""SCOWL's size 70 is its 'large' list, the size of a big desk dictionary (docs/lexicon.md)."""
SIDE_LIST_SIZE = 80
"""Names and abbreviations are read further out than words: they only say why a word is refused."""
FREQUENT_SIZE = 80
"""SCOWL's size 80 entries are words when wordfreq finds them frequent (frequent_words.py)."""
AMERICAN_SPELLINGS = ("english", "american", "variant_1", "variant_2")
BRITISH_SPELLINGS = ("british", "british_z", "british_variant_1", "british_variant_2")
BRITISH_RATIO = 10
"""A British spelling pyspellchecker lacks counts this many times less than its American one, so
the American spelling, the one the subtitles saw, ranks first among suggestions."""
UNSEEN_COUNT = 1
"""The count of a word pyspellchecker's list lacks: rarer than any word it has seen."""

INTERJECTIONS = frozenset(
    "brr brrr crwth cwm cwms hm hmm mm nth pfft psst sh shh ssh tsk tsks tsktsk grr zzz pst".split()
)
SINGLE_LETTER_WORDS = frozenset({"a", "i", "o"})
CURATED_ABBREVIATIONS = frozenset(
    "etc approx dept govt inc corp assoc misc esp mr mrs ms dr st jr sr vs ave blvd rd ltd co "
    "oz lb lbs kg km cm mm ft yd yds hr hrs ok tv usa uk eg ie aka asap diy faq fyi rsvp vip "
    "mph rpm ref ca cf viz".split()
)
CLIPPED_WORDS = frozenset(
    "admin admins app apps bio bios bro bros cum intro intros max min prelim prelims sec secs stat stats "
    "tech techs vocab".split()
)
"""Clippings SCOWL files as abbreviations that dictionaries enter as words (Merriam-Webster and
Collins both have them as nouns or adverbs), with their plurals: `app`, `admin`, `intro`, ..."""
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
    (r"smoulder", "smolder"), (r"sceptic", "skeptic"), (r"cos([yi])", r"coz\1"), (r"storey", "story"),
    (r"([bcdghkmtv])r(ed|ing)", r"\1er\2"),         # centred, centring, mitred, sepulchred
    (r"quer", "cker"), (r"qu(ed|ing)", r"ck\1"),      # chequered, chequing
    (r"([mn])t$", r"\1ed"),                          # dreamt, unlearnt
    (r"isan", "izan"), (r"ys(ab|at)", r"yz\1"),       # cognisance; analysable, hydrolysate
    (r"exion", "ection"), (r"ialit", "ialt"),         # connexion, inflexion; speciality
    (r"liquorice", "licorice"), (r"rouble", "ruble"), (r"furore", "furor"), (r"moustach", "mustach"),
    (r"queueing", "queuing"), (r"baulk", "balk"), (r"behov", "behoov"), (r"arse", "ass"),
    (r"ettor", "etor"), (r"flautist", "flutist"), (r"groyne", "groin"), (r"nett", "net"),
    (r"^mum", "mom"), (r"aerofoil", "airfoil"), (r"almanack", "almanac"), (r"practis", "practic"),
    (r"thral", "thrall"), (r"fulfil", "fulfill"), (r"skilf", "skillf"), (r"eyrie", "aerie"),
    (r"cypher", "cipher"), (r"chre", "cher"), (r"burk?h?q?a", "burka"),
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


def scowl_entries(scowl: Path, spellings: Iterable[str], kinds: Iterable[str], size: int) -> list[str]:
    """Every entry of SCOWL's lists of these spellings and kinds up to `size`, as written."""
    entries: list[str] = []
    for spelling in spellings:
        for kind in kinds:
            for level in SIZES:
                path = scowl / f"{spelling}-{kind}.{level}"
                if level <= size and path.exists():
                    entries.extend(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return entries


def plain_lower(entries: Iterable[str]) -> set[str]:
    """The lower-case entries, folded, that are plain letters (no apostrophe, hyphen or space)."""
    return {fold(e) for e in entries if e == e.lower() and is_plain(fold(e))}


def american_spellings(word: str) -> set[str]:
    """Every spelling the British -> American rules can make of a word (applied in any combination)."""
    spellings = {word}
    for pattern, american in BRITISH_TO_AMERICAN:
        spellings |= {pattern.sub(american, s) for s in spellings if pattern.search(s)}
    spellings.discard(word)
    return spellings


def british_variants(british: set[str], words: set[str]) -> dict[str, list[str]]:
    """British-only spellings whose American spelling is a word, each with those American spellings."""
    found: dict[str, list[str]] = {}
    for word in sorted(british - words):
        american = sorted(a for a in american_spellings(word) if a in words)
        if american:
            found[word] = american
    return found


def side_lists(scowl: Path, words: set[str]) -> tuple[set[str], set[str]]:
    """(proper nouns, abbreviations): what SCOWL says the refused entries are.

    An abbreviation written in lower case (oct, capt) keeps a word out; one written with capitals
    (No., US) does not take away the word its letters spell (no, us).
    """
    every = (*AMERICAN_SPELLINGS, *BRITISH_SPELLINGS, "variant_3")
    capitalised: set[str] = set()
    capitals: set[str] = set()
    for entry in scowl_entries(scowl, every, ("upper", "proper-names"), SIDE_LIST_SIZE):
        if is_plain(fold(entry)):
            (capitals if looks_like_acronym(entry) else capitalised).add(fold(entry))
    listed = scowl_entries(scowl, every, ("abbreviations",), 95)
    capitals |= {fold(e) for e in listed if e != e.lower() and is_plain(fold(e))}
    abbreviations = (plain_lower(listed) | CURATED_ABBREVIATIONS) - CLIPPED_WORDS
    return capitalised - words - abbreviations - capitals, abbreviations | (capitals - words)


def build(scowl: Path, out: Path, size: int = WORD_SIZE, with_british: bool = True,
          with_wordfreq: bool = True) -> dict[str, int]:
    """Write the six data files (with the suggestion index, nearby.bin); returns what went in, for the log."""
    counts: Counter[str] = Counter()
    for word, count in base_word_counts().items():
        folded = fold(word)
        if is_plain(folded):
            counts[folded] += count
    lower = plain_lower(scowl_entries(scowl, AMERICAN_SPELLINGS, ("words",), size))
    british = plain_lower(scowl_entries(scowl, BRITISH_SPELLINGS, ("words",), size))
    _, abbreviations = side_lists(scowl, lower | british | CLIPPED_WORDS)
    abbreviations |= {w for w in lower | british if not VOWEL.search(w) and w not in INTERJECTIONS}
    abbreviations |= {w for w in lower | british if len(w) == 1}
    abbreviations -= SINGLE_LETTER_WORDS

    words = (lower | CLIPPED_WORDS) - abbreviations
    variants = british_variants(british - abbreviations, words) if with_british else {}
    frequency = {w: counts.get(w, UNSEEN_COUNT) for w in words}
    for word, american in variants.items():
        frequency[word] = counts.get(word) or max(1, max(frequency[a] for a in american) // BRITISH_RATIO)
    words |= variants.keys()
    from_size80: set[str] = set()
    unlisted: set[str] = set()
    if with_wordfreq:
        from_size80, unlisted = frequent_words(
            words, plain_lower(scowl_entries(scowl, AMERICAN_SPELLINGS, ("words",), FREQUENT_SIZE)),
            every_scowl_entry(scowl), named_at_any_size(scowl) | abbreviations, word_zipfs())
        frequency.update((w, counts.get(w, UNSEEN_COUNT)) for w in from_size80 | unlisted)
        words |= from_size80 | unlisted
    proper, abbreviations = side_lists(scowl, words)
    abbreviations -= words

    out.mkdir(parents=True, exist_ok=True)
    ordered = sorted(words)
    (out / "words.txt").write_text("".join(f"{w}\n" for w in ordered), encoding="ascii")
    _write_uint32s(out / "counts.bin", (min(frequency[w], 2**32 - 1) for w in ordered))
    _write_uint32s(out / "masks.bin", (letter_mask(w) for w in ordered))
    write_nearby_index(out, ordered)  # the suggestion index is built from these very words
    (out / "proper.txt").write_text("".join(f"{w}\n" for w in sorted(proper)), encoding="ascii")
    (out / "abbreviations.txt").write_text("".join(f"{w}\n" for w in sorted(abbreviations)), encoding="ascii")
    return {"words": len(words), "british_variants": len(variants), "size80_frequent": len(from_size80),
            "unlisted_derived": len(unlisted), "proper": len(proper),
            "abbreviations": len(abbreviations), "unseen": sum(1 for w in ordered if w not in counts)}


def every_scowl_entry(scowl: Path) -> set[str]:
    """Every entry of every SCOWL list at every size, folded and in lower case: what SCOWL knows at all."""
    return {fold(line.strip()).lower() for path in sorted(scowl.iterdir()) if path.is_file()
            for line in path.read_text(encoding="utf-8").splitlines()}


def named_at_any_size(scowl: Path) -> set[str]:
    """Every entry SCOWL lists capitalised or as an abbreviation at any size, folded and in lower case."""
    return {fold(line.strip()).lower() for path in sorted(scowl.iterdir())
            if any(f"-{kind}." in path.name for kind in ("upper", "proper-names", "abbreviations"))
            for line in path.read_text(encoding="utf-8").splitlines()}


def _write_uint32s(path: Path, numbers: Iterable[int]) -> None:
    """Little-endian unsigned 32-bit numbers, one per word in `words.txt` order."""
    values = array("I", numbers)
    if sys.byteorder != "little":
        values.byteswap()
    path.write_bytes(values.tobytes())


def base_word_counts() -> dict[str, int]:
    """pyspellchecker's English word frequencies (its resources/en.json.gz): only the build reads them."""
    import spellchecker  # the `build` extra: pip install '.[build]'

    resource = Path(spellchecker.__file__).parent / "resources" / "en.json.gz"
    with gzip.open(resource, "rt", encoding="utf-8") as handle:
        data: dict[str, int] = json.load(handle)
    return data


def source_versions() -> dict[str, str]:
    """The installed pyspellchecker and Debian scowl package versions ('unknown' without dpkg)."""
    try:
        scowl = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "scowl"], capture_output=True,
                               text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        scowl = "unknown"
    return {"pyspellchecker": version("pyspellchecker"), "scowl": scowl, "wordfreq": _version("wordfreq")}


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return "not installed"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", type=Path, default=SCOWL_DIR, help="SCOWL's lists by size (scowl package)")
    parser.add_argument("--size", type=int, choices=SIZES, default=WORD_SIZE,
                        help="largest SCOWL size whose words are accepted")
    parser.add_argument("--out", type=Path, default=Path(DATA_DIR), help="where to write the data files")
    parser.add_argument("--british-variants", action=argparse.BooleanOptionalAction, default=True,
                        help="also accept British spellings of accepted words (colour, centre); "
                             "on by default: the rulebooks ask for English words, not American ones")
    parser.add_argument("--wordfreq", action=argparse.BooleanOptionalAction, default=True,
                        help="also accept SCOWL size-80 entries and derived words SCOWL lacks that wordfreq "
                             "finds frequent (chai, cybersecurity); on by default")
    parser.add_argument("--any-version", action="store_true",
                        help="build from unpinned source versions too (the output then differs from the shipped one)")
    args = parser.parse_args()
    versions = source_versions()
    if not args.wordfreq:
        versions["wordfreq"] = PINNED["wordfreq"]  # not read
    if versions != PINNED and not args.any_version:
        parser.error(f"sources are {versions}, the shipped data is built from {PINNED} (or pass --any-version)")
    print(build(args.scowl, args.out, args.size, args.british_variants, args.wordfreq), versions)


if __name__ == "__main__":
    main()
