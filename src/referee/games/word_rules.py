"""Constraints a game puts on a single word, on top of the dictionary (interface section 5).

`check-word` only parses its options into `WordRules`; which game they belong to, whether they go
together, and how a misspelling is read (`reading.reading_of`) are decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from referee.dictionary import Lexicon, Reason, WordVerdict, fold, missing_letters
from referee.errors import OptionError
from referee.games import REGISTRY
from referee.games.reading import corrects, reading_in_play, reading_of

if TYPE_CHECKING:
    from referee.games.first_class.score import WordScore

TITLES = {game.value: entry.title for game, entry in REGISTRY.items()}


class WordRules(NamedTuple):
    """Everything `check-word` may be told about the round a word was written in. (Named tuples
    here, not dataclasses: a cold start defines them, and a dataclass costs a millisecond.)"""

    game: str | None = None
    dice: tuple[str, ...] = ()
    dead: str | None = None
    priority: str | None = None
    initial: str | None = None
    letters: tuple[str, ...] = ()
    min_length: int | None = None
    lengths: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()
    """LetterTricks: the letters of the cards a word must come from (`QU` may stand for Q or QU)."""

    @property
    def scores(self) -> bool:
        """Whether a First-Class Letters score can be given (the letter dice are known)."""
        return bool(self.dice)

    @property
    def corrects(self) -> bool:
        """Whether the game scores a misspelling as its clear correction (First-Class, Letter Roll)."""
        return corrects(self.game)

    @property
    def shows_corrections(self) -> bool:
        """Whether a clear correction means something here: the games that score it, or a plain
        dictionary check (which shows what those games would score)."""
        return self.game is None or self.corrects

    @property
    def constrained(self) -> bool:
        """Whether any of the round's constraints is given (a game alone constrains nothing)."""
        return self[1:] != _NO_CONSTRAINTS

    @property
    def plain(self) -> bool:
        """Whether the dictionary's answer is the ruling: no constraint given, and no game that
        corrects spelling or sets word lengths."""
        return not self.constrained and self.game in (None, "letter-tricks")

    @property
    def whole_card(self) -> bool:
        """Whether the words must all be read first: four Letterflip words are one card."""
        return self.game == "letterflip"

    def at(self, position: int, count: int) -> WordRules:
        """The rules for the word at `position` of `count`: four Letterflip words are a hand-made
        card, 3, 4, 5 and 6 letters in that order; otherwise any of those lengths."""
        if self.game != "letterflip":
            return self
        lengths = _letterflip_lengths()
        if count == len(lengths):
            return self._replace(lengths=(lengths[position],))
        return self._replace(lengths=lengths)


_NO_CONSTRAINTS = WordRules()[1:]
"""Every field but the game, as `WordRules()` leaves them."""


# The games' own modules, imported at the first word that needs one (a plain cold check loads
# none of them) and kept: an import statement run again costs about 1.3 us, once per word.
@cache
def _letterflip_lengths() -> tuple[int, ...]:
    from referee.games.letterflip.card import WORD_LENGTHS

    return WORD_LENGTHS


@cache
def _first_class_score() -> Callable[[str, Sequence[str]], WordScore]:
    from referee.games.first_class.score import word_score

    return word_score


@cache
def _letter_dice() -> int:
    """First-Class Letters rolls three letter dice (and the dead-letter die): the game's own count."""
    from referee.games.first_class.score import DICE

    return DICE


@cache
def _lettertricks_spelling() -> Callable[[str, Sequence[str]], bool]:
    from referee.games.letter_tricks.spelling import can_spell

    return can_spell


def _priority_on_the_dice(dice: tuple[str, ...], priority: str) -> bool:
    """First-Class's rule, asked of its model only when a priority letter is given: a plain cold
    check never loads the game's model (its dataclasses cost milliseconds to define)."""
    from referee.games.first_class.model import priority_on_the_dice

    return priority_on_the_dice(dice, priority)


class RulesError(OptionError):
    """Constraints that do not make one game's round; `option` names the one to fix, if any."""


def _given(rules: WordRules) -> dict[str, list[str]]:
    """The options given, by the game whose rule each one is."""
    first_class = [name for name, value in (("--dice", rules.dice), ("--dead", rules.dead),
                                            ("--priority", rules.priority), ("--initial", rules.initial))
                   if value]
    given = {"first-class-letters": first_class, "letter-roll": ["--letters"] if rules.letters else [],
             "letter-tricks": ["--cards"] if rules.cards else []}
    return {game: options for game, options in given.items() if options}


def _belong(options: list[str], game: str) -> str:
    """`--dice is a First-Class Letters rule`, `--dice and --dead are First-Class Letters rules`."""
    if len(options) == 1:
        return f"{options[0]} is a {TITLES[game]} rule"
    return f"{', '.join(options[:-1])} and {options[-1]} are {TITLES[game]} rules"


