"""One YAML value with its position: the value wrapper every game's record reader is handed.

A `Node` wraps a composed (not constructed) YAML node: a value is only built, with PyYAML's safe
constructor, when a game asks for it, and every error names FILE:LINE:COLUMN. Numbers are read as
a person wrote them: `010` is ten, not YAML 1.1's octal eight, and `08` is eight. Here are the
value, its position and its lists and mappings; what a game asks it to be (text, a number, a
letter...) is `TypedReaders`' (records/typed.py), which `Node` inherits.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Collection, Mapping
from typing import Any, TypeVar, cast

import yaml

from referee.errors import Position, RecordError
from referee.records.limits import MAX_DEPTH, MAX_NODES, SAFE_TAGS, Shared, tag_problem
from referee.records.typed import UNSET, TypedReaders

T = TypeVar("T")


_constructor = yaml.constructor.SafeConstructor()
_LEADING_ZERO = re.compile(r"[-+]?0[0-9]+")
_STR, _INT, _NULL, _BOOL = (f"tag:yaml.org,2002:{name}" for name in ("str", "int", "null", "bool"))
_BOOLS: dict[str, bool] = yaml.constructor.SafeConstructor.bool_values
_new_node = object.__new__


class Node(TypedReaders):
    """A YAML value with its position: what schema checks in records and games work on."""

    __slots__ = ("_depth", "_node", "_shared", "_value")

    def __init__(self, node: yaml.Node, source: str, line_offset: int = 0, depth: int = 0) -> None:
        self._node = node
        self._shared = Shared(source, line_offset)
        self._depth = depth
        self._value: Any = UNSET
        self._admit()

    def _admit(self) -> None:
        """Refuse a tag, a level or a value too many: checked for every value a game reads."""
        problem = tag_problem(self._node.tag)
        if problem:
            raise RecordError(problem, self.where)
        if self._depth > MAX_DEPTH:
            raise RecordError(f"document nested more than {MAX_DEPTH} levels deep", self.where)
        self._shared.left -= 1
        if self._shared.left < 0:
            raise RecordError(f"document too large: more than {MAX_NODES} values after expanding aliases",
                              self.where)

    # --- where and what -----------------------------------------------------------------------
    @property
    def source(self) -> str:
        return self._shared.source

    @property
    def where(self) -> Position:
        mark = self._node.start_mark
        return Position(self._shared.source, mark.line + 1 + self._shared.line_offset, mark.column + 1)

    def _child(self, node: yaml.Node) -> Node:
        # Built without __init__ and checked in line: the commonest call of a record's reading.
        child: Node = _new_node(Node)
        child._node = node
        child._shared = shared = self._shared
        child._depth = depth = self._depth + 1
        child._value = UNSET
        if node.tag in SAFE_TAGS and depth <= MAX_DEPTH and shared.left > 0:
            shared.left -= 1
        else:
            child._admit()
        return child

    @property
    def is_mapping(self) -> bool:
        return isinstance(self._node, yaml.MappingNode)

    @property
    def is_sequence(self) -> bool:
        return isinstance(self._node, yaml.SequenceNode)

    @property
    def is_null(self) -> bool:
        return isinstance(self._node, yaml.ScalarNode) and self.scalar() is None

    def describe(self) -> str:
        """The value for an error message, as the record wrote it (`a list`, `true`, `010`, `'abc'`)."""
        if self.is_mapping:
            return "a mapping"
        if self.is_sequence:
            return "a list"
        from referee.records.written import as_written  # only a refusal quotes a value

        value = self.scalar()
        node = cast("yaml.ScalarNode", self._node)
        return as_written(value, None if node.style else node.value)

    def fail(self, message: str) -> RecordError:
        """An error at this value's position, for the caller to raise."""
        return RecordError(message, self.where)

    # --- scalars ------------------------------------------------------------------------------
    def scalar(self) -> Any:
        """The scalar's Python value (str, int, float, bool, None, date); error if not a scalar."""
        value = self._value
        if value is not UNSET:
            return value
        node = self._node
        if not isinstance(node, yaml.ScalarNode):
            raise self.fail(f"expected a single value, got {self.describe()}")
        written: str = node.value
        tag = node.tag
        if not node.style and written[:1] in "0+-" and _LEADING_ZERO.fullmatch(written):
            # YAML 1.1 reads 010 as octal 8 and 08 as text: a score of 010 is ten.
            value = int(written, 10)
        elif tag == _STR:  # what the safe constructor gives for these four, without its machinery
            value = written
        elif (tag == _INT and written.isdigit() and written.isascii() and len(written) < 19
              and (written[0] != "0" or written == "0")):  # a quoted "010" with !!int is octal
            value = int(written)
        elif tag == _NULL:
            value = None
        elif tag == _BOOL:
            value = _BOOLS[written.lower()]
        else:
            try:
                value = _constructor.construct_object(node, deep=True)
            except (yaml.YAMLError, ValueError, OverflowError) as exc:
                raise self.fail(f"unreadable value: {_unreadable(exc)}") from None
            finally:
                _constructor.constructed_objects.clear()
        self._value = value
        return value


    # --- collections --------------------------------------------------------------------------
    def items(self, what: str, of: str = "") -> list[Node]:
        """The entries of a list (`of` names them in the error: `expected a list of names`)."""
        if not isinstance(self._node, yaml.SequenceNode):
            value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else None
            hint = ("; write a list in brackets, [a, b, c]"
                    if isinstance(value, str) and "," in value and not value.strip().startswith("[") else "")
            kind = f"a list of {of}" if of else "a list"
            raise self.fail(f"{what}: expected {kind}, got {self.describe()}{hint}")
        return [self._child(item) for item in self._node.value]

    def plain_texts(self) -> list[str] | None:
        """The texts of a list whose every entry is a non-empty string, counted as `items` counts
        them, without a wrapper for each entry; None (nothing counted) for anything else, which
        the caller reads entry by entry to say what is wrong where. A record's lists of words,
        cards and letters are most of its values."""
        node = self._node
        if node.__class__ is not yaml.SequenceNode or self._depth >= MAX_DEPTH:
            return None
        texts: list[str] = []
        for entry in node.value:
            if entry.__class__ is not yaml.ScalarNode or entry.tag != _STR or not entry.value:
                return None
            texts.append(entry.value)
        shared = self._shared
        if shared.left < len(texts):
            return None
        shared.left -= len(texts)
        return texts

    def plain_entries(self, known: Mapping[str, T]) -> list[T] | None:
        """Like `plain_texts`, each text looked up in `known` (a card or a letter by the way it is
        written); None, with nothing counted, unless every one is there."""
        texts = self.plain_texts()
        if texts is None:
            return None
        found = [known.get(text) for text in texts]
        if None in found:
            self._shared.left += len(texts)
            return None
        return cast("list[T]", found)  # every one found: no None left

    def mapping(self, what: str) -> list[tuple[Node, Node]]:
        """The (key, value) pairs of a mapping, in order; a repeated key is an error."""
        if not isinstance(self._node, yaml.MappingNode):
            entries = self._node.value if isinstance(self._node, yaml.SequenceNode) else None
            hint = ("; drop the '-' before each key (each entry is a separate one-key mapping)"
                    if entries and all(isinstance(e, yaml.MappingNode) and len(e.value) == 1 for e in entries)
                    else "")
            raise self.fail(f"{what}: expected a mapping, got {self.describe()}{hint}")
        pairs: list[tuple[Node, Node]] = []
        seen: dict[str, str] = {}  # each key compared, as first written
        for index, (key_node, value_node) in enumerate(self._node.value):
            key = self._child(key_node)
            if not isinstance(key_node, yaml.ScalarNode):
                raise key.fail(f"{what}: keys must be single values, got {key.describe()}")
            # Keys compare as written (case aside): `2` and "2" are one row, `yes` and `true`
            # are two names, though YAML 1.1 reads both as the boolean true.
            if key._value is UNSET:
                key.scalar()
            written = str(key_node.value).strip()
            first = seen.get(written.lower())
            if first is not None:  # `Terry` then `terry`: the same key, said so
                case = f" (the same as {first!r}: keys are compared ignoring case)" if first != written else ""
                if what == "record" and "game" in seen and any(  # two records run together (cat a b)
                        str(k.value).strip().lower() == "game" for k, _ in self._node.value[index:]):
                    case += "; two records run together: put a '---' line between them"
                raise key.fail(f"{what}: duplicate key {written!r}{case}")
            seen[written.lower()] = written
            pairs.append((key, self._child(value_node)))
        return pairs

    def fields(self, what: str) -> dict[str, Node]:
        """A mapping with text keys, as a dict from lower-cased key to value node."""
        result = self.by_key()
        if result is not None:
            return result
        result = {}
        for key, value in self.mapping(what):
            result[key_text(key, what)] = value
        return result

    def by_key(self, allowed: Collection[str] | None = None) -> dict[str, Node] | None:
        """`fields` of a mapping whose keys are all strings, none repeated (and each one of
        `allowed`, if given), counted as `mapping` counts them but with no wrapper for a key;
        None, with nothing counted, for anything else, which is then read pair by pair to say
        what is wrong where."""
        node = self._node
        if node.__class__ is not yaml.MappingNode or self._depth >= MAX_DEPTH:
            return None
        pairs = node.value
        shared = self._shared
        if shared.left < 2 * len(pairs):
            return None
        found: dict[str, yaml.Node] = {}
        for key_node, value_node in pairs:
            written = key_node.value
            if (key_node.__class__ is not yaml.ScalarNode or key_node.tag != _STR or not written
                    or (not key_node.style and written[:1] in "0+-")  # (`scalar` reads 010 as a number)
                    or written[0].isspace() or written[-1].isspace()):  # (keys compare stripped)
                return None
            key = written.lower()
            if key in found or (allowed is not None and key not in allowed):
                return None
            found[key] = value_node
        shared.left -= 2 * len(pairs)
        depth = self._depth + 1
        values: dict[str, Node] = {}
        for key, value_node in found.items():  # each value's wrapper made as `_child` makes it
            child: Node = _new_node(Node)
            child._node, child._shared, child._depth, child._value = value_node, shared, depth, UNSET
            if value_node.tag not in SAFE_TAGS:
                child._admit()  # refuses the tag
            values[key] = child
        return values

    def present(self) -> Node | None:
        """This value, or None when it is null (a key written with nothing after it)."""
        read = self._value  # a scalar read before: no need to ask again whether it is null
        if read is UNSET:
            return None if self.is_null else self
        return None if read is None else self

    def plain(self) -> Any:
        """The whole value as plain Python data (lists, dicts, scalars)."""
        if isinstance(self._node, yaml.SequenceNode):
            return [item.plain() for item in self.items("value")]
        if isinstance(self._node, yaml.MappingNode):
            return {key.scalar(): value.plain() for key, value in self.mapping("value")}
        return self.scalar()


def key_text(key: Node, what: str) -> str:
    """A mapping key's text, lower-cased (the message for a key that is not text names `what`)."""
    value = key._value
    if value.__class__ is str and value:
        return value.lower()
    return key.text(f"{what} key").lower()


def _unreadable(exc: Exception) -> str:
    """PyYAML's complaint about a scalar, in a player's words where Python's would confuse."""
    text = str(exc)
    if "integer string conversion" in text:
        limit = getattr(sys, "get_int_max_str_digits", lambda: 4300)()
        return f"a number of more than {limit} digits"
    return text
