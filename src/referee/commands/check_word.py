"""`referee check-word`: is it a word, and does it fit the round? With reasons."""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Callable, Iterator

import click

from referee.dictionary import Lexicon, LexiconChoice, get_lexicon
from referee.errors import STDIN_NAME, InputError, Position, RefereeError
from referee.games.word_rules import WordRules, WordRuling, rule_word
from referee.options import GAMES, NearMissChoice, WholeNumber, lexicon_options
from referee.progress import Progress, quiet_option
from referee.render import Emitter, Format, TableStream, cell, report_error, warn
from referee.round_options import build_rules
from referee.startup import CollectingRarely
from referee.word_rulings import HeldOutput, write_json_lines, write_lines

LETTERS = "LETTERS"
FORMATS = [*(f.value for f in Format), "lines"]


def _words(args: tuple[str, ...], problems: list[RefereeError],
           written: Callable[[], None] | None = None) -> Iterator[str]:
    """Words from the arguments, or one per line from stdin (`-` or none); blank lines skipped,
    and `#` comment lines, as a word list has them: a commented list of disputed words checks its
    words, not its comments (no word starts with `#`; an argument is always a word).

    A word that cannot be read (not UTF-8 on stdin, not valid in the locale's encoding as an
    argument, a line too long) is reported, kept in `problems` (exit status 2), and skipped;
    no word at all is an error too, never an empty success. `written` has the output so far
    written out: before each read of stdin (it may wait), and before each error line.
    """
    seen = blank = comment = False
    if not args or args == ("-",):
        if not args and (sys.stdin is None or sys.stdin.isatty()):
            raise click.UsageError("no words: give WORDs, or pipe one word per line on stdin")
        args = ("-",)
    for number, word in enumerate(args, start=1):
        if number == 1:  # `xargs referee check-word < FILE` hands on a byte order mark the FILE starts with
            word = word.removeprefix("\ufeff")
        if word != "-":
            if any("\udc80" <= c <= "\udcff" for c in word):
                if written is not None:
                    written()
                problems.append(InputError(f"argument {number}: not valid text in this locale's "
                                           f"encoding ({word.encode('utf-8', 'surrogateescape')!r})"))
                report_error(problems[-1])
                continue
            if ("/" in word or "." in word) and os.path.isfile(word):
                if written is not None:
                    written()
                warn(f"warning: argument {number}, {word}, is ruled as a word, though a file of that name "
                     f"exists: for the words in it, one a line, give it on stdin (referee check-word < "
                     f"{shlex.quote(word)})")
            seen = True
            yield word
            continue
        from referee.stdin import stdin_bytes
        from referee.textlines import text_lines

        for _, line in text_lines(stdin_bytes("the words to check"), STDIN_NAME, written):
            if isinstance(line, InputError):
                if written is not None:
                    written()
                problems.append(line)
                report_error(line)
                continue
            word = line.strip()
            if word.startswith("#"):
                comment = True
            elif word:
                seen = True
                yield word
            else:
                blank = True
    if not seen and not problems:
        held = "holds only comments" if comment else "holds only blank lines" if blank else "is empty"
        raise InputError(f"no words to rule on: the input {held}", Position(STDIN_NAME))


def _headers(rules: WordRules, why: bool) -> list[str]:
    """The table's columns. A clear correction goes in "read as" (First-Class Letters and Letter
    Roll score the word as it; with their constraints it is what was checked), any other closest
    word in "suggestion" (nothing is scored as it); LetterTricks and Letterflip read words as
    written, so they have no "read as" column."""
    read_as = rules.shows_corrections
    return ["word", "valid", "reasons", *(["read as"] if read_as else []), "suggestion",
            *(["score"] if rules.scores else []), *(["decided by"] if why else [])]


def _cells(ruling: WordRuling, rules: WordRules, why: bool) -> list[str]:
    """One ruling as a row of `_headers`."""
    read_as = rules.shows_corrections
    verdict = ruling.verdict
    correction = (ruling.read_as if rules.corrects else verdict.corrected) if read_as else None
    line = [verdict.word, "yes" if ruling.valid else "NO", cell([r.value for r in ruling.reasons]),
            *([cell(correction)] if read_as else []),
            cell(None if correction else verdict.suggestion)]
    if rules.scores:
        line.append(cell(ruling.score))
    if why:
        line.append(verdict.decided_by)
    return line


@click.command("check-word", short_help="Is it a word? Dictionary and game constraints, with reasons.")
@click.option("--game", type=NearMissChoice(GAMES),
              help="The game whose word rules apply (default: none, the dictionary alone, or the game "
                   "the other game options belong to).")
@click.option("--dice", metavar=LETTERS, help="First-Class Letters: the three letter dice (enables score).")
@click.option("--dead", metavar="L", help="First-Class Letters: the dead letter.")
@click.option("--priority", metavar="L", help="First-Class Letters: the priority letter (one of the dice).")
@click.option("--initial", metavar="L", help="First-Class Letters: a special row's initial letter.")
@click.option("--letters", metavar=LETTERS,
              help="Letter Roll: letters every word must contain, with multiplicity (TT needs two Ts; "
                   "P-E-C, as the tables print them, is read as PEC).")
