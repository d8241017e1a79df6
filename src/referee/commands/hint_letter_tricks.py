"""`referee hint letter-tricks`: the best words from the cards collected, a team's winning words,
or whether a cooperative trick makes a word."""

from __future__ import annotations

from itertools import chain
from typing import Any

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.file_arguments import CARDS_BY_OPTION, TakesFileByOption
from referee.games.letter_tricks.bare_cards import (
    BareCard,
    GivenCard,
    read_cards,
    stand_ins,
    why_suits_matter,
    with_suit,
)
from referee.games.letter_tricks.cards import CardError, CardNames, LetterCard, Suit, cards_text
from referee.games.letter_tricks.hints import (
    WordSet,
    single_word_hints,
    team_search,
    three_player_sets,
    trick_words,
)
from referee.games.letter_tricks.result.hints import (
    no_victory_json,
    single_hint_json,
    suit_words_json,
    trick_word_hint_json,
)
from referee.games.letter_tricks.setup import (
    PLAYER_COUNTS,
    GameSetup,
    LetterTricksMode,
    LetterTricksVariant,
    multicolored_in_play,
)
from referee.games.letter_tricks.single_trick import one_card_each
from referee.options import NearMissChoice, WholeNumber, bad_value, format_option, lexicon_options
from referee.plurals import counted
from referee.render import Format, cell
from referee.suggestions import emit, emit_each, limit_option, none_as_all

DEFAULT_PLAYERS = 4
"""--players when not given: the 4-player game (one word from the cards collected)."""

NO_WORD = "no word can be made from these cards"
"""The line under the preface when the cards make no word (a hint never offers to play nothing)."""


def parse_cards(value: str) -> list[GivenCard]:
    """The cards given, read as `check-word --cards` reads them (`bare_cards.read_cards`)."""
    try:
        return read_cards(value)
    except CardError as exc:
        raise bad_value(str(exc), "--cards") from None


def _with_stand_ins(given: list[GivenCard], setup: GameSetup) -> tuple[list[LetterCard], CardNames]:
    """The cards to hint, each bare letter replaced by a card of the deck it may be, and how to
    show each card (a stand-in as the letter given: its suit is not known)."""
    bare = next((card for card in given if isinstance(card, BareCard)), None)
    if bare is None:
        return [card for card in given if isinstance(card, LetterCard)], str
    why = why_suits_matter(setup)
    if why is not None:
        raise bad_value(f"{bare} has no suit: {why}, so write it with its suit ({with_suit(bare, setup)})", "--cards")
    try:
        found = stand_ins(setup.deck, given)
    except CardError as exc:
        raise bad_value(str(exc), "--cards") from None
    letters = {found[place]: card.letter for place, card in enumerate(given) if place in found}
    hand = [card if isinstance(card, LetterCard) else found[place] for place, card in enumerate(given)]
    return hand, lambda card: letters.get(card) or str(card)


def _card_count(hand: list[LetterCard]) -> str:
    """`1 card` or `N cards`, as the line above the hints reads (it said `1 cards`)."""
    return counted(len(hand), "card")


def _set_row(rank: int, found: WordSet) -> list[Any]:
    by_suit = {w.suit: w.word.word for w in found.words}
    return [rank, *(by_suit.get(s, "") for s in (Suit.YELLOW, Suit.BLUE, Suit.RED)),
            cell(found.score), cell(cards_text(found.unused))]


@click.command("letter-tricks", cls=TakesFileByOption, file_hint=CARDS_BY_OPTION,
               short_help="Best words from collected cards, team victory, trick words.")
@click.option("--cards", required=True, metavar="CARDS",
              help="The cards collected (or the trick's cards with --trick): Y:C,R:QU,B:I,M:X ... A bare "
                   "letter, A, is a card of any suit (not with 3 players or --team, whose words need suits).")
@click.option("--players", type=WholeNumber(min(PLAYER_COUNTS), max(PLAYER_COUNTS)), default=None, metavar="N",
              help=f"Players at the table: 3 (one word per suit) or 4-5 (one word). Default: {DEFAULT_PLAYERS}.")
@click.option("--variant", "variants", multiple=True, type=NearMissChoice([v.value for v in LetterTricksVariant]),
              help="advanced: -1 for every second unused card (the 4-5 player game only); "
                   "multicolored: team words need 5 cards. Repeatable.")
