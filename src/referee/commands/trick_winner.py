"""`referee trick-winner`: one LetterTricks trick ruled — led suit, winner, picks, legal plays."""

from __future__ import annotations

import os
import re

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games.letter_tricks.cards import CardError, LetterCard
from referee.games.letter_tricks.result import RuledTrick
from referee.games.letter_tricks.setup import PLAYER_COUNTS, GameSetup, LetterTricksMode
from referee.games.letter_tricks.single_trick import (
    NO_DISPLAY,
    card_as_written,
    held_twice,
    outside_the_game,
    rule_single_trick,
    trick_problem,
)
from referee.options import NearMissChoice, WholeNumber, bad_value, format_option, lexicon_options, resolve_inputs
from referee.progress import Progress, quiet_option
from referee.records import read_paths
from referee.render import Emitter, Format, table, warn
from referee.runner import run_items

CARD_LIKE = re.compile(r"^[A-Za-z]:[A-Za-z]{1,2}$")
MISTYPED_CARD_MAX = 5
"""The longest argument taken for a mistyped card: a card is at most four characters (`M:QU`)."""


def _card(text: str, option: str | None = None) -> LetterCard:
    try:
        return LetterCard.parse(text)
    except CardError as exc:
        if option:
            raise bad_value(str(exc), option) from None
        raise click.UsageError(f"{text}: {exc}") from None


def _played_card(text: str, option: str | None = None) -> LetterCard:
    """A CARD argument or a `--hand` card: a card of the deck, or one the deck lacks, ruled as
    written with a warning (the contract's examples play B:Z and give it in a --hand)."""
    try:
        card, missing = card_as_written(text)
    except CardError as exc:
        raise (bad_value(str(exc), option) if option else click.UsageError(f"{text}: {exc}")) from None
    if missing is not None:
        warn(f"warning: {missing}; the {'hand' if option else 'trick'} is ruled as written")
    return card


def _refuse_a_mistyped_card(arg: str) -> None:
    """`trick-winner A B C`: a word of up to `MISTYPED_CARD_MAX` characters that names no file is
    a card without its suit, said so once, not three "cannot read" lines (a FILE has a dot or a
    slash, or exists). A card the deck lacks (`Y:Q`) is not blamed: CARDs are ruled as written."""
    if CARD_LIKE.match(arg):
        return
    if len(arg) <= MISTYPED_CARD_MAX and arg != "-" and not any(c in arg for c in "./") and not os.path.lexists(arg):
        try:
            LetterCard.parse(arg)
        except CardError as exc:
            raise click.UsageError(f"{arg}: no such file, and not a card: {exc}") from None


def _hands(values: tuple[str, ...], players: int) -> dict[int, list[LetterCard]]:
    """`--hand 2=B:Z,Y:E,R:A`: seat (from 1) and that seat's cards before the trick."""
    hands: dict[int, list[LetterCard]] = {}
    given: list[tuple[int, list[LetterCard]]] = []
    for value in values:
        seat_text, sep, cards_text = value.partition("=")
        seat_text = seat_text.strip()
        if not sep or not (seat_text.isascii() and seat_text.isdigit()):
            raise bad_value(f"expected SEAT=CARDS (e.g. 2=B:V,Y:E), got {value!r}", "--hand")
        seat = int(seat_text)
        if not 1 <= seat <= players:
            raise bad_value(f"seat {seat} is not one of 1..{players}", "--hand")
        if seat - 1 in hands:
            raise bad_value(f"seat {seat} is given twice: one --hand a seat, with all its cards", "--hand")
        cards = [_played_card(t, "--hand") for t in cards_text.replace(" ", ",").split(",") if t]
        given.append((seat, cards))
        twice = held_twice(given)
        if twice is not None:
            card, first, again = twice
            raise bad_value(f"{card} is given to seats {first} and {again}", "--hand")
        hands[seat - 1] = cards
    return hands


