"""First-Class Letters rules: word scores, one sheet with every reason, claims, games in progress.

Every expectation is worked out by hand from the rulebook (the arithmetic is in the comments).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from referee.games.first_class.model import RoundRoll
from referee.games.first_class.record import adjudicate
from referee.games.first_class.score import word_score
from referee.games.first_class.words import Speller, rule_word
from referee.records import load_text
from tests.conftest import FIXTURES
from tests.first_class.rules_support import LEX, SEVEN_ROUNDS, competitive, judge, rows_of


# --- the rulebook's worked examples ------------------------------------------------------------------
def test_cucumber_scores_eight() -> None:
    # C twice, U no, M once, B no, E no, R once: 4 checkmarks; C, M and R all used: doubled = 8.
    assert word_score("cucumber", "CMR") == word_score("Cucumber", ["c", "m", "r"])
    score = word_score("cucumber", "CMR")
    assert (score.checks, score.doubled, score.score) == (4, True, 8)


def test_cockroach_would_score_four_but_the_dead_a_cancels_it() -> None:
    # C-O-C-K-R-O-A-C-H: three Cs and one R = 4 checkmarks, no M so no doubling: "would score 4".
    assert word_score("cockroach", "CMR").score == 4
    ruling = rule_word(Speller(LEX), "cockroach", RoundRoll(1, ("C", "M", "R"), "A"))
    assert (ruling.checks, ruling.points, ruling.reasons) == (4, 0, ("dead-letter",))


def test_a_letter_on_two_dice_earns_one_check_per_use() -> None:
    # Dice E, E, T: "tee" has T once and E twice = 3 checks; both distinct letters used: 6.
    assert word_score("tee", "EET") == word_score("tee", "ET")
    assert word_score("tee", "EET").score == 6


# --- one sheet, every reason ---------------------------------------------------------------------------
BEN: dict[str, Any] = {"name": "Ben", "rows": [
    {"word": "beet", "round": 2, "score": 8},      # B1 E2 T1 = 4, doubled = 8
    {"word": "chrome", "round": 1},                # C1 R1 M1 = 3, doubled = 6
    {"word": "dangr", "round": 4},                 # clear correction danger: D1 N1 G1 = 3, doubled = 6
    {"word": "salons", "round": 3},                # special row 4 is M: wrong-initial
    {"word": "shoes", "round": 6},                 # S2 H1 O1 = 4, doubled = 8
    {"word": "rapt", "round": 5},                  # T is round 5's dead letter
    {"canceled": True, "round": 7},                # empty box canceled
]}
CARL: dict[str, Any] = {"name": "Carl", "rows": [
    {"word": "mercury", "round": 1},               # M1 R2 C1 = 4, doubled = 8
    {"word": "cabinet", "round": 2},               # B1 E1 T1 = 3, doubled = 6; "cabinet" < "mercury"
    {"word": "Brooklyn", "round": 3},              # proper noun
    {"word": "midnight", "round": 4},              # D1 N1 G1 = 3, doubled = 6
    {"word": "packged", "round": 5},               # packed or packaged: no clear correction
    {"word": "rooks", "round": 6},                 # O2 S1 = 3, no H
    {"word": "wrote", "round": 7},                 # W1 R1 E1 = 3, doubled = 6
]}


def test_every_row_is_ruled_with_its_reason() -> None:
    adj = judge(competitive(BEN, CARL))
    ben = rows_of(adj, 0)
    assert [(r["score"], r["reasons"]) for r in ben] == [
        (8, []), (6, []), (6, []), (0, ["wrong-initial"]), (8, []), (0, ["dead-letter"]), (0, ["empty-box"])]
    assert ben[2]["word"] == "dangr" and ben[2]["corrected"] == "danger"
    assert [r["checks"] for r in ben[:3]] == [4, 3, 3]
    assert ben[6]["word"] is None and ben[6]["canceled"] is True
    assert adj.record["players"][0]["total"] == 8 + 6 + 6 + 8  # 28


def test_the_alphabetical_check_cancels_the_cheaper_side() -> None:
    # Carl's words taking part: mercury 8, cabinet 6, midnight 6, rooks 3, wrote 6. Keeping
    # cabinet costs mercury (6+6+3+6 = 21); canceling cabinet keeps 8+6+3+6 = 23.
    adj = judge(competitive(BEN, CARL))
    carl = adj.record["players"][1]
    assert carl["rows"][1]["reasons"] == ["alphabetical-order"]
    assert carl["rows"][2]["reasons"] == ["proper-noun"]
    assert carl["rows"][4]["reasons"] == ["not-in-dictionary"]
    assert carl["rows"][4]["candidates"][:2] == ["packed", "packaged"]
    assert carl["order"] == {"cancel": [2], "kept": [1, 4, 6, 7], "score": 23, "excluded": [3, 5],
                             "applied": True}
    assert carl["total"] == 23


def test_winner_and_claims_upheld() -> None:
    adj = judge(competitive(BEN, CARL))
    assert adj.record["winners"] == ["Ben"]  # 28 against 23
    assert adj.dispute_texts == []


def test_a_corrected_spelling_is_checked_for_the_dead_letter() -> None:
    # "dangr" is corrected to "danger", which has an A: with A dead the correction is canceled.
    rounds = [dict(r) for r in SEVEN_ROUNDS]
    rounds[3] = {"dice": ["D", "G", "N"], "dead": "A"}
    adj = judge(competitive(BEN, CARL, rounds=rounds))
    row = rows_of(adj)[2]
    assert (row["corrected"], row["reasons"], row["score"]) == ("danger", ["dead-letter"], 0)


def test_hyphen_and_abbreviation_are_canceled() -> None:
    rows: list[Any] = [None] * 7
    rows[0] = {"word": "e-mail", "round": 1}
    rows[6] = {"word": "NASA", "round": 2}
    other: list[Any] = [None] * 7
    adj = judge(competitive({"name": "A", "rows": rows}, {"name": "B", "rows": other},
                            rounds=SEVEN_ROUNDS[:2]))
    got = rows_of(adj)
    assert got[0]["reasons"] == ["hyphen"] and got[6]["reasons"] == ["abbreviation"]


def test_priority_mail_cancels_a_word_without_the_priority_letter() -> None:
    rounds = [{"dice": ["M", "I", "L"], "priority": "M"}]
    rows: list[Any] = [{"word": "tail", "round": 1}, *[None] * 6]   # I1 L1 but no M
    rows2: list[Any] = [{"word": "limit", "round": 1}, *[None] * 6]  # L1 I2 M1 = 4, doubled = 8
    adj = judge(competitive({"name": "A", "rows": rows}, {"name": "B", "rows": rows2}, rounds=rounds,
                            variants=["priority-mail", "breezy"]))
    assert rows_of(adj, 0)[0]["reasons"] == ["missing-priority"]
    assert rows_of(adj, 1)[0]["score"] == 8


# --- claims ------------------------------------------------------------------------------------------
def test_a_wrong_claimed_score_and_total_are_disputes() -> None:
    ben = {**BEN, "rows": [dict(BEN["rows"][0], score=6), *BEN["rows"][1:]], "total": 30}
    adj = judge(competitive(ben, CARL))
    assert adj.dispute_texts == [
        "Ben row 1 (beet): the record claims 6, the referee scores 8",
        "Ben: the record claims a total of 30, the referee counts 28",
    ]
    assert rows_of(adj)[0]["disputed"] is True


def test_a_claim_for_a_word_later_canceled_for_order_may_be_its_score_or_zero() -> None:
    # cabinet scored 6 in its round; at game end it is covered: 6 or 0 both stand, 5 does not.
    for claim, upheld in ((6, True), (0, True), (5, False)):
        carl = {**CARL, "rows": [CARL["rows"][0], dict(CARL["rows"][1], score=claim), *CARL["rows"][2:]]}
        assert judge(competitive(BEN, carl)).upheld is upheld


# --- games in progress -------------------------------------------------------------------------------
def test_a_game_in_progress_is_scored_as_far_as_it_goes() -> None:
    docs = load_text((FIXTURES / "first-class-letters" / "in-progress.yaml").read_text(), "p.yaml")
    adj = adjudicate(docs[0].root, LEX)
    jo, kim = adj.record["players"]
    # Jo: cucumber 8 + lessons (dead E in round 3) 0 + rebut (B1 E1 T1, row 6 is R) 6 = 14.
    # Kim: bet 6 + crumb 6 + snails (S2 N1 L1 = 4, doubled) 8 = 20.
    assert (jo["total"], kim["total"]) == (14, 20)
    assert [r["status"] for r in jo["rows"]] == ["unused", "scored", "unused", "unused", "canceled",
                                                 "scored", "unused"]
    assert adj.record["finished"] is False
    assert adj.record["winners"] == [] and adj.record["leaders"] == ["Kim"]
    assert adj.upheld


def test_order_is_only_enforced_at_game_end() -> None:
    # After two rounds "zoo" above "ant" would need a cancellation at game end; it is shown, not applied.
    rows: list[Any] = [{"word": "zoo", "round": 1}, *[None] * 5, {"word": "bet", "round": 2}]
    other: list[Any] = [None] * 7
    adj = judge(competitive({"name": "A", "rows": rows}, {"name": "B", "rows": other},
                            rounds=SEVEN_ROUNDS[5:6] + SEVEN_ROUNDS[1:2]))
    player = adj.record["players"][0]
    # zoo: O2 (H O S) = 2; bet: B1 E1 T1 = 6. Cancel zoo (2) to keep bet (6) - at game end.
    assert player["order"]["cancel"] == [1] and player["order"]["applied"] is False
    assert player["total"] == 8


def test_a_round_missing_from_a_finished_sheet_is_a_dispute() -> None:
    # Round 7 is on every sheet, so the game is over; Ben's round 3 (salons, row 4) is on no row.
    rows = [*BEN["rows"][:3], None, *BEN["rows"][4:]]
    adj = judge(competitive({"name": "Ben", "rows": rows}, CARL))
    assert adj.record["complete"] is True
    assert "Ben: round 3 is on no row of the sheet (a player with no word cancels an empty box)" in adj.dispute_texts


def test_round_seven_on_no_row_with_a_row_unused_is_still_being_written() -> None:
    # All seven rounds rolled, Ben's round 7 row still null: the game is in progress in round 7
    # (as a sheet as written one row behind), not finished with a round missing.
    rows = [*BEN["rows"][:6], None]
    adj = judge(competitive({"name": "Ben", "rows": rows}, CARL))
    assert (adj.record["finished"], adj.record["complete"], adj.record["winners"]) == (False, False, [])
    assert adj.dispute_texts == []


def test_special_letters_out_of_order_are_disputed() -> None:
    adj = judge(competitive(BEN, CARL, special={2: "M", 4: "C", 6: "R"}))
    assert adj.dispute_texts[0].startswith("special rows: the setup letters go in alphabetical order")


# --- properties ------------------------------------------------------------------------------------------
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12),
       st.lists(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), min_size=3, max_size=3))
def test_score_is_checks_or_double_checks(word: str, dice: list[str]) -> None:
    score = word_score(word, dice)
    assert score.checks == sum(1 for c in word.upper() if c in dice)
    assert score.score == score.checks * (2 if score.doubled else 1)
    assert score.doubled == all(d in word.upper() for d in dice)


def test_first_letter_order_as_a_house_rule_in_the_record() -> None:
    # beet 8 (round 2), cucumber 8 (round 1, row 2 is C), crumb (round 4: D G N, no die letter) 0.
    # By whole words crumb < cucumber: cancel the cheaper, crumb (row 3). By first letters
    # b, c, c is in order.
    rows: list[Any] = [{"word": "beet", "round": 2}, {"word": "cucumber", "round": 1},
                       {"word": "crumb", "round": 4}, None, None, None, None]
    players = ({"name": "A", "rows": rows}, {"name": "B", "rows": [None] * 7})
    by_word = judge(competitive(*players, rounds=SEVEN_ROUNDS[:4])).record["players"][0]
    by_letter = judge(competitive(*players, rounds=SEVEN_ROUNDS[:4], order="first-letter")).record["players"][0]
    assert (by_word["order"]["cancel"], by_word["order"]["score"]) == ([3], 16)
    assert (by_letter["order"]["cancel"], by_letter["order"]["kept"]) == ([], [1, 2, 3])
