"""`referee new letter-roll`: a blank Letter Roll record (interface section 7).

As many rounds as the rulebook's table gives ("2-3: 3 times, 4-5: 2 times, 6-8: 1 time" each
player is the roller), the dice passing to the left, that is to the next name in seating order.
"""

from __future__ import annotations

from referee.games import template as form
from referee.games.letter_roll.model import (
    GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Variation,
    dice_rules,
    rolls_per_player,
    rounds_in_game,
)
from referee.plurals import plural


def template(request: form.Request) -> str:
    """The commented blank record: one block per round, every player's list in each."""
    request.refuse_others(GAME, ("--variant",))
    variants = tuple(Variation(v) for v in request.chosen_variants([v.value for v in Variation]))
    try:
        dice = dice_rules(variants)
    except ValueError as exc:
        raise form.TemplateError(str(exc), "--variant") from None
    players = request.players
    form.check_players(players, "Letter Roll", MIN_PLAYERS, MAX_PLAYERS)
    per = rolls_per_player(len(players))
    rounds = rounds_in_game(len(players))
    lines = form.comment([
        f"Letter Roll: {', '.join(players)}. Fill in each {form.BLANK} and check it with `referee score-sheet FILE`.",
        f"With {len(players)} players each is the roller {per} {plural(per, 'time')}: {rounds} rounds,",
        "the dice passing to the left (the next name). A list is every word the player wrote, as written",
        "(misspellings included): [pace, price, place]; [] for none. scores: and totals: are optional",
        "claims (a blank one is not claimed). A game in progress: delete the rounds not played.",
    ])
    lines += [f"game: {GAME}",
              form.aligned(f"players: {form.flow(form.scalar(p) for p in players)}",
                           "seating order, the first roller first"),
              form.aligned(f"variants: {form.flow(v.value for v in variants)}",
                      "two-letter, four-letter, white-dice, white-blue-dice"),
              "rounds:"]
    in_play = "the letters in play after the removal" if dice.removal else "the letters rolled (none is removed)"
    for number in range(rounds):
        roller = players[number % len(players)]
        lines += [form.aligned(f"  - roller: {form.scalar(roller)}", f"round {number + 1}"),
                  form.aligned(f"    letters: {form.blanks(dice.in_play)}", in_play),
                  "    lists:",
                  *(f"      {form.scalar(p)}: [{form.BLANK}]" for p in players),
                  form.aligned(f"    scores: {form.per_player(players, form.BLANK)}",
                               "the points written beside the letters")]
    lines += [form.aligned(f"totals: {form.per_player(players, form.BLANK)}", "optional: the totals added up"),
              "# tiebreak:                          # a tie: the tie-break round, same shape, no roller"]
    return form.render(lines)
