"""The shared record loop: one bad record never hides the others, and the exit status is the worst."""

from __future__ import annotations

import gc
import io
from dataclasses import dataclass
from pathlib import Path

import pytest

from referee.games import Adjudication, Game
from referee.records import Document
from referee.render import Emitter, Format
from referee.runner import fold_records, run_records
from referee.startup import STREAM_COLLECTIONS


@dataclass(frozen=True)
class WrongTotal:
    """The one point this test game rules against a record, shaped as every game's Dispute."""

    code: str = "wrong-total"
    text: str = "wrong total"


def adjudicate(document: Document) -> Adjudication:
    fields = document.root.fields("record")
    name = fields["name"].text("name")
    if name == "crash":
        raise KeyError("a defect")
    if name == "schema":
        raise fields["name"].fail("name: not allowed here")
    return Adjudication(Game.LETTER_ROLL, {"name": name}, [WrongTotal()] if name == "dispute" else [])


def run_on(tmp_path: Path, text: str) -> tuple[int, list[str], str]:
    path = tmp_path / "night.yaml"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    status = run_records([str(path)], Emitter(Format.JSON, out), adjudicate, lambda a: "")
    return status, out.getvalue().splitlines(), str(path)


def test_all_upheld_is_zero(tmp_path: Path) -> None:
    status, lines, _ = run_on(tmp_path, "name: a\n---\nname: b\n")
    assert (status, lines) == (0, ['{"name": "a"}', '{"name": "b"}'])


def test_a_dispute_is_one(tmp_path: Path) -> None:
    status, lines, _ = run_on(tmp_path, "name: a\n---\nname: dispute\n")
    assert status == 1 and len(lines) == 2


def test_bad_records_are_reported_and_the_rest_still_ruled(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, path = run_on(tmp_path, "name: a\n---\nname: crash\n---\nname: [oops\n---\n"
                                           "name: schema\n---\nname: dispute\n")
    assert status == 2
    assert lines == ['{"name": "a"}', '{"name": "dispute"}']
    errors = capsys.readouterr().err.splitlines()
    assert errors[0] == (f"referee: error: {path}:3:1: internal error (KeyError) while adjudicating this "
                         "record: 'a defect'")
    assert errors[1].startswith(f"referee: error: {path}:5:7: YAML syntax error: the [ list that starts here")
    assert errors[2] == f"referee: error: {path}:7:7: name: not allowed here"
    assert len(errors) == 3


def test_the_collector_runs_rarely_while_records_are_ruled_and_as_before_after(tmp_path: Path) -> None:
    """Both record loops (score-sheet's and standings') raise the youngest generation's threshold
    while they rule (a record leaves no reference cycle), and put it back, after an error too."""
    before = gc.get_threshold()
    during: list[int] = []

    def ruled(document: Document) -> Adjudication:
        during.append(gc.get_threshold()[0])
        return adjudicate(document)

    path = tmp_path / "night.yaml"
    path.write_text("name: a\n---\nname: crash\n---\nname: b\n", encoding="utf-8")
    assert run_records([str(path)], Emitter(Format.JSON, io.StringIO()), ruled, lambda a: "") == 2
    assert fold_records([str(path)], ruled, lambda document, ruling: None) == 2
    assert during == [STREAM_COLLECTIONS] * 6 and gc.get_threshold() == before
