"""Letter Roll hints give exactly what a brute-force scan of a small word list gives (issue 7).

The oracle shares nothing with `referee.games.letter_roll.hints` but the rulebook: it looks at
every word for the letters in play, counted with multiplicity, and sorts the commoner word first.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import Lexicon
from referee.games.letter_roll.hints import letter_roll_hints
from tests.hint_support import SMALL


def oracle_letter_roll(lex: Lexicon, letters: str, min_length: int) -> list[str]:
    need = Counter(letters.lower())
    found = [(-lex.count(w), w) for w in lex.all_words()
             if len(w) >= min_length and all(Counter(w)[c] >= n for c, n in need.items())]
    return [w for _f, w in sorted(found)]


def test_letter_roll_rulebook_round(small: Lexicon) -> None:
    found = letter_roll_hints(small, "PEC")
    words = [w for w, _f in found.words]
    for word in ("pace", "price", "place", "peace", "piece", "process", "pancake", "cope", "escape",
                 "peach", "space"):
        assert word in words
    assert found.total == len(words) and found.letters == "PEC"


@pytest.mark.parametrize("wanted, min_length", [("PEC", 1), ("PEC", 6), ("TT", 1), ("TTE", 5),
                                                ("QZX", 1), ("E", 1), ("EEE", 3), ("ZZ", 1)])
def test_letter_roll_matches_the_scan(small: Lexicon, wanted: str, min_length: int) -> None:
    found = letter_roll_hints(small, wanted, min_length)
    assert [w for w, _f in found.words] == oracle_letter_roll(small, wanted, min_length)
    assert found.total == len(found.words)


def test_letter_roll_limit_keeps_the_commonest_and_the_count(small: Lexicon) -> None:
    full = letter_roll_hints(small, "PEC")
    cut = letter_roll_hints(small, "PEC", limit=3)
    assert cut.total == full.total and cut.words == full.words[:3]
    assert [f for _w, f in full.words] == sorted((f for _w, f in full.words), reverse=True)


def test_letter_roll_needs_letters_with_multiplicity(small: Lexicon) -> None:
    words = [w for w, _f in letter_roll_hints(small, "TT").words]
    assert "butter" in words and "attest" in words and "tour" not in words


@settings(max_examples=40, deadline=None)
@given(wanted=st.text("abcdeilnoprstu", min_size=1, max_size=4), min_length=st.integers(1, 9))
def test_letter_roll_property(wanted: str, min_length: int) -> None:
    found = letter_roll_hints(SMALL, wanted, min_length)
    assert [w for w, _f in found.words] == oracle_letter_roll(SMALL, wanted, min_length)
