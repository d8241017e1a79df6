"""The progress line (issue 14, item 7): a count and a rate on stderr when stderr is a terminal and
the work is long, redrawn in place a few times a second; never in a pipe, never with --quiet."""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Iterator

import pytest

from referee import progress
from referee.progress import Progress
from tests.conftest import FIXTURES, shell
from tests.terminal_support import on_terminal


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    """Time that moves only when told: each record takes `step` seconds."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        return self.now

    def records(self, count: int) -> Iterator[int]:
        for number in range(count):
            self.now += self.step
            yield number


@pytest.fixture(autouse=True)
def default_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(progress.AFTER_ENV, raising=False)


def drawn(text: str) -> list[str]:
    """The successive states of the line, as a person sees each redraw."""
    assert text.startswith("\r\x1b[K")
    return [part.removeprefix("\x1b[K").rstrip("\n") for part in text.split("\r")[1:]]


def test_a_short_run_prints_nothing() -> None:
    terminal, clock = Terminal(), Clock(step=0.01)
    assert list(Progress(terminal, clock=clock).counted(clock.records(90))) == list(range(90))  # 0.9 s
    assert terminal.getvalue() == ""


def test_a_long_run_shows_a_count_and_a_rate_a_few_times_a_second_then_the_total() -> None:
    terminal, clock = Terminal(), Clock(step=0.01)  # 100 records a second, for 2 seconds
    assert len(list(Progress(terminal, clock=clock).counted(clock.records(200)))) == 200
    states = drawn(terminal.getvalue())
    # First drawn after a second (record 100 is asked for at t=1.00, so 100 are done), then every
    # quarter second: never once a record.
    assert states[0] == "referee: 100 records, 100/s"
    assert states[1:] == ["referee: 125 records, 100/s", "referee: 150 records, 100/s",
                          "referee: 175 records, 100/s", "referee: 200 records, 100/s"]
    assert terminal.getvalue().endswith("\r\x1b[Kreferee: 200 records, 100/s\n")  # the total, on its own line
    assert "\x1b[?25" not in terminal.getvalue()  # the cursor is never hidden: a signal cannot lose it


def test_a_message_during_the_run_clears_the_line_first() -> None:
    terminal, clock = Terminal(), Clock(step=0.5)
    counting = Progress(terminal, clock=clock).counted(clock.records(4))
    next(counting), next(counting), next(counting)  # 1.5 s: the line is drawn
    assert "referee: 2 records" in terminal.getvalue()
    sys.stderr.write("referee: error: night.yaml:3:1: bad\n")
    assert terminal.getvalue().endswith("\r\x1b[Kreferee: error: night.yaml:3:1: bad\n")
    list(counting)
    assert not isinstance(sys.stderr, progress._ClearFirst)  # stderr is itself again


def many_records(count: int) -> bytes:
    record = (FIXTURES / "letter-roll/rulebook-round.yaml").read_bytes()
    return b"---\n".join([record] * count)


SHOW_AT_ONCE = {**os.environ, progress.AFTER_ENV: "0"}


def test_the_console_script_shows_progress_on_a_terminal_and_keeps_stdout_clean() -> None:
    status, out, err = on_terminal(["dedupe-lists", "-f", "json"], stream="stderr", input=many_records(6),
                                   env=SHOW_AT_ONCE)
    assert status == 0
    assert [json.loads(line)["game"] for line in out.splitlines()] == ["letter-roll"] * 6
    assert "\r\x1b[Kreferee: 6 records, " in err and err.endswith("/s\n")


def test_a_bad_record_gets_its_own_line_beside_the_progress() -> None:
    text = many_records(3) + b"\n---\nletters: [P, E]\nlists: 7\n---\n" + many_records(2)
    status, _, err = on_terminal(["dedupe-lists", "-f", "json"], stream="stderr", input=text, env=SHOW_AT_ONCE)
    assert status == 2
    assert "\r\x1b[Kreferee: error: <stdin>:" in err
    assert "referee: 6 records, " in err


def test_never_with_quiet_nor_in_a_pipe() -> None:
    _, _, err = on_terminal(["dedupe-lists", "-f", "json", "--quiet"], stream="stderr", input=many_records(6),
                            env=SHOW_AT_ONCE)
    assert err == ""
    piped = shell(f"{progress.AFTER_ENV}=0 referee score-sheet -f json", input=many_records(6))
    assert piped.returncode == 0 and piped.stderr == b""


def test_never_on_a_dumb_terminal() -> None:
    """TERM=dumb (Emacs's shell buffer) cannot erase a line: the line was drawn anyway, an escape
    sequence shown as `^[[K` before every redraw."""
    _, out, err = on_terminal(["dedupe-lists", "-f", "json"], stream="stderr", input=many_records(6),
                              env={**SHOW_AT_ONCE, "TERM": "dumb"})
    assert (len(out.splitlines()), err) == (6, "")


def test_never_when_the_rulings_scroll_past_on_the_terminal_themselves() -> None:
    status, out, err = on_terminal(["dedupe-lists", "-f", "json"], stream="stdout", input=many_records(6),
                                   env=SHOW_AT_ONCE)
    assert status == 0 and err == "" and "records, " not in out


def test_check_word_counts_words_read_from_stdin() -> None:
    status, out, err = on_terminal(["check-word", "-f", "lines", "--only", "invalid"], stream="stderr",
                                   input=b"quiz\nqiuz\ncucumber\n", env=SHOW_AT_ONCE)
    assert (status, out) == (1, "qiuz\n")
    assert "\r\x1b[Kreferee: 3 words, " in err and err.endswith("/s\n")


def test_one_is_singular() -> None:
    terminal, clock = Terminal(), Clock(step=2.0)
    list(Progress(terminal, clock=clock).counted(clock.records(1), "words"))
    assert drawn(terminal.getvalue()) == ["referee: 1 word, 0/s"]
