"""One LetterTricks trick on its own, as `trick-winner` takes it: ruled exactly as a trick of a
record is, on a table that knows only what the trick document (or the arguments) says."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.games.letter_tricks.cards import VOWELS, Card
from referee.games.letter_tricks.play import HandState, Name, TrickPlay, play_trick
from referee.games.letter_tricks.setup import GameSetup, Mode


def rule_single_trick(cards: Sequence[Card], mode: Mode = Mode.COMPETITIVE,
                      names: Sequence[Name] | None = None, leader: int = 0,
                      hands: Mapping[int, Sequence[Card]] | None = None,
                      picks: Mapping[int, Card] | None = None,
                      display: Sequence[Card] | None = None) -> TrickPlay:
    """One trick ruled (seats from 0; names default 1..N); `result.trick_json` is its object."""
    players: list[Name] = list(names) if names is not None else list(range(1, len(cards) + 1))
    setup = GameSetup(mode, len(players))
    state = HandState(setup, players, holdings={s: list(c) for s, c in (hands or {}).items()})
    if setup.three_player:
        state.display = list(display) if display is not None else list(VOWELS)
    return play_trick(state, 1, leader, list(cards), dict(picks) if picks is not None else None)
