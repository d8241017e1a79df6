"""Where a typing slip in YAML is, when the parser only notices it further on.

A key typed without its `:` (`total 49`), or a `[`, `{` or quote left open, is noticed by the
parser on the line after, or past the end of the file: the position it gives is a line the typist
did nothing wrong on. These name the line the slip is on instead, the one an editor should open
at, or (a line indented wrong) what the line should line up with.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import yaml

from referee.errors import InputError, Position
from referee.records.positions import Segment
from referee.records.text import StreamText

OPENED = {"while parsing a flow mapping": "the { mapping that starts here is broken or not closed",
          "while parsing a flow sequence": "the [ list that starts here is broken or not closed",
          "while scanning a quoted scalar": "the quoted text that starts here is not closed"}
"""What PyYAML names in its context, as a typist sees it: opened on one line, not closed there."""

INDENTED = {"while parsing a block collection": "the entries of the list from line {line} start with '- ' "
                                                "at column {column}",
            "while parsing a block mapping": "the keys of the mapping from line {line} are at column {column}"}
"""A line indented as nothing above it: what it should line up with."""

Place = Callable[[Any], Position]
"""A parser's mark as the position an editor shows (stream.py's `place`)."""

_LONGEST_LINE = 200
"""A line above looked at for a missing `:` (a record's lines are short; a longer one is no key)."""


def found_at(text: StreamText, index: int, where: Position) -> str:
    """Where the parser noticed a fault: a line, or the end of the stream (a line the file has not)."""
    return "found at the end of the stream" if text.at_the_end(index) else f"found at line {where.line}"


def not_closed(exc: yaml.MarkedYAMLError, text: StreamText, index: int, place: Place) -> InputError | None:
    """A `[` or `{` not closed on the line it opens (a missing `]`, `}` or `,`), or a quote not
    closed at all: the error names where it opens, and says where the parser noticed."""
    what = OPENED.get(exc.context or "")
    if what is None or exc.context_mark is None or exc.problem_mark is None:
        return None
    begin, found = place(exc.context_mark), place(exc.problem_mark)
    if begin.line is None or found.line is None or begin.line > found.line:
        return None
    if begin.line == found.line and not (exc.context or "").endswith("quoted scalar"):
        return None  # (`{word: a score: 1}`: the parser's own position is the slip's)
    where = "" if "end of stream" in str(exc.problem) else f", {found_at(text, index, found)}"
    return InputError(f"YAML syntax error: {what} ({exc.problem}{where})", begin)


def lined_up(exc: yaml.MarkedYAMLError, place: Place) -> str:
    """`(the entries of the list from line 8 start with '- ' at column 7)`: for a line that is
    neither an entry of the list or mapping being read nor the end of it (indented one space too
    many or too few, a list entry without its `- `)."""
    what = INDENTED.get(exc.context or "")
    if what is None or exc.context_mark is None or exc.problem_mark is None:
        return ""
    begin = place(exc.context_mark)
    if begin.line is None or begin.line >= (place(exc.problem_mark).line or 0):
        return ""
    return f" ({what.format(line=begin.line, column=begin.column)})"


def key_without_colon(exc: yaml.MarkedYAMLError) -> yaml.Mark | None:
    """The mark of a key written without its `:` (`total 49`): PyYAML notices only at the next
    line, or past the end of the file, and says where the key began as its context."""
    if exc.context == "while scanning a simple key" and exc.context_mark is not None:
        return exc.context_mark
    return None


def colon_missing_above(text: StreamText, index: int, column: int, line: int | None) -> str:
    """What a refused `:` most often means: a value with `: ` in it, unquoted (`title: Night: at
    Ana's`); or, on a `key: value` line with nothing wrong on it, a line above that is a key and
    value with no `:` (`game first-class-letters`), which YAML read as the start of this key:
    `(is the ':' missing after the key on line N?)`."""
    start = index - column
    before = _text(text, start, index).strip()
    if not text.unusual and ": " in before.lstrip("- ") and not any(c in before for c in "{}[]#'\""):
        return " (a value with ': ' in it goes in quotes)"
    if (line is None or text.unusual or not before or before.startswith("-")
            or any(c in before for c in ":{}[],#'\"?&*!|>%@`")):
        return ""
    at, above = start, line
    while at > 0 and above > 1:
        end = at - 1
        if text.char_at(end) == "\n" and text.char_at(end - 1) == "\r":
            end -= 1
        at = end
        while at > 0 and end - at <= _LONGEST_LINE and text.char_at(at - 1) not in ("\n", "\r", ""):
            at -= 1
        if at > 0 and text.char_at(at - 1) not in ("\n", "\r"):
            return ""  # a line too long to be a key, or the start of what is kept
        above -= 1
        written = _text(text, at, end).strip()
        if written and not written.startswith("#"):
            return _hint(written, above)
    return ""


def _hint(written: str, line: int) -> str:
    key = written[2:].lstrip() if written.startswith("- ") else written
    if key.startswith(("---", "...")) or any(c in key for c in "{}[]#'\""):
        return ""
    if _NO_SPACE.match(key):
        return f" (is the space missing after the ':' on line {line}?)"
    if ":" in key or " " not in key:
        return ""
    return f" (is the ':' missing after the key on line {line}?)"


_NO_SPACE = re.compile(r"[^\s:]+:[^\s:]")
"""`game:first-class-letters`: YAML reads a `:` with no space after it as part of the text."""


def _text(text: StreamText, start: int, end: int) -> str:
    return "".join(text.char_at(i) for i in range(start, end)) if end - start <= _LONGEST_LINE else ""


def complaint(exc: yaml.MarkedYAMLError, where: Position, character: str, hint: str = "") -> InputError:
    """PyYAML's complaint in one line at `where`, with `hint` after it; a tab where a token should
    start is named as a tab (libyaml does not say which character it found), and `%YAML 2.0`
    says what to write."""
    problem = exc.problem or exc.context or "syntax error"
    if problem.startswith("found incompatible YAML document"):
        problem = "the %YAML directive names a version other than 1.x (write %YAML 1.1, or leave the line out)"
    elif character == "\t" or "'\\t'" in problem:
        problem = "a tab where YAML expects spaces (indent with spaces, never tabs)"
    return InputError(f"YAML syntax error: {problem}{hint}", where)


def syntax_error(exc: yaml.MarkedYAMLError, text: StreamText, segment: Segment, index: int, place: Place,
                 character: str) -> InputError:
    """PyYAML's complaint in one line, at the slip a typist made when that is on an earlier line
    than where the parser noticed (see the module's docstring)."""
    opened = not_closed(exc, text, index, place)
    if opened is not None:
        return opened
    key = key_without_colon(exc)
    if key is not None:
        start = segment.index_of(key.index)
        end = start
        while end - start < _LONGEST_LINE and text.char_at(end) not in ("\n", "\r", ""):
            end += 1
        written = _text(text, start, end)
        hint = (" (is the space missing after the ':'?)" if _NO_SPACE.match(written)
                else " (is the '- ' missing before it?)" if written.startswith(("{", "[")) else "")
        return complaint(exc, place(key), character, hint)
    where = place(exc.problem_mark or exc.context_mark)  # (the mark stream.py has, as before)
    hint = lined_up(exc, place)
    if str(exc.problem).startswith("found unexpected ':'") and character == ":" \
            and text.char_at(index + 1) not in (" ", "\t", "\n", "\r", ""):
        hint = " (is the space missing after the ':'?)"  # `{Ana: [pace], Ben:[cope]}`
    if str(exc.problem).startswith("mapping values are not allowed") and exc.problem_mark is not None:
        hint = colon_missing_above(text, index, exc.problem_mark.column, where.line)
    return complaint(exc, where, character, hint)
