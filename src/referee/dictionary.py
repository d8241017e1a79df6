"""The one dictionary every command shares: is it a word, and if not, why not and what was meant.

The default lexicon is pyspellchecker's English word list made fit for adjudication by
`tools/build_lexicon.py`: words kept only where SCOWL lists them in lower case, proper nouns and
abbreviations recorded separately so a ruling can say *why* a word is refused (docs/lexicon.md).
It ships precompiled in `data/` so a cold `referee check-word` reads one small text file instead
of building a spell checker; this module is also the only place that imports pyspellchecker
(`base_word_counts`, used by the build script).

Layers, first match decides: the word's form (spaces, hyphens, apostrophes, other characters),
house rules (`deny` beats `allow`), the lexicon's abbreviations and proper nouns, its words.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from referee.errors import LexiconError, Position

LEXICON_ENV = "REFEREE_LEXICON"
DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
DEFAULT_NAME = "referee-en"

ALPHABET = "abcdefghijklmnopqrstuvwxyz"
CLEAR_RATIO = 10
"""A distance-1 correction is clear when it is the only one, or this many times commoner."""
MIN_LENGTH_FOR_DISTANT_CORRECTION = 6
"""A unique correction two edits away is only clear for words at least this long."""
MAX_SUGGESTION_LENGTH = 20
SHORT_WORD = 6
"""Up to this length, words two edits away are found by generating the edits, beyond it by a scan."""


class Reason(str, Enum):
    """Why a word is refused: the reason codes of the interface contract, section 5."""

    NOT_IN_DICTIONARY = "not-in-dictionary"
    PROPER_NOUN = "proper-noun"
    ABBREVIATION = "abbreviation"
    HYPHEN = "hyphen"
    APOSTROPHE = "apostrophe"
    NOT_ONE_WORD = "not-one-word"
    NON_LETTER = "non-letter"
    DEAD_LETTER = "dead-letter"
    MISSING_PRIORITY = "missing-priority"
    WRONG_INITIAL = "wrong-initial"
    MISSING_LETTERS = "missing-letters"
    TOO_SHORT = "too-short"
    NOT_FROM_CARDS = "not-from-cards"
    WRONG_LENGTH = "wrong-length"


DICTIONARY_REASONS = frozenset({
    Reason.NOT_IN_DICTIONARY, Reason.PROPER_NOUN, Reason.ABBREVIATION, Reason.HYPHEN,
    Reason.APOSTROPHE, Reason.NOT_ONE_WORD, Reason.NON_LETTER,
})

_SPECIAL_FOLDS = str.maketrans({
    "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "ø": "o", "Ø": "O",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "þ": "th", "ı": "i",
})
_HYPHENS = frozenset("-‐‑‒–—―")
_APOSTROPHES = frozenset("'’‘ʼ`´")


def fold(word: str) -> str:
    """Lower-case a word and fold accents (café -> cafe); other characters are left as they are."""
    if word.isascii():
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.translate(_SPECIAL_FOLDS))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def is_plain(folded: str) -> bool:
    """True for a non-empty string of letters a-z only."""
    return folded.isascii() and folded.isalpha()


def letter_counts(word: str) -> Counter[str]:
    """How many times each letter occurs (upper-case keys), for multiplicity rules."""
    return Counter(fold(word).upper())


def missing_letters(word: str, letters: Iterable[str]) -> list[str]:
    """The letters (with multiplicity) that `word` lacks: two Ts rolled need two Ts."""
    have = letter_counts(word)
    need = Counter(letter.upper() for letter in letters)
    missing: list[str] = []
    for letter, count in sorted(need.items()):
        missing.extend(letter * max(0, count - have[letter]))
    return missing


def form_reasons(word: str) -> list[Reason]:
    """What is wrong with a word's form before any dictionary is asked (spaces, hyphens, ...)."""
    text = word.strip()
    reasons: list[Reason] = []
    if not text:
        return [Reason.NON_LETTER]
    if any(c.isspace() for c in text):
        reasons.append(Reason.NOT_ONE_WORD)
    if any(c in _HYPHENS for c in text):
        reasons.append(Reason.HYPHEN)
    if any(c in _APOSTROPHES for c in text):
        reasons.append(Reason.APOSTROPHE)
    if "." in text:
        reasons.append(Reason.ABBREVIATION)
    other = {c for c in fold(text)
             if not ("a" <= c <= "z") and not c.isspace() and c not in _HYPHENS
             and c not in _APOSTROPHES and c != "."}
    if other or not any("a" <= c <= "z" for c in fold(text)):
        reasons.append(Reason.NON_LETTER)
    return reasons


