"""Every command line of a ```sh block in the README and docs/*.md runs from an empty directory
("Everything below runs from any directory"), as a reader copies them, in the page's order with
its console blocks (a `> FILE` line saves what later lines read): upheld or ruled against, never
"could not adjudicate" (the console blocks' output is compared by tests/test_doc_examples.py and
tests/test_readme.py; the --help examples by tests/test_help_examples.py)."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.test_help_examples import run_in_order

# benchmarks.md's lines read the inputs its bench scripts generate; its figures are not examples.
PAGES = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "benchmarks.md")]
BLOCK = re.compile(r"```(console|sh)\n(.*?)```", re.S)
COMMANDS = ("referee ", "echo ", "printf ")


def page_lines(page: Path) -> list[tuple[str, bool]]:
    """(command line, whether it is a ```sh example) in page order: a console block's `$ ` lines
    run too, for the files they save, but their output is another test's."""
    return [(line, sh) for line, sh, _ in commented_lines(page)]


def commented_lines(page: Path) -> list[tuple[str, bool, str]]:
    """`page_lines` with the comment beside each line, which is for the reader (`# exit 1: ...`)."""
    lines = []
    for kind, body in BLOCK.findall(page.read_text(encoding="utf-8")):
        for text in body.splitlines():
            line, _, comment = text.partition("  #")
            line = line.strip()
            if kind == "console" and line.startswith("$ "):
                lines.append((line[2:], False, comment))
            elif kind == "sh" and line.startswith(COMMANDS):
                lines.append((line, True, comment))
    # a pipe into a tool this machine lacks (jq) is not referee's to answer for
    return [(line, sh, comment) for line, sh, comment in lines
            if all(shutil.which(tool) for tool in re.findall(r"\|\s*(\w+)", line) if tool != "referee")]


@pytest.mark.parametrize("page", [p for p in PAGES if any(sh for _, sh in page_lines(p))], ids=lambda p: p.name)
def test_a_page_s_commands_run_from_an_empty_directory(page: Path, tmp_path: Path) -> None:
    shim = tmp_path / "bin" / "referee"
    shim.parent.mkdir()
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m referee "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    env = {**os.environ, "PATH": f"{shim.parent}:{os.environ.get('PATH', '')}",
           "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    env.pop("REFEREE_LEXICON", None)
    here = tmp_path / "empty"
    here.mkdir()
    lines = commented_lines(page)
    for (line, sh, comment), (_, status, _, err) in zip(lines, run_in_order([line for line, _, _ in lines],
                                                                             here, env), strict=True):
        if sh:
            assert status in (0, 1), (page.name, line, err.decode())  # never "could not adjudicate"
            assert b"referee: error" not in err, (page.name, line, err.decode())
            said = re.search(r"\bexit (\d)|\b(refused)\b", comment)  # what the comment promises
            if said:
                assert status == (int(said[1]) if said[1] else 1), (page.name, line, comment, status)


def test_the_pages_examples_were_found() -> None:
    found = {page.name for page in PAGES if any(sh for _, sh in page_lines(page))}
    assert {"README.md", "first-class-letters.md", "letter-tricks.md", "letterflip.md", "records.md",
            "standings.md"} <= found
