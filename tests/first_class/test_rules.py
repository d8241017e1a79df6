"""First-Class Letters rules: word scores, whole sheets, solo ranks, cooperative rounds.

Every expectation is worked out by hand from the rulebook (the arithmetic is in the comments).
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from referee.errors import RecordError
from referee.games import Adjudication
from referee.games.first_class.model import Round, Variant, adjusted_total, rank_for
from referee.games.first_class.record import adjudicate
from referee.games.first_class.score import word_score
from referee.games.first_class.words import Speller, rule_word
from referee.records import load_text
from tests.conftest import FIXTURES

LEX = get_lexicon()
SEVEN_ROUNDS = [
    {"dice": ["C", "M", "R"], "dead": "A"},
    {"dice": ["B", "E", "T"], "dead": "O"},
    {"dice": ["S", "L", "N"], "dead": "E"},
    {"dice": ["D", "G", "N"], "dead": "Z"},
    {"dice": ["P", "A", "L"], "dead": "T"},
    {"dice": ["H", "O", "S"], "dead": "I"},
    {"dice": ["W", "R", "E"], "dead": "N"},
]
SPECIAL = {2: "C", 4: "M", 6: "R"}


def judge(record: dict[str, Any] | str) -> Adjudication:
    text = record if isinstance(record, str) else yaml.safe_dump(record, sort_keys=False)
    [document] = load_text(text, "record.yaml")
    return adjudicate(document.root, LEX)


def competitive(*players: dict[str, Any], rounds: list[dict[str, Any]] | None = None,
                **extra: Any) -> dict[str, Any]:
    return {"game": "first-class-letters", "special": SPECIAL,
            "rounds": SEVEN_ROUNDS if rounds is None else rounds, "players": list(players), **extra}


def rows_of(adj: Adjudication, player: int = 0) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = adj.record["players"][player]["rows"]
    return rows


# --- the rulebook's worked examples ------------------------------------------------------------------
def test_cucumber_scores_eight() -> None:
    # C twice, U no, M once, B no, E no, R once: 4 checkmarks; C, M and R all used: doubled = 8.
    assert word_score("cucumber", "CMR") == word_score("Cucumber", ["c", "m", "r"])
    score = word_score("cucumber", "CMR")
    assert (score.checks, score.doubled, score.score) == (4, True, 8)


def test_cockroach_would_score_four_but_the_dead_a_cancels_it() -> None:
    # C-O-C-K-R-O-A-C-H: three Cs and one R = 4 checkmarks, no M so no doubling: "would score 4".
    assert word_score("cockroach", "CMR").score == 4
    ruling = rule_word(Speller(LEX), "cockroach", Round(1, ("C", "M", "R"), "A"))
    assert (ruling.checks, ruling.points, ruling.reasons) == (4, 0, ("dead-letter",))


def test_a_letter_on_two_dice_earns_one_check_per_use() -> None:
    # Dice E, E, T: "tee" has T once and E twice = 3 checks; both distinct letters used: 6.
    assert word_score("tee", "EET") == word_score("tee", "ET")
    assert word_score("tee", "EET").score == 6


# --- one sheet, every reason ---------------------------------------------------------------------------
BEN = {"name": "Ben", "rows": [
    {"word": "beet", "round": 2, "score": 8},      # B1 E2 T1 = 4, doubled = 8
    {"word": "chrome", "round": 1},                # C1 R1 M1 = 3, doubled = 6
    {"word": "dangr", "round": 4},                 # clear correction danger: D1 N1 G1 = 3, doubled = 6
    {"word": "salons", "round": 3},                # special row 4 is M: wrong-initial
    {"word": "shoes", "round": 6},                 # S2 H1 O1 = 4, doubled = 8
    {"word": "rapt", "round": 5},                  # T is round 5's dead letter
    {"canceled": True, "round": 7},                # empty box canceled
]}
CARL = {"name": "Carl", "rows": [
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
    assert adjusted_total(30, [Variant.BREEZY]) == 20
    assert adjusted_total(30, [Variant.PRIORITY_MAIL]) == 40
    assert adjusted_total(30, [Variant.BREEZY, Variant.PRIORITY_MAIL]) == 30


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


# --- cooperative ----------------------------------------------------------------------------------------
RULEBOOK_ROUND = {
    "dice": ["D", "G", "N"], "dead": "Z",
    "words": {"Ana": "gardening", "Ben": "nudged", "Cy": "sludge", "Dee": "danger", "Eve": "grind"},
    "row": 2,
}


def cooperative(*rounds: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"game": "first-class-letters", "mode": "cooperative", "special": {2: "D", 4: "M", 6: "S"},
            "rounds": list(rounds), **extra}


def test_the_rulebook_cooperative_round() -> None:
    # Dice D, G, N; dead Z (no word has a Z).
    #   GARDENING: G2 D1 N2 = 5 checks, all three dice used -> 10
    #   NUDGED:    N1 D2 G1 = 4, doubled -> 8
    #   SLUDGE:    D1 G1 = 2, no N -> 2
    #   DANGER:    D1 N1 G1 = 3, doubled -> 6
    #   GRIND:     G1 N1 D1 = 3, doubled -> 6
    # Ranked 10, 8, 6, 6, 2; five players eliminate the top 2 (half rounded down): GARDENING and
    # NUDGED. DANGER and GRIND tie for the highest remaining word; the group writes DANGER on row 2.
    adj = judge(cooperative(dict(RULEBOOK_ROUND, chosen="danger")))
    [rnd] = adj.record["rounds"]
    assert [w["score"] for w in rnd["words"]] == [10, 8, 2, 6, 6]
    assert rnd["eliminated"] == ["gardening", "nudged"]
    assert rnd["candidates"] == ["danger", "grind"]
    assert (rnd["chosen"], rnd["decision"], rnd["row"]) == ("danger", "chosen", 2)
    row2 = adj.record["communal"]["rows"][1]
    assert (row2["word"], row2["score"], row2["reasons"]) == ("danger", 6, [])  # row 2's initial is D
    assert adj.upheld


def test_a_tie_without_chosen_is_pending_not_a_dispute() -> None:
    adj = judge(cooperative(RULEBOOK_ROUND))
    [rnd] = adj.record["rounds"]
    assert (rnd["chosen"], rnd["decision"]) == (None, "pending")
    assert adj.record["pending"] == [1]
    assert adj.record["communal"]["rows"][1]["status"] == "pending"
    assert adj.record["communal"]["total"] == 0 and adj.record["communal"]["rank"] is None
    assert adj.upheld


def test_choosing_an_eliminated_word_is_a_dispute() -> None:
    adj = judge(cooperative(dict(RULEBOOK_ROUND, chosen="gardening")))
    assert adj.dispute_texts == ["round 1: chosen 'gardening' is not among the best remaining words (danger, grind)"]


def test_a_tie_across_the_cut_makes_every_tied_word_a_candidate() -> None:
    # Dice B, E, T; dead O: better 10 (B1 E2 T2), beet 8 (B1 E2 T1), tablet 8 (T2 B1 E1), bet 6,
    # bottle 0 (dead O). Eliminate 2: better, and one of the two 8s - the group's choice - so
    # beet and tablet are both candidates for the best remaining word.
    rnd = {"dice": ["B", "E", "T"], "dead": "O", "row": 7, "chosen": "tablet",
           "words": {"A": "beet", "B": "better", "C": "tablet", "D": "bet", "E": "bottle"}}
    adj = judge(cooperative(rnd))
    [out] = adj.record["rounds"]
    assert out["eliminated"] == ["better"]
    assert out["candidates"] == ["beet", "tablet"]
    assert adj.record["communal"]["rows"][6]["score"] == 8


def test_single_best_needs_no_choice_and_a_wrong_choice_is_disputed() -> None:
    # Dice C, M, R; dead A: cucumber 8, mercury 8, crumb 6, comic 3 (C2 M1), four players:
    # eliminate 2 (both 8s); best remaining crumb 6 alone.
    rnd = {"dice": ["C", "M", "R"], "dead": "A", "row": 1,
           "words": {"A": "cucumber", "B": "mercury", "C": "crumb", "D": "comic"}}
    adj = judge(cooperative(rnd))
    assert adj.record["rounds"][0]["chosen"] == "crumb" and adj.record["rounds"][0]["decision"] == "rule"
    assert adj.upheld
    adj = judge(cooperative(dict(rnd, chosen="comic")))
    assert adj.dispute_texts == ["round 1: chosen 'comic' is not among the best remaining words (crumb)"]


def test_cooperative_fixture_scores_and_ranks_the_communal_sheet() -> None:
    [doc] = load_text((FIXTURES / "first-class-letters" / "cooperative.yaml").read_text(), "coop.yaml")
    adj = adjudicate(doc.root, LEX)
    communal = adj.record["communal"]
    # chrome 6, danger 6, horse 6 (H1 O1 S1), mower 6 (W1 E1 R1), plural 8 (P1 L2 A1),
    # slain 6 (S1 L1 N1), tablet 8 (T2 B1 E1): 46, in order; 45+ is Postmaster.
    assert [r["word"] for r in communal["rows"]] == ["chrome", "danger", "horse", "mower", "plural",
                                                     "slain", "tablet"]
    assert [r["score"] for r in communal["rows"]] == [6, 6, 6, 6, 8, 6, 8]
    assert (communal["total"], communal["rank"]) == (46, "Postmaster")
    assert adj.upheld


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
    rows = [*BEN["rows"][:6], None]
    adj = judge(competitive({"name": "Ben", "rows": rows}, CARL))
    assert "Ben: round 7 is on no row of the sheet (a player with no word cancels an empty box)" in adj.dispute_texts


def test_special_letters_out_of_order_are_disputed() -> None:
    adj = judge(competitive(BEN, CARL, special={2: "M", 4: "C", 6: "R"}))
    assert adj.dispute_texts[0].startswith("special rows: the setup letters go in alphabetical order")


# --- schema errors ------------------------------------------------------------------------------------
def error_of(text: str) -> str:
    with pytest.raises(RecordError) as caught:
        judge(text)
    return str(caught.value)


HEAD = """game: first-class-letters
special: {2: C, 4: M, 6: R}
rounds:
  - {dice: [C, M, R], dead: A}
  - {dice: [B, E, T], dead: O}
