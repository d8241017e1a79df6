"""The README's console examples are run and their printed output compared, so the docs cannot lie."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT, run
from tests.console_support import console_blocks

README = (ROOT / "README.md").read_text(encoding="utf-8")


def console_examples() -> list[tuple[list[str], str]]:
    """(argv, expected stdout) for every `$ referee ...` line followed by its output."""
    return [(step.argv, "\n".join(step.shown) + "\n")
            for block in console_blocks(ROOT / "README.md") for step in block if step.shown]


@pytest.mark.parametrize(("argv", "expected"), console_examples())
def test_readme_example_prints_what_the_readme_shows(argv: list[str], expected: str) -> None:
    assert run(argv).stdout == expected


def test_readme_starts_with_the_two_setup_commands() -> None:
    first_block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert [line.split("#")[0].strip() for line in first_block] == ["make demo", "make test"]


def test_readme_examples_were_found() -> None:
    assert len(console_examples()) >= 2
