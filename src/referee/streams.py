"""stdout, stderr and signals as a Unix filter has them (docs/records.md, "Pipes, full disks, Ctrl-C").

- A reader that leaves early (`| head`) ends the process by SIGPIPE, as grep and csvcut end.
- A write to stdout that fails (a full disk, a closed stdout) is `referee: error: write error: ...`
  and exit status 2, as grep says it: never a traceback, never "internal error".
- A message that cannot be written to stderr is dropped; ruling goes on and the exit status is 2.

Kept free of click and of the rest of the package: the console script sets it up first
(Ctrl-C is handled in launcher.py, which must be cheaper still).
"""

from __future__ import annotations

import errno
import os
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO


class WriteError(OSError):
    """stdout could not take the output. Its errno is left unset on purpose: click swallows an
    EPIPE OSError itself (exit 1), and this must reach the one place that reports it."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(f"write error: {cause.strerror or cause}")


class _Closed:
    """Stands in for a standard stream whose file descriptor was closed (`>&-`, `2>&-`)."""

    encoding = "utf-8"
    errors = "strict"

    def write(self, _text: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    def flush(self) -> None:
        """Nothing is ever buffered, so there is nothing to fail at exit."""

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


class GuardedOutput:
    """stdout, with a failed write raised as `WriteError` wherever in the program it happens."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        global _printed
        _printed = _printed or bool(text)  # before the write: Ctrl-C may come the moment it lands
        try:
            written: int = self.stream.write(text)
        except OSError as exc:
            raise WriteError(exc) from None
        return written

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as exc:
            raise WriteError(exc) from None

    def isatty(self) -> bool:
        return bool(self.stream.isatty())

    @property
    def buffer(self) -> GuardedOutput:
        """The bytes underneath, guarded too (click writes bytes there, e.g. shell completion)."""
        return GuardedOutput(self.stream.buffer)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def prepare() -> None:
    """Called once by the console script, before click or any command is imported."""
    if hasattr(signal, "SIGPIPE"):  # Python ignores SIGPIPE; a filter dies of it (`| head`)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if sys.stdout is None:
        sys.stdout = _Closed()
    if sys.stderr is None:
        sys.stderr = _Closed()
    for stream in (sys.stdout, sys.stderr):  # UTF-8 whatever the locale (docs/records.md)
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors=stream.errors)


_stderr_lost = False
_printed = False  # anything written to stdout while guarded: Ctrl-C's message says whether


def printed() -> bool:
    """Whether this run has written anything to stdout (standings print only at the end)."""
    return _printed


@contextmanager
def guarded_stdout() -> Iterator[None]:
    """While the CLI runs, stdout failures are `WriteError`s (also under click's CliRunner); each
    run starts with no lost message, so one run in a process never decides the next one's status."""
    global _stderr_lost, _printed
    _stderr_lost = _printed = False
    original = sys.stdout
    sys.stdout = GuardedOutput(original)
    try:
        yield
    finally:
        sys.stdout = original


def say(text: str) -> None:
    """Write a message (one or more lines) to stderr; if stderr cannot take it, note that and
    go on: the run is then reported as "could not adjudicate" by its exit status alone."""
    global _stderr_lost
    try:
        sys.stderr.write(text if text.endswith("\n") else text + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        _stderr_lost = True
        _discard(sys.stderr, 2)


def stderr_lost() -> bool:
    """Whether a message could not be written to stderr during this run."""
    return _stderr_lost


def discard_stdout() -> None:
    """After a write error, send what is still buffered nowhere, so the exit is clean."""
    _discard(sys.stdout, 1)


def _discard(stream: TextIO | None, fd: int) -> None:
    """Point the stream's descriptor at /dev/null: its buffer then flushes without error at exit
    (a failed flush at exit would make Python itself print a message and exit 120)."""
    try:
        target = stream.fileno() if stream is not None else fd
    except (OSError, ValueError, AttributeError):
        return  # not a real descriptor (a closed stream, CliRunner's buffer): nothing to flush
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, target)
        os.close(devnull)
    except OSError:
        pass
