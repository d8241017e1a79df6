"""Word lists as shipped bytes: sorted text searched in place, flat arrays of counts and masks.

A cold `referee check-word WORD` then costs one file read, not building a 100,000-word set.
"""

from __future__ import annotations

import io
import os
import sys
from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TypeVar, overload

from referee.errors import LexiconError, Position, RefereeError

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")


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
        self.has: Callable[[str], bool] = self._looked_up
        """Whether a word is in the list: the binary search, then the set's own look-up once the set
        is built, so a stream's look-up is one call into C (`in` adds a call in Python)."""

    @classmethod
    def from_words(cls, words: Iterable[str]) -> WordList:
        return cls("".join(f"{w}\n" for w in sorted(set(words))).encode("ascii"))

    @property
    def as_set(self) -> frozenset[str]:
        if self._set is None:
            self._set = frozenset(self._raw.decode("ascii").split())
            self.has = self._set.__contains__
        return self._set

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.has(word)

    def _looked_up(self, word: str) -> bool:
        """`has` until the set is built: a binary search, or the set once asked `SET_AFTER` times."""
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


def _uint32s(raw: bytes) -> array[int]:
    """Little-endian unsigned 32-bit numbers, as the build script writes them."""
    numbers = array("I")
    numbers.frombytes(raw)
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers


_Default = TypeVar("_Default")


class WordCounts(Mapping[str, int]):
    """How common each word is: a binary search in the sorted word list for a few look-ups, a
    dict once asked often (`DICT_AFTER`).

    Reading two flat arrays costs a few milliseconds; building the dict of 119,577 counts costs
    about thirty, too much for every run that corrects a spelling. A misspelling's ranking asks for hundreds of counts,
    a stream of misspellings for millions, and a look-up in the dict is twenty times cheaper.
    """

    DICT_AFTER = 2_048
    """Look-ups by binary search before the dict is built, so a run that corrects a few words
    never pays the thirty milliseconds for it."""

    def __init__(self, words: list[str], counts: Sequence[int]) -> None:
        self._words = words
        self._counts = counts
        self._dict: dict[str, int] | None = None
        self._lookups = 0

    def __getitem__(self, word: str) -> int:
        count = self.get(word)
        if count is None:
            raise KeyError(word)
        return count

    @overload
    def get(self, word: str, /) -> int | None: ...
    @overload
    def get(self, word: str, default: int, /) -> int: ...
    @overload
    def get(self, word: str, default: _Default, /) -> int | _Default: ...

    def get(self, word: str, default: object = None, /) -> object:
        """The count, or `default`, without Mapping.get's KeyError round trip (typed as Mapping's)."""
        if self._dict is not None:
            return self._dict.get(word, default)
        self._lookups += 1
        if self._lookups > self.DICT_AFTER:
            self._dict = dict(zip(self._words, self._counts, strict=True))
            return self._dict.get(word, default)
        index = bisect_left(self._words, word)
        if index < len(self._words) and self._words[index] == word:
            return self._counts[index]
        return default

    def get_many(self, words: Sequence[str]) -> list[int | None]:
        """Each word's count or None, in order: a misspelling's ranking asks for a hundred at
        once, and once the dict is built they are one look-up each without a call per word."""
        if self._dict is None and self._lookups + len(words) <= self.DICT_AFTER:
            return [self.get(word) for word in words]
        if self._dict is None:
            self._dict = dict(zip(self._words, self._counts, strict=True))
        return list(map(self._dict.get, words))

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


def _data(name: str) -> bytes:
    with open(os.path.join(DATA_DIR, name), "rb") as handle:
        return handle.read()


MAX_WORD_LIST_BYTES = 16 * 1024 * 1024
"""A word list of at most 16 MiB (the largest SCOWL list is 7 MB): a bigger file is refused
before it is read, instead of taking gigabytes."""
MAX_WORD_LIST_MEBIBYTES = MAX_WORD_LIST_BYTES // (1024 * 1024)
"""The same, as error lines give it."""


def word_list_lines(raw: bytes, source: str) -> Iterator[str]:
    """A list's lines as the docs promise: at most 16 MiB of UTF-8 (a byte order mark dropped),
    each line at most 64 KiB; a problem is one error naming `source` and the list's line."""
    from referee.textlines import text_lines

    if len(raw) > MAX_WORD_LIST_BYTES:
        raise LexiconError(f"word list larger than {MAX_WORD_LIST_MEBIBYTES} MiB; a "
                           f"dictionary is a few megabytes", Position(source))

    def lines() -> Iterator[str]:
        for _, line in text_lines(io.BytesIO(raw), source):
            if isinstance(line, RefereeError):
                raise LexiconError(f"word list: {line.message}", line.where)
            yield line

    return lines()
