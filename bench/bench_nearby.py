"""The nearby-words search against its previous form, side by side: same answers, less time.

Over the batch's 50,000 random non-words (bench_check_word.batch_file, the same seed) each search
runs through the shipped index twice: `NearbyIndex.near` as it is, and the search as it was before
its hot loop was tightened (keys from `delete_keys` hashed one by one, a letter-pattern tuple built
for every short comparison; kept below, verbatim in effect). Every answer must be identical, word
and distance; the script exits 1 on the first difference. CPU time, alternating the two.

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
from zlib import crc32

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from referee.dictionary.index import letter_mask  # noqa: E402
from referee.dictionary.nearby import (  # noqa: E402
    _FINGERPRINT,
    _LONG,
    NearbyIndex,
    _one_edit_at_each_end,
    _short_distance,
    delete_keys,
)

_OLD_SHORT: dict[tuple[int, ...], int] = {}


def old_distance(a: str, b: str) -> int:
    """`nearby.distance` before: the same steps, the short pattern built letter by letter."""
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
    if la <= 2 and lb <= 2:
        if la + lb == 1 or la == lb == 1 or (la == lb == 2 and a[0] == b[1] and a[1] == b[0]):
            return 1
        return 2
    if la <= 4 and lb <= 4:
        seen: dict[str, int] = {}
        pattern = (*[seen.setdefault(c, len(seen)) for c in a], -1, *[seen.setdefault(c, len(seen)) for c in b])
        edits = _OLD_SHORT.get(pattern)
        if edits is None:
            edits = _OLD_SHORT[pattern] = _short_distance(a, b)
        return edits
    return 2 if _one_edit_at_each_end(a, b) else 3


def old_near(index: NearbyIndex) -> Callable[[str], dict[str, int]]:
    """`NearbyIndex.near` before, over the same index."""
    offsets, entries, bits = index._offsets, index._entries, index._bits
    starts, masks, raw = index._starts, index._masks, index._raw
    words: dict[int, str] = {}

    def candidates(folded: str) -> set[int]:
        mask = (1 << bits) - 1
        seen: set[int] = set()
        for code in map(crc32, delete_keys(folded, index.prefix)):
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
            if (masks[number] ^ mask).bit_count() > 4:
                continue
            start, end = starts[number], starts[number + 1] - 1
            if end - start - length > 2 or length - end + start > 2:
                continue
            word = words.get(number)
            if word is None:
                word = words[number] = raw[start:end].decode("ascii")
            edits = old_distance(folded, word)
            if 0 < edits <= 2:
                found[word] = edits
        return found

    return near


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from bench_check_word import batch_non_words

    from referee.dictionary import get_lexicon

    lexicon = get_lexicon()
    non_words = batch_non_words()
    index = NearbyIndex.open(lexicon_data("nearby.bin"), lexicon_data("words.txt").read_bytes(),
                             lexicon_masks(lexicon))
    before, after = old_near(index), index.near
    for word in non_words:
        if before(word) != after(word):
            sys.exit(f"different answers for {word!r}: {before(word)} then, {after(word)} now")
    times: dict[str, list[float]] = {"before": [], "now": []}
    for _ in range(args.runs):
        for name, search in (("before", before), ("now", after)):
            start = time.process_time()
            for word in non_words:
                search(word)
            times[name].append((time.process_time() - start) / len(non_words) * 1e6)
    found = sum(1 for word in non_words if after(word))
    print(f"{len(non_words):,} non-words, {found:,} with a word within two edits: every answer identical")
    then, now = statistics.median(times["before"]), statistics.median(times["now"])
    print(f"CPU per search (median of {args.runs}): before {then:.1f} µs, now {now:.1f} µs ({now / then:.2f}x)")


def lexicon_data(name: str) -> Path:
    import referee

    return Path(referee.__file__).parent / "data" / name


def lexicon_masks(lexicon: object) -> list[int]:
    raw = lexicon_data("words.txt").read_text(encoding="ascii").split("\n")[:-1]
    return [letter_mask(w) for w in raw]


if __name__ == "__main__":
    main()
