"""Load YAML game records from files or stdin, one document at a time, keeping positions.

Why not `yaml.safe_load_all`: it loses line numbers, stops at the first syntax error and reads a
whole stream at once. Here each `---` document is parsed on its own (so a syntax error in one
record does not hide the next), only safe YAML tags are ever constructed, and every value keeps its
position so a schema error names FILE:LINE:COLUMN.

Limits (documented in docs/records.md): a document of at most `MAX_DOCUMENT_BYTES`, at most
`MAX_NODES` values after expanding aliases, and nesting at most `MAX_DEPTH` deep.
"""

from __future__ import annotations

import codecs
import difflib
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import IO, Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

try:
    from yaml._yaml import CParser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    CParser = yaml.parser.Parser  # type: ignore[assignment,misc]

from referee.errors import STDIN_NAME, InputError, Position, RecordError, RefereeError

MAX_DOCUMENT_BYTES = 16 * 1024 * 1024
MAX_NODES = 200_000
MAX_DEPTH = 64

_LETTER = re.compile(r"^[A-Za-z]$")


@dataclass(frozen=True)
class Document:
    """One YAML document of a stream: its root value and where it starts."""

    root: Node
    where: Position


class _Budget:
    """Counts values visited, so an alias bomb is refused instead of eating memory."""

    def __init__(self) -> None:
        self.left = MAX_NODES

    def spend(self, where: Position) -> None:
        self.left -= 1
        if self.left < 0:
            raise RecordError(
                f"document too large: more than {MAX_NODES} values after expanding aliases", where
            )


_constructor = yaml.constructor.SafeConstructor()
_SAFE_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in (
    "str", "int", "float", "bool", "null", "seq", "map", "timestamp", "binary", "set", "omap", "pairs"))


