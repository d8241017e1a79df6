"""First-Class Letters winners and solo ranks: equal totals, the rank chart, the variants'
adjustments, and a finished sheet's words kept in order.

Every expectation is worked out by hand from the rulebook (the arithmetic is in the comments).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.first_class.model import FirstClassVariant, adjusted_total, rank_for
from referee.games.first_class.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES
from tests.first_class.rules_support import LEX, competitive, judge


# --- winners -------------------------------------------------------------------------------------------
def sheet(name: str, words: list[str]) -> dict[str, Any]:
    """Rows 1-7 with these words, written in rounds 1-7 in order."""
    return {"name": name, "rows": [{"word": w, "round": i} for i, w in enumerate(words, start=1)]}


BREEZY_SAME = [{"dice": ["A", "B", "C"]}] * 7


def test_equal_totals_settled_by_best_word_then_shared() -> None:
    # Dice A, B, C every round (breezy); rounds 3-7 are canceled boxes.
    special = {2: "A", 4: "B", 6: "C"}
    boxes = [{"canceled": True, "round": n} for n in (3, 4, 5, 6, 7)]
    # P: "able" A1 B1 = 2 (no C) + "cab" C1 A1 B1 = 3 doubled 6 -> 8, best word 6.
    # Q: "abba" A2 B2 = 4 (no C) + "baba" 4 -> 8, best word 4. Equal totals: P's best word wins.
    p = {"name": "P", "rows": [{"word": "able", "round": 1}, boxes[0], {"word": "cab", "round": 2},
                               *boxes[1:]]}
    q = {"name": "Q", "rows": [{"word": "abba", "round": 1}, boxes[0], {"word": "baba", "round": 2},
                               *boxes[1:]]}
    # R equals P exactly: "able" 2 + "cab" 6.
    r = {"name": "R", "rows": p["rows"]}
    record = {"game": "first-class-letters", "variants": ["breezy"], "special": special,
              "rounds": BREEZY_SAME}
    adj = judge({**record, "players": [p, q]})
    assert [pl["total"] for pl in adj.record["players"]] == [8, 8]
    assert adj.record["winners"] == ["P"]
    adj = judge({**record, "players": [p, q, r]})
    assert adj.record["winners"] == ["P", "R"]


# --- solo -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("total", "rank"), [
    (19, None), (20, "Stamp Licker"), (24, "Stamp Licker"), (25, "Mail Sorter"), (30, "Window Clerk"),
    (35, "Letter Carrier"), (40, "Supervisor"), (45, "Postmaster"), (49, "Postmaster"),
    (50, "Postmaster General"), (90, "Postmaster General")])
def test_the_rank_chart(total: int, rank: str | None) -> None:
    assert rank_for(total) == rank


def test_variant_adjustments() -> None:
    assert adjusted_total(30, [FirstClassVariant.BREEZY]) == 20
    assert adjusted_total(30, [FirstClassVariant.PRIORITY_MAIL]) == 40
    assert adjusted_total(30, [FirstClassVariant.BREEZY, FirstClassVariant.PRIORITY_MAIL]) == 30


def test_solo_fixture_ranks() -> None:
    docs = load_text((FIXTURES / "first-class-letters" / "solo.yaml").read_text(), "solo.yaml")
    fay, gus = (adjudicate(d.root, LEX) for d in docs)
    # Fay: aardvark 5 (A3 R2, no B) + atelier 8 + dogged 10 + hothouse 8 + pants 6 + slyly 4
    #      (L2 Y2, no F) + thermic 6 = 47: Postmaster (45+).
    player = fay.record["players"][0]
    assert (player["total"], player["adjusted_total"], player["rank"]) == (47, 47, "Postmaster")
    # Gus (breezy): six words of 3 checks doubled = 36; "fly" (row 7) is before "spin": canceled.
    # 36 - 10 = 26: Mail Sorter.
    player = gus.record["players"][0]
    assert player["rows"][6]["reasons"] == ["alphabetical-order"]
    assert (player["total"], player["adjusted_total"], player["rank"]) == (36, 26, "Mail Sorter")
    assert fay.upheld and gus.upheld
    assert fay.record["winners"] == [] and "leaders" in fay.record


POOL = ["abet", "beet", "cabinet", "chrome", "crumb", "cucumber", "danger", "dolls", "grind", "horse",
        "mending", "mercury", "midnight", "paella", "rooks", "shoes", "tablet", "wrote", "zebra", "apple"]


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(1, 8)), st.lists(st.sampled_from(POOL), min_size=7, max_size=7))
def test_a_finished_sheet_keeps_its_scored_words_in_order(rounds: list[int], words: list[str]) -> None:
    rows = [{"word": w, "round": r} for w, r in zip(words, rounds, strict=True)]
    adj = judge(competitive({"name": "A", "rows": rows}, {"name": "B", "rows": rows}))
    player = adj.record["players"][0]
    kept = [r["word"] for r in player["rows"] if not r["canceled"]]
    assert kept == sorted(kept)
    assert player["total"] == sum(r["score"] for r in player["rows"])
    # Both sheets are the same: equal totals and best words, so the victory is shared.
    assert adj.record["winners"] == ["A", "B"]
    # Only order cancellations depend on the other rows; each canceled row has a reason.
    assert all(r["reasons"] for r in player["rows"] if r["canceled"])
