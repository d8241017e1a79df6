"""The letter-multiset index answers exactly what a scan of the whole word list answers."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, LetterIndex, get_lexicon, load_word_list

LEXICON = get_lexicon()
WORDS = sorted(LEXICON.all_words())


def scan_containing(words: list[str], letters: str, without: str = "") -> list[str]:
    need = Counter(letters)
    return [w for w in words if not set(w) & set(without)
            and all(w.count(c) >= n for c, n in need.items())]


def scan_spellable(words: list[str], tiles: str, min_length: int = 1) -> list[str]:
    """(A word with a letter not among the tiles is passed over before its letters are counted.)"""
    have, letters = Counter(tiles), set(tiles)
    return [w for w in words if len(w) >= min_length and set(w) <= letters and not Counter(w) - have]


def test_containing_matches_the_scan_on_the_full_lexicon() -> None:
    for letters, without in (("pec", ""), ("tt", "a"), ("cmr", "a"), ("qz", ""), ("eee", "s")):
        assert sorted(LEXICON.index.containing(letters, without)) == scan_containing(WORDS, letters, without)


def test_spellable_matches_the_scan_on_the_full_lexicon() -> None:
    for tiles, min_length in (("quizaetrnsl", 3), ("take", 4), ("gardening", 5)):
        assert sorted(LEXICON.index.spellable(tiles, min_length)) == scan_spellable(WORDS, tiles, min_length)


def test_house_rules_reach_the_index(tmp_path: Path) -> None:
    path = tmp_path / "w.txt"
    path.write_text("cat\nact\ndog\n", encoding="utf-8")
    lexicon = load_word_list(path, HouseRules(frozenset({"tac"}), frozenset({"act"})))
    assert sorted(lexicon.index.spellable("tca")) == ["cat", "tac"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text("abcdet", min_size=1, max_size=6), max_size=40, unique=True),
       st.text("abcdet", max_size=4), st.text("abcdet", max_size=7))
def test_index_equals_scan_on_random_lexicons(words: list[str], letters: str, tiles: str) -> None:
    index = LetterIndex(sorted(words))
    assert sorted(index.containing(letters)) == scan_containing(sorted(words), letters)
    assert sorted(index.spellable(tiles)) == scan_spellable(sorted(words), tiles)
