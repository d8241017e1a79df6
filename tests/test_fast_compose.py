"""libyaml's composer reads the documents after a stream's first (records/fast.py): the same
documents, errors and positions as the counting composer, which reads again whatever it refuses."""

from __future__ import annotations

import io
from collections.abc import Generator

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.errors import RefereeError
from referee.records import fast, positions, read_stream, stream, text
from tests.fuzz_inputs import hostile_document
from tests.fuzz_support import GAMES, records

GOOD = b"game: letter-roll\nplayers: [Ann, Bob]\n"


def found(data: bytes) -> list[object]:
    """What the reader yields, in a form to compare: a document's position and value, an error's line."""
    out: list[object] = []
    for item in read_stream(io.BytesIO(data), "f.yaml"):
        if isinstance(item, RefereeError):
            out.append(str(item))
            continue
        try:
            out.append((str(item.where), item.root.plain()))
        except RefereeError as exc:  # an alias bomb is refused while it is expanded
            out.append((str(item.where), str(exc)))
    return out


def counted_only(data: bytes, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    with monkeypatch.context() as patch:
        patch.setattr(fast, "AVAILABLE", False)
        return found(data)


BOMB = b"a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + b"".join(
    f"a{i}: &a{i} [".encode() + b", ".join([f"*a{i - 1}".encode()] * 10) + b"]\n" for i in range(1, 9))

AFTER_A_GOOD_ONE = [
    b"game: !!python/object/apply:os.system ['echo hacked']\n",
    b"x: " + b"[" * 65 + b"]" * 65 + b"\n",
    b"x: " + b"[" * 64 + b"]" * 64 + b"\n",
    b"x: " + b"[" * 2000 + b"]" * 2000 + b"\n",
    b"".join(b"  " * i + f"k{i}:\n".encode() for i in range(70)) + b"  " * 70 + b"end\n",
    b"x: [" + b"1, " * 100_010 + b"]\n",
    b"x: &l [" + b", ".join([b"a"] * 200) + b"]\ny: [" + b", ".join([b"*l"] * 200) + b"]\n",
    BOMB,
    b"a: &r [1, *r]\n",
    b"a: *nowhere\n",
    b"a: &x 1\nb: &x 2\n",
    b"a: <<\n<<: {b: 1}\n",
    b"game: [unclosed\n---\n" + GOOD,
    b"players: [B\x07ob]\n---\n" + GOOD,
    b"players: [B\xffob]\n---\n" + GOOD,
    b"a:\n\tb: 1\n---\n" + GOOD,
    b"a: 1\n...\nb: 2\n",
    b"a: 1\n...\n%YAML 1.1\n---\nb: 2\n",
    b"a: 1\n%YAML 1.1\n---\nb: 2\n",
    b'{"a": 1}\n{"b": 2}\n{"c": \n',
    b"{a: 1} x\n---\n" + GOOD,
    b"--- 7\n--- |\n  text\n--- [a, b] # a comment\n# another\n\n---\n" + GOOD,
    b"a: 1\r\n---\r\nb: 2\r\n",
    b"a: 1\r---\rb: 2\r",
    b"x: '" + b"a" * 40_000 + b"'\n---\n" + GOOD,
    b"# only a comment, then the end\n",
    b"~\n---\n---\n" + GOOD,
    b"x: [" + b"a, " * 30_000 + b"]\n---\n" + GOOD,
]


@pytest.mark.parametrize("later", AFTER_A_GOOD_ONE, ids=range(len(AFTER_A_GOOD_ONE)))
def test_a_later_document_is_read_as_the_counting_composer_reads_it(monkeypatch: pytest.MonkeyPatch,
                                                                     later: bytes) -> None:
    data = GOOD + b"---\n" + GOOD + b"---\n" + later
    assert found(data) == counted_only(data, monkeypatch)


def test_the_fast_composer_reads_the_documents_after_the_first(monkeypatch: pytest.MonkeyPatch) -> None:
    taken: list[int] = []
    real = fast.within_limits

    def within_limits(root: yaml.Node) -> bool:
        taken.append(root.start_mark.line)
        return real(root)

    monkeypatch.setattr(fast, "within_limits", within_limits)
    assert len(found((GOOD + b"---\n") * 4)) == 4
    # Documents 2-4 start on lines 4, 7 and 10, and an empty one (never yielded) after the last
    # `---`, on line 12; the first is the counting composer's. The marks are counted from the
    # `---` line the fast run starts at, line 3.
    assert taken == [1, 4, 7, 10]


def test_an_unsafe_tag_in_a_later_document_is_refused_at_its_position() -> None:
    data = GOOD + b"---\n" + GOOD + b"---\ngame: !!python/object/apply:os.system ['echo hacked']\n---\n" + GOOD
    assert found(data) == [
        ("f.yaml:1:1", {"game": "letter-roll", "players": ["Ann", "Bob"]}),
        ("f.yaml:4:1", {"game": "letter-roll", "players": ["Ann", "Bob"]}),
        # Line 7, column 7: where the tagged value starts, as for a first document.
        "f.yaml:7:7: unsupported YAML tag 'tag:yaml.org,2002:python/object/apply:os.system'",
        ("f.yaml:9:1", {"game": "letter-roll", "players": ["Ann", "Bob"]}),
    ]


