"""One verdict cache per run: a misspelling is searched once, whichever game or command asks."""

from __future__ import annotations

import pytest

from referee.dictionary import Lexicon, get_lexicon
from referee.dictionary import lexicon as lexicon_module
from referee.games.first_class.model import RoundRoll
from referee.games.first_class.words import Speller, rule_word
from referee.games.letter_roll.lists import rule_lists
from referee.games.letter_tricks.cards import LetterCard
from referee.games.letter_tricks.scoring import score_single_word
from referee.games.word_rules import WordRules
from referee.games.word_rules import rule_word as check_word_rule

BASE = get_lexicon()


def fresh_lexicon() -> Lexicon:
    """The default word lists in a lexicon of its own, so the cache starts empty."""
    return Lexicon(BASE.name, BASE.words, BASE.proper, BASE.abbreviations,
                   load_counts=BASE.load_counts, load_index=BASE.load_index, load_nearby=BASE.load_nearby)


def counted(lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    searched: list[str] = []
    near = lexicon.nearby.near

    def counting(folded: str) -> dict[str, int]:
        searched.append(folded)
        return near(folded)

    monkeypatch.setattr(lexicon.nearby, "near", counting)
    return searched


def test_every_game_shares_the_verdicts(monkeypatch: pytest.MonkeyPatch) -> None:
    lexicon = fresh_lexicon()
    searched = counted(lexicon, monkeypatch)
    # Letter Roll, two rounds of two records each: the same misspelling every time.
    for _ in range(2):
        rule_lists(lexicon, ["P", "E", "C"], {"Ann": ["pencil", "pecan"], "Bob": ["pencl"]})
        rule_lists(lexicon, ["P", "E", "C"], {"Ann": ["pencl"], "Bob": ["space"]})
    rule_word(Speller(lexicon), "pencl", RoundRoll(1, ("P", "N", "C"), "Z"))  # First-Class Letters
    score_single_word(lexicon, ["pencl"], [LetterCard.parse(c) for c in ("Y:P", "B:E", "R:N", "Y:C", "B:L")],
                      advanced=False)  # LetterTricks
    check_word_rule(lexicon, "pencl", WordRules())  # check-word
    assert searched == ["pencl"]


def test_the_cache_keeps_a_bounded_number_of_verdicts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexicon_module, "VERDICTS_KEPT", 3)
    lexicon = fresh_lexicon()
    for word in ("apple", "pear", "plum", "fig", "apple"):
        assert lexicon.check(word).valid
        assert len(lexicon._verdicts) <= 3


def test_a_cached_verdict_is_the_verdict() -> None:
    lexicon = fresh_lexicon()
    first = lexicon.check("recieve")
    assert lexicon.check("recieve") is first
    assert first == BASE.check("recieve")
    assert lexicon.check("recieve", suggest=False).candidates == ()  # asked without suggestions
