"""A progress line on stderr for long runs: `referee: 4200 records, 560/s`, redrawn in place.

It appears only when stderr is a terminal and stdout is not (when the rulings scroll past on the
terminal they are the progress), only once the run has taken more than a second, is redrawn at
most four times a second, and never with `--quiet`. A message on stderr (a bad record) clears the
line first, so the two never share a line.

Drawn here, in a few lines, rather than by `click.progressbar` or tqdm: click's bar hides the
cursor until it finishes, and a run that ends by a signal (`| head` is SIGPIPE, Ctrl-C is SIGINT,
as for grep) would leave the terminal without one; it also wants a length to draw a bar, and a
record stream's length is unknown until it ends. tqdm would be a fifth dependency for one line.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TextIO, TypeVar

import click

from referee.plurals import plural

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])

AFTER = 1.0
"""Seconds of work before the line appears: shorter runs print nothing extra."""

AFTER_ENV = "REFEREE_PROGRESS_AFTER"
AFTER_HELP = (f"Seconds of work before the progress line appears (default {AFTER:g}; 0 shows it at "
              "once). --quiet turns it off.")

EVERY = 0.25
"""Seconds between two redraws."""

CLEAR = "\x1b[K"
"""Erase to the end of the line (every terminal since the VT100)."""


class Progress:
    """Counts the records a command rules; `Progress(None)` counts silently."""

    def __init__(self, terminal: TextIO | None, noun: str = "records",
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.terminal = terminal
        self.noun = noun
        self.clock = clock

    @classmethod
    def on_stderr(cls, quiet: bool) -> Progress:
        """Shown on stderr when it is a terminal, stdout is not, and `--quiet` was not given; never
        on a terminal that says it cannot erase a line (`TERM=dumb`: Emacs's shell, some CI logs)."""
        shown = (not quiet and _is_terminal(sys.stderr) and not _is_terminal(sys.stdout)
                 and os.environ.get("TERM") != "dumb")
        return cls(sys.stderr if shown else None)

    def counted(self, items: Iterable[T], noun: str | None = None) -> Iterator[T]:
        """Yield each item; an item counts once the caller asks for the next one (it is ruled).
        `noun` names what is counted when it is not records (check-word counts words). Counting
        silently is not counting: the items pass straight through, at no cost per item."""
        if self.terminal is None:
            return iter(items)
        return self._counting(self.terminal, items, noun or self.noun)

    def _counting(self, terminal: TextIO, items: Iterable[T], noun: str) -> Iterator[T]:
        start = last = self.clock()
        after = _seconds(os.environ.get(AFTER_ENV), AFTER)
        pending = 0
        line: _Line | None = None
        try:
            for item in items:
                yield item
                pending += 1
                now = self.clock()
                if now - start >= after and (line is None or now - last >= EVERY):
                    if line is None:
                        line = _Line(terminal, noun, start, self.clock, pending)
                    else:
                        line.advance(pending)
                    pending, last = 0, now
        finally:
            if line is not None:
                line.close(pending)


class _Line:
    """The drawn line, and stderr routed around it while it is there."""

    def __init__(self, terminal: TextIO, noun: str, start: float, clock: Callable[[], float],
                 done: int) -> None:
        self.terminal, self.noun, self.start, self.clock = terminal, noun, start, clock
        self.count = 0
        self.messages = sys.stderr
        sys.stderr = _ClearFirst(terminal)
        self.advance(done)

    def advance(self, steps: int) -> None:
        """Redraw the line in place: back to its start, clear it, write the count and rate."""
        self.count += steps
        elapsed = self.clock() - self.start
        rate = f", {self.count / elapsed:.0f}/s" if elapsed > 0 else ""
        try:
            noun = plural(self.count, self.noun.removesuffix("s"), self.noun)
            self.terminal.write(f"\r{CLEAR}referee: {self.count} {noun}{rate}")
            self.terminal.flush()
        except OSError:
            pass

    def close(self, steps: int) -> None:
        """Draw the final count and leave it on its own line; stderr is itself again."""
        sys.stderr = self.messages
        if steps:  # records ruled since the last redraw
            self.advance(steps)
        try:
            self.terminal.write("\n")
            self.terminal.flush()
        except OSError:
            pass


class _ClearFirst:
    """stderr while the line is drawn: a message first clears the line, then takes its place."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(f"\r{CLEAR}")
        return self.stream.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _seconds(text: str | None, default: float) -> float:
    try:
        value = float(text) if text else default
    except ValueError:
        return default
    return value if value >= 0 else default


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError, AttributeError):
        return False


def quiet_option(func: F) -> F:
    """`--quiet/-q`: no progress line; the command gets `progress`, a `Progress` to count with."""

    @click.option("--quiet", "-q", is_flag=True,
                  help="No progress line on stderr (shown only when stderr is a terminal, stdout is "
                       "not, and the run takes over a second).")
    @functools.wraps(func)
    def wrapper(*args: Any, quiet: bool, **kwargs: Any) -> Any:
        return func(*args, progress=Progress.on_stderr(quiet), **kwargs)

    return wrapper  # type: ignore[return-value]
