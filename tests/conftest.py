"""Shared test helpers: a CLI runner that keeps stdout and stderr apart, and fixture paths."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from referee.cli import cli

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"


def run(args: Sequence[str], input: str | bytes | None = None) -> Result:
    """Invoke `referee ARGS` in-process, stdin from `input`, stderr kept separate."""
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES
