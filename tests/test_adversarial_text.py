"""Hostile text: invalid UTF-8 and control characters spoil only their own document, and very
long words and lines are ruled in bounded time (docs/records.md, "Safety and limits").
"""

from __future__ import annotations

import json
import time

import pytest

from tests.adversarial_support import GOOD, MIB, errors_of, still_ruled
from tests.conftest import run


# --- encoding -----------------------------------------------------------------------------------
@pytest.mark.parametrize("junk", [b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf"])
def test_invalid_utf8_spoils_only_its_own_document(junk: bytes) -> None:
    text = b"game: letter-roll\nplayers: [Ann, B" + junk + b"ob]\n---\n" + GOOD.encode()
    result = run(["score-sheet", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert errors_of(result.stderr) == ["referee: error: <stdin>:2:17: not valid UTF-8 text"]
    assert [json.loads(line)["totals"] for line in result.stdout.splitlines()] == [{"Terry": 3, "Chris": 5}]


def test_a_byte_order_mark_is_allowed() -> None:
    result = run(["score-sheet", "-f", "json"], input=b"\xef\xbb\xbf" + GOOD.encode())
    assert (result.exit_code, result.stderr) == (0, "")


@pytest.mark.parametrize(("junk", "code"), [(b"\x00", "0000"), (b"\x07", "0007"), (b"\x1b[31m", "001B")])
def test_control_characters_are_a_clear_error(junk: bytes, code: str) -> None:
    result = run(["score-sheet", "-f", "json"], input=b"game: letter-roll\nplayers: [Ann, B" + junk + b"ob]\n---\n"
                                                      + GOOD.encode())
    assert result.exit_code == 2
    assert errors_of(result.stderr) == [
        f"referee: error: <stdin>:2:17: character U+{code} is not allowed in YAML text (a control character)"]
    still_ruled(["score-sheet"], result.stdout)


def test_a_control_character_on_a_yaml_directive_spoils_the_record_it_heads() -> None:
    # As `%YAML 9.9` does (docs/records.md): the record under the directive is not ruled; the
    # record before its `...` and the one after the next `---` are (bug: all three were ruled).
    lines = len(GOOD.splitlines())
    result = run(["score-sheet", "-f", "json"], input=(GOOD + "...\n%YAML 1.1\x07\n---\n" + GOOD + "---\n" + GOOD))
    assert result.exit_code == 2
    assert result.stderr == (f"referee: error: <stdin>:{lines + 2}:10: character U+0007 is not allowed in "
                             "YAML text (a control character)\n")
    still_ruled(["score-sheet"], result.stdout, times=2)


def test_invalid_utf8_on_a_yaml_directive_spoils_the_record_it_heads() -> None:
    # As a control character there does (docs/records.md): the record under `%YAML 1.1` is not
    # ruled; the record before its `...` and the one after the next `---` are (bug: all three were).
    lines = len(GOOD.splitlines())
    text = GOOD.encode() + b"...\n%YAML 1.1 \xff\n---\n" + GOOD.encode() + b"---\n" + GOOD.encode()
    result = run(["score-sheet", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert result.stderr == f"referee: error: <stdin>:{lines + 2}:11: not valid UTF-8 text\n"
    still_ruled(["score-sheet"], result.stdout, times=2)


# --- very long words and lines ------------------------------------------------------------------
def test_a_very_long_word_is_ruled_quickly() -> None:
    word = "ab" * 50_000
    started = time.perf_counter()
    result = run(["check-word", "-f", "json", word, "cucumber"])
    assert time.perf_counter() - started < 5
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert (first["valid"], first["reasons"], first["suggestion"]) == (False, ["not-in-dictionary"], None)
    assert second["valid"] is True


def test_a_very_long_line_on_check_word_stdin() -> None:
    line = "x" * (4 * MIB)
    result = run(["check-word", "-f", "json"], input=f"cat\n{line}\ndog\n")
    assert result.exit_code == 2
    assert result.stderr == "referee: error: <stdin>:2: line longer than 64 KiB; one word a line is expected\n"
    rulings = [json.loads(item) for item in result.stdout.splitlines()]
    assert [r["word"] for r in rulings] == ["cat", "dog"]


LONG = "e" * 30_000 + "pc"


@pytest.mark.parametrize(("record", "where"), [
    (f"game: letter-roll\nletters: [P, E, C]\nlists: {{Ann: [{LONG}, pace], Bob: [cope]}}\n", "letter-roll"),
    ("game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\nrounds:\n- {dice: [C, M, R], dead: A}\n"
     f"players:\n- name: Ann\n  rows: [{{word: {LONG}, round: 1}}, null, null, null, null, null, null]\n",
     "first-class-letters"),
    ("game: letterflip\nplayers: [Ann, Bob]\n"
     "cards: {Ann: [cat, frog, wagon, bridge], Bob: [sun, lamp, crisp, garden]}\n"
     f"turns:\n- {{player: Ann, word: {LONG}, answer: no}}\n", "letterflip"),
])
def test_a_very_long_word_in_a_record_gets_a_ruling(record: str, where: str) -> None:
    started = time.perf_counter()
    result = run(["score-sheet", "-f", "json"], input=record)
    assert time.perf_counter() - started < 10
    assert result.exit_code in (0, 1, 2)
    if result.exit_code == 2:
        [error] = errors_of(result.stderr)
        assert len(error) < 400
    else:
        assert json.loads(result.stdout)["game"] == where


def test_misspelled_long_words_are_ruled_in_bounded_time() -> None:
    """Spelling suggestions are searched for words of up to 20 letters: a list of distinct junk
    words of that length must not take minutes (each is a two-edit search over the lexicon)."""
    junk = ["".join("qwxzvbkjplmnbvcxzqwj"[(i + k) % 20] for k in range(20)) for i in range(10)]
    started = time.perf_counter()
    result = run(["check-word", "-f", "json", *junk])
    elapsed = time.perf_counter() - started
    assert result.exit_code == 1
    assert len(result.stdout.splitlines()) == 10
    assert elapsed < 5, f"{elapsed:.1f} s for 10 words"
