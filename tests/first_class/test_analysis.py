"""`score-sheet --analyse` on First-Class Letters: the best word for each row next to the word
written, hand-computed on small word lists."""

from __future__ import annotations

import json
from pathlib import Path

from referee.dictionary import load_word_list
from referee.games import adjudicate
from referee.games.analysis import analyse
from referee.games.first_class.analysis import kept_bounds
from referee.games.first_class.rows import RowRuling
from referee.games.first_class.words import WrittenWord
from referee.records import load_text
from tests.analysis_support import analysis_json, word_list
from tests.conftest import FIXTURES, run

# Earlier words count as commoner.
FIRST_CLASS_WORDS = "crumb cream cucumber micro comic beet bet abet betterment tablet"

SOLO = """\
game: first-class-letters
mode: solo
special: {{2: C, 4: M, 6: R}}
rounds:
  - {{dice: [C, M, R], dead: A}}
  - {{dice: [B, E, T], dead: O}}
players:
  - name: Ana
    rows:
{rows}
"""


def solo(rows: list[str]) -> str:
    return SOLO.format(rows="\n".join(f"      - {row}" for row in rows))


def test_first_class_best_word_per_row(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: beet, round: 2, score: 8}", "{word: crumb, round: 1, score: 6}",
                   *["null"] * 5])
    found = analysis_json(["--lexicon", lexicon, "-"], input=record)
    [ana] = found["players"]
    # round 2, BET, dead O, row 1: betterment = B E T T E E T, 7 checkmarks doubled = 14;
    # it comes before crumb (row 2), so it fits there too. beet scored 8: 6 missed.
    # round 1, CMR, dead A, row 2 (special C): cucumber 8 (cream has the A); crumb 6: 2 missed.
    assert ana == {"name": "Ana", "missed": 8, "rows": [
        {"row": 1, "round": 2, "word": "beet", "score": 8, "best": {"word": "betterment", "score": 14},
         "best_in_place": {"word": "betterment", "score": 14}, "missed": 6},
        {"row": 2, "round": 1, "word": "crumb", "score": 6, "best": {"word": "cucumber", "score": 8},
         "best_in_place": {"word": "cucumber", "score": 8}, "missed": 2},
    ]}


def test_a_word_written_with_a_space_bounds_the_row_above_as_the_check_reads_it(tmp_path: Path) -> None:
    # " crumb" (quoted, a space before it) is scored and ordered as crumb, so row 1's best word in
    # place is still betterment, which comes before crumb (bug: the bound was " crumb", before
    # every word, so no word fitted row 1 and nothing was missed).
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: beet, round: 2, score: 8}", '{word: " crumb", round: 1, score: 6}', *["null"] * 5])
    row1 = analysis_json(["--lexicon", lexicon, "-"], input=record)["players"][0]["rows"][0]
    assert row1["best_in_place"] == {"word": "betterment", "score": 14} and row1["missed"] == 6


def test_first_class_best_in_place_keeps_the_order(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: comic, round: 1}", "{word: cream, round: 2}", *["null"] * 5]).replace(
        "{2: C, 4: M, 6: R}", "{3: C, 5: M, 6: R}")
    [ana] = analysis_json(["--lexicon", lexicon, "-"], input=record)["players"]
    row1, row2 = ana["rows"]
    # row 1, CMR dead A: cucumber (8) would come after cream on row 2; of the words up to "cream"
    # only comic (C M C, no R: 3) is left, the word written.
    assert row1["best"] == {"word": "cucumber", "score": 8}
    assert row1["best_in_place"] == {"word": "comic", "score": 3} and row1["missed"] == 0
    # row 2, BET dead O: betterment (14) would come before comic; from "comic" on: tablet T B E T = 8.
    assert row2["best"] == {"word": "betterment", "score": 14}
    assert row2["best_in_place"] == {"word": "tablet", "score": 8}
    assert row2["score"] == 1 and row2["missed"] == 7 and ana["missed"] == 7


def _row(number: int, written: str | None, corrected: str | None = None, reasons: tuple[str, ...] = ()) -> RowRuling:
    """A ruled row: unused (no word), scored, or canceled for `reasons`."""
    if written is None:
        return RowRuling(number)
    word = WrittenWord(written, corrected or written, corrected, (), 1, False, 0 if reasons else 1, reasons)
    return RowRuling(number, number, word)


def test_kept_bounds_ignore_canceled_and_unused_rows() -> None:
    rows = [_row(1, "apple"), _row(2, "zebra", reasons=("dead-letter",)), _row(3, None),
            _row(4, "dangr", "danger"), _row(5, "Melon")]
    assert [r.status for r in rows] == ["scored", "canceled", "unused", "scored", "scored"]
    assert kept_bounds(rows, 2) == ("apple", "danger")
    assert kept_bounds(rows, 4) == ("danger", None)
    assert kept_bounds(rows, 0) == (None, "danger")


def test_first_class_fixture_rows_cover_every_round(tmp_path: Path) -> None:
    path = FIXTURES / "first-class-letters" / "game-night.yaml"
    doc = load_text(path.read_text(encoding="utf-8"))[0]
    lexicon = load_word_list(word_list(tmp_path, FIRST_CLASS_WORDS))
    ruling = adjudicate(doc.root, lexicon)
    record, analysis = ruling.record, analyse(ruling, lexicon)
    assert analysis is not None
    found = analysis.as_json()
    for player, analysed in zip(record["players"], found["players"], strict=True):
        assert [r["row"] for r in analysed["rows"]] == [r["row"] for r in player["rows"] if r["round"]]
        assert analysed["missed"] == sum(r["missed"] for r in analysed["rows"])
        for row in analysed["rows"]:
            best, in_place = row["best"], row["best_in_place"]
            assert in_place is None or (best is not None and in_place["score"] <= best["score"])


def test_first_class_cooperative_uses_the_communal_sheet(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, "danger grind gardening nudged sludge dingdong")
    result = run(["score-sheet", "--analyse", "-f", "json", "--lexicon", lexicon,
                  str(FIXTURES / "first-class-letters" / "in-progress.yaml")])
    competitive, cooperative = map(json.loads, result.stdout.splitlines())
    assert "players" in competitive["analysis"] and cooperative["mode"] == "cooperative"
    communal = cooperative["analysis"]["communal"]
    round1 = next(r for r in communal["rows"] if r["round"] == 1)
    # round 1: D G N, dead Z, row 2 (special D): dingdong D N G D N G = 6 checkmarks doubled = 12
    assert round1["word"] == "danger" and round1["best"] == {"word": "dingdong", "score": 12}
    assert round1["missed"] == 12 - 6


def test_disputed_record_keeps_its_exit_status_with_analysis(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, FIRST_CLASS_WORDS)
    record = solo(["{word: beet, round: 2, score: 9}", *["null"] * 6])  # beet scores 8
    result = run(["score-sheet", "--analyse", "-f", "json", "--lexicon", lexicon, "-"], input=record)
    assert result.exit_code == 1
    assert json.loads(result.stdout)["analysis"]["players"][0]["rows"][0]["best"]["word"] == "betterment"
