"""The rules that admit words beyond SCOWL's size 70 (tools/frequent_words.py), on hand-made inputs.

Each expectation is worked out by hand from the rule in docs/lexicon.md: a frequent size-80 entry
or derived word is a word unless it is a near-miss of a much commoner word, a closed-class word
joined to another, a name or abbreviation SCOWL knows, or hand-excluded.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("frequent_words", ROOT / "tools" / "frequent_words.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


fw = _load_tool()
WORDS = {"always", "upon", "chain", "chat", "cha", "i", "a", "lot", "as", "well", "thank", "you", "security",
         "terrorism", "podcast", "board", "boarding", "live", "stream", "game", "play", "influence", "stop",
         "cat", "class"}
# Zipf values as wordfreq 3.1.1 gives them (zipf_frequency(word, "en", "large")).
ZIPFS = {"always": 5.89, "alway": 2.59, "upon": 5.02, "udon": 2.47, "chai": 3.29, "chain": 4.65, "chat": 4.57,
         "aswell": 3.21, "alot": 3.39, "thankyou": 3.06, "cybersecurity": 3.35, "bioterrorism": 2.29,
         "podcaster": 2.24, "livestream": 2.92, "gameplay": 3.51, "influence": 4.63, "influencer": 2.95,
         "glug": 2.08, "timberlake": 3.2, "rareword": 1.9}


def test_zipf_is_wordfreqs_scale() -> None:
    assert fw.zipf(1e-6) == 3.0  # once per million words
    assert fw.zipf(1e-7) == 2.0 and fw.zipf(0) == 0.0


def test_a_near_miss_of_a_much_commoner_word_is_a_misspelling() -> None:
    assert fw.near_miss("alway", WORDS, ZIPFS)  # always is 5.89 - 2.59 = 3.3 Zipf commoner, one letter away
    assert fw.near_miss("udon", WORDS, ZIPFS)  # upon: 2.55 commoner, one letter replaced
    assert not fw.near_miss("chai", WORDS, ZIPFS)  # chain and chat are only 1.36 and 1.28 commoner
    assert not fw.near_miss("influencer", WORDS, ZIPFS)  # influence + r is the word with an ending


def test_phrases_written_together_are_not_words() -> None:
    assert fw.closed_class_join("aswell", WORDS) and fw.closed_class_join("thankyou", WORDS)
    assert fw.closed_class_join("alot", WORDS)  # the article a in front
    assert not fw.closed_class_join("chai", WORDS)  # cha + i: a single i is no phrase


def test_derived_and_compound_words() -> None:
    assert fw.derived("cybersecurity", WORDS) and fw.derived("bioterrorism", WORDS)
    assert fw.derived("podcaster", WORDS) and fw.derived("classes", WORDS) and fw.derived("stopping", WORDS)
    assert not fw.derived("cats", WORDS)  # a stem of 3 letters is too short to be sure
    assert fw.compound("livestream", WORDS, ZIPFS) and fw.compound("gameplay", WORDS, ZIPFS)
    assert not fw.compound("chatbot", WORDS, ZIPFS)  # bot has 3 letters


def test_admitted_needs_frequency_and_keeps_out_names() -> None:
    kept_out = {"timberlake"}
    assert fw.admitted("chai", WORDS, ZIPFS, kept_out)
    assert not fw.admitted("rareword", WORDS, ZIPFS, kept_out)  # Zipf 1.9 < 2.0
    assert not fw.admitted("timberlake", WORDS, ZIPFS, kept_out)  # SCOWL lists it capitalised
    assert not fw.admitted("alway", WORDS, ZIPFS, kept_out) and not fw.admitted("aswell", WORDS, ZIPFS, kept_out)
    assert "skywalker" in fw.EXCLUDED and "kickstarter" in fw.EXCLUDED


def test_frequent_words_sorts_size80_entries_from_unlisted_ones() -> None:
    size80 = ["chai", "alway", "udon", "glug", "always"]
    scowl_any = WORDS | set(size80)
    from_size80, unlisted = fw.frequent_words(WORDS, size80, scowl_any, set(), ZIPFS)
    assert from_size80 == {"chai", "glug"}  # glug: 2.08 >= 2.0, and no commoner word one slip away here
    assert unlisted == {"cybersecurity", "bioterrorism", "podcaster", "livestream", "gameplay", "influencer"}
