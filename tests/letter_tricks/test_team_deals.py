"""Team LetterTricks: a later hand is dealt from the cards nobody has taken, every one of them:
"For the second and third hands, shuffle any untaken cards from the previous hand and deal them
out evenly. Put any remaining cards (there should be two if the game proceeds to a third round)
on the table". Its deal and its `table:` are checked to be exactly those cards: none already
taken (`dealt-taken`), none left out (`untaken-left-out`)."""

from __future__ import annotations

from referee.games.letter_tricks.dispute import DisputeCode
from tests.conftest import FIXTURES, run
from tests.letter_tricks.test_dispute_codes import disputes

HEAD = "game: letter-tricks\nmode: team\nplayers: [Ann, Bob, Cat, Dan]\nhands:\n"
# Hand 1 typed up as its cards collected: Bob took Y:M and Dan Y:A; the other 50 of the 52
# coloured cards (the rulebook's lists, without the multicolored cards) are untaken.
HAND_1 = "  - collected: {Bob: [Y:M], Dan: [Y:A]}\n"
YELLOW = "C D E G H I K O P R S T U W X".split()  # the rulebook's 17 yellow cards without A and M
BLUE = "A B C E F G I J L N O P R S U V Y".split()
RED = "A B D E F H I L M N O QU S T U W Y Z".split()
UNTAKEN = [f"Y:{x}" for x in YELLOW] + [f"B:{x}" for x in BLUE] + [f"R:{x}" for x in RED]
NAMES = ["Ann", "Bob", "Cat", "Dan"]


def dealt() -> tuple[dict[str, list[str]], list[str]]:
    """The 50 untaken cards dealt out evenly, 12 each, and the 2 left over for the table."""
    return {name: UNTAKEN[seat:48:4] for seat, name in enumerate(NAMES)}, UNTAKEN[48:]


def hand_2(deal: dict[str, list[str]], table: list[str] | None) -> str:
    text = "  - deal: {" + ", ".join(f"{n}: [{', '.join(cards)}]" for n, cards in deal.items()) + "}\n"
    return text + (f"    table: [{', '.join(table)}]\n" if table is not None else "")


def test_the_untaken_cards_dealt_and_the_rest_on_the_table() -> None:
    deal, table = dealt()
    assert len(UNTAKEN) == 50 and table == ["R:Y", "R:Z"]
    assert disputes(HEAD + HAND_1 + hand_2(deal, table)) == []


def test_the_cards_left_over_not_on_the_table() -> None:
    """Bug: a later deal that left out untaken cards (here the two left over, `table:` not
    written) was ruled without a word; R:Y and R:Z were in no one's hand and not on the table."""
    deal, _ = dealt()
    assert disputes(HEAD + HAND_1 + hand_2(deal, None)) == [
        (DisputeCode.UNTAKEN_LEFT_OUT, "hand 2, deal: R:Y, R:Z, not yet taken, are neither dealt nor on the "
                                       "table (a later hand deals out the untaken cards and puts the rest on "
                                       "the table)")]


def test_one_untaken_card_left_out_of_the_table() -> None:
    deal, _ = dealt()
    result = run(["score-sheet"], input=HEAD + HAND_1 + hand_2(deal, ["R:Y"]))
    assert result.exit_code == 1
    assert result.stdout.endswith(
        "disputes:\n  - hand 2, deal: R:Z, not yet taken, is neither dealt nor on the table (a later hand deals "
        "out the untaken cards and puts the rest on the table)\n"), result.stdout


def test_a_team_hand_dealt_a_taken_card() -> None:
    # Bob took Y:M in hand 1, so it cannot be dealt in hand 2: Ann is dealt it in place of Y:C, and
    # Y:C goes on the table, so no untaken card is left out.
    deal, table = dealt()
    assert deal["Ann"][0] == "Y:C"
    deal["Ann"][0] = "Y:M"
    assert disputes(HEAD + HAND_1 + hand_2(deal, [*table, "Y:C"])) == [
        (DisputeCode.DEALT_TAKEN, "hand 2, deal: Ann was dealt Y:M, already taken in an earlier hand")]


def test_a_team_hand_leaving_a_taken_card_on_the_table() -> None:
    # "Put any remaining cards ... on the table": Bob took Y:M in hand 1, so it cannot be there.
    deal, table = dealt()
    assert disputes(HEAD + HAND_1 + hand_2(deal, [*table, "Y:M"])) == [
        (DisputeCode.DEALT_TAKEN, "hand 2, table: the table holds Y:M, already taken in an earlier hand")]