@dataclass(frozen=True)
class Correction:
    """The closest real words to a misspelling, and whether one is clearly meant."""

    candidates: tuple[str, ...]
    clear: str | None


@dataclass(frozen=True)
class WordVerdict:
    """The dictionary's ruling on one word, with the layer that decided it."""

    word: str
    folded: str
    valid: bool
    reasons: tuple[Reason, ...]
    decided_by: str
    suggestion: str | None = None
    candidates: tuple[str, ...] = ()
    corrected: str | None = None
    """The clear correction a game scores instead of a misspelling (None when there is none)."""

    @property
    def scored_as(self) -> str | None:
        """The spelling the games score: the word itself when valid, its clear correction, or None."""
        return self.folded if self.valid else self.corrected


@dataclass(frozen=True)
class HouseRules:
    """A table's own additions and removals; deny wins over allow."""

    allow: frozenset[str] = frozenset()
    deny: frozenset[str] = frozenset()


class WordList:
    """A sorted word list: binary search on its bytes for a few lookups, a set once asked often.

    A cold `referee check-word WORD` then costs one file read, not building a 100,000-word set;
    a stream of words switches to the set after `SET_AFTER` lookups.
    """

    SET_AFTER = 64

    def __init__(self, raw: bytes) -> None:
        self._raw = raw if raw.endswith(b"\n") or not raw else raw + b"\n"
        self._set: frozenset[str] | None = None
        self._lookups = 0

    @classmethod
    def from_words(cls, words: Iterable[str]) -> WordList:
        return cls("".join(f"{w}\n" for w in sorted(set(words))).encode("ascii"))

    @property
    def as_set(self) -> frozenset[str]:
        if self._set is None:
            self._set = frozenset(self._raw.decode("ascii").split())
        return self._set

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        if self._set is not None:
            return word in self._set
        self._lookups += 1
        if self._lookups > self.SET_AFTER:
            return word in self.as_set
        if not word.isascii():
            return False
        return self._bisect(word.encode("ascii"))

    def _bisect(self, key: bytes) -> bool:
        raw = self._raw
        lo, hi = 0, len(raw)
        while lo < hi:
            mid = (lo + hi) // 2
            start = raw.rfind(b"\n", 0, mid) + 1
            end = raw.find(b"\n", start)
            line = raw[start:end]
            if line == key:
                return True
            if line < key:
                lo = end + 1
            else:
                hi = start
        return False

    def __iter__(self) -> Iterator[str]:
        return iter(self.as_set)

    def __len__(self) -> int:
        return self._raw.count(b"\n")


