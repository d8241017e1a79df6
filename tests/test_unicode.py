"""Unicode at the table: folded accents, homoglyphs, invisible and direction marks, emoji.

docs/rulings.md: case and accents are folded (café = cafe, straße = strasse, full-width Latin is
plain Latin); anything that is not a letter after folding — a Cyrillic а that looks like a Latin a,
a zero-width space, a right-to-left override, an emoji — makes the word `non-letter`. Never a
silent wrong answer: such a word is never valid, never scored, never matched to the plain word.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from tests.conftest import run

FOLDED = [("café", "cafe"), ("naïve", "naive"), ("ｃａｔ", "cat"), ("CAFÉ", "cafe"), ("cafe\u0301", "cafe"),
          ("coöperate", "cooperate")]
HOSTILE = [
    ("сat", "Cyrillic с"), ("cаt", "Cyrillic а"), ("ca\u200bt", "zero-width space"), ("ca\u200dt", "zero-width joiner"),
    ("c\u202eat", "right-to-left override"), ("\u2066cat\u2069", "directional isolate"), ("cat\u200f", "RTL mark"),
    ("c\ufeffat", "byte-order mark inside a word"), ("cat🙂", "emoji"), ("🙂", "emoji alone"), ("c4t", "digit"),
    ("καt", "Greek κ"), ("cat\u00ad", "soft hyphen"),
]


def rulings(args: list[str], input: str | None = None) -> list[dict[str, Any]]:
    result = run(["check-word", "-f", "json", *args], input=input)
    assert result.exit_code in (0, 1), result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.parametrize(("written", "plain"), FOLDED)
def test_accents_and_width_are_folded_as_documented(written: str, plain: str) -> None:
    [folded], [reference] = rulings([written]), rulings([plain])
    assert folded["valid"] is True and folded["valid"] == reference["valid"]
    assert folded["word"] == written  # the word is shown as written


def test_sharp_s_and_ligatures_fold_to_their_letters() -> None:
    [ss], [ae] = rulings(["straße"]), rulings(["Æsop"])
    assert "non-letter" not in ss["reasons"] and "non-letter" not in ae["reasons"]
    assert ae["reasons"] == ["proper-noun"]


@pytest.mark.parametrize(("word", "what"), HOSTILE)
def test_look_alike_and_invisible_characters_are_non_letter(word: str, what: str) -> None:
    [ruling] = rulings([word])
    assert ruling["valid"] is False, what
    assert "non-letter" in ruling["reasons"], (what, ruling)
    assert ruling["word"] == word
    assert ruling["corrected"] is None  # never silently taken for the plain word


@pytest.mark.parametrize(("word", "what"), HOSTILE)
def test_game_constraints_never_score_a_look_alike(word: str, what: str) -> None:
    [ruling] = rulings(["--dice", "CAT", "--dead", "Z", word])
    assert (ruling["valid"], ruling["score"]) == (False, 0), what
    assert "non-letter" in ruling["reasons"]


def test_a_byte_order_mark_starting_a_later_argument_is_still_non_letter() -> None:
    """Only the first argument's leading mark is dropped (xargs hands on the one a FILE starts
    with, docs/records.md); one that starts any later argument is an invisible character in a word."""
    first, second = rulings(["dog", "\ufeffcat"])
    assert (first["valid"], second["valid"]) == (True, False)
    assert "non-letter" in second["reasons"] and second["word"] == "\ufeffcat"


def test_look_alikes_from_stdin_and_in_every_format() -> None:
    words = [w for w, _ in HOSTILE if w.strip() and not w.startswith("\ufeff")]
    from_stdin = rulings([], input="\n".join(words) + "\n")
    assert [r["word"] for r in from_stdin] == words
    assert all("non-letter" in r["reasons"] for r in from_stdin)
    result = run(["check-word", "-f", "yaml", *words])
    import yaml
    loaded = list(yaml.safe_load_all(result.stdout))
    assert [r["word"] for r in loaded] == words
    table = run(["check-word", *words])
    assert table.exit_code == 1 and table.stdout.count("non-letter") == len(words)


def test_undecodable_bytes_on_stdin_are_a_clear_error_and_output_stays_utf8() -> None:
    """Real stdin (not click's test runner): a line that is not UTF-8 (docs/records.md: stdin is
    UTF-8) is one error naming it, never a word ruled as something it is not; the rest is ruled."""
    child = subprocess.run([sys.executable, "-m", "referee", "check-word", "-f", "json"],
                           input=b"cat\n\xff\xfedog\nca\xe9\n", capture_output=True, check=False)
    assert child.returncode == 2
    lines = child.stdout.decode("utf-8").splitlines()  # strict: stdout is valid UTF-8
    assert [json.loads(line)["word"] for line in lines] == ["cat"]
    assert child.stderr.decode().splitlines() == ["referee: error: <stdin>:2:1: not valid UTF-8 text",
                                                  "referee: error: <stdin>:3:3: not valid UTF-8 text"]


def test_undecodable_bytes_in_arguments_are_a_clear_error() -> None:
    child = subprocess.run([sys.executable, "-m", "referee", "check-word", "-f", "json", b"ca\xfft", "cat"],
                           capture_output=True, check=False)
    assert child.returncode == 2
    assert [json.loads(line)["word"] for line in child.stdout.decode("utf-8").splitlines()] == ["cat"]
    assert child.stderr.decode() == ("referee: error: argument 1: not valid text in this locale's "
                                     "encoding (b'ca\\xfft')\n")


# --- in records ---------------------------------------------------------------------------------
def score(record: str, command: str = "score-sheet") -> tuple[int, dict[str, Any], str]:
    result = run([command, "-f", "json"], input=record)
    out = json.loads(result.stdout) if result.stdout.strip() else {}
    return result.exit_code, out, result.stderr


def yaml_text(word: str) -> str:
    """The word as a double-quoted YAML scalar, every non-ASCII character escaped (so invisible
    ones stay visible in the test and reach the referee exactly)."""
    return '"' + "".join(c if c.isascii() and c not in '"\\' else
                         f"\\U{ord(c):08X}" if ord(c) > 0xFFFF else f"\\u{ord(c):04X}" for c in word) + '"'



@pytest.mark.parametrize(("word", "what"), HOSTILE)
def test_first_class_row_with_a_look_alike_is_canceled_as_non_letter(word: str, what: str) -> None:
    record = ("game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\n"
              "rounds:\n- {dice: [C, A, T], dead: Z}\n"
              f"players:\n- name: Ann\n  rows: [{{word: {yaml_text(word)}, round: 1, score: 0}}, null, null, null, "
              "null, null, null]\n")
    status, out, stderr = score(record)
    assert status == 0, stderr
    row = out["players"][0]["rows"][0]
    assert (row["word"], row["canceled"], row["score"]) == (word, True, 0), what
    assert "non-letter" in row["reasons"]


def test_first_class_row_with_accents_is_scored_as_the_plain_word() -> None:
    record = ("game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\n"
              "rounds:\n- {dice: [C, M, R], dead: A}\n"
              "players:\n- name: Ann\n  rows: [{word: Cücümber, round: 1, score: 8}, null, null, null, null, null, "
              "null]\n")
    status, out, stderr = score(record)
    assert status == 0, stderr
    row = out["players"][0]["rows"][0]
    assert (row["word"], row["canceled"], row["score"], row["checks"], row["doubled"]) == ("Cücümber", False, 8, 4,
                                                                                            True)


PACE = ["pаce", "pacе", "ρace", "pa\u200bce", "pa\u200dce", "p\u202eace", "\u2066pace\u2069", "pace\u200f",
        "\ufeffpace", "pace🙂", "p4ce", "pace\u00ad"]


@pytest.mark.parametrize("look_alike", PACE)
def test_letter_roll_look_alike_is_crossed_and_not_taken_for_the_plain_word(look_alike: str) -> None:
    """`pace` with a homoglyph is not `pace`: crossed as non-letter, and not a duplicate of Chris's pace."""
    record = ("game: letter-roll\nletters: [P, E, C]\n"
              f"lists:\n  Terry: [{yaml_text(look_alike)}, peace]\n  Chris: [pace, cope]\n")
    status, out, stderr = score(record, "dedupe-lists")
    assert status == 0, stderr
    players = out["rounds"][0]["players"]
    terry = players["Terry"]["words"][0]
    assert terry["word"] == look_alike
    assert terry["status"] == "crossed", terry
    assert "non-letter" in terry["reasons"], terry
    chris = players["Chris"]["words"][0]
    assert (chris["word"], chris["status"]) == ("pace", "scored")  # not a duplicate of the look-alike


