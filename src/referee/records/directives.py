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

from referee.records.positions import BREAK, YAML_BREAKS, Segment
from referee.records.text import StreamText

_NAME = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")
"""The characters of a named tag handle between its `!`s (`!x-1!`)."""
_AFTER_A_HANDLE = ("", " ", "\t", *YAML_BREAKS)
ANY = "*"
"""Stands for every handle, declared by a `%TAG` line whose handle cannot be read (`%TAG !a\xff!`,
a byte that is not UTF-8 in it): any tag the next document writes may need that line."""


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


def _faulty(character: str) -> bool:
    """Whether a character spoils a line before YAML reads it: a control character, or U+FFFD,
    what a byte that is not UTF-8 is decoded as."""
    return character == "\ufffd" or (character < " " and character not in "\t\n\r") or (
        "\x7f" <= character <= "\x9f" and character != "\x85")


def _kept_from(text: StreamText, index: int) -> str:
    """The kept text from `index` on (asked only after a fault, where the text is still kept)."""
    pieces = [piece for piece in text.kept if piece.start + len(piece.text) > index]
    return "".join(piece.text for piece in pieces)[max(index - pieces[0].start, 0):] if pieces else ""


def declared_at(text: StreamText, line_start: int) -> frozenset[str]:
    """The handle the refused `%` line at `line_start` (kept: the parser read it) declares."""
    return declared_in(BREAK.split(_kept_from(text, line_start), maxsplit=1)[0])


def declared_in(line: str) -> frozenset[str]:
    """The handle a `%` line (or its start) declares, if it is a `%TAG` line that names one
    (its prefix may be missing: the line is refused either way). A handle that cannot be read,
    for a fault in it or before it (`%TAG !a\xff!`, `%TAG !a` with no closing `!`, or cut short)
    is ANY: which handle it was cannot be told."""
    if not line.startswith("%TAG"):
        return frozenset()
    after = line[4:5]
    if after and _faulty(after):
        return frozenset([ANY])
    rest = line[4:].lstrip(" \t")
    if after not in (" ", "\t") or not rest or not (rest.startswith("!") or _faulty(rest[0])):
        return frozenset()  # another directive (`%TAGS`), or no handle at all (`%TAG x`)
    end = 1 if rest.startswith("!") else 0
    while 0 < end < len(rest) and rest[end] in _NAME:
        end += 1
    if end and rest[end:end + 1] == "!":
        return frozenset([rest[:end + 1]])
    if end == 1 and rest[1:2] in _AFTER_A_HANDLE:
        return frozenset(["!"])
    return frozenset([ANY])


def declared_on(text: StreamText, line: tuple[int, str, str, str]) -> frozenset[str]:
    """The handle a `%` line with bytes that are not UTF-8 declares (`text.failure_line`): its
    start is in the broken piece, or, on a line longer than a piece (64 KiB), kept before it."""
    at, _, _, rest = line
    return declared_in(BREAK.split(_kept_from(text, at) + rest, maxsplit=1)[0])


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
    longest = max(len(handle) for handle in refused[1])  # (a handle may be longer than a piece)
    handle = _handle(_kept_from(text, at)[:longest + 1])
    return handle is not None and (handle in refused[1] or ANY in refused[1])


def needs_a_refused_secondary(text: StreamText, segment: Segment, end: int) -> bool:
    """Whether the first document read after a refused `%TAG !! prefix` line (kept from the start
    of `segment` to `end`) writes a `!!` tag: read with YAML's default `!!` it would be read
    under tags it did not mean (`!!str` is `tag:x,2000:str` under `%TAG !! tag:x,2000:`), so it
    is spoiled by the line's fault as a document that needs any other refused handle is. Its
    tokens are scanned, so a `!!` in a quoted value or a comment is no tag."""
    refused = text.refused_tags
    if refused is None or refused[0] != segment.index or not {"!!", ANY} & refused[1]:
        return False
    import yaml

    written = _kept_from(text, segment.index)[:max(end - segment.index, 0)]
    try:
        return any(isinstance(token, yaml.TagToken) and token.value[0] == "!!"
                   for token in yaml.scan(written, Loader=yaml.SafeLoader))
    except yaml.YAMLError:  # (it was parsed whole: never, but a tag that is not read is no tag)
        return False
