"""LetterTricks play: one trick replayed against what each player holds, with every ruling.

`HandState` is the table during a hand (the cards each player still holds when known, the
suits a player has shown not to hold, the vowel display, what each player collected); `play_trick`
rules one trick on it and returns a typed `TrickPlay` (its JSON object is built in `result`).
`trick-winner` uses it for a single trick and the hand replay for every trick of a record, so
both rule alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from referee.games.letter_tricks.cards import LetterCard, Suit
from referee.games.letter_tricks.dispute import DisputeCode
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.games.letter_tricks.trick import TrickRuling, led_suit, must_follow_breach, rule_trick
from referee.plurals import plural

if TYPE_CHECKING:
    from collections.abc import Sequence

    from referee.games.letter_tricks.hand import Victory
    from referee.games.letter_tricks.scoring import FormedWord

Name = str | int
"""A player: their name when the record gives names, else the seat number from 1."""


@dataclass
class Illegal:
    """One ruling against a play or a pick: who, which card, the rule broken, and why."""

    player: Name
    card: LetterCard | None
    rule: DisputeCode
    """The rule broken; the trick object's `rule` is its value."""
    why: str


@dataclass(frozen=True)
class TeamVerdict:
    """Team game, after a trick: the winning team's victory claim ruled, and whether it could win."""

    team: str
    claimed: tuple[FormedWord, ...] | None = None
    """The claimed words ruled, when the trick claims victory."""
    holds: bool = False
    """Whether the claimed words are the winning words (a word of the size in each suit)."""
    searched: bool = False
    """Whether the referee looked for a victory the team could claim (`found`)."""
    found: dict[Suit, str] | None = None
    after: Victory | None = None
    """The victory won before this trick: the search stops there, so `found` then says nothing."""
    past_the_game: bool = False
    """The trick is in a hand too many: the game had ended (a draw) before it."""

    @property
    def too_late(self) -> bool:
        """A claim after the game was won ("The first team to do so wins"), or after its last
        hand: it wins nothing, whatever its words."""
        return self.claimed is not None and (self.after is not None or self.past_the_game)

    @property
    def won(self) -> bool:
        """Whether this trick's claim won the game: its words hold, and nobody had won before."""
        return self.holds and not self.too_late


@dataclass(frozen=True)
class TrickWord:
    """Cooperative: the word the group claims for a trick (ruled), else the referee's first find."""

    ruling: FormedWord | None
    found: str | None
    """When nothing is claimed in the hand: the commonest word of the trick's cards, if any."""
    claimed: bool
    possible: tuple[str, ...]

    @property
    def valid(self) -> bool:
        """Whether the trick made a word: the claimed one upheld, or (none claimed) one found."""
        return self.ruling.valid if self.ruling is not None else self.found is not None

    @property
    def score(self) -> int:
        return self.ruling.score if self.ruling is not None else int(self.found is not None)


@dataclass
class TrickPlay:
    """One trick ruled: the plays, the led suit, the winner, who picked what, every illegal play.

    `illegal` grows after the trick when a later play shows a revoke in it."""

    number: int
    leader: Name
    plays: tuple[tuple[Name, LetterCard], ...]
    illegal: list[Illegal]
    led: Suit | None
    winner: Name
    winning_card: LetterCard
    lowest_card: LetterCard | None
    picks: dict[str, tuple[Name, LetterCard | None]]
    """`first_pick`, `second_pick`, `vowel_pick`: who picks and the card taken, when they pick."""
    open: bool = False
    victory: TeamVerdict | None = None
    claimed_word: str | None = None
    word: TrickWord | None = None

    @property
    def cards(self) -> tuple[LetterCard, ...]:
        return tuple(card for _, card in self.plays)


@dataclass
class HandState:
    """The table during one hand, as far as the record shows it."""

    setup: GameSetup
    names: list[Name]
    holdings: dict[int, list[LetterCard]] = field(default_factory=dict)
    """The cards each seat still holds, for the seats whose cards are known."""
    display: list[LetterCard] | None = None
    """3 players: the vowels still face up."""
    table_cards: list[LetterCard] = field(default_factory=list)
    """Team game: cards left on the table, which the first trick's pickers may take instead."""
    played: set[LetterCard] = field(default_factory=set)
    returned: set[LetterCard] = field(default_factory=set)
    """Cards shown and returned to the box: out of play for the hand."""
    taken_before: set[LetterCard] = field(default_factory=set)
    """Team game, a later hand without its deal: the cards taken in earlier hands, which only the
    untaken cards are dealt from, so nobody holds them."""
    voids: dict[int, dict[Suit, list[tuple[int, list[Illegal], LetterCard]]]] = field(default_factory=dict)
    """Suits a seat failed to follow (every trick and card), to catch each revoke shown later."""
    collected: dict[int, list[LetterCard]] = field(default_factory=dict)
    tricks_played: int = 0
    last_winner: int | None = None

    def name(self, seat: int) -> Name:
        return self.names[seat]


