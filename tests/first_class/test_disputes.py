"""First-Class Letters disputes: each kind of point ruled against a record carries its reason code,
and the JSON's `disputes` keeps exactly the sentences, in order.

Every record here is small and its disputes worked out by hand from the rulebook.
"""

from __future__ import annotations

import pytest

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.first_class.model import DisputeCode
from referee.games.first_class.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES

LEX = get_lexicon()
EMPTY = "[null, null, null, null, null, null, null]"


def judge(text: str) -> Adjudication:
    [document] = load_text(text, "record.yaml")
    return adjudicate(document.root, LEX)


COOPERATIVE = "game: first-class-letters\nmode: cooperative\nspecial: [B, L, S]\nrounds:\n"


def codes(ruling: Adjudication) -> list[tuple[DisputeCode, str]]:
    return [(DisputeCode(d.code), d.text) for d in ruling.disputes]


def test_the_json_keeps_the_sentences_of_the_typed_disputes() -> None:
    ruling = judge((FIXTURES / "first-class-letters" / "wrong-claims.yaml").read_text(encoding="utf-8"))
    assert ruling.record["disputes"] == ruling.dispute_texts
    assert all(isinstance(d.code, DisputeCode) for d in ruling.disputes)


def test_claimed_row_scores_and_totals_are_score_and_total_claims() -> None:
    # The fixture's own comments: Hal's crumb (C M R) is 3 checkmarks doubled = 6, his dig 2.
    ruling = judge((FIXTURES / "first-class-letters" / "wrong-claims.yaml").read_text(encoding="utf-8"))
    assert [code for code, _ in codes(ruling)] == [DisputeCode.SCORE_CLAIM, DisputeCode.SCORE_CLAIM,
                                                   DisputeCode.TOTAL_CLAIM, DisputeCode.TOTAL_CLAIM]
    assert codes(ruling)[0] == (DisputeCode.SCORE_CLAIM,
                                "Hal row 2 (crumb): the record claims 4, the referee scores 6")


def test_special_rows_out_of_order_and_a_round_on_no_row() -> None:
    # "Roll the 3 letter dice and arrange them in alphabetical order ... in the 3 marked boxes":
    # S, L, B from the top is not. "If a player could not come up with a word, they must cancel an
    # empty score box": Ben has round 1 on no row at all (round 2, being written, is not yet owed).
    ruling = judge(f"""
game: first-class-letters
special: {{2: S, 4: L, 6: B}}
rounds:
- {{dice: [C, M, R], dead: Z}}
- {{dice: [A, E, T], dead: Q}}
players:
  - name: Ana
    rows: [{{word: crumb, round: 1}}, null, null, null, null, null, null]
  - name: Ben
    rows: {EMPTY}
""")
    assert codes(ruling) == [
        (DisputeCode.SPECIAL_ROWS_ORDER, "special rows: the setup letters go in alphabetical order from top "
                                         "to bottom (B L S), the record has S L B"),
        (DisputeCode.ROUND_WITHOUT_ROW, "Ben: round 1 is on no row of the sheet (a player with no word "
                                        "cancels an empty box)"),
    ]


def test_cooperative_choices_the_rules_do_not_allow() -> None:
    # "Rank the words by score, and eliminate the top half (rounded down)": crumb, cream and mercy
    # (C, M, R each, doubled: 6) and car (2); the cut falls inside the 6s, so all three remain the
    # best, and zebra is not among them. Round 2: nobody wrote a word, yet a word is chosen.
    ruling = judge(COOPERATIVE + """- dice: [C, M, R]
  dead: Z
  words: {Ana: crumb, Ben: cream, Cy: mercy, Di: car}
  chosen: zebra
  row: 1
- dice: [A, E, T]
  dead: Q
  words: {Ana: null, Ben: null}
  chosen: tea
  row: 2
""")
    assert codes(ruling) == [
        (DisputeCode.CHOSEN_NOT_BEST, "round 1: chosen 'zebra' is not among the best remaining words "
                                      "(crumb, cream, mercy)"),
        (DisputeCode.CHOSEN_WITHOUT_WORDS, "round 2: chosen 'tea', but nobody wrote a word"),
    ]


