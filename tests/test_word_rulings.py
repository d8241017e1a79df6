"""check-word's stream of words: a dictionary check without constraints is the ruling the
constraints' own path would give."""

from __future__ import annotations

from referee.dictionary import HouseRules, Lexicon, get_lexicon
from referee.games.word_rules import WordRules, rule_word

LEXICON = get_lexicon()
HOUSE = Lexicon(LEXICON.name, LEXICON.words, LEXICON.proper, LEXICON.abbreviations,
                HouseRules(frozenset({"qiuz", "zzyzx"}), frozenset({"cat"})),
                load_counts=LEXICON.load_counts, load_index=LEXICON.load_index,
                load_nearby=LEXICON.load_nearby)

WORDS = [
    "cat", "Cat", "CUCUMBER", "cockroach", "  padded  ", "café", "Café", "naïve", "Encyclopædia",
    "Brooklyn", "nasa", "e.g.", "three-year-old", "they'd", "ice cream", "r2d2", "",
    "definately", "recieve", "beutiful", "truely", "shleves", "pencl", "qiuz", "zzyzx",
    "xqzvtk", "bcdfgh", "a\u2028b", "x\u0085y", "\u00e9t\u00e9", "quote\"d", "back\\slash",
    "\u4e2d\u6587", "emoji\U0001f600", "tab\tword", "\x00the word\x00",
]
RULES = [WordRules(), WordRules(game="letter-tricks"), WordRules(game="first-class-letters"),
         WordRules(game="letter-roll"), WordRules(game="first-class-letters", dice=("C", "M", "R"), dead="A"),
         WordRules(game="letter-roll", letters=("A", "B", "T")), WordRules(min_length=5)]


def test_without_constraints_the_ruling_is_what_a_constraint_that_refuses_nothing_gives() -> None:
    """No constraint given: the game's letter rules are not run at all. A minimum length of one
    letter, which no word with a letter fails, goes through them and must agree."""
    for game in (None, "first-class-letters", "letter-roll", "letter-tricks"):
        for word in WORDS:
            if not any(c.isalpha() for c in word):
                continue
            assert WordRules(game=game).constrained is False
            assert WordRules(game=game, min_length=1).constrained is True
            assert (rule_word(LEXICON, word, WordRules(game=game))
                    == rule_word(LEXICON, word, WordRules(game=game, min_length=1))), (game, word)
