"""libyaml's own composer, in C, for the documents of a stream after its first.

The counting composer (`compose`) takes a document one parser event at a time in Python, and
for a season of records that was a third of reading them. libyaml can compose a whole document
itself (`CParser.get_node`), but it cannot stop at our limits while it does. So it is given
only what cannot break them before they are checked: the stream text is cut off at
`FAST_BYTES` bytes of one document, and the composed document is then checked in one pass for
what the counting composer refuses (too many values, too deep, a tag it does not take). A
document that fails the check, is cut off, or is not well-formed YAML is read again, from the
end of the last document, by the counting composer, which says what is wrong exactly as it
always has. Only a stream whose documents are separated by `---` lines is read this way (see
`StreamText.clean_after`): a parser started at such a line reads on as the one before it would.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

import yaml
from yaml.resolver import Resolver

from referee.records.compose import PLAIN_TAGS, plain_tag
from referee.records.limits import MAX_DEPTH, MAX_WRITTEN, SAFE_TAGS

if TYPE_CHECKING or getattr(yaml, "__with_libyaml__", False):
    from yaml._yaml import CParser
else:  # pragma: no cover - PyYAML built without libyaml: a stand-in, so the class below can be
    from yaml.parser import Parser as CParser  # defined (AVAILABLE is then False, and it unused)

AVAILABLE: bool = getattr(yaml, "__with_libyaml__", False)
"""Without libyaml every document is read by the counting composer."""
FAST_BYTES = 16 * 1024
"""A document of at most this many bytes (and one piece more) is composed in C. No document
that short can hold MAX_WRITTEN values (YAML needs a byte or more for each); a record is a few
kilobytes."""

_STR, _SEQ, _MAP = Resolver.DEFAULT_SCALAR_TAG, Resolver.DEFAULT_SEQUENCE_TAG, Resolver.DEFAULT_MAPPING_TAG


class Loader(CParser):
    """libyaml's parser and composer, with PyYAML's safe tags resolved as its Resolver would."""

    def resolve(self, kind: type, value: str | None, implicit: Any) -> str:
        if kind is yaml.ScalarNode:
            if not implicit[0]:
                return _STR
            text = value or ""  # a scalar's value is always text (None only for a collection's)
            tag = PLAIN_TAGS.get(text)
            return plain_tag(text) if tag is None else tag
        return _SEQ if kind is yaml.SequenceNode else _MAP

    # PyYAML's safe loader has no path resolvers, so there is nothing to follow into a value and
    # back: libyaml's composer calls these twice a value, and C functions that take the same
    # arguments and do nothing cost a fraction of a Python method's call.
    descend_resolver = staticmethod(operator.is_)
    ascend_resolver = staticmethod(tuple)


def within_limits(root: yaml.Node) -> bool:
    """Whether the counting composer would take this document: at most MAX_WRITTEN values (an
    alias counts as one), none more than MAX_DEPTH levels deep, only safe tags. Collections are
    walked in document order, so each is entered where it is written, not where an alias names it."""
    if root.tag not in SAFE_TAGS:
        return False
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int]] = [(root, 1)]
    count = 1
    while stack:
        node, depth = stack.pop()
        if node.value.__class__ is str or id(node) in seen:
            continue
        seen.add(id(node))
        entries: list[yaml.Node] = (node.value if node.__class__ is not yaml.MappingNode
                                    else [entry for pair in node.value for entry in pair])
        if not entries:
            continue
        count += len(entries)
        if count > MAX_WRITTEN or depth > MAX_DEPTH:
            return False
        for entry in entries:
            if entry.tag not in SAFE_TAGS:
                return False
        stack.extend([(entry, depth + 1) for entry in reversed(entries) if entry.value.__class__ is not str])
    return True
