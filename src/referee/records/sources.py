"""Where records come from: FILE arguments, each opened as grep opens its files, and stdin.

A FILE that cannot be read (missing, a directory, no permission) is one error naming it, and
the next FILE is still read. stdin (`-`) is read by one reader only (`referee.stdin`): a second
one (`--round -` and records on stdin, or `- -`) is an error, never a silent empty read. A closed
stdin (`<&-`) matters only to a command that reads it.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterable, Iterator
from typing import IO

from referee.errors import STDIN_NAME, InputError, Position, RefereeError
from referee.records.stream import Document, read_stream
from referee.stdin import reads_stdin, stdin_bytes


def open_source(path: str, reader: str = "the records") -> tuple[IO[bytes], str]:
    """A binary stream and its display name for a FILE argument (`-` is stdin, and so is
    `/dev/stdin` when stdin is a pipe: one reader only, by either name)."""
    if reads_stdin(path):
        return stdin_bytes(reader), STDIN_NAME if path == "-" else path
    try:
        return open(path, "rb"), path
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", Position(path)) from None


def read_paths(paths: Iterable[str], reader: str = "the records",
               what: str = "records") -> Iterator[Document | RefereeError]:
    """Every document of every FILE argument in order; a file that cannot be read is an error.
    `reader` is who took stdin (named to a second reader of it), `what` what the files hold
    (named when one holds nothing: `no house rules: ...`)."""
    for path in paths:
        try:
            stream, source = open_source(path, reader)
        except InputError as exc:
            yield exc
            continue
        stdin = stream is getattr(sys.stdin, "buffer", None)  # `-`, or /dev/stdin from a pipe
        try:
            yield from read_documents(stream, source, stdin=stdin, what=what)
        finally:
            if not stdin:  # stdin stays open: a second reader is told
                stream.close()


def read_documents(stream: IO[bytes], source: str, stdin: bool = False,
                   what: str = "records") -> Iterator[Document | RefereeError]:
    """Every document of one stream (a FILE's, or bytes already read); none at all is an error
    naming `what` was to be read, never an empty success."""
    empty = True
    for item in read_stream(stream, source):
        empty = False
        yield item
    if empty:
        where = "the stream" if stdin else "the file"
        yield InputError(f"no {what}: {where} is empty or holds only comments", Position(source))


def load_text(text: str, source: str = "<string>") -> list[Document]:
    """Parse YAML text into documents, raising the first error (for tests and small inputs)."""
    documents: list[Document] = []
    for item in read_stream(io.BytesIO(text.encode("utf-8")), source):
        if isinstance(item, Exception):
            raise item
        documents.append(item)
    return documents


def named_twice(paths: Iterable[str]) -> list[str]:
    """Each FILE named again (by another path too: `night-1.yaml ./night-1.yaml`), as first typed:
    its records are read each time, as `cat` would pass them on, which a command adding them up
    (`standings`) warns about rather than counting a night twice without a word."""
    named: dict[str, list[str]] = {}
    for path in paths:
        if path != "-" and os.path.isfile(path):
            named.setdefault(os.path.realpath(path), []).append(path)
    return [given[0] for given in named.values() if len(given) > 1]
