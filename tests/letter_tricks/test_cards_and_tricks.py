"""LetterTricks deck and trick rulings, with expectations worked out by hand from the rulebook."""

from __future__ import annotations

import copy
import pickle

import pytest

from referee.games.letter_tricks.cards import (
    COLOURED_CARDS,
    DECK,
    DECK_LETTERS,
    MULTICOLORED_CARDS,
    REPLACED_BY_MULTICOLORED,
    VOWELS,
    CardError,
    LetterCard,
    Suit,
)
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, deal
from referee.games.letter_tricks.trick import led_suit, lowest_index, must_follow_breach, rule_trick
from referee.randomness import SeededSource


def cards(text: str) -> list[LetterCard]:
    return [LetterCard.parse(t) for t in text.split()]


# --- the deck ------------------------------------------------------------------------------------
def test_deck_recount_matches_the_rulebook() -> None:
    assert len(DECK) == 58
    assert len(set(DECK)) == 58
    by_suit = {suit: [c.letter for c in DECK if c.suit is suit] for suit in Suit}
    assert by_suit[Suit.YELLOW] == "A C D E G H I K M O P R S T U W X".split()
    assert by_suit[Suit.BLUE] == "A B C E F G I J L N O P R S U V Y".split()
    assert by_suit[Suit.RED] == "A B D E F H I L M N O QU S T U W Y Z".split()
    assert by_suit[Suit.MULTICOLORED] == ["J", "K", "QU", "V", "X", "Z"]
    assert [len(by_suit[s]) for s in Suit] == [17, 17, 18, 6]


def test_each_suit_has_every_vowel_and_two_rare_letters() -> None:
    """The rulebook's FAQ: every vowel in each suit, two of J K Q V X Z in each."""
    for suit in (Suit.YELLOW, Suit.BLUE, Suit.RED):
        letters = DECK_LETTERS[suit]
        assert all(v in letters for v in "AEIOU")
        assert len([x for x in letters if x in ("J", "K", "QU", "V", "X", "Z")]) == 2


def test_fifteen_vowels_and_the_six_replaced_cards() -> None:
    assert len(VOWELS) == 15
    assert {str(c) for c in VOWELS} == {f"{s}:{v}" for s in "YBR" for v in "AEIOU"}
    assert [str(c) for c in REPLACED_BY_MULTICOLORED] == ["Y:K", "Y:X", "B:J", "B:V", "R:QU", "R:Z"]
    assert len(COLOURED_CARDS) == 52 and len(MULTICOLORED_CARDS) == 6


def test_game_decks() -> None:
    assert len(GameSetup(LetterTricksMode.COMPETITIVE, 3).deck) == 58
    assert GameSetup(LetterTricksMode.COMPETITIVE, 4).deck == COLOURED_CARDS
    assert GameSetup(LetterTricksMode.COMPETITIVE, 5, multicolored=True).deck == COLOURED_CARDS
    team = GameSetup(LetterTricksMode.TEAM, 4, multicolored=True).deck
    assert len(team) == 52 and LetterCard(Suit.MULTICOLORED, "QU") in team and LetterCard(Suit.RED, "QU") not in team
    assert GameSetup(LetterTricksMode.TEAM, 4).deck == COLOURED_CARDS
    assert [GameSetup(LetterTricksMode.COMPETITIVE, n).hand_size for n in (3, 4, 5)] == [14, 13, 10]
    assert GameSetup(LetterTricksMode.TEAM, 5).check() is not None
    assert GameSetup(LetterTricksMode.COOPERATIVE, 3).check() is not None


@pytest.mark.parametrize(("text", "suit", "letter"), [
    ("Y:C", Suit.YELLOW, "C"), ("r:qu", Suit.RED, "QU"), ("M:Qu", Suit.MULTICOLORED, "QU"),
    (" b:v ", Suit.BLUE, "V"),
])
def test_card_notation(text: str, suit: Suit, letter: str) -> None:
    card = LetterCard.parse(text)
    assert (card.suit, card.letter) == (suit, letter)
    assert str(card) == f"{suit.value}:{letter}"


