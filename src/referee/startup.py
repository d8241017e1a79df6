"""What the console script (`launcher.py`) shares with the CLI it launches: the Interrupted that
carries Ctrl-C past click, the garbage collector's pause while the command is imported, and its
rarer collections while a long stream of words is ruled.

A module of its own, importing nothing of referee's, so that the CLI, the lazy groups and the
exit translation depend on it and not on the launcher, which imports them: no import cycle.
"""

from __future__ import annotations

import gc


class Interrupted(BaseException):
    """Ctrl-C, carried past click's own handler (which would print a blank line and abort)."""


_collector_paused = False


def pause_collector() -> None:
    """Pause the cyclic garbage collector for the imports (imports make no garbage worth
    collecting, and each collection would walk every object they create); a collector already
    off stays off, and `imports_done` then leaves it so."""
    global _collector_paused
    if gc.isenabled():
        gc.disable()
        _collector_paused = True


def imports_done() -> None:
    """The command to run is imported (called by the lazy groups): the collector runs again, with
    what was imported so far frozen out of its way, as it lives as long as the process. Nothing
    happens unless the launcher paused it, so a program that runs the CLI keeps its own settings."""
    global _collector_paused
    if _collector_paused:
        _collector_paused = False
        gc.freeze()
        gc.enable()


STREAM_COLLECTIONS = 100_000
"""New objects between two collections of the youngest generation while words or records stream
(700 otherwise): ruling a word or a record leaves no reference cycle, so collecting finds no
garbage; it only walks the verdicts and lines cached so far, again and again as they grow."""


class CollectingRarely:
    """While a long stream of words or records is ruled (`with CollectingRarely():`), the collector runs
    every `STREAM_COLLECTIONS` new objects; the thresholds are as they were afterwards. On the
    200,000-word batch of docs/benchmarks.md collections cost 0.52 s of CPU with the usual
    threshold, 0.14 s with this. (A class, not contextlib: this module loads before anything.)"""

    def __enter__(self) -> None:
        self._thresholds = gc.get_threshold()
        youngest, *older = self._thresholds
        gc.set_threshold(max(youngest, STREAM_COLLECTIONS), *older)

    def __exit__(self, *exception: object) -> None:
        gc.set_threshold(*self._thresholds)