@click.option("--min-length", type=WholeNumber(1, 100), metavar="N",
              help="Minimum word length, with any game or none: Letter Roll's variation, a house limit "
                   "for the other games (their rulebooks set none).")
@click.option("--cards", metavar="CARDS", help="LetterTricks: the cards a word must be made from (Y:A,B:QU,...; "
                                                "a bare letter, A, is a card of any suit: check-word ignores suits, "
                                                "and counts the cards against the whole 58-card deck).")
@click.option("--round", "round_path", type=click.Path(allow_dash=True), metavar="FILE",
              help="Take the constraints from a round (e.g. the YAML `referee roll` printed) or a record "
                   "(its last round; a file's first record).")
@click.option("--why", is_flag=True, help="Show which layer decided: word form, house rules or lexicon.")
@click.option("--only", type=NearMissChoice(["valid", "invalid"]),
              help="Print only these words (default: every word); the exit status still rules on all of them.")
@click.option("--format", "-f", "fmt", type=NearMissChoice(FORMATS, case_sensitive=False), default="table",
              show_default=True,
              help="table for people; json (JSON Lines), yaml, or lines (just the words, one a line).")
@lexicon_options
@quiet_option
@click.argument("words", nargs=-1)
def command(game: str | None, dice: str | None, dead: str | None, priority: str | None,
            initial: str | None, letters: str | None, min_length: int | None, cards: str | None,
            round_path: str | None, why: bool, only: str | None, fmt: str,
            lexicon: LexiconChoice, progress: Progress, words: tuple[str, ...]) -> int:
    """Rule on WORDs (or one word per line from stdin, # comment lines skipped): valid or not, and why.

    A WORD is always a word: the words of a file are read from stdin (`referee check-word <
    words.txt`), and an argument that names a file (words.txt, notes/list) is ruled as a word, with
    a warning.

    With no game option it is a dictionary check (proper nouns, abbreviations, hyphens and
    apostrophes are refused). Game options add the round's constraints, and --min-length a
    minimum with any game or none; with --dice the word's First-Class Letters score is shown.
    Exit status 1 if any word is invalid.

    A misspelling with a clear correction is ruled as First-Class Letters and Letter Roll rule
    it: with their options the correction is checked and scored, and the table's "read as"
    column shows it ("suggestion" is only a closest word, never scored). With no game option the
    misspelling itself is ruled (not-in-dictionary), its correction under "read as".
    LetterTricks and Letterflip take words as written.

    \b
    Examples:
      referee check-word Brooklyn croissant
      referee check-word --dice CMR --dead A cucumber cockroach
      referee check-word --dice LNE --dead A definately
      referee check-word --letters PEC place pancake -f json
      referee example first-class-letters round > round.yaml
      referee check-word --round round.yaml danger
      printf 'quiz\\nqiuz\\n' | referee check-word -f lines --only invalid
    """
    rules = build_rules(game, dice, dead, priority, initial, letters, min_length, cards, round_path)
    lex = get_lexicon(lexicon)
    problems: list[RefereeError] = []
    # Ruling words leaves nothing for the collector (see startup); the output is written out
    # before each read of stdin and each error line (see word_rulings).
    with CollectingRarely(), HeldOutput(sys.stdout) as out:
        stream = progress.counted(_words(words, problems, out.write_out), "words")  # a count and a rate
        if (fmt == "lines" and rules.plain) or (fmt == "json" and not rules.whole_card):
            status = (write_lines(lex, stream, only, out) if fmt == "lines"
                      else write_json_lines(lex, stream, rules, only, out))
        else:
            status = _print_rulings(lex, stream, rules, fmt, only, why, out)
    return 2 if problems else status


def _print_rulings(lex: Lexicon, stream: Iterator[str], rules: WordRules, fmt: str, only: str | None,
                   why: bool, out: HeldOutput) -> int:
    """Each word's ruling as a table row, a JSON or YAML item, or a line; exit 1 if any is invalid."""
    emitter = Emitter(Format(fmt), out) if fmt not in ("table", "lines") else None
    rows = TableStream(_headers(rules, why), out) if fmt == "table" else None  # row by row
    status = 0
    try:
        card = list(stream) if rules.whole_card else None
        for position, word in enumerate(card if card is not None else stream):
            word_rules = rules.at(position, len(card)) if card is not None else rules
            ruling = rule_word(lex, word, word_rules, suggest=fmt != "lines")
            if not ruling.valid:
                status = 1
            if only is not None and (only == "valid") != ruling.valid:
                continue
            if fmt == "lines":
                out.write(word + "\n")
                continue
            if emitter is not None:
                emitter.item(ruling.as_json())
            elif rows is not None:
                rows.row(_cells(ruling, rules, why))
    except KeyboardInterrupt:  # Ctrl-C prints every ruling made: the rows held for the layout too
        if rows is not None:
            rows.close()
        raise
    if rows is not None:
        rows.close()
    return status
