"""`score-sheet --analyse` on Letterflip: no analysis (the JSON's `analysis` is null, the table has none)."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run


def test_letterflip_has_no_analysis() -> None:
    result = run(["score-sheet", "--analyse", "-f", "json", str(FIXTURES / "letterflip" / "standard-game.yaml")])
    assert json.loads(result.stdout)["analysis"] is None
    table = run(["score-sheet", "--analyse", str(FIXTURES / "letterflip" / "standard-game.yaml")])
    assert "Analysis" not in table.stdout
