"""How a game reads a written word: as written, or as its clear correction.

First-Class Letters: "If a word is misspelled, simply look up the proper spelling, correct the word
on your player sheet, and score the correctly-spelled word instead (checking that it doesn't use
the dead letter)." Letter Roll: "players are not penalized for misspelled words... the correct
spelling must contain the three letters on the dice." So in those two games a misspelling with a
clear correction is ruled, checked and scored as the correction; LetterTricks and Letterflip
words come from cards and guesses and are taken as written.

`reading_of` is the one place that decides this (with `reading_in_play` for Letter Roll once
the letters in play are known): `check-word`, `score-sheet`, `dedupe-lists`, `hint` and
`--analyse` all read words through them, so no command can rule a misspelling in a way
the games do not. Which word is the clear correction is the dictionary's business
(`WordVerdict.corrected`, `Lexicon.correct_in_play`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from referee.dictionary import Lexicon, Reason, WordVerdict, is_plain
from referee.games import REGISTRY

CORRECTING_GAMES = frozenset(game.value for game, entry in REGISTRY.items() if entry.corrects)
"""The games whose rulebooks score a misspelled word as its correct spelling (quoted above)."""


class Reading(NamedTuple):
    """A written word as a game reads it: the spelling it checks and scores, and why not."""

    verdict: WordVerdict
    spelled: str
    """The folded word as written, or its clear correction: what the game's rules are checked on."""
    corrected: str | None
    """The clear correction the word is read as, or None when it is read as written."""

    @property
    def faults(self) -> tuple[Reason, ...]:
        """The dictionary's reasons that stand: none when the word is valid or read as its correction."""
        return () if self.corrected is not None else self.verdict.reasons

    @property
    def plain(self) -> bool:
        """Whether the spelling is plain letters, so the game's letter rules can be checked on it."""
        return is_plain(self.spelled)


def corrects(game: str | None) -> bool:
    """Whether `game` scores a misspelling as its clear correction (None: no game, no scoring)."""
    return game in CORRECTING_GAMES


def reading_of(verdict: WordVerdict, correcting: bool = True) -> Reading:
    """The reading of a dictionary verdict: the clear correction when the game corrects spelling.

    Only a word refused for its spelling alone (`not-in-dictionary`) is corrected: a proper noun,
    an abbreviation or a hyphenated word is not a misspelling.
    """
    if (correcting and not verdict.valid and verdict.corrected is not None
            and verdict.reasons == (Reason.NOT_IN_DICTIONARY,)):
        return Reading(verdict, verdict.corrected, verdict.corrected)
    return Reading(verdict, verdict.folded, None)


def reading_in_play(lexicon: Lexicon, verdict: WordVerdict, letters: Sequence[str]) -> Reading:
    """Letter Roll's reading when the round's letters in play are known: a misspelling is read as
    the candidate with those letters when the dictionary's clear correction lacks them and one
    such candidate is clear (`Lexicon.correct_in_play`), so `nife` on K-N-F is knife. First-Class
    Letters keeps `reading_of`: its letters change the score, not whether the word counts."""
    if not letters or verdict.valid or verdict.reasons != (Reason.NOT_IN_DICTIONARY,):
        return reading_of(verdict)
    corrected = lexicon.correct_in_play(verdict.folded, "".join(letters), verdict.corrected)
    return Reading(verdict, verdict.folded if corrected is None else corrected, corrected)


def read(lexicon: Lexicon, word: str, correcting: bool = True) -> Reading:
    """Ask the dictionary about `word` and read it as a correcting game does."""
    return reading_of(lexicon.check(word), correcting)


def sheet_as_read(lexicon: Lexicon, words: Sequence[str | None]) -> list[str | None]:
    """A First-Class Letters sheet's words as the alphabetical check sees them: each as read (a
    misspelling as its clear correction), None for an empty row and for a word the dictionary
    cancels (canceled words take no part in the check, interface section 10)."""
    read_words: list[str | None] = []
    for word in words:
        reading = read(lexicon, word) if word is not None else None
        valid = reading is not None and (reading.verdict.valid or reading.corrected is not None)
        read_words.append(reading.spelled if reading is not None and valid else None)
    return read_words