@dataclass
class Lexicon:
    """A word list with its proper nouns and abbreviations, and a house-rules layer on top."""

    name: str
    words: WordList
    proper: WordList
    abbreviations: WordList
    house: HouseRules = field(default_factory=HouseRules)
    contents: tuple[bytes, ...] = ()
    """The raw bytes of the list's files, hashed only when someone asks (`referee lexicon`)."""
    load_counts: Callable[[], Mapping[str, int]] | None = None
    """How common each word is (higher is commoner), read only when spelling is corrected."""
    load_index: Callable[[], tuple[list[str], Sequence[int]]] | None = None
    """The words in order with their precomputed letter masks, read only for index queries."""
    load_frequencies: Callable[[], Sequence[int]] | None = None
    """How common each word of `load_index` is, in the same order: ranking index hits without
    building the `counts` dict (hints)."""

    # --- lookups ------------------------------------------------------------------------------
    def is_word(self, folded: str) -> bool:
        """True if the folded spelling is an acceptable word (house rules included)."""
        if folded in self.house.deny:
            return False
        return folded in self.house.allow or folded in self.words

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.is_word(fold(word.strip()))

    def check(self, word: str, suggest: bool = True) -> WordVerdict:
        """Rule on one word: valid or not, every reason, the layer that decided, a suggestion."""
        text = word.strip()
        folded = fold(text)
        if is_plain(folded):
            if folded in self.house.deny:
                return WordVerdict(word, folded, False, (Reason.NOT_IN_DICTIONARY,),
                                   "house rules (deny)")
            if folded in self.house.allow:
                return WordVerdict(word, folded, True, (), "house rules (allow)")
            if folded in self.words:
                return WordVerdict(word, folded, True, (), f"lexicon {self.name}")
            if folded in self.abbreviations:
                return WordVerdict(word, folded, False, (Reason.ABBREVIATION,),
                                   f"lexicon {self.name} (abbreviations)")
            if folded in self.proper:
                return WordVerdict(word, folded, False, (Reason.PROPER_NOUN,),
                                   f"lexicon {self.name} (proper nouns)")
            correction = self.correct(folded) if suggest else Correction((), None)
            return WordVerdict(word, folded, False, (Reason.NOT_IN_DICTIONARY,),
                               f"lexicon {self.name}",
                               correction.candidates[0] if correction.candidates else None,
                               correction.candidates, correction.clear)
        reasons = tuple(form_reasons(text))
        return WordVerdict(word, folded, False, reasons, "word form")

    # --- spelling -----------------------------------------------------------------------------
    @cached_property
    def counts(self) -> Mapping[str, int]:
        """How common each word is; every word counts 1 when the list records no frequency."""
        return self.load_counts() if self.load_counts is not None else {}

    def count(self, folded: str) -> int:
        """How common a word is (higher is commoner); 0 for words the lexicon lacks."""
        return self.counts.get(folded, 1 if self.is_word(folded) else 0)

    def correct(self, folded: str) -> Correction:
        """Closest words by edit distance (1, else 2), commonest first; the clear one if any.

        Clear correction rule (docs/rulings.md): exactly one word one edit away, or the commonest
        one-edit word at least CLEAR_RATIO times as common as the next; or, for words of at least
        MIN_LENGTH_FOR_DISTANT_CORRECTION letters with nothing one edit away, exactly one word two
        edits away.
        """
        if not is_plain(folded) or len(folded) > MAX_SUGGESTION_LENGTH:
            return Correction((), None)
        near = self._known(_edits1(folded))
        if near:
            ranked = sorted(near, key=lambda w: (-self.count(w), w))
            clear = None
            if len(ranked) == 1 or self.count(ranked[0]) >= CLEAR_RATIO * self.count(ranked[1]):
                clear = ranked[0]
            return Correction(tuple(ranked[:5]), clear)
        ranked = sorted(self._two_edits_away(folded), key=lambda w: (-self.count(w), w))
        long_enough = len(folded) >= MIN_LENGTH_FOR_DISTANT_CORRECTION
        clear = ranked[0] if len(ranked) == 1 and long_enough else None
        return Correction(tuple(ranked[:5]), clear)

    def _two_edits_away(self, folded: str) -> set[str]:
        """Every word at most two edits away (Damerau: delete, insert, replace, swap neighbours).

        Short words: build the strings two edits away and look them up. Longer ones would mean
        a million strings (1.4 s for 20 letters), so the lexicon is scanned instead: a word two
        edits away differs by at most two letters each way (checked on the letter masks, the
        length and the letter counts), and the few survivors get an exact edit distance.
        """
        if len(folded) <= SHORT_WORD:
            found: set[str] = set()
            for edit in _edits1(folded):
                found.update(self._known(_edits1(edit)))
            found.discard(folded)
            return found
        index = self.index
        length, mask, have = len(folded), letter_mask(folded), Counter(folded)
        near = _edits1(folded)
        found = set()
        for word_mask, word in zip(index.masks, index.words, strict=True):
            if (word_mask ^ mask).bit_count() > 4 or abs(len(word) - length) > 2:
                continue
            counts = Counter(word)
            if sum((counts - have).values()) > 2 or sum((have - counts).values()) > 2:
                continue
            if _within_two_edits(folded, word, near) and word not in index.deny:
                found.add(word)
        found.discard(folded)
        return found

    def _known(self, candidates: Iterable[str]) -> set[str]:
        words = self.words.as_set
        deny = self.house.deny
        return {w for w in candidates
                if (w in words or w in self.house.allow) and w not in deny}

    # --- letter-multiset index -----------------------------------------------------------------
    @cached_property
    def index(self) -> LetterIndex:
        """The letter-multiset index over every acceptable word, loaded once on first use."""
        words, masks = self.load_index() if self.load_index is not None else (sorted(self.words), None)
        base = len(words)
        extra = sorted(self.house.allow - self.words.as_set) if self.house.allow else []
        if extra:
            words = [*words, *extra]
            masks = None if masks is None else array("I", [*masks, *map(letter_mask, extra)])

        def frequencies() -> Sequence[int]:
            if self.load_frequencies is not None and self.load_index is not None:
                known: Sequence[int] = self.load_frequencies()
            else:
                known = [self.count(w) for w in words[:base]]
            return [*known, *map(self.count, extra)] if extra else known

        return LetterIndex(words, masks, self.house.deny, frequencies)

    @cached_property
    def by_signature(self) -> dict[str, tuple[str, ...]]:
        """Words grouped by their sorted letters, built once on first use (anagram queries)."""
        groups: dict[str, list[str]] = {}
        for word in self.all_words():
            groups.setdefault("".join(sorted(word)), []).append(word)
        return {sig: tuple(sorted(words)) for sig, words in groups.items()}

    def anagrams(self, letters: str) -> tuple[str, ...]:
        """Words that use exactly these letters (any order)."""
        return self.by_signature.get("".join(sorted(fold(letters))), ())

    def all_words(self) -> Iterator[str]:
        """Every acceptable word, house rules applied."""
        for word in self.words.as_set | self.house.allow:
            if word not in self.house.deny:
                yield word

    @cached_property
    def sha256(self) -> str:
        """SHA-256 of the word list's files: two tables with the same hash have the same words."""
        import hashlib

        digest = hashlib.sha256()
        for part in self.contents:
            digest.update(part)
        return digest.hexdigest()

    def info(self) -> dict[str, object]:
        """What a table compares to know two referees agree: name, size, content hash."""
        return {"name": self.name, "words": len(self.words), "proper_nouns": len(self.proper),
                "abbreviations": len(self.abbreviations), "sha256": self.sha256,
                "allow": sorted(self.house.allow), "deny": sorted(self.house.deny)}


