"""`score-sheet --what-if` from a pipe: `<(...)`, `/dev/stdin` and `-`, read once by the installed
console script, with the same rulings and error lines as a saved file.

The round is Letter Roll's printed example cut down (letters P-E-C): Terry writes price and
process, Chris pancake and cope, every word a word of the shipped lexicon and no word on both
lists. "Each player adds the number of words that have not been crossed off" (rules, Playing the
Game, step 6): 2 each, and "the player with the highest score wins" (Winning the Game): both.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import shell

ROUND = ("game: letter-roll\nrolled: [P, E, C, X]\nletters: [P, E, C]\n"
         "lists:\n  Terry: [price, process]\n  Chris: [pancake, cope]\n")

COPE_DENIED = [
    # Denied, cope is no word: Chris 2 -> 1, and Terry's 2 wins alone.
    "round.yaml:1:1",
    "change    what                before        after",
    "--------  ------------------  ------------  --------------------",
    "word      Chris round 1 cope  scored        crossed (house-rule)",
    "total     Chris               2             1",
    "winners   record              Terry, Chris  Terry",
]

PROCESS_MISSING = [
    # A list without process: "any word found in a standard English language dictionary is
    # allowed" (Allowable Words), and this table's dictionary lacks it: Terry 2 -> 1, Chris wins.
    "round.yaml:1:1",
    "change    what                   before        after",
    "--------  ---------------------  ------------  ---------------------------",
    "word      Terry round 1 process  scored        crossed (not-in-dictionary)",
    "total     Terry                  2             1",
    "winners   record                 Terry, Chris  Chris",
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "round.yaml").write_text(ROUND, encoding="utf-8")
    return tmp_path


def lines(done: bytes) -> list[str]:
    return done.decode().splitlines()


@pytest.mark.parametrize(("what_if", "expected"), [
    ("<(printf 'deny: [cope]\\n')", COPE_DENIED),
    ("<(printf 'price\\npancake\\ncope\\n')", PROCESS_MISSING),
])
def test_process_substitution_is_read_once(folder: Path, what_if: str, expected: list[str]) -> None:
    """Bug: refused as "not a file (a pipe?): it is read twice" (and before that refusal, called an
    empty file): the file was read once to tell house rules from a word list, then again to load."""
    done = shell(f"referee score-sheet --what-if {what_if} round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (1, expected, b"")


@pytest.mark.parametrize("name", ["/dev/stdin", "-"])
def test_stdin_when_the_records_are_files(folder: Path, name: str) -> None:
    done = shell(f"printf 'deny: [cope]\\n' | referee score-sheet --what-if {name} round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (1, COPE_DENIED, b"")
    done = shell(f"printf 'price\\npancake\\ncope\\n' | referee score-sheet -f json --what-if {name} round.yaml",
                 cwd=folder)
    assert done.returncode == 1 and done.stderr == b""
    assert json.loads(done.stdout)["changes"][-1] == {"kind": "winners", "what": "record",
                                                      "before": "Terry, Chris", "after": "Chris"}


@pytest.mark.parametrize(("name", "shown"), [("/dev/stdin", "/dev/stdin"), ("-", "<stdin>")])
def test_nothing_changes_from_stdin(folder: Path, name: str, shown: str) -> None:
    done = shell(f"printf 'allow: [zzxq]\\n' | referee score-sheet --what-if {name} round.yaml", cwd=folder)
    assert (done.returncode, done.stdout) == (0, b"")
    assert lines(done.stderr) == [f"referee: no ruling changes with {shown}"]


@pytest.mark.parametrize("command", [
    "referee score-sheet --what-if -",
    "referee score-sheet --what-if - -",
    "referee score-sheet --what-if /dev/stdin",
    "referee score-sheet --what-if /dev/stdin round.yaml -",
])
def test_what_if_and_the_records_cannot_both_read_stdin(folder: Path, command: str) -> None:
    """One of them would find stdin empty; which one is meant, the user says, not the referee."""
    done = shell(f"cat round.yaml | {command}", cwd=folder)
    name = command.split()[3]
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines(done.stderr) == [f"referee: error: --what-if {name} and the records both read stdin; "
                                  f"give one of them as a FILE"]


def test_a_pipe_beside_records_on_stdin_is_read(folder: Path) -> None:
    done = shell("cat round.yaml | referee score-sheet --what-if <(printf 'deny: [cope]\\n')", cwd=folder)
    assert (done.returncode, done.stderr) == (1, b"")
    assert lines(done.stdout) == ["<stdin>:1:1", *COPE_DENIED[1:]]


@pytest.mark.parametrize(("content", "error"), [
    ("deny: 5\\n", ":1:7: house rules deny entry: expected a word written as text, got 5"),
    ("deny: [cope]\\nnope: 1\\n", ":2:1: house rules: unknown key 'nope' (expected allow, deny)"),
    ("deny: [\\n", ":2:1: YAML syntax error: did not find expected node content"),
    ("ok\\n\\377\\n", ":2:1: word list: not valid UTF-8 text"),
    ("# only a comment\\n", ": word list has no words (it is empty, or holds only comments, names and "
                             "abbreviations): every word would be refused"),
])
def test_a_bad_file_from_a_pipe_is_the_error_a_saved_one_gives(folder: Path, content: str, error: str) -> None:
    """The line a saved file gives (as --house-rules or --lexicon give it), naming the pipe instead."""
    for what_if, name in (("saved", "saved"), ("/dev/stdin", "/dev/stdin"), ("-", "<stdin>")):
        done = shell(f"printf '{content}' > saved; cat saved | referee score-sheet --what-if {what_if} round.yaml",
                     cwd=folder)
        assert (done.returncode, done.stdout) == (2, b"")
        assert lines(done.stderr) == [f"referee: error: {name}{error}"]


def test_house_rules_larger_than_a_word_list_may_be_are_refused(folder: Path) -> None:
    """A pipe is read into memory, so no further than a word list's 16 MiB (docs/standings.md)."""
    done = shell("{ printf 'deny: [cope]\\n'; head -c 17000000 /dev/zero; } | "
                 "referee score-sheet --what-if /dev/stdin round.yaml", cwd=folder)
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines(done.stderr) == ["referee: error: /dev/stdin: house rules larger than 16 MiB; a house-rules "
                                  "file is a few lines"]