@pytest.mark.parametrize("text", ["Y:B", "B:Z", "R:Q", "M:A", "G:A", "YC", "Y:", "Y:AB"])
def test_cards_not_in_the_deck_are_refused(text: str) -> None:
    with pytest.raises(CardError):
        LetterCard.parse(text)


def test_rank_and_points() -> None:
    assert LetterCard.parse("Y:A").rank == 1 and LetterCard.parse("R:Z").rank == 26
    assert LetterCard.parse("R:QU").rank == LetterCard.parse("B:P").rank + 1 == LetterCard.parse("B:R").rank - 1
    assert [LetterCard.parse(t).points for t in ("M:J", "Y:K", "R:QU", "B:V", "Y:X", "M:Z", "Y:A")] == \
        [2, 2, 2, 2, 2, 2, 1]


# --- one trick -----------------------------------------------------------------------------------
def test_plain_trick() -> None:
    """Y:C Y:M B:V Y:A: yellow led, Y:M highest yellow (B:V is higher but does not follow)."""
    ruling = rule_trick(cards("Y:C Y:M B:V Y:A"))
    assert ruling.led is Suit.YELLOW
    assert ruling.winner == 1 and str(ruling.winning_card) == "Y:M"
    assert ruling.lowest == 3 and ruling.middle is None


def test_multicolored_lead_takes_the_suit_of_the_first_suited_card() -> None:
    """M:Z B:C B:A Y:T: blue is led by B:C; M:Z always follows and is highest, so it wins."""
    ruling = rule_trick(cards("M:Z B:C B:A Y:T"))
    assert ruling.led is Suit.BLUE and ruling.winner == 0 and ruling.lowest == 2


def test_multicolored_lead_lower_than_the_suit() -> None:
    """M:J R:T R:B Y:W: red led by R:T; Y:W is higher but yellow; R:T (T > J) wins."""
    ruling = rule_trick(cards("M:J R:T R:B Y:W"))
    assert ruling.led is Suit.RED and ruling.winner == 1
    assert ruling.lowest == 2  # R:B


def test_all_multicolored_trick_highest_wins() -> None:
    """M:K M:V M:QU M:J: no suit; V highest; lowest of the others is J (seat 4)."""
    ruling = rule_trick(cards("M:K M:V M:QU M:J"))
    assert ruling.led is None and ruling.winner == 1 and ruling.lowest == 3
    three = rule_trick(cards("M:K M:X M:J"))
    assert (three.winner, three.lowest, three.middle) == (1, 2, 0)


def test_equal_letters_the_earlier_card_wins() -> None:
    """3 players, Y:C M:K Y:K: both Ks follow yellow; M:K was played first and wins."""
    ruling = rule_trick(cards("Y:C M:K Y:K"))
    assert ruling.winner == 1 and ruling.lowest == 0 and ruling.middle == 2
    ruling = rule_trick(cards("Y:K Y:C M:K"))
    assert ruling.winner == 0 and ruling.lowest == 1 and ruling.middle == 2


def test_equal_letters_the_later_card_picks_as_lowest() -> None:
    """R:Z Y:A B:A R:B: two As are lowest; B:A was played later, so seat 3 picks."""
    ruling = rule_trick(cards("R:Z Y:A B:A R:B"))
    assert ruling.winner == 0 and ruling.lowest == 2


def test_winner_holding_the_lowest_card_does_not_pick_twice() -> None:
    """Y:A B:C R:D B:E: only Y:A follows yellow and wins; the second pick is B:C, seat 2."""
    ruling = rule_trick(cards("Y:A B:C R:D B:E"))
    assert ruling.winner == 0 and ruling.lowest == 1


