"""`referee new letter-tricks`: a blank LetterTricks record (interface section 8).

The hands the rulebook plans (`planned_hands`: competitive "players play three hands", the
3-player game "a one-hand game", cooperative one), or the number the group agreed (`hands`, written
as `hand-count:`); team play has the first hand only, later ones being dealt from the cards left,
so their tricks are not known in advance. In each hand as many tricks as the cards dealt to each
player (`GameSetup.hand_size`: 14, 13 or 10), every trick with the picks the game makes; or,
`without_tricks`, each hand's cards collected and words only.
"""

from __future__ import annotations

from referee.games import template as form
from referee.games.letter_tricks.outcome import planned_hands
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, LetterTricksVariant
from referee.plurals import counted

GAME = "letter-tricks"
PASSED = 3
"""Cooperative setup: "each player passes three cards of their choice to the player to their left"."""


def template(request: form.Request) -> str:
    """The commented blank record for these players and mode."""
    request.refuse_others(GAME, ("--mode", "--variant", "--without-tricks", "--hands"))
    mode = LetterTricksMode(request.choice("--mode", request.mode, [m.value for m in LetterTricksMode],
                                           LetterTricksMode.COMPETITIVE.value))
    variants = tuple(LetterTricksVariant(v) for v in request.chosen_variants([v.value for v in LetterTricksVariant]))
    players = request.players
    setup = GameSetup(mode, len(players), LetterTricksVariant.MULTICOLORED in variants,
                      LetterTricksVariant.ADVANCED in variants)
    form.check_players(players, "LetterTricks", 1, len(players))
    problem = setup.check()
    if problem:
        raise form.TemplateError(problem, "--players")
    refused = setup.variant_problem()
    if refused:
        raise form.TemplateError(refused, "--variant")
    if request.without_tricks and mode is not LetterTricksMode.COMPETITIVE:
        raise form.TemplateError(f"a {mode.value} hand is ruled trick by trick", "--without-tricks")
    planned = request.hands or planned_hands(setup)
    hands = 1 if mode is LetterTricksMode.TEAM else planned
    names = [form.scalar(p) for p in players]
    lines = form.comment([
        f"LetterTricks, {mode.value}: {', '.join(players)}. Fill in each {form.BLANK} and check it with",
        "`referee score-sheet FILE`. Cards are SUIT:LETTER: Y yellow, B blue, R red, M multicolored",
        "(Y:C, R:QU, M:Z). scores:, totals: and other claims left blank are not claimed.",
        *_notes(mode, setup, hands, request.without_tricks, names[0]),
    ])
    lines += [f"game: {GAME}", f"mode: {mode.value}",
              form.aligned(f"players: {form.flow(names)}", "clockwise seating"),
              form.aligned(f"variants: {form.flow(v.value for v in variants)}", _variants_note(setup))]
    if planned != planned_hands(setup):
        lines.append(form.aligned(f"hand-count: {planned}", "the hands the group agreed to play"))
    if mode is LetterTricksMode.TEAM:
        teams = f"teams: [{form.flow(names[0::2])}, {form.flow(names[1::2])}]"
        lines.append(form.aligned(teams, "partners sit opposite"))
    lines.append("hands:")
    for hand in range(1, hands + 1):
        lines += _hand(hand, mode, setup, names, request.without_tricks)
    if mode is LetterTricksMode.COMPETITIVE:
        lines.append(form.aligned(f"totals: {form.BLANK}", f"optional: the totals written down, {_example(names)}"))
    return form.render(lines)


def _variants_note(setup: GameSetup) -> str:
    """The variants this game can take (the others are refused): the advanced variant is the 4-5
    player game's, the multicolored cards the team and cooperative games' choice."""
    if setup.three_player:
        return "none (the 3-player game always has the multicolored cards)"
    if setup.mode is LetterTricksMode.COMPETITIVE:
        return "advanced (-1 for every second card unused)"
    return "multicolored (recommended)"


def _notes(mode: LetterTricksMode, setup: GameSetup, hands: int, without_tricks: bool, first: str) -> list[str]:
    if without_tricks:
        return ["Each hand: the cards each player collected and the words made from them."]
    notes = [f"{counted(hands, 'hand')} of {setup.hand_size} tricks; a trick's plays are in play "
             "order, leader first.",
             f"The deal is optional: add deal: {{{first}: [Y:C, ...], ...}} to a hand to check must-follow."]
    if mode is LetterTricksMode.TEAM:
        notes.append("More hands as the game goes on: the same shape, as many tricks as the untaken cards deal.")
    if mode is LetterTricksMode.COOPERATIVE:
        notes += ["word: the word the group formed from the trick (blank: none). The last two tricks are open.",
                  f"With the deal, passed: {{{first}: [Y:T, R:L, Y:I], ...}} gives the {PASSED} cards each "
                  "passed left."]
    elif setup.three_player:
        notes.append("picks: the winner's, the lowest card's, then the middle player's vowel from the display.")
    else:
        notes.append("picks: the winner's pick, then the lowest card's: {Cat: R:Z, Dan: R:D}.")
    return notes


def _hand(number: int, mode: LetterTricksMode, setup: GameSetup, names: list[str], without_tricks: bool) -> list[str]:
    if without_tricks:
        cards = form.per_player(names, f"[{form.BLANK}]")
        return [form.aligned(f"  - collected: {cards}", f"hand {number}: the cards taken"),
                form.aligned(f"    words: {form.per_player(names, f'[{form.BLANK}]')}", "the words each made"),
                form.aligned(f"    scores: {form.BLANK}", f"optional: the scores written down, {_example(names)}")]
    lines = [form.aligned("  - tricks:", f"hand {number}")]
    picks = "{" + ", ".join([f"{form.BLANK}: {form.BLANK}"] * (3 if setup.three_player else 2)) + "}"
    for trick in range(1, setup.hand_size + 1):
        lines += [form.aligned(f"      - leader: {form.BLANK}", f"trick {trick}" + (": who led" if trick == 1 else "")),
                  f"        plays: {form.blanks(setup.players)}"]
        if mode is LetterTricksMode.COOPERATIVE:
            lines.append(f"        word: {form.BLANK}")
        else:
            lines.append(f"        picks: {picks}")
    if mode is LetterTricksMode.COMPETITIVE:
        lines += [form.aligned(f"    words: {form.per_player(names, f'[{form.BLANK}]')}",
                          "the words each made" + (": up to one a suit" if setup.three_player else "")),
                  form.aligned(f"    scores: {form.BLANK}", f"optional: the scores written down, {_example(names)}")]
    elif mode is LetterTricksMode.COOPERATIVE:
        lines.append(form.aligned(f"    tricks_scored: {form.BLANK}", "optional: the tricks that made a word"))
    return lines


def _example(names: list[str]) -> str:
    """How a claim per player is written: `{Ann: 5, Bob: 6, ...}`."""
    return "{" + f"{names[0]}: 5, {names[1]}: 6, ..." + "}"
