"""Adversarial YAML and oversized input: refused with one clear line, or ruled in bounded memory.

The limits are those of docs/records.md ("Safety and limits"); each is tested here at the CLI,
and the big inputs run `python -m referee` in a child process whose peak memory is measured.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from referee import records
from referee.errors import RecordError, RefereeError
from referee.records import load_text, read_stream
from tests.conftest import FIXTURES, run
from tests.fuzz_support import comparable

GOOD = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")
MIB = 1024 * 1024
RECORD_COMMANDS = [["score-sheet"], ["dedupe-lists"], ["alpha-cancel"], ["trick-winner"]]


GOOD_FOR = {
    "score-sheet": GOOD,
    "dedupe-lists": GOOD,
    "alpha-cancel": "name: Lou\nrows: [zebra=1, apple=5, banana=5, null, {canceled: true}, cherry=4]\n",
    "trick-winner": (FIXTURES / "letter-tricks" / "revoke-shown-later.yaml").read_text(encoding="utf-8"),
}


def still_ruled(command: list[str], stdout: str, times: int = 1) -> None:
    """The good record after the hostile one is ruled exactly as on its own."""
    alone = run([*command, "-f", "json"], input=GOOD_FOR[command[0]])
    assert alone.exit_code in (0, 1) and alone.stdout
    assert comparable([json.loads(line) for line in stdout.splitlines()]) == comparable(
        [json.loads(line) for line in alone.stdout.splitlines()] * times)


def errors_of(stderr: str) -> list[str]:
    lines = stderr.splitlines()
    assert all(line.startswith("referee: error: ") for line in lines), stderr
    return lines


# --- aliases: the billion laughs ----------------------------------------------------------------
def billion_laughs(levels: int = 9) -> str:
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    return "\n".join(lines) + "\n"


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


# --- big input, measured ------------------------------------------------------------------------
MEASURE = """
import atexit, os, runpy, sys


def report():
    with open("/proc/self/status") as status:
        peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(os.environ["REFEREE_PEAK_RSS"], "w") as out:
        out.write(peak)


