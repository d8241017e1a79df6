"""Shared test helpers: a CLI runner that keeps stdout and stderr apart, and fixture paths."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml
from click.testing import CliRunner, Result
from hypothesis import settings

from referee.cli import cli

if TYPE_CHECKING:
    from referee.dictionary import Lexicon

ROOT = Path(__file__).resolve().parent.parent
pytest_plugins = ["tests.wheel_support"]  # `built`, `installed_env`: an installed wheel
FIXTURES = ROOT / "fixtures"


def json_lines(output: str) -> list[dict[str, Any]]:
    """The objects of a JSON Lines output."""
    return [json.loads(line) for line in output.splitlines() if line]


def score_sheet(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`referee score-sheet -f json` on these records (as a YAML stream): its objects, in order."""
    if not records:
        return []
    result = run(["score-sheet", "-f", "json", "-"], input=yaml.safe_dump_all(records))
    assert result.exit_code in (0, 1), result.stderr
    return json_lines(result.stdout)


def run(args: Sequence[str], input: str | bytes | None = None) -> Result:
    """Invoke `referee ARGS` in-process, stdin from `input`, stderr kept separate."""
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture(scope="module")
def small() -> Lexicon:
    """The hint tests' small word list (tests/hint_support.py), read only by the tests that ask."""
    from tests.hint_support import SMALL

    return SMALL


# Every run of the default suite generates the same examples (CI never fails on an example nobody
# has seen); REFEREE_HYPOTHESIS=explore draws new ones, for a long hunting run (docs/records.md).
settings.register_profile("default", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("REFEREE_HYPOTHESIS", "default"))


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """pyproject.toml's addopts ask pytest-xdist for one worker a core; with xdist left out
    (`-p no:xdist`) or not installed, its two options are still accepted and the tests run in
    this one process, as with `-n 0`."""
    if not pluginmanager.has_plugin("xdist"):
        group = parser.getgroup("xdist", "pytest-xdist is not loaded: these are accepted and ignored")
        group._addoption("-n", "--numprocesses", dest="numprocesses")  # (as xdist adds it: -n is a short option)
        group.addoption("--dist", dest="dist")


def console_script() -> str:
    """The installed `referee` console script (beside this Python), for tests of what a shell sees:
    signals, pipes, closed or full streams, exit status, start-up."""
    script = Path(sys.executable).with_name("referee")
    if not script.exists():
        pytest.skip("the referee console script is not installed beside this Python")
    return str(script)


def xargs(command: Sequence[str], saved: bytes, folder: Path) -> subprocess.CompletedProcess[bytes]:
    """`xargs referee COMMAND < FILE`, FILE holding `saved` exactly (a byte order mark, say), as
    referee's own messages tell a user to hand on WORD=SCORE rows or CARDs typed in a file."""
    path = folder / "arguments.txt"
    path.write_bytes(saved)
    with path.open("rb") as stdin:
        return subprocess.run(["xargs", console_script(), *command], stdin=stdin, capture_output=True)


def shell(command: str, input: bytes | None = None, timeout: float = 60,
          env: dict[str, str] | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess[bytes]:
    """Run a bash command line with `referee` meaning the installed console script (from the
    repository root, or `cwd`: a temporary directory shows what needs no checkout)."""
    script = console_script()
    return subprocess.run(["bash", "-c", f'referee() {{ "{script}" "$@"; }}\n{command}'], input=input,
                          capture_output=True, timeout=timeout, cwd=cwd, env=env)
