"""Words near a misspelling: every word at most two edits away, with its distance, from an index.

An edit is a delete, an insert, a replacement or a swap of neighbours (Damerau-Levenshtein
distance, as a player counts slips of the pen). The search is the symmetric-delete method: two
strings are at most two edits apart only if deleting at most two letters from each gives the
same string, so every word is filed under the strings its first `PREFIX` letters leave when up
to two letters are deleted, and a misspelling looks up the strings it leaves: a few dozen look-
ups and a few dozen candidates to check, instead of generating or scanning a hundred thousand.

The index is one flat file (`data/nearby.bin`, written by `tools/build_lexicon.py` with the word
list it belongs to) read through mmap: buckets of word numbers, delta-coded in 16 bits, found by
a 64-bit code of the key (`key_code`). A key whose bucket it shares with others only adds candidates, never loses
one, and every candidate is checked with the exact distance, so hash collisions cost time, not
answers. Most keys a misspelling makes are filed nowhere (19 in 20 for random letters), so a
bitset with one bit per low `PRESENCE_BITS` bits of a key's code answers "filed nowhere" before
any bucket is walked. tests/test_nearby.py holds it to a brute-force oracle.
"""

from __future__ import annotations

import mmap
import os
import struct
import sys
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import accumulate, chain, combinations
from typing import Literal
from zlib import crc32

from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extract

PREFIX = 8
"""Keys are made from a word's first this many letters: more letters, fewer candidates per look-up
but a bigger file (docs/benchmarks.md has the measurements)."""
NEARBY_FILE = "nearby.bin"
MAGIC = b"RFNB"
VERSION = 3
_HEADER = struct.Struct("<4sIIIIIIII")
"""magic, version, key prefix, bucket bits, presence bits, words, entries, bytes and CRC-32 of
the word list"""
PRESENCE_BITS = 24
"""The presence bitset has one bit for each value of a key code's low this many bits (2 MiB):
with about a million and a half keys filed (8-letter prefixes: 8.6% of the bits set), a key filed
nowhere finds its bit clear 11 times in 12."""
_STEP = 0xFFFF
"""The largest gap between two word numbers one 16-bit entry holds; a longer gap takes several."""
_FINGERPRINT = 0xFFF
_LONG = 15
LIST_AFTER = 64
"""Searches after which the index splits its whole word list once (about 5 ms, 8 MB), so that a
stream of misspellings takes its candidates by number in compiled code; until then each
candidate is cut out of the list alone, and a one-word check never pays for the split."""
_NUMBER_BITS = 24
"""The bits a word number takes while the index is built (each key filed is its code above
them, then sorted): an index numbers fewer than 2**24 words."""


# --- the distance ---------------------------------------------------------------------------
def distance(a: str, b: str) -> int:
    """The number of single edits from `a` to `b` when it is at most two, else 3.

    Unrestricted Damerau-Levenshtein, as a player counts slips of the pen: a delete, an insert, a
    replacement or a swap of neighbours is one edit, and a swap and an insertion between the
    swapped letters (ca -> abc) are two. rapidfuzz computes it in compiled code, stopping once
    the answer is over two (tests/test_nearby.py holds it to the edit graph).
    """
    return int(DamerauLevenshtein.distance(a, b, score_cutoff=2))


# --- keys -----------------------------------------------------------------------------------
_XXPRIME_1, _XXPRIME_2, _XXPRIME_5 = 11400714785074694791, 14029467366897019727, 2870177450012600261
_LENGTH_MIX = _XXPRIME_5 ^ 3527539
_BITS_64 = (1 << 64) - 1


def key_code(key: tuple[int, ...]) -> int:
    """The code of one key (a delete of a prefix, as its byte values): CPython's 64-bit hash of a
    tuple of small integers (an xxHash-style mix of each item), spelled out. The index is built
    and searched with the interpreter's own `hash`, which computes this in C; where the
    interpreter's tuple hash is another (a 32-bit build, another implementation), this is used
    instead, slower, with the same answers. tests/test_nearby.py holds the two equal."""
    acc = _XXPRIME_5
    for lane in key:
        acc = (acc + lane * _XXPRIME_2) & _BITS_64
        acc = ((acc << 31 | acc >> 33) & _BITS_64) * _XXPRIME_1 & _BITS_64
    acc = (acc + (len(key) ^ _LENGTH_MIX)) & _BITS_64
    if acc == _BITS_64:
        return 1546275796
    return acc - (1 << 64) if acc >> 63 else acc


_NATIVE = all(hash(key) == key_code(key) for key in ((), (1, 2, 3), tuple(b"qhdkrnvb"), tuple(range(200, 256))))
"""Whether this interpreter's `hash` of a tuple of small integers is `key_code`."""
_code: Callable[[tuple[int, ...]], int] = hash if _NATIVE else key_code