def letter_mask(word: str) -> int:
    """The set of letters of a folded word as 26 bits (a = bit 0)."""
    mask = 0
    for c in set(word):
        mask |= 1 << (ord(c) - 97)
    return mask


class LetterIndex:
    """Every word with the set of letters it uses as a 26-bit mask, for fast multiset queries.

    A word can only be spelled from some tiles if its letter set is a subset of theirs, and can
    only contain some letters if its set is a superset: one AND per word over a flat array
    (shipped precomputed for the default lexicon, so nothing is built at start-up), then an exact
    count check on the few survivors. Every query gives exactly what a scan of the whole word list
    would (tests/test_letter_index.py holds it to a brute-force oracle).
    """

    def __init__(self, words: Sequence[str], masks: Sequence[int] | None = None,
                 deny: frozenset[str] = frozenset(),
                 frequencies: Callable[[], Sequence[int]] | None = None) -> None:
        self.words = words
        self.masks = masks if masks is not None else array("I", map(letter_mask, words))
        self.deny = deny
        self._frequencies = frequencies

    @cached_property
    def frequencies(self) -> Sequence[int]:
        """How common each word is (higher is commoner), aligned with `words`; 1 when unknown."""
        return self._frequencies() if self._frequencies is not None else [1] * len(self.words)

    def _matching(self, want: int, banned: int = 0, subset_of: int | None = None) -> Iterator[str]:
        deny = self.deny
        if subset_of is not None:
            outside = ~subset_of & 0x3FFFFFF
            hits = (w for m, w in zip(self.masks, self.words, strict=True) if not m & outside)
        else:
            hits = (w for m, w in zip(self.masks, self.words, strict=True)
                    if m & want == want and not m & banned)
        return (w for w in hits if w not in deny)

    def containing(self, letters: str, without: str = "") -> Iterator[str]:
        """Words that contain every letter given, with multiplicity, and none of `without`."""
        need = Counter(fold(letters))
        for word in self._matching(letter_mask("".join(need)), letter_mask(fold(without))):
            if all(word.count(c) >= n for c, n in need.items()):
                yield word

    def spellable(self, tiles: str, min_length: int = 1) -> Iterator[str]:
        """Words that can be laid out from these letters, each used at most once."""
        have = Counter(fold(tiles))
        for word in self._matching(0, subset_of=letter_mask("".join(have))):
            if len(word) >= min_length and all(word.count(c) <= have[c] for c in set(word)):
                yield word

    def avoiding(self, without: str) -> Iterator[str]:
        """Words that use none of these letters (a dead letter)."""
        return self._matching(0, letter_mask(fold(without)))


