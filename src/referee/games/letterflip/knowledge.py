"""What a Letterflip player knows about the word in play: what the Letterflipper shows after the
answers so far, the same knowledge typed on a command line (`--known`, `--out`), and knowledge
that cannot be right: answers that contradict each other, or the card.

`--known` is typed by a person from what was said at the table; a slip (`O=1` for BOOK, `W@1` and
`G@1` both yes) would make the referee answer from a state no card can be in. These checks say
what is wrong instead, without telling the card's word.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from referee.dictionary import fold, is_plain
from referee.errors import OptionError
from referee.games.letterflip.card import WORD_LENGTHS, GuessError
from referee.games.letterflip.guesses import (
    Answer,
    Guess,
    LetterGuess,
    PositionGuess,
    Ruling,
    WordGuess,
    parse_answer,
    parse_guess,
    truthful_answer,
)


@dataclass(frozen=True)
class Knowledge:
    """What the answers so far say about the word in play: what a Letterflipper shows."""

    length: int
    counts: Mapping[str, int] = field(default_factory=dict, hash=False)
    """Every letter asked about, with the count answered (0: the letter is flipped down)."""
    at: Mapping[int, str] = field(default_factory=dict, hash=False)
    """Positions confirmed by a correct position guess (1-based)."""
    not_at: frozenset[tuple[int, str]] = frozenset()
    """(position, letter) pairs a wrong position guess ruled out."""
    wrong_words: frozenset[str] = frozenset()
    """Words guessed and answered no."""

    @property
    def found(self) -> dict[str, int]:
        """The letters in the word, with how many times each occurs."""
        return {letter: n for letter, n in sorted(self.counts.items()) if n > 0}

    @property
    def eliminated(self) -> frozenset[str]:
        """The letters answered 0 (flipped down)."""
        return frozenset(letter for letter, n in self.counts.items() if n == 0)

    @property
    def letters_known(self) -> int:
        """How many of the word's letters the answered counts account for."""
        return sum(self.counts.values())

    @property
    def all_letters_known(self) -> bool:
        """Spec section 10: the answered counts add up to the word's length."""
        return self.letters_known >= self.length

    def learn(self, guess: Guess, answer: Answer) -> Knowledge:
        """The knowledge after `guess` was answered `answer` (a correct word guess ends the word).

        Made field by field rather than with `dataclasses.replace`, whose look-ups of the fields
        by name cost more than the answer learnt: a record's replay learns once every turn."""
        length, counts, at, not_at, wrong = self.length, self.counts, self.at, self.not_at, self.wrong_words
        if isinstance(guess, LetterGuess):
            count = 0 if isinstance(answer, bool) else answer
            return Knowledge(length, {**counts, guess.letter: count}, at, not_at, wrong)
        if isinstance(guess, PositionGuess):
            if answer is True:
                return Knowledge(length, counts, {**at, guess.at: guess.letter}, not_at, wrong)
            return Knowledge(length, counts, at, not_at | {(guess.at, guess.letter)}, wrong)
        if answer is True:
            return self
        return Knowledge(length, counts, at, not_at, wrong | {fold(guess.word)})

    def legality(self, guess: Guess) -> Ruling:
        """Whether the rules allow this guess now: position guesses need every letter known first."""
        if isinstance(guess, PositionGuess):
            if not 1 <= guess.at <= self.length:
                return Ruling.POSITION_OUT_OF_RANGE
            if not self.all_letters_known:
                return Ruling.POSITION_TOO_EARLY
        return Ruling.UPHELD

    def fits(self, word: str) -> bool:
        """Whether a candidate word agrees with every answer so far."""
        upper = word.upper()
        if len(upper) != self.length or word.lower() in self.wrong_words:
            return False
        if any(upper.count(letter) != n for letter, n in self.counts.items()):
            return False
        if any(upper[at - 1] != letter for at, letter in self.at.items() if at <= self.length):
            return False
        return not any(at <= self.length and upper[at - 1] == letter for at, letter in self.not_at)


