"""LetterTricks results as typed objects, and the only place their JSON objects (interface
section 8) are built: what `-f json` prints and what tables, analyses and standings read.

The replay keeps typed state (`play.TrickPlay`, `HandResult`, `RecordResult`); nothing reads a
JSON object back while a record is ruled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee.games import Adjudication, Game, typed
from referee.games.letter_tricks.cards import cards_text, sorted_hand
from referee.games.letter_tricks.hints import TrickHint
from referee.games.letter_tricks.play import PICKS

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import CardNames, LetterCard
    from referee.games.letter_tricks.dispute import Dispute
    from referee.games.letter_tricks.hand import Victory
    from referee.games.letter_tricks.hints import CardWord, TeamHint, TeamSearch, WordSet
    from referee.games.letter_tricks.outcome import LetterTricksOutcome
    from referee.games.letter_tricks.play import Illegal, TeamVerdict, TrickPlay, TrickWord
    from referee.games.letter_tricks.scoring import FormedWord
    from referee.games.letter_tricks.setup import Deal, GameSetup, LetterTricksMode


def word_json(ruling: FormedWord) -> dict[str, Any]:
    """One word ruled: the dictionary's verdict, the cards it uses, its score (and suit)."""
    result: dict[str, Any] = {"word": ruling.word, "valid": ruling.valid, "score": ruling.score,
                              "reasons": list(ruling.reasons), "cards": cards_text(ruling.cards)}
    if ruling.suit is not None:
        result["suit"] = ruling.suit.value
    if ruling.suggestion:
        result["suggestion"] = ruling.suggestion
    return result


def illegal_json(illegal: Illegal) -> dict[str, Any]:
    return {"player": illegal.player, "card": str(illegal.card) if illegal.card else None,
            "rule": illegal.rule.value, "why": illegal.why}


def verdict_json(verdict: TeamVerdict) -> dict[str, Any]:
    """Team game: a trick's victory claim ruled, and the victory the team could claim (or the one
    already won, `after_victory`: the search stops at the first victory, so no `possible` then). A
    claim after that victory is `too_late` and never `won`: the game was already over."""
    result: dict[str, Any] = {"team": verdict.team}
    if verdict.claimed is not None:
        result["claimed"] = [word_json(r) for r in verdict.claimed]
        result["won"] = verdict.won
        if verdict.too_late:
            result["too_late"] = True
    if verdict.after is not None:
        result["after_victory"] = victory_json(verdict.after)
    if verdict.searched:
        result["possible"] = verdict.found is not None
        result["words"] = {s.value: w for s, w in verdict.found.items()} if verdict.found else None
    return result


def trick_word_json(word: TrickWord) -> dict[str, Any]:
    """Cooperative: the trick's word, claimed and ruled or the referee's first find."""
    result = word_json(word.ruling) if word.ruling is not None else {
        "word": word.found, "valid": word.valid, "score": word.score, "reasons": [], "cards": []}
    result["claimed"] = word.claimed
    result["possible"] = list(word.possible)
    return result


def trick_json(trick: TrickPlay) -> dict[str, Any]:
    """The trick object of interface section 8 (what `trick-winner` prints for one trick)."""
    result: dict[str, Any] = {
        "trick": trick.number, "leader": trick.leader,
        "plays": [{"player": player, "card": str(card)} for player, card in trick.plays],
        "led_suit": trick.led.value if trick.led else None,
        "winner": trick.winner, "winning_card": str(trick.winning_card),
        "lowest_card": str(trick.lowest_card) if trick.lowest_card is not None else None}
    for key in PICKS:
        player, card = trick.picks.get(key, (None, None))
        result[key] = player
        result[f"{key}_card"] = str(card) if card else None
    result["illegal"] = [illegal_json(i) for i in trick.illegal]
    if trick.open:
        result["open"] = True
    if trick.victory is not None:
        result["victory"] = verdict_json(trick.victory)
    if trick.word is not None:
        result["word"] = trick_word_json(trick.word)
    return result


