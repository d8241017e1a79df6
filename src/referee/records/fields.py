"""The keys of one record mapping, checked: what is missing, what is unknown, and where.

Every game's record reader starts here (`Fields(node, "record", KEYS)`). A mapping of plain
string keys, each one allowed, is read in one pass with no wrapper for its keys (`Node.by_key`);
anything else pair by pair, so the message names the key at fault. Two typists' slips are asked
about here too: a mapping typed with no `:` at all (`missing_colon`), and a row or list left as
`referee new` prints it (`Fields.blank`, `left_blank`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from referee.errors import RecordError
from referee.plurals import counted
from referee.records.node import Node, key_text
from referee.records.outputs import RULING, output_of, told_what_it_is
from referee.records.typed import did_you_mean


class Fields:
    """The keys of one record mapping, with checks that name what is missing or unknown."""

    def __init__(self, node: Node, what: str, allowed: Iterable[str]) -> None:
        self.node = node
        self.what = what
        known = list(allowed)
        if not node.is_mapping and (hint := missing_colon(node, known)):
            raise node.fail(f"{what}: expected a mapping, got {node.describe()}{hint}")
        values = node.by_key(known)
        if values is None:
            values = {}
            pairs = node.mapping(what)
            for key_node, value in pairs:
                key = key_text(key_node, what)
                values[key] = value
                if key not in known:
                    output = output_of(node)
                    if output is RULING or (output is not None and what in DOCUMENT_READERS):
                        told = told_what_it_is(node)
                        if told is not None:
                            raise told
                    raise key_node.fail(
                        f"{what}: unknown key {key!r}" + (_space_missing(key_node, key, value, known)
                                                          or did_you_mean(key, known))
                        + f" (expected {', '.join(known)})"
                    )
        self.values: dict[str, Node] = values

    def blank(self) -> bool:
        """Whether nothing is written: every key left blank (`~`), as `referee new` prints them."""
        return all(value.present() is None for value in self.values.values())

    def get(self, key: str) -> Node | None:
        value = self.values.get(key)
        return None if value is None else value.present()

    def require(self, key: str) -> Node:
        value = self.get(key)
        if value is None:
            raise self.node.fail(f"{self.what}: missing {key!r}")
        return value


DOCUMENT_READERS = frozenset({"record", "card file", "dice file", "house rules", "sheet"})
"""The readers whose mapping is always a document's root: there every output of referee's given
back is told what it is (a file an option names, such as `answer --log`, is read by no runner).
Elsewhere only a ruling is: a First-Class row `{word: x, score: 3, cheks: 2}` has a hint's keys."""


def _space_missing(key_node: Node, key: str, value: Node, known: list[str]) -> str:
    """`{word:melon, checks: 2}`: YAML reads a `:` with no space after it as part of the key, so
    the key is `word:melon` with no value. Said as the slip it is, when the part before the `:`
    is a key that belongs here."""
    name, colon, rest = key.partition(":")
    if not (colon and rest.strip() and name in known and value.is_null):
        return ""
    written = key_node.text("key")
    return f"; is the space missing after the ':'? (write {written[:len(name) + 1] + ' ' + written[len(name) + 1:]!r})"


def left_blank(node: Node) -> bool:
    """Whether a list is left as `referee new` prints it, every entry `~` (`[~, ~, ~]`): a round,
    trick or hand not played yet, told to be written or deleted rather than refused at its first
    entry. Each reader asks this once its own reading of the list has failed, so a list past the
    document's limits (which failed for that) is no blank: the reader's own error stands."""
    try:
        return node.is_sequence and all(entry.is_null for entry in node.items("list"))
    except RecordError:
        return False


def left_as_printed(node: Node, what: str, todo: str, blank: str = "every value ~") -> RecordError:
    """The one refusal of a row, round, trick, hand or turn left as `referee new` prints it
    (every value `~`, or what `blank` says), in every game: what it is, that it was left so, and
    what to write or delete instead."""
    return node.fail(f"{what}: left as referee new prints it ({blank}): {todo}")


_FIRST_WORD = re.compile(r"[^\s\[{]+")


def missing_colon(node: Node, keys: Iterable[str]) -> str:
    """` (is the ':' missing after 'allow'?)` for a document typed with no `:` at all (`allow
    [zorp]`, `game first-class-letters`): YAML reads it as one line of text, not a mapping, and a
    typist reading "expected a mapping" would not see why. Nothing unless it starts with a key."""
    if node.is_mapping or node.is_sequence:
        return ""
    value = node.scalar()
    first = _FIRST_WORD.match(value) if isinstance(value, str) else None
    if first is None or first.group() not in keys or first.end() == len(value):
        return ""
    return f" (is the ':' missing after {first.group()!r}?)"


def records_in_a_list(node: Node) -> str:
    """` (a list of N records: ...)` for a document that is a list of records (`jq -s`, a script's
    `json.dump(records)`): each record is its own document, and the hint says how to make them so."""
    try:
        entries = node.items("list") if node.is_sequence else []
        records = bool(entries) and all(e.is_mapping and "game" in e.fields("record") for e in entries)
    except RecordError:
        return ""
    if not records:
        return ""
    return (f" (a list of {counted(len(entries), 'record')}: write each as its own document, with '---' "
            "between them, or one JSON object a line: jq -c '.[]')")


def brackets_left_out(entries: Sequence[tuple[Node, Node]], at: int, what: str) -> str:
    """`{Ann: pace, price, Bob: [cope]}`: a list typed without its brackets in a flow mapping, so
    YAML reads each word after the first as a key with no value, which the game then refuses as no
    player. For entry `at`, such a key after a player's single word, the words meant as a hint
    (": Ann's list needs its brackets, Ann: [pace, price]"), as the same slip outside braces is
    told (`Node.texts`); else the empty string."""
    first = at
    while first > 0 and entries[first][1].is_null:
        first -= 1
    key, word = entries[first]
    if first == at or not entries[at][1].is_null or word.is_mapping or word.is_sequence or word.is_null:
        return ""
    words = [word.text(what)]
    for extra, value in entries[first + 1:]:
        if not value.is_null:
            break
        words.append(extra.text(what))
    name = key.text(what).strip()
    return f": {name}'s list needs its brackets, {name}: [{', '.join(words)}]"
