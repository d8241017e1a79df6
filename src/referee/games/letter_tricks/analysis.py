"""LetterTricks' `score-sheet --analyse`: per hand, the best play the cards collected allowed.

Per player, the best single word (4-5 players) or up to one word per suit (3 players) against the
hand score; per team, whether the cards taken made the winning words; per cooperative trick, the
words its cards made. Read from the typed result (`result.RecordResult`, what the JSON object, the
tables and the standings are made from too); the hints are the package's own, laid out by the
scorer's spelling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letter_tricks.hints import (
    TrickHint,
    WordSet,
    single_word_hints,
    team_hints,
    three_player_hints,
    trick_words,
)
from referee.games.letter_tricks.result.analysis import (
    HandAnalysis,
    LetterTricksAnalysis,
    PlayerAnalysis,
    TeamAnalysis,
    TrickAnalysis,
)
from referee.games.letter_tricks.scoring import single_word_score, suit_words_score
from referee.games.letter_tricks.setup import LetterTricksMode, LetterTricksVariant

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.games.letter_tricks.result import HandResult, RecordResult

TRICK_WORDS_SHOWN = 3
"""A cooperative trick's words listed in the analysis, commonest first."""


def _competitive_hand(hand: HandResult, players: int, advanced: bool,
                      lexicon: Lexicon) -> tuple[PlayerAnalysis, ...]:
    out = []
    scores = hand.scores or {}
    for name, cards in (hand.collected or {}).items():
        actual = scores.get(name)
        best: WordSet | TrickHint | None
        if players == 3:
            sets = three_player_hints(lexicon, cards, limit=1)
            best = sets[0] if sets else None
        else:
            words = single_word_hints(lexicon, cards, advanced, limit=1)
            best = words[0] if words else None
        # a hand with no word scores as the scorer scores one: every card collected goes unused
        no_word = (suit_words_score((), len(cards)) if players == 3
                   else single_word_score((), len(cards), advanced))
        best_score = best.score if best is not None and best.score is not None else no_word
        out.append(PlayerAnalysis(name, tuple(cards), actual, best,
                                  None if actual is None else max(0, best_score - actual)))
    return tuple(out)


def _team_hand(hand: HandResult, multicolored: bool, lexicon: Lexicon) -> tuple[TeamAnalysis, ...]:
    out = []
    for team, cards in (hand.team_cards or {}).items():
        # the scorer's minimum: the multicolored variant of the record (a multicolored card without
        # it is refused while reading, so a team's cards never hold one the setup does not)
        found = team_hints(lexicon, cards, multicolored, limit=1)
        out.append(TeamAnalysis(team, tuple(cards), found))
    return tuple(out)


def _cooperative_hand(hand: HandResult, lexicon: Lexicon) -> tuple[TrickAnalysis, ...]:
    out = []
    for trick in hand.tricks:
        words = trick_words(lexicon, trick.cards)
        scored = trick.word is not None and trick.word.valid
        out.append(TrickAnalysis(trick.number, trick.cards,
                                 tuple(w.word for w in words[:TRICK_WORDS_SHOWN]), bool(words), scored))
    return tuple(out)


def analyse(result: RecordResult, lexicon: Lexicon) -> LetterTricksAnalysis:
    """Per hand: each player's best play from the cards collected (team: each team's winning
    words; cooperative: each trick's words)."""
    hands = []
    for hand in result.hands:
        if result.mode is LetterTricksMode.TEAM:
            multicolored = LetterTricksVariant.MULTICOLORED.value in result.variants
            hands.append(HandAnalysis(hand.number, teams=_team_hand(hand, multicolored, lexicon)))
        elif result.mode is LetterTricksMode.COOPERATIVE:
            hands.append(HandAnalysis(hand.number, tricks=_cooperative_hand(hand, lexicon)))
        else:
            hands.append(HandAnalysis(hand.number, players=_competitive_hand(
                hand, len(result.players), LetterTricksVariant.ADVANCED.value in result.variants, lexicon)))
    return LetterTricksAnalysis(tuple(hands))
