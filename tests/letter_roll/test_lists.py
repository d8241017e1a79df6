"""Letter Roll: what crosses a word off and the points, hand-computed from the rulebook."""

from __future__ import annotations

from referee.games.letter_roll.lists import rule_lists
from tests.letter_roll.support import LEX, judge, judge_file, rule, statuses


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
    assert adj.dispute_texts == []


def test_a_wrong_claimed_round_score_is_ruled_against() -> None:
    adj = judge("""
game: letter-roll
letters: PEC
lists: {Terry: [pace, price], Chris: [pace, cope]}
scores: {Terry: 2, Chris: 1}
""")
    assert adj.record["totals"] == {"Terry": 1, "Chris": 1}
    assert adj.dispute_texts == ["round: Terry claims 2, the referee counts 1"]


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


def test_a_recognisable_misspelling_scores_and_an_unclear_one_is_crossed() -> None:
    # Rulebook, Allowable Words: "players are not penalized for misspelled words. Words must only
    # be recognizable and the correct spelling must contain the three letters on the dice."
    # tommorow is clearly tomorrow (R, O, W all in it): scored as tomorrow. packged could be packed
    # or packaged: not recognisable as one word, crossed, its closest word shown (docs/letter-roll.md
    # ruling 4, which said tommorow was crossed).
    adj = judge("game: letter-roll\nletters: ROW\nlists: {Terry: [tommorow, packged], Chris: []}\n")
    [terry] = [adj.record["rounds"][0]["players"]["Terry"]]
    assert [(w["word"], w["status"], w["reasons"], w["corrected"], w["suggestion"]) for w in terry["words"]] == [
        ("tommorow", "scored", [], "tomorrow", None),
        ("packged", "crossed", ["not-in-dictionary", "missing-letters"], None, "packed")]
    assert terry["score"] == 1


def test_a_misspelling_two_stray_letters_from_a_word_is_not_read_as_it() -> None:
    # "Words must only be recognizable and the correct spelling must contain the three letters on
    # the dice." sette is one letter from settee and from settle, and two stray t's from see: no
    # one word is clearly meant, so it is crossed as written (it was read as see, and crossed for
    # lacking T, T).
    [ruled] = rule_lists(LEX, list("TTE"), {"Kim": ["sette"]}).values()
    [word] = ruled.words
    assert (word.status.value, word.reasons, word.corrected) == ("crossed", ("not-in-dictionary",), None)
