"""A table's house rules: words it allows or denies on top of the lexicon (deny wins)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from referee.dictionary.forms import fold

if TYPE_CHECKING:
    from referee.records.node import Node


class HouseRules(NamedTuple):
    """A table's own additions and removals; deny wins over allow. (A named tuple, not a frozen
    dataclass: it is made at every start-up, and a dataclass costs a millisecond to define.)"""

    allow: frozenset[str] = frozenset()
    deny: frozenset[str] = frozenset()


def load_house_rules(path: str | None, allow: Iterable[str] = (), deny: Iterable[str] = ()) -> HouseRules:
    """House rules from a YAML file (`allow: [...]`, `deny: [...]`) plus command-line words."""
    allowed = {fold(w.strip()) for w in allow}
    denied = {fold(w.strip()) for w in deny}
    if path:
        from referee.records import Fields, read_paths

        for item in read_paths([path]):
            if isinstance(item, Exception):
                raise item
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


HOUSE_RULE_KEYS = re.compile(r"^(allow|deny)\s*:", re.MULTILINE)


def is_house_rules_file(path: str) -> bool:
    """Whether a file holds house rules (a YAML `allow:`/`deny:` mapping) rather than a word list.

    A word list has one word a line and never a line starting `allow:` or `deny:` (a colon is no
    letter), so the first such line decides; the file is read again, in full, by its loader.
    """
    try:
        with open(path, "rb") as handle:
            head = handle.read(1 << 16).decode("utf-8", "replace")
    except OSError:
        return False
    return HOUSE_RULE_KEYS.search(head) is not None
