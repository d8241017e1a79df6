"""`referee answer`: Letterflip with the referee holding the card, so nobody has to trust the other player."""

from __future__ import annotations

import click

from referee.errors import OptionError
from referee.games.letterflip.answers import answer, situation_on_card
from referee.games.letterflip.card import WORD_LENGTHS, GuessError, LetterflipCard
from referee.games.letterflip.guesses import describe_answer, parse_guess
from referee.games.letterflip.record import card_from_file, situation_from_log
from referee.games.letterflip.replay import Situation
from referee.games.letterflip.result import AnswerResult
from referee.options import WholeNumber, bad_value, format_option, option_refused
from referee.render import Emitter, Format, table, warn


def card_from_option(value: str, player: str | None = None) -> tuple[LetterflipCard, Situation | None]:
    """`--card cat,frog,wagon,bridge`, or a YAML file: a card (`card: [...]` or a bare list) or a game log."""
    if "," in value or " " in value.strip():
        try:
            return LetterflipCard.of(w for w in value.replace(" ", ",").split(",") if w), None
        except GuessError as exc:
            raise bad_value(str(exc), "--card") from None
    return card_from_file(value, player)


def _table(result: AnswerResult) -> str:
    answer = describe_answer(result.answer) if result.answer is not None else "refused"
    turn = {None: result.ruling, True: "keeps the turn", False: "turn passes"}[result.correct]
    row = [f"{result.word_in_play} ({result.length} letters)", result.guess.text, answer, turn]
    headers = ["word", "guess", "answer", "turn"]
    if result.player:
        row, headers = [result.player, *row], ["player", *headers]
    return table([row], headers) + "\n" + result.reason


@click.command("answer", short_help="Letterflip: the referee holds the card and answers a guess truthfully.")
@click.option("--card", "card_value", metavar="WORDS|FILE",
              help="The four words being identified (cat,frog,wagon,bridge), or a YAML file with "
                   "`card: [...]` (what `referee roll letterflip -f yaml` printed) or a game log.")
@click.option("--log", "log_path", type=click.Path(allow_dash=True), metavar="FILE",
              help="A Letterflip game log: the card, the word in play and what is known come from "
                   "replaying its turns (the guessing player: --player, default whose turn it is).")
@click.option("--player", metavar="NAME",
              help="With --log, or a --card FILE that is a game log: whose guess this is (default: whose "
                   "turn it is).")
@click.option("--word", "word_number", type=WholeNumber(1, len(WORD_LENGTHS)), metavar="N",
              help="Which word is in play: 1 (3 letters) to 4 (6 letters). Default 1.")
@click.option("--length", type=WholeNumber(min(WORD_LENGTHS), max(WORD_LENGTHS)), metavar="L",
              help="The word in play, by its length.")
@click.option("--known", default="", metavar="ANSWERS",
              help="What the answers so far showed for this word: A=1,E=0,W@1=yes,G@1=no,organ=no. "
                   "A position guess is refused until the counts add up to the word's length.")
@click.option("--out", default="", metavar="LETTERS", help="Letters already eliminated (ETS: E=0,T=0,S=0).")
@format_option
@click.argument("guess")
def command(card_value: str | None, log_path: str | None, player: str | None, word_number: int | None,
            length: int | None, known: str, out: str, fmt: Format, guess: str) -> int:
    """Answer GUESS truthfully from a Letterflip card the referee holds: a letter (A) gets how many
    times it occurs, a word (wagon) or a letter at a position (W@1, counted from 1) gets yes or no.
    The word itself is never printed.

    A position guess is refused (exit 1) until all letters of the word are known, i.e. the counts
    answered (--known, or the game log) add up to its length; so is a guess out of turn or after the
    game ended (with --log). Exit status 0: the guess was answered, right or wrong; 2: usage error.

    \b
    Examples:
      referee answer --card cat,frog,wagon,bridge A
      referee answer --card cat,frog,wagon,bridge --word 3 --known N=1,A=1,W=1,G=1,O=1 W@1
      referee answer --card cat,frog,wagon,bridge --length 5 --known N=1,A=1 G@1
      referee example letterflip advanced-in-progress > game.yaml
      referee answer --log game.yaml R
      referee answer --log game.yaml --player Dev -f json G
    """
    try:
        parsed = parse_guess(guess)
    except GuessError as exc:
        raise bad_value(str(exc), "GUESS") from None
    if (card_value is None) == (log_path is None):
        raise click.UsageError("give the card with --card WORDS|FILE, or a game log with --log FILE")
    try:
        if log_path is not None:
            situation = situation_from_log(log_path, player)
        else:
            assert card_value is not None
            card, from_log = card_from_option(card_value, player)
            if from_log is None and player is not None:
                raise click.UsageError("--player goes with a game log (a card alone has no players)")
            situation = from_log or situation_on_card(card, word_number, length, known, out)
    except OptionError as exc:
        raise option_refused(exc) from None
    if situation.player is not None and (word_number is not None or length is not None or known or out):
        raise click.UsageError("with a game log the word in play and what is known come from its "
                               "turns: drop --word, --length, --known and --out")
    result = answer(situation, parsed)
    Emitter(fmt).item(result.as_json(), lambda: _table(result))
    if result.answer is None:
        warn(f"refused: {result.reason}")
        return 1
    return 0
