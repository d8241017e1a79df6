"""`referee hint letterflip`: the words that still fit what a player knows, and the next guess to make."""

from __future__ import annotations

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.errors import OptionError
from referee.file_arguments import LOG_BY_OPTION, TakesFileByOption
from referee.games.letterflip.card import SIDES, WORD_LENGTHS, GuessError, word_in_play
from referee.games.letterflip.guesses import Ruling
from referee.games.letterflip.hints import Hint, Rank, Suggestion, analyse
from referee.games.letterflip.knowledge import parse_knowledge
from referee.games.letterflip.result import suggestion_json
from referee.options import NearMissChoice, WholeNumber, bad_value, format_option, lexicon_options, option_refused
from referee.render import Emitter, Format, table, warn
from referee.suggestions import limit_option, none_as_all

SHOWN_CANDIDATES = 12


def _table(hint: Hint, rank: Rank, ranked: tuple[Suggestion, ...], recommended: str | None) -> str:
    shown = ", ".join(w.upper() for w in hint.candidates[:SHOWN_CANDIDATES])
    more = len(hint.candidates) - SHOWN_CANDIDATES
    lines = [f"candidates ({len(hint.candidates)}): {shown}" + (f", ... {more} more" if more > 0 else ""),
             f"advice: {hint.advice}", ""]
    rows = [[n, s.text + (" *" if s.text == recommended else ""), s.kind.value, f"{s.information:.2f}",
             f"{s.keep_chance:.0%}"] for n, s in enumerate(ranked, start=1)]
    lines.append(table(rows, ["#", "guess", "kind", "information (bits)", "keeps turn"]))
    lines.append(f"ranked by {'expected information' if rank is Rank.INFORMATION else 'chance of keeping the turn'}"
                 + ("; * the guess to make" if recommended else ""))
    return "\n".join(lines)


@click.command("letterflip", cls=TakesFileByOption, file_hint=LOG_BY_OPTION,
               short_help="Letterflip: words that still fit, and the best next guess.")
@click.option("--length", type=WholeNumber(min(WORD_LENGTHS), max(WORD_LENGTHS)), metavar="L",
              help="Length of the word in play (3-6).")
@click.option("--word", "word_number", type=WholeNumber(1, len(WORD_LENGTHS)), metavar="N",
              help="The word in play by number: 1 (3 letters) to 4 (6 letters). Default 1.")
@click.option("--known", default="", metavar="ANSWERS",
              help="The answers so far for this word: A=1 (one A), E=0 (no E), W@1 (W is first), "
                   "G@1=no, organ=no (a wrong word).")
@click.option("--out", default="", metavar="LETTERS", help="Letters eliminated (ETS: E=0,T=0,S=0).")
@click.option("--log", "log_path", type=click.Path(allow_dash=True), metavar="FILE",
              help="Take what is known from a game log (the player: --player, default whose turn it is).")
@click.option("--player", metavar="NAME", help="With --log: the player who wants the hint.")
@click.option("--side", type=NearMissChoice(list(SIDES), case_sensitive=False),
              help="Only words a card of this side could hold (as `roll letterflip` draws them); "
                   "default: every word of the lexicon.")
@click.option("--rank", type=NearMissChoice([r.value for r in Rank]), default=Rank.INFORMATION.value,
              show_default=True, help="information: expected bits of the answer; keep: chance of "
                                      "keeping the turn.")
@limit_option(10)
@format_option
@lexicon_options
def command(length: int | None, word_number: int | None, known: str, out: str, log_path: str | None,
            player: str | None, side: str | None, rank: str, limit: int, fmt: Format,
            lexicon: LexiconChoice) -> int:
    """Rank the next Letterflip guess for what a player knows: the letters found with their counts,
    the letters eliminated, positions found, wrong words. Every word of the lexicon that fits is a
    candidate; each guess is ranked by the expected information of its answer (entropy, in bits)
    or by its chance of keeping the turn, and the advice says when to guess the word.

    Letters are suggested until all letters of the word are known; then positions (the rules allow
    a position guess only then). Exit status 1 when no word fits the answers.

    \b
    Examples:
      referee hint letterflip --length 5 --known N=1,A=1,W=1,G=1,O=1,G@1=no
      referee hint letterflip --length 4 --known O=1,R=1 --out EAT --rank keep
      referee example letterflip advanced-in-progress > game.yaml
      referee hint letterflip --log game.yaml --player Cleo
      referee hint letterflip --word 1 --side standard -f json --limit 3
    """
    if log_path is not None:
        if length is not None or word_number is not None or known or out:
            raise click.UsageError("with --log, what is known comes from the game log: drop --length, "
                                   "--word, --known and --out")
        from referee.games.letterflip.record import situation_from_log

        try:
            situation = situation_from_log(log_path, player)
        except OptionError as exc:
            raise option_refused(exc) from None
        if situation.refusal is not None and situation.refusal[0] is Ruling.GAME_OVER:
            raise click.UsageError(f"{situation.refusal[1]}, so {situation.player} has no guess left to make")
        knowledge = situation.knowledge
    else:
        if player is not None:
            raise click.UsageError("--player goes with --log")
        try:
            size = WORD_LENGTHS[word_in_play(word_number, length) - 1]
        except OptionError as exc:
            raise option_refused(exc) from None
        try:
            knowledge = parse_knowledge(size, known, out)
        except GuessError as exc:
            raise bad_value(str(exc), "--known") from None
        except OptionError as exc:
            raise option_refused(exc) from None
    chosen = Rank(rank)
    hint = analyse(knowledge, get_lexicon(lexicon), none_as_all(limit), SIDES[side] if side else None)
    ranked = hint.ranked(chosen)
    recommended = hint.recommended(chosen)
    emitter = Emitter(fmt)
    if fmt is Format.TABLE:
        emitter.item({}, lambda: _table(hint, chosen, ranked, recommended))
    else:
        for suggestion in ranked:
            emitter.item(suggestion_json(suggestion, chosen, hint, suggestion.text == recommended))
    if not hint.candidates:
        warn(hint.advice)
        return 1
    return 0
