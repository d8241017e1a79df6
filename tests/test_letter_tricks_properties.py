"""Invariants of the LetterTricks rulings, checked on generated tricks, hands and deals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from referee.games.letter_tricks import DECK, Card, GameSetup, Mode, deal, led_suit, rule_trick
from referee.games.letter_tricks_scoring import check_victory_claim, find_victory, points, spell
from referee.games.letter_tricks_trick import rule_single_trick
from referee.randomness import SeededSource

tricks = st.integers(3, 5).flatmap(lambda n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n,
                                                      unique=True))


@given(tricks)
def test_winner_is_never_lower_than_another_following_card(cards: list[Card]) -> None:
    ruling = rule_trick(cards)
    led = led_suit(cards)
    winner = cards[ruling.winner]
    assert winner.follows(led)
    for i, card in enumerate(cards):
        if card.follows(led):
            assert card.rank < winner.rank or (card.rank == winner.rank and i >= ruling.winner)


@given(tricks)
def test_second_pick_is_the_lowest_other_card(cards: list[Card]) -> None:
    ruling = rule_trick(cards)
    assert ruling.lowest is not None and ruling.lowest != ruling.winner
    low = cards[ruling.lowest]
    for i, card in enumerate(cards):
        if i != ruling.winner:
            assert card.rank > low.rank or (card.rank == low.rank and i <= ruling.lowest)
    if len(cards) == 3:
        assert {ruling.winner, ruling.lowest, ruling.middle} == {0, 1, 2}
    else:
        assert ruling.middle is None


@given(tricks)
def test_pickers_are_distinct_players_of_the_trick(cards: list[Card]) -> None:
    trick = rule_single_trick(cards, display=[])
    pickers = [trick["first_pick"]["player"], trick["second_pick"]["player"]]
    if trick["vowel_pick"]:
        pickers.append(trick["vowel_pick"]["player"])
    assert len(set(pickers)) == len(pickers)
    assert set(pickers) <= set(range(1, len(cards) + 1))
    assert trick["winner"] == pickers[0]


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=12, unique=True), st.data())
def test_a_word_of_the_cards_letters_is_always_spelled(hand: list[Card], data: st.DataObject) -> None:
    subset = data.draw(st.lists(st.sampled_from(hand), min_size=1, unique=True))
    order = data.draw(st.permutations(subset))
    word = "".join(card.spells for card in order)
    used = spell(word, hand)
    assert used is not None
    assert len(used) >= len(subset) and points(used) >= points(subset)
    assert len(set(used)) == len(used) and set(used) <= set(hand)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32))
def test_a_found_team_victory_is_a_valid_claim(seed: int) -> None:
    lexicon = get_lexicon()
    setup = GameSetup(Mode.TEAM, 4, multicolored=True)
    dealt = deal(setup, SeededSource(seed))
    cards = [*dealt.hands[0], *dealt.hands[1]]
    found = find_victory(lexicon, cards, 5)
    if found is not None:
        rulings, won = check_victory_claim(lexicon, list(found.values()), cards, 5)
        assert won, rulings


@given(st.integers(0, 2**64 - 1), st.sampled_from([(Mode.COMPETITIVE, 3), (Mode.COMPETITIVE, 4),
                                                   (Mode.COMPETITIVE, 5), (Mode.TEAM, 4),
                                                   (Mode.COOPERATIVE, 5)]))
def test_a_deal_partitions_the_game_deck(seed: int, game: tuple[Mode, int]) -> None:
    setup = GameSetup(game[0], game[1], multicolored=True)
    dealt = deal(setup, SeededSource(seed))
    everything = [c for h in dealt.hands for c in h] + list(dealt.display) + list(dealt.returned)
    assert sorted(map(str, everything)) == sorted(map(str, setup.deck))
    assert len({len(h) for h in dealt.hands}) == 1


def _legal_hand(seed: int, players: int) -> tuple[str, list[list[Card]]]:
    """A seeded deal played out legally at random, typed up as a record (with picks)."""
    from referee.games.letter_tricks import winner_index

    rng = SeededSource(seed)
    setup = GameSetup(Mode.COMPETITIVE, players)
    hands = [list(h) for h in deal(setup, rng).hands]
    names = ["Ann", "Bob", "Cat", "Dan", "Eve"][:players]
    lines = [f"game: letter-tricks\nplayers: [{', '.join(names)}]\nhands:\n  - deal:"]
    lines += [f"      {name}: [{', '.join(map(str, hand))}]" for name, hand in zip(names, hands, strict=True)]
    lines.append("    tricks:")
    leader, played = 0, []
    while hands[0]:
        cards: list[Card] = []
        for i in range(players):
            hand = hands[(leader + i) % players]
            led = led_suit(cards) if cards else None
            legal = [c for c in hand if led is None or c.suit is led] or hand
            card = legal[rng.below(len(legal))]
            hand.remove(card)
            cards.append(card)
        ruling = rule_trick(cards)
        assert ruling.lowest is not None
        first = cards[rng.below(len(cards))]
        rest = [c for c in cards if c != first]
        second = rest[rng.below(len(rest))]
        seats = [(leader + i) % players for i in range(players)]
        lines.append(f"      - {{leader: {names[leader]}, plays: [{', '.join(map(str, cards))}], picks: "
                     f"{{{names[seats[ruling.winner]]}: {first}, {names[seats[ruling.lowest]]}: {second}}}}}")
        played.append(cards)
        leader = seats[winner_index(cards)]
    return "\n".join(lines) + "\n", played


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([4, 5]))
def test_a_legally_played_hand_is_upheld(seed: int, players: int) -> None:
    from referee.games.letter_tricks import adjudicate
    from referee.records import load_text

    text, played = _legal_hand(seed, players)
    adj = adjudicate(load_text(text)[0].root, get_lexicon())
    assert adj.disputes == []
    hand = adj.record["hands"][0]
    collected = [c for cards in hand["collected"].values() for c in cards]
    assert len(collected) == len(set(collected)) == 2 * len(played)
    for trick, cards in zip(hand["tricks"], played, strict=True):
        picks = {trick["first_pick"]["card"], trick["second_pick"]["card"]}
        assert len(picks) == 2 and picks <= {str(c) for c in cards}
