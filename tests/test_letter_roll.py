"""Letter Roll rules: cross-offs, points, rotation, totals and the tie-break, hand-computed from the rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from referee.dictionary import get_lexicon
from referee.errors import RecordError
from referee.games import Adjudication
from referee.games.letter_roll.lists import rule_lists
from referee.games.letter_roll.model import DiceRules, Variant, dice_rules, rolls_per_player
from referee.games.letter_roll.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES

LEX = get_lexicon()


def judge(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, LEX)


def judge_file(name: str) -> Adjudication:
    return adjudicate(load_text((FIXTURES / "letter-roll" / name).read_text(encoding="utf-8"))[0].root, LEX)


def statuses(words: list[dict[str, Any]]) -> list[tuple[str, str, list[str]]]:
    return [(w["word"], w["status"], w["reasons"]) for w in words]


def rule(letters: str, lists: dict[str, list[str]], min_length: dict[str, int] | None = None
         ) -> dict[str, list[tuple[str, str, tuple[str, ...]]]]:
    rulings = rule_lists(LEX, list(letters), lists, min_length)
    return {p: [(w.word, w.status.value, w.reasons) for w in r.words] for p, r in rulings.items()}


# --- the rulebook's illustration ------------------------------------------------------------------
def test_rulebook_pec_round_scores_terry_3_and_chris_5() -> None:
    # Rulebook: Terry lists pace (crossed), price, place (crossed), peace (crossed), piece, process: 3.
    # Chris lists place (crossed), pancake, pace (crossed), cope, escape, peach, space, peace (crossed): 5.
    # pace, place and peace are on both lists, so they are crossed off both; every other word has
    # P, E and C and is a dictionary word.
    adj = judge_file("rulebook-round.yaml")
    [rnd] = adj.record["rounds"]
    assert rnd["letters"] == ["P", "E", "C"]
    terry, chris = rnd["players"]["Terry"], rnd["players"]["Chris"]
    assert statuses(terry["words"]) == [
        ("pace", "crossed", ["duplicate"]), ("price", "scored", []), ("place", "crossed", ["duplicate"]),
        ("peace", "crossed", ["duplicate"]), ("piece", "scored", []), ("process", "scored", []),
    ]
    assert statuses(chris["words"]) == [
        ("place", "crossed", ["duplicate"]), ("pancake", "scored", []), ("pace", "crossed", ["duplicate"]),
        ("cope", "scored", []), ("escape", "scored", []), ("peach", "scored", []),
        ("space", "scored", []), ("peace", "crossed", ["duplicate"]),
    ]
    assert (terry["score"], chris["score"]) == (3, 5)
    assert terry["words"][0]["shared_with"] == ["Chris"]
    assert adj.record["totals"] == {"Terry": 3, "Chris": 5}
    assert adj.record["winners"] == ["Chris"]
    assert adj.record["rounds"][0]["removed"] == "X"
    assert adj.disputes == []


def test_a_wrong_claimed_round_score_is_ruled_against() -> None:
    adj = judge("""
