"""The default lexicon, held to a labeled set: at least 98% right overall and 90% in every class,
and clear corrections of real misspellings right at least 85% of the time and wrong at most 2%.

The set (tests/data/lexicon-accuracy.tsv) is labeled from sources independent of the lexicon
(docs/lexicon.md); the measuring code is tools/lexicon_accuracy.py, which prints the same table.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.dictionary import fold, load_default

ROOT = Path(__file__).resolve().parent.parent
SCOWL_LISTS = (Path("/usr/share/dict/american-english-large"), Path("/usr/share/dict/british-english-large"))
MINIMUM_PER_CLASS = {"common": 200, "current": 150, "loanword": 60, "rare": 100, "also-a-name": 100,
                     "proper-noun": 150, "abbreviation": 60, "hyphen-apostrophe": 50, "non-word": 10,
                     "gibberish": 80, "misspelling": 300}


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lexicon_accuracy", ROOT / "tools" / "lexicon_accuracy.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
CASES = tool.load_cases()


def test_the_set_is_large_enough_and_every_class_is_represented() -> None:
    assert len(CASES) >= 2000
    sizes = Counter(case.kind for case in CASES)
    for kind, minimum in MINIMUM_PER_CLASS.items():
        assert sizes[kind] >= minimum, f"{kind}: {sizes[kind]} words, want at least {minimum}"


def test_labels_are_consistent() -> None:
    folded = Counter(fold(case.word) for case in CASES)
    assert [w for w, n in folded.items() if n > 1] == []
    for case in CASES:
        assert case.valid == (case.kind in tool.VALID_CLASSES), case
        assert case.valid == (not case.reasons), case
        assert bool(case.meant) == (case.kind == "misspelling"), case
    rulebook = {case.word for case in CASES if case.source.startswith("rulebook example")}
    assert {"Brooklyn", "Canada", "croissant", "amigo", "three-year-old", "they'd"} <= rulebook


@pytest.mark.skipif(not all(p.exists() for p in SCOWL_LISTS), reason="SCOWL word lists not installed")
def test_gibberish_is_in_no_scowl_list_in_any_case() -> None:
    known = tool.read_known([str(p) for p in SCOWL_LISTS])
    assert [case.word for case in CASES if case.kind == "gibberish" and fold(case.word) in known] == []


def test_every_gibberish_row_is_what_the_seeded_generator_made() -> None:
    rows = [case for case in CASES if case.kind == "gibberish"]
    for case in rows:
        _, _, seed, _, attempt, kind = case.source.split()
        assert tool.candidate(int(seed), int(attempt)) == (case.word, kind.strip("()")), case
    assert Counter(case.source.split()[-1] for case in rows) == {"(pronounceable)": 60, "(unpronounceable)": 60}


def test_gibberish_generator_is_reproducible_and_keeps_out_known_words() -> None:
    first = tool.gibberish(40, 7, {"blorp"})
    assert first == tool.gibberish(40, 7, {"blorp"})
    assert len({w for _, w, _ in first}) == 40
    assert all(tool.candidate(7, attempt) == (w, kind) for attempt, w, kind in first)
    known = {w for _, w, _ in first[:10]}
    again = tool.gibberish(40, 7, known)
    assert not known & {w for _, w, _ in again}
    assert again[:30] == first[10:40]  # rejecting words skips their attempts, changes nothing else


RULINGS = tool.referee_rulings(load_default(), CASES)


def test_default_lexicon_meets_the_accuracy_thresholds() -> None:
    tallies, fixes = tool.evaluate(RULINGS, CASES), tool.corrections(RULINGS, CASES)
    problems = tool.failures(tallies, fixes)
    assert problems == [], "\n" + tool.table(tallies) + "\n" + "\n".join(problems)
    assert tallies["overall"].accuracy >= tool.OVERALL_THRESHOLD
    assert all(tallies[kind].accuracy >= tool.CLASS_THRESHOLD for kind in tool.CLASSES)
    assert tallies["overall"].total == len(CASES)


def test_clear_corrections_are_right_or_absent() -> None:
    fixes = tool.corrections(RULINGS, CASES)
    assert fixes.total >= 300
    assert fixes.share(fixes.right) >= tool.CLEAR_RIGHT_THRESHOLD, fixes.absent
    assert fixes.share(len(fixes.wrong)) <= tool.CLEAR_WRONG_THRESHOLD, fixes.wrong


@pytest.mark.skipif(not Path("/usr/share/dict/scowl").is_dir(), reason="SCOWL's lists by size not installed")
def test_no_drawn_misspelling_is_in_any_scowl_list() -> None:
    # The draw rejected every misspelling SCOWL has at any size, in any case: none is a rare real word.
    known = tool.read_known([str(p) for p in sorted(Path("/usr/share/dict/scowl").iterdir())])
    drawn = [case.word for case in CASES if case.source.startswith("codespell")]
    assert len(drawn) >= 250 and [w for w in drawn if w in known] == []


def test_the_misspelling_rows_come_from_their_sources() -> None:
    rows = [case for case in CASES if case.kind == "misspelling"]
    assert {case.source for case in rows} == {"common misspelling (hand-labeled)", "codespell dictionary, seed 2026"}
    assert all(case.word.isalpha() and case.word.islower() and case.meant.isalpha() for case in rows)


def test_failures_name_the_misclassified_words() -> None:
    lexicon = load_default()
    wrong = [tool.Case("cucumber", "gibberish", False, "deliberately mislabeled", frozenset(), 1),
             tool.Case("zqxjv", "common", True, "deliberately mislabeled", frozenset(), 2)]
    problems = tool.failures(tool.evaluate(lexicon, wrong))
    assert problems[0].startswith("overall accuracy 0.0% < 98%")
    assert "cucumber (gibberish, expected invalid, ruled valid)" in problems[-1]
    assert "zqxjv (common, expected valid, ruled invalid not-in-dictionary)" in problems[-1]


def test_reasons_are_compared_as_sets() -> None:
    case = tool.Case("jack-o'-lantern", "hyphen-apostrophe", False, "note",
                     frozenset({"apostrophe", "hyphen"}), 1)
    tally = tool.evaluate(load_default(), [case])["hyphen-apostrophe"]
    assert (tally.right, tally.reason_right, tally.reason_total) == (1, 1, 1)


def test_the_table_lists_every_class_and_overall() -> None:
    text = tool.table(tool.evaluate(load_default(), CASES))
    for kind in (*MINIMUM_PER_CLASS, "**overall**"):
        assert f"| {kind} | " in text


def test_inflected_acronyms_and_degrees_are_refused_as_abbreviations_not_names() -> None:
    lexicon = load_default()
    for word in ("TVs", "DVDs", "UFOs", "PhD"):
        verdict = lexicon.check(word, suggest=False)
        assert (verdict.valid, [r.value for r in verdict.reasons]) == (False, ["abbreviation"]), word
    assert [r.value for r in lexicon.check("DiCaprio", suggest=False).reasons] == ["proper-noun"]


LEXICON = load_default()


@given(st.sampled_from(CASES), st.sampled_from([str.lower, str.upper, str.title, str.capitalize]))
def test_a_ruling_does_not_depend_on_how_the_word_is_capitalised(case: Any, recase: Callable[[str], str]) -> None:
    original, changed = LEXICON.check(case.word, suggest=False), LEXICON.check(recase(case.word), suggest=False)
    assert (changed.valid, changed.reasons) == (original.valid, original.reasons)


def test_hunspell_is_measured_on_the_same_words() -> None:
    sample = [case for case in CASES if case.word in ("water", "Brooklyn", "recieve", "three-year-old")]
    rulings = tool.hunspell_rulings(sample)
    if rulings is None:
        pytest.skip("hunspell not installed")
    by_word = {case.word: ruling for case, ruling in zip(sample, rulings, strict=True)}
    assert by_word["water"].valid and by_word["Brooklyn"].valid  # hunspell accepts names
    assert (by_word["recieve"].valid, by_word["recieve"].corrected) == (False, "receive")