players:
"""


def test_a_row_in_an_unplayed_round_names_its_position() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 3}, null, null, null, null, null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text) == ("record.yaml:8:33: Ana row 1 round: round 3 has not been played "
                              "(the record has 2 rounds)")


def test_a_round_used_twice_is_a_schema_error() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 1}, {word: crumb, round: 1}, null, null, null, null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text) == "record.yaml:8:58: Ana row 2 round: round 1 is already on row 1"


def test_rows_must_be_seven() -> None:
    text = HEAD + """  - name: Ana
    rows: [null, null]
  - name: Ben
    rows: [null, null, null, null, null, null, null]
"""
    assert error_of(text).startswith("record.yaml:8:11: Ana rows: expected 7 entries")


@pytest.mark.parametrize(("change", "message"), [
    ("  - {dice: [C, M], dead: A}\n", "rounds[3] dice: expected 3 letter dice, got 2"),
    ("  - {dice: [C, M, R]}\n", "rounds[3]: missing 'dead'"),
    ("  - {dice: [C, M, R], dead: A, priority: C}\n", "rounds[3] priority: only the priority-mail variant"),
    ("  - {dice: [C, M, R], dead: 7}\n", "rounds[3] dead: expected a single letter A-Z, got 7"),
    ("  - {dice: [C, M, R], dead: A, dic: 1}\n", "rounds[3]: unknown key 'dic'; did you mean 'dice'?"),
])
def test_bad_rounds(change: str, message: str) -> None:
    text = HEAD.replace("players:\n", change + "players:\n") + "  - {name: Ana, rows: [null, null, null, " \
        "null, null, null, null]}\n  - {name: Ben, rows: [null, null, null, null, null, null, null]}\n"
    assert message in error_of(text)


def test_solo_needs_exactly_one_player_and_competitive_two() -> None:
    two = "  - {name: A, rows: [null, null, null, null, null, null, null]}\n"
    assert "solo play has exactly one player, got 2" in error_of(HEAD.replace("game:", "mode: solo\ngame:")
                                                                   + two + two.replace("A", "B"))
    assert "competitive play needs 2 or more players, got 1" in error_of(HEAD + two)


def test_word_and_canceled_box_together_is_refused() -> None:
    text = HEAD + """  - name: Ana
    rows: [{word: apple, round: 1, canceled: true}, null, null, null, null, null, null]
  - {name: Ben, rows: [null, null, null, null, null, null, null]}
