"""Nothing lost: every word, row, trick and turn of the input comes out with a ruling, in order,
and two commands that rule the same record agree (issue 8).

Checked on every shipped fixture: the input record is read as plain YAML, the command's JSON
output is read back, and the two are matched item by item.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import FIXTURES, run
from tests.fuzz_support import Fixture, fixtures, records
from tests.nothing_lost_support import (
    ALL_RECORDS,
    CHECKS,
    FIRST_CLASS,
    LETTER_ROLL,
    LETTER_TRICKS,
    check_letter_roll,
    fixture_id,
    ruled,
    trick_plays,
)


@pytest.mark.parametrize(("game", "fixture"), ALL_RECORDS, ids=[fixture_id(f) for _, f in ALL_RECORDS])
def test_score_sheet_rules_every_item_in_order(game: str, fixture: Fixture) -> None:
    [out] = ruled(["score-sheet"], fixture.text)
    assert out["game"] == game
    assert CHECKS[game](fixture.data, out) > 0


def test_a_whole_stream_comes_out_one_ruling_per_record_in_order() -> None:
    texts = [f.text for _, f in ALL_RECORDS]
    result = run(["score-sheet", "-f", "json"], input="".join(t if t.startswith("---") else "---\n" + t
                                                               for t in texts))
    assert result.exit_code in (0, 1), result.stderr
    outs = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["game"] for o in outs] == [g for g, _ in ALL_RECORDS]
    for (game, fixture), out in zip(ALL_RECORDS, outs, strict=True):
        CHECKS[game](fixture.data, out)


LETTER_ROLL_DOCS = [f for f in fixtures(LETTER_ROLL) if "lists" in f.data or "rounds" in f.data]


@pytest.mark.parametrize("fixture", LETTER_ROLL_DOCS, ids=[fixture_id(f) for f in LETTER_ROLL_DOCS])
def test_dedupe_lists_rules_every_word_in_order(fixture: Fixture) -> None:
    [out] = ruled(["dedupe-lists"], fixture.text)
    assert check_letter_roll(fixture.data, out) > 0


TRICK_RECORDS = records(LETTER_TRICKS)


@pytest.mark.parametrize("fixture", TRICK_RECORDS, ids=[fixture_id(f) for f in TRICK_RECORDS])
def test_trick_winner_rules_every_trick_in_order(fixture: Fixture) -> None:
    outs = ruled(["trick-winner"], fixture.text)
    assert [[p["card"] for p in o["plays"]] for o in outs] == trick_plays(fixture.data)
    assert all("winner" in o and isinstance(o["illegal"], list) for o in outs)


# Sheets with rows per player: plain sheets and competitive or solo records (not cooperative
# records, whose one communal sheet has no player rows, nor round fragments).
SHEETS = [f for f in fixtures(FIRST_CLASS)
          if "rows" in f.data or ("players" in f.data and f.data.get("mode") != "cooperative")]


@pytest.mark.parametrize("fixture", SHEETS, ids=[fixture_id(f) for f in SHEETS])
def test_alpha_cancel_rules_every_row_in_order(fixture: Fixture) -> None:
    data = fixture.data
    result = run(["alpha-cancel", "-f", "json"], input=fixture.text)
    assert result.exit_code in (0, 1), result.stderr
    outs = [json.loads(line) for line in result.stdout.splitlines()]
    sheets = [data] if "rows" in data else data["players"]
    assert len(outs) == len(sheets)
    for sheet, out in zip(sheets, outs, strict=True):
        assert [r["row"] for r in out["rows"]] == list(range(1, len(sheet["rows"]) + 1))
        assert all(r["ruling"] in ("kept", "cancel", "excluded") for r in out["rows"])
        assert sorted(out["cancel"] + out["kept"] + out["excluded"]) == list(range(1, len(sheet["rows"]) + 1))


def test_check_word_rules_every_line_in_order() -> None:
    lines = (FIXTURES / "check-word" / "disputed-words.txt").read_text(encoding="utf-8").splitlines()
    words = [line.strip() for line in lines if line.strip()]
    result = run(["check-word", "-f", "json"], input="\n".join(lines) + "\n")
    assert [json.loads(line)["word"] for line in result.stdout.splitlines()] == words
    args = run(["check-word", "-f", "json", "--", *words])
    assert args.stdout == result.stdout


# --- one record, two commands: the same rulings -------------------------------------------------
@pytest.mark.parametrize("fixture", LETTER_ROLL_DOCS, ids=[fixture_id(f) for f in LETTER_ROLL_DOCS])
def test_dedupe_lists_and_score_sheet_agree(fixture: Fixture) -> None:
    sheet = run(["score-sheet", "-f", "json"], input=fixture.text)
    lists = run(["dedupe-lists", "-f", "json"], input=fixture.text)
    assert (lists.exit_code, lists.stdout) == (sheet.exit_code, sheet.stdout)


@pytest.mark.parametrize("fixture", TRICK_RECORDS, ids=[fixture_id(f) for f in TRICK_RECORDS])
def test_trick_winner_and_score_sheet_agree_on_every_trick(fixture: Fixture) -> None:
    [record] = ruled(["score-sheet"], fixture.text)
    tricks = run(["trick-winner", "-f", "json"], input=fixture.text)
    expected = [{"hand": hand["hand"], **trick} for hand in record["hands"] for trick in hand["tricks"]]
    assert [json.loads(line) for line in tricks.stdout.splitlines()] == expected
    assert tricks.exit_code == (1 if any(t["illegal"] for t in expected) else 0)


FIRST_CLASS_SHEETS = [f for _, f in ALL_RECORDS if f.data.get("game") == FIRST_CLASS]


@pytest.mark.parametrize("fixture", FIRST_CLASS_SHEETS, ids=[fixture_id(f) for f in FIRST_CLASS_SHEETS])
def test_alpha_cancel_and_score_sheet_cancel_the_same_rows(fixture: Fixture) -> None:
    [record] = ruled(["score-sheet"], fixture.text)
    sheets = [(p["name"], p["order"]["cancel"]) for p in record["players"] if p.get("order")]
    if "communal" in record:
        sheets.append(("communal", record["communal"]["order"]["cancel"]))
    checks = [json.loads(line) for line in run(["alpha-cancel", "-f", "json"], input=fixture.text).stdout.splitlines()]
    assert [(c.get("name", "communal"), c["cancel"]) for c in checks] == sheets