def test_a_document_too_large_after_fast_ones_is_measured_from_its_own_start(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The document limit counts a later document's bytes as for the first: from its `---` line."""
    monkeypatch.setattr(text, "MAX_DOCUMENT_BYTES", 1000)
    head = b"x: '"
    under = head + b"a" * (1000 - len(head) - 2) + b"'\n"
    over = head + b"a" * (1000 - len(head) - 1) + b"'\n"
    data = GOOD + b"---\n" + under + b"---\n" + over + b"---\n" + under
    items = list(read_stream(io.BytesIO(data), "f.yaml"))
    assert [type(i).__name__ for i in items] == ["Document", "Document", "InputError", "Document"]
    # Named at its `---` line, line 5 (GOOD is lines 1-2, `---` 3, `under` 4), as a first one is.
    assert str(items[2]) == "f.yaml:5: document larger than 1000 bytes; a game record is a few kilobytes"
    assert found(data) == counted_only(data, monkeypatch)


def test_a_document_cut_off_for_the_fast_composer_is_read_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    words = ", ".join(["tee"] * (fast.FAST_BYTES // 4))
    data = GOOD + b"---\n" + GOOD + b"---\n" + f"words: [{words}]\n".encode() + b"---\n" + GOOD
    fast_runs: list[positions.Segment] = []
    real = stream._parse_fast

    def parse_fast(source: text.StreamText, segment: positions.Segment) -> Generator[stream.Found, None, None]:
        fast_runs.append(segment)
        return real(source, segment)

    def words_or_where(item: object) -> object:
        """A document's count of words, or where it starts when it has none."""
        assert isinstance(item, tuple)
        where, value = item
        assert isinstance(value, dict)
        return len(value["words"]) if "words" in value else where

    monkeypatch.setattr(stream, "_parse_fast", parse_fast)
    items = found(data)
    assert [words_or_where(i) for i in items] == ["f.yaml:1:1", "f.yaml:4:1", fast.FAST_BYTES // 4, "f.yaml:9:1"]
    assert len(fast_runs) == 2  # after the first document, and again after the long one


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                 HealthCheck.function_scoped_fixture])
@given(data=st.data(), game=st.sampled_from(GAMES))
def test_a_mutated_record_after_a_good_one_reads_the_same_either_way(monkeypatch: pytest.MonkeyPatch,
                                                                      data: st.DataObject, game: str) -> None:
    """The fuzz suite's hostile documents (mutated fixtures, JSON, junk bytes), each between two
    good records, so that the fast composer meets it."""
    hostile = data.draw(hostile_document(records(game)))
    stream_bytes = GOOD + b"---\n" + hostile + b"\n---\n" + GOOD
    assert found(stream_bytes) == counted_only(stream_bytes, monkeypatch)


RECORD = b"".join(f"  - {{word: w{i}, round: {i % 7 + 1}}}\n".encode() for i in range(60))
"""Sixty plain lines: the fast composer is handed runs of them in one read (StreamText._plain_lines)."""
LONG = b"game: first-class-letters\nrows:\n" + RECORD

ENDS_A_RUN = [
    LONG + b"  - {word: caf\xc3\xa9}\n" + RECORD,  # not ASCII
    LONG + b"  - {word: w}\r  - {word: v}\n" + RECORD + b"  - {word: B\x07ob}\n",  # a CR: a line break of its own
    RECORD[:40] + b"rows: [\n" + RECORD + b"  - {word: B\x07ob}\n" + RECORD,  # broken early, a control character later
    b"rows: [\n" + RECORD + b"  - {word: B\xffob}\n" + RECORD,  # broken early, not UTF-8 later
    LONG + b"--- \n" + LONG,  # a marker in the middle of a run
    LONG + b"----\n" + RECORD,  # a line that only starts like one
    LONG + b"  - {word: " + b"a" * (fast.FAST_BYTES + 10) + b"}\n" + RECORD,  # cut off in the middle of a run
    LONG + b"  - {word: w}",  # the end of the stream without a line break
]


@pytest.mark.parametrize("later", ENDS_A_RUN, ids=range(len(ENDS_A_RUN)))
def test_a_run_of_plain_lines_ends_where_anything_else_starts(monkeypatch: pytest.MonkeyPatch, later: bytes) -> None:
    data = GOOD + b"---\n" + LONG + b"---\n" + later + b"\n---\n" + GOOD
    assert found(data) == counted_only(data, monkeypatch)


def test_a_run_of_plain_lines_is_one_read_and_the_limit_is_met_at_its_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser is handed the plain lines of a later record in one read (it asked once a line),
    and a document over the size limit is still found at the line that takes it over."""
    reads: list[int] = []
    real = text.StreamText.read

    def read(self: text.StreamText, size: int = -1) -> str:
        reads.append(1)
        return real(self, size)

    monkeypatch.setattr(text.StreamText, "read", read)
    data = GOOD + b"---\n" + LONG + b"---\n" + LONG
    assert len(found(data)) == 3
    assert len(reads) < 20 < data.count(b"\n")
    monkeypatch.setattr(text, "MAX_DOCUMENT_BYTES", len(LONG) - 10)
    items = list(read_stream(io.BytesIO(data), "f.yaml"))
    # Each named at its `---` line (GOOD is lines 1-2, `---` 3, LONG 4-65, `---` 66), as a first one is.
    assert [str(i) for i in items if isinstance(i, RefereeError)] == [
        "f.yaml:3: document larger than 1572 bytes; a game record is a few kilobytes",
        "f.yaml:66: document larger than 1572 bytes; a game record is a few kilobytes"]
    assert found(data) == counted_only(data, monkeypatch)
    monkeypatch.setattr(text, "MAX_DOCUMENT_BYTES", len(LONG) + 10)  # each within it, not the two together
    assert [type(i).__name__ for i in read_stream(io.BytesIO(data), "f.yaml")] == ["Document"] * 3
