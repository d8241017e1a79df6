"""Shared test helpers: a CLI runner that keeps stdout and stderr apart, and fixture paths."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import settings

from referee.cli import cli

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"


def run(args: Sequence[str], input: str | bytes | None = None) -> Result:
    """Invoke `referee ARGS` in-process, stdin from `input`, stderr kept separate."""
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


# Every run of the default suite generates the same examples (CI never fails on an example nobody
# has seen); REFEREE_HYPOTHESIS=explore draws new ones, for a long hunting run (docs/records.md).
settings.register_profile("default", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("REFEREE_HYPOTHESIS", "default"))
