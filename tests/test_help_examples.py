"""Every example in every --help (and so every man page) runs from any directory (issue 14, item
10): each command's examples are run in order, by an installed copy (the wheel,
tests/wheel_support.py), in an empty temporary directory, where no checkout's fixtures/ or src/
can help. A line that saves a record (`referee example GAME > game.yaml`) makes the file the
next lines read."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import click
import pytest

from referee.cli import cli
from referee.manpages import _paragraphs


def help_examples() -> dict[str, list[str]]:
    """`referee roll letter-roll` -> its example lines, for every command and subcommand."""
    found: dict[str, list[str]] = {}

    def walk(command: click.Command, ctx: click.Context) -> None:
        found[ctx.command_path] = _paragraphs(command.help or "")[1]
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                walk(sub, sub.make_context(name, [], parent=ctx, resilient_parsing=True))

    walk(cli, cli.make_context("referee", [], resilient_parsing=True))
    return found


EXAMPLES = help_examples()


def run_in_order(lines: list[str], directory: Path, env: dict[str, str]) -> list[tuple[str, int, bytes, bytes]]:
    """Run each line in `directory`, one bash process for them all: (line, status, stdout, stderr)."""
    script = []
    for number, line in enumerate(lines):
        script.append(f"( {line} ) > out.{number} 2> err.{number}; echo $? > status.{number}")
    done = subprocess.run(["bash", "-c", "\n".join(script)], capture_output=True, cwd=directory, env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return [(line, int((directory / f"status.{n}").read_text()), (directory / f"out.{n}").read_bytes(),
             (directory / f"err.{n}").read_bytes()) for n, line in enumerate(lines)]


def test_every_command_has_examples() -> None:
    assert all(EXAMPLES.values()), [path for path, lines in EXAMPLES.items() if not lines]
    assert len(EXAMPLES) >= 18


@pytest.mark.parametrize("path", sorted(EXAMPLES))
def test_help_examples_run_from_an_empty_directory(path: str, tmp_path: Path,
                                                   installed_env: dict[str, str]) -> None:
    for line, status, out, err in run_in_order(EXAMPLES[path], tmp_path, installed_env):
        assert status in (0, 1), (line, err.decode())  # upheld or ruled against, never "could not"
        assert b"error" not in err, (line, err.decode())
        redirected = ">" in shlex.split(line, posix=True) or " > " in line
        assert redirected or out.strip(), f"{line!r} printed nothing"
        if redirected and line.startswith("referee example"):
            assert out == b"" and list(tmp_path.glob("*.yaml")), line


def test_no_example_names_a_checkout_path() -> None:
    for path, lines in EXAMPLES.items():
        for line in lines:
            assert "fixtures/" not in line and "src/" not in line, (path, line)
