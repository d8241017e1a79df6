"""One exception class per kind of failure, each knowing where in the input it happened.

Commands never print tracebacks: the CLI layer turns every `RefereeError` into one line
`referee: error: FILE:LINE:COLUMN: what is wrong` and exit status 2.
"""

from __future__ import annotations

from typing import NamedTuple

STDIN_NAME = "<stdin>"


class Position(NamedTuple):
    """Where something is in the input: a file name and, when known, a 1-based line and column.
    (A named tuple rather than a frozen dataclass: every cold start loads it, at a fifth of the cost.)"""

    source: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.source]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class RefereeError(Exception):
    """Base of every failure that stops the referee from adjudicating something (exit 2)."""

    exit_code = 2

    def __init__(self, message: str, where: Position | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class InputError(RefereeError):
    """The input could not be read at all: a missing file, bad UTF-8, a YAML syntax error."""


class RecordError(RefereeError):
    """A record was read but breaks its schema: a missing key, a wrong type, an unknown game."""


class LexiconError(RefereeError):
    """A word list or house-rules file could not be used."""


class InternalError(RefereeError):
    """A defect in the referee itself, reported like any other failure: one line, exit 2."""


class OptionError(ValueError):
    """An option the rules cannot use, found where no click is imported (`games/`); `option`
    names the one to fix, or None when the options together are at fault. The command reports it
    as click reports a bad option (`referee.options.option_refused`)."""

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.option = option