def test_a_tied_round_with_no_choice_before_a_later_round() -> None:
    # Round 1 as above with no `chosen`: crumb, cream and mercy tie, "decide together which word to
    # eliminate or write down", and round 2 is recorded after it, so the group wrote one of them
    # on row 1 and the record is missing which (the referee does not choose for the group).
    ruling = judge(COOPERATIVE + """\
- {dice: [C, M, R], dead: Z, words: {Ana: crumb, Ben: cream, Cy: mercy, Di: car}, row: 1}
- {dice: [A, E, T], dead: Q, words: {Ana: tea}, row: 2}
""")
    assert codes(ruling) == [(DisputeCode.CHOICE_NOT_RECORDED, "round 1: the record is missing the group's choice "
                              "of crumb or cream or mercy for row 1 (write it as the round's chosen:)")]


def test_a_communal_total_claim() -> None:
    # One word in seven rounds: crumb scores 6 (C, M, R: 3 checkmarks, doubled), the six rounds with
    # no word cancel their boxes, so the final total of 9 is wrong. (In a game in progress a claimed
    # total is not a final score and is not checked: tests/first_class/test_in_progress.py.)
    empty = "".join(f"- {{dice: [A, E, T], dead: Q, row: {row}}}\n" for row in range(2, 8))
    ruling = judge(COOPERATIVE + """- {dice: [C, M, R], dead: Z, words: {Ana: crumb}, row: 1}
""" + empty + "total: 9\n")
    assert codes(ruling) == [(DisputeCode.TOTAL_CLAIM,
                              "communal sheet: the record claims a total of 9, the referee counts 6")]


@pytest.mark.parametrize(("row", "code", "text"), [
    # "Write a checkmark in the first box for each letter in your word that matches one of the 3
    # letter dice": acorn has 5 letters, so at most 5 checkmarks.
    ("{word: acorn, checks: 9}", DisputeCode.TOO_MANY_CHECKMARKS,
     "Nora row 1 (acorn): 9 checkmarks marked, but the word has only 5 letters (scored at 5)"),
    # "If your word includes all 3 letters shown on the dice, place a checkmark in the circle":
    # a word with no checkmark has none of them.
    ("{word: acorn, checks: 0, doubled: true}", DisputeCode.CIRCLE_WITHOUT_CHECKMARK,
     "Nora row 1 (acorn): the circle is marked with no checkmark (doubling needs every dice letter "
     "in the word; scored undoubled)"),
    # 5 letters make at most 5 checkmarks, 10 doubled: 7 is neither 7 <= 5 nor an even 2 x 3.5.
    ("{word: acorn, score: 7}", DisputeCode.BOX_SCORE_IMPOSSIBLE,
     "Nora row 1 (acorn): a box score of 7 is not possible for a word of 5 letters (at most one "
     "checkmark a letter, doubled at most)"),
    # "This doubles your score for the word": with the circle marked the box holds twice the
    # checkmarks, an even score, so 7 cannot be acorn's doubled score.
    ("{word: acorn, doubled: true, score: 7}", DisputeCode.BOX_SCORE_IMPOSSIBLE,
     "Nora row 1 (acorn): a box score of 7 is not possible for a word of 5 letters with the circle "
     "marked (doubled: an even score from 2 to 10)"),
    # A marked circle needs all three dice letters in the word, so at least one checkmark: not 0.
    ("{word: acorn, doubled: true, score: 0}", DisputeCode.BOX_SCORE_IMPOSSIBLE,
     "Nora row 1 (acorn): a box score of 0 is not possible for a word of 5 letters with the circle "
     "marked (doubled: an even score from 2 to 10)"),
    # "Each checkmark is worth 1 point" and the circle is empty: 5 letters score at most 5, not 8.
    ("{word: acorn, doubled: false, score: 8}", DisputeCode.BOX_SCORE_IMPOSSIBLE,
     "Nora row 1 (acorn): a box score of 8 is not possible for a word of 5 letters with the circle "
     "empty (undoubled: at most 5, one checkmark a letter)"),
])
def test_a_sheet_as_written_with_marks_no_dice_can_make(row: str, code: DisputeCode, text: str) -> None:
    ruling = judge(f"""
game: first-class-letters
mode: solo
special: {{2: D, 4: H, 6: P}}
players:
  - name: Nora
    rows: [{row}, null, null, null, null, null, null]
""")
    assert codes(ruling) == [(code, text)]


