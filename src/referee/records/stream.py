"""Documents of a YAML stream, one at a time, with document boundaries from PyYAML's own events.

Why not `yaml.safe_load_all`: it loses line numbers, stops at the first syntax error and builds
objects. Here the parser's events decide where a document starts and ends (so `%YAML 1.1`, a
flow mapping spread over lines, lone-CR line endings and `json.dumps(..., indent=0)` are read
as YAML reads them), and only nodes are composed, one document at a time. Two things YAML alone
would refuse are read too: JSON Lines (a JSON object right after another starts a new document)
and a broken document followed by good ones (after a syntax error the reader starts again at
the next `---` line, or the next `{` line in a stream of JSON objects).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import IO, Any

import yaml
from yaml.events import StreamEndEvent

from referee.errors import InputError, Position, RecordError, RefereeError
from referee.records import compose, fast
from referee.records.node import Node
from referee.records.positions import Segment
from referee.records.text import StreamText


@dataclass(frozen=True)
class Document:
    """One YAML document of a stream: its root value and where it starts."""

    root: Node
    where: Position


Found = Document | RefereeError


class _Restart(Exception):
    """Parse again from a segment of the text (with another loader class, or the same)."""

    def __init__(self, segment: Segment | None, loader: Any = None, fast: bool = False) -> None:
        super().__init__()
        self.segment = segment
        self.loader = loader
        self.fast = fast  # go on with libyaml's composer (records/fast.py)


def read_stream(stream: IO[bytes], source: str) -> Iterator[Found]:
    """Yield each non-empty document of a stream, or the error that stops one document.

    A syntax, encoding, size or schema problem in one document is yielded and the next document
    is still read; a stream that fails to read (an I/O error) ends with its error.
    """
    from referee.records import text as limits  # read at call time: tests lower the limit

    text = StreamText(stream, source, limits.MAX_DOCUMENT_BYTES)
    segment: Segment | None = text.beginning()
    loader_class: Any = compose.FAST
    go_fast = False
    try:
        while segment is not None:
            try:
                if go_fast:
                    yield from _parse_fast(text, segment)
                else:
                    yield from _parse(loader_class, text, segment)
                segment = None
            except _Restart as restart:
                segment = restart.segment
                loader_class = restart.loader or loader_class
                go_fast = restart.fast
                yield from text.passed_over
                text.passed_over.clear()
    except OSError as exc:
        yield InputError(f"cannot read: {exc.strerror or exc}", Position(source))


_NOT_STARTED = SimpleNamespace(started=None, ended_explicitly=False)
"""Stands for a loader whose construction failed (PyYAML's reads the stream as it starts)."""


def _parse(loader_class: Any, text: StreamText, segment: Segment) -> Generator[Found, None, None]:
    """The documents one parser reads from `segment` on; raises _Restart to go on elsewhere."""
    source = text.source
    loader: Any = _NOT_STARTED

    def place(mark: Any) -> Position:
        return text.as_an_editor_counts(segment.index_of(mark.index),
                                        Position(source, segment.line + mark.line + 1, mark.column + 1))

    def started(mark: Any) -> None:
        text.document_started(segment.index_of(mark.index), segment.line + mark.line)

    try:
        loader = loader_class(text)
        loader.on_start = started
        first = True  # the document that starts at `segment`: the one a refused `%TAG` line was for
        while loader.check_node():
            node = loader.get_node()
            if text.failure is not None and not text.failed_on_a_marker and _cut_short(loader, node):
                break  # (a `---` or `...` line ends the document before it, however it goes on)
            if _a_directive_follows(loader, text, segment):
                above = DIRECTIVE_AFTER_AN_EMPTY_DOCUMENT if _empty(node) else DIRECTIVE_IN_A_RECORD
                yield InputError(f"YAML syntax error: {above}", place(loader.ended_at))
                from referee.records import directives  # (each fault's branch imports it: a clean stream never does)

                at = segment.index_of(loader.ended_at.index)
                handles = directives.declared_at(text, at)
                raise _Restart(directives.refuse(text, handles, _resume(text, segment, loader, at)))
            if first and text.refused_tags is not None and _needs_a_refused_secondary(text, segment, loader):
                node = None  # spoiled by a refused `%TAG !!` line, whose one error is reported
            first = False
            if node is not None:
                if isinstance(node, yaml.MappingNode) and node.flow_style and node.start_mark.column == 0:
                    text.json_objects = True  # a JSON Lines stream: recover at the next `{` line
                if text.unusual:
                    from referee.records.lines import as_an_editor_counts  # (a NEL, U+2028 or U+2029 was read)

                    as_an_editor_counts(text, segment, node)
            text.forget_before(segment.index_of(node.end_mark.index) if node is not None else 0)
            if node is not None:
                found = _document(node, source, segment)
                if found is not None:
                    yield found
            if fast.AVAILABLE and loader_class is compose.LibyamlLoader and text.failure is None and not text.unusual:
                end = loader.ended_at
                index = segment.index_of(end.index)
                if text.clean_after(index, end.column):  # the next documents go to libyaml's composer
                    raise _Restart(text.start_at(index, segment.line + end.line, end.column), fast=True)
    except yaml.MarkedYAMLError as exc:
        if text.failure is None:
            yield from _after_syntax_error(exc, loader, text, segment, place)
    except compose.LimitHit as exc:
        if text.failure is None:
            from referee.records import directives

            if not (exc.message.startswith("unsupported YAML tag")
                    and directives.needs_a_refused_tag(text, segment, loader, segment.index_of(exc.mark.index))):
                yield RecordError(exc.message, place(exc.mark))
            raise _Restart(_resume(text, segment, loader, _past_the_fault(segment.index_of(exc.mark.index),
                                                                          exc.mark.column))) from None
    except yaml.reader.ReaderError as exc:
        if text.failure is None:
            code = exc.character if isinstance(exc.character, int) else ord(exc.character)
            bad = text.find(chr(code), segment.index)
            yield InputError(f"character U+{code:04X} is not allowed in YAML text (a control character)",
                             text.as_an_editor_counts(*bad) if bad else Position(source))
            raise _Restart(_after_a_control_character(text, segment, loader, bad)) from None
    except RecursionError:
        if text.failure is None:
            yield InputError("document nested too deeply", place(loader.started)
                             if loader.started else Position(source))
            raise _Restart(_resume(text, segment, loader, 0)) from None
    finally:
        if loader is not _NOT_STARTED:
            loader.dispose()
    if text.failure is not None:
        yield text.failure
        from referee.records import directives, resume

        heads = resume.failed_on_a_directive(text, segment.index)
        line = text.failure_line  # a `%` line in a record (not heading a document): see records/directives.py
        declared = directives.declared_on(text, line) if line is not None and line[1] == "%" and not heads else None
        raise _Restart(directives.refuse(text, declared, resume.resume_after(
            text, text.failure_index + 1, _json_root(loader, text, segment), directives=heads)))


def _needs_a_refused_secondary(text: StreamText, segment: Segment, loader: Any) -> bool:
    """Whether the document just read is the first after a refused `%TAG !!` line and writes a
    `!!` tag (see records/directives.py)."""
    from referee.records import directives

    return directives.needs_a_refused_secondary(text, segment, segment.index_of(loader.ended_at.index))


def _parse_fast(text: StreamText, segment: Segment) -> Generator[Found, None, None]:
    """The documents libyaml's composer reads from `segment` (a `---` line) on. At the first one
    it must not take (see records/fast.py) the counting composer reads again from the end of
    the last document taken."""
    loader = fast.Loader(text)
    text.fast_bytes = fast.FAST_BYTES
    last = segment
    try:
        while True:
            try:
                more = loader.check_node()
                node = loader.get_node() if more else None
                taken = (not text.cut and text.failure is None and not text.unusual
                         and (node is None or fast.within_limits(node)))
            except (yaml.YAMLError, RecursionError):
                more, node, taken = True, None, False
            if taken and node is not None:
                end = node.end_mark
                index = segment.index_of(end.index)
                taken = text.clean_after(index, end.column)
            if not taken:
                text.cut = False
                again = text.start_at(last.index, last.line, last.pad)
                text.replaying = True
                raise _Restart(again)
            if not more or node is None:
                return
            text.forget_before(index)
            if isinstance(node, yaml.MappingNode) and node.flow_style and node.start_mark.column == 0:
                text.json_objects = True
            found = _document(node, text.source, segment)
            if found is not None:
                yield found
            last = Segment(index, segment.line + end.line, end.column)
    finally:
        loader.dispose()
        text.fast_bytes = None


DIRECTIVE_IN_A_RECORD = "a directive must follow a '...' line that ends the record above it (add '...' before it)"
"""A `%` line straight after a record, YAML cannot read as a directive (YAML 1.2 puts directives
only at the stream's start or after a `...` line): a fault inside that record."""
DIRECTIVE_AFTER_AN_EMPTY_DOCUMENT = ("a directive must follow a '...' line that ends the document above it, "
                                     "even an empty one (add '...' before it)")
"""The same after an empty document (`---` then `%YAML 1.1`): there is no record above to blame."""


def _empty(node: yaml.Node | None) -> bool:
    """Whether a document holds nothing (`---` alone, `~`): no record, as `_document` skips it."""
    return node is None or (isinstance(node, yaml.ScalarNode) and node.tag == _NULL)


_NULL = "tag:yaml.org,2002:null"


def _a_directive_follows(loader: Any, text: StreamText, segment: Segment) -> bool:
    """Whether the document just read ended, with no `...` line, at a directive (`game: a` then
    `%YAML 1.1`): the directive is no directive but a broken line of that record, which is not
    ruled, as when the `%` line's own fault (`%TAG !a`, a control character) stops it sooner."""
    end = loader.ended_at
    return (not loader.ended_explicitly and end is not None and end.column == 0
            and text.char_at(segment.index_of(end.index)) == "%")


def _cut_short(loader: Any, node: yaml.Node | None) -> bool:
    """Whether a document composed before a failure was cut by it (the stream seemed to end).

    A flow collection or a quoted scalar ends at its own closing character; anything else is
    whole only if the parser saw what follows it.
    """
    if isinstance(node, yaml.CollectionNode) and node.flow_style:
        return False
    if isinstance(node, yaml.ScalarNode) and node.style in ("'", '"'):
        return False
    try:
        return bool(loader.check_event(StreamEndEvent))
    except yaml.YAMLError:
        return True


def _document(node: yaml.Node, source: str, segment: Segment) -> Found | None:
    try:
        root = Node(node, source, segment.line)
        if root.is_null:
            return None
        return Document(root, root.where)
    except RefereeError as exc:
        return exc


def _after_syntax_error(exc: yaml.MarkedYAMLError, loader: Any, text: StreamText, segment: Segment,
                        place: Any) -> Generator[Found, None, None]:
    mark = exc.problem_mark or exc.context_mark
    problem = str(exc.problem)
    if "nesting depth" in problem and mark is not None and not isinstance(loader, compose.PythonLoader):
        # libyaml scans ahead and stops at its own depth limit; PyYAML's parser, one event at
        # a time, lets the composer stop at ours, with the position of that level.
        begin = loader.started or mark
        raise _Restart(text.start_at(segment.index_of(begin.index), segment.line + begin.line,
                                     begin.column), compose.PythonLoader) from None
    if mark is None:
        yield InputError(f"YAML error: {problem}", Position(text.source))
        raise _Restart(None) from None
    at = segment.index_of(mark.index)
    character = text.char_at(at)
    if "<document start>" in problem and at > segment.index and (
            loader.ended_explicitly or (character and character in "{[")):
        # JSON Lines: another JSON value right after one is the next record; and after a `...`
        # line, a record without its `---` (YAML 1.1 wants one) is read as the next one too.
        raise _Restart(text.start_at(at, segment.line + mark.line, mark.column)) from None
    begin = loader.started
    from referee.records import directives, faults

    if problem.startswith("found undefined tag handle") and directives.needs_a_refused_tag(text, segment, loader, at):
        pass  # the same fault as the refused `%TAG` line's, reported with it
    elif begin is not None and begin.line < mark.line and _json_root(loader, text, segment):
        # In a stream of JSON objects the parser may read on into the next lines (a good line can
        # be a key of a broken one): the record that fails is the one that starts here.
        yield InputError(f"YAML syntax error: the JSON object that starts here is broken or not "
                         f"closed ({problem}, {faults.found_at(text, at, place(mark))})", place(begin))
    else:
        yield faults.syntax_error(exc, text, segment, at, place, character)
    percent = text.char_at(at - mark.column) == "%"
    directive = loader.started is None and percent
    handles = directives.declared_at(text, at - mark.column) if percent and not directive else None
    raise _Restart(directives.refuse(text, handles, _resume(text, segment, loader, _past_the_fault(at, mark.column),
                                                            directive))) from None


def _after_a_control_character(text: StreamText, segment: Segment, loader: Any,
                               found: tuple[int, Position] | None) -> Segment | None:
    """Where to go on after a control character: as after a syntax error, and on a directive line
    (`%YAML 1.1` then U+0001, at the stream's start or after a `...` line) as after any broken
    directive: the document it heads is spoiled too, and the reader goes on past the directive
    (a parser started at it would meet the character again)."""
    if found is None:
        return _resume(text, segment, loader, 0)
    at, where = found
    column = (where.column or 1) - 1
    line_start = at - column
    if text.char_at(line_start) != "%":
        return _resume(text, segment, loader, 0)
    from referee.records import resume

    if not resume.in_a_prologue(text, segment.index, line_start):  # a `%` line in a record: its fault
        from referee.records import directives

        return directives.refuse(text, directives.declared_at(text, line_start), _resume(text, segment, loader, 0))
    return _resume(text, segment, loader, _past_the_fault(at, column), directive=True)


def _past_the_fault(at: int, column: int) -> int:
    """Where to look for the next document from: the broken line's start, where a `---` begins a
    good document after a bad one; but a fault past the start of its line is that line's own, and
    a parser started at it would meet it again (`%YAML 1.1` then `--- game: x` was the same error
    twice, a `%TAG` handle on the `---` line a refused tag then an undefined handle)."""
    line_start = at - column
    return line_start + 1 if column else line_start  # one past the start: its `---` is not met again


def _json_root(loader: Any, text: StreamText, segment: Segment) -> bool:
    """Whether the document being read began with `{` at column 0 (a JSON Lines record)."""
    begin = loader.started
    return text.json_objects or bool(begin is not None and begin.column == 0
                                     and text.char_at(segment.index_of(begin.index)) == "{")


def _resume(text: StreamText, segment: Segment, loader: Any, line_start: int,
            directive: bool = False) -> Segment | None:
    """Where to go on after a broken document: a `---` on the broken line or later, after the
    broken document's own first line; in a stream of JSON objects, the next line that starts
    with `{` (the parser may have read a good line into a broken one: `{"a": 1,` then `{...}`
    is a mapping with a mapping as its key, and fails only on the line after). A broken
    `directive` (`%YAML 2.0`) spoils the document it heads: the reader goes on after that one."""
    begin = loader.started
    first = segment.index_of(begin.index) + 1 if begin is not None else 0
    first = max(first, segment.index + 1)  # always past where this parser began: no loop
    json_objects = _json_root(loader, text, segment)
    from referee.records import resume  # (a broken document's branch imports it: a clean stream never does)

    return resume.resume_after(text, first if json_objects and not directive else max(line_start, first),
                               json_objects, directive)

