"""The score claims of a LetterTricks record (a hand's `scores`, the `totals`) checked, and the
totals of each mode worked out from the hands already replayed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letter_tricks.cards import LetterCard
from referee.games.letter_tricks.dispute import DisputeCode
from referee.games.letter_tricks.hand import (
    FIRST_VICTORY,
    Context,
    team_claim,
    team_scores,
)
from referee.games.letter_tricks.outcome import settle
from referee.games.letter_tricks.record.cards import seat, words_of
from referee.games.letter_tricks.result import HandResult, RecordResult
from referee.games.letter_tricks.scoring import FormedWord, PlayerScore, score_single_word, score_suit_words
from referee.records import Fields, did_you_mean

if TYPE_CHECKING:
    pass


def claimed_scores(ctx: Context, number: int, fields: Fields, scores: dict[str, int]) -> None:
    node = fields.get("scores")
    if node is None:
        return
    for key, value in node.mapping("scores"):
        name = key.text("scores")
        claimed = value.integer("scores")
        real = scores.get(name)
        if real is None:
            real = next((v for k, v in scores.items() if k.lower() == name.lower()), None)
        if real is None:
            raise key.fail(f"scores: {name!r} is not one of {', '.join(scores)}"
                           + did_you_mean(name, list(scores)))
        if claimed != real:
            ctx.dispute(DisputeCode.SCORE_CLAIM, f"hand {number}, scores", f"{name} claims {claimed}, scores {real}")


def _claimed_totals(ctx: Context, fields: Fields, totals: dict[str, int]) -> None:
    """Competitive: each player's claimed total, by player name."""
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            name = ctx.names[seat(ctx, key, "totals")]
            if value.integer("totals") != totals[name]:
                ctx.dispute(DisputeCode.TOTAL_CLAIM, "totals",
                            f"{name} claims {value.integer('totals')}, total is {totals[name]}")


def score_competitive(ctx: Context, number: int, hand: HandResult, fields: Fields,
                       collected: dict[int, list[LetterCard]] | None) -> None:
    words = words_of(ctx, fields)
    if collected is None:
        hand.words, hand.scores = {}, {}
        return
    hand.words, hand.scores = {}, {}
    for who, name in enumerate(ctx.names):
        cards = collected.get(who, [])
        mine = words.get(who, [])
        result: PlayerScore
        if ctx.setup.three_player:
            result = score_suit_words(ctx.lexicon, mine, cards)
        else:
            result = score_single_word(ctx.lexicon, mine, cards, ctx.setup.advanced)
        hand.words[name] = list(result.words)
        hand.scores[name] = result.score
    claimed_scores(ctx, number, fields, hand.scores)


def competitive_totals(ctx: Context, hands: list[HandResult],
                        fields: Fields) -> tuple[dict[str, int], dict[str, int]]:
    """Each player's total and best single hand (the tie-break)."""
    totals = {name: sum(h.score_of(name) for h in hands) for name in ctx.names}
    best = {name: max((h.score_of(name) for h in hands if h.scores), default=0) for name in ctx.names}
    _claimed_totals(ctx, fields, totals)
    return totals, best


def team_words(ctx: Context, number: int, hand: HandResult, fields: Fields,
                collected: dict[int, list[LetterCard]] | None) -> None:
    """End of a team hand: bank the cards taken; words listed are a victory claim, checked."""
    if collected is not None:
        for who, cards in collected.items():
            ctx.team_cards[ctx.team_of(who)] += cards
    node = fields.get("words")
    rulings: dict[str, list[FormedWord]] = {}
    if node is not None:
        team_names = {ctx.team_name(t).lower(): t for t in range(2)}
        for key, value in node.mapping("words"):
            team = team_names.get(key.text("words").lower())
            if team is None:
                team = ctx.team_of(seat(ctx, key, "words"))
            rulings[ctx.team_name(team)] = team_claim(ctx, number, team, [] if value.is_null
                                                      else value.texts("words"))
    hand.words = rulings
    hand.scores = team_scores(ctx, number)
    claimed_scores(ctx, number, fields, hand.scores)
    hand.team_cards = {ctx.team_name(t): list(ctx.team_cards[t]) for t in range(2)}


def team_totals(ctx: Context, hands: list[HandResult], fields: Fields) -> dict[str, int]:
    totals = {ctx.team_name(t): sum(h.score_of(ctx.team_name(t)) for h in hands) for t in range(2)}
    if fields.get("totals") is not None:
        for key, value in fields.require("totals").mapping("totals"):
            name = key.text("totals")
            real = totals.get(name)
            if real is None:
                raise key.fail(f"totals: {name!r} is not a team ({', '.join(totals)})")
            if value.integer("totals") != real:
                ctx.dispute(DisputeCode.TOTAL_CLAIM, "totals",
                            f"{name} claims {value.integer('totals')}, total is {real}")
    return totals


def cooperative_totals(ctx: Context, hands: list[HandResult], fields: Fields, variants: list[str],
                        planned: int) -> RecordResult:
    """The group's best hand against the first victory's mark (or the best it must beat)."""
    best = max((h.tricks_scored for h in hands), default=0)
    mark = FIRST_VICTORY[len(ctx.names)]
    previous = fields.get("previous-best")
    to_beat = previous.integer("previous-best", minimum=0) if previous else None
    victory = best > to_beat if to_beat is not None else best >= mark
    node = fields.get("totals")
    if node is not None:
        for key, value in node.mapping("totals"):
            if key.text("totals").lower() != "group":
                raise key.fail("totals: a cooperative record has one total, 'group'")
            if value.integer("totals") != best:
                ctx.dispute(DisputeCode.TOTAL_CLAIM, "totals",
                            f"the group claims {value.integer('totals')}, its best hand is {best}")
    outcome = settle(ctx.setup, {"group": best}, list(ctx.names) if victory else [], None, False,
                     len(hands), planned)
    return RecordResult(ctx.setup.mode, ctx.names, variants, hands, {"group": best}, outcome, ctx.disputes,
                        tricks_scored=best, victory_mark=mark if to_beat is None else to_beat + 1,
                        reached=victory)

