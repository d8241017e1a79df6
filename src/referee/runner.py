"""The loop every record command shares: read documents, rule on each, print, pick the exit code.

A bad record is reported on stderr and the next one is still adjudicated; the exit status is the
worst seen: 0 all upheld, 1 something ruled against, 2 something could not be adjudicated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from referee.errors import InternalError, RecordError, RefereeError
from referee.games import Adjudication
from referee.progress import Progress
from referee.records import Document, read_paths, told_what_it_is
from referee.render import Emitter, report_error
from referee.startup import CollectingRarely

UPHELD, RULED_AGAINST, COULD_NOT = 0, 1, 2
T = TypeVar("T")


def run_items(
    documents: Iterable[Document | RefereeError],
    emitter: Emitter,
    rule: Callable[[Document], Sequence[T]],
    ruled_against: Callable[[T], bool],
    as_object: Callable[[T], Mapping[str, Any]],
    table: Callable[[T], str],
) -> int:
    """Rule every document in order — each may give several items (a sheet per player, a trick
    per play) — print each item, and return the exit status."""
    status = UPHELD
    with CollectingRarely():  # ruling a record leaves no reference cycle: see fold_records
        for item in documents:
            rulings = rule_document(item, rule)
            if rulings is None:
                status = COULD_NOT
                continue
            assert isinstance(item, Document)
            for ruling in rulings:
                try:
                    emitter.item(as_object(ruling), lambda ruling=ruling: table(ruling))  # type: ignore[misc]
                except OSError:
                    raise
                except Exception as exc:
                    report_error(_failure(exc, "printing", item))
                    status = COULD_NOT
                    continue
                if ruled_against(ruling):
                    status = max(status, RULED_AGAINST)
    return status


def rule_document(item: Document | RefereeError, rule: Callable[[Document], Sequence[T]]) -> Sequence[T] | None:
    """The rulings on one document, or None when it could not be adjudicated (said on stderr)."""
    if isinstance(item, RefereeError):
        report_error(item)
        return None
    try:
        return rule(item)
    except RecordError as exc:  # referee's own output given back is told what it is, whatever failed first
        report_error(told_what_it_is(item.root) or exc)
        return None
    except RefereeError as exc:
        report_error(exc)
        return None
    except OSError:
        raise  # the output went away (`| head`) or a file failed: not this record's fault
    except Exception as exc:
        # A defect in the referee, not in the record: say so, at the record, and go on.
        report_error(_failure(exc, "adjudicating", item))
        return None


def fold_records(
    paths: Iterable[str],
    adjudicate: Callable[[Document], Adjudication],
    fold: Callable[[Document, Adjudication], None],
    progress: Progress | None = None,
) -> int:
    """Adjudicate every record in order and hand each ruling to `fold` (standings keep a running
    summary, not the records); the exit status as `run_records` would give it.

    The cyclic collector runs rarely meanwhile (`startup.CollectingRarely`): a record read and
    ruled leaves no reference cycle (over 700 records of the bench season its collections freed
    nothing), so each collection only walked the objects alive at the time."""
    status = UPHELD
    documents = read_paths(paths)
    with CollectingRarely():
        for item in progress.counted(documents) if progress else documents:
            rulings = rule_document(item, lambda document: [adjudicate(document)])
            if rulings is None:
                status = COULD_NOT
                continue
            assert isinstance(item, Document)
            for ruling in rulings:
                fold(item, ruling)
                if ruling.disputes:
                    status = max(status, RULED_AGAINST)
    return status


def _failure(exc: Exception, doing: str, document: Document) -> RefereeError:
    """The one line for a failure that is not the record's fault (never ending in an empty `: `)."""
    if isinstance(exc, MemoryError):
        return RefereeError(f"record too large to adjudicate in memory (while {doing} it)", document.where)
    detail = f": {exc}" if str(exc) else ""
    return InternalError(f"internal error ({type(exc).__name__}) while {doing} this record{detail}",
                         document.where)


def run_records(
    paths: Iterable[str],
    emitter: Emitter,
    adjudicate: Callable[[Document], Adjudication],
    table: Callable[[Adjudication], str],
    progress: Progress | None = None,
) -> int:
    """Adjudicate every record of every path in order (one item per record), counting them on
    the progress line when there is one."""
    documents = read_paths(paths)
    return run_items(progress.counted(documents) if progress else documents, emitter,
                     lambda document: [adjudicate(document)],
                     lambda ruling: bool(ruling.disputes), lambda ruling: ruling.record, table)
