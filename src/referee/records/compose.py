"""PyYAML's parser under a composer that counts: one document's nodes at a time, never objects.

libyaml's parser is used when PyYAML has it (about six times faster than PyYAML's own); both
give the same events and the same marks. The composer stops a document as soon as it has too
many values or levels, so a huge list is never built in full before a limit is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

try:
    from yaml._yaml import CParser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    CParser = yaml.parser.Parser  # type: ignore[assignment,misc]

from referee.errors import InputError, Position
from referee.records.node import MAX_DEPTH, MAX_WRITTEN, tag_problem


class LimitHit(Exception):
    """A limit reached or a tag refused while composing, with the YAML mark where it happened."""

    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


class _Counting(Composer):
    """Composes one document at a time, counting values and levels as it goes.

    `started` is the mark of the document being composed (None between documents), so the
    stream reader knows where a document that fails began.
    """

    _nodes = 0
    _depth = 0
    started: Any = None
    on_start: Callable[[Any], None] | None = None

    ended_explicitly = False

    def compose_document(self) -> yaml.Node | None:
        self._nodes = 0
        self.started = self.get_event().start_mark  # type: ignore[attr-defined]
        if self.on_start is not None:
            self.on_start(self.started)
        node = self.compose_node(None, None)
        self.ended_explicitly = bool(self.get_event().explicit)  # type: ignore[attr-defined]
        self.anchors: dict[Any, yaml.Node] = {}
        self.started = None
        return node

    def compose_scalar_node(self, anchor: Any) -> yaml.ScalarNode:
        node: yaml.ScalarNode = super().compose_scalar_node(anchor)
        node.end_mark = node.start_mark  # one mark a value, not two: only starts are reported
        return node

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._nodes += 1
        mark = self.peek_event().start_mark  # type: ignore[attr-defined]
        if self._nodes > MAX_WRITTEN:
            raise LimitHit(f"document too large: more than {MAX_WRITTEN} values", mark)
        if self._depth > MAX_DEPTH:
            raise LimitHit(f"document nested more than {MAX_DEPTH} levels deep", mark)
        self._depth += 1
        try:
            node: yaml.Node | None = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        problem = tag_problem(node.tag) if node is not None else None
        if problem:  # refused before anything is built: no object is ever constructed from input
            raise LimitHit(problem, node.start_mark)  # type: ignore[union-attr]
        return node


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


def syntax_error(exc: yaml.MarkedYAMLError, where: Position, character: str) -> InputError:
    """PyYAML's complaint in one line; a tab where a token should start is named as a tab
    (libyaml does not say which character it found)."""
    problem = exc.problem or exc.context or "syntax error"
    if character == "\t" or "'\\t'" in problem:
        problem = "a tab where YAML expects spaces (indent with spaces, never tabs)"
    return InputError(f"YAML syntax error: {problem}", where)
