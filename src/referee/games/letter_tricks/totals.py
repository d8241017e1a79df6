"""LetterTricks scores and totals: each hand's words scored, the team words banked, the totals of
each mode worked out from the hands replayed, and the record's score and total claims checked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.games.letter_tricks.cards import cards_text
from referee.games.letter_tricks.dispute import DisputeCode
from referee.games.letter_tricks.hand import FIRST_VICTORY, Context, team_claim, team_scores
from referee.games.letter_tricks.outcome import settle
from referee.games.letter_tricks.result import HandResult, RecordResult, best_hand
from referee.games.letter_tricks.scoring import FormedWord, PlayerScore, points, score_single_word, score_suit_words
from referee.plurals import counted

if TYPE_CHECKING:
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.claims import HandClaims, LetterTricksClaims, ScoreClaim


def check_scores(ctx: Context, number: int, claims: list[ScoreClaim], scores: dict[str, int],
                 reckoning: dict[str, str] | None = None) -> None:
    """A hand's scores as the record writes them, against what the referee scores; where unused
    cards cost points, the dispute says how the score is made up (`reckoning`), since the words'
    own points, shown beside them, then add up to more than the score."""
    for claim in claims:
        if claim.value != scores[claim.who]:
            why = (reckoning or {}).get(claim.who)
            ctx.dispute(DisputeCode.SCORE_CLAIM, f"hand {number}, scores",
                        f"{claim.written} claims {claim.value}, scores {scores[claim.who]}"
                        + (f": {why}" if why else ""))


def _reckoning(result: PlayerScore, cards: list[LetterCard], three_player: bool) -> str | None:
    """How a competitive hand's score is made up, when unused cards cost points ("Ann claims 4,
    scores 3: zoa 4, less 1 for 2 cards unused, ..."), else None: the word's points are the score."""
    scored = [word for word in result.words if word.valid]
    used = [card for word in scored for card in word.cards]
    penalty = points(used) - result.score
    if penalty == 0:
        return None
    unused = [card for card in cards if card not in used]
    words = ", ".join(f"{word.word} {word.score}" for word in scored) or "no word"
    rule = "" if three_player else ", a point for every second one"
    return (f"{words}, less {penalty} for {counted(len(unused), 'card')} unused{rule} "
            f"({', '.join(cards_text(unused))})")


def _check_totals(ctx: Context, claims: list[ScoreClaim], totals: dict[str, int]) -> None:
    for claim in claims:
        if claim.value != totals[claim.who]:
            ctx.dispute(DisputeCode.TOTAL_CLAIM, "totals",
                        f"{claim.who} claims {claim.value}, total is {totals[claim.who]}")


def score_competitive(ctx: Context, number: int, hand: HandResult, claims: HandClaims,
                      collected: dict[int, list[LetterCard]] | None) -> None:
    """Each player's words on the cards they collected (unknown cards: nothing is scored)."""
    hand.words, hand.scores = {}, {}
    if collected is None:
        return
    reckoning: dict[str, str] = {}
    for who, name in enumerate(ctx.names):
        cards = collected.get(who, [])
        mine = claims.words.get(who, [])
        result: PlayerScore
        if ctx.setup.three_player:
            result = score_suit_words(ctx.lexicon, mine, cards)
        else:
            result = score_single_word(ctx.lexicon, mine, cards, ctx.setup.advanced)
        hand.words[name] = list(result.words)
        hand.scores[name] = result.score
        if (why := _reckoning(result, cards, ctx.setup.three_player)) is not None:
            reckoning[name] = why
    hand.no_words = not any(claims.words.values()) and any(collected.values())
    check_scores(ctx, number, claims.scores, hand.scores, reckoning)


def competitive_totals(ctx: Context, hands: list[HandResult],
                       claims: list[ScoreClaim]) -> tuple[dict[str, int], dict[str, int]]:
    """Each player's total and best single hand (the tie-break)."""
    totals = {name: sum(h.score_of(name) for h in hands) for name in ctx.names}
    best = {name: found[1] if (found := best_hand(hands, name)) is not None else 0 for name in ctx.names}
    _check_totals(ctx, claims, totals)
    return totals, best


def team_words(ctx: Context, number: int, hand: HandResult, claims: HandClaims,
               collected: dict[int, list[LetterCard]] | None) -> None:
    """End of a team hand: bank the cards taken; words listed are a victory claim, checked."""
    if collected is not None:
        for who, cards in collected.items():
            ctx.team_cards[ctx.team_of(who)] += cards
    # A pick ruled wrong leaves what was taken in dispute, so the next deal is not checked on it.
    if collected is None or any(i.rule is DisputeCode.WRONG_PICK for t in hand.tricks for i in t.illegal):
        ctx.taken_known = False
    rulings: dict[str, list[FormedWord]] = {}
    for team, words in claims.team_words or []:
        rulings[ctx.team_name(team)] = team_claim(ctx, number, team, words)
    hand.words = rulings
    hand.scores = team_scores(ctx, number)
    check_scores(ctx, number, claims.scores, hand.scores)
    hand.team_cards = {ctx.team_name(t): list(ctx.team_cards[t]) for t in range(2)}


def team_totals(ctx: Context, hands: list[HandResult], claims: list[ScoreClaim]) -> dict[str, int]:
    totals = {ctx.team_name(t): sum(h.score_of(ctx.team_name(t)) for h in hands) for t in range(2)}
    _check_totals(ctx, claims, totals)
    return totals


def cooperative_totals(ctx: Context, hands: list[HandResult], claims: LetterTricksClaims) -> RecordResult:
    """The group's best hand against the mark: the first victory's score, or one more than the
    group's previous best when that is higher. The rulebook: "9 is first victory in
    the 4-player game. Victories occur in future games where the group beats their previous high
    score": a previous best short of 9 is no victory yet, so beating it is not one either."""
    best = max((h.tricks_scored for h in hands[:claims.planned]), default=0)  # a hand too many: no part of it
    to_beat = claims.previous_best
    mark = FIRST_VICTORY[len(ctx.names)]
    if to_beat is not None:
        mark = max(mark, to_beat + 1)
    victory = best >= mark
    for claim in claims.totals:
        if claim.value != best:
            ctx.dispute(DisputeCode.TOTAL_CLAIM, "totals", f"the group claims {claim.value}, its best hand is {best}")
    outcome = settle(ctx.setup, {"group": best}, list(ctx.names) if victory else [], None, False,
                     claims.hands_played, claims.planned)
    return RecordResult(ctx.setup.mode, ctx.names, claims.variants, hands, {"group": best}, outcome, ctx.disputes,
                        tricks_scored=best, victory_mark=mark,
                        reached=victory)
