"""Numbers, messages, word lists and byte order marks as a shell user meets them (issue 14, items
18, 19, 20, 25; issue 13's tab). Each test runs the installed console script in a subprocess."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from referee.errors import Position
from referee.records import Document, load_text
from tests.conftest import FIXTURES, run, shell

ROUND = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")
# The fixture's own comment: "Printed result: Terry 3, Chris 5".


def with_scores(scores: str) -> bytes:
    return ROUND.replace("scores: {Terry: 3, Chris: 5}", f"scores: {scores}").encode()


def claimed(stdout: bytes) -> dict[str, int]:
    record = json.loads(stdout)
    return {name: player["claimed"] for name, player in record["rounds"][0]["players"].items()}


def error_line(result: object) -> str:
    [line] = result.stderr.decode().splitlines()  # type: ignore[attr-defined]
    return str(line)


# --- item 18: numbers as a person wrote them ----------------------------------------------------
def test_a_leading_zero_is_decimal_not_octal() -> None:
    """YAML 1.1 reads 010 as octal 8; a player who wrote 010 on the sheet claimed ten."""
    result = shell("referee dedupe-lists -f json", input=with_scores("{Terry: 03, Chris: 010}"))
    assert claimed(result.stdout) == {"Terry": 3, "Chris": 10}
    assert result.returncode == 1  # Chris scored 5, not the 10 claimed


def test_08_is_eight_not_a_number_in_quotes() -> None:
    result = shell("referee dedupe-lists -f json", input=with_scores("{Terry: 03, Chris: 08}"))
    assert (result.returncode, result.stderr) == (1, b"")
    assert claimed(result.stdout) == {"Terry": 3, "Chris": 8}


def test_a_quoted_number_is_still_refused_with_the_right_words() -> None:
    result = shell("referee dedupe-lists", input=with_scores('{Terry: 3, Chris: "08"}'))
    assert result.returncode == 2
    assert error_line(result) == ("referee: error: <stdin>:10:27: scores 'Chris': expected a whole number, "
                                  "got '08' (a number in quotes: write it without them)")


# --- item 25: messages ----------------------------------------------------------------------------
def test_a_huge_integer_is_a_players_message_not_pythons() -> None:
    result = shell("referee dedupe-lists", input=with_scores("{Terry: 3, Chris: " + "9" * 5000 + "}"))
    assert result.returncode == 2
    assert error_line(result) == ("referee: error: <stdin>:10:27: unreadable value: a number of more "
                                  "than 4300 digits")


@pytest.mark.parametrize(("command", "record", "error"), [
    ("dedupe-lists", b"game: letter-roll\nletters: [P, E, C]\nbase: &b {Terry: [pace]}\nlists:\n  <<: *b\n",
     "<stdin>:5:3: merge keys (<<) are not supported: write the keys out in full"),
    ("score-sheet", b'game: first-class-letters\nmode: solo\nspecial: {2: C, "2": R}\nrounds: []\nplayers: []\n',
     "<stdin>:3:17: special: duplicate key '2'"),
], ids=["merge-key", "duplicate-special-rows"])
def test_yaml_features_are_refused_in_a_players_words(command: str, record: bytes, error: str) -> None:
    result = shell(f"referee {command}", input=record)
    assert result.returncode == 2
    assert error_line(result) == f"referee: error: {error}"


def test_players_named_yes_and_true_are_two_players() -> None:
    record = (b"game: letter-roll\nplayers: [yes, true]\n"
              b"rounds:\n- {roller: yes, letters: [P, E, C], lists: {yes: [pace], true: [cope]}}\n")
    result = shell("referee score-sheet -f json", input=record)
    assert (result.returncode, result.stderr) == (0, b"")
    assert json.loads(result.stdout)["totals"] == {"yes": 1, "true": 1}


def test_roll_audit_uses_the_table_critical_value() -> None:
    # Six faces: 5 degrees of freedom; at alpha 0.001 the table value is 20.515.
    result = shell("referee roll first-class-letters --audit 600 --seed 1 -f json")
    assert result.returncode == 0
    assert {die["critical"] for die in json.loads(result.stdout)["dice"] if len(die["faces"]) == 6} == {20.515}


def test_a_memory_error_while_ruling_names_the_record_without_an_empty_colon(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process, at an exact record; the console script's own run out of memory is below."""
    from referee.games.letter_roll import record as letter_roll

    def exhausted(*_args: object) -> None:
        raise MemoryError

    monkeypatch.setattr(letter_roll, "adjudicate", exhausted)
    result = run(["dedupe-lists"], input=ROUND)
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:4:1: record too large to adjudicate in memory "
                             "(while adjudicating it)\n")


# --- issue 13: a tab in indentation -----------------------------------------------------------------
def test_a_tab_in_indentation_says_tab() -> None:
    result = shell("referee dedupe-lists", input=b"game: letter-roll\nletters: [P, E, C]\nlists:\n\tTerry: [pace]\n")
    assert result.returncode == 2
    assert error_line(result) == ("referee: error: <stdin>:4:1: YAML syntax error: a tab where YAML expects "
                                  "spaces (indent with spaces, never tabs)")


