"""LetterTricks records through score-sheet: hand replays, scoring, totals and errors (the audits
are in test_record_audits.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_tricks.outcome import settle
from referee.games.letter_tricks.record import adjudicate
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.records import load_text
from tests.conftest import FIXTURES, run

LT = FIXTURES / "letter-tricks"


def rule(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, get_lexicon())


def records(path: Path) -> list[dict[str, Any]]:
    result = run(["score-sheet", "-f", "json", str(path)])
    return [json.loads(line) for line in result.stdout.splitlines()]


HEAD = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\n"


# --- the worked example of the interface contract --------------------------------------------------
def test_collected_and_words_only() -> None:
    """A hand typed up with only collected cards and words: QUIZ from R:QU Y:U B:I R:Z is 6."""
    adj = rule(HEAD + """hands:
  - collected: {Ann: [R:QU, Y:U, B:I, R:Z], Bob: [Y:C, B:A, R:T], Cat: [], Dan: [B:O]}
    words: {Ann: [quiz], Bob: [cat], Dan: [ox]}
""")
    hand = adj.record["hands"][0]
    assert hand["scores"] == {"Ann": 6, "Bob": 3, "Cat": 0, "Dan": 0}
    assert hand["words"]["Ann"][0] == {"word": "quiz", "valid": True, "score": 6, "reasons": [],
                                       "cards": ["R:QU", "Y:U", "B:I", "R:Z"]}
    # Hand 1 of the three the rulebook plays: Ann leads, nobody has won yet (issue 13, bug 4).
    assert (adj.record["complete"], adj.record["leaders"], adj.record["winners"]) == (False, ["Ann"], [])
    assert adj.upheld


def test_trick_object_fields() -> None:
    adj = rule(HEAD + """hands:
  - tricks:
      - leader: Ann
        plays: [Y:C, Y:M, B:V, Y:A]
        picks: {Bob: Y:M, Dan: Y:A}
""")
    trick = adj.record["hands"][0]["tricks"][0]
    assert {k: trick[k] for k in ("led_suit", "winner", "winning_card", "first_pick", "second_pick",
                                   "vowel_pick", "illegal")} == {
        "led_suit": "Y", "winner": "Bob", "winning_card": "Y:M",
        "first_pick": "Bob", "second_pick": "Dan", "vowel_pick": None, "illegal": []}
    assert (trick["first_pick_card"], trick["second_pick_card"]) == ("Y:M", "Y:A")
    assert adj.record["hands"][0]["collected"] == {"Ann": [], "Bob": ["Y:M"], "Cat": [], "Dan": ["Y:A"]}


# --- whole games ---------------------------------------------------------------------------------
def test_four_player_game() -> None:
    (record,) = records(LT / "four-players.yaml")
    assert [len(h["tricks"]) for h in record["hands"]] == [13, 13, 13]
    assert record["disputes"] == [] and record["finished"]
    last = record["hands"][2]
    # Ann's QUAIL: QU 2 + U + A + I + L = 6; Y:K unused
    assert last["words"]["Ann"][0]["score"] == 6 and last["scores"]["Ann"] == 6
    assert record["totals"] == {name: sum(h["scores"][name] for h in record["hands"]) for name in record["players"]}
    assert record["winners"] == ["Cat"]


def test_three_player_game() -> None:
    (record,) = records(LT / "three-players.yaml")
    hand = record["hands"][0]
    assert len(hand["tricks"]) == 14 and all(t["vowel_pick_card"] for t in hand["tricks"])
    assert len(hand["display"]) == 15 - 14
    # Cat: QUIZ in yellow = M:QU (as QU) + Y:I + M:Z = 5
    quiz = hand["words"]["Cat"][0]
    assert (quiz["word"], quiz["suit"], quiz["score"]) == ("quiz", "Y", 5)
    ann = sum(w["score"] for w in hand["words"]["Ann"])
    unused = len(hand["collected"]["Ann"]) - sum(len(w["cards"]) for w in hand["words"]["Ann"])
    assert hand["scores"]["Ann"] == ann - unused == 11


def test_five_player_advanced_game() -> None:
    (record,) = records(LT / "five-players-advanced.yaml")
    hand = record["hands"][0]
    assert len(hand["tricks"]) == 10 and len(hand["returned"]) == 2
    for name in record["players"]:
        words = hand["words"][name]
        used = sum(len(w["cards"]) for w in words if w["valid"])
        unused = len(hand["collected"][name]) - used
        assert hand["scores"][name] == sum(w["score"] for w in words if w["valid"]) - unused // 2


def test_team_game() -> None:
    (record,) = records(LT / "team.yaml")
    assert record["teams"] == {"Ann+Cat": ["Ann", "Cat"], "Bob+Dan": ["Bob", "Dan"]}
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}
    assert record["winners"] == ["Bob+Dan"] and record["totals"] == {"Ann+Cat": 0, "Bob+Dan": 1}
    claim = record["hands"][1]["tricks"][4]["victory"]["claimed"]
    assert all(w["valid"] and w["score"] >= 5 for w in claim)
    assert sorted(w["suit"] for w in claim) == ["B", "R", "Y"]
    assert record["disputes"] == []


def test_team_claim_refused() -> None:
    text = (LT / "team.yaml").read_text()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("victory:"))
    lines[at] = lines[at].split("victory:")[0] + "victory: [cat, dog, emu]"
    adj = rule("\n".join(lines) + "\n")
    assert any("claims victory with cat, dog, emu, not upheld" in d for d in adj.dispute_texts)


def test_cooperative_game() -> None:
    (record,) = records(LT / "cooperative.yaml")
    hand = record["hands"][0]
    assert len(hand["tricks"]) == 13
    assert [t.get("open", False) for t in hand["tricks"]][-3:] == [False, True, True]
    assert hand["tricks"][-1]["leader"] == hand["tricks"][-2]["leader"]
    assert hand["tricks_scored"] == record["tricks_scored"] == sum(t["word"]["score"] for t in hand["tricks"])
    assert record["victory_mark"] == 9 and record["victory"] is (record["tricks_scored"] >= 9)
    for trick in hand["tricks"]:
        if trick["word"]["valid"]:
            assert len(trick["word"]["word"]) >= 4


def test_cooperative_wrong_word_and_mark() -> None:
    adj = rule("""game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
