"""Man pages are generated from the click definitions and must match what is checked in."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from referee.manpages import Page, pages
from tests.conftest import ROOT, run

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


def _rendered(path: Path, width: int = 80) -> str:
    """The page as `man` shows it on a terminal `width` columns wide."""
    done = subprocess.run(["man", "-l", str(path)], capture_output=True, check=False,
                          env={**os.environ, "MANWIDTH": str(width), "MAN_KEEP_FORMATTING": "",
                               "LC_ALL": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"})
    assert done.returncode == 0, done.stderr
    return re.sub(r".\x08", "", done.stdout.decode("utf-8"))


def _help_examples(page_text: str) -> list[str]:
    """The example lines of a generated page, as --help prints them."""
    body = page_text.split(".SH EXAMPLES\n", 1)[1].split(".EE\n", 1)[0]
    lines = body.splitlines()
    assert lines[:2] == [".RS 4", ".EX"], "examples are verbatim (.EX/.EE), never filled"
    return lines[2:]


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
@pytest.mark.parametrize("page", pages(), ids=lambda page: page.name)
def test_rendered_examples_copy_exactly_as_help_prints_them(page: Page) -> None:
    """Issue 14, item 11: an example copied from `man` is the command --help shows, character for
    character: no justification spaces, no hyphenation (`src/ref‐` `eree/...`), ASCII quotes and
    minus signs; and a cross-reference `referee-roll-letter-roll(1)` is never split."""
    help_text = _help_of(page.name[:-2])
    rendered = _rendered(MAN / page.name)
    shown = [line.strip() for line in rendered.splitlines()]
    for example in help_text:
        assert example in shown, f"{page.name}: {example!r} is not one line of the page as man shows it"
    assert "\u2010" not in rendered and "\u2019" not in rendered and "\u2212" not in rendered, page.name
    for reference in re.findall(r"\\fB\\%([^\\]+(?:\\-[^\\]+)*)\\fR\(1\)", page.text):
        assert reference.replace("\\-", "-") + "(1)" in rendered, f"{page.name}: {reference} split"


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
@pytest.mark.parametrize("width", [60, 100, 120])
def test_no_word_is_hyphenated_at_any_terminal_width(width: int) -> None:
    """`.nh` alone held only until the next paragraph macro, which restores hyphenation from the
    HY register: at 100 columns referee(1) read "re-" "ported", and 42 words of the pages were
    split at 120 columns (80, the width the test above reads, happened to split none)."""
    for path in sorted(MAN.glob("*.1")):
        assert "\u2010" not in _rendered(path, width), f"{path.name} at {width} columns"


def _help_of(name: str) -> list[str]:
    """The example lines of `referee ... --help` for the page `name` (referee-roll-letter-roll)."""
    words = name.split("-")[1:]
    argv: list[str] = []
    for word in words:  # command names have hyphens too: take the longest name that exists
        if argv and run([*argv[:-1], f"{argv[-1]}-{word}", "--help"]).exit_code == 0:
            argv[-1] = f"{argv[-1]}-{word}"
        else:
            argv.append(word)
    text = run([*argv, "--help"]).stdout
    if "Examples:" not in text:
        return []
    block = text.split("Examples:", 1)[1].split("\n\n", 1)[0]
    return [line.strip() for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["referee.1", "referee-check-word.1", "referee-score-sheet.1"])
def test_pages_with_a_lexicon_option_have_an_environment_section(name: str) -> None:
    text = (MAN / name).read_text(encoding="utf-8")
    section = text.split(".SH ENVIRONMENT\n", 1)[1].split(".SH ", 1)[0]
    assert ".TP\n.B REFEREE_LEXICON\nA word list to use instead of the built\\-in one" in section
    assert "Read when \\-\\-lexicon is not given: the option wins." in section
    # The entry is the option's help, less the option's own pointer to the variable (it read
    # "(...; \- reads stdin; also $REFEREE_LEXICON)" under the heading REFEREE_LEXICON).
    assert "(one word a line, # comments; \\- reads stdin). Read when" in section


def test_every_page_says_what_columns_does() -> None:
    """Every command prints tables, whose width on a terminal COLUMNS sets (docs/records.md, Tables)."""
    for page in pages():
        section = page.text.split(".SH ENVIRONMENT\n", 1)[1].split(".SH ", 1)[0]
        assert section.startswith(".TP\n.B COLUMNS\nThe terminal's width, which tables and the lines around them "
                                  "are fitted to there; when it is not set, the terminal's own size (80 columns "
                                  "when it reports none). In a pipe or a file the full table is kept"), page.name


def test_every_page_has_verbatim_examples() -> None:
    for page in pages():
        if ".SH EXAMPLES" in page.text:
            assert _help_examples(page.text), page.name
