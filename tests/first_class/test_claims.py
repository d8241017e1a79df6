"""First-Class Letters records are read into typed claims before any rule is applied, and the
rules rule those claims without the record: the same sheet typed up or built by hand rules alike.

Rulebook, "3) Score": "Write a checkmark in the first box for each letter in your word that
matches one of the 3 letter dice ... If your word includes all 3 letters shown on the dice, place
a checkmark in the circle. This doubles your score for the word."
"""

from __future__ import annotations

from referee.dictionary import get_lexicon
from referee.games.first_class.alphabetical import Order
from referee.games.first_class.claims import RecordClaims, RowClaim, SheetClaim
from referee.games.first_class.model import DisputeCode, FirstClassMode
from referee.games.first_class.paper import rule_sheet
from referee.games.first_class.record.paper import read_sheets_as_written
from referee.games.first_class.words import Speller
from referee.records import load_text

SHEET = """
game: first-class-letters
mode: solo
special: {2: D, 4: H, 6: P}
players:
  - name: Nora
    rows: [{word: acorn, checks: 9}, {word: dinner, checks: 4, doubled: true}, {canceled: true},
           null, null, null, null]
    total: 13
"""
NORA = SheetClaim("Nora", (RowClaim("acorn", checks=9), RowClaim("dinner", checks=4, doubled=True),
                           RowClaim(None, canceled=True), None, None, None, None), 13)


def test_a_sheet_as_written_is_read_into_claims_as_it_is_written() -> None:
    [document] = load_text(SHEET, "nora.yaml")
    claims = read_sheets_as_written(document.root, cooperative=False)
    assert claims == RecordClaims(FirstClassMode.SOLO, (), {2: "D", 4: "H", 6: "P"}, Order.WORD, None, (NORA,))


def test_the_rules_rule_claims_built_without_a_record() -> None:
    # acorn has 5 letters, so 9 checkmarks are scored as 5; dinner's 4 checkmarks doubled are 8;
    # the canceled box scores 0: 13 in all, as the sheet claims.
    claims = RecordClaims(FirstClassMode.SOLO, (), {2: "D", 4: "H", 6: "P"}, Order.WORD, None, (NORA,))
    ruling = rule_sheet(claims, Speller(get_lexicon()))
    [nora] = ruling.sheets
    assert [row.points for row in nora.sheet.rows[:3]] == [5, 8, 0] and nora.sheet.total == 13
    assert [d.code for d in ruling.setup.disputes] == [DisputeCode.TOO_MANY_CHECKMARKS]
