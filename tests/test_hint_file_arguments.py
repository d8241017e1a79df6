"""A file given to `hint` as an argument, or as the game, is told the option that takes it.

Before, `referee hint first-class-letters round.yaml` said only `Got unexpected extra argument
(round.yaml)`, `referee hint round.yaml` said `no game 'round.yaml' (expected one of ...)` and
`referee hint -` said click's `No such command '-'.`: none pointed to `--round FILE`. The
form stays the one docs/records.md fixes, one `referee: error:` line and exit status 2.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, run, shell

GAMES = "first-class-letters, letter-roll, letter-tricks, letterflip"
ROUND = FIXTURES / "letter-roll" / "rulebook-round.yaml"


def refused(args: list[str]) -> str:
    """The one error line of a refused run, after checking it printed nothing and exited 2."""
    result = run(args)
    assert (result.exit_code, result.stdout) == (2, ""), result.stderr
    return result.stderr


@pytest.mark.parametrize(("game", "path"), [
    ("first-class-letters", "round.yaml"), ("letter-roll", "night.YML"), ("letter-roll", "-")])
def test_a_round_given_as_an_argument_is_pointed_to_round(game: str, path: str) -> None:
    assert refused(["hint", game, path]) == (
        f"referee: error: Got unexpected extra argument ({path}): a round is given with --round FILE "
        f"(referee hint {game} --round {path})\n")


def test_a_file_that_is_there_looks_like_a_file_whatever_its_name(tmp_path: Path) -> None:
    """A saved round need not end in .yaml: a path that is there is one."""
    saved = tmp_path / "round"
    saved.write_text("letters: [P, E, C]\n", encoding="utf-8")
    assert refused(["hint", "letter-roll", "--letters", "PEC", str(saved)]) == (
        f"referee: error: Got unexpected extra argument ({saved}): a round is given with --round FILE "
        f"(referee hint letter-roll --round {saved})\n")


def test_the_line_to_type_quotes_a_path_a_shell_would_split() -> None:
    assert refused(["hint", "letter-roll", "night one.yaml"]) == (
        "referee: error: Got unexpected extra argument (night one.yaml): a round is given with --round FILE "
        "(referee hint letter-roll --round 'night one.yaml')\n")


def test_among_several_stray_arguments_the_first_file_is_pointed_to() -> None:
    assert refused(["hint", "letterflip", "cat", "game.yaml", "other.yaml"]) == (
        "referee: error: Got unexpected extra arguments (cat game.yaml other.yaml): a game log is given "
        "with --log FILE (referee hint letterflip --log game.yaml)\n")


def test_letter_tricks_says_it_reads_no_file_and_where_the_cards_go() -> None:
    assert refused(["hint", "letter-tricks", "--cards", "Y:C,B:A,R:T", "hand.yaml"]) == (
        "referee: error: Got unexpected extra argument (hand.yaml): referee hint letter-tricks reads no file: "
        "the cards are given with --cards CARDS (referee hint letter-tricks --cards Y:C,R:QU,B:I)\n")


def test_a_file_in_place_of_the_cards_is_named_before_the_missing_option() -> None:
    """`--cards` is required, and click checks that first: the file given instead was only
    `Missing option '--cards'.` before, with no word of where the file went."""
    assert refused(["hint", "letter-tricks", "hand.yaml"]) == (
        "referee: error: Got unexpected extra argument (hand.yaml): referee hint letter-tricks reads no file: "
        "the cards are given with --cards CARDS (referee hint letter-tricks --cards Y:C,R:QU,B:I)\n")


@pytest.mark.parametrize("args", [["hint", "letter-tricks"], ["hint", "letter-tricks", "cards"]])
def test_the_cards_left_out_with_no_file_given_are_click_s_missing_option(args: list[str]) -> None:
    assert refused(args) == "referee: error: Missing option '--cards'.\n"


def test_a_stray_word_that_is_no_file_keeps_click_s_message() -> None:
    assert refused(["hint", "first-class-letters", "--dice", "CMR", "crumb"]) == (
        "referee: error: Got unexpected extra argument (crumb)\n")


@pytest.mark.parametrize("name", ["round.yaml", "letter-roll.yaml", "-", str(ROUND)])
def test_a_file_given_as_the_game_is_told_the_games_and_where_a_file_goes(name: str) -> None:
    """`letter-roll.yaml` is a file, not a near miss of letter-roll: no did-you-mean."""
    assert refused(["hint", name]) == (
        f"referee: error: no game {name!r} (expected one of {GAMES}): a round is given after the game, "
        f"with --round FILE (referee hint GAME --round {name}), a Letterflip log with --log FILE\n")


def test_a_name_that_is_no_file_is_still_only_no_game() -> None:
    assert refused(["hint", "scrabble"]) == f"referee: error: no game 'scrabble' (expected one of {GAMES})\n"


def test_roll_takes_no_file_and_says_only_no_game() -> None:
    """`roll` reads no round, so a file there is just no game; `-` is named as a game too (it was
    click's `No such command '-'.`)."""
    assert refused(["roll", "round.yaml"]) == f"referee: error: no game 'round.yaml' (expected one of {GAMES})\n"
    assert refused(["roll", "-"]) == f"referee: error: no game '-' (expected one of {GAMES})\n"
    assert refused(["-"]) == "referee: error: no command '-'\n"


def test_the_line_it_points_to_runs() -> None:
    """From the console script, as a user meets it: the refusal, then the line it gives, upheld."""
    done = shell(f"referee hint letter-roll {ROUND}; echo status $?; "
                 f"referee hint letter-roll --round {ROUND} -n 1 >/dev/null; echo status $?")
    assert done.stdout == b"status 2\nstatus 0\n"
    assert done.stderr.decode() == (f"referee: error: Got unexpected extra argument ({ROUND}): a round is given "
                                    f"with --round FILE (referee hint letter-roll --round {ROUND})\n")
