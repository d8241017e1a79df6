"""Letterflip's results as typed objects, and the only place their JSON objects (interface section 9)
are built: each result's `as_json()` is what `-f json` prints and what tables and standings read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import Game, typed
from referee.games.letterflip.guesses import Answer, Guess, PositionGuess

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.games import Adjudication
    from referee.games.letterflip.card import Side
    from referee.games.letterflip.hints import Hint, Rank, Suggestion
    from referee.games.letterflip.knowledge import Knowledge
    from referee.games.letterflip.replay import Dispute, PlayerState, Record, Replay, TurnRuling


def knowledge_json(knowledge: Knowledge) -> dict[str, Any]:
    """What a player knows about the word in play, as `known` in a record's or an answer's object."""
    return {"length": knowledge.length, "found": knowledge.found, "eliminated": sorted(knowledge.eliminated),
            "at": {str(k): v for k, v in sorted(knowledge.at.items())},
            "not_at": [f"{letter}@{at}" for at, letter in sorted(knowledge.not_at)],
            "wrong_words": sorted(knowledge.wrong_words), "all_letters_known": knowledge.all_letters_known}


def turn_json(ruling: TurnRuling) -> dict[str, Any]:
    """One turn of the output object (interface section 9, plus the referee's working)."""
    turn = ruling.turn
    return {
        "turn": ruling.number,
        "player": turn.player,
        "guess": turn.guess.text,
        "kind": turn.guess.kind.value,
        "answer": turn.answer,
        "truth": ruling.truth,
        "ruling": ruling.ruling.value,
        "rulings": [r.value for r in ruling.rulings],
        "word_in_play": ruling.word_in_play,
        "length": ruling.length,
        "keeps_turn": ruling.keeps_turn,
        "reasons": list(ruling.reasons),
    }


@dataclass(frozen=True)
class PlayerResult:
    """Where one player ended: the words moved past, those truly identified, the word in play."""

    name: str
    solved: tuple[str, ...]
    finished: bool
    identified: int
    false_yes: tuple[int, ...]
    word_in_play: int | None
    known: Knowledge | None
    """What the player knows of the word in play; None once all four words are behind them."""

    @classmethod
    def of(cls, state: PlayerState) -> PlayerResult:
        return cls(state.name, tuple(state.solved), state.finished, state.identified, tuple(state.false_yes),
                   state.word_in_play, None if state.finished else state.knowledge)

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "solved": list(self.solved),
            "words_solved": len(self.solved),
            "finished": self.finished,
            "words_identified": self.identified,
            "false_yes": list(self.false_yes),
            "word_in_play": self.word_in_play,
            "known": None if self.known is None else knowledge_json(self.known),
        }


@dataclass(frozen=True)
class LetterflipResult:
    """A whole Letterflip record ruled: every turn, every player, the winner, every dispute."""

    side: Side
    turns: tuple[TurnRuling, ...]
    players: tuple[PlayerResult, ...]
    winners: tuple[str, ...]
    """The rulebook's winner: the first to correctly identify all four words."""
    winners_as_played: tuple[str, ...]
    """Who ended the game at the table, a false yes included."""
    leaders: tuple[str, ...]
    to_play: str | None
    disputes: tuple[Dispute, ...]
    notes: tuple[str, ...]

    @property
    def complete(self) -> bool:
        return bool(self.winners_as_played)

    def as_json(self) -> dict[str, Any]:
        return {
            "game": Game.LETTERFLIP.value,
            "side": self.side.value,
            "turns": [turn_json(t) for t in self.turns],
            "players": [p.as_json() for p in self.players],
            "winners": list(self.winners),
            "winners_as_played": list(self.winners_as_played),
            "complete": self.complete,
            "leaders": list(self.leaders),
            "tiebreak_rule": None,
            "to_play": self.to_play,
            "disputes": [d.text for d in self.disputes],
            "notes": list(self.notes),
        }