@dataclass
class HandResult:
    """One hand ruled: its tricks, the cards taken, the words and what they score."""

    number: int
    tricks: list[TrickPlay]
    returned: list[LetterCard]
    display: list[LetterCard] | None
    cooperative: bool
    collected: dict[str, list[LetterCard]] | None = None
    words: dict[str, list[FormedWord]] | None = None
    scores: dict[str, int] | None = None
    tricks_scored: int = 0
    team_cards: dict[str, list[LetterCard]] | None = None
    """Team game: every card each team has taken, this hand and before."""
    no_words: bool = False
    """Competitive: the hand is scored with cards collected but no word written for anyone, so every
    card counts as unused; said outright, as a typist who has not typed the words yet would miss it."""

    def score_of(self, name: str) -> int:
        return (self.scores or {}).get(name, 0)

    def as_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"hand": self.number, "tricks": [trick_json(t) for t in self.tricks]}
        if self.returned:
            result["returned"] = cards_text(self.returned)
        if self.display is not None:
            result["display"] = cards_text(self.display)
        if self.cooperative:
            result["tricks_scored"] = self.tricks_scored
            result["scores"] = dict(self.scores or {})
            return result
        result["collected"] = None if self.collected is None else {
            name: cards_text(cards) for name, cards in self.collected.items()}
        result["words"] = {name: [word_json(w) for w in words] for name, words in (self.words or {}).items()}
        if self.no_words:
            result["no_words_written"] = True
        result["scores"] = dict(self.scores or {})
        if self.team_cards is not None:
            result["team_cards"] = {name: cards_text(cards) for name, cards in self.team_cards.items()}
        return result


def best_hand(hands: Sequence[HandResult], key: str) -> tuple[int, int] | None:
    """A player's (team play: a team's) best individual hand, competitive play's tie-break: (its
    number, its points), the first of equal ones, among the hands scored (a hand whose cards
    collected are unknown scores nothing); None when none was. The totals and the standings ask it."""
    scored = [(hand.number, hand.score_of(key)) for hand in hands if hand.scores]
    return max(scored, key=lambda found: (found[1], -found[0]), default=None)


def victory_json(victory: Victory | None) -> dict[str, Any] | None:
    if victory is None:
        return None
    return {"team": victory.team, "hand": victory.hand, "trick": victory.trick, "claimed": victory.claimed}


@dataclass(frozen=True)
class RecordResult:
    """A whole LetterTricks record ruled: every hand, the totals, the outcome, every dispute."""

    mode: LetterTricksMode
    players: list[str]
    variants: list[str]
    hands: list[HandResult]
    totals: dict[str, int]
    outcome: LetterTricksOutcome
    disputes: list[Dispute]
    """Every point ruled against the record, in the order a player reads the record."""
    teams: dict[str, list[str]] | None = None
    victory: Victory | None = None
    """Team game: the team that won and when."""
    best_hand: dict[str, int] | None = None
    """Competitive: each player's best single hand, the tie-break."""
    tricks_scored: int = 0
    victory_mark: int = 0
    """Cooperative: the best hand's tricks scored, and the score that is a victory."""
    reached: bool = False

    @property
    def hands_counted(self) -> list[HandResult]:
        """The hands the game has, those its totals count: a hand too many is ruled and shown, but
        is no part of the game (its points are left out, a dispute says so)."""
        return self.hands[:self.outcome.hand_count]

    @property
    def draw(self) -> bool:
        """Team game: "if after three hands neither team has formed the winning words, the game ends
        in a draw": once the game is over (its hands played to their end, `hand-count:` if the
        group agreed on another number) with no victory; a third hand still being played is none."""
        return self.teams is not None and self.victory is None and self.outcome.complete

    def as_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"game": Game.LETTER_TRICKS.value, "mode": self.mode.value,
                                  "players": list(self.players), "variants": list(self.variants),
                                  "hands": [h.as_json() for h in self.hands]}
        outcome = self.outcome
        if self.teams is not None:
            result["teams"] = self.teams
            result.update(totals=self.totals, victory=victory_json(self.victory), winners=outcome.winners,
                          draw=self.draw)
        elif self.best_hand is None:
            result.update(tricks_scored=self.tricks_scored, victory_mark=self.victory_mark,
                          victory=self.reached, totals=self.totals, winners=outcome.winners)
        else:
            result.update(totals=self.totals, best_hand=self.best_hand, winners=outcome.winners,
                          tied=outcome.tied)
        result.update(finished=outcome.complete, complete=outcome.complete, hand_count=outcome.hand_count,
                      leaders=outcome.leaders, tiebreak_rule=outcome.rule, disputes=[d.text for d in self.disputes])
        return result