def test_letter_roll_accented_word_is_the_plain_word() -> None:
    record = ("game: letter-roll\nletters: [P, E, C]\n"
              "lists:\n  Terry: [Pâcé, peace]\n  Chris: [pace, cope]\n")
    status, out, _ = score(record, "dedupe-lists")
    players = out["rounds"][0]["players"]
    assert players["Terry"]["words"][0]["reasons"] == ["duplicate"]
    assert players["Chris"]["words"][0]["reasons"] == ["duplicate"]
    assert status == 0


LETTERFLIP = ("game: letterflip\nplayers: [Ann, Bob]\n"
              "cards: {{Ann: [cat, frog, wagon, bridge], Bob: [sun, lamp, crisp, garden]}}\n"
              "turns:\n- {{player: Ann, {guess}, answer: {answer}}}\n")


@pytest.mark.parametrize(("word", "what"), HOSTILE)
def test_letterflip_guess_with_a_look_alike_is_refused_with_a_clear_error(word: str, what: str) -> None:
    """A look-alike guess is not a guess of the plain word: the record is refused at that turn."""
    result = run(["score-sheet", "-f", "json"], input=LETTERFLIP.format(guess=f"word: {yaml_text(word)}",
                                                                       answer="yes"))
    assert result.exit_code == 2, what
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: <stdin>:5:"), error
    assert "word" in error and "letters A-Z" in error


