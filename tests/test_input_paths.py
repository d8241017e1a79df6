"""Paths, stdin and encodings as a shell user meets them (issue 14, items 1, 2, 8, 9, 16, 17).

Each test runs the installed console script in a subprocess, in the situation itself: a
directory among the FILEs, a closed stdin, stdin wanted twice, an empty pipe, a non-UTF-8
output encoding.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import shell

ROUND = "fixtures/letter-roll/rulebook-round.yaml"
TRICK = "fixtures/letter-tricks/illegal-play.yaml"
SHEET = "fixtures/first-class-letters/game-night.yaml"
RECORD_COMMANDS = {"score-sheet": ROUND, "dedupe-lists": ROUND, "trick-winner": TRICK, "alpha-cancel": SHEET}


def errors(result: object) -> list[str]:
    return result.stderr.decode().splitlines()  # type: ignore[attr-defined,no-any-return]


# --- item 1: a directory or unreadable FILE is one line, and the rest is ruled -------------------
@pytest.mark.parametrize("command", RECORD_COMMANDS)
def test_a_directory_among_the_files_is_one_line_and_the_rest_is_ruled(command: str) -> None:
    good = RECORD_COMMANDS[command]
    alone = shell(f"referee {command} -f json {good}")
    result = shell(f"referee {command} -f json fixtures {good}")
    assert result.returncode == 2
    assert errors(result) == ["referee: error: fixtures: cannot read: Is a directory"]
    assert result.stdout == alone.stdout and alone.stdout


def test_an_unreadable_file_is_one_line_and_the_rest_is_ruled(tmp_path: object) -> None:
    result = shell(f"touch {tmp_path}/locked.yaml; chmod 000 {tmp_path}/locked.yaml; "
                   f"[ -r {tmp_path}/locked.yaml ] && exit 99; "
                   f"referee score-sheet -f json {tmp_path}/locked.yaml {ROUND}")
    if result.returncode == 99:
        pytest.skip("running as a user who can read any file")
    assert result.returncode == 2
    assert errors(result) == [f"referee: error: {tmp_path}/locked.yaml: cannot read: Permission denied"]
    assert len(result.stdout.splitlines()) == 1


@pytest.mark.parametrize("option", ["check-word danger --round fixtures", "answer --log fixtures A",
                                    "roll letter-roll --dice-file fixtures"])
def test_a_directory_given_to_a_file_option_is_the_same_one_line(option: str) -> None:
    result = shell(f"referee {option}")
    assert result.returncode == 2
    assert errors(result) == ["referee: error: fixtures: cannot read: Is a directory"]


# --- item 2: alpha-cancel never rules a path as a word -------------------------------------------
@pytest.mark.parametrize(("argument", "error"), [
    ("fixtures", "fixtures: cannot read: Is a directory"),
    ("fixtures/first-class-letters/no-such-sheet", "fixtures/first-class-letters/no-such-sheet: cannot "
                                                   "read: No such file or directory"),
    ("sheet.yml", "sheet.yml: cannot read: No such file or directory"),
])
def test_alpha_cancel_takes_a_path_as_a_file_never_as_a_word(argument: str, error: str) -> None:
    result = shell(f"referee alpha-cancel {argument}")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == [f"referee: error: {error}"]


def test_alpha_cancel_words_and_a_path_together_are_a_usage_error() -> None:
    result = shell("referee alpha-cancel apple=2 fixtures")
    assert result.returncode == 2
    assert errors(result) == ["referee: error: give FILEs or WORDs, not both (words: apple=2)"]


# --- item 8: stdin is read once ------------------------------------------------------------------
def test_a_round_on_stdin_with_words_as_arguments() -> None:
    result = shell("referee roll first-class-letters --seed 3 -f yaml | "
                   "referee check-word -f json --round - cucumber")
    assert result.returncode == 0, result.stderr
    [ruling] = [json.loads(line) for line in result.stdout.splitlines()]
    assert ruling["word"] == "cucumber" and ruling["score"] is not None


def test_stdin_wanted_twice_is_an_error_never_an_empty_success() -> None:
    result = shell("referee roll first-class-letters --seed 3 -f yaml | referee check-word --round -")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == ["referee: error: <stdin>: stdin is already read by --round -; give one "
                              "of them as a FILE"]


@pytest.mark.parametrize("command", [
    "referee check-word --house-rules -",
    "referee score-sheet --house-rules - -",
    f"referee score-sheet --house-rules - --what-if - {ROUND}",
])
def test_stdin_read_by_the_house_rules_is_named_so(command: str) -> None:
    """Bug: the second reader was told stdin "is already read by the records", none of which had
    been read: the house rules had read it."""
    result = shell(f"printf 'deny: [paella]\\n' | {command}")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == ["referee: error: <stdin>: stdin is already read by --house-rules -; give one "
                              "of them as a FILE"]


@pytest.mark.parametrize(("command", "first"), [
    ("printf 'deny: [paella]\\n' | referee check-word --house-rules /dev/stdin", "--house-rules /dev/stdin"),
    ("printf 'deny: [paella]\\n' | referee score-sheet --house-rules /dev/stdin", "--house-rules /dev/stdin"),
    ("referee roll first-class-letters --seed 3 -f yaml | referee check-word --round /dev/stdin",
     "--round /dev/stdin"),
    (f"cat {ROUND} | referee score-sheet /dev/stdin -", "the records"),
])
def test_stdin_read_as_dev_stdin_is_read_once_too(command: str, first: str) -> None:
    """Bug: a pipe read as /dev/stdin was no reader of stdin, so the second one found it empty
    ("no records: the stream is empty", "no words to rule on") instead of being told."""
    result = shell(command)
    assert result.returncode == 2
    assert errors(result) == [f"referee: error: <stdin>: stdin is already read by {first}; give one of "
                              "them as a FILE"]


def test_house_rules_and_a_round_from_dev_stdin_beside_files() -> None:
    alone = shell(f"referee score-sheet -f json --deny paella {SHEET}")
    piped = shell(f"printf 'deny: [paella]\\n' | referee score-sheet -f json --house-rules /dev/stdin {SHEET}")
    assert (piped.returncode, piped.stdout, piped.stderr) == (alone.returncode, alone.stdout, b"")
    assert b"house-rule" in alone.stdout
    result = shell("referee roll first-class-letters --seed 3 -f yaml | "
                   "referee check-word -f json --round /dev/stdin cucumber")
    assert result.returncode == 0, result.stderr
    # Seed 3 rolls E, I, A with N dead: "Write a checkmark in the first box for each letter in
    # your word that matches one of the 3 letter dice. [...] Each checkmark is worth 1 point":
    # cucumber's one E is 1 point, and without I and A its score is not doubled. So the round
    # was read from the pipe, not left out (no dice, no score).
    assert (json.loads(result.stdout)["valid"], json.loads(result.stdout)["score"]) == (True, 1)


def test_stdin_named_twice_as_a_file_is_an_error_for_the_second() -> None:
    result = shell(f"referee score-sheet -f json - - < {ROUND}")
    assert result.returncode == 2
    assert len(result.stdout.splitlines()) == 1
    assert errors(result) == ["referee: error: <stdin>: stdin is already read by the records; give one "
                              "of them as a FILE"]


# --- item 9: no records is not "upheld" ----------------------------------------------------------
@pytest.mark.parametrize("command", RECORD_COMMANDS)
def test_no_records_on_stdin_is_a_clear_line_and_exit_2(command: str) -> None:
    result = shell(f"referee {command} < /dev/null")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == ["referee: error: <stdin>: no records: the stream is empty or holds only comments"]


def test_an_empty_pipe_read_as_dev_stdin_is_the_stream_too() -> None:
    """Bug: `printf '' | referee score-sheet /dev/stdin` said "the file is empty", though stdin is
    read as the stream it is under that name as under `-`."""
    result = shell("printf '' | referee score-sheet /dev/stdin")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == ["referee: error: /dev/stdin: no records: the stream is empty or holds only "
                              "comments"]


def test_a_file_of_comments_only_is_no_records(tmp_path: object) -> None:
    result = shell(f"printf '# nothing yet\\n---\\n' > {tmp_path}/blank.yaml; "
                   f"referee score-sheet {tmp_path}/blank.yaml")
    assert result.returncode == 2
    assert errors(result) == [f"referee: error: {tmp_path}/blank.yaml: no records: the file is empty or "
                              f"holds only comments"]


@pytest.mark.parametrize("fmt", ["table", "json", "lines"])
@pytest.mark.parametrize(("given", "held"), [("printf ''", "is empty"),
                                             ("printf '\\n  \\n'", "holds only blank lines"),
                                             ("printf '# to check\\n\\n'", "holds only comments")])
def test_check_word_with_no_words_is_a_clear_line_and_exit_2(fmt: str, given: str, held: str) -> None:
    result = shell(f"{given} | referee check-word -f {fmt}")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == [f"referee: error: <stdin>: no words to rule on: the input {held}"]


def test_comment_lines_on_check_words_stdin_are_not_words() -> None:
    """A commented list of words, as a word list is written: `# disputed at game night` was ruled
    a word (not-one-word, non-letter), exit 1, though both words are in the dictionary. An
    argument is always a word: `#tag` is one, and ruled (non-letter)."""
    result = shell("printf '# disputed at game night\\ncucumber\\n  # after the break\\ncroissant\\n' "
                   "| referee check-word -f lines")
    assert (result.returncode, result.stdout, result.stderr) == (0, b"cucumber\ncroissant\n", b"")
    argument = shell("referee check-word -f lines --only invalid '#tag'")
    assert (argument.returncode, argument.stdout) == (1, b"#tag\n")


# --- item 16: a closed stdin matters only to a command that reads it ------------------------------
@pytest.mark.parametrize("command", [f"score-sheet -f json {ROUND}", f"trick-winner {TRICK}",
                                     "roll letter-roll --seed 1", "check-word cucumber",
                                     "check-word -f json cucumber", f"alpha-cancel {SHEET}"])
def test_a_closed_stdin_does_not_break_a_command_that_never_reads_it(command: str) -> None:
    result = shell(f"referee {command} <&-")
    assert result.returncode in (0, 1)
    assert result.stderr == b"" and result.stdout


def test_a_closed_stdin_asked_for_is_one_line() -> None:
    result = shell("referee score-sheet - <&-")
    assert (result.returncode, result.stdout) == (2, b"")
    assert errors(result) == ["referee: error: <stdin>: cannot read: stdin is closed"]


# --- item 17: output is UTF-8 whatever the locale; input as the docs say ---------------------------
@pytest.mark.parametrize("env", [{"LC_ALL": "C"}, {"PYTHONIOENCODING": "latin-1"},
                                 {"LC_ALL": "C", "PYTHONIOENCODING": "ascii"}])
def test_output_is_utf8_whatever_the_locale(env: dict[str, str]) -> None:
    import os

    environment = {**os.environ, **env}
    table = shell(f"referee score-sheet {SHEET}", env=environment)
    assert table.returncode in (0, 1), table.stderr
    assert "✓".encode() in table.stdout or "·".encode() in table.stdout
    table.stdout.decode("utf-8")  # strict
    as_json = shell("referee check-word -f json café", env=environment)
    assert json.loads(as_json.stdout)["word"] == "café"
    lines = shell("printf 'caf\\303\\251\\n' | referee check-word -f lines --only valid", env=environment)
    assert (lines.returncode, lines.stdout) == (0, "café\n".encode())


def test_a_latin1_word_on_stdin_is_a_clear_error_never_a_silent_drop() -> None:
    """`café` typed in a Latin-1 terminal arrives as caf\\xe9: stdin is UTF-8 (docs/records.md), so
    it is one error naming the line, not a `non-letter` ruling that `--only valid` would drop."""
    import os

    result = shell("printf 'caf\\351\\ncat\\n' | referee check-word -f lines --only valid",
                   env={**os.environ, "PYTHONIOENCODING": "latin-1"})
    assert (result.returncode, result.stdout) == (2, b"cat\n")
    assert errors(result) == ["referee: error: <stdin>:1:4: not valid UTF-8 text"]
