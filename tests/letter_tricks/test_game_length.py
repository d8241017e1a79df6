"""LetterTricks play written past the game's end is ruled, as Letter Roll rules a round too many
and Letterflip a guess after the game: a hand past the number of hands the game has, and (team
game) a trick or hand after the claimed victory."""

from __future__ import annotations

import json

from tests.conftest import FIXTURES, run

HEAD = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\n"
# CAT from Y:C Y:A Y:T and DOG from Y:D Y:O Y:G: 3 cards each, 1 point a card, nothing unused.
TWO_HANDS = """hands:
  - collected: {Ann: [Y:C, Y:A, Y:T]}
    words: {Ann: [cat]}
  - collected: {Bob: [Y:D, Y:O, Y:G]}
    words: {Bob: [dog]}
"""


def ruled(text: str) -> tuple[int, dict[str, object]]:
    result = run(["score-sheet", "-f", "json"], input=text)
    return result.exit_code, json.loads(result.stdout)


LEFT_OUT = "; its points are left out of the totals (Ann 0, Bob 3, Cat 0, Dan 0)"


def test_a_hand_past_the_hand_count_is_a_dispute_and_left_out_of_the_totals() -> None:
    """Bug: two hands under `hand-count: 1` were both scored without a word (exit 0). Hand 2 is
    no part of a one-hand game: Bob's DOG (3) is shown but not counted (it counted, Ann 3, Bob 3)."""
    code, record = ruled(HEAD + "hand-count: 1\n" + TWO_HANDS)
    assert code == 1
    assert record["disputes"] == ["hand 2: 1 hand too many: the record's hand-count is 1" + LEFT_OUT]
    assert record["totals"] == {"Ann": 3, "Bob": 0, "Cat": 0, "Dan": 0}


def test_the_table_names_the_hand_too_many() -> None:
    result = run(["score-sheet"], input=HEAD + "hand-count: 1\n" + TWO_HANDS)
    assert result.exit_code == 1
    assert result.stdout.endswith(
        f"disputes:\n  - hand 2: 1 hand too many: the record's hand-count is 1{LEFT_OUT}\n"), result.stdout


def test_more_hands_than_the_rulebook_plays() -> None:
    # "players play three hands (though they may agree to more)": five hands, none agreed, is two too many.
    hands = "hands:\n" + "  - collected: {}\n" * 5
    code, record = ruled(HEAD + hands)
    assert code == 1
    assert record["disputes"] == [
        "hand 4: 2 hands too many: players play 3 hands unless they agree to more (hand-count: N); "
        "their points are left out of the totals (Ann 0, Bob 0, Cat 0, Dan 0)"]


def test_the_hands_agreed_are_no_dispute() -> None:
    code, record = ruled(HEAD + "hand-count: 2\n" + TWO_HANDS)
    assert (code, record["disputes"], record["complete"]) == (0, [], True)


def test_a_second_three_player_hand_not_agreed() -> None:
    # "This is designed to be a one-hand game, but if players decide in advance to play multiple hands..."
    text = "game: letter-tricks\nplayers: [Ann, Bob, Cat]\nhands:\n" + "  - collected: {}\n" * 2
    code, record = ruled(text)
    assert code == 1
    assert record["disputes"] == [
        "hand 2: 1 hand too many: the 3-player game is one hand unless agreed in advance (hand-count: N); "
        "its points are left out of the totals (Ann 0, Bob 0, Cat 0)"]


# --- team game: play after the victory --------------------------------------------------------------
TEAM = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
# After hand 2, trick 5 (Dan won it with R:W, Bob+Dan claim victory) each player holds one card:
# Ann Y:H, Bob Y:P, Cat Y:G, Dan R:D. Dan leads; only R:D is red, so Dan wins, and Cat's G is the
# lowest of the others: Dan and Cat pick.
SIXTH = "  - leader: Dan\n    plays: [R:D, Y:H, Y:P, Y:G]\n    picks: {Dan: R:D, Cat: Y:G}\n"


def test_a_trick_after_the_claimed_victory_is_a_dispute() -> None:
    """Bug: a trick played after the upheld claim was replayed without a word (exit 0)."""
    code, record = ruled(TEAM + SIXTH)
    assert code == 1
    assert record["disputes"] == ["hand 2, trick 6: Dan led R:D after the game was over "
                                  "(Bob+Dan had won with their claim after hand 2, trick 5)"]
    # The winner stays the first upheld claim's.
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}
    assert (record["winners"], record["totals"]) == (["Bob+Dan"], {"Ann+Cat": 0, "Bob+Dan": 1})


