"""Output formats: the table without tabulate equals tabulate's; JSON Lines stay one line each."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.render import plain_table, table, tabulate_table, to_json

CELLS = st.one_of(st.none(), st.integers(-10**6, 10**6), st.text("abcdefghij -.:*()#✓é\n", max_size=8),
                  st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=12))


@settings(max_examples=300, deadline=None)
@given(data=st.data(), columns=st.integers(1, 5))
def test_table_is_always_the_tabulate_table(data: st.DataObject, columns: int) -> None:
    headers = data.draw(st.lists(st.text("abcdefgh #", min_size=1, max_size=9), min_size=columns,
                                 max_size=columns))
    rows = data.draw(st.lists(st.lists(CELLS, min_size=columns, max_size=columns), max_size=6))
    assert table(rows, headers) == tabulate_table(rows, headers)


def test_plain_table_leaves_other_text_to_tabulate() -> None:
    assert plain_table([["café"]], ["word"]) is None
    assert plain_table([["a\nb"]], ["word"]) is None
    assert plain_table([[" padded"]], ["word"]) is None
    assert plain_table([["cat", 3]], ["word", "score"]) == "word    score\n------  -------\ncat     3"


def test_json_lines_never_break_a_line() -> None:
    line = to_json({"word": "a\u2028b\u0085c\nd"})
    assert "\n" not in line and "\u2028" not in line and "\u0085" not in line
    assert json.loads(line) == {"word": "a\u2028b\u0085c\nd"}


def test_yaml_output_never_writes_anchors_for_a_shared_list() -> None:
    from referee.render import to_yaml

    shared = ["Ben"]
    assert to_yaml({"winners": shared, "leaders": shared}) == "---\nwinners: [Ben]\nleaders: [Ben]\n"
