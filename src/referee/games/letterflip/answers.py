"""`referee answer`'s rules: the truthful answer to one guess from where the player stands, or why
the guess is refused (out of turn, after the game, a position guess too early or out of range)."""

from __future__ import annotations

from referee.errors import OptionError
from referee.games.letterflip.card import WORD_LENGTHS, GuessError, LetterflipCard, word_in_play
from referee.games.letterflip.guesses import (
    Answer,
    Guess,
    LetterGuess,
    PositionGuess,
    Ruling,
    is_correct,
    truthful_answer,
)
from referee.games.letterflip.knowledge import contradicted_by, parse_knowledge
from referee.games.letterflip.replay import Situation, moves_on
from referee.games.letterflip.result import AnswerResult


def situation_on_card(card: LetterflipCard, word_number: int | None, length: int | None, known: str,
                      out: str) -> Situation:
    """A card the referee holds without a game log: the word in play (`--word`, `--length`) and what
    is known (`--known`, `--out`). The referee answers only from a true state, so answers the card
    does not give are refused (an OptionError naming the options), never answered around."""
    number = word_in_play(word_number, length)
    try:
        knowledge = parse_knowledge(WORD_LENGTHS[number - 1], known, out)
    except GuessError as exc:
        raise OptionError(str(exc), "--known") from None
    wrong = contradicted_by(card.words[number - 1], knowledge)
    if wrong:
        raise OptionError(f"{', '.join(wrong)}: not what the card says for word {number} (a false answer "
                          f"at the table, or a typing slip?); the referee answers only from a true state",
                          "--known/--out")
    return Situation(card, number, knowledge)


def answer(situation: Situation, guess: Guess) -> AnswerResult:
    """The truthful answer (never the word itself), or the refusal of an illegal guess."""
    knowledge = situation.knowledge
    refusal = situation.refusal
    legal = knowledge.legality(guess)
    if refusal is None and legal is Ruling.POSITION_TOO_EARLY:
        refusal = (legal, f"a position guess needs all {knowledge.length} letters of the word known "
                          f"first; the counts answered add up to {knowledge.letters_known}")
    elif refusal is None and legal is Ruling.POSITION_OUT_OF_RANGE:
        refusal = (legal, f"the word in play has {knowledge.length} letters, there is no position "
                          f"{getattr(guess, 'at', '?')}")
    if refusal is not None:
        return AnswerResult(situation.player, guess, situation.word_number, knowledge.length, None, None,
                            refusal[0].value, refusal[1], knowledge)
    word = situation.card.words[situation.word_number - 1]
    truth = truthful_answer(word, guess)
    correct = is_correct(guess, truth)
    solved = moves_on(guess, correct)
    after = knowledge if solved else knowledge.learn(guess, truth)
    reason = _meaning(guess, truth, knowledge.length, solved, situation.word_number == len(WORD_LENGTHS))
    return AnswerResult(situation.player, guess, situation.word_number, knowledge.length, truth, correct,
                        "answered", reason, after)


def _meaning(guess: Guess, truth: Answer, length: int, solved: bool, last: bool) -> str:
    """The answer in words, as the holder of the card would say it."""
    if isinstance(guess, LetterGuess):
        times = {0: "is not in", 1: "occurs once in", 2: "occurs twice in"}.get(
            int(truth), f"occurs {int(truth)} times in")
        return f"{guess.letter} {times} the {length}-letter word"
    if solved:
        then = "all four words identified: the game is won" if last else "move on to the next one"
        return f"{guess.text.upper()} is the word: {then}"
    if isinstance(guess, PositionGuess):
        return f"{guess.letter} {'is' if truth else 'is not'} letter {guess.at} of the word"
    return f"{guess.text.upper()} is not the word"
