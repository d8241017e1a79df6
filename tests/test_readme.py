"""The README's console examples are run in order, as a reader follows them, and what they print is
compared with what the README shows (`...` for lines left out), so the README cannot lie."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT, run
from tests.console_support import check_steps, console_blocks

README = (ROOT / "README.md").read_text(encoding="utf-8")
STEPS = [step for block in console_blocks(ROOT / "README.md") for step in block]


def test_readme_console_blocks_print_what_the_readme_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From an empty directory ("Everything below runs from any directory"), with the built-in
    word list the README shows."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("REFEREE_LEXICON", raising=False)
    check_steps(STEPS, run)


def test_readme_starts_with_the_two_setup_commands() -> None:
    first_block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert [line.split("#")[0].strip() for line in first_block] == ["make demo", "make test"]


def test_readme_examples_were_found() -> None:
    """The table's examples and the standings (checked since its lines left out are marked `...`)."""
    argvs = [step.argv for step in STEPS]
    assert ["check-word", "Brooklyn", "croissant", "qiuz"] in argvs
    assert ["standings", "--chart", "season.yaml"] in argvs
    assert all(step.shown or step.saved_to for step in STEPS), "a README example that shows no output"
