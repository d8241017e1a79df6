"""A house rule allowing a word that is not plain letters (`co-operate`, `P.E.C.`, `Tim's`) changes
no ruling, since its form still refuses it, and breaks nothing: no hint offers it, no misspelling
is corrected to it (each used to end in 'internal error (ValueError): negative shift count', the
letter masks having no bit for a hyphen or a dot)."""

from __future__ import annotations

import json

from tests.conftest import run

ROUND = "game: letter-roll\nletters: PEC\nlists:\n  Terry: [co-operate, speciel, pace]\n  Chris: [pace]\n"


def test_score_sheet_rules_a_round_with_a_misspelling() -> None:
    # Rulebook, Allowable Words: "Apostrophes (such as in they'd), hyphens (such as in
    # three-year-old) and abbreviations are not allowed." co-operate stays crossed for its hyphen
    # (its letters have P, E and C), speciel is read as special and scores, pace is on both lists:
    # Terry 1, Chris 0.
    result = run(["score-sheet", "-f", "json", "--allow", "co-operate", "-"], input=ROUND)
    assert (result.exit_code, result.stderr) == (0, "")
    players = json.loads(result.stdout)["rounds"][0]["players"]
    assert [(w["word"], w["status"], w["reasons"], w["corrected"]) for w in players["Terry"]["words"]] == [
        ("co-operate", "crossed", ["hyphen"], None),
        ("speciel", "scored", [], "special"),
        ("pace", "crossed", ["duplicate"], None)]
    assert (players["Terry"]["score"], players["Chris"]["score"]) == (1, 0)


def test_check_word_suggests_as_without_the_rule() -> None:
    plain = run(["check-word", "-f", "json", "speciel", "pe-c"])
    allowed = run(["check-word", "-f", "json", "--allow", "pe-c", "speciel", "pe-c"])
    assert (allowed.exit_code, allowed.stderr) == (1, "")
    assert [json.loads(line)["reasons"] for line in allowed.stdout.splitlines()] == [["not-in-dictionary"], ["hyphen"]]
    assert [json.loads(line)["corrected"] for line in allowed.stdout.splitlines()] == ["special", None]
    assert allowed.stdout.replace("house rules", "lexicon") == plain.stdout.replace("house rules", "lexicon")


def test_hints_do_not_offer_it() -> None:
    plain = run(["hint", "letter-roll", "--letters", "PEC", "-n", "0", "-f", "json"])
    allowed = run(["hint", "letter-roll", "--letters", "PEC", "-n", "0", "-f", "json",
                   "--allow", "P.E.C.", "--allow", "pe-c", "--allow", "pec's"])
    assert (allowed.exit_code, allowed.stderr, allowed.stdout) == (0, "", plain.stdout)
    first_class = run(["hint", "first-class-letters", "--dice", "PEC", "--dead", "A", "--allow", "pe-c", "-n", "1"])
    assert (first_class.exit_code, first_class.stderr) == (0, "")