def test_an_uneven_later_team_deal_and_a_team_total() -> None:
    """Bug: the uneven deal was worded as a Python dict, `uneven deal {'Ann': 13, 'Bob': 11, ...}`."""
    # "deal them out evenly": Bob's last card dealt to Ann instead, 13 and 11. Nobody has won, so
    # each team's total is 0.
    deal, table = dealt()
    deal["Ann"].append(deal["Bob"].pop())
    assert disputes(HEAD + HAND_1 + hand_2(deal, table) + "totals: {Ann+Cat: 1}\n") == [
        (DisputeCode.DEAL, "hand 2, deal: uneven deal: Ann 13, Bob 11, Cat 12, Dan 12"),
        (DisputeCode.TOTAL_CLAIM, "totals: Ann+Cat claims 1, total is 0")]


def test_more_cards_on_the_table_than_the_deal_leaves_over() -> None:
    """Bug: 11 cards each and 6 on the table was ruled without a word: "deal them out evenly. Put
    any remaining cards ... on the table" leaves fewer than 4, one more each being dealt from 4."""
    deal, table = dealt()
    for cards in deal.values():
        table.append(cards.pop())
    assert disputes(HEAD + HAND_1 + hand_2(deal, table)) == [
        (DisputeCode.DEAL, "hand 2, table: 6 cards left on the table: the untaken cards are dealt out evenly, "
                           "so fewer than 4 are left over")]


def test_no_check_when_the_cards_taken_before_are_not_known() -> None:
    # Hand 1's one trick has no picks, and its other twelve are missing: what was taken is not
    # known, so which cards are untaken is not either; only the missing tricks are ruled.
    deal, table = dealt()
    first = "  - tricks:\n      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A]}\n"
    assert disputes(HEAD + first + hand_2(deal, table)) == [
        (DisputeCode.MISSING_TRICKS, "hand 1: 1 of 13 tricks written, though hand 2 follows it: "
                                     "tricks 2 to 13 are missing")]


def test_the_fixture_deals_its_second_hand_from_every_untaken_card() -> None:
    # team.yaml: hand 1's 13 tricks take 26 cards; hand 2 deals the other 26, 6 each and 2 on the table.
    assert disputes((FIXTURES / "letter-tricks" / "team.yaml").read_text()) == []


def test_a_card_taken_in_an_earlier_hand_played_in_a_later_one() -> None:
    """Bug: hand 2 written without its deal, Dan's M:Z (his own pick in hand 1's first trick) played
    into its first trick was ruled ok; only the untaken cards are dealt in a later hand, so nobody
    holds a card taken before."""
    team = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
    hand_1 = team[:team.index("\n- deal:", team.index("- deal:") + 1) + 1]
    # Bob won hand 1's last trick (Y:O led, nobody else followed yellow), so he leads hand 2.
    hand_2 = "- tricks:\n  - leader: Bob\n    plays: [B:Y, B:P, M:Z, B:R]\n"
    assert disputes(hand_1 + hand_2) == [
        (DisputeCode.NOT_HELD, "hand 2, trick 1: Dan played M:Z, taken in an earlier hand (only the untaken "
                               "cards are dealt)")]


def test_a_wrong_pick_leaves_the_next_deal_unchecked() -> None:
    # Hand 1, trick 1: Dan's M:Z wins and Ann's R:D is the lowest of the others, so Ann picks, not
    # Cat. What was taken is in dispute, so hand 2's deal (without M:V, which Ann took at the table)
    # is not ruled on it: the wrong pick alone, not a cascade of deal disputes after it.
    team = (FIXTURES / "letter-tricks" / "team.yaml").read_text()
    wrong = team.replace("    picks: {Dan: M:Z, Ann: M:V}\n", "    picks: {Dan: M:Z, Cat: M:V}\n")
    assert disputes(wrong) == [
        (DisputeCode.WRONG_PICK, "hand 1, trick 1: Cat picked M:V, but only the winner (Dan) and the lowest "
                                 "card (Ann) pick"),
        (DisputeCode.WRONG_PICK, "hand 1, trick 1: Ann did not take the lowest card's pick")]
