"""The one dictionary every command shares: is it a word, and if not, why not and what was meant.

The default lexicon is built from SCOWL and pyspellchecker's frequencies by `tools/build_lexicon.py`
(docs/lexicon.md) and ships precompiled in `data/`, so a cold `referee check-word` reads one small
text file instead of building a spell checker.

Layers, first match decides: the word's form (`forms`: spaces, hyphens, apostrophes, other
characters), house rules (`house`: deny beats allow), the lexicon's abbreviations and proper nouns,
its words (`lexicon`, over the shipped lists of `wordlist`; a `--lexicon` FILE, a pipe or stdin
too, is read once by `list_file`). `spelling` finds what a misspelling meant: `nearby` is the
shipped index of words within two edits (`search` adds house rules and scans lists that have no
index), `meant` rules which candidate was meant (the weights of its slips in `slip_costs`; the
floors in `floor` spare it costing most candidates), `in_play` which one has Letter Roll's
letters in play; `index` answers letter-multiset queries
(spellable from tiles, containing letters). `what_if` is the other lexicon `score-sheet
--what-if` rules with, its file read once.
"""

from referee.dictionary.correction import Correction
from referee.dictionary.forms import (
    ALPHABET,
    DICTIONARY_REASONS,
    Reason,
    fold,
    form_reasons,
    is_plain,
    letter_counts,
    missing_letters,
)
from referee.dictionary.house import HouseRules, load_house_rules
from referee.dictionary.index import LetterIndex, letter_mask
from referee.dictionary.lexicon import (
    DEFAULT_NAME,
    LEXICON_ENV,
    Lexicon,
    LexiconChoice,
    WordVerdict,
    get_lexicon,
    load_default,
    load_word_list,
)
from referee.dictionary.spelling import MAX_SUGGESTION_LENGTH, _edits1
from referee.dictionary.wordlist import DATA_DIR, WordCounts, WordList

__all__ = [
    "ALPHABET", "DATA_DIR", "DEFAULT_NAME", "DICTIONARY_REASONS", "LEXICON_ENV",
    "MAX_SUGGESTION_LENGTH", "Correction",
    "HouseRules", "LetterIndex", "Lexicon", "LexiconChoice", "Reason", "WordCounts", "WordList",
    "WordVerdict", "_edits1", "fold", "form_reasons", "get_lexicon", "is_plain",
    "letter_counts", "letter_mask", "load_default", "load_house_rules", "load_word_list",
    "missing_letters",
]
