"""The comments of the Letterflip fixtures (and of the examples copied from them) tell a reader about
the game below them, so the players they name are that game's players.

A comment once spoke of "Bob's two turns without an answer" in a game between Cleo and Dev (and in
its copy in a season night between Ben and Cy): copied from another record, and wrong for this one.
"""

from __future__ import annotations

import re

import pytest

from tests.fuzz_support import Fixture, fixtures, records

LETTERFLIP = [*records("letterflip"),
              *(f for f in fixtures("season") if isinstance(f.data, dict) and f.data.get("game") == "letterflip")]
"""Every Letterflip record of the fixtures, season nights included (the shipped examples are copies:
tests/test_example.py holds them equal)."""
UNANSWERED = re.compile(r"^# (\w+)'s two turns without an answer", re.MULTILINE)


def comments(fixture: Fixture) -> str:
    """The comment lines of a record, the ones a reader sees above the game."""
    return "\n".join(line for line in fixture.text.splitlines() if line.startswith("#"))


@pytest.mark.parametrize("fixture", LETTERFLIP, ids=[f.path for f in LETTERFLIP])
def test_a_name_in_a_comment_is_a_player_of_the_game(fixture: Fixture) -> None:
    named = set(re.findall(r"\b([A-Z][a-z]+)'s\b", comments(fixture)))
    assert named <= set(fixture.data["players"]), (named, fixture.data["players"])


@pytest.mark.parametrize("fixture", [f for f in LETTERFLIP if UNANSWERED.search(comments(f))],
                         ids=lambda f: f.path)
def test_the_turns_without_an_answer_are_the_named_players(fixture: Fixture) -> None:
    match = UNANSWERED.search(comments(fixture))
    assert match is not None
    unanswered = [turn["player"] for turn in fixture.data["turns"] if "answer" not in turn]
    assert unanswered == [match.group(1)] * 2
