"""Hostile YAML: alias bombs, deep nesting and Python tags are refused with one clear line, and
the next record of the stream is still ruled; a plain word YAML would read as something else is
the word as written.

The limits are those of docs/records.md ("Safety and limits").
"""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest

from referee import records
from referee.errors import RecordError, RefereeError
from referee.records import load_text, read_stream
from tests.adversarial_support import GOOD_FOR, RECORD_COMMANDS, billion_laughs, errors_of, still_ruled
from tests.conftest import run


# --- aliases: the billion laughs ----------------------------------------------------------------
def test_the_billion_laughs_is_refused_not_expanded() -> None:
    [doc] = load_text(billion_laughs())
    started = time.perf_counter()
    with pytest.raises(RecordError, match=r"more than 200000 values after expanding aliases"):
        doc.root.plain()
    assert time.perf_counter() - started < 20


@pytest.mark.parametrize("command", RECORD_COMMANDS)
def test_the_billion_laughs_in_a_stream_is_one_error_and_the_next_record_is_ruled(command: list[str]) -> None:
    text = "game: letter-roll\n" + billion_laughs() + "---\n" + GOOD_FOR[command[0]]
    result = run([*command, "-f", "json"], input=text)
    assert result.exit_code == 2
    [error] = errors_of(result.stderr)
    assert error.startswith("referee: error: <stdin>:")
    still_ruled(command, result.stdout)


