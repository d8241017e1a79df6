"""The initial letter a hint's row asks for, decided by the game: a special row's, or the one given."""

from __future__ import annotations

import pytest

from referee.errors import OptionError
from referee.games.first_class.hints import row_initial


def test_a_special_row_gives_its_letter_and_a_plain_row_takes_the_one_given() -> None:
    # Rulebook: "a word on a special row must begin with the letter marked in the box."
    assert row_initial({2: "C", 4: "M"}, 4, None) == "M"
    assert row_initial({2: "C", 4: "M"}, 4, "M") == "M"
    assert row_initial({2: "C"}, 3, "T") == "T"
    assert row_initial({}, 3, None) is None


def test_a_special_row_cannot_start_with_another_letter() -> None:
    with pytest.raises(OptionError) as caught:
        row_initial({2: "C"}, 2, "M")
    assert (caught.value.message, caught.value.option) == ("row 2 is special with C, but --initial is M", None)