variants: [multicolored]
previous-best: 0
hands:
  - tricks:
      - {leader: Ann, plays: [Y:A, M:K, Y:T, Y:E], word: take}
      - {leader: Bob, plays: [M:QU, B:I, Y:T, R:E], word: quit}
""")
    words = [t["word"] for t in adj.record["hands"][0]["tricks"]]
    assert words[0]["valid"] and not words[1]["valid"] and words[1]["reasons"] == ["not-from-cards"]
    assert {"quiet", "quite"} <= set(words[1]["possible"])
    # 1 beats the previous best of 0, but "9 is first victory in the 4-player game": no victory yet
    assert (adj.record["tricks_scored"], adj.record["victory_mark"], adj.record["victory"]) == (1, 9, False)


def winners(totals: dict[str, int], best: dict[str, int]) -> list[str]:
    """The winners of a finished competitive game of three hands, as the replay settles it."""
    return settle(GameSetup(LetterTricksMode.COMPETITIVE, len(totals)), totals, [], best, False, 3, 3).winners


def test_tie_break_by_best_hand() -> None:
    # "In the event of a tie, the player who had the best individual hand score wins. If there is
    # still a tie, players share the victory."
    assert winners({"Ann": 10, "Bob": 10, "Cat": 5}, {"Ann": 6, "Bob": 7, "Cat": 5}) == ["Bob"]
    assert winners({"Ann": 10, "Bob": 10, "Cat": 5}, {"Ann": 6, "Bob": 6, "Cat": 5}) == ["Ann", "Bob"]


# --- errors --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("body", "message"), [
    ("hands:\n  - tricks:\n      - {leader: Ann, plays: [Y:C, Y:B, B:V, Y:A]}\n",
     "<stdin>:6:36: plays entry: no card Y:B in the deck"),
    # "18 Cards in Red (A, B, D, E, F, H, I, L, M, N, O, Qu, ...)": R:Q typed for the Qu card.
    ("hands:\n  - tricks:\n      - {leader: Ann, plays: [R:Q, R:M, B:V, Y:A]}\n",
     "<stdin>:6:31: plays entry: no card R:Q in the deck (red has A B D E F H I L M N O QU S T U W Y Z); "
     "the Qu card is R:QU\n"),
    ("hands:\n  - tricks:\n      - {leader: Ann, plays: [Y:C, Y:M, B:V]}\n",
     "<stdin>:6:30: plays: expected 4 cards, one per player, got 3"),
    ("hands:\n  - tricks:\n      - {leader: Zed, plays: [Y:C, Y:M, B:V, Y:A]}\n",
     "<stdin>:6:18: leader: 'Zed' is not a player"),
    ("hands:\n  - collected: {Ann: [M:K]}\n",
     "<stdin>:5:23: collected entry: M:K is not used in this game"),
    ("hands:\n  - deal: {Ann: [Y:C], Bob: [Y:C], Cat: [], Dan: []}\n",
     "<stdin>:5:29: deal of Bob: Y:C is already in deal of Ann"),
    ("hands:\n  - tricks: []\n    wordz: {}\n", "<stdin>:6:5: hand: unknown key 'wordz'; did you mean 'words'?"),
])
def test_schema_errors(body: str, message: str) -> None:
    result = run(["score-sheet"], input="---\n" + HEAD + body)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("referee: error: " + message), result.stderr
    assert result.stderr.count("\n") == 1


def test_words_without_known_cards_is_a_schema_error() -> None:
    result = run(["score-sheet"], input=HEAD + "hands:\n  - tricks:\n      - {plays: [Y:C, Y:M, B:V, Y:A]}\n"
                 "    words: {Ann: [cat]}\n")
    assert result.exit_code == 2 and "collected are unknown" in result.stderr


def test_scores_without_known_cards_is_a_schema_error() -> None:
    """Bug: the scores were dropped unchecked and unsaid (exit 0) when no trick had its picks and
    the hand gave no `collected`; now they are refused at the scores line, as words are."""
    result = run(["score-sheet"], input=HEAD + "hands:\n  - tricks:\n      - {plays: [R:Y, R:L, R:Z, R:D]}\n"
                 "    scores: {Ann: 6, Bob: 4, Cat: 5, Dan: 5}\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("referee: error: <stdin>:6:13: scores: the cards each player collected are unknown, "
                             "so the scores cannot be checked: record the picks of every trick or give "
                             "'collected'\n")


def test_score_sheet_stdin_and_files_and_a_bad_record_in_a_stream() -> None:
    good = (LT / "four-players.yaml").read_text()
    via_stdin = run(["score-sheet", "-f", "json"], input=good)
    via_file = run(["score-sheet", "-f", "json", str(LT / "four-players.yaml")])
    assert via_stdin.exit_code == via_file.exit_code == 0
    assert via_stdin.stdout == via_file.stdout
    mixed = run(["score-sheet", "-f", "json"], input=HEAD + "hands: 7\n---\n" + good)
    assert mixed.exit_code == 2 and len(mixed.stdout.splitlines()) == 1
    assert "<stdin>:3:8: hands: expected a list" in mixed.stderr


def test_table_marks_the_winner_and_picks() -> None:
    result = run(["score-sheet", str(LT / "illegal-play.yaml")])
    assert result.exit_code == 1
    assert "Ann R:Y  Bob R:L  Cat R:Z*(1)  Dan R:D(2)" in result.stdout
    assert "ILLEGAL: Bob played B:C holding Y:A" in result.stdout


def test_cooperative_passes_move_cards_to_the_left() -> None:
    """Bob passes B:C to Cat (his left); Cat may then play it, and Bob no longer holds it."""
    (record,) = records(LT / "cooperative.yaml")
    assert record["disputes"] == [] and record["tricks_scored"] == 6
    deal_text = (LT / "cooperative.yaml").read_text()
    assert "passed:" in deal_text
    base = """game: letter-tricks
