"""What a Letterflip player may ask (rulebook: A a letter, B a word, C a letter's position), the
truthful answer the card's holder must give, and both as typed at the table (no click here)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from referee.dictionary import fold, is_plain
from referee.games.letterflip.card import WORD_LENGTHS, GuessError


class GuessKind(str, Enum):
    """The three things a player may do on a turn (rulebook: A, B, C)."""

    LETTER = "letter"
    WORD = "word"
    POSITION = "position"


class Ruling(str, Enum):
    """What the referee says about one guess, or one turn of a game log."""

    UPHELD = "upheld"
    FALSE_ANSWER = "false-answer"
    OUT_OF_TURN = "out-of-turn"
    POSITION_TOO_EARLY = "position-too-early"
    POSITION_OUT_OF_RANGE = "position-out-of-range"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class LetterGuess:
    """A. Guess a letter: the answer is how many times it occurs in the word (0 eliminates it)."""

    letter: str

    @property
    def kind(self) -> GuessKind:
        return GuessKind.LETTER

    @property
    def text(self) -> str:
        return self.letter


@dataclass(frozen=True)
class WordGuess:
    """B. Guess a word: yes or no."""

    word: str

    @property
    def kind(self) -> GuessKind:
        return GuessKind.WORD

    @property
    def text(self) -> str:
        return self.word


@dataclass(frozen=True)
class PositionGuess:
    """C. Guess where a letter is (`at` counts from 1): yes or no; only once all letters are known."""

    letter: str
    at: int

    @property
    def kind(self) -> GuessKind:
        return GuessKind.POSITION

    @property
    def text(self) -> str:
        return f"{self.letter}@{self.at}"


Guess = LetterGuess | WordGuess | PositionGuess
Answer = int | bool
"""A letter guess is answered with a count, a word or position guess with yes (True) or no."""

MOST_TIMES = max(WORD_LENGTHS)
"""The largest count a letter can be answered with: the longest word's length."""


def truthful_answer(word: str, guess: Guess) -> Answer:
    """What the holder of the card must say: the letter's count, or whether the guess is right."""
    secret = fold(word).upper()
    if isinstance(guess, LetterGuess):
        return secret.count(guess.letter)
    if isinstance(guess, WordGuess):
        return fold(guess.word).upper() == secret
    return 1 <= guess.at <= len(secret) and secret[guess.at - 1] == guess.letter


def is_correct(guess: Guess, answer: Answer) -> bool:
    """Whether an answer makes the guess correct, which keeps the turn (spec section 10)."""
    if isinstance(guess, LetterGuess):
        return not isinstance(answer, bool) and answer > 0
    return answer is True


def describe_answer(answer: Answer | None) -> str:
    """`1`, `0`, `yes`, `no` or `-` (not recorded): how an answer is written at the table."""
    if answer is None:
        return "-"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return str(answer)


def parse_guess(text: str) -> Guess:
    """`A` a letter, `W@1` a letter at a position (from 1), anything else of letters a word."""
    value = text.strip()
    if "@" in value:
        letter, _, at = value.partition("@")
        letter = letter.strip()
        at = at.strip()
        if len(letter) != 1 or not is_plain(letter.lower()) or not (at.isascii() and at.isdigit()):
            raise GuessError(f"expected a position guess like W@1 (letter @ position), got {text!r}")
        if int(at) < 1:
            raise GuessError(f"positions count from 1 (the first letter), got {text!r}")
        return PositionGuess(letter.upper(), int(at))
    folded = fold(value)
    if not is_plain(folded):
        raise GuessError(f"expected a letter (A), a word (wagon) or a letter at a position (W@1), "
                         f"got {text!r}")
    if len(folded) == 1:
        return LetterGuess(folded.upper())
    return WordGuess(folded)


YES = {"yes": True, "y": True, "true": True, "no": False, "n": False, "false": False}
"""Yes and no as a player types them (a record's quoted 'yes' reads the same way)."""


def parse_answer(guess: Guess, text: str) -> Answer:
    """An answer as typed: a count for a letter guess, yes/no for a word or position guess."""
    value = text.strip().lower()
    if isinstance(guess, LetterGuess):
        if value.isascii() and value.isdigit() and int(value) <= MOST_TIMES:
            return int(value)
        if value in ("no", "n"):
            return 0
        raise GuessError(f"{guess.text}: expected how many times the letter occurs (0-6), got {text!r}")
    if value in YES:
        return YES[value]
    raise GuessError(f"{guess.text}: expected yes or no, got {text!r}")
