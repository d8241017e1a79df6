"""`referee roll letterflip`: draw Letterflip cards (3-, 4-, 5- and 6-letter words) fairly or from --seed."""

from __future__ import annotations

from typing import Any

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games.letterflip.card import SIDES, WORD_LENGTHS, GuessError, Side, card_pools, draw_cards, two_players
from referee.games.letterflip.result import RolledCards
from referee.options import NearMissChoice, bad_value, format_option, lexicon_options, seed_note, seed_option
from referee.randomness import source
from referee.render import Emitter, Format, table, to_yaml

HIDDEN = "(hidden)"


def _table(rolled: RolledCards, reveal: bool, written: str | None) -> str:
    """The card as a person at the table sees it: its words only with --reveal (the referee holds it)."""
    owners = dict(zip(rolled.players, rolled.cards, strict=True)) if rolled.players else {"card": rolled.cards[0]}
    rows = [[f"{n} ({length} letters)", *(words[n - 1] if reveal else HIDDEN for words in owners.values())]
            for n, length in enumerate(WORD_LENGTHS, start=1)]
    lines = [table(rows, ["word", *owners])]
    if written:
        lines.append(f"card written to {written}: referee answer --card {written} GUESS"
                     + (" --player NAME" if rolled.players else ""))
    elif not reveal:
        lines.append("the words are hidden: --reveal shows them, --output FILE writes them for answer --card")
    lines += [f"side: {rolled.side.value}", seed_note(rolled.seed)]
    return "\n".join(lines)


def _write(path: str, obj: dict[str, Any]) -> None:
    """The card (or the no-turns record) as YAML, for `answer --card FILE` and `score-sheet`.
    `-` is stdout to a shell user, never a file of that name (`answer --card -` reads stdin)."""
    if path == "-":
        raise bad_value("'-' is stdout, where the table goes: give a FILE (-f yaml prints the card "
                        "itself on stdout)", "--output")
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(to_yaml(obj))
    except OSError as exc:
        raise bad_value(f"cannot write {path!r}: {exc.strerror or exc}", "--output") from None


@click.command("letterflip", short_help="Draw Letterflip cards: four words of 3, 4, 5 and 6 letters.")
@click.option("--side", type=NearMissChoice(list(SIDES), case_sensitive=False), default=Side.STANDARD.value,
              show_default=True,
              help="standard (gold): the 400 commonest words of each length; advanced (blue): the "
                   "next commonest, up to rank 2,000 (never the rarest 40% of a length).")
@click.option("--players", metavar="NAMES",
              help="Two names (Ann,Bob): one card each, printed as a record with no turns yet; "
                   "each list is the words that player is trying to identify.")
@click.option("--reveal", is_flag=True,
              help="Show the card's words in the table (by default the referee keeps them hidden).")
@click.option("--output", "-o", metavar="FILE",
              help="Write the card (with --players, the record) as YAML to FILE for `answer --card "
                   "FILE`; the table on stdout keeps the words hidden.")
@seed_option
@format_option
@lexicon_options
def command(side: str, players: str | None, reveal: bool, output: str | None, seed: int | None, fmt: Format,
            lexicon: LexiconChoice) -> int:
    """Draw a Letterflip card: a three-, four-, five- and six-letter word from the lexicon, never a
    proper noun or abbreviation, each drawn uniformly from its length's words for the chosen side.

    The referee holds the card: the table shows the words only with --reveal. --output FILE
    writes the card to FILE for `answer --card FILE` (the table still hides it); -f yaml and
    -f json print the card itself, for a file (`> card.yaml`) or another program.

    With --players, one card per player: the YAML output (-f yaml) is then a whole record, ready
    for turns to be added, which `score-sheet` and `answer --log` read. Without, it prints
    `card: [...]`, the list to put under a player in a record's `cards:`, which `answer --card`
    reads.

    \b
    Examples:
      referee roll letterflip --seed 7 --output card.yaml
      referee answer --card card.yaml A
      referee roll letterflip --seed 7 --reveal
      referee roll letterflip --side advanced -f yaml
      referee roll letterflip --players Ann,Bob --seed 42 -f yaml
    """
    names = [n.strip() for n in players.split(",") if n.strip()] if players else []
    if players is not None and not two_players(names):
        raise bad_value(f"Letterflip is for two players, expected two names like Ann,Bob, got "
                        f"{players!r}", "--players")
    chosen = SIDES[side]
    lex = get_lexicon(lexicon)
    by_length = card_pools(lex, chosen)
    pools = [by_length[length] for length in WORD_LENGTHS]
    try:
        cards = draw_cards(pools, max(1, len(names)), source(seed))
    except GuessError as exc:
        raise click.UsageError(str(exc)) from None
    rolled = RolledCards(chosen, seed, tuple(names), tuple(tuple(card) for card in cards))
    obj = rolled.as_json()
    if output is not None:  # written before anything is printed: a refused FILE prints nothing
        _write(output, obj)
    Emitter(fmt).item(obj, lambda: _table(rolled, reveal, output))
    return 0