def test_the_command_lines_own_lists_from_pipes_are_read_once_too(folder: Path) -> None:
    """Bugs: with --what-if, `--lexicon <(...)` was read again for the other ruling ("word list has
    no words"), and so was `--house-rules <(...)` ("no records: the file is empty")."""
    done = shell("referee score-sheet --lexicon <(printf 'price\\nprocess\\npancake\\ncope\\n') "
                 "--what-if <(printf 'deny: [cope]\\n') round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (1, COPE_DENIED, b"")
    # The house rules stay when --what-if names a word list: cope is denied in both rulings, so
    # Chris has 1 either way, and Terry's 2 -> 1 ties him.
    done = shell("referee score-sheet --house-rules <(printf 'deny: [cope]\\n') "
                 "--what-if <(printf 'price\\npancake\\ncope\\n') round.yaml", cwd=folder)
    assert (done.returncode, done.stderr) == (1, b"")
    assert lines(done.stdout) == [
        "round.yaml:1:1",
        "change    what                   before    after",
        "--------  ---------------------  --------  ---------------------------",
        "word      Terry round 1 process  scored    crossed (not-in-dictionary)",
        "total     Terry                  2         1",
        "winners   record                 Terry     Terry, Chris",
    ]


@pytest.mark.parametrize(("command", "error"), [
    ("referee score-sheet --what-if missing.yaml round.yaml",
     "missing.yaml: cannot read word list: No such file or directory"),
    ("referee score-sheet --what-if - round.yaml <&-", "<stdin>: cannot read: stdin is closed"),
    # A directory was click's own 'Invalid value for '--what-if': File 'house' is a directory.', where
    # every other option naming a file says it as grep does (docs/records.md, Input).
    ("mkdir house && referee score-sheet --what-if house round.yaml", "house: cannot read word list: Is a directory"),
])
def test_a_file_that_cannot_be_read_is_one_line(folder: Path, command: str, error: str) -> None:
    """Which kind an unread file is nobody can tell: it is named a word list, as it always was."""
    done = shell(command, cwd=folder)
    assert (done.returncode, done.stdout, lines(done.stderr)) == (2, b"", [f"referee: error: {error}"])