def test_qu_ranks_as_q() -> None:
    """R:QU R:N R:O Y:X: Q beats O and N; lowest of the others is R:N."""
    ruling = rule_trick(cards("R:QU R:N R:O Y:X"))
    assert ruling.winner == 0 and ruling.lowest == 1
    ruling = rule_trick(cards("B:P M:QU B:R"))
    assert ruling.winner == 2 and ruling.lowest == 0 and ruling.middle == 1


def test_led_suit_helpers() -> None:
    assert led_suit(cards("M:X M:K")) is None
    assert led_suit(cards("M:X R:A Y:C")) is Suit.RED
    # "The highest card of the suit led wins the trick": blue led, R:Z does not follow, B:C wins.
    assert rule_trick(cards("B:A R:Z B:C")).winner == 2
    assert lowest_index(cards("B:A R:Z B:C"), 2) == 0


def test_must_follow() -> None:
    hand = cards("Y:T B:E M:K")
    assert str(must_follow_breach(LetterCard.parse("Y:T"), Suit.BLUE, hand)) == "B:E"
    assert must_follow_breach(LetterCard.parse("M:K"), Suit.BLUE, hand) is None  # multicolored always follows
    assert must_follow_breach(LetterCard.parse("B:E"), Suit.BLUE, hand) is None
    # a multicolored card is never compulsory: no blue but M:K held, any card may be played
    assert must_follow_breach(LetterCard.parse("Y:T"), Suit.BLUE, cards("Y:T M:K")) is None
    # nothing led yet (a multicolored lead): anything goes
    assert must_follow_breach(LetterCard.parse("Y:T"), None, hand) is None


def test_seeded_deals() -> None:
    four = deal(GameSetup(LetterTricksMode.COMPETITIVE, 4), SeededSource(7))
    assert [len(h) for h in four.hands] == [13] * 4 and not four.display and not four.returned
    assert sorted(map(str, (c for h in four.hands for c in h))) == sorted(map(str, COLOURED_CARDS))
    five = deal(GameSetup(LetterTricksMode.COMPETITIVE, 5), SeededSource(7))
    assert [len(h) for h in five.hands] == [10] * 5 and len(five.returned) == 2
    three = deal(GameSetup(LetterTricksMode.COMPETITIVE, 3), SeededSource(7))
    assert three.display == VOWELS and [len(h) for h in three.hands] == [14] * 3 and len(three.returned) == 1
    assert len({c for h in three.hands for c in h} | set(three.returned) | set(three.display)) == 58
    team = deal(GameSetup(LetterTricksMode.TEAM, 4, multicolored=True), SeededSource(7))
    dealt = {c for h in team.hands for c in h}
    assert set(MULTICOLORED_CARDS) <= dealt and not dealt & set(REPLACED_BY_MULTICOLORED)
    assert deal(GameSetup(LetterTricksMode.COMPETITIVE, 4), SeededSource(7)) == four
    assert deal(GameSetup(LetterTricksMode.COMPETITIVE, 4), SeededSource(8)) != four


def test_a_card_is_one_object_however_it_is_had_and_cannot_be_changed() -> None:
    """Cards compare and hash by identity (LetterCard's docstring), so a card made, read, copied
    or unpickled must be the one object, and no code may change a card that every hand shares."""
    card = LetterCard(Suit.RED, "QU")
    assert LetterCard.parse("r:qu") is card and LetterCard.parse("R:Qu") is card
    assert copy.copy(card) is card and copy.deepcopy(card) is card and pickle.loads(pickle.dumps(card)) is card
    with pytest.raises(AttributeError, match="cannot be changed"):
        card.letter = "Q"
    # "Z is the highest card in the deck; A is the lowest card"; "a few rare letters (J, K, Q, V,
    # X, Z) earn a bonus point each": the Qu card ranks as Q (17th letter) and scores 2.
    assert (card.letter, card.rank, card.points, str(card)) == ("QU", 17, 2, "R:QU")
    assert (LetterCard(Suit.RED, "A").rank, LetterCard(Suit.RED, "Z").rank) == (1, 26)