"""
    assert "a row has a word or 'canceled: true'" in error_of(text)


def test_breezy_with_a_dead_letter_and_priority_not_on_the_dice() -> None:
    base = HEAD.replace("game:", "variants: [breezy]\ngame:")
    assert "breezy variant plays without the dead-letter die" in error_of(base + "  - {name: A}\n")
    pm = HEAD.replace("game:", "variants: [priority-mail]\ngame:").replace(
        "dead: A}", "dead: A, priority: Q}")
    assert "the priority letter is one of the dice (C M R), got Q" in error_of(pm)


# --- properties ------------------------------------------------------------------------------------------
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12),
       st.lists(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), min_size=3, max_size=3))
def test_score_is_checks_or_double_checks(word: str, dice: list[str]) -> None:
    score = word_score(word, dice)
    assert score.checks == sum(1 for c in word.upper() if c in dice)
    assert score.score == score.checks * (2 if score.doubled else 1)
    assert score.doubled == all(d in word.upper() for d in dice)


def test_a_cooperative_record_with_players_is_refused() -> None:
    text = "game: first-class-letters\nmode: cooperative\nspecial: [D, M, S]\nrounds: []\nplayers: [Ana]\n"
    assert error_of(text) == ("record.yaml:5:10: players: a cooperative record has no players; each round "
                              "lists the words (words: {Ana: danger, ...}) and the communal row")


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


def test_a_cooperative_round_with_no_word_cancels_the_box_and_claims_are_checked() -> None:
    # Round 1: Ana wrote nothing, so four words rank: gardening 10, nudged 8, danger 6, grind 6
    # (D G N, dead Z) -> eliminate 2 (half of 4): candidates danger, grind; chosen grind on row 3.
    # Round 2: nobody wrote a word: the group cancels the box on row 5.
    first = dict(RULEBOOK_ROUND, words={"Ana": None, "Ben": "gardening", "Cy": "nudged", "Dee": "danger",
                                        "Eve": "grind"}, chosen="grind", row=3, score=6)
    second = {"dice": ["C", "M", "R"], "dead": "A", "words": {"Ana": None}, "row": 5}
    adj = judge(cooperative(first, second, total=7))
    one, two = adj.record["rounds"]
    assert [w["player"] for w in one["words"]] == ["Ben", "Cy", "Dee", "Eve"]
    assert (one["eliminated"], one["candidates"], one["chosen"]) == (["gardening", "nudged"],
                                                                    ["danger", "grind"], "grind")
    assert (two["decision"], two["chosen"]) == ("no-word", None)
    rows = adj.record["communal"]["rows"]
    # grind G1 R0 I0 N1 D1 = 3, doubled = 6 (row 3 is not special).
    assert (rows[2]["word"], rows[2]["score"]) == ("grind", 6)
    assert (rows[4]["reasons"], rows[4]["score"]) == (["empty-box"], 0)
    assert adj.dispute_texts == ["communal sheet: the record claims a total of 7, the referee counts 6"]


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
