"""Where a Letterflip player stands: the card, the word in play and what the answers showed, read
from a game log for `referee answer` and `referee hint letterflip`.

A log that cannot say it (no turn played and no --player, a name not at the table) is an
`OptionError` naming the option to fix.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.errors import OptionError
from referee.games.letterflip import WORD_LENGTHS, Card, Knowledge, Ruling, replay_record
from referee.records import Node, read_paths


@dataclass(frozen=True)
class Situation:
    """Where the guessing player stands: the card, the word in play, what the answers showed."""

    card: Card
    word_number: int
    knowledge: Knowledge
    player: str | None = None
    refusal: tuple[Ruling, str] | None = None
    """Set when the log says this player may not guess now (out of turn, game over)."""


def first_document(path: str, option: str) -> Node:
    """The first document of the file an option names (a card file or a game log)."""
    for item in read_paths([path]):
        if isinstance(item, Exception):
            raise item
        return item.root
    raise OptionError(f"no YAML document in {path}", option)


def situation_from_log(path: str, player: str | None, option: str = "--log") -> Situation:
    """The card, word in play and knowledge of a player (default: the one to play) from a game log."""
    root = first_document(path, option)
    record, game = replay_record(root)
    if player is None:
        if game.to_play is None and not game.winners:
            raise OptionError(f"{option}: no turn played yet, so say whose guess it is with "
                              f"--player ({' or '.join(record.players)})")
        name = game.to_play or record.players[0]
    else:
        matches = [p for p in record.players if p.lower() == player.strip().lower()]
        if not matches:
            raise OptionError(f"{player!r} is not a player of {path} ({', '.join(record.players)})",
                              "--player")
        name = matches[0]
    state = game.players[name]
    refusal: tuple[Ruling, str] | None = None
    if game.winners:
        refusal = (Ruling.GAME_OVER, f"the game is over: {game.winners[0]} identified all four words")
    elif game.to_play is not None and name not in (game.to_play, game.may_go_on):
        refusal = (Ruling.OUT_OF_TURN, f"it is {game.to_play}'s turn, not {name}'s")
    number = state.word_in_play or len(WORD_LENGTHS)
    return Situation(state.card, number, state.knowledge, name, refusal)