game: letter-roll
letters: PEC
lists: {Terry: [pace, price], Chris: [pace, cope]}
scores: {Terry: 2, Chris: 1}
""")
    assert adj.record["totals"] == {"Terry": 1, "Chris": 1}
    assert adj.disputes == ["round: Terry claims 2, the referee counts 1"]


# --- what crosses a word off ----------------------------------------------------------------------
def test_multiplicity_two_ts_rolled_need_two_ts() -> None:
    # T-T-E: letter, tent, tote and tatter have two Ts and an E; "ten" has one T, so it lacks a T.
    ruled = rule("TTE", {"Ana": ["letter", "tent", "ten", "tote", "tatter"]})
    assert ruled["Ana"] == [
        ("letter", "scored", ()), ("tent", "scored", ()), ("ten", "crossed", ("missing-letters",)),
        ("tote", "scored", ()), ("tatter", "scored", ()),
    ]
    [ten] = [w for w in rule_lists(LEX, list("TTE"), {"Ana": ["ten"]})["Ana"].words]
    assert ten.missing == ("T",)


def test_missing_a_letter_entirely() -> None:
    # S-N-E: "snow" has no E; "lens" has all three.
    assert rule("SNE", {"Chris": ["snow", "lens"]})["Chris"] == [
        ("snow", "crossed", ("missing-letters",)), ("lens", "scored", ()),
    ]


def test_per_player_minimum_length() -> None:
    # Dee plays with a minimum of six letters, Ana with none: "heard" (5) is crossed for Dee only.
    ruled = rule("RDE", {"Ana": ["heard", "dressed"], "Dee": ["dream", "address"]}, {"Dee": 6})
    assert ruled == {
        "Ana": [("heard", "scored", ()), ("dressed", "scored", ())],
        "Dee": [("dream", "crossed", ("too-short",)), ("address", "scored", ())],
    }


def test_minimum_length_is_counted_on_the_correct_spelling() -> None:
    # "frends" (6 letters written) is read as "friends" (7): it meets a minimum of seven.
    assert rule("RDE", {"Dee": ["frends"]}, {"Dee": 7})["Dee"] == [("frends", "scored", ())]


def test_repeated_word_counts_once() -> None:
    ruled = rule("SNE", {"Terry": ["sense", "listen", "Sense"]})
    assert ruled["Terry"] == [("sense", "scored", ()), ("listen", "scored", ()), ("Sense", "crossed", ("repeated",))]


def test_a_clear_misspelling_is_scored_and_shows_the_correction() -> None:
    rulings = rule_lists(LEX, list("MIT"), {"Terry": ["imitait"]})
    [word] = rulings["Terry"].words
    assert (word.status.value, word.reasons, word.corrected) == ("scored", (), "imitate")


def test_misspelling_aware_duplicates() -> None:
    # "soldeir" has one clear correction, "soldier": the same word as Chris's, crossed off both.
    # "packged" has no clear correction (packed or packaged?): not the same word as "packed".
    ruled = rule("DLO", {"Terry": ["soldeir", "cold"], "Chris": ["soldier", "hold"]})
    assert ruled == {
        "Terry": [("soldeir", "crossed", ("duplicate",)), ("cold", "scored", ())],
        "Chris": [("soldier", "crossed", ("duplicate",)), ("hold", "scored", ())],
    }
    ruled = rule("ACK", {"Sam": ["packged"], "Noah": ["packed"]})
    assert ruled == {"Sam": [("packged", "crossed", ("not-in-dictionary",))],
                     "Noah": [("packed", "scored", ())]}


def test_duplicates_are_compared_after_case_and_accent_folding() -> None:
    ruled = rule("CAE", {"Ana": ["Café"], "Ben": ["cafe"], "Cy": ["CAFE"]})
    assert all(words == [(words[0][0], "crossed", ("duplicate",))] for words in ruled.values())


def test_letters_are_checked_on_the_correct_spelling() -> None:
    # "truely" is read as "truly" (its one clear correction), which has no E: crossed for T-L-E even
    # though the letters as written contain T, L and E ("the correct spelling must contain the
    # three letters").
    rulings = rule_lists(LEX, list("TLE"), {"Ana": ["truely"]})
    [word] = rulings["Ana"].words
    assert (word.status.value, word.reasons, word.corrected, word.missing) == (
        "crossed", ("missing-letters",), "truly", ("E",))


def test_shared_words_are_crossed_whatever_else_is_wrong() -> None:
    # Both wrote the proper noun Paris: a duplicate on both lists, and a proper noun too.
    ruled = rule("PAR", {"Ana": ["Paris", "repair"], "Ben": ["paris"]})
    assert ruled["Ana"][0] == ("Paris", "crossed", ("duplicate", "proper-noun"))
    assert ruled["Ben"] == [("paris", "crossed", ("duplicate", "proper-noun"))]
    assert ruled["Ana"][1] == ("repair", "scored", ())


def test_word_form_faults() -> None:
    ruled = rule("TRE", {"Ana": ["three-year-old", "they'd", "etc", "street"]})
    assert ruled["Ana"] == [
        ("three-year-old", "crossed", ("hyphen",)),
        ("they'd", "crossed", ("apostrophe", "missing-letters")),
        ("etc", "crossed", ("abbreviation", "missing-letters")),
        ("street", "scored", ()),
    ]


def test_a_word_on_three_lists_names_the_other_two() -> None:
    rulings = rule_lists(LEX, list("SIT"), {"Ben": ["something"], "Cy": ["something"], "Dee": ["something"]})
    assert rulings["Cy"].words[0].shared_with == ("Ben", "Dee")


# --- whole games ----------------------------------------------------------------------------------
def test_two_player_game_night() -> None:
    # Hand count per round (see the fixture): Terry 3 5 5 4 4 4 = 25, Chris 5 6 4 6 4 2 = 27.
    adj = judge_file("two-players.yaml")
    record = adj.record
    assert [r["players"]["Terry"]["score"] for r in record["rounds"]] == [3, 5, 5, 4, 4, 4]
    assert [r["players"]["Chris"]["score"] for r in record["rounds"]] == [5, 6, 4, 6, 4, 2]
    assert record["totals"] == {"Terry": 25, "Chris": 27}
    assert record["winners"] == ["Chris"]
    assert (record["complete"], record["rounds_played"], record["rounds_in_game"]) == (True, 6, 6)
    assert adj.disputes == []
    round6 = record["rounds"][5]["players"]
    assert statuses(round6["Chris"]["words"]) == [
        ("better", "crossed", ["duplicate"]), ("pretyy", "scored", []), ("strete", "crossed", ["duplicate"]),
        ("total", "crossed", ["missing-letters"]), ("attempt", "scored", []),
    ]
    assert round6["Chris"]["words"][2]["corrected"] == "street"


def test_four_player_game_with_a_game_wide_minimum() -> None:
    adj = judge_file("four-players.yaml")
    record = adj.record
    assert record["totals"] == {"Ana": 32, "Ben": 42, "Cy": 32, "Dee": 28}
    assert record["winners"] == ["Ben"]
    assert record["rounds"][0]["min_length"] == {"Dee": 6}
    dee = record["rounds"][0]["players"]["Dee"]["words"]
    assert ("heard", "crossed", ["duplicate", "too-short"]) in statuses(dee)
    assert adj.disputes == []


def test_eight_player_game_each_rolls_once() -> None:
    adj = judge_file("eight-players.yaml")
    assert adj.record["rolls_per_player"] == 1
    assert adj.record["rounds_in_game"] == 8
    assert adj.record["winners"] == ["Quinn"]
    assert adj.record["totals"]["Quinn"] == 30
    assert adj.disputes == []


@pytest.mark.parametrize(("players", "rolls"), [(2, 3), (3, 3), (4, 2), (5, 2), (6, 1), (7, 1), (8, 1)])
def test_rolls_per_player_table(players: int, rolls: int) -> None:
    assert rolls_per_player(players) == rolls


def test_rotation_error_is_ruled_against() -> None:
    adj = judge_file("rotation-error.yaml")
    assert adj.disputes == [
        "round 3: Dee rolled, but the dice pass to the left of Ben: it was Cy's roll",
        "rounds: each player is the roller 2 time(s), but rolls were Ana 3, Cy 1",
    ]
    assert adj.record["winners"] == ["Cy"]  # the words are still scored


GAME = """
game: letter-roll
players: [Terry, Chris]
rounds:
"""


def _round(roller: str, terry: str = "[pace]", chris: str = "[cope]", letters: str = "PEC") -> str:
    return f"  - {{roller: {roller}, letters: {letters}, lists: {{Terry: {terry}, Chris: {chris}}}}}\n"


def test_a_game_in_progress_has_no_winner_yet() -> None:
    adj = judge(GAME + _round("Chris") + _round("Terry", "[pace, price]"))
    record = adj.record
    assert (record["complete"], record["rounds_played"], record["rounds_in_game"]) == (False, 2, 6)
    assert record["winners"] == []
    assert record["leaders"] == ["Terry"]
    assert record["needs_tiebreak"] == []
    assert adj.disputes == []


def test_the_same_word_in_two_rounds_is_ruled_on_each_round_s_letters() -> None:
    # "pace" has P-E-C (round 1) but not the T of T-A-E (round 2).
    adj = judge(GAME + _round("Terry") + _round("Chris", "[pace]", "[eat]", "TAE"))
    [first, second] = [r["players"]["Terry"]["words"][0] for r in adj.record["rounds"]]
    assert (first["status"], first["reasons"]) == ("scored", [])
    assert (second["status"], second["reasons"], second["missing"]) == ("crossed", ["missing-letters"], ["T"])


def test_too_many_rounds() -> None:
    text = GAME + "".join(_round(r) for r in ["Terry", "Chris"] * 3 + ["Terry"])
    adj = judge(text)
    assert adj.disputes == ["round 7: 1 round(s) too many: with 2 players each is the roller 3 time(s), "
                            "6 rounds in all"]


def test_a_tie_needs_the_tie_break_round() -> None:
    adj = judge(GAME + "".join(_round(r) for r in ["Terry", "Chris"] * 3))
    record = adj.record
    assert record["totals"] == {"Terry": 6, "Chris": 6}
    assert record["winners"] == []
    assert record["needs_tiebreak"] == ["Terry", "Chris"]
    assert adj.disputes == []  # a tie is not a ruling against the record


def test_the_tie_break_round_settles_the_winner() -> None:
    adj = judge_file("tie-break.yaml")
    record = adj.record
    assert record["totals"] == {"Jo": 25, "Kim": 25, "Lee": 23}
    tiebreak = record["tiebreak"]
    assert tiebreak["tied"] == ["Jo", "Kim"]
    assert (tiebreak["players"]["Jo"]["score"], tiebreak["players"]["Kim"]["score"]) == (5, 4)
    assert record["winners"] == ["Jo"]
    assert record["needs_tiebreak"] == []
    assert adj.disputes == []


def test_tie_break_with_the_wrong_number_of_letters() -> None:
    text = GAME + "".join(_round(r) for r in ["Terry", "Chris"] * 3) + \
        "tiebreak: {letters: [R, M, S], lists: {Terry: [storms], Chris: [farm]}}\n"
    adj = judge(text)
    assert adj.disputes == ["tiebreak: 3 letters in play (R-M-S), expected 2"]
    # "There will be as many letters as tied players": a three-letter round for two tied players
    # is not the tie-break round, so Terry's 1-0 in it decides nothing (issue 13): still tied.
    assert adj.record["winners"] == [] and adj.record["needs_tiebreak"] == ["Terry", "Chris"]


def test_tie_break_tied_again_still_needs_one() -> None:
    text = GAME + "".join(_round(r) for r in ["Terry", "Chris"] * 3) + \
        "tiebreak: {letters: RM, lists: {Terry: [farm], Chris: [form]}}\n"
    adj = judge(text)
    assert adj.record["winners"] == []
    assert adj.record["needs_tiebreak"] == ["Terry", "Chris"]


def test_tie_break_without_a_tie_is_ruled_against() -> None:
    text = GAME + "".join(_round(r, chris="[cope, escape]") for r in ["Terry", "Chris"] * 3) + \
        "tiebreak: {letters: RM, lists: {Terry: [farm], Chris: [form]}}\n"
    adj = judge(text)
    assert adj.disputes == ["tiebreak: no tie to break, Chris has the highest total"]
    assert adj.record["winners"] == ["Chris"]


def test_wrong_total_claim() -> None:
    adj = judge(GAME + _round("Terry") + "totals: {Terry: 2, Chris: 1}\n")
    assert adj.disputes == ["totals: Terry claims 2, the referee counts 1"]


# --- dice and variants ----------------------------------------------------------------------------
def test_letters_must_be_the_roll_less_one_die() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X]
letters: [P, E, Q]
lists: {Ana: [pique], Ben: [equip]}
""")
    assert adj.disputes == ["round: letters Q in play but not rolled (P-E-C-X)"]


