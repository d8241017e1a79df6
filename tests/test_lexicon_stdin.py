"""`--lexicon -`, `/dev/stdin` and `<(...)`: a word list from a pipe, read once by the installed
console script, named as the user typed it, and stdin given to one reader only.

The round is Letter Roll's (as in tests/test_what_if_pipes.py): Terry writes price and process,
Chris pancake and cope. With a list of price, pancake and cope, process is "not in a standard
English language dictionary" (rules, Allowable Words) and is crossed: "Each player adds the
number of words that have not been crossed off" (Playing the Game, step 6), Terry 1, Chris 2, and
"the player with the highest score wins" (Winning the Game): Chris.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.conftest import run, shell
from tests.test_what_if_pipes import ROUND, lines

WORDS = "price\\npancake\\ncope\\n"
"""The list, as printf writes it."""
CAT_SHA256 = hashlib.sha256(b"cat\n").hexdigest()
"""`referee lexicon` hashes "for a --lexicon file: of the file" (docs/lexicon.md)."""

PROCESS_CROSSED = [
    "Round 1 · rolled P E C X · X removed · letters P-E-C",
    "player    word     ruling    why",
    "--------  -------  --------  -----------------",
    "Terry     price    scored",
    "          process  CROSSED   not-in-dictionary",
    "Chris     pancake  scored",
    "          cope     scored",
    "Points: Terry 1, Chris 2",
    "",
    "Winner: Chris",
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "round.yaml").write_text(ROUND, encoding="utf-8")
    (tmp_path / "words.txt").write_text("cat\n", encoding="utf-8")
    return tmp_path


def lexicon_json(name: str) -> dict[str, object]:
    return {"name": name, "words": 1, "proper_nouns": 0, "abbreviations": 0, "sha256": CAT_SHA256,
            "allow": [], "deny": []}


# --- the list is read from the pipe, once --------------------------------------------------------
@pytest.mark.parametrize("name", ["-", "/dev/stdin"])
def test_the_list_on_stdin_rules_the_records_given_as_files(folder: Path, name: str) -> None:
    """Bug: `--lexicon -` was `-: cannot read word list: No such file or directory`."""
    done = shell(f"printf '{WORDS}' | referee score-sheet --lexicon {name} round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (0, PROCESS_CROSSED, b"")


def test_the_list_from_a_process_substitution_rules_the_records(folder: Path) -> None:
    done = shell(f"referee score-sheet --lexicon <(printf '{WORDS}') round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (0, PROCESS_CROSSED, b"")


def test_the_list_on_stdin_beside_another_pipe_for_what_if(folder: Path) -> None:
    """Both rulings use the list read from stdin; the house rules of --what-if deny cope on top:
    Chris 2 -> 1, and Terry's 1 ties him."""
    done = shell(f"printf '{WORDS}' | referee score-sheet --lexicon - --what-if <(printf 'deny: [cope]\\n') "
                 "round.yaml", cwd=folder)
    assert (done.returncode, done.stderr) == (1, b"")
    assert lines(done.stdout) == [
        "round.yaml:1:1",
        "change    what                before    after",
        "--------  ------------------  --------  --------------------",
        "word      Chris round 1 cope  scored    crossed (house-rule)",
        "total     Chris               2         1",
        "winners   record              Chris     Terry, Chris",
    ]


# --- the name a user recognises --------------------------------------------------------------------
@pytest.mark.parametrize(("command", "name"), [
    ("printf 'cat\\n' | referee lexicon -f json --lexicon -", "<stdin>"),
    ("printf 'cat\\n' | referee lexicon -f json --lexicon /dev/stdin", "/dev/stdin"),
    ("referee lexicon -f json --lexicon /dev/stdin < words.txt", "/dev/stdin"),
    ("referee lexicon -f json --lexicon ./words.txt", "words.txt"),
    ("mkfifo named; printf 'cat\\n' > named & referee lexicon -f json --lexicon named", "named"),
])
def test_a_list_is_named_as_typed_unless_it_is_a_saved_file(folder: Path, command: str, name: str) -> None:
    """A saved file keeps its own name, as it always had; a stream has no file name of its own."""
    done = shell(command, cwd=folder)
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout) == lexicon_json(name)


def test_a_process_substitution_is_named_by_the_path_the_shell_passed(folder: Path) -> None:
    """Bug: `<(printf 'cat\\n')` was named `63`, the last part of /dev/fd/63."""
    done = shell("look() { echo \"$1\"; referee lexicon -f json --lexicon \"$1\"; }; look <(printf 'cat\\n')",
                 cwd=folder)
    assert done.returncode == 0, done.stderr
    path, report = lines(done.stdout)
    assert path.startswith("/dev/fd/") and json.loads(report) == lexicon_json(path)


@pytest.mark.parametrize(("list_option", "decided_by"), [
    ("--lexicon - <<< cat", "lexicon <stdin>"),
    ("--lexicon <(printf 'cat\\n')", "lexicon /dev/fd/63"),
])
def test_a_ruling_names_the_list_as_referee_lexicon_does(list_option: str, decided_by: str) -> None:
    """The `lexicon NAME` of --why and JSON's decided_by is the name `referee lexicon` shows (bash
    passes the first `<(...)` of a command as /dev/fd/63)."""
    done = shell(f"referee check-word -f json cat dog {list_option}")
    assert (done.returncode, done.stderr) == (1, b"")
    assert [(r["word"], r["valid"], r["decided_by"]) for r in map(json.loads, lines(done.stdout))] == [
        ("cat", True, decided_by), ("dog", False, decided_by)]
    table = shell(f"referee check-word --why cat dog {list_option}")
    assert table.returncode == 1
    width = len(decided_by)
    assert lines(table.stdout) == [
        f"word    valid    reasons            read as    suggestion    {'decided by':<{width}}".rstrip(),
        f"------  -------  -----------------  ---------  ------------  {'-' * width}",
        f"cat     yes                                                  {decided_by}",
        f"dog     NO       not-in-dictionary                           {decided_by}",
    ]


