"""Letter Roll's tie-break round through `score-sheet`: who leads after it, hand-computed from the
rulebook ("the players with tied scores each select one of the Letter Roll dice ... the player with
the highest score wins")."""

from __future__ import annotations

import json

from tests.conftest import run

# Three players, nine rounds (each rolls three times), P-E-C every round: Terry's pace, Chris's cope
# and Dee's space are each on one list only, 1 point a round, so all three are level on 9.
THREE_TIED = "game: letter-roll\nplayers: [Terry, Chris, Dee]\nrounds:\n" + "".join(
    f"  - {{roller: {roller}, letters: PEC, lists: {{Terry: [pace], Chris: [cope], Dee: [space]}}}}\n"
    for roller in ["Terry", "Chris", "Dee"] * 3)


def test_a_player_the_tie_break_round_knocks_out_no_longer_leads() -> None:
    # Tie-break R-M-E (three tied, three letters): Terry more, remember = 2; Chris merit, term = 2;
    # Dee dream = 1. Terry and Chris are still level, Dee is out: the leaders are Terry and Chris.
    text = THREE_TIED + ("tiebreak:\n  letters: [R, M, E]\n"
                         "  lists: {Terry: [more, remember], Chris: [merit, term], Dee: [dream]}\n")
    result = run(["score-sheet", "-f", "json", "-"], input=text)
    assert (result.exit_code, result.stderr) == (0, "")
    record = json.loads(result.stdout)
    assert {k: record[k] for k in ("totals", "winners", "leaders", "needs_tiebreak", "tiebreak_rule")} == {
        "totals": {"Terry": 9, "Chris": 9, "Dee": 9}, "winners": [], "leaders": ["Terry", "Chris"],
        "needs_tiebreak": ["Terry", "Chris"], "tiebreak_rule": None}
    table = run(["score-sheet", "-"], input=text)
    assert table.stdout.endswith("\n\nTie: Terry, Chris are still level after the tie-break round: play another\n")


def test_the_tie_break_round_s_winner_is_the_only_leader() -> None:
    # Tie-break R-M-E: Terry more, remember = 2; Chris term = 1; Dee dream = 1: Terry wins and leads.
    text = THREE_TIED + ("tiebreak:\n  letters: [R, M, E]\n"
                         "  lists: {Terry: [more, remember], Chris: [term], Dee: [dream]}\n")
    record = json.loads(run(["score-sheet", "-f", "json", "-"], input=text).stdout)
    assert (record["winners"], record["leaders"], record["needs_tiebreak"], record["tiebreak_rule"]) == (
        ["Terry"], ["Terry"], [], "tiebreak-round")


def test_without_the_tie_break_round_every_tied_player_leads() -> None:
    record = json.loads(run(["score-sheet", "-f", "json", "-"], input=THREE_TIED).stdout)
    assert (record["winners"], record["leaders"], record["needs_tiebreak"]) == (
        [], ["Terry", "Chris", "Dee"], ["Terry", "Chris", "Dee"])
