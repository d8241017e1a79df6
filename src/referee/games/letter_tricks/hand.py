"""LetterTricks hands: what carries over from hand to hand while a record is replayed, and the
rules of a hand that read no record: the deal, who must lead, the team and cooperative scoring.

`replay` calls these with the claims `record` read, in the record's order, so the disputes come
out in the order a player reads the record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from referee.games.letter_tricks.dispute import Dispute, DisputeCode
from referee.games.letter_tricks.play import HandState, TeamVerdict, TrickPlay, TrickWord
from referee.games.letter_tricks.scoring import (
    FormedWord,
    SuitMemo,
    check_victory_claim,
    find_victory,
    rule_trick_word,
    trick_words,
    victory_size,
    why_refused,
)
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode
from referee.plurals import counted, plural

if TYPE_CHECKING:
    from referee.dictionary import Lexicon
    from referee.games.letter_tricks.cards import LetterCard
    from referee.games.letter_tricks.claims import HandClaims

PASSED_CARDS = 3
"""Cooperative setup: each player passes three cards to the player on their left."""
FIRST_VICTORY = {4: 9, 5: 7}
"""Cooperative: the score that is a first victory, by number of players."""


@dataclass(frozen=True)
class Victory:
    """Team game: the team that won, the hand and trick it won in (None: at the end of the hand),
    and whether the record claims it (else the referee found it possible, unclaimed)."""

    team: str
    hand: int
    trick: int | None
    claimed: bool


@dataclass
class Context:
    """What stays the same through a record, and what carries over from hand to hand."""

    setup: GameSetup
    names: list[str]
    lexicon: Lexicon
    teams: list[list[int]] = field(default_factory=list)
    disputes: list[Dispute] = field(default_factory=list)
    team_cards: dict[int, list[LetterCard]] = field(default_factory=dict)
    """Team game: every card each team has taken so far, over all hands."""
    taken_known: bool = True
    """Team game: whether `team_cards` is every card taken so far (no earlier hand's cards
    collected unknown, nor tricks missing), so the cards not yet taken are known too."""
    last_winner: int | None = None
    victory: Victory | None = None
    claims_victory: bool = False
    suit_memo: SuitMemo = field(default_factory=dict)
    """Team game: the suit options the victory search has found in this record."""
    over_ruled: bool = False
    """Team game: whether play after the victory has been ruled (once, where it starts)."""
    planned: int | None = None
    """The game's number of hands: a hand past it is ruled, but wins nothing (`past_the_game`)."""

    def past_the_game(self, number: int) -> bool:
        """Whether hand `number` is a hand too many: ruled and shown, no part of the game."""
        return self.planned is not None and number > self.planned

    def team_of(self, seat: int) -> int:
        return next(i for i, members in enumerate(self.teams) if seat in members)

    def team_name(self, team: int) -> str:
        return "+".join(self.names[s] for s in self.teams[team])

    def dispute(self, code: DisputeCode, where: str, why: str) -> None:
        """Rule against the record: `where` is the part of it meant, `why` what is wrong there."""
        self.disputes.append(Dispute(code, f"{where}: {why}"))


# --- the deal and the lead -----------------------------------------------------------------------
def check_deal(ctx: Context, number: int, state: HandState, claims: HandClaims) -> None:
    """So many cards each, as the game deals them. A team game's later hand deals the untaken cards
    "out evenly" and puts "any remaining cards ... on the table": as many each, and fewer left on
    the table than there are players (one more each could have been dealt from 4)."""
    sizes = {ctx.names[s]: len(cards) for s, cards in state.holdings.items()}
    table = claims.table
    if ctx.setup.mode is LetterTricksMode.TEAM and number > 1:
        if len(set(sizes.values())) > 1:
            ctx.dispute(DisputeCode.DEAL, f"hand {number}, deal",
                        "uneven deal: " + ", ".join(f"{name} {size}" for name, size in sizes.items()))
        elif len(table) >= len(ctx.names):
            ctx.dispute(DisputeCode.DEAL, f"hand {number}, table",
                        f"{counted(len(table), 'card')} left on the table: the untaken cards are dealt out "
                        f"evenly, so fewer than {len(ctx.names)} are left over")
        return
    wrong = {name: size for name, size in sizes.items() if size != ctx.setup.hand_size}
    if wrong:
        ctx.dispute(DisputeCode.DEAL, f"hand {number}, deal", f"each player is dealt {ctx.setup.hand_size} cards, "
                    "got " + ", ".join(f"{name} {size}" for name, size in wrong.items()))
    _check_set_apart(ctx, number, state, claims.returned, bool(wrong))


