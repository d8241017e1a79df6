"""The YAML loader: positions in errors, one bad document not hiding the others, safety limits."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import records
from referee.errors import InputError, Position, RecordError, RefereeError
from referee.records import Document, Fields, load_text, read_stream


def read(text: str | bytes, source: str = "game.yaml") -> list[Document | RefereeError]:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return list(read_stream(io.BytesIO(data), source))


def test_position_formats_as_file_line_column() -> None:
    assert str(Position("a.yaml", 3, 7)) == "a.yaml:3:7"
    assert str(Position("<stdin>", 2)) == "<stdin>:2"
    assert str(Position("a.yaml")) == "a.yaml"


def test_multi_document_stream_keeps_line_numbers() -> None:
    docs = load_text("game: letter-roll\n---\ngame: letterflip\nplayers: 7\n")
    assert len(docs) == 2
    players = docs[1].root.fields("record")["players"]
    with pytest.raises(RecordError) as caught:
        players.items("players")
    assert str(caught.value) == "<string>:4:10: players: expected a list, got 7"


def test_syntax_error_in_one_document_does_not_hide_the_next() -> None:
    items = read("game: a\n---\ngame: [unclosed\n---\ngame: c\n")
    assert isinstance(items[1], InputError)
    assert str(items[1]).startswith("game.yaml:3:7: YAML syntax error: the [ list that starts here")
    assert [i.root.fields("r")["game"].text("game") for i in items if not isinstance(i, RefereeError)] == ["a", "c"]


def test_empty_documents_and_comments_are_skipped() -> None:
    assert read("---\n# nothing here\n---\n...\n") == []


def test_invalid_utf8_names_line_and_column() -> None:
    [error] = read(b"game: ok\nplayers: [\xff]\n")
    assert isinstance(error, InputError)
    assert str(error) == "game.yaml:2:11: not valid UTF-8 text"


def test_duplicate_keys_are_refused() -> None:
    [doc] = load_text("game: a\ngame: b\n")
    with pytest.raises(RecordError, match="duplicate key 'game'"):
        doc.root.fields("record")


def test_unknown_key_suggests_the_near_miss() -> None:
    [doc] = load_text("game: letter-roll\nplayrs: [A, B]\n")
    with pytest.raises(RecordError) as caught:
        Fields(doc.root, "record", ["game", "players"])
    assert str(caught.value) == ("<string>:2:1: record: unknown key 'playrs'; did you mean 'players'? "
                                 "(expected game, players)")


def test_choice_suggests_the_near_miss() -> None:
    [doc] = load_text("game: leter-roll\n")
    with pytest.raises(RecordError, match="did you mean 'letter-roll'"):
        doc.root.fields("r")["game"].choice("game", ["letter-roll", "letterflip"])


def test_letters_accepts_a_list_or_a_word() -> None:
    [doc] = load_text("a: [p, E, c]\nb: PEC\nc: [P, 7]\n")
    fields = doc.root.fields("r")
    assert fields["a"].letters("a") == ["P", "E", "C"]
    assert fields["b"].letters("b") == ["P", "E", "C"]
    with pytest.raises(RecordError, match="c entry: expected a single letter A-Z, got 7"):
        fields["c"].letters("c")


def test_only_safe_tags_are_constructed() -> None:
    [error] = read("game: !!python/object/apply:os.system ['echo hacked']\n")
    assert isinstance(error, RecordError)
    assert str(error) == "game.yaml:1:7: unsupported YAML tag 'tag:yaml.org,2002:python/object/apply:os.system'"


def test_alias_bomb_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(records, "MAX_NODES", 10_000)
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    [doc] = load_text("\n".join(lines) + "\n")
    with pytest.raises(RecordError, match="too large"):
        doc.root.plain()


def test_deep_nesting_is_refused() -> None:
    items = read("x: " + "[" * 200 + "]" * 200 + "\n")
    [doc] = items
    if isinstance(doc, RefereeError):
        assert "nested" in str(doc) or "deep" in str(doc)
    else:
        with pytest.raises(RecordError, match="nested"):
            doc.root.plain()


def test_integer_bounds_and_types() -> None:
    [doc] = load_text("n: 9\nb: true\nt: text\n")
    fields = doc.root.fields("r")
    with pytest.raises(RecordError, match="row: expected at most 7, got 9"):
        fields["n"].integer("row", 1, 7)
    with pytest.raises(RecordError, match="expected a whole number, got true"):
        fields["b"].integer("row")
    with pytest.raises(RecordError, match="expected a whole number, got 'text'"):
        fields["t"].integer("row")


def test_a_missing_file_is_one_error() -> None:
    [error] = list(records.read_paths(["no/such/file.yaml"]))
    assert isinstance(error, InputError)
    assert str(error).startswith("no/such/file.yaml: cannot read")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_give_documents_or_errors_never_exceptions(data: bytes) -> None:
    for item in read(data):
        if not isinstance(item, RefereeError):
            item.root.plain()  # may raise RecordError, nothing else


def test_a_list_error_names_what_the_list_holds() -> None:
    [doc] = load_text("players: 7\n")
    with pytest.raises(RecordError) as caught:
        doc.root.fields("record")["players"].items("players", of="names")
    assert str(caught.value) == "<string>:1:10: players: expected a list of names, got 7"
