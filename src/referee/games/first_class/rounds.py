"""First-Class Letters ruled round by round (a record with rounds): each row's word in the round
it was written in, and cooperative play's rounds (the elimination, the word the communal sheet
gets), from the claims the record reader read."""

from __future__ import annotations

from collections.abc import Sequence

from referee.games.first_class.claims import RecordClaims, RowClaim
from referee.games.first_class.cooperative import CooperativeRound, decide, eliminate, unrecorded_choices
from referee.games.first_class.model import ROWS
from referee.games.first_class.rows import RowRuling, check_order
from referee.games.first_class.sheets import PlayerSheet, RecordRuling, Setup, game_over, rule_players, setup_of
from referee.games.first_class.words import Speller, rule_word


def rule_rows(rows: Sequence[RowClaim | None], name: str, setup: Setup, speller: Speller) -> list[RowRuling]:
    """A player's rows: each word ruled in its round, on its row (the row's special initial)."""
    ruled: list[RowRuling] = []
    for number, row in enumerate(rows, start=1):
        if row is None:
            ruled.append(RowRuling(number))
        elif row.canceled or row.word is None or row.round is None:  # an empty box
            ruled.append(RowRuling(number, row.round, None, empty_box=True, claimed=row.score))
        else:
            word = rule_word(speller, row.word, setup.rounds[row.round - 1], setup.initial(number))
            ruled.append(RowRuling(number, row.round, word, claimed=row.score))
    return ruled


def rule_record(claims: RecordClaims, speller: Speller) -> RecordRuling:
    """A record with rounds: every player's sheet, or the cooperative rounds and the communal sheet."""
    setup = setup_of(claims)
    if not claims.cooperative:
        return rule_players(setup, claims.sheets, speller, rule_rows)
    rounds_out: list[CooperativeRound] = []
    written: dict[int, RowRuling] = {}
    pending: list[int] = []
    for claim in claims.communal_rounds:
        rnd, row = claim.roll, claim.row
        words = [(name, rule_word(speller, word, rnd)) for name, word in claim.words]
        elimination = eliminate(words)
        pick, decision = decide(rnd.number, elimination, claim.chosen, setup.disputes)
        if not words:
            written[row] = RowRuling(row, rnd.number, None, empty_box=True, claimed=claim.score)
        elif pick is None:
            written[row] = RowRuling(row, rnd.number, None, claimed=claim.score, pending=True)
            pending.append(rnd.number)
        else:
            written[row] = RowRuling(row, rnd.number, rule_word(speller, pick.written, rnd, setup.initial(row)),
                                     claimed=claim.score)
        rounds_out.append(CooperativeRound(rnd, tuple(words), elimination, pick, decision, row))
    # "Write the remaining word with the highest score on the communal sheet": until the group's
    # choice for the last round rolled is recorded, that round is still being played (in round 7,
    # the game is not over), as a player's sheet that has not yet written the last round.
    setup.last_round_pending = bool(pending) and pending[-1] == len(setup.rounds)
    unchosen = [r for r, claim in zip(rounds_out, claims.communal_rounds, strict=True) if claim.chosen is None]
    setup.disputes.extend(unrecorded_choices(unchosen, len(setup.rounds)))  # a wrong `chosen` is disputed as such
    rows = [written.get(n, RowRuling(n)) for n in range(1, ROWS + 1)]  # every round names its row
    sheet = check_order("communal", rows, game_over(setup, pending), setup.order)
    return RecordRuling(setup, (PlayerSheet(sheet, None),), tuple(rounds_out), claims.communal_total,
                        tuple(pending))