def _check_set_apart(ctx: Context, number: int, state: HandState, returned: list[LetterCard], wrong: bool) -> None:
    """The cards no player is dealt. 3 players: "Put the 15 vowel cards into a face-up display.
    Shuffle the remaining 43 cards together ... then deal them out evenly", so no vowel is dealt,
    and "one card leftover, which is shown to players and returned to the box"; 5 players: "two
    cards are returned to the box, but show them to all players first". When the record writes
    what was returned (and each was dealt as many as the game deals), every card not dealt is."""
    three = ctx.setup.three_player
    dealt = {card for cards in state.holdings.values() for card in cards}
    for seat, cards in state.holdings.items():
        vowels = [str(c) for c in cards if three and c.is_vowel and not c.is_multicolored]
        if vowels:
            ctx.dispute(DisputeCode.DEAL, f"hand {number}, deal", f"{ctx.names[seat]} was dealt "
                        f"{', '.join(vowels)}: with 3 players the vowels go face up in the display, not in a hand")
    if not returned or wrong:
        return
    kept = set(returned)
    left_out = [str(c) for c in ctx.setup.deck
                if c not in dealt and c not in kept and not (three and c.is_vowel and not c.is_multicolored)]
    if left_out:
        ctx.dispute(DisputeCode.DEAL, f"hand {number}, returned", f"{', '.join(left_out)} "
                    f"{plural(len(left_out), 'is', 'are')} neither dealt nor returned (the cards not dealt are "
                    "shown and returned to the box)")


def check_untaken(ctx: Context, number: int, state: HandState) -> None:
    """Team game: "For the second and third hands, shuffle any untaken cards from the previous hand
    and deal them out evenly. Put any remaining cards ... on the table": a later hand's deal and its
    table are the cards nobody has taken, each of them, when the deal is written and every card
    taken before is known."""
    taken = {card for cards in ctx.team_cards.values() for card in cards}
    for seat, cards in state.holdings.items():
        again = [str(c) for c in cards if c in taken]
        if again:
            ctx.dispute(DisputeCode.DEALT_TAKEN, f"hand {number}, deal",
                        f"{ctx.names[seat]} was dealt {', '.join(again)}, already taken in an earlier hand")
    again = [str(c) for c in state.table_cards if c in taken]
    if again:
        ctx.dispute(DisputeCode.DEALT_TAKEN, f"hand {number}, table",
                    f"the table holds {', '.join(again)}, already taken in an earlier hand")
    if number == 1 or not state.holdings or not ctx.taken_known:
        return
    placed = {card for cards in state.holdings.values() for card in cards} | set(state.table_cards)
    left_out = [str(c) for c in ctx.setup.deck if c not in taken and c not in placed]
    if left_out:
        ctx.dispute(DisputeCode.UNTAKEN_LEFT_OUT, f"hand {number}, deal",
                    f"{', '.join(left_out)}, not yet taken, {plural(len(left_out), 'is', 'are')} neither dealt "
                    "nor on the table (a later hand deals out the untaken cards and puts the rest on the table)")


def expected_leader(ctx: Context, state: HandState, index: int, hand_size: int,
                    tricks: list[TrickPlay]) -> tuple[int | None, str]:
    """Who must lead, and why; None when any player may (the first trick of the game)."""
    if index == 0:
        if ctx.setup.mode is LetterTricksMode.TEAM and ctx.last_winner is not None:
            return ctx.last_winner, "the team that won the last trick of the last hand leads"
        return None, ""
    if ctx.setup.mode is LetterTricksMode.COOPERATIVE and index == hand_size - 1 and hand_size >= 2:
        leader = ctx.names.index(str(tricks[-1].leader))
        return leader, "the lead player opens both of the last two tricks"
    assert state.last_winner is not None
    return state.last_winner, "the winner of the previous trick leads"


