"""Every table column has a header and something in it (issue 14, item 15), as a shell user sees it."""

from __future__ import annotations

from tests.conftest import shell


def test_roll_letter_roll_has_no_empty_column_before_a_die_is_removed() -> None:
    done = shell("referee roll letter-roll --seed 7")
    assert done.returncode == 0
    assert done.stdout.decode().splitlines()[:3] == [
        "die    colour    letter",
        "-----  --------  --------",
        "1      white     O",
    ]


def test_roll_letter_roll_names_the_status_column_once_a_die_is_removed() -> None:
    done = shell("referee roll letter-roll --seed 7 --remove 4")
    assert done.returncode == 0
    lines = done.stdout.decode().splitlines()
    assert lines[0] == "die    colour    letter    status"
    assert lines[5] == "4      orange    V         removed"


def test_trick_winner_table_has_a_header_over_every_column() -> None:
    done = shell("referee trick-winner Y:C Y:M B:V Y:A")
    assert done.returncode == 0
    assert done.stdout.decode().splitlines()[:3] == [
        "trick        ruling",
        "-----------  ---------------------------",
        "plays        1 Y:C  2 Y:M*  3 B:V  4 Y:A",
    ]
