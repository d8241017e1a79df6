"""Invariants of the LetterTricks rulings, checked on generated tricks, hands and deals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_tricks.cards import DECK, LetterCard
from referee.games.letter_tricks.result import trick_json
from referee.games.letter_tricks.scoring import check_victory_claim, find_victory, points
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, deal
from referee.games.letter_tricks.single_trick import rule_single_trick
from referee.games.letter_tricks.spelling import spell
from referee.games.letter_tricks.trick import led_suit, rule_trick
from referee.randomness import SeededSource

tricks = st.integers(3, 5).flatmap(lambda n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n,
                                                      unique=True))


@given(tricks)
def test_winner_is_never_lower_than_another_following_card(cards: list[LetterCard]) -> None:
    ruling = rule_trick(cards)
    led = led_suit(cards)
    winner = cards[ruling.winner]
    assert winner.follows(led)
    for i, card in enumerate(cards):
        if card.follows(led):
            assert card.rank < winner.rank or (card.rank == winner.rank and i >= ruling.winner)


@given(tricks)
def test_second_pick_is_the_lowest_other_card(cards: list[LetterCard]) -> None:
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
def test_pickers_are_distinct_players_of_the_trick(cards: list[LetterCard]) -> None:
    trick = trick_json(rule_single_trick(cards, display=[]))
    pickers = [trick["first_pick"], trick["second_pick"]]
    if trick["vowel_pick"] is not None:
        pickers.append(trick["vowel_pick"])
    assert len(set(pickers)) == len(pickers)
    assert set(pickers) <= set(range(1, len(cards) + 1))
    assert trick["winner"] == pickers[0]


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=12, unique=True), st.data())
def test_a_word_of_the_cards_letters_is_always_spelled(hand: list[LetterCard], data: st.DataObject) -> None:
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
    setup = GameSetup(LetterTricksMode.TEAM, 4, multicolored=True)
    dealt = deal(setup, SeededSource(seed))
    cards = [*dealt.hands[0], *dealt.hands[1]]
    found = find_victory(lexicon, cards, 5)
    if found is not None:
        rulings, won = check_victory_claim(lexicon, list(found.values()), cards, 5)
        assert won, rulings


@given(st.integers(0, 2**64 - 1), st.sampled_from([(LetterTricksMode.COMPETITIVE, 3), (LetterTricksMode.COMPETITIVE, 4),
                                                   (LetterTricksMode.COMPETITIVE, 5), (LetterTricksMode.TEAM, 4),
                                                   (LetterTricksMode.COOPERATIVE, 5)]))
def test_a_deal_partitions_the_game_deck(seed: int, game: tuple[LetterTricksMode, int]) -> None:
    setup = GameSetup(game[0], game[1], multicolored=True)
    dealt = deal(setup, SeededSource(seed))
    everything = [c for h in dealt.hands for c in h] + list(dealt.display) + list(dealt.returned)
    assert sorted(map(str, everything)) == sorted(map(str, setup.deck))
    assert len({len(h) for h in dealt.hands}) == 1


Trick = tuple[int, list[LetterCard], dict[int, LetterCard]]


def _legal_hand(seed: int, players: int) -> tuple[list[list[LetterCard]], list[Trick]]:
    """A seeded deal played out legally at random: the deal and each trick (leader, cards, picks)."""
    rng = SeededSource(seed)
    dealt = [list(h) for h in deal(GameSetup(LetterTricksMode.COMPETITIVE, players), rng).hands]
    hands = [list(h) for h in dealt]
    leader, tricks = 0, []
    while hands[0]:
        cards: list[LetterCard] = []
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
        seats = [(leader + i) % players for i in range(players)]
        tricks.append((leader, cards, {seats[ruling.winner]: first,
                                       seats[ruling.lowest]: rest[rng.below(len(rest))]}))
        leader = seats[ruling.winner]
    return dealt, tricks


NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]


def _record(dealt: list[list[LetterCard]], tricks: list[Trick], with_deal: bool = True) -> str:
    players = len(dealt)
    lines = [f"game: letter-tricks\nplayers: [{', '.join(NAMES[:players])}]\nhands:\n  - tricks:"]
    for leader, cards, picks in tricks:
        taken = ", ".join(f"{NAMES[s]}: {c}" for s, c in picks.items())
        lines.append(f"      - {{leader: {NAMES[leader]}, plays: [{', '.join(map(str, cards))}], "
                     f"picks: {{{taken}}}}}")
    if with_deal:
        lines.append("    deal:")
        lines += [f"      {NAMES[s]}: [{', '.join(map(str, hand))}]" for s, hand in enumerate(dealt)]
    return "\n".join(lines) + "\n"


def _rule(text: str) -> Adjudication:
    from referee.games import adjudicate
    from referee.records import load_text

    return adjudicate(load_text(text)[0].root, get_lexicon())


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([4, 5]))
def test_a_legally_played_hand_is_upheld(seed: int, players: int) -> None:
    dealt, tricks = _legal_hand(seed, players)
    adj = _rule(_record(dealt, tricks))
    assert adj.dispute_texts == []
    hand = adj.record["hands"][0]
    collected = [c for cards in hand["collected"].values() for c in cards]
    assert len(collected) == len(set(collected)) == 2 * len(tricks)
    for trick, (_, cards, _) in zip(hand["tricks"], tricks, strict=True):
        picks = {trick["first_pick_card"], trick["second_pick_card"]}
        assert len(picks) == 2 and picks <= {str(c) for c in cards}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([4, 5]), st.data())
def test_a_revoke_is_always_caught_with_or_without_the_deal(seed: int, players: int,
                                                              data: st.DataObject) -> None:
    """Swap a following card with one of another suit the player plays later: with the deal the
    trick breaks must-follow; without it, the later play of the led suit shows the revoke."""
    dealt, tricks = _legal_hand(seed, players)
    swaps = []
    for t, (leader, cards, _) in enumerate(tricks):
        for position in range(1, players):
            seat, card = (leader + position) % players, cards[position]
            led = led_suit(cards[:position])
            if led is None or card.suit is not led:
                continue
            for later in range(t + 1, len(tricks)):
                l_leader, l_cards, _ = tricks[later]
                other = l_cards[(seat - l_leader) % players]
                if not other.is_multicolored and other.suit is not led:
                    swaps.append((t, position, later, (seat - l_leader) % players))
    if not swaps:
        return
    t, position, later, l_position = data.draw(st.sampled_from(swaps))
    tricks[t][1][position], tricks[later][1][l_position] = tricks[later][1][l_position], tricks[t][1][position]
    for _, _cards, picks in (tricks[t], tricks[later]):
        picks.clear()
    seat = (tricks[t][0] + position) % players
    with_deal = _rule(_record(dealt, tricks))
    rules = {(i["player"], i["rule"]) for i in with_deal.record["hands"][0]["tricks"][t]["illegal"]}
    assert (NAMES[seat], "must-follow") in rules
    without = _rule(_record(dealt, tricks, with_deal=False))
    first_trick = without.record["hands"][0]["tricks"][t]["illegal"]
    assert any(i["player"] == NAMES[seat] and i["rule"] == "revoke" for i in first_trick), first_trick