mode: cooperative
variants: [multicolored]
players: [Ann, Bob, Cat, Dan]
hands:
  - deal:
      Ann: [Y:A, Y:C, Y:D, Y:E, Y:G, Y:H, Y:I, Y:M, Y:O, Y:P, Y:R, Y:S, Y:T]
      Bob: [Y:U, Y:W, B:A, B:B, B:C, B:E, B:F, B:G, B:I, B:L, B:N, B:O, B:P]
      Cat: [B:R, B:S, B:U, B:Y, R:A, R:B, R:D, R:E, R:F, R:H, R:I, R:L, R:M]
      Dan: [R:N, R:O, R:S, R:T, R:U, R:W, R:Y, M:J, M:K, M:QU, M:V, M:X, M:Z]
    passed: {Ann: [Y:A, Y:C, Y:D], Bob: [B:A, B:B, B:C], Cat: [R:A, R:B, R:D], Dan: [M:J, M:K, M:X]}
    tricks:
"""
    # Cat plays Bob's B:C, Dan Cat's R:A (no blue), Ann Dan's M:J: all received, all legal
    assert rule(base + "      - {leader: Cat, plays: [B:C, R:A, M:J, B:E]}\n").upheld
    passed_on = rule(base + "      - {leader: Cat, plays: [B:C, R:A, M:J, B:A]}\n")
    # Bob passed B:A to Cat, his left: it is hers now, and the ruling says so.
    assert passed_on.dispute_texts == ["hand 1, trick 1: Bob played B:A without holding it (Cat holds it)"]
    wrong = run(["score-sheet"], input=base.replace("Ann: [Y:A, Y:C, Y:D]", "Ann: [Y:A, Y:C, B:E]"))
    assert wrong.exit_code == 2 and "passed: Ann was not dealt B:E" in wrong.stderr


def test_team_and_cooperative_score_claims() -> None:
    text = (LT / "team.yaml").read_text()
    claimed = text.replace("  tricks:\n", "  scores: {Ann+Cat: 1, Bob+Dan: 0}\n  tricks:\n", 1)
    adj = rule(claimed)
    assert adj.dispute_texts == ["hand 1, scores: Ann+Cat claims 1, scores 0"]
    coop = (LT / "cooperative.yaml").read_text() + "totals: {group: 7}\n"
    assert rule(coop).dispute_texts == ["totals: the group claims 7, its best hand is 6"]
    bad = run(["score-sheet"], input=text.replace("  tricks:\n", "  scores: {Ann: 1}\n  tricks:\n", 1))
    assert bad.exit_code == 2 and "scores: 'Ann' is not one of Ann+Cat, Bob+Dan" in bad.stderr


def test_a_returned_card_cannot_be_played() -> None:
    adj = rule(HEAD.replace("Dan]", "Dan, Eve]") + """hands:
  - returned: [B:E, R:A]
    tricks:
      - {leader: Ann, plays: [R:Y, R:L, R:Z, R:D, R:A]}