# --- stdin has one reader --------------------------------------------------------------------------
@pytest.mark.parametrize("command", [
    "check-word", "score-sheet", "score-sheet -", "standings", "dedupe-lists", "alpha-cancel",
    "trick-winner", "hint letter-roll --round -", "score-sheet --what-if - round.yaml",
])
@pytest.mark.parametrize("name", ["-", "/dev/stdin"])
def test_a_second_reader_of_stdin_is_told_the_list_read_it(folder: Path, command: str, name: str) -> None:
    """The list is read first in every command, so whatever else wanted stdin is told who has it
    (alpha-cancel and trick-winner read their lexicon at the first word, after the records)."""
    done = shell(f"printf 'cat\\n' | referee {command} --lexicon {name}", cwd=folder)
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines(done.stderr) == [f"referee: error: <stdin>: stdin is already read by --lexicon {name}; "
                                  f"give one of them as a FILE"]


@pytest.mark.parametrize("command", ["alpha-cancel", "trick-winner"])
def test_house_rules_on_stdin_are_read_before_the_records_too(command: str) -> None:
    """Bug: these two read the house rules at a record's first word, after the records had taken
    stdin, so the house rules were the second reader, told so once a sheet or trick."""
    done = shell(f"printf 'deny: [paella]\\n' | referee {command} --house-rules -")
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines(done.stderr) == ["referee: error: <stdin>: stdin is already read by --house-rules -; give "
                                  "one of them as a FILE"]


def test_the_list_and_the_house_rules_cannot_both_read_stdin() -> None:
    result = run(["check-word", "--lexicon", "-", "--house-rules", "-", "cat"], input="cat\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("referee: error: --lexicon - and --house-rules - both read stdin; give one of "
                             "them as a FILE\n")


def test_a_closed_stdin_is_one_line() -> None:
    done = shell("referee check-word --lexicon - cat <&-")
    assert (done.returncode, done.stdout) == (2, b"")
    assert lines(done.stderr) == ["referee: error: <stdin>: cannot read: stdin is closed"]


@pytest.mark.parametrize(("content", "error"), [
    ("# only a comment\n", "<stdin>: word list has no words (it is empty, or holds only comments, names and "
                           "abbreviations): every word would be refused"),
    ("ok\n\xff\n".encode("latin-1"), "<stdin>:2:1: word list: not valid UTF-8 text"),
])
def test_a_bad_list_on_stdin_is_the_error_a_saved_one_gives(content: str | bytes, error: str) -> None:
    result = run(["check-word", "--lexicon", "-", "cat"], input=content)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: {error}\n"


def test_each_in_process_run_reads_its_own_stdin() -> None:
    """A list read from `-` is kept for that stdin only: the next run with another stdin (another
    test's) reads its own list, not the first one's."""
    first = run(["check-word", "-f", "json", "--lexicon", "-", "cat"], input="cat\n")
    second = run(["check-word", "-f", "json", "--lexicon", "-", "cat"], input="dog\n")
    assert (first.exit_code, second.exit_code) == (0, 1)
    assert json.loads(second.stdout)["valid"] is False


def test_the_environment_variable_may_name_stdin(folder: Path) -> None:
    """$REFEREE_LEXICON is --lexicon's value when the option is not given, `-` included."""
    done = shell(f"printf '{WORDS}' | REFEREE_LEXICON=- referee score-sheet round.yaml", cwd=folder)
    assert (done.returncode, lines(done.stdout), done.stderr) == (0, PROCESS_CROSSED, b"")


@pytest.mark.parametrize("command", [
    "printf 'cat\\n' | referee check-word",
    "printf 'cat\\n' | referee check-word --lexicon - cat",
    "referee check-word --lexicon <(printf 'cat\\n') cat",
    "printf 'cat\\n' | referee check-word --lexicon /dev/stdin cat",
])
def test_words_or_a_list_from_a_pipe_import_no_record_reader(command: str) -> None:
    """stdin's one reader is not the record reader's: a cold check of piped words, or with a piped
    list, imports no PyYAML (about 40 ms; it did, for the words on stdin, before)."""
    done = shell(f"export PYTHONPROFILEIMPORTTIME=1; {command}")
    assert done.returncode == 0, done.stderr.decode()[-500:]
    imported = {line.rsplit("|", 1)[1].strip() for line in lines(done.stderr) if line.startswith("import time:")}
    assert "referee.stdin" in imported  # the counter-check: the report sees what was imported
    assert not {m for m in imported if m.split(".")[0] in ("yaml", "_yaml") or m.startswith("referee.records")}


def test_a_list_the_environment_names_is_said_to_come_from_it(folder: Path) -> None:
    """A forgotten `export REFEREE_LEXICON=...` made every command fail with only
    `words.txt: cannot read word list: No such file or directory`, naming a file the command
    line never mentions. The line now says where the name came from and how to go back; a
    `--lexicon` given with the command is its own (the variable is not read then)."""
    done = shell("REFEREE_LEXICON=gone.txt referee check-word cat", cwd=folder)
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode() == ("referee: error: gone.txt: cannot read word list: No such file or directory "
                                    "($REFEREE_LEXICON names this list; unset it for the built-in one)\n")
    typed = shell("REFEREE_LEXICON=gone.txt referee check-word --lexicon missing.txt cat", cwd=folder)
    assert typed.stderr.decode() == "referee: error: missing.txt: cannot read word list: No such file or directory\n"
