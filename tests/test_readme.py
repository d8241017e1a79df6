"""The README's console examples are run and their printed output compared, so the docs cannot lie."""

from __future__ import annotations

import re
import shlex

import pytest

from tests.conftest import ROOT, run

README = (ROOT / "README.md").read_text(encoding="utf-8")


def console_examples() -> list[tuple[list[str], str]]:
    """(argv, expected stdout) for every `$ referee ...` line followed by its output."""
    examples = []
    for block in re.findall(r"```console\n(.*?)```", README, flags=re.S):
        lines = block.splitlines()
        i = 0
        while i < len(lines):
            if lines[i].startswith("$ referee "):
                command = lines[i][2:].split("  #")[0]
                output = []
                i += 1
                while i < len(lines) and not lines[i].startswith("$ "):
                    output.append(lines[i])
                    i += 1
                while output and not output[-1].strip():
                    output.pop()
                if output:
                    examples.append((shlex.split(command)[1:], "\n".join(output) + "\n"))
            else:
                i += 1
    return examples


@pytest.mark.parametrize(("argv", "expected"), console_examples())
def test_readme_example_prints_what_the_readme_shows(argv: list[str], expected: str) -> None:
    assert run(argv).stdout == expected


def test_readme_starts_with_the_two_setup_commands() -> None:
    first_block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert [line.split("#")[0].strip() for line in first_block] == ["make demo", "make test"]


def test_readme_examples_were_found() -> None:
    assert len(console_examples()) >= 2