def test_three_letters_in_play_in_the_standard_game() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X, A]
letters: [P, E, C, A]
lists: {Ana: [escape]}
""")
    assert adj.disputes == ["round: 4 letters in play (P-E-C-A), expected 3",
                            "round: 5 dice rolled (P-E-C-X-A), expected 4"]


def test_four_letter_variant_checks_five_rolled() -> None:
    adj = judge("""
game: letter-roll
variants: [four-letter]
rolled: [S, T, R, E, K]
letters: [S, T, R, E]
lists: {Ana: [street, rest], Ben: [tester]}
""")
    assert adj.disputes == []
    assert adj.record["rounds"][0]["removed"] == "K"


def test_removed_claim_is_checked() -> None:
    adj = judge("""
game: letter-roll
rolled: [P, E, C, X]
removed: C
letters: [P, E, C]
lists: {Ana: [pace]}
""")
    assert adj.disputes == ["round: removed C, but the roll less the letters in play leaves X"]


@pytest.mark.parametrize(("variants", "expected"), [
    ([], DiceRules((), 3, True, None)),
    ([Variant.TWO_LETTER], DiceRules((Variant.TWO_LETTER,), 2, True, None)),
    ([Variant.FOUR_LETTER], DiceRules((Variant.FOUR_LETTER,), 4, True, None)),
    ([Variant.WHITE_DICE], DiceRules((Variant.WHITE_DICE,), 2, False, ("white",))),
    ([Variant.WHITE_BLUE_DICE], DiceRules((Variant.WHITE_BLUE_DICE,), 3, True, ("white", "blue"))),
])
def test_dice_rules(variants: list[Variant], expected: DiceRules) -> None:
    assert dice_rules(variants) == expected


def test_default_dice_choices() -> None:
    assert dice_rules([]).default_colours == ("white", "white", "blue", "orange")
    assert dice_rules([Variant.TWO_LETTER]).default_colours == ("white", "white", "blue")
    assert dice_rules([Variant.FOUR_LETTER]).default_colours == ("white", "white", "blue", "blue", "orange")
    assert dice_rules([Variant.WHITE_DICE]).default_colours == ("white", "white")
    assert dice_rules([Variant.WHITE_BLUE_DICE]).default_colours == ("white", "white", "blue", "blue")


def test_the_variants_fixture() -> None:
    docs = load_text((FIXTURES / "letter-roll" / "variants.yaml").read_text(encoding="utf-8"))
    results = [adjudicate(d.root, LEX) for d in docs]
    assert [r.record["totals"] for r in results] == [
        {"Maya": 3, "Leo": 3}, {"Ana": 3, "Ben": 4}, {"Maya": 3, "Leo": 3}, {"Ana": 6, "Ben": 3}]
    assert all(r.disputes == [] for r in results)


# --- schema errors (exit 2) -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "message"), [
    ("game: letter-roll\nplayers: [Ann]\nrounds: []\n",
     "<string>:2:10: players: Letter Roll is for 2 to 8 players, got 1"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Ann, letters: PEC, lists: {Ann: [a]}}\n",
     "<string>:4:40: lists: no list for Bob (write `Bob: []` for a player who wrote no words)"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Anne, letters: PEC, lists: {Ann: [], Bob: []}}\n",
     "<string>:4:14: roller: 'Anne' is not one of the players (Ann, Bob); did you mean 'Ann'?"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {letters: PEC, lists: {Ann: [], Bob: []}}\n",
     "<string>:4:5: round 1: missing 'roller' (who rolled the dice)"),
    ("game: letter-roll\nplayers: [Ann, Bob]\nrounds:\n  - {roller: Ann, lettres: PEC}\n",
     "<string>:4:19: round 1: unknown key 'lettres'; did you mean 'letters'?"),
    ("game: letter-roll\nletters: P3C\nlists: {Ann: []}\n",
     "<string>:2:10: letters: expected letters A-Z, got 'P3C'"),
    ("game: letter-roll\nvariants: [two-letter, four-letter]\nletters: PE\nlists: {Ann: []}\n",
     "<string>:2:11: variants: two-letter and four-letter cannot both be played"),
    ("game: letter-roll\nplayers: [Ann, ann]\nrounds: []\n",
     "<string>:2:16: players: 'ann' is listed twice"),
    ("game: letter-roll\nletters: PEC\nmin-length: {Ann: 0}\nlists: {Ann: [pace]}\n",
     "<string>:3:19: min-length: expected at least 1, got 0"),
])
def test_schema_errors_name_the_place(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        judge(text)
    assert str(caught.value).startswith(message), str(caught.value)
