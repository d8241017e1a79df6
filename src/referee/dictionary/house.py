"""A table's house rules: words it allows or denies on top of the lexicon (deny wins)."""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from referee.dictionary.forms import fold
from referee.file_names import YAML_SUFFIXES

if TYPE_CHECKING:
    from referee.errors import RefereeError
    from referee.records import Document
    from referee.records.node import Node


class HouseRules(NamedTuple):
    """A table's own additions and removals; deny wins over allow. (A named tuple, not a frozen
    dataclass: it is made at every start-up, and a dataclass costs a millisecond to define.)"""

    allow: frozenset[str] = frozenset()
    deny: frozenset[str] = frozenset()


def load_house_rules(path: str | None, allow: Iterable[str] = (), deny: Iterable[str] = ()) -> HouseRules:
    """House rules from a YAML file (`allow: [...]`, `deny: [...]`) plus command-line words."""
    if not path:
        return _house_rules((), allow, deny)
    from referee.records import read_paths

    return _house_rules(read_paths([path], reader=f"--house-rules {path}", what="house rules"), allow, deny)


def house_rules_from_bytes(raw: bytes, source: str, allow: Iterable[str] = (),
                           deny: Iterable[str] = (), stdin: bool = False) -> HouseRules:
    """House rules from a file's bytes already read (`score-sheet --what-if` reads its file once,
    to tell house rules from a word list): the same reading and errors as `load_house_rules`."""
    from referee.records import read_documents

    return _house_rules(read_documents(io.BytesIO(raw), source, stdin, what="house rules"), allow, deny)


def _house_rules(documents: Iterable[Document | RefereeError], allow: Iterable[str],
                 deny: Iterable[str]) -> HouseRules:
    """Every document's `allow:` and `deny:` words, and the command line's; the first error is raised.

    The record reader is imported only for a document: a check without a house-rules file
    (every cold `check-word`) must not load it, nor PyYAML under it."""
    allowed = {fold(w.strip()) for w in allow}
    denied = {fold(w.strip()) for w in deny}
    for item in documents:
        if isinstance(item, Exception):
            raise item
        from referee.records import Fields

        fields = Fields(item.root, "house rules", ["allow", "deny"])
        for key, target in (("allow", allowed), ("deny", denied)):
            node = fields.get(key)
            if node is not None:
                target.update(fold(w.strip()) for w in _words(node, f"house rules {key}"))
    return HouseRules(frozenset(allowed), frozenset(denied))


def could_be_a_word(written: str) -> bool:
    """Whether a house rule could name a word a player lays: it has a letter in it (`5`, `-` and
    `2026-12-01` have none, so allowing or denying them would change no ruling)."""
    return any(c.isalpha() for c in written)


def _words(node: Node, what: str) -> list[str]:
    """The words of an `allow:` or `deny:` entry, each written as text with a letter in it.

    A number (`deny: 5`), a date or a bare symbol is no word: taken as one it would allow or deny
    nothing a player could lay, and the table would never learn its rule was lost.
    """
    words = node.texts(what)
    for entry in node.items(what) if node.is_sequence else [node]:
        value = entry.scalar()
        written = entry.text(f"{what} entry")
        if not isinstance(value, (str, bool)) or not could_be_a_word(written):
            raise entry.fail(f"{what} entry: expected a word written as text, got {entry.describe()}")
    return words


HOUSE_RULE_KEYS = re.compile(rb"^(allow|deny)\s*:", re.MULTILINE)
HEAD_BYTES = 1 << 16
"""How far into a file the first `allow:` or `deny:` line is looked for."""


def is_house_rules(raw: bytes, path: str = "") -> bool:
    """Whether a file's bytes hold house rules (a YAML `allow:`/`deny:` mapping), not a word list.

    A word list has one word a line and never a line starting `allow:` or `deny:` (a colon is no
    letter), so the first such line in the file's first 64 KiB decides. A file of nothing but
    blank lines and comments has nothing in it to tell the two apart (both take `#` comments), so
    its name does: one ending in .yaml or .yml is house rules, as a word list is plain text; any
    other (`words.txt`, a pipe, `-`) stays a word list.
    """
    if HOUSE_RULE_KEYS.search(raw, 0, HEAD_BYTES) is not None:
        return True
    return path.lower().endswith(YAML_SUFFIXES) and _holds_only_comments(raw)


def _holds_only_comments(raw: bytes) -> bool:
    """No line with anything but blanks before a `#` (a UTF-8 byte-order mark aside). The pattern
    is compiled on first use, not at every start-up."""
    return re.search(rb"^[ \t]*[^\s#]", raw.removeprefix(b"\xef\xbb\xbf"), re.MULTILINE) is None