# --- items 19 and 20: word lists and stdin lines, bounded; byte order marks --------------------------
def test_the_console_script_out_of_memory_says_so_in_one_line(tmp_path: Path) -> None:
    """Issue 14, item 25, as a shell sees it: under `ulimit -v` too small for one big record the
    referee says the record is too large, in one line with no empty colon, and exits 2; with room
    enough it rules it. Where the limit falls depends on the machine, so a ladder of limits is
    tried and at least one must end in the memory message."""
    record = {"game": "letter-roll", "players": ["A", "B"], "rounds": [
        {"roller": "A", "letters": ["P", "E", "C"], "lists": {"A": ["pace" + "x" * 150] * 60000, "B": ["pec"]}}]}
    path = tmp_path / "big.json"
    path.write_text(json.dumps(record))
    said = []
    for limit in (70_000, 90_000, 110_000, 130_000):
        done = shell(f"ulimit -v {limit}; referee score-sheet -f json {path} > /dev/null")
        err = done.stderr.decode()
        assert "Traceback" not in err and done.returncode in (0, 2), (limit, err)
        if done.returncode == 2:
            [line] = err.splitlines()
            assert line.startswith("referee: error: ") and "too large to adjudicate in memory" in line, line
            assert not line.rstrip().endswith(":"), line
            said.append(line)
    assert said, "no limit of the ladder ran the referee out of memory"


def test_check_word_reads_dev_zero_in_bounded_memory_with_one_line() -> None:
    result = shell("ulimit -v 1000000; referee check-word < /dev/zero", timeout=30)
    assert (result.returncode, result.stdout) == (2, b"")
    assert error_line(result) == ("referee: error: <stdin>:1: no line break in 16 MiB: not one word a line; "
                                  "the rest is not read")


def test_an_over_long_line_is_one_error_and_the_next_word_is_ruled() -> None:
    result = shell("{ head -c 100000 /dev/zero | tr '\\0' x; printf '\\ncat\\n'; } | referee check-word -f lines")
    assert (result.returncode, result.stdout) == (2, b"cat\n")
    assert error_line(result) == "referee: error: <stdin>:1: line longer than 64 KiB; one word a line is expected"


def test_a_huge_lexicon_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with open(big, "wb") as out:
        out.truncate(200 * 1024 * 1024)  # 200 MB, sparse: costs no disk
    result = shell(f"ulimit -v 1000000; referee check-word --lexicon {big} cat", timeout=30)
    assert (result.returncode, result.stdout) == (2, b"")
    assert error_line(result) == f"referee: error: {big}: word list larger than 16 MiB; a dictionary is a few megabytes"


def test_a_byte_order_mark_on_check_word_stdin_is_dropped() -> None:
    result = shell("printf '\\357\\273\\277cat\\ndog\\n' | referee check-word -f json")
    assert (result.returncode, result.stderr) == (0, b"")
    assert [json.loads(line)["word"] for line in result.stdout.splitlines()] == ["cat", "dog"]


def test_a_byte_order_mark_on_a_lexicon_keeps_its_first_word(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_bytes(b"\xef\xbb\xbfzebra\napple\n")
    result = shell(f"referee check-word -f json --lexicon {words} zebra apple")
    assert (result.returncode, result.stderr) == (0, b"")
    assert [json.loads(line)["valid"] for line in result.stdout.splitlines()] == [True, True]


@pytest.mark.parametrize("content", [b"", b"# only a comment\n\n", b"London\nNATO\n"])
def test_a_lexicon_with_no_words_is_refused(tmp_path: Path, content: bytes) -> None:
    words = tmp_path / "words.txt"
    words.write_bytes(content)
    result = shell(f"referee check-word --lexicon {words} zebra")
    assert (result.returncode, result.stdout) == (2, b"")
    assert error_line(result) == (f"referee: error: {words}: word list has no words (it is empty, or holds "
                                  f"only comments, names and abbreviations): every word would be refused")


def test_load_text_still_gives_positions() -> None:
    [document] = load_text("a: 010\n")
    assert isinstance(document, Document) and document.where == Position("<string>", 1, 1)


def test_memory_running_out_while_a_failure_is_reported_is_still_one_line() -> None:
    """At a `ulimit -v` that falls just so, memory ran out again while the record's own "record too
    large to adjudicate in memory" line was being made, and the console script died with a chain of
    MemoryError tracebacks, exit 1. The launcher's last word is made before it is needed."""
    code = ("import referee.cli\n"
            "def exhausted(*args, **kwargs):\n"
            "    raise MemoryError\n"
            "referee.cli.cli.main = exhausted\n"
            "from referee.launcher import main\n"
            "main()\n")
    done = shell(f"{shlex.quote(sys.executable)} -c {shlex.quote(code)}")
    assert (done.returncode, done.stdout, done.stderr) == (
        2, b"", b"referee: error: out of memory: a record too large to adjudicate in memory, and too little "
                b"left to say which\n")
