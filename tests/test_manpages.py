"""Man pages are generated from the click definitions and must match what is checked in."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from referee.manpages import pages
from tests.conftest import ROOT

MAN = ROOT / "man"


def test_checked_in_pages_match_the_click_definitions() -> None:
    generated = {page.name: page.text for page in pages()}
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in MAN.glob("*.1")}
    assert sorted(on_disk) == sorted(generated), "run: python tools/gen_man.py"
    for name, text in generated.items():
        assert on_disk[name] == text, f"man/{name} is stale: run python tools/gen_man.py"


def test_every_command_has_a_page_with_examples() -> None:
    names = {page.name for page in pages()}
    for command in ("referee.1", "referee-check-word.1", "referee-lexicon.1"):
        assert command in names
    for page in pages():
        if page.name != "referee.1":
            assert ".SH EXAMPLES" in page.text, page.name


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_pages_render_without_warnings() -> None:
    for path in sorted(MAN.glob("*.1")):
        done = subprocess.run(["groff", "-man", "-ww", "-z", str(path)], capture_output=True, text=True,
                              check=False)
        assert (done.returncode, done.stderr) == (0, ""), path.name
