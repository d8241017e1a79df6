"""What the console script (`launcher.py`) shares with the CLI it launches: the Interrupted that
carries Ctrl-C past click, and the garbage collector's pause while the command is imported.

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