def key_codes(head: bytes) -> Iterator[int]:
    """The code (`key_code`) of each string a prefix (already cut and encoded) leaves when at most
    two letters are deleted: what a word is filed under and what a search looks up. The deletes
    are made by `itertools.combinations` over the prefix's bytes and hashed by `map`, all in
    compiled code: a search makes up to 37 keys per misspelling. Two deletes can leave the same
    key (either l of `ll`; `ab` or `ba` of `aba`; a prefix of one letter or none gives the empty
    key more than once), and its code then comes again: a search looks it up again, and
    `build_index` files it once."""
    n = len(head)
    return map(_code, chain(combinations(head, n), combinations(head, n - 1 if n else 0),
                            combinations(head, n - 2 if n > 1 else 0)))


def _bucket_bits(keys: int) -> int:
    """About one bucket for every two keys: a small table, and a short walk in each bucket."""
    return max(4, (max(1, keys // 2)).bit_length())


# --- building -------------------------------------------------------------------------------
def build_index(words: Sequence[str], prefix: int = PREFIX) -> bytes:
    """The index file for these words (sorted, as in words.txt): what `NearbyIndex` reads.

    Layout, little-endian: header; the presence bitset (bit `code % 2**presence` set when some key
    with that code is filed); bucket offsets (uint32, one more than buckets); entries
    (uint16): in each bucket, for each key, a head (fingerprint << 4 | count, count 15 meaning
    the count follows) and the gaps between the key's sorted word numbers (a gap over 65535 is
    split into steps, whose intermediate numbers are harmless extra candidates); then each
    word's byte offset in words.txt (uint32, one more than words), so a hit is read without
    splitting the list. Two keys with the same bucket and fingerprint share one list.
    """
    if len(words) >= 1 << _NUMBER_BITS:
        raise ValueError(f"{len(words)} words: more than the index numbers")
    filed = [code << _NUMBER_BITS | number
             for number, word in enumerate(words) for code in set(key_codes(word[:prefix].encode("ascii")))]
    codes = {code >> _NUMBER_BITS for code in filed}
    bits = _bucket_bits(len(codes))
    presence_bits = min(PRESENCE_BITS, bits + 5)
    presence = bytearray(1 << presence_bits - 3)
    for code in codes:
        low = code & (1 << presence_bits) - 1
        presence[low >> 3] |= 1 << (low & 7)
    mask = (1 << bits) - 1
    # Order by bucket, then fingerprint, then word number: one pass then writes every list.
    numbers_mask = (1 << _NUMBER_BITS) - 1
    filed = sorted(((code >> _NUMBER_BITS & mask) << 12 | (code >> _NUMBER_BITS + bits) & _FINGERPRINT)
                   << _NUMBER_BITS | code & numbers_mask for code in filed)
    offsets = array("I", [0] * ((1 << bits) + 1))
    entries = array("H")
    at, total = 0, len(filed)
    while at < total:
        group = filed[at] >> _NUMBER_BITS
        end = at
        gaps: list[int] = []
        previous = 0
        while end < total and filed[end] >> _NUMBER_BITS == group:
            gap = (filed[end] & numbers_mask) - previous
            previous += gap
            while gap > _STEP:
                gaps.append(_STEP)
                gap -= _STEP
            gaps.append(gap)
            end += 1
        at = end
        gaps = [g for i, g in enumerate(gaps) if g or i == 0]  # one key's word twice: same number
        if len(gaps) > _STEP:
            raise ValueError(f"{len(gaps)} words under one key: more than the index holds")
        fingerprint = group & _FINGERPRINT
        if len(gaps) < _LONG:
            entries.append(fingerprint << 4 | len(gaps))
        else:
            entries.extend((fingerprint << 4 | _LONG, len(gaps)))
        entries.extend(gaps)
        offsets[(group >> 12) + 1] = len(entries)
    for bucket in range(1, len(offsets)):  # empty buckets end where the one before them ends
        if offsets[bucket] < offsets[bucket - 1]:
            offsets[bucket] = offsets[bucket - 1]
    starts = array("I", accumulate((len(w) + 1 for w in words), initial=0))
    if sys.byteorder != "little":
        for part in (offsets, entries, starts):
            part.byteswap()
    raw = "".join(f"{w}\n" for w in words).encode("ascii")
    header = _HEADER.pack(MAGIC, VERSION, prefix, bits, presence_bits, len(words), len(entries), len(raw),
                          crc32(raw))
    pad = b"\0" * (len(entries) % 2 * 2)  # keep the uint32 word offsets 4-byte aligned
    return header + bytes(presence) + offsets.tobytes() + entries.tobytes() + pad + starts.tobytes()


def write_nearby_index(data_dir: str | os.PathLike[str], words: Sequence[str]) -> int:
    """Write `nearby.bin` for the sorted words of `words.txt` beside it; the file's size in bytes.

    `tools/build_lexicon.py` calls this with the list it has just written, so one build writes
    every data file; `tools/build_nearby.py` rebuilds the index alone.
    """
    data = build_index(words)
    with open(os.path.join(data_dir, NEARBY_FILE), "wb") as handle:
        handle.write(data)
    return len(data)


# --- searching ------------------------------------------------------------------------------
class NearbyIndex:
    """Every word at most two edits from a misspelling, from an index `build_index` wrote."""

    def __init__(self, data: bytes | mmap.mmap, words_raw: bytes) -> None:
        if len(data) < _HEADER.size:
            raise ValueError("not a nearby-words index of this version")
        magic, version, prefix, bits, presence_bits, count, entries, size, check = _HEADER.unpack_from(data)
        if magic != MAGIC or version != VERSION:
            raise ValueError("not a nearby-words index of this version")
        if size != len(words_raw) or check != crc32(words_raw):
            raise ValueError("the nearby-words index was built for another word list")
        self.prefix = prefix
        self._bits = bits
        self._raw = words_raw
        view = memoryview(data)[_HEADER.size:]
        self._presence_mask = (1 << presence_bits) - 1
        self._presence = view[:1 << presence_bits - 3]
        view = view[1 << presence_bits - 3:]
        ends = (4 * ((1 << bits) + 1), 2 * entries + (entries % 2 * 2), 4 * (count + 1))
        self._offsets = _numbers(view[:ends[0]], "I")
        self._entries = _numbers(view[ends[0]:ends[0] + ends[1]], "H")
        self._starts = _numbers(view[ends[0] + ends[1]:sum(ends)], "I")
        self._listed: list[str] | None = None
        self._searches = 0

    @classmethod
    def open(cls, path: str | os.PathLike[str], words_raw: bytes) -> NearbyIndex:
        """The shipped index, mapped rather than read: only the buckets a search touches are paged in."""
        with open(path, "rb") as handle:
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        return cls(data, words_raw)

    @classmethod
    def of_words(cls, words: Iterable[str], prefix: int = PREFIX) -> NearbyIndex:
        """An index built in memory, for a word list that ships without one."""
        ordered = sorted(set(words))
        raw = "".join(f"{w}\n" for w in ordered).encode("ascii")
        return cls(build_index(ordered, prefix), raw)

    def _candidates(self, folded: str) -> set[int]:
        """Numbers of the words filed under one of the misspelling's keys (a superset of the answer)."""
        offsets, entries, bits = self._offsets, self._entries, self._bits
        presence, low = self._presence, self._presence_mask
        mask = (1 << bits) - 1
        seen: set[int] = set()
        update = seen.update
        for code in key_codes(folded[:self.prefix].encode("ascii")):
            if not presence[(code & low) >> 3] >> (code & 7) & 1:
                continue  # no key with these low bits is filed: nothing to walk
            bucket = code & mask
            at, end = offsets[bucket], offsets[bucket + 1]
            fingerprint = (code >> bits) & _FINGERPRINT
            while at < end:
                head = entries[at]
                count = head & _LONG
                at += 1
                if count == _LONG:
                    count = entries[at]
                    at += 1
                if head >> 4 == fingerprint:
                    update(accumulate(entries[at:at + count]))
                    break
                at += count
        return seen

    def near(self, folded: str) -> dict[str, int]:
        """Every word one or two edits from `folded` (never `folded` itself), with its distance.

        The candidates' distances are worked out in one call into rapidfuzz, which sets aside a
        word too long or too short before any table is filled: cheaper than any test in Python.
        With no candidate at all there is nothing to call it for.
        """
        listed = self._listed
        if listed is None:
            self._searches += 1
            if self._searches > LIST_AFTER:
                listed = self._listed = self._raw.decode("ascii").split("\n")
        if listed is not None:
            choices = list(map(listed.__getitem__, self._candidates(folded)))
        else:
            starts, raw = self._starts, self._raw
            choices = [raw[starts[n]:starts[n + 1] - 1].decode("ascii") for n in self._candidates(folded)]
        if not choices:  # four in five random non-words: no key filed anywhere
            return {}
        return {word: edits for word, edits, _ in extract(folded, choices, scorer=DamerauLevenshtein.distance,
                                                           score_cutoff=2, limit=None) if edits}


def _numbers(view: memoryview, code: Literal["H", "I"]) -> Sequence[int]:
    """A little-endian block of uint16 or uint32 without copying it where the machine is little-endian."""
    if sys.byteorder == "little":
        return view.cast(code)
    numbers = array(code)
    numbers.frombytes(view.tobytes())
    numbers.byteswap()
    return numbers
