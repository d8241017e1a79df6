"""Print rulings: a readable table for people, JSON Lines or a YAML stream for scripts.

Only data goes to stdout; messages go to stderr through `warn`. tabulate is imported only when a
table is printed, so a script asking for JSON does not pay for it at start-up.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any

from referee.errors import RefereeError
from referee.streams import say

if TYPE_CHECKING:
    import json
    from typing import Protocol

    class Output(Protocol):
        """Where output goes: stdout, or a stand-in that holds it (check-word's stream)."""

        def write(self, text: str, /) -> int: ...

        def flush(self) -> None: ...


class Format(str, Enum):
    """The output formats every command takes with `--format`/`-f`."""

    TABLE = "table"
    JSON = "json"
    YAML = "yaml"


class Emitter:
    """Writes one adjudicated item at a time in the chosen format, as soon as it is ready."""

    def __init__(self, fmt: Format, out: Output | None = None) -> None:
        self.format = fmt
        self.out: Output = out if out is not None else sys.stdout
        self._tables = 0

    def item(self, obj: Mapping[str, Any], table: Callable[[], str] | None = None) -> None:
        """Emit one item: `obj` is the machine form, `table()` the human form (defaults to obj)."""
        if self.format is Format.JSON:
            self.out.write(to_json(obj) + "\n")
        elif self.format is Format.YAML:
            self.out.write(to_yaml(obj))
        else:
            from referee.terminal import fit_lines  # prose wider than the terminal is wrapped there

            text = fit_lines(printable(table() if table is not None else key_value_table(obj)))
            if self._tables:
                self.out.write("\n")
            self.out.write(text.rstrip("\n") + "\n")
            self._tables += 1
        self.out.flush()


def printable(text: str) -> str:
    """Text that can be written as UTF-8: bytes that were not UTF-8 (kept by Python as lone
    surrogates, e.g. from argv or stdin) become U+FFFD, so stdout stays valid UTF-8 text.
    The regular expression is compiled only when one is there (a few ms at start-up)."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        import re

        return re.sub("[\ud800-\udfff]", "\ufffd", text)
    return text


_LINE_BREAKS = str.maketrans({"\u0085": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


_JSON: list[json.JSONEncoder] = []
"""One encoder for the run: `json.dumps` with options builds a new one for every line."""


def _json_encoder() -> json.JSONEncoder:
    import json  # not at start-up: a table does not need it

    _JSON.append(json.JSONEncoder(ensure_ascii=False, separators=(", ", ": ")))
    return _JSON[0]


def to_json(obj: Any) -> str:
    """One line of JSON, UTF-8 kept readable; the characters that some readers take for line
    breaks (NEL, U+2028, U+2029: Python's splitlines, JavaScript) are escaped, so a line of
    output is always exactly one object."""
    return _one_json_line((_JSON[0] if _JSON else _json_encoder()).encode(obj))


def _one_json_line(text: str) -> str:
    """The encoder's text as `to_json` prints it."""
    if text.isascii():  # the usual case: nothing to replace, and no pass over the text for it
        return text
    return printable(text).translate(_LINE_BREAKS)


class JsonTemplate:
    """`to_json` of objects that differ in one string only: the rest of the line is encoded once.

    Made from one such object with `mark` in that string's place; `None` from `of` when the mark
    is not there exactly once (the string is not a plain field of the object)."""

    def __init__(self, head: str, tail: str) -> None:
        from json.encoder import encode_basestring  # the encoder's own, as `ensure_ascii=False` has it

        self.head, self.tail, self._string = head, tail, encode_basestring

    @classmethod
    def of(cls, obj: Any, mark: str) -> JsonTemplate | None:
        from json.encoder import encode_basestring

        text = (_JSON[0] if _JSON else _json_encoder()).encode(obj)
        marked = encode_basestring(mark)
        if text.count(marked) != 1:
            return None
        head, _, tail = text.partition(marked)
        return cls(head, tail)

    def line(self, value: str) -> str:
        """`to_json` of the object with `value` in the mark's place."""
        return _one_json_line(self.head + self._string(value) + self.tail)


def to_yaml(obj: Any) -> str:
    """One YAML document starting with `---`, keys in the order given, and never an anchor or
    alias: a list that two fields share (winners and leaders) is written out twice, as a reader
    of the output expects, not as `&id001` / `*id001`."""
    import yaml

    class Plain(yaml.SafeDumper):
        def ignore_aliases(self, data: Any) -> bool:
            return True

    return printable(yaml.dump(obj, Dumper=Plain, explicit_start=True, sort_keys=False, allow_unicode=True,
                               default_flow_style=None, width=100))


def table(rows: Iterable[Sequence[Any]], headers: Sequence[str]) -> str:
    """A plain-text table a person can read across a game table (tabulate's "simple" layout)."""
    body = list(rows)
    from referee.terminal import fit  # on a terminal narrower than the table, wrap or stack it

    return fit(plain_table(body, headers) or tabulate_table(body, headers), body, headers)


def tabulate_table(rows: Iterable[Sequence[Any]], headers: Sequence[str]) -> str:
    """The table as tabulate lays it out."""
    from tabulate import tabulate

    return tabulate(list(rows), headers=list(headers), tablefmt="simple", disable_numparse=True,
                    missingval="")


def plain_table(rows: Sequence[Sequence[Any]], headers: Sequence[str]) -> str | None:
    """Exactly what `tabulate_table` prints when every cell is plain one-line ASCII, without
    importing tabulate (about 30 ms at start-up: it reads its package metadata); None for
    anything else (accents, wide characters, line breaks), which tabulate lays out.
    tests/test_render.py holds the two equal."""
    cells = [["" if c is None else str(c) for c in row] for row in rows]
    heads = [str(h) for h in headers]
    texts = (*heads, *(c for row in cells for c in row))
    if any(len(row) != len(heads) for row in cells) or not all(
            t.isascii() and t.isprintable() and t == t.strip() for t in texts):
        return None
    widths = [max([len(h) + 2, *(len(row[i]) for row in cells)]) for i, h in enumerate(heads)]

    def line(items: Sequence[str]) -> str:
        return _columns(items, widths)

    return "\n".join([line(heads), line(["-" * w for w in widths]), *map(line, cells)])


class TableStream:
    """A table printed row by row as rows come, for a stream too long to wait for.

    The first `LOOK_AHEAD` rows are held back and laid out as `table` lays them out, which
    fixes the column widths; every later row is printed at once in those columns (a longer
    cell pushes the rest of its own row right). A stream that ends within the look-ahead is
    exactly the table `table` prints. Where the terminal made `table` wrap or stack the rows,
    the widths are not fixed and each further batch of rows is laid out as a table of its own.
    """

    LOOK_AHEAD = 64

    def __init__(self, headers: Sequence[str], out: Output | None = None) -> None:
        self.headers = list(headers)
        self.out: Output = out if out is not None else sys.stdout
        self._held: list[list[str]] = []
        self._widths: list[int] | None = None
        self._started = False

    def row(self, cells: Sequence[Any]) -> None:
        line = ["" if c is None else str(c) for c in cells]
        if self._widths is not None:
            self.out.write(printable(_columns(line, self._widths)) + "\n")
            self.out.flush()
            return
        self._held.append(line)
        if len(self._held) >= self.LOOK_AHEAD:
            self._write_held()

    def close(self) -> None:
        """Print what is still held back (all of it, for a stream within the look-ahead)."""
        if self._held:
            self._write_held()
        self.out.flush()

    def _write_held(self) -> None:
        text = table(self._held, self.headers)
        if self._started:  # a terminal too narrow for fixed columns: a table per batch
            self.out.write("\n")
        self.out.write(printable(text) + "\n")
        self.out.flush()
        self._held = []
        self._started = True
        lines = text.split("\n", 2)
        rule = lines[1].split("  ") if len(lines) > 1 else []
        if len(rule) == len(self.headers) and all(r and set(r) == {"-"} for r in rule):
            self._widths = [len(r) for r in rule]


def _columns(cells: Sequence[str], widths: Sequence[int]) -> str:
    """One table row in fixed columns, as tabulate's "simple" layout spaces them."""
    return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()


def key_value_table(obj: Mapping[str, Any]) -> str:
    """Fallback table: one row per field."""
    return table(((key, _cell(value)) for key, value in obj.items()), ["field", "value"])


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(_cell(v) for v in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{k}: {_cell(v)}" for k, v in value.items())
    return str(value)


cell = _cell


def warn(message: str) -> None:
    """A message for the person at the terminal, never mixed into stdout."""
    say(f"referee: {printable(one_line(message))}")


def report_error(error: RefereeError) -> None:
    """The one-line form of an error that stopped a record: `referee: error: FILE:LINE:COL: ...`."""
    say(f"referee: error: {printable(one_line(str(error)))}")


def one_line(text: str) -> str:
    """Fold a message to a single line so every error stays one line on stderr."""
    return " ".join(text.split())
