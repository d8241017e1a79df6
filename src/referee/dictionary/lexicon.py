"""The lexicon: a word list with its proper nouns and abbreviations, house rules on top, and loading."""

from __future__ import annotations

import os
import sys
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

from referee.dictionary.correction import Correction
from referee.dictionary.forms import _SPECIAL_FOLDS, Reason, fold, form_reasons, is_plain
from referee.dictionary.house import HouseRules, load_house_rules
from referee.dictionary.index import LetterIndex, letter_mask
from referee.dictionary.spelling import correct
from referee.dictionary.wordlist import (
    DATA_DIR,
    WordCounts,
    WordList,
    _data,
    _uint32s,
    word_list_lines,
)
from referee.errors import LexiconError, Position

if TYPE_CHECKING:  # the search modules are imported at the first correction, not at start-up
    from referee.dictionary.nearby import NearbyIndex
    from referee.dictionary.search import NearbySearch

LEXICON_ENV = "REFEREE_LEXICON"
DEFAULT_NAME = "referee-en"
HOUSE_ALLOW = "house rules (allow)"
"""The layer a word the house rules allow is valid by."""
VERDICTS_KEPT = 50_000
"""Verdicts the cache keeps before it starts again: a few megabytes, and every word of a game."""


class WordVerdict(NamedTuple):
    """The dictionary's ruling on one word, with the layer that decided it.

    This and the other value types on a cold start's path are named tuples or plain classes, not
    dataclasses: defining a dataclass compiles its methods from source, about a millisecond each
    (docs/benchmarks.md, cold start)."""

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


