"""A Letter Roll round on its own (docs/letter-roll.md, "A single round"): the JSON object is a
game's cut to what one round has, as the page lists it (it said "the same shape as a game's")."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run


def test_a_single_round_s_object_has_the_fields_the_page_lists() -> None:
    # The rulebook's illustration: Terry 3, Chris 5 (pace, place and peace on both lists).
    result = run(["score-sheet", "-f", "json", str(FIXTURES / "letter-roll" / "rulebook-round.yaml")])
    record = json.loads(result.stdout)
    assert list(record) == ["game", "kind", "players", "variants", "rounds", "totals", "winners",
                            "tiebreak_rule", "disputes"]
    assert (record["kind"], record["totals"], record["winners"], record["tiebreak_rule"]) == (
        "round", {"Terry": 3, "Chris": 5}, ["Chris"], None)
