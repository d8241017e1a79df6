"""A Letterflip game log replayed: every turn ruled, where each player stands, who won.

Reading of the record (interface section 9): `cards: {Ann: [...]}` lists the words ANN is trying
to identify (physically the card in her opponent's Letterflipper), so Ann's letter guesses are
answered from `cards[Ann]`, by her opponent. Rulings where the rulebook is silent follow section
10 and docs/letterflip.md: all letters are known once the counts answered for the word add up to
its length; a correct letter, word or position guess keeps the turn, a wrong one passes it; the
player of the first recorded turn started; after a false answer the replay follows what was said
at the table (the players acted on it), and the false answer is the ruling against the record.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from referee.games.letterflip.card import WORD_LENGTHS, LetterflipCard, Side
from referee.games.letterflip.guesses import (
    Answer,
    Guess,
    Ruling,
    WordGuess,
    describe_answer,
    is_correct,
    truthful_answer,
)
from referee.games.letterflip.knowledge import Knowledge
from referee.games.outcome import top


@dataclass(frozen=True)
class Turn:
    """One recorded turn: who guessed what, and what the opponent answered (None: not recorded)."""

    player: str
    guess: Guess
    answer: Answer | None = None
    line: int | None = None


@dataclass(frozen=True)
class Record:
    """A Letterflip record as written: the side, the two players, their cards, the turns, and the
    winners it claims (None when it claims none); `record.py` reads it from the YAML."""

    side: Side
    players: tuple[str, ...]
    cards: dict[str, LetterflipCard]
    turns: tuple[Turn, ...]
    claimed_winners: tuple[str, ...] | None = None


class Claim(str, Enum):
    """A dispute with the record as a whole rather than with one turn."""

    WINNERS = "winners"
    """The record names other winners than the replay finds."""


@dataclass(frozen=True)
class Dispute:
    """One point ruled against the record: a reason code, where it is, and the sentence a player reads
    (the JSON's `disputes` and a turn's `reasons` carry the sentence, as they always have)."""

    code: Ruling | Claim
    text: str
    turn: int | None = None
    """The turn's number in the log (from 1); None for a claim about the whole record."""
    line: int | None = None
    """The turn's line in the file, when it came from one."""


@dataclass
class PlayerState:
    """A player's progress through the words they are identifying."""

    name: str
    card: LetterflipCard
    solved: list[str] = field(default_factory=list)
    knowledge: Knowledge = field(default_factory=lambda: Knowledge(WORD_LENGTHS[0]))
    false_yes: list[int] = field(default_factory=list)
    """Words (1-4) the player moved past on a false yes: moved on at the table, never identified."""

    @property
    def finished(self) -> bool:
        return len(self.solved) == len(self.card.words)

    @property
    def identified(self) -> int:
        """The words truly identified: the rulebook's winner "correctly" identifies all four."""
        return len(self.solved) - len(self.false_yes)

    @property
    def word_in_play(self) -> int | None:
        """1-4: the word being identified; None once all four are identified."""
        return None if self.finished else len(self.solved) + 1

    @property
    def word(self) -> str:
        return self.card.words[len(self.solved)]


@dataclass(frozen=True)
class TurnRuling:
    """One turn ruled: the truthful answer, what the referee says, and where play went next."""

    number: int
    turn: Turn
    word_in_play: int | None
    length: int | None
    truth: Answer | None
    disputes: tuple[Dispute, ...]
    keeps_turn: bool

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """Every ruling against this turn, in the order the referee found them."""
        return tuple(Ruling(d.code) for d in self.disputes)

    @property
    def ruling(self) -> Ruling:
        return self.rulings[0] if self.rulings else Ruling.UPHELD

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(d.text for d in self.disputes)

    @property
    def moved_on(self) -> bool:
        """Whether the guessing player moved past the word in play (the replay's own rule)."""
        return moves_on(self.turn.guess, self.keeps_turn)


def moves_on(guess: Guess, correct: bool) -> bool:
    """A word guessed right, as answered at the table (a false yes too), moves its player on to the
    next word: the one test of it, for the replay, `answer` and what the standings count as solved."""
    return isinstance(guess, WordGuess) and correct


@dataclass
class Replay:
    """A whole log replayed: each turn ruled, where every player stands, who won."""

    players: dict[str, PlayerState]
    turns: list[TurnRuling] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    """Who ended the game at the table by moving past their fourth word (false yeses included)."""
    to_play: str | None = None
    may_go_on: str | None = None
    """After an out-of-turn guess that was correct: its player, whom the table may have let go on.
    The player whose turn it was (`to_play`) keeps the turn too, so either is in turn next."""

    @property
    def true_winners(self) -> list[str]:
        """The rulebook's winner: the first to CORRECTLY identify all four words."""
        return [name for name in self.winners if not self.players[name].false_yes]

    @property
    def leaders(self) -> list[str]:
        """Whoever has correctly identified the most words (both, when level)."""
        return top({name: state.identified for name, state in self.players.items()})

    @property
    def disputes(self) -> list[Dispute]:
        return [dispute for turn in self.turns for dispute in turn.disputes]

    def opponent(self, name: str) -> str:
        return next(other for other in self.players if other != name)

    def winners_dispute(self, claimed: tuple[str, ...] | None) -> Dispute | None:
        """The record's `winners:` when it names others than the replay finds (None: it agrees)."""
        winners = self.true_winners
        if claimed is None or set(claimed) == set(winners):
            return None
        found = ", ".join(winners) or ("nobody" if self.winners else "nobody yet")
        return Dispute(Claim.WINNERS, f"winners: the record says {', '.join(claimed) or 'nobody'}, "
                                      f"the referee finds {found}")


