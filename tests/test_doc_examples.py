"""Every ```console block in docs/*.md is run, a page's blocks in order from one empty directory
as a reader follows them (a `> FILE` line saves what later lines read), and what it prints is
compared with what the page shows, so the docs cannot drift from the program (the README's
blocks: tests/test_readme.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT, run
from tests.console_support import check_steps, console_blocks, matches

PAGES = sorted((ROOT / "docs").glob("*.md"))
STEPS = {page.name: [step for block in console_blocks(page) for step in block] for page in PAGES}


@pytest.mark.parametrize("page", [name for name, steps in STEPS.items() if steps])
def test_doc_console_blocks_print_what_the_page_shows(
        page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("REFEREE_LEXICON", raising=False)  # the pages show the built-in word list
    check_steps(STEPS[page], run)


def test_doc_console_blocks_were_found() -> None:
    assert {name for name, steps in STEPS.items() if steps} >= {"hints.md", "lexicon.md", "rulings.md", "standings.md"}


def test_three_dots_stand_for_lines_left_out() -> None:
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert matches(["a", "...", "d"], ["a", "d"])
    assert not matches(["a", "...", "d"], ["a", "b", "c"])
    assert not matches(["a", "b"], ["a", "b", "c"])
