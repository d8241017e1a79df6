"""The other lexicon `score-sheet --what-if FILE` rules with: FILE's words or house rules in place
of the command line's.

FILE is read once, as bytes, before it is told apart (house rules or a word list) and loaded from
those bytes by the loaders `--house-rules` and `--lexicon` use: a pipe (`--what-if <(...)`,
`/dev/stdin`, `-`) cannot be read a second time.
"""

from __future__ import annotations

from referee.dictionary.house import house_rules_from_bytes, is_house_rules
from referee.dictionary.lexicon import Lexicon, LexiconChoice, get_lexicon, word_list_from_bytes
from referee.dictionary.list_file import read_list_file
from referee.dictionary.wordlist import MAX_WORD_LIST_BYTES, MAX_WORD_LIST_MEBIBYTES
from referee.errors import LexiconError, Position


def what_if_lexicon(choice: LexiconChoice, path: str) -> tuple[Lexicon, str]:
    """The command line's lexicon with FILE in place of its house-rules file (when FILE has a line
    starting `allow:` or `deny:`, or is a .yaml/.yml file of comments only: `is_house_rules`;
    `--allow`/`--deny` still apply) or of its word list (the house rules kept), and the name
    FILE goes by, as a list's name goes by everywhere outside an error line (`referee lexicon`,
    `--why`): `strict.txt` for `lists/strict.txt`, `<stdin>` for `-`, `/dev/fd/63` for `<(...)`
    (`list_file.list_name`)."""
    # Read once: which kind FILE is, nobody can tell before, so one that cannot be read is
    # named a word list, as it always was.
    raw, source, name = read_list_file(path, "--what-if")
    base = get_lexicon(choice)
    if not is_house_rules(raw, path):
        return word_list_from_bytes(raw, source, base.house, name), name
    if len(raw) > MAX_WORD_LIST_BYTES:
        raise LexiconError(f"house rules larger than {MAX_WORD_LIST_MEBIBYTES} MiB; a house-rules file is a few lines",
                           Position(source))
    house = house_rules_from_bytes(raw, source, choice.allow, choice.deny, stdin=path == "-")
    return base.with_house(house), name

