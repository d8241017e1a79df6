"""check-word's stream of words: the faster JSON line is the one JSON object, byte for byte, and a
dictionary check without constraints is the ruling the constraints' own path would give."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, get_lexicon, load_word_list
from referee.games.word_rules import WordRules, WordRuling, rule_word
from referee.render import JsonTemplate, to_json
from referee.word_rulings import RulingLines

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


def test_every_ruling_line_is_the_json_object_of_as_json(tmp_path: Path) -> None:
    named = tmp_path / "liste café.txt"  # a lexicon's name is in every line it decides
    named.write_text("cat\ncafe\nnaive\nBrooklyn\nNASA\n", encoding="utf-8")
    lines = RulingLines()  # one for everything: a template made for one word serves the others
    checked = 0
    for lexicon in (LEXICON, HOUSE, load_word_list(named)):
        for rules in RULES:
            for word in WORDS:
                ruling = rule_word(lexicon, word, rules)
                assert lines.line(ruling) == to_json(ruling.as_json()), (lexicon, rules, word)
                checked += 1
    assert checked == 3 * len(RULES) * len(WORDS)


def test_valid_words_share_one_template() -> None:
    lines = RulingLines()
    for word in ("cat", "Dog", "cucumber"):
        lines.line(rule_word(LEXICON, word, WordRules()))
    assert [type(t) for t in lines._templates.values()] == [JsonTemplate]


def test_an_object_with_the_word_in_another_field_is_encoded_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A template stands for the `word` field only: were the folded word in the object too (it is
    not today), the mark would be found twice and each line encoded whole, still the same bytes."""
    plain_json = WordRuling.as_json

    def with_folded(ruling: WordRuling) -> dict[str, Any]:
        return {**plain_json(ruling), "folded": ruling.verdict.folded}

    monkeypatch.setattr(WordRuling, "as_json", with_folded)
    lines = RulingLines()
    for word in ("cat", "Cat", "CUCUMBER", "Café"):
        ruling = rule_word(LEXICON, word, WordRules())
        assert lines.line(ruling) == to_json(ruling.as_json())
    assert '"folded": "cafe"' in lines.line(rule_word(LEXICON, "Café", WordRules()))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=12),
                          st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9)), max_size=20))
def test_lines_of_any_words_in_any_order(words: list[str]) -> None:
    lines = RulingLines()
    for word in words:
        ruling = rule_word(HOUSE, word, WordRules(), suggest=False)
        assert lines.line(ruling) == to_json(ruling.as_json())


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
