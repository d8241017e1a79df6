"""The dictionary module: folding, forms, layers, corrections, custom lists."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import (
    HouseRules,
    Reason,
    WordCounts,
    WordList,
    fold,
    form_reasons,
    get_lexicon,
    load_word_list,
    missing_letters,
)
from referee.errors import LexiconError

LEXICON = get_lexicon()


@pytest.mark.parametrize(("word", "folded"), [
    ("Café", "cafe"), ("NAÏVE", "naive"), ("Encyclopædia", "encyclopaedia"), ("straße", "strasse"),
])
def test_fold(word: str, folded: str) -> None:
    assert fold(word) == folded


@pytest.mark.parametrize(("word", "reasons"), [
    ("ice cream", [Reason.NOT_ONE_WORD]),
    ("three-year-old", [Reason.HYPHEN]),
    ("they'd", [Reason.APOSTROPHE]),
    ("rock'n'roll", [Reason.APOSTROPHE]),
    ("e.g.", [Reason.ABBREVIATION]),
    ("r2d2", [Reason.NON_LETTER]),
    ("", [Reason.NON_LETTER]),
    ("don’t", [Reason.APOSTROPHE]),
])
def test_form_reasons(word: str, reasons: list[Reason]) -> None:
    assert form_reasons(word) == reasons


@pytest.mark.parametrize(("word", "valid", "reasons"), [
    ("cucumber", True, ()),
    ("Brooklyn", False, (Reason.PROPER_NOUN,)),
    ("canada", False, (Reason.PROPER_NOUN,)),
    ("croissant", True, ()),
    ("amigo", True, ()),
    ("café", True, ()),
    ("TV", False, (Reason.ABBREVIATION,)),
    ("etc", False, (Reason.ABBREVIATION,)),
    ("gardening", True, ()),
    ("nudged", True, ()),
    ("china", True, ()),
])
def test_verdicts(word: str, valid: bool, reasons: tuple[Reason, ...]) -> None:
    verdict = LEXICON.check(word)
    assert (verdict.valid, verdict.reasons) == (valid, reasons)


def test_clear_correction_only_when_one_candidate_stands_out() -> None:
    assert LEXICON.check("cucumbr").corrected == "cucumber"
    peice = LEXICON.check("peice")
    assert peice.corrected is None  # piece, peace, price: no clear winner
    assert {"piece", "peace"} <= set(peice.candidates)
    assert peice.scored_as is None
    assert LEXICON.check("cucumber").scored_as == "cucumber"


def test_missing_letters_counts_multiplicity() -> None:
    assert missing_letters("tee", "TTE") == ["T"]
    assert missing_letters("letter", "TTE") == []
    assert missing_letters("pace", "PEC") == []


def test_word_list_bisect_and_set_agree() -> None:
    words = WordList.from_words(["apple", "banana", "cherry", "date"])
    assert [w in words for w in ("apple", "cherry", "date", "fig", "", "applf")] == [
        True, True, True, False, False, False]
    assert len(words) == 4
    assert set(words) == {"apple", "banana", "cherry", "date"}
    assert "banana" in words


def test_word_list_has_answers_as_in_by_search_then_by_the_sets_own_look_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """`has` is the binary search for the first SET_AFTER look-ups, then the set's `__contains__`
    itself (one call into C for a stream); `in` asks it, and both answer the same throughout."""
    monkeypatch.setattr(WordList, "SET_AFTER", 3)
    words = WordList.from_words(["apple", "banana", "cherry"])
    probes = ["cherry", "fig", "café", "apple", "banana", "", "apples", "cherry"]
    assert [words.has(p) for p in probes] == [p in words for p in probes] == [
        True, False, False, True, True, False, False, True]
    assert words.has == words.as_set.__contains__  # switched once the set was built
    built = WordList.from_words(["apple"])
    assert built.as_set == {"apple"} and built.has == built.as_set.__contains__  # built by another caller


@settings(max_examples=200, deadline=None)
@given(st.sets(st.text("abcde", min_size=1, max_size=5), max_size=30), st.text("abcde", max_size=6))
def test_word_list_membership_matches_a_set(words: set[str], probe: str) -> None:
    assert (probe in WordList.from_words(words)) == (probe in words)


def test_word_counts_by_search_and_by_dict_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    # The first look-ups search the sorted list; after DICT_AFTER a dict answers: the same counts.
    monkeypatch.setattr(WordCounts, "DICT_AFTER", 3)
    counts = WordCounts(["apple", "banana", "cherry"], [30, 20, 10])
    probes = ["cherry", "fig", "apple", "banana", "", "cherry", "fig", "apples"]
    answers = [counts.get(w) for w in probes]
    assert counts._dict is not None  # the dict has taken over by now
    assert answers == [10, None, 30, 20, None, 10, None, None]
    assert counts.get("fig", 0) == 0 and counts["banana"] == 20 and len(counts) == 3
    with pytest.raises(KeyError):
        counts["fig"]


def test_many_counts_at_once_are_the_counts_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # A misspelling's candidates are looked up together: by search while few look-ups have been
    # made, from the dict once the batch would pass DICT_AFTER; the same answers either way.
    monkeypatch.setattr(WordCounts, "DICT_AFTER", 4)
    counts = WordCounts(["apple", "banana", "cherry"], [30, 20, 10])
    assert counts.get_many(["cherry", "fig"]) == [10, None]
    assert counts._dict is None
    assert counts.get_many(["apple", "banana", "fig"]) == [30, 20, None]
    assert counts._dict is not None
    # The lexicon's counts_of is its count for each word: 0 for a word it lacks.
    lexicon = LEXICON
    words = ["the", "cucumber", "qzxwv", "aardvark"]
    assert lexicon.counts_of(words) == [lexicon.count(w) for w in words]
    assert lexicon.counts_of(words)[2] == 0


def test_word_list_file_layers(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("apple\nParis\nparis\nNATO\nrock'n'roll\n# comment\n\n", encoding="utf-8")
    lexicon = load_word_list(path, HouseRules(frozenset({"zzyzx"}), frozenset({"apple"})))
    assert lexicon.check("paris").valid  # lower-case entry wins over the capitalised one
    assert lexicon.check("nato").reasons == (Reason.ABBREVIATION,)
    assert lexicon.check("apple").decided_by == "house rules (deny)"
    assert lexicon.check("zzyzx").valid
    assert lexicon.info()["words"] == 2


def test_unreadable_word_list(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="cannot read word list"):
        load_word_list(tmp_path / "missing.txt")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"ok\n\xff\n")
    with pytest.raises(LexiconError, match=r"bad\.txt:2:1: word list: not valid UTF-8 text"):
        load_word_list(bad)


def test_info_reports_a_stable_hash() -> None:
    info = LEXICON.info()
    assert info["name"] == "referee-en"
    assert isinstance(info["sha256"], str) and len(info["sha256"]) == 64
    assert info["words"] == len(LEXICON.words) > 100_000


def brute_two_edits(lexicon_words: set[str], word: str) -> set[str]:
    """Every string two edits from `word`, spelled out (about 340,000 for ten letters), met with the words."""
    from referee.dictionary import _edits1

    found = set()
    for edit in _edits1(word):
        found |= _edits1(edit) & lexicon_words
    return found - {word}


def met_two_edits(lexicon_words: set[str], word: str) -> set[str]:
    """brute_two_edits's answer from both ends, for a few words: one edit is undone by one (a
    delete by an insert, a swap or a replacement by another), so a word is two edits from `word`
    when one string is one edit from each; 40 words cost 40 one-edit sets, not 340,000 strings."""
    from referee.dictionary import _edits1

    near = _edits1(word)
    return {other for other in lexicon_words if near & _edits1(other)} - {word}


@pytest.mark.parametrize(("words", "query"), [
    ({"abcdefg", "gfedcba", "abdcefg", "bacdfeg", "abcdeffg", "acdefg", "aabbccdd", "abcdefgabc"}, "abcdefga"),
    ({"ddeeffgg", "deefgg", "edfegg", "ddeeffggaa", "dxefgg", "defg"}, "ddeefg"),
])
def test_the_met_two_edits_are_the_spelled_out_ones(words: set[str], query: str) -> None:
    assert met_two_edits(words, query) == brute_two_edits(words, query)
    assert 0 < len(met_two_edits(words, query)) < len(words)  # some words are near, some are not


@settings(max_examples=120, deadline=None)
@given(st.sets(st.text("abcdefg", min_size=5, max_size=11), min_size=1, max_size=40),
       st.text("abcdefg", min_size=7, max_size=10))
def test_two_edit_scan_finds_exactly_the_generated_edits(words: set[str], query: str) -> None:
    from referee.dictionary import Lexicon
    from referee.dictionary.spelling import two_edits_away

    lexicon = Lexicon("test", WordList.from_words(words), WordList.from_words([]), WordList.from_words([]))
    assert two_edits_away(lexicon, query) == met_two_edits(words, query)


def test_two_edit_scan_handles_a_swap_next_to_an_insertion() -> None:
    from referee.dictionary import Lexicon
    from referee.dictionary.spelling import two_edits_away

    # "bacdefgh" -> "abcdefgh" is a swap; "axbcdefgh" needs a swap and an insertion between the
    # swapped letters: two edits, though the alignment distance counts three.
    words = {"axbcdefgh", "zzzzzzzz"}
    lexicon = Lexicon("test", WordList.from_words(words), WordList.from_words([]), WordList.from_words([]))
    assert two_edits_away(lexicon, "bacdefgh") == brute_two_edits(words, "bacdefgh") == {"axbcdefgh"}

