"""`referee example`: the records shipped with the package, so examples need no checkout (issue 14,
item 10). They are copies of fixtures the test suite rules on; these tests keep the two equal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, ROOT, shell

SHIPPED = {  # (game, name) -> the fixture it is a copy of
    ("first-class-letters", "game-night"): "first-class-letters/game-night.yaml",
    ("first-class-letters", "round"): "first-class-letters/round.yaml",
    ("first-class-letters", "out-of-order"): "first-class-letters/out-of-order.yaml",
    ("first-class-letters", "cooperative"): "first-class-letters/cooperative.yaml",
    ("first-class-letters", "paper-game-night"): "first-class-letters/paper-game-night.yaml",
    ("first-class-letters", "paper-solo"): "first-class-letters/paper-solo.yaml",
    ("first-class-letters", "paper-cooperative"): "first-class-letters/paper-cooperative.yaml",
    ("season", "night-1"): "season/night-1.yaml",
    ("season", "night-2"): "season/night-2.yaml",
    ("season", "night-3"): "season/night-3.yaml",
    ("season", "strict-house-rules"): "season/strict-house-rules.yaml",
    ("letter-roll", "four-players"): "letter-roll/four-players.yaml",
    ("letter-roll", "two-players"): "letter-roll/two-players.yaml",
    ("letter-roll", "rulebook-round"): "letter-roll/rulebook-round.yaml",
    ("letter-roll", "round"): "check-word/pec-round.yaml",
    ("letter-tricks", "four-players"): "letter-tricks/four-players.yaml",
    ("letter-tricks", "illegal-play"): "letter-tricks/illegal-play.yaml",
    ("letter-tricks", "team"): "letter-tricks/team.yaml",
    ("letterflip", "standard-game"): "letterflip/standard-game.yaml",
    ("letterflip", "advanced-in-progress"): "letterflip/advanced-in-progress.yaml",
}


@pytest.mark.parametrize(("game", "name"), sorted(SHIPPED))
def test_a_shipped_example_is_the_fixture_the_tests_rule_on(game: str, name: str) -> None:
    done = shell(f"referee example {game} {name}")
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == (FIXTURES / SHIPPED[game, name]).read_bytes(), (
        f"fixtures/{SHIPPED[game, name]} changed: copy it to src/referee/data/examples/{game}/{name}.yaml")


def test_the_list_names_every_example_once() -> None:
    done = shell("referee example -f json")
    assert done.returncode == 0
    listed = [json.loads(line) for line in done.stdout.splitlines()]
    names = {(row["game"], row["name"]) for row in listed}
    assert names == {*SHIPPED, ("first-class-letters", "dice"), ("letter-roll", "dice")}
    assert len(listed) == len(names)
    assert {"game": "letter-roll", "name": "round",
            "about": "A Letter Roll round: every word must contain P, E and C."} in listed


def test_game_alone_prints_its_whole_game_night_and_dice_the_built_in_dice() -> None:
    assert shell("referee example first-class-letters").stdout == (
        FIXTURES / "first-class-letters/game-night.yaml").read_bytes()
    assert shell("referee example letter-roll dice").stdout == (
        ROOT / "src/referee/data/letter-roll-dice.yaml").read_bytes()


def test_an_unknown_example_is_one_line_naming_the_ones_there_are() -> None:
    done = shell("referee example letterflip nope")
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr == (b"referee: error: Invalid value for 'NAME': no example 'nope' for letterflip; "
                           b"there are: advanced-in-progress, standard-game\n")


def test_a_saved_example_is_scored_from_any_directory(tmp_path: Path) -> None:
    done = shell("referee example letter-roll > night.yaml && referee score-sheet -f json night.yaml",
                 cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    assert json.loads(done.stdout.splitlines()[0])["game"] == "letter-roll"


def test_the_season_alone_is_every_night_as_one_stream_with_the_standings_of_the_files() -> None:
    nights = [(FIXTURES / f"season/night-{n}.yaml").read_bytes() for n in (1, 2, 3)]
    assert shell("referee example season").stdout == b"---\n".join(nights)
    from_stream = shell("referee example season | referee standings")
    from_files = shell("referee standings fixtures/season/night-*.yaml")
    assert from_stream.returncode == from_files.returncode == 0
    assert from_stream.stdout == from_files.stdout and from_stream.stdout.startswith(b"player    games")


def test_json_is_one_object_whose_text_is_the_record() -> None:
    # -f json printed the YAML record itself, comments and all, on a stdout a script reads as JSON
    # Lines (bug); it is now one object, as `new -f json` prints its template.
    done = shell("referee example letter-roll rulebook-round -f json")
    assert (done.returncode, done.stderr) == (0, b"")
    [line] = done.stdout.splitlines()
    assert json.loads(line) == {"game": "letter-roll", "name": "rulebook-round",
                                "text": (FIXTURES / "letter-roll/rulebook-round.yaml").read_text(encoding="utf-8")}
    season = json.loads(shell("referee example season -f json").stdout)
    assert (season["name"], season["text"].encode()) == (None, shell("referee example season").stdout)
