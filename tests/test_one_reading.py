"""One reading of a misspelling everywhere: `check-word` with a round's constraints rules a
misspelled word exactly as `score-sheet` does in that round (issue 11).

First-Class Letters: "If a word is misspelled, simply look up the proper spelling, correct the
word on your player sheet, and score the correctly-spelled word instead (checking that it doesn't
use the dead letter)." Letter Roll: "players are not penalized for misspelled words... the correct
spelling must contain the three letters on the dice." The misspellings are made from lexicon
words the way people slip: a letter dropped, two letters swapped, a letter doubled, a vowel
changed. Both commands run through the CLI, so neither can share a shortcut the other lacks.
"""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from referee.dictionary import get_lexicon
from tests.conftest import json_lines, run, score_sheet

WORDS = sorted(w for w in get_lexicon().all_words() if 4 <= len(w) <= 12)
LETTERS = "ABCDEFGHILMNOPRSTUY"
VOWELS = "aeiou"


@st.composite
def misspelling(draw: st.DrawFn) -> str:
    """A lexicon word with one slip in it (sometimes none: a real word must read the same too)."""
    return slip_in(draw, draw(st.sampled_from(WORDS)))


@st.composite
def misspelling_and_its_letters(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A misspelled lexicon word and two or three of the word's own letters as the letters in
    play: the round where Letter Roll's reading may choose another candidate than the dictionary's."""
    word = draw(st.sampled_from(WORDS))
    letters = draw(st.lists(st.sampled_from(range(len(word))), min_size=2, max_size=3, unique=True))
    return slip_in(draw, word), [word[i].upper() for i in letters]


def slip_in(draw: st.DrawFn, word: str) -> str:
    """`word` with one slip: a letter dropped, two swapped, one doubled, a vowel changed, or none."""
    i = draw(st.integers(0, len(word) - 2))
    slip = draw(st.sampled_from(["drop", "swap", "double", "vowel", "none"]))
    if slip == "drop":
        return word[:i] + word[i + 1:]
    if slip == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if slip == "double":
        return word[:i] + word[i] + word[i:]
    if slip == "vowel":
        at = [j for j, c in enumerate(word) if c in VOWELS]
        if at:
            j = at[i % len(at)]
            return word[:j] + draw(st.sampled_from([v for v in VOWELS if v != word[j]])) + word[j + 1:]
    return word


def check_word(options: list[str], words: list[str]) -> list[dict[str, Any]]:
    result = run(["check-word", *options, "-f", "json", "-"], input="".join(w + "\n" for w in words))
    assert result.exit_code in (0, 1), result.stderr
    return json_lines(result.stdout)


@settings(max_examples=8, deadline=None)
@given(words=st.lists(misspelling(), min_size=1, max_size=8),
       dice=st.lists(st.sampled_from(LETTERS), min_size=3, max_size=3),
       dead=st.sampled_from(LETTERS), initial=st.none() | st.sampled_from(LETTERS))
def test_first_class_check_word_reads_a_misspelling_as_score_sheet_does(
        words: list[str], dice: list[str], dead: str, initial: str | None) -> None:
    dead = next(c for c in dead + LETTERS if c not in dice)
    options = ["--dice", "".join(dice), "--dead", dead, *(["--initial", initial] if initial else [])]
    checked = check_word(options, words)
    row_number = 2 if initial else 1  # row 2 is special (initial) in these records, row 1 is not
    records = [{"game": "first-class-letters", "mode": "solo",
                "special": {2: initial or "C", 4: "M", 6: "R"},
                "rounds": [{"dice": dice, "dead": dead}],
                "players": [{"name": "Ana", "rows": [{"word": word, "round": 1} if row == row_number else None
                                                     for row in range(1, 8)]}]}
               for word in words]
    for word, check, sheet in zip(words, checked, score_sheet(records), strict=True):
        row = sheet["players"][0]["rows"][row_number - 1]
        assert (check["valid"], check["reasons"], check["score"], check["read_as"]) == (
            row["status"] == "scored", row["reasons"], row["score"], row["corrected"]), (word, check, row)


@settings(max_examples=8, deadline=None)
@given(words=st.lists(misspelling(), min_size=1, max_size=8, unique=True),
       letters=st.lists(st.sampled_from(LETTERS), min_size=2, max_size=3),
       min_length=st.none() | st.integers(3, 8))
# The letters in play choose the reading (docs/letter-roll.md, ruling 4): nife on K-N-F is knife
# (the one candidate as close as nice with K, N and F), tra on T-R-A is nothing clear (tray, trap,
# tar, ...), truely on T-L-E stays truly (nothing as close has an E).
@example(words=["nife", "tra", "truely"], letters=["K", "N", "F"], min_length=None)
@example(words=["tra", "nife"], letters=["T", "R", "A"], min_length=None)
@example(words=["truely", "tra"], letters=["T", "L", "E"], min_length=5)
def test_letter_roll_check_word_reads_a_misspelling_as_score_sheet_does(
        words: list[str], letters: list[str], min_length: int | None) -> None:
    assert_check_word_reads_as_score_sheet(words, letters, min_length)


@settings(max_examples=8, deadline=None)
@given(rounds=st.lists(misspelling_and_its_letters(), min_size=1, max_size=4))
def test_letter_roll_check_word_reads_in_the_light_of_the_letters_as_score_sheet_does(
        rounds: list[tuple[str, list[str]]]) -> None:
    for word, letters in rounds:
        assert_check_word_reads_as_score_sheet([word], letters, None)


def assert_check_word_reads_as_score_sheet(words: list[str], letters: list[str], min_length: int | None) -> None:
    """`check-word --letters` rules each word as `score-sheet` does in a round with those letters."""
    options = ["--letters", "".join(letters), *(["--min-length", str(min_length)] if min_length else [])]
    checked = check_word(options, words)
    # One word a player (2 to 8 players), so no word is crossed as a repeat of its player's.
    names = [f"P{i}" for i in range(max(2, len(words)))]
    lists = {name: ([words[i]] if i < len(words) else []) for i, name in enumerate(names)}
    [sheet] = score_sheet([{"game": "letter-roll", "players": names, "rounds": [{
        "roller": names[0], "letters": letters, "lists": lists,
        **({"min-length": {name: min_length for name in names}} if min_length else {})}]}])
    ruled = {name: player["words"] for name, player in sheet["rounds"][0]["players"].items()}
    for i, (word, check) in enumerate(zip(words, checked, strict=True)):
        [listed] = ruled[names[i]]
        if "duplicate" in listed["reasons"]:  # two slips that read as the same word
            continue
        assert (check["valid"], check["reasons"], check["read_as"]) == (
            listed["status"] == "scored", listed["reasons"], listed["corrected"]), (word, check, listed)
