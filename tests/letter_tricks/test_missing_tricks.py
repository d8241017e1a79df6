"""A LetterTricks hand that stops short of its tricks, with another hand written after it, has
ended (only the last hand written can be in progress), so the tricks missing from it are a
dispute that names them: "At the end of the hand, players take the cards they have collected",
and the hand ends when every card dealt is played."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run

FOUR = (FIXTURES / "letter-tricks" / "four-players.yaml").read_text()
HEAD, HAND_1, *HANDS_2_3 = FOUR.split("\n- deal:\n")
FIRST, LATER = HEAD + "\n- deal:\n" + HAND_1, "- deal:\n" + "\n- deal:\n".join(HANDS_2_3)
TRICK_STARTS = [i for i in range(len(FIRST)) if FIRST.startswith("  - leader:", i)]
# Hands 2 and 3 as the fixture writes them, without its totals (which count hand 1's words).
LATER = LATER[:LATER.index("totals:")]


def first_tricks(count: int) -> str:
    """Hand 1 with its deal and its first `count` tricks, and nothing of its end (no words, scores)."""
    if count == 0:
        return FIRST[:FIRST.index("  tricks:")]
    return FIRST[:TRICK_STARTS[count]] if count < len(TRICK_STARTS) else FIRST[:FIRST.index("  words:")]


def ruled(text: str) -> tuple[int, dict[str, object]]:
    result = run(["score-sheet", "-f", "json"], input=text)
    return result.exit_code, json.loads(result.stdout)


def test_an_earlier_hand_short_of_its_tricks_names_the_ones_missing() -> None:
    """Bug: hand 1 typed with 9 of its 13 tricks, hands 2 and 3 after it, was scored as ended with
    only a `no word written` line, exit 0: nothing said its last four tricks were not written."""
    code, record = ruled(first_tricks(9) + "\n" + LATER)
    assert code == 1
    assert record["disputes"] == [
        "hand 1: 9 of 13 tricks written, though hand 2 follows it: tricks 10 to 13 are missing"]
    # The hand has ended, so it is still scored: no word, so nothing (4 players, no advanced variant),
    # and the totals are hands 2 and 3's: Ann 5+6, Bob 5+4, Cat 7+5, Dan 5+5.
    assert record["totals"] == {"Ann": 11, "Bob": 9, "Cat": 12, "Dan": 10}
    assert (record["complete"], record["winners"]) == (True, ["Cat"])


def test_the_table_names_the_missing_tricks() -> None:
    result = run(["score-sheet"], input=first_tricks(9) + "\n" + LATER)
    assert result.exit_code == 1
    assert result.stdout.endswith(
        "winners: Cat\ndisputes:\n"
        "  - hand 1: 9 of 13 tricks written, though hand 2 follows it: tricks 10 to 13 are missing\n"), result.stdout


def test_one_trick_missing() -> None:
    code, record = ruled(first_tricks(12) + "\n" + LATER)
    assert code == 1
    assert record["disputes"] == ["hand 1: 12 of 13 tricks written, though hand 2 follows it: trick 13 is missing"]


def test_a_hand_played_to_its_last_trick_owes_nothing() -> None:
    # All 13 tricks, no words: the ruling of a hand with no word written, and no dispute.
    code, record = ruled(first_tricks(13) + "\n" + LATER)
    assert (code, record["disputes"]) == (0, [])


def test_an_earlier_deal_with_no_trick_and_nothing_of_its_end() -> None:
    # The deal alone, as `roll letter-tricks` prints it, then hand 2: hand 1 was not played as written.
    code, record = ruled(first_tricks(0) + "\n" + LATER)
    assert code == 1
    assert record["disputes"] == ["hand 1: 0 of 13 tricks written, though hand 2 follows it: "
                                  "tricks 1 to 13 are missing"]


def test_a_team_hand_ended_by_the_victory_owes_nothing() -> None:
    # "The first team to do so wins": the fixture's hand 2 ends at Bob+Dan's claim in trick 5, one
    # trick short of its 6 cards; a hand 3 after it is the game-over dispute alone.
    team = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
    code, record = ruled(team + "- collected: {}\n")
    assert code == 1
    assert record["disputes"] == ["hand 3: a hand played after the game was over "
                                  "(Bob+Dan had won with their claim after hand 2, trick 5)"]


def test_a_cooperative_hand_s_missing_tricks_follow_its_last_trick_s_word() -> None:
    """Bug: the missing tricks came before trick 3's wrong word, as that word is judged at the
    hand's end and put back in its trick's place after the missing tricks were placed."""
    # "players can rearrange them at the end to form the word": SXAS is no word of B:A, R:S, B:E,
    # Y:S. Dan's R:E in trick 1 (M:QU led, then B:I sets blue) is shown a revoke by his B:E in trick
    # 3. quite and take make words, sxas not: 2 tricks scored, not the 3 claimed. Hand 1 is dealt 13
    # each (52 cards, 4 players) and has 3 tricks, though hand 2 follows it. In the order a player
    # reads the record: trick 3's revoke and word, the tricks missing after it, then the hand's end.
    record = """game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
variants: [multicolored]
hand-count: 2
hands:
  - tricks:
      - {leader: Ann, plays: [M:QU, B:I, Y:T, R:E], word: quite}
      - {leader: Ann, plays: [Y:A, M:K, R:T, Y:E], word: take}
      - {leader: Bob, plays: [B:A, R:S, B:E, Y:S], word: sxas}
    tricks_scored: 3
  - tricks:
      - {leader: Bob, plays: [Y:C, B:C, R:N, M:J]}
"""
    status, result = ruled(record)
    assert status == 1
    assert result["disputes"] == [
        "hand 1, trick 3: Dan played R:E in trick 1 while holding blue (shown by B:E in trick 3)",
        "hand 1, trick 3: 'sxas' is not a word of the trick's cards (not-in-dictionary, not-from-cards)",
        "hand 1: 3 of 13 tricks written, though hand 2 follows it: tricks 4 to 13 are missing",
        "hand 1, tricks_scored: the record claims 3, the referee counts 2"]


def test_a_team_hand_after_one_with_tricks_missing_has_no_size_to_owe_tricks_against() -> None:
    """Bug: hand 2 was ruled '5 of 8 tricks written ...: tricks 6 to 8 are missing', its size
    worked out from the 18 cards hand 1's nine tricks' picks took, as if its four missing tricks
    had taken none."""
    # Team game: "For the second and third hands, shuffle any untaken cards from the previous hand
    # and deal them out evenly". Hand 1 (13 cards each) is typed with 9 of its 13 tricks; the
    # picks of tricks 10 to 13 are not written, so the cards left for hand 2, and so its size, are
    # not known: only hand 1's missing tricks are ruled. Hand 2 is the fixture's five tricks
    # without its deal (nor its victory claim); hand 3 is typed up as one card collected.
    team = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
    head, hand_1, hand_2 = team.split("\n- deal:\n")
    tricks_1 = hand_1.split("\n  - leader:")
    hand_2 = hand_2[hand_2.index("  tricks:\n"):].replace("    victory: [adzes, fancy, awoke]\n", "")
    record = (head + "\n- deal:\n" + "\n  - leader:".join(tricks_1[:10]) + "\n- " + hand_2[2:]
              + "- collected: {Cat: [R:M]}\n")
    assert record.count("  - leader:") == 9 + 5
    status, result = ruled(record)
    assert status == 1
    assert result["disputes"] == [
        "hand 1: 9 of 13 tricks written, though hand 2 follows it: tricks 10 to 13 are missing"]
