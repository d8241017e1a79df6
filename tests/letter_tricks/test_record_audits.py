"""LetterTricks records' audits through score-sheet: must-follow and revokes against the deal,
cards not held or played twice, the leader, the pickers, and the claims checked against them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run
from tests.letter_tricks.test_records import HEAD, LT, rule


def test_must_follow_against_the_deal() -> None:
    adj = rule((LT / "illegal-play.yaml").read_text())
    assert adj.dispute_texts == ["hand 1, trick 2: Bob played B:C holding Y:A of the led suit (yellow)"]
    illegal = adj.record["hands"][0]["tricks"][1]["illegal"]
    assert illegal == [{"player": "Bob", "card": "B:C", "rule": "must-follow",
                        "why": "Bob played B:C holding Y:A of the led suit (yellow)"}]


def test_revoke_shown_later() -> None:
    adj = rule((LT / "revoke-shown-later.yaml").read_text())
    tricks = adj.record["hands"][0]["tricks"]
    assert tricks[0]["illegal"][0]["rule"] == "revoke" and tricks[0]["illegal"][0]["card"] == "B:V"
    assert tricks[2]["illegal"][0]["player"] == "Cat"
    assert len(adj.dispute_texts) == 1 and "Cat played B:V in trick 1" in adj.dispute_texts[0]


def test_a_void_that_stays_void_is_no_revoke() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}
      - {leader: Bob, plays: [R:QU, R:I, B:U, R:Z]}
""")
    assert adj.upheld


def test_card_not_held_and_played_twice() -> None:
    adj = rule(HEAD + """hands:
  - deal:
      Ann: [Y:C, Y:D, Y:M, Y:U, B:G, B:I, B:P, R:B, R:F, R:O, R:S, R:W, R:Y]
      Bob: [Y:A, Y:P, Y:S, Y:X, B:C, B:L, B:O, B:U, B:Y, R:H, R:L, R:M, R:T]
      Cat: [Y:E, Y:G, Y:O, Y:T, B:A, B:N, B:R, B:S, R:E, R:I, R:N, R:U, R:Z]
      Dan: [Y:H, Y:I, Y:K, Y:R, Y:W, B:B, B:E, B:F, B:J, B:V, R:A, R:D, R:QU]
    tricks:
      - {leader: Ann, plays: [R:Y, R:L, R:Z, R:D]}
      - {leader: Cat, plays: [Y:T, Y:W, Y:A, Y:S]}
      - {leader: Dan, plays: [B:B, B:I, B:L, R:Z]}
""")
    rules = [(i["player"], i["rule"]) for t in adj.record["hands"][0]["tricks"] for i in t["illegal"]]
    assert ("Ann", "not-held") in rules      # Y:A is Bob's card
    assert ("Cat", "played-twice") in rules  # R:Z was played in trick 1


def test_wrong_leader() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}
      - {leader: Cat, plays: [R:I, B:U, R:Z, R:QU]}
""")
    assert adj.record["hands"][0]["tricks"][1]["illegal"][0]["rule"] == "wrong-leader"
    assert "Bob should have" in adj.dispute_texts[0]


def test_wrong_picks(fixtures: Path) -> None:
    result = run(["score-sheet", "-f", "json", str(LT / "wrong-pick.yaml")])
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert [i["rule"] for i in first["hands"][0]["tricks"][0]["illegal"]] == ["wrong-pick", "wrong-pick"]
    first_trick = second["hands"][0]["tricks"][0]
    assert (first_trick["vowel_pick"], first_trick["vowel_pick_card"]) == ("Ann", "Y:A")
    assert second["disputes"] == ["hand 1, trick 2: Bob picked Y:A, not a vowel still in the display"]


def test_lowest_player_may_not_take_the_winners_card() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [R:Y, R:L, R:Z, R:D], picks: {Cat: R:Z, Dan: R:Z}}
""")
    assert "already taken by the winner" in adj.dispute_texts[0]


def test_collected_must_match_the_picks() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A], picks: {Bob: Y:M, Dan: Y:A}}
    collected: {Bob: [Y:M], Dan: [Y:C]}
""")
    assert adj.dispute_texts == ["hand 1, collected: Dan took Y:A by the picks, the record says Y:C"]


def test_claimed_winner_and_scores_are_checked() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A], picks: {Bob: Y:M, Dan: Y:A}, winner: Cat}
    words: {Dan: [a]}
    scores: {Dan: 2}
totals: {Dan: 1, Bob: 0}
""")
    assert adj.dispute_texts == ["hand 1, trick 1: the record says Cat won; Bob did with Y:M",
                            "hand 1, scores: Dan claims 2, scores 1"]