def test_the_table_names_the_first_trick_after_the_victory() -> None:
    result = run(["score-sheet"], input=TEAM + SIXTH)
    assert result.exit_code == 1
    assert result.stdout.endswith(
        "victory: Bob+Dan (hand 2, trick 5, claimed)\nwinners: Bob+Dan\ndisputes:\n"
        "  - hand 2, trick 6: Dan led R:D after the game was over "
        "(Bob+Dan had won with their claim after hand 2, trick 5)\n"), result.stdout


def test_a_hand_after_a_victory_claimed_with_the_hands_words() -> None:
    # The same cards claimed with the hand's words once it ends: a third hand is played after the game.
    text = TEAM.replace("    victory: [adzes, fancy, awoke]\n", "") + SIXTH + \
        "  words: {Bob+Dan: [adzes, fancy, awoke]}\n- collected: {}\n"
    code, record = ruled(text)
    assert code == 1
    assert record["disputes"] == ["hand 3: a hand played after the game was over "
                                  "(Bob+Dan had won with their words at the end of hand 2)"]
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": None, "claimed": True}


def test_a_trick_after_the_victory_names_it_rather_than_no_victory() -> None:
    """Bug: trick 6 showed `victory: {possible: false}`, as if Bob+Dan, who had just won, could
    not: the search stops at the first victory, so the trick now names the victory won before it."""
    code, record = ruled(TEAM + SIXTH)
    assert code == 1  # the game-over dispute, as above
    sixth = record["hands"][1]["tricks"][5]  # type: ignore[index]
    assert sixth["victory"] == {"team": "Bob+Dan",
                                "after_victory": {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}}
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}
    assert record["winners"] == ["Bob+Dan"]


def test_the_table_says_a_trick_comes_after_the_victory() -> None:
    result = run(["score-sheet"], input=TEAM + SIXTH)
    assert ("6    Dan R:D*(1)  Ann Y:H  Bob Y:P  Cat Y:G(2)          red     Dan R:D   Dan: R:D    Cat: Y:G    "
            "after the victory of Bob+Dan (hand 2, trick 5, claimed)\n") in result.stdout, result.stdout


def test_a_trick_after_an_unclaimed_victory_names_it_too() -> None:
    # No claim anywhere: the referee finds Bob+Dan's adzes, fancy, awoke possible after trick 5 (the
    # same cards the fixture claims with); trick 6 comes after that victory, and nothing is disputed.
    code, record = ruled(TEAM.replace("    victory: [adzes, fancy, awoke]\n", "") + SIXTH)
    sixth = record["hands"][1]["tricks"][5]  # type: ignore[index]
    assert (code, record["disputes"]) == (0, [])
    assert sixth["victory"] == {"team": "Bob+Dan",
                                "after_victory": {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": False}}
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": False}


def test_a_claim_after_the_victory_is_too_late_not_upheld() -> None:
    """Bug: a second claim, after the game was won, showed `won: true` and `upheld` beside its
    `after_victory`. "Each team is trying to make a word of a certain size in all three suits. The
    first team to do so wins": once a team has, the game is over and a later claim wins nothing,
    whatever its words. Its words are still judged; the claim is `too_late`, never `won`."""
    late = TEAM + SIXTH + "    victory: [adzes, fancy, awoke]\n"
    code, record = ruled(late)
    assert code == 1  # the game-over dispute at trick 6, and no other
    assert record["disputes"] == ["hand 2, trick 6: Dan led R:D after the game was over "
                                  "(Bob+Dan had won with their claim after hand 2, trick 5)"]
    verdict = dict(record["hands"][1]["tricks"][5]["victory"])  # type: ignore[index]
    assert [word["valid"] for word in verdict.pop("claimed")] == [True, True, True]
    assert verdict == {"team": "Bob+Dan", "won": False, "too_late": True,
                       "after_victory": {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}}
    assert record["victory"] == {"team": "Bob+Dan", "hand": 2, "trick": 5, "claimed": True}
    table = run(["score-sheet"], input=late).stdout
    assert ("Bob+Dan claims victory (adzes, fancy, awoke): too late (the game was over); "
            "after the victory of Bob+Dan (hand 2, trick 5, claimed)\n") in table, table
    assert "upheld; after" not in table