@pytest.mark.parametrize("letter", ["а", "Ä", "🙂", "\u200b", "ß"])
def test_letterflip_letter_guess_that_is_not_a_latin_letter_is_refused(letter: str) -> None:
    result = run(["score-sheet", "-f", "json"], input=LETTERFLIP.format(guess=f"letter: {yaml_text(letter)}",
                                                                       answer=1))
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert "letter: expected a single letter A-Z" in error


def test_letterflip_accented_word_guess_is_the_plain_word() -> None:
    result = run(["score-sheet", "-f", "json"], input=LETTERFLIP.format(guess="word: Cät", answer="yes"))
    assert result.exit_code == 0, result.stderr
    [turn] = json.loads(result.stdout)["turns"]
    assert (turn["guess"], turn["truth"], turn["ruling"]) == ("cat", True, "upheld")


@pytest.mark.parametrize("guess", ["сat", "ca\u200bt", "🙂", "а"])
def test_answer_refuses_a_look_alike_guess(guess: str) -> None:
    result = run(["answer", "--card", "cat,frog,wagon,bridge", "-f", "json", guess])
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ")


@pytest.mark.parametrize("card", ["Y:С", "Y:\u200bC", "Y:🙂", "Ү:C"])
def test_trick_cards_with_look_alikes_are_refused(card: str) -> None:
    result = run(["trick-winner", card, "Y:M", "B:V", "Y:A"])
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ")


@pytest.mark.parametrize("separator", ["\u0085", "\u2028", "\u2029"])
def test_line_separators_inside_a_word_keep_one_json_object_per_line(separator: str) -> None:
    """NEL, U+2028 and U+2029 end a line for Python's splitlines and for JavaScript: escaped."""
    result = run(["check-word", "-f", "json", f"ca{separator}t", "dog"])
    lines = result.stdout.splitlines()
    assert len(lines) == 2
    assert json.loads(lines[0])["word"] == f"ca{separator}t"
    ruling = json.loads(lines[0])
    assert ruling["valid"] is False and set(ruling["reasons"]) & {"non-letter", "not-one-word"}


@pytest.mark.parametrize("args", [
    pytest.param(["roll", "letter-roll", "--remove", "²"], id="roll --remove"),
    pytest.param(["trick-winner", "Y:C", "Y:M", "B:V", "Y:A", "--hand", "²=Y:E"], id="trick-winner --hand"),
    pytest.param(["hint", "first-class-letters", "--dice", "CMR", "--row", "2", "--special", "²=C"],
                 id="hint --special"),
    pytest.param(["answer", "--card", "cat,frog,wagon,bridge", "W@²"], id="answer W@N"),
    pytest.param(["answer", "--card", "cat,frog,wagon,bridge", "--known", "A=²", "A"], id="answer --known"),
])
def test_digits_of_other_scripts_are_a_usage_error_not_a_crash(args: list[str]) -> None:
    """`²` is a digit to str.isdigit() but not to int(): a clear error, not an internal one."""
    result = run(args)
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ") and "internal error" not in error, error


@pytest.mark.parametrize("letter", ["é", "ß", "а"])
def test_a_special_row_letter_outside_a_z_is_refused_not_searched(letter: str) -> None:
    """`--special 2=ß` once searched for words starting with "SS": a silent "no word" answer."""
    result = run(["hint", "first-class-letters", "--dice", "CMR", "--row", "2", "--special", f"2={letter}"])
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ") and "--special" in error
