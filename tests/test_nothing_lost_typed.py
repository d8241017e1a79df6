"""Nothing lost in reading: every document of a stream gives exactly one item, in order, and the
same record typed as YAML block, YAML flow, JSON or JSON Lines gets the same ruling (issue 8).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.records import Document, read_stream
from tests.conftest import run
from tests.fuzz_support import Fixture, comparable
from tests.nothing_lost_support import (
    ALL_RECORDS,
    FIRST_CLASS,
    LETTER_ROLL,
    LETTER_TRICKS,
    LETTERFLIP,
    fixture_id,
    roll_yaml,
    ruled,
)


# --- the loader itself --------------------------------------------------------------------------
def _no_marker_lines(data: bytes) -> bool:
    return not any(line.startswith((b"---", b"...")) for line in data.replace(b"\r", b"\n").split(b"\n"))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.binary(max_size=60), st.text(max_size=60).map(lambda t: t.encode("utf-8", "replace")),
                          st.sampled_from([b"players: [Ann, Bob]", b"x: [1, 2", b"- - -", b"\xff\xfe", b"a: &a [*a]",
                                           b"k: !!python/name:os.system", b"'unterminated", b"\t- tab"]))
                .filter(_no_marker_lines), min_size=1, max_size=6))
def test_every_document_of_a_stream_gives_exactly_one_item_in_order(bodies: list[bytes]) -> None:
    """Whatever each document holds, the loader yields one Document or one error for it, at its
    own lines, in order: nothing is merged, dropped or duplicated."""
    parts, starts, line = [], [], 1
    for number, body in enumerate(bodies):
        text = b"n: %d\n" % number + body + b"\n"
        parts.append(b"---\n" + text)
        starts.append(line)
        line += 1 + text.count(b"\n")
    items = list(read_stream(io.BytesIO(b"".join(parts)), "s.yaml"))
    assert len(items) == len(bodies)
    for number, (item, start) in enumerate(zip(items, starts, strict=True)):
        where = item.where
        assert where is not None and where.line is not None
        # From the `---` line to the line after the last (where the parser reports an unfinished value).
        breaks = len(bodies[number].decode("utf-8", "replace").splitlines())  # YAML also breaks on \r, NEL ...
        assert start <= where.line <= start + 3 + breaks, (number, str(item))
        if isinstance(item, Document) and item.root.is_mapping:
            first = item.root.mapping("record")[0]
            assert (first[0].scalar(), first[1].scalar()) == ("n", number)


# --- the same record, typed three ways ----------------------------------------------------------
def typed_ways(data: Any) -> list[tuple[str, str]]:
    """The record as YAML block style, YAML flow style and JSON (what a script would write)."""
    return [("block", yaml.safe_dump(data, default_flow_style=False, sort_keys=False, allow_unicode=True)),
            ("flow", yaml.safe_dump(data, default_flow_style=True, sort_keys=False, allow_unicode=True)),
            ("json", json.dumps(data, default=str, ensure_ascii=False))]


WAYS = [pytest.param(game, f, way, id=f"{fixture_id(f)}:{way}")
        for game, f in ALL_RECORDS for way in ("block", "flow", "json")]


@pytest.mark.parametrize(("game", "fixture", "way"), WAYS)
def test_a_record_typed_as_yaml_or_json_gets_the_same_ruling(game: str, fixture: Fixture, way: str) -> None:
    typed = run(["score-sheet", "-f", "json"], input=fixture.text)
    text = dict(typed_ways(fixture.data))[way]
    retyped = run(["score-sheet", "-f", "json"], input=text)
    assert retyped.exit_code == typed.exit_code, retyped.stderr
    assert comparable([json.loads(line) for line in retyped.stdout.splitlines()]) == comparable(
        [json.loads(line) for line in typed.stdout.splitlines()])


@pytest.mark.parametrize("game", [LETTER_ROLL, LETTER_TRICKS, LETTERFLIP, FIRST_CLASS])
def test_records_as_json_lines_are_each_ruled(game: str) -> None:
    """One JSON object per line (what scripts write): every record is ruled, in order, and a
    broken line spoils only itself."""
    chosen = [f for g, f in ALL_RECORDS if g == game]
    lines = [json.dumps(f.data, default=str, ensure_ascii=False) for f in chosen]
    broken = lines[0][: len(lines[0]) // 2]
    result = run(["score-sheet", "-f", "json"], input="\n".join([*lines, broken, *lines]) + "\n")
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith(f"referee: error: <stdin>:{len(lines) + 1}:") or error.startswith(
        f"referee: error: <stdin>:{len(lines) + 2}:"), error
    alone = [ruled(["score-sheet"], f.text) for f in chosen]
    assert comparable([json.loads(line) for line in result.stdout.splitlines()]) == comparable(
        [out for outs in alone for out in outs] * 2)


@pytest.mark.parametrize("command", [["check-word", "-f", "json"], ["hint", "letter-roll", "-f", "json"]])
def test_a_letter_roll_roll_before_the_removal_is_not_taken_as_no_constraint(tmp_path: Path,
                                                                              command: list[str]) -> None:
    """`roll letter-roll` without --remove leaves `letters: null`: the letters in play are not
    known yet, so a word cannot be ruled against them; saying `valid` would be a silent wrong answer."""
    path, roll = roll_yaml(tmp_path, ["letter-roll", "--seed", "3"])
    assert roll["letters"] is None
    result = run([*command, "--round", str(path)], input="zebra\n")
    assert result.exit_code == 2
    [error] = result.stderr.splitlines()
    assert error.startswith("referee: error: ") and "letters" in error
