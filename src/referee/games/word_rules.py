"""Constraints a game puts on a single word, on top of the dictionary (interface section 5)."""

from __future__ import annotations

from dataclasses import dataclass

from referee.dictionary import Lexicon, Reason, WordVerdict, fold, is_plain, missing_letters

LETTERFLIP_LENGTHS = (3, 4, 5, 6)


@dataclass(frozen=True)
class WordRules:
    """Everything `check-word` may be told about the round a word was written in."""

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


@dataclass(frozen=True)
class WordRuling:
    """A word ruled under a game's constraints: the dictionary's verdict plus the game's reasons."""

    verdict: WordVerdict
    reasons: tuple[Reason, ...]
    score: int | None

    @property
    def valid(self) -> bool:
        return not self.reasons


def game_reasons(word: str, rules: WordRules) -> list[Reason]:
    """The game's own reasons to refuse a word, whatever the dictionary says."""
    letters = fold(word.strip()).upper()
    reasons: list[Reason] = []
    if rules.dead and rules.dead.upper() in letters:
        reasons.append(Reason.DEAD_LETTER)
    if rules.priority and rules.priority.upper() not in letters:
        reasons.append(Reason.MISSING_PRIORITY)
    if rules.initial and not letters.startswith(rules.initial.upper()):
        reasons.append(Reason.WRONG_INITIAL)
    if rules.letters and missing_letters(letters, rules.letters):
        reasons.append(Reason.MISSING_LETTERS)
    if rules.min_length is not None and len(letters) < rules.min_length:
        reasons.append(Reason.TOO_SHORT)
    if rules.lengths and len(letters) not in rules.lengths:
        reasons.append(Reason.WRONG_LENGTH)
    if rules.cards:
        from referee.games.letter_tricks_spelling import can_spell

        if not can_spell(letters, rules.cards):
            reasons.append(Reason.NOT_FROM_CARDS)
    return reasons


def rule_word(lexicon: Lexicon, word: str, rules: WordRules, suggest: bool = True) -> WordRuling:
    """Dictionary verdict and game constraints together; the First-Class score when dice are known."""
    verdict = lexicon.check(word, suggest=suggest)
    reasons = list(verdict.reasons)
    if is_plain(verdict.folded):
        reasons += game_reasons(verdict.folded, rules)
    score = None
    if rules.scores:
        from referee.games.first_class_score import word_score  # only First-Class rounds need it

        score = word_score(verdict.folded, rules.dice).score if not reasons else 0
    return WordRuling(verdict, tuple(dict.fromkeys(reasons)), score)
