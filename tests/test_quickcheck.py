"""The click-free path for `check-word WORD...` prints exactly what the click command prints."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import quickcheck
from tests.conftest import run

WORDS = ["cucumber", "Brooklyn", "café", "qiuz", "TV", "three-year-old", "zzzzzz", "Quiz"]


@pytest.mark.parametrize("fmt", ["lines", "json"])
def test_fast_path_matches_click(fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = quickcheck.run(["check-word", "-f", fmt, *WORDS])
    fast = capsys.readouterr().out
    slow = run(["check-word", "-f", fmt, *WORDS])
    assert status == slow.exit_code == 1
    assert fast == slow.stdout


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("abcdeé'-Z", min_size=1, max_size=8).filter(lambda w: not w.startswith("-")
                                                                   and w.strip() == w),
                min_size=1, max_size=5))
def test_fast_path_matches_click_on_any_words(words: list[str]) -> None:
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        status = quickcheck.run(["check-word", "--format=json", *words])
    slow = run(["check-word", "-f", "json", *words])
    assert (status, buffer.getvalue()) == (slow.exit_code, slow.stdout)


@pytest.mark.parametrize("argv", [
    ["check-word"],
    ["check-word", "cucumber"],                       # table format: click renders it
    ["check-word", "--dice", "CMR", "cucumber"],
    ["check-word", "-f", "yaml", "cucumber"],
    ["check-word", "-f", "lines", "--", "-x"],
    ["check-word", "-f", "lines"],
    ["score-sheet", "x.yaml"],
])
def test_anything_else_falls_through_to_click(argv: list[str]) -> None:
    assert quickcheck.parse(argv) is None


def test_custom_lexicon_environment_falls_through(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFEREE_LEXICON", "words.txt")
    assert quickcheck.parse(["check-word", "-f", "lines", "cat"]) is None
