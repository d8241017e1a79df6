"""Every Letterflip hint agrees with the referee's own replay: a word the hint offers as a candidate
gets, from the referee, the very answers the log recorded, the card's true word is always among
them, and each guess's keep chance is the share of candidates the referee would answer "correct".

The oracle is the replay `score-sheet` rules with (`replay`, `truthful_answer`, `is_correct`), not
the hint's letter masks and counters, so a hint can never offer a word the referee's answers rule out.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from referee.games.letterflip.card import WORD_LENGTHS, LetterflipCard, Side, card_pools
from referee.games.letterflip.guesses import LetterGuess, PositionGuess, is_correct, truthful_answer
from referee.games.letterflip.hints import analyse
from referee.games.letterflip.replay import Turn, replay

LEXICON = get_lexicon()
POOLS = card_pools(LEXICON, Side.STANDARD)
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@st.composite
def logs(draw: st.DrawFn) -> tuple[LetterflipCard, list[Turn]]:
    """A standard card and a few of Ann's guesses at its first word, answered by the referee (no
    `answer:` recorded), then position guesses once every letter is known."""
    card = LetterflipCard(tuple(draw(st.sampled_from(POOLS[length])) for length in WORD_LENGTHS))
    word = card.words[0].upper()
    letters = draw(st.lists(st.sampled_from(ALPHABET), min_size=1, max_size=8, unique=True))
    if draw(st.booleans()):  # often ask every letter of the word too, so positions come into play
        letters += [letter for letter in dict.fromkeys(word) if letter not in letters]
    turns = [Turn("Ann", LetterGuess(letter)) for letter in letters]
    if sum(word.count(letter) for letter in letters) == len(word):
        spots = draw(st.lists(st.tuples(st.integers(1, len(word)), st.sampled_from(sorted(set(word)))),
                              max_size=3, unique=True))
        turns += [Turn("Ann", PositionGuess(letter, at)) for at, letter in spots]
    return card, turns


@settings(max_examples=40, deadline=None)
@given(logs())
def test_every_letterflip_hint_is_one_the_referee_agrees_with(log: tuple[LetterflipCard, list[Turn]]) -> None:
    card, turns = log
    game = replay({"Ann": card, "Bob": card}, turns)
    state = game.players["Ann"]
    if state.solved:
        return  # no word guesses are drawn, so Ann is still on her first word
    hint = analyse(state.knowledge, LEXICON, limit=30, side=Side.STANDARD)
    assert card.words[0] in hint.candidates
    for candidate in hint.candidates:
        # The referee answers every turn of the log alike for the candidate and for the true word.
        assert [truthful_answer(candidate, t.guess) for t in turns] == [r.truth for r in game.turns], candidate
    for suggestion in hint.by_keep_chance:
        kept = sum(is_correct(suggestion.guess, truthful_answer(w, suggestion.guess)) for w in hint.candidates)
        assert suggestion.keep_chance == kept / len(hint.candidates), suggestion.text
