"""check-word's table streams: rows come out while the words still come in."""

from __future__ import annotations

import io
import os
import select
import subprocess

from referee.render import TableStream, table
from tests.conftest import console_script

HEADERS = ["word", "valid", "reasons"]


def rows(count: int) -> list[list[str]]:
    return [[f"word{i:03d}", "yes" if i % 3 else "NO", "" if i % 3 else "not-in-dictionary"] for i in range(count)]


def streamed(body: list[list[str]]) -> str:
    out = io.StringIO()
    stream = TableStream(HEADERS, out)
    for line in body:
        stream.row(line)
    stream.close()
    return out.getvalue()


def test_a_short_stream_is_exactly_the_table() -> None:
    body = rows(TableStream.LOOK_AHEAD)
    assert streamed(body) == table(body, HEADERS) + "\n"
    assert streamed(body[:2]) == table(body[:2], HEADERS) + "\n"


def test_rows_after_the_look_ahead_keep_its_columns() -> None:
    body = rows(TableStream.LOOK_AHEAD + 50)
    lines = streamed(body).splitlines()
    assert len(lines) == len(body) + 2
    # every row fits the look-ahead's widths, so the whole stream is the one table
    assert lines == table(body, HEADERS).splitlines()


def test_a_longer_cell_later_pushes_only_its_own_row() -> None:
    body = rows(TableStream.LOOK_AHEAD)
    body.append(["a-much-longer-word-than-any", "NO", "hyphen"])
    body.append(["word", "yes", ""])
    lines = streamed(body).splitlines()
    # the look-ahead fixed the columns at 7, 7 and 17 characters (its longest cells)
    assert lines[1] == "-------  -------  -----------------"
    assert lines[-2] == "a-much-longer-word-than-any  NO       hyphen"
    assert lines[-1] == "word     yes"


def test_check_word_prints_its_first_rows_before_the_input_ends() -> None:
    # `referee check-word < big-list | head -3` shows its first lines at once: here stdin stays
    # open after the look-ahead's words, and the table must already have begun.
    process = subprocess.Popen([console_script(), "check-word"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env={**os.environ, "COLUMNS": "200"})
    assert process.stdin is not None and process.stdout is not None
    try:
        words = "".join(f"{w}\n" for w in ["cucumber", "qiuz", *["apple"] * TableStream.LOOK_AHEAD])
        process.stdin.write(words.encode())
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 30)
        assert ready, "no output while stdin is still open"
        first = process.stdout.readline().decode()
        assert first.split() == ["word", "valid", "reasons", "read", "as", "suggestion"]
    finally:
        process.stdin.close()
        rest = process.stdout.read().decode().splitlines()
        process.wait(timeout=30)
    assert rest[1].split() == ["cucumber", "yes"]
    assert rest[2].split()[:2] == ["qiuz", "NO"]
    assert len(rest) == 1 + 2 + TableStream.LOOK_AHEAD
