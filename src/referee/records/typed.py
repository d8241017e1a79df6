"""What a game asks a record's value to be: text, a whole number, true or false, a letter, one of
a few words, a list of texts or of letters; each refusal says what was expected and what was written.

These are `Node`'s typed readers (records/node.py is the value itself: its position, its scalar,
its lists and mappings), kept apart so each module reads as one concern. `Node` inherits them:
a method found on a base class costs a read no more than one on `Node` itself.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import yaml

from referee.letters import letters_meant, read_printed

if TYPE_CHECKING:
    from referee.errors import RecordError
    from referee.records.node import Node

_LETTER = re.compile(r"^[A-Za-z]$")
_LETTERS = {letter: letter.upper() for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"}
"""What `letter` reads each one-letter text as."""
T = TypeVar("T")


class _Unset:
    """Marks a scalar whose value has not been constructed yet."""


UNSET: Any = _Unset()


class TypedReaders:
    """The readers of one value as the type a game wants; `Node` gives them the value."""

    __slots__ = ()  # `Node`'s own slots are its only ones: no instance dict

    if TYPE_CHECKING:  # what `Node` defines, and these readers ask of it
        _node: yaml.Node
        _value: Any

        def scalar(self) -> Any: ...
        def describe(self) -> str: ...
        def fail(self, message: str) -> RecordError: ...
        def items(self, what: str, of: str = "") -> list[Node]: ...
        def plain_texts(self) -> list[str] | None: ...
        def plain_entries(self, known: Mapping[str, T]) -> list[T] | None: ...

    def text(self, what: str) -> str:
        """A non-empty string, as written.

        An unquoted value that YAML reads as something else is taken as the text it was written
        as: the words `on`, `no`, `yes` and `off` (YAML 1.1 booleans), a name `007`, a word `1e3`.
        Only an empty value or null is not text.
        """
        value = self._value
        if value.__class__ is str and value:  # read before: the usual case, a key or a name
            return value
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else UNSET
        if value is None or value is UNSET or value == "":
            raise self.fail(f"{what}: expected text, got {self.describe()}")
        if isinstance(value, str):
            return value
        written = self._node.value
        if isinstance(written, str) and written.strip():
            return written.strip()
        raise self.fail(f"{what}: expected text, got {self.describe()}")

    def integer(self, what: str, minimum: int | None = None, maximum: int | None = None) -> int:
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else None
        if isinstance(value, bool) or not isinstance(value, int):
            from referee.records.written import quoted_number  # only a refusal says why
            raise self.fail(f"{what}: expected a whole number, got {self.describe()}{quoted_number(value)}")
        if minimum is not None and value < minimum:
            raise self.fail(f"{what}: expected at least {minimum}, got {self.describe()}")
        if maximum is not None and value > maximum:
            raise self.fail(f"{what}: expected at most {maximum}, got {self.describe()}")
        return value

    def integer_key(self, what: str, minimum: int | None = None, maximum: int | None = None) -> int:
        """A mapping key that is a whole number. JSON writes every key as text, so a record typed
        as JSON (`"special": {"2": "C"}`) has the key '2': that is 2 here."""
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else None
        if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value):
            number = int(value)
            if minimum is not None and number < minimum:
                raise self.fail(f"{what}: expected at least {minimum}, got {number}")
            if maximum is not None and number > maximum:
                raise self.fail(f"{what}: expected at most {maximum}, got {number}")
            return number
        return self.integer(what, minimum, maximum)

    def boolean(self, what: str) -> bool:
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else None
        if not isinstance(value, bool):
            hint = (" (in quotes: write it without them)" if isinstance(value, str)
                    and value.strip().lower() in ("true", "false", "yes", "no", "on", "off") else "")
            raise self.fail(f"{what}: expected true or false, got {self.describe()}{hint}")
        return value

    def letter(self, what: str) -> str:
        """A single letter A-Z, returned upper-case."""
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else None
        if not isinstance(value, str) or not _LETTER.match(value):
            raise self.fail(f"{what}: expected a single letter A-Z, got {self.describe()}")
        return value.upper()

    def choice(self, what: str, choices: Iterable[str]) -> str:
        """One of a fixed set of words (case-insensitive), with a did-you-mean on a near miss."""
        options = list(choices)
        value = self.text(what).lower()
        if value not in options:
            raise self.fail(f"{what}: expected one of {', '.join(options)}, got {self.describe()}"
                            + did_you_mean(value, options))
        return value

    def texts(self, what: str) -> list[str]:
        """A list of strings; a single string is also accepted as a list of one.

        A single string with commas is refused: it is a list typed without its brackets
        (`pace, price`), and taking it as one word would silently lose every word in it.
        """
        if isinstance(self._node, yaml.ScalarNode):
            value = self.text(what)
            if "," in value:
                raise self.fail(f"{what}: expected a list, got {self.describe()}; write a list in "
                                f"brackets, [{', '.join(v.strip() for v in value.split(','))}]")
            return [value]
        texts = self.plain_texts()
        return texts if texts is not None else [item.text(f"{what} entry") for item in self.items(what)]

    def letters(self, what: str) -> list[str]:
        """Letters given as a list (`[P, E, C]`), one word (`PEC`) or as tables print them (`P-E-C`)."""
        if isinstance(self._node, yaml.ScalarNode):
            value = read_printed(text := self.text(what)) or text
            if not value.isascii() or not value.isalpha():
                meant = letters_meant(value)
                hint = f"; write [{', '.join(meant)}] or {meant}" if meant else ""
                raise self.fail(f"{what}: expected letters A-Z, got {self.describe()}{hint}")
            return list(value.upper())
        letters = self.plain_entries(_LETTERS)
        return letters if letters is not None else [item.letter(f"{what} entry") for item in self.items(what)]


def did_you_mean(word: str, options: Iterable[str]) -> str:
    """`; did you mean 'letter-roll'?` for a near miss, else the empty string."""
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""
