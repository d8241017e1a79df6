"""A refused team claim on a trick where the team could win says so in the table, as the JSON's
`possible` and `words` do: a claim written with a slip (ADZE for ADZES) showed only REFUSED, and
the table had to look up the trick's JSON to learn the victory was there to claim.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run
from tests.fixture_support import with_slip


def test_a_refused_claim_shows_the_victory_that_was_there(tmp_path: Path) -> None:
    path = with_slip(tmp_path, "letter-tricks/team.yaml", "victory: [adzes, fancy, awoke]",
                     "victory: [adze, fancy, awoke]")
    table, as_json = run(["score-sheet", str(path)]), run(["score-sheet", "-f", "json", str(path)])
    assert table.exit_code == as_json.exit_code == 1
    # With the multicolored cards "their goal is to get at least five cards in all three suits":
    # ADZE is four. The fixture's own claim, ADZES, FANCY, AWOKE, is upheld on these cards.
    trick = json.loads(as_json.stdout)["hands"][1]["tricks"][4]
    assert (trick["victory"]["won"], trick["victory"]["possible"]) == (False, True)
    found = ", ".join(trick["victory"]["words"].values())
    row = next(line for line in table.stdout.splitlines() if line.startswith("5    Ann R:T"))
    assert row.endswith("Bob+Dan claims victory (adze, fancy, awoke): REFUSED; Bob+Dan can win: " + found)
    assert table.stdout.endswith(
        "disputes:\n  - hand 2, trick 5: Bob+Dan claims victory with adze, fancy, awoke, not upheld "
        "(adze: fewer than 5 cards)\n")