def parse_knowledge(length: int, known: str = "", out: str = "") -> Knowledge:
    """What a player knows, from `--known` items and `--out` letters.

    `known` is a comma-separated list of guesses with their answers, as written at the table:
    `A=1` (A occurs once), `E=0` (E is out), `W@1` or `W@1=yes` (W is first), `G@1=no`,
    `organ=no` (a wrong word). `out` lists eliminated letters (`ETS` is E=0,T=0,S=0).
    An answer that cannot be read, or answers that cannot all be true, are a GuessError (what
    `--known` says); eliminated letters that are not letters are an OptionError naming `--out`,
    so the player is sent to the option that holds the slip.
    """
    if length not in WORD_LENGTHS:
        raise GuessError(f"a Letterflip word has 3, 4, 5 or 6 letters, not {length}")
    knowledge = Knowledge(length)
    for letter in out.replace(",", "").replace(" ", ""):
        if not is_plain(letter.lower()):
            raise OptionError(f"expected letters A-Z, got {out!r}", "--out")
        knowledge = knowledge.learn(LetterGuess(letter.upper()), 0)
    for item in (part.strip() for part in known.split(",")):
        if not item:
            continue
        guess_text, sep, answer_text = item.partition("=")
        guess = parse_guess(guess_text)
        if not sep:
            if not isinstance(guess, PositionGuess):
                raise GuessError(f"{item!r} needs its answer, e.g. A=1, E=0, wagon=no")
            answer_text = "yes"
        answer = parse_answer(guess, answer_text)
        if isinstance(guess, PositionGuess) and not 1 <= guess.at <= length:
            raise GuessError(f"{item!r}: a {length}-letter word has no position {guess.at}")
        if isinstance(guess, PositionGuess) and answer is True and \
                knowledge.at.get(guess.at, guess.letter) != guess.letter:
            raise GuessError(f"{knowledge.at[guess.at]}@{guess.at} and {guess.letter}@{guess.at} are both "
                             f"yes: one position holds one letter")
        if isinstance(guess, LetterGuess) and knowledge.counts.get(guess.letter, answer) != answer:
            raise GuessError(f"{guess.letter} is given as {knowledge.counts[guess.letter]} "
                             f"and as {answer}")
        if isinstance(guess, WordGuess) and answer is True:
            raise GuessError(f"{item!r} would mean the word is identified; the next word is "
                             f"--word N (or --length L), with what is known about it")
        knowledge = knowledge.learn(guess, answer)
    problems = knowledge_problems(knowledge)
    if problems:
        raise GuessError("; ".join(problems))
    return knowledge


def knowledge_problems(knowledge: Knowledge) -> list[str]:
    """Why these answers cannot all be true of one word of this length (empty when they can)."""
    problems = []
    if knowledge.letters_known > knowledge.length:
        problems.append(f"the counts add up to {knowledge.letters_known}, more than the "
                        f"{knowledge.length} letters of the word")
    for at, letter in sorted(knowledge.at.items()):
        count = knowledge.counts.get(letter)
        if count == 0:
            problems.append(f"{letter}@{at} is yes, but {letter}=0 says the word has no {letter}")
        if (at, letter) in knowledge.not_at:
            problems.append(f"{letter}@{at} is given as both yes and no")
    for letter, count in sorted(knowledge.counts.items()):
        placed = sum(1 for placed_letter in knowledge.at.values() if placed_letter == letter)
        if count and placed > count:
            problems.append(f"{letter} is placed at {placed} positions, but {letter}={count}")
    if knowledge.all_letters_known:
        strays = sorted({letter for letter in knowledge.at.values() if not knowledge.counts.get(letter)})
        if strays:
            problems.append(f"the counts already account for all {knowledge.length} letters, so "
                            f"{', '.join(strays)} cannot be placed in the word")
    return problems


def contradicted_by(word: str, knowledge: Knowledge) -> list[str]:
    """The answers in `knowledge` that the card's word does not give (named, not corrected)."""
    wrong = [f"{letter}={count}" for letter, count in sorted(knowledge.counts.items())
             if truthful_answer(word, LetterGuess(letter)) != count]
    wrong += [f"{letter}@{at}=yes" for at, letter in sorted(knowledge.at.items())
              if truthful_answer(word, PositionGuess(letter, at)) is not True]
    wrong += [f"{letter}@{at}=no" for at, letter in sorted(knowledge.not_at)
              if truthful_answer(word, PositionGuess(letter, at)) is True]
    wrong += [f"{guess}=no" for guess in sorted(knowledge.wrong_words)
              if truthful_answer(word, WordGuess(fold(guess))) is True]
    return wrong