def _restricted_distance(a: str, b: str) -> int:
    """Optimal-string-alignment distance (edits with neighbour swaps), a dynamic programme."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, previous2[j - 2] + 1)
            current[j] = best
        previous2, previous = previous, current
    return previous[-1]


def _within_two_edits(word: str, other: str, near: set[str]) -> bool:
    """Whether `other` is at most two single edits from `word` (`near`: the words one edit away).

    The alignment distance is exact except when a swap and an insertion overlap (ca -> abc), so a
    distance of 3 is confirmed by meeting in the middle: some string one edit from both.
    """
    distance = _restricted_distance(word, other)
    if distance <= 2:
        return True
    return distance == 3 and not near.isdisjoint(_edits1(other))


def _edits1(word: str) -> set[str]:
    """Every string one delete, transpose, replace or insert away (Damerau-Levenshtein 1)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    transposes = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in ALPHABET]
    inserts = [a + c + b for a, b in splits for c in ALPHABET]
    return set(deletes + transposes + replaces + inserts)


# --- loading ------------------------------------------------------------------------------------
def _uint32s(raw: bytes) -> array[int]:
    """Little-endian unsigned 32-bit numbers, as the build script writes them."""
    numbers = array("I")
    numbers.frombytes(raw)
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers


class WordCounts(Mapping[str, int]):
    """How common each word is, looked up by binary search in the sorted word list.

    Reading two flat arrays costs a few milliseconds; building a 100,000-entry dict cost fifty,
    on every run that corrects a spelling.
    """

    def __init__(self, words: list[str], counts: Sequence[int]) -> None:
        self._words = words
        self._counts = counts

    def __getitem__(self, word: str) -> int:
        index = bisect_left(self._words, word)
        if index < len(self._words) and self._words[index] == word:
            return self._counts[index]
        raise KeyError(word)

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


def _data(name: str) -> bytes:
    with open(os.path.join(DATA_DIR, name), "rb") as handle:
        return handle.read()


