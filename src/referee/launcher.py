"""The console-script entry point: set the process up as a Unix filter, then run the click CLI.

Ctrl-C is handled here, around every import, so that pressing it while click and the commands
load (the first tens of milliseconds) is already an interrupt and never a traceback. For that
this module imports nothing at load time beyond what the interpreter has already loaded; what
the CLI shares with it (`Interrupted`, the collector's pause) is in `startup.py`, which nothing
here imports until `main` runs, so no module imports the launcher back.

Two things make a cold start cheaper (docs/benchmarks.md, cold start): the cyclic garbage
collector is paused while click and the command are imported (`startup.pause_collector`; imports
make no garbage worth collecting, and each collection would walk every object they create), and
the process ends without tearing the interpreter down: output is flushed and exit handlers run
first, and referee keeps no file open for writing, so nothing is lost.
"""

from __future__ import annotations

import os
import sys

INTERRUPTED = ("referee: interrupted: every ruling printed above is complete (JSON and YAML print each "
               "ruling as it is made; a table, once its columns are laid out)")
INTERRUPTED_EARLY = "referee: interrupted before anything was printed"
OUT_OF_MEMORY = (b"referee: error: out of memory: a record too large to adjudicate in memory, and too little "
                 b"left to say which\n")
"""The last word when memory runs out even while a failure is being reported (a `ulimit -v` that
falls just so): made before it is needed, and written with one system call, since then nothing
can be built to say it; the record's own line, `FILE:LINE:COL: record too large ...`, is said
wherever there is room for it."""


def main() -> None:
    """`referee ...` and `python -m referee ...`."""
    # Ctrl-C; once `startup` is imported, also the CLI's Interrupted (Ctrl-C carried past click).
    caught: tuple[type[BaseException], ...] = (KeyboardInterrupt,)
    try:
        from referee.startup import Interrupted, pause_collector

        caught = (KeyboardInterrupt, Interrupted)
        pause_collector()
        from referee.streams import prepare

        prepare()
        from referee.cli import cli

        code = cli.main(standalone_mode=False)
    except caught:
        interrupted()
    except MemoryError:  # raised again while it was being reported: no traceback, one line, status 2
        try:
            os.write(2, OUT_OF_MEMORY)
        finally:
            os._exit(2)
    end(code)


def end(code: int) -> None:
    """Flush stdout and stderr, run the exit handlers, and exit with `code`, skipping the
    interpreter's teardown of every loaded module."""
    import atexit
    import contextlib

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):  # a failure was reported where it happened
            stream.flush()
    atexit._run_exitfuncs()
    os._exit(code)


def interrupted() -> None:
    """Print what is already ruled, say so on stderr, and end by SIGINT: the shell sees 130, and a
    loop around `referee` stops (a plain exit 130 would tell the shell the signal was handled)."""
    import signal

    streams = sys.modules.get("referee.streams")  # not yet imported: Ctrl-C came before any output
    said = INTERRUPTED if streams is not None and streams.printed() else INTERRUPTED_EARLY
    for stream, text in ((sys.stdout, ""), (sys.stderr, said + "\n")):
        try:
            if text:
                stream.write(text)
            stream.flush()
        except BaseException:  # a closed or full stream, or Ctrl-C pressed again: end anyway
            pass
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)
    sys.exit(128 + signal.SIGINT)  # where a signal does not end the process at once