""")
    assert adj.dispute_texts == ["hand 1, trick 1: Eve played R:A, returned to the box"]


def test_team_table_cards_may_be_taken_in_the_first_trick_only() -> None:
    """Cards left on the table after a later deal: the first trick's pickers may take them."""
    adj = rule("""game: letter-tricks
mode: team
players: [Ann, Bob, Cat, Dan]
hands:
  - table: [Y:A, B:E]
    tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:D], picks: {Bob: Y:A, Ann: Y:C}}
      - {leader: Bob, plays: [R:I, B:U, R:Z, R:QU], picks: {Dan: B:E, Bob: R:I}}
""")
    first, second = adj.record["hands"][0]["tricks"]
    assert first["illegal"] == [] and (first["first_pick"], first["first_pick_card"]) == ("Bob", "Y:A")
    assert [i["rule"] for i in second["illegal"]] == ["wrong-pick"]
    assert adj.dispute_texts == ["hand 1, trick 2: Dan picked B:E, not a card of the trick"]
    assert adj.record["hands"][0]["team_cards"] == {"Ann+Cat": ["Y:C"], "Bob+Dan": ["Y:A", "R:I"]}


def test_team_next_hand_is_led_by_the_team_that_won_the_last_trick() -> None:
    """Hand 1 of team.yaml ends with Bob+Dan winning; Ann may not lead hand 2, Dan may."""
    lines = (LT / "team.yaml").read_text().splitlines()
    second_deal = [i for i, line in enumerate(lines) if line.startswith("- deal:")][1]
    first_leader = next(i for i in range(second_deal, len(lines)) if "leader:" in lines[i])
    for leader, legal in (("Ann", False), ("Dan", True)):
        changed = [*lines]
        changed[first_leader] = changed[first_leader].replace("Bob", leader)
        adj = rule("\n".join(changed) + "\n")
        trick = adj.record["hands"][1]["tricks"][0]
        assert any(i["rule"] == "wrong-leader" for i in trick["illegal"]) is not legal, trick["illegal"]
