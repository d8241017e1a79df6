"""A stream with no next record in sight (`referee score-sheet /dev/zero`): after a broken
document the reader looks for the next `---` line only so far, then says the rest is not read.

It read on for ever: one error line for the NUL at 1:1, then no end, no prompt back (bug).
The interface: "One bad record in a stream does not hide the others"; a record is a few
kilobytes (a document is at most 16 MiB), so 128 MiB past a broken one with no `---` in it is
no stream of records, and the records after a 100 MB broken one are still read
(tests/test_adversarial_memory.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.records import resume
from tests.conftest import FIXTURES, run, shell

ROUND = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_text(encoding="utf-8")
GAVE_UP = ("referee: error: {source}: no record starts in the {size} after a broken one (a '---' line): "
           "the rest is not read\n")


def test_the_reader_gives_up_past_the_limit_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resume, "MAX_PASSED_OVER_BYTES", 64 * 1024)
    stream = ROUND + "---\n\x00" + "x" * (200 * 1024) + "\n---\n" + ROUND  # a NUL: broken at once
    result = run(["dedupe-lists", "-f", "json", "-"], input=stream)
    assert result.exit_code == 2
    assert len(result.stdout.splitlines()) == 1  # the first record; the last is past the limit
    assert result.stderr.splitlines()[-1] + "\n" == GAVE_UP.format(source="<stdin>", size="64 KiB")


def test_within_the_limit_the_next_record_is_still_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rulebook's P-E-C round after the broken one: "each player adds the number of words that
    have not been crossed off": Terry 3, Chris 5."""
    monkeypatch.setattr(resume, "MAX_PASSED_OVER_BYTES", 64 * 1024)
    stream = "\x00" + "x" * (32 * 1024) + "\n---\n" + ROUND
    result = run(["dedupe-lists", "-f", "json", "-"], input=stream)
    assert (result.exit_code, len(result.stderr.splitlines())) == (2, 1)
    assert '"totals": {"Terry": 3, "Chris": 5}' in result.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_ends_with_two_error_lines() -> None:
    done = shell("referee score-sheet /dev/zero", timeout=120)
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode() == ("referee: error: /dev/zero:1:1: character U+0000 is not allowed in YAML text "
                                    "(a control character)\n" + GAVE_UP.format(source="/dev/zero", size="128 MiB"))
