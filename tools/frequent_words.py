"""Words the build admits beyond SCOWL's size 70 because wordfreq says current English uses them.

Why: SCOWL 2020 stops at 2020 and its size 80 also lists real misspellings (alway, persue), so
neither more SCOWL nor a frequency list alone is a dictionary. wordfreq (Robyn Speer; counts over
Wikipedia, subtitles, news, books, web text, Reddit and Twitter up to 2021) says how often a word
is written, which tells a rare real word from a misspelling only together with structure. Two
rules, both at a Zipf frequency of at least `ZIPF_FLOOR` (docs/lexicon.md says why each):

* a SCOWL size-80 entry, written in lower case, that is frequent (chai, sashimi, touchpad);
* a word SCOWL lists at no size that is a dictionary word with a productive prefix or a regular
  inflection (cyber+security, bio+terrorism, podcast+er), or, at `COMPOUND_ZIPF_FLOOR`, two
  dictionary words written as one (live+stream, game+play).

Either way a word is kept out when SCOWL lists it capitalised or as an abbreviation at any size,
when it is one slip (`distance` 1) from a size-70 word `NEAR_MISS_ZIPF` Zipf units commoner
(the mark of a misspelling: alway/always, udon/upon), when it is two words written together
of which one is a closed-class word (aswell, thankyou, upto), or when it is in `EXCLUDED`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Mapping

ZIPF_FLOOR = 2.0
"""At least once in 10 million words of current text (Zipf 2.0 = 100 per billion)."""
COMPOUND_ZIPF_FLOOR = 2.5
"""Closed compounds SCOWL lacks need to be three times commoner: below this most are names
(timberlake, bloomberg), which wordfreq writes in lower case like every word."""
COMPOUND_PART = 4
"""Each part of such a compound is a dictionary word of at least this many letters."""
NEAR_MISS_ZIPF = 1.5
"""A word one slip from a word 10**1.5 (about 32) times commoner is taken for a misspelling of it."""
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
VOWEL = re.compile("[aeiouy]")
PREFIXES = tuple("anti bio counter cyber eco hyper inter micro mega mini multi nano neo non over post pre "
                 "pro pseudo re semi sub super tele trans ultra un under".split())
"""Productive English prefixes (the ones dictionaries list as combining forms) that make new words."""
CLOSED_CLASS = frozenset("""
a an the this that these those each every either neither some any no all both few many much more most
other another such what which whose who whom i me my mine you your yours he him his she her hers it its
we us our ours they them their theirs one ones myself yourself himself herself itself ourselves themselves
about above across after against along amid among around as at before behind below beneath beside besides
between beyond but by despite down during except for from in inside into like near of off on onto out
outside over past per since than through throughout till to toward towards under underneath unlike until
up upon via with within without and or nor so yet if because although though unless whether while whereas
am is are was were be been being have has had do does did will would shall should can could may might must
not too very well also ever never just only even still here there where when why how then now thank
""".split())
"""English closed-class words (pronouns, determiners, prepositions, conjunctions, auxiliaries and a few
adverbs): joined to another word they make a phrase written together, not a compound (alot, aswell)."""
EXCLUDED = frozenset("""
bellinger benning bioshock bioware brinker demers ecoboost fincher frommer graber griner hameed hassler
hellsing hemmings howser hyperloop inhumans interscope invincibles kaling kerber kickstarter megamind
megaupload mettler naveed niners overstreet postmates proquest redick resnick sameer skywalker studer
subhash sunrisers superdome superdrug supergirl supersport televisa translink transunion transworld
troyer ultrabook undertale unaids unclos willys yeomans
trumpers remainers repubs deplorables percenters famer prolife biomed knowed throwed revista repens
aerosmith autobots autodesk babyface bandcamp bankstown battlestar bellagio blackadder blackhawks blackrock
bloodborne bloomberg bridgestone broadchurch brokeback businessweek buzzfeed centurylink charizard chewbacca
chiswick chromecast coinbase coldplay craigslist crunchyroll cumberbatch deadpool dogecoin dragonball
dreamcast dreamworks duckworth emmerdale eurozone facetime fairtrade finsbury flatbush flipkart fortnite
freeview gamecube gamergate gamestop goodfellas goodreads greenhill gulfstream harpercollins hemsworth
highbury hollyoaks homeworld huffpost infowars johnsons lightsaber lionsgate litecoin lululemon manafort
mashable masterchef millwall morningside mythbusters newsnight nickelback nightwing northfield northridge
northside northstar northwood photoshop photoshopped pizzagate powerball powershell quidditch radiohead
rashford routledge runescape sandford shawshank silverstone snapchat softbank soundcloud southside
sportscenter squarepants squidward starfleet stargate summerslam techcrunch thornhill timberlake
timberwolves titanfall tripadvisor waitrose westbury westgate westlake westworld whitehaven wikimedia
wingfield winterfell worldnews youngblood goodluck rightwing
""".split())
"""Read by hand from the 345 words the prefix, ending and compound rules admit beyond SCOWL, under one rule:
out go names of people, places, teams, companies, products, games and works, written lower-case by
wordfreq (skywalker, kickstarter, bioshock, yeomans), political labels made from names (trumpers,
remainers), clippings and parts of hyphenated phrases (repubs, biomed, famer, percenters, prolife),
nonstandard past tenses (knowed, throwed), other languages' words (revista, repens), and phrases
run together that are not compounds (goodluck, rightwing)."""


def zipf(frequency: float) -> float:
    """wordfreq's Zipf scale, rounded as its zipf_frequency() rounds: log10 of uses per billion words."""
    return round(math.log10(frequency) + 9, 2) if frequency > 0 else 0.0


