"""Reading what a LetterTricks record says a hand gave (the cards collected, the words, the
scores) and the totals it claims; `totals` checks them once the hands are replayed."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from referee.errors import RecordError
from referee.games.letter_tricks.claims import HandClaims, ScoreClaim, TrickClaims
from referee.games.letter_tricks.record.cards import by_seat, parse_cards, seat, words_of
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.records import Fields, brackets_left_out, did_you_mean, left_as_printed, left_blank

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard

GROUP = "group"
"""Cooperative: the one who scores, the whole table."""


def team_names(names: list[str], teams: list[list[int]]) -> list[str]:
    """`Ann+Cat`: a team as the record and the referee name it, partners in seating order."""
    return ["+".join(names[s] for s in team) for team in teams]


def read_collected(fields: Fields, setup: GameSetup, names: list[str],
                   tricks: list[TrickClaims]) -> dict[int, list[LetterCard]] | None:
    """The record's `collected` (each card collected by one player), None if not written; where
    words (or competitive scores) are listed, the cards must be known, from the picks of every
    trick or from `collected`."""
    node = fields.get("collected")
    if node is None:
        all_picks = bool(tricks) and all(t.picks is not None for t in tricks)
        if not all_picks and tricks and setup.mode is not LetterTricksMode.COOPERATIVE:
            _unknown_cards(fields, setup)
        return None
    given: dict[int, list[LetterCard]] = {}
    owners: dict[LetterCard, str] = {}
    for who, _, value in by_seat(names, node, "collected"):
        try:
            cards = parse_cards(value, "collected", setup)
        except RecordError:
            if left_blank(value):
                raise left_as_printed(value, f"collected {names[who]}", f"write the cards {names[who]} collected "
                                      "([] for none), or delete the hands not played (a game in progress)") from None
            raise
        for card in cards:
            if card in owners:
                raise value.fail(f"collected: {card} is also collected by {owners[card]}")
            owners[card] = names[who]
        given[who] = cards
    return given


def _unknown_cards(fields: Fields, setup: GameSetup) -> None:
    """Words, or a competitive hand's scores, on cards nobody can know (tricks without every pick,
    no `collected`): refused where they are written, since the referee could neither score nor
    check them, rather than left out of the ruling without a word."""
    if fields.get("words") is not None:
        raise fields.require("words").fail(
            "words: the cards each player collected are unknown: record the picks of every "
            "trick or give 'collected'")
    if fields.get("scores") is not None and setup.mode is LetterTricksMode.COMPETITIVE:
        raise fields.require("scores").fail(
            "scores: the cards each player collected are unknown, so the scores cannot be checked: "
            "record the picks of every trick or give 'collected'")


def read_hand_claims(fields: Fields, setup: GameSetup, names: list[str], teams: list[list[int]],
                     hand: HandClaims) -> HandClaims:
    """The hand with its words, scores and (cooperative) tricks scored as the record writes them."""
    if setup.mode is LetterTricksMode.COOPERATIVE:
        scores = read_scores(fields, [GROUP])
        node = fields.get("tricks_scored") or fields.get("tricks-scored")
        tricks_scored = node.integer("tricks_scored", minimum=0) if node is not None else None
        return replace(hand, scores=scores, tricks_scored=tricks_scored)
    if setup.mode is LetterTricksMode.TEAM:
        return replace(hand, team_words=_team_words(fields, names, teams),
                       scores=read_scores(fields, team_names(names, teams)))
    words = words_of(names, fields)
    return replace(hand, words=words, scores=read_scores(fields, names))


def _team_words(fields: Fields, names: list[str], teams: list[list[int]]) -> list[tuple[int, list[str]]] | None:
    """End of a team hand: the words each team lists (by team, `Ann+Cat`, or by a member)."""
    node = fields.get("words")
    if node is None:
        return None
    by_name = {team.lower(): t for t, team in enumerate(team_names(names, teams))}
    listed = []
    entries = node.mapping("words")
    for at, (key, value) in enumerate(entries):
        team = by_name.get(key.text("words").lower())
        if team is None:
            member = seat(names, key, "words", brackets_left_out(entries, at, "words") if value.is_null else "")
            team = next(t for t, members in enumerate(teams) if member in members)
        listed.append((team, [] if value.is_null else value.texts("words")))
    return listed


def read_scores(fields: Fields, scorers: list[str]) -> list[ScoreClaim]:
    """A hand's `scores`: each claim about one who scores in this mode (a name as the record spells
    it, matched exactly, else ignoring case)."""
    node = fields.get("scores")
    if node is None:
        return []
    claims = []
    for key, value in node.mapping("scores"):
        name = key.text("scores")
        claimed = value.integer("scores")
        who = name if name in scorers else next((s for s in scorers if s.lower() == name.lower()), None)
        if who is None:
            raise key.fail(f"scores: {name!r} is not one of {', '.join(scorers)}"
                           + did_you_mean(name, scorers))
        claims.append(ScoreClaim(who, name, claimed))
    return claims


def read_totals(fields: Fields, setup: GameSetup, names: list[str],
                teams: list[list[int]]) -> tuple[list[ScoreClaim], int | None]:
    """The record's `totals` (by player, by team, or the group's) and, cooperative, the previous
    best a victory must beat."""
    node = fields.get("totals")
    if setup.mode is LetterTricksMode.COOPERATIVE:
        previous = fields.get("previous-best")
        to_beat = previous.integer("previous-best", minimum=0) if previous else None
        claims = []
        for key, value in node.mapping("totals") if node is not None else []:
            if key.text("totals").lower() != GROUP:
                raise key.fail("totals: a cooperative record has one total, 'group'")
            claims.append(ScoreClaim(GROUP, GROUP, value.integer("totals")))
        return claims, to_beat
    if node is None:
        return [], None
    if setup.mode is LetterTricksMode.TEAM:
        sides = team_names(names, teams)
        claims = []
        for key, value in node.mapping("totals"):
            name = key.text("totals")
            if name not in sides:
                raise key.fail(f"totals: {name!r} is not a team ({', '.join(sides)})")
            claims.append(ScoreClaim(name, name, value.integer("totals")))
        return claims, None
    return [ScoreClaim(names[seat(names, key, "totals")], key.text("totals"), value.integer("totals"))
            for key, value in node.mapping("totals")], None
