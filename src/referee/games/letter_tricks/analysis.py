"""LetterTricks' `score-sheet --analyse`: per hand, the best play the cards collected allowed.

Per player, the best single word (4-5 players) or up to one word per suit (3 players) against the
hand score; per team, whether the cards taken made the winning words; per cooperative trick, the
words its cards made. Read from the record's JSON object (what tables and standings read too);
the hints are the package's own, laid out by the scorer's spelling.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from referee.dictionary import Lexicon
from referee.games.letter_tricks.cards import Card, Suit
from referee.games.letter_tricks.hints import (
    TrickHint,
    WordSet,
    single_word_hints,
    team_hints,
    three_player_hints,
    trick_words,
)
from referee.games.letter_tricks.result import (
    GameAnalysis,
    HandAnalysis,
    PlayerAnalysis,
    TeamAnalysis,
    TrickAnalysis,
)

TRICK_WORDS_SHOWN = 3
"""A cooperative trick's words listed in the analysis, commonest first."""


def _cards(texts: Iterable[str]) -> list[Card]:
    return [Card.parse(text) for text in texts]


def _competitive_hand(hand: Mapping[str, Any], players: int, advanced: bool,
                      lexicon: Lexicon) -> tuple[PlayerAnalysis, ...]:
    out = []
    scores = hand.get("scores") or {}
    for name, texts in (hand.get("collected") or {}).items():
        cards = _cards(texts)
        actual = scores.get(name)
        best: WordSet | TrickHint | None
        if players == 3:
            sets = three_player_hints(lexicon, cards, limit=1)
            best = sets[0] if sets else None
        else:
            words = single_word_hints(lexicon, cards, advanced, limit=1)
            best = words[0] if words else None
        no_word = -len(cards) if players == 3 else -(len(cards) // 2) if advanced else 0
        best_score = best.score if best is not None and best.score is not None else no_word
        out.append(PlayerAnalysis(name, tuple(texts), actual, best,
                                  None if actual is None else max(0, best_score - int(actual))))
    return tuple(out)


def _team_hand(hand: Mapping[str, Any], multicolored: bool, lexicon: Lexicon) -> tuple[TeamAnalysis, ...]:
    out = []
    for team, texts in (hand.get("team_cards") or {}).items():
        cards = _cards(texts)
        found = team_hints(lexicon, cards, multicolored or any(c.suit is Suit.MULTICOLORED for c in cards), limit=1)
        out.append(TeamAnalysis(team, tuple(texts), found))
    return tuple(out)


def _cooperative_hand(hand: Mapping[str, Any], lexicon: Lexicon) -> tuple[TrickAnalysis, ...]:
    out = []
    for trick in hand.get("tricks") or []:
        cards = [play["card"] for play in trick.get("plays", [])]
        words = trick_words(lexicon, _cards(cards))
        made = trick.get("word") or {}
        out.append(TrickAnalysis(trick.get("trick"), tuple(cards), tuple(w.word for w in words[:TRICK_WORDS_SHOWN]),
                                 bool(words), bool(made.get("valid"))))
    return tuple(out)


def analyse(record: Mapping[str, Any], lexicon: Lexicon) -> GameAnalysis:
    """Per hand: each player's best play from the cards collected (team: each team's winning
    words; cooperative: each trick's words)."""
    mode = record.get("mode", "competitive")
    variants = set(record.get("variants") or [])
    players = len(record.get("players") or [])
    hands = []
    for number, hand in enumerate(record.get("hands") or [], start=1):
        label = hand.get("hand", number)
        if mode == "team":
            hands.append(HandAnalysis(label, teams=_team_hand(hand, "multicolored" in variants, lexicon)))
        elif mode == "cooperative":
            hands.append(HandAnalysis(label, tricks=_cooperative_hand(hand, lexicon)))
        else:
            hands.append(HandAnalysis(label, players=_competitive_hand(hand, players, "advanced" in variants,
                                                                        lexicon)))
    return GameAnalysis(tuple(hands))