def resolve_rules(rules: WordRules) -> WordRules:
    """The game a round's constraints belong to, and the round checked: one game's options only,
    three letter dice, the priority letter one of them (interface sections 5 and 10)."""
    given = _given(rules)
    if len(given) > 1:
        (game_a, options_a), (game_b, options_b) = list(given.items())[:2]
        raise RulesError(f"{_belong(options_a, game_a)} and {_belong(options_b, game_b)}: a word is "
                         f"checked against one game's rules")
    game = rules.game
    for meant, options in given.items():
        if game is None:
            game = meant
        elif game != meant:
            raise RulesError(f"{_belong(options, meant)}, not a {TITLES[game]} one (--game {game})")
    if rules.dice and len(rules.dice) != _letter_dice():
        raise RulesError(f"First-Class Letters has three letter dice, got {len(rules.dice)}", "--dice")
    if rules.priority and rules.dice and not _priority_on_the_dice(rules.dice, rules.priority):
        raise RulesError(f"the priority letter must be one of the dice ({''.join(rules.dice)}), got "
                         f"{rules.priority}", "--priority")
    return rules._replace(game=game)


class WordRuling(NamedTuple):
    """A word ruled under a game's constraints: the dictionary's verdict plus the game's reasons."""

    verdict: WordVerdict
    reasons: tuple[Reason, ...]
    score: int | None
    read_as: str | None = None
    """The correction the word was checked and scored as (First-Class Letters, Letter Roll; with
    Letter Roll's letters in play, the candidate that has them when the clear correction does not)."""

    @property
    def valid(self) -> bool:
        return not self.reasons

    def as_json(self) -> dict[str, Any]:
        """The JSON object of the interface contract, plus the reading, the correction and the layer.

        `corrected` is the dictionary's clear correction (what First-Class Letters and Letter Roll
        score instead); `read_as` is what this ruling did read the word as (with `--letters`
        another candidate may be: `nife` on K-N-F is knife, corrected nice).
        """
        verdict = self.verdict
        return {
            "word": verdict.word,
            "valid": self.valid,
            "reasons": [r.value for r in self.reasons],
            "suggestion": verdict.suggestion,
            "score": self.score,
            "corrected": verdict.corrected,
            "read_as": self.read_as,
            "candidates": list(verdict.candidates),
            "decided_by": verdict.decided_by,
        }


def round_letters(spelled: str) -> str:
    """The letters of a (folded) word that Letter Roll counts, a-z alone: a hyphen, an apostrophe
    or a space is no letter. Its letters in play and its minimum length are asked of every word
    so, whatever else is wrong with it, by `check-word` and the lists' ruler alike."""
    if spelled.isascii() and spelled.isalpha() and spelled.islower():  # the usual word
        return spelled
    return "".join(c for c in spelled if "a" <= c <= "z")


def too_short(length: int, minimum: int | None) -> bool:
    """Letter Roll Variations: "set a minimum for the number of letters each word must contain"."""
    return minimum is not None and length < minimum


def round_reasons(spelled: str, letters: Sequence[str], min_length: int | None) -> list[Reason]:
    """Letter Roll's reasons to cross a word as read: a letter in play it lacks (with
    multiplicity), fewer letters than the minimum; asked of a word that is not plain letters too."""
    counted = round_letters(spelled)
    reasons: list[Reason] = []
    if letters and missing_letters(counted, letters):
        reasons.append(Reason.MISSING_LETTERS)
    if too_short(len(counted), min_length):
        reasons.append(Reason.TOO_SHORT)
    return reasons


def game_reasons(word: str, rules: WordRules) -> list[Reason]:
    """The game's own reasons to refuse a word, whatever the dictionary says."""
    folded = fold(word.strip())
    letters = folded.upper()
    reasons: list[Reason] = []
    if rules.dead and rules.dead.upper() in letters:
        reasons.append(Reason.DEAD_LETTER)
    if rules.priority and rules.priority.upper() not in letters:
        reasons.append(Reason.MISSING_PRIORITY)
    if rules.initial and not letters.startswith(rules.initial.upper()):
        reasons.append(Reason.WRONG_INITIAL)
    reasons += round_reasons(folded, rules.letters, rules.min_length)
    if rules.lengths and len(letters) not in rules.lengths:
        reasons.append(Reason.WRONG_LENGTH)
    if rules.cards and not _lettertricks_spelling()(letters, rules.cards):
        reasons.append(Reason.NOT_FROM_CARDS)
    return reasons


def rule_word(lexicon: Lexicon, word: str, rules: WordRules, suggest: bool = True) -> WordRuling:
    """Dictionary verdict and game constraints together; the First-Class score when dice are known.

    A misspelling is read as the games read it (`reading.reading_of`): in First-Class Letters and
    Letter Roll its clear correction is what the constraints are checked on and what is scored
    (with `--letters`, the correction that has them: `reading.reading_in_play`).
    Without `suggest` no suggestion is searched, unless the game's ruling needs the correction.
    """
    correcting = rules.corrects
    verdict = lexicon.check(word, suggest=suggest or correcting)
    if correcting and rules.letters:  # Letter Roll, its letters in play known
        reading = reading_in_play(lexicon, verdict, rules.letters)
    else:
        reading = reading_of(verdict, correcting)
    if not rules.constrained:  # a dictionary check: no letter of the game's to check, no score
        return WordRuling(verdict, reading.faults, None, reading.corrected)
    reasons = list(reading.faults)
    if reading.plain:
        reasons += game_reasons(reading.spelled, rules)
    else:  # the letters in play and the minimum are counted on a word's letters, as the lists are
        reasons += round_reasons(reading.spelled, rules.letters, rules.min_length)
    score = None
    if rules.scores:
        score = _first_class_score()(reading.spelled, rules.dice).score if not reasons else 0
    return WordRuling(verdict, tuple(dict.fromkeys(reasons)), score, reading.corrected)
