"""Rebuild only the suggestion index, src/referee/data/nearby.bin, from the words.txt beside it.

`tools/build_lexicon.py` writes it with every other data file; this is for a change to the
index alone (its layout or key prefix). The file is the same bytes on every run.

    python tools/build_nearby.py [--data DIR]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from referee.dictionary import DATA_DIR
from referee.dictionary.nearby import write_nearby_index


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(DATA_DIR), help="the directory holding words.txt")
    args = parser.parse_args()
    words = (args.data / "words.txt").read_text(encoding="ascii").split()
    start = time.perf_counter()
    size = write_nearby_index(args.data, words)
    print(f"nearby.bin: {len(words):,} words, {size:,} bytes, {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
