"""`score-sheet --analyse` for a LetterTricks record as typed objects, and the only place their
JSON objects are built: per player (competitive), per team, or per trick (cooperative)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import Adjudication, typed
from referee.games.letter_tricks.cards import cards_text
from referee.games.letter_tricks.hints import TrickHint

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.hints import TeamHint, WordSet


def word_set_json(found: WordSet) -> dict[str, Any]:
    """Up to one word per suit, with the cards each uses, the points and the cards left over."""
    return {"words": [{"suit": w.suit.value, "word": w.word.word, "cards": cards_text(w.word.cards)}
                      for w in found.words],
            "score": found.score, "unused": cards_text(found.unused)}


def best_json(best: WordSet | TrickHint | None) -> dict[str, Any] | None:
    if best is None:
        return None
    if isinstance(best, TrickHint):
        return {"words": [{"word": best.word.word, "cards": cards_text(best.word.cards)}],
                "score": best.score, "unused": cards_text(best.unused)}
    return word_set_json(best)


@dataclass(frozen=True)
class PlayerAnalysis:
    """A player's hand: the cards collected, the score, the best play they allowed, the points missed."""

    player: str
    cards: tuple[LetterCard, ...]
    score: int | None
    """The hand score, None where the cards collected are known but no score is."""
    best: WordSet | TrickHint | None
    missed: int | None

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "cards": cards_text(self.cards), "score": self.score,
                "best": best_json(self.best), "missed": self.missed}


@dataclass(frozen=True)
class TeamAnalysis:
    """A team's cards after a hand, and whether they made the winning words."""

    team: str
    cards: tuple[LetterCard, ...]
    hint: TeamHint

    def as_json(self) -> dict[str, Any]:
        found = self.hint
        return {"team": self.team, "cards": cards_text(self.cards), "victory": found.victory,
                "words": word_set_json(found.sets[0])["words"] if found.sets else [],
                "missing": [s.value for s in found.missing]}


@dataclass(frozen=True)
class TrickAnalysis:
    """A cooperative trick: the words its cards made, and whether the group scored it."""

    trick: int
    cards: tuple[LetterCard, ...]
    words: tuple[str, ...]
    possible: bool
    scored: bool

    def as_json(self) -> dict[str, Any]:
        return {"trick": self.trick, "cards": cards_text(self.cards), "possible": self.possible,
                "words": list(self.words), "scored": self.scored}


@dataclass(frozen=True)
class HandAnalysis:
    """One hand's analysis: per player (competitive), per team, or per trick (cooperative)."""

    hand: int
    players: tuple[PlayerAnalysis, ...] | None = None
    teams: tuple[TeamAnalysis, ...] | None = None
    tricks: tuple[TrickAnalysis, ...] | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hand": self.hand}
        if self.teams is not None:
            out["teams"] = [t.as_json() for t in self.teams]
        elif self.tricks is not None:
            out["tricks"] = [t.as_json() for t in self.tricks]
            out["possible"] = sum(t.possible for t in self.tricks)
        else:
            out["players"] = [p.as_json() for p in self.players or ()]
        return out


@dataclass(frozen=True)
class LetterTricksAnalysis:
    """`score-sheet --analyse` for a LetterTricks record: every hand's analysis."""

    hands: tuple[HandAnalysis, ...]

    def as_json(self) -> dict[str, Any]:
        return {"hands": [h.as_json() for h in self.hands]}


def analysed(adjudication: Adjudication) -> LetterTricksAnalysis:
    """The typed `--analyse` analysis of a LetterTricks record's adjudication, for its table."""
    return typed(adjudication.analysis, LetterTricksAnalysis, "a LetterTricks analysis")

