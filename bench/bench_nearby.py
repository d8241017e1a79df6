"""The nearby-words search against its pure-Python form, side by side: same answers, less time.

Over the batch's 50,000 random non-words (bench_check_word.batch_file, the same seed) each search
runs through the shipped index three ways: as it was before the index had its presence bitset and
before the distances were left to rapidfuzz (every key's bucket walked; each candidate's length
and letter set tested, then the distance worked out in Python, the code kept below); with the
bitset but the Python distance (what the bitset alone is worth); and `NearbyIndex.near` as it is.
Every answer must be identical, word and distance; the script exits 1 on the first difference.
CPU time, alternating the three.

    python bench/bench_nearby.py            # --runs N (default 3)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from itertools import accumulate
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from referee.dictionary.index import letter_mask  # noqa: E402
from referee.dictionary.nearby import _FINGERPRINT, _LONG, NearbyIndex, key_codes  # noqa: E402


# --- the distance as it was worked out in Python ----------------------------------------------
def _mismatch(a: str, b: str) -> int:
    """Where two strings first differ (the shorter one's length when one begins the other)."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def within_one(a: str, b: str) -> bool:
    """Whether two strings are equal or one delete, insert, replacement or neighbour swap apart."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    i = _mismatch(a, b)
    if la == lb:
        if a[i + 1:] == b[i + 1:]:
            return True
        return a[i + 2:] == b[i + 2:] and a[i] == b[i + 1] and a[i + 1] == b[i]
    if la == lb + 1:
        return a[i + 1:] == b[i:]
    if lb == la + 1:
        return a[i:] == b[i + 1:]
    return False


def python_distance(a: str, b: str) -> int:
    """The number of single edits from `a` to `b` when it is at most two, else 3.

    Unrestricted Damerau-Levenshtein: a swap and an insertion between the swapped letters
    (ca -> abc) are two edits, as two slips of the pen. The common beginning and end are set
    aside first (they never need an edit); what differs between them is either short, and
    tried edit by edit, or long, and then two edits must be one at each end of it.
    """
    if a == b:
        return 0
    la, lb = len(a), len(b)
    if la - lb > 2 or lb - la > 2:
        return 3
    n = la if la < lb else lb
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    k = 0
    while k < n - i and a[la - 1 - k] == b[lb - 1 - k]:
        k += 1
    a, b = a[i:la - k], b[i:lb - k]
    la, lb = len(a), len(b)
    if la <= 2 and lb <= 2:  # two letters each way at most: never more than two edits
        if la + lb == 1 or la == lb == 1 or (la == lb == 2 and a[0] == b[1] and a[1] == b[0]):
            return 1
        return 2
    if la <= 4 and lb <= 4:
        # Only which letters are equal matters, and few short patterns exist: each is worked
        # out once (abc/bad and xyz/yxw are one pattern: where each letter of a + b first
        # occurs in it, and where b begins).
        both = a + b
        pattern = (la, *map(both.index, both))
        edits = _SHORT.get(pattern)
        if edits is None:
            edits = _SHORT[pattern] = _short_distance(a, b)
        return edits
    return 2 if _one_edit_at_each_end(a, b) else 3


_SHORT: dict[tuple[int, ...], int] = {}
"""`_short_distance` by pattern of equal letters (at most a few thousand patterns)."""


def _short_distance(a: str, b: str) -> int:
    """`distance` for short strings that differ in their first and in their last letter."""
    if within_one(a, b):
        return 1
    if within_one(a[1:], b[1:]) or within_one(a[1:], b) or within_one(a, b[1:]):
        return 2
    if len(a) > 1 and a[1] == b[:1] and within_one(a[0] + a[2:], b[1:]):
        return 2
    if len(b) > 1 and b[1] == a[:1] and within_one(a[1:], b[0] + b[2:]):
        return 2
    return 3


def _one_edit_at_each_end(a: str, b: str) -> bool:
    """Whether one edit at the start and one at the end (replace, delete, insert, swap) make a b."""
    la, lb = len(a), len(b)
    starts = [(1, 1), (1, 0), (0, 1)]
    if a[0] == b[1] and a[1] == b[0]:
        starts.append((2, 2))
    ends = [(1, 1), (1, 0), (0, 1)]
    if a[-1] == b[-2] and a[-2] == b[-1]:
        ends.append((2, 2))
    for s1, s2 in starts:
        for e1, e2 in ends:
            if la - s1 - e1 == lb - s2 - e2 >= 0 and a[s1:la - e1] == b[s2:lb - e2]:
                return True
    return False


# --- the search with and without the presence bitset, the Python distance -------------------
def python_near(index: NearbyIndex, presence: bool) -> Callable[[str], dict[str, int]]:
    """`NearbyIndex.near` before rapidfuzz, over the same index, with or without the bitset."""
    offsets, entries, bits = index._offsets, index._entries, index._bits
    bitset, low = index._presence, index._presence_mask
    starts, raw = index._starts, index._raw
    masks = [letter_mask(w) for w in raw.decode("ascii").split("\n")[:-1]]
    words: dict[int, str] = {}

    def candidates(folded: str) -> set[int]:
        mask = (1 << bits) - 1
        seen: set[int] = set()
        for code in key_codes(folded[:index.prefix].encode("ascii")):
            if presence and not bitset[(code & low) >> 3] >> (code & 7) & 1:
                continue
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
                    seen.update(accumulate(entries[at:at + count]))
                    break
                at += count
        return seen

    def near(folded: str) -> dict[str, int]:
        length, mask = len(folded), letter_mask(folded)
        found: dict[str, int] = {}
        for number in candidates(folded):
            start = starts[number]
            size = starts[number + 1] - 1 - start
            if size - length > 2 or length - size > 2 or (masks[number] ^ mask).bit_count() > 4:
                continue
            word = words.get(number)
            if word is None:
                word = words[number] = raw[start:start + size].decode("ascii")
            edits = python_distance(folded, word)
            if 0 < edits <= 2:
                found[word] = edits
        return found

    return near


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from bench_check_word import batch_non_words

    non_words = batch_non_words()
    index = NearbyIndex.open(lexicon_data("nearby.bin"), lexicon_data("words.txt").read_bytes())
    searches = {"before": python_near(index, presence=False), "bitset only": python_near(index, presence=True),
                "now": index.near}
    for word in non_words:
        answers = {name: search(word) for name, search in searches.items()}
        if len({tuple(sorted(a.items())) for a in answers.values()}) > 1:
            sys.exit(f"different answers for {word!r}: {answers}")
    times: dict[str, list[float]] = {name: [] for name in searches}
    for _ in range(args.runs):
        for name, search in searches.items():
            start = time.process_time()
            for word in non_words:
                search(word)
            times[name].append((time.process_time() - start) / len(non_words) * 1e6)
    found = sum(1 for word in non_words if index.near(word))
    print(f"{len(non_words):,} non-words, {found:,} with a word within two edits: every answer identical")
    then = statistics.median(times["before"])
    for name in searches:
        median = statistics.median(times[name])
        print(f"CPU per search (median of {args.runs}), {name}: {median:.1f} µs ({median / then:.2f}x)")


def lexicon_data(name: str) -> Path:
    import referee

    return Path(referee.__file__).parent / "data" / name


if __name__ == "__main__":
    main()
