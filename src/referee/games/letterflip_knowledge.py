"""Letterflip knowledge that cannot be right: answers that contradict each other, or the card.

`--known` is typed by a person from what was said at the table; a slip (`O=1` for BOOK, `W@1` and
`G@1` both yes) would make the referee answer from a state no card can be in. These checks say
what is wrong instead, without telling the card's word.
"""

from __future__ import annotations

from referee.dictionary import fold
from referee.games.letterflip import Knowledge, LetterGuess, PositionGuess, WordGuess, truthful_answer


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
