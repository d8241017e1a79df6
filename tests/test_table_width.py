"""Tables fit the terminal (issue 14, item 12): a table wider than the terminal has its widest
columns wrapped, or its rows stacked as `header  value` lines when wrapping would leave columns
too narrow to read; in a pipe the full table is kept, one line a row."""

from __future__ import annotations

import functools
import subprocess

import pytest

from tests.conftest import shell
from tests.terminal_support import on_terminal

WIDE = [  # (the command, how wide its widest table line is in a pipe)
    (["score-sheet", "fixtures/first-class-letters/cooperative.yaml"], 162),
    (["score-sheet", "fixtures/letter-tricks/team.yaml"], 150),
    (["score-sheet", "--analyse", "fixtures/first-class-letters/game-night.yaml"], 155),
]


@functools.cache
def piped(*args: str) -> subprocess.CompletedProcess[bytes]:
    """`referee ARGS` in a pipe, run once for the tests that read it (`--analyse` takes seconds)."""
    return shell("referee " + " ".join(args))


@functools.cache
def at_80_columns(*args: str) -> tuple[int, str, str]:
    """`referee ARGS` on an 80-column terminal, run once for the tests that read it."""
    return on_terminal(args, columns=80)


def table_lines(text: str) -> list[str]:
    """The lines of tables: those with a two-space column gap (a heading line has none)."""
    return [line for line in text.splitlines() if "  " in line.strip()]


@pytest.mark.parametrize(("args", "piped_width"), WIDE, ids=lambda a: a[-1] if isinstance(a, list) else "")
def test_a_wide_table_fits_an_80_column_terminal_and_keeps_every_cell(args: list[str], piped_width: int) -> None:
    in_pipe = piped(*args)
    assert in_pipe.returncode in (0, 1)
    full = in_pipe.stdout.decode()
    assert max(len(line) for line in table_lines(full)) == piped_width  # the pipe gets the full table
    status, shown, _ = at_80_columns(*args)
    assert status == in_pipe.returncode
    assert max(len(line) for line in table_lines(shown)) <= 80
    # Nothing is lost: every word of the full table is still on the screen.
    assert {word for word in full.split() if set(word) != {"-"}} <= set(shown.split())


def test_the_team_table_wraps_its_long_column_in_place() -> None:
    _, shown, _ = on_terminal(["score-sheet", "fixtures/letter-tricks/team.yaml"], columns=80)
    lines = shown.splitlines()
    header = lines.index("#    plays (* wins, (1)      led     winner    1st pick    2nd pick    ruling")
    assert lines[header + 1:header + 5] == [
        "     first pick, (2)",
        "     second pick)",
        "---  ----------------------  ------  --------  ----------  ----------  --------",
        "1    Ann R:D  Bob M:V(2)     red     Dan M:Z   Dan: M:Z    Ann: M:V    ok",
    ]
    assert lines[header + 5] == "     Cat R:S  Dan M:Z*(1)"


def test_the_cooperative_table_is_stacked_when_wrapping_would_crush_its_columns() -> None:
    _, shown, _ = on_terminal(["score-sheet", "fixtures/first-class-letters/cooperative.yaml"], columns=80)
    lines = shown.splitlines()
    first = lines.index("round           1")
    assert lines[first:first + 5] == [
        "round           1",
        "dice            D G N",
        "dead            Z",
        "words           Ana: gardening 10, Ben: nudged 8, Cy: sludge 2, Dee: danger 6,",
        "                Eve: grind 6",
    ]


def test_a_table_that_fits_is_printed_as_in_a_pipe() -> None:
    args = ["score-sheet", "fixtures/letter-roll/four-players.yaml"]
    assert on_terminal(args, columns=80)[1] == shell("referee " + " ".join(args)).stdout.decode()


def test_columns_in_the_environment_is_the_width_on_a_terminal_not_in_a_pipe() -> None:
    args = ["score-sheet", "fixtures/letter-tricks/team.yaml"]
    import os

    _, shown, _ = on_terminal(args, columns=200, env={**os.environ, "COLUMNS": "100"})
    assert max(len(line) for line in table_lines(shown)) <= 100
    piped = shell("COLUMNS=60 referee " + " ".join(args)).stdout.decode()
    assert max(len(line) for line in table_lines(piped)) == 150


def test_headings_and_notes_wider_than_the_terminal_wrap_at_words_there_and_stay_whole_in_a_pipe() -> None:
    args = ["score-sheet", "--analyse", "fixtures/first-class-letters/game-night.yaml"]
    full = piped(*args).stdout.decode()
    prose = [line for line in full.splitlines() if len(line) > 80 and line not in table_lines(full)]
    assert prose, "the example has a heading wider than 80 columns in a pipe"
    _, shown, _ = at_80_columns(*args)
    assert max(len(line) for line in shown.splitlines()) <= 80
    assert {word for word in full.split() if set(word) != {"-"}} <= set(shown.split())


def test_a_terminal_that_reports_no_width_is_taken_as_80_columns() -> None:
    # A pseudo-terminal nobody sized reports 0 columns (`script -qc 'referee ...'` from a pipe,
    # `docker exec -t`); every table was "internal error (ValueError): invalid width 0", exit 2.
    # It is laid out as ls lays out for such a terminal: 80 columns.
    for args in (["score-sheet", "fixtures/letter-tricks/team.yaml"],
                 ["standings", "--chart", "fixtures/season/night-1.yaml"]):
        status, shown, errors = on_terminal(args, columns=0)
        assert "internal error" not in errors
        assert (status, shown) == on_terminal(args, columns=80)[:2]
