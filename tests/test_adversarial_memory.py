"""Oversized input is refused or ruled in bounded memory: the big inputs run `python -m referee`
in a child process whose peak memory is measured.

The limits are those of docs/records.md ("Safety and limits").
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
from referee.records import read_stream
from tests.adversarial_support import GOOD, MIB, billion_laughs, errors_of
from tests.conftest import FIXTURES

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
        # A hundred cards a line, as long as the lines of write_big's many-lines document: the
        # limit on values stops the document at line 1,014, and the rest of the 100 MB is passed
        # over a line at a time (with ten a line, ten times the lines cost 15 s of CPU, not 4).
        line = b"  Y:C, " * 100 + b"\n"
        block = line * (MIB // len(line))
        for _ in range(100):
            out.write(block)
        out.write(b"]\n---\n" + trick)
    status, rss, stdout, stderr = peak_rss(["trick-winner", "-f", "json", str(path)], tmp_path)
    assert status == 2
    [error] = errors_of(stderr)
    assert error.endswith(":1014:682: document too large: more than 100000 values"), error
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