def _read_lines(path: str) -> tuple[bytes, list[str]]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise LexiconError(f"cannot read word list: {exc.strerror or exc}", Position(path)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise LexiconError("word list is not valid UTF-8", Position(path, line)) from None
    return raw, text.splitlines()


def load_default(house: HouseRules | None = None) -> Lexicon:
    """The shipped lexicon: sorted `words.txt`, its `counts.txt` and `masks.bin`, the side lists."""
    raw = {kind: _data(f"{kind}.txt") for kind in ("words", "proper", "abbreviations")}

    def counts() -> Mapping[str, int]:
        return WordCounts(raw["words"].decode("ascii").split(), _uint32s(_data("counts.bin")))

    def index() -> tuple[list[str], Sequence[int]]:
        words = raw["words"].decode("ascii").split()
        return words, _uint32s(_data("masks.bin"))

    def frequencies() -> Sequence[int]:
        return _uint32s(_data("counts.bin"))

    return Lexicon(DEFAULT_NAME, WordList(raw["words"]), WordList(raw["proper"]),
                   WordList(raw["abbreviations"]), house or HouseRules(),
                   (raw["words"], raw["proper"], raw["abbreviations"]), counts, index,
                   load_frequencies=frequencies)


def load_word_list(path: str | os.PathLike[str], house: HouseRules | None = None) -> Lexicon:
    """A plain word list, one word a line, `#` comments.

    Where the list records capitalisation (SCOWL, /usr/share/dict/words), an entry found only
    capitalised is a proper noun and one found only in capitals is an abbreviation. Entries with
    apostrophes, hyphens or spaces are left out: the rulebooks never accept them. Earlier lines
    count as commoner, for ranking suggestions.
    """
    path = os.fspath(path)
    raw, lines = _read_lines(path)
    words: dict[str, None] = {}
    capitalised: set[str] = set()
    capitals: set[str] = set()
    for line in lines:
        entry = line.split("#", 1)[0].strip()
        if not entry or any(c.isspace() for c in entry):
            continue
        folded = fold(entry)
        if not is_plain(folded):
            continue
        plain = entry.translate(_SPECIAL_FOLDS)
        if plain == plain.lower():
            words.setdefault(folded)
        elif len(plain) > 1 and plain == plain.upper():
            capitals.add(folded)
        else:
            capitalised.add(folded)
    ordered = list(words)
    word_set = frozenset(ordered)

    def counts() -> dict[str, int]:
        return {word: len(ordered) - index for index, word in enumerate(ordered)}

    return Lexicon(os.path.basename(path), WordList.from_words(ordered),
                   WordList.from_words(capitalised - word_set), WordList.from_words(capitals - word_set),
                   house or HouseRules(), (raw,), counts)


def load_house_rules(path: str | None, allow: Iterable[str] = (), deny: Iterable[str] = ()) -> HouseRules:
    """House rules from a YAML file (`allow: [...]`, `deny: [...]`) plus command-line words."""
    allowed = {fold(w.strip()) for w in allow}
    denied = {fold(w.strip()) for w in deny}
    if path:
        from referee.records import Fields, read_paths

        for item in read_paths([path]):
            if isinstance(item, Exception):
                raise item
            fields = Fields(item.root, "house rules", ["allow", "deny"])
            for key, target in (("allow", allowed), ("deny", denied)):
                node = fields.get(key)
                if node is not None:
                    target.update(fold(w.strip()) for w in node.texts(f"house rules {key}"))
    return HouseRules(frozenset(allowed), frozenset(denied))


@dataclass(frozen=True)
class LexiconChoice:
    """What the user asked for: a word list (or the default) and house rules."""

    path: str | None = None
    house_rules: str | None = None
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()


_cache: dict[LexiconChoice, Lexicon] = {}


def get_lexicon(choice: LexiconChoice | None = None) -> Lexicon:
    """The lexicon for a choice, loaded once per process (`REFEREE_LEXICON` names a default list)."""
    choice = choice or LexiconChoice()
    if choice not in _cache:
        house = load_house_rules(choice.house_rules, choice.allow, choice.deny)
        path = choice.path or os.environ.get(LEXICON_ENV) or None
        _cache[choice] = load_word_list(path, house) if path else load_default(house)
    return _cache[choice]


def base_word_counts() -> dict[str, int]:
    """pyspellchecker's English word frequencies: the base the default lexicon is built from."""
    import gzip
    import json

    import spellchecker

    resource = os.path.join(os.path.dirname(spellchecker.__file__), "resources", "en.json.gz")
    with gzip.open(resource, "rt", encoding="utf-8") as handle:
        data: dict[str, int] = json.load(handle)
    return data
