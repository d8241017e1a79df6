"""alpha-cancel's check asked of the game directly: a plain sheet's rows, without the command line."""

from __future__ import annotations

import pytest

from referee.games.first_class.alphabetical import Order
from referee.games.first_class.order_check import PlainRow, ScoredWordError, check_plain_sheet, parse_scored_word


def test_a_plain_sheet_cancels_the_rows_that_keep_the_most_points() -> None:
    # Rulebook: "If they are not [in alphabetical order], you must cancel words, covering their
    # score, until the remaining words on your sheet are in alphabetical order."
    # pear=2, (empty), apple=3, banana=4, a canceled moose: canceling pear keeps 3 + 4 = 7;
    # keeping pear alone keeps 2. The empty box and the canceled row take no part and score 0.
    sheet = check_plain_sheet([PlainRow("pear", 2), PlainRow(None, 0, takes_part=False), PlainRow("apple", 3),
                               PlainRow("banana", 4), PlainRow("moose", 0, takes_part=False)], Order.WORD, "Ann")
    assert (sheet.ruling.cancel, sheet.ruling.kept, sheet.ruling.score) == ((1,), (3, 4), 7)
    assert sheet.rows == [(1, "pear", 2, "cancel"), (2, None, 0, "excluded"), (3, "apple", 3, "kept"),
                          (4, "banana", 4, "kept"), (5, "moose", 0, "excluded")]
    assert sheet.as_json() == {"name": "Ann", "cancel": [1], "kept": [3, 4], "score": 7, "excluded": [2, 5],
                               "rows": [{"row": n, "word": w, "points": p, "ruling": r} for n, w, p, r in sheet.rows]}


def test_a_sheet_in_order_cancels_nothing_and_has_no_name_unless_given() -> None:
    sheet = check_plain_sheet([PlainRow("apple"), PlainRow("Banana"), PlainRow("cherry")], Order.WORD)
    assert not sheet.ruling.needs_cancellations and sheet.ruling.score == 3
    assert "name" not in sheet.as_json()


@pytest.mark.parametrize(("text", "expected"), [("apple=3", ("apple", 3)), (" zebra = 0 ", ("zebra", 0)),
                                                ("pear", ("pear", 1))])
def test_a_scored_word_is_word_equals_points_and_a_bare_word_counts_one(text: str, expected: tuple[str, int]) -> None:
    assert parse_scored_word(text) == expected


@pytest.mark.parametrize(("text", "message", "part"), [
    ("=3", "expected WORD or WORD=SCORE, got '=3'", "WORD"),
    ("apple=x", "'apple=x': SCORE must be a whole number", "WORD=SCORE"),
    ("apple=-1", "'apple=-1': SCORE must be 0 or more", "WORD=SCORE"),
])
def test_a_bad_scored_word_says_which_part_is_wrong(text: str, message: str, part: str) -> None:
    with pytest.raises(ScoredWordError) as caught:
        parse_scored_word(text)
    assert (caught.value.message, caught.value.part) == (message, part)
