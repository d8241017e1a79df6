"""Ctrl-C in the middle of a stream, as a shell user presses it (docs/records.md: "Ctrl-C still
prints every ruling made"), in the console script."""

from __future__ import annotations

import fcntl
import signal
import struct
import subprocess
import termios
import time

from referee.launcher import INTERRUPTED, INTERRUPTED_EARLY
from tests.conftest import FIXTURES, ROOT, console_script, run
from tests.test_streams import sigint_at_its_default


def _interrupted_once_read(args: list[str], given: bytes) -> tuple[int, bytes, str]:
    """Start `referee ARGS` with stdin a pipe, give it `given`, press Ctrl-C once it has read all
    of it (the pipe is empty, and ruling a few words or a record takes milliseconds after that),
    and return its status, stdout and stderr."""
    child = subprocess.Popen([console_script(), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=ROOT, preexec_fn=sigint_at_its_default)
    assert child.stdin is not None
    child.stdin.write(given)
    child.stdin.flush()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # FIONREAD on a pipe's write end: bytes not yet read
        unread = struct.unpack("i", fcntl.ioctl(child.stdin.fileno(), termios.FIONREAD, b"\0\0\0\0"))[0]
        if unread == 0:
            break
        time.sleep(0.05)
    time.sleep(1.0)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    return child.returncode, out, err.decode()


def test_ctrl_c_prints_the_table_rows_held_for_its_layout() -> None:
    """check-word's table holds its first 64 rows to lay out the columns: Ctrl-C after two words
    printed nothing at all, though both were ruled. Now they are printed as the table of those two
    words is (cucumber is a word; "qiuz" is not), then the one line, and the end is by SIGINT."""
    status, out, err = _interrupted_once_read(["check-word"], b"cucumber\nqiuz\n")
    assert (status, err) == (-signal.SIGINT, INTERRUPTED + "\n")
    assert out.decode() == run(["check-word", "cucumber", "qiuz"]).stdout


def test_ctrl_c_before_anything_is_printed_says_so() -> None:
    """standings print once every record is read: Ctrl-C while reading said "every ruling printed
    above is complete" with nothing above it."""
    record = (FIXTURES / "letter-roll" / "rulebook-round.yaml").read_bytes() + b"---\n"
    status, out, err = _interrupted_once_read(["standings", "-"], record)
    assert (status, out, err) == (-signal.SIGINT, b"", INTERRUPTED_EARLY + "\n")
