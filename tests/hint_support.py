"""The small word list every hint test scans by brute force: a full scan of the real list is too
slow for a test, and a few hand-picked words make the rulebook's examples come out."""

from __future__ import annotations

import tempfile
from pathlib import Path

from referee.dictionary import Lexicon, get_lexicon, load_word_list

# Words the examples need first (earlier lines count as commoner), then a slice of the real list.
CHOSEN = """place pace price peace piece process pancake cope escape peach space cucumber cockroach
crumb crime micro cream charm march rum come comic circumference microcircuit mercury
acquit quite quiet quit quiz equip squat aqua quay queue tuque toque quote quota suqs qat
jinx joke jokes kayak vex vox zax zax oxen exon box fox sex ax ox cat act tac at a i
sure user ruse line lien nile sent nest tens nets ones nose eons sore rose euro tour pour
butter letter attest matte tattoo totter jazz fizz buzz fuzz zest us sue qi qiviut""".split()


def _write_lexicon(path: Path) -> Lexicon:
    real = sorted(get_lexicon().all_words())
    words = list(dict.fromkeys([*CHOSEN, *real[::60]]))
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return load_word_list(path)


with tempfile.TemporaryDirectory() as folder:  # the list is read whole when loaded
    SMALL = _write_lexicon(Path(folder) / "small.txt")
WORDS = sorted(SMALL.all_words())
"""The small list's words in order, for hypothesis to draw bounds from and the oracles to scan."""
