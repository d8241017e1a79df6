"""Where the reader goes on after a broken document, and whether a broken line is a directive.

A syntax error, bytes that are not UTF-8 or a broken directive spoil one document: the reader
starts again at the next line that begins a document (`---`, the line after a `...`, or in a
stream of JSON objects a `{`), passing over what it must not read. Only a broken stream needs
this, so a clean one never imports it.
"""

from __future__ import annotations

import re

from referee.errors import InputError, Position
from referee.records.positions import BREAK, YAML_BREAKS, Segment
from referee.records.text import StreamText, size_text

_LINE_START = re.compile(f"(?:{BREAK.pattern})(?!$)")
"""Where a line starts as YAML reads lines (after any of its line breaks)."""
_BLANK = ("", "#", *YAML_BREAKS)
"""How a blank or comment line goes on after its spaces and tabs."""
MAX_PASSED_OVER_BYTES = 128 * 1024 * 1024
"""How far past a broken document the reader looks for the next: 8 times the largest document
(a 100 MB broken one is passed over, and the records after it read); `< /dev/zero` has no end."""


def failed_on_a_directive(text: StreamText, start: int) -> bool:
    """Whether the bytes that are not UTF-8 stand on a directive line (`%YAML 1.1` then 0xFF,
    where `in_a_prologue`): then, as any broken directive, they spoil the document it heads."""
    if text.failure_line is None:
        return False
    at, first, head, _ = text.failure_line
    return first == "%" and in_a_prologue(text, start, at, head)


def in_a_prologue(text: StreamText, start: int, line_start: int, head: str = "") -> bool:
    """Whether a line (kept, from `line_start`) stands where YAML puts directives: between
    `start`, where a parser began, and it, only directive, comment and blank lines, each
    after a `...` line if any content came before (a `%` line inside a document is not one).
    `head`: text not kept just before the line (a broken piece's first lines)."""
    if not text.kept:
        return True
    first = text.kept[0].start
    kept = "".join(piece.text for piece in text.kept) + head
    between = kept[max(start - first, 0):max(line_start - first, 0)]
    prologue = True
    for line in BREAK.split(between):
        if re.match(r"\.\.\.(\s|$)", line):
            prologue = True
        elif not (line.startswith("%") or line.lstrip(" \t")[:1] in ("", "#")):
            prologue = False
    return prologue


def resume_after(text: StreamText, after: int, json_objects: bool, directives: bool = False) -> Segment | None:
    """After a broken document: a parser's new start at the first line, starting at or after
    `after`, that begins a document (`---`, the line after a `...`, or with `json_objects` a
    `{`), or None.

    With `directives` the broken line is a directive, which heads the document after it: the
    directive lines, comments and blank lines that follow are passed over, and so is the
    document their `---` starts (it would be read by a version or tags it does not declare).
    Lines skipped are not kept, so a huge broken document is passed over in bounded memory.
    The directive lines passed over just before the new start are `directives_before`.
    """
    pieces = iter(text.take_kept())
    passed_over = 0  # bytes read past, beyond what the document had read
    ended = False  # a `...` line was passed: the next line starts a record (its `---` may be left out)
    block: list[str] = []  # `%` lines since the last line that is no directive, comment or blank
    before: list[str] = []
    while True:
        piece = next(pieces, None)
        if piece is None:
            piece = text.next_piece()
            if piece is None:
                return None
            passed_over += piece.size
            if passed_over > MAX_PASSED_OVER_BYTES:
                text.passed_over.append(InputError(f"no record starts in the {size_text(MAX_PASSED_OVER_BYTES)} "
                                                   "after a broken one (a '---' line): the rest is not read",
                                                   Position(text.source)))
                return None
        if piece.broken:
            directives, block = False, []
            if piece.column == 0 and (ended or _starts_document(piece.text, json_objects)):
                text.passed_over.append(piece.broken)  # a record of its own, spoiled
                ended = False
            continue
        starts = ([0] if piece.column == 0 else []) + [m.end() for m in _LINE_START.finditer(piece.text)]
        for offset in starts:
            if piece.start + offset < after:
                continue
            if piece.text.startswith("%", offset):
                if len(block) < 64:  # (bounded: a directive's start is all records/directives.py reads)
                    block.append(piece.text[offset:offset + 256])
            elif piece.text[offset:offset + 256].lstrip(" \t")[:1] not in _BLANK:
                before, block = block, []
            if directives:
                line = BREAK.split(piece.text[offset:], maxsplit=1)[0]
                if line.startswith("%") or line.lstrip(" \t")[:1] in ("", "#"):
                    continue
                directives = False
                if _starts_document(line, False) and line.startswith("---"):
                    continue  # the document the broken directive heads
            if not ended and _starts_document(piece.text[offset:], json_objects):
                # A parser started at a `...` line finds no document in it: go on after it.
                ended = piece.text.startswith("...", offset)
                if ended:
                    continue
            elif not ended:
                continue
            text.directives_before = before
            return text.go_on_at(piece, offset, list(pieces))


def _starts_document(line: str, json_objects: bool) -> bool:
    return bool(re.match(r"(---|\.\.\.)(\s|$)", line)) or (json_objects and line.startswith("{"))
