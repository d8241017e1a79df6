"""The round's constraints as options give them (`--dice`, `--letters`, `--cards`, `--round FILE`).

`check-word`, `hint first-class-letters` and `hint letter-roll` read their options here, so a
letter option is parsed one way everywhere; which game the options mean and whether they make
a round is the games' business (`games.word_rules.resolve_rules`). A `--cards` list is read by
LetterTricks' own reader, the one `hint letter-tricks` uses.
"""

from __future__ import annotations

from typing import NoReturn

from referee.games.round_file import RoundConstraints
from referee.games.word_rules import RulesError, WordRules, resolve_rules
from referee.letters import letters_meant, read_printed
from referee.options import bad_value, option_refused


def letters_option(value: str | None, option: str) -> tuple[str, ...]:
    """`PEC`, `P,E,C`, `pec` or `P-E-C` as the tables print them: letters A-Z, upper-case (empty
    when the option is not given)."""
    if not value:
        return ()
    cleaned = value.replace(",", "").replace(" ", "")
    cleaned = read_printed(cleaned) or cleaned
    if not cleaned.isascii() or not cleaned.isalpha():
        meant = letters_meant(value)
        raise bad_value(f"expected letters A-Z, got {value!r}" + (f"; write {meant}" if meant else ""), option)
    return tuple(cleaned.upper())


def letter_option(value: str | None, option: str) -> str | None:
    """One letter A-Z, upper-case, or None when the option is not given."""
    found = letters_option(value, option)
    if len(found) > 1:
        raise bad_value(f"expected one letter, got {value!r}", option)
    return found[0] if found else None


def cards_option(value: str | None) -> tuple[str, ...]:
    """`Y:A,B:QU,R:T` or `A,QU,T`: the letters of the cards (suits do not matter for spelling),
    read as `hint letter-tricks` reads them (`bare_cards.word_check_letters`), so the two refuse
    the same card lists in the same words. Empty when the option is not given."""
    if value is None:
        return ()
    from referee.games.letter_tricks.bare_cards import word_check_letters
    from referee.games.letter_tricks.cards import CardError

    try:
        return word_check_letters(value)
    except CardError as exc:
        raise bad_value(str(exc), "--cards") from None


def round_file(path: str) -> RoundConstraints:
    """Constraints from the first document of a round file, e.g. what `referee roll` printed (a
    whole record is accepted too: its last round is taken); the game's reader reads its nodes."""
    from referee.games.round_file import read_round
    from referee.records import read_paths

    item = next(read_paths([path], reader=f"--round {path}", what="round"))  # a document, or why there is none
    if isinstance(item, Exception):
        raise item
    return read_round(item.root)


def build_rules(game: str | None, dice: str | None, dead: str | None, priority: str | None,
                initial: str | None, letters: str | None, min_length: int | None,
                cards: str | None, round_path: str | None) -> WordRules:
    """The round's constraints from options, over those of `--round FILE` (options win)."""
    base = round_file(round_path) if round_path else RoundConstraints()
    given = WordRules(game=game, dice=letters_option(dice, "--dice"), dead=letter_option(dead, "--dead"),
                      priority=letter_option(priority, "--priority"), initial=letter_option(initial, "--initial"),
                      letters=letters_option(letters, "--letters"), min_length=min_length,
                      cards=cards_option(cards))
    rules = WordRules(
        game=given.game or base.game,
        dice=given.dice or tuple(base.dice or ""),
        dead=given.dead or base.dead,
        priority=given.priority or base.priority,
        initial=given.initial or base.initial,
        letters=given.letters or tuple(base.letters or ""),
        min_length=given.min_length if given.min_length is not None else base.min_length,
        cards=given.cards,
    )
    if base.undecided and not rules.letters:
        from referee.errors import RecordError

        raise RecordError(f"letters: not decided yet (rolled {base.undecided}): remove a die first "
                          f"(referee roll letter-roll --remove N) or give --letters", base.undecided_at)
    if base.sheet_at is not None and round_path and not (rules.dice or rules.letters or rules.cards):
        _refuse_a_sheet(round_path, base, given)
    try:
        return resolve_rules(rules)
    except RulesError as exc:
        if round_path:
            _refuse_a_round_of_another_game(round_path, base, given)
        raise option_refused(exc) from None


def _game_of(rules: WordRules) -> str | None:
    """The game a set of constraints means (`--letters` alone: Letter Roll), or None."""
    try:
        return resolve_rules(rules).game
    except RulesError:
        return None


def _refuse_a_sheet(path: str, base: RoundConstraints, given: WordRules) -> NoReturn:
    """A First-Class Letters sheet as written (no rounds) gives no round, and no option gives the
    letters instead: read as a round with nothing in it, the words were ruled on the dictionary
    alone. For the game the options mean, told that the file holds a sheet; else that it has no dice."""
    from referee.errors import RecordError
    from referee.games.word_rules import TITLES

    ours = _game_of(given)
    if ours is None or ours == base.game:
        raise RecordError("record: a First-Class Letters sheet as written (no rounds) records no dice "
                          "to take: give --dice LETTERS (and --dead L)", base.sheet_at)
    raise bad_value(f"{path} holds a First-Class Letters sheet, not a {TITLES[ours]} round", "--round")


def _refuse_a_round_of_another_game(path: str, base: RoundConstraints, given: WordRules) -> None:
    """`hint letter-roll --round game-night.yaml`: the file's round is another game's, said so,
    not as options the command line never gave (`--dice and --dead are ... (--game letter-roll)`)."""
    from referee.games.word_rules import TITLES

    theirs = _game_of(WordRules(game=base.game, dice=tuple(base.dice or ""), dead=base.dead,
                               priority=base.priority, initial=base.initial, letters=tuple(base.letters or "")))
    ours = _game_of(given)
    if theirs and ours and theirs != ours:
        if base.sheet_at is not None:  # the sheet's game, which --letters (Letter Roll's) cannot take
            _refuse_a_sheet(path, base, given)
        raise bad_value(f"{path} holds a {TITLES[theirs]} round, not a {TITLES[ours]} one", "--round")