class Node:
    """A YAML value with its position: what schema checks in records and games work on."""

    __slots__ = ("_budget", "_depth", "_line_offset", "_node", "_value", "source")

    def __init__(
        self,
        node: yaml.Node,
        source: str,
        line_offset: int = 0,
        budget: _Budget | None = None,
        depth: int = 0,
    ) -> None:
        self._node = node
        self.source = source
        self._line_offset = line_offset
        self._budget = budget or _Budget()
        self._depth = depth
        self._value: Any = _UNSET
        if node.tag not in _SAFE_TAGS:
            raise RecordError(f"unsupported YAML tag {node.tag!r}", self.where)
        if depth > MAX_DEPTH:
            raise RecordError(f"document nested more than {MAX_DEPTH} levels deep", self.where)
        self._budget.spend(self.where)

    # --- where and what -----------------------------------------------------------------------
    @property
    def where(self) -> Position:
        mark = self._node.start_mark
        return Position(self.source, mark.line + 1 + self._line_offset, mark.column + 1)

    def _child(self, node: yaml.Node) -> Node:
        return Node(node, self.source, self._line_offset, self._budget, self._depth + 1)

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
        """A short description of the value for error messages (`a list`, `7`, `'abc'`)."""
        if self.is_mapping:
            return "a mapping"
        if self.is_sequence:
            return "a list"
        value = self.scalar()
        if value is None:
            return "nothing"
        text = repr(value) if isinstance(value, str) else str(value)
        return text if len(text) <= 40 else text[:37] + "..."

    def fail(self, message: str) -> RecordError:
        """An error at this value's position, for the caller to raise."""
        return RecordError(message, self.where)

    # --- scalars ------------------------------------------------------------------------------
    def scalar(self) -> Any:
        """The scalar's Python value (str, int, float, bool, None, date); error if not a scalar."""
        if self._value is _UNSET:
            if not isinstance(self._node, yaml.ScalarNode):
                raise self.fail(f"expected a single value, got {self.describe()}")
            try:
                self._value = _constructor.construct_object(self._node, deep=True)
            except (yaml.YAMLError, ValueError, OverflowError) as exc:
                raise self.fail(f"unreadable value: {exc}") from None
            finally:
                _constructor.constructed_objects.clear()
        return self._value

    def text(self, what: str) -> str:
        """A non-empty string, as written.

        An unquoted value that YAML reads as something else is taken as the text it was written
        as: the words `on`, `no`, `yes` and `off` (YAML 1.1 booleans), a name `007`, a word `1e3`.
        Only an empty value or null is not text.
        """
        value = self.scalar() if isinstance(self._node, yaml.ScalarNode) else _UNSET
        if value is None or value is _UNSET or value == "":
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
            hint = (" (a number in quotes: write it without them)"
                    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value) else "")
            raise self.fail(f"{what}: expected a whole number, got {self.describe()}{hint}")
        if minimum is not None and value < minimum:
            raise self.fail(f"{what}: expected at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise self.fail(f"{what}: expected at most {maximum}, got {value}")
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
            raise self.fail(f"{what}: expected one of {', '.join(options)}, got {value!r}"
                            + did_you_mean(value, options))
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

    def mapping(self, what: str) -> list[tuple[Node, Node]]:
        """The (key, value) pairs of a mapping, in order; a repeated key is an error."""
        if not isinstance(self._node, yaml.MappingNode):
            entries = self._node.value if isinstance(self._node, yaml.SequenceNode) else None
            hint = ("; drop the '-' before each key (each entry is a separate one-key mapping)"
                    if entries and all(isinstance(e, yaml.MappingNode) and len(e.value) == 1 for e in entries)
                    else "")
            raise self.fail(f"{what}: expected a mapping, got {self.describe()}{hint}")
        pairs: list[tuple[Node, Node]] = []
        seen: set[Any] = set()
        for key_node, value_node in self._node.value:
            key = self._child(key_node)
            if not isinstance(key_node, yaml.ScalarNode):
                raise key.fail(f"{what}: keys must be single values, got {key.describe()}")
            k = key.scalar()
            marker = k.lower() if isinstance(k, str) else k
            if marker in seen:
                raise key.fail(f"{what}: duplicate key {k!r}")
            seen.add(marker)
            pairs.append((key, self._child(value_node)))
        return pairs

    def fields(self, what: str) -> dict[str, Node]:
        """A mapping with text keys, as a dict from lower-cased key to value node."""
        result: dict[str, Node] = {}
        for key, value in self.mapping(what):
            result[key.text(f"{what} key").lower()] = value
        return result

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
        return [item.text(f"{what} entry") for item in self.items(what)]

    def letters(self, what: str) -> list[str]:
        """Letters given as a list (`[P, E, C]`) or as one word (`PEC`), upper-cased."""
        if isinstance(self._node, yaml.ScalarNode):
            value = self.text(what)
            if not value.isascii() or not value.isalpha():
                bare = re.sub(r"[\s,]", "", value)
                hint = (f"; write [{', '.join(bare.upper())}] or {bare.upper()}"
                        if bare != value and bare.isascii() and bare.isalpha() else "")
                raise self.fail(f"{what}: expected letters A-Z, got {self.describe()}{hint}")
            return list(value.upper())
        return [item.letter(f"{what} entry") for item in self.items(what)]

    def plain(self) -> Any:
        """The whole value as plain Python data (lists, dicts, scalars)."""
        if isinstance(self._node, yaml.SequenceNode):
            return [item.plain() for item in self.items("value")]
        if isinstance(self._node, yaml.MappingNode):
            return {key.scalar(): value.plain() for key, value in self.mapping("value")}
        return self.scalar()


class _Unset:
    """Marks a scalar whose value has not been constructed yet."""


_UNSET: Any = _Unset()


class Fields:
    """The keys of one record mapping, with checks that name what is missing or unknown."""

    def __init__(self, node: Node, what: str, allowed: Iterable[str]) -> None:
        self.node = node
        self.what = what
        self.values: dict[str, Node] = {}
        known = list(allowed)
        for key_node, value in node.mapping(what):
            key = key_node.text(f"{what} key").lower()
            self.values[key] = value
            if key not in known:
                raise key_node.fail(
                    f"{what}: unknown key {key!r}" + did_you_mean(key, known)
                    + f" (expected {', '.join(known)})"
                )

    def get(self, key: str) -> Node | None:
        value = self.values.get(key)
        return None if value is None or value.is_null else value

    def require(self, key: str) -> Node:
        value = self.get(key)
        if value is None:
            raise self.node.fail(f"{self.what}: missing {key!r}")
        return value


def did_you_mean(word: str, options: Iterable[str]) -> str:
    """`; did you mean 'letter-roll'?` for a near miss, else the empty string."""
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


# --- reading streams ------------------------------------------------------------------------
_RAW_DOCUMENT_START = re.compile(rb"^---(\s|$)")
_RAW_DOCUMENT_END = re.compile(rb"^\.\.\.(\s|$)")


def _pieces(stream: IO[bytes]) -> Iterator[tuple[bytes, bool]]:
    """(bytes, starts_line) pieces of the stream: whole lines, or bounded slices of a huge one.

    A line longer than a whole document may be is never held in memory at once.
    """
    at_line_start = True
    while True:
        raw = stream.readline(MAX_DOCUMENT_BYTES + 1)
        if not raw:
            return
        yield raw, at_line_start
        at_line_start = raw.endswith(b"\n")


def _chunks(stream: IO[bytes], source: str) -> Iterator[tuple[int, str | RefereeError]]:
    """Split a stream into (first line index, text or error) per document, on `---` and `...` lines.

    JSON Lines are read too: in a document whose root is a `{` at column 0, another `{` at column
    0 starts a new document (in YAML it could never continue the first one).
    A document that is not valid UTF-8 or is larger than `MAX_DOCUMENT_BYTES` becomes one error;
    the rest of it is skipped without being kept in memory and the next document is still read.
    """
    start = 0
    buffer: list[str] = []
    size = 0
    error: RefereeError | None = None
    index = -1
    flow_root = False  # the document's first line is a `{` at column 0 (JSON Lines, or a flow mapping)
    has_content = False
    for raw, line_start in _pieces(stream):
        if line_start:
            index += 1
            if index == 0 and raw.startswith(codecs.BOM_UTF8):
                raw = raw[len(codecs.BOM_UTF8):]
            starts = _RAW_DOCUMENT_START.match(raw)
            new_object = raw.startswith(b"{") and flow_root
            if (starts or new_object) and (buffer or error):
                yield start, error or "".join(buffer)
                start, buffer, size, error, flow_root, has_content = index, [], 0, None, False, False
            if _RAW_DOCUMENT_END.match(raw):
                yield start, error or "".join([*buffer, "\n"])
                start, buffer, size, error, flow_root, has_content = index + 1, [], 0, None, False, False
                continue
            if raw.strip() and not starts and not raw.lstrip().startswith(b"#"):
                flow_root = flow_root or (raw.startswith(b"{") and not has_content)
                has_content = True
        if error is not None:
            continue
        if not (line_start and _RAW_DOCUMENT_START.match(raw)):
            size += len(raw)
        if size > MAX_DOCUMENT_BYTES:
            error = InputError(f"document larger than {_size(MAX_DOCUMENT_BYTES)}; a game record is "
                               f"a few kilobytes", Position(source, start + 1))
            buffer = []
            continue
        try:
            buffer.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            error = InputError("not valid UTF-8 text", Position(source, index + 1, exc.start + 1))
            buffer = []
    if buffer or error:
        yield start, error or "".join(buffer)


def _size(count: int) -> str:
    for unit, scale in (("MiB", 1024 * 1024), ("KiB", 1024)):
        if count >= scale and count % scale == 0:
            return f"{count // scale} {unit}"
    return f"{count} bytes"


class _Counting(Composer):
    """Stops composing as soon as a document has too many values or levels.

    Without the count a huge list would be built in full before any limit is checked.
    """

    _nodes = 0
    _depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._nodes += 1
        mark = self.peek_event().start_mark  # type: ignore[attr-defined]
        if self._nodes > MAX_NODES:
            raise _LimitHit(f"document too large: more than {MAX_NODES} values", mark)
        if self._depth > MAX_DEPTH:
            raise _LimitHit(f"document nested more than {MAX_DEPTH} levels deep", mark)
        self._depth += 1
        try:
            node: yaml.Node | None = super().compose_node(parent, index)
            return node
        finally:
            self._depth -= 1


class _PythonLoader(_Counting, yaml.SafeLoader):
    """PyYAML's safe loader, all in Python (used when PyYAML was built without libyaml)."""


class _LibyamlLoader(_Counting, CParser, SafeConstructor, Resolver):
    """libyaml's parser under PyYAML's safe composer: the same nodes, about six times faster."""

    def __init__(self, stream: str) -> None:
        CParser.__init__(self, stream)
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)


