"""First-Class Letters words: each record's words are ruled with the lexicon it is ruled with."""

from __future__ import annotations

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games.first_class.record import adjudicate
from referee.records import load_text

LEX = get_lexicon()


def test_records_ruled_with_different_lexicons_in_turn_each_get_their_own_verdicts() -> None:
    """Nothing is kept between records: a house rule's lexicon and the plain one, taken in turns,
    each rule crumb (C, M, R: 3 checkmarks, doubled = 6) their own way."""
    strict = get_lexicon(LexiconChoice(deny=("crumb",)))
    text = """
game: first-class-letters
mode: cooperative
special: [B, L, S]
rounds:
- {dice: [C, M, R], dead: Z, words: {Ana: crumb}, row: 1}
"""
    [document] = load_text(text, "record.yaml")
    for lexicon, score in ((LEX, 6), (strict, 0), (LEX, 6), (strict, 0)):
        assert adjudicate(document.root, lexicon).record["communal"]["total"] == score
