"""One round's lists ruled: which words are crossed off and the points (rulebook steps 5-6).

Any word on more than one player's list is crossed off every list; each player scores one point
per word left. Rulings where the rulebook is silent are those of the contract's section 10 and
docs/letter-roll.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from referee.dictionary import Lexicon, Reason, fold, missing_letters
from referee.games.reading import reading_in_play
from referee.games.word_rules import round_letters, too_short


class Status(str, Enum):
    """What happened to a word on the sheet."""

    SCORED = "scored"
    CROSSED = "crossed"


class CrossOff(str, Enum):
    """Why a word is crossed off that is not about the word itself but about the lists."""

    DUPLICATE = "duplicate"
    """On more than one player's list: crossed off every list that has it."""
    REPEATED = "repeated"
    """Written again by the same player: the first counts, this one is crossed."""


class WordAsRead(NamedTuple):
    """What the dictionary makes of one written word, the same whoever wrote it.

    `spelled` is the spelling the word is compared and checked as: the folded word, or its clear
    correction (a misspelling is not penalised when the correct spelling is clear). (A named
    tuple, as `ListedWord`: one is made for every word of every list, and a frozen dataclass's
    `__init__` sets each field through `object.__setattr__`, several times slower.)
    """

    spelled: str
    corrected: str | None
    suggestion: str | None
    faults: tuple[str, ...]
    missing: tuple[str, ...]
    length: int


def read_word(lexicon: Lexicon, word: str, letters: Sequence[str]) -> WordAsRead:
    """Dictionary verdict, spelling correction in the light of the letters in play (`nife` on
    K-N-F is knife) and the letters it lacks (with multiplicity).

    The lexicon caches its verdicts for the whole run, across rounds, records and games.
    """
    verdict = lexicon.check(word)
    reading = reading_in_play(lexicon, verdict, letters)
    spelled, corrected = reading.spelled, reading.corrected
    suggestion = None if verdict.valid or corrected else verdict.suggestion
    plain = round_letters(spelled)
    missing = tuple(missing_letters(plain, letters))
    dictionary = reading.faults
    if not dictionary and not missing:  # the usual word: nothing wrong to list
        return WordAsRead(spelled, corrected, suggestion, (), (), len(plain))
    faults = [reason.value for reason in dictionary]
    if missing:
        faults.append(Reason.MISSING_LETTERS.value)
    return WordAsRead(spelled, corrected, suggestion, tuple(faults), missing, len(plain))


class ListedWord(NamedTuple):
    """One word on one player's list: scored or crossed, and every reason why."""

    word: str
    status: Status
    reasons: tuple[str, ...]
    corrected: str | None
    suggestion: str | None
    shared_with: tuple[str, ...]
    missing: tuple[str, ...]
    spelled: str
    """The spelling the word was compared and checked as (`WordAsRead.spelled`): the folded word,
    or its clear correction; what `--analyse` counts as a word the table found."""


@dataclass(frozen=True)
class ListRuling:
    """A player's list for one round, ruled: the points are the words not crossed off."""

    player: str
    words: tuple[ListedWord, ...]

    @cached_property
    def score(self) -> int:
        """The words not crossed off (counted once: the totals, the claims and the output ask)."""
        return sum(1 for w in self.words if w.status is Status.SCORED)


def rule_lists(lexicon: Lexicon, letters: Sequence[str], lists: Mapping[str, Sequence[str]],
               min_length: Mapping[str, int] | None = None) -> dict[str, ListRuling]:
    """Rule every list of one round (rulebook steps 5-6 and contract section 10).

    A word is crossed when another player has it too (`duplicate`, compared on the corrected,
    case- and accent-folded spelling, whatever else is wrong with it), when the same player
    wrote it before (`repeated`), or for its own faults: not a word, proper noun, hyphen,
    apostrophe, abbreviation, missing a letter in play, shorter than the player's minimum.
    """
    letters = "".join(letters).upper()  # the letters in play, one string: each word is counted against it
    min_length = min_length or {}
    cache: dict[str, WordAsRead] = {}
    readings: dict[str, list[WordAsRead]] = {}
    owners: dict[str, list[str]] = {}
    for player, words in lists.items():
        readings[player] = []
        for word in words:
            key = fold(word.strip())
            reading = cache.get(key)
            if reading is None:
                reading = cache[key] = read_word(lexicon, word, letters)
            readings[player].append(reading)
            holders = owners.setdefault(reading.spelled, [])
            if player not in holders:
                holders.append(player)
    rulings: dict[str, ListRuling] = {}
    for player, words in lists.items():
        seen: set[str] = set()
        ruled: list[ListedWord] = []
        minimum = min_length.get(player)
        for word, reading in zip(words, readings[player], strict=True):
            holders = owners[reading.spelled]
            others = () if len(holders) == 1 else tuple(p for p in holders if p != player)  # 1: this player
            reasons: list[str] = []
            if others:
                reasons.append(CrossOff.DUPLICATE.value)
            if reading.spelled in seen:
                reasons.append(CrossOff.REPEATED.value)
            seen.add(reading.spelled)
            reasons.extend(reading.faults)
            if too_short(reading.length, minimum):
                reasons.append(Reason.TOO_SHORT.value)
            status = Status.CROSSED if reasons else Status.SCORED
            ruled.append(ListedWord(word, status, tuple(reasons), reading.corrected,
                                    reading.suggestion, others, reading.missing, reading.spelled))
        rulings[player] = ListRuling(player, tuple(ruled))
    return rulings
