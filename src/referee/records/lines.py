"""A document's positions as an editor counts lines, when YAML 1.1 counts them otherwise.

PyYAML (YAML 1.1) breaks lines at NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
(U+2029) as well as at LF, CRLF and a lone CR, and its marks count lines so. Editors, `grep -n`
and `sed -n` break lines at LF and CR only: a message that counted YAML's lines would send the
user to a line their editor does not have. So once a stream has one of those three characters,
every value of a document read after it has its position recounted from the text, as an editor
counts: the record is still read as YAML 1.1 reads it (docs/records.md). A stream without them
never imports this module; a stream with them is read on by the counting composer alone (not
records/fast.py's), so that every line of it is counted both ways.
"""

from __future__ import annotations

import yaml

from referee.records.positions import Segment, editor_breaks
from referee.records.text import StreamText


def as_an_editor_counts(text: StreamText, segment: Segment, root: yaml.Node) -> None:
    """Give every value of the document `root` (composed by a parser started at `segment`, its
    text still kept) marks whose line and column are an editor's: `Node.where` then says them.
    The marks are taken in the order they stand in the text, so the text is read once."""
    nodes: list[yaml.Node] = []
    marks: dict[int, yaml.Mark] = {}
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        nodes.append(node)
        for mark in (node.start_mark, node.end_mark):
            if mark is not None:
                marks[id(mark)] = mark
        if isinstance(node, yaml.CollectionNode):
            for entry in node.value:
                stack.extend(entry if isinstance(entry, tuple) else [entry])
    recounted = _recount(text, segment, sorted(marks.values(), key=lambda mark: mark.index))
    for node in nodes:
        node.start_mark = recounted.get(id(node.start_mark), node.start_mark)
        if node.end_mark is not None:
            node.end_mark = recounted.get(id(node.end_mark), node.end_mark)


def _recount(text: StreamText, segment: Segment, marks: list[yaml.Mark]) -> dict[int, yaml.Mark]:
    """Each mark (in text order), as an editor counts, keyed by the id of the one it stands for.
    Its line stays relative to the segment's, as `Node.where` adds that."""
    recounted: dict[int, yaml.Mark] = {}
    pieces = text.kept
    number = -1
    offset = line = column = 0
    for mark in marks:
        index = segment.index_of(mark.index)
        if not pieces or index < pieces[0].start:
            continue  # not kept (never: the document is kept until it is read)
        if number < 0 or (number + 1 < len(pieces) and pieces[number + 1].start <= index):
            while number + 1 < len(pieces) and pieces[number + 1].start <= index:
                number += 1
            piece = pieces[number]
            line, column = piece.editor or (piece.line, piece.column)
            offset = 0
        piece = pieces[number]
        step = piece.text[offset:index - piece.start]
        count, last = editor_breaks(step)
        line, column = (line + count, len(step) - last) if count else (line, column + len(step))
        offset = index - piece.start
        recounted[id(mark)] = yaml.Mark(mark.name, mark.index, line - segment.line, column, None, 0)
    return recounted
