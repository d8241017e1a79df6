"""PyYAML's parser under a composer that counts: one document's nodes at a time, never objects.

libyaml's parser is used when PyYAML has it (about six times faster than PyYAML's own); both
give the same events and the same marks. The composer stops a document as soon as it has too
many values or levels, so a huge list is never built in full before a limit is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import yaml
from yaml.composer import Composer, ComposerError
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent, MappingEndEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent
from yaml.resolver import Resolver

if TYPE_CHECKING or getattr(yaml, "__with_libyaml__", False):
    from yaml._yaml import CParser
else:  # pragma: no cover - PyYAML built without libyaml: a stand-in, so the class below can be
    from yaml.parser import Parser as CParser  # defined (FAST is then PythonLoader, never it)

from referee.records.limits import MAX_DEPTH, MAX_WRITTEN, SAFE_TAGS, tag_problem


class LimitHit(Exception):
    """A limit reached or a tag refused while composing, with the YAML mark where it happened."""

    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


class _Counting(Composer):
    """Composes one document at a time, counting values and levels as it goes.

    `started` is the mark of the document being composed (None between documents), so the
    stream reader knows where a document that fails began. The nodes are PyYAML's own, built
    as its Composer builds them, in one method: a record has hundreds of values, and the
    Composer's four calls a value (with a path-resolver step PyYAML's safe loader never uses)
    were a third of reading one.
    """

    # The parser this composer is mixed with (PyYAML's or libyaml's) hands out the events.
    get_event: Callable[[], Any]
    peek_event: Callable[[], Any]
    check_event: Callable[..., bool]

    _nodes = 0
    _depth = 0
    started: Any = None
    on_start: Callable[[Any], None] | None = None

    ended_explicitly = False
    ended_at: Any = None

    def compose_document(self) -> yaml.Node | None:
        self._nodes = 0
        self.started = self.get_event().start_mark
        if self.on_start is not None:
            self.on_start(self.started)
        node = self.compose_node(None, None)
        end = self.get_event()
        self.ended_explicitly = bool(end.explicit)
        self.ended_at = end.start_mark  # where what follows the document starts (a `---`)
        self.anchors: dict[Any, yaml.Node] = {}
        self.started = None
        return node

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._nodes += 1
        event = self.peek_event()
        if self._nodes > MAX_WRITTEN:
            raise LimitHit(f"document too large: more than {MAX_WRITTEN} values", event.start_mark)
        if self._depth > MAX_DEPTH:
            raise LimitHit(f"document nested more than {MAX_DEPTH} levels deep", event.start_mark)
        kind = event.__class__
        anchor = event.anchor
        node: yaml.Node
        if kind is AliasEvent:
            self.get_event()
            if anchor not in self.anchors:
                raise ComposerError(None, None, f"found undefined alias {anchor!r}", event.start_mark)
            node = self.anchors[anchor]
        else:
            if anchor is not None and anchor in self.anchors:
                raise ComposerError(f"found duplicate anchor {anchor!r}; first occurrence",
                                    self.anchors[anchor].start_mark, "second occurrence", event.start_mark)
            self._depth += 1
            try:
                node = self._compose(kind, event)
            finally:
                self._depth -= 1
            if anchor is not None:
                self.anchors[anchor] = node
        if node.tag not in SAFE_TAGS:  # refused before anything is built from the input
            raise LimitHit(tag_problem(node.tag) or "", node.start_mark)
        return node

    def _compose(self, kind: type, event: Any) -> yaml.Node:
        """A scalar, or a collection with its entries (the start event is still to be taken)."""
        self.get_event()
        tag = event.tag
        if kind is ScalarEvent:
            if tag is None or tag == "!":
                tag = plain_tag(event.value) if event.implicit[0] else _STR
            # One mark a value, not two: only starts are reported.
            return yaml.ScalarNode(tag, event.value, event.start_mark, event.start_mark, style=event.style)
        node: yaml.CollectionNode
        if kind is SequenceStartEvent:
            node = yaml.SequenceNode(_SEQ if tag is None or tag == "!" else tag, [], event.start_mark, None,
                                     flow_style=event.flow_style)
            end: Any = SequenceEndEvent
        else:
            node = yaml.MappingNode(_MAP if tag is None or tag == "!" else tag, [], event.start_mark, None,
                                    flow_style=event.flow_style)
            end = MappingEndEvent
        if event.anchor is not None:  # an alias inside may name its own collection
            self.anchors[event.anchor] = node
        entries = node.value
        while not self.check_event(end):
            if end is SequenceEndEvent:
                entries.append(self.compose_node(node, None))
            else:
                key = self.compose_node(node, None)
                entries.append((key, self.compose_node(node, key)))
        node.end_mark = self.get_event().end_mark
        return node


_STR, _SEQ, _MAP = Resolver.DEFAULT_SCALAR_TAG, Resolver.DEFAULT_SEQUENCE_TAG, Resolver.DEFAULT_MAPPING_TAG
_resolve: Callable[[type[yaml.Node], str, tuple[bool, bool]], str] = Resolver().resolve
"""PyYAML's resolver, typed as it is called here (its stubs leave `resolve` untyped)."""
PLAIN_TAGS: dict[str, str] = {}
"""Unquoted values and their tags, as plain_tag works them out (fast.Loader looks here first)."""


def plain_tag(value: str) -> str:
    """The tag PyYAML's resolver gives an unquoted value (`7` an int, `no` a bool), remembered:
    a season's records write the same names and numbers over and over."""
    tag = PLAIN_TAGS.get(value)
    if tag is None:
        tag = _resolve(yaml.ScalarNode, value, (True, False))
        if len(PLAIN_TAGS) >= 4096:
            PLAIN_TAGS.clear()
        if len(value) <= 64:
            PLAIN_TAGS[value] = tag
    return tag


class PythonLoader(_Counting, yaml.SafeLoader):
    """PyYAML's safe loader, all in Python: it parses one event at a time, so a nesting limit
    is met at the level that breaks it (libyaml scans ahead and stops at its own)."""


class LibyamlLoader(_Counting, CParser, SafeConstructor, Resolver):
    """libyaml's parser under PyYAML's safe composer: the same nodes, about six times faster."""

    def __init__(self, stream: Any) -> None:
        CParser.__init__(self, stream)
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)


Loader = PythonLoader | LibyamlLoader
FAST: type[PythonLoader] | type[LibyamlLoader] = (
    LibyamlLoader if getattr(yaml, "__with_libyaml__", False) else PythonLoader)