def ruled(adjudication: Adjudication) -> LetterflipResult:
    """The typed result of a Letterflip record's adjudication, for its table and the standings
    (a TypeError for another game's: a wrong dispatch, not bad input)."""
    return typed(adjudication.result, LetterflipResult, "a Letterflip result")


def _card_word_note(lexicon: Lexicon, name: str, word: str) -> str | None:
    """A card word the lexicon refuses, with check-word's reasons (`proper-noun`, `abbreviation`,
    ...): only a note, since the printed cards are the game's, not ours."""
    verdict = lexicon.check(word, suggest=False)
    if verdict.valid:
        return None
    return f"{name}'s word {word!r} is not in the lexicon ({', '.join(r.value for r in verdict.reasons)})"


def game_result(record: Record, game: Replay, lexicon: Lexicon) -> LetterflipResult:
    """The result of a replayed record: its disputes (the turns', then a wrong `winners:` claim)
    and a note for every card word the lexicon does not know."""
    disputes = game.disputes
    claim = game.winners_dispute(record.claimed_winners)
    if claim is not None:
        disputes.append(claim)
    notes = tuple(note for name, card in record.cards.items() for word in card.words
                  if (note := _card_word_note(lexicon, name, word)) is not None)
    players = tuple(PlayerResult.of(game.players[name]) for name in record.players)
    return LetterflipResult(record.side, tuple(game.turns), players, tuple(game.true_winners), tuple(game.winners),
                      tuple(game.leaders), game.to_play, tuple(disputes), notes)


@dataclass(frozen=True)
class AnswerResult:
    """`referee answer`: the truthful answer to one guess (never the word itself), or its refusal."""

    player: str | None
    guess: Guess
    word_in_play: int
    length: int
    answer: Answer | None
    """None when the guess is refused."""
    correct: bool | None
    ruling: str
    """`answered`, or the Ruling that refuses the guess."""
    reason: str
    known: Knowledge
    """What the player knows after the answer (before it, when refused)."""

    def record_turn(self) -> dict[str, Any] | None:
        """The turn as a game log writes it, to paste into the record (None when refused)."""
        if self.answer is None:
            return None
        turn: dict[str, Any] = {"player": self.player} if self.player else {}
        if isinstance(self.guess, PositionGuess):
            turn["position"] = {"letter": self.guess.letter, "at": self.guess.at}
        else:
            turn[self.guess.kind.value] = self.guess.text
        turn["answer"] = self.answer
        return turn

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "guess": self.guess.text, "kind": self.guess.kind.value,
                "word_in_play": self.word_in_play, "length": self.length, "answer": self.answer,
                "correct": self.correct, "keeps_turn": self.correct, "ruling": self.ruling,
                "reason": self.reason, "known": knowledge_json(self.known), "record_turn": self.record_turn()}


@dataclass(frozen=True)
class RolledCards:
    """`referee roll letterflip`: one card as `card: [...]`, or one per player as a record's
    `cards:` (a game with no turns yet)."""

    side: Side
    seed: int | None
    players: tuple[str, ...]
    cards: tuple[tuple[str, ...], ...]

    def as_json(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"game": Game.LETTERFLIP.value, "side": self.side.value, "seed": self.seed}
        if self.players:
            obj["players"] = list(self.players)
            obj["cards"] = {name: list(words) for name, words in zip(self.players, self.cards, strict=True)}
        else:
            obj["card"] = list(self.cards[0])
        return obj


def suggestion_json(suggestion: Suggestion, rank: Rank, hint: Hint, recommended: bool) -> dict[str, Any]:
    """One `hint letterflip` suggestion: `word` is the guess as `referee answer` takes it, `score`
    the ranking's value."""
    return {
        "word": suggestion.text,
        "score": round(suggestion.score(rank), 4),
        "guess": suggestion.text,
        "kind": suggestion.kind.value,
        "information": round(suggestion.information, 4),
        "keep_chance": round(suggestion.keep_chance, 4),
        "candidates": len(hint.candidates),
        "recommended": recommended,
    }
