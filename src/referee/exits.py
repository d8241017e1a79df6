"""How a run ends: every failure becomes one line on stderr and an exit status, never a traceback.

0 upheld, 1 ruled against, 2 could not adjudicate. A write error on stdout is grep's
`referee: error: write error: ...` (exit 2); a message that stderr could not take makes the
exit status 2 while the rulings still go to stdout (docs/records.md).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import click

from referee.errors import RefereeError
from referee.startup import Interrupted
from referee.streams import WriteError, discard_stdout, guarded_stdout, say, stderr_lost

COULD_NOT_ADJUDICATE = 2


def run_translated(call: Callable[[], Any]) -> int:
    """Call the CLI and return its exit status; Ctrl-C goes on up to the console script."""
    with guarded_stdout():
        code = _translated(call)
    return COULD_NOT_ADJUDICATE if stderr_lost() else code


def _translated(call: Callable[[], Any]) -> int:
    try:
        result = call()
        sys.stdout.flush()  # a full disk shows here, while it can still be reported
    except click.exceptions.Exit as exc:
        return int(exc.exit_code)
    except click.exceptions.Abort as exc:
        if isinstance(exc.__context__, KeyboardInterrupt):  # Ctrl-C while click parsed
            raise Interrupted from None
        return _error("aborted")
    except click.exceptions.NoArgsIsHelpError as exc:  # a bare `referee`, `referee roll`
        say(exc.format_message())
        return COULD_NOT_ADJUDICATE
    except click.ClickException as exc:
        return _error(exc.format_message())
    except RefereeError as exc:
        return _error(str(exc))
    except WriteError as exc:
        discard_stdout()
        return _error(str(exc))
    except RecursionError:
        return _error("input nested too deeply to adjudicate")
    except MemoryError:
        return _error("input too large to adjudicate in memory")
    except Exception as exc:  # the last line of defence: never a traceback
        return _error(f"internal error ({type(exc).__name__}): {exc}")
    return result if isinstance(result, int) else 0


def _error(message: str) -> int:
    from referee.render import one_line, printable

    say(f"referee: error: {printable(one_line(message))}")
    return COULD_NOT_ADJUDICATE
