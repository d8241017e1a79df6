"""The ```console blocks of a Markdown file, read as a user reads them: `$ referee ...` lines (a
`> FILE` saving the output), each followed by what it prints, `...` standing for lines left out."""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from click.testing import Result

# What referee writes on stderr; every other line a block shows is stdout.
STDERR_PREFIXES = ("referee: error:", "referee: warning:", "referee: no ruling changes")


@dataclass(frozen=True)
class Step:
    """One `$ referee ARGS [> FILE]` line and the lines the block shows after it."""

    argv: list[str]
    saved_to: str | None
    shown: list[str]


def console_blocks(path: Path) -> list[list[Step]]:
    """Every ```console block of the file, as the steps it runs in order."""
    text = path.read_text(encoding="utf-8")
    blocks = []
    for block in re.findall(r"```console\n(.*?)```", text, flags=re.S):
        steps: list[Step] = []
        for line in block.splitlines():
            if line.startswith("$ "):
                words = shlex.split(line[2:].split("  #")[0])
                assert words[0] == "referee", f"{path.name}: a console line that is not referee: {line}"
                saved_to = None
                if len(words) > 2 and words[-2] == ">":
                    saved_to, words = words[-1], words[:-2]
                steps.append(Step(words[1:], saved_to, []))
            elif steps:
                steps[-1].shown.append(line)
        for step in steps:
            while step.shown and not step.shown[-1].strip():
                step.shown.pop()
        blocks.append(steps)
    return blocks


def matches(shown: list[str], printed: list[str]) -> bool:
    """The printed lines are the shown ones, a `...` line standing for any number of lines."""
    pattern = "".join(".*?" if line == "..." else re.escape(line + "\n") for line in shown)
    return re.fullmatch(pattern, "".join(line + "\n" for line in printed), flags=re.S) is not None


def check_steps(steps: list[Step], run: Callable[[list[str]], Result]) -> None:
    """Run the steps in order in the current directory, as a reader follows them: a `> FILE` step
    saves its output for the later ones, and every other step prints what the block shows after
    it (nothing, when it shows nothing), stdout and stderr each compared with its own lines."""
    for step in steps:
        result = run(step.argv)
        if step.saved_to is not None:
            Path(step.saved_to).write_text(result.stdout, encoding="utf-8")
            assert not step.shown
            continue
        shown_out = [line for line in step.shown if not line.startswith(STDERR_PREFIXES)]
        shown_err = [line for line in step.shown if line.startswith(STDERR_PREFIXES)]
        assert matches(shown_out, result.stdout.splitlines()), (step.argv, result.stdout)
        if "..." in step.shown:
            shown_err = ["...", *shown_err, "..."]
        assert matches(shown_err, result.stderr.splitlines()), (step.argv, result.stderr)
