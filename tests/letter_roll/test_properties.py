"""Invariants of Letter Roll cross-offs, checked on generated lists (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import fold, get_lexicon
from referee.games.letter_roll.lists import Status, rule_lists

LEX = get_lexicon()
# Real words, case and accent variants, misspellings with and without a clear correction, faults.
VOCABULARY = ["pace", "Pace", "place", "peace", "piece", "peice", "process", "procss", "cope", "space",
              "escape", "café", "cafe", "Paris", "three-year-old", "they'd", "etc", "letter", "tent",
              "ten", "street", "strete", "tomorrow", "tommorow", "price", "pancake", "peach", "recipe"]
NAMES = ["Ana", "Ben", "Cy", "Dee"]

lists_strategy = st.dictionaries(
    st.sampled_from(NAMES), st.lists(st.sampled_from(VOCABULARY), max_size=8), min_size=1, max_size=4)
letters_strategy = st.lists(st.sampled_from("PECTRA"), min_size=2, max_size=4)


@settings(max_examples=150, deadline=None)
@given(lists=lists_strategy, letters=letters_strategy)
def test_every_word_is_ruled_once_in_the_order_written(lists: dict[str, list[str]], letters: list[str]) -> None:
    rulings = rule_lists(LEX, letters, lists)
    assert list(rulings) == list(lists)
    for player, words in lists.items():
        assert [w.word for w in rulings[player].words] == words
        for word in rulings[player].words:
            assert (word.status is Status.CROSSED) == bool(word.reasons)
        assert rulings[player].score == sum(1 for w in rulings[player].words if w.status is Status.SCORED)


@settings(max_examples=150, deadline=None)
@given(lists=lists_strategy, letters=letters_strategy)
def test_a_word_shared_by_two_players_is_never_scored(lists: dict[str, list[str]], letters: list[str]) -> None:
    rulings = rule_lists(LEX, letters, lists)
    for player, words in lists.items():
        for word, ruling in zip(words, rulings[player].words, strict=True):
            on_other_lists = [p for p, others in lists.items()
                              if p != player and fold(word) in {fold(o) for o in others}]
            if on_other_lists:
                assert ruling.status is Status.CROSSED
                assert "duplicate" in ruling.reasons


@settings(max_examples=150, deadline=None)
@given(lists=lists_strategy, letters=letters_strategy)
def test_a_player_scores_each_spelling_at_most_once(lists: dict[str, list[str]], letters: list[str]) -> None:
    rulings = rule_lists(LEX, letters, lists)
    for ruling in rulings.values():
        scored = [w.corrected or fold(w.word) for w in ruling.words if w.status is Status.SCORED]
        assert len(scored) == len(set(scored))


@settings(max_examples=100, deadline=None)
@given(lists=lists_strategy, letters=letters_strategy, extra=st.sampled_from(VOCABULARY))
def test_writing_more_never_raises_anyone_elses_score(lists: dict[str, list[str]], letters: list[str],
                                                     extra: str) -> None:
    writer = next(iter(lists))
    before = rule_lists(LEX, letters, lists)
    after = rule_lists(LEX, letters, {**lists, writer: [*lists[writer], extra]})
    for player in lists:
        if player != writer:
            assert after[player].score <= before[player].score


@settings(max_examples=100, deadline=None)
@given(lists=lists_strategy, letters=letters_strategy)
def test_seating_order_does_not_change_a_ruling(lists: dict[str, list[str]], letters: list[str]) -> None:
    forward = rule_lists(LEX, letters, lists)
    backward = rule_lists(LEX, letters, dict(reversed(list(lists.items()))))
    for player in lists:
        assert [(w.status, w.reasons) for w in forward[player].words] == \
               [(w.status, w.reasons) for w in backward[player].words]

