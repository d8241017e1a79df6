"""`referee new letterflip`: a blank Letterflip record (interface section 9).

Two players, each with the card of four words (3, 4, 5 and 6 letters) they are trying to
identify; the turns are as many as were played, so the template gives the first and shows the
other kinds of guess in comments.
"""

from __future__ import annotations

from referee.games import template as form
from referee.games.letterflip.card import PLAYERS, SIDES, WORD_LENGTHS, Side

GAME = "letterflip"


def template(request: form.Request) -> str:
    """The commented blank record: the two cards and the first turn."""
    request.refuse_others(GAME, ("--side",))
    side = SIDES[request.choice("--side", request.side, list(SIDES), Side.STANDARD.value)]
    players = request.players
    form.check_players(players, "Letterflip", PLAYERS, PLAYERS)
    first, second = (form.scalar(p) for p in players)
    lengths = ", ".join(str(n) for n in WORD_LENGTHS)
    lines = form.comment([
        f"Letterflip, {side.value} side: {', '.join(players)}. Fill in each {form.BLANK} and check it with",
        "`referee score-sheet FILE`. cards: lists the words each player is trying to identify (the card",
        f"in the other player's Letterflipper), {lengths} letters in order. One line a turn, in play order;",
        "answer is what the other player said (leave it out and the referee answers truthfully).",
    ])
    lines += [f"game: {GAME}",
              form.aligned(f"side: {side.value}", "standard (gold) | advanced (blue)"),
              form.aligned(f"players: {form.flow([first, second])}", "the first takes the first turn"),
              "cards:",
              *(f"  {name}: {form.blanks(len(WORD_LENGTHS))}" for name in (first, second)),
              "turns:",
              form.aligned(f"  - {{player: {first}, letter: {form.BLANK}, answer: {form.BLANK}}}",
                      "a letter: how many times it is in the word (0: not)"),
              f"  # - {{player: {second}, word: ..., answer: yes}}       a word: yes or no",
              f"  # - {{player: {first}, position: {{letter: T, at: 1}}, answer: no}}"
              "   a letter's place (from 1), once all letters are known",
              ]
    return form.render(lines)
