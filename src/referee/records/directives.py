"""A refused `%TAG` line and the document after it: one fault, one error line.

A `%` line straight after a record (no `...` line ends it) is a fault in that record, reported
once, and the reader goes on at the next `---`, whose document is read with no directive
heading it (docs/records.md). If that document's tags need a `%TAG` line so refused (`!x!a`
under `%TAG !x! ...`), it cannot be read as written: it is spoiled by the same fault, and passed
over with that one error line, as the document a broken directive heads is. A second line
(`found undefined tag handle`) would blame a handle the user did declare, for a fault already
reported; a tag of a handle no refused line declares is still its own error.
"""

from __future__ import annotations

from typing import Any

from referee.records.text import BREAK, Segment, StreamText

_NAME = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")
"""The characters of a named tag handle between its `!`s (`!x-1!`)."""
_AFTER_A_HANDLE = ("", " ", "\t", "\r", "\n", "\x85", "\u2028", "\u2029")


def _handle(text: str) -> str | None:
    """The tag handle `text` starts with: `!x!` (`!x!a`), `!!` (`!!str`) or `!` (`!a`); None for
    no tag or a verbatim one (`!<tag:x,2000:a>`). Read by hand, as a regex compiled at import
    would cost every run more than this costs the runs that need it."""
    if not text.startswith("!") or text.startswith("!<"):
        return None
    end = 1
    while end < len(text) and text[end] in _NAME:
        end += 1
    return text[:end + 1] if text[end:end + 1] == "!" else "!"


def _kept_from(text: StreamText, index: int) -> str:
    """The kept text from `index` on (asked only after a fault, where the text is still kept)."""
    pieces = [piece for piece in text.kept if piece.start + len(piece.text) > index]
    return "".join(piece.text for piece in pieces)[max(index - pieces[0].start, 0):] if pieces else ""


def declared_at(text: StreamText, line_start: int) -> frozenset[str]:
    """The handle the refused `%` line at `line_start` (kept: the parser read it) declares."""
    return declared_in(BREAK.split(_kept_from(text, line_start), maxsplit=1)[0])


def declared_in(line: str) -> frozenset[str]:
    """The handle a `%` line (or its start) declares, if it is a `%TAG` line that names one
    (its prefix may be missing: the line is refused either way)."""
    if not line.startswith(("%TAG ", "%TAG\t")):
        return frozenset()
    rest = line[4:].lstrip(" \t")
    handle = _handle(rest)
    if handle is None or rest[len(handle):len(handle) + 1] not in _AFTER_A_HANDLE:
        return frozenset()
    return frozenset([handle])


def refuse(text: StreamText, handles: frozenset[str] | None, resume: Segment | None) -> Segment | None:
    """Note that the document the reader goes on at (`resume`) is read without the `handles` of
    the refused `%` line (None: the fault was on no `%` line) and of the directive lines passed
    over just before that document."""
    if handles is not None:
        handles = handles.union(*[declared_in(line) for line in text.directives_before])
    text.refused_tags = (resume.index, handles) if handles and resume is not None else None
    return resume


def needs_a_refused_tag(text: StreamText, segment: Segment, loader: Any, at: int) -> bool:
    """Whether the fault at `at` is a tag of the first document read after a refused `%TAG`
    line, written with a handle that line declares: the same fault, already reported."""
    refused, begin = text.refused_tags, loader.started
    if refused is None or refused[0] != segment.index or begin is None:
        return False
    if segment.index_of(begin.index) != segment.index:  # a later document: the line never headed it
        return False
    return _handle(_kept_from(text, at)[:256]) in refused[1]
