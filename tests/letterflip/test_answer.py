"""`referee answer`: the referee holds the Letterflip card and answers guesses truthfully."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES, run

CARD = "cat,frog,wagon,bridge"
LOG = FIXTURES / "letterflip" / "advanced-in-progress.yaml"


def answer(*args: str, input: str | None = None) -> tuple[int, dict[str, Any], str]:
    result = run(["answer", "-f", "json", *args], input=input)
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    return result.exit_code, (rows[0] if rows else {}), result.stderr


def test_a_letter_is_answered_with_its_count() -> None:
    code, row, err = answer("--card", CARD, "--word", "4", "D")
    assert (code, err) == (0, "")
    assert {k: row[k] for k in ("guess", "kind", "word_in_play", "length", "answer", "correct", "keeps_turn")} == {
        "guess": "D", "kind": "letter", "word_in_play": 4, "length": 6, "answer": 1, "correct": True,
        "keeps_turn": True}
    assert row["reason"] == "D occurs once in the 6-letter word"
    assert row["record_turn"] == {"letter": "D", "answer": 1}


def test_a_missing_letter_is_answered_zero_and_passes_the_turn() -> None:
    code, row, _ = answer("--card", CARD, "E")
    assert (code, row["answer"], row["keeps_turn"], row["word_in_play"]) == (0, 0, False, 1)


def test_the_word_itself_is_never_printed() -> None:
    for fmt in ("table", "json", "yaml"):
        for guess in ("A", "cot", "T@1"):
            result = run(["answer", "--card", CARD, "--known", "C=1,A=1,T=1", "-f", fmt, guess])
            assert "cat" not in result.stdout.lower()
    code, row, _ = answer("--card", CARD, "--length", "5", "organ")
    assert (code, row["answer"], row["reason"]) == (0, False, "ORGAN is not the word")
    assert "wagon" not in json.dumps(row)


def test_the_rulebook_wagon_positions() -> None:
    known = "N=1,A=1,W=1,G=1,O=1"
    code, row, _ = answer("--card", CARD, "--word", "3", "--known", known, "G@1")
    assert (code, row["answer"], row["keeps_turn"]) == (0, False, False)
    code, row, _ = answer("--card", CARD, "--word", "3", "--known", known + ",G@1=no", "W@1")
    assert (code, row["answer"], row["keeps_turn"], row["known"]["at"]) == (0, True, True, {"1": "W"})
    code, row, _ = answer("--card", CARD, "--word", "3", "--known", known + ",W@1", "wagon")
    assert (code, row["answer"], row["reason"]) == (0, True, "WAGON is the word: move on to the next one")


def test_a_position_guess_before_all_letters_are_known_is_refused() -> None:
    code, row, err = answer("--card", CARD, "--length", "5", "--known", "N=1,A=1", "G@1")
    assert code == 1
    assert (row["answer"], row["ruling"]) == (None, "position-too-early")
    assert err == ("referee: refused: a position guess needs all 5 letters of the word known first; "
                   "the counts answered add up to 2\n")


def test_a_position_beyond_the_word_is_refused() -> None:
    code, row, _ = answer("--card", CARD, "--known", "C=1,A=1,T=1", "T@4")
    assert (code, row["ruling"]) == (1, "position-out-of-range")


def test_table_output() -> None:
    result = run(["answer", "--card", CARD, "--word", "2", "R"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "R occurs once in the 4-letter word"
    assert "keeps the turn" in result.stdout


def test_card_from_a_file_as_roll_prints_it(tmp_path: Path) -> None:
    card = tmp_path / "card.yaml"
    rolled = run(["roll", "letterflip", "--seed", "5", "-f", "yaml"])
    card.write_text(rolled.stdout)
    words = json.loads(run(["roll", "letterflip", "--seed", "5", "-f", "json"]).stdout)["card"]
    code, row, _ = answer("--card", str(card), "--word", "2", words[1][0])
    assert (code, row["answer"]) == (0, words[1].count(words[1][0]))


@pytest.mark.parametrize(("line", "written", "expected"), [
    ("side: standard", "side: purple",
     "card.yaml:3:7: side: expected one of standard, advanced, gold, blue, got 'purple'"),
    ("game: letterflip", "game: letter-roll", "card.yaml:2:7: game: a card file holds a Letterflip card, "
                                              "got 'letter-roll'"),
])
def test_a_card_files_side_and_game_are_read_not_passed_over(tmp_path: Path, line: str, written: str,
                                                             expected: str) -> None:
    # `roll letterflip -f yaml` prints `---`, game, side, seed, card; a slip in side or game was
    # passed over (A answered from the card, exit 0).
    card = tmp_path / "card.yaml"
    printed = run(["roll", "letterflip", "--seed", "1", "-f", "yaml"]).stdout
    assert line in printed
    card.write_text(printed.replace(line, written))
    done = run(["answer", "--card", str(card), "A"])
    assert (done.exit_code, done.stdout) == (2, "")
    assert done.stderr == f"referee: error: {tmp_path}/{expected}\n"
    card.write_text(printed.replace("side: standard", "side: Gold"))
    assert run(["answer", "--card", str(card), "A"]).exit_code == 0


def test_answers_from_a_game_log_follow_the_replay() -> None:
    # Dev is to play on his 4-letter word GULF: U found, S out.
    code, row, _ = answer("--log", str(LOG), "G")
    assert (code, row["player"], row["word_in_play"], row["answer"]) == (0, "Dev", 2, 1)
    assert row["known"]["found"] == {"G": 1, "U": 1} and row["known"]["eliminated"] == ["S"]
    assert row["record_turn"] == {"player": "Dev", "letter": "G", "answer": 1}
    code, row, _ = answer("--log", "-", "--player", "dev", "gulf", input=LOG.read_text())
    assert (code, row["answer"], row["player"]) == (0, True, "Dev")


def test_a_log_refuses_a_guess_out_of_turn_and_after_the_game() -> None:
    code, row, err = answer("--log", str(LOG), "--player", "Cleo", "R")
    assert (code, row["ruling"], err) == (1, "out-of-turn", "referee: refused: it is Dev's turn, not Cleo's\n")
    code, row, _ = answer("--log", str(FIXTURES / "letterflip" / "standard-game.yaml"), "--player", "Bob", "R")
    assert (code, row["ruling"]) == (1, "game-over")


@pytest.mark.parametrize(("args", "message"), [
    (["A"], "give the card with --card WORDS|FILE, or a game log with --log FILE"),
    (["--card", "cat,frog", "A"], "a card has four words (3, 4, 5 and 6 letters), got 2"),
    (["--card", "frog,cat,wagon,bridge", "A"], "word 1 must have 3 letters, 'frog' has 4"),
    (["--card", CARD, "A1"], "expected a letter (A), a word (wagon) or a letter at a position (W@1)"),
    (["--card", CARD, "--word", "2", "--length", "3", "A"], "--word 2 is the 4-letter word, not --length 3"),
    (["--card", CARD, "--known", "A=one", "B"], "A: expected how many times the letter occurs"),
    (["--card", CARD, "--player", "Ann", "B"], "--player goes with a game log"),
    (["--log", str(LOG), "--known", "A=1", "B"], "drop --word, --length, --known and --out"),
    (["--log", str(LOG), "--player", "Zed", "B"], "'Zed' is not a player"),
    (["--card", "no-such-file.yaml", "A"], "no-such-file.yaml: cannot read"),
])
def test_usage_errors_exit_2_with_one_line(args: list[str], message: str) -> None:
    result = run(["answer", *args])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("referee: error: ") and len(result.stderr.splitlines()) == 1
    assert message in result.stderr


def test_a_broken_log_names_its_line(tmp_path: Path) -> None:
    log = tmp_path / "log.yaml"
    log.write_text("game: letterflip\nplayers: [Ann, Bob]\ncards:\n  Ann: [cat, frog, wagon, bridge]\n"
                   "  Bob: [sun, lamp, crisp, garden]\nturns:\n  - {player: Ann, letter: 7}\n")
    result = run(["answer", "--log", str(log), "A"])
    assert result.exit_code == 2
    assert result.stderr == (f"referee: error: {log}:7:27: letter: expected a single letter A-Z, got 7\n")


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(["cat", "frog", "wagon", "bridge"]), st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
def test_the_answer_to_a_letter_is_always_its_count(word: str, letter: str) -> None:
    number = ["cat", "frog", "wagon", "bridge"].index(word) + 1
    code, row, _ = answer("--card", CARD, "--word", str(number), letter)
    assert code == 0 and row["answer"] == word.upper().count(letter)
    assert row["keeps_turn"] == (letter in word.upper())


def test_a_record_given_as_the_card_is_a_log() -> None:
    code, row, _ = answer("--card", str(LOG), "--player", "Cleo", "I")
    assert (code, row["player"], row["ruling"]) == (1, "Cleo", "out-of-turn")
    code, row, _ = answer("--card", str(LOG), "L")
    assert (code, row["player"], row["answer"]) == (0, "Dev", 1)


def test_a_card_file_may_be_a_bare_list_or_come_on_stdin(tmp_path: Path) -> None:
    card = tmp_path / "card.yaml"
    card.write_text("[cat, frog, wagon, bridge]\n")
    assert answer("--card", str(card), "--word", "3", "W")[1]["answer"] == 1
    code, row, _ = answer("--card", "-", "--word", "4", "D", input="card: [cat, frog, wagon, bridge]\n")
    assert (code, row["answer"]) == (0, 1)
    card.write_text("card: [cat, frog, wagon]\n")
    result = run(["answer", "--card", str(card), "A"])
    assert result.exit_code == 2
    assert result.stderr == (f"referee: error: {card}:1:7: card: a card has four words (3, 4, 5 and 6 "
                             "letters), got 3\n")


def test_the_last_word_wins() -> None:
    code, row, _ = answer("--card", CARD, "--length", "6", "bridge")
    assert (code, row["answer"], row["reason"]) == (0, True, "BRIDGE is the word: all four words identified: "
                                                            "the game is won")
