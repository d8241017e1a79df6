"""`hint letter-tricks`' suggestions as JSON objects, built from the typed hints of
`letter_tricks.hints`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.games.letter_tricks.cards import cards_text

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import CardNames
    from referee.games.letter_tricks.hints import CardWord, TeamHint, TeamSearch, TrickHint, WordSet


def card_word_json(word: CardWord) -> dict[str, Any]:
    """A word the cards make: the word, the cards it uses, their points and how common it is."""
    return {"word": word.word, "cards": cards_text(word.cards), "points": word.points,
            "frequency": word.frequency}


def single_hint_json(hint: TrickHint, name: CardNames = str) -> dict[str, Any]:
    """A 4-5 player suggestion: the word, its score, the cards it uses and those left over."""
    return {"word": hint.word.word, "score": hint.score, "points": hint.word.points,
            "cards": cards_text(hint.word.cards, name), "unused": cards_text(hint.unused, name),
            "frequency": hint.word.frequency}


def suit_words_json(found: WordSet, victory: TeamHint | TeamSearch | None = None) -> dict[str, Any]:
    """A one-word-per-suit suggestion (3 players, or a team's winning words with `victory`): the
    words joined, the score, each word with its suit, the cards left over."""
    out: dict[str, Any] = {"word": " ".join(w.word.word for w in found.words), "score": found.score}
    if victory is not None:
        out |= {"victory": True, "min_cards": victory.min_cards}
    out["words"] = [{"suit": w.suit.value, **card_word_json(w.word)} for w in found.words]
    out["unused"] = cards_text(found.unused)
    return out


def no_victory_json(found: TeamHint | TeamSearch) -> dict[str, Any]:
    """A team's cards that cannot claim victory yet: the cards a word needs, the suits missing."""
    return {"word": None, "score": None, "victory": False, "min_cards": found.min_cards,
            "missing": [s.value for s in found.missing]}


def trick_word_hint_json(word: CardWord, name: CardNames = str) -> dict[str, Any]:
    """Cooperative: a word that uses every card of the trick (a trick formed scores 1)."""
    return {"word": word.word, "score": 1, "cards": cards_text(word.cards, name), "frequency": word.frequency}

