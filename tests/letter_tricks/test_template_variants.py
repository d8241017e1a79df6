"""`referee new letter-tricks`: the `variants:` line's comment offers only the variants the game
plays. The rulebook gives the advanced variant in the 4- and 5-player game ("Advanced Variant:
Players lose one point for every second card collected but not used"), keeps the multicolored
cards out of it ("Do not use the multicolored cards in this game"), always uses them with 3
players ("Using the multicolored cards is required in the 3-player competitive version"), and
recommends them in the team and cooperative games; a record naming another is refused."""

from __future__ import annotations

import pytest

from tests.conftest import run


@pytest.mark.parametrize(("options", "line"), [
    (["--players", "Ann,Bob,Cat"],
     "variants: []                            # none (the 3-player game always has the multicolored cards)"),
    (["--players", "Ann,Bob,Cat,Dan"],
     "variants: []                            # advanced (-1 for every second card unused)"),
    (["--players", "Ann,Bob,Cat,Dan,Eve", "--variant", "advanced"],
     "variants: [advanced]                    # advanced (-1 for every second card unused)"),
    (["--players", "Ann,Bob,Cat,Dan", "--mode", "team"],
     "variants: []                            # multicolored (recommended)"),
    (["--players", "Ann,Bob,Cat,Dan,Eve", "--mode", "cooperative"],
     "variants: []                            # multicolored (recommended)"),
])
def test_the_variants_comment_names_only_the_game_s_variants(options: list[str], line: str) -> None:
    """Bug: every LetterTricks template said `# advanced (4-5 players), multicolored`, offering
    the multicolored cards to the 4-5 player game and the advanced variant to team and cooperative
    play, both of which the record then refuses at its `variants:` line."""
    result = run(["new", "letter-tricks", *options])
    assert result.exit_code == 0
    assert line in result.stdout.splitlines(), result.stdout