def word_zipfs() -> dict[str, float]:
    """wordfreq's English 'large' list as {word: Zipf}: only the build reads it."""
    import wordfreq  # the `build` extra: pip install '.[build]'

    return {w: zipf(f) for w, f in wordfreq.get_frequency_dict("en", "large").items()}


def one_slip(word: str) -> Iterator[str]:
    """Every string one delete, insert, replacement or swap of neighbours away."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    for left, right in splits:
        if right:
            yield left + right[1:]
            yield from (left + c + right[1:] for c in ALPHABET if c != right[0])
        if len(right) > 1:
            yield left + right[1] + right[0] + right[2:]
        yield from (left + c + right for c in ALPHABET)


def near_miss(word: str, words: set[str], zipfs: Mapping[str, float]) -> bool:
    """One slip from a much commoner word, unless the word is that word with an ending (influence+r)."""
    own = zipfs.get(word, 0.0)
    return any(other in words and zipfs.get(other, 0.0) - own >= NEAR_MISS_ZIPF
               and not word.startswith(other) for other in one_slip(word))


def closed_class_join(word: str, words: set[str]) -> bool:
    """Two words written together, one of them a closed-class word: as+well, thank+you, up+to."""
    return any(word[:i] in words and word[i:] in words and (_closed(word[:i], True) or _closed(word[i:], False))
               for i in range(1, len(word)))


def _closed(part: str, first: bool) -> bool:
    """A closed-class part of a phrase: the article `a` only in front (a+lot, not cha+i)."""
    return part in CLOSED_CLASS and (len(part) > 1 or (first and part == "a"))


def stems(word: str) -> Iterator[str]:
    """The words a regular inflection or -er could have been made from (cats, boxes, taped, tapping)."""
    if word.endswith("es") and word[:-2].endswith(("s", "x", "z", "ch", "sh")):
        yield word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        yield word[:-1]
    for ending in ("ed", "ing", "er", "ers"):
        if word.endswith(ending):
            stem = word[: -len(ending)]
            yield from (stem, stem + "e")
            if len(stem) > 2 and stem[-1] == stem[-2]:
                yield stem[:-1]


def derived(word: str, words: set[str]) -> bool:
    """A dictionary word (4 letters or more) with a productive prefix or a regular ending."""
    if any(word.startswith(p) and len(word) - len(p) >= 4 and word[len(p):] in words for p in PREFIXES):
        return True
    return any(len(stem) >= 4 and stem in words for stem in stems(word))


def compound(word: str, words: set[str], zipfs: Mapping[str, float]) -> bool:
    """Two dictionary words of `COMPOUND_PART` letters or more written as one, and common enough."""
    return zipfs.get(word, 0.0) >= COMPOUND_ZIPF_FLOOR and any(
        word[:i] in words and word[i:] in words for i in range(COMPOUND_PART, len(word) - COMPOUND_PART + 1))


def admitted(word: str, words: set[str], zipfs: Mapping[str, float], kept_out: set[str]) -> bool:
    """Frequent, plain, not a name or abbreviation, not a misspelling or a phrase run together."""
    return (zipfs.get(word, 0.0) >= ZIPF_FLOOR and word.isascii() and word.isalpha() and word.islower()
            and VOWEL.search(word) is not None and len(word) > 1 and word not in kept_out
            and word not in EXCLUDED and not near_miss(word, words, zipfs) and not closed_class_join(word, words))


def frequent_words(words: set[str], size80: Iterable[str], scowl_any: set[str], kept_out: set[str],
                   zipfs: Mapping[str, float]) -> tuple[set[str], set[str]]:
    """(size-80 entries admitted, words SCOWL lacks admitted as derivations) beyond `words` (size 70)."""
    from_size80 = {w for w in size80 if w not in words and admitted(w, words, zipfs, kept_out)}
    unlisted = {w for w in zipfs if w not in scowl_any and (derived(w, words) or compound(w, words, zipfs))
                and admitted(w, words, zipfs, kept_out)}
    return from_size80, unlisted
