"""Each reader of a file or of stdin is named for what it reads, in both of its messages.

Bug: `--house-rules -` whose stdin held only a comment said "no records: the stream is empty",
though no record was read (the house rules were), and `--dice-file -`, `answer --log -` and
`--card -` took stdin as "the records", the name a second reader of stdin would have been told.
"""

from __future__ import annotations

import io
import sys

import pytest

from referee.dice import load_dice
from referee.errors import InputError
from referee.games.letterflip.record import card_from_file, situation_from_log
from referee.stdin import stdin_bytes
from tests.conftest import FIXTURES, run, shell

COMMENT = "# only a comment, no house rules yet\n"
ROUND = FIXTURES / "letter-roll" / "rulebook-round.yaml"
EMPTY = "the stream is empty or holds only comments"


def test_house_rules_on_stdin_that_hold_only_a_comment_say_so_in_score_sheet() -> None:
    result = run(["score-sheet", "-f", "json", "--house-rules", "-", str(ROUND)], input=COMMENT)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: <stdin>: no house rules: {EMPTY}\n"


def test_house_rules_on_stdin_that_hold_only_a_comment_say_so_in_check_word() -> None:
    result = run(["check-word", "--house-rules", "-", "cat"], input=COMMENT)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: <stdin>: no house rules: {EMPTY}\n"


def test_an_empty_house_rules_file_names_the_file(tmp_path: object) -> None:
    """From the console script, as a user meets it: the file, not the stream."""
    result = shell(f"printf '# nothing yet\\n' > {tmp_path}/house.yaml; "
                   f"referee check-word --house-rules {tmp_path}/house.yaml cat")
    assert (result.returncode, result.stdout) == (2, b"")
    assert result.stderr.decode() == (f"referee: error: {tmp_path}/house.yaml: no house rules: the file is empty "
                                      "or holds only comments\n")


@pytest.mark.parametrize(("args", "what"), [
    (["check-word", "--round", "-", "cat"], "round"),
    (["roll", "letter-roll", "--dice-file", "-"], "dice"),
    (["answer", "--log", "-", "cat"], "game log"),
    (["answer", "--card", "-", "cat"], "card"),
], ids=["round", "dice-file", "log", "card"])
def test_every_other_reader_of_stdin_names_what_it_found_none_of(args: list[str], what: str) -> None:
    result = run(args, input=COMMENT)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"referee: error: <stdin>: no {what}: {EMPTY}\n"


@pytest.fixture
def piped_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh stdin of one comment, as a pipe would give it (stdin is read once a process)."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(COMMENT.encode())))


def second_reader() -> str:
    with pytest.raises(InputError) as caught:
        stdin_bytes("the records")
    return str(caught.value)


@pytest.mark.usefixtures("piped_stdin")
def test_a_dice_file_read_from_stdin_is_named_to_a_second_reader() -> None:
    """No command reads a dice file and something else from stdin today: checked where it is named."""
    with pytest.raises(InputError):
        load_dice("-")
    assert second_reader() == "<stdin>: stdin is already read by --dice-file -; give one of them as a FILE"


@pytest.mark.usefixtures("piped_stdin")
def test_a_game_log_read_from_stdin_is_named_to_a_second_reader() -> None:
    with pytest.raises(InputError):
        situation_from_log("-", None)
    assert second_reader() == "<stdin>: stdin is already read by --log -; give one of them as a FILE"


@pytest.mark.usefixtures("piped_stdin")
def test_a_card_read_from_stdin_is_named_to_a_second_reader() -> None:
    with pytest.raises(InputError):
        card_from_file("-", None)
    assert second_reader() == "<stdin>: stdin is already read by --card -; give one of them as a FILE"