atexit.register(report)
sys.argv[0] = "referee"
runpy.run_module("referee", run_name="__main__")
"""


def peak_rss(args: list[str], tmp: Path, stdin_path: Path | None = None) -> tuple[int, int, str, str]:
    """Run `python -m referee ARGS` in a child; (exit status, peak RSS in MiB, stdout, stderr).

    The peak is the child's own high-water mark (VmHWM), read as it exits: ru_maxrss would
    also count the pages of the test process it was forked from.
    """
    if not Path("/proc/self/status").exists():
        pytest.skip("needs /proc to measure a process's peak memory")
    peak_path, out_path, err_path = tmp / "peak", tmp / "stdout", tmp / "stderr"
    with open(stdin_path or os.devnull, "rb") as stdin, open(out_path, "wb") as out, open(err_path, "wb") as err:
        child = subprocess.run([sys.executable, "-c", MEASURE, *args], stdin=stdin, stdout=out, stderr=err,
                               env={**os.environ, "REFEREE_PEAK_RSS": str(peak_path)}, check=False)
    return (child.returncode, int(peak_path.read_text()) // 1024,
            out_path.read_text(encoding="utf-8", errors="replace"),
            err_path.read_text(encoding="utf-8", errors="replace"))


def write_big(path: Path, size: int, single_line: bool) -> None:
    """GOOD, then one document of `size` bytes (many lines, or one line), then GOOD again."""
    with open(path, "wb") as out:
        out.write(GOOD.encode() + b"---\n")
        if single_line:
            out.write(b"lists: ")
            chunk = b"x" * MIB
            for _ in range(size // MIB + 1):
                out.write(chunk)
            out.write(b"\n")
        else:
            out.write(b"game: letter-roll\nletters: [P, E, C]\nlists:\n  Ann:\n")
            # Long words: the size limit comes before the limit on values written.
            line = b"  - " + b"p" * 600 + b"ace\n"
            block = line * (MIB // len(line))
            for _ in range(size // MIB + 1):
                out.write(block)
        out.write(b"---\n" + GOOD.encode())


@pytest.fixture(scope="module")
def baseline_rss(tmp_path_factory: pytest.TempPathFactory) -> int:
    folder = tmp_path_factory.mktemp("rss")
    path = folder / "good.yaml"
    path.write_text(GOOD, encoding="utf-8")
    status, rss, _, _ = peak_rss(["score-sheet", "-f", "json", str(path)], folder)
    assert status == 0
    return rss


@pytest.mark.parametrize("single_line", [False, True], ids=["many-lines", "one-line"])
@pytest.mark.parametrize("command", [["score-sheet"], ["dedupe-lists"]])
def test_a_100_mb_document_is_refused_in_bounded_memory_and_the_others_ruled(
        tmp_path: Path, baseline_rss: int, command: list[str], single_line: bool) -> None:
    path = tmp_path / "night.yaml"
    write_big(path, 100 * MIB, single_line)
    assert path.stat().st_size > 100 * MIB
    started = time.perf_counter()
    status, rss, stdout, stderr = peak_rss([*command, "-f", "json", str(path)], tmp_path)
    elapsed = time.perf_counter() - started
    assert status == 2
    assert errors_of(stderr) == [f"referee: error: {path}:{GOOD.count(chr(10)) + 1}: document larger than "
                                 f"16 MiB; a game record is a few kilobytes"]
    assert [json.loads(line)["totals"] for line in stdout.splitlines()] == [{"Terry": 3, "Chris": 5}] * 2
    # One document is held at most (16 MiB of text, a few times over as Python strings).
    assert rss - baseline_rss < 64, (rss, baseline_rss)
    assert elapsed < 60


def test_a_100_mb_stream_on_stdin_is_refused_in_bounded_memory(tmp_path: Path, baseline_rss: int) -> None:
    path = tmp_path / "night.yaml"
    write_big(path, 100 * MIB, single_line=False)
    status, rss, stdout, stderr = peak_rss(["score-sheet", "-f", "json"], tmp_path, stdin_path=path)
    assert status == 2
    assert errors_of(stderr)[0].startswith("referee: error: <stdin>:")
    assert len(stdout.splitlines()) == 2
    assert rss - baseline_rss < 64, (rss, baseline_rss)


def test_trick_winner_reads_a_100_mb_stream_in_bounded_memory(tmp_path: Path, baseline_rss: int) -> None:
    path = tmp_path / "tricks.yaml"
    trick = (FIXTURES / "letter-tricks" / "revoke-shown-later.yaml").read_bytes()
    with open(path, "wb") as out:
        out.write(trick + b"---\nplays: [\n")
        line = b"  Y:C, " * 10 + b"\n"
        block = line * (MIB // len(line))
        for _ in range(100):
            out.write(block)
        out.write(b"]\n---\n" + trick)
    status, rss, stdout, stderr = peak_rss(["trick-winner", "-f", "json", str(path)], tmp_path)
    assert status == 2
    assert len(errors_of(stderr)) == 1
    assert len(stdout.splitlines()) == 6
    assert rss - baseline_rss < 64, (rss, baseline_rss)


def test_a_document_just_over_the_limit_is_refused_and_one_under_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(records.text, "MAX_DOCUMENT_BYTES", 1000)
    head = b"x: '"
    under = head + b"a" * (1000 - len(head) - 2) + b"'\n"
    assert len(under) == 1000
    over = head + b"a" * (1000 - len(head) - 1) + b"'\n"
    items = list(read_stream(io.BytesIO(under + b"---\n" + over + b"---\n" + under), "f.yaml"))
    assert [type(i).__name__ for i in items] == ["Document", "InputError", "Document"]
    assert str(items[1]) == "f.yaml:2: document larger than 1000 bytes; a game record is a few kilobytes"


# --- encoding -----------------------------------------------------------------------------------
@pytest.mark.parametrize("junk", [b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf"])
def test_invalid_utf8_spoils_only_its_own_document(junk: bytes) -> None:
    text = b"game: letter-roll\nplayers: [Ann, B" + junk + b"ob]\n---\n" + GOOD.encode()
    result = run(["score-sheet", "-f", "json"], input=text)
    assert result.exit_code == 2
    assert errors_of(result.stderr) == ["referee: error: <stdin>:2:17: not valid UTF-8 text"]
    assert [json.loads(line)["totals"] for line in result.stdout.splitlines()] == [{"Terry": 3, "Chris": 5}]


def test_a_byte_order_mark_is_allowed() -> None:
    result = run(["score-sheet", "-f", "json"], input=b"\xef\xbb\xbf" + GOOD.encode())
    assert (result.exit_code, result.stderr) == (0, "")


@pytest.mark.parametrize(("junk", "code"), [(b"\x00", "0000"), (b"\x07", "0007"), (b"\x1b[31m", "001B")])
def test_control_characters_are_a_clear_error(junk: bytes, code: str) -> None:
    result = run(["score-sheet", "-f", "json"], input=b"game: letter-roll\nplayers: [Ann, B" + junk + b"ob]\n---\n"
                                                      + GOOD.encode())
    assert result.exit_code == 2
    assert errors_of(result.stderr) == [
        f"referee: error: <stdin>:2:17: character U+{code} is not allowed in YAML text (a control character)"]
    still_ruled(["score-sheet"], result.stdout)


# --- very long words and lines ------------------------------------------------------------------
def test_a_very_long_word_is_ruled_quickly() -> None:
    word = "ab" * 50_000
    started = time.perf_counter()
    result = run(["check-word", "-f", "json", word, "cucumber"])
    assert time.perf_counter() - started < 5
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert (first["valid"], first["reasons"], first["suggestion"]) == (False, ["not-in-dictionary"], None)
    assert second["valid"] is True


def test_a_very_long_line_on_check_word_stdin() -> None:
    line = "x" * (4 * MIB)
    result = run(["check-word", "-f", "json"], input=f"cat\n{line}\ndog\n")
    assert result.exit_code == 2
    assert result.stderr == "referee: error: <stdin>:2: line longer than 64 KiB; one word a line is expected\n"
    rulings = [json.loads(item) for item in result.stdout.splitlines()]
    assert [r["word"] for r in rulings] == ["cat", "dog"]


LONG = "e" * 30_000 + "pc"


@pytest.mark.parametrize(("record", "where"), [
    (f"game: letter-roll\nletters: [P, E, C]\nlists: {{Ann: [{LONG}, pace], Bob: [cope]}}\n", "letter-roll"),
    ("game: first-class-letters\nmode: solo\nspecial: {2: C, 4: M, 6: R}\nrounds:\n- {dice: [C, M, R], dead: A}\n"
     f"players:\n- name: Ann\n  rows: [{{word: {LONG}, round: 1}}, null, null, null, null, null, null]\n",
     "first-class-letters"),
    ("game: letterflip\nplayers: [Ann, Bob]\n"
     "cards: {Ann: [cat, frog, wagon, bridge], Bob: [sun, lamp, crisp, garden]}\n"
     f"turns:\n- {{player: Ann, word: {LONG}, answer: no}}\n", "letterflip"),
])
def test_a_very_long_word_in_a_record_gets_a_ruling(record: str, where: str) -> None:
    started = time.perf_counter()
    result = run(["score-sheet", "-f", "json"], input=record)
    assert time.perf_counter() - started < 10
    assert result.exit_code in (0, 1, 2)
    if result.exit_code == 2:
        [error] = errors_of(result.stderr)
        assert len(error) < 400
    else:
        assert json.loads(result.stdout)["game"] == where


def test_misspelled_long_words_are_ruled_in_bounded_time() -> None:
    """Spelling suggestions are searched for words of up to 20 letters: a list of distinct junk
    words of that length must not take minutes (each is a two-edit search over the lexicon)."""
    junk = ["".join("qwxzvbkjplmnbvcxzqwj"[(i + k) % 20] for k in range(20)) for i in range(10)]
    started = time.perf_counter()
    result = run(["check-word", "-f", "json", *junk])
    elapsed = time.perf_counter() - started
    assert result.exit_code == 1
    assert len(result.stdout.splitlines()) == 10
    assert elapsed < 5, f"{elapsed:.1f} s for 10 words"


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
    calls = {"row": lambda: node.integer("row", 1, 6), "canceled": lambda: node.boolean("canceled"),
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


@pytest.mark.parametrize("record", [
    "game: letter-roll\nletters: [O, N]\nlists:\n  Terry: [~]\n",
    "game: letter-roll\nletters: [O, N]\nlists:\n  Terry: ['']\n",
])
def test_null_and_empty_are_still_not_words(record: str) -> None:
    result = run(["dedupe-lists"], input=record)
    assert result.exit_code == 2
    assert "expected text, got" in result.stderr


@pytest.mark.parametrize("bomb", ["laughs", "rounds"])
def test_alias_bombs_are_refused_in_bounded_memory(tmp_path: Path, baseline_rss: int, bomb: str) -> None:
    words = ", ".join(["tee"] * 100)
    text = ("game: letter-roll\n" + billion_laughs() if bomb == "laughs" else "\n".join(
        ["game: letter-roll", "players: [Ann, Bob]", "rounds:",
         f"  - &r {{roller: Ann, letters: [E], lists: {{Ann: &l [{words}], Bob: *l}}}}", *["  - *r"] * 1200]) + "\n")
    path = tmp_path / "bomb.yaml"
    path.write_text(text, encoding="utf-8")
    status, rss, stdout, stderr = peak_rss(["score-sheet", "-f", "json", str(path)], tmp_path)
    assert (status, stdout) == (2, "")
    assert len(errors_of(stderr)) == 1
    assert rss - baseline_rss < 64, (rss, baseline_rss)


# --- a defect in one record never loses the rest of the stream ----------------------------------
@pytest.mark.parametrize("defect", [RuntimeError, AssertionError, NotImplementedError, StopIteration, KeyError])
@pytest.mark.parametrize("fmt", ["json", "table"])
def test_a_crash_while_ruling_or_printing_one_record_loses_no_other(
        defect: type[Exception], fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    from referee.games import Adjudication
    from referee.render import Emitter, Format
    from referee.runner import run_items

    def rule(document: records.Document) -> list[Adjudication]:
        name = document.root.fields("record")["name"].text("name")
        if name == "rule":
            raise defect("a defect while ruling")
        return [Adjudication({"name": name}, [])]

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