def test_aliases_that_expand_a_record_past_the_limit_are_refused_where_they_expand() -> None:
    """Aliases used as intended (one round repeated) until the record holds 240,000 words."""
    words = ", ".join(["tee"] * 100)
    text = "\n".join(["game: letter-roll", "players: [Ann, Bob]", "rounds:",
                      f"  - &r {{roller: Ann, letters: [E], lists: {{Ann: &l [{words}], Bob: *l}}}}",
                      *["  - *r"] * 1200]) + "\n"
    started = time.perf_counter()
    result = run(["score-sheet", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert errors_of(result.stderr) == [
        "referee: error: <stdin>:4:78: document too large: more than 200000 values after expanding aliases"]
    assert result.stdout == ""
    assert time.perf_counter() - started < 60


def test_too_many_values_are_refused_while_parsing() -> None:
    """A huge flat list is stopped at the limit, not built in full and checked afterwards."""
    text = "x: [" + "1, " * (records.MAX_WRITTEN + 10) + "]\n"
    [error] = list(read_stream(io.BytesIO(text.encode()), "big.yaml"))
    assert isinstance(error, RecordError)
    assert str(error).startswith("big.yaml:1:")
    assert f"more than {records.MAX_WRITTEN} values" in str(error)


# --- nesting ------------------------------------------------------------------------------------
def nested(levels: int, open_: str = "[", close: str = "]") -> str:
    """A document whose innermost collection sits `levels` below the root mapping."""
    return "x: " + open_ * levels + close * levels + "\n"


def test_nesting_up_to_the_limit_is_read_and_one_more_level_is_refused() -> None:
    [doc] = load_text(nested(records.MAX_DEPTH))
    assert doc.root.plain() is not None
    [error] = list(read_stream(io.BytesIO(nested(records.MAX_DEPTH + 1).encode()), "deep.yaml"))
    assert isinstance(error, RecordError)
    assert str(error) == f"deep.yaml:1:{3 + records.MAX_DEPTH + 1}: document nested more than 64 levels deep"


@pytest.mark.parametrize("shape", [("[", "]"), ("{a: ", "}")])
@pytest.mark.parametrize("command", RECORD_COMMANDS)
def test_a_deeply_nested_document_is_one_clear_error(command: list[str], shape: tuple[str, str]) -> None:
    text = nested(100_000, *shape) + "---\n" + GOOD_FOR[command[0]]
    result = run([*command, "-f", "json"], input=text)
    assert result.exit_code == 2
    [error] = errors_of(result.stderr)
    # The first level past the limit: the 65th list, or the key of the 64th mapping.
    column = {"[": 3 + records.MAX_DEPTH + 1, "{a: ": 4 + 4 * (records.MAX_DEPTH - 1) + 1}[shape[0]]
    assert error == f"referee: error: <stdin>:1:{column}: document nested more than 64 levels deep"
    still_ruled(command, result.stdout)


def test_deep_block_nesting_is_refused_too() -> None:
    text = "".join("  " * i + f"k{i}:\n" for i in range(200)) + "  " * 200 + "end\n"
    [error] = list(read_stream(io.BytesIO(text.encode()), "block.yaml"))
    assert isinstance(error, RefereeError)
    assert "nested more than 64 levels deep" in str(error)


# --- no object is ever constructed from input ---------------------------------------------------
PYTHON_TAGS = [
    "!!python/object/apply:os.system ['touch {marker}']",
    "!!python/object/new:os.system ['touch {marker}']",
    "!!python/name:os.system",
    "!!python/module:os",
    "!!python/object:builtins.object {{}}",
    "!<tag:yaml.org,2002:python/object/apply:os.system> ['touch {marker}']",
    "!custom thing",
]


@pytest.mark.parametrize("tagged", PYTHON_TAGS)
@pytest.mark.parametrize("command", [*RECORD_COMMANDS, ["check-word", "--round"], ["answer", "--log"]])
def test_python_and_local_tags_are_refused_everywhere(tmp_path: Path, command: list[str], tagged: str) -> None:
    marker = tmp_path / "constructed"
    value = tagged.format(marker=marker)
    for text in (f"game: {value}\n", f"game: letter-roll\nplayers:\n- {value}\n", f"? {value}\n: x\n",
                 f"- {value}\n"):
        path = tmp_path / "record.yaml"
        path.write_text(text, encoding="utf-8")
        args = [*command, str(path)] + (["cat"] if command[0] == "check-word" else [])
        if command[0] == "answer":
            args.append("A")
        result = run(args)
        assert result.exit_code == 2, (text, result.stdout)
        [error] = errors_of(result.stderr)
        assert "unsupported YAML tag" in error, error
        assert not marker.exists()


# --- YAML's own readings of plain words ---------------------------------------------------------
@pytest.mark.parametrize(("written", "text"), [("on", "on"), ("No", "No"), ("YES", "YES"), ("off", "off"),
                                               ("true", "true"), ("007", "007"), ("1e3", "1e3"), ("2026-11-30",
                                                                                              "2026-11-30")])
def test_an_unquoted_word_that_yaml_reads_otherwise_is_the_word_as_written(written: str, text: str) -> None:
    [doc] = load_text(f"w: {written}\n")
    assert doc.root.fields("record")["w"].text("word") == text


def test_on_and_no_are_words_in_a_letter_roll_list() -> None:
    """YAML 1.1 reads on/no/yes/off as booleans; in a list of words they are the words."""
    result = run(["dedupe-lists", "-f", "json"],
                 input="game: letter-roll\nletters: [O, N]\nlists:\n  Terry: [on, onion]\n  Chris: [no, non]\n")
    assert result.exit_code == 1, result.stderr  # two letters in play is itself ruled against the record
    [record] = [json.loads(line) for line in result.stdout.splitlines()]
    words = {name: [(w["word"], w["status"]) for w in p["words"]]
             for name, p in record["rounds"][0]["players"].items()}
    assert words == {"Terry": [("on", "scored"), ("onion", "scored")], "Chris": [("no", "scored"), ("non", "scored")]}


@pytest.mark.parametrize(("record", "error"), [
    # `[~]` is the blank `referee new` prints: told so, and what to write instead.
    ("game: letter-roll\nletters: [O, N]\nlists:\n  Terry: [~]\n",
     "<stdin>:4:10: lists Terry: left as referee new prints it (every value ~): write every word Terry "
     "listed ([] for none)"),
    ("game: letter-roll\nletters: [O, N]\nlists:\n  Terry: ['']\n",
     "<stdin>:4:11: lists Terry entry: expected text, got ''"),
])
def test_null_and_empty_are_still_not_words(record: str, error: str) -> None:
    result = run(["dedupe-lists"], input=record)
    assert (result.exit_code, result.stderr) == (2, f"referee: error: {error}\n")