def test_sheets_as_written_with_rows_the_rounds_cannot_explain() -> None:
    # Each round fills one row of every sheet: after Ana's three rows Ben has at least two.
    ruling = judge("""
game: first-class-letters
special: {2: D, 4: H, 6: P}
players:
  - name: Ana
    rows: [{word: acorn, checks: 1}, {word: dog, checks: 1}, {word: egg, checks: 1}, null, null, null, null]
  - name: Ben
    rows: [{word: apple, checks: 1}, null, null, null, null, null, null]
""")
    assert codes(ruling) == [(DisputeCode.UNEVEN_SHEETS, "sheets: every round fills one row of every sheet, "
                                                         "but the sheets have Ana 3, Ben 1 rows written")]


def test_every_code_is_produced_by_one_of_these_records() -> None:
    """A code no record can produce is a rule no record can break: it has no place in the enum."""
    tested = {DisputeCode.SCORE_CLAIM, DisputeCode.TOTAL_CLAIM, DisputeCode.SPECIAL_ROWS_ORDER,
              DisputeCode.ROUND_WITHOUT_ROW, DisputeCode.CHOSEN_NOT_BEST, DisputeCode.CHOSEN_WITHOUT_WORDS,
              DisputeCode.CHOICE_NOT_RECORDED, DisputeCode.TOO_MANY_CHECKMARKS, DisputeCode.CIRCLE_WITHOUT_CHECKMARK,
              DisputeCode.BOX_SCORE_IMPOSSIBLE, DisputeCode.UNEVEN_SHEETS}
    assert tested == set(DisputeCode)



def test_a_claim_the_word_scores_in_another_round_says_so() -> None:
    """Rows typed with their round numbers swapped: limit in round 2 (dice S O R, dead N) and worse
    in round 3 (dice M I L, dead A). "Write a checkmark in the first box for each letter in your
    word that matches one of the 3 letter dice ... If your word includes all 3 letters shown on the
    dice ... This doubles your score": limit in round 2 matches none, 0; in round 3 L1 I2 M1 = 4,
    doubled, 8, as claimed. worse in round 3: 0; in round 2 O R S = 3, doubled, 6, as claimed.
    The dispute said only 'the record claims 8, the referee scores 0', which leaves the table
    adding up a word they know scores 8; it now names the round where it does. A claim no round
    makes (part in round 1, dice C A T: A1 T1 = 2, no C; claimed 5) is disputed as before."""
    ruling = judge("game: first-class-letters\nmode: solo\nspecial: {2: B, 4: L, 6: T}\nrounds:\n"
                   "  - {dice: [C, A, T], dead: E}\n  - {dice: [S, R, O], dead: N}\n"
                   "  - {dice: [M, I, L], dead: A}\n"
                   "players:\n  - name: Ana\n    rows:\n"
                   "      - {word: limit, round: 2, score: 8}\n      - null\n"
                   "      - {word: part, round: 1, score: 5}\n      - null\n      - null\n      - null\n"
                   "      - {word: worse, round: 3, score: 6}\n")
    assert ruling.dispute_texts == [
        "Ana row 1 (limit): the record claims 8, the referee scores 0; limit scores 8 in round 3 (M-I-L): "
        "is the round number right?",
        "Ana row 3 (part): the record claims 5, the referee scores 2",
        "Ana row 7 (worse): the record claims 6, the referee scores 0; worse scores 6 in round 2 (S-R-O): "
        "is the round number right?"]


def test_a_communal_row_has_no_round_number_to_question() -> None:
    """Cooperative: "eliminate the top half (rounded down). Write the remaining word with the
    highest score on the communal sheet": worse (O R S, doubled, 6) is eliminated and limit (no die
    of S O R: 0) written. Claimed 8, what limit scores in round 2: but the round of a communal row
    is the round the group wrote it, not a number typed, so the dispute asks nothing of it."""
    ruling = judge(COOPERATIVE + "  - {dice: [S, R, O], dead: N, words: {Ana: worse, Ben: limit}, row: 3, score: 8}\n"
                   "  - {dice: [M, I, L], dead: A, words: {Ana: mild, Ben: milk}, chosen: milk, row: 5}\n")
    assert ruling.dispute_texts == ["communal sheet row 3 (limit): the record claims 8, the referee scores 0"]
