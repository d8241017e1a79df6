"""The other lexicon `score-sheet --what-if FILE` rules with: FILE's words or house rules in place
of the command line's.

FILE is read once, as bytes, before it is told apart (house rules or a word list) and loaded from
those bytes by the loaders `--house-rules` and `--lexicon` use: a pipe (`--what-if <(...)`,
`/dev/stdin`, `-`) cannot be read a second time.
"""

from __future__ import annotations

from referee.dictionary.house import house_rules_from_bytes, is_house_rules
from referee.dictionary.lexicon import Lexicon, LexiconChoice, get_lexicon, word_list_from_bytes
from referee.dictionary.wordlist import MAX_WORD_LIST_BYTES, read_word_list
from referee.errors import STDIN_NAME, LexiconError, Position

MAX_MEBIBYTES = MAX_WORD_LIST_BYTES // (1024 * 1024)


def what_if_lexicon(choice: LexiconChoice, path: str) -> tuple[Lexicon, str]:
    """The command line's lexicon with FILE in place of its house-rules file (when FILE has a line
    starting `allow:` or `deny:`; `--allow`/`--deny` still apply) or of its word list (the house
    rules kept), and FILE's name as errors give it (`<stdin>` for `-`)."""
    raw, source = _read_once(path)
    base = get_lexicon(choice)
    if not is_house_rules(raw):
        return word_list_from_bytes(raw, source, base.house), source
    if len(raw) > MAX_WORD_LIST_BYTES:
        raise LexiconError(f"house rules larger than {MAX_MEBIBYTES} MiB; a house-rules file is a few lines",
                           Position(source))
    house = house_rules_from_bytes(raw, source, choice.allow, choice.deny, stdin=path == "-")
    return base.with_house(house), source


def _read_once(path: str) -> tuple[bytes, str]:
    """FILE's bytes (at most one more than a word list may have) and its name; a file that cannot
    be read is named a word list, as it always was (which kind it is, nobody could tell)."""
    if path != "-":
        return read_word_list(path), path
    from referee.records import stdin_bytes

    try:
        return stdin_bytes("--what-if -").read(MAX_WORD_LIST_BYTES + 1), STDIN_NAME
    except OSError as exc:
        raise LexiconError(f"cannot read word list: {exc.strerror or exc}", Position(STDIN_NAME)) from None