PICKS = ("first_pick", "second_pick", "vowel_pick")
"""Who picks (the contract's fields: a player), each with a `<pick>_card` field for the card taken."""


def _check_plays(state: HandState, seats: list[int], players: list[Name], cards: Sequence[LetterCard],
                 open_trick: bool, trick_illegal: list[Illegal], number: int) -> list[Illegal]:
    """Must-follow, cards held and cards played twice, play by play (`players`: who sits at each
    of `seats`). The led suit is carried from play to play rather than worked out again from the
    cards before each one."""
    illegal: list[Illegal] = []
    played, display, returned, holdings = state.played, state.display, state.returned, state.holdings
    led: Suit | None = None
    for seat, who, card in zip(seats, players, cards, strict=True):
        taken_vowel = state.setup.three_player and card.is_vowel and card not in (display or ())
        faults = len(illegal)
        if card in played:
            illegal.append(Illegal(who, card, DisputeCode.PLAYED_TWICE,
                                   f"{who} played {card}, already played this hand"))
        elif display is not None and card in display:
            illegal.append(Illegal(who, card, DisputeCode.NOT_HELD,
                                   f"{who} played {card}, a card of the vowel display"))
        elif taken_vowel:
            illegal.append(Illegal(who, card, DisputeCode.NOT_HELD, _vowel_played(state, who, card)))
        elif card in returned:
            illegal.append(Illegal(who, card, DisputeCode.NOT_HELD, f"{who} played {card}, returned to the box"))
        elif card in state.taken_before:
            illegal.append(Illegal(who, card, DisputeCode.NOT_HELD,
                                   f"{who} played {card}, taken in an earlier hand (only the untaken cards are dealt)"))
        # A card named above as where it is (the display, the box, an earlier hand) is no second
        # fault for not being in the player's hand: one slip, one dispute.
        placed = len(illegal) > faults
        follows = card.follows(led)
        held = holdings.get(seat)
        if held is not None:
            if card in held:
                held.remove(card)
            elif not placed:
                illegal.append(Illegal(who, card, DisputeCode.NOT_HELD, _not_held(state, who, card)))
            breach = None if follows else must_follow_breach(card, led, held)
            if breach is not None:
                illegal.append(Illegal(who, card, DisputeCode.MUST_FOLLOW,
                                       f"{who} played {card} holding {breach} of the led suit "
                                       f"({led.label if led else ''})"))
        else:
            voids = state.voids.setdefault(seat, {})
            if not card.is_multicolored:
                # Holding the suit now, the player held it at every earlier failure to follow it.
                for where, where_illegal, shown in voids.pop(card.suit, []):
                    ruling = Illegal(who, shown, DisputeCode.REVOKE,
                                     f"{who} played {shown} in trick {where} while holding "
                                     f"{card.suit.label} (shown by {card} in trick {number})")
                    where_illegal.append(ruling)
                    illegal.append(Illegal(who, card, DisputeCode.REVOKE, ruling.why))
            if led is not None and not follows:
                voids.setdefault(led, []).append((number, trick_illegal, card))
        played.add(card)
        if led is None and not open_trick:
            led = led_suit((card,))  # the first card that is not multicolored sets the suit the rest follow
    return illegal


def _not_held(state: HandState, who: Name, card: LetterCard) -> str:
    """A card played that the player does not hold, and who does: two plays typed in each other's
    places show as each player holding the other's card."""
    holder = next((state.name(seat) for seat, cards in state.holdings.items() if card in cards), None)
    return f"{who} played {card} without holding it" + (f" ({holder} holds it)" if holder is not None else "")


def _vowel_played(state: HandState, who: Name, card: LetterCard) -> str:
    """3 players: a vowel is never in a hand ("Put the 15 vowel cards into a face-up display.
    Shuffle the remaining 43 cards together ... then deal them out"), so one off the display is
    among the cards a player collected, which are not played."""
    taker = next((state.name(seat) for seat, cards in state.collected.items() if card in cards), None)
    where = f"; {taker} took it from the display" if taker is not None else ""
    return f"{who} played {card}: with 3 players the vowels go face up in the display, not in a hand{where}"


