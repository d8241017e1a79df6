"""`score-sheet --analyse` on Letter Roll: the words nobody found, hand-computed on small word lists."""

from __future__ import annotations

import json
from pathlib import Path

from referee.games.letter_roll.analysis import MISSED_SHOWN
from tests.analysis_support import analysis_json, word_list
from tests.conftest import FIXTURES, run

# Earlier words count as commoner.
LETTER_ROLL_WORDS = "place pace peace piece space cope escape peach pancake price process recipe epic specie cat"


def test_letter_roll_words_nobody_found(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    found = analysis_json(["--lexicon", lexicon, str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    # 14 words contain P, E, C; the two lists hold 11 of them; recipe, epic, specie commonest first
    assert found == {"rounds": [{"round": 1, "letters": ["P", "E", "C"], "possible": 14, "found": 11,
                                 "missed": 3, "commonest_missed": ["recipe", "epic", "specie"]}]}


def test_letter_roll_list_is_cut_but_counted(tmp_path: Path) -> None:
    words = " ".join(f"pec{c}{d}" for c in "abcdefghij" for d in "xyz")  # not words, but on the list
    lexicon = word_list(tmp_path, words)
    record = "game: letter-roll\nletters: [P, E, C]\nlists:\n  Ann: [pecax]\n  Bob: [pecbx, nonsense]\n"
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=record)["rounds"]
    assert round1["possible"] == 30 and round1["found"] == 2 and round1["missed"] == 28
    # the commonest (earliest listed) ten, skipping the two found
    assert round1["commonest_missed"] == ["pecay", "pecaz", "pecby", "pecbz", "peccx", "peccy", "peccz",
                                          "pecdx", "pecdy", "pecdz"]
    assert len(round1["commonest_missed"]) == MISSED_SHOWN


def test_letter_roll_minimum_length_only_when_every_player_has_one(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    both = ("game: letter-roll\nletters: [P, E, C]\nmin-length: {Ann: 6, Bob: 7}\n"
            "lists:\n  Ann: [escape]\n  Bob: [pancake]\n")
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=both)["rounds"]
    # six letters or more: escape pancake process recipe specie
    assert (round1["possible"], round1["found"], round1["commonest_missed"]) == \
        (5, 2, ["process", "recipe", "specie"])
    one = both.replace("min-length: {Ann: 6, Bob: 7}", "min-length: {Ann: 6}")
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=one)["rounds"]
    assert round1["possible"] == 14


def test_without_the_flag_there_is_no_analysis() -> None:
    result = run(["score-sheet", "-f", "json", str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    assert "analysis" not in json.loads(result.stdout)


def test_analysis_table_follows_the_record_table(tmp_path: Path) -> None:
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    result = run(["score-sheet", "--analyze", "--lexicon", lexicon,
                  str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    assert result.exit_code == 0
    text = result.stdout
    assert text.index("Winner: Chris") < text.index("Analysis: the words nobody found")
    assert text.splitlines()[-1].split() == ["1", "PEC", "14", "11", "3", "recipe,", "epic,", "specie"]


def test_broken_record_is_still_a_one_line_error() -> None:
    result = run(["score-sheet", "--analyse", "-"], input="game: letter-roll\nletters: [P, 3]\nlists: {Ann: [pea]}\n")
    assert result.exit_code == 2
    assert result.stderr.startswith("referee: error: <stdin>:2:") and len(result.stderr.splitlines()) == 1


def test_a_word_written_with_a_space_around_it_was_found(tmp_path: Path) -> None:
    # Ann's "pace " (quoted, a space after it) is read and scored as pace, so the table found it:
    # of the 14 words with P, E and C, Ann and Bob found pace and piece, and pace is not missed
    # (bug: the analysis compared the word as written, space and all, and counted pace missed).
    lexicon = word_list(tmp_path, LETTER_ROLL_WORDS)
    record = 'game: letter-roll\nletters: [P, E, C]\nlists:\n  Ann: ["pace "]\n  Bob: [piece]\n'
    [round1] = analysis_json(["--lexicon", lexicon, "-"], input=record)["rounds"]
    assert (round1["possible"], round1["found"], round1["missed"]) == (14, 2, 12)
    assert "pace" not in round1["commonest_missed"]
