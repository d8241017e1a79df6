"""Every kind of LetterTricks dispute carries the reason code of the rule the record breaks, and
the JSON's `disputes` keeps exactly the sentences."""

from __future__ import annotations

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_tricks.dispute import Dispute, DisputeCode
from referee.games.letter_tricks.record import adjudicate
from referee.games.letter_tricks.result import RecordResult
from referee.records import load_text
from tests.conftest import FIXTURES

LT = FIXTURES / "letter-tricks"
HEAD = "game: letter-tricks\nplayers: [Ann, Bob, Cat, Dan]\n"
DEAL = """    deal:
      Ann: [Y:C, Y:D, Y:M, Y:U, B:G, B:I, B:P, R:B, R:F, R:O, R:S, R:W, R:Y]
      Bob: [Y:A, Y:P, Y:S, Y:X, B:C, B:L, B:O, B:U, B:Y, R:H, R:L, R:M, R:T]
      Cat: [Y:E, Y:G, Y:O, Y:T, B:A, B:N, B:R, B:S, R:E, R:I, R:N, R:U, R:Z]
      Dan: [Y:H, Y:I, Y:K, Y:R, Y:W, B:B, B:E, B:F, B:J, B:V, R:A, R:D, R:QU]
"""
COOPERATIVE = """game: letter-tricks
mode: cooperative
players: [Ann, Bob, Cat, Dan]
variants: [multicolored]
"""
COOPERATIVE_DEAL = """  - deal:
      Ann: [Y:A, Y:C, Y:D, Y:E, Y:G, Y:H, Y:I, Y:M, Y:O, Y:P, Y:R, Y:S, Y:T]
      Bob: [Y:U, Y:W, B:A, B:B, B:C, B:E, B:F, B:G, B:I, B:L, B:N, B:O, B:P]
      Cat: [B:R, B:S, B:U, B:Y, R:A, R:B, R:D, R:E, R:F, R:H, R:I, R:L, R:M]
      Dan: [R:N, R:O, R:S, R:T, R:U, R:W, R:Y, M:J, M:K, M:QU, M:V, M:X, M:Z]
"""


def rule(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, get_lexicon())


def disputes(text: str) -> list[tuple[DisputeCode, str]]:
    """The record's disputes as (code, sentence), after checking the JSON keeps the sentences."""
    ruling = rule(text)
    assert isinstance(ruling.result, RecordResult)
    assert all(isinstance(d, Dispute) for d in ruling.disputes)
    assert ruling.record["disputes"] == [d.text for d in ruling.disputes] == ruling.dispute_texts
    assert ruling.result.disputes == list(ruling.disputes)
    return [(DisputeCode(d.code), d.text) for d in ruling.disputes]


def test_must_follow() -> None:
    # "Each player must play a card of the same color (also called a "suit") as the lead player, if possible."
    assert disputes((LT / "illegal-play.yaml").read_text()) == [
        (DisputeCode.MUST_FOLLOW, "hand 1, trick 2: Bob played B:C holding Y:A of the led suit (yellow)")]


def test_a_revoke_shown_by_a_later_play() -> None:
    # No deal recorded: Cat's B:V on a yellow lead, then her Y:T, shows she held yellow.
    assert disputes((LT / "revoke-shown-later.yaml").read_text()) == [
        (DisputeCode.REVOKE, "hand 1, trick 3: Cat played B:V in trick 1 while holding yellow "
                             "(shown by Y:T in trick 3)")]


def test_a_card_not_held_and_a_card_played_twice() -> None:
    # Y:A is Bob's, so Ann cannot play it; R:Z, played in trick 1, cannot be played again.
    found = disputes(HEAD + "hands:\n  -\n" + DEAL + """    tricks:
      - {leader: Ann, plays: [R:Y, R:L, R:Z, R:D]}
      - {leader: Cat, plays: [Y:T, Y:W, Y:A, Y:S]}
      - {leader: Dan, plays: [B:B, B:I, B:L, R:Z]}
""")
    assert (DisputeCode.NOT_HELD, "hand 1, trick 2: Ann played Y:A without holding it (Bob holds it)") in found
    assert (DisputeCode.PLAYED_TWICE, "hand 1, trick 3: Cat played R:Z, already played this hand") in found


def test_a_pick_the_lowest_card_may_not_take() -> None:
    # "The lowest card ... then gets to pick a card after the winner of the trick."
    assert disputes(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [R:Y, R:L, R:Z, R:D], picks: {Cat: R:Z, Dan: R:Z}}
""") == [(DisputeCode.WRONG_PICK, "hand 1, trick 1: Dan picked R:Z, already taken by the winner")]


def test_the_wrong_leader() -> None:
    # "The player with the highest card following suit leads the next trick": Bob's Y:M won.
    assert disputes(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}
      - {leader: Cat, plays: [R:I, B:U, R:Z, R:QU]}
""") == [(DisputeCode.WRONG_LEADER, "hand 1, trick 2: Cat led; Bob should have (the winner of the previous "
                                    "trick leads)")]