def replay(cards: Mapping[str, LetterflipCard], turns: Iterable[Turn]) -> Replay:
    """Play the log through, ruling on every turn (the rules of the module docstring)."""
    game = Replay({name: PlayerState(name, card) for name, card in cards.items()})
    for number, turn in enumerate(turns, start=1):
        game.turns.append(_rule_turn(game, number, turn))
    return game


def _rule_turn(game: Replay, number: int, turn: Turn) -> TurnRuling:
    where = f"turn {number}" + (f" (line {turn.line})" if turn.line else "")
    state = game.players[turn.player]
    disputes: list[Dispute] = []

    def dispute(code: Ruling, text: str) -> None:
        disputes.append(Dispute(code, f"{where}: {text}", number, turn.line))

    if game.winners:
        dispute(Ruling.GAME_OVER, f"{turn.player} guessed {turn.guess.text} after the game was over "
                                  f"({game.winners[0]} had identified all four words)")
        return TurnRuling(number, turn, None, None, None, tuple(disputes), False)
    out_of_turn = game.to_play is not None and turn.player not in (game.to_play, game.may_go_on)
    if out_of_turn:
        dispute(Ruling.OUT_OF_TURN, f"{turn.player} played out of turn: it was {game.to_play}'s turn")
    knowledge = state.knowledge
    legal = knowledge.legality(turn.guess)
    if legal is Ruling.POSITION_TOO_EARLY:
        dispute(legal, f"{turn.player} guessed a position ({turn.guess.text}) before knowing "
                       f"all letters of the {knowledge.length}-letter word (the counts answered add "
                       f"up to {knowledge.letters_known})")
    elif legal is Ruling.POSITION_OUT_OF_RANGE:
        dispute(legal, f"{turn.player} guessed position {turn.guess.text}, but the word in "
                       f"play has {knowledge.length} letters")
    truth = truthful_answer(state.word, turn.guess)
    if turn.answer is not None and turn.answer != truth:
        dispute(Ruling.FALSE_ANSWER, f"{game.opponent(turn.player)} answered "
                                     f"{describe_answer(turn.answer)} to {turn.player}'s "
                                     f"{turn.guess.text}, but the truthful answer is "
                                     f"{describe_answer(truth)} (word {len(state.solved) + 1}: "
                                     f"{state.word.upper()})")
    played = truth if turn.answer is None else turn.answer
    correct = is_correct(turn.guess, played)
    word_in_play, length = len(state.solved) + 1, knowledge.length
    if moves_on(turn.guess, correct):
        if truth is False:
            state.false_yes.append(word_in_play)
        state.solved.append(state.word)
        if state.finished:
            game.winners.append(state.name)
        else:
            state.knowledge = Knowledge(WORD_LENGTHS[len(state.solved)])
    else:
        state.knowledge = knowledge.learn(turn.guess, played)
    next_player = turn.player if correct else game.opponent(turn.player)
    if game.winners:
        game.to_play, game.may_go_on = None, None
    elif out_of_turn:
        # A stray turn does not take the turn from its owner (a correct guess keeps it); a record
        # that goes on with the stray player after a correct guess is one slip, not two.
        game.may_go_on = next_player if next_player != game.to_play else None
    else:
        game.to_play, game.may_go_on = next_player, None
    return TurnRuling(number, turn, word_in_play, length, truth, tuple(disputes), correct)


@dataclass(frozen=True)
class Situation:
    """Where the guessing player stands: the card, the word in play, what the answers showed."""

    card: LetterflipCard
    word_number: int
    knowledge: Knowledge
    player: str | None = None
    refusal: tuple[Ruling, str] | None = None
    """Set when the log says this player may not guess now (out of turn, game over)."""


def situation(game: Replay, name: str) -> Situation:
    """Where player `name` stands after the log, and whether the log lets them guess now."""
    state = game.players[name]
    refusal: tuple[Ruling, str] | None = None
    if game.winners:
        refusal = (Ruling.GAME_OVER, f"the game is over: {game.winners[0]} identified all four words")
    elif game.to_play is not None and name not in (game.to_play, game.may_go_on):
        refusal = (Ruling.OUT_OF_TURN, f"it is {game.to_play}'s turn, not {name}'s")
    number = state.word_in_play or len(WORD_LENGTHS)
    return Situation(state.card, number, state.knowledge, name, refusal)