@click.option("--team", is_flag=True, help="Team LetterTricks: can these cards claim victory now?")
@click.option("--trick", is_flag=True, help="Cooperative LetterTricks: the words this trick's cards make.")
@limit_option(10)
@format_option
@lexicon_options
def command(cards: str, players: int | None, variants: tuple[str, ...], team: bool, trick: bool,
            limit: int, fmt: Format, lexicon: LexiconChoice) -> int:
    """The best words from a player's collected cards, best first.

    4-5 players: the best single words (each card used scores 1, J K QU V X Z score 2; with
    --variant advanced, -1 for every second card not used). 3 players: the best sets of up to
    three words, one per suit (multicolored cards fit any suit, each used once; -1 per card not
    used). --team: whether the team's cards make a word of 4 cards (5 with multicolored cards)
    in every suit, and which. --trick: the words that use every card of a cooperative trick.
    A QU card may stand for Q or QU. A bare letter (A) is a card of any suit, shown as given,
    for 4-5 players and --trick; with 3 players and --team each word is one suit's cards, so a
    bare letter is refused there.

    \b
    Examples:
      referee hint letter-tricks --cards Y:C,R:QU,B:I,R:Z,Y:U,Y:A,B:E,R:T
      referee hint letter-tricks --cards C,QU,I,Z,U,A,E,T
      referee hint letter-tricks --players 5 --variant advanced --cards Y:S,Y:T,B:O,R:N,Y:E,B:P
      referee hint letter-tricks --players 3 --cards Y:C,Y:A,Y:T,B:O,B:N,B:E,R:S,R:U,M:X -n 3
      referee hint letter-tricks --team --cards Y:S,Y:U,Y:R,Y:E,B:L,B:I,B:N,B:E,R:S,R:E,R:N,R:T
      referee hint letter-tricks --trick --cards Y:T,R:QU,B:I,Y:E -f json
    """
    given = parse_cards(cards)
    suited = [card for card in given if isinstance(card, LetterCard)]
    lex = get_lexicon(lexicon)
    if team and trick:
        raise click.UsageError("--team and --trick are different games: give one")
    mode = LetterTricksMode.TEAM if team else LetterTricksMode.COOPERATIVE if trick else LetterTricksMode.COMPETITIVE
    asked = "multicolored" in variants
    setup = GameSetup(mode, players or DEFAULT_PLAYERS,  # a multicolored card brings them into team play
                      asked or (mode is not LetterTricksMode.COMPETITIVE and multicolored_in_play(asked, suited)),
                      "advanced" in variants)
    refused = setup.variant_problem()
    if refused:
        raise bad_value(refused, "--variant")
    outside = next((card for card in suited if card not in setup.in_deck), None)
    if outside is not None:
        raise bad_value(f"{outside} is not used in this game ({setup.deck_name()})", "--cards")
    hand, shown = _with_stand_ins(given, setup)
    if team:
        broken = GameSetup(LetterTricksMode.TEAM, players).seating() if players is not None else None
        if broken is not None:
            raise click.UsageError(f"{broken.value}, got --players {players}")
        return _team(hand, lex, setup.multicolored, limit, fmt)
    if trick:
        table = players if players is not None else len(hand)  # a trick is one card a player
        broken = GameSetup(LetterTricksMode.COOPERATIVE, table).seating()
        if broken is not None:
            raise click.UsageError(f"{broken.value}, got " + (f"--players {players}" if players is not None
                                                              else f"a trick of {_card_count(hand)}"))
        if not one_card_each(hand, table):
            raise click.UsageError(f"a trick of {players} players has {players} cards, got {len(hand)}")
        words = trick_words(lex, hand, none_as_all(limit))
        emit(fmt, [trick_word_hint_json(w, shown) for w in words],
             ["#", "word", "cards"], [[i, w.word, cell(cards_text(w.cards, shown))] for i, w in enumerate(words, 1)],
             preface=f"Words using all {len(hand)} cards {' '.join(cards_text(hand, shown))}:",
             empty="none: this trick makes no word")
        return 0
    if GameSetup(LetterTricksMode.COMPETITIVE, players or DEFAULT_PLAYERS).three_player:
        emit_each(fmt, three_player_sets(lex, hand, none_as_all(limit)), suit_words_json,
                  ["#", "yellow", "blue", "red", "score", "unused"], _set_row,
                  preface=f"Best words, one per suit, from {_card_count(hand)}:", empty=NO_WORD)
        return 0
    advanced = "advanced" in variants
    hints = single_word_hints(lex, hand, advanced, none_as_all(limit))
    emit(fmt, [single_hint_json(h, shown) for h in hints], ["#", "word", "score", "cards", "unused"],
         [[i, h.word.word, h.score, cell(cards_text(h.word.cards, shown)), cell(cards_text(h.unused, shown))]
          for i, h in enumerate(hints, 1)],
         preface=f"Best words from {_card_count(hand)}{' (advanced variant)' if advanced else ''}:",
         empty=NO_WORD)
    return 0


def _team(hand: list[LetterCard], lex: Any, multicolored: bool, limit: int, fmt: Format) -> int:
    found = team_search(lex, hand, multicolored, none_as_all(limit))
    first = next(found.sets, None)
    if first is not None:
        emit_each(fmt, chain([first], found.sets), lambda s: suit_words_json(s, found),
                  ["#", "yellow", "blue", "red"], lambda i, s: _set_row(i, s)[:4],
                  preface=f"Victory can be claimed now (a word of {found.min_cards}+ cards in every suit):")
        return 0
    why = (f"no word of {found.min_cards}+ cards in " + ", ".join(s.label for s in found.missing)
           if found.missing else "the words found need the same multicolored cards")
    emit(fmt, [no_victory_json(found)], [], [],
         empty=f"No victory yet: {why}.")
    return 0
