"""Shared pieces of the hostile-input tests: fixture documents, mutation strategies, invariants.

The fuzz tests start from the real fixtures (fixtures/<game>/*.yaml), mutate them as a careless
typist, a broken script or a hostile sender would, and check the promises every command makes
whatever it is given (docs/records.md): exit status 0, 1 or 2, never a traceback, one stderr line
per problem, valid JSON Lines on stdout, and the good records of a stream still adjudicated.
The junk, the mutations and the option lists are in tests/fuzz_inputs.py.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner, Result

from referee.cli import cli

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
GAMES = ("first-class-letters", "letter-roll", "letter-tricks", "letterflip")
_DOCUMENT_START = re.compile(r"^---(\s|$)")


# --- running ------------------------------------------------------------------------------------
CASES: Counter[str] = Counter()
"""How many times each command ran (`roll letterflip`, `score-sheet` ...): the fuzz report."""


def invoke(args: Sequence[str], input: str | bytes | None = None, label: str | None = None) -> Result:
    """`referee ARGS` in-process; any exception escaping the CLI fails the test (no tracebacks)."""
    name = args[0] if args[0] not in ("roll", "hint") or len(args) < 2 else f"{args[0]} {args[1]}"
    CASES[f"{name} {label}" if label else name] += 1
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def check_invariants(result: Result, fmt: str = "json") -> list[Any]:
    """Every promise a command makes about its exit status, stderr and stdout; returns the items.

    An `internal error` is a crash the CLI caught: a defect, so it fails here too.
    """
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.stderr)
    for stream in (result.stdout, result.stderr):
        assert "Traceback" not in stream
    errors = result.stderr.splitlines()
    for line in errors:
        assert line.startswith("referee: "), line
        assert "internal error" not in line, line
    if result.exit_code == 2:
        assert any(line.startswith("referee: error: ") for line in errors), result.stderr
    if fmt == "json":
        return [_json_object(line) for line in result.stdout.splitlines()]
    if fmt == "yaml":
        return [item for item in yaml.safe_load_all(result.stdout) if item is not None]
    return []


def _json_object(line: str) -> Any:
    value = json.loads(line)
    assert isinstance(value, dict), line
    return value


_LINE_NUMBERS = re.compile(r"\blines? \d+(?:-\d+)?")


def comparable(obj: Any) -> str:
    """A ruling without the input line numbers its messages quote (they move when text is added)."""
    return _LINE_NUMBERS.sub("line N", json.dumps(obj, sort_keys=True, ensure_ascii=False))


# --- fixtures -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fixture:
    """One document of a fixture file: its text and its data."""

    path: str
    text: str
    data: Any


def split_documents(text: str) -> list[str]:
    """The documents of a YAML stream as texts (comments kept), split before each `---` line."""
    pieces: list[list[str]] = [[]]
    for line in text.splitlines(keepends=True):
        if _DOCUMENT_START.match(line) and pieces[-1]:
            pieces.append([])
        pieces[-1].append(line)
    return ["".join(p) for p in pieces if yaml.safe_load("".join(p)) is not None]


@cache
def fixtures(folder: str) -> tuple[Fixture, ...]:
    """Every document of every fixture file in fixtures/<folder>, in file order."""
    found: list[Fixture] = []
    for path in sorted((FIXTURES / folder).glob("*.yaml")):
        for text in split_documents(path.read_text(encoding="utf-8")):
            found.append(Fixture(str(path.relative_to(ROOT)), text, yaml.safe_load(text)))
    return tuple(found)


def records(game: str, max_size: int | None = None) -> tuple[Fixture, ...]:
    """The fixture documents that are whole records of `game` (at most `max_size` characters)."""
    return tuple(f for f in fixtures(game) if isinstance(f.data, dict) and f.data.get("game") == game
                 and (max_size is None or len(f.text) <= max_size))


@cache
def good_record(command: tuple[str, ...], game: str) -> tuple[str, str, int]:
    """The smallest fixture record of `game` that `command` adjudicates (exit 0 or 1), its
    comparable JSON ruling and how many items it prints: the witness that a stream's good
    records are still ruled."""
    for fixture in sorted(records(game), key=lambda f: len(f.text)):
        result = CliRunner().invoke(cli, [*command, "-f", "json"], input=fixture.text, catch_exceptions=False)
        if result.exit_code in (0, 1) and result.stdout.strip():
            lines = result.stdout.splitlines()
            return fixture.text, comparable([json.loads(line) for line in lines]), len(lines)
    raise AssertionError(f"no good {game} record for {command}")


def stream_with_good(hostile: bytes, good: str) -> bytes:
    """The hostile document, then a good record: the good one must still be ruled."""
    return hostile + b"\n---\n" + good.encode("utf-8")


def check_stream_result(result: Result, good_ruling: str, per_good: int = 1, fmt: str = "json") -> None:
    """Invariants, and the good record (the last document) ruled as on its own (in JSON or YAML;
    a table is only checked for the invariants)."""
    items = check_invariants(result, fmt)
    if fmt == "table":
        return
    assert len(items) >= per_good, result.stderr
    last = json.loads(json.dumps(items[-per_good:]))  # YAML's integer keys read as JSON's text keys
    assert comparable(last) == good_ruling, (last, result.stderr)


Check = Callable[[Result], None]