# --- team game -----------------------------------------------------------------------------------
def team_trick(ctx: Context, number: int, index: int, state: HandState,
               claimed: list[str] | None) -> TeamVerdict:
    """After the trick, can the winning team claim victory, and is its claim (if any) right?"""
    assert state.last_winner is not None
    team = ctx.team_of(state.last_winner)
    cards = team_cards(ctx, state, team)
    size = victory_size(ctx.setup.multicolored)
    rulings: tuple[FormedWord, ...] | None = None
    holds = False
    before = ctx.victory
    past = ctx.past_the_game(number)  # a claim in a hand too many comes after the game ended
    if claimed is not None:
        rulings, holds = check_victory_claim(ctx.lexicon, claimed, cards, size)
        if not holds:
            ctx.dispute(DisputeCode.VICTORY_CLAIM, f"hand {number}, trick {index + 1}",
                        f"{ctx.team_name(team)} claims victory with {', '.join(claimed)}, not upheld "
                        f"({why_refused(rulings, size)})")
        elif ctx.victory is None and not past:
            ctx.victory = Victory(ctx.team_name(team), number, index + 1, True)
    searched = ctx.victory is None
    found = find_victory(ctx.lexicon, cards, size, ctx.suit_memo) if searched else None
    if found and ctx.victory is None and not ctx.claims_victory and not past:
        ctx.victory = Victory(ctx.team_name(team), number, index + 1, False)
    return TeamVerdict(ctx.team_name(team), rulings, holds, searched, found, before, past)


def played_after_victory(ctx: Context, where: str, what: str, at: int | None = None) -> None:
    """Team game: "The first team to do so wins", so play after an upheld claim is play after the
    game is over, ruled once, at its first trick (`what` is that play), as Letterflip rules a guess
    after the game; the tricks are still replayed and the winner stays the first claim's. An
    unclaimed victory the referee finds is no end the table knew of, so it ends nothing here.
    `at` places the dispute before the ones already ruled on the same trick."""
    victory = ctx.victory
    if victory is None or not victory.claimed or ctx.over_ruled:
        return
    ctx.over_ruled = True
    when = (f"with their claim after hand {victory.hand}, trick {victory.trick}" if victory.trick is not None
            else f"with their words at the end of hand {victory.hand}")
    dispute = Dispute(DisputeCode.GAME_OVER, f"{where}: {what} after the game was over ({victory.team} had won {when})")
    ctx.disputes.insert(len(ctx.disputes) if at is None else at, dispute)


def team_cards(ctx: Context, state: HandState, team: int) -> list[LetterCard]:
    """Every card the team has taken, in earlier hands and in this one so far."""
    cards = list(ctx.team_cards[team])
    for seat in ctx.teams[team]:
        cards += state.collected.get(seat, [])
    return cards


def team_claim(ctx: Context, number: int, team: int, words: list[str]) -> list[FormedWord]:
    """End of a team hand: the words a team lists are a victory claim, checked on all its cards."""
    size = victory_size(ctx.setup.multicolored)
    result, won = check_victory_claim(ctx.lexicon, words, ctx.team_cards[team], size)
    if won and ctx.victory is None and not ctx.past_the_game(number):
        ctx.victory = Victory(ctx.team_name(team), number, None, True)
    elif not won:
        ctx.dispute(DisputeCode.VICTORY_CLAIM, f"hand {number}, words", f"{ctx.team_name(team)}: no victory with "
                    f"{', '.join(words) or 'no words'} ({why_refused(result, size)})")
    return list(result)


def team_scores(ctx: Context, number: int) -> dict[str, int]:
    """A team hand scores 1 for the team that won the game in it, else 0."""
    victory = ctx.victory
    return {ctx.team_name(t): int(victory is not None and victory.hand == number
                                  and victory.team == ctx.team_name(t)) for t in range(2)}


# --- cooperative game ----------------------------------------------------------------------------
def score_cooperative(ctx: Context, number: int, tricks: list[TrickPlay], ends: list[int]) -> int:
    """One point for each trick whose cards the group rearranged into a word. A wrong word is
    ruled where its trick's disputes end (`ends`, the count after each trick), so the disputes
    keep the record's order though the words are judged once the hand is over."""
    claimed_any = any(t.claimed_word for t in tricks)
    scored = 0
    inserted = 0
    for trick, end in zip(tricks, ends, strict=True):
        cards = list(trick.cards)
        claimed = trick.claimed_word
        ruling: FormedWord | None = None
        if claimed:
            ruling = rule_trick_word(ctx.lexicon, claimed, cards)
            if not ruling.valid:
                ctx.disputes.insert(end + inserted, Dispute(
                    DisputeCode.TRICK_WORD, f"hand {number}, trick {trick.number}: {claimed!r} is not a word of "
                    f"the trick's cards ({', '.join(ruling.reasons)})"))
                inserted += 1
        found = trick_words(ctx.lexicon, cards)
        first = found[0] if found and not claimed_any and ruling is None else None
        trick.word = TrickWord(ruling, first, bool(claimed), tuple(found[:5]))
        scored += trick.word.score
    return scored
