"""One LetterTricks trick on its own, as `trick-winner` takes it: ruled exactly as a trick of a
record is, on a table that knows only what the trick document (or the arguments) says."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.games.letter_tricks.cards import DECK, VOWELS, CardError, LetterCard, Suit
from referee.games.letter_tricks.play import HandState, Name, TrickPlay, play_trick
from referee.games.letter_tricks.setup import PLAYER_COUNTS, GameSetup, LetterTricksMode, multicolored_in_play
from referee.games.letter_tricks.trick import PLAYED_TWICE, played_twice


def rule_single_trick(cards: Sequence[LetterCard], mode: LetterTricksMode = LetterTricksMode.COMPETITIVE,
                      names: Sequence[Name] | None = None, leader: int = 0,
                      hands: Mapping[int, Sequence[LetterCard]] | None = None,
                      picks: Mapping[int, LetterCard] | None = None,
                      display: Sequence[LetterCard] | None = None) -> TrickPlay:
    """One trick ruled (seats from 0; names default 1..N); `result.trick_json` is its object."""
    players: list[Name] = list(names) if names is not None else list(range(1, len(cards) + 1))
    setup = GameSetup(mode, len(players))
    state = HandState(setup, players, holdings={s: list(c) for s, c in (hands or {}).items()})
    if setup.three_player:
        state.display = list(display) if display is not None else list(VOWELS)
    return play_trick(state, 1, leader, list(cards), dict(picks) if picks is not None else None)


def trick_problem(cards: Sequence[LetterCard], mode: LetterTricksMode = LetterTricksMode.COMPETITIVE,
                  players: int | None = None) -> str | None:
    """Why these cards, played at a table of `players` (default: one per card), are not a trick
    of a LetterTricks game, or None: one card per player, 3 to 5 players, no card twice, and the
    table the mode is played at."""
    count = players or len(cards)
    if not one_card_each(cards, count):
        return f"{count} players play {count} cards, got {len(cards)}"
    if count not in PLAYER_COUNTS:
        return f"a trick has one card per player (3 to 5), got {len(cards)}"
    if played_twice(cards):
        return PLAYED_TWICE
    broken = GameSetup(mode, count).seating()
    return None if broken is None else broken.value


def card_as_written(text: str) -> tuple[LetterCard, str | None]:
    """A card of a trick typed on its own: a card of the deck, or one that is well formed but not
    in the deck, with why (the second item). Winning and picking depend only on suit and letter,
    so such a card (the contract's own example plays B:Z; blue has no Z) is ruled as written and a
    player asking "who won that trick?" gets an answer. Anything else raises CardError."""
    try:
        return LetterCard.parse(text), None
    except CardError as exc:
        suit_text, _, letter = text.partition(":")
        letter = letter.upper()
        if suit_text.upper() not in {s.value for s in Suit} or not (
                letter == "QU" or (len(letter) == 1 and "A" <= letter <= "Z")):
            raise
        return LetterCard(Suit(suit_text.upper()), letter), str(exc)


NO_DISPLAY = "only the 3-player game has a vowel display"
"""Why a display given with a trick of 4 or 5 players (or a team or cooperative one) is refused,
as a record's hand says it."""


def outside_the_game(cards: Sequence[LetterCard], mode: LetterTricksMode) -> list[str]:
    """Why cards of the deck are not in this trick's game, one sentence a card: a multicolored card
    in the 4-5 player competitive game, or a coloured J K QU V X Z beside multicolored cards in team
    or cooperative play. Like a card the deck lacks, such a card is ruled as written."""
    setup = GameSetup(mode, len(cards), multicolored_in_play(False, cards))
    return [f"{card} is not used in this game ({setup.deck_name()})"
            for card in cards if card in DECK and card not in setup.in_deck]


def one_card_each(cards: Sequence[LetterCard], players: int) -> bool:
    """Whether these are one trick's cards at a table of `players`: every player plays one card."""
    return len(cards) == players


def held_twice(given: Sequence[tuple[int, Sequence[LetterCard]]]) -> tuple[LetterCard, int, int] | None:
    """The first card of the hands given (seat, cards) that two seats hold, or one seat twice, with
    the seat that had it first and the seat that has it again: the deck has one of each card."""
    holder: dict[LetterCard, int] = {}
    for seat, cards in given:
        for card in cards:
            if card in holder:
                return card, holder[card], seat
            holder[card] = seat
    return None
