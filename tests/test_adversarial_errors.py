"""Errors that suggest the fix, and a defect in one record that never loses the rest of the
stream: what a player sees when a record is wrong, or when referee itself is.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

from referee import records
from referee.errors import RecordError
from referee.records import load_text, read_stream
from tests.conftest import run


# --- errors that suggest the fix ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "error"), [
    ("a: '7'\n", "<string>:1:4: row: expected a whole number, got '7' (a number in quotes: write it without them)"),
    ("a: 'yes'\n", "<string>:1:4: canceled: expected true or false, got 'yes' (in quotes: write it without them)"),
    ("a: pace, price\n", "<string>:1:4: lists Ann: expected a list, got 'pace, price'; write a list in brackets, "
                         "[a, b, c]"),
    ("a:\n- Ann: [x]\n- Bob: [y]\n", "<string>:2:1: lists: expected a mapping, got a list; drop the '-' before each "
                                     "key (each entry is a separate one-key mapping)"),
    ("a: P, E, C\n", "<string>:1:4: letters: expected letters A-Z, got 'P, E, C'; write [P, E, C] or PEC"),
    ("a: 7\n", "<string>:1:4: row: expected at most 6, got 7"),
    ("a: seven\n", "<string>:1:4: row: expected a whole number, got 'seven'"),
])
def test_schema_errors_suggest_the_fix(text: str, error: str) -> None:
    [doc] = load_text(text)
    node = doc.root.fields("record")["a"]
    what = error.split(": ")[1]
    calls: dict[str, Callable[[], object]] = {
        "row": lambda: node.integer("row", 1, 6), "canceled": lambda: node.boolean("canceled"),
        "lists Ann": lambda: node.items("lists Ann"), "lists": lambda: node.mapping("lists"),
        "letters": lambda: node.letters("letters")}
    with pytest.raises(RecordError) as caught:
        calls[what]()
    assert str(caught.value) == error


def test_a_suggestion_reaches_the_command_line() -> None:
    result = run(["dedupe-lists"], input="letters: P, E, C\nlists: {Ann: [pace]}\n")
    assert result.exit_code == 2
    assert result.stderr == ("referee: error: <stdin>:1:10: letters: expected letters A-Z, got 'P, E, C'; "
                             "write [P, E, C] or PEC\n")


@pytest.mark.parametrize(("record", "error"), [
    ("game: letter-roll\nletters: [P, E, C]\nlists:\n  Terry: pace, price\n  Chris: [cope]\n",
     "<stdin>:4:10: lists Terry: expected a list, got 'pace, price'; write a list in brackets, [pace, price]"),
    ("game: letterflip\nplayers: [Ann, Bob]\n"
     "cards: {Ann: 'cat, frog, wagon, bridge', Bob: [sun, lamp, crisp, garden]}\n",
     "<stdin>:3:14: cards: Ann: expected a list, got 'cat, frog, wagon, bridge'; write a list in brackets, "
     "[cat, frog, wagon, bridge]"),
])
def test_a_list_typed_without_brackets_is_refused_not_taken_as_one_word(record: str, error: str) -> None:
    """`pace, price` is never one word: ruling it as one would silently cost the player both."""
    result = run(["score-sheet", "-f", "json"], input=record)
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {error}\n")


def test_a_number_key_may_be_text_as_json_writes_it() -> None:
    [doc] = load_text('{"special": {"2": "C", "4": "M", " 6 ": "R", "x": "Q", "9": "Z"}}')
    keys = [key for key, _ in doc.root.fields("record")["special"].mapping("special")]
    assert [k.integer_key("special row", 1, 7) for k in keys[:3]] == [2, 4, 6]
    with pytest.raises(RecordError, match="special row: expected a whole number, got 'x'"):
        keys[3].integer_key("special row", 1, 7)
    with pytest.raises(RecordError, match="special row: expected at most 7, got 9"):
        keys[4].integer_key("special row", 1, 7)


# --- a defect in one record never loses the rest of the stream ----------------------------------
@pytest.mark.parametrize("defect", [RuntimeError, AssertionError, NotImplementedError, StopIteration, KeyError])
@pytest.mark.parametrize("fmt", ["json", "table"])
def test_a_crash_while_ruling_or_printing_one_record_loses_no_other(
        defect: type[Exception], fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    from referee.games import Adjudication, Game
    from referee.render import Emitter, Format
    from referee.runner import run_items

    def rule(document: records.Document) -> list[Adjudication]:
        name = document.root.fields("record")["name"].text("name")
        if name == "rule":
            raise defect("a defect while ruling")
        return [Adjudication(Game.LETTER_ROLL, {"name": name}, [])]

    def table(ruling: Adjudication) -> str:
        if ruling.record["name"] == "print":
            raise defect("a defect while printing")
        return f"table {ruling.record['name']}"

    out = io.StringIO()
    stream = b"name: a\n---\nname: rule\n---\nname: print\n---\nname: b\n"
    status = run_items(read_stream(io.BytesIO(stream), "s.yaml"), Emitter(Format(fmt), out), rule,
                       lambda ruling: False, lambda ruling: ruling.record, table)
    assert status == 2
    printed = out.getvalue().splitlines()
    if fmt == "json":
        assert printed == ['{"name": "a"}', '{"name": "print"}', '{"name": "b"}']
    else:
        assert [line for line in printed if line] == ["table a", "table b"]
    errors = capsys.readouterr().err.splitlines()
    assert errors[0].startswith("referee: error: s.yaml:3:1: internal error (")
    assert len(errors) == (1 if fmt == "json" else 2)
    assert all(line.startswith("referee: error: ") for line in errors)


def test_a_card_passed_twice_is_a_clear_error_not_a_crash() -> None:
    """Fuzz finding F14: a cooperative hand passing the same card twice crashed (list.remove)."""
    deal = {"Ann": "Y:D, Y:E, Y:S, Y:U, Y:W, B:B, B:G, B:U, R:E, R:F, R:L, R:N, M:J",
            "Bob": "Y:C, Y:H, Y:O, B:A, B:I, B:N, B:O, B:S, R:A, R:B, R:I, R:Y, M:QU",
            "Cat": "Y:A, Y:I, Y:P, Y:T, B:L, B:P, B:R, R:H, R:M, R:O, R:T, R:U, M:K",
            "Dan": "Y:G, Y:M, Y:R, B:C, B:E, B:F, B:Y, R:D, R:S, R:W, M:V, M:X, M:Z"}
    passed = {"Ann": "R:E, Y:U, B:G", "Bob": "Y:O, R:A, Y:O", "Cat": "Y:P, R:H, B:P", "Dan": "B:C, B:F, M:V"}
    record = ("game: letter-tricks\nmode: cooperative\nplayers: [Ann, Bob, Cat, Dan]\nvariants: [multicolored]\n"
              "hands:\n- deal:\n" + "".join(f"    {n}: [{c}]\n" for n, c in deal.items())
              + "  passed:\n" + "".join(f"    {n}: [{c}]\n" for n, c in passed.items()))
    result = run(["score-sheet", "-f", "json"], input=record)
    assert (result.exit_code, result.stderr) == (2, "referee: error: <stdin>:13:10: passed: Bob passes Y:O twice\n")
