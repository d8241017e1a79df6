"""The command synopses docs/*.md quote are generated from the click definitions (issue 12): a
marked block that differs from `--help`'s options, or a hand-written synopsis without a marker,
fails here; `python tools/gen_man.py` rewrites them."""

from __future__ import annotations

import re

import pytest

from referee.synopses import MARKER, regenerated, synopsis
from tests.conftest import ROOT

PAGES = sorted((ROOT / "docs").glob("*.md"))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_marked_synopses_match_the_click_definitions(page) -> None:  # type: ignore[no-untyped-def]
    text = page.read_text(encoding="utf-8")
    assert regenerated(text) == text, f"docs/{page.name} quotes a stale synopsis: run python tools/gen_man.py"


@pytest.mark.parametrize("page", [ROOT / "README.md", *PAGES], ids=lambda p: p.name)
def test_every_synopsis_in_the_docs_is_a_generated_one(page) -> None:  # type: ignore[no-untyped-def]
    text = page.read_text(encoding="utf-8")
    generated = "".join(m.group(2) for m in MARKER.finditer(text))
    for block in re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S):
        for line in block.splitlines():
            if re.match(r"^referee .*\[--", line):  # `referee CMD ... [--option ...]`: a synopsis
                assert line in generated, f"{page.name}: hand-written synopsis {line!r}: mark it"


def test_the_synopses_the_docs_quote_are_marked() -> None:
    marked = {m.group(1) for page in PAGES for m in MARKER.finditer(page.read_text(encoding="utf-8"))}
    assert marked >= {"referee hint first-class-letters", "referee hint letter-roll",
                      "referee hint letter-tricks", "referee roll letter-roll"}


def test_a_synopsis_shows_every_option_and_is_wrapped_between_options() -> None:
    text = synopsis("referee hint letter-tricks")
    assert text == (
        "referee hint letter-tricks --cards CARDS [--players N] [--variant advanced|multicolored]... [--team]\n"
        "                           [--trick] [--limit N] [--format table|json|yaml] [--lexicon FILE]\n"
        "                           [--allow WORD]... [--deny WORD]... [--house-rules FILE]\n")
    assert max(len(line) for line in text.splitlines()) <= 100
