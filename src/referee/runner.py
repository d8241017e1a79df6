"""The loop every record command shares: read documents, rule on each, print, pick the exit code.

A bad record is reported on stderr and the next one is still adjudicated; the exit status is the
worst seen: 0 all upheld, 1 something ruled against, 2 something could not be adjudicated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from referee.errors import InternalError, RefereeError
from referee.games import Adjudication
from referee.records import Document, read_paths
from referee.render import Emitter, report_error

UPHELD, RULED_AGAINST, COULD_NOT = 0, 1, 2


def run_records(
    paths: Iterable[str],
    emitter: Emitter,
    adjudicate: Callable[[Document], Adjudication],
    table: Callable[[Adjudication], str],
) -> int:
    """Adjudicate every document of every path in order and return the exit status."""
    status = UPHELD
    for item in read_paths(paths):
        if isinstance(item, RefereeError):
            report_error(item)
            status = COULD_NOT
            continue
        try:
            ruling = adjudicate(item)
        except RefereeError as exc:
            report_error(exc)
            status = COULD_NOT
            continue
        except (RecursionError, MemoryError, ArithmeticError, LookupError, TypeError, ValueError,
                AttributeError) as exc:
            # A defect in the referee, not in the record: say so, at the record, and go on.
            report_error(InternalError(f"internal error ({type(exc).__name__}) while adjudicating "
                                       f"this record: {exc}", item.where))
            status = COULD_NOT
            continue
        emitter.item(ruling.record, lambda ruling=ruling: table(ruling))  # type: ignore[misc]
        if ruling.disputes:
            status = max(status, RULED_AGAINST)
    return status
