"""First-Class Letters hints give exactly what a brute-force scan of a small word list gives (issue 7).

The oracle shares nothing with `referee.games.first_class.hints` but the rulebook and the scoring
module: it looks at every word, and sorts with the documented order: points, then the commoner
word, then alphabetical.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, get_lexicon, load_word_list
from referee.games.first_class.hints import first_class_hints, fits_between, sheet_bounds
from referee.games.first_class.model import RoundRoll
from referee.games.first_class.score import word_score
from tests.hint_support import SMALL, WORDS


def roll(dice: str, dead: str | None = None, priority: str | None = None) -> RoundRoll:
    """A roll to ask a hint for: no round of a record, so round 0."""
    return RoundRoll(0, tuple(dice), dead, priority)


def oracle_first_class(lex: Lexicon, round_: RoundRoll, between: tuple[str | None, str | None],
                       limit: int | None, initial: str | None = None) -> list[tuple[str, int]]:
    found = []
    for word in lex.all_words():
        letters = Counter(word.upper())
        if round_.dead and letters[round_.dead]:
            continue
        if round_.priority and not letters[round_.priority]:
            continue
        if initial and word[0].upper() != initial:
            continue
        if (between[0] is not None and word < between[0]) or (between[1] is not None and word > between[1]):
            continue
        score = word_score(word, round_.dice).score
        if score >= 1:
            found.append((-score, -lex.count(word), word))
    found.sort()
    return [(w, -s) for s, _f, w in found[:limit]]


def test_rulebook_example_cucumber_is_suggested_and_cockroach_is_not(small: Lexicon) -> None:
    hints = first_class_hints(small, roll("CMR", "A"), limit=None)
    scores = {h.word: h.score for h in hints}
    assert scores["cucumber"] == 8
    assert "cockroach" not in scores  # the dead letter A
    # circumference and microcircuit both score 6 checkmarks doubled; circumference is listed first
    assert [(h.word, h.score, h.checks, h.doubled) for h in hints[:2]] == [
        ("circumference", 12, 6, True), ("microcircuit", 12, 6, True)]


def test_ties_go_to_the_commoner_word_then_alphabetical(small: Lexicon) -> None:
    hints = first_class_hints(small, roll("CMR", "A"), limit=None)
    for first, second in itertools.pairwise(hints):
        assert (-first.score, -first.frequency, first.word) < (-second.score, -second.frequency, second.word)


@pytest.mark.parametrize("round_, initial, between, limit", [
    (roll("CMR", "A"), None, (None, None), 10),
    (roll("CMR", "A"), None, (None, None), None),
    (roll("CMR", "A", "M"), None, ("crumb", None), 5),
    (roll("EST"), "T", (None, "tour"), 3),
    (roll("TTE"), None, ("butter", "tattoo"), 7),
    (roll("QUZ", "A"), None, (None, None), 10),
])
def test_first_class_matches_the_scan(small: Lexicon, round_: RoundRoll, initial: str | None,
                                      between: tuple[str | None, str | None], limit: int | None) -> None:
    got = [(h.word, h.score) for h in first_class_hints(small, round_, between, limit, initial)]
    assert got == oracle_first_class(small, round_, between, limit, initial)


letters = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dice=st.lists(letters, min_size=3, max_size=3), dead=st.none() | letters,
       priority=st.none() | st.integers(0, 2), initial=st.none() | letters,
       low=st.none() | st.sampled_from(WORDS), high=st.none() | st.sampled_from(WORDS),
       limit=st.none() | st.integers(1, 30))
def test_first_class_property(dice: list[str], dead: str | None, priority: int | None,
                              initial: str | None, low: str | None, high: str | None,
                              limit: int | None) -> None:
    round_ = RoundRoll(0, tuple(dice), dead, None if priority is None else dice[priority])
    found = first_class_hints(SMALL, round_, (low, high), limit, initial)
    assert [(h.word, h.score) for h in found] == oracle_first_class(SMALL, round_, (low, high), limit, initial)
    for hint in found:  # checkmarks and doubling as the scoring module counts them
        score = word_score(hint.word, round_.dice)
        assert (hint.checks, hint.doubled, hint.score) == (score.checks, score.doubled, score.score)
        assert hint.frequency == SMALL.count(hint.word)


def test_index_frequencies_are_the_lexicon_counts(tmp_path: Path) -> None:
    default = get_lexicon()
    index = default.index
    for i in range(0, len(index.words), 97):
        assert index.frequencies[i] == default.count(index.words[i])
    base = list(index.words[: len(default.words)])
    assert base == sorted(base)  # First-Class hints narrow their scan by binary search on it
    path = tmp_path / "w.txt"
    path.write_text("cat\nact\ndog\n", encoding="utf-8")
    lex = load_word_list(path, HouseRules(frozenset({"tac"}), frozenset()))
    assert dict(zip(lex.index.words, lex.index.frequencies, strict=True)) == {"act": 2, "cat": 3, "dog": 1, "tac": 1}


def test_sheet_bounds_skip_empty_and_canceled_rows() -> None:
    sheet = ["apple", None, "crumb", None, None, "melon", None]
    assert sheet_bounds(sheet, 4) == ("crumb", "melon")
    assert sheet_bounds(sheet, 2) == ("apple", "crumb")
    assert sheet_bounds(sheet, 7) == ("melon", None)
    assert sheet_bounds([None] * 7, 1) == (None, None)
    with pytest.raises(ValueError, match="already holds"):
        sheet_bounds(sheet, 3)
    with pytest.raises(ValueError, match="not on the sheet"):
        sheet_bounds(sheet, 8)


def test_between_is_inclusive_non_decreasing() -> None:
    assert fits_between("crumb", ("crumb", "melon"))
    assert fits_between("melon", ("crumb", "melon"))
    assert not fits_between("apple", ("crumb", None))
    assert fits_between("zebra", ("crumb", None))


def test_sheet_row_hint_keeps_the_alphabetical_order(small: Lexicon) -> None:
    bounds = sheet_bounds(["cat", None, None, "micro", None, None, None], 2)
    hints = first_class_hints(small, roll("CMR", "A"), bounds, limit=None)
    assert hints and all("cat" <= h.word <= "micro" for h in hints)
    assert [h.word for h in hints] == [w for w, _s in oracle_first_class(
        small, roll("CMR", "A"), ("cat", "micro"), None)]


def test_house_rules_reach_the_hints(tmp_path: Path) -> None:
    path = tmp_path / "w.txt"
    path.write_text("crumb\ncream\nmicro\n", encoding="utf-8")
    lex = load_word_list(path, HouseRules(frozenset({"crm"}), frozenset({"micro"})))
    # all three score 6 (3 checkmarks, doubled); the allowed word is the least common (count 1)
    assert [(h.word, h.score) for h in first_class_hints(lex, roll("CMR"), limit=None)] \
        == [("crumb", 6), ("cream", 6), ("crm", 6)]