# --- score-sheet --analyse -------------------------------------------------------------------------
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


@dataclass(frozen=True)
class RuledTrick:
    """A trick as `trick-winner` prints it: on its own, or a trick of a whole record, with its hand."""

    play: TrickPlay
    hand: int | None = None

    @property
    def legal(self) -> bool:
        return not self.play.illegal

    def as_json(self) -> dict[str, Any]:
        """The trick object of interface section 8, with `hand` first for a record's trick."""
        trick = trick_json(self.play)
        return trick if self.hand is None else {"hand": self.hand, **trick}


def ruled(adjudication: Adjudication) -> RecordResult:
    """The typed result of a LetterTricks record's adjudication, for its table, analysis and
    standings (a TypeError for another game's: a wrong dispatch, not bad input)."""
    return typed(adjudication.result, RecordResult, "a LetterTricks result")


def analysed(adjudication: Adjudication) -> LetterTricksAnalysis:
    """The typed `--analyse` analysis of a LetterTricks record's adjudication, for its table."""
    return typed(adjudication.analysis, LetterTricksAnalysis, "a LetterTricks analysis")



# --- hint letter-tricks ----------------------------------------------------------------------------
def card_word_json(word: CardWord) -> dict[str, Any]:
    """A word the cards make: the word, the cards it uses, their points and how common it is."""
    return {"word": word.word, "cards": cards_text(word.cards), "points": word.points,
            "frequency": word.frequency}


def single_hint_json(hint: TrickHint, name: CardNames = str) -> dict[str, Any]:
    """A 4-5 player suggestion: the word, its score, the cards it uses and those left over."""
    return {"word": hint.word.word, "score": hint.score, "points": hint.word.points,
            "cards": cards_text(hint.word.cards, name), "unused": cards_text(hint.unused, name),
            "frequency": hint.word.frequency}


def suit_words_json(found: WordSet, victory: TeamHint | TeamSearch | None = None) -> dict[str, Any]:
    """A one-word-per-suit suggestion (3 players, or a team's winning words with `victory`): the
    words joined, the score, each word with its suit, the cards left over."""
    out: dict[str, Any] = {"word": " ".join(w.word.word for w in found.words), "score": found.score}
    if victory is not None:
        out |= {"victory": True, "min_cards": victory.min_cards}
    out["words"] = [{"suit": w.suit.value, **card_word_json(w.word)} for w in found.words]
    out["unused"] = cards_text(found.unused)
    return out


def no_victory_json(found: TeamHint | TeamSearch) -> dict[str, Any]:
    """A team's cards that cannot claim victory yet: the cards a word needs, the suits missing."""
    return {"word": None, "score": None, "victory": False, "min_cards": found.min_cards,
            "missing": [s.value for s in found.missing]}


def trick_word_hint_json(word: CardWord, name: CardNames = str) -> dict[str, Any]:
    """Cooperative: a word that uses every card of the trick (a trick formed scores 1)."""
    return {"word": word.word, "score": 1, "cards": cards_text(word.cards, name), "frequency": word.frequency}



# --- roll letter-tricks ----------------------------------------------------------------------------
@dataclass(frozen=True)
class DealtGame:
    """`referee roll letter-tricks`: the deal as a LetterTricks record with one hand, each player's
    cards sorted as a player sorts them: paste it into a record, or adjudicate it."""

    setup: GameSetup
    players: tuple[str, ...]
    seed: int | None
    deal: Deal

    @property
    def hands(self) -> dict[str, list[LetterCard]]:
        return {name: sorted_hand(cards) for name, cards in zip(self.players, self.deal.hands, strict=True)}

    @property
    def returned(self) -> list[LetterCard]:
        """The cards shown and returned to the box (5 players: two; 3 players: one), sorted."""
        return sorted_hand(self.deal.returned)

    def as_json(self) -> dict[str, Any]:
        hand: dict[str, Any] = {"deal": {name: cards_text(cards) for name, cards in self.hands.items()}}
        if self.deal.display:
            hand["display"] = cards_text(self.deal.display)
        if self.deal.returned:
            hand["returned"] = cards_text(self.returned)
        return {"game": Game.LETTER_TRICKS.value, "mode": self.setup.mode.value, "players": list(self.players),
                "variants": [v.value for v in self.setup.variants], "seed": self.seed, "hands": [hand]}