def _not_a_picker(state: HandState, who: Name, card: LetterCard, pickers: dict[int, str]) -> str:
    """A pick by a player who neither won nor played the lowest card (with 3 players every player
    picks), naming who does pick, so a pick typed under the wrong name shows whose it was."""
    roles = {"winner": "the winner", "lowest": "the lowest card"}
    named = [f"{roles[role]} ({state.name(seat)})" for seat, role in pickers.items() if role in roles]
    return f"{who} picked {card}, but only {' and '.join(named)} {plural(len(named), 'picks', 'pick')}"


def _check_picks(state: HandState, ruling: TrickRuling, seats: list[int],
                 picks: dict[int, LetterCard], first_trick: bool) -> tuple[list[Illegal], dict[int, LetterCard]]:
    """Winner any card of the trick, the lowest player one of the rest, the 3-player middle a vowel."""
    illegal: list[Illegal] = []
    taken: dict[int, LetterCard] = {}
    offered = list(ruling.cards) + (state.table_cards if first_trick else [])
    pickers = {seats[ruling.winner]: "winner"}
    if ruling.lowest is not None:
        pickers[seats[ruling.lowest]] = "lowest"
    if ruling.middle is not None:
        pickers[seats[ruling.middle]] = "middle"
    for seat, card in picks.items():
        who = state.name(seat)
        role = pickers.get(seat)
        if role is None:
            illegal.append(Illegal(who, card, DisputeCode.WRONG_PICK, _not_a_picker(state, who, card, pickers)))
        elif role == "middle":
            if state.display is None or card not in state.display:
                illegal.append(Illegal(who, card, DisputeCode.WRONG_PICK,
                                       f"{who} picked {card}, not a vowel still in the display"))
            else:
                taken[seat] = card
        elif card not in offered:
            illegal.append(Illegal(who, card, DisputeCode.WRONG_PICK, f"{who} picked {card}, not a card of the trick"))
        elif role == "lowest" and card == picks.get(seats[ruling.winner]):
            illegal.append(Illegal(who, card, DisputeCode.WRONG_PICK,
                                   f"{who} picked {card}, already taken by the winner"))
        else:
            taken[seat] = card
    for seat, role in pickers.items():
        if role == "middle" and state.display == []:
            continue  # "one of the remaining face-up vowel cards": none remain, so there is no pick
        if seat not in picks:
            who = state.name(seat)
            what = {"winner": "the winner's first pick", "lowest": "the lowest card's pick",
                    "middle": "the vowel pick"}[role]
            illegal.append(Illegal(who, None, DisputeCode.WRONG_PICK, f"{who} did not take {what}"))
    return illegal, taken


def play_trick(state: HandState, number: int, leader: int, cards: Sequence[LetterCard],
               picks: dict[int, LetterCard] | None, open_trick: bool = False,
               first_trick: bool = False) -> TrickPlay:
    """Rule one trick: plays, led suit, winner, pickers, picks; updates the table state."""
    names = state.names
    n = len(names)
    seats = [(leader + i) % n for i in range(len(cards))]
    players = [names[seat] for seat in seats]
    trick_illegal: list[Illegal] = []
    illegal = _check_plays(state, seats, players, cards, open_trick, trick_illegal, number)
    picking = state.setup.mode is not LetterTricksMode.COOPERATIVE
    ruling = rule_trick(cards, picks=picking)
    chosen: dict[str, tuple[Name, LetterCard | None]] = {}
    if picking:
        taken: dict[int, LetterCard] = {}
        if picks is not None:
            pick_illegal, taken = _check_picks(state, ruling, seats, picks, first_trick)
            illegal += pick_illegal
        for key, seat_index in (("first_pick", ruling.winner), ("second_pick", ruling.lowest),
                                ("vowel_pick", ruling.middle)):
            if seat_index is not None:
                chosen[key] = (players[seat_index], taken.get(seats[seat_index]))
        if ruling.middle is not None:
            vowel = taken.get(seats[ruling.middle])
            if vowel is not None and state.display is not None:
                state.display.remove(vowel)
        for seat, card in taken.items():
            state.collected.setdefault(seat, []).append(card)
            if card in state.table_cards:
                state.table_cards.remove(card)
    trick_illegal.extend(illegal)
    state.last_winner = seats[ruling.winner]
    state.tricks_played += 1
    return TrickPlay(number, names[leader], tuple(zip(players, cards, strict=True)), trick_illegal, ruling.led,
                     players[ruling.winner], ruling.winning_card,
                     ruling.cards[ruling.lowest] if ruling.lowest is not None else None, chosen)
