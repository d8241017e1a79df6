"""Letter Roll reads a misspelling in the light of the letters in play (docs/letter-roll.md, ruling 4).

Rulebook, Allowable Words: "players are not penalized for misspelled words. Words must only be
recognizable and the correct spelling must contain the three letters on the dice." A player at
the table reading `nife` on a K-N-F round reads knife: nice (one letter changed) and knife (one
letter left out) are equally close, and only knife has K, N and F. It was read as nice and
crossed for lacking K and F. Every expectation below is worked out from the rule, not copied.
"""

from __future__ import annotations

from tests.conftest import json_lines, run
from tests.letter_roll.support import rule


def test_nife_on_k_n_f_is_read_as_knife_and_scores() -> None:
    # knife has K, N and F, each once as rolled: no reason to cross it; one point.
    ruled = rule("KNF", {"Ann": ["nife"], "Bob": ["fink"]})
    assert ruled == {"Ann": [("nife", "scored", ())], "Bob": [("fink", "scored", ())]}
    result = run(["dedupe-lists", "-f", "json"], input="letters: KNF\nlists: {Ann: [nife], Bob: [fink]}\n")
    [record] = json_lines(result.stdout)
    [nife] = record["rounds"][0]["players"]["Ann"]["words"]
    assert nife == {"word": "nife", "status": "scored", "reasons": [], "corrected": "knife",
                    "suggestion": None, "shared_with": [], "missing": []}
    assert record["totals"] == {"Ann": 1, "Bob": 1}
    assert result.exit_code == 0


def test_check_word_with_the_letters_reads_nife_as_knife() -> None:
    # The same reading as the lists: valid, read as knife. `corrected` stays the dictionary's own
    # clear correction (nice, with no letters known); `read_as` is what was checked.
    result = run(["check-word", "--game", "letter-roll", "--letters", "KNF", "nife"])
    assert (result.exit_code, result.stdout) == (0, (
        "word    valid    reasons    read as    suggestion\n"
        "------  -------  ---------  ---------  ------------\n"
        "nife    yes                 knife\n"))
    [checked] = json_lines(run(["check-word", "--letters", "K-N-F", "-f", "json", "nife"]).stdout)
    assert (checked["valid"], checked["reasons"], checked["read_as"], checked["corrected"]) == (
        True, [], "knife", "nice")


def test_without_the_letters_check_word_reads_the_dictionary_correction() -> None:
    # --game letter-roll alone gives no letters in play: nothing to choose by, so nife is read as
    # the dictionary's clear correction, nice, as before (a word, and no letters to lack).
    result = run(["check-word", "--game", "letter-roll", "-f", "json", "nife"])
    [checked] = json_lines(result.stdout)
    assert (checked["valid"], checked["reasons"], checked["read_as"], checked["corrected"]) == (
        True, [], "nice", "nice")


def test_the_word_read_is_one_hint_offers() -> None:
    # hint letter-roll lists every valid word with the letters in play: the reading of nife is
    # one of them, and score-sheet scores it.
    hints = json_lines(run(["hint", "letter-roll", "--letters", "KNF", "-n", "0", "-f", "json"]).stdout)
    [checked] = json_lines(run(["check-word", "--letters", "KNF", "-f", "json", "nife"]).stdout)
    assert checked["read_as"] in {h["word"] for h in hints}


def test_nife_and_knife_on_two_lists_are_the_same_word() -> None:
    # Contract section 10: "Shared words are compared after spelling correction, and are crossed
    # off every list that has them (duplicate)". nife is knife here, so both lose it.
    ruled = rule("KNF", {"Ann": ["nife"], "Bob": ["knife"]})
    assert ruled == {"Ann": [("nife", "crossed", ("duplicate",))], "Bob": [("knife", "crossed", ("duplicate",))]}
    result = run(["dedupe-lists"], input="letters: KNF\nlists: {Ann: [nife], Bob: [knife]}\n")
    assert result.stdout.splitlines()[:5] == [
        "Round 1 · letters K-N-F",
        "player    word    ruling    why",
        "--------  ------  --------  ------------------------------",
        "Ann       nife    CROSSED   duplicate (Bob); read as knife",
        "Bob       knife   CROSSED   duplicate (Ann)"]
    assert "Points: Ann 0, Bob 0" in result.stdout


def test_when_no_word_that_close_has_the_letters_the_clear_correction_stands() -> None:
    # truely is clearly truly; no word one edit from truely has T, L and E, so it stays truly,
    # which has no E: crossed for it, as before.
    ruled = rule("TLE", {"Ana": ["truely"]})
    assert ruled["Ana"] == [("truely", "crossed", ("missing-letters",))]
    [checked] = json_lines(run(["check-word", "--letters", "TLE", "-f", "json", "truely"]).stdout)
    assert (checked["valid"], checked["reasons"], checked["read_as"]) == (False, ["missing-letters"], "truly")


def test_several_close_words_with_the_letters_and_none_clear_is_crossed_as_written() -> None:
    # tra on T-R-A: tray, trap, tar, tram, trad and tora are each one edit away and have T, R and
    # A; none is far likelier than the rest, so nothing is clearly meant: crossed
    # not-in-dictionary (it was read as try, which has no A). The suggestion is the dictionary's
    # closest word.
    ruled = rule("TRA", {"Ana": ["tra"]})
    assert ruled["Ana"] == [("tra", "crossed", ("not-in-dictionary",))]
    [checked] = json_lines(run(["check-word", "--letters", "TRA", "-f", "json", "tra"]).stdout)
    assert (checked["valid"], checked["reasons"], checked["read_as"], checked["suggestion"]) == (
        False, ["not-in-dictionary"], None, "try")


def test_a_clear_correction_with_the_letters_is_read_as_before() -> None:
    # tommorow is clearly tomorrow, which has R, O and W: nothing to choose, tomorrow scores.
    assert rule("ROW", {"Ana": ["tommorow"]})["Ana"] == [("tommorow", "scored", ())]


def test_first_class_letters_keeps_the_plain_clear_correction() -> None:
    # First-Class: "look up the proper spelling"; the dice change the score, not whether a word
    # counts. nife is nice: of its letters only N is on the dice K, N, F, one checkmark, and the
    # circle needs all three dice letters: 1 point.
    result = run(["check-word", "--dice", "KNF", "--dead", "A", "-f", "json", "nife"])
    [checked] = json_lines(result.stdout)
    assert (checked["valid"], checked["read_as"], checked["score"]) == (True, "nice", 1)