class Lexicon:
    """A word list with its proper nouns and abbreviations, and a house-rules layer on top.

    `contents`: the raw bytes of the list's files, hashed only when someone asks (`referee
    lexicon`). `load_counts`: how common each word is (higher is commoner), read only when
    spelling is corrected. `load_index`: the words in order with their precomputed letter masks,
    read only for index queries. `load_frequencies`: how common each word of `load_index` is, in
    the same order (ranking index hits without building the `counts` dict: hints). `load_nearby`:
    the shipped index of words near a misspelling, opened at the first correction.
    """

    def __init__(self, name: str, words: WordList, proper: WordList, abbreviations: WordList,
                 house: HouseRules | None = None, contents: tuple[bytes, ...] = (),
                 load_counts: Callable[[], Mapping[str, int]] | None = None,
                 load_index: Callable[[], tuple[list[str], Sequence[int]]] | None = None,
                 load_frequencies: Callable[[], Sequence[int]] | None = None,
                 load_nearby: Callable[[], NearbyIndex | None] | None = None) -> None:
        self.name = name
        self.words = words
        self.proper = proper
        self.abbreviations = abbreviations
        self.house = house if house is not None else HouseRules()
        self.contents = contents
        self.load_counts = load_counts
        self.load_index = load_index
        self.load_frequencies = load_frequencies
        self.load_nearby = load_nearby
        self._listed = f"lexicon {name}"
        """The layer a word of the list is valid by, as its verdict names it (made once, not per word)."""
        self._verdicts: dict[tuple[str, bool], WordVerdict] = {}
        self._in_play: dict[tuple[str, str], str | None] = {}

    def __repr__(self) -> str:
        return f"Lexicon({self.name!r}, {len(self.words)} words)"

    def with_house(self, house: HouseRules) -> Lexicon:
        """The same word list under other house rules, nothing read again (a list from a pipe,
        `--lexicon <(...)`, could not be read twice)."""
        return Lexicon(self.name, self.words, self.proper, self.abbreviations, house, self.contents,
                       self.load_counts, self.load_index, self.load_frequencies, self.load_nearby)

    # --- lookups ------------------------------------------------------------------------------
    def is_word(self, folded: str) -> bool:
        """True if the folded spelling is an acceptable word (house rules included)."""
        return self._accepting(folded) is not None

    def accepted_by(self, word: str) -> str | None:
        """The layer that makes `word`, as written, a valid word (what its verdict's `decided_by`
        says), or None when it is not one: a stream of words asks this first, since a valid word's
        verdict is the same but for the word (`word_rulings`)."""
        folded = fold(word.strip())
        return self._accepting(folded) if is_plain(folded) else None

    def _accepting(self, folded: str) -> str | None:
        """The one statement of which words are valid: house rules' deny beats their allow, which
        adds to the word list; the layer that decides, or None."""
        house = self.house
        if folded in house.deny:
            return None
        if folded in house.allow:
            return HOUSE_ALLOW
        return self._listed if self.words.has(folded) else None

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.is_word(fold(word.strip()))

    def check(self, word: str, suggest: bool = True) -> WordVerdict:
        """Rule on one word: valid or not, every reason, the layer that decided, a suggestion.

        The run's one verdict cache: every game and command asks here, so a word (above all a
        misspelling, whose suggestions cost a search) is ruled once however often it is written.
        """
        verdicts = self._verdicts
        verdict = verdicts.get((word, suggest))
        if verdict is None:
            if len(verdicts) >= VERDICTS_KEPT:
                # Start again rather than drop the oldest: next(iter()) on a dict whose front
                # was deleted walks every deleted slot, which made a long stream quadratic.
                verdicts.clear()
            verdict = verdicts[word, suggest] = self._check(word, suggest)
        return verdict

    def _check(self, word: str, suggest: bool) -> WordVerdict:
        text = word.strip()
        folded = fold(text)
        if is_plain(folded):
            accepted = self._accepting(folded)
            if accepted is not None:
                return WordVerdict(word, folded, True, (), accepted)
            if folded in self.house.deny:
                return WordVerdict(word, folded, False, (Reason.HOUSE_RULE,), "house rules (deny)")
            if folded in self.abbreviations:
                return WordVerdict(word, folded, False, (Reason.ABBREVIATION,),
                                   f"lexicon {self.name} (abbreviations)")
            if folded in self.proper:
                return WordVerdict(word, folded, False, (Reason.PROPER_NOUN,),
                                   f"lexicon {self.name} (proper nouns)")
            correction = self.correct(folded) if suggest else Correction((), None)
            return WordVerdict(word, folded, False, (Reason.NOT_IN_DICTIONARY,),
                               self._listed,
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
        count = self.counts.get(folded)  # the word list's own words: no house-rules look-up
        if count is None:
            return 1 if self.is_word(folded) else 0
        return count

    def counts_of(self, words: Sequence[str]) -> list[int]:
        """Each word's `count`, in order: a misspelling's candidates, looked up together."""
        counts = self.counts
        found = counts.get_many(words) if isinstance(counts, WordCounts) else [counts.get(w) for w in words]
        return [self.count(word) if count is None else count for word, count in zip(words, found, strict=True)]

    @cached_property
    def house_words(self) -> frozenset[str]:
        """The words house rules allow that the word list lacks and that can be words at all:
        plain letters (an allowed `co-op` is still refused for its hyphen, so no hint offers it and
        no misspelling is corrected to it)."""
        if not self.house.allow:
            return frozenset()
        return frozenset(word for word in self.house.allow - self.words.as_set if is_plain(word))

    @cached_property
    def nearby(self) -> NearbySearch:
        """Words within two edits of a misspelling, house rules applied (built at first use)."""
        from referee.dictionary.search import NearbySearch

        def own() -> tuple[Sequence[str], Sequence[int]]:
            if self.load_index is not None:
                return self.load_index()
            words = sorted(self.words.as_set)
            return words, array("I", map(letter_mask, words))

        return NearbySearch(own, self.load_nearby or (lambda: None),
                            self.house_words,
                            self.house.deny)

    def correct(self, folded: str) -> Correction:
        """Closest words and the clear correction, if any (the rule is in `meant.meant`)."""
        return correct(self, folded)

    def correct_in_play(self, folded: str, letters: str, clear: str | None) -> str | None:
        """The word a misspelling whose clear correction is `clear` is read as with `letters` in
        play (the rule is in `in_play`): searched once a run per word and letters."""
        key = (folded, "".join(sorted(letters.upper())))
        known = self._in_play
        if key not in known:
            from referee.dictionary.in_play import correct_in_play  # loaded at the first one

            if len(known) >= VERDICTS_KEPT:
                known.clear()
            known[key] = correct_in_play(self, folded, letters, clear)
        return known[key]

    # --- letter-multiset index -----------------------------------------------------------------
    @cached_property
    def index(self) -> LetterIndex:
        """The letter-multiset index over every acceptable word, loaded once on first use."""
        words, masks = self.load_index() if self.load_index is not None else (sorted(self.words), None)
        base = len(words)
        extra = sorted(self.house_words)
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

    def all_words(self) -> Iterator[str]:
        """Every acceptable word, house rules applied."""
        for word in self.words.as_set | self.house_words:
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


def load_default(house: HouseRules | None = None) -> Lexicon:
    """The shipped lexicon: sorted `words.txt` and the side lists, with its `counts.bin`,
    `masks.bin` and `nearby.bin` each read only when first needed."""
    raw = {kind: _data(f"{kind}.txt") for kind in ("words", "proper", "abbreviations")}

    def counts() -> Mapping[str, int]:
        return WordCounts(raw["words"].decode("ascii").split(), _uint32s(_data("counts.bin")))

    def index() -> tuple[list[str], Sequence[int]]:
        words = raw["words"].decode("ascii").split()
        return words, _uint32s(_data("masks.bin"))

    def frequencies() -> Sequence[int]:
        return _uint32s(_data("counts.bin"))

    def nearby() -> NearbyIndex | None:
        from referee.dictionary.nearby import NEARBY_FILE, NearbyIndex

        try:
            return NearbyIndex.open(os.path.join(DATA_DIR, NEARBY_FILE), raw["words"])
        except (OSError, ValueError):
            return None  # no index for this list: the search scans instead

    return Lexicon(DEFAULT_NAME, WordList(raw["words"]), WordList(raw["proper"]),
                   WordList(raw["abbreviations"]), house or HouseRules(),
                   (raw["words"], raw["proper"], raw["abbreviations"]), counts, index,
                   load_frequencies=frequencies, load_nearby=nearby)


def load_word_list(path: str | os.PathLike[str], house: HouseRules | None = None) -> Lexicon:
    """A plain word list file (`--lexicon`; `-` is stdin), read once and made a lexicon by
    `word_list_from_bytes`, named as `list_file.list_name` says. The reader is imported here:
    a run with the built-in list (every cold `check-word`) never needs it."""
    from referee.dictionary.list_file import read_list_file

    listed = read_list_file(os.fspath(path), "--lexicon")
    return word_list_from_bytes(listed.raw, listed.source, house, listed.name)


def word_list_from_bytes(raw: bytes, source: str, house: HouseRules | None = None,
                         name: str | None = None) -> Lexicon:
    """A plain word list, one word a line, `#` comments, from its bytes (errors name `source`;
    the lexicon is `name`, by default the last part of `source`).

    Where the list records capitalisation (SCOWL, /usr/share/dict/words), an entry found only
    capitalised is a proper noun and one found only in capitals is an abbreviation. Entries with
    apostrophes, hyphens or spaces are left out: the rulebooks never accept them. Earlier lines
    count as commoner, for ranking suggestions.
    """
    lines = word_list_lines(raw, source)
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
    if not ordered:
        raise LexiconError("word list has no words (it is empty, or holds only comments, names and "
                           "abbreviations): every word would be refused", Position(source))
    word_set = frozenset(ordered)

    def counts() -> dict[str, int]:
        return {word: len(ordered) - index for index, word in enumerate(ordered)}

    return Lexicon(name or os.path.basename(source), WordList.from_words(ordered),
                   WordList.from_words(capitalised - word_set), WordList.from_words(capitals - word_set),
                   house or HouseRules(), (raw,), counts)


class LexiconChoice(NamedTuple):
    """What the user asked for: a word list (or the default) and house rules."""

    path: str | None = None
    house_rules: str | None = None
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    from_environment: bool = False  # `path` is $REFEREE_LEXICON's, not an option typed with the command


_cache: dict[tuple[LexiconChoice, object], Lexicon] = {}


def get_lexicon(choice: LexiconChoice | None = None) -> Lexicon:
    """The lexicon for a choice, loaded once per process (`REFEREE_LEXICON` names a default list).

    A list or house rules read from `-` are kept for that stdin only: an in-process run with
    another stdin (a test's) reads its own."""
    choice = choice or LexiconChoice()
    path = choice.path or os.environ.get(LEXICON_ENV) or None
    key = (choice, sys.stdin if "-" in (path, choice.house_rules) else None)
    if key not in _cache:
        house = load_house_rules(choice.house_rules, choice.allow, choice.deny)
        try:
            _cache[key] = load_word_list(path, house) if path else load_default(house)
        except LexiconError as exc:
            if not (path and (choice.from_environment or not choice.path)):
                raise
            # A list the command line does not name: where it came from, and the way back.
            raise LexiconError(f"{exc.message} (${LEXICON_ENV} names this list; unset it for the built-in one)",
                               exc.where) from None
    return _cache[key]