def test_claimed_winner_collected_cards_hand_scores_and_totals() -> None:
    # Y:M is the highest yellow, so Bob won; "Cards taken are public knowledge": the picks, not the
    # written `collected`, give Dan Y:A, and his word "a" from it scores 1 point, not 2.
    assert disputes(HEAD + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A], picks: {Bob: Y:M, Dan: Y:A}, winner: Cat}
    collected: {Bob: [Y:M], Dan: [Y:C]}
    words: {Dan: [a]}
    scores: {Dan: 2}
totals: {Dan: 2, Bob: 0}
""") == [(DisputeCode.WINNER_CLAIM, "hand 1, trick 1: the record says Cat won; Bob did with Y:M"),
         (DisputeCode.COLLECTED_CLAIM, "hand 1, collected: Dan took Y:A by the picks, the record says Y:C"),
         (DisputeCode.SCORE_CLAIM, "hand 1, scores: Dan claims 2, scores 1"),
         (DisputeCode.TOTAL_CLAIM, "totals: Dan claims 2, total is 1")]


def test_a_short_deal() -> None:
    # "Deal the deck of cards evenly among the players": 52 cards, 13 each for 4 players.
    found = disputes(HEAD + """hands:
  - deal: {Ann: [Y:C], Bob: [Y:M], Cat: [B:V], Dan: [Y:A]}
    tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}
""")
    assert found == [(DisputeCode.DEAL, "hand 1, deal: each player is dealt 13 cards, got Ann 1, Bob 1, Cat 1, "
                                        "Dan 1")]


def test_a_refused_team_victory() -> None:
    # "If they successfully form a word of at least four letters in all three suits, they win the game."
    lines = (LT / "team.yaml").read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("victory:"))
    lines[at] = lines[at].split("victory:")[0] + "victory: [cat, dog, emu]"
    found = disputes("\n".join(lines) + "\n")
    assert [code for code, _ in found] == [DisputeCode.VICTORY_CLAIM]
    assert "Bob+Dan claims victory with cat, dog, emu, not upheld" in found[0][1]
    words = disputes("game: letter-tricks\nmode: team\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n"
                     "  - collected: {Ann: [Y:C, Y:A, Y:T], Bob: [], Cat: [], Dan: []}\n"
                     "    words: {Ann+Cat: [cat]}\n")
    assert [code for code, _ in words] == [DisputeCode.VICTORY_CLAIM]
    assert words[0][1].startswith("hand 1, words: Ann+Cat: no victory with cat (")


def test_a_cooperative_word_and_its_claims() -> None:
    # "players can rearrange them at the end to form the word": TAKE scores, but QUIT needs a T the
    # second trick lacks (Cat's Y:T won the first, so she leads it). One trick scored, not two.
    found = disputes(COOPERATIVE + """hands:
  - tricks:
      - {leader: Ann, plays: [Y:A, M:K, Y:T, Y:E], word: take}
      - {leader: Cat, plays: [M:QU, B:I, Y:S, R:E], word: quit}
    tricks_scored: 2
totals: {group: 2}
""")
    assert found == [(DisputeCode.TRICK_WORD, "hand 1, trick 2: 'quit' is not a word of the trick's cards "
                                              "(not-from-cards)"),
                     (DisputeCode.TRICKS_SCORED_CLAIM, "hand 1, tricks_scored: the record claims 2, the referee "
                                                       "counts 1"),
                     (DisputeCode.TOTAL_CLAIM, "totals: the group claims 2, its best hand is 1")]


def test_passing_two_cards() -> None:
    # "During setup, each player passes three cards of their choice to the player to their left."
    found = disputes(COOPERATIVE + "hands:\n" + COOPERATIVE_DEAL + """    passed:
      {Ann: [Y:A, Y:C], Bob: [B:A, B:B, B:C], Cat: [R:A, R:B, R:D], Dan: [M:J, M:K, M:X]}
    tricks:
      - {leader: Cat, plays: [B:C, R:A, M:J, B:E]}
""")
    assert found == [(DisputeCode.PASSED, "hand 1, passed: Ann passed 2 cards, not 3")]


def test_a_cooperative_word_is_ruled_in_its_trick_s_place() -> None:
    """Bug: the wrong word of trick 2 came after trick 3's revoke in the disputes, as the words are
    judged once the hand is over; the disputes keep the order a player reads the record."""
    # "players can rearrange them at the end to form the word": TAK leaves Y:E out and is no word.
    # Dan's R:E in trick 1 (M:QU led, then B:I sets blue) is shown a revoke by his B:E in trick 3.
    found = disputes(COOPERATIVE + """hands:
  - tricks:
      - {leader: Ann, plays: [M:QU, B:I, Y:T, R:E], word: quite}
      - {leader: Ann, plays: [Y:A, M:K, R:T, Y:E], word: tak}
      - {leader: Bob, plays: [B:A, R:S, B:E, Y:S], word: seas}
""")
    assert found == [(DisputeCode.TRICK_WORD, "hand 1, trick 2: 'tak' is not a word of the trick's cards "
                                              "(not-in-dictionary, not-from-cards)"),
                     (DisputeCode.REVOKE, "hand 1, trick 3: Dan played R:E in trick 1 while holding blue "
                                          "(shown by B:E in trick 3)")]