def _table(ruled: RuledTrick) -> str:
    from referee.games.letter_tricks.table import from_the_table, trick_line

    trick = ruled.play

    def pick(key: str) -> str:
        player, card = trick.picks.get(key, (None, None))
        if player is None:
            return "-"
        table_card = " from the table" if from_the_table(trick, key) else ""
        return f"{player}" + (f" takes {card}{table_card}" if card is not None else "")

    rows = [["plays", trick_line(trick)],
            ["led suit", trick.led.label if trick.led is not None else "none (all multicolored)"],
            ["winner", f"{trick.winner} with {trick.winning_card}"],
            ["first pick", pick("first_pick")],
            ["second pick", pick("second_pick") + (f" (lowest card {trick.lowest_card})"
                                                   if trick.lowest_card is not None else "")]]
    if "vowel_pick" in trick.picks:
        rows.append(["vowel pick", pick("vowel_pick") + " (a vowel from the display)"])
    rows.append(["legal", "yes" if ruled.legal else "NO"])
    rows.extend(["illegal", i.why] for i in trick.illegal)
    title = f"hand {ruled.hand}, trick {trick.number}" if ruled.hand is not None else "trick"
    return table(rows, [title, "ruling"])


@click.command("trick-winner", short_help="LetterTricks: one trick's winner, picks and legal plays.")
@click.option("--hand", "hands", multiple=True, metavar="SEAT=CARDS",
              help="A seat's cards before the trick, to check must-follow (repeatable): 2=B:V,Y:E,R:A.")
@click.option("--players", type=WholeNumber(min(PLAYER_COUNTS), max(PLAYER_COUNTS)), metavar="N",
              help="Players at the table (default: one per CARD); 3 players adds the vowel pick.")
@click.option("--mode", type=NearMissChoice([m.value for m in LetterTricksMode]), default="competitive",
              show_default=True, help="cooperative tricks have no picks.")
@click.option("--display", metavar="CARDS",
              help="3 players: the vowels still in the display (default: all 15).")
@format_option
@lexicon_options
@quiet_option
@click.argument("args", nargs=-1, metavar="[CARD...] | [FILE...]")
def command(hands: tuple[str, ...], players: int | None, mode: str, display: str | None, fmt: Format,
            lexicon: LexiconChoice, args: tuple[str, ...], progress: Progress) -> int:
    """Rule one LetterTricks trick: the led suit, the winner, who picks first and second
    (and the 3-player vowel pick), and whether every play was legal.

    CARDs are SUIT:LETTER (Y, B, R, M; A-Z or QU), in play order, leader first; seats are
    numbered 1..N from the leader. Or give FILEs (or stdin) of tricks: mappings with `plays:`
    and optionally `players`, `leader`, `picks`, `hands`, `display`, as YAML documents or one
    JSON object a line, or whole letter-tricks records (every trick is ruled). Exit status 1
    if any play or pick is illegal.

    \b
    Examples:
      referee trick-winner Y:C Y:M B:V Y:A
      referee trick-winner M:Z B:C B:A Y:T --hand 4=Y:T,B:E --mode team -f json
      referee trick-winner R:T B:C Y:D
      referee example letter-tricks illegal-play | referee trick-winner
    """
    if args:  # `xargs referee trick-winner < FILE` hands on a byte order mark the FILE starts with
        args = (args[0].removeprefix("\ufeff"), *args[1:])
    if args and all(CARD_LIKE.match(a) for a in args):
        cards = [_played_card(a) for a in args]
        the_mode = LetterTricksMode(mode)
        problem = trick_problem(cards, the_mode, players)
        if problem is not None:
            raise click.UsageError(problem)
        if display and not GameSetup(the_mode, len(cards)).three_player:
            raise bad_value(NO_DISPLAY, "--display")
        for why in outside_the_game(cards, the_mode):
            warn(f"warning: {why}; the trick is ruled as written")
        count = len(cards)
        shown = [_card(t, "--display") for t in display.replace(" ", ",").split(",") if t] if display else None
        trick = RuledTrick(rule_single_trick(cards, the_mode, hands=_hands(hands, count), display=shown))
        Emitter(fmt).item(trick.as_json(), lambda: _table(trick))
        return 0 if trick.legal else 1
    for arg in args:
        _refuse_a_mistyped_card(arg)
    mixed = [a for a in args if CARD_LIKE.match(a)]
    if mixed:
        raise click.UsageError(f"give either CARDs or FILEs, not both ({mixed[0]} looks like a card)")
    if hands or players or display:
        raise click.UsageError("--hand, --players and --display go with CARD arguments; "
                               "a FILE gives them as keys")
    from referee.games.letter_tricks.record.tricks import read_tricks

    return run_items(progress.counted(read_paths(resolve_inputs(args, "CARDs"))), Emitter(fmt),
                     lambda document: read_tricks(document.root, lambda: get_lexicon(lexicon)),
                     lambda trick: not trick.legal, RuledTrick.as_json, _table)