_Loader: type[_PythonLoader] | type[_LibyamlLoader] = (
    _LibyamlLoader if getattr(yaml, "__with_libyaml__", False) else _PythonLoader)


class _LimitHit(Exception):
    """A limit reached while composing, with the YAML mark where it happened."""

    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


def _syntax_error(exc: yaml.MarkedYAMLError, source: str, offset: int) -> InputError:
    mark = exc.problem_mark or exc.context_mark
    where = Position(source, mark.line + 1 + offset, mark.column + 1) if mark else Position(source)
    problem = exc.problem or exc.context or "syntax error"
    return InputError(f"YAML syntax error: {problem}", where)


def _compose(text: str, source: str, offset: int,
             loader_class: type[_PythonLoader] | type[_LibyamlLoader] = _Loader) -> yaml.Node | None:
    try:
        loader = loader_class(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        if loader_class is not _PythonLoader and "nesting depth" in str(exc.problem):
            # libyaml scans far ahead and stops at its own depth limit; PyYAML's parser, one
            # event at a time, lets the composer stop at ours, with the position of that level.
            return _compose(text, source, offset, _PythonLoader)
        raise _syntax_error(exc, source, offset) from None
    except _LimitHit as exc:
        mark = exc.mark
        raise RecordError(exc.message, Position(source, mark.line + 1 + offset, mark.column + 1)) from None
    except yaml.reader.ReaderError as exc:
        where = exc.position
        line = text.count("\n", 0, where)
        column = where - (text.rfind("\n", 0, where) + 1)
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        raise InputError(f"character U+{code:04X} is not allowed in YAML text (a control character)",
                         Position(source, line + 1 + offset, column + 1)) from None
    except yaml.YAMLError as exc:
        raise InputError(f"YAML error: {exc}", Position(source, offset + 1)) from None
    except RecursionError:
        raise InputError("document nested too deeply", Position(source, offset + 1)) from None


def _check_tags(root: yaml.Node, source: str, offset: int) -> None:
    """Refuse any tag but YAML's plain ones before anything is built (no object construction)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if node.tag not in _SAFE_TAGS:
            mark = node.start_mark
            raise RecordError(f"unsupported YAML tag {node.tag!r}",
                              Position(source, mark.line + 1 + offset, mark.column + 1))
        if isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.extend((key, value))


def read_stream(stream: IO[bytes], source: str) -> Iterator[Document | RefereeError]:
    """Yield each non-empty document of a stream, or the error that stops one document.

    A syntax, encoding, size or schema problem in one document is yielded and the next document
    is still read; a stream that fails to read (an I/O error) ends with its error.
    """
    try:
        for offset, text in _chunks(stream, source):
            if isinstance(text, RefereeError):
                yield text
                continue
            if not text.strip():
                continue
            try:
                node = _compose(text, source, offset)
                if node is None:
                    continue
                _check_tags(node, source, offset)
                root = Node(node, source, offset)
                if root.is_null:
                    continue
                yield Document(root, root.where)
            except RefereeError as exc:
                yield exc
    except OSError as exc:
        yield InputError(f"cannot read: {exc.strerror or exc}", Position(source))


def open_source(path: str) -> tuple[IO[bytes], str]:
    """A binary stream and its display name for a FILE argument (`-` is stdin)."""
    if path == "-":
        return sys.stdin.buffer, STDIN_NAME
    try:
        return open(path, "rb"), path
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", Position(path)) from None


def read_paths(paths: Iterable[str]) -> Iterator[Document | RefereeError]:
    """Every document of every FILE argument in order; a file that cannot be opened is an error."""
    for path in paths:
        try:
            stream, source = open_source(path)
        except InputError as exc:
            yield exc
            continue
        try:
            yield from read_stream(stream, source)
        finally:
            if stream is not sys.stdin.buffer:
                stream.close()


def load_text(text: str, source: str = "<string>") -> list[Document]:
    """Parse YAML text into documents, raising the first error (for tests and small inputs)."""
    import io

    documents: list[Document] = []
    for item in read_stream(io.BytesIO(text.encode("utf-8")), source):
        if isinstance(item, Exception):
            raise item
        documents.append(item)
    return documents
